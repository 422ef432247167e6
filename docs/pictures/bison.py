"""The pictures of the Bison rules page: its worked examples, drawn with ``State.svg``.

Each position is built through the public API exactly as the page's own
examples build it (``tablerules.bison.position.build`` and the notation), so a
picture shows what the code draws now. ``docs/_ext/pictures.py`` writes them
to ``docs/_generated/pictures/`` when the docs are built.
"""

from __future__ import annotations

import random

import tablerules
from tablerules.bison import Buy, Exchange, Options, Phase
from tablerules.bison.components import TILES
from tablerules.bison.position import build
from tablerules.bison.state import BisonState

GAME = tablerules.load("bison")
#: The landscape of the page's examples: three tiles beside the starting tiles.
LANDSCAPE = [(4, 15, 2), (5, 6, 0), (6, 4, 3)]
#: The seed of the game played for the mid-game picture.
SEED = 2006


def run(state: BisonState, *texts: str) -> BisonState:
    """``state`` after the actions written as ``texts``, as the page's ``run`` does."""
    return state.apply_all([GAME.parse_action(text, state) for text in texts])


def tipi() -> str:
    """Yellow, with 3 hunters on 5m, bought a triple tipi: the sizes it may build are marked."""
    state = run(build(2, tiles=LANDSCAPE, pieces={"5m": "yellow 3"}), "choose tipi")
    bought = run(state, "buy tipi 3")
    return bought.svg(0, last=GAME.parse_action("buy tipi 3", state), targets=True)


def move() -> str:
    """Red moves hunters one space each, after two of its four moves; the moves left are marked."""
    state = build(
        2,
        tiles=LANDSCAPE,
        to_move="red",
        markers={"yellow": ("tile",)},
        pieces={"4p": "red 1", "4m": "red 1", "2p": "red 1", "6p": "red 1", "5p": "yellow 1"},
    )
    before = run(state, "choose move1", "move 4p 4r")
    after = run(before, "move 4m 4r")
    return after.svg(1, last=GAME.parse_action("move 4m 4r", before), targets=True)


def example_1() -> str:
    """Scoring Example 1: the prairie 1p 3p 4p 5p 6p with its 7 bison, seen by a spectator."""
    state = build(
        4,
        tiles=LANDSCAPE,
        season=2,
        pieces={
            "1p": "yellow tipi 3",
            "3p": "red tipi 1",
            "4p": "red tipi 1",
            "5p": "green 2",
            "6p": "blue 1",
        },
    )
    return state.svg(None)


def example_3() -> str:
    """Scoring Example 3 just scored: the landscape, the pieces and what each seat took, seen by yellow."""
    own_tiles = Options(
        start_tiles=("pppmmm 0 2 1", "pppppm 1 0 2", "ppmmmm 2 1 0"),
        tiles=("ppmmmm 1 0 2", "pmmmmm 0 2 1", "ppppmm 0 2 1", *TILES[3:]),
    )
    state = build(
        2,
        options=own_tiles,
        tiles=[(11, 3, 1), (12, 4, 2), (4, 5, 2)],
        pieces={
            "1p": "red 1",
            "2p": "yellow 1",
            "11p": "red 1",
            "2m": "yellow tipi 1",
            "3m": "red 2",
            "11m": "red 1",
            "1r": "yellow canoe 1",
            "2r": "red 1",
            "11r": "red 2",
            "12r": "yellow 1",
        },
        markers={"yellow": ("tile", "tipi", "canoe", "gather"), "red": ("tile", "move1", "move3")},
        to_move="red",
    )
    before = run(state, "choose gather", "done")
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
