"""What stays the same through a hunting season: a public value shared by every position."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import attrs

from tablerules.core.frozen import maker
from tablerules.manitou.components import TO_CHOOSE, TO_CHOOSE_PUBLISHED_DEALER
from tablerules.manitou.options import Options
from tablerules.manitou.scoring import SeasonResult, score_sheet

__all__ = ["Season", "SeasonLines"]

#: The lines of a table's picture that a season alone decides: the heading, the
#: bison decks, the last season scored (or nothing), and per seat the words
#: before and after its hand and pile sizes.
SeasonLines = tuple[str, str, str, tuple[tuple[str, str], ...]]


@attrs.frozen(cache_hash=True)
class Season:
    """The public facts of one hunting season.

    ``number`` counts from 1; ``dealer`` is the seat that deals it (MAN-3).
    ``decks`` holds the bison values still in the large and the small deck,
    sorted. ``pools`` holds, per seat, the cards the tribe owns this season:
    its 21 cards less those taken prisoner, sorted as
    :data:`~tablerules.manitou.components.CARDS`. ``results`` holds every
    season scored so far. All of it is public: everyone saw the cards the
    earlier seasons took.
    """

    options: Options
    players: int
    number: int
    dealer: int
    decks: tuple[tuple[int, ...], tuple[int, ...]]
    pools: tuple[tuple[str, ...], ...]
    results: tuple[SeasonResult, ...] = ()
    # The points of ``results``, worked out when first asked for: a season is made
    # anew at every bison card laid, and most are never asked.
    _scores: tuple[int, ...] | None = attrs.field(default=None, init=False, eq=False, repr=False)
    # The lines of the table's picture that the season alone decides, written by
    # picture.py when first asked: a front end draws the table at every step.
    _picture: SeasonLines | None = attrs.field(default=None, init=False, eq=False, repr=False)

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's points from the seasons scored so far; every position of the season shares them."""
        scores = self._scores
        if scores is None:
            scores = score_sheet(self.results, self.players).totals()
            object.__setattr__(self, "_scores", scores)
        return scores

    def __deepcopy__(self, memo: dict[int, object]) -> Season:
        # Immutable all the way down and shared by every position of a season:
        # a copy could only cost time (copying a state copies its season).
        return self

    @property
    def first(self) -> int:
        """The seat left of the dealer, who chooses, draws and plays first (MAN-3)."""
        return (self.dealer + 1) % self.players

    def quota(self, seat: int) -> int:
        """How many cards ``seat`` chooses this season (:func:`quota`)."""
        return quota(self.options, self.dealer, seat, self.pools[seat])

    def with_decks(self, decks: tuple[tuple[int, ...], tuple[int, ...]]) -> Season:
        """This season with ``decks`` left in the bison decks, once a bison card is laid (MAN-1)."""
        # The results are the same, and so are their points, if worked out already;
        # the picture's lines show the decks, so they are not handed on.
        options, players, number, dealer = self.options, self.players, self.number, self.dealer
        return _MAKE(options, players, number, dealer, decks, self.pools, self.results, self._scores)


def quota(options: Options, dealer: int, seat: int, tribe: Sequence[str]) -> int:
    """How many cards ``seat`` chooses: 8, or 7 for the dealer with ``dealer_chooses_seven``,
    never more than its ``tribe`` has (MAN-4)."""
    wanted = TO_CHOOSE_PUBLISHED_DEALER if options.dealer_chooses_seven and seat == dealer else TO_CHOOSE
    return min(wanted, len(tribe))


# A season is made anew at every bison card laid: through core.frozen's maker,
# at about half the cost of attrs' __init__.
_MAKE: Final = maker(
    Season, ("options", "players", "number", "dealer", "decks", "pools", "results", "_scores")
)
