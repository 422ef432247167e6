"""Why an action is refused: the rule it breaks, in a sentence a player understands.

``BisonState.legal_actions`` is the one source of truth; this module is only
asked about actions that are not legal, and finds the first rule they break,
checking in the order a player would: is it that kind of decision now, is it
yours, then the rule of the step itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, cast

from tablerules.bison.actions import (
    PIECES,
    BisonAction,
    Build,
    Buy,
    Call,
    Choose,
    Done,
    Draw,
    Enter,
    Exchange,
    Gain,
    Gather,
    Lay,
    Move,
    Pay,
)
from tablerules.bison.board import PLACES, parse_field
from tablerules.bison.components import (
    ANIMALS,
    FOOD_CAP,
    MAX_HUNTERS,
    PIECE_SIZES,
    SEAT_NAMES,
    Kind,
    Terrain,
    cost,
    counted,
)
from tablerules.bison.phase import Phase
from tablerules.bison.supply import price
from tablerules.core.errors import IllegalActionError
from tablerules.core.rules import NOT_AN_ACTION

if TYPE_CHECKING:
    from tablerules.bison.progress import Pending
    from tablerules.bison.state import BisonState

__all__ = ["refusal"]

#: The core's id for a value that is no action of the title.

#: The steps each kind of decision belongs to.
_STEP_OF: Final[dict[type[BisonAction], tuple[Phase, ...]]] = {
    Draw: (Phase.DRAWING,),
    Choose: (Phase.CHOOSING,),
    Lay: (Phase.LAYING,),
    Enter: (Phase.ENTERING,),
    Build: (Phase.BUILDING,),
    Gather: (Phase.GATHERING,),
    Call: (Phase.CALLING,),
    Move: (Phase.MOVING,),
    Done: (Phase.ENTERING, Phase.BUILDING, Phase.GATHERING, Phase.CALLING, Phase.MOVING, Phase.CAPPING),
    Gain: (Phase.GAINING,),
    Pay: (Phase.PAYING,),
}
#: The actions whose steps these decisions are: what a player choosing an action must choose first.
_CHOSEN_BY: Final[dict[type[BisonAction], tuple[str, ...]]] = {
    Lay: ("tile",),
    Enter: ("tile",),
    Build: ("tipi", "canoe"),
    Gather: ("gather",),
    Call: ("gather",),
    Move: ("move1", "move3"),
}
_TRADE_STEPS: Final = frozenset(
    {
        Phase.CHOOSING,
        Phase.LAYING,
        Phase.ENTERING,
        Phase.BUILDING,
        Phase.GATHERING,
        Phase.CALLING,
        Phase.MOVING,
        Phase.GAINING,
        Phase.PAYING,
        Phase.CAPPING,
    }
)


def _error(action: BisonAction, rule: str, reason: str) -> IllegalActionError:
    return IllegalActionError(f"bison.{rule}", reason, action=action)


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """The error explaining why ``action`` is not legal in ``state``."""
    kind = type(action)
    if kind is Buy or kind is Exchange:
        return _trade_refusal(state, action)
    steps = _STEP_OF.get(kind)
    if steps is None:
        # Only a class of action that the rules do not know (a subclass made elsewhere) gets here.
        return IllegalActionError(NOT_AN_ACTION, f"{action!r} is not a Bison decision", action=action)
    if state.phase not in steps:
        first = _CHOSEN_BY.get(kind) if state.phase is Phase.CHOOSING else None
        return _error(
            action,
            "turn.step",
            f"{str(action)!r} is not a choice now: the game is at '{state.phase.value}'"
            + (f" ({_now(state)})" if state.phase is not Phase.OVER else "")
            + (
                f"; choose its action first: {' or '.join(repr(f'choose {k}') for k in first)}"
                if first
                else ""
            ),
        )
    try:
        reason = _step_refusal(state, action)
    except ValueError as error:
        return _error(action, "notation.field", str(error))
    if reason is not None:
        return _error(action, reason[0], reason[1])
    return _error(action, "turn.step", f"{str(action)!r} is not one of the choices now ({_now(state)})")


def _now(state: BisonState) -> str:
    seat = state.to_move
    if isinstance(seat, int):
        return f"{SEAT_NAMES[seat]} is {state.phase.value}"
    return state.phase.value


def _step_refusal(state: BisonState, action: BisonAction) -> tuple[str, str] | None:
    """The rule id and reason for an action of the right step that is still illegal."""
    kind = type(action)
    if kind is Draw:
        return ("draw.pile", f"tile {cast(Draw, action).tile} is not in the pile")
    if kind is Choose:
        return _choose_refusal(state, cast(Choose, action).kind)
    if kind is Lay:
        return _lay_refusal(state, cast(Lay, action))
    if kind is Enter:
        return _enter_refusal(state, cast(Enter, action))
    if kind is Build:
        return _build_refusal(state, cast(Build, action))
    if kind is Gather:
        field = parse_field(cast(Gather, action).field)
        if state.owner[field] != state.acting_seat or not state.hunters[field]:
            return (
                "gather.hunter-present",
                "hunters gather only on a field that has at least one of your hunters",
            )
        return None
    if kind is Call:
        return _call_refusal(state, cast(Call, action))
    if kind is Move:
        return _move_refusal(state, cast(Move, action))
    if kind is Done:
        return None
    if kind is Gain:
        return ("gain.animal", f"the animals are {', '.join(ANIMALS)}, not {cast(Gain, action).animal!r}")
    return _pay_refusal(state, cast(Pay, action))


def _choose_refusal(state: BisonState, kind: Kind) -> tuple[str, str] | None:
    supply = state.supplies[state.acting_seat]
    if supply.has_used(kind):
        return (
            "action.once-per-season",
            f"you have already taken '{kind.title_in(state.options.variant)}' this season: "
            "each action once a season",
        )
    if kind is not Kind.TILE and Kind.TILE in state.free_kinds(state.acting_seat):
        return (
            "tile.compulsory",
            "this is your last action of the season and your tile is not laid: you must play it now",
        )
    return None


def _lay_refusal(state: BisonState, lay: Lay) -> tuple[str, str] | None:
    if not 0 <= lay.rotation < 6:
        return ("tile.rotation", f"a tile turns 0 to 5 sixths, not {lay.rotation}")
    if not 1 <= lay.place <= len(PLACES):
        where = "is more than 3 tiles from the totem" if lay.place > len(PLACES) else "does not exist"
        return (
            "tile.distance",
            f"place {lay.place} {where}: no tile may ever be placed more than 3 tiles from the totem "
            f"(places 1 to {len(PLACES)} are within 3)",
        )
    board = state.board
    if not board.is_empty(lay.place):
        return ("tile.place-taken", f"a tile already lies on place {lay.place}")
    if not board.touches_landscape(lay.place):
        return ("tile.adjacent", f"place {lay.place} shares no edge with the landscape")
    return None


def _costs(hunters: int, due: int) -> str:
    """What ``hunters`` hunters cost, as a sentence's start: "1 hunter costs 0 animals"."""
    return f"{counted(hunters, 'hunters')} cost{'s' if hunters == 1 else ''} {counted(due, 'animals')}"


def _enter_refusal(state: BisonState, enter: Enter) -> tuple[str, str] | None:
    field = parse_field(enter.field)
    pending = state.pending
    supply = state.supplies[state.acting_seat]
    if pending is None or field // 3 + 1 != pending.place:
        return ("enter.new-tile", "hunters come into play only on a field of the tile you just laid")
    if enter.hunters < 1:
        return ("enter.count", "put 1 to 5 hunters into play, or say 'done' to put none")
    if enter.hunters > MAX_HUNTERS:
        return ("hunters.at-most-five", f"an action uses at most {MAX_HUNTERS} hunters, not {enter.hunters}")
    if enter.hunters > supply.hunters:
        return (
            "enter.reserve",
            f"you have {counted(supply.hunters, 'hunters')} in your reserve, not {enter.hunters}: "
            "buy more at the market first",
        )
    return _cost_refusal(state, enter.hunters)


def _cost_refusal(state: BisonState, hunters: int) -> tuple[str, str] | None:
    supply = state.supplies[state.acting_seat]
    if hunters > MAX_HUNTERS:
        return ("hunters.at-most-five", f"an action uses at most {MAX_HUNTERS} hunters, not {hunters}")
    if cost(hunters) > supply.total:
        return (
            "cost.afford",
            f"{_costs(hunters, cost(hunters))} and you have {supply.total}",
        )
    return None


def _build_refusal(state: BisonState, build: Build) -> tuple[str, str] | None:
    seat = state.acting_seat
    pending = cast("Pending", state.pending)
    field = parse_field(build.field)
    piece = "canoe" if pending.kind is Kind.CANOE else "tipi"
    terrain = Terrain(field % 3)
    if piece == "tipi" and terrain is Terrain.RIVER:
        return ("tipi.terrain", "tipis stand on mountains or prairies, not on rivers")
    if piece == "canoe" and terrain is not Terrain.RIVER:
        return ("canoe.terrain", "canoes go only on rivers")
    if not state.board.has_field(field):
        return ("notation.field", f"no tile lies on place {field // 3 + 1}")
    if not 0 <= build.size <= max(PIECE_SIZES):
        return (f"{piece}.size", f"{piece}s have 1 to {max(PIECE_SIZES)} diamonds, not {build.size}")
    if field in pending.touched:
        return (f"{piece}.once-per-field", f"this action has already changed the {piece} on {build.field}")
    owner = state.owner[field]
    if owner >= 0 and owner != seat:
        return (
            "field.one-player",
            f"{build.field} holds {SEAT_NAMES[owner]}'s pieces: one player's pieces a field",
        )
    here = state.pieces[field]
    supply = state.supplies[seat]
    if build.size == here:
        if not here:
            return (f"{piece}.change", f"there is no {piece} of yours on {build.field} to remove")
        return (f"{piece}.change", f"your {piece} on {build.field} already has {counted(here, 'diamonds')}")
    if build.size < here:
        if state.options.variant < 2:
            return (f"{piece}.reduce", f"only Variant 2 reduces or removes a {piece}")
        used = here - build.size
        if supply.hunters < used:
            return (
                f"{piece}.reserve-hunters",
                f"reducing by {counted(used, 'diamonds')} puts {counted(used, 'hunters')} "
                "from your reserve there; "
                f"you have {supply.hunters}",
            )
    else:
        used = build.size - here
        if state.hunters[field] < max(used, 1) or owner != seat:
            what = "build" if not here else "enlarge"
            return (
                f"{piece}.hunters-present",
                f"to {what} a {piece} of {counted(build.size, 'diamonds')} you need {used} of your hunters "
                f"on {build.field}; you have {state.hunters[field] if owner == seat else 0} there",
            )
    if build.size and build.size not in supply.reserve_of(piece):
        return (
            f"{piece}.in-reserve",
            f"you have no {piece} of {counted(build.size, 'diamonds')} in your reserve: "
            "buy it at the market first",
        )
    return _cost_refusal(state, pending.hunters + used)


def _call_refusal(state: BisonState, call: Call) -> tuple[str, str] | None:
    pending = cast("Pending", state.pending)
    field = parse_field(call.field)
    if field == pending.target:
        return ("gather.from-elsewhere", "the hunters already on the gathering field do not come again")
    if state.owner[field] != state.acting_seat or not state.hunters[field]:
        return ("gather.own-hunter", f"you have no hunter on {call.field}")
    return _cost_refusal(state, pending.hunters + 1)


def _move_refusal(state: BisonState, move: Move) -> tuple[str, str] | None:
    pending = cast("Pending", state.pending)
    seat = state.acting_seat
    origin, to = parse_field(move.origin), parse_field(move.to)
    board = state.board
    if state.owner[origin] != seat or not state.hunters[origin]:
        return ("move.own-hunter", f"you have no hunter on {move.origin}")
    if state.movable_hunters(origin) < 1:
        return ("move.once", f"every hunter of yours on {move.origin} has moved in this action already")
    if not board.has_field(to):
        return ("move.landscape", f"no tile lies on place {to // 3 + 1}")
    if to == origin:
        return ("move.somewhere", "a hunter that moves ends on another field")
    owner = state.owner[to]
    limit = 1 if pending.kind is Kind.MOVE1 else 3
    distance = board.distance(origin, to)
    if distance is None or distance > limit:
        if board.shares_corner_only(origin, to) and distance is not None and distance > limit:
            return (
                "move.corner",
                f"{move.origin} and {move.to} meet only at a corner: "
                "hunters cross to a neighbouring tile over "
                "an edge, or along a river where two rivers meet",
            )
        spaces = "one space" if limit == 1 else "one to 3 spaces"
        return (
            f"move.{'one-space' if limit == 1 else 'three-spaces'}",
            f"this action moves each hunter {spaces}; {move.to} is "
            + (
                f"{distance} spaces from {move.origin}"
                if distance is not None
                else f"not reachable from {move.origin}"
            ),
        )
    if owner >= 0 and owner != seat:
        return (
            "move.opponent-field",
            f"{move.to} holds {SEAT_NAMES[owner]}'s pieces: hunters may pass through it but not stop there",
        )
    return _cost_refusal(state, pending.hunters + 1)


def _pay_refusal(state: BisonState, pay: Pay) -> tuple[str, str] | None:
    pending = state.pending
    due = cost(pending.hunters) if pending is not None else 0
    supply = state.supplies[state.acting_seat]
    if sum(pay.animals) != due:
        return (
            "pay.cost",
            f"{_costs(pending.hunters if pending else 0, due)}, not {sum(pay.animals)}",
        )
    for track, animal in enumerate(ANIMALS):
        if pay.animals[track] < 0 or pay.animals[track] > supply.food[track]:
            return ("pay.track", f"you have {counted(supply.food[track], animal)}: no track goes below 0")
    return None


def _trade_refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    if state.phase not in _TRADE_STEPS:
        return _error(
            action,
            "trade.own-turn",
            "the market and the exchange are open only on a player's own turn"
            + (" (the game is over)" if state.phase is Phase.OVER else ""),
        )
    seat = cast(int, state.to_move)
    supply = state.supplies[seat]
    pending = state.pending
    keep = cost(pending.hunters) if pending is not None and state.phase is not Phase.CAPPING else 0
    if isinstance(action, Buy):
        buy = action
        if buy.piece not in PIECES or (buy.piece == "hunter" and buy.size != 1) or not 1 <= buy.size <= 4:
            return _error(
                action, "market.piece", "the market sells a hunter, or a tipi or canoe of 1 to 4 diamonds"
            )
        if not supply.in_market(buy.piece, buy.size):
            return _error(
                action,
                "market.in-market",
                (
                    "none of your hunters is left in the market"
                    if buy.piece == "hunter"
                    else f"none of your {buy.piece}s of {counted(buy.size, 'diamonds')} is left in the market"
                )
                + ": it sells only pieces of your colour still there",
            )
        each = price(buy.piece, buy.size)
        if not supply.can_pay_each(each):
            return _error(
                action,
                "market.price",
                f"it costs {counted(each, 'bison')}, {counted(each, 'salmon')} "
                f"and {counted(each, 'turkeys')}; no track goes below 0",
            )
        return _error(
            action,
            "cost.afford",
            f"after this trade you could not pay the {counted(keep, 'animals')} your action under way costs",
        )
    exchange = cast(Exchange, action)
    if exchange.give not in ANIMALS or exchange.get not in ANIMALS:
        return _error(action, "exchange.animal", f"the animals are {', '.join(ANIMALS)}")
    if exchange.give == exchange.get:
        return _error(action, "exchange.different", "an exchange gives one kind of animal for another")
    give = ANIMALS.index(exchange.give)
    if supply.food[give] < 3:
        return _error(
            action, "exchange.three", f"an exchange takes 3 {exchange.give}; you have {supply.food[give]}"
        )
    if state.phase is Phase.CAPPING:
        return _error(
            action,
            "cap.surplus",
            f"only the animals above {FOOD_CAP} must be traded now; "
            f"you have {counted(supply.food[give], exchange.give)}",
        )
    return _error(
        action,
        "cost.afford",
        f"after this exchange you could not pay the {counted(keep, 'animals')} your action under way costs",
    )
