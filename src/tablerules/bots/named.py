"""Agents by name, as the command line and the benchmarks write them."""

from __future__ import annotations

from tablerules.bots.greedy import GreedyAgent
from tablerules.bots.mcts import MCTSAgent
from tablerules.bots.random_agent import RandomAgent
from tablerules.core.play import Agent

__all__ = ["AGENT_NAMES", "agent_named"]

#: The names :func:`agent_named` knows; ``mcts:N`` sets the playouts a decision.
AGENT_NAMES: tuple[str, ...] = ("random", "greedy", "mcts", "mcts:N")


def agent_named(name: str) -> Agent:
    """The agent ``name`` stands for: ``random``, ``greedy``, ``mcts`` (1,000 playouts a
    decision) or ``mcts:N`` (N playouts). Raises ``ValueError`` for any other name."""
    kind, colon, playouts = name.strip().partition(":")
    if not colon:
        if kind == "random":
            return RandomAgent()
        if kind == "greedy":
            return GreedyAgent()
        if kind == "mcts":
            return MCTSAgent()
    # isdecimal, not isdigit: int() cannot read "²"; and no budget has ten digits.
    elif kind == "mcts" and playouts.isdecimal() and len(playouts) <= 9 and int(playouts) >= 1:
        return MCTSAgent(iterations=int(playouts))
    raise ValueError(f"an agent is random, greedy, mcts or mcts:N (N playouts a decision), not {name!r}")
