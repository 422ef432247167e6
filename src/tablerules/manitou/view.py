"""What one seat may know of a Manitou position: a value a server can send as it is."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Self

import attrs

from tablerules.core.chance import CHANCE, Chance
from tablerules.core.outcome import ScoreSheet
from tablerules.manitou.components import cards_without, sort_cards
from tablerules.manitou.phase import Phase
from tablerules.manitou.picture import picture
from tablerules.manitou.scoring import SeasonResult, score_sheet
from tablerules.manitou.season import Season
from tablerules.manitou.spot import Spot, spot_numbered

if TYPE_CHECKING:
    from tablerules.manitou.state import ManitouState

__all__ = ["ManitouView"]


# Not slotted: attrs fills a dict class's fields with plain dict stores, where a
# frozen slotted class pays a call of object.__setattr__ per field, and a view
# is made at every decision (the random agent asks for one and drops it).
@attrs.frozen(slots=False)
class ManitouView:
    """A Manitou position as ``seat`` sees it (``seat`` is ``None`` for a spectator).

    Everything public is here: the ``season`` (its number and dealer, the
    bison cards left in the decks, each tribe's cards, the scored seasons),
    every card at the spots (face-down warriors too: everyone saw them), and
    how many cards each seat holds and has left in its pile. Of the
    hidden parts only the seat's own ``hand`` and ``pile`` are here, the pile
    as a sorted multiset: its order is hidden from its owner too (MAN-5).
    """

    seat: int | None
    season: Season
    phase: Phase
    turn: int
    spots: tuple[Spot, ...]
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]
    hand: tuple[str, ...]
    pile: tuple[str, ...]

    @property
    def players(self) -> int:
        """The number of seats."""
        return self.season.players

    @property
    def pools(self) -> tuple[tuple[str, ...], ...]:
        """Each tribe's cards this season."""
        return self.season.pools

    @property
    def results(self) -> tuple[SeasonResult, ...]:
        """Every season scored so far."""
        return self.season.results

    @property
    def to_move(self) -> int | Chance | None:
        """The seat that decides now, ``CHANCE``, or ``None`` once the game is over."""
        if self.phase is Phase.PLAYING or self.phase is Phase.CHOOSING:
            return self.turn
        return None if self.phase is Phase.OVER else CHANCE

    def spot(self, number: int) -> Spot:
        """The bison spot the notation calls ``number`` (1 to 3): its bison cards,
        the cards played there in order, and which warriors are face up.

        Raises ``ValueError`` for any other number."""
        return spot_numbered(self.spots, number)

    def played(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` has played at the spots this season."""
        return sort_cards([card for spot in self.spots for owner, card in spot.cards if owner == seat])

    @property
    def reserve(self) -> tuple[str, ...]:
        """The seat's own cards neither chosen nor played this season (empty for a spectator)."""
        seat = self.seat
        if seat is None:
            return ()
        played = [card for spot in self.spots for owner, card in spot.cards if owner == seat]
        return cards_without(self.pools[seat], (*self.hand, *self.pile, *played))

    def __copy__(self) -> Self:
        # An immutable value is its own copy (OpenSpiel deep-copies at every clone).
        return self

    def __deepcopy__(self, memo: object) -> Self:
        return self

    def sample_state(self, rng: random.Random) -> ManitouState:
        """A whole position this seat cannot tell from the real one, for an agent to search.

        The seat's own hand and pile are as the view shows them. Every other
        seat's hand and pile are drawn anew, in the numbers the view shows,
        from the cards it may still hold (its season's cards less those it
        played), every way of dealing them alike likely; the rest is its
        reserve. A spectator's view has every hand and pile drawn so.
        """
        from tablerules.manitou.state import ManitouState  # the state makes views

        hands: list[tuple[str, ...]] = []
        piles: list[tuple[str, ...]] = []
        for seat in range(self.players):
            held, kept = self.hand_sizes[seat], self.pile_sizes[seat]
            if seat == self.seat or not (held or kept):
                hands.append(self.hand if seat == self.seat else ())
                piles.append(self.pile if seat == self.seat else ())
                continue
            unseen = list(cards_without(self.pools[seat], self.played(seat)))
            rng.shuffle(unseen)
            hands.append(sort_cards(unseen[:held]))
            piles.append(sort_cards(unseen[held : held + kept]))
        plays = sum(len(spot.cards) for spot in self.spots)  # the cards played this season
        return ManitouState(self.season, self.phase, self.turn, plays, self.spots, tuple(piles), tuple(hands))

    def score_sheet(self) -> ScoreSheet:
        """The scoring so far; it is public."""
        return score_sheet(self.results, self.players)

    def scores(self) -> tuple[int, ...]:
        """Every seat's points so far."""
        return self.season.scores

    def __str__(self) -> str:
        """The table as this seat sees it."""
        return picture(self)
