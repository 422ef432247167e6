"""Tests for the gaps that mutation testing found in the Great Plains rules modules.

Each test checks a behaviour that no other test checked; docs/testing.rst
lists the changes to the code that they catch.
"""

from __future__ import annotations

import pytest

from tablerules.great_plains.actions import parse_action
from tests.great_plains.positions import position

# -- state.py -------------------------------------------------------------------------------


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


# -- refusals.py ----------------------------------------------------------------------------


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
