"""The rule ids every title shares: each is written out here, once.

A title's own rule ids start with the title's id and live in the step that
applies them (``beasty-borders.place.own-animals`` in
:mod:`tablerules.beasty_borders.steps.placing`); these four start with
``core.``, and every title's refusals use them.
"""

from __future__ import annotations

from typing import Final

__all__ = ["CHANCE_DECIDES", "GAME_OVER", "NOT_AN_ACTION", "PLAYER_DECIDES"]

#: A value that is no action of the title at all (refused by ``State.refusal``).
NOT_AN_ACTION: Final = "core.not-an-action"
#: Any action once the game is over (refused by ``State.refusal``).
GAME_OVER: Final = "core.game-over"
#: A player's decision where chance decides: a roll, a draw, a tile laid.
CHANCE_DECIDES: Final = "core.chance-decides"
#: A chance outcome where a player decides.
PLAYER_DECIDES: Final = "core.player-decides"
