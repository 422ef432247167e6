"""Gathering hunters: one hunter of the seat's calls, and up to 5 others join it.

"When you gather hunters, you may move up to 5 of your hunters from anywhere
on the game board onto a single terrain that has at least one of your hunters
on it. In other words, one of your hunters anywhere on the game board calls
for a gathering, and up to 5 of your hunters (of the same color) rush to that
location."

Two decisions: where to gather (phase ``GATHERING``), then each hunter called
(phase ``CALLING``), from any field of the seat's, no path needed; the
hunters already on the gathering field do not come again (BIS-8).
:func:`fields_with_hunters` says where the seat's hunters are, for the
listing and the refusal alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tablerules.bison.actions import DONE, BisonAction, Call, Done, Gather
from tablerules.bison.board import FIELD_NAMES, parse_field
from tablerules.bison.phase import Phase
from tablerules.bison.steps import moving, paying, trading
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

if TYPE_CHECKING:
    from tablerules.bison.progress import Pending
    from tablerules.bison.state import BisonState

__all__ = [
    "FROM_ELSEWHERE",
    "HUNTER_PRESENT",
    "OWN_HUNTER",
    "applied",
    "fields_with_hunters",
    "listing",
    "refusal",
]

#: Hunters gather only where one of the seat's hunters stands.
HUNTER_PRESENT: Final = "bison.gather.hunter-present"
#: A hunter is called from a field of the seat's hunters.
OWN_HUNTER: Final = "bison.gather.own-hunter"
#: The hunters on the gathering field do not come again.
FROM_ELSEWHERE: Final = "bison.gather.from-elsewhere"

_GATHERING: Final = Phase.GATHERING
_CALLING: Final = Phase.CALLING
_GATHERS: Final = tuple(Gather(name) for name in FIELD_NAMES)
_CALLS: Final = tuple(Call(name) for name in FIELD_NAMES)
_FIELD_NUMBER: Final = {name: field for field, name in enumerate(FIELD_NAMES)}


def fields_with_hunters(state: BisonState, seat: int) -> tuple[int, ...]:
    """The fields where ``seat`` has hunters, in number order."""
    hunters = state.hunters
    return tuple([field for field in fields_of(state.owner, seat) if hunters[field]])


def listing(state: BisonState) -> Listed:
    """Gathering on each field of the seat's hunters; or calling a hunter from each other
    field of its hunters while one more is payable; ``done``; then the trades."""
    seat = (state.first + state.turn) % state.seats  # the acting seat
    supply = state.supplies[seat]
    pending: Pending = state.pending  # type: ignore[assignment]
    offers = trading.offers(supply, DUE[pending.hunters])
    if state.phase is _GATHERING:
        return Listed(
            (*(_GATHERS[field] for field in fields_with_hunters(state, seat)), DONE, *offers.actions)
        )
    if not affordable(supply, pending.hunters + 1):
        return Listed((DONE, *offers.actions))
    target = pending.target
    calls = [_CALLS[field] for field in fields_with_hunters(state, seat) if field != target]
    return Listed((*calls, DONE, *offers.actions))


def applied(state: BisonState, action: BisonAction) -> BisonState:
    """The gathering field chosen, or one more hunter there; ``done`` settles; or a trade."""
    kind = type(action)
    pending: Pending = state.pending  # type: ignore[assignment]
    if kind is Call:
        return moving.moved(state, _FIELD_NUMBER[action.field], pending.target)  # type: ignore[attr-defined]
    if kind is Gather:
        return state._evolve(phase=_CALLING, pending=pending.evolve(target=_FIELD_NUMBER[action.field]))  # type: ignore[attr-defined]
    if kind is Done:
        return paying.settled(state, pending)
    return trading.traded(state, action)


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """Why ``action`` gathers on no field of the seat's hunters, or calls no hunter that may come."""
    kind = type(action)
    phase = state.phase
    if not ((kind is Gather and phase is _GATHERING) or (kind is Call and phase is _CALLING)):
        return elsewhere(state, action)
    try:
        field = parse_field(action.field)  # type: ignore[attr-defined]
    except ValueError as error:
        return unknown_field(action, error)
    seat = state.acting_seat
    if kind is Gather:
        if field not in fields_with_hunters(state, seat):
            return IllegalActionError(
                HUNTER_PRESENT,
                "hunters gather only on a field that has at least one of your hunters",
                action=action,
            )
        return not_a_choice(state, action)
    pending: Pending = state.pending  # type: ignore[assignment]
    if field == pending.target:
        return IllegalActionError(
            FROM_ELSEWHERE, "the hunters already on the gathering field do not come again", action=action
        )
    if field not in fields_with_hunters(state, seat):
        return IllegalActionError(OWN_HUNTER, f"you have no hunter on {action.field}", action=action)  # type: ignore[attr-defined]
    return cost_refusal(state, pending.hunters + 1, action) or not_a_choice(state, action)
