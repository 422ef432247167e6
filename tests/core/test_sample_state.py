"""core.sample_state: the whole position an agent searches from, made of its view alone."""

from __future__ import annotations

import random

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core import sample_state


@pytest.mark.parametrize("title", ["beasty-borders", "great-plains"])
def test_where_nothing_is_hidden_the_view_is_the_position(title: str) -> None:
    state = tablerules.load(title).setup(players=2)
    assert sample_state(state.view(0), random.Random(1)) is state


@pytest.mark.parametrize(("title", "players"), [("manitou", 3), ("bison", 3)])
def test_a_view_with_hidden_parts_draws_them(title: str, players: int) -> None:
    game = tablerules.load(title)
    record = tablerules.play(game, [RandomAgent()] * players, seed=11)
    for index, state in enumerate(record.states()):
        if index % 9:
            continue
        for seat in (None, *range(players)):
            view = state.view(seat)
            drawn = sample_state(view, random.Random(index))
            assert drawn.view(seat) == view
            assert type(drawn) is type(state)


@pytest.mark.parametrize("value", [None, 3, "a view", (0, (1, 2)), object()])
def test_a_value_that_is_no_view_is_refused(value: object) -> None:
    with pytest.raises(TypeError, match="no view of a position"):
        sample_state(value, random.Random(0))
