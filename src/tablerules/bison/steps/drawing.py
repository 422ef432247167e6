"""Drawing a landscape tile: chance decides, for each seat in turn from the first player.

"Starting with the first player and proceeding clockwise, each player draws a
landscape tile from the pile. You must look at your tile and keep it hidden
from the other players. You will play your tile during the third phase of the
season."

The pile is hidden from every seat, so nothing here is kept by it: a cache
kept between states would hold it where anyone who imports this module could
read it. The draws are shared values from a table filled before play, keyed
by the tile's number alone, and the chances are kept by the number of tiles
left, which every seat can count.
"""

from __future__ import annotations

import functools
import itertools
import random
from fractions import Fraction
from typing import TYPE_CHECKING, Final

from tablerules.bison.actions import BisonAction, Draw
from tablerules.bison.phase import Phase
from tablerules.bison.steps.turn import elsewhere, put
from tablerules.core.chance import Outcomes, pick, prepared
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import ChanceListing

if TYPE_CHECKING:
    from tablerules.bison.state import BisonState

__all__ = ["DRAW_PILE", "Drawing", "draw", "drew", "outcomes", "refusal", "sample"]

#: Only a tile still in the pile is drawn.
DRAW_PILE: Final = "bison.draw.pile"

_DRAWING: Final = Phase.DRAWING
_CHOOSING: Final = Phase.CHOOSING
# A tile set made larger by hand gets new values past the table.
_DRAWS: Final = tuple(Draw(tile) for tile in range(256))


def draw(tile: int) -> Draw:
    """Drawing tile number ``tile``: one value for every game."""
    return _DRAWS[tile] if 0 <= tile < len(_DRAWS) else Draw(tile)


class Drawing(ChanceListing[Draw]):
    """Drawing each tile of the pile, every tile as likely: both the position's listing
    and its ``chance_outcomes()``, listed only when read.

    ``sample_outcome`` draws from the pile itself (:func:`sample`), and an
    action is found by its tile, in the pile.
    """

    __slots__ = ("pile",)

    pile: tuple[int, ...]

    def __init__(self, pile: tuple[int, ...]) -> None:
        super().__init__()
        self.pile = pile

    def listed(self) -> Outcomes[Draw]:
        return outcomes(self.pile)

    def sample(self, rng: random.Random) -> Draw:
        tile = self.drawn = sample(self.pile, rng)
        return tile

    @property
    def actions(self) -> tuple[Draw, ...]:  # type: ignore[override]
        listed = self._listed
        if listed is None:
            listed = self._listed = tuple(map(draw, self.pile))
        return listed

    def find(self, action: object) -> Draw | None:
        if type(action) is Draw:
            pile = self.pile
            tile = action.tile
            # By equality, as a look-up among the draws finds it; a value that equals no
            # tile (unhashable ones among them) is in no pile.
            if tile in pile:
                listed = pile[pile.index(tile)]
                # The pile's own tile: its shared draw is the listed one, without listing all.
                if type(listed) is int and 0 <= listed < len(_DRAWS):
                    return _DRAWS[listed]
                return self.actions[pile.index(tile)]
        return None


@functools.lru_cache(maxsize=64)
def _chance(count: int) -> Fraction:
    """Each tile's chance when ``count`` are left."""
    return Fraction(1, count)


def outcomes(pile: tuple[int, ...]) -> Outcomes[Draw]:
    """Every tile of the pile, each as likely."""
    p = _chance(len(pile))
    return prepared(tuple((draw(tile), p) for tile in pile), _weights(len(pile)))


@functools.lru_cache(maxsize=64)
def _weights(count: int) -> tuple[float, ...]:
    """The cumulative weights ``sample_outcome`` sums for ``count`` tiles left, each as likely."""
    # 1 / count is the float of Fraction(1, count), summed one by one as sample_outcome sums.
    return tuple(itertools.accumulate(itertools.repeat(1 / count, count)))


def sample(pile: tuple[int, ...], rng: random.Random) -> Draw:
    """The tile ``sample_outcome(outcomes(pile), rng)`` draws, without listing the outcomes."""
    return draw(pile[pick(_weights(len(pile)), rng)])


def drew(state: BisonState, action: BisonAction) -> BisonState:
    """The drawing seat holds the tile; once every seat holds one, the first player chooses."""
    tile: int = action.tile  # type: ignore[attr-defined]
    seat: int = state.drawing_seat  # type: ignore[assignment]
    hands = put(state.hands, seat, tile)
    pile = state.pile
    index = pile.index(tile)
    pile = pile[:index] + pile[index + 1 :]
    if tile in pile:  # a pile made by hand may hold a number twice: the draw takes them all
        pile = tuple(t for t in pile if t != tile)
    everyone = None not in hands
    return state._evolve(hands=hands, pile=pile, phase=_CHOOSING if everyone else _DRAWING)


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """Why ``action`` is no tile of the pile (trades are :mod:`~tablerules.bison.steps.trading`'s)."""
    if type(action) is Draw:
        return IllegalActionError(DRAW_PILE, f"tile {action.tile} is not in the pile", action=action)
    return elsewhere(state, action)
