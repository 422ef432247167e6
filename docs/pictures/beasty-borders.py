"""The pictures of the Beasty Borders rules page, drawn with ``state.svg()`` when the docs are built.

Each position is built through the public API, as the page's worked
examples and the tests build it; ``docs/_ext/pictures.py`` writes the
files to ``docs/_generated/pictures/``.
"""

from __future__ import annotations

import random

import tablerules
from tablerules.beasty_borders import PASS, BeastyBordersState, Options, Point, Roll
from tablerules.beasty_borders.components import BIDDING_ROW
from tablerules.beasty_borders.examples import scoring_example

#: The tiles laid in the order 1 to 9, as on the page's text picture.
STRAIGHT = Options(layout=(1, 2, 3, 4, 5, 6, 7, 8, 9))

#: The page's 'Without Luck' drawing: farm's A of value 13 placed on b1.
WITHOUT_LUCK_DRAWING = """
S A . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


def start() -> str:
    """The first position after the tiles are laid in order, as seat 0 sees it."""
    game = tablerules.load("beasty-borders")
    return game.setup(players=2, options=STRAIGHT).svg(0)


def roll() -> str:
    """Seat 0 rolled a 3: the marker walked from the signpost to d1; the choices are marked."""
    game = tablerules.load("beasty-borders")
    state = game.setup(players=2, options=STRAIGHT).apply(Roll(3))
    return state.svg(0, last=Roll(3), targets=True)


def scoring() -> str:
    """The scoring example at the end of the game, as a spectator sees it."""
    return scoring_example().svg(None)


def without_luck() -> str:
    """Seat 1 pointed at X26; seat 0 may only point higher (B27) or pass."""
    row = list(BIDDING_ROW)
    row[12] = ""
    state = BeastyBordersState.from_picture(
        WITHOUT_LUCK_DRAWING, row=row, roller=1, to_move=0, marker="c1", pointed="X26"
    )
    return state.svg(0, last=Point("X", 26), targets=True)


def middle() -> str:
    """A game halfway through, seat 1 to place, as seat 1 sees it, with the last move and targets."""
    game = tablerules.load("beasty-borders")
    state = game.setup(players=2, options=STRAIGHT)
    # A fixed seed: the same game, so the same picture, at every build.
    rng = random.Random(11)
    last = None
    while True:
        if state.to_move is tablerules.CHANCE:
            action = state.sample_chance(rng)
        else:
            legal = [action for action in state.legal_actions() if action != PASS]
            action = rng.choice(legal) if legal and rng.random() < 0.85 else PASS
        state, last = state.apply(action), action
        if state.spaces.count(".") <= 20 and state.to_move == 1 and state.pointed is None:
            return state.svg(1, last=last, targets=True)


def pictures() -> dict[str, str]:
    """Every picture of the page, by file name."""
    return {
        "beasty-borders-start.svg": start(),
        "beasty-borders-roll.svg": roll(),
        "beasty-borders-scoring.svg": scoring(),
        "beasty-borders-without-luck.svg": without_luck(),
        "beasty-borders-middle.svg": middle(),
    }
