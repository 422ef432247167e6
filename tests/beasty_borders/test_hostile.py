"""Hostile input to Beasty Borders: forced fields, forced options, and caches.

Findings 3, 5 and 6 of issue 8: ``apply`` took an action forced past its
validators (``Roll(True)``, ``Point("A", 1.0)``) and kept the caller's object
in the next state, where it wrote notation that no record reads back;
``is_legal`` (a scan of the legal actions) and ``apply`` (a set lookup)
disagreed about an object equal to everything; and the caches of the legal
actions were keyed by values one's own options set, without a bound.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar
from unittest import mock

import pytest

from tablerules.beasty_borders import GAME, BeastyBordersState, Options, Place, Point, Roll
from tablerules.beasty_borders.components import BIDDING_ROW, TILES
from tablerules.beasty_borders.options import MAX_VALUE
from tablerules.testing import check_refused_by
from tests.core.test_hostile import AlwaysEqual, Poser, agree, check_caches_stay_bounded
from tests.strategies import forced

A = TypeVar("A")

SIX = (1, 2, 3, 4, 5, 6)


def rolling() -> BeastyBordersState:
    return GAME.setup(options=Options(layout=tuple(range(1, 10))))


def placing() -> BeastyBordersState:
    return rolling().apply(Roll(3))


def pointing() -> BeastyBordersState:
    """'Without Luck': seat 0 has rolled and points."""
    return GAME.setup(options=Options(without_luck=True, layout=SIX)).apply(Roll(3))


# -- finding 5 -----------------------------------------------------------------------------


@pytest.mark.parametrize("state", [rolling(), placing(), pointing()], ids=["rolling", "placing", "pointing"])
def test_objects_equal_to_everything_are_no_action(state: BeastyBordersState) -> None:
    for value in (mock.ANY, *map(AlwaysEqual, state.legal_actions())):
        assert not agree(state, value)
        assert state.refusal(value).rule == "core.not-an-action"


# -- finding 6 -----------------------------------------------------------------------------


def test_a_roll_forced_to_true_rolls_the_states_own_one() -> None:
    """The issue's ``roll True``: equal to ``Roll(1)``, so legal, and the state applies its own
    ``Roll(1)``."""
    state = rolling()
    odd = forced(Roll(1), pips=True)
    assert agree(state, odd)
    assert state.apply(odd) == state.apply(Roll(1))


def test_a_point_forced_to_a_float_leaves_the_states_own_point_pending() -> None:
    state = pointing()
    odd = forced(Point("A", 5), value=5.0)
    after = state.apply(odd)
    assert after.pointed == Point("A", 5)
    assert type(after.pointed) is Point and type(after.pointed.value) is int
    assert "point A5.0" not in str(after)


def test_a_kind_forced_to_a_text_of_another_type_places_a_plain_text() -> None:
    state = placing()
    after = state.apply(forced(Place("A"), kind=Poser("A")))
    assert after == state.apply(Place("A"))
    assert type(after.spaces) is str


@pytest.mark.parametrize(
    ("factory", "action"),
    [
        (rolling, forced(Roll(1), pips=1.5)),
        (rolling, forced(Roll(1), pips="1")),
        (placing, forced(Place("A"), kind=["A"])),
        (placing, forced(Place("A"), kind=None)),
        (pointing, forced(Point("A", 5), value=5.5)),
        (pointing, forced(Point("A", 5), kind=1)),
    ],
    # A step by its function's name, not its address: the same test id in every
    # process, as pytest-xdist requires.
    ids=lambda value: value.__name__ if callable(value) else repr(value),
)
def test_other_forced_fields_are_refused_as_malformed(
    factory: Callable[[], BeastyBordersState], action: object
) -> None:
    state = factory()
    assert not agree(state, action)
    check_refused_by(state, action, "beasty-borders.action.malformed")


# -- the options -----------------------------------------------------------------------------


def test_a_bidding_row_longer_than_the_notation_writes_is_refused() -> None:
    """``point X1000`` would be no notation, so a record of such a game would not read back."""
    assert MAX_VALUE == 999
    row = (BIDDING_ROW * 40)[:1000]
    with pytest.raises(ValueError, match="values 1 to 999 at most"):
        GAME.setup(options=Options(without_luck=True, bidding_row=row))
    GAME.setup(options=Options(without_luck=True, bidding_row=row[:MAX_VALUE]))


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("tiles", list(TILES)),
        ("tiles", tuple(map(Poser, TILES))),
        ("layout", list(range(1, 10))),
        ("bidding_row", list(BIDDING_ROW)),
        ("walk", Poser("rows")),
        ("walk", ["rows"]),
        ("without_luck", 0),
    ],
    ids=repr,
)
def test_options_forced_past_their_converters_are_a_value_error(name: str, value: object) -> None:
    options = Options()
    object.__setattr__(options, name, value)
    with pytest.raises(ValueError):
        GAME.setup(options=options)
    with pytest.raises(ValueError):
        GAME.check_options(options)


# -- finding 3 -------------------------------------------------------------------------------


def _pointed(n: int) -> BeastyBordersState:
    """A 'Without Luck' game on a bidding row never used before, a few turns in."""
    row = ("A", "X", "B", "Y") * (3 + n % 50) + ("AXBY",) * (1 + n // 50)
    state = GAME.setup(options=Options(without_luck=True, layout=SIX, bidding_row=row))
    for _ in range(4):
        state = state.apply(state.legal_actions()[0] if state.to_move is not None else Roll(1))
    return state


def test_300_setups_with_new_bidding_rows_leave_every_cache_bounded() -> None:
    check_caches_stay_bounded("tablerules.beasty_borders", _pointed, {})
