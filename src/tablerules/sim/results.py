"""One game of a simulation, as it comes back from whichever process played it."""

from __future__ import annotations

import attrs

from tablerules.core.game import JSONValue
from tablerules.core.record import Record

__all__ = ["GameResult"]


@attrs.frozen
class GameResult:
    """What one game of a simulation came to.

    Game ``index`` (from 0) of a simulation is played with seed
    ``first seed + index``, whichever process or machine plays it, so equal
    simulations give equal results whatever the number of jobs or the backend.
    """

    #: The game's number in the simulation, from 0.
    index: int
    #: The seed the game was played with (see :func:`tablerules.play`).
    seed: int
    #: The seats in first place: one, or several sharing it.
    winners: tuple[int, ...]
    #: Every seat's final score.
    scores: tuple[int, ...]
    #: The seats' decisions (chance outcomes not counted).
    decisions: int
    #: Every action, chance outcomes included.
    actions: int
    #: The game's record, when the simulation keeps records.
    record: Record | None = None

    def to_json(self) -> dict[str, JSONValue]:
        """The result as JSON data, without the record (which has its own ``to_json``)."""
        return {
            "index": self.index,
            "seed": self.seed,
            "winners": list(self.winners),
            "scores": list(self.scores),
            "decisions": self.decisions,
            "actions": self.actions,
        }
