"""The pictures of the Manitou rules page (docs/rules/manitou.rst), drawn at build time.

Each position is played through the public API with every chance outcome
forced, as the page's worked season does, so the pictures show that very
season; the mid-game picture plays a seeded random game instead.
"""

from __future__ import annotations

import random

import tablerules
from tablerules import CHANCE
from tablerules.manitou import ManitouState

GAME = tablerules.load("manitou")

#: The worked season's thirteen turns before seat 0's last card, each play with its draw.
TURNS = (
    "play 10 at 1", "draw 8", "play 6 at 1", "draw 10",
    "play C at 3", "draw 7", "play C at 1", "draw C",
    "play 9 at 1", "draw Q", "play C at 1", "draw 5",
    "play Q at 1", "draw M", "play 10 at 2", "draw S",
    "play M at 1", "draw 1", "play S at 3", "draw R",
    "play 8 at 2", "play 5 at 2", "play 7 at 3",
)  # fmt: skip


def run(state: ManitouState, *texts: str) -> ManitouState:
    """``state`` after the actions written in notation, each checked."""
    return state.apply_all([GAME.parse_action(text, state) for text in texts])


def worked_start() -> ManitouState:
    """The worked season: the bison cards laid, the cards chosen, the first hands drawn."""
    state = run(GAME.setup(players=2), "bison 12", "bison 5", "bison 3", "bison 7")
    for cards in ("10 9 8 7 C Q M 1", "10 6 5 5 C C S R"):  # seat 1 chooses first, then seat 0
        state = run(state, *[f"choose {card}" for card in cards.split(" ")])
    return run(state, "draw 10", "draw C", "draw 9", "draw 6", "draw C", "draw 5")


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
    start = worked_start()
    sacrifice = run(start, *TURNS[:12], "play Q at 1")
    last_turn = run(start, *TURNS)
    scored = run(last_turn, "play R at 2")
    middle, last = mid_game()
    play = GAME.parse_action
    return {
        "manitou-worked-start.svg": start.svg(1, last=play("draw 5", start), targets=True),
        "manitou-sacrifice.svg": sacrifice.svg(None, last=play("play Q at 1", sacrifice)),
        "manitou-worked-last-turn.svg": last_turn.svg(0, last=play("play 7 at 3", last_turn), targets=True),
        "manitou-worked-scored.svg": scored.svg(0, last=play("play R at 2", scored)),
        "manitou-middle.svg": middle.svg(middle.turn, last=last, targets=True),
    }
