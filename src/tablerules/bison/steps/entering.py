"""Putting hunters into play on the tile just laid, the second step of the tile action.

"When you play your landscape tile, you must also place hunters from your
horde on one of the terrains of that tile. This is the only way for you to
add hunters onto the game board!" "You must have hunters in reserve if you
wish to place them on the tile." "When you add hunters to a tile, you must
add them as a single group on one terrain of the newly placed tile (prairie,
river, or mountain)." "The number of hunters you add to the tile determines
how much food you must spend."

So one decision puts 1 to 5 hunters on one field of the new tile, as many as
the reserve holds and the food pays for (:func:`most`); ``done`` puts none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tablerules.bison.actions import DONE, BisonAction, Done, Enter
from tablerules.bison.board import FIELD_NAMES, FIELDS, parse_field
from tablerules.bison.components import MAX_HUNTERS, counted
from tablerules.bison.steps import paying, trading
from tablerules.bison.steps.turn import (
    AT_MOST_FIVE,
    DUE,
    Listed,
    cost_refusal,
    elsewhere,
    most_hunters,
    not_a_choice,
    put,
    unknown_field,
)
from tablerules.core.errors import IllegalActionError

if TYPE_CHECKING:
    from tablerules.bison.progress import Pending
    from tablerules.bison.state import BisonState
    from tablerules.bison.supply import Supply

__all__ = ["COUNT", "NEW_TILE", "RESERVE", "applied", "listing", "most", "refusal"]

#: Hunters come into play only on the tile just laid.
NEW_TILE: Final = "bison.enter.new-tile"
#: 1 to 5 hunters, or ``done`` for none.
COUNT: Final = "bison.enter.count"
#: Not that many hunters in the reserve.
RESERVE: Final = "bison.enter.reserve"

#: By field number: putting 1 to 5 hunters into play there, in that order.
_ENTERS: Final = tuple(
    tuple(Enter(FIELD_NAMES[field], count) for count in range(1, MAX_HUNTERS + 1)) for field in range(FIELDS)
)
_FIELD_NUMBER: Final = {name: field for field, name in enumerate(FIELD_NAMES)}
#: By place (1 to 27) and most hunters (0 to 5): putting 1 to that many on the tile's
#: prairie, river and mountain, then ``done``. One tuple for every position that asks,
#: which the trades' listing keeps its listing by (:meth:`Listed.preceded`).
_OWN: Final = (
    (),
    *(
        tuple(
            (*_ENTERS[field][:count], *_ENTERS[field + 1][:count], *_ENTERS[field + 2][:count], DONE)
            for count in range(MAX_HUNTERS + 1)
        )
        for field in range(0, FIELDS, 3)
    ),
)


def most(supply: Supply) -> int:
    """The most hunters ``supply`` may put into play: what the reserve holds, up to 5, payable."""
    return min(most_hunters(supply.total), supply.hunters)


def listing(state: BisonState) -> Listed:
    """Putting 1 to :func:`most` hunters on each field of the new tile, ``done``, then the trades."""
    supply = state.supplies[(state.first + state.turn) % state.seats]  # the acting seat's
    pending: Pending = state.pending  # type: ignore[assignment]
    own = _OWN[pending.place][most(supply)]
    return trading.offers(supply, DUE[pending.hunters]).preceded(own)


def applied(state: BisonState, action: BisonAction) -> BisonState:
    """The hunters stand on the field and the cost is settled; ``done`` puts none; or a trade."""
    kind = type(action)
    if kind is Enter:
        count: int = action.hunters  # type: ignore[attr-defined]
        seat = (state.first + state.turn) % state.seats  # the acting seat
        supply = state.supplies[seat]
        supplies = put(state.supplies, seat, supply.with_hunters(supply.hunters - count))
        pending = state.pending.evolve(hunters=count)  # type: ignore[union-attr]
        changes = state._pieces_set({_FIELD_NUMBER[action.field]: (seat, count, 0)})  # type: ignore[attr-defined]
        return paying.settled(state, pending, supplies=supplies, **changes)
    if kind is Done:
        return paying.settled(state, state.pending)  # type: ignore[arg-type]
    return trading.traded(state, action)


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """Why ``action`` puts no hunters into play that may come into play."""
    if type(action) is not Enter:
        return elsewhere(state, action)
    try:
        field = parse_field(action.field)
    except ValueError as error:
        return unknown_field(action, error)
    pending = state.pending
    supply = state.supplies[state.acting_seat]
    count = action.hunters
    if pending is None or field // 3 + 1 != pending.place:
        return IllegalActionError(
            NEW_TILE, "hunters come into play only on a field of the tile you just laid", action=action
        )
    if count < 1:
        return IllegalActionError(
            COUNT, "put 1 to 5 hunters into play, or say 'done' to put none", action=action
        )
    if count <= most(supply):
        return not_a_choice(state, action)
    # More than most(): which of its limits?
    if count > MAX_HUNTERS:
        return IllegalActionError(
            AT_MOST_FIVE, f"an action uses at most {MAX_HUNTERS} hunters, not {count}", action=action
        )
    if count > supply.hunters:
        return IllegalActionError(
            RESERVE,
            f"you have {counted(supply.hunters, 'hunters')} in your reserve, not {count}: "
            "buy more at the market first",
            action=action,
        )
    return cost_refusal(state, count, action) or not_a_choice(state, action)
