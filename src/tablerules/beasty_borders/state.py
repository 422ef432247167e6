"""The value of a Beasty Borders position, and dispatch by its phase to the step that decides.

A turn is split into the rulebook's own steps, each its own decision: chance
rolls the D8 and the steps-marker walks; the roller places or passes; after a
pass the other player places or passes. 'Without Luck' replaces placing with
pointing at animals in the bidding row. Each step is a module of
:mod:`tablerules.beasty_borders.steps`: what may be done there, what doing it
changes, and why anything else is refused.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Final, Self

import attrs

from tablerules.beasty_borders.actions import BeastyBordersAction, Point
from tablerules.beasty_borders.board import Board, tile_places
from tablerules.beasty_borders.components import (
    EMPTY_MARKER,
    KINDS,
    MAIN_SUPPLY,
    MEADOW,
    SEAT_KINDS,
    TERRAIN_NAMES,
    TILE_COLS,
    TILE_ROWS,
)
from tablerules.beasty_borders.options import Options
from tablerules.beasty_borders.phase import Phase
from tablerules.beasty_borders.picture import picture, read_picture
from tablerules.beasty_borders.scoring import animals_placed, known_scores, score_sheet
from tablerules.beasty_borders.steps import laying, placing, pointing, rolling
from tablerules.core.chance import CHANCE, Chance, pick
from tablerules.core.errors import IllegalActionError
from tablerules.core.frozen import maker
from tablerules.core.game import Action, State, _keep
from tablerules.core.listing import NOTHING, Listing
from tablerules.core.outcome import Outcome, ScoreSheet
from tablerules.core.positions import deep_values_refused

__all__ = ["BeastyBordersState", "Supply"]

# Looking a member up on its enum class costs a metaclass call in Python 3.11;
# every step reads these module constants instead.
_LAYING_TILES: Final = Phase.LAYING_TILES
_ROLLING: Final = Phase.ROLLING
_ROLLER_DECIDES: Final = Phase.ROLLER_DECIDES
_OTHER_DECIDES: Final = Phase.OTHER_DECIDES
_OVER: Final = Phase.OVER

_FACES: Final = rolling.FACES
_WEIGHTS: Final = rolling.WEIGHTS

#: Each seat's animals left, per kind: ``((A, B, C), (X, Y, Z))``.
Supply = tuple[tuple[int, ...], tuple[int, ...]]


@attrs.frozen
class BeastyBordersState(State):
    """A position of Beasty Borders. Seat 0 plays the farm animals and starts (BB-5).

    ``spaces`` holds every space of the laid board in reading order: ``.`` an
    empty green space, ``~`` a lake, ``S`` the signpost's lake, ``#`` an
    empty-space-marker, a letter an animal; it is empty while tiles are laid.
    ``marker`` is the space of the steps-marker. ``supply`` holds each seat's
    animals left per kind (farm A B C, wild X Y Z). In 'Without Luck' the
    supply is the bidding ``row`` instead: one entry per value, holding the
    animals still lying there; ``pointed`` is the animal the roller pointed at.
    """

    title = "beasty-borders"

    options: Options
    layout: tuple[int, ...]
    spaces: str
    marker: int
    phase: Phase
    roller: int
    supply: Supply
    row: tuple[str, ...]
    pointed: Point | None = None
    #: The laid board, ``None`` while tiles are laid: derived from ``options`` and
    #: ``layout`` when not given, and handed on from state to state for speed.
    board: Board | None = attrs.field(
        default=attrs.Factory(lambda state: laying.laid_board(state.options, state.layout), takes_self=True),
        eq=False,
        repr=False,
    )

    # -- construction ---------------------------------------------------------

    @classmethod
    def start(cls, options: Options) -> BeastyBordersState:
        """The position before the tiles are laid, or on ``options.layout`` when it is fixed."""
        supply: Supply
        if options.without_luck:
            # The bidding row is the whole supply; the counts stay unused.
            supply = ((0, 0, 0), (0, 0, 0))
            row = options.bidding_row
        else:
            farm, wild = (tuple(MAIN_SUPPLY[kind] for kind in kinds) for kinds in SEAT_KINDS)
            supply = (farm, wild)
            row = ()
        state = cls(options, (), "", -1, _LAYING_TILES, 0, supply, row)
        return state if options.layout is None else laying.laid(state, options.layout)

    @classmethod
    @deep_values_refused
    def from_picture(
        cls,
        picture: str,
        *,
        without_luck: bool | None = None,
        walk: str | None = None,
        marker: str | None = None,
        roller: int | None = None,
        to_move: int | None = None,
        pointed: Point | str | None = None,
        row: Sequence[str] | None = None,
        bidding_row: Sequence[str] | None = None,
    ) -> BeastyBordersState:
        """A position drawn by hand, or the text ``str(state)`` prints, for tests and examples.

        ``picture`` has one line per row of spaces (six rows of nine, or four
        in 'Without Luck'); the column letters, the row numbers and the
        spacing may be left out. ``.`` is an empty green space, ``~`` a lake,
        ``S`` the signpost's lake (exactly one), ``#`` an empty-space-marker,
        a letter an animal, and brackets (``[.]``) mark the steps-marker's
        space. The lines below the board that ``str(state)`` writes are read
        too, so ``from_picture(str(state)) == state`` for every position of
        a game. Each may be left out, or given as a keyword (given both ways,
        they must agree):

        - ``tiles laid: 3 1 2 ...`` (``(fixed layout)`` when the options fix
          it) names the tiles, which must look as drawn. Without it, the
          drawing is cut into tiles of 3 x 2 laid in order, so any
          arrangement of lakes can be drawn. ``laying tiles: 3 1`` is a
          position while tiles are laid.
        - ``tile set: ...``, ``printed bidding row: ...`` (or
          ``bidding_row``) and ``walk: snake`` (or ``walk``) are options that
          differ from the printed game.
        - ``seat 0 (farm): Ax8 ...`` must agree with what the drawing leaves.
        - ``bidding row: 1:A 2:- ...`` (or ``row``, one entry a value) says
          which animals of the bidding row are still there in 'Without
          Luck'. Without it, each kind must be drawn not at all or every one
          of its animals; which values were used is never guessed.
        - ``next: ...`` says who rolls (``roller``), who decides now
          (``to_move``), on which space (``marker``, a name like ``"d1"``)
          and what the roller pointed at (``pointed``, like ``"A13"``).

        By default the steps-marker stands on the signpost and seat 0 rolls
        next (or the game is over when no green space is empty).
        ``without_luck`` is by default what the drawing shows: four rows, or
        a bidding row.
        """
        # The reader builds positions of this class: it imports this module, so not the other way round.
        from tablerules.beasty_borders.position import from_drawing

        return from_drawing(
            read_picture(picture),
            without_luck=without_luck,
            walk=walk,
            marker=marker,
            roller=roller,
            to_move=to_move,
            pointed=pointed,
            row=row,
            bidding_row=bidding_row,
        )

    # -- the protocol ---------------------------------------------------------

    @property
    def players(self) -> int:
        return 2

    @property
    def to_move(self) -> int | Chance | None:
        phase = self.phase
        if phase is _ROLLER_DECIDES:
            return self.roller
        if phase is _OTHER_DECIDES:
            return 1 - self.roller
        if phase is _OVER:
            return None
        return CHANCE

    @property
    def is_over(self) -> bool:
        # The loop the README teaches asks this at every step: one property, not two.
        return self.phase is _OVER

    @property
    def chance_seat(self) -> int | None:
        """While the die is rolled, the roller; ``None`` while tiles are laid and at decisions."""
        return self.roller if self.phase is _ROLLING else None

    @classmethod
    def action_type(cls) -> type[Action]:
        return BeastyBordersAction

    # -- dispatch to the step that decides now ----------------------------------

    def _legal_listing(self) -> Listing:
        phase = self.phase
        if phase is _ROLLING:
            return rolling.LISTING
        if phase is _ROLLER_DECIDES or phase is _OTHER_DECIDES:
            seat = self.roller if phase is _ROLLER_DECIDES else 1 - self.roller
            if self.options.without_luck:
                pointed = self.pointed
                return pointing.listing(seat, self.row, 0 if pointed is None else pointed.value)
            return placing.listing(seat, self.supply[seat])
        if phase is _LAYING_TILES:
            return laying.laying(self)
        return NOTHING

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        if self.phase is _ROLLING:
            # The die is its own outcomes: kept here as the listing, apply() finds the
            # roll drawn from it by its identity, without asking for the listing again.
            _keep(self, rolling.LISTING)
            return rolling.LISTING
        if self.phase is _LAYING_TILES:
            # Through the kept listing, which apply() then finds the tile in.
            tiles: laying.Laying = self._listing()  # type: ignore[assignment]
            return tiles.outcomes
        return ()

    def sample_chance(self, rng: random.Random) -> Action:
        """The roll of the D8, or the next tile, from weights summed once: the same
        outcome, with the same ``rng.random()`` call, as ``sample_outcome`` draws."""
        if self.phase is _ROLLING:
            return _FACES[pick(_WEIGHTS, rng)]
        if self.phase is _LAYING_TILES:
            return laying.laying(self).sample(rng)
        return super().sample_chance(rng)

    def _apply_legal(self, action: Action) -> Self:
        phase = self.phase
        if phase is _ROLLING:
            return rolling.rolled(self, action)  # type: ignore[arg-type,return-value]
        if phase is _LAYING_TILES:
            return laying.laid(self, (*self.layout, action.tile))  # type: ignore[attr-defined,return-value]
        if self.options.without_luck:
            return pointing.pointed(self, action)  # type: ignore[arg-type,return-value]
        return placing.placed(self, action)  # type: ignore[arg-type,return-value]

    def _refusal(self, action: Action) -> IllegalActionError:
        phase = self.phase
        if phase is _LAYING_TILES:
            return laying.refusal(self, action)
        if phase is _ROLLING:
            return rolling.refusal(self, action)
        if self.options.without_luck:
            return pointing.refusal(self, action)
        return placing.refusal(self, action)

    def row_kinds(self) -> frozenset[str]:
        """The kinds of animal the printed bidding row holds."""
        return frozenset("".join(self.options.bidding_row))

    # -- building the next state ---------------------------------------------

    def _made(
        self,
        options: Options,
        layout: tuple[int, ...],
        spaces: str,
        marker: int,
        phase: Phase,
        roller: int,
        supply: Supply,
        row: tuple[str, ...],
        pointed: Point | None,
        board: Board | None,
    ) -> Self:
        """A position of this class from every field, in order: through the maker
        for this class, through its own ``__init__`` for a subclass."""
        make = _MAKE if type(self) is BeastyBordersState else type(self)
        return make(options, layout, spaces, marker, phase, roller, supply, row, pointed, board)  # type: ignore[return-value]

    def _next(self, phase: Phase, marker: int, pointed: Point | None = None) -> Self:
        make = _MAKE if type(self) is BeastyBordersState else type(self)
        return make(  # type: ignore[return-value]
            self.options,
            self.layout,
            self.spaces,
            marker,
            phase,
            self.roller,
            self.supply,
            self.row,
            pointed,
            self.board,
        )

    def _filled(
        self,
        content: str,
        next_roller: int,
        supply: Supply,
        row: tuple[str, ...],
    ) -> Self:
        """The marker's space filled with ``content``; then the next roll, or the end."""
        marker = self.marker
        spaces = self.spaces
        spaces = spaces[:marker] + content + spaces[marker + 1 :]
        # "Once all (42) green spaces are filled ... the game ends."
        if MEADOW in spaces:
            phase = _ROLLING
        else:
            # No one rolls after the end: the roller of a finished game is always seat 0,
            # so that two equal end positions are equal states, whoever filled the last space.
            phase, next_roller = _OVER, 0
        make = _MAKE if type(self) is BeastyBordersState else type(self)
        return make(  # type: ignore[return-value]
            self.options, self.layout, spaces, marker, phase, next_roller, supply, row, None, self.board
        )

    # -- scoring, views, pictures --------------------------------------------

    def score_sheet(self) -> ScoreSheet:
        if self.board is None:
            return ScoreSheet(2, ())
        return score_sheet(self.spaces, self.board.grid)

    def scores(self) -> tuple[int, ...]:
        board = self.board
        if board is None:
            return (0, 0)
        # Once a space is filled the steps-marker stays on it until the next roll:
        # the points before it was filled may be known.
        return known_scores(self.spaces, board.grid.cols, self.marker)

    def outcome(self) -> Outcome | None:
        """ "The player with the most victory points wins. In case of a tie, the
        player who placed the most animals wins": the animals on the board.
        Still tied: a draw, in both variants (BB-10)."""
        if self.phase is not _OVER:
            return None
        return Outcome.rank(
            self.scores(),
            [("beasty-borders.tiebreak.animals-placed", "most animals placed", animals_placed(self.spaces))],
        )

    def view(self, seat: int | None) -> BeastyBordersState:
        """Beasty Borders hides nothing, so every seat sees the whole state."""
        self.check_seat(seat)
        return self

    @property
    def marker_space(self) -> str | None:
        """The steps-marker's space as the text picture names it (``"d1"``); ``None`` before it is laid."""
        return None if self.board is None else self.board.grid.name(self.marker)

    # -- what is on a space, by its name ---------------------------------------

    def space_names(self) -> tuple[str, ...]:
        """Every space's name in reading order (``"a1"``, ``"b1"``, ...); empty while tiles are laid."""
        if self.board is None:
            return ()
        grid = self.board.grid
        return tuple(grid.name(cell) for cell in range(grid.size))

    def terrain(self, space: str) -> str:
        """What ``space`` is: ``"green"`` (a green space), ``"lake"``, or ``"signpost"``
        (the lake the signpost stands on).

        Raises ``ValueError`` unless ``space`` names a space of the laid board."""
        board = self._asked_board()
        return TERRAIN_NAMES[board.terrain[self._cell(space)]]

    def animal_on(self, space: str) -> str | None:
        """The animal on ``space`` (``"A"`` to ``"C"`` farm, ``"X"`` to ``"Z"`` wild), or ``None``.

        Raises ``ValueError`` unless ``space`` names a space of the laid board."""
        symbol = self.spaces[self._cell(space)]
        return symbol if symbol in KINDS else None

    def marked_empty(self, space: str) -> bool:
        """Whether an empty-space-marker lies on ``space``: it stays empty forever.

        Raises ``ValueError`` unless ``space`` names a space of the laid board."""
        return self.spaces[self._cell(space)] == EMPTY_MARKER

    def tile_at(self, space: str) -> int:
        """The number (1 to 9) of the tile that ``space`` lies on.

        Raises ``ValueError`` unless ``space`` names a space of the laid board."""
        row, col = self._asked_board().grid.coords(self._cell(space))
        across, _ = tile_places(self.options.without_luck)
        return self.layout[row // TILE_ROWS * across + col // TILE_COLS]

    def neighbours(self, space: str) -> tuple[str, ...]:
        """The spaces next to ``space`` across an edge (not a corner), as groups count them.

        Raises ``ValueError`` unless ``space`` names a space of the laid board."""
        grid = self._asked_board().grid
        return tuple(grid.name(cell) for cell in grid.neighbours[self._cell(space)])

    def _asked_board(self) -> Board:
        if self.board is None:
            raise ValueError("the tiles are not laid yet, so the board has no spaces")
        return self.board

    def _cell(self, space: str) -> int:
        grid = self._asked_board().grid
        if isinstance(space, str):
            # str's own strip: a str subclass cannot answer for itself.
            with contextlib.suppress(ValueError):
                return grid.parse_name(str.strip(space))
        raise ValueError(f"no space {space!r} on this board; the spaces are a1 to {grid.name(grid.size - 1)}")

    def animals_left(self, seat: int) -> dict[str, int]:
        """How many animals of each kind ``seat`` can still place."""
        kinds = SEAT_KINDS[seat]
        if self.options.without_luck:
            joined = "".join(self.row)
            return {kind: joined.count(kind) for kind in kinds if kind in self.row_kinds()}
        return dict(zip(kinds, self.supply[seat], strict=True))

    def __str__(self) -> str:
        return picture(self)


# A state is made at every step: _next and _filled make it through core.frozen's
# maker, at about half the cost of attrs' __init__; a subclass, which may add
# fields, through its own __init__.
_MAKE: Final = maker(BeastyBordersState, tuple(field.name for field in attrs.fields(BeastyBordersState)))
