"""Moving hunters, one space each (``move1``) or one to 3 spaces each (``move3``).

"With this action, you may move up to 5 of your hunters one space each. The
destination spaces may not contain pieces belonging to other players." "With
this action, you may move up to 5 of your hunters one to 3 spaces each ...
You may even move through spaces occupied by your opponents' pieces."

"Moving from one terrain to an adjacent terrain costs 1 movement point ...
Moving from one terrain onto an adjacent landscape tile costs 1 movement
point." "Moving onto an adjacent landscape tile is only allowed across edges,
not corners. Moving hunters along a river is the only exception." (the links
of :class:`~tablerules.bison.board.Board`)

One decision moves one hunter; a hunter moves once an action, so the hunters
that arrived on a field in this action stay (BIS-8). :func:`reach` decides
how far a hunter goes, :func:`destinations` where it may stop, and
:func:`movable` which hunters may go: the listing, the look-up of a move and
the refusal all ask them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tablerules.bison.actions import DONE, BisonAction, Buy, Done, Exchange, Move
from tablerules.bison.board import FIELD_NAMES, FIELDS, Board, parse_field
from tablerules.bison.components import SEAT_NAMES, Kind
from tablerules.bison.steps import paying, trading
from tablerules.bison.steps.turn import (
    DUE,
    Listed,
    affordable,
    cost_refusal,
    elsewhere,
    fields_of,
    not_a_choice,
    unknown_field,
)
from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action
from tablerules.core.listing import Listing

if TYPE_CHECKING:
    from tablerules.bison.progress import Pending
    from tablerules.bison.state import BisonState

__all__ = [
    "CORNER",
    "LANDSCAPE",
    "ONCE",
    "ONE_SPACE",
    "OPPONENT_FIELD",
    "OWN_HUNTER",
    "SOMEWHERE",
    "THREE_SPACES",
    "Facts",
    "Moving",
    "applied",
    "destinations",
    "listing",
    "movable",
    "move",
    "moved",
    "reach",
    "refusal",
]

#: A hunter moves from a field of the seat's hunters.
OWN_HUNTER: Final = "bison.move.own-hunter"
#: The hunters there have moved in this action already.
ONCE: Final = "bison.move.once"
#: A hunter ends its move on a laid tile.
LANDSCAPE: Final = "bison.move.landscape"
#: A move ends on another field.
SOMEWHERE: Final = "bison.move.somewhere"
#: The fields meet only at a corner: hunters cross over edges, or along a river.
CORNER: Final = "bison.move.corner"
#: ``move1`` moves a hunter one space.
ONE_SPACE: Final = "bison.move.one-space"
#: ``move3`` moves a hunter one to 3 spaces.
THREE_SPACES: Final = "bison.move.three-spaces"
#: Hunters may pass another player's pieces but not stop there.
OPPONENT_FIELD: Final = "bison.move.opponent-field"

_MOVE1: Final = Kind.MOVE1
#: How far each action moves a hunter, and the rule a move beyond breaks.
_LIMIT: Final = {_MOVE1: 1, Kind.MOVE3: 3}
_TOO_FAR: Final = {_MOVE1: ONE_SPACE, Kind.MOVE3: THREE_SPACES}
_FIELD_NUMBER: Final = {name: field for field, name in enumerate(FIELD_NAMES)}
# By origin field, the moves from there by destination field: made when first
# needed, keyed by the numbers of two fields of the fixed landscape.
_MOVES: Final[tuple[list[Move | None], ...]] = tuple([None] * FIELDS for _ in range(FIELDS))


def move(origin: int, to: int) -> Move:
    """The move from field ``origin`` to field ``to``, one value for every game."""
    found = _MOVES[origin][to]
    if found is None:
        found = _MOVES[origin][to] = Move(FIELD_NAMES[origin], FIELD_NAMES[to])
    return found


def reach(board: Board, origin: int, near: bool) -> tuple[int, ...]:
    """The fields a hunter on ``origin`` reaches: one movement point away (``near``, ``move1``),
    or one to three (``move3``), whatever stands on the way."""
    return board.links[origin] if near else board.within_three(origin)


def destinations(board: Board, owner: tuple[int, ...], seat: int, origin: int, near: bool) -> tuple[int, ...]:
    """The fields of :func:`reach` where a hunter of ``seat`` may stop: "The destination spaces
    may not contain pieces belonging to other players"."""
    return tuple([to for to in reach(board, origin, near) if (held := owner[to]) < 0 or held == seat])


def movable(hunters: tuple[int, ...], arrived: tuple[int, ...], field: int) -> int:
    """The hunters on ``field`` that may still move: those that ``arrived`` there in this action
    move no more (BIS-8)."""
    return hunters[field] - arrived.count(field)


#: What finds a move in a :class:`Moving`: the board, each field's owner and hunters, the
#: fields hunters arrived on in this action, the acting seat, and whether the action is ``move1``.
Facts = tuple[Board, tuple[int, ...], tuple[int, ...], tuple[int, ...], int, bool]


class Moving(Listing):
    """Each move open, ``done``, then the trades ``offers``.

    A move is found by asking :func:`movable` and :func:`destinations` about
    its two fields, with no look-up among all of them.
    """

    __slots__ = ("facts", "offers")

    def __init__(
        self,
        actions: tuple[Action, ...],
        facts: Facts | None,
        offers: Listed,
    ) -> None:
        Listing.__init__(self, actions)
        # The board, owners, hunters, fields arrived on, seat and reach of the moves open;
        # None when no hunter may move.
        self.facts = facts
        self.offers = offers

    def find(self, action: object) -> BisonAction | None:
        kind = type(action)
        if kind is Move:
            facts = self.facts
            if facts is None:
                return None
            try:
                origin = _FIELD_NUMBER.get(action.origin)  # type: ignore[attr-defined]
                to = _FIELD_NUMBER.get(action.to)  # type: ignore[attr-defined]
            except TypeError:  # unhashable: no action at all
                return None
            if origin is None or to is None:
                return None
            board, owner, hunters, arrived, seat, near = facts
            if owner[origin] != seat or movable(hunters, arrived, origin) < 1:
                return None
            return move(origin, to) if to in destinations(board, owner, seat, origin, near) else None
        if kind is Done:
            return DONE
        if kind is Buy or kind is Exchange:
            return self.offers.find(action)
        return None


def listing(state: BisonState) -> Moving:
    """A move of each movable hunter of the seat's to each of its destinations, while one more
    hunter is payable; ``done``; then the trades."""
    seat = (state.first + state.turn) % state.seats  # the acting seat
    supply = state.supplies[seat]
    pending: Pending = state.pending  # type: ignore[assignment]
    offers = trading.offers(supply, DUE[pending.hunters])
    if not affordable(supply, pending.hunters + 1):
        return Moving((DONE, *offers.actions), None, offers)
    owner, hunters, arrived = state.owner, state.hunters, pending.arrived
    board = state.board
    near = pending.kind is _MOVE1
    actions: list[Action] = []
    links = board.links
    for origin in fields_of(owner, seat):
        # A hunter moves once; a path of 1 to 3 may pass any field (BIS-8).
        if hunters[origin] > arrived.count(origin):  # movable(), inline: asked for every origin
            moves = _MOVES[origin]
            # destinations(), inline: a field free or the seat's own, within reach.
            actions += [
                moves[to] or move(origin, to)
                for to in (links[origin] if near else board.within_three(origin))
                if (held := owner[to]) < 0 or held == seat
            ]
    return Moving((*actions, DONE, *offers.actions), (board, owner, hunters, arrived, seat, near), offers)


def moved(state: BisonState, origin: int, to: int) -> BisonState:
    """One hunter goes from ``origin`` to ``to`` (a move, or a call to the gathering)."""
    seat = (state.first + state.turn) % state.seats  # the acting seat
    pending: Pending = state.pending  # type: ignore[assignment]
    owner, hunters = list(state.owner), list(state.hunters)
    hunters[origin] -= 1
    hunters[to] += 1
    # An emptied field has no owner; the hunter's new field is the seat's.
    if not hunters[origin] and not state.pieces[origin]:
        owner[origin] = -1
    owner[to] = seat
    arrived = tuple(sorted((*pending.arrived, to)))
    return state._evolve(
        owner=tuple(owner),
        hunters=tuple(hunters),
        pending=pending.evolve(hunters=pending.hunters + 1, arrived=arrived),
    )


def applied(state: BisonState, action: BisonAction) -> BisonState:
    """The hunter moved; ``done`` settles the action; or a trade."""
    kind = type(action)
    if kind is Move:
        return moved(state, _FIELD_NUMBER[action.origin], _FIELD_NUMBER[action.to])  # type: ignore[attr-defined]
    if kind is Done:
        return paying.settled(state, state.pending)  # type: ignore[arg-type]
    return trading.traded(state, action)


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """Why ``action`` moves no hunter where this action may move it."""
    if type(action) is not Move:
        return elsewhere(state, action)
    try:
        origin, to = parse_field(action.origin), parse_field(action.to)
    except ValueError as error:
        return unknown_field(action, error)
    pending: Pending = state.pending  # type: ignore[assignment]
    seat = state.acting_seat
    board, owner = state.board, state.owner
    if owner[origin] != seat or not state.hunters[origin]:
        return IllegalActionError(OWN_HUNTER, f"you have no hunter on {action.origin}", action=action)
    if movable(state.hunters, pending.arrived, origin) < 1:
        return IllegalActionError(
            ONCE, f"every hunter of yours on {action.origin} has moved in this action already", action=action
        )
    if not board.has_field(to):
        return IllegalActionError(LANDSCAPE, f"no tile lies on place {to // 3 + 1}", action=action)
    if to == origin:
        return IllegalActionError(SOMEWHERE, "a hunter that moves ends on another field", action=action)
    near = pending.kind is _MOVE1
    if to not in reach(board, origin, near):
        limit = _LIMIT[pending.kind]
        # How far it is only words the refusal: reach() decided it.
        distance = board.distance(origin, to)
        if distance is not None and board.shares_corner_only(origin, to):
            return IllegalActionError(
                CORNER,
                f"{action.origin} and {action.to} meet only at a corner: hunters cross to a neighbouring "
                "tile over an edge, or along a river where two rivers meet",
                action=action,
            )
        return IllegalActionError(
            _TOO_FAR[pending.kind],
            f"this action moves each hunter {'one space' if limit == 1 else 'one to 3 spaces'}; "
            f"{action.to} is "
            + (
                f"{distance} spaces from {action.origin}"
                if distance is not None
                else f"not reachable from {action.origin}"
            ),
            action=action,
        )
    if to not in destinations(board, owner, seat, origin, near):
        return IllegalActionError(
            OPPONENT_FIELD,
            f"{action.to} holds {SEAT_NAMES[owner[to]]}'s pieces: "
            "hunters may pass through it but not stop there",
            action=action,
        )
    return cost_refusal(state, pending.hunters + 1, action) or not_a_choice(state, action)
