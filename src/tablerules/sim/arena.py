"""An arena: every pairing of named agents plays seeded games, seats rotated.

For each pair of different agents ``a`` and ``b`` the arena plays ``games``
games. With two players they take turns at seat 0; with more, the games go
round every seating in which both play (``a`` at some seats, ``b`` at the
others), so no seat favours either. A game is a win for an agent when every
winning seat is one of its own; a win shared between the two is a draw.
Game ``k`` of every pairing uses seed ``seed + k``, whichever process plays
it, so ``jobs`` changes only how fast the table comes. The games are made as
they are sent and counted as they end, as :func:`~tablerules.sim.simulate.simulate`
sends its own: a million games for each of hundreds of pairings never wait
in memory.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Iterable, Iterator, Sequence

import attrs

from tablerules.bots.named import agent_named
from tablerules.core.game import JSONValue
from tablerules.core.play import play_counted
from tablerules.core.registry import load
from tablerules.core.workers import MOST_JOBS, pooled

__all__ = ["MOST_GAMES", "Pairing", "arena", "seatings", "wilson"]

#: The most games a pairing plays. The games are made as they are sent and counted as they
#: end, so this bounds the time an arena takes, not its memory: a typo such as ``-n 10**30``
#: would otherwise run for ever.
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


#: One game of an arena, as it is sent to be played: the pairing's number (in the order of
#: :func:`arena`'s result), the agents by seat, and the seed.
_Bout = tuple[int, tuple[str, ...], int]
#: What a game gives the table: the winning seats, every seat's score, and the decisions taken.
_Played = tuple[tuple[int, ...], tuple[int, ...], int]

#: The most games a batch sent to another process holds.
_BATCH_MOST = 250


def arena(
    title: str,
    agents: Sequence[str],
    *,
    games: int,
    players: int | None = None,
    options: object | None = None,
    seed: int = 1,
    jobs: int = 1,
    progress: Callable[[int, int], object] | None = None,
) -> list[Pairing]:
    """Every pairing of the named ``agents`` (see :func:`~tablerules.bots.agent_named`) over
    ``games`` games each, in ``jobs`` processes. Raises ``ValueError`` for fewer than two
    different agents, an unknown name, or a count below 1 or above :data:`MOST_GAMES`
    (games) or :data:`~tablerules.core.workers.MOST_JOBS` (jobs).

    The games are made as they are sent and counted as they end, so memory stays the
    same however many there are. ``progress``, if given, is called with the games
    played so far and the total: once before the first, then as each ends.
    """
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
    pairs = list(itertools.combinations(names, 2))
    total = len(pairs) * games
    # About eight batches a job, as simulate sends them; no more processes than batches.
    batch = max(1, min(_BATCH_MOST, total // (jobs * 8)))
    jobs = min(jobs, -(-total // batch))
    tallies = [_Tally() for _ in pairs]
    bouts = _bouts(pairs, games, count, seed)
    if progress is not None:
        progress(0, total)
    played = _played(title, count, data, bouts, jobs=jobs, batch=batch)
    for done, ((pair, lineup, _), result) in enumerate(played, start=1):
        tallies[pair].add(pairs[pair][0], lineup, result)
        if progress is not None:
            progress(done, total)
    return [
        tally.pairing(first, second, games) for (first, second), tally in zip(pairs, tallies, strict=True)
    ]


def _bouts(pairs: Sequence[tuple[str, str]], games: int, players: int, seed: int) -> Iterator[_Bout]:
    """The games of every pairing in turn, made one at a time as they are asked for.

    Game ``k`` of a pairing uses seed ``seed + k`` and the ``k``-th of the
    :func:`seatings`, round and round.
    """
    arrangements = seatings(players)
    for pair, (first, second) in enumerate(pairs):
        for index in range(games):
            seats = arrangements[index % len(arrangements)]
            yield pair, tuple(first if mine else second for mine in seats), seed + index


def _played(
    title: str,
    players: int,
    options: dict[str, JSONValue],
    games: Iterable[_Bout],
    *,
    jobs: int = 1,
    batch: int = 1,
) -> Iterator[tuple[_Bout, _Played]]:
    """Each of ``games`` with what it gave, as it ends: here for one job, else ``batch`` games
    a task in a pool of ``jobs`` processes that holds a few tasks a process at a time.

    ``games`` is read as the games are sent, never all at once: an arena's
    count of games can be large.
    """
    waiting = iter(games)
    if jobs == 1:
        for bout in waiting:
            yield from _played_here(title, players, options, (bout,))
    else:
        play = functools.partial(_played_here, title, players, options)
        for results in pooled(play, _batches(waiting, batch), jobs):
            yield from results


def _batches(games: Iterator[_Bout], size: int) -> Iterator[tuple[_Bout, ...]]:
    """``games`` in batches of ``size`` (the last may be smaller), each made as it is asked for."""
    while batch := tuple(itertools.islice(games, size)):
        yield batch


def _played_here(
    title: str, players: int, options: dict[str, JSONValue], bouts: Sequence[_Bout]
) -> list[tuple[_Bout, _Played]]:
    """The seeded ``bouts``, played one after another in this process (a worker's task), each
    with what it gave."""
    game = load(title)
    chosen = game.options_from_json(options)
    results = []
    for bout in bouts:
        _, lineup, seed = bout
        start = game.setup(players=players, options=chosen)
        final, _, decisions = play_counted(start, [agent_named(name) for name in lineup], seed=seed)
        if (outcome := final.outcome()) is None:  # pragma: no cover - play_counted stops at the end only
            raise RuntimeError(f"{title}: a game ended without an outcome")
        results.append((bout, (outcome.winners, tuple(final.scores()), decisions)))
    return results


class _Tally:
    """What one pairing's games gave so far, added up as they end, in any order."""

    __slots__ = ("decisions", "draws", "first_wins", "games", "points", "seats", "second_wins")

    def __init__(self) -> None:
        self.games = self.first_wins = self.second_wins = self.draws = self.decisions = 0
        # Each agent's points and the seats it earned them at, the first agent's first: sums
        # of whole numbers, so the means do not depend on the order the games end in.
        self.points = [0, 0]
        self.seats = [0, 0]

    def add(self, first: str, lineup: tuple[str, ...], result: _Played) -> None:
        """Count one game of the pairing whose first agent is ``first``."""
        winners, points, decisions = result
        owners = {lineup[seat] for seat in winners}
        if len(owners) != 1:
            self.draws += 1
        elif first in owners:
            self.first_wins += 1
        else:
            self.second_wins += 1
        for seat, name in enumerate(lineup):
            agent = 0 if name == first else 1
            self.points[agent] += points[seat]
            self.seats[agent] += 1
        self.games += 1
        self.decisions += decisions

    def pairing(self, first: str, second: str, games: int) -> Pairing:
        """The pairing's figures, once all its ``games`` are counted."""
        if self.games != games:  # pragma: no cover - every game sent comes back once
            raise RuntimeError(f"{first} against {second}: {self.games} games counted of {games}")
        return Pairing(
            first,
            second,
            games,
            self.first_wins,
            self.second_wins,
            self.draws,
            self.points[0] / self.seats[0],
            self.points[1] / self.seats[1],
            self.decisions / games,
        )
