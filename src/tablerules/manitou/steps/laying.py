"""Laying the bison cards: chance lays the season's herds, one card after another.

"Au début de chaque saison, le distributeur dispose des cartes de bisons en
3 emplacements séparés, face ouverte, au milieu de la table. Ce sont les
emplacements à bisons." The player count says which deck each card comes
from and at which spot it lies; chance lays them one at a time in that
order, each value by how many cards of the deck show it, and a laid card
leaves its deck for good (MAN-1). Every seat sees the bison cards left, so
the listing of a deck is kept and shared.
"""

from __future__ import annotations

import itertools
import operator
import random
from fractions import Fraction
from typing import TYPE_CHECKING, Final

from tablerules.core.chance import Outcomes, pick, prepared
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import Listing
from tablerules.core.rules import CHANCE_DECIDES, NOT_AN_ACTION
from tablerules.manitou.actions import Choose, Draw, LayBison, Play, lay_bison
from tablerules.manitou.cards import replaced
from tablerules.manitou.components import LARGE, LAYOUTS, SMALL
from tablerules.manitou.phase import Phase
from tablerules.manitou.spot import Spot
from tablerules.manitou.steps.choosing import next_chooser

if TYPE_CHECKING:
    from tablerules.manitou.state import ManitouState

__all__ = [
    "BISON_IN_DECK",
    "DRAW_AFTER_LAYING",
    "SLOTS",
    "BisonDeck",
    "bison_deck",
    "laid",
    "laid_so_far",
    "listing",
    "next_deck",
    "refusal",
]

#: The next bison card comes from the deck the layout names, and shows a value that deck still holds.
BISON_IN_DECK: Final = "manitou.bison.in-deck"
#: Nobody draws while the bison cards are laid: nobody has chosen a card yet.
DRAW_AFTER_LAYING: Final = "manitou.draw.after-laying"

#: Where each bison card of a season goes, by player count, in the order they are laid:
#: ``(spot index, deck index)``, deck 0 large and 1 small (MAN-1).
SLOTS: Final = {
    players: tuple((spot, 0 if deck == LARGE else 1) for spot, decks in enumerate(layout) for deck in decks)
    for players, layout in LAYOUTS.items()
}

_LAYING: Final = Phase.LAYING
_BISON: Final = operator.attrgetter("bison")


class BisonDeck(Listing):
    """The bison cards chance may lay from one ``deck``: the listing of their values,
    the weights :func:`~tablerules.core.chance.pick` draws from, summed once, and the
    outcomes with their chances.

    Whether a ``LayBison`` is among it is told from its value, without a
    look-up among the actions (which hashes each action asked about).
    """

    __slots__ = ("_outcomes", "by_value", "deck", "weights")

    deck: tuple[int, ...]
    #: The weights ``sample_outcome`` sums for the outcomes: each value's ``count / total``
    #: (the float of its chance), added one by one in order.
    weights: list[float]
    #: Each value left in the deck, with the listed action that lays it.
    by_value: dict[int, LayBison]
    _outcomes: Outcomes[LayBison] | None

    def __init__(self, deck: tuple[int, ...]) -> None:
        values = tuple(dict.fromkeys(deck))
        super().__init__(map(lay_bison, values))
        self.deck = deck
        self.by_value = dict(zip(values, self.actions, strict=True))  # type: ignore[arg-type]
        counts = tuple(map(deck.count, values))
        self.weights = list(itertools.accumulate(map(operator.truediv, counts, itertools.repeat(len(deck)))))
        # The outcomes only when asked for: a match runner lays the cards from the weights.
        self._outcomes = None

    @property
    def outcomes(self) -> Outcomes[LayBison]:
        """Each card that may be laid, by how many cards of the deck show its value (MAN-1)."""
        outcomes = self._outcomes
        if outcomes is None:
            deck = self.deck
            total = len(deck)
            pairs = tuple(
                (action, Fraction(deck.count(action.value), total)) for action in self.by_value.values()
            )
            # With the weights summed here already, which sample_outcome then reads.
            self._outcomes = outcomes = prepared(pairs, self.weights)
        return outcomes

    def find(self, action: object) -> LayBison | None:
        if type(action) is not LayBison:
            return None
        value = action.value
        if type(value) is int:
            return self.by_value.get(value)
        # A number of another type, forced past the validator: the look-up decides.
        return super().find(action)  # type: ignore[return-value]

    def sample(self, rng: random.Random) -> LayBison:
        """The card ``sample_outcome(self.outcomes, rng)`` lays, with the same ``rng.random()`` call."""
        return self.actions[pick(self.weights, rng)]  # type: ignore[return-value]


# Keyed by the deck left, which every seat sees. The printed decks leave a few
# hundred decks at most; decks of one's own options may leave many more, so the
# table stops growing at a bound, past which a deck's listing is made anew.
_MOST_KEPT: Final = 4096
_KEPT: Final[dict[tuple[int, ...], BisonDeck]] = {}


def bison_deck(deck: tuple[int, ...]) -> BisonDeck:
    """The listing of ``deck``: chance lays one of its cards, each value by how many cards show it."""
    found = _KEPT.get(deck)
    if found is None:
        found = BisonDeck(deck)
        if len(_KEPT) < _MOST_KEPT:
            _KEPT[deck] = found
    return found


def laid_so_far(spots: tuple[Spot, ...]) -> int:
    """How many bison cards this season has laid at ``spots``."""
    if len(spots) == 3:
        # The three spots of every position built by the rules, counted without a loop.
        first, second, third = spots
        return len(first.bison) + len(second.bison) + len(third.bison)
    return sum(map(len, map(_BISON, spots)))


def next_deck(state: ManitouState) -> tuple[int, ...]:
    """The bison values left in the deck the next card comes from (MAN-1)."""
    season = state.season
    return season.decks[SLOTS[season.players][laid_so_far(state.spots)][1]]


def listing(state: ManitouState) -> BisonDeck:
    """The bison cards that may be laid next in ``state``, with their chances."""
    return bison_deck(next_deck(state))


def laid(state: ManitouState, value: int) -> ManitouState:
    """The bison card of ``value`` laid at its spot and taken out of its deck; after
    the season's last card, the choosing.

    "Ensuite, chacun choisit parmi ses chasseurs et ses grands guerriers, 8 cartes"
    """
    season = state.season
    slots = SLOTS[season.players]
    count = laid_so_far(state.spots)
    spot_index, deck_index = slots[count]
    decks = list(season.decks)
    deck = decks[deck_index]
    index = deck.index(value)
    decks[deck_index] = deck[:index] + deck[index + 1 :]
    season = season.with_decks((decks[0], decks[1]))
    spots = replaced(state.spots, spot_index, state.spots[spot_index].with_bison(value))
    if count + 1 < len(slots):
        return state._make(season, _LAYING, state.turn, 0, spots, state.piles, state.hands, None)
    phase, turn, piles = next_chooser(season, season.first, state.piles, state.hands)
    return state._make(season, phase, turn, 0, spots, piles, state.hands, None)


def refusal(state: ManitouState, action: object) -> IllegalActionError:
    """Why ``action`` is no bison card that may be laid next."""
    if isinstance(action, Choose | Play):
        return IllegalActionError(
            CHANCE_DECIDES, f"chance decides now ({state.phase.value}), not a player", action=action
        )
    if isinstance(action, Draw):
        return IllegalActionError(
            DRAW_AFTER_LAYING, "the bison cards are being laid: nobody draws yet", action=action
        )
    if isinstance(action, LayBison):
        deck_index = SLOTS[state.season.players][laid_so_far(state.spots)][1]
        left = ", ".join(map(str, state.season.decks[deck_index]))
        return IllegalActionError(
            BISON_IN_DECK,
            f"the next bison card comes from the {(LARGE, SMALL)[deck_index]} deck, which holds {left}, "
            f"not {action.value!r}",
            action=action,
        )
    # Only an action class that the rules do not know reaches this line.
    return IllegalActionError(NOT_AN_ACTION, f"{action!r} is not a Manitou decision", action=action)
