"""Notation: ``bison N``, ``choose CARD``, ``draw CARD``, ``play CARD at SPOT``."""

from __future__ import annotations

import pytest

from tablerules.core.errors import NotationError, TablerulesError
from tablerules.manitou import GAME, Choose, Draw, LayBison, ManitouAction, Play
from tablerules.manitou.actions import choose, draw, lay_bison, play
from tablerules.manitou.components import CARDS
from tests.manitou.scripts import worked_start

STATE = worked_start()

EVERY_KIND: list[tuple[ManitouAction, str]] = [
    (LayBison(12), "bison 12"),
    (LayBison(1), "bison 1"),
    (Choose("7"), "choose 7"),
    (Choose("10"), "choose 10"),
    (Choose("Q"), "choose Q"),
    (Draw("M"), "draw M"),
    (Draw("5"), "draw 5"),
    (Play("C", 2), "play C at 2"),
    (Play("10", 3), "play 10 at 3"),
]


@pytest.mark.parametrize(("action", "text"), EVERY_KIND, ids=[text for _, text in EVERY_KIND])
def test_str_and_parse_round_trip(action: ManitouAction, text: str) -> None:
    assert str(action) == text
    assert GAME.parse_action(text, STATE) == action
    assert type(GAME.parse_action(str(action), STATE)) is type(action)


@pytest.mark.parametrize(("action", "_text"), EVERY_KIND, ids=[text for _, text in EVERY_KIND])
def test_repr_evaluates_back(action: ManitouAction, _text: str) -> None:
    names = {"LayBison": LayBison, "Choose": Choose, "Draw": Draw, "Play": Play}
    assert eval(repr(action), names) == action


@pytest.mark.parametrize("card", CARDS)
def test_every_card_round_trips_in_every_action(card: str) -> None:
    for action in (Choose(card), Draw(card), *(Play(card, spot) for spot in (1, 2, 3))):
        assert GAME.parse_action(str(action), STATE) == action


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("PLAY c AT 2", Play("C", 2)),
        ("  play   10   at 3 ", Play("10", 3)),
        ("play chief at 1", Play("C", 1)),
        ("play medicine man at 2", Play("M", 2)),
        ("play Medicine-Man at 2", Play("M", 2)),
        ("choose rain maker", Choose("R")),
        ("choose rainmaker", Choose("R")),
        ("Choose Squaw", Choose("Q")),
        ("draw scout", Draw("S")),
        ("draw 07", Draw("7")),
        ("BISON 13", LayBison(13)),
        ("bison\t9", LayBison(9)),
    ],
)
def test_case_spacing_and_warrior_names_do_not_matter(text: str, action: ManitouAction) -> None:
    assert GAME.parse_action(text, STATE) == action


def test_numbers_out_of_range_parse_and_are_refused_by_the_rules() -> None:
    """Notation reads the form; whether a hunter 11 exists is a rule (see test_refusals)."""
    assert GAME.parse_action("choose 11", STATE) == Choose("11")
    assert GAME.parse_action("play 10 at 4", STATE) == Play("10", 4)
    assert not STATE.is_legal(Play("10", 4))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "play",
        "play 10",
        "play 10 2",
        "play at 2",
        "play chef at 2",
        "play X at 1",
        "choose",
        "choose king",
        "draw",
        "bison",
        "bison twelve",
        "bison -3",
        "pass",
        "10 at 2",
        "play 10 at two",
        "choose 7 choose 8",
    ],
)
def test_garbage_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError, match="not Manitou notation") as info:
        GAME.parse_action(text, STATE)
    assert repr(text) in str(info.value)
    assert isinstance(info.value, TablerulesError)


@pytest.mark.parametrize("text", ["choose ?", "draw ?", " DRAW ? "])
def test_a_redacted_entry_cannot_be_read_back(text: str) -> None:
    with pytest.raises(NotationError, match="hides its card"):
        GAME.parse_action(text, STATE)


@pytest.mark.parametrize("value", [None, 3, b"play 10 at 1", ["draw 7"]])
def test_non_text_is_a_notation_error(value: object) -> None:
    with pytest.raises(NotationError):
        GAME.parse_action(value, STATE)  # type: ignore[arg-type]


def test_actions_are_values_and_shared_ones_equal_new_ones() -> None:
    assert Play("C", 2) == play("C", 2) and play("C", 2) is play("C", 2)
    assert Choose("7") == choose("7") and Draw("7") == draw("7") and LayBison(9) == lay_bison(9)
    mixed: list[object] = [Choose("7"), Draw("7")]
    assert mixed[0] != mixed[1]
    assert len({Play("C", 2), Play("C", 2), Play("C", 3), Choose("C")}) == 3


@pytest.mark.parametrize(
    "text",
    [
        "bison " + "9" * 5000,
        "choose " + "9" * 5000,
        "play 1 at " + "9" * 5000,
        "play \u0663 at \u0661",
        "bison \u0661\u0662",
        "cho\u017fe 7",
        "choose rain ma\u212aer",
    ],
    ids=["huge-bison", "huge-card", "huge-spot", "arabic-digits", "arabic-bison", "long-s", "kelvin-sign"],
)
def test_notation_is_ascii_with_short_numbers(text: str) -> None:
    """Numbers past Python's int() digit limit, other scripts' digits and look-alike letters are
    malformed notation, never another error and never an action that prints differently."""
    with pytest.raises(NotationError):
        GAME.parse_action(text, worked_start())
