"""Notation: ``str(action)`` writes it, ``GAME.parse_action`` reads it back.

Spaces are named as on the text picture: a column letter and a row number.
"""

from __future__ import annotations

import pytest

import tablerules.great_plains as gp
from tablerules import NotationError
from tablerules.great_plains import (
    GAME,
    PASS,
    Bear,
    Eagle,
    Horse,
    LayTablet,
    Pass,
    Place,
    PlaceCave,
    Turn,
)
from tablerules.great_plains.board import NAMES

STATE = GAME.setup(players=2)

EXAMPLES = [
    (LayTablet(3, "b"), "lay 3b"),
    (Turn(2), "turn 2"),
    (PlaceCave("m8"), "cave m8"),
    (Place("n9"), "place n9"),
    (Horse("n9"), "horse n9"),
    (Eagle("n9"), "eagle n9"),
    (Bear("n9", "ne"), "bear n9 ne"),
    (PASS, "pass"),
]


@pytest.mark.parametrize(("action", "text"), EXAMPLES, ids=[text for _, text in EXAMPLES])
def test_every_kind_of_action_round_trips(action: gp.GreatPlainsAction, text: str) -> None:
    assert str(action) == text
    assert GAME.parse_action(text, STATE) == action
    assert eval(repr(action), vars(gp)) == action


def test_reading_ignores_case_and_spaces() -> None:
    assert GAME.parse_action("  BEAR N9 NE ", STATE) == Bear("n9", "ne")
    assert GAME.parse_action("Lay 3B", STATE) == LayTablet(3, "b")
    assert GAME.parse_action("PASS", STATE) == Pass() == PASS


def test_every_space_and_direction_reads_back() -> None:
    for name in NAMES:
        assert GAME.parse_action(f"place {name}", STATE) == Place(name)
    for push in ("e", "ne", "nw", "w", "sw", "se"):
        assert GAME.parse_action(f"bear m10 {push}", STATE) == Bear("m10", push)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not Great Plains notation"),
        ("place", "not Great Plains notation"),
        ("place 9n", "not Great Plains notation"),
        ("wolf n9", "not Great Plains notation"),
        ("place m9", "no space 'm9'"),  # row 9 has the odd letters only
        ("place z1", "no space 'z1'"),
        ("bear n9", "not Great Plains notation"),
        ("bear n9 north", "a bear pushes e, ne, nw, w, sw, se"),
        ("lay three", "not Great Plains notation"),
        (None, "not Great Plains notation"),
    ],
)
def test_malformed_text_raises_notation_error(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        GAME.parse_action(text, STATE)


def test_a_well_formed_but_impossible_number_reads_and_is_refused_by_the_rules() -> None:
    """Notation says what was meant; the rules say whether it may be done."""
    action = GAME.parse_action("lay 9a", STATE)
    assert action == LayTablet(9, "a")
    assert not STATE.is_legal(action)
