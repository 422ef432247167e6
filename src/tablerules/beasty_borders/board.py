"""The landscape: tiles laid in a grid, and the steps-marker's walk over it."""

from __future__ import annotations

import functools
from collections.abc import Sequence

import attrs

from tablerules.beasty_borders.components import (
    LAKE,
    MEADOW,
    SIGNPOST,
    TILE_COLS,
    TILE_ROWS,
)
from tablerules.core.grid import SquareGrid

__all__ = ["Board", "check_tiles", "signpost_tile", "tile_places"]


def tile_places(without_luck: bool) -> tuple[int, int]:
    """``(across, down)``: 3x3 tiles, or 3x2 for 'Without Luck' (BB-1, BB-7)."""
    return (3, 2) if without_luck else (3, 3)


def check_tiles(tiles: Sequence[str]) -> None:
    """Raise ``ValueError`` unless ``tiles`` are nine well-formed tiles with one signpost."""
    if len(tiles) != 9:
        raise ValueError(f"Beasty Borders has 9 tiles, not {len(tiles)}")
    for number, text in enumerate(tiles, start=1):
        rows = text.split("/") if isinstance(text, str) else []
        if len(rows) != TILE_ROWS or any(len(row) != TILE_COLS for row in rows):
            raise ValueError(f"tile {number} must be two rows of three spaces like 'S../...', not {text!r}")
        bad = set("".join(rows)) - {MEADOW, LAKE, SIGNPOST}
        if bad:
            raise ValueError(f"tile {number} has unknown spaces {sorted(bad)}; use '.', '~' or 'S'")
    signposts = sum(text.count(SIGNPOST) for text in tiles)
    if signposts != 1:
        raise ValueError(f"exactly one tile space must hold the signpost 'S', not {signposts}")


def signpost_tile(tiles: Sequence[str]) -> int:
    """The number (1-based) of the tile that carries the signpost."""
    return next(number for number, text in enumerate(tiles, start=1) if SIGNPOST in text)


@attrs.frozen
class Board:
    """The laid landscape: what each space is, and the order the steps-marker walks.

    The steps-marker walks east along a row and, past the east edge, goes on
    at the west end of the row below; past the bottom row it goes on at the
    top (BB-4). ``walk_order`` lists the green spaces in that order from the
    top-left; ``walk_from[cell]`` is where in ``walk_order`` a walk that
    leaves ``cell`` takes its first step.
    """

    grid: SquareGrid
    terrain: tuple[str, ...]
    signpost: int
    walk_order: tuple[int, ...] = attrs.field(repr=False)
    walk_from: tuple[int, ...] = attrs.field(repr=False)

    @classmethod
    @functools.cache
    def build(cls, tiles: tuple[str, ...], layout: tuple[int, ...], without_luck: bool) -> Board:
        """The board of ``tiles`` laid by ``layout`` (tile numbers in reading order)."""
        across, down = tile_places(without_luck)
        grid = SquareGrid.of(down * TILE_ROWS, across * TILE_COLS)
        terrain = [MEADOW] * grid.size
        for place, number in enumerate(layout):
            top, left = (place // across) * TILE_ROWS, (place % across) * TILE_COLS
            for dr, row in enumerate(tiles[number - 1].split("/")):
                for dc, space in enumerate(row):
                    terrain[grid.index(top + dr, left + dc)] = space
        walk_order = tuple(cell for cell, space in enumerate(terrain) if space == MEADOW)
        walk_from = []
        position = 0
        for cell in range(grid.size):
            # The first step from ``cell`` goes to the next green space after it.
            while position < len(walk_order) and walk_order[position] <= cell:
                position += 1
            walk_from.append(position % len(walk_order))
        return cls(grid, tuple(terrain), terrain.index(SIGNPOST), walk_order, tuple(walk_from))

    def walk(self, spaces: Sequence[str], start: int, steps: int) -> int:
        """Where the steps-marker lands: ``steps`` empty green spaces on from ``start``.

        "Skip lakes, and spaces filled by an animal or an empty-space-marker."
        Needs at least one empty green space, which there is while the game runs.
        """
        order = self.walk_order
        position = self.walk_from[start]
        size = len(order)
        while True:
            cell = order[position]
            if spaces[cell] == MEADOW:
                steps -= 1
                if steps == 0:
                    return cell
            position += 1
            if position == size:
                position = 0
