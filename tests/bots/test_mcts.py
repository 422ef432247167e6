"""MCTSAgent: UCT with chance nodes and positions drawn from the view."""

from __future__ import annotations

import random

import pytest

import tablerules
from tablerules.bots import MCTSAgent, RandomAgent
from tablerules.bots.mcts import _rewards
from tablerules.core import CHANCE


@pytest.mark.parametrize(
    "title",
    [
        # The longest of the default run (a minute between the two): run with -m slow, as CI does.
        pytest.param("great-plains", marks=pytest.mark.slow),
        pytest.param("manitou", marks=pytest.mark.slow),
        "beasty-borders",
    ],
)
def test_with_a_few_hundred_playouts_it_beats_random_play(title: str) -> None:
    game = tablerules.load(title)
    won = 0
    for seed in range(4):
        seat = seed % 2
        agents: list[object] = [RandomAgent(), RandomAgent()]
        agents[seat] = MCTSAgent(iterations=150)
        won += seat in tablerules.play(game, agents, seed=seed).replay().outcome().winners  # type: ignore[arg-type, union-attr]
    assert won == 4


def test_a_time_budget_plays_at_least_once_and_picks_a_legal_action() -> None:
    state = tablerules.load("great-plains").setup(players=2)
    while state.to_move is CHANCE:
        state = state.apply(state.sample_chance(random.Random(0)))
    legal = state.legal_actions()
    assert MCTSAgent(seconds=1e-9).choose(state.view(state.to_move), legal, random.Random(1)) in legal


def test_the_most_visited_action_wins_and_ties_go_to_the_generator() -> None:
    # One playout tries one action: every other has no visit, so that one is chosen.
    state = tablerules.load("manitou").setup(players=2)
    while state.to_move is CHANCE:
        state = state.apply(state.sample_chance(random.Random(0)))
    view, legal = state.view(state.to_move), state.legal_actions()
    picks = {MCTSAgent(iterations=1).choose(view, legal, random.Random(seed)) for seed in range(30)}
    assert len(picks) > 3 and picks <= set(legal)


def test_a_finished_game_rewards_its_winners() -> None:
    game = tablerules.load("beasty-borders")
    final = tablerules.play(game, [RandomAgent(), RandomAgent()], seed=4).replay()
    rewards = _rewards(final)
    winners = final.outcome().winners  # type: ignore[union-attr]
    assert rewards == [1 / len(winners) if seat in winners else 0.0 for seat in (0, 1)]
    with pytest.raises(ValueError, match="not over"):
        _rewards(game.setup(players=2))


@pytest.mark.parametrize(
    "settings", [{"iterations": 0}, {"exploration": -1.0}, {"seconds": 0.0}, {"seconds": -2.0}]
)
def test_its_settings_are_checked(settings: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        MCTSAgent(**settings)  # type: ignore[arg-type]


class _Untouchable(random.Random):
    """A generator that fails the test if anything draws from it."""

    def random(self) -> float:
        raise AssertionError("a forced decision drew from the generator")

    def getrandbits(self, k: int) -> int:
        raise AssertionError("a forced decision drew from the generator")


def test_a_forced_decision_is_played_without_a_search() -> None:
    # Any state will do as the view: with one legal action nothing is read or drawn.
    state = tablerules.load("great-plains").setup(players=2)
    only = state.legal_actions()[0]
    assert MCTSAgent().choose(state.view(0), [only], _Untouchable()) == only
    assert MCTSAgent(seconds=5.0).choose(state.view(0), [only], _Untouchable()) == only
