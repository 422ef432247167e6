"""Every agent plays every title, player count and variant to the end, the same game for the same seed."""

from __future__ import annotations

import pytest

import tablerules
from tablerules.bots import GreedyAgent, MCTSAgent, RandomAgent
from tablerules.core.play import Agent

CASES = [
    (title, players, variant)
    for title in tablerules.titles()
    for players in tablerules.load(title).player_counts
    for variant in tablerules.load(title).variants()
]

#: Each agent, with a small budget where it has one: the tests check the play, not the strength.
AGENTS: list[Agent] = [RandomAgent(), GreedyAgent(), GreedyAgent(samples=2), MCTSAgent(iterations=3)]


@pytest.mark.parametrize("agent", AGENTS, ids=repr)
@pytest.mark.parametrize(("title", "players", "variant"), CASES)
def test_it_plays_to_the_end_the_same_way_for_the_same_seed(
    agent: Agent, title: str, players: int, variant: str
) -> None:
    game = tablerules.load(title)
    options = game.variants()[variant]
    agents = [agent, *[RandomAgent()] * (players - 1)]
    record = tablerules.play(game, agents, seed=5, options=options)
    assert record.replay().is_over
    assert tablerules.play(game, agents, seed=5, options=options) == record
    # The agent in another seat, the others random: it plays any seat.
    rotated = tablerules.play(game, [*[RandomAgent()] * (players - 1), agent], seed=6, options=options)
    assert rotated.replay().is_over
