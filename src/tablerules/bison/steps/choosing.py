"""Choosing an action: the seat places an action marker on one of its free actions.

"On each turn, you must choose an action that does not already have an action
marker on its space." "You may carry out each action only once per season."

"You must play your landscape tile during the season in which you drew it.
This will often be your first action, but it is not required, as long as you
play a tile as one of your 4 actions."

Any free action may be chosen, even one no hunter could carry out: it is
then taken without hunters (BIS-11). :func:`choices` decides what may be
chosen, for the listing and the refusal alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tablerules.bison.actions import BisonAction, Choose
from tablerules.bison.components import Kind
from tablerules.bison.phase import Phase
from tablerules.bison.progress import Pending
from tablerules.bison.steps import trading
from tablerules.bison.steps.turn import Listed, elsewhere, not_a_choice
from tablerules.core.errors import IllegalActionError

if TYPE_CHECKING:
    from tablerules.bison.state import BisonState

__all__ = ["LAST_ROUND", "ONCE_PER_SEASON", "TILE_COMPULSORY", "applied", "choices", "listing", "refusal"]

#: Each action once a season: its marker is placed already.
ONCE_PER_SEASON: Final = "bison.action.once-per-season"
#: The last action of the season, and the tile not laid: only the tile action.
TILE_COMPULSORY: Final = "bison.tile.compulsory"

_KINDS: Final = tuple(Kind)
_CHOOSE: Final = {kind: Choose(kind) for kind in Kind}
_PHASE_OF: Final = {
    Kind.TILE: Phase.LAYING,
    Kind.TIPI: Phase.BUILDING,
    Kind.CANOE: Phase.BUILDING,
    Kind.GATHER: Phase.GATHERING,
    Kind.MOVE1: Phase.MOVING,
    Kind.MOVE3: Phase.MOVING,
}
#: The actions a seat may choose, by its mask of markers placed this season.
_CHOICES: Final = tuple(
    tuple(_CHOOSE[kind] for kind in _KINDS if not used & kind.bit) for used in range(1 << len(_KINDS))
)
_TILE_ONLY: Final = (_CHOOSE[Kind.TILE],)
#: What choosing an action sets: the next phase, the action under way (one value, shared)
#: and the bit of its marker.
_CHOSEN: Final = {
    choose: (_PHASE_OF[choose.kind], Pending(choose.kind), choose.kind.bit) for choose in _CHOOSE.values()
}
_TILE_BIT: Final = Kind.TILE.bit
#: The season's last round of actions (0 to 3), when the tile must be laid if it is not.
LAST_ROUND: Final = 3


def choices(used: int, last: bool) -> tuple[Choose, ...]:
    """The actions a seat with the markers ``used`` placed may choose: each free action, or
    only the tile action in the season's ``last`` round if the tile is not laid."""
    if last and not used & _TILE_BIT:
        return _TILE_ONLY
    return _CHOICES[used]


def listing(state: BisonState) -> Listed:
    """The actions the acting seat may choose (:func:`choices`), then its trades."""
    supply = state.supplies[(state.first + state.turn) % state.seats]  # the acting seat's
    own = choices(supply.used, state.turn // state.seats == LAST_ROUND)
    return trading.offers(supply, 0).preceded(own)


def applied(state: BisonState, action: BisonAction) -> BisonState:
    """The action's marker is placed and its first step is due; or a trade."""
    if type(action) is not Choose:
        return trading.traded(state, action)
    phase, pending, bit = _CHOSEN[action]
    seat = (state.first + state.turn) % state.seats  # the acting seat
    supplies = state.supplies
    supplies = (*supplies[:seat], supplies[seat].marked(bit), *supplies[seat + 1 :])
    return state._evolve(supplies=supplies, phase=phase, pending=pending)


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """Why ``action`` is no action the seat may choose."""
    if type(action) is not Choose:
        return elsewhere(state, action)
    kind = action.kind
    supply = state.supplies[state.acting_seat]
    if supply.has_used(kind):
        return IllegalActionError(
            ONCE_PER_SEASON,
            f"you have already taken '{kind.title_in(state.options.variant)}' this season: "
            "each action once a season",
            action=action,
        )
    if action not in choices(supply.used, state.round == LAST_ROUND):
        return IllegalActionError(
            TILE_COMPULSORY,
            "this is your last action of the season and your tile is not laid: you must play it now",
            action=action,
        )
    return not_a_choice(state, action)
