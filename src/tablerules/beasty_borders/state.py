"""The rules of Beasty Borders: one immutable state, and how each action changes it.

A turn is split into the rulebook's own steps, each its own decision: chance
rolls the D8 and the steps-marker walks; the roller places or passes; after a
pass the other player places or passes. 'Without Luck' replaces placing with
pointing at animals in the bidding row.
"""

from __future__ import annotations

import contextlib
import functools
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Final, Self, TypeVar, cast

import attrs

from tablerules.beasty_borders.actions import (
    PASS,
    BeastyBordersAction,
    LayTile,
    Pass,
    Place,
    Point,
    Roll,
)
from tablerules.beasty_borders.board import Board, signpost_tile, tile_places
from tablerules.beasty_borders.components import (
    BIDDING_ROW,
    DIE_SIDES,
    EMPTY_MARKER,
    KINDS,
    MAIN_SUPPLY,
    MEADOW,
    SEAT_KINDS,
    TERRAIN_NAMES,
    TILE_COLS,
    TILE_ROWS,
    TILES,
)
from tablerules.beasty_borders.options import Options, check_options
from tablerules.beasty_borders.phase import Phase
from tablerules.beasty_borders.picture import Drawing, implied_tiles, picture, read_picture
from tablerules.beasty_borders.refusals import refusal
from tablerules.beasty_borders.scoring import animals_placed, known_scores, score_sheet
from tablerules.core.chance import CHANCE, Chance, cumulative_weights, pick, prepared, uniform
from tablerules.core.errors import IllegalActionError
from tablerules.core.frozen import maker
from tablerules.core.game import Action, State, legal_value
from tablerules.core.outcome import Outcome, ScoreSheet
from tablerules.core.positions import deep_values_refused, items
from tablerules.core.words import shown

__all__ = ["BeastyBordersState", "Supply"]

#: Each legal action by itself: a lookup finds the state's own value for an equal one.
Legal = dict[BeastyBordersAction, BeastyBordersAction]

# Looking a member up on its enum class costs a metaclass call in Python 3.11;
# every step reads these module constants instead.
_LAYING_TILES: Final = Phase.LAYING_TILES
_ROLLING: Final = Phase.ROLLING
_ROLLER_DECIDES: Final = Phase.ROLLER_DECIDES
_OTHER_DECIDES: Final = Phase.OTHER_DECIDES
_OVER: Final = Phase.OVER

_ROLLS: Final = prepared(uniform(tuple(Roll(pips) for pips in range(1, DIE_SIDES + 1))))
_ROLL_ACTIONS: Final = tuple(roll for roll, _ in _ROLLS)
_ROLL_LEGAL: Final[Legal] = {roll: roll for roll in _ROLL_ACTIONS}
_ROLL_WEIGHTS: Final = cumulative_weights(_ROLLS)
_PLACE: Final = {kind: Place(kind) for kind in KINDS}

# Every cache below is bounded: a position made by hand (the attrs constructor
# takes any supply, any row) or options of one's own making must not grow one
# without end. Each bound is well above what the printed game ever asks for,
# so play never misses: a seat's counts take 9 * 8 * 6 values.


@functools.lru_cache(maxsize=1024)
def _place_choices(seat: int, counts: tuple[int, ...]) -> tuple[BeastyBordersAction, ...]:
    """Placing each kind the seat still has, or passing: only passing for a seat
    with no animals left, which still takes its turns (BB-6)."""
    kinds = SEAT_KINDS[seat]
    return (*(_PLACE[kind] for kind, left in zip(kinds, counts, strict=True) if left), PASS)


@functools.lru_cache(maxsize=1024)
def _place_legal(seat: int, counts: tuple[int, ...]) -> Legal:
    return {action: action for action in _place_choices(seat, counts)}


@functools.lru_cache(maxsize=1024)
def _point(kind: str, value: int) -> Point:
    return Point(kind, value)


# The agent asks for the legal actions and apply() checks against them again:
# the second call finds the first one's answer here.
@functools.lru_cache(maxsize=1024)
def _point_choices(seat: int, row: tuple[str, ...], floor: int) -> tuple[BeastyBordersAction, ...]:
    kinds = SEAT_KINDS[seat]
    return (
        *(
            _point(kind, value)
            for value, present in enumerate(row, start=1)
            if value > floor
            for kind in present
            if kind in kinds
        ),
        PASS,
    )


@functools.lru_cache(maxsize=1024)
def _choice_legal(choices: tuple[BeastyBordersAction, ...]) -> Legal:
    return {action: action for action in choices}


@attrs.frozen
class _Laying:
    """The chance outcomes for the next tile, as pairs, as actions and each by itself."""

    outcomes: tuple[tuple[LayTile, Fraction], ...]
    actions: tuple[LayTile, ...]
    legal: Legal


# 2 ** 9 sets of tiles laid at most, times the places left and the signpost's tile.
@functools.lru_cache(maxsize=4096)
def _laying(laid: frozenset[int], places: int, signpost: int | None) -> _Laying:
    """The tiles that may come next, with their chances, when ``places`` places are left.

    With ``signpost`` set ('Without Luck', signpost tile not yet down), that
    tile must be among the six: it comes now with chance 1/places, which makes
    every layout holding it equally likely (BB-7).
    """
    tiles = sorted(frozenset(range(1, 10)) - laid)
    if signpost is None:
        outcomes = uniform(tuple(LayTile(tile) for tile in tiles))
    elif places == 1:
        outcomes = ((LayTile(signpost), Fraction(1)),)
    else:
        share = (1 - Fraction(1, places)) / (len(tiles) - 1)
        outcomes = tuple(
            (LayTile(tile), Fraction(1, places) if tile == signpost else share) for tile in tiles
        )
    actions = tuple(tile for tile, _ in outcomes)
    return _Laying(outcomes, actions, {action: action for action in actions})


_T = TypeVar("_T")

#: Each seat's animals left, per kind: ``((A, B, C), (X, Y, Z))``.
Supply = tuple[tuple[int, ...], tuple[int, ...]]

# Where each kind's count sits in a Supply.
_SLOT: Final = {kind: (seat, kinds.index(kind)) for seat, kinds in enumerate(SEAT_KINDS) for kind in kinds}


def _take(supply: Supply, kind: str) -> Supply:
    """The supply after one animal of ``kind`` left it."""
    seat, index = _SLOT[kind]
    counts = supply[seat]
    counts = (*counts[:index], counts[index] - 1, *counts[index + 1 :])
    return (counts, supply[1]) if seat == 0 else (supply[0], counts)


def _take_from_row(row: tuple[str, ...], kind: str, value: int) -> tuple[str, ...]:
    """The bidding row after the ``kind`` of ``value`` left it."""
    return (*row[: value - 1], row[value - 1].replace(kind, "", 1), *row[value:])


def _laid_board(options: Options, layout: tuple[int, ...]) -> Board | None:
    across, down = tile_places(options.without_luck)
    if len(layout) < across * down:
        return None
    return Board.build(options.tiles, layout, options.without_luck, options.walk)


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
        default=attrs.Factory(lambda state: _laid_board(state.options, state.layout), takes_self=True),
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
        return state if options.layout is None else state._laid(options.layout)

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
        return _from_drawing(
            cls,
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
    def chance_seat(self) -> int | None:
        """While the die is rolled, the roller; ``None`` while tiles are laid and at decisions."""
        return self.roller if self.phase is _ROLLING else None

    @classmethod
    def action_type(cls) -> type[Action]:
        return BeastyBordersAction

    def legal_actions(self) -> Sequence[BeastyBordersAction]:
        phase = self.phase
        if phase is _ROLLING:
            return _ROLL_ACTIONS
        if phase is _ROLLER_DECIDES or phase is _OTHER_DECIDES:
            seat = self.roller if phase is _ROLLER_DECIDES else 1 - self.roller
            if self.options.without_luck:
                return self._point_choices(seat)
            return _place_choices(seat, self.supply[seat])
        if phase is _LAYING_TILES:
            return self._laying().actions
        return ()

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        if self.phase is _ROLLING:
            return _ROLLS
        if self.phase is _LAYING_TILES:
            return self._laying().outcomes
        return ()

    def sample_chance(self, rng: random.Random) -> Action:
        """The roll of the D8 without building its outcome list: the same face,
        with the same ``rng.random()`` call, as ``sample_outcome`` rolls."""
        if self.phase is _ROLLING:
            return _ROLL_ACTIONS[pick(_ROLL_WEIGHTS, rng)]
        return super().sample_chance(rng)

    def _laying(self) -> _Laying:
        across, down = tile_places(self.options.without_luck)
        signpost = signpost_tile(self.options.tiles)
        must_come = signpost if self.options.without_luck and signpost not in self.layout else None
        return _laying(frozenset(self.layout), across * down - len(self.layout), must_come)

    def apply(self, action: object) -> Self:
        canonical = self._canonical(action)
        if canonical is not None:
            return self._apply_legal(canonical)
        raise self.refusal(action)

    def is_legal(self, action: object) -> bool:
        return self._canonical(action) is not None

    def _canonical(self, action: object) -> BeastyBordersAction | None:
        """The legal action equal to ``action``, of its very type, or ``None``.

        The rules apply this value, never the caller's: an equal object with
        odd fields (``Point("X", True)`` forced past the validators) leaves no
        trace in the next state, and an object equal to everything is no action.
        """
        # A dict lookup finds the action by its hash and then by identity, as
        # the actions handed out by legal_actions() are the very same values;
        # a tuple would compare it with every action before it.
        phase = self.phase
        legal: Legal
        if phase is _ROLLING:
            legal = _ROLL_LEGAL
        elif phase is _ROLLER_DECIDES and not self.options.without_luck:
            legal = _place_legal(self.roller, self.supply[self.roller])
        elif phase is _LAYING_TILES:
            legal = self._laying().legal
        else:
            legal = _choice_legal(tuple(self.legal_actions()))
        return legal_value(legal, action)

    def _apply_legal(self, action: Action) -> Self:
        phase = self.phase
        if phase is _ROLLING:
            # "The die determines the number of steps to move the steps-marker."
            # The board is laid once the die rolls; typing.cast would cost a call at every roll.
            marker = self.board.walk(self.spaces, self.marker, action.pips)  # type: ignore[union-attr,attr-defined]
            return self._next(_ROLLER_DECIDES, marker)
        if phase is _LAYING_TILES:
            return self._laid((*self.layout, cast(LayTile, action).tile))
        if self.options.without_luck:
            return self._bid(action)
        return self._place_or_pass(action)

    # -- the main game --------------------------------------------------------

    def _place_or_pass(self, action: Action) -> Self:
        """ "Place one of your animals at the space with the steps-marker, or pass." """
        roller = self.roller
        if self.phase is _ROLLER_DECIDES:
            if type(action) is Pass:
                # "If you pass, then the other player can choose to place one of
                # their animals there, or pass too."
                return self._next(_OTHER_DECIDES, self.marker)
            # "If you placed an animal, the next turn is the other player's turn."
            next_roller = 1 - roller
        elif type(action) is Pass:
            # "When both players passed, place an empty-space-marker at that space."
            # The markers never run out (BB-11).
            # "If you passed in your own turn, the next turn is your turn again!!"
            return self._filled(EMPTY_MARKER, roller, self.supply, self.row)
        else:
            next_roller = roller
        kind: str = action.kind  # type: ignore[attr-defined]
        return self._filled(kind, next_roller, _take(self.supply, kind), self.row)

    # -- 'Without Luck' -------------------------------------------------------

    def row_kinds(self) -> frozenset[str]:
        """The kinds of animal the printed bidding row holds."""
        return frozenset("".join(self.options.bidding_row))

    def _point_choices(self, seat: int) -> tuple[BeastyBordersAction, ...]:
        """Pointing at an own animal in the row, higher than one pointed at already, or passing."""
        return _point_choices(seat, self.row, self.pointed.value if self.pointed is not None else 0)

    def _bid(self, action: Action) -> Self:
        """ "Now the chosen animal with the highest value gets placed at the steps-marker."

        "If both players pass, then an empty-space-marker gets placed." The
        rollers strictly alternate, whatever was passed (BB-12).
        """
        if self.phase is _ROLLER_DECIDES:
            return self._next(
                _OTHER_DECIDES, self.marker, None if type(action) is Pass else cast(Point, action)
            )
        chosen: Point | None = self.pointed if type(action) is Pass else action  # type: ignore[assignment]
        next_roller = 1 - self.roller
        if chosen is None:
            return self._filled(EMPTY_MARKER, next_roller, self.supply, self.row)
        row = _take_from_row(self.row, chosen.kind, chosen.value)
        return self._filled(chosen.kind, next_roller, self.supply, row)

    # -- building the next state ---------------------------------------------

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

    def _laid(self, layout: tuple[int, ...]) -> Self:
        cls = type(self)
        board = _laid_board(self.options, layout)
        if board is None:
            return cls(self.options, layout, "", -1, _LAYING_TILES, 0, self.supply, self.row)
        # Tiles of one's own making may leave no green space at all: nothing to play.
        phase = _ROLLING if MEADOW in board.terrain else _OVER
        # "Place the steps-marker at the signpost space."
        return cls(
            self.options,
            layout,
            board.terrain,
            board.signpost,
            phase,
            0,
            self.supply,
            self.row,
            None,
            board,
        )

    # -- refusals -------------------------------------------------------------

    def _refusal(self, action: Action) -> IllegalActionError:
        return refusal(self, cast(BeastyBordersAction, action))

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


# -- reading a position back -----------------------------------------------------


def _agree(name: str, given: _T | None, drawn: _T | None) -> _T | None:
    """The value given as a keyword or by the picture; both must agree."""
    if given is None:
        return drawn
    if drawn is not None and given != drawn:
        raise ValueError(f"the picture says {name} {drawn!r}, but {name}={given!r} was given")
    return given


def _from_drawing(
    cls: type[BeastyBordersState],
    drawing: Drawing,
    *,
    without_luck: bool | None,
    walk: str | None,
    marker: str | None,
    roller: int | None,
    to_move: int | None,
    pointed: Point | str | None,
    row: Sequence[str] | None,
    bidding_row: Sequence[str] | None,
) -> BeastyBordersState:
    """The position a drawing shows, checked (see ``BeastyBordersState.from_picture``)."""
    rows = drawing.rows
    if rows:
        if drawing.laying is not None:
            raise ValueError("a picture shows the board or 'laying tiles: ...', not both")
        drawn_luck = len(rows) == 2 * tile_places(True)[1]
    else:
        if drawing.laying is None:
            raise ValueError("draw the board, one row of spaces a line")
        drawn_luck = drawing.row is not None
    if without_luck is not None and not isinstance(without_luck, bool):
        raise ValueError(f"without_luck is true or false, not {without_luck!r}")
    without_luck = _agree("without_luck", without_luck, drawn_luck if rows else None)
    if without_luck is None:
        without_luck = drawn_luck
    printed_row = _agree(
        "bidding_row", None if bidding_row is None else _row("bidding_row", bidding_row), drawing.printed_row
    )
    walk = _agree("walk", walk, drawing.walk) or "rows"
    across, down = tile_places(without_luck)
    implied: tuple[int, ...] = ()
    if drawing.laid is not None or drawing.laying is not None:
        tiles = drawing.tiles or TILES
        layout = drawing.laid if drawing.laid is not None else drawing.laying
        options = Options(
            without_luck=without_luck,
            tiles=tiles,
            layout=layout if drawing.fixed else None,
            bidding_row=printed_row or BIDDING_ROW,
            walk=walk,
        )
    else:
        if drawing.tiles is not None:
            raise ValueError("a 'tile set' needs the 'tiles laid' line that says where they lie")
        if len(rows) != down * 2 or any(len(line) != across * 3 for line in rows):
            raise ValueError(f"draw {down * 2} rows of {across * 3} spaces, one row a line")
        terrain = "".join("".join(MEADOW if s not in "~S" else s for s in line) for line in rows)
        tiles, fixed_layout, implied = implied_tiles(terrain, without_luck)
        options = Options(
            without_luck=without_luck,
            tiles=tiles,
            layout=fixed_layout,
            bidding_row=printed_row or BIDDING_ROW,
            walk=walk,
        )
    check_options(options)
    start = cls.start(attrs.evolve(options, layout=None))
    if drawing.laying is not None:
        return _laying_position(start, drawing, roller, to_move, marker, pointed, row)
    layout = implied if drawing.laid is None else drawing.laid
    if (
        len(layout) != across * down
        or len(set(layout)) != len(layout)
        or not set(layout) <= set(range(1, 10))
    ):
        raise ValueError(f"'tiles laid' lists {across * down} different tiles from 1 to 9, not {layout}")
    if signpost_tile(options.tiles) not in layout:
        raise ValueError(f"the tiles laid must include tile {signpost_tile(options.tiles)}, the signpost's")
    laid = attrs.evolve(start._laid(layout), options=options)
    board = cast(Board, laid.board)
    if len(rows) != down * 2 or any(len(line) != across * 3 for line in rows):
        raise ValueError(f"draw {down * 2} rows of {across * 3} spaces, one row a line")
    spaces = "".join(rows)
    for cell, (symbol, under) in enumerate(zip(spaces, board.terrain, strict=True)):
        if (symbol in "~S" or under in "~S") and symbol != under:
            raise ValueError(
                f"space {board.grid.name(cell)} is {under!r} on the tiles laid, "
                f"but the picture shows {symbol!r}"
            )
    allowed = set(laid.row_kinds() if without_luck else KINDS) | {MEADOW, EMPTY_MARKER, "~", "S"}
    unknown = sorted(set(spaces) - allowed)
    if unknown:
        raise ValueError(f"unknown symbols in the picture: {unknown}")
    supply, left = _supplies(laid, spaces, drawing, row)
    return _next_position(laid, spaces, supply, left, drawing, marker, roller, to_move, pointed)


def _laying_position(
    start: BeastyBordersState,
    drawing: Drawing,
    roller: int | None,
    to_move: int | None,
    marker: str | None,
    pointed: Point | str | None,
    row: Sequence[str] | None,
) -> BeastyBordersState:
    """A position while chance lays the tiles: nothing else may be given."""
    if any(given is not None for given in (roller, to_move, marker, pointed)) or drawing.marker:
        raise ValueError("while tiles are laid no one rolls or decides and the steps-marker is not down")
    if drawing.next not in (None, ("lay",)):
        raise ValueError("while tiles are laid, chance lays the next tile")
    state = start
    for tile in cast(tuple[int, ...], drawing.laying):
        if not state.is_legal(LayTile(tile)) or state.board is not None:
            raise ValueError(f"tile {tile} cannot be laid after {' '.join(map(str, state.layout)) or 'none'}")
        state = state.apply(LayTile(tile))
    if state.board is not None:
        raise ValueError("'laying tiles' lists some of the tiles, not all: with all laid, draw the board")
    _supplies(state, "", drawing, row)
    return state


def _row(name: str, value: object) -> tuple[str, ...]:
    """A bidding row given by hand: its places' animals as text, like ``("bb", "f", "")``."""
    row = items(name, value, "('bb', 'f', '')")
    if not all(type(place) is str for place in row):
        raise ValueError(
            f"{name} holds each place's animals as text, like ('bb', 'f', ''), not {shown(value)}"
        )
    return cast(tuple[str, ...], row)


def _supplies(
    state: BeastyBordersState, spaces: str, drawing: Drawing, row: Sequence[str] | None
) -> tuple[Supply, tuple[str, ...]]:
    """Each seat's supply and the bidding row left once the drawn animals are placed."""
    supply, left = state.supply, state.row
    drawn = {kind: spaces.count(kind) for kind in KINDS}
    if state.options.without_luck:
        printed = state.row
        given = _agree("row", None if row is None else _row("row", row), drawing.row)
        if given is not None:
            if len(given) != len(printed) or any(
                not set(now) <= set(was) for now, was in zip(given, printed, strict=True)
            ):
                raise ValueError(f"the bidding row left {given} does not fit the printed row {printed}")
            for kind in state.row_kinds():
                used = "".join(printed).count(kind) - "".join(given).count(kind)
                if used != drawn[kind]:
                    raise ValueError(
                        f"the bidding row has given up {used} {kind}, but the picture shows {drawn[kind]}"
                    )
            left = given
        else:
            for kind in (kind for kind, count in drawn.items() if count):
                if drawn[kind] != "".join(printed).count(kind):
                    raise ValueError(
                        f"say which values of the bidding row the {kind} animals drawn came from: "
                        "give the 'bidding row: ...' line or row=..."
                    )
                left = tuple(entry.replace(kind, "") for entry in left)
    else:
        for kind, count in drawn.items():
            seat, index = _SLOT[kind]
            if supply[seat][index] < count:
                raise ValueError(f"the picture shows more {kind} animals than there are")
            for _ in range(count):
                supply = _take(supply, kind)
    state = attrs.evolve(state, supply=supply, row=left)
    for seat, counts in enumerate(drawing.seats):
        if counts != state.animals_left(seat):
            raise ValueError(
                f"the picture says seat {seat} has {counts} left, "
                f"but the drawing leaves {state.animals_left(seat)}"
            )
    return supply, left


def _next_position(
    laid: BeastyBordersState,
    spaces: str,
    supply: Supply,
    row: tuple[str, ...],
    drawing: Drawing,
    marker: str | None,
    roller: int | None,
    to_move: int | None,
    pointed: Point | str | None,
) -> BeastyBordersState:
    """The drawn position with the steps-marker, the roller and whoever decides now."""
    board = cast(Board, laid.board)
    grid = board.grid
    for name, seat in (("roller", roller), ("to_move", to_move)):
        if seat is not None and (type(seat) is not int or seat not in (0, 1)):
            raise ValueError(f"{name} is seat 0 or 1, not {seat!r}")
    if isinstance(pointed, str):
        try:
            pointed = Point(pointed[:1].upper(), int(pointed[1:]))
        except ValueError:
            raise ValueError(f"pointed is an animal and a value like 'A13', not {pointed!r}") from None
    elif pointed is not None and type(pointed) is not Point:
        raise ValueError(f"pointed is a Point or text like 'A13', not {pointed!r}")
    drawn_marker = None if drawing.marker is None else grid.name(grid.index(*drawing.marker))
    nxt = drawing.next
    over = MEADOW not in spaces
    if nxt is not None:
        if nxt[0] == "lay":
            raise ValueError("the board is laid: chance lays no more tiles")
        if (nxt[0] == "over") != over:
            raise ValueError(
                "the game is over exactly when no green space is empty: "
                + ("it is over" if over else "a green space is empty")
            )
        if nxt[0] == "roll":
            roller = _agree("roller", roller, cast(int, nxt[1]))
        elif nxt[0] == "decide":
            _, deciding, space, drawn_roller, point = nxt
            to_move = _agree("to_move", to_move, cast(int, deciding))
            roller = _agree("roller", roller, cast(int, drawn_roller))
            drawn_marker = _agree("the steps-marker's space", cast(str, space), drawn_marker)
            if point is not None:
                kind, value = cast(tuple[str, int], point)
                pointed = _agree("pointed", pointed, Point(kind, value))
    space_name = _agree("marker", marker, drawn_marker)
    if space_name is None:
        cell = board.signpost
    else:
        try:
            cell = grid.parse_name(space_name) if isinstance(space_name, str) else -1
        except ValueError:
            cell = -1
        if not 0 <= cell < grid.size or grid.name(cell) != space_name.strip().lower():
            raise ValueError(f"the steps-marker stands on a space of the board like 'd1', not {space_name!r}")
    if pointed is not None and not laid.options.without_luck:
        raise ValueError("only 'Without Luck' points at animals of the bidding row")
    if pointed is not None and to_move is None:
        to_move = 1 - (roller or 0)
    if over:
        if roller not in (None, 0) or to_move is not None or pointed is not None:
            raise ValueError("the game is over: no one rolls or decides any more")
        phase, roller = _OVER, 0
    elif to_move is None:
        phase, roller = _ROLLING, roller or 0
    else:
        roller = to_move if roller is None else roller
        phase = _ROLLER_DECIDES if to_move == roller else _OTHER_DECIDES
        if spaces[cell] != MEADOW:
            raise ValueError(
                f"a player decides on the steps-marker's space, an empty green one, not {grid.name(cell)}"
            )
    if pointed is not None:
        if phase is not _OTHER_DECIDES:
            raise ValueError("a point is pending only while the other player answers the roller")
        value = pointed.value
        if (
            pointed.kind not in SEAT_KINDS[roller]
            or not 1 <= value <= len(row)
            or pointed.kind not in row[value - 1]
        ):
            raise ValueError(f"seat {roller} cannot have pointed at {pointed}: no such own animal in the row")
    return BeastyBordersState(
        laid.options, laid.layout, spaces, cell, phase, roller, supply, row, pointed, board
    )


# A state is made at every step: _next and _filled make it through core.frozen's
# maker, at about half the cost of attrs' __init__; a subclass, which may add
# fields, through its own __init__.
_MAKE: Final = maker(BeastyBordersState, tuple(field.name for field in attrs.fields(BeastyBordersState)))
