"""Choosing the season's cards: each player in turn secretly chooses, one card per decision.

"Ensuite, chacun choisit parmi ses chasseurs et ses grands guerriers, 8 cartes
qui vont participer à cette chasse. Les autres cartes composent la réserve
pour les chasses futures." Each seat in turn order, from the dealer's left,
chooses a card of its tribe at each decision until it holds its quota: 8,
or 7 for the dealer with ``dealer_chooses_seven``; a seat with no more cards
than its quota takes them all without deciding (MAN-4). After the dealer's
last choice the hands are drawn (:mod:`~tablerules.manitou.steps.drawing`).
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Final

from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import Listing
from tablerules.core.rules import NOT_AN_ACTION, PLAYER_DECIDES
from tablerules.manitou.actions import Choose, Draw, LayBison, Play, choose
from tablerules.manitou.cards import RANK, Cards, replaced, without
from tablerules.manitou.components import CARDS, TO_CHOOSE, TRIBE, card_name
from tablerules.manitou.phase import Phase
from tablerules.manitou.season import Season
from tablerules.manitou.steps.drawing import next_to_deal
from tablerules.manitou.steps.playing import CARD_UNKNOWN

if TYPE_CHECKING:
    from tablerules.manitou.state import ManitouState

__all__ = [
    "CHOOSE_IN_RESERVE",
    "PLAY_AFTER_CHOOSING",
    "Choice",
    "choosing",
    "chose",
    "listing",
    "next_chooser",
    "refusal",
]

#: A player chooses only a card their tribe still has and has not chosen yet.
CHOOSE_IN_RESERVE: Final = "manitou.choose.in-reserve"
#: Nobody plays while the cards are chosen: the season's cards are played once
#: everyone has chosen and drawn a hand.
PLAY_AFTER_CHOOSING: Final = "manitou.play.after-choosing"

_CHOOSING: Final = Phase.CHOOSING

# Each card's Choose value, by the card's name: a table of public values.
_CHOOSE_OF: Final = {card: choose(card) for card in CARDS}
# Plain dicts, read only: a choice is pickled with the position that holds it.
_TRIBE_COPIES: Final[Mapping[str, int]] = dict(Counter(TRIBE))
_new: Final = object.__new__
_RANK_OF: Final = RANK.__getitem__
_bisect_right: Final = bisect.bisect_right


class Choice(Listing):
    """What a choosing seat may still choose: a card of each kind it has not chosen
    every card of (``kinds``, in the order of its tribe), how many cards it chooses in
    all (its ``quota``), and how many cards of each kind its tribe holds (``copies``).

    It is handed on from one choice to the next, less a kind once its last card
    is chosen (by :func:`chose`), so that it is not worked out from the tribe and
    the pile at every choice. Whether a ``Choose`` is among it is told from
    ``kinds``, without a look-up among all its actions.
    """

    __slots__ = ("copies", "kinds", "quota")

    kinds: Cards
    quota: int
    copies: Mapping[str, int]

    def __init__(self, kinds: Cards, quota: int, copies: Mapping[str, int]) -> None:
        super().__init__(map(_CHOOSE_OF.__getitem__, kinds))
        self.kinds = kinds
        self.quota = quota
        self.copies = copies

    def find(self, action: object) -> Choose | None:
        if type(action) is not Choose:
            return None
        card = action.card
        if type(card) is str:
            return _CHOOSE_OF[card] if card in self.kinds else None
        # A text of another type, forced past the validator: the look-up decides.
        return super().find(action)  # type: ignore[return-value]


# A whole tribe's first choice, by far the most common, whatever the game: every
# kind of card. Keyed by the quota alone (8, or 7 for a dealer who chooses seven).
_WHOLE_TRIBE: Final = {quota: Choice(CARDS, quota, _TRIBE_COPIES) for quota in range(1, TO_CHOOSE + 1)}


def choosing(pool: Cards, pile: Cards, quota: int) -> Choice:
    """Choosing one more card of ``pool`` that is not in ``pile`` yet, ``quota`` cards in all (MAN-4)."""
    whole_tribe = pool == TRIBE
    if not pile and whole_tribe:
        first = _WHOLE_TRIBE.get(quota)
        if first is not None:
            return first
    copies = _TRIBE_COPIES if whole_tribe else dict(Counter(pool))
    kinds = tuple(dict.fromkeys(without(pool, pile) if pile else pool))
    return Choice(kinds, quota, copies)


def listing(state: ManitouState) -> Choice:
    """What the chooser of ``state`` may still choose: a card of each kind of its tribe
    that it has not chosen every card of (MAN-4)."""
    season = state.season
    seat = state.turn
    return choosing(season.pools[seat], state.piles[seat], season.quota(seat))


def chose(state: ManitouState, card: str) -> ManitouState:
    """``card`` goes into the chooser's pile; the chooser chooses on up to its quota,
    then the next seat chooses, and after the dealer the hands are drawn (MAN-4)."""
    season = state.season
    seat = state.turn
    # Handed over by the choice before, or listed for this position.
    handed = state._choice
    # Not ``handed or ...``: a listing's truth is its length, one call more.
    choice: Choice = handed if handed is not None else state._listing()  # type: ignore[assignment]
    # The card goes into its sorted place here, not in a helper: a card is chosen at
    # every third step or so.
    each = list(state.piles)
    pile = each[seat]
    # A list's insert costs less than joining slices of the tuple.
    moved = list(pile)
    moved.insert(_bisect_right(pile, RANK[card], key=_RANK_OF), card)
    each[seat] = pile = tuple(moved)
    piles = tuple(each)
    if len(pile) < choice.quota:
        # The same choice goes on, less this kind if its last card was just chosen.
        if pile.count(card) == choice.copies[card]:
            # Choice(kinds, quota, copies) less the kind, made here without the
            # call of __init__ that a class call makes from C: a kind drops out at almost
            # every choice. Found among the kinds: comparing names is quicker than actions.
            kinds = choice.kinds
            actions = choice.actions
            index = kinds.index(card)
            less: Choice = _new(Choice)
            less.actions = actions[:index] + actions[index + 1 :]
            less._lookup = None
            less.drawn = None
            less.kinds = kinds[:index] + kinds[index + 1 :]
            less.quota = choice.quota
            less.copies = choice.copies
            choice = less
        return state._make(season, _CHOOSING, seat, 0, state.spots, piles, state.hands, choice)
    if seat == season.dealer:
        phase, turn = next_to_deal(season, season.first, state.hands, piles)
    else:
        phase, turn, piles = next_chooser(season, (seat + 1) % season.players, piles, state.hands)
    return state._make(season, phase, turn, 0, state.spots, piles, state.hands, None)


def next_chooser(
    season: Season, seat: int, piles: tuple[Cards, ...], hands: tuple[Cards, ...]
) -> tuple[Phase, int, tuple[Cards, ...]]:
    """Who chooses next, from ``seat`` on, and the piles: a seat with no more cards
    than it must choose takes them all without deciding; after the dealer, the deal (MAN-4)."""
    while True:
        pool = season.pools[seat]
        if len(pool) > season.quota(seat):
            return _CHOOSING, seat, piles
        piles = replaced(piles, seat, pool)
        if seat == season.dealer:
            return (*next_to_deal(season, season.first, hands, piles), piles)
        seat = (seat + 1) % season.players


def refusal(state: ManitouState, action: object) -> IllegalActionError:
    """Why ``action`` is no card the chooser may choose now."""
    if isinstance(action, LayBison | Draw):
        return IllegalActionError(PLAYER_DECIDES, f"seat {state.turn} decides now, not chance", action=action)
    if isinstance(action, Choose):
        if action.card not in CARDS:
            return IllegalActionError(CARD_UNKNOWN, f"there is no card {action.card!r}", action=action)
        return IllegalActionError(
            CHOOSE_IN_RESERVE, f"you have no {card_name(action.card)} left to choose", action=action
        )
    if isinstance(action, Play):
        return IllegalActionError(
            PLAY_AFTER_CHOOSING, "cards are played once everyone has chosen and drawn a hand", action=action
        )
    # Only an action class that the rules do not know reaches this line.
    return IllegalActionError(NOT_AN_ACTION, f"{action!r} is not a Manitou decision", action=action)
