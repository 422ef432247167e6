"""Point or pass, in 'Without Luck': the roller points at an animal of the bidding row,
then the other player may point higher; the highest is placed.

"The player who rolled the die must point at one of their own animals in the
row (or pass). Then the other player can choose an animal of their own with a
higher value in the bidding-row, or pass. Now the chosen animal with the
highest value gets placed at the steps-marker. If both players pass, then an
empty-space-marker gets placed."
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Final

from tablerules.beasty_borders.actions import PASS, LayTile, Pass, Place, Point, Roll
from tablerules.beasty_borders.components import EMPTY_MARKER, SEAT_KINDS
from tablerules.beasty_borders.phase import Phase
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import Listing
from tablerules.core.rules import NOT_AN_ACTION, PLAYER_DECIDES

if TYPE_CHECKING:
    from tablerules.beasty_borders.actions import BeastyBordersAction
    from tablerules.beasty_borders.state import BeastyBordersState

__all__ = ["HIGHER", "IN_ROW", "OWN_ANIMALS", "POINT", "listing", "pointed", "refusal"]

#: In 'Without Luck' a player points at the bidding row instead of placing.
POINT: Final = "beasty-borders.without-luck.point"
#: A player points at their own animals only.
OWN_ANIMALS: Final = "beasty-borders.point.own-animals"
#: A player points at an animal still in the row, at the value named.
IN_ROW: Final = "beasty-borders.point.in-row"
#: The other player points higher than the roller did.
HIGHER: Final = "beasty-borders.point.higher"

_ROLLER_DECIDES: Final = Phase.ROLLER_DECIDES
_OTHER_DECIDES: Final = Phase.OTHER_DECIDES


@functools.lru_cache(maxsize=1024)
def _point(kind: str, value: int) -> Point:
    return Point(kind, value)


# Bounded: a position made by hand may hold any row.
@functools.lru_cache(maxsize=1024)
def listing(seat: int, row: tuple[str, ...], floor: int) -> Listing:
    """Pointing at an own animal in the bidding ``row`` of a value above ``floor`` (the value
    pointed at already, or 0), or passing."""
    kinds = SEAT_KINDS[seat]
    return Listing(
        (
            *(
                _point(kind, value)
                for value, present in enumerate(row, start=1)
                if value > floor
                for kind in present
                if kind in kinds
            ),
            PASS,
        )
    )


def take_from_row(row: tuple[str, ...], kind: str, value: int) -> tuple[str, ...]:
    """The bidding row after the ``kind`` of ``value`` left it."""
    return (*row[: value - 1], row[value - 1].replace(kind, "", 1), *row[value:])


def pointed(state: BeastyBordersState, action: BeastyBordersAction) -> BeastyBordersState:
    """The roller's point (or pass) kept; after the other's answer the highest animal placed.

    The rollers strictly alternate, whatever was passed (BB-12).
    """
    if state.phase is _ROLLER_DECIDES:
        return state._next(_OTHER_DECIDES, state.marker, None if type(action) is Pass else action)  # type: ignore[arg-type]
    chosen: Point | None = state.pointed if type(action) is Pass else action  # type: ignore[assignment]
    next_roller = 1 - state.roller
    if chosen is None:
        return state._filled(EMPTY_MARKER, next_roller, state.supply, state.row)
    row = take_from_row(state.row, chosen.kind, chosen.value)
    return state._filled(chosen.kind, next_roller, state.supply, row)


def refusal(state: BeastyBordersState, action: object) -> IllegalActionError:
    """Why ``action`` is not pointing at an animal the seat to move may point at, nor passing."""
    if isinstance(action, LayTile | Roll):
        return IllegalActionError(
            PLAYER_DECIDES, f"seat {state.to_move} decides now, not chance", action=action
        )
    if isinstance(action, Place):
        return IllegalActionError(
            POINT, "in 'Without Luck' you point at one of your animals in the bidding row", action=action
        )
    if not isinstance(action, Point):
        # Passing is legal whenever a player decides.
        return IllegalActionError(
            NOT_AN_ACTION, f"{action!r} is not a Beasty Borders decision", action=action
        )
    if action.kind not in SEAT_KINDS[state.to_move]:  # type: ignore[index]
        return IllegalActionError(OWN_ANIMALS, f"{action.kind} is not one of your animals", action=action)
    row = state.row
    value = action.value
    if not (1 <= value <= len(row) and action.kind in row[value - 1]):
        return IllegalActionError(
            IN_ROW, f"there is no {action.kind} of value {action.value} in the bidding row", action=action
        )
    already = f"the {state.pointed.kind} of value {state.pointed.value}" if state.pointed else "the animal"
    return IllegalActionError(
        HIGHER,
        f"you must point at an animal of a higher value than {already} already pointed at",
        action=action,
    )
