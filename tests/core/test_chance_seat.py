"""``state.chance_seat``: at a chance node, the seat the outcome is for, in every title."""

from __future__ import annotations

import pytest

import tablerules
from tablerules import CHANCE
from tablerules.bots import RandomAgent


def chance_nodes(title: str, players: int) -> list[tablerules.State]:
    game = tablerules.load(title)
    record = tablerules.play(game, [RandomAgent()] * players, seed=4)
    return list(record.states())


@pytest.mark.parametrize(("title", "players"), [("beasty-borders", 2), ("bison", 3), ("manitou", 3)])
def test_the_seat_a_roll_or_draw_is_for(title: str, players: int) -> None:
    seen = set()
    for state in chance_nodes(title, players):
        seat = state.chance_seat
        if state.to_move is not CHANCE:
            assert seat is None
        elif seat is not None:
            assert 0 <= seat < players
            seen.add(seat)
    assert seen == set(range(players)), "every seat rolls or draws at some point"


def test_the_roller_the_drawing_seat_and_the_receiving_seat() -> None:
    states = chance_nodes("beasty-borders", 2)
    rolls = [s for s in states if s.to_move is CHANCE and s.chance_seat is not None]
    assert all(s.chance_seat == s.roller for s in rolls)  # type: ignore[attr-defined]
    states = chance_nodes("bison", 2)
    draws = [s for s in states if s.to_move is CHANCE]
    assert all(s.chance_seat == s.drawing_seat for s in draws)  # type: ignore[attr-defined]
    states = chance_nodes("manitou", 2)
    dealt = [s for s in states if s.chance_seat is not None]
    assert dealt and all(s.chance_seat == s.turn for s in dealt)  # type: ignore[attr-defined]


def test_chance_for_no_seat_and_decisions_have_none() -> None:
    for state in chance_nodes("great-plains", 2):
        assert state.chance_seat is None
    bison = chance_nodes("bison", 2)
    assert all(s.chance_seat is None for s in bison if s.to_move is not CHANCE)
