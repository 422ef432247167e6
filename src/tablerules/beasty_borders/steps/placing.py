"""Place or pass, in the main game: the roller first, then, after a pass, the other player.

"Now place one of your animals at the space with the steps-marker, or pass.
If you pass, then the other player can choose to place one of their animals
there, or pass too."
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Final

from tablerules.beasty_borders.actions import PASS, LayTile, Pass, Place, Point, Roll
from tablerules.beasty_borders.components import EMPTY_MARKER, KINDS, SEAT_KINDS
from tablerules.beasty_borders.phase import Phase
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import Listing
from tablerules.core.rules import NOT_AN_ACTION, PLAYER_DECIDES

if TYPE_CHECKING:
    from tablerules.beasty_borders.actions import BeastyBordersAction
    from tablerules.beasty_borders.state import BeastyBordersState, Supply

__all__ = [
    "KIND",
    "NONE_LEFT",
    "OWN_ANIMALS",
    "POINT_WITHOUT_LUCK_ONLY",
    "SLOT",
    "listing",
    "placed",
    "refusal",
    "take",
]

#: There are animals of the kinds A to C and X to Z only.
KIND: Final = "beasty-borders.place.kind"
#: A player places their own animals only.
OWN_ANIMALS: Final = "beasty-borders.place.own-animals"
#: A player places an animal they still have.
NONE_LEFT: Final = "beasty-borders.place.none-left"
#: Pointing at the bidding row is 'Without Luck''s, not the main game's.
POINT_WITHOUT_LUCK_ONLY: Final = "beasty-borders.point.without-luck-only"

_ROLLER_DECIDES: Final = Phase.ROLLER_DECIDES
_OTHER_DECIDES: Final = Phase.OTHER_DECIDES
_PLACE: Final = {kind: Place(kind) for kind in KINDS}
#: Where each kind's count sits in a :data:`~tablerules.beasty_borders.state.Supply`: ``(seat, index)``.
SLOT: Final = {kind: (seat, kinds.index(kind)) for seat, kinds in enumerate(SEAT_KINDS) for kind in kinds}


# Bounded: a position made by hand may hold any counts. A seat's counts take
# 9 * 8 * 6 values in the printed game, so play never misses.
@functools.lru_cache(maxsize=1024)
def listing(seat: int, counts: tuple[int, ...]) -> Listing:
    """Placing each kind ``seat`` still has (``counts`` left of each of its kinds), or
    passing: only passing for a seat with no animals left, which still takes its turns (BB-6)."""
    kinds = SEAT_KINDS[seat]
    return Listing((*(_PLACE[kind] for kind, left in zip(kinds, counts, strict=True) if left), PASS))


def take(supply: Supply, kind: str) -> Supply:
    """The supply after one animal of ``kind`` left it."""
    seat, index = SLOT[kind]
    counts = supply[seat]
    counts = (*counts[:index], counts[index] - 1, *counts[index + 1 :])
    return (counts, supply[1]) if seat == 0 else (supply[0], counts)


def placed(state: BeastyBordersState, action: BeastyBordersAction) -> BeastyBordersState:
    """The animal placed on the steps-marker's space, or the pass, and who rolls next."""
    roller = state.roller
    if state.phase is _ROLLER_DECIDES:
        if type(action) is Pass:
            # "If you pass, then the other player can choose to place one of
            # their animals there, or pass too."
            return state._next(_OTHER_DECIDES, state.marker)
        # "If you placed an animal, the next turn is the other player's turn."
        next_roller = 1 - roller
    elif type(action) is Pass:
        # "When both players passed, place an empty-space-marker at that space."
        # The markers never run out (BB-11).
        # "If you passed in your own turn, the next turn is your turn again!!"
        return state._filled(EMPTY_MARKER, roller, state.supply, state.row)
    else:
        next_roller = roller
    kind: str = action.kind  # type: ignore[attr-defined]
    return state._filled(kind, next_roller, take(state.supply, kind), state.row)


def refusal(state: BeastyBordersState, action: object) -> IllegalActionError:
    """Why ``action`` is not placing an animal the seat to move has, nor passing."""
    if isinstance(action, LayTile | Roll):
        return IllegalActionError(
            PLAYER_DECIDES, f"seat {state.to_move} decides now, not chance", action=action
        )
    if isinstance(action, Point):
        return IllegalActionError(
            POINT_WITHOUT_LUCK_ONLY,
            "pointing at the bidding row belongs to the 'Without Luck' variant",
            action=action,
        )
    if not isinstance(action, Place):
        # Passing is legal whenever a player decides.
        return IllegalActionError(
            NOT_AN_ACTION, f"{action!r} is not a Beasty Borders decision", action=action
        )
    seat = state.to_move
    if action.kind not in KINDS:
        return IllegalActionError(KIND, f"there are no animals of kind {action.kind!r}", action=action)
    if action.kind not in SEAT_KINDS[seat]:  # type: ignore[index]
        return IllegalActionError(OWN_ANIMALS, f"{action.kind} is not one of your animals", action=action)
    return IllegalActionError(NONE_LEFT, f"you have no {action.kind} animals left", action=action)
