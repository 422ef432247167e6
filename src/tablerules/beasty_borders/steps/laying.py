"""Laying the tiles: chance lays the landscape, one place after another.

"Shuffle the 9 tiles and place them face-up in a 3x3 tiles grid. Place the
steps-marker at the signpost space." 'Without Luck': "Use only 6 of the 9
tiles. The marker's start tile must be one of these." Chance lays them place
by place in reading order (BB-1, BB-7).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Final

from tablerules.beasty_borders.actions import LayTile
from tablerules.beasty_borders.board import Board, signpost_tile, tile_places
from tablerules.beasty_borders.components import MEADOW
from tablerules.beasty_borders.options import Options
from tablerules.beasty_borders.phase import Phase
from tablerules.core.chance import Outcomes, pick, prepared, uniform
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import Listing
from tablerules.core.rules import CHANCE_DECIDES

if TYPE_CHECKING:
    from tablerules.beasty_borders.state import BeastyBordersState

__all__ = [
    "SIGNPOST_TILE",
    "TILES_LAID",
    "TILE_NUMBER",
    "TILE_ONCE",
    "Laying",
    "laid",
    "laid_board",
    "laying",
    "refusal",
]

#: The tiles are numbered 1 to 9.
TILE_NUMBER: Final = "beasty-borders.setup.tile-number"
#: Each tile is laid once.
TILE_ONCE: Final = "beasty-borders.setup.tile-once"
#: After the last place no more tiles are laid (refused while the die is rolled).
TILES_LAID: Final = "beasty-borders.setup.tiles-laid"
#: 'Without Luck': the signpost's tile must be among the six.
SIGNPOST_TILE: Final = "beasty-borders.without-luck.signpost-tile"

_LAYING_TILES: Final = Phase.LAYING_TILES
_ROLLING: Final = Phase.ROLLING
_OVER: Final = Phase.OVER


class Laying(Listing):
    """The chance outcomes for the next tile: a listing of the tiles, with the tiles as
    pairs with their chances, and the weights :func:`~tablerules.core.chance.pick`
    draws from, summed once.

    Which tiles are laid is public, so the outcomes are
    :func:`~tablerules.core.chance.prepared`: ``sample_outcome`` finds their
    weights too. There are a few thousand such situations at most.
    """

    __slots__ = ("outcomes", "weights")

    outcomes: Outcomes[LayTile]
    weights: Sequence[float]

    def __init__(self, outcomes: tuple[tuple[LayTile, Fraction], ...]) -> None:
        super().__init__(tile for tile, _ in outcomes)
        self.outcomes = prepared(outcomes)
        self.weights = self.outcomes.weights

    def sample(self, rng: random.Random) -> LayTile:
        """The tile ``sample_outcome(self.outcomes, rng)`` draws, with the same ``rng.random()`` call."""
        return self.outcomes[pick(self.weights, rng)][0]


# Never more than 2 ** 9 sets of tiles laid, times the places left and the signpost's
# tile, whatever the options or a position made by hand ask for: a table that never
# forgets, so that no prepared outcome list is made twice.
@functools.cache
def _laying(laid: frozenset[int], places: int, signpost: int | None) -> Laying:
    """The tiles that may come next, with their chances, when ``places`` places are left.

    With ``signpost`` set ('Without Luck', signpost tile not yet down), that
    tile must be among the six: it comes now with chance 1/places, which makes
    every layout holding it equally likely (BB-7).
    """
    tiles = sorted(frozenset(range(1, 10)) - laid)
    if signpost is None:
        return Laying(uniform(tuple(LayTile(tile) for tile in tiles)))
    if places == 1:
        return Laying(((LayTile(signpost), Fraction(1)),))
    share = (1 - Fraction(1, places)) / (len(tiles) - 1)
    return Laying(
        tuple((LayTile(tile), Fraction(1, places) if tile == signpost else share) for tile in tiles)
    )


def laying(state: BeastyBordersState) -> Laying:
    """The tiles that may be laid next in ``state``, with their chances."""
    options = state.options
    across, down = tile_places(options.without_luck)
    signpost = signpost_tile(options.tiles)
    must_come = signpost if options.without_luck and signpost not in state.layout else None
    return _laying(frozenset(state.layout), across * down - len(state.layout), must_come)


def laid_board(options: Options, layout: tuple[int, ...]) -> Board | None:
    """The board of the tiles ``layout`` once every place is laid, else ``None``."""
    across, down = tile_places(options.without_luck)
    if len(layout) < across * down:
        return None
    return Board.build(options.tiles, layout, options.without_luck, options.walk)


def laid(state: BeastyBordersState, layout: tuple[int, ...]) -> BeastyBordersState:
    """``state`` with the tiles ``layout`` laid: the next place to lay, or the board ready."""
    board = laid_board(state.options, layout)
    if board is None:
        return state._made(
            state.options, layout, "", -1, _LAYING_TILES, 0, state.supply, state.row, None, None
        )
    # Tiles of one's own making may leave no green space at all: nothing to play.
    phase = _ROLLING if MEADOW in board.terrain else _OVER
    # "Place the steps-marker at the signpost space."
    return state._made(
        state.options, layout, board.terrain, board.signpost, phase, 0, state.supply, state.row, None, board
    )


def refusal(state: BeastyBordersState, action: object) -> IllegalActionError:
    """Why ``action`` is no tile that may be laid next."""
    if not isinstance(action, LayTile):
        return IllegalActionError(
            CHANCE_DECIDES, "the tiles are still being laid: chance decides now", action=action
        )
    if not 1 <= action.tile <= 9:
        return IllegalActionError(
            TILE_NUMBER, f"the tiles are numbered 1 to 9, not {action.tile}", action=action
        )
    if action.tile in state.layout:
        return IllegalActionError(TILE_ONCE, f"tile {action.tile} is laid already", action=action)
    signpost = signpost_tile(state.options.tiles)
    return IllegalActionError(
        SIGNPOST_TILE,
        f"the last place must take tile {signpost}: the marker's start tile must be one of the six",
        action=action,
    )
