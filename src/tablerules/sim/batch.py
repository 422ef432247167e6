"""What a worker needs to play any game of a simulation, and plays it: one value that pickles.

Both backends send a :class:`Simulation` to their workers (a process of the
pool, a Ray task) with the numbers of a batch of games.
"""

from __future__ import annotations

from typing import Any

import attrs

from tablerules.core.game import Game
from tablerules.core.play import Agent, play_counted
from tablerules.core.record import Record
from tablerules.core.registry import load
from tablerules.core.workers import AHEAD as AHEAD
from tablerules.core.workers import MOST_JOBS as MOST_JOBS
from tablerules.sim.results import GameResult

__all__ = ["AHEAD", "MOST_JOBS", "Simulation"]


@attrs.frozen
class Simulation:
    """Everything a worker needs to play any game of a simulation: a value that pickles.

    ``game`` travels as its title id when the registry has it, so that each
    worker plays with the title it loads itself; a game the registry does
    not know travels as the object.
    """

    game: str | Game[Any, Any]
    players: int
    options: object
    agents: tuple[Agent, ...]
    first_seed: int
    records: bool

    def play(self, indices: range) -> list[GameResult]:
        """The games numbered ``indices``, played in this process."""
        game = load(self.game) if isinstance(self.game, str) else self.game
        results = []
        for index in indices:
            seed = self.first_seed + index
            start = game.setup(players=self.players, options=self.options)
            final, actions, decisions = play_counted(start, self.agents, seed=seed)
            outcome = final.outcome()
            if outcome is None:  # pragma: no cover - play_counted stops at the end only
                raise RuntimeError(f"{game.id}: game {index} stopped before its end")
            record = Record(game.id, self.players, self.options, tuple(actions)) if self.records else None
            results.append(
                GameResult(index, seed, outcome.winners, outcome.scores, decisions, len(actions), record)
            )
        return results
