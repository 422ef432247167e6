"""Laying the tablets: chance makes the board, one place after another.

"Randomly shuffle and flip the tablets and place them into the arrangement
shown to create a unique game board." Chance lays them place by place in
reading order, each tablet not laid yet, either side up, equally likely
(GP-1); with ``turn_tablets`` each is turned as soon as it is laid
(:mod:`~tablerules.great_plains.steps.turning`, GP-3). "Choose a starting
player for the first phase": seat 0 places the first cave tile (GP-5).
"""

from __future__ import annotations

import functools
import random
from fractions import Fraction
from operator import itemgetter
from typing import TYPE_CHECKING, Final

from tablerules.core.chance import pick, prepared, uniform
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import Listing
from tablerules.core.rules import CHANCE_DECIDES, NOT_AN_ACTION
from tablerules.great_plains.actions import _LAY, ACTION_TYPES, LayTablet, Turn
from tablerules.great_plains.board import PLACE_CENTRES, Board, Placement
from tablerules.great_plains.components import SIDES
from tablerules.great_plains.phase import Phase

if TYPE_CHECKING:
    from tablerules.great_plains.state import GreatPlainsState

__all__ = [
    "LAY_FIRST",
    "NO_TURNING",
    "RULES",
    "TABLET_NUMBER",
    "TABLET_ONCE",
    "TABLET_SIDE",
    "Laying",
    "laid",
    "laying",
    "not_turned",
    "refusal",
    "setup_outcome",
    "with_layout",
]

#: The tablets are numbered 1 to 7.
TABLET_NUMBER: Final = "great-plains.setup.tablet-number"
#: A tablet has the sides a and b.
TABLET_SIDE: Final = "great-plains.setup.tablet-side"
#: Each tablet is laid once.
TABLET_ONCE: Final = "great-plains.setup.tablet-once"
#: Tablets keep their printed orientation unless ``turn_tablets`` is on (GP-3).
NO_TURNING: Final = "great-plains.setup.no-turning"
#: With ``turn_tablets``, chance lays the next tablet before it turns it.
LAY_FIRST: Final = "great-plains.setup.lay-first"

#: Every rule id a refusal of a tablet laid can carry, with what it refuses: the two that
#: turning shares (:func:`setup_outcome`) first, then laying's own.
RULES: Final = {
    NOT_AN_ACTION: "the value is not a Great Plains decision at all",
    CHANCE_DECIDES: "a player's decision while chance lays the tablets",
    NO_TURNING: "a turn, where tablets keep their printed orientation",
    LAY_FIRST: "a turn, where chance lays the next tablet first",
    TABLET_NUMBER: "a tablet numbered other than 1 to 7",
    TABLET_SIDE: "a side other than a and b",
    TABLET_ONCE: "a tablet laid already",
}

_LAYING: Final = Phase.LAYING
_TURNING: Final = Phase.TURNING
_TABLETS: Final = tuple(range(1, len(PLACE_CENTRES) + 1))
_TABLET_OF: Final = itemgetter(0)


class Laying:
    """The chance outcomes for the next place: as pairs, as a listing, and as the weights
    :func:`~tablerules.core.chance.pick` draws from, summed once.

    Which tablets are laid is public, so the outcomes are
    :func:`~tablerules.core.chance.prepared`: ``sample_outcome`` finds their
    weights too. There are 128 such situations, one a set of tablets left.
    """

    __slots__ = ("listing", "outcomes", "weights")

    def __init__(self, outcomes: tuple[tuple[LayTablet, Fraction], ...]) -> None:
        self.outcomes = prepared(outcomes)
        self.listing = Listing(tablet for tablet, _ in outcomes)
        self.weights = self.outcomes.weights

    def sample(self, rng: random.Random) -> LayTablet:
        """The tablet ``sample_outcome(self.outcomes, rng)`` draws, with the same ``rng.random()`` call."""
        return self.outcomes[pick(self.weights, rng)][0]


# Keyed by the tablets left of the seven: 2 ** 7 situations, so the bound is never
# reached and no prepared outcome list is made twice.
@functools.lru_cache(maxsize=128)
def _left(tablets: tuple[int, ...]) -> Laying:
    """ "Randomly shuffle and flip the tablets": each tablet left, either side up, equally likely."""
    return Laying(uniform(tuple(_LAY[tablet, side] for tablet in tablets for side in SIDES)))


# Keyed by the tablets laid, which a position made by hand may set to anything: bounded.
@functools.lru_cache(maxsize=256)
def _laid(tablets: frozenset[int]) -> Laying:
    return _left(tuple(tablet for tablet in _TABLETS if tablet not in tablets))


def laying(state: GreatPlainsState) -> Laying:
    """The tablets that may be laid next in ``state``, with their chances."""
    return _laid(frozenset(map(_TABLET_OF, state.layout)))


def with_layout(state: GreatPlainsState, layout: tuple[Placement, ...]) -> GreatPlainsState:
    """``state`` with the tablets ``layout`` laid: the next place to lay, or the board ready
    and seat 0 to place the first cave tile (GP-5)."""
    if len(layout) < len(PLACE_CENTRES):
        return state._with_layout(layout, _LAYING)
    return state._on_board(layout, Board.build(state.options.tablets, layout))


def laid(state: GreatPlainsState, tablet: LayTablet) -> GreatPlainsState:
    """The tablet laid on the next place, as printed; with ``turn_tablets`` chance turns it next."""
    layout = (*state.layout, (tablet.tablet, tablet.side, 0))
    if state.options.turn_tablets:
        return state._with_layout(layout, _TURNING)
    return with_layout(state, layout)


def not_turned(action: Turn) -> IllegalActionError:
    """The refusal of a turn where tablets keep their printed orientation (GP-3)."""
    return IllegalActionError(
        NO_TURNING,
        "tablets keep their printed orientation (GP-3; see the turn_tablets option)",
        action=action,
    )


def setup_outcome(action: object) -> LayTablet | Turn | IllegalActionError:
    """``action`` as a tablet laid or turned, or the refusal of anything else while chance
    lays and turns the tablets: what the refusals of laying and of turning both check first."""
    if not isinstance(action, ACTION_TYPES):
        return IllegalActionError(NOT_AN_ACTION, f"{action!r} is not a Great Plains decision", action=action)
    if not isinstance(action, LayTablet | Turn):
        return IllegalActionError(
            CHANCE_DECIDES, "the tablets are still being laid: chance decides now", action=action
        )
    return action


def refusal(state: GreatPlainsState, action: object) -> IllegalActionError:
    """Why ``action`` is no tablet that may be laid next."""
    outcome = setup_outcome(action)
    if isinstance(outcome, IllegalActionError):
        return outcome
    if isinstance(outcome, Turn):
        if not state.options.turn_tablets:
            return not_turned(outcome)
        return IllegalActionError(LAY_FIRST, "chance lays the next tablet before turning it", action=outcome)
    if not 1 <= outcome.tablet <= len(PLACE_CENTRES):
        return IllegalActionError(
            TABLET_NUMBER, f"the tablets are numbered 1 to 7, not {outcome.tablet!r}", action=outcome
        )
    if outcome.side not in SIDES:
        return IllegalActionError(
            TABLET_SIDE, f"a tablet has sides a and b, not {outcome.side!r}", action=outcome
        )
    return IllegalActionError(TABLET_ONCE, f"tablet {outcome.tablet} is laid already", action=outcome)
