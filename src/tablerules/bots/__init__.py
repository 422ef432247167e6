"""Agents that play any title through the protocol alone."""

from tablerules.bots.greedy import GreedyAgent as GreedyAgent
from tablerules.bots.mcts import MCTSAgent as MCTSAgent
from tablerules.bots.named import agent_named as agent_named
from tablerules.bots.random_agent import RandomAgent as RandomAgent

__all__ = ["GreedyAgent", "MCTSAgent", "RandomAgent", "agent_named"]
