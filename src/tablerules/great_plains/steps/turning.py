"""Turning a tablet, with ``turn_tablets``: chance turns the tablet just laid.

The rulebook says to "shuffle and flip the tablets", not to turn them, so
tablets keep their printed orientation (GP-3). With
``Options(turn_tablets=True)`` chance turns each tablet as soon as it is
laid, 0 to 5 sixths of a full turn clockwise, each equally likely.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tablerules.core.chance import prepared, uniform
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import Listing
from tablerules.core.rules import CHANCE_DECIDES, NOT_AN_ACTION
from tablerules.great_plains.actions import _TURN_BY, LayTablet, Turn
from tablerules.great_plains.steps.laying import NO_TURNING, not_turned, setup_outcome, with_layout

if TYPE_CHECKING:
    from tablerules.great_plains.state import GreatPlainsState

__all__ = ["FACES", "LISTING", "RULES", "TURNS", "TURN_FIRST", "TURN_SIXTHS", "WEIGHTS", "refusal", "turned"]

#: The tablet just laid is turned before the next one is laid.
TURN_FIRST: Final = "great-plains.setup.turn-first"
#: A tablet turns 0 to 5 sixths.
TURN_SIXTHS: Final = "great-plains.setup.turn-sixths"

#: Every rule id a refusal of a turn can carry, with what it refuses: the two it shares
#: with laying (:func:`~tablerules.great_plains.steps.laying.setup_outcome`) first, then
#: the turn's own.
RULES: Final = {
    NOT_AN_ACTION: "the value is not a Great Plains decision at all",
    CHANCE_DECIDES: "a player's decision while chance turns the tablet just laid",
    TURN_FIRST: "a tablet laid before the one just laid is turned",
    NO_TURNING: "a turn without turn_tablets (only a position made by hand gets here)",
    TURN_SIXTHS: "a turn of other than 0 to 5 sixths",
}

#: Every turn of the tablet just laid, each with its chance.
TURNS: Final = prepared(uniform(_TURN_BY))
#: The turns, as the state's legal actions.
LISTING: Final = Listing(turn for turn, _ in TURNS)
#: The turns, in order.
FACES: Final = LISTING.actions
#: What :func:`~tablerules.core.chance.pick` draws a turn from: ``FACES[pick(WEIGHTS, rng)]``
#: is the turn ``sample_outcome(TURNS, rng)`` draws, with the same ``rng.random()`` call.
WEIGHTS: Final = TURNS.weights


def turned(state: GreatPlainsState, turn: Turn) -> GreatPlainsState:
    """The tablet just laid turned ``turn.sixths`` sixths clockwise; then the next place, or the board."""
    *before, (tablet, side, _) = state.layout
    return with_layout(state, (*before, (tablet, side, turn.sixths)))


def refusal(state: GreatPlainsState, action: object) -> IllegalActionError:
    """Why ``action`` is no turn of the tablet just laid."""
    outcome = setup_outcome(action)
    if isinstance(outcome, IllegalActionError):
        return outcome
    if isinstance(outcome, LayTablet):
        return IllegalActionError(TURN_FIRST, "chance turns the tablet just laid first", action=outcome)
    if not state.options.turn_tablets:
        # Only a position made by hand turns a tablet without the rule.
        return not_turned(outcome)
    return IllegalActionError(
        TURN_SIXTHS, f"a tablet turns 0 to 5 sixths, not {outcome.sixths!r}", action=outcome
    )
