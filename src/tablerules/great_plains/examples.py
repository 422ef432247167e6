"""The rulebook's worked examples, as positions.

One function an example, named after it, returning the state; the tests
check the rulebook's numbers against it and the rules page draws it
(``docs/pictures/great-plains.py``).
"""

from __future__ import annotations

from typing import Final

from tablerules.great_plains.components import TOKENS
from tablerules.great_plains.state import GreatPlainsState

__all__ = ["scoring_examples"]

# The background is animal habitats, which are lowland but not grass, so each example
# meadow stands on its own. Snakes (S) and foxes (F) on habitats (Sh, Se, Fe) count for no
# meadow: "For clarity, the tribe tokens on animal spaces are not shown."
_SCORING_EXAMPLES: Final = """
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


def scoring_examples(*, animals: tuple[str, str] | None = None) -> GreatPlainsState:
    """The rulebook's five scoring examples (section "Scoring"), on one finished board.

    The meadows: 5 grass + 1 spring won by the foxes 3 to 2 (6 points), 1
    grass + 1 spring won by the snakes (2), 5 grass won by the foxes 2 to 1
    (5), 1 grass won by the foxes (1), and 2 grass + 1 spring tied 1 to 1
    (nothing for either), so the foxes win 12 to 2. The pictures are lost,
    so the board is drawn anew (**GP-9**). Every token is placed, the rest
    knocked out of the game; ``animals`` are the tiles each seat still
    holds (by default none), which score nothing.
    """
    return GreatPlainsState.from_picture(
        _SCORING_EXAMPLES, left=(0, 0), removed=(TOKENS - 7, TOKENS - 8), animals=animals
    )
