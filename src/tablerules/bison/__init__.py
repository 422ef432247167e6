"""Bison: Thunder on the Prairie: hunters, tipis and canoes on a landscape of hexagonal tiles.

Start with :data:`GAME` (what ``tablerules.load("bison")`` returns). The
landscape and its geometry are in :mod:`~tablerules.bison.board`, a
position in :mod:`~tablerules.bison.state`, the rules of each step of a
season in :mod:`~tablerules.bison.steps`, the scoring of a region in
:mod:`~tablerules.bison.scoring`, the printed data in
:mod:`~tablerules.bison.components`. Fields are numbered;
:data:`~tablerules.bison.board.FIELD_NAMES` and
:func:`~tablerules.bison.scoring.field_names` name them as the notation
does (``"12p"``).
"""

from tablerules.bison.actions import DONE as DONE
from tablerules.bison.actions import BisonAction as BisonAction
from tablerules.bison.actions import Build as Build
from tablerules.bison.actions import Buy as Buy
from tablerules.bison.actions import Call as Call
from tablerules.bison.actions import Choose as Choose
from tablerules.bison.actions import Done as Done
from tablerules.bison.actions import Draw as Draw
from tablerules.bison.actions import Enter as Enter
from tablerules.bison.actions import Exchange as Exchange
from tablerules.bison.actions import Gain as Gain
from tablerules.bison.actions import Gather as Gather
from tablerules.bison.actions import Lay as Lay
from tablerules.bison.actions import Move as Move
from tablerules.bison.actions import Pay as Pay
from tablerules.bison.board import FIELD_NAMES as FIELD_NAMES
from tablerules.bison.board import Board as Board
from tablerules.bison.board import Region as Region
from tablerules.bison.board import Tile as Tile
from tablerules.bison.components import Kind as Kind
from tablerules.bison.components import Terrain as Terrain
from tablerules.bison.game import GAME as GAME
from tablerules.bison.game import Bison as Bison
from tablerules.bison.options import Options as Options
from tablerules.bison.phase import Phase as Phase
from tablerules.bison.progress import Pending as Pending
from tablerules.bison.progress import ScoringProgress as ScoringProgress
from tablerules.bison.scoring import Influence as Influence
from tablerules.bison.scoring import RegionScore as RegionScore
from tablerules.bison.scoring import SeasonScore as SeasonScore
from tablerules.bison.scoring import Standing as Standing
from tablerules.bison.scoring import field_names as field_names
from tablerules.bison.state import BisonState as BisonState
from tablerules.bison.supply import Supply as Supply
from tablerules.bison.view import BisonView as BisonView

__all__ = [
    "DONE",
    "FIELD_NAMES",
    "GAME",
    "Bison",
    "BisonAction",
    "BisonState",
    "BisonView",
    "Board",
    "Build",
    "Buy",
    "Call",
    "Choose",
    "Done",
    "Draw",
    "Enter",
    "Exchange",
    "Gain",
    "Gather",
    "Influence",
    "Kind",
    "Lay",
    "Move",
    "Options",
    "Pay",
    "Pending",
    "Phase",
    "Region",
    "RegionScore",
    "ScoringProgress",
    "SeasonScore",
    "Standing",
    "Supply",
    "Terrain",
    "Tile",
    "field_names",
]
