"""The rules of Manitou: one immutable state, and how each action changes it.

A game is three hunting seasons. Each season: chance lays the bison cards
(one chance outcome per card, MAN-1); each player secretly chooses their
cards, one decision per card (MAN-4); chance deals each player three cards
from their pile, one chance outcome per card (MAN-5); then the players play
a card at a spot and draw one, in turn, until everyone has played seven.
The season is then scored and the deal passes on (MAN-3).
"""

from __future__ import annotations

import bisect
import functools
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Final, Self, cast

import attrs

from tablerules.core.chance import CHANCE, Chance
from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action, State
from tablerules.core.outcome import Outcome, ScoreSheet
from tablerules.manitou.actions import (
    HIDDEN,
    Choose,
    Draw,
    LayBison,
    ManitouAction,
    Play,
    choose,
    draw,
    lay_bison,
    play,
)
from tablerules.manitou.components import (
    CARDS,
    HAND_SIZE,
    LARGE,
    LAYOUTS,
    PLAYS_PER_SEASON,
    SEASONS,
    SPOTS,
    TO_CHOOSE,
    TO_CHOOSE_PUBLISHED_DEALER,
    TRIBE,
    sort_cards,
)
from tablerules.manitou.options import Options, check_options
from tablerules.manitou.phase import Phase
from tablerules.manitou.picture import picture
from tablerules.manitou.refusals import refusal
from tablerules.manitou.scoring import SeasonResult, score_season, score_sheet
from tablerules.manitou.season import Season
from tablerules.manitou.spot import Spot
from tablerules.manitou.view import ManitouView

__all__ = ["Cards", "ManitouState"]

#: A multiset of cards, sorted in the order of ``components.CARDS``.
Cards = tuple[str, ...]

_ORDER: Final = {card: index for index, card in enumerate(CARDS)}
_EMPTY_SPOTS: Final = (Spot(),) * SPOTS

#: Where each bison card of a season goes, in the order they are laid:
#: ``(spot index, deck index)``, deck 0 large and 1 small (MAN-1).
_SLOTS: Final = {
    players: tuple((spot, 0 if deck == LARGE else 1) for spot, decks in enumerate(layout) for deck in decks)
    for players, layout in LAYOUTS.items()
}


def _insert(cards: Cards, card: str) -> Cards:
    """``cards`` with one more ``card``, still sorted."""
    index = bisect.bisect_right(cards, _ORDER[card], key=_ORDER.__getitem__)
    return (*cards[:index], card, *cards[index:])


def _remove(cards: Cards, card: str) -> Cards:
    """``cards`` with one ``card`` fewer."""
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


def _replace(items: tuple[Cards, ...], index: int, value: Cards) -> tuple[Cards, ...]:
    return (*items[:index], value, *items[index + 1 :])


def _without(cards: Sequence[str], taken: Sequence[str]) -> list[str]:
    """The multiset ``cards`` minus the multiset ``taken``."""
    left = list(cards)
    for card in taken:
        left.remove(card)
    return left


class _Choices:
    """The legal actions at one decision or chance node, as a tuple and as a set.

    At a chance node ``outcomes`` pairs each action with its probability.
    """

    __slots__ = ("actions", "legal", "outcomes")

    def __init__(
        self, outcomes: tuple[tuple[ManitouAction, Fraction], ...], actions: tuple[ManitouAction, ...]
    ) -> None:
        self.outcomes = outcomes
        self.actions = actions
        self.legal = frozenset(actions)

    def __deepcopy__(self, memo: dict[int, object]) -> _Choices:
        # Never changed once made: a copied state may share it.
        return self


@functools.cache
def _fraction(count: int, total: int) -> Fraction:
    return Fraction(count, total)


def _by_count(cards: Sequence[object]) -> list[tuple[object, int]]:
    counts: dict[object, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return list(counts.items())


# Chance hands out the same outcome tuple for the same deck or pile, so that
# sample_outcome() and apply() find what they computed for it a moment ago.
@functools.lru_cache(maxsize=1024)
def _laying(deck: tuple[int, ...]) -> _Choices:
    """Chance lays one card of ``deck``: each value by how many cards show it."""
    outcomes = tuple((lay_bison(cast(int, value)), _fraction(n, len(deck))) for value, n in _by_count(deck))
    return _Choices(outcomes, tuple(action for action, _ in outcomes))


@functools.lru_cache(maxsize=8192)
def _drawing(pile: Cards) -> _Choices:
    """Chance draws one card of ``pile``: each card by how many of it the pile holds (MAN-5)."""
    outcomes = tuple((draw(cast(str, card)), _fraction(n, len(pile))) for card, n in _by_count(pile))
    return _Choices(outcomes, tuple(action for action, _ in outcomes))


@functools.lru_cache(maxsize=4096)
def _choosing(pool: Cards, pile: Cards) -> _Choices:
    """Choosing one more card of ``pool`` that is not in ``pile`` yet."""
    left = _without(pool, pile)
    return _Choices((), tuple(choose(card) for card in dict.fromkeys(left)))


@functools.lru_cache(maxsize=1024)
def _playing(hand: Cards) -> _Choices:
    """Playing any card of ``hand`` at any of the three spots (MAN-6)."""
    return _Choices(
        (), tuple(play(card, spot) for card in dict.fromkeys(hand) for spot in range(1, SPOTS + 1))
    )


_NOTHING: Final = _Choices((), ())


@attrs.frozen(cache_hash=True)
class ManitouState(State):
    """A position of Manitou.

    ``season`` holds what stays the same through the hunting season (its
    number, the dealer, each tribe's cards, the bison decks, the earlier
    results). ``phase`` says what happens next and ``turn`` which seat
    chooses, receives, plays or draws now; ``plays`` counts the cards played
    this season. ``spots`` holds the three spots. Per seat, ``piles`` holds
    the chosen cards not drawn yet and ``hands`` the cards in hand; the rest
    of a tribe's cards is its reserve or lies at the spots.
    """

    title = "manitou"

    season: Season
    phase: Phase
    turn: int
    plays: int
    spots: tuple[Spot, ...]
    piles: tuple[Cards, ...]
    hands: tuple[Cards, ...]
    # The legal actions, worked out once: the agent asks for them and apply()
    # checks against them again. A cache only, never part of the value.
    _legal: _Choices | None = attrs.field(default=None, init=False, eq=False, hash=False, repr=False)

    # -- construction ---------------------------------------------------------

    @classmethod
    def start(cls, players: int, options: Options) -> ManitouState:
        """The first position: seat 0 deals, and chance lays the first bison card (MAN-3)."""
        check_options(options, players)
        decks = (tuple(sorted(options.large_herds)), tuple(sorted(options.small_herds)))
        season = Season(options, players, 1, 0, decks, (TRIBE,) * players)
        nothing: tuple[Cards, ...] = ((),) * players
        return cls(season, Phase.LAYING, 0, 0, _EMPTY_SPOTS, nothing, nothing)

    # -- the protocol ---------------------------------------------------------

    @property
    def players(self) -> int:
        return self.season.players

    @property
    def to_move(self) -> int | Chance | None:
        phase = self.phase
        if phase is Phase.PLAYING or phase is Phase.CHOOSING:
            return self.turn
        if phase is Phase.OVER:
            return None
        return CHANCE

    @property
    def options(self) -> Options:
        """The options this game is played with."""
        return self.season.options

    @property
    def dealer(self) -> int:
        """The seat that deals this season (MAN-3)."""
        return self.season.dealer

    @property
    def results(self) -> tuple[SeasonResult, ...]:
        """Every season scored so far."""
        return self.season.results

    @classmethod
    def action_type(cls) -> type[Action]:
        return ManitouAction

    def _choices(self) -> _Choices:
        legal = self._legal
        if legal is None:
            legal = self._work_out_choices()
            object.__setattr__(self, "_legal", legal)
        return legal

    def _work_out_choices(self) -> _Choices:
        phase = self.phase
        turn = self.turn
        if phase is Phase.PLAYING:
            return _playing(self.hands[turn])
        if phase is Phase.DRAWING or phase is Phase.DEALING:
            return _drawing(self.piles[turn])
        if phase is Phase.CHOOSING:
            return _choosing(self.season.pools[turn], self.piles[turn])
        if phase is Phase.LAYING:
            return _laying(self.season.decks[self._slot()[1]])
        return _NOTHING

    def legal_actions(self) -> Sequence[ManitouAction]:
        return self._choices().actions

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        return self._choices().outcomes

    def apply(self, action: object) -> Self:
        # A set lookup finds the action by its hash, then by identity, as the
        # actions handed out by legal_actions() are these very values.
        try:
            found = action in self._choices().legal
        except TypeError:  # unhashable: no action at all
            found = False
        if found:
            return self._apply_legal(action)  # type: ignore[arg-type]
        raise self.refusal(action)

    def is_legal(self, action: object) -> bool:
        try:
            return action in self._choices().legal
        except TypeError:
            return False

    def _apply_legal(self, action: Action) -> Self:
        kind = type(action)
        if kind is Play:
            return self._played(cast(Play, action))
        if kind is Draw:
            return self._drew(cast(Draw, action).card)
        if kind is Choose:
            return self._chose(cast(Choose, action).card)
        return self._laid(cast(LayBison, action).value)

    # -- laying the bison cards ----------------------------------------------

    def _slot(self) -> tuple[int, int]:
        """The spot and the deck of the next bison card to lay (MAN-1)."""
        return _SLOTS[self.season.players][sum(len(spot.bison) for spot in self.spots)]

    def _laid(self, value: int) -> Self:
        """ "Au début de chaque saison, le distributeur dispose des cartes de bisons
        en 3 emplacements séparés, face ouverte, au milieu de la table." """
        season = self.season
        spot_index, deck_index = self._slot()
        decks = list(season.decks)
        decks[deck_index] = _without_value(decks[deck_index], value)
        season = attrs.evolve(season, decks=(decks[0], decks[1]))
        spot = self.spots[spot_index]
        spots = (*self.spots[:spot_index], Spot((*spot.bison, value)), *self.spots[spot_index + 1 :])
        cls = type(self)
        if sum(len(spot.bison) for spot in spots) < len(_SLOTS[season.players]):
            return cls(season, Phase.LAYING, self.turn, 0, spots, self.piles, self.hands)
        # "Ensuite, chacun choisit parmi ses chasseurs et ses grands guerriers, 8 cartes"
        phase, turn, piles = _next_chooser(season, season.first, self.piles, self.hands)
        return cls(season, phase, turn, 0, spots, piles, self.hands)

    # -- choosing -------------------------------------------------------------

    def quota(self, seat: int) -> int:
        """How many cards ``seat`` chooses this season: 8, or 7 for the dealer with
        ``dealer_chooses_seven`` (MAN-4), and never more than the seat has."""
        return _quota(self.season, seat)

    def _chose(self, card: str) -> Self:
        """ "chacun choisit parmi ses chasseurs et ses grands guerriers, 8 cartes qui
        vont participer à cette chasse. Les autres cartes composent la réserve pour
        les chasses futures." One card per decision, in turn order (MAN-4)."""
        season = self.season
        seat = self.turn
        pile = _insert(self.piles[seat], card)
        piles = _replace(self.piles, seat, pile)
        cls = type(self)
        if len(pile) < _quota(season, seat):
            return cls(season, Phase.CHOOSING, seat, 0, self.spots, piles, self.hands)
        if seat == season.dealer:
            phase, turn = _next_to_deal(season, season.first, self.hands, piles)
        else:
            phase, turn, piles = _next_chooser(season, (seat + 1) % season.players, piles, self.hands)
        return cls(season, phase, turn, 0, self.spots, piles, self.hands)

    # -- drawing ----------------------------------------------------------------

    def _drew(self, card: str) -> Self:
        """ "Chaque joueur mélange les cartes qu'il a choisies, les dispose en pile face
        cachée devant lui et prend les 3 premières dans sa main." After a play the
        player "pioche une nouvelle carte". One chance outcome per card (MAN-5)."""
        seat = self.turn
        hands = _replace(self.hands, seat, _insert(self.hands[seat], card))
        piles = _replace(self.piles, seat, _remove(self.piles[seat], card))
        if self.phase is Phase.DEALING:
            phase, turn = _next_to_deal(self.season, seat, hands, piles)
            return type(self)(self.season, phase, turn, 0, self.spots, piles, hands)
        return self._next_turn(self.plays, self.spots, piles, hands)

    # -- playing ----------------------------------------------------------------

    def _played(self, action: Play) -> Self:
        """ "A son tour, chaque joueur doit poser une carte de sa main devant l'un des
        emplacements à bisons, face ouverte et pioche une nouvelle carte." """
        seat = self.turn
        index = action.spot - 1
        spots = (
            *self.spots[:index],
            self.spots[index].with_card(seat, action.card),
            *self.spots[index + 1 :],
        )
        hands = _replace(self.hands, seat, _remove(self.hands[seat], action.card))
        if self.piles[seat]:
            return type(self)(self.season, Phase.DRAWING, seat, self.plays + 1, spots, self.piles, hands)
        return self._next_turn(self.plays + 1, spots, self.piles, hands)

    def _next_turn(
        self, plays: int, spots: tuple[Spot, ...], piles: tuple[Cards, ...], hands: tuple[Cards, ...]
    ) -> Self:
        """The next seat clockwise plays; after everyone's seventh card, the scoring.

        "Dès que chaque joueur a posé sept cartes, la saison de chasse est terminée."
        """
        players = self.season.players
        if plays < PLAYS_PER_SEASON * players:
            return type(self)(
                self.season, Phase.PLAYING, (self.turn + 1) % players, plays, spots, piles, hands
            )
        return self._scored(spots)

    def _scored(self, spots: tuple[Spot, ...]) -> Self:
        """Score the season; prisoners leave their owner's tribe for good, every other
        card goes back to its owner's reserve (MAN-12); then the next season or the end."""
        season = self.season
        result = score_season(
            season.number,
            season.dealer,
            spots,
            season.players,
            second_card_after_tie_for_first=season.options.second_card_after_tie_for_first,
        )
        pools = list(season.pools)
        for hunt in result.hunts:
            for owner, card in hunt.prisoners:
                pools[owner] = _remove(pools[owner], card)
        nothing: tuple[Cards, ...] = ((),) * season.players
        results = (*season.results, result)
        if season.number == SEASONS:
            # "Dès que la troisième saison de chasse est terminée, chacun compte sa
            # pile de points." The cards went back or were taken, so the spots are
            # empty; the last table stays in its result, where the picture finds it.
            ended = attrs.evolve(season, pools=tuple(pools), results=results)
            return type(self)(ended, Phase.OVER, season.dealer, 0, _EMPTY_SPOTS, nothing, nothing)
        # "The deal passes each season" (MAN-3).
        dealer = (season.dealer + 1) % season.players
        following = attrs.evolve(
            season, number=season.number + 1, dealer=dealer, pools=tuple(pools), results=results
        )
        return type(self)(following, Phase.LAYING, dealer, 0, _EMPTY_SPOTS, nothing, nothing)

    # -- refusals -------------------------------------------------------------

    def _refusal(self, action: Action) -> IllegalActionError:
        return refusal(self, cast(ManitouAction, action))

    # -- what a seat may know ---------------------------------------------------

    def played_this_season(self, seat: int) -> Cards:
        """The cards ``seat`` has played at the spots this season (public)."""
        return sort_cards([card for spot in self.spots for owner, card in spot.cards if owner == seat])

    def reserve(self, seat: int) -> Cards:
        """The cards of ``seat`` that are neither chosen nor played this season."""
        played = self.played_this_season(seat)
        return sort_cards(_without(self.season.pools[seat], (*self.piles[seat], *self.hands[seat], *played)))

    def view(self, seat: int | None) -> ManitouView:
        """What ``seat`` may know; ``None``: a spectator.

        Every seat sees the bison cards, the cards at the spots (a warrior
        turned face down was seen by all), each tribe's cards for the season
        and how many each has chosen, holds and has left in its pile, and the
        scoring. A seat sees its own hand and the cards left in its own pile,
        though not their order; nobody sees another seat's hand, pile or
        choices (MAN-14).
        """
        self.check_seat(seat)
        hand: Cards = ()
        pile: Cards = ()
        if seat is not None:
            hand, pile = self.hands[seat], self.piles[seat]
        return ManitouView(
            seat,
            self.season,
            self.phase,
            self.turn,
            self.spots,
            tuple(map(len, self.hands)),
            tuple(map(len, self.piles)),
            hand,
            pile,
        )

    def notation_for(self, action: Action, seat: int | None) -> str:
        """``action`` as ``seat`` may read it: another seat's choice or draw is ``choose ?`` / ``draw ?``."""
        kind = type(action)
        if (kind is Choose or kind is Draw) and seat != self.turn:
            return f"{'choose' if kind is Choose else 'draw'} {HIDDEN}"
        return str(action)

    def determinize(self, seat: int | None, rng: random.Random) -> Self:
        """A position ``seat`` cannot tell from this one: every other seat's hand and
        pile drawn anew from the cards it may hold (its season's cards less those
        it played), in the same numbers."""
        self.check_seat(seat)
        hands, piles = list(self.hands), list(self.piles)
        for other in range(self.season.players):
            if other == seat or not (hands[other] or piles[other]):
                continue
            unseen = _without(self.season.pools[other], self.played_this_season(other))
            rng.shuffle(unseen)
            held, kept = len(hands[other]), len(piles[other])
            hands[other] = sort_cards(unseen[:held])
            piles[other] = sort_cards(unseen[held : held + kept])
        return attrs.evolve(self, hands=tuple(hands), piles=tuple(piles))

    # -- scoring ------------------------------------------------------------------

    def score_sheet(self) -> ScoreSheet:
        """Every scored row so far: per season the skin thieves, each spot's bison
        cards and the prisoners, in the rulebook's order."""
        return score_sheet(self.season.results, self.season.players)

    def outcome(self) -> Outcome | None:
        """ "Celui qui a le plus de points a gagné." Equal best scores share the win:
        a draw, with no tie-break (MAN-13)."""
        if self.phase is not Phase.OVER:
            return None
        return Outcome.rank(self.scores())

    def __str__(self) -> str:
        """The whole table, every hand and pile shown: the omniscient picture."""
        return picture(self.view(None), hands=self.hands, piles=self.piles)


def _quota(season: Season, seat: int) -> int:
    wanted = (
        TO_CHOOSE_PUBLISHED_DEALER
        if season.options.dealer_chooses_seven and seat == season.dealer
        else TO_CHOOSE
    )
    return min(wanted, len(season.pools[seat]))


def _next_chooser(
    season: Season, seat: int, piles: tuple[Cards, ...], hands: tuple[Cards, ...]
) -> tuple[Phase, int, tuple[Cards, ...]]:
    """Who chooses next, from ``seat`` on, and the piles: a seat with no more cards
    than it must choose takes them all without deciding; after the dealer, the deal (MAN-4)."""
    while True:
        pool = season.pools[seat]
        if len(pool) > _quota(season, seat):
            return Phase.CHOOSING, seat, piles
        piles = _replace(piles, seat, pool)
        if seat == season.dealer:
            return (*_next_to_deal(season, season.first, hands, piles), piles)
        seat = (seat + 1) % season.players


def _next_to_deal(
    season: Season, seat: int, hands: tuple[Cards, ...], piles: tuple[Cards, ...]
) -> tuple[Phase, int]:
    """Who draws for their first hand next, from ``seat`` on, in turn order (MAN-5);
    once every hand is dealt, the seat left of the dealer plays first (MAN-3)."""
    first = season.first
    while True:
        if len(hands[seat]) < HAND_SIZE and piles[seat]:
            return Phase.DEALING, seat
        seat = (seat + 1) % season.players
        if seat == first:
            return Phase.PLAYING, first


def _without_value(deck: tuple[int, ...], value: int) -> tuple[int, ...]:
    index = deck.index(value)
    return deck[:index] + deck[index + 1 :]
