"""The text picture of a Beasty Borders position."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from tablerules.beasty_borders.components import SEAT_KINDS
from tablerules.beasty_borders.phase import Phase
from tablerules.core.outcome import Outcome

if TYPE_CHECKING:
    from tablerules.beasty_borders.state import BeastyBordersState

__all__ = ["picture"]

_SEAT_NAMES = ("farm", "wild")


def picture(state: BeastyBordersState) -> str:
    """The board with column letters and row numbers, the steps-marker in brackets.

    Below it: each seat's animals left and what happens next.
    """
    lines = []
    board = state.board
    if board is None:
        lines.append(f"laying tiles: {' '.join(map(str, state.layout)) or 'none yet'}")
    else:
        grid = board.grid
        lines.append("   " + "".join(f" {chr(ord('a') + col)} " for col in range(grid.cols)))
        for row in range(grid.rows):
            cells = []
            for col in range(grid.cols):
                cell = grid.index(row, col)
                space = state.spaces[cell]
                cells.append(f"[{space}]" if cell == state.marker else f" {space} ")
            lines.append(f"{row + 1:>2} " + "".join(cells))
    for seat in (0, 1):
        left = " ".join(f"{kind}x{count}" for kind, count in state.animals_left(seat).items())
        lines.append(f"seat {seat} ({_SEAT_NAMES[seat]}): {left}")
    if state.options.without_luck and state.row:
        slots = " ".join(f"{value}:{present or '-'}" for value, present in enumerate(state.row, 1))
        lines.append(f"bidding row: {slots}")
    lines.append(_next_step(state))
    return "\n".join(lines)


def _next_step(state: BeastyBordersState) -> str:
    phase = state.phase
    if phase is Phase.OVER:
        outcome = cast(Outcome, state.outcome())
        return f"game over: {outcome.summary([f'seat {seat} ({_SEAT_NAMES[seat]})' for seat in (0, 1)])}"
    if phase is Phase.LAYING_TILES:
        return "next: chance lays a tile"
    if phase is Phase.ROLLING:
        return f"next: seat {state.roller} rolls the D8"
    seat = state.roller if phase is Phase.ROLLER_DECIDES else 1 - state.roller
    space = state.board.grid.name(state.marker) if state.board else "?"
    kinds = "/".join(SEAT_KINDS[seat])
    verb = "points at an animal" if state.options.without_luck else f"places {kinds}"
    # The notation "point A13" would read twice as "pointed at: point A13".
    pointed = state.pointed
    pointed_at = f" (seat {state.roller} pointed at {pointed.kind}{pointed.value})" if pointed else ""
    return f"next: seat {seat} {verb} on {space} or passes{pointed_at}"
