"""The steps of a hunting season in Manitou."""

from __future__ import annotations

import enum

__all__ = ["Phase"]


class Phase(enum.Enum):
    """Which step of the game comes next."""

    def __repr__(self) -> str:
        # Evaluates back, so that the repr of a state is a program too.
        return f"Phase.{self.name}"

    #: Chance lays the season's bison cards, one after another (MAN-1).
    LAYING = "laying bison cards"
    #: A player secretly chooses the cards for this season, one at a time (MAN-4).
    CHOOSING = "choosing cards"
    #: Chance deals each player the first three cards of their pile (MAN-5).
    DEALING = "drawing hands"
    #: A player plays a card from their hand at a spot.
    PLAYING = "playing"
    #: Chance draws the next card of the player who just played (MAN-5).
    DRAWING = "drawing"
    #: The third season is scored.
    OVER = "over"
