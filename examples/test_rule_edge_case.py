"""Rule tests for edge cases of Beasty Borders, with the board and the dice forced.

Run with ``python3 -m pytest examples``. Nothing is left to chance: the
tiles are laid in a fixed order through ``Options(layout=...)`` and every die
roll is an action the test applies itself.
"""

import pytest

import tablerules
from tablerules.beasty_borders import PASS, BeastyBordersState, Options, Place, Roll

GAME = tablerules.load("beasty-borders")
# Tiles 1 to 9 in reading order: the signpost (and so the marker) starts on a1; b1 to h1 are green.
LAYOUT = Options(layout=(1, 2, 3, 4, 5, 6, 7, 8, 9))


def start() -> BeastyBordersState:
    return GAME.setup(players=2, options=LAYOUT)


def test_roll_moves_the_marker_over_empty_green_spaces() -> None:
    state = start().apply(Roll(3))
    # From the signpost on a1 the marker steps b1, c1, d1.
    assert state.marker_space == "d1"


def test_a_roller_who_passes_rolls_again_after_the_other_places() -> None:
    # Seat 0 rolls and passes; seat 1 places an X on that space.
    state = start().apply_all([Roll(3), PASS, Place("X")])
    assert state.spaces[state.marker] == "X"
    # "If you passed in your own turn, the next turn is your turn again!!"
    assert state.to_move is tablerules.CHANCE
    assert state.roller == 0


def test_when_both_pass_an_empty_space_marker_fills_the_space() -> None:
    state = start().apply_all([Roll(3), PASS, PASS])
    assert state.spaces[state.marker] == "#"
    assert state.roller == 0
    # The next roll skips the filled space: from d1, one step is e1.
    state = state.apply(Roll(1))
    assert state.marker_space == "e1"


def test_a_refused_action_carries_its_rule_id() -> None:
    state = start().apply(Roll(3))
    assert state.to_move == 0
    with pytest.raises(tablerules.IllegalActionError) as refused:
        state.apply(Place("X"))  # X is a wild animal; seat 0 plays the farm
    assert refused.value.rule == "beasty-borders.place.own-animals"
    # Nothing changed: the same seat still decides on the same space.
    assert state.to_move == 0
    assert state.is_legal(Place("A"))


def test_the_die_is_a_d8() -> None:
    with pytest.raises(tablerules.IllegalActionError) as refused:
        start().apply(Roll(9))
    assert refused.value.rule == "beasty-borders.roll.d8"
