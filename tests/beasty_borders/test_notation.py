"""Notation: ``lay N``, ``roll N``, ``place K``, ``point KN``, ``pass``."""

from __future__ import annotations

import pytest

from tablerules.beasty_borders import GAME, PASS, LayTile, Options, Pass, Place, Point, Roll
from tablerules.beasty_borders.actions import BeastyBordersAction
from tablerules.core.errors import NotationError, TablerulesError

STATE = GAME.setup(options=Options(layout=tuple(range(1, 10))))

EVERY_KIND: list[tuple[BeastyBordersAction, str]] = [
    (LayTile(3), "lay 3"),
    (Roll(5), "roll 5"),
    (Place("A"), "place A"),
    (Place("Z"), "place Z"),
    (Point("X", 26), "point X26"),
    (Point("A", 1), "point A1"),
    (PASS, "pass"),
]


@pytest.mark.parametrize(("action", "text"), EVERY_KIND, ids=[text for _, text in EVERY_KIND])
def test_str_and_parse_round_trip(action: BeastyBordersAction, text: str) -> None:
    assert str(action) == text
    assert GAME.parse_action(text, STATE) == action
    assert GAME.parse_action(str(action), STATE) == action
    assert STATE.notation_for(action, 0) == text


@pytest.mark.parametrize(("action", "_text"), EVERY_KIND, ids=[text for _, text in EVERY_KIND])
def test_repr_evaluates_back(action: BeastyBordersAction, _text: str) -> None:
    names = {"LayTile": LayTile, "Roll": Roll, "Place": Place, "Point": Point, "Pass": Pass}
    assert eval(repr(action), names) == action


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("PLACE a", Place("A")),
        ("  place   b  ", Place("B")),
        ("Place\tC", Place("C")),
        ("POINT x26", Point("X", 26)),
        ("point y 26", Point("Y", 26)),
        ("Point  B27 ", Point("B", 27)),
        ("LAY 9", LayTile(9)),
        (" roll\t8", Roll(8)),
        ("PASS", PASS),
        (" Pass\n", PASS),
    ],
)
def test_case_and_spacing_do_not_matter(text: str, action: BeastyBordersAction) -> None:
    assert GAME.parse_action(text, STATE) == action


def test_parsed_pass_is_the_pass() -> None:
    assert GAME.parse_action("pass", STATE) is PASS


def test_numbers_out_of_range_parse_and_are_refused_by_the_rules() -> None:
    """Notation reads the form; whether a roll of 9 can happen is a rule (see test_refusals)."""
    assert GAME.parse_action("roll 9", STATE) == Roll(9)
    assert GAME.parse_action("lay 0", STATE) == LayTile(0)
    assert not STATE.is_legal(Roll(9))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "place",
        "place AB",
        "placeA",
        "place 1",
        "roll",
        "roll five",
        "roll -1",
        "lay",
        "point X",
        "point 26",
        "pointX26",
        "pass pass",
        "passe",
        "jump 3",
        "place A pass",
        "b2",
    ],
)
def test_garbage_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError, match="not Beasty Borders notation") as info:
        GAME.parse_action(text, STATE)
    assert repr(text) in str(info.value)
    assert isinstance(info.value, TablerulesError)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("value", [None, 3, b"pass", ["pass"]])
def test_non_text_is_a_notation_error(value: object) -> None:
    with pytest.raises(NotationError):
        GAME.parse_action(value, STATE)  # type: ignore[arg-type]


def test_actions_are_values() -> None:
    assert Place("A") == Place("A")
    assert Place("A") != Place("B")
    different_kinds: list[object] = [Place("A"), Point("A", 1)]
    assert different_kinds[0] != different_kinds[1]
    assert Pass() == PASS
    assert len({Roll(1), Roll(1), LayTile(1), PASS, Pass()}) == 3


@pytest.mark.parametrize(
    "text",
    ["roll " + "9" * 5000, "roll \u0663", "place \u212a", "point A" + "1" * 4400, "lay 1234"],
    ids=["huge-number", "arabic-digit", "kelvin-sign", "huge-value", "four-digits"],
)
def test_notation_is_ascii_with_short_numbers(text: str) -> None:
    """Numbers past Python's int() digit limit, other scripts' digits and look-alike letters are
    malformed notation, never another error and never an action that prints differently."""
    with pytest.raises(NotationError):
        GAME.parse_action(text, GAME.setup())
