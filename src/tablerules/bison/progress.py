"""What is under way: an action a seat is carrying out, a season being scored."""

from __future__ import annotations

from typing import Final, Self

import attrs

from tablerules.bison.board import Region
from tablerules.bison.components import Kind
from tablerules.bison.scoring import RegionScore
from tablerules.core.frozen import copied, unasked

__all__ = ["Pending", "ScoringProgress"]


# Without slots: the next step's value is this one's fields copied at once (core.frozen.copied).
@attrs.frozen(cache_hash=True, slots=False)
class Pending:
    """The action a seat is carrying out: its kind and what it has done so far.

    ``hunters`` counts the hunters used, which sets the cost. ``place`` is
    where the tile was laid (the tile action); ``target`` the field hunters
    gather on; ``arrived`` the field each hunter that moved or was called in
    this action reached, once a hunter, so a field can repeat (a hunter moves
    once); ``touched`` the fields whose
    tipi or canoe changed (once each, BIS-9).
    """

    kind: Kind
    hunters: int = 0
    place: int = 0
    target: int = -1
    arrived: tuple[int, ...] = ()
    touched: tuple[int, ...] = ()

    def evolve(self, **changes: object) -> Self:
        """The same value with ``changes`` (as ``attrs.evolve``, quicker)."""
        return copied(self, _PENDING_UNASKED, changes)


_PENDING_UNASKED: Final = unasked(Pending(Kind.TILE))


@attrs.frozen(cache_hash=True, slots=False)
class ScoringProgress:
    """A season's scoring under way.

    ``regions`` are the board's regions in scoring order, ``scored`` the
    :class:`RegionScore` of each one scored so far, and ``queue`` the seats
    above 15 of an animal, in turn order from the first player: ``queue[0]``
    trades its surplus now.
    """

    regions: tuple[Region, ...]
    scored: tuple[RegionScore, ...] = ()
    queue: tuple[int, ...] = ()

    def evolve(self, **changes: object) -> Self:
        """The same value with ``changes`` (as ``attrs.evolve``, quicker)."""
        return copied(self, _PROGRESS_UNASKED, changes)


_PROGRESS_UNASKED: Final = unasked(ScoringProgress(()))
