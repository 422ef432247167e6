"""Hostile input to Bison: objects that pose as actions, unknown action classes, and caches.

Findings 3 and 5 of issue 8: the ways to pay were kept per food, and the
draws per pile, in caches without a bound, though a position made by hand
may hold any food; an object equal to everything and hashed like a legal
action was applied as that action; and an action class the rules do not
know crashed the refusal with a ``KeyError``.
"""

from __future__ import annotations

import attrs
import pytest

from tablerules.bison import GAME, BisonState, Kind, Phase
from tablerules.bison.actions import BisonAction, Pay
from tablerules.bison.position import build
from tablerules.bison.progress import Pending
from tablerules.bison.steps.paying import payments_from
from tests.core.test_hostile import AlwaysEqual, agree, check_caches_stay_bounded


def paying(food: tuple[int, int, int] = (10, 10, 10)) -> BisonState:
    """Yellow has moved two hunters and pays 2 animals from ``food``."""
    return build(
        pieces={"1p": "yellow 2", "2r": "yellow 1"},
        markers={"yellow": ("move3",)},
        phase=Phase.PAYING,
        pending=Pending(Kind.MOVE3, hunters=2, arrived=(0, 4)),
        food={"yellow": food},
    )


def test_an_object_equal_to_everything_is_not_applied_as_the_action_it_hashes_like() -> None:
    state = paying()
    for action in state.legal_actions():
        assert not agree(state, AlwaysEqual(action))
        assert state.refusal(AlwaysEqual(action)).rule == "core.not-an-action"


@attrs.frozen
class Shout(BisonAction):
    """An action class of this title that the rules do not know."""


@pytest.mark.parametrize("value", [Shout(), BisonAction()], ids=repr)
def test_an_action_class_the_rules_do_not_know_is_no_action(value: BisonAction) -> None:
    for state in (GAME.setup(players=2), paying()):
        assert not agree(state, value)
        error = state.refusal(value)
        assert error.rule == "core.not-an-action"
        assert "not a Bison decision" in error.reason


def test_the_ways_to_pay_count_no_animal_past_the_amount_due() -> None:
    """Only up to 2 of each animal matter for a cost of 2: every food pays the same ways from then on."""
    assert paying((10, 10, 10)).pay_options() == paying((2, 15, 7)).pay_options()
    assert paying((1, 0, 10)).pay_options() == (Pay(0, 0, 2), Pay(1, 0, 1))


def _positions(n: int) -> None:
    """A position made by hand with food never used before (enough to pay, one of 16 * 16 * 14)."""
    state = paying((n % 16, n // 16 % 16, 2 + (7 * n) % 14))
    state.legal_actions()
    state.pay_options()


def test_300_positions_with_new_food_leave_every_cache_bounded() -> None:
    check_caches_stay_bounded("tablerules.bison", _positions, {})
    check_caches_stay_bounded(
        "tablerules.bison.steps",
        _positions,
        # The lays, entries, builds, gatherings and calls are tables filled at
        # import, and the moves a table by two field numbers: no caches.
        {"tablerules.bison.steps.trading.buy": "keyed by the piece and its size"},
    )
    # A cost of 2 from any food: the clamped keys are few.
    assert payments_from.cache_info().currsize <= payments_from.cache_info().maxsize
