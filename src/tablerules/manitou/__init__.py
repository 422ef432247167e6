"""Manitou: tribes hunt bison and take prisoners over three hunting seasons.

Start with :data:`GAME` (what ``tablerules.load("manitou")`` returns); the
rules live in the steps of :mod:`~tablerules.manitou.steps` (to which
:mod:`~tablerules.manitou.state` dispatches by phase) and in
:mod:`~tablerules.manitou.spot`, the scoring in
:mod:`~tablerules.manitou.scoring`, the printed data in
:mod:`~tablerules.manitou.components`, and what a seat may see in
:mod:`~tablerules.manitou.view`.
"""

from tablerules.manitou.actions import Choose as Choose
from tablerules.manitou.actions import Draw as Draw
from tablerules.manitou.actions import LayBison as LayBison
from tablerules.manitou.actions import ManitouAction as ManitouAction
from tablerules.manitou.actions import Play as Play
from tablerules.manitou.game import GAME as GAME
from tablerules.manitou.game import Manitou as Manitou
from tablerules.manitou.options import Options as Options
from tablerules.manitou.phase import Phase as Phase
from tablerules.manitou.scoring import Hunt as Hunt
from tablerules.manitou.scoring import SeasonResult as SeasonResult
from tablerules.manitou.season import Season as Season
from tablerules.manitou.spot import Spot as Spot
from tablerules.manitou.state import ManitouState as ManitouState
from tablerules.manitou.view import ManitouView as ManitouView

__all__ = [
    "GAME",
    "Choose",
    "Draw",
    "Hunt",
    "LayBison",
    "Manitou",
    "ManitouAction",
    "ManitouState",
    "ManitouView",
    "Options",
    "Phase",
    "Play",
    "Season",
    "SeasonResult",
    "Spot",
]
