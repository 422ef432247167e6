"""The value of a Manitou position, and dispatch by its phase to the step that decides.

A game is three hunting seasons. Each season: chance lays the bison cards
(one chance outcome per card, MAN-1); each player secretly chooses their
cards, one decision per card (MAN-4); chance deals each player three cards
from their pile, one chance outcome per card (MAN-5); then the players play
a card at a spot and draw one, in turn, until everyone has played seven.
The season is then scored and the deal passes on (MAN-3). Each step is a
module of :mod:`tablerules.manitou.steps`: what may be done there, what
doing it changes, and why anything else is refused.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, ClassVar, Final, Self

import attrs

from tablerules.core.chance import CHANCE, Chance
from tablerules.core.errors import IllegalActionError
from tablerules.core.frozen import maker
from tablerules.core.game import Action, State, _keep
from tablerules.core.listing import NOTHING, Listing
from tablerules.core.outcome import Outcome, ScoreSheet
from tablerules.manitou.actions import HIDDEN, Choose, Draw, ManitouAction
from tablerules.manitou.cards import Cards, without
from tablerules.manitou.components import TRIBE, sort_cards
from tablerules.manitou.options import Options, check_options
from tablerules.manitou.phase import Phase
from tablerules.manitou.picture import picture
from tablerules.manitou.scoring import SeasonResult, score_sheet
from tablerules.manitou.season import Season
from tablerules.manitou.spot import Spot, spot_numbered
from tablerules.manitou.steps import choosing, drawing, laying, playing
from tablerules.manitou.steps.choosing import Choice
from tablerules.manitou.steps.scoring import EMPTY_SPOTS
from tablerules.manitou.view import ManitouView

__all__ = ["ManitouState"]

# Looking a member up on its enum class costs a metaclass call in Python 3.11;
# the dispatch at every step reads these module constants instead.
_LAYING: Final = Phase.LAYING
_CHOOSING: Final = Phase.CHOOSING
_DEALING: Final = Phase.DEALING
_PLAYING: Final = Phase.PLAYING
_DRAWING: Final = Phase.DRAWING
_OVER: Final = Phase.OVER


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
    _choice: Choice | None = attrs.field(default=None, init=False, eq=False, hash=False, repr=False)

    # -- construction ---------------------------------------------------------

    @classmethod
    def start(cls, players: int, options: Options) -> ManitouState:
        """The first position: seat 0 deals, and chance lays the first bison card (MAN-3)."""
        check_options(options, players)
        decks = (tuple(sorted(options.large_herds)), tuple(sorted(options.small_herds)))
        season = Season(options, players, 1, 0, decks, (TRIBE,) * players)
        nothing: tuple[Cards, ...] = ((),) * players
        return cls(season, _LAYING, 0, 0, EMPTY_SPOTS, nothing, nothing)

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
    def is_over(self) -> bool:
        # The loop the README teaches asks this at every step: one property, not two.
        return self.phase is _OVER

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

    # -- dispatch to the step that decides now ----------------------------------

    def _legal_listing(self) -> Listing:
        phase = self.phase
        if phase is _PLAYING:
            return playing.listing(self.hands[self.turn])
        if phase is _CHOOSING:
            # Handed over by the choice before, or worked out for this position.
            choice = self._choice
            return choosing.listing(self) if choice is None else choice
        if phase is _DRAWING or phase is _DEALING:
            return drawing.listing(self.piles[self.turn])
        if phase is _LAYING:
            return laying.listing(self)
        return NOTHING

    def chance_outcomes(self) -> Sequence[tuple[ManitouAction, Fraction]]:
        """The draw from the drawing seat's pile, or the bison card laid next: each
        card by how many such cards the pile or the deck holds (MAN-1, MAN-5).

        Kept with the position's legal actions, so that ``apply`` finds the
        outcome drawn without listing it again; a deck's outcomes are kept for
        every position with that deck left. A pile's draw is its own outcomes,
        listed only when read: ``sample_outcome`` draws from the pile itself
        (see :class:`~tablerules.manitou.steps.drawing.PileDraw`)."""
        phase = self.phase
        if phase is _DRAWING or phase is _DEALING or phase is _LAYING:
            # self._listing(), written out: the README's loop asks at every draw.
            try:
                kept = self._kept
            except AttributeError:  # not asked for yet, in a position made by __init__
                kept = None
            if kept is None:
                kept = laying.listing(self) if phase is _LAYING else drawing.listing(self.piles[self.turn])
                _keep(self, kept)
            # A deck's outcomes are kept with its listing; a pile's draw is its own outcomes.
            return kept.outcomes if phase is _LAYING else kept  # type: ignore[attr-defined,return-value]
        return ()

    def sample_chance(self, rng: random.Random) -> ManitouAction:
        """The draw from a pile or a deck without building its outcomes: the same
        card ``sample_outcome`` would draw, weights summed the same way (MAN-1, MAN-5)."""
        phase = self.phase
        if phase is _DRAWING or phase is _DEALING:
            pile = self.piles[self.turn]
            if pile:
                return drawing.drawn(pile, rng)
        elif phase is _LAYING:
            deck = laying.next_deck(self)
            if deck:
                return laying.bison_deck(deck).sample(rng)
        return super().sample_chance(rng)  # type: ignore[return-value]

    def _apply_legal(self, action: Action) -> Self:
        phase = self.phase
        # The commonest steps first: choosing, playing, then drawing.
        if phase is _CHOOSING:
            return choosing.chose(self, action.card)  # type: ignore[attr-defined,return-value]
        if phase is _PLAYING:
            return playing.played(self, action)  # type: ignore[arg-type,return-value]
        if phase is _DRAWING or phase is _DEALING:
            return drawing.drew(self, action.card)  # type: ignore[attr-defined,return-value]
        return laying.laid(self, action.value)  # type: ignore[attr-defined,return-value]

    def _refusal(self, action: Action) -> IllegalActionError:
        phase = self.phase
        if phase is _PLAYING:
            return playing.refusal(self, action)
        if phase is _CHOOSING:
            return choosing.refusal(self, action)
        if phase is _LAYING:
            return laying.refusal(self, action)
        return drawing.refusal(self, action)

    # -- building the next position ---------------------------------------------

    if TYPE_CHECKING:
        # Makes a position of this class from its fields and the choice handed over
        # (None, or what the chooser may still choose): every step builds the next
        # position with it. For this class the maker of core.frozen, at about half the
        # cost of attrs' __init__; for a subclass, which may have fields of its own,
        # its own __init__. A staticmethod: a method that called on would cost one
        # call more at every step. Annotated for the type checker only: staticmethod
        # takes no subscript at run time.
        _make: ClassVar[
            staticmethod[
                [
                    Season,
                    Phase,
                    int,
                    int,
                    tuple[Spot, ...],
                    tuple[Cards, ...],
                    tuple[Cards, ...],
                    Choice | None,
                ],
                ManitouState,
            ]
        ]

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)

        # A subclass may have fields of its own, which only its __init__ fills.
        def make(
            season: Season,
            phase: Phase,
            turn: int,
            plays: int,
            spots: tuple[Spot, ...],
            piles: tuple[Cards, ...],
            hands: tuple[Cards, ...],
            choice: Choice | None,
        ) -> ManitouState:
            made = cls(season, phase, turn, plays, spots, piles, hands)
            object.__setattr__(made, "_choice", choice)
            return made

        cls._make = staticmethod(make)

    # -- choosing -------------------------------------------------------------

    def quota(self, seat: int) -> int:
        """How many cards ``seat`` chooses this season: 8, or 7 for the dealer with
        ``dealer_chooses_seven`` (MAN-4), and never more than the seat has.

        Raises ``ValueError`` unless ``seat`` is a seat of this game."""
        self._check_player(seat)
        return self.season.quota(seat)

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
        return sort_cards(without(self.season.pools[seat], (*self.piles[seat], *self.hands[seat], *played)))

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


# A position is made at every step: through core.frozen's maker, at about half the
# cost of attrs' __init__, with the choice handed over.
ManitouState._make = staticmethod(
    maker(ManitouState, ("season", "phase", "turn", "plays", "spots", "piles", "hands", "_choice"))
)


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
