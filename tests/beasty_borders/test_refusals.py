"""Every refusal names the rule it breaks, and leaves the state as it was.

The rule ids are the ones listed for Beasty Borders in the shared context.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pytest

from tablerules.beasty_borders import (
    GAME,
    PASS,
    BeastyBordersState,
    LayTile,
    Options,
    Place,
    Point,
    Roll,
)
from tablerules.beasty_borders.actions import BeastyBordersAction
from tablerules.core.errors import IllegalActionError
from tests.strategies import check_refused_by

STRAIGHT = tuple(range(1, 10))


@attrs.frozen
class Shout(BeastyBordersAction):
    """An action class of this title that the rules do not know."""


def main() -> BeastyBordersState:
    return GAME.setup(options=Options(layout=STRAIGHT))


def lucky() -> BeastyBordersState:
    return GAME.setup(options=Options(without_luck=True, layout=(1, 2, 3, 4, 5, 6)))


def finished() -> BeastyBordersState:
    return BeastyBordersState.from_picture(
        """
        S # # # # # # # ~
        # # # # ~ # # # #
        # # # # ~ # # # #
        ~ # # # # # # # ~
        ~ # # # ~ # # # ~
        # # ~ # ~ # # # A
        """
    )


def farm_out_of_a() -> BeastyBordersState:
    picture = """
        S A A A A A A A ~
        A . . . ~ . . . .
        . . . . ~ . . . .
        ~ . . . . . . . ~
        ~ . . . ~ . . . ~
        . . ~ . ~ . . . .
        """
    return BeastyBordersState.from_picture(picture).apply(Roll(1))


def wild_pointed_x26() -> BeastyBordersState:
    """'Without Luck': seat 1 rolled and pointed at X 26; the farm answers."""
    return lucky().apply_all([Roll(1), PASS, PASS, Roll(1), Point("X", 26)])


def a1_placed() -> BeastyBordersState:
    """'Without Luck': the A of value 1 was placed; seat 0 rolls again two turns later."""
    return lucky().apply_all([Roll(1), Point("A", 1), PASS, Roll(1), PASS, PASS, Roll(1)])


def last_tile() -> BeastyBordersState:
    """'Without Luck': five tiles laid without the signpost tile."""
    return GAME.setup(options=Options(without_luck=True)).apply_all(LayTile(n) for n in (2, 3, 4, 5, 6))


def rolled() -> BeastyBordersState:
    return main().apply(Roll(1))


def wild_answers() -> BeastyBordersState:
    return main().apply_all([Roll(1), PASS])


def lucky_rolled() -> BeastyBordersState:
    return lucky().apply(Roll(1))


CASES: list[tuple[str, Callable[[], BeastyBordersState], object]] = [
    ("core.not-an-action", main, "place A"),
    ("core.not-an-action", rolled, Shout()),
    ("core.not-an-action", rolled, 42),
    ("core.game-over", finished, PASS),
    ("core.game-over", finished, Roll(1)),
    ("core.chance-decides", GAME.setup, Place("A")),
    ("core.chance-decides", GAME.setup, Roll(3)),
    ("core.chance-decides", main, PASS),
    ("core.chance-decides", main, Place("A")),
    ("core.player-decides", rolled, Roll(2)),
    ("core.player-decides", wild_answers, LayTile(2)),
    ("beasty-borders.setup.tile-number", GAME.setup, LayTile(0)),
    ("beasty-borders.setup.tile-number", GAME.setup, LayTile(10)),
    ("beasty-borders.setup.tile-once", lambda: GAME.setup().apply_all([LayTile(4), LayTile(2)]), LayTile(4)),
    ("beasty-borders.setup.tiles-laid", main, LayTile(1)),
    ("beasty-borders.without-luck.signpost-tile", last_tile, LayTile(7)),
    ("beasty-borders.roll.d8", main, Roll(0)),
    ("beasty-borders.roll.d8", main, Roll(9)),
    ("beasty-borders.place.kind", rolled, Place("Q")),
    ("beasty-borders.place.kind", rolled, Place("a")),
    ("beasty-borders.place.own-animals", rolled, Place("X")),
    ("beasty-borders.place.own-animals", wild_answers, Place("A")),
    ("beasty-borders.place.none-left", farm_out_of_a, Place("A")),
    ("beasty-borders.without-luck.point", lucky_rolled, Place("A")),
    ("beasty-borders.point.without-luck-only", rolled, Point("A", 1)),
    ("beasty-borders.point.own-animals", lucky_rolled, Point("X", 2)),
    ("beasty-borders.point.own-animals", lambda: lucky().apply_all([Roll(1), PASS]), Point("A", 1)),
    ("beasty-borders.point.in-row", lucky_rolled, Point("A", 2)),
    ("beasty-borders.point.in-row", lucky_rolled, Point("A", 28)),
    ("beasty-borders.point.in-row", lucky_rolled, Point("B", 0)),
    ("beasty-borders.point.in-row", a1_placed, Point("A", 1)),
    ("beasty-borders.point.higher", lambda: lucky().apply_all([Roll(1), Point("A", 13)]), Point("Y", 12)),
    ("beasty-borders.point.higher", lambda: lucky().apply_all([Roll(1), Point("A", 25)]), Point("X", 2)),
    ("beasty-borders.point.higher", wild_pointed_x26, Point("A", 25)),
]


@pytest.mark.parametrize(("rule", "factory", "action"), CASES, ids=[f"{r}-{a!r}" for r, _, a in CASES])
def test_an_illegal_action_is_refused_by_its_rule(
    rule: str, factory: Callable[[], BeastyBordersState], action: object
) -> None:
    check_refused_by(factory(), action, rule)


def test_every_listed_rule_id_is_covered() -> None:
    listed = {
        "core.not-an-action", "core.game-over", "core.chance-decides", "core.player-decides",
        "beasty-borders.setup.tile-number", "beasty-borders.setup.tile-once",
        "beasty-borders.setup.tiles-laid", "beasty-borders.without-luck.signpost-tile",
        "beasty-borders.roll.d8", "beasty-borders.place.kind", "beasty-borders.place.own-animals",
        "beasty-borders.place.none-left", "beasty-borders.without-luck.point",
        "beasty-borders.point.without-luck-only", "beasty-borders.point.own-animals",
        "beasty-borders.point.in-row", "beasty-borders.point.higher",
    }  # fmt: skip
    assert {rule for rule, _, _ in CASES} == listed


def test_apply_all_names_the_failing_step_and_applies_nothing() -> None:
    state = main()
    with pytest.raises(IllegalActionError) as info:
        state.apply_all([Roll(1), Place("A"), Roll(2), Place("A")])
    assert info.value.step == 3
    assert info.value.rule == "beasty-borders.place.own-animals"
    assert "at step 3" in str(info.value)
    assert state == main()


@pytest.mark.parametrize(
    "build",
    [
        lambda: LayTile("3"),
        lambda: LayTile(True),
        lambda: Roll("6"),
        lambda: Roll(1.0),
        lambda: Roll(True),
        lambda: Place(3),
        lambda: Point("A", "1"),
        lambda: Point("A", True),
        lambda: Point(1, 1),
    ],
    ids=[
        "tile-text",
        "tile-bool",
        "pips-text",
        "pips-float",
        "pips-bool",
        "kind-number",
        "value-text",
        "value-bool",
        "point-kind-number",
    ],
)
def test_actions_holding_wrong_types_cannot_be_built(build: Callable[[], object]) -> None:
    """``True == 1`` and ``1.0 == 1``: such an action would find a legal one by equality, then
    break the rules that count with it, and write notation that does not read back. So an action
    takes exactly ``int`` and ``str`` fields, and a wrong one never reaches ``apply``."""
    with pytest.raises(TypeError):
        build()
