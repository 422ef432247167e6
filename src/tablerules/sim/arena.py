"""An arena: every pairing of named agents plays seeded games, seats rotated.

For each pair of different agents ``a`` and ``b`` the arena plays ``games``
games. With two players they take turns at seat 0; with more, the games go
round every seating in which both play (``a`` at some seats, ``b`` at the
others), so no seat favours either. A game is a win for an agent when every
winning seat is one of its own; a win shared between the two is a draw.
Game ``k`` of every pairing uses seed ``seed + k``, whichever process plays
it, so ``jobs`` changes only how fast the table comes.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import attrs

from tablerules.bots.named import agent_named
from tablerules.core.game import JSONValue
from tablerules.core.play import play_counted
from tablerules.core.registry import load
from tablerules.sim.batch import MOST_JOBS

__all__ = ["MOST_GAMES", "Pairing", "arena", "seatings", "wilson"]

#: The most games a pairing plays: every game is kept until the table is made.
MOST_GAMES = 1_000_000


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion (``(0, 1)`` for no trials)."""
    if trials == 0:
        return 0.0, 1.0
    share = successes / trials
    centre = share + z * z / (2 * trials)
    spread = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials))
    scale = 1 + z * z / trials
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def seatings(players: int) -> list[tuple[bool, ...]]:
    """Every way to seat two agents so that both play: ``True`` where the first sits.

    With two players, first at seat 0 then at seat 1.
    """
    return [
        seats for seats in itertools.product((True, False), repeat=players) if any(seats) and not all(seats)
    ]


@attrs.frozen
class Pairing:
    """What one pair of agents did against each other."""

    first: str
    second: str
    games: int
    first_wins: int
    second_wins: int
    draws: int
    #: Each agent's mean score over the seats it played.
    first_score: float
    second_score: float
    #: Decisions (chance outcomes not counted) per game.
    decisions: float

    def win_rate(self) -> tuple[float, float, float]:
        """The first agent's win rate (a draw counts half) and the 95% Wilson interval of its wins."""
        low, high = wilson(self.first_wins, self.games)
        return (self.first_wins + self.draws / 2) / self.games, low, high

    def to_json(self) -> dict[str, JSONValue]:
        rate, low, high = self.win_rate()
        return {
            "first": self.first,
            "second": self.second,
            "games": self.games,
            "first_wins": self.first_wins,
            "second_wins": self.second_wins,
            "draws": self.draws,
            "first_win_rate": rate,
            "first_wins_95": [low, high],
            "first_mean_score": self.first_score,
            "second_mean_score": self.second_score,
            "decisions_per_game": self.decisions,
        }


def _one_game(
    title: str, players: int, options: dict[str, JSONValue], names: tuple[str, ...], seed: int
) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """One seeded game: the winning seats, every seat's score, and the decisions taken."""
    game = load(title)
    start = game.setup(players=players, options=game.options_from_json(options))
    final, _, decisions = play_counted(start, [agent_named(name) for name in names], seed=seed)
    if (outcome := final.outcome()) is None:
        raise RuntimeError(f"{title}: a game ended without an outcome")
    return outcome.winners, tuple(final.scores()), decisions


def arena(
    title: str,
    agents: Sequence[str],
    *,
    games: int,
    players: int | None = None,
    options: object | None = None,
    seed: int = 1,
    jobs: int = 1,
) -> list[Pairing]:
    """Every pairing of the named ``agents`` (see :func:`~tablerules.bots.agent_named`) over
    ``games`` games each, in ``jobs`` processes. Raises ``ValueError`` for fewer than two
    different agents, an unknown name, or a count below 1 or above :data:`MOST_GAMES`
    (games) or :data:`~tablerules.sim.batch.MOST_JOBS` (jobs)."""
    names = list(dict.fromkeys(agent.strip() for agent in agents))
    if len(names) < 2:
        raise ValueError(f"an arena needs two different agents or more, not {list(agents)!r}")
    for name in names:
        agent_named(name)  # refuses an unknown name before any game is played
    for what, value, most in (("games", games, MOST_GAMES), ("jobs", jobs, MOST_JOBS)):
        if type(value) is not int or not 1 <= value <= most:
            raise ValueError(f"{what} must be a whole number from 1 to {most:,}, not {value!r}")
    game = load(title)
    count = game.check_players(players if players is not None else game.min_players)
    used = options if options is not None else game.options_type()
    game.check_options(used)
    data = game.options_to_json(used)
    arrangements = seatings(count)
    tasks = []
    for first, second in itertools.combinations(names, 2):
        for index in range(games):
            seats = arrangements[index % len(arrangements)]
            lineup = tuple(first if mine else second for mine in seats)
            tasks.append((title, count, data, lineup, seed + index))
    if jobs == 1:
        results = [_one_game(*task) for task in tasks]
    else:
        # Imported here: the process machinery costs a fifth of `import tablerules`.
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=min(jobs, len(tasks))) as pool:
            results = list(
                pool.map(_one_game, *zip(*tasks, strict=True), chunksize=max(1, len(tasks) // (4 * jobs)))
            )
    return [
        _tally(first, second, games, tasks, results) for first, second in itertools.combinations(names, 2)
    ]


def _tally(
    first: str,
    second: str,
    games: int,
    tasks: list[tuple[str, int, dict[str, JSONValue], tuple[str, ...], int]],
    results: list[tuple[tuple[int, ...], tuple[int, ...], int]],
) -> Pairing:
    wins = {first: 0, second: 0}
    draws = decisions = 0
    scores: dict[str, list[int]] = {first: [], second: []}
    for (_, _, _, lineup, _), (winners, points, taken) in zip(tasks, results, strict=True):
        if set(lineup) != {first, second}:
            continue
        owners = {lineup[seat] for seat in winners}
        if len(owners) == 1:
            wins[owners.pop()] += 1
        else:
            draws += 1
        for seat, name in enumerate(lineup):
            scores[name].append(points[seat])
        decisions += taken
    return Pairing(
        first,
        second,
        games,
        wins[first],
        wins[second],
        draws,
        sum(scores[first]) / len(scores[first]),
        sum(scores[second]) / len(scores[second]),
        decisions / games,
    )
