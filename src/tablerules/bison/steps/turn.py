"""What every step of a seat's action shares: the decision of the step under way, fields
named as the landscape names them, and the hunters an action may use.

"On your turn, announce the chosen action and place a white marker on the
corresponding space on your individual board. Then decide how many hunters
will take part in the action, and pay the corresponding cost in food as shown
on the cost table."

"The cost of an action depends on the number of hunters involved": the table
ends at 5 ("you may move up to 5 of your hunters"), and no action uses more
hunters than its seat can pay for. Each step checks its hunters with
:func:`affordable` when it lists them and with :func:`cost_refusal` when it
explains a refusal, and :func:`most_hunters` says how many that allows.

The steps read the acting seat as ``(first + turn) % seats`` where they list
and apply decisions, rather than through the ``acting_seat`` property: every
decision asks for it, and a property costs a call.
"""

from __future__ import annotations

from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING, Final, TypeVar

from tablerules.bison.actions import (
    BisonAction,
    Build,
    Call,
    Choose,
    Done,
    Draw,
    Enter,
    Gain,
    Gather,
    Lay,
    Move,
    Pay,
)
from tablerules.bison.components import COST, MAX_HUNTERS, SEAT_NAMES, cost, counted
from tablerules.bison.phase import Phase
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import Listing
from tablerules.core.rules import NOT_AN_ACTION

if TYPE_CHECKING:
    from tablerules.bison.state import BisonState
    from tablerules.bison.supply import Supply

__all__ = [
    "AT_MOST_FIVE",
    "COST_AFFORD",
    "DUE",
    "NOTATION_FIELD",
    "TURN_STEP",
    "Listed",
    "affordable",
    "cost_refusal",
    "costs",
    "elsewhere",
    "fields_of",
    "most_hunters",
    "not_a_choice",
    "put",
    "unknown_field",
]

#: A decision that is not taken now: a tile is drawn, another step of the action is due, or
#: the action is not among the choices.
TURN_STEP: Final = "bison.turn.step"
#: No field of that name, or none on the landscape where the action needs one.
NOTATION_FIELD: Final = "bison.notation.field"
#: An action uses at most 5 hunters.
AT_MOST_FIVE: Final = "bison.hunters.at-most-five"
#: The action, or what a trade would leave, could not pay the hunters' cost.
COST_AFFORD: Final = "bison.cost.afford"

T = TypeVar("T")

#: The animals due for 0 to 5 hunters: what a trade must leave while an action is under way.
DUE: Final = tuple(cost(hunters) for hunters in range(MAX_HUNTERS + 1))

_DRAWING: Final = Phase.DRAWING
_CHOOSING: Final = Phase.CHOOSING
_OVER: Final = Phase.OVER
_ENTERING: Final = Phase.ENTERING
_BUILDING: Final = Phase.BUILDING
_GATHERING: Final = Phase.GATHERING
_CALLING: Final = Phase.CALLING
_MOVING: Final = Phase.MOVING
_CAPPING: Final = Phase.CAPPING

#: The steps each kind of decision belongs to.
_STEP_OF: Final[dict[type[BisonAction], tuple[Phase, ...]]] = {
    Draw: (_DRAWING,),
    Choose: (_CHOOSING,),
    Lay: (Phase.LAYING,),
    Enter: (_ENTERING,),
    Build: (_BUILDING,),
    Gather: (_GATHERING,),
    Call: (_CALLING,),
    Move: (_MOVING,),
    Done: (_ENTERING, _BUILDING, _GATHERING, _CALLING, _MOVING, _CAPPING),
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


class Listed(Listing):
    """A listing that knows an action it handed out by identity, before any look-up.

    The loop the README teaches hands ``apply`` one of the very values
    ``legal_actions()`` gave out: scanning for it by identity (in C) costs
    less than hashing it, and far less than a first look-up, which builds a
    dict of all. Any other value is looked up as :class:`Listing` does it.
    """

    __slots__ = ("_preceded",)

    #: The listings :meth:`preceded` made, by the id of the actions put first; each entry
    #: holds those actions too, so that no other value takes their id while it is kept.
    _preceded: dict[int, tuple[tuple[BisonAction, ...], Listed]]

    def find(self, action: object) -> BisonAction | None:
        if any(map(is_, self.actions, repeat(action))):
            return action  # type: ignore[return-value]
        return Listing.find(self, action)  # type: ignore[return-value]

    def preceded(self, own: tuple[BisonAction, ...]) -> Listed:
        """A step's own decisions ``own``, then these actions (a seat's trades), as one listing.

        Kept on this listing, by the identity of ``own``: the steps pass
        tuples from their tables (the choices by markers placed, the animals
        to take, the ways to pay), so that the positions that recur at every
        turn share one listing, which costs no new tuple.
        """
        try:
            kept = self._preceded
        except AttributeError:  # the first time: a slot is unset until stored
            kept = self._preceded = {}
        entry = kept.get(id(own))
        if entry is None:
            entry = kept[id(own)] = (own, Listed((*own, *self.actions)))
        return entry[1]


def put(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with ``value`` at ``index``."""
    return (*values[:index], value, *values[index + 1 :])


def fields_of(owner: tuple[int, ...], seat: int) -> list[int]:
    """The fields where ``seat`` has pieces, in number order."""
    fields = []
    field = -1
    # tuple.index scans in C: a few calls instead of a loop over all 81 fields.
    for _ in range(owner.count(seat)):
        field = owner.index(seat, field + 1)
        fields.append(field)
    return fields


def most_hunters(total: int) -> int:
    """The most hunters an action may use with ``total`` animals: at most 5, and payable.

    Costs grow with the hunters, so every count up to this one is payable too.
    """
    most = MAX_HUNTERS
    while most and COST[most] > total:
        most -= 1
    return most


def affordable(supply: Supply, hunters: int) -> bool:
    """Whether the action under way may use ``hunters`` hunters in all: at most 5, and payable."""
    return hunters <= MAX_HUNTERS and DUE[hunters] <= sum(supply.food)


def costs(hunters: int, due: int) -> str:
    """What ``hunters`` hunters cost, as a sentence's start: "1 hunter costs 0 animals"."""
    return f"{counted(hunters, 'hunters')} cost{'s' if hunters == 1 else ''} {counted(due, 'animals')}"


def cost_refusal(state: BisonState, hunters: int, action: BisonAction) -> IllegalActionError | None:
    """Why the action under way may not use ``hunters`` hunters in all (see :func:`affordable`),
    or ``None`` if it may."""
    supply = state.supplies[state.acting_seat]
    if affordable(supply, hunters):
        return None
    if hunters > MAX_HUNTERS:
        return IllegalActionError(
            AT_MOST_FIVE, f"an action uses at most {MAX_HUNTERS} hunters, not {hunters}", action=action
        )
    return IllegalActionError(
        COST_AFFORD, f"{costs(hunters, cost(hunters))} and you have {supply.total}", action=action
    )


def unknown_field(action: BisonAction, error: ValueError) -> IllegalActionError:
    """The refusal of an action that names no field of the landscape."""
    return IllegalActionError(NOTATION_FIELD, str(error), action=action)


def _now(state: BisonState) -> str:
    seat = state.to_move
    if isinstance(seat, int):
        return f"{SEAT_NAMES[seat]} is {state.phase.value}"
    return state.phase.value


def elsewhere(state: BisonState, action: BisonAction) -> IllegalActionError:
    """The refusal of a decision that belongs to no step of the game now (a trade aside).

    A class of action that the rules do not know (a subclass made elsewhere)
    is no Bison decision; any other decision belongs to a step that is not
    under way, and the reason says which one is, and which action to choose
    first where the decision is a step of one.
    """
    kind = type(action)
    steps = _STEP_OF.get(kind)
    if steps is None:
        return IllegalActionError(NOT_AN_ACTION, f"{action!r} is not a Bison decision", action=action)
    phase = state.phase
    if phase in steps:
        return not_a_choice(state, action)
    first = _CHOSEN_BY.get(kind) if phase is _CHOOSING else None
    return IllegalActionError(
        TURN_STEP,
        f"{str(action)!r} is not a choice now: the game is at '{phase.value}'"
        + (f" ({_now(state)})" if phase is not _OVER else "")
        + (f"; choose its action first: {' or '.join(repr(f'choose {k}') for k in first)}" if first else ""),
        action=action,
    )


def not_a_choice(state: BisonState, action: BisonAction) -> IllegalActionError:
    """The refusal of a decision of the step under way that no rule of the step explains."""
    return IllegalActionError(
        TURN_STEP, f"{str(action)!r} is not one of the choices now ({_now(state)})", action=action
    )
