"""Every refusal names the rule it breaks, and leaves the state as it was.

The rule ids are the ones of ``steps.RULES``, listed on the rules page.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pytest

from tablerules.core.errors import IllegalActionError
from tablerules.manitou import Choose, Draw, LayBison, ManitouAction, ManitouState, Play
from tablerules.manitou.steps import RULES
from tests.manitou.scripts import WORKED_CHOICES, chosen, first_choices, laid, new_game, run, worked_start
from tests.strategies import check_refused_by, forced


@attrs.frozen
class Shout(ManitouAction):
    """An action class of this title that the rules do not know."""


def choosing() -> ManitouState:
    return laid(2)


def dealing() -> ManitouState:
    return chosen(laid(2), WORKED_CHOICES)


def playing() -> ManitouState:
    return worked_start()  # seat 1 holds 9, 10, C


def drawing() -> ManitouState:
    return run(worked_start(), "play 10 at 1")  # seat 1 draws from 1 7 8 M Q


def finished() -> ManitouState:
    return first_choices(new_game(2))


CASES: list[tuple[str, Callable[[], ManitouState], object]] = [
    ("core.not-an-action", playing, "play 10 at 1"),
    ("core.not-an-action", playing, Shout()),
    ("core.not-an-action", new_game, 42),
    ("core.game-over", finished, Play("10", 1)),
    ("core.game-over", finished, LayBison(12)),
    ("core.chance-decides", new_game, Choose("10")),
    ("core.chance-decides", drawing, Play("9", 1)),
    ("core.chance-decides", dealing, Choose("1")),
    ("core.player-decides", choosing, LayBison(9)),
    ("core.player-decides", playing, Draw("9")),
    # A field forced past its validator (core's State.refusal says so for every title).
    ("manitou.action.malformed", playing, forced(Play("10", 1), spot=1.5)),
    ("manitou.bison.in-deck", new_game, LayBison(5)),  # spot 1 takes a large herd first
    ("manitou.bison.in-deck", new_game, LayBison(99)),
    ("manitou.bison.in-deck", lambda: run(new_game(), "bison 12"), LayBison(12)),
    ("manitou.bison.laid", dealing, LayBison(12)),
    ("manitou.bison.laid", drawing, LayBison(9)),
    ("manitou.draw.after-laying", new_game, Draw("7")),
    ("manitou.draw.in-pile", dealing, Draw("2")),
    ("manitou.draw.in-pile", drawing, Draw("10")),
    ("manitou.card.unknown", choosing, Choose("X")),
    ("manitou.card.unknown", choosing, Choose("11")),
    ("manitou.card.unknown", playing, Play("0", 1)),
    ("manitou.card.unknown", dealing, Draw("Z")),
    ("manitou.choose.in-reserve", lambda: run(laid(2), "choose 10"), Choose("10")),
    ("manitou.choose.in-reserve", lambda: run(laid(2), "choose C", "choose C"), Choose("C")),
    ("manitou.choose.season-start", playing, Choose("1")),
    ("manitou.play.after-choosing", choosing, Play("10", 1)),
    ("manitou.play.in-hand", playing, Play("1", 1)),
    (
        "manitou.play.in-hand",
        lambda: run(worked_start(), "play 10 at 1", "draw 8", "play 6 at 1", "draw 10"),
        Play("10", 2),  # seat 1 played its 10 already
    ),
    ("manitou.play.spot", playing, Play("10", 4)),
    ("manitou.play.spot", playing, Play("10", 0)),
]


@pytest.mark.parametrize(("rule", "factory", "action"), CASES, ids=[f"{r}-{a!r}" for r, _, a in CASES])
def test_an_illegal_action_is_refused_by_its_rule(
    rule: str, factory: Callable[[], ManitouState], action: object
) -> None:
    check_refused_by(factory(), action, rule)


def test_every_listed_rule_id_is_covered() -> None:
    assert {rule for rule, _, _ in CASES} == set(RULES)


def test_apply_all_names_the_failing_step_and_applies_nothing() -> None:
    state = worked_start()
    with pytest.raises(IllegalActionError) as info:
        state.apply_all([Play("10", 1), Draw("8"), Play("5", 1), Play("5", 1)])
    assert info.value.step == 3
    assert info.value.rule == "core.chance-decides"
    assert state == worked_start()


@pytest.mark.parametrize("value", [None, [], {}, ("play", "10", 1), Play, object()])
def test_values_that_are_no_action_are_refused_not_crashed(value: object) -> None:
    for state in (new_game(), choosing(), dealing(), playing(), drawing(), finished()):
        with pytest.raises(IllegalActionError) as info:
            state.apply(value)
        assert info.value.rule in ("core.not-an-action", "core.game-over")


@pytest.mark.parametrize(
    "build",
    [
        lambda: LayBison("12"),
        lambda: LayBison(12.0),
        lambda: LayBison(True),
        lambda: Choose(7),
        lambda: Draw(None),
        lambda: Play(10, 1),
        lambda: Play("10", "1"),
        lambda: Play("10", True),
    ],
    ids=[
        "bison-text",
        "bison-float",
        "bison-bool",
        "choose-int",
        "draw-none",
        "play-int",
        "spot-text",
        "spot-bool",
    ],
)
def test_actions_with_fields_of_the_wrong_type_cannot_be_built(build: Callable[[], object]) -> None:
    """``True`` and ``12.0`` equal 1 and 12: they would find legal actions by equality."""
    with pytest.raises(TypeError):
        build()


def test_a_refusal_of_ones_own_choice_speaks_to_the_seat() -> None:
    """The seat that decides reads the reason: "you", as the other titles say it (it said "seat 1")."""
    assert playing().refusal(Play("1", 1)).reason == "you hold no hunter 1 in your hand"
    reason = run(laid(2), "choose C").refusal(Choose("C")).reason
    assert reason == "you have no chief left to choose"
