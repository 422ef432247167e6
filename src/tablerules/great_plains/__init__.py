"""Great Plains: two tribes explore the lowlands and fight for the meadows.

Start with :data:`GAME` (what ``tablerules.load("great-plains")`` returns).
:mod:`~tablerules.great_plains.state` holds the position and hands each
action to the step that decides now; each step of the game is a module of
:mod:`~tablerules.great_plains.steps`, which lists what may be done there,
does it, and says why anything else is refused. Where a token may go is
worked out on masks in :mod:`~tablerules.great_plains.placement`, the
scoring is in :mod:`~tablerules.great_plains.scoring`, the printed data in
:mod:`~tablerules.great_plains.components`.
"""

from tablerules.great_plains.actions import PASS as PASS
from tablerules.great_plains.actions import Bear as Bear
from tablerules.great_plains.actions import Eagle as Eagle
from tablerules.great_plains.actions import GreatPlainsAction as GreatPlainsAction
from tablerules.great_plains.actions import Horse as Horse
from tablerules.great_plains.actions import LayTablet as LayTablet
from tablerules.great_plains.actions import Pass as Pass
from tablerules.great_plains.actions import Place as Place
from tablerules.great_plains.actions import PlaceCave as PlaceCave
from tablerules.great_plains.actions import Turn as Turn
from tablerules.great_plains.game import GAME as GAME
from tablerules.great_plains.game import GreatPlains as GreatPlains
from tablerules.great_plains.options import Options as Options
from tablerules.great_plains.phase import Phase as Phase
from tablerules.great_plains.state import GreatPlainsState as GreatPlainsState

__all__ = [
    "GAME",
    "PASS",
    "Bear",
    "Eagle",
    "GreatPlains",
    "GreatPlainsAction",
    "GreatPlainsState",
    "Horse",
    "LayTablet",
    "Options",
    "Pass",
    "Phase",
    "Place",
    "PlaceCave",
    "Turn",
]
