"""Beasty Borders: two players fill a landscape with farm and wild animals.

Start with :data:`GAME` (what ``tablerules.load("beasty-borders")`` returns).
:mod:`~tablerules.beasty_borders.state` holds the position and hands each
action to the step that decides now; each step of a turn is a module of
:mod:`~tablerules.beasty_borders.steps`, which lists what may be done there,
does it, and says why anything else is refused. The scoring is in
:mod:`~tablerules.beasty_borders.scoring`, the printed data in
:mod:`~tablerules.beasty_borders.components`.
"""

from tablerules.beasty_borders.actions import PASS as PASS
from tablerules.beasty_borders.actions import BeastyBordersAction as BeastyBordersAction
from tablerules.beasty_borders.actions import LayTile as LayTile
from tablerules.beasty_borders.actions import Pass as Pass
from tablerules.beasty_borders.actions import Place as Place
from tablerules.beasty_borders.actions import Point as Point
from tablerules.beasty_borders.actions import Roll as Roll
from tablerules.beasty_borders.game import GAME as GAME
from tablerules.beasty_borders.game import BeastyBorders as BeastyBorders
from tablerules.beasty_borders.options import Options as Options
from tablerules.beasty_borders.phase import Phase as Phase
from tablerules.beasty_borders.state import BeastyBordersState as BeastyBordersState

__all__ = [
    "GAME",
    "PASS",
    "BeastyBorders",
    "BeastyBordersAction",
    "BeastyBordersState",
    "LayTile",
    "Options",
    "Pass",
    "Phase",
    "Place",
    "Point",
    "Roll",
]
