"""Gaps that mutation testing found in the Beasty Borders tests (``tools/mutate.py``, see docs/testing.rst).

Each test here fails on a small change to a module of ``beasty_borders`` that
the other tests let through: the values a position holds while tiles are laid
and in 'Without Luck', and the pictures ``from_picture`` refuses, each with
the sentence that says what is wrong.
"""

from __future__ import annotations

import pytest

from tablerules.beasty_borders import GAME, BeastyBordersState, LayTile, Options, Point, Roll
from tablerules.beasty_borders.scoring import animals_placed
from tests.beasty_borders.test_scoring import drawn

STRAIGHT = tuple(range(1, 10))
SIX = (1, 2, 3, 4, 5, 6)


def lines_of(state: BeastyBordersState) -> list[str]:
    return str(state).splitlines()


def refused(picture: str, message: str, **keywords: object) -> None:
    """``from_picture`` refuses ``picture`` with exactly ``message``."""
    with pytest.raises(ValueError) as info:
        BeastyBordersState.from_picture(picture, **keywords)  # type: ignore[arg-type]
    assert str(info.value) == message


# -- state.py: the position -----------------------------------------------------------------------


def test_the_steps_marker_is_not_down_while_tiles_are_laid() -> None:
    """ "Place the steps-marker at the signpost space" comes once the tiles lie: before, it is on no
    space (-1), at setup and after each tile laid."""
    state = GAME.setup()
    assert (state.marker, state.marker_space) == (-1, None)
    state = state.apply(LayTile(3))
    assert (state.marker, state.marker_space, state.board) == (-1, None, None)
    laid = state.apply_all(LayTile(n) for n in (1, 2, 4, 5, 6, 7, 8, 9))
    assert laid.marker_space == "d1", "tile 1, the signpost's, lies second: on d1"


def test_without_luck_the_bidding_row_is_the_whole_supply() -> None:
    """'Without Luck' keeps no counts beside the bidding row: they are 0, and stay 0 while animals
    leave the row."""
    state = GAME.setup(options=Options(without_luck=True, layout=SIX))
    assert state.supply == ((0, 0, 0), (0, 0, 0))
    assert state.animals_left(0) == {"A": 8, "B": 6}
    placed = state.apply_all([Roll(3), Point("A", 1), Point("X", 2)])
    assert placed.supply == ((0, 0, 0), (0, 0, 0))
    assert placed.animals_left(1) == {"X": 7, "Y": 6}


# -- state.py: pictures refused -------------------------------------------------------------------


def test_a_picture_of_the_board_while_tiles_are_laid_is_refused() -> None:
    board = "\n".join(lines_of(GAME.setup(options=Options(layout=STRAIGHT)))[:7])
    refused(board + "\nlaying tiles: 1 2", "a picture shows the board or 'laying tiles: ...', not both")


def test_a_board_drawn_a_row_short_says_how_many_rows_to_draw() -> None:
    """Six rows of nine spaces (three across, two down in 'Without Luck'), with or without the
    'tiles laid' line."""
    lines = lines_of(GAME.setup(options=Options(layout=STRAIGHT)))
    five_rows = lines[:6]
    refused("\n".join(five_rows), "draw 6 rows of 9 spaces, one row a line")
    refused("\n".join([*five_rows, lines[7]]), "draw 6 rows of 9 spaces, one row a line")


def test_too_few_tiles_laid_say_how_many_to_list() -> None:
    board = lines_of(GAME.setup(options=Options(layout=STRAIGHT)))[:7]
    refused(
        "\n".join([*board, "tiles laid: 1 2 3 4 5 6 7 8"]),
        "'tiles laid' lists 9 different tiles from 1 to 9, not (1, 2, 3, 4, 5, 6, 7, 8)",
    )


def test_more_animals_of_a_kind_than_there_are_are_refused() -> None:
    """ "8, 7 and 5 farm animals": a board showing nine A is no position."""
    lines = lines_of(GAME.setup(options=Options(layout=STRAIGHT)))[:8]
    lines[2] = " 2  A  A  A  A  ~  A  A  A  A"
    lines[3] = " 3  A  .  .  .  ~  .  .  .  ."
    refused("\n".join(lines), "the picture shows more A animals than there are")


def test_a_bidding_row_that_does_not_fit_the_printed_one_is_refused() -> None:
    """The row left can only have lost animals: an A of value 1 cannot have become a B, nor the row
    have lost its other values."""
    text = str(GAME.setup(options=Options(without_luck=True, layout=SIX)))
    with pytest.raises(
        ValueError, match=r"^the bidding row left \('B', 'X', .* does not fit the printed row"
    ):
        BeastyBordersState.from_picture(text.replace("bidding row: 1:A", "bidding row: 1:B"))
    without_row = "\n".join(line for line in text.splitlines() if not line.startswith("bidding row:"))
    refused(
        without_row,
        "the bidding row left ('A',) does not fit the printed row "
        "('A', 'X', 'B', 'Y', 'A', 'X', 'B', 'Y', 'A', 'X', 'B', 'Y', 'A', 'X', 'B', 'Y', 'A', 'X', 'B', "
        "'Y', 'A', 'X', 'A', 'X', 'A', 'XY', 'B')",
        row=("A",),
    )


# -- scoring.py -----------------------------------------------------------------------------------


def test_the_tie_break_counts_each_animal_placed_once() -> None:
    """ "The player who placed the most animals wins": each animal on the board counts one, for the
    seat that plays its kind; lakes, empty green spaces and empty-space-markers count nothing."""
    assert animals_placed("S.A~BC#XX.") == (3, 2)
    assert animals_placed("") == (0, 0)
    state = drawn({4: "~ A A # # X # # ~", 6: "# # ~ C ~ Z Y # #"})
    assert animals_placed(state.spaces) == (3, 3)
