"""Many games: agents against each other, in this process or across processes."""

from tablerules.sim.arena import Pairing
from tablerules.sim.arena import arena as arena
from tablerules.sim.batch import Simulation
from tablerules.sim.report import report_html
from tablerules.sim.results import GameResult
from tablerules.sim.simulate import BACKENDS, agent_label
from tablerules.sim.simulate import simulate as simulate
from tablerules.sim.summary import Distribution, SeatSummary, Summary, Tally

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
    "report_html",
    "simulate",
]
