"""Notation: ``str(action)`` writes a Bison decision, ``GAME.parse_action`` reads it back.

Fields are named by place number and terrain letter (``14m``, BIS-4); the
notation reads ASCII only, with numbers of at most three digits.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import tablerules
import tablerules.bison as bison
from tablerules import NotationError, TablerulesError
from tablerules.bison import (
    DONE,
    BisonAction,
    BisonState,
    Build,
    Buy,
    Call,
    Choose,
    Done,
    Draw,
    Enter,
    Exchange,
    Gain,
    Gather,
    Kind,
    Lay,
    Move,
    Pay,
)
from tablerules.bison.board import FIELD_NAMES

GAME = tablerules.load("bison")
STATE: BisonState = GAME.setup(players=2)

EXAMPLES: list[tuple[BisonAction, str]] = [
    (Draw(7), "draw 7"),
    (Choose(Kind.TILE), "choose tile"),
    (Choose(Kind.TIPI), "choose tipi"),
    (Choose(Kind.CANOE), "choose canoe"),
    (Choose(Kind.GATHER), "choose gather"),
    (Choose(Kind.MOVE1), "choose move1"),
    (Choose(Kind.MOVE3), "choose move3"),
    (Lay(14, 2), "lay 14 2"),
    (Enter("14m", 3), "enter 14m 3"),
    (Build("14m", 0), "build 14m 0"),
    (Build("1r", 4), "build 1r 4"),
    (Gather("14m"), "gather 14m"),
    (Call("5p"), "call 5p"),
    (Move("5p", "6r"), "move 5p 6r"),
    (DONE, "done"),
    (Gain("bison"), "gain bison"),
    (Gain("salmon"), "gain salmon"),
    (Gain("turkeys"), "gain turkeys"),
    (Pay(2, 0, 2), "pay 2 0 2"),
    (Pay(0, 10, 0), "pay 0 10 0"),
    (Buy("hunter"), "buy hunter"),
    (Buy("tipi", 3), "buy tipi 3"),
    (Buy("canoe", 2), "buy canoe 2"),
    (Exchange("bison", "salmon"), "exchange bison salmon"),
    (Exchange("turkeys", "bison"), "exchange turkeys bison"),
]


@pytest.mark.parametrize(("action", "text"), EXAMPLES, ids=[text for _, text in EXAMPLES])
def test_every_kind_of_action_round_trips(action: BisonAction, text: str) -> None:
    assert str(action) == text
    assert GAME.parse_action(text, STATE) == action
    assert type(GAME.parse_action(str(action), STATE)) is type(action)


@pytest.mark.parametrize(("action", "_text"), EXAMPLES, ids=[text for _, text in EXAMPLES])
def test_repr_evaluates_back(action: BisonAction, _text: str) -> None:
    assert eval(repr(action), vars(bison)) == action


def test_every_action_class_is_exercised() -> None:
    """The examples hold every action class of the title, and every kind of action marker."""
    classes = {type(action) for action, _ in EXAMPLES}
    assert classes == {Draw, Choose, Lay, Enter, Build, Gather, Call, Move, Done, Gain, Pay, Buy, Exchange}
    assert {action.kind for action, _ in EXAMPLES if isinstance(action, Choose)} == set(Kind)


def test_done_is_one_value() -> None:
    assert Done() == DONE and hash(Done()) == hash(DONE)
    assert GAME.parse_action("done", STATE) is DONE


def test_a_hunter_is_bought_one_at_a_time() -> None:
    """``buy hunter`` has no size: "A hunter costs 1 animal of each type", one at a time."""
    assert Buy("hunter") == Buy("hunter", 1)
    assert str(Buy("hunter", 1)) == "buy hunter"


@pytest.mark.parametrize("name", FIELD_NAMES)
def test_every_field_reads_back_in_every_field_action(name: str) -> None:
    for action in (
        Enter(name, 2),
        Build(name, 1),
        Gather(name),
        Call(name),
        Move(name, "1p"),
        Move("1p", name),
    ):
        assert GAME.parse_action(str(action), STATE) == action


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("  DRAW   7 ", Draw(7)),
        ("draw 007", Draw(7)),
        ("Choose TIPI", Choose(Kind.TIPI)),
        ("choose Move3", Choose(Kind.MOVE3)),
        ("LAY\t14   2", Lay(14, 2)),
        ("enter 14M 3", Enter("14m", 3)),
        ("Build 14m 0", Build("14m", 0)),
        ("GATHER 14m", Gather("14m")),
        ("call 5P", Call("5p")),
        ("move 5P   6R", Move("5p", "6r")),
        ("DONE", DONE),
        (" Done ", DONE),
        ("gain Bison", Gain("bison")),
        ("GAIN TURKEYS", Gain("turkeys")),
        ("Pay 2  0 2", Pay(2, 0, 2)),
        ("BUY HUNTER", Buy("hunter")),
        ("buy Tipi 3", Buy("tipi", 3)),
        ("buy CANOE  2", Buy("canoe", 2)),
        ("Exchange BISON salmon", Exchange("bison", "salmon")),
    ],
)
def test_case_and_spacing_do_not_matter(text: str, action: BisonAction) -> None:
    parsed = GAME.parse_action(text, STATE)
    assert parsed == action
    # What was read prints in the one written form.
    assert str(parsed) == str(action)


def test_numbers_the_rules_refuse_still_parse() -> None:
    """Notation reads the form; whether place 99 or a 7-diamond tipi exists is a rule (test_refusals)."""
    assert GAME.parse_action("lay 99 9", STATE) == Lay(99, 9)
    assert GAME.parse_action("buy tipi 7", STATE) == Buy("tipi", 7)
    assert GAME.parse_action("draw 0", STATE) == Draw(0)
    assert not STATE.is_legal(Draw(0))


@pytest.mark.parametrize(
    "text",
    [
        "enter 28p 3",
        "gather 0p",
        "call 28r",
        "move 5p 99m",
        "move 0m 5p",
        "build 100p 1",
        "gather 14x",
    ],
)
def test_a_field_that_does_not_exist_is_a_notation_error(text: str) -> None:
    """There are 27 places (BIS-4), each with a prairie, a river and a mountain."""
    with pytest.raises(NotationError) as info:
        GAME.parse_action(text, STATE)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize("text", ["choose dance", "choose hunt", "choose move2", "choose tiles"])
def test_an_unknown_action_kind_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError, match="tile, tipi, canoe, gather, move1, move3"):
        GAME.parse_action(text, STATE)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "buy hunter 2",
        "buy hunters",
        "buy tipi",
        "buy canoe",
        "buy bison 1",
        "draw",
        "draw ?",
        "choose",
        "lay 14",
        "lay",
        "enter 14m",
        "build 14m",
        "gather",
        "call",
        "move 5p",
        "pay 2 0",
        "pay",
        "gain",
        "gain beaver",
        "exchange bison",
        "exchange bison beaver",
        "lay -1 2",
        "pay 2 -1 3",
        "lay 14 two",
        "done done",
        "pass",
        "draw 7 draw 8",
    ],
)
def test_malformed_text_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError, match="not Bison notation") as info:
        GAME.parse_action(text, STATE)
    assert repr(text) in str(info.value)
    assert isinstance(info.value, TablerulesError) and isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    "text",
    [
        "draw \u0667",
        "lay \u0661\u0664 2",
        "pay \uff12 0 2",
        "enter 1\u0664m 3",
        "draw 1000",
        "lay 14 0002",
        "draw " + "9" * 5000,
        "pay 1 1 " + "9" * 5000,
        "ga\u0131n bison",
        "cho\u017fe tipi",
    ],
    ids=[
        "arabic-indic-digit",
        "arabic-indic-place",
        "fullwidth-digit",
        "arabic-indic-field",
        "four-digits",
        "four-digit-rotation",
        "huge-draw",
        "huge-pay",
        "dotless-i",
        "long-s",
    ],
)
def test_notation_is_ascii_with_short_numbers(text: str) -> None:
    """Other scripts' digits, look-alike letters and numbers past three digits are malformed notation,
    never another error and never an action that prints differently."""
    with pytest.raises(NotationError):
        GAME.parse_action(text, STATE)


@pytest.mark.parametrize("value", [None, 7, b"draw 7", ["draw 7"], Draw(7)])
def test_non_text_is_a_notation_error(value: object) -> None:
    with pytest.raises(NotationError):
        GAME.parse_action(value, STATE)  # type: ignore[arg-type]


WRONG_TYPES: list[tuple[Callable[..., object], tuple[object, ...]]] = [
    (Draw, (True,)),
    (Draw, (7.0,)),
    (Draw, ("7",)),
    (Choose, ("tipi",)),
    (Choose, (1,)),
    (Lay, (True, 0)),
    (Lay, (14, 2.0)),
    (Enter, (14, 3)),
    (Enter, ("14m", True)),
    (Enter, ("14m", 3.0)),
    (Build, ("14m", "3")),
    (Build, (b"14m", 3)),
    (Gather, (None,)),
    (Call, (5,)),
    (Move, ("5p", 6)),
    (Gain, (1,)),
    (Gain, (b"bison",)),
    (Pay, (1, True, 0)),
    (Pay, (1.0, 0, 1)),
    (Buy, ("tipi", 1.0)),
    (Buy, ("hunter", True)),
    (Buy, (None, 1)),
    (Exchange, ("bison", None)),
    (Exchange, (0, "salmon")),
]
WRONG_TYPE_IDS = [
    "draw-bool",
    "draw-float",
    "draw-text",
    "choose-text",
    "choose-int",
    "lay-bool",
    "lay-float",
    "enter-int-field",
    "enter-bool",
    "enter-float",
    "build-text-size",
    "build-bytes-field",
    "gather-none",
    "call-int",
    "move-int",
    "gain-int",
    "gain-bytes",
    "pay-bool",
    "pay-float",
    "buy-float",
    "buy-bool",
    "buy-none",
    "exchange-none",
    "exchange-int",
]


@pytest.mark.parametrize(("make", "args"), WRONG_TYPES, ids=WRONG_TYPE_IDS)
def test_fields_of_the_wrong_type_are_refused(make: Callable[..., object], args: tuple[object, ...]) -> None:
    """``True`` and ``1.0`` equal 1: they would find a legal action by equality and then write
    notation that does not read back (``whole_number``, ``text``)."""
    with pytest.raises(TypeError):
        make(*args)


def test_actions_are_values() -> None:
    assert Move("5p", "6r") == Move("5p", "6r") and Move("5p", "6r") != Move("6r", "5p")
    assert len({Pay(2, 0, 2), Pay(2, 0, 2), Pay(0, 2, 2), Gain("bison")}) == 3
    mixed: list[object] = [Gather("14m"), Call("14m")]
    assert mixed[0] != mixed[1]
    marker_and_market: list[object] = [Choose(Kind.TIPI), Buy("tipi", 1)]
    assert marker_and_market[0] != marker_and_market[1]
