"""What many games add up to: win rates by seat, score and length distributions, speed.

A designer's first question of a simulation is whether the first player has
an advantage, so every seat gets its win rate with a 95% confidence
interval. Scores and game lengths are kept as distributions (each value
with the number of games that had it), which stay small however many games
are played.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

import attrs

from tablerules.core.game import JSONValue
from tablerules.sim.arena import wilson
from tablerules.sim.results import GameResult

__all__ = ["Distribution", "SeatSummary", "Summary", "Tally"]


@attrs.frozen
class Distribution:
    """How often each whole-number value occurred: ``counts`` holds ``(value, times)``
    pairs in increasing order of value, each ``times`` at least 1.

    >>> from tablerules.sim import Distribution
    >>> spread = Distribution.of([3, 1, 3, 2])
    >>> spread.counts, spread.total, spread.mean, spread.median
    (((1, 1), (2, 1), (3, 2)), 4, 2.25, 2.5)
    """

    counts: tuple[tuple[int, int], ...]

    @classmethod
    def of(cls, values: Iterable[int]) -> Distribution:
        """The distribution of ``values``."""
        return cls.from_counter(Counter(values))

    @classmethod
    def from_counter(cls, counter: Mapping[int, int]) -> Distribution:
        """The distribution of a mapping from value to how often it occurred."""
        return cls(tuple(sorted((value, times) for value, times in counter.items() if times)))

    @property
    def total(self) -> int:
        """How many values there are."""
        return sum(times for _, times in self.counts)

    @property
    def mean(self) -> float:
        """The mean (``nan`` for no values)."""
        total = self.total
        return sum(value * times for value, times in self.counts) / total if total else math.nan

    @property
    def stdev(self) -> float:
        """The population standard deviation (``nan`` for no values)."""
        total = self.total
        if not total:
            return math.nan
        mean = self.mean
        return math.sqrt(sum(times * (value - mean) ** 2 for value, times in self.counts) / total)

    @property
    def minimum(self) -> int | None:
        """The lowest value (``None`` for no values)."""
        return self.counts[0][0] if self.counts else None

    @property
    def maximum(self) -> int | None:
        """The highest value (``None`` for no values)."""
        return self.counts[-1][0] if self.counts else None

    @property
    def median(self) -> float:
        """The median: the mean of the two middle values of an even count (``nan`` for none)."""
        total = self.total
        if not total:
            return math.nan
        return (self._at((total - 1) // 2) + self._at(total // 2)) / 2

    def _at(self, position: int) -> int:
        """The value at ``position`` (from 0) of the values in order."""
        for value, times in self.counts:
            if position < times:
                return value
            position -= times
        raise IndexError(position)

    def to_json(self) -> dict[str, JSONValue]:
        """The counts and the figures, as JSON data (``null`` where there are no values)."""
        empty = not self.counts
        return {
            "counts": [[value, times] for value, times in self.counts],
            "mean": None if empty else self.mean,
            "stdev": None if empty else self.stdev,
            "min": self.minimum,
            "median": None if empty else self.median,
            "max": self.maximum,
        }


@attrs.frozen
class SeatSummary:
    """One seat over every game of a simulation."""

    seat: int
    #: The seat's name in the title ("seat 0", or a colour, a tribe, ...).
    name: str
    #: The agent that played it.
    agent: str
    games: int
    #: Games this seat won alone.
    wins: int
    #: Games in which this seat shared first place with others.
    shared: int
    scores: Distribution

    def win_rate(self) -> tuple[float, float, float]:
        """The share of games this seat won alone, and the 95% Wilson interval around it."""
        low, high = wilson(self.wins, self.games)
        return (self.wins / self.games if self.games else 0.0), low, high

    def to_json(self) -> dict[str, JSONValue]:
        """The seat's figures as JSON data."""
        rate, low, high = self.win_rate()
        return {
            "seat": self.seat,
            "name": self.name,
            "agent": self.agent,
            "wins": self.wins,
            "shared": self.shared,
            "win_rate": rate,
            "win_rate_95": [low, high],
            "mean_score": self.scores.mean if self.games else None,
            "scores": self.scores.to_json(),
        }


@attrs.frozen
class Summary:
    """A simulation's figures; :meth:`to_json` gives them as JSON data."""

    title: str
    #: The title's name, for people.
    name: str
    players: int
    options: dict[str, JSONValue]
    #: The agent of every seat, in seat order.
    agents: tuple[str, ...]
    #: The seed of game 0; game ``i`` used ``first_seed + i``.
    first_seed: int
    games: int
    seats: tuple[SeatSummary, ...]
    #: Games in which several seats shared first place.
    draws: int
    #: Seats' decisions per game (chance outcomes not counted).
    decisions: Distribution
    #: Actions per game, chance outcomes included.
    actions: Distribution
    #: Wall-clock seconds the games took.
    seconds: float
    jobs: int
    backend: str

    @property
    def games_per_second(self) -> float | None:
        """Games a second, or ``None`` when the run was too quick to time."""
        return self.games / self.seconds if self.seconds > 0 else None

    def to_json(self) -> dict[str, JSONValue]:
        """Everything as JSON data."""
        return {
            "title": self.title,
            "name": self.name,
            "players": self.players,
            "options": self.options,
            "agents": list(self.agents),
            "games": self.games,
            "seeds": {"first": self.first_seed, "last": self.first_seed + self.games - 1},
            "seats": [seat.to_json() for seat in self.seats],
            "draws": self.draws,
            "decisions": self.decisions.to_json(),
            "actions": self.actions.to_json(),
            "seconds": self.seconds,
            "games_per_second": self.games_per_second,
            "jobs": self.jobs,
            "backend": self.backend,
        }


class Tally:
    """Adds up :class:`~tablerules.sim.GameResult` values as they come, in any order.

    >>> from tablerules.sim import GameResult, Tally
    >>> tally = Tally("beasty-borders", "Beasty Borders", ("seat 0", "seat 1"), ("random", "random"))
    >>> tally.add(GameResult(index=0, seed=1, winners=(1,), scores=(4, 7), decisions=50, actions=90))
    >>> tally.summary(seconds=0.5).seats[1].wins
    1
    """

    def __init__(
        self,
        title: str,
        name: str,
        seat_names: Sequence[str],
        agents: Sequence[str],
        *,
        options: dict[str, JSONValue] | None = None,
        first_seed: int = 0,
        jobs: int = 1,
        backend: str = "local",
    ) -> None:
        if len(seat_names) != len(agents):
            raise ValueError(f"{len(seat_names)} seats need {len(seat_names)} agents, not {len(agents)}")
        self._title = title
        self._name = name
        self._seat_names = tuple(seat_names)
        self._agents = tuple(agents)
        self._options = dict(options or {})
        self._first_seed = first_seed
        self._jobs = jobs
        self._backend = backend
        self._games = 0
        self._wins = [0] * len(agents)
        self._shared = [0] * len(agents)
        self._scores: list[Counter[int]] = [Counter() for _ in agents]
        self._decisions: Counter[int] = Counter()
        self._actions: Counter[int] = Counter()
        self._draws = 0

    def add(self, result: GameResult) -> None:
        """Count one game."""
        if len(result.scores) != len(self._agents):
            raise ValueError(f"a game of {len(result.scores)} seats in a tally of {len(self._agents)}")
        self._games += 1
        if len(result.winners) == 1:
            self._wins[result.winners[0]] += 1
        else:
            self._draws += 1
            for seat in result.winners:
                self._shared[seat] += 1
        for seat, score in enumerate(result.scores):
            self._scores[seat][score] += 1
        self._decisions[result.decisions] += 1
        self._actions[result.actions] += 1

    @property
    def games(self) -> int:
        """Games counted so far."""
        return self._games

    def summary(self, *, seconds: float) -> Summary:
        """The figures of the games counted so far, which took ``seconds``."""
        seats = tuple(
            SeatSummary(
                seat,
                self._seat_names[seat],
                self._agents[seat],
                self._games,
                self._wins[seat],
                self._shared[seat],
                Distribution.from_counter(self._scores[seat]),
            )
            for seat in range(len(self._agents))
        )
        return Summary(
            self._title,
            self._name,
            len(self._agents),
            dict(self._options),
            self._agents,
            self._first_seed,
            self._games,
            seats,
            self._draws,
            Distribution.from_counter(self._decisions),
            Distribution.from_counter(self._actions),
            seconds,
            self._jobs,
            self._backend,
        )
