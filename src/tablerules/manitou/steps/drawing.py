"""Drawing cards: chance deals each player a hand from their pile, and a card after each play.

"Chaque joueur mélange les cartes qu'il a choisies, les dispose en pile face
cachée devant lui et prend les 3 premières dans sa main." After a play the
player "pioche une nouvelle carte". A pile has no order, its owner's
included: each card drawn is a chance outcome, each kind of card by how many
of it the pile holds. The seats draw their first three cards one after
another in turn order; after a play the player draws while the pile holds
cards (MAN-5).

A pile is hidden from the other seats, so nothing here is kept by a pile:
a position's draw is listed for that position alone, and the tables that
sampling reads are keyed by public values (a card's name, a pile's size) or
by which neighbours of a sorted pile are alike, and are filled completely at
import, so that their contents say nothing about any game.
"""

from __future__ import annotations

import bisect
import itertools
import operator
import random
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Final, NamedTuple

from tablerules.core import chance
from tablerules.core.chance import pick, prepared
from tablerules.core.errors import IllegalActionError
from tablerules.core.listing import ChanceListing
from tablerules.core.rules import CHANCE_DECIDES, NOT_AN_ACTION
from tablerules.manitou.actions import Choose, Draw, LayBison, Play, draw
from tablerules.manitou.cards import RANK, Cards
from tablerules.manitou.components import CARDS, HAND_SIZE, PLAYS_PER_SEASON, TO_CHOOSE, card_name
from tablerules.manitou.phase import Phase
from tablerules.manitou.season import Season
from tablerules.manitou.steps.playing import CARD_UNKNOWN, next_turn

if TYPE_CHECKING:
    from tablerules.manitou.state import ManitouState

__all__ = [
    "BISON_LAID",
    "DRAW_IN_PILE",
    "Outcomes",
    "PileDraw",
    "drawn",
    "drew",
    "listing",
    "next_to_deal",
    "outcomes",
    "refusal",
]

#: A player draws only a card their pile holds.
DRAW_IN_PILE: Final = "manitou.draw.in-pile"
#: Once the season's bison cards are laid, no more are: a card is drawn now.
BISON_LAID: Final = "manitou.bison.laid"

_DEALING: Final = Phase.DEALING
_PLAYING: Final = Phase.PLAYING

# Counts and totals up to the largest pile or deck a position made by hand is
# likely to hold; beyond them a Fraction is made anew.
_MOST_SHARES: Final = 64
_FRACTIONS: Final = {
    (count, total): Fraction(count, total)
    for total in range(1, _MOST_SHARES + 1)
    for count in range(total + 1)
}

# The shared Draw value of each card: a table of public values.
_DRAWS: Final = {card: draw(card) for card in CARDS}
_new: Final = object.__new__
_RANK_OF: Final = RANK.__getitem__
_bisect_right: Final = bisect.bisect_right


#: The chance outcomes of a draw from a pile: each kind of card it holds, with its chance,
#: and the weights ``sample_outcome`` draws them by.
Outcomes = chance.Outcomes[Draw]


class PileDraw(ChanceListing[Draw]):
    """The draw from one pile: each kind of card it holds, once, in pile order, by how
    many of it the pile holds (MAN-5); both the position's listing and its
    ``chance_outcomes()``.

    Made for one position and kept on it, never shared: the pile is hidden.
    ``sample_outcome`` draws from it with :func:`drawn`, the very card its
    listed outcomes give, without listing them: the README's loop asks for
    the outcomes at every draw. Whether a ``Draw`` is among it is told from
    the ``pile``, and its actions are listed only when asked for.
    """

    __slots__ = ("pile",)

    pile: Cards

    def __init__(self, pile: Cards) -> None:
        super().__init__()
        self.pile = pile

    def listed(self) -> Outcomes:
        return outcomes(self.pile)

    def sample(self, rng: random.Random) -> Draw:
        card = self.drawn = drawn(self.pile, rng)
        return card

    def find(self, action: object) -> Draw | None:
        if type(action) is not Draw:
            return None
        card = action.card
        if type(card) is str:
            return _DRAWS[card] if card in self.pile else None
        # A text of another type, forced past the validator: the look-up decides.
        return super().find(action)  # type: ignore[return-value]


def _summed(counts: Sequence[int]) -> list[float]:
    """The weights ``sample_outcome`` sums for outcomes of ``counts`` cards each:
    ``count / total`` (the float of ``Fraction(count, total)``, reduced or not),
    added one by one in order."""
    return list(itertools.accumulate(map(operator.truediv, counts, itertools.repeat(sum(counts)))))


class _Runs(NamedTuple):
    """A pile whose alike cards lie together (a sorted pile), by which of its neighbours
    are alike: each run of alike cards is one outcome, of as many shares as it holds cards."""

    #: The weights ``sample_outcome`` sums for the runs, in pile order.
    weights: list[float]
    #: The index in the pile where each run starts.
    starts: tuple[int, ...]
    #: Each run's chance.
    shares: tuple[Fraction, ...]
    #: The first card of each run, from the pile, when there are two runs or more.
    firsts: Callable[[Cards], tuple[str, ...]] | None


def _runs(alike: tuple[bool, ...]) -> _Runs:
    """The runs of a pile whose neighbours are alike where ``alike`` says so."""
    size = len(alike) + 1
    starts = (0, *(index + 1 for index, same in enumerate(alike) if not same))
    lengths = [end - start for start, end in zip(starts, (*starts[1:], size), strict=True)]
    return _Runs(
        _summed(lengths),
        starts,
        tuple(_FRACTIONS[length, size] for length in lengths),
        operator.itemgetter(*starts) if len(starts) > 1 else None,
    )


# Tables of public values, filled here before any play: the summed weights of a draw
# from a pile of distinct cards, by its size (every card one share); each card's outcome
# drawn from such a pile, by its size; and the runs of any pile of a chosen season's
# size (at most eight cards, MAN-4), by which of its neighbours are alike.
_EVEN_WEIGHTS: Final = {total: _summed((1,) * total) for total in range(1, _MOST_SHARES + 1)}
_EVEN_OUTCOMES: Final = {
    size: {card: (_DRAWS[card], _FRACTIONS[1, size]) for card in CARDS} for size in range(1, TO_CHOOSE + 1)
}
_RUNS: Final = {
    alike: _runs(alike)
    for size in range(1, TO_CHOOSE + 1)
    for alike in itertools.product((False, True), repeat=size - 1)
}


def listing(pile: Cards) -> PileDraw:
    """Chance draws one card of ``pile``: each card by how many of it the pile holds (MAN-5)."""
    # PileDraw(pile), without the calls of __init__ that a class call makes from C: a
    # pile's draw is listed at every draw.
    made = _new(PileDraw)
    made._lookup = None
    made._listed = None
    made._pairs = None
    made.drawn = None
    made.pile = pile
    return made


def outcomes(pile: Cards) -> Outcomes:
    """Each kind of card ``pile`` holds, in pile order, with its chance: how many of
    it the pile holds (MAN-5), and the weights ``sample_outcome`` draws them by."""
    size = len(pile)
    kinds = len(set(pile))
    if 1 < size <= TO_CHOOSE:
        # The piles of play, their outcomes from the tables.
        if kinds == size:
            # Every card one share; itemgetter looks up every card at once.
            return prepared(operator.itemgetter(*pile)(_EVEN_OUTCOMES[size]), _EVEN_WEIGHTS[size])
        runs = _RUNS[tuple(map(operator.eq, pile, pile[1:]))]
        if runs.firsts is not None and len(runs.starts) == kinds:
            # Alike cards lie together (a pile is sorted): each run of them one outcome.
            actions = operator.itemgetter(*runs.firsts(pile))(_DRAWS)
            return prepared(tuple(zip(actions, runs.shares, strict=True)), runs.weights)
    # Any other pile (one card, or all alike, or made by hand).
    every_kind = tuple(dict.fromkeys(pile))
    shares = (
        _FRACTIONS.get((pile.count(card), size)) or Fraction(pile.count(card), size) for card in every_kind
    )
    return prepared(tuple(zip(map(_DRAWS.__getitem__, every_kind), shares, strict=True)))


def drawn(pile: Cards, rng: random.Random) -> Draw:
    """The card ``sample_outcome(listing(pile).outcomes, rng)`` draws, without the outcomes (MAN-5)."""
    size = len(pile)
    kinds = len(set(pile))
    if kinds == size:
        # Every card one share: the weights depend on the size alone.
        weights = _EVEN_WEIGHTS.get(size) or _summed((1,) * size)
        return _DRAWS[pile[pick(weights, rng)]]
    alike = tuple(map(operator.eq, pile, pile[1:]))
    runs = _RUNS.get(alike)
    if runs is not None and alike.count(False) + 1 == kinds:
        # Alike cards lie together (a pile is sorted): each run of them is
        # one outcome, of as many shares as it holds cards, in pile order.
        weights, starts, _, _ = runs
        return _DRAWS[pile[starts[pick(weights, rng)]]]
    every = tuple(dict.fromkeys(pile))
    counts = tuple(map(pile.count, every))
    return draw(every[pick(_summed(counts), rng)])


def drew(state: ManitouState, card: str) -> ManitouState:
    """``card`` goes from the drawing seat's pile into its hand. While the hands are
    dealt, the seat draws on up to three cards, then the next seat; after the last
    hand, or after a draw that followed a play, the next seat plays."""
    seat = state.turn
    # The card moved here, not in a helper: a card is drawn at every third step or so.
    # A list's insert and remove cost less than joining slices of the tuple.
    each = list(state.hands)
    mine = each[seat]
    moved = list(mine)
    moved.insert(_bisect_right(mine, RANK[card], key=_RANK_OF), card)
    each[seat] = tuple(moved)
    hands = tuple(each)
    each = list(state.piles)
    moved = list(each[seat])
    moved.remove(card)
    each[seat] = tuple(moved)
    piles = tuple(each)
    season = state.season
    if state.phase is _DEALING:
        if len(hands[seat]) < HAND_SIZE and piles[seat]:
            # The same seat draws on, as next_to_deal() would find first.
            return state._make(season, _DEALING, seat, 0, state.spots, piles, hands, None)
        phase, turn = next_to_deal(season, seat, hands, piles)
        return state._make(season, phase, turn, 0, state.spots, piles, hands, None)
    players = len(hands)
    plays = state.plays
    if plays < PLAYS_PER_SEASON * players:
        # The usual draw, after a play: the next seat plays (as next_turn says).
        return state._make(season, _PLAYING, (seat + 1) % players, plays, state.spots, piles, hands, None)
    return next_turn(state, plays, state.spots, piles, hands)


def next_to_deal(
    season: Season, seat: int, hands: tuple[Cards, ...], piles: tuple[Cards, ...]
) -> tuple[Phase, int]:
    """Who draws for their first hand next, from ``seat`` on, in turn order (MAN-5);
    once every hand is dealt, the seat left of the dealer plays first (MAN-3)."""
    first = season.first
    while True:
        if len(hands[seat]) < HAND_SIZE and piles[seat]:
            return _DEALING, seat
        seat = (seat + 1) % season.players
        if seat == first:
            return _PLAYING, first


def refusal(state: ManitouState, action: object) -> IllegalActionError:
    """Why ``action`` is no card the drawing seat may draw from its pile."""
    if isinstance(action, Choose | Play):
        return IllegalActionError(
            CHANCE_DECIDES, f"chance decides now ({state.phase.value}), not a player", action=action
        )
    if isinstance(action, LayBison):
        return IllegalActionError(
            BISON_LAID, "this season's bison cards are laid already: a card is drawn now", action=action
        )
    if isinstance(action, Draw):
        if action.card not in CARDS:
            return IllegalActionError(CARD_UNKNOWN, f"there is no card {action.card!r}", action=action)
        return IllegalActionError(
            DRAW_IN_PILE, f"seat {state.turn}'s pile holds no {card_name(action.card)}", action=action
        )
    # Only an action class that the rules do not know reaches this line.
    return IllegalActionError(NOT_AN_ACTION, f"{action!r} is not a Manitou decision", action=action)
