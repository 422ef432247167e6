"""Board geometry shared by the titles: square grids, hex grids, connected regions.

Cells are numbered once per board and neighbours are precomputed as tuples,
so the rules look adjacency up instead of working it out on every move.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Final, TypeVar, cast

import attrs

__all__ = ["HEX_DIRECTIONS", "HexGrid", "SquareGrid", "connected_groups"]

K = TypeVar("K", bound=Hashable)


@attrs.frozen
class SquareGrid:
    """A ``rows`` x ``cols`` grid; cell ``row * cols + col``, row 0 at the top."""

    rows: int
    cols: int
    #: The orthogonal neighbours of every cell (not diagonal ones).
    neighbours: tuple[tuple[int, ...], ...] = attrs.field(repr=False, eq=False)

    @classmethod
    @functools.cache
    def of(cls, rows: int, cols: int) -> SquareGrid:
        """The grid of that size (built once, then shared)."""
        if rows < 1 or cols < 1:
            raise ValueError(f"a grid needs at least one row and one column, not {rows}x{cols}")
        neighbours = []
        for row in range(rows):
            for col in range(cols):
                steps = ((row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col))
                neighbours.append(tuple(r * cols + c for r, c in steps if 0 <= r < rows and 0 <= c < cols))
        return cls(rows, cols, tuple(neighbours))

    @property
    def size(self) -> int:
        """The number of cells."""
        return self.rows * self.cols

    def index(self, row: int, col: int) -> int:
        """The cell at ``row``, ``col``."""
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise ValueError(f"({row}, {col}) is off a {self.rows}x{self.cols} grid")
        return row * self.cols + col

    def coords(self, cell: int) -> tuple[int, int]:
        """The ``(row, col)`` of a cell."""
        return divmod(cell, self.cols)

    def name(self, cell: int) -> str:
        """A cell as a person finds it on the text picture: column letter, row number."""
        row, col = self.coords(cell)
        return f"{chr(ord('a') + col)}{row + 1}"

    def parse_name(self, text: str) -> int:
        """The cell named like ``"c4"``; raises ``ValueError``."""
        text = text.strip().lower()
        if len(text) < 2 or not text[0].isalpha() or not text[1:].isdigit():
            raise ValueError(f"not a cell name: {text!r}")
        return self.index(int(text[1:]) - 1, ord(text[0]) - ord("a"))


#: The six axial directions of a hex grid, starting east. Drawn with ``r`` growing
#: downward (pointy-top hexes) they run E, NE, NW, W, SW, SE, that is against the
#: clock; direction ``(d + 3) % 6`` is always the opposite of ``d``.
HEX_DIRECTIONS: Final = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


@attrs.frozen
class HexGrid:
    """A board of hexagons in axial coordinates ``(q, r)``.

    Cells are numbered in the order given. ``neighbours[cell][d]`` is the cell
    one step in direction ``HEX_DIRECTIONS[d]``, or ``None`` off the board,
    so a straight line is followed by repeating the same ``d``.
    """

    coordinates: tuple[tuple[int, int], ...]
    neighbours: tuple[tuple[int | None, ...], ...] = attrs.field(repr=False, eq=False)
    _index: dict[tuple[int, int], int] = attrs.field(repr=False, eq=False)

    @classmethod
    def of(cls, coordinates: Iterable[tuple[int, int]]) -> HexGrid:
        """The board made of these hexes; repeated coordinates raise ``ValueError``."""
        coords = tuple((int(q), int(r)) for q, r in coordinates)
        index = {coord: cell for cell, coord in enumerate(coords)}
        if len(index) != len(coords):
            raise ValueError("a hex appears twice in the board")
        neighbours = tuple(tuple(index.get((q + dq, r + dr)) for dq, dr in HEX_DIRECTIONS) for q, r in coords)
        return cls(coords, neighbours, index)

    @classmethod
    def hexagon(cls, radius: int, centre: tuple[int, int] = (0, 0)) -> HexGrid:
        """A large hexagon of hexes: every hex within ``radius`` steps of ``centre``."""
        cq, cr = centre
        return cls.of(
            (cq + q, cr + r)
            for r in range(-radius, radius + 1)
            for q in range(-radius, radius + 1)
            if abs(q + r) <= radius
        )

    @property
    def size(self) -> int:
        """The number of cells."""
        return len(self.coordinates)

    def index(self, q: int, r: int) -> int:
        """The cell at axial ``(q, r)``; raises ``ValueError`` off the board."""
        cell = self._index.get((q, r))
        if cell is None:
            raise ValueError(f"({q}, {r}) is not on the board")
        return cell

    def adjacent(self, cell: int) -> tuple[int, ...]:
        """The cells next to ``cell``."""
        return tuple(n for n in self.neighbours[cell] if n is not None)

    def step(self, cell: int, direction: int) -> int | None:
        """The cell one step from ``cell`` in ``HEX_DIRECTIONS[direction]``."""
        return self.neighbours[cell][direction]

    @staticmethod
    def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
        """Steps between two axial coordinates."""
        dq, dr = a[0] - b[0], a[1] - b[1]
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def connected_groups(
    labels: Sequence[K | None],
    neighbours: Sequence[Sequence[int | None]],
    *,
    joins: Callable[[K, K], bool] | None = None,
) -> list[tuple[K, tuple[int, ...]]]:
    """The connected regions of labelled cells, each with its label and cells.

    Cells labelled ``None`` belong to no region. Two neighbouring cells are in
    one region when their labels are equal (or when ``joins`` says so). Regions
    come in order of their first cell; cells in a region are sorted.
    """
    same = joins or (lambda a, b: a == b)
    seen = [False] * len(labels)
    groups: list[tuple[K, tuple[int, ...]]] = []
    for start, label in enumerate(labels):
        if label is None or seen[start]:
            continue
        seen[start] = True
        stack, cells = [start], []
        while stack:
            cell = stack.pop()
            cells.append(cell)
            # Compare the two neighbouring cells, not the region's first cell: with a
            # ``joins`` that is not an equivalence, a chain of joined neighbours is one region.
            cell_label = cast(K, labels[cell])  # only labelled cells enter the stack
            for other in neighbours[cell]:
                if other is None or seen[other]:
                    continue
                other_label = labels[other]
                if other_label is not None and same(cell_label, other_label):
                    seen[other] = True
                    stack.append(other)
        groups.append((label, tuple(sorted(cells))))
    return groups
