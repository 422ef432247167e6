"""Playing a card: the seat to play puts a card of its hand at a bison spot.

"A son tour, chaque joueur doit poser une carte de sa main devant l'un des
emplacements à bison, face ouverte et pioche une nouvelle carte." Any card
may go to any of the three spots (MAN-6); the warriors' fights are
:meth:`Spot.with_card <tablerules.manitou.spot.Spot.with_card>`'s (MAN-7 to
MAN-9). The player then draws while the pile holds cards
(:mod:`~tablerules.manitou.steps.drawing`), and the next seat clockwise
plays. "Dès que chaque joueur a posé sept cartes, la saison de chasse est
terminée" (:mod:`~tablerules.manitou.steps.scoring`).

``manitou.card.unknown`` is written here, and refused wherever a player or
chance names a card that no tribe has: a card chosen, drawn or played.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Final

from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import Listing
from tablerules.core.rules import NOT_AN_ACTION, PLAYER_DECIDES
from tablerules.manitou.actions import Choose, Draw, LayBison, Play, play
from tablerules.manitou.cards import Cards
from tablerules.manitou.components import CARDS, HAND_SIZE, PLAYS_PER_SEASON, SPOTS, card_name
from tablerules.manitou.phase import Phase
from tablerules.manitou.spot import Spot
from tablerules.manitou.steps.scoring import scored

if TYPE_CHECKING:
    from tablerules.manitou.state import ManitouState

__all__ = [
    "CARD_UNKNOWN",
    "CHOOSE_SEASON_START",
    "PLAY_IN_HAND",
    "PLAY_SPOT",
    "HandPlays",
    "listing",
    "next_turn",
    "played",
    "refusal",
]

#: A player plays only a card in their hand.
PLAY_IN_HAND: Final = "manitou.play.in-hand"
#: There are three spots: 1, 2 and 3.
PLAY_SPOT: Final = "manitou.play.spot"
#: Cards are chosen only at the start of a season, before any is played.
CHOOSE_SEASON_START: Final = "manitou.choose.season-start"
#: There is no such card: the hunters are 1 to 10, the warriors C, M, R, S and Q
#: (refused for a card chosen, drawn or played).
CARD_UNKNOWN: Final = "manitou.card.unknown"

_PLAYING: Final = Phase.PLAYING
_DRAWING: Final = Phase.DRAWING

# Each card's three plays, by the card's name: a table of public values.
_PLAYS_OF: Final = {card: tuple(play(card, spot) for spot in range(1, SPOTS + 1)) for card in CARDS}
_PLAYS: Final = _PLAYS_OF.__getitem__


class HandPlays(Listing):
    """The plays of one hand: each of its cards at each spot (MAN-6).

    Shared by every position holding the same hand, from a table of every
    hand (see :func:`listing`), so that it tells nothing of any game. Whether
    a ``Play`` is among it is told from the ``hand`` and the spot, without a
    look-up among all its actions.
    """

    __slots__ = ("hand",)

    hand: Cards

    def __init__(self, hand: Cards) -> None:
        super().__init__(itertools.chain.from_iterable(map(_PLAYS, dict.fromkeys(hand))))
        self.hand = hand

    def find(self, action: object) -> Play | None:
        if type(action) is not Play:
            return None
        card = action.card
        spot = action.spot
        if type(card) is str and type(spot) is int:
            return _PLAYS_OF[card][spot - 1] if card in self.hand and 0 < spot <= SPOTS else None
        # A field of another type, forced past its validator: the look-up decides.
        return super().find(action)  # type: ignore[return-value]


# The plays of every hand a season holds (one to three cards, sorted), made at import:
# the table holds every such hand, so its contents say nothing about any game, and a
# position's plays are one look-up. Each listing is shared by the positions with that hand.
_HAND_PLAYS: Final = {
    hand: HandPlays(hand)
    for size in range(1, HAND_SIZE + 1)
    for hand in itertools.combinations_with_replacement(CARDS, size)
}


def listing(hand: Cards) -> HandPlays:
    """Playing any card of ``hand`` at any of the three spots (MAN-6)."""
    listed = _HAND_PLAYS.get(hand)
    # Any other hand (larger, or empty, in a position made by hand) is listed anew.
    return listed if listed is not None else HandPlays(hand)


def played(state: ManitouState, action: Play) -> ManitouState:
    """The card played face up at its spot, fights resolved; then the player draws,
    or, with an empty pile, the next seat plays."""
    seat = state.turn
    card = action.card
    season = state.season
    fight_in_order = season.options.pair_rule == "fight-in-order"  # MAN-8's option
    each_spot = list(state.spots)
    index = action.spot - 1
    each_spot[index] = each_spot[index].with_card(seat, card, fight_in_order=fight_in_order)
    spots = tuple(each_spot)
    # The card leaves the hand here, not in a helper: a card is played at every third step or so.
    each = list(state.hands)
    # A list's remove costs less than joining slices of the tuple.
    moved = list(each[seat])
    moved.remove(card)
    each[seat] = tuple(moved)
    hands = tuple(each)
    if state.piles[seat]:
        return state._make(season, _DRAWING, seat, state.plays + 1, spots, state.piles, hands, None)
    return next_turn(state, state.plays + 1, spots, state.piles, hands)


def next_turn(
    state: ManitouState,
    plays: int,
    spots: tuple[Spot, ...],
    piles: tuple[Cards, ...],
    hands: tuple[Cards, ...],
) -> ManitouState:
    """The next seat clockwise plays; after everyone's seventh card, the scoring.

    "Dès que chaque joueur a posé sept cartes, la saison de chasse est terminée."
    """
    players = state.season.players
    if plays < PLAYS_PER_SEASON * players:
        turn = (state.turn + 1) % players
        return state._make(state.season, _PLAYING, turn, plays, spots, piles, hands, None)
    return scored(state, spots)


def refusal(state: ManitouState, action: object) -> IllegalActionError:
    """Why ``action`` is no card the seat to play may play now."""
    if isinstance(action, LayBison | Draw):
        return IllegalActionError(PLAYER_DECIDES, f"seat {state.turn} decides now, not chance", action=action)
    if isinstance(action, Choose):
        return IllegalActionError(
            CHOOSE_SEASON_START,
            "cards are chosen at the start of a season, before any is played",
            action=action,
        )
    if isinstance(action, Play):
        if action.card not in CARDS:
            return IllegalActionError(CARD_UNKNOWN, f"there is no card {action.card!r}", action=action)
        if not 1 <= action.spot <= SPOTS:
            return IllegalActionError(
                PLAY_SPOT, f"the spots are numbered 1 to {SPOTS}, not {action.spot}", action=action
            )
        return IllegalActionError(
            PLAY_IN_HAND, f"you hold no {card_name(action.card)} in your hand", action=action
        )
    # Only an action class that the rules do not know reaches this line.
    return IllegalActionError(NOT_AN_ACTION, f"{action!r} is not a Manitou decision", action=action)
