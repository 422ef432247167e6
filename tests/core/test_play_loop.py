"""The match runner: a view only for an agent that reads it, and the check skipped only for
the very values legal_actions() handed out."""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import ClassVar

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core import CHANCE, Action, IllegalActionError
from tablerules.core.play import play_state


class Watching:
    """Picks like RandomAgent and notes every view it is handed."""

    def __init__(self) -> None:
        self.views: list[object] = []

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        self.views.append(view)
        return legal_actions[rng.randrange(len(legal_actions))]


class Blind(Watching):
    wants_view: ClassVar[bool] = False


@pytest.mark.parametrize("title", ["manitou", "beasty-borders", "bison", "great-plains"])
def test_an_agent_that_wants_no_view_gets_none_and_the_game_is_the_same(title: str) -> None:
    game = tablerules.load(title)
    players = min(game.player_counts)
    watching = [Watching() for _ in range(players)]
    blind = [Blind() for _ in range(players)]
    seen = tablerules.play(game, watching, seed=3)
    unseen = tablerules.play(game, blind, seed=3)
    assert seen == unseen == tablerules.play(game, [RandomAgent()] * players, seed=3)
    assert all(view is not None for agent in watching for view in agent.views)
    assert all(view is None for agent in blind for view in agent.views)
    assert sum(len(agent.views) for agent in blind) > 0


def test_the_random_agent_says_it_reads_no_view() -> None:
    assert RandomAgent.wants_view is False


class Copying:
    """Picks like RandomAgent, but hands back an equal copy of the action, not the very value."""

    wants_view: ClassVar[bool] = False

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return copy.deepcopy(legal_actions[rng.randrange(len(legal_actions))])


class Cheating:
    """Plays one action whatever the position: here one that is not legal."""

    wants_view: ClassVar[bool] = False

    def __init__(self, action: Action) -> None:
        self.action = action

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        return self.action


@pytest.mark.parametrize("title", ["manitou", "beasty-borders", "bison", "great-plains"])
def test_an_equal_copy_goes_through_the_check_and_plays_the_same_game(title: str) -> None:
    game = tablerules.load(title)
    players = min(game.player_counts)
    copied = tablerules.play(game, [Copying() for _ in range(players)], seed=5)
    assert copied == tablerules.play(game, [RandomAgent()] * players, seed=5)


def test_an_action_not_handed_out_is_checked_and_refused() -> None:
    game = tablerules.load("beasty-borders")
    state = game.setup(players=2)
    while state.to_move is CHANCE:
        state = state.apply(state.legal_actions()[0])
    legal = state.legal_actions()
    other = next(a for a in game.setup(players=2).legal_actions() if a not in legal)  # a tile laid
    with pytest.raises(IllegalActionError):
        play_state(state, [Cheating(other), Cheating(other)], seed=0)


class ByIndex:
    """Picks like RandomAgent, but by position: the runner takes the action itself."""

    wants_view: ClassVar[bool] = False

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        raise AssertionError("the runner asks choose_index of an agent that has it")

    def choose_index(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> int:
        return rng.randrange(len(legal_actions))


@pytest.mark.parametrize("title", ["manitou", "beasty-borders", "bison", "great-plains"])
def test_an_agent_that_chooses_by_index_plays_the_same_game(title: str) -> None:
    game = tablerules.load(title)
    players = min(game.player_counts)
    assert tablerules.play(game, [ByIndex() for _ in range(players)], seed=7) == tablerules.play(
        game, [Watching() for _ in range(players)], seed=7
    )


def test_the_random_agent_chooses_by_index_as_it_chooses() -> None:
    legal = tablerules.load("beasty-borders").setup(players=2).legal_actions()
    agent = RandomAgent()
    for seed in range(20):
        index = agent.choose_index(None, legal, random.Random(seed))
        assert legal[index] is agent.choose(None, legal, random.Random(seed))


class Pointing:
    """Answers every decision with the same index, whatever it points at."""

    wants_view: ClassVar[bool] = False

    def __init__(self, index: object) -> None:
        self.index = index

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        raise AssertionError("the runner asks choose_index of an agent that has it")

    def choose_index(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> object:
        return self.index


@pytest.mark.parametrize("index", [-1, 10_000, True, 1.0, "0", None])
def test_an_index_outside_the_legal_actions_is_refused(index: object) -> None:
    game = tablerules.load("great-plains")
    state = game.setup(players=2)
    while state.to_move is CHANCE:
        state = state.apply(state.legal_actions()[0])
    with pytest.raises(ValueError, match="chose index"):
        play_state(state, [Pointing(index), Pointing(index)], seed=0)


def test_the_draw_of_the_states_own_sampler_is_applied_without_a_second_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The match runner trusts sample_chance (the conformance checker holds every
    # title to it) and never asks apply about its draw.
    game = tablerules.load("beasty-borders")
    state_type = type(game.setup(players=2))

    def no_apply(self: object, action: object) -> object:
        raise AssertionError("apply() was asked about a chance draw")

    monkeypatch.setattr(state_type, "apply", no_apply)
    final, _ = play_state(game.setup(players=2), [RandomAgent(), RandomAgent()], seed=1)
    assert final.is_over
