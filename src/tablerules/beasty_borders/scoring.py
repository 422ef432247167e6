"""Scoring: groups of identical animals, worth points by the rulebook's table.

"A group consists of identical animals in orthogonally (not diagonally)
adjacent spaces." Every group of two or more is a row of the score sheet;
the single animals of each kind share one row, with 0 points, as the
rulebook's example lists them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tablerules.beasty_borders.board import tile_places
from tablerules.beasty_borders.components import KINDS, MEADOW, TILE_COLS, group_points, owner_of
from tablerules.core.grid import SquareGrid, connected_groups
from tablerules.core.outcome import ScoreItem, ScoreSheet

__all__ = ["animals_placed", "known_scores", "points_gained", "score_sheet", "scores"]


def score_sheet(spaces: Sequence[str], grid: SquareGrid) -> ScoreSheet:
    """Every group of two or more on the board with its points, and a row for each
    kind's single animals; farm (seat 0) first."""
    labels = [space if space in KINDS else None for space in spaces]
    groups = connected_groups(labels, grid.neighbours)
    items = []
    for kind in KINDS:
        of_kind = sorted((cells for k, cells in groups if k == kind), key=lambda cells: (-len(cells), cells))
        for cells in of_kind:
            if len(cells) > 1:
                names = tuple(grid.name(cell) for cell in cells)
                items.append(
                    ScoreItem(
                        owner_of(kind),
                        f"group of {len(cells)} {kind}",
                        group_points(len(cells)),
                        " ".join(names),
                        kind="group",
                        size=len(cells),
                        where=names,
                    )
                )
        singles = [cells[0] for cells in of_kind if len(cells) == 1]
        if singles:
            # "A separate animal brings no points": one row for all of a kind.
            names = tuple(grid.name(cell) for cell in singles)
            label = f"single {kind}" if len(singles) == 1 else f"{len(singles)} single {kind}"
            items.append(
                ScoreItem(owner_of(kind), label, 0, " ".join(names), kind="singles", size=1, where=names)
            )
    return ScoreSheet(2, tuple(items))


_OWNER: Final = {kind: owner_of(kind) for kind in KINDS}


def scores(spaces: str, grid: SquareGrid) -> tuple[int, int]:
    """Each seat's points, as ``score_sheet(spaces, grid).totals()`` counts them,
    without writing the sheet: search asks for them at every node."""
    neighbours, owner = grid.neighbours, _OWNER
    seen = bytearray(len(spaces))
    totals = [0, 0]
    for cell, kind in enumerate(spaces):
        if kind not in owner or seen[cell]:
            continue
        # The group of ``cell``: every same animal reached across edges.
        seen[cell] = 1
        group = [cell]
        for here in group:
            for there in neighbours[here]:
                if spaces[there] == kind and not seen[there]:
                    seen[there] = 1
                    group.append(there)
        if len(group) > 1:  # "A separate animal brings no points."
            totals[owner[kind]] += group_points(len(group))
    return (totals[0], totals[1])


def points_gained(spaces: str, cell: int, neighbours: Sequence[Sequence[int]]) -> tuple[int, int]:
    """What the animal on ``cell`` brought: each seat's points on ``spaces`` less those
    with ``cell`` empty. ``(0, 0)`` when ``cell`` holds no animal.

    Only the group of ``cell`` changes: the animal joined the groups of its kind
    next to it, which scored on their own before.
    """
    kind = spaces[cell]
    owner = _OWNER.get(kind)
    if owner is None:
        return (0, 0)
    seen: set[int] | None = None
    size, before = 1, 0
    for start in neighbours[cell]:
        if spaces[start] != kind:
            continue
        if seen is None:
            seen = {cell, start}
        elif start in seen:
            continue
        else:
            seen.add(start)
        # A group the animal joined: every same animal reached from ``start``, not across ``cell``.
        group = [start]
        for here in group:
            for there in neighbours[here]:
                if spaces[there] == kind and there not in seen:
                    seen.add(there)
                    group.append(there)
        size += len(group)
        before += group_points(len(group))
    if seen is None:
        return (0, 0)  # "A separate animal brings no points."
    gained = group_points(size) - before
    return (gained, 0) if owner == 0 else (0, gained)


# Both games lay three tiles across (BB-1, BB-7): every board of the title is
# this wide, so its spaces alone decide its grid, and its points.
_WIDTH: Final = tile_places(False)[0] * TILE_COLS
# The board is public, and two positions in three repeat the spaces of the one
# before (a roll, a pass): the points of a board are kept by its spaces (a str
# keeps its own hash). Bounded: a full cache starts again empty.
_KNOWN: Final[dict[str, tuple[int, int]]] = {}
_MOST_KNOWN: Final = 4096
# The grid of each length of board met: 54 spaces, or 36 in 'Without Luck'.
_GRIDS: Final[dict[int, SquareGrid]] = {}


def known_scores(spaces: str, cols: int, filled: int = -1) -> tuple[int, int]:
    """Each seat's points, as ``scores(spaces, SquareGrid.of(len(spaces) // cols, cols))`` counts them,
    kept by ``spaces``: search and observations ask for them at every step.

    ``filled`` may name the space filled last: when the points with that space
    still empty are known, only the group it joined is counted anew
    (:func:`points_gained`). Whatever ``filled`` says, the points are the same.
    """
    points = _KNOWN.get(spaces)
    if points is not None and cols == _WIDTH:
        return points
    if cols != _WIDTH:  # a board of one's own making: counted, not kept
        return scores(spaces, SquareGrid.of(len(spaces) // cols, cols))
    grid = _GRIDS.get(len(spaces))
    if grid is None:
        grid = _GRIDS[len(spaces)] = SquareGrid.of(len(spaces) // cols, cols)
    before = None
    if 0 <= filled < len(spaces):
        before = _KNOWN.get(spaces[:filled] + MEADOW + spaces[filled + 1 :])
    if before is None:
        points = scores(spaces, grid)
    else:
        gained = points_gained(spaces, filled, grid.neighbours)
        points = (before[0] + gained[0], before[1] + gained[1])
    if len(_KNOWN) >= _MOST_KNOWN:
        _KNOWN.clear()
        _GRIDS.clear()
    _KNOWN[spaces] = points
    return points


def animals_placed(spaces: Sequence[str]) -> tuple[int, int]:
    """How many animals each seat has on the board: the tie-break."""
    placed = [0, 0]
    for space in spaces:
        if space in KINDS:
            placed[owner_of(space)] += 1
    return (placed[0], placed[1])
