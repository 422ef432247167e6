"""The steps of a hunting season in Manitou, one module each: what may be done there, what
doing it changes, and why anything else is refused, with the step's rule ids.

========================  ==============================  ==============================
step                      who decides                     module
========================  ==============================  ==============================
laying the bison cards    chance                          :mod:`.laying`
choosing the cards        each player in turn, secretly   :mod:`.choosing`
drawing a hand or a card  chance, for the drawing seat    :mod:`.drawing`
playing a card at a spot  each player in turn             :mod:`.playing`
scoring the season        nobody: it follows the last     :mod:`.scoring`
                          card played
========================  ==============================  ==============================

:class:`~tablerules.manitou.state.ManitouState` dispatches to them by its
phase; each step builds the next position through the state's own maker.
:data:`RULES` lists every rule id a Manitou refusal can carry.
"""

from __future__ import annotations

from typing import Final

from tablerules.core.rules import CHANCE_DECIDES, GAME_OVER, NOT_AN_ACTION, PLAYER_DECIDES
from tablerules.manitou.steps import choosing, drawing, laying, playing

__all__ = ["MALFORMED", "RULES"]

#: An action whose fields were forced past its checks: core's ``State.refusal`` makes
#: this id from the title's id, before any step is asked.
MALFORMED: Final = "manitou.action.malformed"

#: Every rule id a Manitou refusal can carry, with what it refuses.
RULES: Final = {
    NOT_AN_ACTION: "the value is not a Manitou action at all",
    GAME_OVER: "the game is over",
    CHANCE_DECIDES: "chance lays a bison card or draws a card now, not a player",
    PLAYER_DECIDES: "a player decides now, so no bison card is laid and no card drawn",
    MALFORMED: "a field of the action was forced past its checks (a spot of 1.5, say)",
    laying.BISON_IN_DECK: "no bison card of that value is left in the deck the next card comes from",
    drawing.BISON_LAID: "the season's bison cards are laid already",
    laying.DRAW_AFTER_LAYING: "nobody draws while the bison cards are laid",
    drawing.DRAW_IN_PILE: "the drawing player's pile holds no such card",
    playing.CARD_UNKNOWN: "there is no such card",
    choosing.CHOOSE_IN_RESERVE: "the player has no such card left to choose",
    playing.CHOOSE_SEASON_START: "cards are chosen only at the start of a season",
    choosing.PLAY_AFTER_CHOOSING: "cards are played once everyone has chosen and drawn",
    playing.PLAY_IN_HAND: "the card is not in the player's hand",
    playing.PLAY_SPOT: "there are three spots: 1, 2 and 3",
}
