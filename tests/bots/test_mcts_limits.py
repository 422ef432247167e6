"""``MCTSAgent(most_seconds=...)``: a wall-clock limit on top of the budget (issue 27: a server's
bots think within a few seconds however busy the machine)."""

from __future__ import annotations

import itertools
import random

import attrs
import pytest

import tablerules
from tablerules.bots import MCTSAgent
from tablerules.bots import mcts as mcts_module


def counted(monkeypatch: pytest.MonkeyPatch, *, seconds_a_playout: float) -> list[int]:
    """Playouts counted, the wall clock moved on ``seconds_a_playout`` at each."""
    playouts: list[int] = []
    clock = itertools.count()
    monkeypatch.setattr(mcts_module.time, "monotonic", lambda: next(clock) * seconds_a_playout)
    original = MCTSAgent._playout

    def playout(self: MCTSAgent, *args: object) -> None:
        playouts.append(1)
        original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(MCTSAgent, "_playout", playout)
    return playouts


def a_decision() -> tuple[object, list[object]]:
    state = tablerules.load("great-plains").setup(players=2)
    while state.to_move is tablerules.CHANCE or len(state.legal_actions()) < 2:
        state = state.apply(
            state.legal_actions()[0]
            if state.to_move is not tablerules.CHANCE
            else state.sample_chance(random.Random(0))
        )
    return state.view(state.to_move), list(state.legal_actions())


def test_the_search_stops_at_the_wall_clock_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    view, legal = a_decision()
    playouts = counted(monkeypatch, seconds_a_playout=1.0)
    MCTSAgent(iterations=1000, most_seconds=2.5).choose(view, legal, random.Random(1))
    assert len(playouts) == 3


def test_or_at_the_budget_when_that_comes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    view, legal = a_decision()
    playouts = counted(monkeypatch, seconds_a_playout=0.001)
    MCTSAgent(iterations=7, most_seconds=60).choose(view, legal, random.Random(1))
    assert len(playouts) == 7


def test_without_a_limit_the_agent_plays_as_before() -> None:
    view, legal = a_decision()
    plain = MCTSAgent(iterations=30)
    assert plain.most_seconds is None
    limited = attrs.evolve(plain, most_seconds=3600)
    assert plain.choose(view, legal, random.Random(5)) == limited.choose(view, legal, random.Random(5))
    with pytest.raises(ValueError):
        MCTSAgent(most_seconds=0)
