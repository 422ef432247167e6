"""tablerules: the rules of tabletop games behind one typed protocol.

>>> import tablerules
>>> game = tablerules.load("beasty-borders")
>>> state = game.setup(players=2)
>>> state.to_move is tablerules.CHANCE
True
"""

from tablerules.core import CHANCE as CHANCE
from tablerules.core import Action as Action
from tablerules.core import Agent as Agent
from tablerules.core import Chance as Chance
from tablerules.core import Game as Game
from tablerules.core import IllegalActionError as IllegalActionError
from tablerules.core import NotationError as NotationError
from tablerules.core import OptionsError as OptionsError
from tablerules.core import Outcome as Outcome
from tablerules.core import PositionError as PositionError
from tablerules.core import Record as Record
from tablerules.core import RecordError as RecordError
from tablerules.core import RecordView as RecordView
from tablerules.core import ScoreItem as ScoreItem
from tablerules.core import ScoreSheet as ScoreSheet
from tablerules.core import State as State
from tablerules.core import TablerulesError as TablerulesError
from tablerules.core import load as load
from tablerules.core import play as play
from tablerules.core import titles as titles
from tablerules.sim import simulate as simulate

__version__ = "0.1.0.dev0"

__all__ = [
    "CHANCE",
    "Action",
    "Agent",
    "Chance",
    "Game",
    "IllegalActionError",
    "NotationError",
    "OptionsError",
    "Outcome",
    "PositionError",
    "Record",
    "RecordError",
    "RecordView",
    "ScoreItem",
    "ScoreSheet",
    "State",
    "TablerulesError",
    "__version__",
    "load",
    "play",
    "simulate",
    "titles",
]
