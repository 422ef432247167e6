"""Placing the cave tiles, the first phase: the players take turns, one cave tile a turn.

"In the first phase of the game, the players emerge from their caves. Choose
a starting player for the first phase, and then take alternating turns to
place 1 cave tile on an empty cave space anywhere on the game board. Continue
until each player has placed their 3 cave tiles. There will be one remaining
unoccupied cave." The snakes (seat 0) start (GP-5). "The player who placed
the last cave tile goes first in the second phase."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action
from tablerules.core.listing import Listing
from tablerules.core.rules import NOT_AN_ACTION, PLAYER_DECIDES
from tablerules.great_plains.actions import _CAVE_ON, ACTION_TYPES, LayTablet, Pass, PlaceCave, Turn
from tablerules.great_plains.board import SPACE_BIT, Board
from tablerules.great_plains.components import CAVE_TILES
from tablerules.great_plains.placement import cave_actions, cave_allowed
from tablerules.great_plains.steps.placing import PASS_CAN_PLACE, unknown_space

if TYPE_CHECKING:
    from tablerules.great_plains.state import GreatPlainsState

__all__ = [
    "CAVE_EMPTY",
    "CAVE_FIRST",
    "CAVE_NONE_LEFT",
    "CAVE_SPACE",
    "Caving",
    "free",
    "listing",
    "placed",
    "refusal",
]

#: The first phase places cave tiles; tokens come in the second.
CAVE_FIRST: Final = "great-plains.cave.first"
#: Cave tiles go on cave spaces.
CAVE_SPACE: Final = "great-plains.cave.cave-space"
#: A cave tile goes on an empty cave space.
CAVE_EMPTY: Final = "great-plains.cave.empty"
#: "Give each player 3 cave tiles."
CAVE_NONE_LEFT: Final = "great-plains.cave.none-left"

_CAVES_IN_ALL: Final = 2 * CAVE_TILES


class Caving(Listing):
    """Placing a cave tile on each empty cave of ``free`` (a mask), in reading order.

    :meth:`find` looks at ``free`` for the action's space, with the same
    answers as a look-up among the listed actions.
    """

    __slots__ = ("free",)

    free: int

    def __init__(self, free: int) -> None:
        self.free = free
        self.actions = cave_actions(free)
        self._lookup = None
        self.drawn = None

    def find(self, action: object) -> Action | None:
        try:
            return _CAVE_ON[action.space] if cave_allowed(self.free, action) else None  # type: ignore[attr-defined]
        except TypeError:  # a space forced to something unhashable: no cave tile placed
            return None


def free(state: GreatPlainsState) -> int:
    """The empty caves the seat to move may take: none once it has placed all its cave tiles."""
    if state.caves[state.seat].bit_count() >= CAVE_TILES:
        # "Give each player 3 cave tiles": a state made by hand could ask for a fourth.
        return 0
    board: Board = state.board  # type: ignore[assignment]
    return board.caves & ~(state.caves[0] | state.caves[1])


def listing(state: GreatPlainsState) -> Listing:
    """Placing a cave tile on each empty cave, while the seat to move has one left."""
    return Caving(free(state))


def placed(state: GreatPlainsState, action: PlaceCave) -> GreatPlainsState:
    """The cave tile placed; the other player places the next, or, after the sixth, the
    second phase begins with the player who placed it."""
    seat = state.seat
    bit = 1 << SPACE_BIT[action.space]
    caves = (state.caves[0] | bit, state.caves[1]) if seat == 0 else (state.caves[0], state.caves[1] | bit)
    if (caves[0] | caves[1]).bit_count() < _CAVES_IN_ALL:
        return state._with_caves(caves, 1 - seat)
    return state._turn(caves, state.tokens, state.left, state.removed, state.animals, seat)


def refusal(state: GreatPlainsState, action: object) -> IllegalActionError:
    """Why ``action`` is not placing one of the seat's cave tiles on an empty cave."""
    if not isinstance(action, ACTION_TYPES):
        return IllegalActionError(NOT_AN_ACTION, f"{action!r} is not a Great Plains decision", action=action)
    if isinstance(action, LayTablet | Turn):
        return IllegalActionError(PLAYER_DECIDES, f"seat {state.seat} decides now, not chance", action=action)
    if isinstance(action, Pass):
        return IllegalActionError(
            PASS_CAN_PLACE, "you can place a cave tile, so you may not pass", action=action
        )
    if not isinstance(action, PlaceCave):
        return IllegalActionError(
            CAVE_FIRST,
            "first the players place their cave tiles; tokens come in the second phase",
            action=action,
        )
    bit = SPACE_BIT.get(action.space)
    if bit is None:
        return unknown_space(action.space, action)
    seat = state.seat
    if state.caves[seat].bit_count() >= CAVE_TILES:
        return IllegalActionError(
            CAVE_NONE_LEFT, f"seat {seat} has placed all {CAVE_TILES} of its cave tiles", action=action
        )
    board: Board = state.board  # type: ignore[assignment]
    if not board.caves >> bit & 1:
        return IllegalActionError(
            CAVE_SPACE, f"{action.space} is no cave space: cave tiles go on caves", action=action
        )
    return IllegalActionError(CAVE_EMPTY, f"a cave tile lies on {action.space} already", action=action)
