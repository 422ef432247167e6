"""Everything title-agnostic: the protocol, errors, chance, outcomes, records, geometry."""

from tablerules.core.chance import CHANCE as CHANCE
from tablerules.core.chance import Chance as Chance
from tablerules.core.chance import cumulative_weights as cumulative_weights
from tablerules.core.chance import pick as pick
from tablerules.core.chance import prepared as prepared
from tablerules.core.chance import sample_outcome as sample_outcome
from tablerules.core.chance import uniform as uniform
from tablerules.core.encoding import Layout as Layout
from tablerules.core.encoding import Segment as Segment
from tablerules.core.encoding import canonical_text as canonical_text
from tablerules.core.encoding import information_key as information_key
from tablerules.core.errors import IllegalActionError as IllegalActionError
from tablerules.core.errors import NotationError as NotationError
from tablerules.core.errors import PositionError as PositionError
from tablerules.core.errors import RecordError as RecordError
from tablerules.core.errors import TablerulesError as TablerulesError
from tablerules.core.game import Action as Action
from tablerules.core.game import Game as Game
from tablerules.core.game import State as State
from tablerules.core.game import has_sample_state as has_sample_state
from tablerules.core.game import legal_value as legal_value
from tablerules.core.game import sample_state as sample_state
from tablerules.core.game import text as text
from tablerules.core.game import whole_number as whole_number
from tablerules.core.grid import HexGrid as HexGrid
from tablerules.core.grid import SquareGrid as SquareGrid
from tablerules.core.grid import connected_groups as connected_groups
from tablerules.core.options import OptionsError as OptionsError
from tablerules.core.options import read_options as read_options
from tablerules.core.outcome import Outcome as Outcome
from tablerules.core.outcome import ScoreItem as ScoreItem
from tablerules.core.outcome import ScoreSheet as ScoreSheet
from tablerules.core.play import Agent as Agent
from tablerules.core.play import play as play
from tablerules.core.play import play_counted as play_counted
from tablerules.core.play import play_state as play_state
from tablerules.core.record import Record as Record
from tablerules.core.record import RecordView as RecordView
from tablerules.core.record import read_records as read_records
from tablerules.core.registry import load as load
from tablerules.core.registry import titles as titles
from tablerules.core.universe import Limits as Limits
from tablerules.core.universe import Universe as Universe

__all__ = [
    "CHANCE",
    "Action",
    "Agent",
    "Chance",
    "Game",
    "HexGrid",
    "IllegalActionError",
    "Layout",
    "Limits",
    "NotationError",
    "OptionsError",
    "Outcome",
    "PositionError",
    "Record",
    "RecordError",
    "RecordView",
    "ScoreItem",
    "ScoreSheet",
    "Segment",
    "SquareGrid",
    "State",
    "TablerulesError",
    "Universe",
    "canonical_text",
    "connected_groups",
    "cumulative_weights",
    "has_sample_state",
    "information_key",
    "legal_value",
    "load",
    "pick",
    "play",
    "play_counted",
    "play_state",
    "prepared",
    "read_options",
    "read_records",
    "sample_outcome",
    "sample_state",
    "text",
    "titles",
    "uniform",
    "whole_number",
]
