"""What one seat may know of a Bison position: a value a server can send as it is."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Self

import attrs

from tablerules.bison.board import Board, Laid
from tablerules.bison.options import Options
from tablerules.bison.phase import Phase
from tablerules.bison.progress import Pending, ScoringProgress
from tablerules.bison.scoring import SeasonScore
from tablerules.bison.supply import Supply
from tablerules.bison.table import Turns

if TYPE_CHECKING:
    from tablerules.bison.state import BisonState

__all__ = ["BisonView"]


@attrs.frozen
class BisonView(Turns):
    """A Bison position as ``seat`` sees it (``seat`` is ``None`` for a spectator).

    Everything on the table is here: the landscape, the pieces, every
    player's tracks, reserve, market and action markers, the action under
    way, the scoring. Of the tiles in hand only the seat's own ``hand`` is
    here; ``holding`` says which seats hold a tile not laid yet. The pile and
    the tiles put back unseen are in no view (BIS-5).
    """

    seat: int | None
    options: Options
    seats: int
    season: int
    first: int
    phase: Phase
    turn: int
    laid: tuple[Laid, ...]
    owner: tuple[int, ...]
    hunters: tuple[int, ...]
    pieces: tuple[int, ...]
    supplies: tuple[Supply, ...]
    pending: Pending | None
    scoring: ScoringProgress | None
    results: tuple[SeasonScore, ...]
    hand: int | None
    holding: tuple[bool, ...]

    @classmethod
    def of(cls, state: BisonState, seat: int | None) -> BisonView:
        """The view of ``state`` for ``seat``."""
        return cls(
            seat,
            state.options,
            state.seats,
            state.season,
            state.first,
            state.phase,
            state.turn,
            state.laid,
            state.owner,
            state.hunters,
            state.pieces,
            state.supplies,
            state.pending,
            state.scoring,
            state.results,
            None if seat is None else state.hands[seat],
            tuple(hand is not None for hand in state.hands),
        )

    @property
    def board(self) -> Board:
        """The landscape."""
        return Board.build(self.options.tile_set(), self.laid)

    def hand_of(self, seat: int) -> int | str | None:
        """The tile ``seat`` holds: its number if this view may see it, ``"?"`` if not, ``None`` for none."""
        if not self.holding[seat]:
            return None
        return self.hand if seat == self.seat else "?"

    def __copy__(self) -> Self:
        # An immutable value is its own copy (OpenSpiel deep-copies at every clone).
        return self

    def __deepcopy__(self, memo: object) -> Self:
        return self

    def sample_state(self, rng: random.Random) -> BisonState:
        """A whole position this seat cannot tell from the real one, for an agent to search.

        The seat's own tile is as the view shows it. Each other seat that
        holds a tile gets one drawn anew from the tiles this seat has not
        seen (never laid, not its own), every way of dealing them alike
        likely; the rest is the pile, with the tiles put back unseen (BIS-5).
        A spectator's view has every held tile drawn so.
        """
        from tablerules.bison.state import BisonState  # the state makes views

        own = self.hand
        laid = {tile for _, tile, _ in self.laid}
        # Tiles 0 to 2 start the landscape; the rest were in the pile (BIS-5).
        unseen = [tile for tile in range(3, len(self.options.tile_set())) if tile not in laid and tile != own]
        rng.shuffle(unseen)
        hands = tuple(
            (own if seat == self.seat else unseen.pop()) if holds else None
            for seat, holds in enumerate(self.holding)
        )
        return BisonState(
            self.options,
            self.seats,
            self.season,
            self.first,
            self.phase,
            self.turn,
            self.laid,
            tuple(sorted(unseen)),
            hands,
            self.owner,
            self.hunters,
            self.pieces,
            self.supplies,
            self.pending,
            self.scoring,
            self.results,
        )

    def scores(self) -> tuple[int, ...]:
        """Every seat's animals on its tracks."""
        return tuple(supply.total for supply in self.supplies)

    def __str__(self) -> str:
        """The table as this seat sees it."""
        from tablerules.bison.picture import picture

        return picture(self)
