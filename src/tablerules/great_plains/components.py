"""The printed parts of Great Plains, as data.

The rulebook's pictures are lost and the printed tablets are unknown: the
fourteen tablet sides below are a reconstruction, recorded on the
Interpretations page as GP-2. Each side is drawn as a small hexagon of 19
spaces, five rows of 3, 4, 5, 4 and 3 (GP-1); spaces between symbols and
the line breaks only help the eye.
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "ANIMALS",
    "ANIMAL_SYMBOLS",
    "ANIMAL_TILES",
    "BEAR",
    "CAVE",
    "CAVE_TILES",
    "EAGLE",
    "GRASS",
    "HABITATS",
    "HORSE",
    "LOWLAND",
    "MOUNTAINS",
    "PEAK",
    "SEAT_NAMES",
    "SEAT_SYMBOLS",
    "SIDES",
    "SPRING",
    "TABLETS",
    "TABLET_ROWS",
    "TERRAIN",
    "TERRAIN_NAMES",
    "TOKENS",
]

# Terrain symbols, used in tablet texts, in pictures and in ``from_picture``.
GRASS: Final = "."
HORSE: Final = "h"
EAGLE: Final = "e"
BEAR: Final = "b"
PEAK: Final = "^"
SPRING: Final = "~"
CAVE: Final = "c"

#: "Mountains (peaks, cave, and spring)".
MOUNTAINS: Final = frozenset({PEAK, CAVE, SPRING})
#: "Lowlands (grass, plus the habitats of the three animals: horse, eagle, and bear)".
LOWLAND: Final = frozenset({GRASS, HORSE, EAGLE, BEAR})
#: Every terrain symbol.
TERRAIN: Final = MOUNTAINS | LOWLAND

#: Each terrain symbol in words, as :meth:`GreatPlainsState.terrain
#: <tablerules.great_plains.state.GreatPlainsState.terrain>` answers.
TERRAIN_NAMES: Final = {
    GRASS: "grass",
    HORSE: "horse habitat",
    EAGLE: "eagle habitat",
    BEAR: "bear habitat",
    PEAK: "peak",
    SPRING: "spring",
    CAVE: "cave",
}

#: The three animals in a fixed order; animal tiles are counted in this order.
ANIMALS: Final = ("horse", "eagle", "bear")
#: The habitat symbol of each animal, in the order of ``ANIMALS``.
HABITATS: Final = (HORSE, EAGLE, BEAR)
#: The letters that name animal tiles (``from_picture``'s ``animals=("hb", "")``).
ANIMAL_SYMBOLS: Final = "".join(HABITATS)

#: "9 animal tiles (3 horses, 3 eagles, 3 bears)": tiles of each animal.
ANIMAL_TILES: Final = 3
#: "Give each player 3 cave tiles and 20 tribe tokens of one color."
CAVE_TILES: Final = 3
TOKENS: Final = 20

#: Seat 0 plays the blue snakes, seat 1 the orange foxes (GP-5).
SEAT_NAMES: Final = ("snakes", "foxes")
#: The letter of each seat's pieces on the text picture.
SEAT_SYMBOLS: Final = ("S", "F")

#: The number of spaces in each row of a tablet, top to bottom (GP-1).
TABLET_ROWS: Final = (3, 4, 5, 4, 3)
#: The two sides of a tablet, as written in a layout ("3b": tablet 3, side b).
SIDES: Final = ("a", "b")

#: The seven double-sided tablets, numbered 1 to 7, each as (side a, side b)
#: (GP-2). Every side has exactly one cave, 4 or 5 peaks, 2 springs, a
#: habitat of each animal (one of them twice on some sides) and 8 or 9 grass
#: spaces: 11 or 12 lowland spaces, so every board has at least 81.
TABLETS: Final = (
    (
        """
          . . ^
         . . c .
        . ~ ~ . b
         . . h ^
          e ^ ^
        """,
        """
          . ^ ^
         e ^ ^ .
        . . . h ~
         . b ^ .
          c . ~
        """,
    ),
    (
        """
          . . ^
         . ^ . ^
        h c ~ . h
         e . ^ ~
          b . .
        """,
        """
          ~ b .
         h . ^ ^
        c e b . ^
         . ^ . .
          ~ . .
        """,
    ),
    (
        """
          . ^ .
         e ^ b .
        . . . ~ ^
         ~ h e ^
          . c .
        """,
        """
          ^ . ~
         . ^ h ~
        . e . . ^
         c b . .
          . . ^
        """,
    ),
    (
        """
          . . ^
         . . . ^
        ^ ^ e . c
         . . ~ b
          ^ ~ h
        """,
        """
          ~ . ~
         h . e .
        . . h c ^
         ^ ^ . ^
          . b .
        """,
    ),
    (
        """
          . ^ .
         b b . .
        . ^ ^ ~ ^
         e . h .
          . c ~
        """,
        """
          . . .
         e ^ . ^
        . ~ c h e
         ^ . b ^
          . ~ .
        """,
    ),
    (
        """
          . ^ .
         ^ b . c
        ^ . h ~ .
         . ^ . e
          ~ . .
        """,
        """
          ^ ~ .
         . e . c
        . ~ ^ ^ .
         . ^ . h
          . b ^
        """,
    ),
    (
        """
          ^ h .
         e . ^ c
        . . ~ . ^
         h ^ ~ .
          . . b
        """,
        """
          ^ ~ .
         . ~ e .
        . b . ^ c
         . ^ h ^
          b . .
        """,
    ),
)
