"""Placing the tokens, the second phase: one token a turn, by the normal rule or with an
animal tile, until no one can place.

"In the second phase of the game, the players explore the landscape. The
player who placed the last cave tile goes first in the second phase. Then
take alternating turns until both players have placed all of their tokens.
On your turn, place 1 token on an empty lowland space adjacent to any one of
your cave tiles or existing tokens. You can never place a token in a
mountain."

"If you place a token on a horse, eagle, or bear space, take a corresponding
animal tile from the supply, if there is one, and keep it in front of you.
At the start of any turn, you may return one animal tile to the supply to
place your token by the following alternate rules. You may play only one
animal tile per turn." The horse goes "two steps away from one of your caves
or tokens, moving through an empty or occupied lowland space"; the eagle
"two steps away ... on the directly opposite side of a mountain space"; the
bear goes onto "an occupied lowland space adjacent to one of your caves or
tribe tokens, and push[es] the opponent's tribe token in a straight line into
the empty lowland space beyond" (GP-4, GP-6, GP-10). "In all cases, if you
use an animal tile to place one of your tokens into an animal space, you take
a corresponding animal tile" (GP-11).

Where a token may go is worked out on masks in
:mod:`~tablerules.great_plains.placement`; a player who cannot place passes,
and the game ends when neither can (GP-7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action
from tablerules.core.listing import Listing
from tablerules.core.rules import NOT_AN_ACTION, PLAYER_DECIDES
from tablerules.great_plains.actions import (
    _BEAR_ON,
    _EAGLE_ON,
    _HORSE_ON,
    _PLACE_ON,
    ACTION_TYPES,
    PASS,
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
    SHIFTS,
    SPACE,
    SPACE_BIT,
    Board,
)
from tablerules.great_plains.components import ANIMAL_TILES, ANIMALS, SEAT_NAMES
from tablerules.great_plains.placement import Moves, step

if TYPE_CHECKING:
    from tablerules.great_plains.state import Animals, GreatPlainsState, Pair

__all__ = [
    "ANIMAL_NO_TILE",
    "BEAR_ADJACENT",
    "BEAR_BEYOND_OCCUPIED",
    "BEAR_DIRECTION",
    "BEAR_OPPONENT_TOKEN",
    "CAVE_ALL_PLACED",
    "EAGLE_ACROSS_MOUNTAIN",
    "EAGLE_TWO_STEPS",
    "HORSE_THROUGH_LOWLAND",
    "HORSE_TWO_STEPS",
    "PASS_CAN_PLACE",
    "PLACE_ADJACENT",
    "PLACE_EMPTY",
    "PLACE_LOWLAND",
    "SPACE_UNKNOWN",
    "Placing",
    "placed",
    "refusal",
    "unknown_space",
]

#: Pieces go on the spaces of the board, named like ``m8``.
SPACE_UNKNOWN: Final = "great-plains.space.unknown"
#: A player passes only when they cannot place (GP-7).
PASS_CAN_PLACE: Final = "great-plains.pass.can-place"
#: Once tokens are placed, every cave tile is on the board.
CAVE_ALL_PLACED: Final = "great-plains.cave.all-placed"
#: "You can never place a token in a mountain."
PLACE_LOWLAND: Final = "great-plains.place.lowland"
#: A token goes on an empty space (a bear's onto the opponent's token).
PLACE_EMPTY: Final = "great-plains.place.empty"
#: A token goes next to one of the player's caves or tokens.
PLACE_ADJACENT: Final = "great-plains.place.adjacent"
#: An animal tile is returned to place a token by its rule: one the player holds.
ANIMAL_NO_TILE: Final = "great-plains.animal.no-tile"
#: A horse goes two steps from one of the player's caves or tokens.
HORSE_TWO_STEPS: Final = "great-plains.horse.two-steps"
#: "You cannot use a horse to move over a mountain."
HORSE_THROUGH_LOWLAND: Final = "great-plains.horse.through-lowland"
#: An eagle goes two steps in a straight line from one of the player's caves or tokens.
EAGLE_TWO_STEPS: Final = "great-plains.eagle.two-steps"
#: "You cannot use an eagle to move through an empty or occupied lowland space."
EAGLE_ACROSS_MOUNTAIN: Final = "great-plains.eagle.across-mountain"
#: A bear pushes in one of the six directions.
BEAR_DIRECTION: Final = "great-plains.bear.direction"
#: A bear goes onto an opponent's token.
BEAR_OPPONENT_TOKEN: Final = "great-plains.bear.opponent-token"
#: The bear comes from the player's cave or token on the other side of that token (GP-6).
BEAR_ADJACENT: Final = "great-plains.bear.adjacent"
#: "You cannot use a bear if the space beyond is occupied."
BEAR_BEYOND_OCCUPIED: Final = "great-plains.bear.beyond-occupied"

_ANIMAL_OF: Final = {Horse: 0, Eagle: 1, Bear: 2}
_PUSH: Final = {name: d for d, name in enumerate(DIRECTION_NAMES)}
# Each space's bit with the one action of a kind on it that the listings hand out.
_At = dict[str, tuple[int, GreatPlainsAction]]
_PLACE_AT: Final[_At] = {space: (bit, _PLACE_ON[space]) for space, bit in SPACE_BIT.items()}
_HORSE_AT: Final[_At] = {space: (bit, _HORSE_ON[space]) for space, bit in SPACE_BIT.items()}
_EAGLE_AT: Final[_At] = {space: (bit, _EAGLE_ON[space]) for space, bit in SPACE_BIT.items()}
_BEAR_AT: Final[tuple[_At, ...]] = tuple(
    {space: (bit, _BEAR_ON[space, push]) for space, bit in SPACE_BIT.items()} for push in DIRECTION_NAMES
)


class Placing(Listing):
    """What the seat to decide may do: the placements ``moves`` allows, listed as
    :meth:`Moves.actions <tablerules.great_plains.placement.Moves.actions>` orders
    them, or only passing when there is none (GP-7).

    :meth:`find` looks at the masks of ``moves`` for the action's space
    instead of in a dict of every listed action, with the same answers: a
    position is placed from once or twice, and its dict would cost more
    than the few look-ups.
    """

    __slots__ = ("moves",)

    moves: Moves

    def __init__(self, moves: Moves) -> None:
        self.moves = moves
        self.actions = moves.actions()
        self._lookup = None
        self.drawn = None

    def find(self, action: object) -> Action | None:
        kind = type(action)
        moves = self.moves
        # The fields of an action of these types are str (their validators see to it), or
        # were forced to something else: an unhashable one is no placement.
        try:
            if kind is Place:
                at = _PLACE_AT.get(action.space)  # type: ignore[attr-defined]
                mask = moves.normal
            elif kind is Horse:
                at = _HORSE_AT.get(action.space)  # type: ignore[attr-defined]
                mask = moves.horse
            elif kind is Eagle:
                at = _EAGLE_AT.get(action.space)  # type: ignore[attr-defined]
                mask = moves.eagle
            elif kind is Bear:
                d = _PUSH.get(action.push)  # type: ignore[attr-defined]
                if d is None:
                    return None
                at = _BEAR_AT[d].get(action.space)  # type: ignore[attr-defined]
                mask = moves.bear[d]
            else:
                return PASS if kind is Pass and not moves.can_place else None
        except TypeError:
            return None
        if at is None or not mask >> at[0] & 1:
            return None
        return at[1]


def placed(state: GreatPlainsState, action: GreatPlainsAction) -> GreatPlainsState:
    """The token placed (or the pass), and who places next, or the end."""
    seat = state.seat
    other = 1 - seat
    kind = type(action)
    if kind is Pass:
        # A player who cannot place passes, and the other player goes on (GP-7).
        return state._turn(state.caves, state.tokens, state.left, state.removed, state.animals, other)
    # Laid while tokens are placed; typing.cast would cost a call at every step.
    board: Board = state.board  # type: ignore[assignment]
    bit = SPACE_BIT[action.space]  # type: ignore[attr-defined]
    mask = 1 << bit
    left = (state.left[0] - 1, state.left[1]) if seat == 0 else (state.left[0], state.left[1] - 1)
    if kind is Place and board.habitat[bit] < 0:
        # The common case, kept short: a token on grass, no animal tile involved.
        tokens = (
            (state.tokens[0] | mask, state.tokens[1])
            if seat == 0
            else (state.tokens[0], state.tokens[1] | mask)
        )
        return state._turn(state.caves, tokens, left, state.removed, state.animals, other)
    return _placed_with_animals(state, action, board, bit, left)


def _placed_with_animals(
    state: GreatPlainsState, action: GreatPlainsAction, board: Board, bit: int, left: Pair
) -> GreatPlainsState:
    """A placement that uses an animal tile, or lands on a habitat, or both."""
    seat = state.seat
    other = 1 - seat
    kind = type(action)
    mask = 1 << bit
    tokens = [state.tokens[0], state.tokens[1]]
    removed = state.removed
    held = list(state.animals[seat])
    animal = _ANIMAL_OF.get(kind)
    if animal is not None:
        # "At the start of any turn, you may return one animal tile to the supply."
        held[animal] -= 1
        if kind is Bear:
            # "push the opponent's tribe token in a straight line into the empty lowland
            # space beyond ... If the space beyond is a mountain or off the edge of the
            # board, remove your opponent's tribe token from the game."
            beyond = bit + SHIFTS[_PUSH[action.push]]  # type: ignore[attr-defined]
            theirs = tokens[other] & ~mask
            if beyond >= 0 and board.lowland >> beyond & 1:
                # "If this is an animal space, your opponent does not take a tile."
                theirs |= 1 << beyond
            else:
                removed = (removed[0] + 1, removed[1]) if other == 0 else (removed[0], removed[1] + 1)
            tokens[other] = theirs
    tokens[seat] |= mask
    habitat = board.habitat[bit]
    if habitat >= 0 and held[habitat] + state.animals[other][habitat] < ANIMAL_TILES:
        # "If you place a token on a horse, eagle, or bear space, take a corresponding
        # animal tile from the supply, if there is one" -- "In all cases", also when an
        # animal tile brought the token there (it went back to the supply first, GP-11).
        held[habitat] += 1
    mine = (held[0], held[1], held[2])
    animals: Animals = (mine, state.animals[1]) if seat == 0 else (state.animals[0], mine)
    return state._turn(state.caves, (tokens[0], tokens[1]), left, removed, animals, other)


# -- refusals ---------------------------------------------------------------------


def refusal(state: GreatPlainsState, action: object) -> IllegalActionError:
    """Why ``action`` is no placement the seat to decide may make, nor a pass it must make."""
    if not isinstance(action, ACTION_TYPES):
        return IllegalActionError(NOT_AN_ACTION, f"{action!r} is not a Great Plains decision", action=action)
    if isinstance(action, LayTablet | Turn):
        return IllegalActionError(PLAYER_DECIDES, f"seat {state.seat} decides now, not chance", action=action)
    if isinstance(action, Pass):
        return IllegalActionError(PASS_CAN_PLACE, "you can place a token, so you may not pass", action=action)
    if isinstance(action, PlaceCave):
        return IllegalActionError(CAVE_ALL_PLACED, "all six cave tiles are placed already", action=action)
    cell = SPACE.get(action.space)
    if cell is None:
        return unknown_space(action.space, action)
    rule, reason = _why(state, action, BIT[cell])
    return IllegalActionError(rule, reason, action=action)


def unknown_space(space: str, action: object) -> IllegalActionError:
    """The refusal of a piece put on ``space``, which names no space of the board."""
    return IllegalActionError(SPACE_UNKNOWN, f"there is no space {space!r} on the board", action=action)


def _why(state: GreatPlainsState, action: Place | Horse | Eagle | Bear, bit: int) -> tuple[str, str]:
    space = action.space
    seat = state.seat
    board: Board = state.board  # type: ignore[assignment]
    mine = state.caves[seat] | state.tokens[seat]
    animal = _ANIMAL_OF.get(type(action))
    if animal is not None and not state.animals[seat][animal]:
        return ANIMAL_NO_TILE, f"you have no {ANIMALS[animal]} tile to return"
    if isinstance(action, Bear):
        return _why_bear(state, action, bit, mine)
    target = 1 << bit
    if board.mountain & target:
        return PLACE_LOWLAND, f"{space} is a mountain: you can never place a token in a mountain"
    if (state.tokens[0] | state.tokens[1]) & target:
        return PLACE_EMPTY, f"{space} is occupied: tokens go on empty lowland spaces"
    if isinstance(action, Place):
        return (
            PLACE_ADJACENT,
            f"{space} is not next to one of your caves or tokens (an animal tile could take you further)",
        )
    if isinstance(action, Horse):
        straight = state.options.straight_horse
        if _two_steps(mine, target, straight=straight):
            # Two steps away, and still refused: every space between is a mountain.
            return (
                HORSE_THROUGH_LOWLAND,
                f"{space} is two steps away only over a mountain (or off the board): "
                "a horse moves through lowland",
            )
        if straight and _two_steps(mine, target, straight=False):
            return (
                HORSE_TWO_STEPS,
                f"{space} is two steps away from your cave or token only with a bend: "
                "with straight_horse a horse goes straight on (GP-4)",
            )
        return HORSE_TWO_STEPS, f"{space} is not two steps away from one of your caves or tokens"
    if _two_steps(mine, target, straight=True):
        return (
            EAGLE_ACROSS_MOUNTAIN,
            f"no mountain lies between {space} and your cave or token: an eagle flies only across a mountain",
        )
    return (
        EAGLE_TWO_STEPS,
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
        return BEAR_DIRECTION, f"a bear pushes {', '.join(DIRECTION_NAMES)}, not {push!r}"
    seat = state.seat
    target = 1 << bit
    if not state.tokens[1 - seat] & target:
        return (
            BEAR_OPPONENT_TOKEN,
            f"a bear goes onto a token of the {SEAT_NAMES[1 - seat]}, and {action.space} has none",
        )
    d = DIRECTION_NAMES.index(push)
    if not step(mine, d) & target:
        return (
            BEAR_ADJACENT,
            f"pushing {push}, the bear must come from your cave or token on the other side of {action.space}",
        )
    beyond = bit + SHIFTS[d]
    return (
        BEAR_BEYOND_OCCUPIED,
        f"the space beyond {action.space} ({_name(beyond)}) is occupied: you cannot use a bear",
    )


def _name(bit: int) -> str:
    cell = CELL_OF_BIT.get(bit)
    return "off the board" if cell is None else NAMES[cell]
