"""Why an action is refused: the rule it breaks, in words a player understands.

Only called when an action is not among the legal ones, so none of this runs
on the hot path. Every rule id here is listed on the Great Plains rules page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from tablerules.core.errors import IllegalActionError
from tablerules.core.rules import CHANCE_DECIDES, NOT_AN_ACTION, PLAYER_DECIDES
from tablerules.great_plains.actions import (
    Bear,
    Eagle,
    GreatPlainsAction,
    Horse,
    LayTablet,
    Pass,
    Place,
    PlaceCave,
    Turn,
)
from tablerules.great_plains.board import (
    BIT,
    CELL_OF_BIT,
    DIRECTION_NAMES,
    NAMES,
    PLACE_CENTRES,
    SHIFTS,
    SPACE,
    Board,
)
from tablerules.great_plains.components import ANIMALS, CAVE_TILES, SEAT_NAMES, SIDES
from tablerules.great_plains.phase import Phase
from tablerules.great_plains.placement import step

if TYPE_CHECKING:
    from tablerules.great_plains.state import GreatPlainsState

__all__ = ["refusal"]


def refusal(state: GreatPlainsState, action: GreatPlainsAction) -> IllegalActionError:
    """The error for an action of this title that is not legal in ``state``."""
    rule, reason = _why(state, action)
    return IllegalActionError(rule, reason, action=action)


_KNOWN = (LayTablet, Turn, PlaceCave, Place, Horse, Eagle, Bear, Pass)


def _why(state: GreatPlainsState, action: GreatPlainsAction) -> tuple[str, str]:
    if not isinstance(action, _KNOWN):
        return NOT_AN_ACTION, f"{action!r} is not a Great Plains decision"
    phase = state.phase
    chance = isinstance(action, LayTablet | Turn)
    if phase is Phase.LAYING or phase is Phase.TURNING:
        if not chance:
            return CHANCE_DECIDES, "the tablets are still being laid: chance decides now"
        return _why_setup(state, action)
    if chance:
        return PLAYER_DECIDES, f"seat {state.seat} decides now, not chance"
    if isinstance(action, Pass):
        what = "a cave tile" if phase is Phase.CAVES else "a token"
        return "great-plains.pass.can-place", f"you can place {what}, so you may not pass"
    if phase is Phase.CAVES:
        if isinstance(action, PlaceCave):
            return _why_cave(state, action)
        return (
            "great-plains.cave.first",
            "first the players place their cave tiles; tokens come in the second phase",
        )
    if isinstance(action, PlaceCave):
        return "great-plains.cave.all-placed", "all six cave tiles are placed already"
    return _why_token(state, action)


def _why_setup(state: GreatPlainsState, action: GreatPlainsAction) -> tuple[str, str]:
    if isinstance(action, Turn):
        if not state.options.turn_tablets:
            return (
                "great-plains.setup.no-turning",
                "tablets keep their printed orientation (GP-3; see the turn_tablets option)",
            )
        if state.phase is Phase.LAYING:
            return "great-plains.setup.lay-first", "chance lays the next tablet before turning it"
        return "great-plains.setup.turn-sixths", f"a tablet turns 0 to 5 sixths, not {action.sixths!r}"
    laid = cast(LayTablet, action)
    if state.phase is Phase.TURNING:
        return "great-plains.setup.turn-first", "chance turns the tablet just laid first"
    if not 1 <= laid.tablet <= len(PLACE_CENTRES):
        return "great-plains.setup.tablet-number", f"the tablets are numbered 1 to 7, not {laid.tablet!r}"
    if laid.side not in SIDES:
        return "great-plains.setup.tablet-side", f"a tablet has sides a and b, not {laid.side!r}"
    return "great-plains.setup.tablet-once", f"tablet {laid.tablet} is laid already"


def _bit(space: str) -> int | None:
    cell = SPACE.get(space)
    return None if cell is None else BIT[cell]


def _unknown(space: str) -> tuple[str, str]:
    return "great-plains.space.unknown", f"there is no space {space!r} on the board"


def _why_cave(state: GreatPlainsState, action: PlaceCave) -> tuple[str, str]:
    bit = _bit(action.space)
    if bit is None:
        return _unknown(action.space)
    if state.caves[state.seat].bit_count() >= CAVE_TILES:
        return (
            "great-plains.cave.none-left",
            f"seat {state.seat} has placed all {CAVE_TILES} of its cave tiles",
        )
    board = cast(Board, state.board)
    if not board.caves >> bit & 1:
        return "great-plains.cave.cave-space", f"{action.space} is no cave space: cave tiles go on caves"
    return "great-plains.cave.empty", f"a cave tile lies on {action.space} already"


def _why_token(state: GreatPlainsState, action: GreatPlainsAction) -> tuple[str, str]:
    space: str = action.space  # type: ignore[attr-defined]
    bit = _bit(space)
    if bit is None:
        return _unknown(space)
    seat = state.seat
    board = cast(Board, state.board)
    mine = state.caves[seat] | state.tokens[seat]
    animal = {Horse: 0, Eagle: 1, Bear: 2}.get(type(action))
    if animal is not None and not state.animals[seat][animal]:
        return "great-plains.animal.no-tile", f"you have no {ANIMALS[animal]} tile to return"
    if isinstance(action, Bear):
        return _why_bear(state, action, bit, mine)
    target = 1 << bit
    if board.mountain & target:
        return (
            "great-plains.place.lowland",
            f"{space} is a mountain: you can never place a token in a mountain",
        )
    if (state.tokens[0] | state.tokens[1]) & target:
        return "great-plains.place.empty", f"{space} is occupied: tokens go on empty lowland spaces"
    if isinstance(action, Place):
        return (
            "great-plains.place.adjacent",
            f"{space} is not next to one of your caves or tokens (an animal tile could take you further)",
        )
    if isinstance(action, Horse):
        straight = state.options.straight_horse
        if _two_steps(mine, target, straight=straight):
            # Two steps away, and still refused: every space between is a mountain.
            return (
                "great-plains.horse.through-lowland",
                f"{space} is two steps away only over a mountain (or off the board): "
                "a horse moves through lowland",
            )
        if straight and _two_steps(mine, target, straight=False):
            return (
                "great-plains.horse.two-steps",
                f"{space} is two steps away from your cave or token only with a bend: "
                "with straight_horse a horse goes straight on (GP-4)",
            )
        return (
            "great-plains.horse.two-steps",
            f"{space} is not two steps away from one of your caves or tokens",
        )
    if _two_steps(mine, target, straight=True):
        return (
            "great-plains.eagle.across-mountain",
            f"no mountain lies between {space} and your cave or token: an eagle flies only across a mountain",
        )
    return (
        "great-plains.eagle.two-steps",
        f"{space} is not two steps away in a straight line from one of your caves or tokens",
    )


def _two_steps(mine: int, target: int, *, straight: bool) -> bool:
    """Whether ``target`` is two steps from a piece of ``mine`` (any space between): straight
    on, or also bending one sixth unless ``straight`` (GP-4)."""
    for d in range(6):
        middle = step(mine, d)
        second = step(middle, d)
        if not straight:
            second |= step(middle, d - 1) | step(middle, (d + 1) % 6)
        if second & target:
            return True
    return False


def _why_bear(state: GreatPlainsState, action: Bear, bit: int, mine: int) -> tuple[str, str]:
    push = action.push
    if push not in DIRECTION_NAMES:
        return "great-plains.bear.direction", f"a bear pushes {', '.join(DIRECTION_NAMES)}, not {push!r}"
    seat = state.seat
    target = 1 << bit
    if not state.tokens[1 - seat] & target:
        return (
            "great-plains.bear.opponent-token",
            f"a bear goes onto a token of the {SEAT_NAMES[1 - seat]}, and {action.space} has none",
        )
    d = DIRECTION_NAMES.index(push)
    if not step(mine, d) & target:
        return (
            "great-plains.bear.adjacent",
            f"pushing {push}, the bear must come from your cave or token on the other side of {action.space}",
        )
    beyond = bit + SHIFTS[d]
    return (
        "great-plains.bear.beyond-occupied",
        f"the space beyond {action.space} ({_name(beyond)}) is occupied: you cannot use a bear",
    )


def _name(bit: int) -> str:
    cell = CELL_OF_BIT.get(bit)
    return "off the board" if cell is None else NAMES[cell]
