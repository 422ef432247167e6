"""The steps of a game of Great Plains."""

from __future__ import annotations

import enum

__all__ = ["Phase"]


class Phase(enum.Enum):
    """Which step of the game comes next."""

    #: Chance lays a tablet, side up, on the next place.
    LAYING = "laying tablets"
    #: Chance turns the tablet just laid (only with ``turn_tablets``, GP-3).
    TURNING = "turning a tablet"
    #: "In the first phase of the game, the players emerge from their caves."
    CAVES = "placing caves"
    #: "In the second phase of the game, the players explore the landscape."
    TOKENS = "placing tokens"
    #: No one can place any more (with ``stuck_ends_game``: the player due to place cannot).
    OVER = "over"
