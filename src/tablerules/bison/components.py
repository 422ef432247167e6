"""The printed parts of Bison: landscape tiles, pieces, the cost table, the seasons.

The rulebook's pictures are lost and the 21 printed tiles are unknown: the
tiles below are a reconstruction, recorded on the Interpretations page as
BIS-2. A tile is written as one line of text, ``"pppmmm 1 1 1"``: its six
edges, then the bison on its prairie, the salmon in its river and the wild
turkeys on its mountain. The edges are read from the east edge anticlockwise
(east, north-east, north-west, west, south-west, south-east, BIS-1); each is
``p`` (prairie) or ``m`` (mountain), in one run of each, because "the river
always separates the prairie from the mountain" and runs from one corner of
the tile to another.
"""

from __future__ import annotations

import enum
from typing import Final

from tablerules.core import words

__all__ = [
    "ANIMALS",
    "COST",
    "FOOD_CAP",
    "HUNTERS",
    "MAX_HUNTERS",
    "PIECE_SIZES",
    "REMOVED",
    "SEASONS",
    "SEAT_NAMES",
    "START_FOOD",
    "START_HUNTERS",
    "START_SIZES",
    "START_TILES",
    "TILES",
    "Kind",
    "Terrain",
    "cost",
    "counted",
]


class Terrain(enum.IntEnum):
    """The three fields of every tile, and the region kinds they make."""

    PRAIRIE = 0
    RIVER = 1
    MOUNTAIN = 2

    @property
    def letter(self) -> str:
        """``p``, ``r`` or ``m``: how a field of this terrain is named (``"12p"``)."""
        return "prm"[self]

    @property
    def animal(self) -> str:
        """The animal this terrain shows and feeds: bison, salmon or turkeys."""
        return ANIMALS[self]


#: The animals in track order; track ``i`` is fed by terrain ``Terrain(i)``.
ANIMALS: Final = ("bison", "salmon", "turkeys")


class Kind(enum.Enum):
    """The six actions of the player board; each is taken at most once a season."""

    TILE = "tile"
    TIPI = "tipi"
    CANOE = "canoe"
    GATHER = "gather"
    MOVE1 = "move1"
    MOVE3 = "move3"

    def __repr__(self) -> str:
        # Evaluates back where Kind is imported, as every action's repr does.
        return f"Kind.{self.name}"

    @property
    def bit(self) -> int:
        """This action's bit in a seat's mask of action markers placed this season."""
        # By name: hashing a member itself calls Enum.__hash__, and this is asked at every choice.
        return _BITS[self._name_]

    @property
    def title(self) -> str:
        """The action's name on the player board."""
        return _TITLES[self]

    def title_in(self, variant: int) -> str:
        """The action's name with ``variant``'s rules: the variants rename the tipi and canoe actions."""
        piece = {Kind.TIPI: "tipis", Kind.CANOE: "canoes"}.get(self)
        if piece is None or variant == 0:
            return self.title
        if variant == 1:
            return f"place and enlarge {piece}"
        return f"place, enlarge, reduce, or remove {piece}"


_BITS: Final = {kind.name: 1 << index for index, kind in enumerate(Kind)}
_TITLES: Final = {
    Kind.TILE: "place your landscape tile and put hunters into play",
    Kind.TIPI: "place or enlarge a tipi",
    Kind.CANOE: "place or enlarge a canoe",
    Kind.GATHER: "gather hunters",
    Kind.MOVE1: "move hunters one space each",
    Kind.MOVE3: "move hunters one to 3 spaces each",
}

#: The cost table: animals paid for 0 to 5 hunters; 0 hunters *earns* one animal.
COST: Final = (-1, 0, 2, 4, 7, 10)
#: "up to 5 of your hunters": no action uses more.
MAX_HUNTERS: Final = 5


def cost(hunters: int) -> int:
    """The animals an action with ``hunters`` hunters costs (0 hunters costs nothing here)."""
    return COST[hunters] if hunters > 0 else 0


def counted(number: int, noun: str) -> str:
    """``number`` and ``noun`` agreeing, as the rulebook writes them; ``noun`` in the plural.

    The pictures, the score tables and the refusals all count with it.

    >>> from tablerules.bison.components import counted
    >>> counted(1, "turkeys"), counted(4, "turkeys"), counted(1, "diamonds"), counted(2, "bison")
    ('1 turkey', '4 turkeys', '1 diamond', '2 bison')
    """
    if noun in ("bison", "salmon"):
        return words.counted(number, noun, noun)
    return words.counted(number, noun.removesuffix("s"))


#: Seasons by player count: "2 players, 6 seasons; 3 players, 5; 4 players, 4".
SEASONS: Final = {2: 6, 3: 5, 4: 4}
#: Landscape tiles put back in the box unseen at setup, by player count: ``18 - seasons *
#: players``. The library draws them not at all rather than first (BIS-5), so these many
#: tiles are still in the pile at the end.
REMOVED: Final = {2: 6, 3: 3, 4: 2}

#: "You begin the game with 10 bison, 10 salmon, and 10 wild turkeys."
START_FOOD: Final = (10, 10, 10)
#: "If you have more than 15 animals of the same type ... the surplus is lost."
FOOD_CAP: Final = 15
#: "8 of these cubes represent the hunters of their horde."
HUNTERS: Final = 8
#: "4 hunters, 1 single tipi, 1 double tipi, 1 single canoe, and 1 double canoe."
START_HUNTERS: Final = 4
#: A player's tipis, and likewise canoes, by diamonds: "two 1-diamond tipis, two
#: 2-diamond tipis, one 3-diamond tipi, and one 4-diamond tipi".
PIECE_SIZES: Final = (1, 1, 2, 2, 3, 4)
#: The tipis (and canoes) each player starts with in reserve; the rest are in the market.
START_SIZES: Final = (1, 2)

#: Seat colours, seat 0 first (the rulebook's examples use yellow and red).
SEAT_NAMES: Final = ("yellow", "red", "blue", "green")

#: The three starting tiles, laid so that the totem symbol is where they meet
#: (BIS-3): each river begins at the totem.
START_TILES: Final = (
    "pppmmm 1 1 1",
    "ppmmmm 1 1 1",
    "ppppmm 1 1 1",
)

#: The 18 landscape tiles of the pile (BIS-2): every river position (1 to 5
#: prairie edges), every animal on every terrain, 3 animals a tile.
TILES: Final = (
    "pppmmm 1 1 1",
    "pppmmm 2 0 1",
    "pppmmm 1 0 2",
    "pppmmm 0 2 1",
    "pppmmm 0 3 0",
    "ppmmmm 1 1 1",
    "ppmmmm 0 1 2",
    "ppmmmm 2 1 0",
    "ppmmmm 0 0 3",
    "ppmmmm 1 2 0",
    "ppppmm 1 1 1",
    "ppppmm 2 1 0",
    "ppppmm 3 0 0",
    "ppppmm 1 2 0",
    "pmmmmm 0 1 2",
    "pmmmmm 1 2 0",
    "pppppm 2 0 1",
    "pppppm 1 0 2",
)
