"""The rulebook's worked example, as a position: the one the rules page draws and the tests check.

The rulebook scores one example position whose picture is lost. Its text
gives the groups and their points; :func:`scoring_example` lays exactly those
groups on a finished board, every green space filled and no group touching
another animal of its own kind, so the score sheet gives the rulebook's
numbers.

>>> from tablerules.beasty_borders.examples import scoring_example
>>> scoring_example().scores()
(19, 17)
"""

from __future__ import annotations

from typing import Final

from tablerules.beasty_borders.state import BeastyBordersState

__all__ = ["SCORING_EXAMPLE", "scoring_example"]

#: The scoring example as ``from_picture`` reads it. Player 1 (the farm player,
#: seat 0) has A, B and C, player 2 (the wild player, seat 1) X, Y and Z:
#: A 4, 3 and a single; B 5 and 2; C 3; X 5; Y 7; Z 2.
SCORING_EXAMPLE: Final = """
S A A B B B ~ X X
A A # B B ~ X X X
~ # A A A # Y Y Y
C C C ~ B # Y Y Y
# Z Z ~ B # Y # ~
A # ~ ~ # ~ # ~ ~
"""


def scoring_example() -> BeastyBordersState:
    """The finished scoring example: player 1 has 19 points, player 2 has 17."""
    return BeastyBordersState.from_picture(SCORING_EXAMPLE)
