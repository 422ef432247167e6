"""Every refusal names the rule it breaks and leaves the state as it was.

Each rule id of the Great Plains rules page is produced here by an illegal
action; hand-made actions holding odd values are refused, never a crash.
"""

from __future__ import annotations

import copy
import re
from fractions import Fraction
from pathlib import Path

import attrs
import pytest

from tablerules.core import rules as core_rules
from tablerules.great_plains import (
    GAME,
    PASS,
    Bear,
    Eagle,
    GreatPlainsState,
    Horse,
    LayTablet,
    Options,
    Phase,
    Place,
    PlaceCave,
    Turn,
    steps,
)
from tablerules.great_plains.actions import GreatPlainsAction
from tablerules.great_plains.board import SPACE_BIT
from tests.great_plains.positions import position
from tests.strategies import ForeignAction, check_refused, forced

STRAIGHT = tuple(f"{n}a" for n in range(1, 8))


@attrs.frozen
class Shout(GreatPlainsAction):
    """An action class of this title that the rules do not know."""


def laying() -> GreatPlainsState:
    return GAME.setup(players=2).apply(LayTablet(1, "a"))


def turning() -> GreatPlainsState:
    return GAME.setup(players=2, options=Options(turn_tablets=True)).apply(LayTablet(1, "a"))


def caves() -> GreatPlainsState:
    """The first phase on tablets 1-7, side a; the snakes placed a cave tile on the first cave."""
    state = GAME.setup(players=2, options=Options(layout=STRAIGHT))
    return state.apply(state.legal_actions()[0])


def tokens() -> GreatPlainsState:
    """The plain board: a snake on k8, a fox on i8, a peak on j7; the snakes to move."""
    return position({"k8": "S", "i8": "F", "g8": "S"}, {"j7": "^", "l9": "h"}, animals=("heb", ""), to_move=0)


def horse_over_a_peak() -> GreatPlainsState:
    return position({"k8": "S"}, {"i8": "^"}, animals=("h", ""), to_move=0)


def straight_horse() -> GreatPlainsState:
    """GP-4 with ``straight_horse``: h9 is two steps from k8 only with a bend."""
    return position({"k8": "S"}, animals=("h", ""), to_move=0, straight_horse=True)


def all_caves_placed() -> GreatPlainsState:
    """A first-phase state made with the attrs constructor, which checks nothing: seat 0 to
    move with all three of its cave tiles placed. ``from_picture`` and play never make one
    (the cave phase alternates, GP-5), but the rules still refuse a fourth cave tile."""
    drawn = position(caves=False)
    snakes = sum(1 << SPACE_BIT[cave] for cave in ("n3", "f5", "u6"))
    return attrs.evolve(drawn, phase=Phase.CAVES, seat=0, caves=(snakes, 0), tokens=(0, 0))


def over() -> GreatPlainsState:
    return position({"k8": "S"}, left=(0, 0), removed=(19, 20))


#: Every rule id a Great Plains refusal can carry, as the rules page lists them.
RULE_IDS = (
    "core.not-an-action",
    "core.game-over",
    "core.chance-decides",
    "core.player-decides",
    "great-plains.setup.tablet-number",
    "great-plains.setup.tablet-side",
    "great-plains.setup.tablet-once",
    "great-plains.setup.no-turning",
    "great-plains.setup.lay-first",
    "great-plains.setup.turn-first",
    "great-plains.setup.turn-sixths",
    "great-plains.space.unknown",
    "great-plains.cave.first",
    "great-plains.cave.cave-space",
    "great-plains.cave.empty",
    "great-plains.cave.all-placed",
    "great-plains.cave.none-left",
    "great-plains.pass.can-place",
    "great-plains.place.lowland",
    "great-plains.place.empty",
    "great-plains.place.adjacent",
    "great-plains.animal.no-tile",
    "great-plains.horse.two-steps",
    "great-plains.horse.through-lowland",
    "great-plains.eagle.two-steps",
    "great-plains.eagle.across-mountain",
    "great-plains.bear.direction",
    "great-plains.bear.opponent-token",
    "great-plains.bear.adjacent",
    "great-plains.bear.beyond-occupied",
    "great-plains.action.malformed",
)


CASES = [
    (laying, ForeignAction(), "core.not-an-action"),
    (tokens, Shout(), "core.not-an-action"),
    (over, Place("n9"), "core.game-over"),
    (laying, Place("n9"), "core.chance-decides"),
    (laying, PASS, "core.chance-decides"),
    (turning, PlaceCave("m8"), "core.chance-decides"),
    (caves, LayTablet(1, "a"), "core.player-decides"),
    (tokens, Turn(1), "core.player-decides"),
    (laying, LayTablet(8, "a"), "great-plains.setup.tablet-number"),
    (laying, LayTablet(2, "c"), "great-plains.setup.tablet-side"),
    (laying, LayTablet(1, "b"), "great-plains.setup.tablet-once"),
    (laying, Turn(1), "great-plains.setup.no-turning"),
    (
        lambda: GAME.setup(players=2, options=Options(turn_tablets=True)),
        Turn(1),
        "great-plains.setup.lay-first",
    ),
    (turning, LayTablet(2, "a"), "great-plains.setup.turn-first"),
    (turning, Turn(6), "great-plains.setup.turn-sixths"),
    (caves, PlaceCave("z99"), "great-plains.space.unknown"),
    (tokens, Place("a1"), "great-plains.space.unknown"),
    (caves, Place("n9"), "great-plains.cave.first"),
    (caves, Horse("n9"), "great-plains.cave.first"),
    (caves, Shout(), "core.not-an-action"),
    (caves, PlaceCave("n9"), "great-plains.cave.cave-space"),
    (all_caves_placed, PlaceCave("m8"), "great-plains.cave.none-left"),
    (caves, PASS, "great-plains.pass.can-place"),
    (tokens, PlaceCave("m8"), "great-plains.cave.all-placed"),
    (tokens, PASS, "great-plains.pass.can-place"),
    (tokens, Place("j7"), "great-plains.place.lowland"),
    (tokens, Place("m8"), "great-plains.place.lowland"),
    (tokens, Place("i8"), "great-plains.place.empty"),
    (tokens, Place("k8"), "great-plains.place.empty"),
    (tokens, Place("c12"), "great-plains.place.adjacent"),
    (tokens, Horse("j7"), "great-plains.place.lowland"),
    (tokens, Eagle("i8"), "great-plains.place.empty"),
    (lambda: position({"k8": "S"}, to_move=0), Horse("g8"), "great-plains.animal.no-tile"),
    (lambda: position({"k8": "S", "i8": "F"}, to_move=0), Bear("i8", "w"), "great-plains.animal.no-tile"),
    (tokens, Horse("c12"), "great-plains.horse.two-steps"),
    (straight_horse, Horse("h9"), "great-plains.horse.two-steps"),
    (horse_over_a_peak, Horse("g8"), "great-plains.horse.through-lowland"),
    (tokens, Horse("o8"), "great-plains.horse.through-lowland"),
    (tokens, Eagle("c12"), "great-plains.eagle.two-steps"),
    (tokens, Eagle("c8"), "great-plains.eagle.across-mountain"),
    (tokens, Bear("i8", "up"), "great-plains.bear.direction"),
    (tokens, Bear("h9", "w"), "great-plains.bear.opponent-token"),
    (tokens, Bear("g8", "w"), "great-plains.bear.opponent-token"),
    (tokens, Bear("i8", "sw"), "great-plains.bear.adjacent"),
    (tokens, Bear("i8", "w"), "great-plains.bear.beyond-occupied"),
    (tokens, forced(Place("zz"), space=9), "great-plains.action.malformed"),
]


@pytest.mark.parametrize(("make", "action", "rule"), CASES, ids=[f"{c[2]}-{c[1]!r}" for c in CASES])
def test_each_refusal_names_its_rule_and_changes_nothing(make: object, action: object, rule: str) -> None:
    state = make()  # type: ignore[operator]
    before = copy.deepcopy(state)
    text = str(state)
    error = check_refused(state, action)
    assert error.rule == rule, error
    assert state == before and str(state) == text


def test_every_rule_id_of_the_title_is_produced() -> None:
    """The rule ids listed on the rules page, each produced by some case above."""
    produced = {rule for _, _, rule in CASES}
    listed = set(RULE_IDS)
    assert listed - produced == {"great-plains.cave.empty"}
    # A cave tile on a cave that has one already:
    state = caves()
    first_cave = next(iter(state.pieces()))
    assert check_refused(state, PlaceCave(first_cave)).rule == "great-plains.cave.empty"


def test_a_refusal_says_why_in_words() -> None:
    error = check_refused(tokens(), Bear("i8", "w"))
    assert "g8" in error.reason and "occupied" in error.reason
    error = check_refused(tokens(), Place("c12"))
    assert "c12" in error.reason
    error = check_refused(straight_horse(), Horse("h9"))
    assert "only with a bend" in error.reason and "straight_horse" in error.reason
    error = check_refused(all_caves_placed(), PlaceCave("m8"))
    assert error.reason == "seat 0 has placed all 3 of its cave tiles"


def test_the_rules_page_and_the_code_list_the_same_rule_ids() -> None:
    """The rules page's table of ids, the ids in the steps' modules and this test's list agree."""
    root = Path(__file__).resolve().parents[2]
    page = (root / "docs" / "rules" / "great-plains.rst").read_text(encoding="utf-8")
    table = page.split("Rule ids\n--------", 1)[1].split("\nNotation\n", 1)[0]
    assert set(re.findall(r"``((?:core|great-plains)\.[a-z.-]+)``", table)) == set(RULE_IDS)
    in_code: set[str] = set()
    modules = sorted(Path(steps.__file__).parent.glob("[!_]*.py"))
    assert [module.stem for module in modules] == ["caving", "laying", "placing", "turning"]
    for module in modules:
        source = module.read_text(encoding="utf-8")
        in_code |= set(re.findall(r'"((?:core|great-plains)\.[a-z-]+\.?[a-z-]*)"', source))
        # The ids every title shares are written out in core.rules, and imported by name.
        shared = re.search(r"from tablerules\.core\.rules import ([A-Z_, ]+)", source)
        assert shared is not None, module.name
        in_code |= {getattr(core_rules, name.strip()) for name in shared[1].split(",")}
    # The base class refuses every action once the game is over, and one with a field forced
    # past its validators.
    assert in_code | {"core.game-over", "great-plains.action.malformed"} == set(RULE_IDS)


@pytest.mark.parametrize(
    "make",
    [
        lambda: LayTablet(True, "a"),
        lambda: LayTablet(1.0, "a"),
        lambda: LayTablet(Fraction(2), "a"),
        lambda: LayTablet("2", "a"),
        lambda: LayTablet(2, ["a"]),
        lambda: Turn(True),
        lambda: Turn(2.0),
        lambda: PlaceCave(b"o2"),
        lambda: Place(["n9"]),
        lambda: Horse(9),
        lambda: Eagle(None),
        lambda: Bear("i8", 3),
        lambda: Bear(("i8",), "w"),
    ],
)
def test_an_action_holding_a_value_of_the_wrong_type_cannot_be_made(make: object) -> None:
    """Refused when the action is made, not by the rules: ``True``, ``1.0`` and ``Fraction(2)``
    equal (and hash like) the ints 1 and 2, so ``LayTablet(True, "a")`` would be found among
    the legal actions and then write ``True`` into the layout and the record; a list or a
    number where a space name belongs could never be legal, but has no place in an action
    value either. The fields' validators raise ``TypeError`` at once."""
    with pytest.raises(TypeError, match=r"is a whole number|is text"):
        make()  # type: ignore[operator]


def test_a_bad_from_picture_argument_is_refused() -> None:
    with pytest.raises(ValueError, match="pair of whole numbers"):
        position({"k8": "S"}, left=(19,))
    with pytest.raises(ValueError, match="pair of whole numbers"):
        position({"k8": "S"}, removed=(-1, 0))
    with pytest.raises(ValueError, match="pair of whole numbers"):
        position({"k8": "S"}, left=(True, 20))
    with pytest.raises(ValueError, match="pair of whole numbers"):
        position({"k8": "S"}, removed=(0, 1.0))
    with pytest.raises(ValueError, match="seat 0 or 1"):
        position({"k8": "S"}, to_move=2)
    with pytest.raises(ValueError, match="seat 0 or 1"):
        position({"k8": "S"}, to_move=True)
