"""Many games: agents against each other, in this process or across processes."""

from tablerules.sim.arena import Pairing
from tablerules.sim.arena import arena as arena
from tablerules.sim.batch import Simulation
from tablerules.sim.report import report_html
from tablerules.sim.results import GameResult
from tablerules.sim.simulate import BACKENDS, agent_label
from tablerules.sim.simulate import simulate as simulate
from tablerules.sim.summary import Distribution, SeatSummary, Summary, Tally
from tablerules.sim.text import arena_text, summary_text

__all__ = [
    "BACKENDS",
    "Distribution",
    "GameResult",
    "Pairing",
    "SeatSummary",
    "Simulation",
    "Summary",
    "Tally",
    "agent_label",
    "arena",
    "arena_text",
    "report_html",
    "simulate",
    "summary_text",
]
