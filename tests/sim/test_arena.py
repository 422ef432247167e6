"""The arena: every pairing, seats rotated, the same table in one process or several."""

from __future__ import annotations

import io
import json

import pytest

from tablerules.cli import main
from tablerules.sim import Pairing, arena
from tablerules.sim.arena import seatings, wilson


def test_every_seating_has_both_agents() -> None:
    assert seatings(2) == [(True, False), (False, True)]
    assert len(seatings(4)) == 14 and all(any(s) and not all(s) for s in seatings(4))


def test_the_wilson_interval() -> None:
    assert wilson(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_pairing_counts_every_game_once() -> None:
    (pairing,) = arena("great-plains", ["random", "greedy"], games=6, seed=3)
    assert isinstance(pairing, Pairing) and (pairing.first, pairing.second) == ("random", "greedy")
    assert pairing.first_wins + pairing.second_wins + pairing.draws == 6
    assert pairing.second_wins >= 5  # one decision ahead beats random play in Great Plains
    rate, low, high = pairing.win_rate()
    assert rate == (pairing.first_wins + pairing.draws / 2) / 6 and low <= pairing.first_wins / 6 <= high
    assert pairing.decisions > 20


def test_every_pairing_of_three_agents_with_more_players() -> None:
    pairings = arena("manitou", ["random", "greedy", "mcts:2"], games=3, players=3, seed=1)
    assert [(p.first, p.second) for p in pairings] == [
        ("random", "greedy"),
        ("random", "mcts:2"),
        ("greedy", "mcts:2"),
    ]
    assert all(p.first_wins + p.second_wins + p.draws == 3 for p in pairings)


def test_processes_change_nothing_but_the_speed() -> None:
    alone = arena("beasty-borders", ["random", "greedy"], games=4, seed=9)
    assert arena("beasty-borders", ["random", "greedy"], games=4, seed=9, jobs=2) == alone


@pytest.mark.parametrize(
    ("agents", "settings", "complaint"),
    [
        (["random"], {}, "two different agents"),
        (["random", " random"], {}, "two different agents"),
        (["random", "minimax"], {}, "an agent is random"),
        (["random", "greedy"], {"games": 0}, "games must be a whole number from 1 to 1,000,000"),
        (["random", "greedy"], {"jobs": 0}, "jobs must be a whole number from 1 to 1,024"),
        # A cap on the time an arena takes (its games are made as they are sent), and each job is a process.
        (["random", "greedy"], {"games": 10**30}, "games must be a whole number from 1 to 1,000,000"),
        (["random", "greedy"], {"jobs": 100_000}, "jobs must be a whole number from 1 to 1,024"),
    ],
)
def test_what_cannot_make_an_arena_is_refused(
    agents: list[str], settings: dict[str, int], complaint: str
) -> None:
    with pytest.raises(ValueError, match=complaint):
        arena("great-plains", agents, **{"games": 2, **settings})


def test_the_command_prints_a_table_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "great-plains", "--agents", "random,greedy", "-n", "2"]) == 0
    out = capsys.readouterr().out
    assert "random  greedy  2" in out and "first's rate (95%)" in out
    assert main(["arena", "bison", "--agents", "random,greedy", "-n", "2", "--players", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["title"] == "bison" and data["pairings"][0]["games"] == 2
    assert set(data["pairings"][0]) == set(Pairing("a", "b", 1, 0, 0, 1, 0, 0, 0).to_json())


def test_the_command_refuses_in_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["arena", "great-plains", "--agents", "random"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tablerules: error: ") and "two different agents" in err
