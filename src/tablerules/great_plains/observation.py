"""A Great Plains position as a vector of small ints, for learning frameworks.

Great Plains hides nothing, so the view is the state itself and the vector
encodes all of it that matters for play: the rules switched on, the tablets
laid, the terrain and the pieces of every space, the tokens left and knocked
out, the animal tiles held and in the supply, the scores, the phase and
whose turn it is. It is told from the observing seat's side: "mine" is that
seat's, "theirs" the other seat's; a spectator (seat ``None``) sees it from
the snakes' side (seat 0), so its vector is seat 0's with the ``me`` entry
2. The segments, in order, are those of :func:`observation_layout`; the
rules page has them as a table.

:func:`observe` runs at every step of a learning environment, so what
depends only on the options and the tablets laid (the rules, the layout, the
terrain) is worked out once per layout and cached, and the pieces are read
from the state's bit masks directly.
"""

from __future__ import annotations

import functools
from typing import Final

from tablerules.core.encoding import Layout, Segment
from tablerules.great_plains.board import BIT, GRID, PLACE_CENTRES, Board, Placement, tablet_regions
from tablerules.great_plains.components import (
    ANIMAL_TILES,
    ANIMALS,
    BEAR,
    CAVE,
    EAGLE,
    GRASS,
    HORSE,
    PEAK,
    SIDES,
    SPRING,
    TOKENS,
)
from tablerules.great_plains.options import Options
from tablerules.great_plains.phase import Phase
from tablerules.great_plains.state import GreatPlainsState
from tablerules.great_plains.universe import limits

__all__ = ["TERRAIN_CODES", "observation_layout", "observe"]

_PLACES: Final = len(PLACE_CENTRES)
_SPACES: Final = GRID.size
#: Each terrain symbol's number in the ``terrain`` segment; 0 is a space whose tablet is not laid yet.
TERRAIN_CODES: Final = {GRASS: 1, HORSE: 2, EAGLE: 3, BEAR: 4, PEAK: 5, SPRING: 6, CAVE: 7}
_PHASE_CODES: Final = {Phase.LAYING: 0, Phase.TURNING: 1, Phase.CAVES: 2, Phase.TOKENS: 3, Phase.OVER: 4}
# Looking a member up on its enum class costs a metaclass call: observe reads these.
_CAVES: Final = Phase.CAVES
_TOKENS: Final = Phase.TOKENS
_OVER: Final = Phase.OVER
# The ``pieces`` segment: 0 empty, then these, mine before theirs.
_MY_TOKEN, _THEIR_TOKEN, _MY_CAVE, _THEIR_CAVE = 1, 2, 3, 4
# The ``to_move`` segment past the two seats.
_CHANCE_MOVES, _NOBODY_MOVES = 2, 3
_SPECTATOR: Final = 2
#: A tablet turns 0 to 5 sixths (GP-3).
_MOST_SIXTHS: Final = 5
_NO_SCORES: Final = (0, 0)
_REGIONS: Final = tablet_regions()
_SWITCHES: Final = ("turn_tablets", "caves_block_bear", "straight_horse", "stuck_ends_game")

# The pieces of all 133 spaces are read from the four masks without a loop over
# their bits (that loop took half the time of an observation). A mask written in
# binary and read back in base 8 has each bit in an octal digit of its own, so
# 1 * my tokens + 2 * theirs + 3 * my caves + 4 * theirs has each space's code
# as one octal digit. Every bit that is no space gets the digit 7, and so does
# one bit above them all (so that no leading zero is lost): written in octal,
# the 7s deleted and the ASCII digits made byte values, what is left is the
# spaces' codes, last space first.
_WIDTH: Final = max(BIT) + 1
_SPACE_BITS: Final = frozenset(BIT)
_NO_SPACE: Final = sum(7 << 3 * bit for bit in range(_WIDTH + 1) if bit not in _SPACE_BITS)
_DIGIT_VALUES: Final = bytes((value - ord("0")) % 256 for value in range(256))
_NO_SPACE_DIGIT: Final = b"7"


def _octal(mask: int) -> int:
    """``mask`` with bit ``n`` moved to bit ``3 * n``: one octal digit per bit."""
    return int(format(mask, "b"), 8)


@functools.lru_cache(maxsize=256)
def _cave_digits(mine: int, theirs: int) -> int:
    """The octal digits of the cave tiles and of the bits that are no space.

    The cave tiles change only while they are placed, so this is asked
    again and again with the same few values."""
    return _MY_CAVE * _octal(mine) + _THEIR_CAVE * _octal(theirs) + _NO_SPACE


@functools.lru_cache(maxsize=64)
def observation_layout(options: Options) -> Layout:
    """The segments of every observation vector with ``options``, in order."""
    animals = len(ANIMALS)
    return Layout(
        (
            Segment(
                "me",
                1,
                2,
                "the observing seat: 0 the snakes, 1 the foxes, 2 a spectator (sees the snakes' side)",
            ),
            Segment(
                "phase",
                1,
                4,
                "0 laying tablets, 1 turning a tablet, 2 placing caves, 3 placing tokens, 4 over",
            ),
            Segment(
                "to_move",
                1,
                3,
                "0 the observing seat (the snakes for a spectator), 1 the other, 2 chance, 3 nobody",
            ),
            Segment("rules", len(_SWITCHES), 1, "1 where the rule is on: " + ", ".join(_SWITCHES)),
            Segment("layout.tablet", _PLACES, _PLACES, "the tablet laid on each place 1-7 (0: none yet)"),
            Segment("layout.side", _PLACES, len(SIDES), "its side: 1 a, 2 b (0: none yet)"),
            Segment("layout.turn", _PLACES, _MOST_SIXTHS, "the sixths it is turned clockwise"),
            Segment(
                "terrain",
                _SPACES,
                7,
                "each space in reading order: 0 not laid, 1 grass, 2 horse, "
                "3 eagle, 4 bear habitat, 5 peak, 6 spring, 7 cave",
            ),
            Segment(
                "pieces",
                _SPACES,
                4,
                "each space: 0 empty, 1 my token, 2 their token, 3 my cave tile, 4 their cave tile",
            ),
            Segment("left", 2, TOKENS, "tokens still to place: mine, theirs"),
            Segment("removed", 2, TOKENS, "tokens a bear knocked out of the game: mine, theirs"),
            Segment(
                "animals", 2 * animals, ANIMAL_TILES, "animal tiles held: my horse, eagle, bear, then theirs"
            ),
            Segment("supply", animals, ANIMAL_TILES, "animal tiles in the supply: horse, eagle, bear"),
            Segment("scores", 2, limits(options).highest_score, "points now: mine, theirs"),
        )
    )


def observe(view: object, seat: int | None) -> tuple[int, ...]:
    """``view`` (a position; Great Plains hides nothing) as ``seat`` sees it, laid out as
    :func:`observation_layout` says."""
    if not isinstance(view, GreatPlainsState):
        raise TypeError(f"a Great Plains observation is made from a GreatPlainsState, not {view!r}")
    if seat is None:
        me, mine, theirs = _SPECTATOR, 0, 1
    elif type(seat) is int and 0 <= seat <= 1:
        me, mine, theirs = seat, seat, 1 - seat
    else:
        raise ValueError(f"Great Plains seats are 0 and 1 (or None for a spectator), not {seat!r}")
    phase = view.phase
    if phase is _TOKENS or phase is _CAVES:
        to_move = 0 if view.seat == mine else 1
    elif phase is _OVER:
        to_move = _NOBODY_MOVES
    else:
        to_move = _CHANCE_MOVES
    tokens, caves = view.tokens, view.caves
    digits = (
        _MY_TOKEN * _octal(tokens[mine])
        + _THEIR_TOKEN * _octal(tokens[theirs])
        + _cave_digits(caves[mine], caves[theirs])
    )
    pieces = format(digits, "o").encode().translate(_DIGIT_VALUES, _NO_SPACE_DIGIT)[::-1]
    left, removed = view.left, view.removed
    held_mine, held_theirs = view.animals[mine], view.animals[theirs]
    # Only tokens score: none lie on the board before they are placed.
    scores = view.scores() if tokens[0] or tokens[1] else _NO_SCORES
    return (
        me,
        _PHASE_CODES[phase],
        to_move,
        *_landscape(view.options, view.layout),
        *pieces,
        left[mine],
        left[theirs],
        removed[mine],
        removed[theirs],
        *held_mine,
        *held_theirs,
        ANIMAL_TILES - held_mine[0] - held_theirs[0],
        ANIMAL_TILES - held_mine[1] - held_theirs[1],
        ANIMAL_TILES - held_mine[2] - held_theirs[2],
        scores[mine],
        scores[theirs],
    )


# A game lays one layout, asked for at every step: the cache holds many games' layouts.
@functools.lru_cache(maxsize=1024)
def _landscape(options: Options, layout: tuple[Placement, ...]) -> tuple[int, ...]:
    """The segments ``rules`` to ``terrain``: they depend only on the options and the tablets laid."""
    rules = tuple(int(getattr(options, name)) for name in _SWITCHES)
    tablets = [0] * _PLACES
    sides = [0] * _PLACES
    turns = [0] * _PLACES
    terrain = [0] * _SPACES
    for place, placement in enumerate(layout):
        tablet, side, sixths = placement
        tablets[place], sides[place], turns[place] = tablet, SIDES.index(side) + 1, sixths
        for cell, symbol in _laid_place(options.tablets, placement, place):
            terrain[cell] = TERRAIN_CODES[symbol]
    return rules + tuple(tablets) + tuple(sides) + tuple(turns) + tuple(terrain)


@functools.lru_cache(maxsize=1024)
def _laid_place(
    tablets: tuple[tuple[str, str], ...], placement: Placement, place: int
) -> tuple[tuple[int, str], ...]:
    """The spaces of ``place`` with their terrain when ``placement`` lies there.

    While chance lays the tablets the board is not whole, so the place is
    read from a whole board that has this placement there and the other
    tablets anywhere: the board's own geometry, turns included, decides.
    """
    tablet = placement[0]
    others = iter(number for number in range(1, _PLACES + 1) if number != tablet)
    layout = tuple(placement if other == place else (next(others), SIDES[0], 0) for other in range(_PLACES))
    terrain = Board.build(tablets, layout).terrain
    return tuple((cell, terrain[cell]) for cell in _REGIONS[place])
