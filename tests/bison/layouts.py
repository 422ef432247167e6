"""Hard-coded Bison positions for the scoring tests: tile texts and layouts found by a search.

The rulebook's pictures are lost (BIS-2), so its scoring Example 3 is rebuilt
here: a landscape of six tiles (18 animals) whose regions, numbered the way the
code numbers them (BIS-14), have the sizes and animals of the rulebook's table
row for row. A throwaway search over tile texts, places and rotations found it;
only the starting tiles' edges and the three tiles laid next to them differ
from the default tile set.
"""

from __future__ import annotations

from typing import Final

from tablerules.bison import Options
from tablerules.bison.board import Laid
from tablerules.bison.components import TILES
from tablerules.bison.position import build
from tablerules.bison.state import BisonState
from tablerules.bison.supply import Food

#: The three starting tiles of Example 3, one animal of each kind each. Laid so
#: that their rivers begin at the totem (BIS-3), they make River 1 (1r 2r 3r),
#: Mountain 1 (1m alone) and Prairie 1 (1p 3p).
EXAMPLE_3_START_TILES: Final = ("pppmmm 1 1 1", "pppmpp 1 1 1", "mpmmmm 1 1 1")

#: The pile with tiles 3, 4 and 5 replaced by the three tiles of Example 3.
EXAMPLE_3_PILE: Final = ("pmmmmp 1 2 0", "mppmmm 0 1 2", "ppppmp 0 1 2", *TILES[3:])

EXAMPLE_3_OPTIONS: Final = Options(tiles=EXAMPLE_3_PILE, start_tiles=EXAMPLE_3_START_TILES)

#: Tiles 3, 4 and 5 on places 10, 11 and 12 (each next to a starting tile), unturned.
#: The regions, in scoring order:
#:   Prairie 1  1p 3p             2 bison     Mountain 1  1m              1 turkey
#:   Prairie 2  2p 10p            2 bison     Mountain 2  2m 3m 10m 11m   4 turkeys
#:   Prairie 3  11p               0 bison     Mountain 3  12m             2 turkeys
#:   Prairie 4  12p               0 bison     River 1     1r 2r 3r        3 salmon
#:   River 2    10r               2 salmon    River 3     11r 12r         2 salmon (1 + 1)
EXAMPLE_3_TILES: Final[tuple[Laid, ...]] = ((10, 3, 0), (11, 4, 0), (12, 5, 0))

#: The pieces, one line per region of the rulebook's table (presence, then 1st place):
EXAMPLE_3_PIECES: Final = {
    # Prairie 1: Red alone.
    "1p": "red 1",
    # Prairie 2: Yellow and Red tie with one hunter each.
    "2p": "yellow 1",
    "10p": "red 1",
    # Mountain 2: Yellow's single tipi (a field with only a tipi) beats Red's hunters.
    "11m": "yellow tipi 1",
    "2m": "red 2",
    # Mountain 3: Red alone.
    "12m": "red 1",
    # River 1: Yellow's double canoe beats Red's hunter on 3r (1 salmon).
    "1r": "yellow canoe 2",
    "3r": "red 1",
    # River 3: Red's canoe beats Yellow's hunter on 11r (1 salmon).
    "12r": "red canoe 1",
    "11r": "yellow 1",
}

#: Yellow's four action markers and Red's first three: Red's fourth action is the last of the season.
LAST_ACTION_MARKERS: Final = {
    "yellow": ("tile", "canoe", "gather", "move1"),
    "red": ("tile", "canoe", "gather"),
}


def example_3(
    *,
    food: tuple[Food, Food] = ((0, 0, 0), (0, 0, 0)),
    season: int = 1,
    options: Options = EXAMPLE_3_OPTIONS,
) -> BisonState:
    """Example 3's landscape with Red to choose the last action of ``season`` (Yellow has acted four times).

    The rulebook calls it "the result after the first round of a 2-player
    game", yet its 18 animals are six tiles, one more than the five a
    2-player game has laid after its first season; the numbers are kept.
    """
    return build(
        2,
        options=options,
        tiles=EXAMPLE_3_TILES,
        pieces=EXAMPLE_3_PIECES,
        food=food,
        markers=LAST_ACTION_MARKERS,
        season=season,
        to_move="red",
    )
