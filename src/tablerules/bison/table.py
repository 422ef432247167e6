"""Whose turn it is, read off the public parts of a position: shared by the state and the views."""

from __future__ import annotations

from typing import Final

from tablerules.bison.components import SEASONS
from tablerules.bison.phase import Phase
from tablerules.bison.progress import ScoringProgress
from tablerules.core.chance import CHANCE, Chance

__all__ = ["Turns"]

# Module constants: reading a member off its Enum class costs a look-up
# through the metaclass, and ``to_move`` is read at every decision.
_DRAWING: Final = Phase.DRAWING
_CAPPING: Final = Phase.CAPPING
_OVER: Final = Phase.OVER


class Turns:
    """The turn order of a Bison position or view: which seat acts, which decides now.

    A mixin for classes with the fields ``seats``, ``first``, ``phase``,
    ``turn`` and ``scoring``.
    """

    __slots__ = ()

    seats: int
    first: int
    phase: Phase
    turn: int
    scoring: ScoringProgress | None

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.seats

    @property
    def seasons(self) -> int:
        """How many seasons the game lasts: 6, 5 or 4 by player count."""
        return SEASONS[self.seats]

    @property
    def acting_seat(self) -> int:
        """The seat whose action turn it is (while actions are carried out)."""
        return (self.first + self.turn) % self.seats

    @property
    def round(self) -> int:
        """The round of actions, 0 to 3, while actions are carried out."""
        return self.turn // self.seats

    @property
    def to_move(self) -> int | Chance | None:
        """The seat that decides now, ``CHANCE`` while a tile is drawn, ``None`` once the game is over.

        While a surplus is traded after scoring, the first seat of the queue
        decides (BIS-15); otherwise the acting seat.
        """
        phase = self.phase
        if phase is _DRAWING:
            return CHANCE
        if phase is _OVER:
            return None
        scoring = self.scoring
        if phase is _CAPPING and scoring is not None:
            return scoring.queue[0]
        return (self.first + self.turn) % self.seats
