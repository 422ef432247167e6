"""GreedyAgent: one decision ahead, the best expected score difference, ties by its generator."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

import tablerules
from tablerules.bots import GreedyAgent, RandomAgent
from tablerules.bots.greedy import score_difference
from tablerules.core import CHANCE, State


def expected_after(state: State, action: object, seat: int) -> float:
    """The expectation worked out the slow way, with Fractions."""
    after = state.apply(action)
    if after.to_move is not CHANCE:
        return score_difference(after, seat)
    outcomes = after.chance_outcomes()
    total = sum((p * Fraction(score_difference(after.apply(o), seat)) for o, p in outcomes), Fraction(0))
    return float(total)


@pytest.mark.parametrize("title", ["beasty-borders", "great-plains"])
def test_it_takes_an_action_of_the_best_expectation(title: str) -> None:
    game = tablerules.load(title)
    record = tablerules.play(game, [RandomAgent(), RandomAgent()], seed=3)
    checked = 0
    for state in record.states():
        seat = state.to_move
        if not isinstance(seat, int) or len(state.legal_actions()) < 2:
            continue
        values = {action: expected_after(state, action, seat) for action in state.legal_actions()}
        best = max(values.values())
        chosen = GreedyAgent().choose(state.view(seat), state.legal_actions(), random.Random(checked))
        assert values[chosen] == pytest.approx(best), (state, chosen, values)
        checked += 1
    assert checked > 10


def test_ties_are_broken_by_its_generator() -> None:
    # Choosing a first card in Manitou changes no score: every choice ties.
    state = tablerules.load("manitou").setup(players=2)
    while state.to_move is CHANCE:
        state = state.apply(state.sample_chance(random.Random(0)))
    legal, view = state.legal_actions(), state.view(state.to_move)
    picks = [GreedyAgent().choose(view, legal, random.Random(seed)) for seed in range(40)]
    assert len(set(picks)) > 3
    assert [GreedyAgent().choose(view, legal, random.Random(seed)) for seed in range(40)] == picks


def test_the_score_difference_is_against_the_best_other_seat() -> None:
    class Scored:
        def __init__(self, scores: tuple[int, ...]) -> None:
            self._scores = scores

        def scores(self) -> tuple[int, ...]:
            return self._scores

    assert score_difference(Scored((5, 3)), 0) == 2  # type: ignore[arg-type]
    assert score_difference(Scored((5, 3)), 1) == -2  # type: ignore[arg-type]
    assert score_difference(Scored((4, 9, 6)), 2) == -3  # type: ignore[arg-type]
    assert score_difference(Scored((4, 9, 6)), 1) == 3  # type: ignore[arg-type]


def test_it_asks_to_be_at_least_one_sample() -> None:
    with pytest.raises(ValueError, match="samples"):
        GreedyAgent(samples=0)
    assert GreedyAgent(samples=3) != GreedyAgent()


def test_with_more_samples_it_still_plays_a_hidden_title_to_the_end() -> None:
    game = tablerules.load("manitou")
    record = tablerules.play(game, [GreedyAgent(samples=3), RandomAgent(), RandomAgent()], seed=2)
    assert record.replay().is_over


def test_it_refuses_to_decide_for_chance() -> None:
    state = tablerules.load("beasty-borders").setup(players=2)  # chance lays the tiles
    with pytest.raises(ValueError, match="seat is to move"):
        GreedyAgent().choose(state.view(0), state.legal_actions(), random.Random(0))
