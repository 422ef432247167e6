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
import itertools
import operator
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Final, NamedTuple, Self, TypeVar, cast

import attrs

from tablerules.core.chance import CHANCE, Chance, pick
from tablerules.core.errors import IllegalActionError
from tablerules.core.frozen import maker
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
    TRIBE,
    sort_cards,
)
from tablerules.manitou.options import Options, check_options
from tablerules.manitou.phase import Phase
from tablerules.manitou.picture import picture
from tablerules.manitou.refusals import refusal
from tablerules.manitou.scoring import SeasonResult, score_season, score_sheet
from tablerules.manitou.season import Season
from tablerules.manitou.spot import Spot, spot_numbered
from tablerules.manitou.view import ManitouView

__all__ = ["Cards", "ManitouState"]

#: A multiset of cards, sorted in the order of ``components.CARDS``.
Cards = tuple[str, ...]

T = TypeVar("T")

_ORDER: Final = {card: index for index, card in enumerate(CARDS)}
_SPOT_NUMBERS: Final = tuple(range(1, SPOTS + 1))
_BISON: Final = operator.attrgetter("bison")
_EMPTY_SPOTS: Final = (Spot(),) * SPOTS

#: Where each bison card of a season goes, in the order they are laid:
#: ``(spot index, deck index)``, deck 0 large and 1 small (MAN-1).
_SLOTS: Final = {
    players: tuple((spot, 0 if deck == LARGE else 1) for spot, decks in enumerate(layout) for deck in decks)
    for players, layout in LAYOUTS.items()
}

# Looking a member up on its enum class costs a metaclass call in Python 3.11;
# the steps of every action read these module constants instead.
_LAYING: Final = Phase.LAYING
_CHOOSING: Final = Phase.CHOOSING
_DEALING: Final = Phase.DEALING
_PLAYING: Final = Phase.PLAYING
_DRAWING: Final = Phase.DRAWING
_OVER: Final = Phase.OVER


_RANK: Final = _ORDER.__getitem__


def _given(cards: tuple[Cards, ...], seat: int, card: str) -> tuple[Cards, ...]:
    """Each seat's ``cards`` (hands or piles), ``seat``'s with one more ``card`` in its sorted place."""
    each = list(cards)
    mine = each[seat]
    index = bisect.bisect_right(mine, _ORDER[card], key=_RANK)
    each[seat] = (*mine[:index], card, *mine[index:])
    return tuple(each)


def _taken(cards: tuple[Cards, ...], seat: int, card: str) -> tuple[Cards, ...]:
    """Each seat's ``cards`` (hands or piles), ``seat``'s with one ``card`` fewer."""
    each = list(cards)
    mine = each[seat]
    index = mine.index(card)
    each[seat] = mine[:index] + mine[index + 1 :]
    return tuple(each)


def _replace(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the one at ``index`` replaced by ``value``."""
    # A list copy is quicker than joining two slices around the new item.
    replaced = list(items)
    replaced[index] = value
    return tuple(replaced)


def _without(cards: Sequence[str], taken: Sequence[str]) -> list[str]:
    """The multiset ``cards`` minus the multiset ``taken``."""
    left = list(cards)
    for card in taken:
        left.remove(card)
    return left


# -- the legal actions and the chance outcomes ----------------------------------
#
# Each is a tuple of the shared action values (actions.play() and the like). A
# choosing seat's choice is handed on from one choice to the next
# (ManitouState._chose). Legality is decided by the rule itself
# (ManitouState.is_legal), so no set of actions is built for a pile or a choice
# that is new at almost every step.
#
# Nothing here is cached by a hand or a pile: a cache kept between states would
# hold what other seats may not see where anyone who imports the module could
# read it. The tables below are keyed by public values (a card's name, the
# length of a deck or pile) or by how many of each kind a pile holds, and are
# filled completely at import, so their contents say nothing about any game.

# Counts and totals up to the largest pile or deck a position made by hand is
# likely to hold; beyond them a Fraction is made anew.
_FRACTIONS: Final = {
    (count, total): Fraction(count, total) for total in range(1, 65) for count in range(total + 1)
}


def _fraction(count: int, total: int) -> Fraction:
    fraction = _FRACTIONS.get((count, total))
    return Fraction(count, total) if fraction is None else fraction


def _summed(counts: Sequence[int]) -> list[float]:
    """The weights ``sample_outcome`` sums for outcomes of ``counts`` cards each:
    ``count / total`` (the float of ``Fraction(count, total)``, reduced or not),
    added one by one in order."""
    return list(itertools.accumulate(map(operator.truediv, counts, itertools.repeat(sum(counts)))))


def _runs(alike: tuple[bool, ...]) -> tuple[list[float], tuple[int, ...]]:
    """For a pile whose alike cards lie together, and whose neighbours are alike
    where ``alike`` says so: the weights ``sample_outcome`` sums for its kinds
    (one run of cards each) and the index in the pile where each run starts."""
    starts = (0, *(index + 1 for index, same in enumerate(alike) if not same))
    ends = (*starts[1:], len(alike) + 1)
    return _summed([end - start for start, end in zip(starts, ends, strict=True)]), starts


# The summed weights of a draw from a pile of distinct cards, by its size
# (every card one share), and the runs of any pile of a chosen season's size
# (at most eight cards, MAN-4), by which of its neighbours are alike. Filled
# here, before any play, for every such size and pattern.
_EVEN_WEIGHTS: Final = {total: _summed((1,) * total) for total in range(1, 65)}
_RUNS: Final = {
    alike: _runs(alike)
    for size in range(1, TO_CHOOSE + 1)
    for alike in itertools.product((False, True), repeat=size - 1)
}


# A deck is public (every seat sees the bison cards left), and a season's few
# decks repeat across games; bounded for decks made by hand.
@functools.lru_cache(maxsize=1024)
def _laying(deck: tuple[int, ...]) -> tuple[tuple[LayBison, Fraction], ...]:
    """Chance lays one card of ``deck``: each value by how many cards show it."""
    total = len(deck)
    return tuple((lay_bison(value), _fraction(deck.count(value), total)) for value in dict.fromkeys(deck))


@functools.lru_cache(maxsize=1024)
def _laying_drawn(deck: tuple[int, ...]) -> tuple[tuple[LayBison, ...], list[float]]:
    """The outcomes of ``_laying(deck)`` and the weights ``sample_outcome`` sums for them."""
    return tuple(lay_bison(value) for value in dict.fromkeys(deck)), _summed(
        [deck.count(value) for value in dict.fromkeys(deck)]
    )


def _drawing(pile: Cards) -> tuple[tuple[Draw, Fraction], ...]:
    """Chance draws one card of ``pile``: each card by how many of it the pile holds (MAN-5)."""
    total = len(pile)
    return tuple((draw(card), _fraction(pile.count(card), total)) for card in dict.fromkeys(pile))


# The shared Draw value of each card: a table of public values.
_DRAWS: Final = {card: draw(card) for card in CARDS}


def _drawn(pile: Cards, rng: random.Random) -> Draw:
    """The card ``sample_outcome(_drawing(pile), rng)`` draws, without the outcomes (MAN-5)."""
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
        weights, starts = runs
        return _DRAWS[pile[starts[pick(weights, rng)]]]
    every = tuple(dict.fromkeys(pile))
    counts = tuple(map(pile.count, every))
    return draw(every[pick(_summed(counts), rng)])


class _Choice(NamedTuple):
    """What a choosing seat may still choose: the kinds of card it has not chosen
    every card of, in the order of its tribe, and the actions that choose them;
    how many cards it chooses in all (its quota); and how many cards of each
    kind its tribe holds (MAN-4)."""

    kinds: Cards
    actions: tuple[Choose, ...]
    quota: int
    copies: Mapping[str, int]

    def __deepcopy__(self, memo: dict[int, object]) -> _Choice:
        # Immutable and made of the shared action values: a copied state shares it.
        return self

    def without(self, card: str) -> _Choice:
        """The choice once the last ``card`` is chosen: that kind drops out."""
        # Found among the kinds: comparing names is quicker than comparing actions.
        kinds, actions, quota, copies = self
        index = kinds.index(card)
        # tuple.__new__ itself: the named tuple's own __new__ is one more call.
        return _new_tuple(
            _Choice,
            (kinds[:index] + kinds[index + 1 :], actions[:index] + actions[index + 1 :], quota, copies),
        )


# Each card's Choose value, by the card's name: a table of public values.
_CHOOSE_OF: Final = {card: choose(card) for card in CARDS}
# A whole tribe's first choice, the most common by far: every kind of card.
_EVERY_CHOICE: Final = tuple(_CHOOSE_OF.values())
# Plain dicts, read only: a choice is pickled with the position that holds it.
_TRIBE_COPIES: Final[Mapping[str, int]] = dict(Counter(TRIBE))
_new_tuple: Final = tuple.__new__


def _choosing(pool: Cards, pile: Cards, quota: int) -> _Choice:
    """Choosing one more card of ``pool`` that is not in ``pile`` yet (MAN-4)."""
    whole_tribe = pool == TRIBE
    copies = _TRIBE_COPIES if whole_tribe else dict(Counter(pool))
    if not pile and whole_tribe:
        return _Choice(CARDS, _EVERY_CHOICE, quota, copies)
    kinds = tuple(dict.fromkeys(_without(pool, pile) if pile else pool))
    return _Choice(kinds, tuple(map(_CHOOSE_OF.__getitem__, kinds)), quota, copies)


# Each card's three plays, by the card's name: a table of public values.
_PLAYS_OF: Final = {card: tuple(play(card, spot) for spot in _SPOT_NUMBERS) for card in CARDS}


def _playing(hand: Cards) -> tuple[Play, ...]:
    """Playing any card of ``hand`` at any of the three spots (MAN-6)."""
    # The usual hands (three cards, or fewer at the end of a season, each of
    # its own kind) are joined from the table without a dict.
    size = len(hand)
    if size == 3:
        first, second, third = hand
        if first != second and second != third and first != third:
            return _PLAYS_OF[first] + _PLAYS_OF[second] + _PLAYS_OF[third]
    elif size == 2:
        first, second = hand
        if first != second:
            return _PLAYS_OF[first] + _PLAYS_OF[second]
    elif size == 1:
        return _PLAYS_OF[hand[0]]
    return tuple(itertools.chain.from_iterable(map(_PLAYS_OF.__getitem__, dict.fromkeys(hand))))


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
    # While choosing: what the chooser may still choose. The choice before
    # hands it over (a kind drops out when its last card is chosen), so that it
    # is not worked out from the tribe and the pile at every choice. A cache
    # only, never part of the value: a position nobody handed it to works it
    # out when first asked.
    _choice: _Choice | None = attrs.field(default=None, init=False, eq=False, hash=False, repr=False)

    # -- construction ---------------------------------------------------------

    @classmethod
    def start(cls, players: int, options: Options) -> ManitouState:
        """The first position: seat 0 deals, and chance lays the first bison card (MAN-3)."""
        check_options(options, players)
        decks = (tuple(sorted(options.large_herds)), tuple(sorted(options.small_herds)))
        season = Season(options, players, 1, 0, decks, (TRIBE,) * players)
        nothing: tuple[Cards, ...] = ((),) * players
        return cls(season, _LAYING, 0, 0, _EMPTY_SPOTS, nothing, nothing)

    # -- the protocol ---------------------------------------------------------

    @property
    def players(self) -> int:
        return self.season.players

    @property
    def to_move(self) -> int | Chance | None:
        phase = self.phase
        if phase is _PLAYING or phase is _CHOOSING:
            return self.turn
        if phase is _OVER:
            return None
        return CHANCE

    @property
    def chance_seat(self) -> int | None:
        """While hands are dealt or a card drawn, the seat receiving it; ``None`` else (bison cards)."""
        phase = self.phase
        return self.turn if phase is _DEALING or phase is _DRAWING else None

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

    def legal_actions(self) -> Sequence[ManitouAction]:
        phase = self.phase
        if phase is _CHOOSING:
            return (self._choice or self._what_to_choose()).actions
        if phase is _PLAYING:
            return _playing(self.hands[self.turn])
        # At a chance node: the outcomes, without their chances.
        return tuple(action for action, _ in self.chance_outcomes())

    def chance_outcomes(self) -> tuple[tuple[ManitouAction, Fraction], ...]:
        phase = self.phase
        if phase is _DRAWING or phase is _DEALING:
            return _drawing(self.piles[self.turn])
        if phase is _LAYING:
            return _laying(self._deck())
        return ()

    def sample_chance(self, rng: random.Random) -> ManitouAction:
        """The draw from a pile or a deck without building its outcomes: the same
        card ``sample_outcome`` would draw, weights summed the same way (MAN-1, MAN-5)."""
        phase = self.phase
        if phase is _DRAWING or phase is _DEALING:
            pile = self.piles[self.turn]
            if pile:
                return _drawn(pile, rng)
        elif phase is _LAYING:
            deck = self._deck()
            if deck:
                outcomes, weights = _laying_drawn(deck)
                return outcomes[pick(weights, rng)]
        return cast(ManitouAction, super().sample_chance(rng))

    # is_legal() and apply() ask the rule itself whether an action is legal,
    # rather than look it up in a set of the legal actions: building that set
    # would cost more than the whole step for a pile or a choice that is new at
    # almost every step. Both ask the same questions in the same order, and
    # tests/manitou/test_legality.py checks that they accept exactly the
    # actions legal_actions() hands out. The rule is asked only about an action
    # of its exact type whose fields are exactly a str and an int, as the
    # validators made them; any other value is looked up among the legal
    # actions by _canonical, which is slow but never on the path of play.

    def is_legal(self, action: object) -> bool:
        phase = self.phase
        if phase is _PLAYING:
            if type(action) is Play and type(action.card) is str and type(action.spot) is int:
                return action.card in self.hands[self.turn] and action.spot in _SPOT_NUMBERS
        elif phase is _DRAWING or phase is _DEALING:
            if type(action) is Draw and type(action.card) is str:
                return action.card in self.piles[self.turn]
        elif phase is _CHOOSING:
            if type(action) is Choose and type(action.card) is str:
                return action.card in self._what_to_choose().kinds
        elif phase is _LAYING and type(action) is LayBison and type(action.value) is int:
            return action.value in self._deck()
        return self._canonical(action) is not None

    def apply(self, action: object) -> Self:
        phase = self.phase
        # Draws first: the match runner applies chance outcomes through here.
        if phase is _DRAWING or phase is _DEALING:
            if type(action) is Draw and type(action.card) is str:
                if action.card in self.piles[self.turn]:
                    return self._drew(action.card)
                raise self.refusal(action)
        elif phase is _PLAYING:
            if type(action) is Play and type(action.card) is str and type(action.spot) is int:
                if action.card in self.hands[self.turn] and action.spot in _SPOT_NUMBERS:
                    return self._played(action)
                raise self.refusal(action)
        elif phase is _CHOOSING:
            if type(action) is Choose and type(action.card) is str:
                if action.card in self._what_to_choose().kinds:
                    return self._chose(action.card)
                raise self.refusal(action)
        elif phase is _LAYING and type(action) is LayBison and type(action.value) is int:
            if action.value in self._deck():
                return self._laid(action.value)
            raise self.refusal(action)
        canonical = self._canonical(action)
        if canonical is not None:
            return self._apply_legal(canonical)
        raise self.refusal(action)

    def _apply_legal(self, action: Action) -> Self:
        # apply() above finds the step itself; this serves callers of the base protocol
        # (the match runner, for what legal_actions() and sample_chance() handed out).
        if type(action) is Draw:
            return self._drew(action.card)
        if type(action) is Choose:
            return self._chose(action.card)
        if type(action) is Play:
            return self._played(action)
        if type(action) is LayBison:
            return self._laid(action.value)
        raise TypeError(f"{action!r} is no action of Manitou")

    # -- laying the bison cards ----------------------------------------------

    def _laid_so_far(self) -> int:
        """How many bison cards this season has laid."""
        spots = self.spots
        if len(spots) == 3:
            # The three spots of every position built by the rules, counted without a loop.
            first, second, third = spots
            return len(first.bison) + len(second.bison) + len(third.bison)
        return sum(map(len, map(_BISON, spots)))

    def _slot(self) -> tuple[int, int]:
        """The spot and the deck of the next bison card to lay (MAN-1)."""
        return _SLOTS[self.season.players][self._laid_so_far()]

    def _deck(self) -> tuple[int, ...]:
        """The bison values left in the deck the next card comes from (MAN-1)."""
        return self.season.decks[self._slot()[1]]

    def _laid(self, value: int) -> Self:
        """ "Au début de chaque saison, le distributeur dispose des cartes de bisons
        en 3 emplacements séparés, face ouverte, au milieu de la table." """
        season = self.season
        slots = _SLOTS[season.players]
        laid = self._laid_so_far()
        spot_index, deck_index = slots[laid]
        decks = list(season.decks)
        decks[deck_index] = _without_value(decks[deck_index], value)
        season = season.with_decks((decks[0], decks[1]))
        spots = _replace(self.spots, spot_index, self.spots[spot_index].with_bison(value))
        cls = type(self)
        if laid + 1 < len(slots):
            return _position(cls, season, _LAYING, self.turn, 0, spots, self.piles, self.hands)
        # "Ensuite, chacun choisit parmi ses chasseurs et ses grands guerriers, 8 cartes"
        phase, turn, piles = _next_chooser(season, season.first, self.piles, self.hands)
        return _position(cls, season, phase, turn, 0, spots, piles, self.hands)

    # -- choosing -------------------------------------------------------------

    def quota(self, seat: int) -> int:
        """How many cards ``seat`` chooses this season: 8, or 7 for the dealer with
        ``dealer_chooses_seven`` (MAN-4), and never more than the seat has.

        Raises ``ValueError`` unless ``seat`` is a seat of this game."""
        self._check_player(seat)
        return self.season.quota(seat)

    def _what_to_choose(self) -> _Choice:
        """What the chooser may still choose: a card of each kind of its tribe
        that it has not chosen every card of (MAN-4)."""
        choice = self._choice
        if choice is None:
            seat = self.turn
            choice = _choosing(self.season.pools[seat], self.piles[seat], self.season.quota(seat))
            object.__setattr__(self, "_choice", choice)
        return choice

    def _chose(self, card: str) -> Self:
        """ "chacun choisit parmi ses chasseurs et ses grands guerriers, 8 cartes qui
        vont participer à cette chasse. Les autres cartes composent la réserve pour
        les chasses futures." One card per decision, in turn order (MAN-4)."""
        season = self.season
        seat = self.turn
        choice = self._choice or self._what_to_choose()
        piles = _given(self.piles, seat, card)
        pile = piles[seat]
        if len(pile) < choice.quota:
            # The same choice goes on, less this kind if its last card was just chosen.
            if pile.count(card) == choice.copies[card]:
                choice = choice.without(card)
            return _position(type(self), season, _CHOOSING, seat, 0, self.spots, piles, self.hands, choice)
        if seat == season.dealer:
            phase, turn = _next_to_deal(season, season.first, self.hands, piles)
        else:
            phase, turn, piles = _next_chooser(season, (seat + 1) % season.players, piles, self.hands)
        return _position(type(self), season, phase, turn, 0, self.spots, piles, self.hands)

    # -- drawing ----------------------------------------------------------------

    def _drew(self, card: str) -> Self:
        """ "Chaque joueur mélange les cartes qu'il a choisies, les dispose en pile face
        cachée devant lui et prend les 3 premières dans sa main." After a play the
        player "pioche une nouvelle carte". One chance outcome per card (MAN-5)."""
        seat = self.turn
        hands = _given(self.hands, seat, card)
        piles = _taken(self.piles, seat, card)
        if self.phase is _DEALING:
            if len(hands[seat]) < HAND_SIZE and piles[seat]:
                # The same seat draws on, as _next_to_deal() would find first.
                return _position(type(self), self.season, _DEALING, seat, 0, self.spots, piles, hands)
            phase, turn = _next_to_deal(self.season, seat, hands, piles)
            return _position(type(self), self.season, phase, turn, 0, self.spots, piles, hands)
        players = len(hands)
        if self.plays < PLAYS_PER_SEASON * players:
            # The usual draw, after a play: the next seat plays (as _next_turn says).
            turn = (seat + 1) % players
            return _position(type(self), self.season, _PLAYING, turn, self.plays, self.spots, piles, hands)
        return self._next_turn(self.plays, self.spots, piles, hands)

    # -- playing ----------------------------------------------------------------

    def _played(self, action: Play) -> Self:
        """ "A son tour, chaque joueur doit poser une carte de sa main devant l'un des
        emplacements à bison, face ouverte et pioche une nouvelle carte." """
        seat = self.turn
        card = action.card
        fight_in_order = self.season.options.pair_rule == "fight-in-order"  # MAN-8's option
        each_spot = list(self.spots)
        index = action.spot - 1
        each_spot[index] = each_spot[index].with_card(seat, card, fight_in_order=fight_in_order)
        spots = tuple(each_spot)
        hands = _taken(self.hands, seat, card)
        if self.piles[seat]:
            return _position(
                type(self), self.season, _DRAWING, seat, self.plays + 1, spots, self.piles, hands
            )
        return self._next_turn(self.plays + 1, spots, self.piles, hands)

    def _next_turn(
        self, plays: int, spots: tuple[Spot, ...], piles: tuple[Cards, ...], hands: tuple[Cards, ...]
    ) -> Self:
        """The next seat clockwise plays; after everyone's seventh card, the scoring.

        "Dès que chaque joueur a posé sept cartes, la saison de chasse est terminée."
        """
        players = self.season.players
        if plays < PLAYS_PER_SEASON * players:
            turn = (self.turn + 1) % players
            return _position(type(self), self.season, _PLAYING, turn, plays, spots, piles, hands)
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
            tie_for_second_voids_spot=season.options.tie_for_second_voids_spot,
        )
        lost: list[list[str]] = [[] for _ in season.pools]
        for hunt in result.hunts:
            for owner, card in hunt.prisoners:
                lost[owner].append(card)
        pools = [
            tuple(_without(pool, cards)) if cards else pool
            for pool, cards in zip(season.pools, lost, strict=True)
        ]
        nothing: tuple[Cards, ...] = ((),) * season.players
        results = (*season.results, result)
        over = season.number == SEASONS
        # "The deal passes each season" (MAN-3); after the third season it stays.
        dealer = season.dealer if over else (season.dealer + 1) % season.players
        following = Season(
            season.options,
            season.players,
            season.number if over else season.number + 1,
            dealer,
            season.decks,
            tuple(pools),
            results,
        )
        if over:
            # "Dès que la troisième saison de chasse est terminée, chacun compte sa
            # pile de points." The cards went back or were taken, so the spots are
            # empty; the last table stays in its result, where the picture finds it.
            return _position(type(self), following, _OVER, dealer, 0, _EMPTY_SPOTS, nothing, nothing)
        return _position(type(self), following, _LAYING, dealer, 0, _EMPTY_SPOTS, nothing, nothing)

    # -- refusals -------------------------------------------------------------

    def _refusal(self, action: Action) -> IllegalActionError:
        return refusal(self, cast(ManitouAction, action))

    # -- what a seat may know ---------------------------------------------------

    def _check_player(self, seat: object) -> None:
        """Raise ``ValueError`` unless ``seat`` is a seat of this game (a spectator is none)."""
        # A bool is an int and a negative index counts from the end: neither is a seat.
        if type(seat) is not int or not 0 <= seat < self.season.players:
            raise ValueError(f"seats are 0 to {self.season.players - 1}, not {seat!r}")

    def spot(self, number: int) -> Spot:
        """The bison spot the notation calls ``number`` (1 to 3): its bison cards,
        the cards played there in order, and which warriors are face up.

        Raises ``ValueError`` for any other number."""
        return spot_numbered(self.spots, number)

    def played_this_season(self, seat: int) -> Cards:
        """The cards ``seat`` has played at the spots this season (public).

        Raises ``ValueError`` unless ``seat`` is a seat of this game."""
        self._check_player(seat)
        return self._played_by(seat)

    def _played_by(self, seat: int) -> Cards:
        return sort_cards([card for spot in self.spots for owner, card in spot.cards if owner == seat])

    def reserve(self, seat: int) -> Cards:
        """The cards of ``seat`` that are neither chosen nor played this season.

        Raises ``ValueError`` unless ``seat`` is a seat of this game."""
        self._check_player(seat)
        played = self._played_by(seat)
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
        hands, piles = self.hands, self.piles
        if type(seat) is int and 0 <= seat < len(hands):
            hand, pile = hands[seat], piles[seat]
        else:
            self.check_seat(seat)  # lets only a spectator through
            hand = pile = ()
        return ManitouView(
            seat,
            self.season,
            self.phase,
            self.turn,
            self.spots,
            _sizes(hands),
            _sizes(piles),
            hand,
            pile,
        )

    def notation_for(self, action: Action, seat: int | None) -> str:
        """``action`` as ``seat`` may read it: another seat's choice or draw is ``choose ?`` / ``draw ?``.

        Raises ``ValueError`` unless ``seat`` is a seat of this game or ``None``."""
        # Unchecked, True (== 1) or 7 (no seat) would read seat 1's or nobody's card in clear.
        self.check_seat(seat)
        kind = type(action)
        if (kind is Choose or kind is Draw) and seat != self.turn:
            return f"{'choose' if kind is Choose else 'draw'} {HIDDEN}"
        return str(action)

    def determinize(self, seat: int | None, rng: random.Random) -> Self:
        """A position ``seat`` cannot tell from this one: every other seat's hand and
        pile drawn anew from the cards it may hold (its season's cards less those
        it played), in the same numbers (:meth:`ManitouView.sample_state`)."""
        self.check_seat(seat)
        drawn = self.view(seat).sample_state(rng)
        return attrs.evolve(self, hands=drawn.hands, piles=drawn.piles)

    # -- scoring ------------------------------------------------------------------

    def score_sheet(self) -> ScoreSheet:
        """Every scored row so far: per season the skin thieves, each spot's bison
        cards and the prisoners, in the rulebook's order."""
        return score_sheet(self.season.results, self.season.players)

    def scores(self) -> tuple[int, ...]:
        """Every seat's points so far: the score sheet's totals, kept by the season."""
        return self.season.scores

    def outcome(self) -> Outcome | None:
        """ "Celui qui a le plus de points a gagné." Equal best scores share the win:
        a draw, with no tie-break (MAN-13)."""
        if self.phase is not _OVER:
            return None
        return Outcome.rank(self.scores())

    def __str__(self) -> str:
        """The whole table, every hand and pile shown: the omniscient picture."""
        return picture(self.view(None), hands=self.hands, piles=self.piles)


# -- building positions -----------------------------------------------------------
#
# A position is made at every step: through core.frozen's maker, at about half
# the cost of attrs' __init__, with the choice handed over.

_MAKE: Final = maker(ManitouState, ("season", "phase", "turn", "plays", "spots", "piles", "hands", "_choice"))

State_ = TypeVar("State_", bound=ManitouState)


def _position(
    cls: type[State_],
    season: Season,
    phase: Phase,
    turn: int,
    plays: int,
    spots: tuple[Spot, ...],
    piles: tuple[Cards, ...],
    hands: tuple[Cards, ...],
    choice: _Choice | None = None,
) -> State_:
    """``cls(season, phase, turn, plays, spots, piles, hands)``, with ``choice`` handed over."""
    if cls is ManitouState:
        return _MAKE(season, phase, turn, plays, spots, piles, hands, choice)  # type: ignore[return-value]
    # A subclass may have fields of its own, which only its __init__ fills.
    made = cls(season, phase, turn, plays, spots, piles, hands)
    object.__setattr__(made, "_choice", choice)
    return made


def _next_chooser(
    season: Season, seat: int, piles: tuple[Cards, ...], hands: tuple[Cards, ...]
) -> tuple[Phase, int, tuple[Cards, ...]]:
    """Who chooses next, from ``seat`` on, and the piles: a seat with no more cards
    than it must choose takes them all without deciding; after the dealer, the deal (MAN-4)."""
    while True:
        pool = season.pools[seat]
        if len(pool) > season.quota(seat):
            return _CHOOSING, seat, piles
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
            return _DEALING, seat
        seat = (seat + 1) % season.players
        if seat == first:
            return _PLAYING, first


def _sizes(cards: tuple[Cards, ...]) -> tuple[int, ...]:
    """How many cards each seat's hand or pile of ``cards`` holds: ``tuple(map(len, cards))``."""
    # Spelled out per player count: a view is made at every decision, and
    # tuple(map(len, ...)) twice was two fifths of its instructions (cachegrind).
    count = len(cards)
    if count == 2:
        first, second = cards
        return (len(first), len(second))
    if count == 3:
        first, second, third = cards
        return (len(first), len(second), len(third))
    if count == 4:
        first, second, third, fourth = cards
        return (len(first), len(second), len(third), len(fourth))
    return tuple(map(len, cards))


def _without_value(deck: tuple[int, ...], value: int) -> tuple[int, ...]:
    index = deck.index(value)
    return deck[:index] + deck[index + 1 :]
