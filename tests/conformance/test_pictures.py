"""Every position of many random games draws as SVG for every seat (a long run: ``-m slow``).

The conformance checks draw every 25th position of a few games; this draws
them all, for every seat and the spectator, the last action and the
seat's targets marked, in ten random games of every title, player count
and variant.
"""

from __future__ import annotations

import random

import pytest

import tablerules
from tablerules.core.chance import CHANCE
from tablerules.testing import check_svg_text
from tests.adapters.cases import CONFIGURATIONS, options_of


@pytest.mark.slow
@pytest.mark.parametrize(("title", "players", "variant"), CONFIGURATIONS)
def test_every_position_of_ten_random_games_draws_for_every_seat(
    title: str, players: int, variant: str
) -> None:
    game = tablerules.load(title)
    options = options_of(title, variant)
    rng = random.Random(f"pictures-{title}-{players}-{variant}")
    for number in range(10):
        state = game.setup(players=players, options=options)
        last = None
        while True:
            for seat in (None, *range(players)):
                where = f"{title}, {players} players, {variant}, game {number}, seat {seat}"
                check_svg_text(state.svg(seat, last=last, targets=True), where)
            if state.is_over:
                break
            last = state.sample_chance(rng) if state.to_move is CHANCE else rng.choice(state.legal_actions())
            state = state.apply(last)
