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

:func:`observe` runs at every step of a learning environment, on a state
nothing has asked anything yet, so it works from the last observation made
from the same side: what depends only on the options and the tablets laid
(the rules, the layout, the terrain) is worked out once per layout and
cached, a step changes the pieces of a few spaces only, and the scores are
counted again only in the meadows where tokens changed. A position far from
the last one (another game, a jump in a search) is read from its bit masks
whole.
"""

from __future__ import annotations

import functools
from typing import Final

import attrs

from tablerules.core.encoding import Layout, Segment
from tablerules.great_plains.board import (
    BIT,
    CELL_OF_BIT,
    GRID,
    PLACE_CENTRES,
    Board,
    Placement,
    _spaces_laid,
)
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
from tablerules.great_plains.scoring import _rescored
from tablerules.great_plains.state import Animals, GreatPlainsState, Pair
from tablerules.great_plains.universe import limits

__all__ = ["TERRAIN_CODES", "observation_layout", "observe"]

_PLACES: Final = len(PLACE_CENTRES)
_SPACES: Final = GRID.size
#: Each terrain symbol's number in the ``terrain`` segment; 0 is a space whose tablet is not laid yet.
TERRAIN_CODES: Final = {GRASS: 1, HORSE: 2, EAGLE: 3, BEAR: 4, PEAK: 5, SPRING: 6, CAVE: 7}
_TERRAIN_BYTES: Final = bytes.maketrans("".join(TERRAIN_CODES).encode(), bytes(TERRAIN_CODES.values()))
# The ``phase`` segment. Looking a member up on its enum class costs a metaclass
# call, and hashing one a Python call: observe compares these by identity.
_LAYING: Final = Phase.LAYING
_TURNING: Final = Phase.TURNING
_CAVES: Final = Phase.CAVES
_TOKENS: Final = Phase.TOKENS
_OVER: Final = Phase.OVER
_LAYING_CODE, _TURNING_CODE, _CAVES_CODE, _TOKENS_CODE, _OVER_CODE = 0, 1, 2, 3, 4
# The ``pieces`` segment: 0 empty, then these, mine before theirs.
_MY_TOKEN, _THEIR_TOKEN, _MY_CAVE, _THEIR_CAVE = 1, 2, 3, 4
# The ``to_move`` segment past the two seats.
_CHANCE_MOVES, _NOBODY_MOVES = 2, 3
_SPECTATOR: Final = 2
#: A tablet turns 0 to 5 sixths (GP-3).
_MOST_SIXTHS: Final = 5
_NO_SCORES: Final = (0, 0)
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


# Where the vector's parts lie: ``me``, ``phase`` and ``to_move``; the 158
# entries of ``rules`` to ``terrain``; then a space's piece at its number past
# those; then ``left``, ``removed``, ``animals`` with ``supply``, ``scores``.
_PIECES: Final = 3 + len(_SWITCHES) + 3 * _PLACES + _SPACES
_LEFT: Final = _PIECES + _SPACES
_TILES: Final = _LEFT + 4
_SCORES: Final = _TILES + 3 * len(ANIMALS)
# The entry of the piece on each bit's space, by the bit's ``bit_length()``.
_PIECE_ENTRY: Final = tuple(
    _PIECES + CELL_OF_BIT[length - 1] if length - 1 in CELL_OF_BIT else -1 for length in range(_WIDTH + 1)
)
# Spaces changed since the last observation from the same side past which the
# pieces are read whole again. That observation is mostly two steps back, and a
# step changes one space, or two when a bear pushes a token on.
_FEW_CHANGES: Final = 8


@attrs.define
class _Seen:
    """The last observation made from one side, and what it was made from."""

    options: Options
    #: Held so that its ``id``, the entry's key, stays its own.
    layout: tuple[Placement, ...]
    caves: Pair
    tokens: Pair
    animals: Animals
    #: The points of the snakes and of the foxes.
    scores: tuple[int, ...]
    #: The vector's entries, patched into the next one's: a tuple made of a list
    #: is one copy, where a patched tuple would take two.
    entries: list[int]


# The last observation of each game from each side, by the game's layout (its
# very tuple, which the entry keeps alive) and the side: 0 the snakes' (a
# spectator's too), 1 the foxes'. Games played side by side each keep theirs.
# An observe takes its entry out while it patches it and then puts it back
# last, so that no two callers ever patch the same one (a caller that finds
# none reads the position whole), and the entry used longest ago goes first.
_seen: dict[tuple[int, int], _Seen] = {}
_MOST_SEEN: Final = 32


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
        me, mine = _SPECTATOR, 0
    elif type(seat) is int and 0 <= seat <= 1:
        me = mine = seat
    else:
        raise ValueError(f"Great Plains seats are 0 and 1 (or None for a spectator), not {seat!r}")
    theirs = 1 - mine
    phase = view.phase
    if phase is _TOKENS or phase is _CAVES:
        code = _TOKENS_CODE if phase is _TOKENS else _CAVES_CODE
        to_move = 0 if view.seat == mine else 1
    elif phase is _OVER:
        code, to_move = _OVER_CODE, _NOBODY_MOVES
    else:
        code, to_move = _LAYING_CODE if phase is _LAYING else _TURNING_CODE, _CHANCE_MOVES
    options, layout, caves, tokens, animals = view.options, view.layout, view.caves, view.tokens, view.animals
    left, removed = view.left, view.removed
    key = (id(layout), mine)
    seen = _seen.pop(key, None)
    if seen is not None and seen.options is options:
        # The same game, most likely a step on from the position seen last: the
        # same rules and terrain, and a few spaces whose pieces changed.
        before = seen.tokens
        changed = (before[0] ^ tokens[0]) | (before[1] ^ tokens[1])
        if caves is not seen.caves:
            changed |= (seen.caves[0] ^ caves[0]) | (seen.caves[1] ^ caves[1])
        if changed.bit_count() > _FEW_CHANGES:
            seen = None
    else:
        seen = None
    if seen is None:
        digits = (
            _MY_TOKEN * _octal(tokens[mine])
            + _THEIR_TOKEN * _octal(tokens[theirs])
            + _cave_digits(caves[mine], caves[theirs])
        )
        pieces = format(digits, "o").encode().translate(_DIGIT_VALUES, _NO_SPACE_DIGIT)[::-1]
        # Only tokens score: none lie on the board before they are placed.
        scores = view.scores() if tokens[0] or tokens[1] else _NO_SCORES
        entries = [
            me,
            code,
            to_move,
            *_landscape(options, layout),
            *pieces,
            left[mine],
            left[theirs],
            removed[mine],
            removed[theirs],
            *_tiles(animals, mine),
            scores[mine],
            scores[theirs],
        ]
        seen = _Seen(options, layout, caves, tokens, animals, scores, entries)
    else:
        entries = seen.entries
        entries[0] = me
        entries[1] = code
        entries[2] = to_move
        if changed:
            my_tokens, their_tokens, my_caves = tokens[mine], tokens[theirs], caves[mine]
            while changed:
                space = changed & -changed
                changed ^= space
                if my_tokens & space:
                    piece = _MY_TOKEN
                elif their_tokens & space:
                    piece = _THEIR_TOKEN
                elif my_caves & space:
                    piece = _MY_CAVE
                else:
                    piece = _THEIR_CAVE if caves[theirs] & space else 0
                entries[_PIECE_ENTRY[space.bit_length()]] = piece
            seen.caves = caves
        scores = seen.scores
        if tokens != before:
            board = view.board
            scores = view.scores() if board is None else _rescored(board, before, scores, tokens)
            seen.tokens, seen.scores = tokens, scores
        entries[_LEFT] = left[mine]
        entries[_LEFT + 1] = left[theirs]
        entries[_LEFT + 2] = removed[mine]
        entries[_LEFT + 3] = removed[theirs]
        if animals is not seen.animals:
            entries[_TILES:_SCORES] = _tiles(animals, mine)
            seen.animals = animals
        entries[_SCORES] = scores[mine]
        entries[_SCORES + 1] = scores[theirs]
    if len(_seen) >= _MOST_SEEN:
        _seen.pop(next(iter(_seen), key), None)
    _seen[key] = seen
    return tuple(entries)


def _tiles(animals: Animals, mine: int) -> tuple[int, ...]:
    """The segments ``animals`` and ``supply`` from seat ``mine``'s side."""
    held_mine, held_theirs = animals[mine], animals[1 - mine]
    return (
        *held_mine,
        *held_theirs,
        ANIMAL_TILES - held_mine[0] - held_theirs[0],
        ANIMAL_TILES - held_mine[1] - held_theirs[1],
        ANIMAL_TILES - held_mine[2] - held_theirs[2],
    )


# A game lays one layout, asked for at every step: the cache holds many games' layouts.
@functools.lru_cache(maxsize=1024)
def _landscape(options: Options, layout: tuple[Placement, ...]) -> tuple[int, ...]:
    """The segments ``rules`` to ``terrain``: they depend only on the options and the tablets laid.

    While chance lays the tablets the board is not whole: each place laid
    shows what the whole board will show there."""
    rules = tuple(int(getattr(options, name)) for name in _SWITCHES)
    tablets = [0] * _PLACES
    sides = [0] * _PLACES
    turns = [0] * _PLACES
    for place, (tablet, side, sixths) in enumerate(layout):
        tablets[place], sides[place], turns[place] = tablet, SIDES.index(side) + 1, sixths
    if len(layout) == _PLACES:
        # The whole board's terrain, one symbol a space: its codes at once.
        terrain = tuple(Board.build(options.tablets, layout).terrain.encode().translate(_TERRAIN_BYTES))
    else:
        spaces = [0] * _SPACES
        for place, placement in enumerate(layout):
            for cell, symbol in _spaces_laid(options.tablets, placement, place):
                spaces[cell] = TERRAIN_CODES[symbol]
        terrain = tuple(spaces)
    return rules + tuple(tablets) + tuple(sides) + tuple(turns) + terrain
