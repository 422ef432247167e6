"""The pictures of the Great Plains rules page (docs/rules/great-plains.rst), drawn at build time.

Each position is built through the public API as the page's worked examples
build it, the rulebook's from :mod:`tablerules.great_plains.examples` (as the
tests of ``tests/great_plains`` build them); ``docs/_ext/pictures.py``
writes what :func:`pictures` returns to ``docs/_generated/pictures/``.
"""

from __future__ import annotations

import tablerules
from tablerules.bots import RandomAgent
from tablerules.great_plains import GAME, Bear, GreatPlainsState, Options
from tablerules.great_plains.examples import scoring_examples

#: The tablets 1 to 7, side a, in reading order: the page's board.
STRAIGHT = Options(layout=("1a", "2a", "3a", "4a", "5a", "6a", "7a"))
#: The cave tiles of the page's sparse example.
CAVES = {"o2": "Sc", "d5": "Sc", "q8": "Sc", "u8": "Fc", "w10": "Fc", "e12": "Fc"}
#: The snakes, holding a tile of each animal, among the foxes: where may they go?
ANIMALS_SCENE = {
    **CAVES,
    **dict.fromkeys(("r9", "o8", "f7", "h7"), "S"),
    **dict.fromkeys(("s10", "u10", "v9", "j9", "l9"), "F"),
}


def pictures() -> dict[str, str]:
    """The page's pictures by file name: the board at the start, the animals' reach, a bear's
    push, the scoring examples, and a game in the middle as the seat to move sees it."""
    start = GAME.setup(players=2, options=STRAIGHT)
    animals = GreatPlainsState.position(pieces=ANIMALS_SCENE, animals=("heb", ""), to_move=0, left=(16, 15))
    push = Bear("s10", "se")
    record = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=7, options=STRAIGHT)
    states, actions = list(record.states()), list(record.actions)
    middle = 30
    seat = states[middle].to_move
    assert isinstance(seat, int)
    return {
        "great-plains-start.svg": start.svg(0, targets=True),
        "great-plains-animals.svg": animals.svg(0, targets=True),
        "great-plains-bear.svg": animals.apply(push).svg(1, last=push),
        "great-plains-scoring.svg": scoring_examples().svg(None),
        "great-plains-middle.svg": states[middle].svg(seat, last=actions[middle - 1], targets=True),
    }
