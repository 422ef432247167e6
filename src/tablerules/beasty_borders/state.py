"""The rules of Beasty Borders: one immutable state, and how each action changes it.

A turn is split into the rulebook's own steps, each its own decision: chance
rolls the D8 and the steps-marker walks; the roller places or passes; after a
pass the other player places or passes. 'Without Luck' replaces placing with
pointing at animals in the bidding row.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from fractions import Fraction
from typing import Final, Self, cast

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
    DIE_SIDES,
    EMPTY_MARKER,
    KINDS,
    MAIN_SUPPLY,
    MEADOW,
    SEAT_KINDS,
)
from tablerules.beasty_borders.options import Options, check_options
from tablerules.beasty_borders.phase import Phase
from tablerules.beasty_borders.picture import picture
from tablerules.beasty_borders.refusals import refusal
from tablerules.beasty_borders.scoring import animals_placed, score_sheet
from tablerules.core.chance import CHANCE, Chance, uniform
from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action, State
from tablerules.core.outcome import Outcome, ScoreSheet

__all__ = ["BeastyBordersState", "Supply"]

#: Each legal action by itself: a lookup finds the state's own value for an equal one.
Legal = dict[BeastyBordersAction, BeastyBordersAction]

_ROLLS: Final = uniform(tuple(Roll(pips) for pips in range(1, DIE_SIDES + 1)))
_ROLL_ACTIONS: Final = tuple(roll for roll, _ in _ROLLS)
_ROLL_LEGAL: Final[Legal] = {roll: roll for roll in _ROLL_ACTIONS}
_PLACE: Final = {kind: Place(kind) for kind in KINDS}

# Every cache below is bounded: a position made by hand (the attrs constructor
# takes any supply, any row) or options of one's own making must not grow one
# without end. Each bound is well above what the printed game ever asks for,
# so play never misses: a seat's counts take 9 * 8 * 6 values.


@functools.lru_cache(maxsize=1024)
def _place_choices(seat: int, counts: tuple[int, ...]) -> tuple[BeastyBordersAction, ...]:
    """Placing each kind the seat still has, or passing."""
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
        state = cls(options, (), "", -1, Phase.LAYING_TILES, 0, supply, row)
        return state if options.layout is None else state._laid(options.layout)

    @classmethod
    def from_picture(
        cls, picture: str, *, without_luck: bool = False, walk: str = "rows"
    ) -> BeastyBordersState:
        """A position drawn by hand, for tests and examples.

        ``picture`` has one line per row of spaces (six rows of nine, or four
        in 'Without Luck'), spaces between symbols ignored: ``.`` an empty
        green space, ``~`` a lake, ``S`` the signpost's lake (exactly one),
        ``#`` an empty-space-marker, a letter an animal. The picture is cut
        into tiles of 3 x 2 laid in order, so any arrangement of lakes can be
        drawn. The steps-marker stands on the signpost, seat 0 rolls next (or
        the game is over when no green space is empty), and each supply holds
        what the drawing leaves. ``without_luck`` and ``walk`` are the options
        of the same names.
        """
        if not isinstance(picture, str):
            raise ValueError(f"a picture is text, one row of spaces a line, not {picture!r}")
        across, down = tile_places(without_luck)
        rows = ["".join(line.split()) for line in picture.strip().splitlines()]
        if len(rows) != down * 2 or any(len(row) != across * 3 for row in rows):
            raise ValueError(f"draw {down * 2} rows of {across * 3} spaces, one row a line")
        terrain = ["".join(MEADOW if s not in "~S" else s for s in row) for row in rows]
        tiles = [
            f"{terrain[2 * ty][3 * tx : 3 * tx + 3]}/{terrain[2 * ty + 1][3 * tx : 3 * tx + 3]}"
            for ty in range(down)
            for tx in range(across)
        ]
        tiles += ["~~~/~~~"] * (9 - len(tiles))  # tiles left in the box
        options = Options(
            without_luck=without_luck,
            tiles=tuple(tiles),
            layout=tuple(range(1, across * down + 1)),
            walk=walk,
        )
        check_options(options)
        state = cls.start(options)
        spaces = "".join(rows)
        allowed = set(state.row_kinds() if without_luck else KINDS) | {MEADOW, EMPTY_MARKER, "~", "S"}
        unknown = sorted(set(spaces) - allowed)
        if unknown:
            raise ValueError(f"unknown symbols in the picture: {unknown}")
        row, supply = state.row, state.supply
        for kind in (space for space in spaces if space in KINDS):
            if without_luck:
                value = next((v for v, present in enumerate(row, 1) if kind in present), None)
                if value is None:
                    raise ValueError(f"the picture shows more {kind} animals than the bidding row holds")
                row = _take_from_row(row, kind, value)
            else:
                seat, index = _SLOT[kind]
                if supply[seat][index] == 0:
                    raise ValueError(f"the picture shows more {kind} animals than there are")
                supply = _take(supply, kind)
        phase = Phase.ROLLING if MEADOW in spaces else Phase.OVER
        return attrs.evolve(state, spaces=spaces, phase=phase, supply=supply, row=row)

    # -- the protocol ---------------------------------------------------------

    @property
    def players(self) -> int:
        return 2

    @property
    def to_move(self) -> int | Chance | None:
        phase = self.phase
        if phase is Phase.ROLLER_DECIDES:
            return self.roller
        if phase is Phase.OTHER_DECIDES:
            return 1 - self.roller
        if phase is Phase.OVER:
            return None
        return CHANCE

    @classmethod
    def action_type(cls) -> type[Action]:
        return BeastyBordersAction

    def legal_actions(self) -> Sequence[BeastyBordersAction]:
        phase = self.phase
        if phase is Phase.ROLLING:
            return _ROLL_ACTIONS
        if phase is Phase.ROLLER_DECIDES or phase is Phase.OTHER_DECIDES:
            seat = self.roller if phase is Phase.ROLLER_DECIDES else 1 - self.roller
            if self.options.without_luck:
                return self._point_choices(seat)
            return _place_choices(seat, self.supply[seat])
        if phase is Phase.LAYING_TILES:
            return self._laying().actions
        return ()

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        if self.phase is Phase.ROLLING:
            return _ROLLS
        if self.phase is Phase.LAYING_TILES:
            return self._laying().outcomes
        return ()

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
        if phase is Phase.ROLLING:
            legal = _ROLL_LEGAL
        elif phase is Phase.ROLLER_DECIDES and not self.options.without_luck:
            legal = _place_legal(self.roller, self.supply[self.roller])
        elif phase is Phase.LAYING_TILES:
            legal = self._laying().legal
        else:
            legal = _choice_legal(tuple(self.legal_actions()))
        try:
            found = legal.get(cast(BeastyBordersAction, action))
        except TypeError:  # unhashable: no action at all
            return None
        return found if type(found) is type(action) else None

    def _apply_legal(self, action: Action) -> Self:
        phase = self.phase
        if phase is Phase.ROLLING:
            # "The die determines the number of steps to move the steps-marker."
            marker = cast(Board, self.board).walk(self.spaces, self.marker, action.pips)  # type: ignore[attr-defined]
            return self._next(Phase.ROLLER_DECIDES, marker)
        if phase is Phase.LAYING_TILES:
            return self._laid((*self.layout, cast(LayTile, action).tile))
        if self.options.without_luck:
            return self._bid(action)
        return self._place_or_pass(action)

    # -- the main game --------------------------------------------------------

    def _place_or_pass(self, action: Action) -> Self:
        """ "Place one of your animals at the space with the steps-marker, or pass." """
        roller = self.roller
        if self.phase is Phase.ROLLER_DECIDES:
            if type(action) is Pass:
                # "If you pass, then the other player can choose to place one of
                # their animals there, or pass too."
                return self._next(Phase.OTHER_DECIDES, self.marker)
            # "If you placed an animal, the next turn is the other player's turn."
            next_roller = 1 - roller
        elif type(action) is Pass:
            # "When both players passed, place an empty-space-marker at that space."
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
        rollers strictly alternate, whatever was passed.
        """
        if self.phase is Phase.ROLLER_DECIDES:
            return self._next(
                Phase.OTHER_DECIDES, self.marker, None if type(action) is Pass else cast(Point, action)
            )
        chosen = self.pointed if type(action) is Pass else cast(Point, action)
        next_roller = 1 - self.roller
        if chosen is None:
            return self._filled(EMPTY_MARKER, next_roller, self.supply, self.row)
        row = _take_from_row(self.row, chosen.kind, chosen.value)
        return self._filled(chosen.kind, next_roller, self.supply, row)

    # -- building the next state ---------------------------------------------

    def _next(self, phase: Phase, marker: int, pointed: Point | None = None) -> Self:
        return type(self)(
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
        phase = Phase.ROLLING if MEADOW in spaces else Phase.OVER
        return type(self)(
            self.options, self.layout, spaces, marker, phase, next_roller, supply, row, None, self.board
        )

    def _laid(self, layout: tuple[int, ...]) -> Self:
        cls = type(self)
        board = _laid_board(self.options, layout)
        if board is None:
            return cls(self.options, layout, "", -1, Phase.LAYING_TILES, 0, self.supply, self.row)
        # Tiles of one's own making may leave no green space at all: nothing to play.
        phase = Phase.ROLLING if MEADOW in board.terrain else Phase.OVER
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

    def outcome(self) -> Outcome | None:
        """ "The player with the most victory points wins. In case of a tie, the
        player who placed the most animals wins." Still tied: a draw."""
        if self.phase is not Phase.OVER:
            return None
        return Outcome.rank(self.scores(), [("most animals placed", animals_placed(self.spaces))])

    def view(self, seat: int | None) -> BeastyBordersState:
        """Beasty Borders hides nothing, so every seat sees the whole state."""
        self.check_seat(seat)
        return self

    @property
    def marker_space(self) -> str | None:
        """The steps-marker's space as the text picture names it (``"d1"``); ``None`` before it is laid."""
        return None if self.board is None else self.board.grid.name(self.marker)

    def animals_left(self, seat: int) -> dict[str, int]:
        """How many animals of each kind ``seat`` can still place."""
        kinds = SEAT_KINDS[seat]
        if self.options.without_luck:
            joined = "".join(self.row)
            return {kind: joined.count(kind) for kind in kinds if kind in self.row_kinds()}
        return dict(zip(kinds, self.supply[seat], strict=True))

    def __str__(self) -> str:
        return picture(self)
