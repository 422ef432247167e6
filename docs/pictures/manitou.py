"""The pictures of the Manitou rules page (docs/rules/manitou.rst), drawn at build time.

The worked season's positions come from :mod:`tablerules.manitou.examples`,
which plays the page's season with every chance outcome forced, so the
pictures show that very season; the mid-game picture plays a seeded random
game instead.
"""

from __future__ import annotations

import random

import tablerules
from tablerules import CHANCE
from tablerules.manitou import ManitouState
from tablerules.manitou.examples import worked_season

GAME = tablerules.load("manitou")


def mid_game() -> tuple[ManitouState, tablerules.Action]:
    """A three-player game in its second season, seeded random play, and its last action."""
    rng = random.Random(7)
    state = GAME.setup(players=3)
    last = None
    while state.season.number < 2 or state.plays < 8 or state.to_move is CHANCE:
        if state.to_move is CHANCE:
            last = state.sample_chance(rng)
        else:
            last = rng.choice(list(state.legal_actions()))
        state = state.apply(last)
    if last is None or not isinstance(state.to_move, int):
        raise RuntimeError("the seeded game reached no position to draw")
    return state, last


def pictures() -> dict[str, str]:
    """Every picture of the rules page, by file name."""
    start = worked_season(0)
    six = worked_season(6)
    sacrifice = six.apply(GAME.parse_action("play Q at 1", six))
    last_turn = worked_season(13)
    scored = worked_season(14)
    middle, last = mid_game()
    play = GAME.parse_action
    return {
        "manitou-worked-start.svg": start.svg(1, last=play("draw 5", start), targets=True),
        "manitou-sacrifice.svg": sacrifice.svg(None, last=play("play Q at 1", sacrifice)),
        "manitou-worked-last-turn.svg": last_turn.svg(0, last=play("play 7 at 3", last_turn), targets=True),
        "manitou-worked-scored.svg": scored.svg(0, last=play("play R at 2", scored)),
        "manitou-middle.svg": middle.svg(middle.turn, last=last, targets=True),
    }
