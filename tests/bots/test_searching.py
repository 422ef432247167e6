"""The agents that search play on positions drawn from their view; a title whose views have
no ``sample_state`` gets a refusal that names it, not a ``TypeError`` from deep inside."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "titles"))

import tablerules
from tablerules.bots import GreedyAgent, MCTSAgent, RandomAgent
from tablerules.core.play import Agent
from tablerules.core.registry import registered
from tests.testing.toys import Bet, Showdown, Undrawn

SEARCHING: list[Agent] = [GreedyAgent(), GreedyAgent(samples=3), MCTSAgent(iterations=5)]


@pytest.mark.parametrize("agent", SEARCHING, ids=repr)
def test_an_agent_that_searches_refuses_a_view_without_sample_state(agent: Agent) -> None:
    with pytest.raises(ValueError, match=r"UndrawnView has no sample_state\(rng\)") as refused:
        tablerules.play(Undrawn(), [agent, RandomAgent()], seed=1)
    assert str(refused.value).startswith(type(agent).__name__), refused.value


@pytest.mark.parametrize("agent", SEARCHING, ids=repr)
def test_the_same_agents_play_the_same_title_with_sample_state(agent: Agent) -> None:
    game = Showdown()
    with registered(game):  # so that the record replays
        assert tablerules.play(game, [agent, RandomAgent()], seed=1).replay().is_over


def test_the_random_agent_needs_no_sample_state() -> None:
    game = Undrawn()
    with registered(game):
        assert tablerules.play(game, [RandomAgent(), RandomAgent()], seed=1).replay().is_over


def test_mcts_refuses_at_its_first_decision_even_one_without_a_choice() -> None:
    """One legal action is played without a search; the refusal does not wait for a real choice."""
    state = Undrawn().setup(players=2)
    while state.to_move != 0:
        state = state.apply(state.legal_actions()[0])
    with pytest.raises(ValueError, match="MCTSAgent searches positions drawn from its view"):
        MCTSAgent().choose(state.view(0), [Bet(1)], random.Random(0))
