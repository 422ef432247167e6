"""The pictures of the Bison rules page: its worked examples, drawn with ``State.svg``.

Each worked example is the position of :mod:`tablerules.bison.examples`
(the page's doctests check it is the one they build) played on in notation,
so a picture shows what the code draws now. ``docs/_ext/pictures.py`` writes them
to ``docs/_generated/pictures/`` when the docs are built.
"""

from __future__ import annotations

import random

import tablerules
from tablerules.bison import Buy, Exchange, Phase
from tablerules.bison.examples import moving_hunters, placing_a_tipi, scoring_example_1, scoring_example_3
from tablerules.bison.state import BisonState

GAME = tablerules.load("bison")
#: The seed of the game played for the mid-game picture.
SEED = 2006


def run(state: BisonState, *texts: str) -> BisonState:
    """``state`` after the actions written as ``texts``, as the page's ``run`` does."""
    return state.apply_all([GAME.parse_action(text, state) for text in texts])


def tipi() -> str:
    """Yellow, with 3 hunters on 5m, bought a triple tipi: the sizes it may build are marked."""
    state = run(placing_a_tipi(), "choose tipi")
    bought = run(state, "buy tipi 3")
    return bought.svg(0, last=GAME.parse_action("buy tipi 3", state), targets=True)


def move() -> str:
    """Red moves hunters one space each, after two of its four moves; the moves left are marked."""
    before = run(moving_hunters(), "choose move1", "move 4p 4r")
    after = run(before, "move 4m 4r")
    return after.svg(1, last=GAME.parse_action("move 4m 4r", before), targets=True)


def example_1() -> str:
    """Scoring Example 1: the prairie 1p 3p 4p 5p 6p with its 7 bison, seen by a spectator."""
    return scoring_example_1().svg(None)


def example_3() -> str:
    """Scoring Example 3 just scored: the landscape, the pieces and what each seat took, seen by yellow."""
    before = run(scoring_example_3(), "choose gather", "done")
    scored = run(before, "gain bison")
    return scored.svg(0, last=GAME.parse_action("gain bison", before))


def mid_game() -> str:
    """A 3-player game in its third season, played at random from a fixed seed, seen by red
    about to lay its tile: the open places are its targets."""
    rng = random.Random(SEED)
    state = GAME.setup(players=3)
    last = None
    while not (state.season == 3 and state.to_move == 1 and state.phase is Phase.LAYING):
        if state.to_move is tablerules.CHANCE:
            last = state.sample_chance(rng)
        else:
            legal = state.legal_actions()
            # No trading at the market: random trades would leave the tracks bare.
            playing = [action for action in legal if not isinstance(action, Buy | Exchange)] or legal
            last = rng.choice(list(playing))
        state = state.apply(last)
    return state.svg(1, last=last, targets=True)


def pictures() -> dict[str, str]:
    """Every picture of the Bison rules page, by file name."""
    return {
        "bison-tipi.svg": tipi(),
        "bison-move.svg": move(),
        "bison-example-1.svg": example_1(),
        "bison-example-3.svg": example_3(),
        "bison-mid-game.svg": mid_game(),
    }
