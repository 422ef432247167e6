"""Scoring: groups of identical animals, worth points by the rulebook's table.

"A group consists of identical animals in orthogonally (not diagonally)
adjacent spaces." Every group is a row of the score sheet, single animals
included with their 0 points, as the rulebook's example lists them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tablerules.beasty_borders.components import KINDS, group_points, owner_of
from tablerules.core.grid import SquareGrid, connected_groups
from tablerules.core.outcome import ScoreItem, ScoreSheet

__all__ = ["animals_placed", "score_sheet", "scores"]


def score_sheet(spaces: Sequence[str], grid: SquareGrid) -> ScoreSheet:
    """Every group on the board with its points, farm (seat 0) first."""
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


def animals_placed(spaces: Sequence[str]) -> tuple[int, int]:
    """How many animals each seat has on the board: the tie-break."""
    placed = [0, 0]
    for space in spaces:
        if space in KINDS:
            placed[owner_of(space)] += 1
    return (placed[0], placed[1])
