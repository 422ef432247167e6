"""The pictures of the Great Plains rules page (docs/rules/great-plains.rst), drawn at build time.

Each position is built through the public API as the page's worked examples
(and the tests of ``tests/great_plains``) build it; ``docs/_ext/pictures.py``
writes what :func:`pictures` returns to ``docs/_generated/pictures/``.
"""

from __future__ import annotations

import tablerules
from tablerules.bots import RandomAgent
from tablerules.great_plains import GAME, Bear, GreatPlainsState, Options

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
#: The rulebook's scoring examples on one finished board, as the page draws them.
SCORING_EXAMPLES = """
   a b c d e f g h i j k l m n o p q r s t u v w x y
 1                       F   F   F
 2                     Sh  S   S   ~
 3       e   b   h   e   b   Sc  Se  b
 4     h   e   b   h   e   b   h   Fe  F   S   e
 5   ~   S   Sc  b   h   e   b   h   .   F   .   e
 6     b   h   e   b   h   e   b   h   e   Sc  h   e
 7       b   h   e   b   h   e   b   h   e   b   h
 8     e   b   h   e   b   c   .   .   h   e   b
 9   h   e   b   ^   e   b   h   ^   ^   h   e
10 b   h   Fc  ^   h   e   b   h   e   b   h   e
11   b   h   e   b   h   e   b   h   e   Fc  h   e
12     F   h   e   ^   h   e   b   h   e   b   h
13               e   b   Fc  e   b   h   e   b
14                 h   S   F   h
15                   e   ~   h
"""


def pictures() -> dict[str, str]:
    """The page's pictures by file name: the board at the start, the animals' reach, a bear's
    push, the scoring examples, and a game in the middle as the seat to move sees it."""
    start = GAME.setup(players=2, options=STRAIGHT)
    animals = GreatPlainsState.position(pieces=ANIMALS_SCENE, animals=("heb", ""), to_move=0, left=(16, 15))
    push = Bear("s10", "se")
    scoring = GreatPlainsState.from_picture(SCORING_EXAMPLES, left=(0, 0), removed=(13, 12))
    record = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=7, options=STRAIGHT)
    states, actions = list(record.states()), list(record.actions)
    middle = 30
    seat = states[middle].to_move
    assert isinstance(seat, int)
    return {
        "great-plains-start.svg": start.svg(0, targets=True),
        "great-plains-animals.svg": animals.svg(0, targets=True),
        "great-plains-bear.svg": animals.apply(push).svg(1, last=push),
        "great-plains-scoring.svg": scoring.svg(None),
        "great-plains-middle.svg": states[middle].svg(seat, last=actions[middle - 1], targets=True),
    }
