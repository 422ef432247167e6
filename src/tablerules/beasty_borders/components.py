"""The printed parts of Beasty Borders, as data.

The rulebook's pictures are lost; the tiles, the signpost and the bidding row
below are reconstructions, each recorded on the Interpretations page under
the id cited next to it.
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "BIDDING_ROW",
    "DIE_SIDES",
    "EMPTY_MARKER",
    "FARM",
    "GROUP_POINTS",
    "KINDS",
    "LAKE",
    "MAIN_SUPPLY",
    "MEADOW",
    "SEAT_KINDS",
    "SIGNPOST",
    "TERRAIN_NAMES",
    "TILES",
    "TILE_COLS",
    "TILE_ROWS",
    "WILD",
    "WITHOUT_LUCK_SUPPLY",
    "group_points",
    "owner_of",
]

# Board symbols used in tile texts, in states and in the text picture.
MEADOW: Final = "."  # an empty green space
LAKE: Final = "~"
SIGNPOST: Final = "S"  # the lake space where the signpost stands (BB-3)
EMPTY_MARKER: Final = "#"  # "place an empty-space-marker at that space"
#: Each kind of space in words, as ``BeastyBordersState.terrain`` answers.
TERRAIN_NAMES: Final = {MEADOW: "green", LAKE: "lake", SIGNPOST: "signpost"}

#: "Give one player all farm animals, the other player all wild animals."
#: Seat 0 plays the farm animals and starts (BB-5).
FARM: Final = ("A", "B", "C")
WILD: Final = ("X", "Y", "Z")
KINDS: Final = FARM + WILD
#: The kinds each seat plays, by seat (BB-5).
SEAT_KINDS: Final = (FARM, WILD)

#: "8, 7 and 5 farm (or shepherd) animals, and 8, 7 and 5 wild animals".
MAIN_SUPPLY: Final = {"A": 8, "B": 7, "C": 5, "X": 8, "Y": 7, "Z": 5}
#: 'Without Luck': "Both players only have 2 different animals, 8 and 6 of these."
WITHOUT_LUCK_SUPPLY: Final = {"A": 8, "B": 6, "X": 8, "Y": 6}

#: The D8.
DIE_SIDES: Final = 8

#: Victory points by group size (index = size); "A separate animal brings no points."
GROUP_POINTS: Final = (0, 0, 1, 3, 5, 7, 8, 9, 10)

#: Every tile is 3 spaces wide and 2 high (BB-1).
TILE_COLS: Final = 3
TILE_ROWS: Final = 2

#: The nine tiles, top row then bottom row, numbered 1 to 9 (BB-2). Six have
#: five green spaces and a lake, three have four and two lakes: 42 green
#: spaces and twelve lakes in all. Tile 1 carries the signpost (BB-3).
TILES: Final = (
    "S../...",
    ".../.~.",
    "..~/...",
    ".../~..",
    ".~./...",
    ".../..~",
    "~../..~",
    ".~./.~.",
    "..~/~..",
)

#: The 'Without Luck' bidding row, left to right; the value of an animal is
#: its place in the row, counted from 1. One entry may hold two animals of
#: the same value. The whole supply of both players lies in the row (BB-9).
BIDDING_ROW: Final = (
    "A",
    *(kind for pair in zip("XYXYXYXYXYXX", "BABABABABAAA", strict=True) for kind in pair),
    "XY",
    "B",
)


def group_points(size: int) -> int:
    """The victory points of a group of ``size`` identical animals."""
    if size >= len(GROUP_POINTS):
        # The printed supplies hold at most eight animals of a kind; a larger
        # group comes only from a position built by hand or a bidding row of
        # one's own ('Without Luck'), and it keeps the top value.
        return GROUP_POINTS[-1]
    return GROUP_POINTS[size]


def owner_of(kind: str) -> int:
    """The seat that plays animals of ``kind``: 0 for farm, 1 for wild."""
    return 0 if kind in FARM else 1
