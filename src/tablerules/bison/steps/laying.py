"""Laying the landscape tile, the first step of the tile action.

"Once per season, you must place your landscape tile and add 0 to 5 hunters
onto the game board. You must place the tile so that it lines up with the
tiles already present on the game board. You may place your tile in any
orientation: you do not have to connect rivers to each other, and prairies
may be placed next to mountains."

"Important: no tile may ever be placed more than 3 landscape tiles away from
the totem symbol!" (BIS-4: places 1 to 27.)

Where a tile may go is :meth:`Board.open_places
<tablerules.bison.board.Board.open_places>`: the empty places that share an
edge with the landscape. The listing lays the tile there in each of six
turns, and the refusal explains a place that is not open.
"""

from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING, Final

from tablerules.bison.actions import BisonAction, Buy, Exchange, Lay
from tablerules.bison.board import PLACES
from tablerules.bison.phase import Phase
from tablerules.bison.steps import trading
from tablerules.bison.steps.turn import DUE, Listed, elsewhere, not_a_choice, put
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import Listing

if TYPE_CHECKING:
    from tablerules.bison.state import BisonState

__all__ = ["ADJACENT", "DISTANCE", "PLACE_TAKEN", "ROTATION", "Laying", "applied", "listing", "refusal"]

#: A tile turns 0 to 5 sixths.
ROTATION: Final = "bison.tile.rotation"
#: No tile more than 3 tiles from the totem: the places are 1 to 27.
DISTANCE: Final = "bison.tile.distance"
#: A tile already lies on that place.
PLACE_TAKEN: Final = "bison.tile.place-taken"
#: The place shares no edge with the landscape.
ADJACENT: Final = "bison.tile.adjacent"

_ENTERING: Final = Phase.ENTERING
_TURNS: Final = 6
#: Each place's six ways to lay a tile there, by place number (1 to 27).
_LAYS: Final = ((), *(tuple(Lay(place, r) for r in range(_TURNS)) for place in range(1, len(PLACES) + 1)))
#: The same values by ``(place, rotation)``: found by their fields' values, as equality finds them.
_LAY_AT: Final = {(lay.place, lay.rotation): lay for lays in _LAYS for lay in lays}


class Laying(Listing):
    """Laying the tile on the ``open`` places, in each turn, then the trades ``offers``.

    A lay is found by its place and turn, with no look-up among all of them.
    """

    __slots__ = ("offers", "open")

    def __init__(self, open: tuple[int, ...], offers: Listed) -> None:
        # By place, then turn.
        Listing.__init__(self, (*chain.from_iterable(map(_LAYS.__getitem__, open)), *offers.actions))
        self.open = open
        self.offers = offers

    def find(self, action: object) -> BisonAction | None:
        kind = type(action)
        if kind is Lay:
            try:
                lay = _LAY_AT.get((action.place, action.rotation))  # type: ignore[attr-defined]
            except TypeError:  # unhashable: no action at all
                return None
            return lay if lay is not None and lay.place in self.open else None
        if kind is Buy or kind is Exchange:
            return self.offers.find(action)
        return None


def listing(state: BisonState) -> Laying:
    """Laying the tile on each open place in each turn, then the trades."""
    keep = DUE[state.pending.hunters]  # type: ignore[union-attr]
    return Laying(
        state.board.open_places(),
        trading.offers(state.supplies[(state.first + state.turn) % state.seats], keep),
    )


def applied(state: BisonState, action: BisonAction) -> BisonState:
    """The tile lies on the landscape: the seat puts hunters on it next; or a trade."""
    if type(action) is not Lay:
        return trading.traded(state, action)
    place, rotation = action.place, action.rotation
    seat = (state.first + state.turn) % state.seats  # the acting seat
    tile: int = state.hands[seat]  # type: ignore[assignment]
    return state._evolve(
        laid=(*state.laid, (place, tile, rotation)),
        hands=put(state.hands, seat, None),
        board=state.board.with_tile(place, tile, rotation),
        phase=_ENTERING,
        pending=state.pending.evolve(place=place),  # type: ignore[union-attr]
    )


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """Why ``action`` lays no tile where one may lie."""
    if type(action) is not Lay:
        return elsewhere(state, action)
    place, rotation = action.place, action.rotation
    if not 0 <= rotation < _TURNS:
        return IllegalActionError(ROTATION, f"a tile turns 0 to 5 sixths, not {rotation}", action=action)
    if not 1 <= place <= len(PLACES):
        where = "is more than 3 tiles from the totem" if place > len(PLACES) else "does not exist"
        return IllegalActionError(
            DISTANCE,
            f"place {place} {where}: no tile may ever be placed more than 3 tiles from the totem "
            f"(places 1 to {len(PLACES)} are within 3)",
            action=action,
        )
    board = state.board
    if place not in board.open_places():
        if not board.is_empty(place):
            return IllegalActionError(PLACE_TAKEN, f"a tile already lies on place {place}", action=action)
        return IllegalActionError(ADJACENT, f"place {place} shares no edge with the landscape", action=action)
    return not_a_choice(state, action)
