"""``Game.parse_position``: every title reads back the text ``str(state)`` prints."""

from __future__ import annotations

import pytest

import tablerules
from tablerules import PositionError
from tablerules.bots import RandomAgent


@pytest.mark.parametrize("title", ["beasty-borders", "bison", "great-plains", "manitou"])
def test_a_title_reads_back_the_positions_of_a_game(title: str) -> None:
    game = tablerules.load(title)
    for name, options in game.variants().items():
        record = tablerules.play(game, [RandomAgent()] * game.max_players, seed=7, options=options)
        states = list(record.states())
        for state in states[:: max(1, len(states) // 25)] + states[-1:]:
            assert game.parse_position(str(state), options) == state, name


@pytest.mark.parametrize("title", ["beasty-borders", "bison", "great-plains", "manitou"])
@pytest.mark.parametrize("text", ["", "not a position", "Bison, 9 players", "\n\n\n", "x" * 10_000])
def test_text_that_is_no_position_is_a_position_error(title: str, text: str) -> None:
    with pytest.raises(PositionError):
        tablerules.load(title).parse_position(text)


def test_a_position_of_other_options_is_refused() -> None:
    game = tablerules.load("bison")
    state = game.setup(players=2)
    other = game.variants()["variant-1"]
    with pytest.raises(PositionError, match="options"):
        game.parse_position(str(state), other)
    assert game.parse_position(str(state)) == state


def test_a_title_that_does_not_read_positions_says_so() -> None:
    class Plain(type(tablerules.load("great-plains"))):  # type: ignore[misc]
        def parse_position(self, text: str, options: object = None) -> object:
            return tablerules.core.Game.parse_position(self, text, options)

    with pytest.raises(NotImplementedError):
        Plain().parse_position("anything")
