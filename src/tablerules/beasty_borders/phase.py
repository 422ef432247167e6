"""The steps of a game of Beasty Borders."""

from __future__ import annotations

import enum

__all__ = ["Phase"]


class Phase(enum.Enum):
    """Which step of the game comes next."""

    def __repr__(self) -> str:
        # Evaluates back, so that the repr of a state is a program too.
        return f"Phase.{self.name}"

    #: Chance lays the tiles, one place after another.
    LAYING_TILES = "laying tiles"
    #: Chance rolls the D8; the steps-marker walks.
    ROLLING = "rolling"
    #: The roller places an animal (or points at one), or passes.
    ROLLER_DECIDES = "roller decides"
    #: The other player answers: places (or points higher), or passes.
    OTHER_DECIDES = "other player decides"
    #: Every green space is filled.
    OVER = "over"
