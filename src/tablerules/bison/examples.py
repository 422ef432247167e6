"""The rulebook's worked examples, as positions: the ones the rules page draws and the tests check.

Each is built with :func:`~tablerules.bison.position.build` on the rules
page's landscape, :data:`LANDSCAPE` (the rulebook's pictures are lost,
BIS-2), and returned as the rulebook sets it up, before the action it shows.

>>> from tablerules.bison.examples import scoring_example_1
>>> scoring_example_1().region_scores()[0].region.animals
7
"""

from __future__ import annotations

from typing import Final

from tablerules.bison.board import Laid
from tablerules.bison.components import TILES
from tablerules.bison.options import Options
from tablerules.bison.position import build
from tablerules.bison.state import BisonState

__all__ = [
    "LANDSCAPE",
    "moving_hunters",
    "placing_a_tipi",
    "scoring_example_1",
    "scoring_example_3",
]

#: The rules page's landscape: tile 15 on place 4, tile 6 on place 5 and tile 4 on place 6,
#: turned 2, 0 and 3 sixths, beside the starting tiles.
LANDSCAPE: Final[tuple[Laid, ...]] = ((4, 15, 2), (5, 6, 0), (6, 4, 3))

#: Example 3's six tiles of its own: the starting tiles and the first three of the pile.
_EXAMPLE_3_OPTIONS: Final = Options(
    start_tiles=("pppmmm 0 2 1", "pppppm 1 0 2", "ppmmmm 2 1 0"),
    tiles=("ppmmmm 1 0 2", "pmmmmm 0 2 1", "ppppmm 0 2 1", *TILES[3:]),
)


def placing_a_tipi() -> BisonState:
    """The rulebook's example of placing a tipi: "Yellow has 3 hunters on a mountain. They may
    build a single, double, or triple tipi." Yellow's 3 hunters stand on ``5m``, Yellow to choose."""
    return build(2, tiles=LANDSCAPE, pieces={"5m": "yellow 3"})


def moving_hunters() -> BisonState:
    """The rulebook's example of moving hunters: "Red moves 4 hunters one space each. According to
    the cost table, she must pay 7 animals." Red's hunters on ``4p``, ``4m``, ``2p`` and ``6p``
    (Yellow's on ``5p`` in the way), Red to choose after Yellow's first action."""
    return build(
        2,
        tiles=LANDSCAPE,
        to_move="red",
        markers={"yellow": ("tile",)},
        pieces={"4p": "red 1", "4m": "red 1", "2p": "red 1", "6p": "red 1", "5p": "yellow 1"},
    )


def scoring_example_1() -> BisonState:
    """The rulebook's scoring, Example 1: "A prairie covers 5 spaces and has 7 bison". Yellow's
    triple tipi on ``1p``, Red's single tipis on ``3p`` and ``4p``, Green's 2 hunters on ``5p``,
    Blue's 1 on ``6p``: the prairie gives Yellow 7, Red 3, Green 0 and Blue 2."""
    return build(
        4,
        tiles=LANDSCAPE,
        season=2,
        pieces={
            "1p": "yellow tipi 3",
            "3p": "red tipi 1",
            "4p": "red tipi 1",
            "5p": "green 2",
            "6p": "blue 1",
        },
    )


def scoring_example_3() -> BisonState:
    """The rulebook's scoring, Example 3, "the result after the first round of a 2-player game",
    on six tiles of its own (BIS-2), Red to take the season's last action.

    ``choose gather``, ``done`` and ``gain bison`` end the season, and its
    ten regions score as the rulebook's table: Yellow 9, Red 10.
    """
    return build(
        2,
        options=_EXAMPLE_3_OPTIONS,
        tiles=((11, 3, 1), (12, 4, 2), (4, 5, 2)),
        pieces={
            "1p": "red 1",
            "2p": "yellow 1",
            "11p": "red 1",
            "2m": "yellow tipi 1",
            "3m": "red 2",
            "11m": "red 1",
            "1r": "yellow canoe 1",
            "2r": "red 1",
            "11r": "red 2",
            "12r": "yellow 1",
        },
        markers={"yellow": ("tile", "tipi", "canoe", "gather"), "red": ("tile", "move1", "move3")},
        to_move="red",
    )
