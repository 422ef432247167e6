"""benchmarks/strength.py: the interval it prints, and a short run of it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tablerules.bots import GreedyAgent, MCTSAgent, RandomAgent

sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))

import strength


def test_a_short_run_prints_a_row_per_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert strength.main(["--title", "manitou", "--games", "3"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("manitou")]
    assert [row.split()[1] for row in rows] == ["2", "3", "4"]
    assert all(sum(map(int, row.split()[2:5])) == 3 for row in rows)


def test_agents_are_named_with_an_optional_budget() -> None:
    assert strength.agent("mcts:25") == MCTSAgent(iterations=25)
    assert strength.agent("greedy") == GreedyAgent()
    assert strength.agent(" random ") == RandomAgent()
    assert strength.agent("mcts") == MCTSAgent()
    for bad in ("mcts:0", "mcts:x", "mcts:", "greedy:3", "minimax", ""):
        with pytest.raises(strength.argparse.ArgumentTypeError):
            strength.agent(bad)
