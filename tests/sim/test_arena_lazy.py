"""The arena makes its games as they are sent and counts them as they end (issue 26, 15).

``tablerules arena great-plains --agents mcts:1,...,mcts:30 -n 1000000`` used
to build every game of its 435 pairings before playing the first (3 GB in 25
seconds, then a ``MemoryError``). These tests count how many games were made
against how many were played, instead of measuring time or memory.
"""

from __future__ import annotations

import importlib
import inspect
import itertools
import random
from collections.abc import Iterator, Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tablerules.cli import main
from tablerules.sim.arena import MOST_GAMES, arena, seatings
from tablerules.sim.batch import AHEAD

# The module, not the function that tablerules.sim names after it.
arena_module = importlib.import_module("tablerules.sim.arena")

THIRTY = [f"mcts:{n}" for n in range(1, 31)]
PAIRS = list(itertools.combinations(THIRTY, 2))

Bout = tuple[int, tuple[str, ...], int]
Played = tuple[tuple[int, ...], tuple[int, ...], int]


class Stop(Exception):
    """Ends an arena of a million games a pairing once the test has seen enough."""


class Made:
    """Counts the games the arena makes (draws from its generator) and the games it plays."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *, stop_after: int | None = None) -> None:
        self.made = self.played = 0
        self.stop_after = stop_after
        # Made bouts may run ahead of played ones by a few batches, never by the whole arena.
        self.most_ahead = 0
        original = arena_module._bouts

        def counted(*args: object, **kwargs: object) -> Iterator[Bout]:
            for bout in original(*args, **kwargs):  # type: ignore[arg-type]
                self.made += 1
                self.most_ahead = max(self.most_ahead, self.made - self.played)
                if self.made - self.played > 10_000:
                    raise AssertionError(f"{self.made} games made for {self.played} played")
                yield bout

        monkeypatch.setattr(arena_module, "_bouts", counted)

    def stub(
        self, title: str, players: int, options: object, bouts: Sequence[Bout]
    ) -> list[tuple[Bout, Played]]:
        """Plays nothing: seat 0 wins 1 to 0, after 10 decisions."""
        if self.stop_after is not None and self.played >= self.stop_after:
            raise Stop
        self.played += len(bouts)
        return [(bout, ((0,), (1, 0), 10)) for bout in bouts]


def test_the_games_are_a_generator_made_one_at_a_time() -> None:
    bouts = arena_module._bouts(PAIRS, MOST_GAMES, 2, seed=1)
    assert inspect.isgenerator(bouts)
    assert list(itertools.islice(bouts, 3)) == [
        (0, ("mcts:1", "mcts:2"), 1),
        (0, ("mcts:2", "mcts:1"), 2),
        (0, ("mcts:1", "mcts:2"), 3),
    ]


def test_the_games_of_a_pairing_go_round_every_seating() -> None:
    bouts = list(arena_module._bouts([("a", "b"), ("a", "c")], 15, 3, seed=7))
    arrangements = seatings(3)
    assert len(bouts) == 30
    for number, (pair, lineup, seed) in enumerate(bouts):
        first, second = ("a", "b") if pair == 0 else ("a", "c")
        index = number % 15
        assert seed == 7 + index
        assert lineup == tuple(first if mine else second for mine in arrangements[index % len(arrangements)])


def test_a_million_games_a_pairing_are_made_as_they_are_played(monkeypatch: pytest.MonkeyPatch) -> None:
    """With one job, each game is made just before it is played."""
    made = Made(monkeypatch, stop_after=2_000)
    monkeypatch.setattr(arena_module, "_played_here", made.stub)
    with pytest.raises(Stop):
        arena("great-plains", THIRTY, games=MOST_GAMES)
    assert made.played == 2_000 and made.made == 2_001
    assert made.most_ahead == 1


def test_the_command_does_not_make_its_games_ahead(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command of the issue, 435 pairings of a million games, stopped after its first games."""
    made = Made(monkeypatch, stop_after=500)
    monkeypatch.setattr(arena_module, "_played_here", made.stub)
    with pytest.raises(Stop):
        main(["arena", "great-plains", "--agents", ",".join(THIRTY), "-n", "1000000"])
    assert made.played == 500 and made.most_ahead == 1


def test_a_whole_arena_counts_every_game_made(monkeypatch: pytest.MonkeyPatch) -> None:
    made = Made(monkeypatch)
    monkeypatch.setattr(arena_module, "_played_here", made.stub)
    pairings = arena("great-plains", ["random", "greedy", "mcts:1"], games=1_000)
    assert made.made == made.played == 3_000 and made.most_ahead == 1
    # Seat 0 always wins 1 to 0: each agent sat first in half the games.
    assert [(p.first_wins, p.second_wins, p.draws) for p in pairings] == [(500, 500, 0)] * 3
    assert all(p.first_score == p.second_score == 0.5 and p.decisions == 10 for p in pairings)


@pytest.mark.parametrize(("jobs", "batch"), [(2, 1), (2, 3)])
def test_processes_hold_a_few_batches_each(jobs: int, batch: int) -> None:
    """In a pool, games are made as batches are sent: a few batches a process ahead at most."""
    made = 0

    def counted() -> Iterator[Bout]:
        nonlocal made
        for bout in arena_module._bouts([("random", "greedy")], MOST_GAMES, 2, seed=1):
            made += 1
            yield bout

    options = {"without_luck": False}
    results = arena_module._played("beasty-borders", 2, options, counted(), jobs=jobs, batch=batch)
    try:
        for played, (bout, (winners, scores, decisions)) in enumerate(results, start=1):
            assert bout[0] == 0 and len(scores) == 2 and decisions > 0 and set(winners) <= {0, 1}
            # The batches in flight, and the one sent when a batch came back.
            assert made <= played + (jobs * AHEAD + 1) * batch
            if played == 12:
                break
    finally:
        results.close()  # the pool drops what is left
    assert made <= 12 + (jobs * AHEAD + 1) * batch


results_of_games = st.lists(
    st.tuples(
        st.sets(st.integers(0, 3), max_size=4).map(lambda seats: tuple(sorted(seats))),
        st.tuples(*[st.integers(-5, 60)] * 4),
        st.integers(0, 500),
    ),
    min_size=1,
    max_size=30,
)


@given(results=results_of_games, players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1))
def test_the_table_does_not_depend_on_the_order_games_end_in(
    results: list[tuple[tuple[int, ...], tuple[int, ...], int]], players: int, seed: int
) -> None:
    """Processes send results back in any order; the tally of a pairing is the same, and is
    what counting the games one by one gives."""
    bouts = list(arena_module._bouts([("a", "b")], len(results), players, seed=1))
    games = [
        (bout, (tuple(s for s in winners if s < players), scores[:players], taken))
        for bout, (winners, scores, taken) in zip(bouts, results, strict=True)
    ]
    tables = []
    for order in (games, random.Random(seed).sample(games, len(games))):
        tally = arena_module._Tally()
        for (_, lineup, _), played in order:
            tally.add("a", lineup, played)
        tables.append(tally.pairing("a", "b", len(games)))
    assert tables[0] == tables[1]
    table = tables[0]
    wins = {"a": 0, "b": 0}
    draws = 0
    points: dict[str, list[int]] = {"a": [], "b": []}
    for (_, lineup, _), (winners, scores, _) in games:
        owners = {lineup[seat] for seat in winners}
        if len(owners) == 1:
            wins[owners.pop()] += 1
        else:
            draws += 1
        for seat, name in enumerate(lineup):
            points[name].append(scores[seat])
    assert (table.first_wins, table.second_wins, table.draws) == (wins["a"], wins["b"], draws)
    assert table.first_score == sum(points["a"]) / len(points["a"])
    assert table.second_score == sum(points["b"]) / len(points["b"])
    assert table.decisions == sum(taken for _, (_, _, taken) in games) / len(games)
