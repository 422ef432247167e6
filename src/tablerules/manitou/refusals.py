"""Why an action is refused: the rule it breaks, in words a player understands.

Only called when an action is not among the legal ones, so none of this runs
on the hot path. Every rule id here is listed on the Manitou rules page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tablerules.core.chance import CHANCE
from tablerules.core.errors import IllegalActionError
from tablerules.core.rules import CHANCE_DECIDES, GAME_OVER, NOT_AN_ACTION, PLAYER_DECIDES
from tablerules.manitou.actions import Choose, Draw, LayBison, ManitouAction, Play
from tablerules.manitou.components import CARDS, LARGE, SMALL, SPOTS, card_name
from tablerules.manitou.phase import Phase

if TYPE_CHECKING:
    from tablerules.manitou.state import ManitouState

__all__ = ["RULES", "refusal"]

#: Every rule id a Manitou refusal can carry, with what it refuses.
RULES = {
    NOT_AN_ACTION: "the value is not a Manitou action at all",
    GAME_OVER: "the game is over",
    CHANCE_DECIDES: "chance lays a bison card or draws a card now, not a player",
    PLAYER_DECIDES: "a player decides now, so no bison card is laid and no card drawn",
    "manitou.action.malformed": "a field of the action was forced past its checks (a spot of 1.5, say)",
    "manitou.bison.in-deck": "no bison card of that value is left in the deck the next card comes from",
    "manitou.bison.laid": "the season's bison cards are laid already",
    "manitou.draw.after-laying": "nobody draws while the bison cards are laid",
    "manitou.draw.in-pile": "the drawing player's pile holds no such card",
    "manitou.card.unknown": "there is no such card",
    "manitou.choose.in-reserve": "the player has no such card left to choose",
    "manitou.choose.season-start": "cards are chosen only at the start of a season",
    "manitou.play.after-choosing": "cards are played once everyone has chosen and drawn",
    "manitou.play.in-hand": "the card is not in the player's hand",
    "manitou.play.spot": "there are three spots: 1, 2 and 3",
}


def refusal(state: ManitouState, action: ManitouAction) -> IllegalActionError:
    """The error for an action of this title that is not legal in ``state``."""
    rule, reason = _why(state, action)
    return IllegalActionError(rule, reason, action=action)


def _why(state: ManitouState, action: ManitouAction) -> tuple[str, str]:
    phase = state.phase
    seat = state.turn
    if state.to_move is CHANCE:
        if isinstance(action, Choose | Play):
            return CHANCE_DECIDES, f"chance decides now ({phase.value}), not a player"
        if phase is Phase.LAYING:
            if isinstance(action, Draw):
                return "manitou.draw.after-laying", "the bison cards are being laid: nobody draws yet"
            if isinstance(action, LayBison):
                return _why_bison(state, action)
        elif isinstance(action, LayBison):
            return "manitou.bison.laid", "this season's bison cards are laid already: a card is drawn now"
        elif isinstance(action, Draw):
            if not _is_card(action.card):
                return "manitou.card.unknown", f"there is no card {action.card!r}"
            return (
                "manitou.draw.in-pile",
                f"seat {seat}'s pile holds no {card_name(action.card)}",
            )
    elif isinstance(action, LayBison | Draw):
        return PLAYER_DECIDES, f"seat {seat} decides now, not chance"
    elif isinstance(action, Choose):
        if phase is not Phase.CHOOSING:
            return (
                "manitou.choose.season-start",
                "cards are chosen at the start of a season, before any is played",
            )
        if not _is_card(action.card):
            return "manitou.card.unknown", f"there is no card {action.card!r}"
        return "manitou.choose.in-reserve", f"you have no {card_name(action.card)} left to choose"
    elif isinstance(action, Play):
        if phase is not Phase.PLAYING:
            return "manitou.play.after-choosing", "cards are played once everyone has chosen and drawn a hand"
        if not _is_card(action.card):
            return "manitou.card.unknown", f"there is no card {action.card!r}"
        if not 1 <= action.spot <= SPOTS:
            return "manitou.play.spot", f"the spots are numbered 1 to {SPOTS}, not {action.spot}"
        return "manitou.play.in-hand", f"you hold no {card_name(action.card)} in your hand"
    # Only an action class that the rules do not know reaches this line.
    return NOT_AN_ACTION, f"{action!r} is not a Manitou decision"


def _why_bison(state: ManitouState, action: LayBison) -> tuple[str, str]:
    _, deck_index = state._slot()
    deck = (LARGE, SMALL)[deck_index]
    left = ", ".join(map(str, state.season.decks[deck_index]))
    return (
        "manitou.bison.in-deck",
        f"the next bison card comes from the {deck} deck, which holds {left}, not {action.value!r}",
    )


def _is_card(card: str) -> bool:
    return card in CARDS
