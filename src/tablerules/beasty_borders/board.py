"""The landscape: tiles laid in a grid, and the steps-marker's walk over it."""

from __future__ import annotations

import functools
from typing import Final

import attrs

from tablerules.beasty_borders.components import (
    LAKE,
    MEADOW,
    SIGNPOST,
    TILE_COLS,
    TILE_ROWS,
)
from tablerules.core.grid import SquareGrid

__all__ = ["NOT_LAID", "PATHS", "Board", "check_tiles", "laid_terrain", "signpost_tile", "tile_places"]


#: The ways the steps-marker may go over the board (BB-4).
PATHS: Final = ("rows", "snake")


def tile_places(without_luck: bool) -> tuple[int, int]:
    """``(across, down)``: 3x3 tiles, or 3x2 for 'Without Luck' (BB-1, BB-7)."""
    return (3, 2) if without_luck else (3, 3)


#: A space of :func:`laid_terrain` where no tile lies yet.
NOT_LAID: Final = "?"


def laid_terrain(tiles: tuple[str, ...], without_luck: bool, layout: tuple[int, ...]) -> str:
    """Every space's terrain in reading order while tiles are laid: the printed spaces of
    the tiles in ``layout`` (tile numbers, place by place), :data:`NOT_LAID` on places still
    empty and for a number no tile has."""
    across, down = tile_places(without_luck)
    cols = across * TILE_COLS
    cells = [NOT_LAID] * (cols * down * TILE_ROWS)
    for place, number in enumerate(layout):
        if not 1 <= number <= len(tiles):
            continue
        top, left = divmod(place, across)
        for row, line in enumerate(tiles[number - 1].split("/")):
            for col, symbol in enumerate(line):
                cells[(top * TILE_ROWS + row) * cols + left * TILE_COLS + col] = symbol
    return "".join(cells)


def check_tiles(tiles: object) -> None:
    """Raise ``ValueError`` unless ``tiles`` are nine well-formed tiles with one signpost.

    Any value may be passed: a tile that is not a string is malformed, and
    the message names the tile's number (1 to 9).
    """
    # Only a tuple of plain strings goes through the cache: a str subclass
    # may compare equal to tiles it does not spell.
    if type(tiles) is tuple and all(type(text) is str for text in tiles):
        _check_good_tiles(tiles)
    else:
        _check_tiles(tiles)


# Every setup checks its tiles; tiles once found good need no second look.
@functools.lru_cache(maxsize=16)
def _check_good_tiles(tiles: tuple[str, ...]) -> None:
    _check_tiles(tiles)


def _check_tiles(tiles: object) -> None:
    if not isinstance(tiles, tuple | list):
        raise ValueError(f"Beasty Borders' tiles are 9 texts like 'S../...', not {tiles!r}")
    if len(tiles) != 9:
        raise ValueError(f"Beasty Borders has 9 tiles, not {len(tiles)}")
    signposts: list[int] = []
    for number, text in enumerate(tiles, start=1):
        # str's own split: a str subclass cannot answer for itself.
        rows = str.split(text, "/") if isinstance(text, str) else []
        if len(rows) != TILE_ROWS or any(len(row) != TILE_COLS for row in rows):
            raise ValueError(f"tile {number} must be two rows of three spaces like 'S../...', not {text!r}")
        spaces = "".join(rows)
        bad = set(spaces) - {MEADOW, LAKE, SIGNPOST}
        if bad:
            raise ValueError(f"tile {number} has unknown spaces {sorted(bad)}; use '.', '~' or 'S'")
        signposts.append(spaces.count(SIGNPOST))
    if sum(signposts) != 1:
        carriers = [str(number) for number, count in enumerate(signposts, start=1) if count]
        where = f" (on tile{'s' if len(carriers) > 1 else ''} {', '.join(carriers)})" if carriers else ""
        raise ValueError(f"exactly one tile space must hold the signpost 'S', not {sum(signposts)}{where}")


# Bounded: the tiles come from the options, so a caller can make as many sets as it likes.
@functools.lru_cache(maxsize=64)
def signpost_tile(tiles: tuple[str, ...]) -> int:
    """The number (1-based) of the tile that carries the signpost."""
    return next(number for number, text in enumerate(tiles, start=1) if SIGNPOST in text)


@attrs.frozen
class Board:
    """The laid landscape: what each space is, in reading order, and its grid.

    ``terrain`` is one character a space: ``.`` green, ``~`` a lake, ``S``
    the signpost's lake. ``path`` is the steps-marker's way over the board
    (BB-4): ``"rows"`` goes east along every row, on at the west end of the
    row below; ``"snake"`` turns round at the edge and comes back along the
    row below. Past the bottom row both go on at the top.
    """

    grid: SquareGrid
    terrain: str
    signpost: int
    path: str = "rows"
    #: Every space in the order the steps-marker passes it, and each space's place in it.
    order: tuple[int, ...] = attrs.field(default=(), eq=False, repr=False)
    place_in_order: tuple[int, ...] = attrs.field(default=(), eq=False, repr=False)

    @classmethod
    @functools.lru_cache(maxsize=256)
    def build(
        cls, tiles: tuple[str, ...], layout: tuple[int, ...], without_luck: bool, path: str = "rows"
    ) -> Board:
        """The board of ``tiles`` laid by ``layout`` (tile numbers in reading order)."""
        across, down = tile_places(without_luck)
        grid = SquareGrid.of(down * TILE_ROWS, across * TILE_COLS)
        tile_rows = [tiles[number - 1].split("/") for number in layout]
        terrain = "".join(
            tile_rows[top + col][row]
            for top in range(0, len(layout), across)
            for row in range(TILE_ROWS)
            for col in range(across)
        )
        order = tuple(
            row * grid.cols + (col if path == "rows" or row % 2 == 0 else grid.cols - 1 - col)
            for row in range(grid.rows)
            for col in range(grid.cols)
        )
        place_in_order = [0] * grid.size
        for place, cell in enumerate(order):
            place_in_order[cell] = place
        return cls(grid, terrain, terrain.index(SIGNPOST), path, order, tuple(place_in_order))

    def walk(self, spaces: str, start: int, steps: int) -> int:
        """Where the steps-marker lands: ``steps`` empty green spaces on from ``start``.

        "Skip lakes, and spaces filled by an animal or an empty-space-marker."
        Needs an empty green space, as there is while the game runs.
        """
        if self.path == "rows":
            # Reading order is the walk's order: let str.find do the counting.
            cell = start
            for _ in range(steps):
                cell = spaces.find(MEADOW, cell + 1)
                if cell < 0:
                    cell = spaces.find(MEADOW)
            return cell
        order = self.order
        place = self.place_in_order[start]
        last = len(order) - 1
        while steps:
            place = place + 1 if place < last else 0
            if spaces[order[place]] == MEADOW:
                steps -= 1
        return order[place]
