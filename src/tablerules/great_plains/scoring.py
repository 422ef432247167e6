"""Scoring: each meadow goes to the player with more tokens on its grass.

"Look at each meadow in turn. If one player has more tribe tokens in the
meadow, that player scores points equal to the number of grass spaces in
the meadow plus the number of springs adjacent to it." A meadow is made of
connected grass spaces only: animal habitats are lowland but not grass, so
tokens on them count for no meadow (GP-9).
"""

from __future__ import annotations

import attrs

from tablerules.core.outcome import ScoreItem, ScoreSheet
from tablerules.core.words import counted
from tablerules.great_plains.board import NAMES, Board
from tablerules.great_plains.components import SEAT_NAMES

__all__ = ["Meadow", "meadows", "score_sheet", "scores"]


@attrs.frozen
class Meadow:
    """One meadow of a position: its grass spaces, the springs next to it, each seat's tokens on it."""

    grass: tuple[int, ...]
    springs: tuple[int, ...]
    tokens: tuple[int, int]

    @property
    def worth(self) -> int:
        """The grass spaces plus the adjacent springs (each spring counted once)."""
        return len(self.grass) + len(self.springs)

    @property
    def winner(self) -> int | None:
        """The seat with more tokens on it, or ``None`` when tied (or empty)."""
        snakes, foxes = self.tokens
        if snakes == foxes:
            return None
        return 0 if snakes > foxes else 1

    @property
    def label(self) -> str:
        """What the meadow is worth, as the rulebook's examples say it."""
        springs = len(self.springs)
        plus = f" + {counted(springs, 'spring')}" if springs else ""
        return f"meadow of {len(self.grass)} grass{plus}"

    @property
    def where(self) -> str:
        """Its tokens and spaces, for the score sheet."""
        cells = " ".join(NAMES[cell] for cell in self.grass)
        springs = f"; spring {' '.join(NAMES[cell] for cell in self.springs)}" if self.springs else ""
        counts = ", ".join(f"{name} {count}" for name, count in zip(SEAT_NAMES, self.tokens, strict=True))
        return f"{counts}: {cells}{springs}"


def meadows(board: Board, tokens: tuple[int, int]) -> tuple[Meadow, ...]:
    """Every meadow of ``board`` with the tokens on it, in reading order of their first space."""
    snakes, foxes = tokens
    return tuple(
        Meadow(
            shape.grass,
            shape.springs,
            ((snakes & shape.mask).bit_count(), (foxes & shape.mask).bit_count()),
        )
        for shape in board.meadows
    )


def score_sheet(board: Board, tokens: tuple[int, int]) -> ScoreSheet:
    """One row per meadow that holds a token: the winner's points, or a 0 for each seat when tied.

    Meadows without tokens score for no one and get no row. "Animal tokens
    that you have left do not score any points": they get no row either.
    """
    items = []
    for meadow in meadows(board, tokens):
        if meadow.tokens == (0, 0):
            continue
        winner = meadow.winner
        spaces = tuple(NAMES[cell] for cell in (*meadow.grass, *meadow.springs))
        if winner is None:
            # "Foxes and Snakes are tied with 1 token each. Both players score 0 points."
            items += [
                ScoreItem(
                    seat,
                    f"tied {meadow.label}",
                    0,
                    meadow.where,
                    kind="tied-meadow",
                    size=meadow.worth,
                    where=spaces,
                )
                for seat in (0, 1)
            ]
        else:
            items.append(
                ScoreItem(
                    winner,
                    meadow.label,
                    meadow.worth,
                    meadow.where,
                    kind="meadow",
                    size=meadow.worth,
                    where=spaces,
                )
            )
    return ScoreSheet(2, tuple(items))


def scores(board: Board, tokens: tuple[int, int]) -> tuple[int, int]:
    """Each seat's points, as ``score_sheet(board, tokens).totals()`` counts them,
    without writing the sheet: search asks for them at every node."""
    snakes, foxes = tokens
    totals = [0, 0]
    for mask, worth in board._meadow_worths:
        difference = (snakes & mask).bit_count() - (foxes & mask).bit_count()
        if difference:
            totals[difference < 0] += worth
    return (totals[0], totals[1])


def _rescored(
    board: Board, before: tuple[int, int], points: tuple[int, ...], tokens: tuple[int, int]
) -> tuple[int, int]:
    """``scores(board, tokens)``, from ``points``, the scores of the tokens ``before``:
    only the meadows where the tokens differ are counted again.

    A step moves a token or two, so the next position's scores come from the
    last one's at a fraction of the cost of counting every meadow."""
    old_snakes, old_foxes = before
    snakes, foxes = tokens
    changed = (old_snakes ^ snakes) | (old_foxes ^ foxes)
    meadow_at = board._meadow_at
    totals = [points[0], points[1]]
    while changed:
        space = changed & -changed
        changed ^= space
        meadow = meadow_at[space.bit_length() - 1]
        if meadow is None:
            continue  # a habitat: tokens there score for no meadow
        mask, worth = meadow
        changed &= ~mask  # the other changes in this meadow are counted with it
        difference = (old_snakes & mask).bit_count() - (old_foxes & mask).bit_count()
        if difference:
            totals[difference < 0] -= worth
        difference = (snakes & mask).bit_count() - (foxes & mask).bit_count()
        if difference:
            totals[difference < 0] += worth
    return (totals[0], totals[1])
