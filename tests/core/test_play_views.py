"""The match runner builds a view only for an agent that reads it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core import Action


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
