"""Settling an action: paying for the hunters used, or taking an animal when none took part;
then the next seat's turn.

"The cost of an action depends on the number of hunters involved. The cost
can be paid using any combination of animals from your food reserve."

"If you choose an action without using any hunters, you receive 1 animal of
your choice into your reserve." (BIS-11) "If you choose an action with 1
hunter, you pay nothing."

"After a player has carried out an action, the next player chooses an
action, and so on. When all players have carried out their first action,
the first player carries out their second action, and so on."
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Final

from tablerules.bison.actions import BisonAction, Gain, Pay
from tablerules.bison.components import ANIMALS, cost, counted
from tablerules.bison.phase import Phase
from tablerules.bison.steps import scoring, trading
from tablerules.bison.steps.turn import DUE, Listed, costs, elsewhere, not_a_choice
from tablerules.core.errors import IllegalActionError

if TYPE_CHECKING:
    from tablerules.bison.progress import Pending
    from tablerules.bison.state import BisonState
    from tablerules.bison.supply import Food

__all__ = [
    "GAIN_ANIMAL",
    "PAY_COST",
    "PAY_TRACK",
    "applied",
    "listing",
    "payments",
    "refusal",
    "settled",
    "turn_ended",
]

#: An action taken with no hunters earns a bison, a salmon or a turkey.
GAIN_ANIMAL: Final = "bison.gain.animal"
#: The payment is the cost of the hunters used.
PAY_COST: Final = "bison.pay.cost"
#: No track goes below 0.
PAY_TRACK: Final = "bison.pay.track"

_CHOOSING: Final = Phase.CHOOSING
_GAINING: Final = Phase.GAINING
_PAYING: Final = Phase.PAYING
_ACTIONS_PER_SEASON: Final = 4
_GAINS: Final = tuple(Gain(animal) for animal in ANIMALS)
_TRACK: Final = {animal: index for index, animal in enumerate(ANIMALS)}


def payments(amount: int, food: Food) -> tuple[Pay, ...]:
    """Every way to pay ``amount`` animals from tracks holding ``food``."""
    # No more than ``amount`` of an animal can be paid: counting no further keeps
    # the keys few (amounts are costs, 10 at most), so play never misses.
    return payments_from(amount, (min(food[0], amount), min(food[1], amount), min(food[2], amount)))


@functools.lru_cache(maxsize=2048)
def payments_from(amount: int, food: Food) -> tuple[Pay, ...]:
    """:func:`payments` from ``food`` holding no more than ``amount`` of an animal."""
    return tuple(
        Pay(b, s, amount - b - s)
        for b in range(min(amount, food[0]) + 1)
        for s in range(min(amount - b, food[1]) + 1)
        if amount - b - s <= food[2]
    )


def listing(state: BisonState) -> Listed:
    """Taking each animal, or each way to pay; then the trades that leave the cost."""
    supply = state.supplies[(state.first + state.turn) % state.seats]  # the acting seat's
    amount = DUE[state.pending.hunters]  # type: ignore[union-attr]
    offers = trading.offers(supply, amount)
    if state.phase is _GAINING:
        return offers.preceded(_GAINS)
    return offers.preceded(payments(amount, supply.food))


def applied(state: BisonState, action: BisonAction) -> BisonState:
    """The animal taken or the cost paid, and the turn over; or a trade."""
    kind = type(action)
    if kind is not Gain and kind is not Pay:
        return trading.traded(state, action)
    seat = (state.first + state.turn) % state.seats  # the acting seat
    supplies = state.supplies
    if kind is Gain:
        supply = supplies[seat].gained(_TRACK[action.animal], 1)  # type: ignore[attr-defined]
    else:
        supply = supplies[seat].paid(action.animals)  # type: ignore[attr-defined]
    return turn_ended(state, supplies=(*supplies[:seat], supply, *supplies[seat + 1 :]))


def settled(state: BisonState, pending: Pending, **changes: object) -> BisonState:
    """The action's steps are over: take an animal (no hunters, BIS-11), pay, or end the turn.

    ``pending`` is the action under way and ``changes`` what its last step
    changed, made into the next state at once.
    """
    used = pending.hunters
    if used == 0:
        return state._evolve(phase=_GAINING, pending=pending, **changes)
    if cost(used) == 0:
        return turn_ended(state, **changes)
    return state._evolve(phase=_PAYING, pending=pending, **changes)


def turn_ended(state: BisonState, **changes: object) -> BisonState:
    """The turn is over, with ``changes`` (what its last decision changed): the next seat
    chooses, or the season is scored after its last action."""
    turn = state.turn + 1
    if turn < _ACTIONS_PER_SEASON * state.seats:
        return state._evolve(turn=turn, phase=_CHOOSING, pending=None, **changes)
    return scoring.started(state._evolve(turn=turn, pending=None, **changes))


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """Why ``action`` is no animal to take, or no way to pay the cost."""
    if type(action) is Gain and state.phase is _GAINING:
        return IllegalActionError(
            GAIN_ANIMAL, f"the animals are {', '.join(ANIMALS)}, not {action.animal!r}", action=action
        )
    if type(action) is not Pay or state.phase is not _PAYING:
        return elsewhere(state, action)
    pending = state.pending
    hunters = pending.hunters if pending is not None else 0
    due = cost(hunters)
    food = state.supplies[state.acting_seat].food
    if action in payments(due, food):
        return not_a_choice(state, action)
    paid = action.animals
    if sum(paid) != due:
        return IllegalActionError(PAY_COST, f"{costs(hunters, due)}, not {sum(paid)}", action=action)
    for track, animal in enumerate(ANIMALS):
        if paid[track] < 0 or paid[track] > food[track]:
            return IllegalActionError(
                PAY_TRACK, f"you have {counted(food[track], animal)}: no track goes below 0", action=action
            )
    return not_a_choice(state, action)
