"""Many games: agents against each other, in this process or across processes."""

from tablerules.sim.arena import Pairing
from tablerules.sim.arena import arena as arena

__all__ = ["Pairing", "arena"]
