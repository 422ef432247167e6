"""Tests for the gaps that mutation testing found in the Great Plains rules modules.

Each test checks a behaviour that no other test checked; docs/testing.rst
lists the changes to the code that they catch.
"""

from __future__ import annotations

import pytest

from tablerules.great_plains.actions import parse_action
from tablerules.great_plains.board import BIT, ON_BOARD, bits_of, check_places, check_tablets
from tablerules.great_plains.components import TOKENS
from tests.great_plains.positions import position

# -- state.py (now position.py and steps/placing.py) ----------------------------------------


def test_a_seat_given_against_the_cave_alternation_is_refused_naming_both_counts() -> None:
    """ "Take alternating turns to place 1 cave tile", the snakes first (GP-5): with 2
    snake and 1 fox cave tiles placed the foxes are next, and the error says so."""
    pieces = {"n3": "Sc", "f5": "Sc", "e10": "Fc"}
    assert position(pieces, caves=False).to_move == 1
    with pytest.raises(
        ValueError,
        match=r"with 2 snake and 1 fox cave tiles placed, seat 1 places the next one \(GP-5\), not seat 0",
    ):
        position(pieces, caves=False, to_move=0)


@pytest.mark.parametrize(("habitat", "animal"), [("h", "horse"), ("e", "eagle"), ("b", "bear")])
def test_a_token_placed_on_a_habitat_by_the_normal_rule_takes_its_animal_tile(
    habitat: str, animal: str
) -> None:
    """ "If you place a token on a horse, eagle, or bear space, take a corresponding animal
    tile from the supply, if there is one": also a plain placement, no animal tile used.
    The snakes place next to their cave n3 on o4."""
    state = position({}, {"o4": habitat}, to_move=0)
    after = state.apply(parse_action("place o4"))
    assert after.animal_tiles(0) == {name: int(name == animal) for name in ("horse", "eagle", "bear")}
    assert after.supply()[animal] == 2


# -- refusals.py (now steps/placing.py) -----------------------------------------------------


@pytest.mark.parametrize(
    ("held", "action", "animal"),
    [("b", "eagle m6", "eagle"), ("e", "bear m6 e", "bear"), ("eb", "horse m6", "horse")],
)
def test_an_animal_tile_refused_is_the_one_the_action_returns_not_another_held(
    held: str, action: str, animal: str
) -> None:
    """ "At the start of any turn, you may return one animal tile to the supply": the
    snakes, holding other animal tiles but not this one, are refused for this one."""
    state = position({}, animals=(held, ""), to_move=0)
    error = state.refusal(parse_action(action))
    assert (error.rule, error.reason) == (
        "great-plains.animal.no-tile",
        f"you have no {animal} tile to return",
    )


# -- board.py -------------------------------------------------------------------------------


def _side(lowland: int) -> str:
    """A side with a cave in the middle and ``lowland`` grass spaces, the rest peaks."""
    symbols = ["^"] * 19
    symbols[9] = "c"  # the middle of the 3-4-5-4-3 rows
    # The middle's six neighbours first, so the cave has lowland beside it.
    order = [4, 5, 8, 10, 13, 14, *[i for i in range(19) if i not in (4, 5, 8, 9, 10, 13, 14)]]
    for index in order[:lowland]:
        symbols[index] = "."
    return "".join(symbols)


def test_every_space_is_on_the_board_mask_and_nothing_else() -> None:
    assert list(bits_of(ON_BOARD)) == sorted(BIT)


def test_a_board_of_exactly_40_lowland_spaces_has_room_for_every_token() -> None:
    """ "Every board needs at least 40" lowland spaces for the 2 x 20 tokens: 40 will do, 39 will not."""
    exactly = [_side(6)] * 5 + [_side(5)] * 2
    assert sum(side.count(".") for side in exactly) == 2 * TOKENS
    check_places(exactly)
    with pytest.raises(ValueError, match="only 39 lowland spaces; it needs at least 40"):
        check_places([_side(6)] * 4 + [_side(5)] * 3)


def test_tablets_whose_poorest_board_has_exactly_40_lowland_spaces_are_taken() -> None:
    """Tablets are checked by the poorest board they can make: its lowland spaces at least 40."""
    rich, poor = _side(10), _side(6)
    tablets = [(poor, rich)] * 5 + [(rich, _side(5))] * 2
    check_tablets(tablets)
    with pytest.raises(ValueError, match="some board of these tablets has only 39 lowland spaces"):
        check_tablets([(poor, rich)] * 4 + [(rich, _side(5))] * 3)
