"""tablerules.simulate: the same results for any number of jobs, in any order they arrive."""

from __future__ import annotations

import itertools
import random
import statistics
from collections.abc import Callable, Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablerules
from tablerules import CHANCE
from tablerules.bots import GreedyAgent, RandomAgent
from tablerules.core.game import Action
from tablerules.sim import Distribution, GameResult, Tally, simulate
from tablerules.sim.simulate import _in_order


def check_against_play(
    results: Sequence[GameResult], title: str, agents: Sequence[object], seed: int
) -> None:
    """Each result is what tablerules.play gives for its seed, with the counts read off the record."""
    game = tablerules.load(title)
    for index, result in enumerate(results):
        assert (result.index, result.seed) == (index, seed + index)
        record = tablerules.play(game, agents, seed=seed + index)  # type: ignore[arg-type]
        assert result.record == record
        states = list(record.states())
        outcome = states[-1].outcome()
        assert outcome is not None
        assert (result.winners, result.scores) == (outcome.winners, outcome.scores)
        assert result.actions == len(record.actions)
        assert result.decisions == sum(state.to_move is not CHANCE for state in states[:-1])


def test_game_i_is_the_game_tablerules_play_plays_with_seed_plus_i() -> None:
    results = list(simulate("manitou", ["random", "random", "greedy"], games=4, seed=7, ordered=True))
    check_against_play(results, "manitou", [RandomAgent(), RandomAgent(), GreedyAgent()], 7)


def test_two_jobs_give_the_results_of_one_in_another_order() -> None:
    one = list(simulate("great-plains", ["random", "greedy"], games=40, seed=3))
    two = list(simulate("great-plains", ["random", "greedy"], games=40, seed=3, jobs=2, batch=3))
    assert [result.index for result in one] == list(range(40))
    assert sorted(two, key=lambda result: result.index) == one
    ordered = list(simulate("great-plains", ["random", "greedy"], games=40, seed=3, jobs=2, ordered=True))
    assert ordered == one


@pytest.mark.parametrize("title", tablerules.titles())
def test_every_title_in_a_pool_with_agent_objects(title: str) -> None:
    game = tablerules.load(title)
    players = game.max_players
    agents: list[object] = [RandomAgent()] * (players - 1) + [GreedyAgent()]
    results = list(simulate(game, agents, games=4, seed=11, jobs=2, batch=1, ordered=True))  # type: ignore[arg-type]
    check_against_play(results, title, agents, 11)


def test_without_records_the_rest_is_the_same() -> None:
    kept = list(simulate("beasty-borders", ["random"] * 2, games=6))
    left_out = list(simulate("beasty-borders", ["random"] * 2, games=6, records=False))
    assert all(result.record is None for result in left_out)
    assert [result.to_json() for result in left_out] == [result.to_json() for result in kept]
    assert set(kept[0].to_json()) == {"index", "seed", "winners", "scores", "decisions", "actions"}


def test_options_are_played_and_kept_in_the_records() -> None:
    game = tablerules.load("manitou")
    options = game.variants()["standard"]
    changed = type(options)(pair_rule="fight-in-order")
    for result in simulate(game, ["random"] * 3, games=2, options=changed, jobs=2):
        assert result.record is not None
        assert result.record.options == changed


def test_a_reader_that_stops_early_stops_the_pool() -> None:
    results = simulate("bison", ["random", "random"], games=10_000, jobs=2, batch=1)
    first = list(itertools.islice(results, 3))
    results.close()  # type: ignore[attr-defined]
    assert len(first) == 3


class Unpicklable:
    """An agent that cannot leave its process (it holds a lambda)."""

    def __init__(self) -> None:
        self.pick: Callable[[Sequence[Action], random.Random], Action] = lambda legal, rng: legal[
            rng.randrange(len(legal))
        ]

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return self.pick(legal_actions, rng)


def test_an_agent_that_does_not_pickle_plays_here_but_not_in_a_pool() -> None:
    assert len(list(simulate("beasty-borders", [Unpicklable(), RandomAgent()], games=2))) == 2
    with pytest.raises(ValueError, match=r"seat 0 .*cannot be sent to another process"):
        simulate("beasty-borders", [Unpicklable(), RandomAgent()], games=2, jobs=2)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"games": 0}, "games must be a whole number of at least 1"),
        ({"games": 2.5}, "games must be"),
        ({"jobs": 0}, "jobs must be"),
        ({"batch": 0}, "batch must be"),
        ({"seed": "1"}, "seed must be a whole number"),
        ({"backend": "spark"}, "a backend is one of local, ray"),
        ({"agents": ["random", "chess-master"]}, "an agent is random, greedy"),
        ({"agents": ["random"] * 3}, "players"),
        ({"options": "fast"}, "options must be an Options value"),
    ],
)
def test_bad_arguments_are_refused_before_any_game(arguments: dict[str, object], message: str) -> None:
    call: dict[str, object] = {"games": 2, "agents": ["random", "random"]} | arguments
    agents = call.pop("agents")
    with pytest.raises(ValueError, match=message):
        simulate("beasty-borders", agents, **call)  # type: ignore[arg-type]


def test_an_unknown_title_is_a_key_error() -> None:
    with pytest.raises(KeyError, match="beasty-borders"):
        simulate("chess", ["random", "random"], games=1)


@given(st.permutations(range(30)))
def test_in_order_puts_any_arrival_order_back_in_game_order(order: list[int]) -> None:
    arriving = [GameResult(index, index, (0,), (1, 0), 1, 1) for index in order]
    assert [result.index for result in _in_order(iter(arriving))] == list(range(30))


# -- adding up -------------------------------------------------------------------------


@given(st.lists(st.integers(-50, 50), min_size=1, max_size=60))
def test_a_distribution_has_the_figures_of_its_values(values: list[int]) -> None:
    spread = Distribution.of(values)
    assert spread.total == len(values)
    assert spread.mean == pytest.approx(statistics.fmean(values))
    assert spread.stdev == pytest.approx(statistics.pstdev(values), abs=1e-9)
    assert spread.median == statistics.median(values)
    assert (spread.minimum, spread.maximum) == (min(values), max(values))
    assert [value for value, _ in spread.counts] == sorted(set(values))


def test_an_empty_distribution_has_no_figures() -> None:
    empty = Distribution.of([])
    assert (empty.total, empty.minimum, empty.maximum) == (0, None, None)
    assert empty.to_json() == {
        "counts": [],
        "mean": None,
        "stdev": None,
        "min": None,
        "median": None,
        "max": None,
    }


def test_a_tally_counts_sole_wins_shared_first_places_and_draws() -> None:
    tally = Tally("manitou", "Manitou", ["seat 0", "seat 1", "seat 2"], ["random"] * 3, first_seed=5)
    tally.add(GameResult(0, 5, (0,), (10, 4, 4), 30, 50))
    tally.add(GameResult(1, 6, (1, 2), (3, 8, 8), 32, 52))
    tally.add(GameResult(2, 7, (2,), (1, 2, 9), 34, 54))
    summary = tally.summary(seconds=2.0)
    assert summary.games == 3
    assert [seat.wins for seat in summary.seats] == [1, 0, 1]
    assert [seat.shared for seat in summary.seats] == [0, 1, 1]
    assert summary.draws == 1
    assert summary.seats[0].scores.counts == ((1, 1), (3, 1), (10, 1))
    assert summary.decisions.mean == 32
    assert summary.games_per_second == 1.5
    rate, low, high = summary.seats[0].win_rate()
    assert rate == pytest.approx(1 / 3)
    assert low < rate < high
    data = summary.to_json()
    assert data["seeds"] == {"first": 5, "last": 7}
    assert data["draws"] == 1


def test_a_tally_refuses_a_game_of_another_size() -> None:
    tally = Tally("beasty-borders", "Beasty Borders", ["seat 0", "seat 1"], ["random"] * 2)
    with pytest.raises(ValueError, match="3 seats"):
        tally.add(GameResult(0, 0, (0,), (1, 2, 3), 1, 1))
    with pytest.raises(ValueError, match="2 seats need 2 agents"):
        Tally("beasty-borders", "Beasty Borders", ["seat 0", "seat 1"], ["random"])


def test_a_tally_of_no_games_times_nothing() -> None:
    summary = Tally("beasty-borders", "Beasty Borders", ["seat 0", "seat 1"], ["random"] * 2).summary(
        seconds=0
    )
    assert summary.games_per_second is None
    assert summary.seats[0].win_rate() == (0.0, 0.0, 1.0)
