"""Placing or enlarging a tipi or a canoe (and in Variant 2 reducing or removing one).

"You may build tipis on mountains or prairies. In addition, there may be only
one tipi on each terrain space ... If you wish to build a tipi on a terrain,
you must have hunters on that terrain. 1 hunter may be replaced by a single
tipi; 2 hunters may be replaced by a double tipi; and so on. Select the size
of tipi (shown by the number of diamonds) you wish to build, and take it from
your reserve (or trade for it at the market)." "You may enlarge one of your
tipis if you have hunters on the same terrain." "Important: for one action,
you may either place or enlarge a single tipi." "You may only place canoes on
rivers ... Placing canoes works the same way as placing tipis."

Variant 1: "you may build or enlarge tipis or canoes in several locations
instead of just one. The cost still depends on the total number of hunters
used for that action" (BIS-9). Variant 2: "you may also reduce or remove a
tipi or canoe ... For each diamond removed, take a hunter from your reserve
and place it at the location of the reduced tipi or canoe" (BIS-10).

:func:`sizes_open` decides what size a piece may take; the listing offers
those sizes, and the refusal explains any other.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Final

from tablerules.bison.actions import DONE, BisonAction, Build, Done
from tablerules.bison.board import FIELD_NAMES, FIELDS, parse_field
from tablerules.bison.components import PIECE_SIZES, SEAT_NAMES, Kind, Terrain, counted
from tablerules.bison.steps import paying, trading
from tablerules.bison.steps.turn import (
    DUE,
    NOTATION_FIELD,
    Listed,
    cost_refusal,
    elsewhere,
    fields_of,
    most_hunters,
    not_a_choice,
    put,
    unknown_field,
)
from tablerules.core.errors import IllegalActionError

if TYPE_CHECKING:
    from tablerules.bison.progress import Pending
    from tablerules.bison.state import BisonState

__all__ = [
    "CANOE_CHANGE",
    "CANOE_HUNTERS_PRESENT",
    "CANOE_IN_RESERVE",
    "CANOE_ONCE_PER_FIELD",
    "CANOE_REDUCE",
    "CANOE_RESERVE_HUNTERS",
    "CANOE_SIZE",
    "CANOE_TERRAIN",
    "FIELD_ONE_PLAYER",
    "TIPI_CHANGE",
    "TIPI_HUNTERS_PRESENT",
    "TIPI_IN_RESERVE",
    "TIPI_ONCE_PER_FIELD",
    "TIPI_REDUCE",
    "TIPI_RESERVE_HUNTERS",
    "TIPI_SIZE",
    "TIPI_TERRAIN",
    "applied",
    "changes",
    "listing",
    "refusal",
    "sizes_open",
]

#: Tipis stand on prairies and mountains.
TIPI_TERRAIN: Final = "bison.tipi.terrain"
#: Canoes go on rivers.
CANOE_TERRAIN: Final = "bison.canoe.terrain"
#: Tipis have 1 to 4 diamonds (size 0 removes one, in Variant 2).
TIPI_SIZE: Final = "bison.tipi.size"
#: Canoes have 1 to 4 diamonds (size 0 removes one, in Variant 2).
CANOE_SIZE: Final = "bison.canoe.size"
#: One action changes the tipi on a field once (Variants 1 and 2).
TIPI_ONCE_PER_FIELD: Final = "bison.tipi.once-per-field"
#: One action changes the canoe on a field once (Variants 1 and 2).
CANOE_ONCE_PER_FIELD: Final = "bison.canoe.once-per-field"
#: A field holds one player's pieces.
FIELD_ONE_PLAYER: Final = "bison.field.one-player"
#: The tipi already has that size, or there is none to remove.
TIPI_CHANGE: Final = "bison.tipi.change"
#: The canoe already has that size, or there is none to remove.
CANOE_CHANGE: Final = "bison.canoe.change"
#: Only Variant 2 reduces or removes a tipi.
TIPI_REDUCE: Final = "bison.tipi.reduce"
#: Only Variant 2 reduces or removes a canoe.
CANOE_REDUCE: Final = "bison.canoe.reduce"
#: Reducing a tipi takes a hunter from the reserve for each diamond.
TIPI_RESERVE_HUNTERS: Final = "bison.tipi.reserve-hunters"
#: Reducing a canoe takes a hunter from the reserve for each diamond.
CANOE_RESERVE_HUNTERS: Final = "bison.canoe.reserve-hunters"
#: Placing or enlarging a tipi takes one of the seat's hunters on the field for each diamond added.
TIPI_HUNTERS_PRESENT: Final = "bison.tipi.hunters-present"
#: Placing or enlarging a canoe takes one of the seat's hunters on the field for each diamond added.
CANOE_HUNTERS_PRESENT: Final = "bison.canoe.hunters-present"
#: The tipi of that size comes from the reserve.
TIPI_IN_RESERVE: Final = "bison.tipi.in-reserve"
#: The canoe of that size comes from the reserve.
CANOE_IN_RESERVE: Final = "bison.canoe.in-reserve"

# The rules of tipis and canoes are alike: each id by the piece that breaks it.
_SIZE: Final = {"tipi": TIPI_SIZE, "canoe": CANOE_SIZE}
_ONCE_PER_FIELD: Final = {"tipi": TIPI_ONCE_PER_FIELD, "canoe": CANOE_ONCE_PER_FIELD}
_CHANGE: Final = {"tipi": TIPI_CHANGE, "canoe": CANOE_CHANGE}
_REDUCE: Final = {"tipi": TIPI_REDUCE, "canoe": CANOE_REDUCE}
_RESERVE_HUNTERS: Final = {"tipi": TIPI_RESERVE_HUNTERS, "canoe": CANOE_RESERVE_HUNTERS}
_HUNTERS_PRESENT: Final = {"tipi": TIPI_HUNTERS_PRESENT, "canoe": CANOE_HUNTERS_PRESENT}
_IN_RESERVE: Final = {"tipi": TIPI_IN_RESERVE, "canoe": CANOE_IN_RESERVE}

_TIPI: Final = Kind.TIPI
_CANOE: Final = Kind.CANOE
_RIVER: Final = Terrain.RIVER
_PIECE_OF: Final = {_TIPI: "tipi", _CANOE: "canoe"}
#: Where tipis stand, and canoes.
_TERRAINS: Final = {_TIPI: (Terrain.PRAIRIE, Terrain.MOUNTAIN), _CANOE: (_RIVER,)}
#: By field number: a tipi or canoe of size 0 to 4 there.
_BUILDS: Final = tuple(tuple(Build(FIELD_NAMES[field], size) for size in range(5)) for field in range(FIELDS))
_FIELD_NUMBER: Final = {name: field for field, name in enumerate(FIELD_NAMES)}


# Keyed by public values, few: sizes 0 to 4, hunter counts, sizes in a reserve.
@functools.lru_cache(maxsize=4096)
def sizes_open(here: int, room: int, sizes: tuple[int, ...], reserve: int) -> tuple[tuple[int, int], ...]:
    """The sizes a tipi or canoe of ``here`` diamonds (0: none) on a field of the seat's may take
    in one change, by size, each with the hunters it uses.

    A larger one of ``sizes`` (those in the reserve) takes one of the ``room``
    hunters on the field for each diamond added, who move into it. In Variant
    2 (``reserve`` is then the hunters in the reserve, else -1) a smaller one,
    or none (size 0), takes a hunter from the reserve for each diamond taken
    off, placed on the field (BIS-10).
    """
    open_ = [(size, size - here) for size in sizes if here < size <= here + room]
    if reserve >= 0 and here:
        open_ += [(size, here - size) for size in (0, *sizes) if size < here and reserve >= here - size]
    open_.sort()
    return tuple(open_)


def changes(state: BisonState, seat: int) -> list[tuple[int, int, int]]:
    """The tipi or canoe changes open to ``seat`` now: ``(field, new size, hunters used)``."""
    pending: Pending = state.pending  # type: ignore[assignment]
    supply = state.supplies[seat]
    variant = state.options.variant
    touched = pending.touched
    if variant == 0 and touched:
        return []
    kind = pending.kind
    sizes = tuple(dict.fromkeys(supply.tipis if kind is _TIPI else supply.canoes))
    reserve = supply.hunters if variant == 2 else -1
    hunters, pieces = state.hunters, state.pieces
    # The hunters the action may still use: at most 5 in all, and payable.
    spare = most_hunters(supply.total) - pending.hunters
    owned = fields_of(state.owner, seat)
    found: list[tuple[int, int, int]] = []
    for terrain in _TERRAINS[kind]:
        for field in owned:
            if field % 3 != terrain or field in touched:
                continue
            found += [
                (field, size, used)
                for size, used in sizes_open(pieces[field], hunters[field], sizes, reserve)
                if used <= spare
            ]
    return found


def listing(state: BisonState) -> Listed:
    """Each change of :func:`changes` for the acting seat, ``done``, then the trades."""
    seat = (state.first + state.turn) % state.seats  # the acting seat
    offers = trading.offers(state.supplies[seat], DUE[state.pending.hunters])  # type: ignore[union-attr]
    return Listed((*(_BUILDS[field][size] for field, size, _ in changes(state, seat)), DONE, *offers.actions))


def applied(state: BisonState, action: BisonAction) -> BisonState:
    """The tipi or canoe changed and the hunters moved; the action settles after one change
    in the basic rules; ``done`` settles it; or a trade."""
    kind = type(action)
    if kind is Done:
        return paying.settled(state, state.pending)  # type: ignore[arg-type]
    if kind is not Build:
        return trading.traded(state, action)
    field, size = _FIELD_NUMBER[action.field], action.size  # type: ignore[attr-defined]
    seat = (state.first + state.turn) % state.seats  # the acting seat
    pending: Pending = state.pending  # type: ignore[assignment]
    here = state.pieces[field]
    supply = state.supplies[seat].swapped(_PIECE_OF[pending.kind], size, here)
    if size > here:
        # "remove the corresponding number of hunters from the game board and return them to your reserve"
        used = size - here
        count = state.hunters[field] - used
        supply = supply.with_hunters(supply.hunters + used)
    else:
        # Variant 2: "For each diamond removed, take a hunter from your reserve and place it there."
        used = here - size
        count = state.hunters[field] + used
        supply = supply.with_hunters(supply.hunters - used)
    changed = state._pieces_set({field: (seat, count, size)})
    changed["supplies"] = put(state.supplies, seat, supply)
    pending = pending.evolve(hunters=pending.hunters + used, touched=(*pending.touched, field))
    if state.options.variant == 0:
        # "for one action, you may either place or enlarge a single tipi."
        return paying.settled(state, pending, **changed)
    return state._evolve(pending=pending, **changed)


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """Why ``action`` is no change of a tipi or canoe that the seat may make."""
    if type(action) is not Build:
        return elsewhere(state, action)
    try:
        field = parse_field(action.field)
    except ValueError as error:
        return unknown_field(action, error)
    name, size = action.field, action.size
    seat = state.acting_seat
    pending: Pending = state.pending  # type: ignore[assignment]
    piece = _PIECE_OF[pending.kind]
    river = field % 3 == _RIVER
    if piece == "tipi" and river:
        return IllegalActionError(
            TIPI_TERRAIN, "tipis stand on mountains or prairies, not on rivers", action=action
        )
    if piece == "canoe" and not river:
        return IllegalActionError(CANOE_TERRAIN, "canoes go only on rivers", action=action)
    if not state.board.has_field(field):
        return IllegalActionError(NOTATION_FIELD, f"no tile lies on place {field // 3 + 1}", action=action)
    if not 0 <= size <= max(PIECE_SIZES):
        return IllegalActionError(
            _SIZE[piece], f"{piece}s have 1 to {max(PIECE_SIZES)} diamonds, not {size}", action=action
        )
    if field in pending.touched:
        return IllegalActionError(
            _ONCE_PER_FIELD[piece], f"this action has already changed the {piece} on {name}", action=action
        )
    owner = state.owner[field]
    if owner >= 0 and owner != seat:
        return IllegalActionError(
            FIELD_ONE_PLAYER,
            f"{name} holds {SEAT_NAMES[owner]}'s pieces: one player's pieces a field",
            action=action,
        )
    here = state.pieces[field]
    supply = state.supplies[seat]
    variant = state.options.variant
    room = state.hunters[field] if owner == seat else 0
    sizes = tuple(dict.fromkeys(supply.reserve_of(piece)))
    used = dict(sizes_open(here, room, sizes, supply.hunters if variant == 2 else -1)).get(size)
    if used is not None:
        return cost_refusal(state, pending.hunters + used, action) or not_a_choice(state, action)
    if size == here:
        if not here:
            return IllegalActionError(
                _CHANGE[piece], f"there is no {piece} of yours on {name} to remove", action=action
            )
        return IllegalActionError(
            _CHANGE[piece], f"your {piece} on {name} already has {counted(here, 'diamonds')}", action=action
        )
    if size < here:
        if variant < 2:
            return IllegalActionError(
                _REDUCE[piece], f"only Variant 2 reduces or removes a {piece}", action=action
            )
        if supply.hunters < here - size:
            used = here - size
            return IllegalActionError(
                _RESERVE_HUNTERS[piece],
                f"reducing by {counted(used, 'diamonds')} puts {counted(used, 'hunters')} "
                f"from your reserve there; you have {supply.hunters}",
                action=action,
            )
    elif room < size - here:
        return IllegalActionError(
            _HUNTERS_PRESENT[piece],
            f"to {'enlarge' if here else 'build'} a {piece} of {counted(size, 'diamonds')} you need "
            f"{size - here} of your hunters on {name}; you have {room} there",
            action=action,
        )
    return IllegalActionError(
        _IN_RESERVE[piece],
        f"you have no {piece} of {counted(size, 'diamonds')} in your reserve: buy it at the market first",
        action=action,
    )
