"""Why an action is refused: the rule it breaks, in words a player understands.

Only called when an action is not among the legal ones, so none of this runs
on the hot path. Every rule id here is listed on the Beasty Borders rules page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from tablerules.beasty_borders.actions import BeastyBordersAction, LayTile, Place, Point, Roll
from tablerules.beasty_borders.board import signpost_tile
from tablerules.beasty_borders.components import DIE_SIDES, KINDS, SEAT_KINDS
from tablerules.beasty_borders.phase import Phase
from tablerules.core.errors import IllegalActionError

if TYPE_CHECKING:
    from tablerules.beasty_borders.state import BeastyBordersState

__all__ = ["refusal"]


def refusal(state: BeastyBordersState, action: BeastyBordersAction) -> IllegalActionError:
    """The error for an action of this title that is not legal in ``state``."""
    rule, reason = _why(state, action)
    return IllegalActionError(rule, reason, action=action)


def _why(state: BeastyBordersState, action: BeastyBordersAction) -> tuple[str, str]:
    phase = state.phase
    if phase is Phase.LAYING_TILES:
        if not isinstance(action, LayTile):
            return "core.chance-decides", "the tiles are still being laid: chance decides now"
        return _why_tile(state, action)
    if phase is Phase.ROLLING:
        if isinstance(action, Roll):
            return "beasty-borders.roll.d8", f"the D8 shows 1 to {DIE_SIDES}, not {action.pips}"
        if isinstance(action, LayTile):
            return "beasty-borders.setup.tiles-laid", "every tile is laid already"
        return "core.chance-decides", "the die is rolled now: chance decides"
    if isinstance(action, LayTile | Roll):
        return "core.player-decides", f"seat {state.to_move} decides now, not chance"
    seat = cast(int, state.to_move)  # only the two deciding phases reach this line
    if isinstance(action, Place):
        return _why_place(state, seat, action)
    if isinstance(action, Point):
        return _why_point(state, seat, action)
    # Passing is legal whenever a player decides, so only an unknown kind of
    # action can reach this line.
    return "core.not-an-action", f"{action!r} is not a Beasty Borders decision"


def _why_tile(state: BeastyBordersState, action: LayTile) -> tuple[str, str]:
    if not 1 <= action.tile <= 9:
        return "beasty-borders.setup.tile-number", f"the tiles are numbered 1 to 9, not {action.tile}"
    if action.tile in state.layout:
        return "beasty-borders.setup.tile-once", f"tile {action.tile} is laid already"
    signpost = signpost_tile(state.options.tiles)
    return (
        "beasty-borders.without-luck.signpost-tile",
        f"the last place must take tile {signpost}: the marker's start tile must be one of the six",
    )


def _why_place(state: BeastyBordersState, seat: int, action: Place) -> tuple[str, str]:
    if state.options.without_luck:
        return (
            "beasty-borders.without-luck.point",
            "in 'Without Luck' you point at one of your animals in the bidding row",
        )
    if action.kind not in KINDS:
        return "beasty-borders.place.kind", f"there are no animals of kind {action.kind!r}"
    if action.kind not in SEAT_KINDS[seat]:
        return "beasty-borders.place.own-animals", f"{action.kind} is not one of your animals"
    return "beasty-borders.place.none-left", f"you have no {action.kind} animals left"


def _why_point(state: BeastyBordersState, seat: int, action: Point) -> tuple[str, str]:
    if not state.options.without_luck:
        return (
            "beasty-borders.point.without-luck-only",
            "pointing at the bidding row belongs to the 'Without Luck' variant",
        )
    if action.kind not in SEAT_KINDS[seat]:
        return "beasty-borders.point.own-animals", f"{action.kind} is not one of your animals"
    row = state.row
    value = action.value
    if not (1 <= value <= len(row) and action.kind in row[value - 1]):
        return (
            "beasty-borders.point.in-row",
            f"there is no {action.kind} of value {action.value} in the bidding row",
        )
    pointed = state.pointed
    already = f"the {pointed.kind} of value {pointed.value}" if pointed else "the animal"
    return (
        "beasty-borders.point.higher",
        f"you must point at an animal of a higher value than {already} already pointed at",
    )
