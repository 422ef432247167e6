"""Rolling the D8: the steps-marker walks.

"In your turn you roll the D8. The die determines the number of steps to
move the steps-marker in the signpost's direction through empty landscape
spaces (skip lakes, and spaces filled by an animal or an empty-space-marker)."
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from tablerules.beasty_borders.actions import LayTile, Roll
from tablerules.beasty_borders.components import DIE_SIDES
from tablerules.beasty_borders.phase import Phase
from tablerules.beasty_borders.steps.laying import TILES_LAID
from tablerules.core.chance import Outcomes, pick, prepared, uniform
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import ChanceListing
from tablerules.core.rules import CHANCE_DECIDES

if TYPE_CHECKING:
    from tablerules.beasty_borders.state import BeastyBordersState

__all__ = ["D8", "FACES", "LISTING", "ROLLS", "WEIGHTS", "Die", "refusal", "rolled"]

#: The D8 shows 1 to 8.
D8: Final = "beasty-borders.roll.d8"

#: The faces of the D8, each with its chance.
ROLLS: Final = prepared(uniform(tuple(Roll(pips) for pips in range(1, DIE_SIDES + 1))))
#: The faces of the D8, in order.
FACES: Final = tuple(roll for roll, _ in ROLLS)
#: What :func:`~tablerules.core.chance.pick` draws a face from: ``FACES[pick(WEIGHTS, rng)]``
#: is the face ``sample_outcome(ROLLS, rng)`` rolls, with the same ``rng.random()`` call.
WEIGHTS: Final = ROLLS.weights


class Die(ChanceListing[Roll]):
    """The D8 as a position's legal actions and its chance outcomes in one: the pairs
    of ``ROLLS``, rolled with the one ``rng.random()`` call that
    ``sample_outcome(ROLLS, rng)`` makes, and the roll drawn found by its identity."""

    __slots__ = ()

    def listed(self) -> Outcomes[Roll]:
        return ROLLS

    def sample(self, rng: random.Random) -> Roll:
        roll = self.drawn = FACES[pick(WEIGHTS, rng)]
        return roll


#: The D8 as the state's legal actions and its chance outcomes: one object for every
#: position where the die rolls, since what it holds (the last roll drawn among them)
#: is public and is always one of its faces.
LISTING: Final = Die()
_ROLLER_DECIDES: Final = Phase.ROLLER_DECIDES


def rolled(state: BeastyBordersState, roll: Roll) -> BeastyBordersState:
    """The steps-marker walks ``roll.pips`` empty green spaces; the roller decides."""
    # The board is laid once the die rolls; typing.cast would cost a call at every roll.
    marker = state.board.walk(state.spaces, state.marker, roll.pips)  # type: ignore[union-attr]
    return state._next(_ROLLER_DECIDES, marker)


def refusal(state: BeastyBordersState, action: object) -> IllegalActionError:
    """Why ``action`` is no face of the D8."""
    if isinstance(action, Roll):
        return IllegalActionError(D8, f"the D8 shows 1 to {DIE_SIDES}, not {action.pips}", action=action)
    if isinstance(action, LayTile):
        return IllegalActionError(TILES_LAID, "every tile is laid already", action=action)
    return IllegalActionError(CHANCE_DECIDES, "the die is rolled now: chance decides", action=action)
