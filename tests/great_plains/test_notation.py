"""Notation: ``str(action)`` writes it, ``GAME.parse_action`` reads it back.

Spaces are named as on the text picture: a column letter and a row number.
"""

from __future__ import annotations

import json

import pytest

import tablerules
import tablerules.great_plains as gp
from tablerules import NotationError, Record, RecordError
from tablerules.bots import RandomAgent
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


@pytest.mark.parametrize(
    "text",
    [
        "lay " + "9" * 5000 + "a",  # int() refuses more than 4300 digits with a plain ValueError
        "turn " + "9" * 5000,
        "place n" + "9" * 5000,
        "bear n9 " + "e" * 5000,
        "lay 1234a",  # a tablet number has 3 digits at most, a row number too
        "place n1234",
        "lay \u0663b",  # ARABIC-INDIC DIGIT THREE: \d would read it as 3
        "turn \uff12",  # FULLWIDTH DIGIT TWO
        "place n\u0669",  # ARABIC-INDIC DIGIT NINE
        "place \u212a8",  # KELVIN SIGN: case-blind Unicode matching would take it for a k
        "pass\u00a0",  # a no-break space is no ASCII white space
    ],
)
def test_only_short_ascii_numbers_and_letters_read(text: str) -> None:
    """Notation is ASCII with a few digits a number: anything else is a ``NotationError``,
    never another error from turning the digits into a number."""
    with pytest.raises(NotationError):
        GAME.parse_action(text, STATE)


def test_a_record_with_an_overlong_number_is_a_record_error() -> None:
    """The record reads its actions through the notation, so a tampered record with a
    5000-digit tablet number fails as a ``RecordError``, not as a stray ``ValueError``."""
    record = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=1)
    data = json.loads(record.to_json())
    data["actions"][0] = "lay " + "9" * 5000 + "a"
    with pytest.raises(RecordError, match="step 0: not Great Plains notation"):
        Record.from_json(json.dumps(data))


def test_the_examples_of_the_notation_name_real_spaces() -> None:
    """The docstrings and the error message show spaces that exist (``n9``, not ``m9``)."""
    message = ""
    try:
        GAME.parse_action("wolf", STATE)
    except NotationError as error:
        message = str(error)
    for example in ("cave o2", "place n9", "horse n9", "eagle n9", "bear n9 ne"):
        assert example in message
        assert GAME.parse_action(example, STATE) is not None
    assert "m9" not in message


def test_a_space_not_on_the_board_is_told_the_spaces_of_its_row() -> None:
    """The rows are offset, so counting columns easily lands between two spaces."""
    state = GAME.setup()
    with pytest.raises(NotationError, match=r"no space 'j4' .* \(row 4 has c4, e4, g4, \.\.\. w4\)$"):
        GAME.parse_action("place j4", state)
    with pytest.raises(NotationError, match=r"\(row 1 has l1, n1, p1\)$"):
        GAME.parse_action("horse a1", state)
    with pytest.raises(NotationError, match=r"no space 'z99' on the Great Plains board in 'place z99'$"):
        GAME.parse_action("place z99", state)
