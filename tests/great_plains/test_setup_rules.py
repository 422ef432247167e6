"""Laying and turning the tablets share their first checks (``laying.setup_outcome``); each
step's ``RULES`` names every rule id its refusals carry, and every one is met."""

from __future__ import annotations

from tablerules.great_plains import GAME, LayTablet, Options, Place, Turn
from tablerules.great_plains.steps import laying, turning
from tests.strategies import ForeignAction, check_refused

CANDIDATES = (
    ForeignAction(),
    Place("c12"),
    LayTablet(9, "a"),
    LayTablet(1, "c"),
    Turn(1),
    Turn(7),
)


def test_every_refusal_while_the_tablets_are_laid_or_turned_names_a_rule_of_its_step() -> None:
    plain = GAME.setup()
    turned = GAME.setup(options=Options(turn_tablets=True))
    laid = turned.apply(turned.legal_actions()[0])
    cases = (
        (plain, laying.RULES),
        (plain.apply(plain.legal_actions()[0]), laying.RULES),
        (turned, laying.RULES),
        (laid, turning.RULES),
    )
    met: set[str] = set()
    for state, rules in cases:
        tablet_laid = (LayTablet(*state.layout[0][:2]),) if state.layout else ()
        for action in (*CANDIDATES, *tablet_laid):
            if state.is_legal(action):
                continue
            rule = check_refused(state, action).rule
            assert rule in rules, (state.phase, action, rule)
            met.add(rule)
    # Turning's refusal of a turn without the rule is met in a position made by hand only.
    assert met == set(laying.RULES) | set(turning.RULES)


def test_the_first_checks_are_the_same_in_both_steps() -> None:
    turned = GAME.setup(options=Options(turn_tablets=True))
    laid = turned.apply(turned.legal_actions()[0])
    in_laying, in_turning = check_refused(turned, Place("c12")), check_refused(laid, Place("c12"))
    assert in_laying.rule == in_turning.rule == "core.chance-decides"
    assert in_laying.reason == in_turning.reason
    # Core refuses a value of another title before any step; the step's own check says the same.
    foreign = laying.setup_outcome(ForeignAction())
    assert not isinstance(foreign, LayTablet | Turn) and foreign.rule == "core.not-an-action"
    assert laying.setup_outcome(Turn(1)) == Turn(1)
