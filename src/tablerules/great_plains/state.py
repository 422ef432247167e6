"""The value of a Great Plains position, and dispatch by its phase to the step that decides.

Chance lays the tablets (and turns them, with ``turn_tablets``); then the
players alternate placing their cave tiles; then they alternate placing
tokens until neither can place any more (or, with ``stuck_ends_game``,
until the player due to place cannot). A token placement, with or
without an animal tile, is one decision. Each step is a module of
:mod:`tablerules.great_plains.steps`: what may be done there, what doing it
changes, and why anything else is refused.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Final, Self

import attrs

from tablerules.core.chance import CHANCE, Chance, pick
from tablerules.core.errors import IllegalActionError
from tablerules.core.frozen import maker
from tablerules.core.game import Action, State
from tablerules.core.listing import NOTHING, Listing
from tablerules.core.outcome import Outcome, ScoreSheet
from tablerules.core.positions import deep_values_refused
from tablerules.great_plains.actions import GreatPlainsAction
from tablerules.great_plains.board import (
    BIT,
    CELL_OF_BIT,
    NAMES,
    SPACE,
    Board,
    Placement,
    _spaces_laid,
    bits_of,
    check_layout,
)
from tablerules.great_plains.components import ANIMAL_TILES, ANIMALS, TERRAIN_NAMES, TOKENS
from tablerules.great_plains.geometry import index, place_of
from tablerules.great_plains.options import Options
from tablerules.great_plains.phase import Phase
from tablerules.great_plains.picture import picture, read_picture
from tablerules.great_plains.placement import Moves, moves_for
from tablerules.great_plains.scoring import Meadow, meadows, score_sheet, scores
from tablerules.great_plains.steps import caving, laying, placing, turning

__all__ = ["GreatPlainsState"]

#: Animal tiles held by each seat: ``((horse, eagle, bear), (horse, eagle, bear))``.
Animals = tuple[tuple[int, int, int], tuple[int, int, int]]
#: One int a seat.
Pair = tuple[int, int]

_NO_ANIMALS: Final = ((0, 0, 0), (0, 0, 0))
# Looking a member up on its enum class costs a metaclass call in Python 3.11;
# every step reads these module constants instead.
_LAYING: Final = Phase.LAYING
_TURNING: Final = Phase.TURNING
_CAVES: Final = Phase.CAVES
_TOKENS: Final = Phase.TOKENS
_OVER: Final = Phase.OVER

_TURN_FACES: Final = turning.FACES
_TURN_WEIGHTS: Final = turning.WEIGHTS
_NO_MOVES: Final = Moves(0, 0, 0, (0, 0, 0, 0, 0, 0))


@attrs.frozen
class GreatPlainsState(State):
    """A position of Great Plains. Seat 0 plays the snakes and places the first cave (GP-5).

    ``layout`` lists the tablets laid so far, one ``(tablet, side, sixths)``
    a place in reading order. ``seat`` is the seat to decide while caves and
    tokens are placed. The pieces are masks, one bit a space (see
    :mod:`~tablerules.great_plains.board`): ``caves`` the cave tiles and
    ``tokens`` the tribe tokens of each seat. ``left`` counts each seat's
    tokens still to place, ``removed`` its tokens a bear pushed out of the
    game, ``animals`` the animal tiles it holds (horse, eagle, bear). Read
    them by space with :meth:`pieces` and :meth:`tokens_on`.
    """

    title = "great-plains"

    options: Options
    layout: tuple[Placement, ...]
    phase: Phase
    seat: int
    caves: Pair
    tokens: Pair
    left: Pair
    removed: Pair
    animals: Animals
    #: The laid board: derived from ``options`` and ``layout``, kept for speed.
    board: Board | None = attrs.field(default=None, eq=False, repr=False)
    # The legal placements of ``seat``, worked out once when first needed.
    _moves: Moves | None = attrs.field(default=None, eq=False, repr=False)

    # -- construction ---------------------------------------------------------

    @classmethod
    def start(cls, options: Options) -> GreatPlainsState:
        """The position before the tablets are laid, or on ``options.layout`` when it is fixed."""
        state = cls(options, (), _LAYING, 0, (0, 0), (0, 0), (TOKENS, TOKENS), (0, 0), _NO_ANIMALS)
        if options.layout is None:
            return state
        return laying.with_layout(state, check_layout(options.layout))

    @classmethod
    @deep_values_refused
    def from_picture(
        cls,
        text: str,
        *,
        to_move: int | None = None,
        animals: tuple[str, str] | None = None,
        left: Pair | None = None,
        removed: Pair | None = None,
        turn_tablets: bool | None = None,
        caves_block_bear: bool | None = None,
        straight_horse: bool | None = None,
        stuck_ends_game: bool | None = None,
    ) -> GreatPlainsState:
        """A position drawn by hand, for tests and examples.

        ``text`` is the position as ``str(state)`` draws it: 15 rows of
        spaces (the column letters and row numbers may be left out, and
        spacing does not matter), optionally followed by the lines below the
        board. A space is a terrain symbol (``. h e b ^ ~ c``), or a piece:
        ``S`` / ``F`` a snake / fox token on grass, ``Sh`` a snake token on
        a horse habitat (likewise ``e`` and ``b``), ``Sc`` / ``Fc`` a cave
        tile. Each place must hold one cave.

        The lines below the board, or else the keywords, give the rest:
        ``animals`` the animal tiles each seat holds as letters
        (``("hb", "")``, by default none); ``left`` the tokens still to place
        (by default 20 less those on the board and those ``removed``);
        ``removed`` the tokens a bear knocked out of the game (by default
        none); ``to_move`` the seat due to decide. Given both ways, they must
        agree. While cave tiles are placed, the seat to move follows from
        the alternation (GP-5); later it is by default the one the
        alternation gives (seat 1 places the first token). The other
        keywords are the rule switches of :class:`Options`.
        """
        # The reader builds positions of this class: it imports this module, so not the other way round.
        from tablerules.great_plains.position import from_drawing

        return from_drawing(
            cls,
            read_picture(text),
            to_move=to_move,
            animals=animals,
            left=left,
            removed=removed,
            turn_tablets=turn_tablets,
            caves_block_bear=caves_block_bear,
            straight_horse=straight_horse,
            stuck_ends_game=stuck_ends_game,
        )

    @classmethod
    @deep_values_refused
    def position(
        cls,
        *,
        layout: Sequence[str] = ("1a", "2a", "3a", "4a", "5a", "6a", "7a"),
        pieces: Mapping[str, str] | None = None,
        to_move: int | None = None,
        animals: tuple[str, str] | None = None,
        left: Pair | None = None,
        removed: Pair | None = None,
        turn_tablets: bool = False,
        caves_block_bear: bool = False,
        straight_horse: bool = False,
        stuck_ends_game: bool = False,
    ) -> GreatPlainsState:
        """A position on the printed tablets, given sparsely: a layout and the pieces by space.

        ``layout`` fixes the board as ``Options(layout=...)`` does (``"3b"``,
        ``"3b@2"``: by default tablets 1 to 7, side a, in reading order).
        ``pieces`` maps a space name to ``"S"`` / ``"F"`` (a snake / fox
        token) or ``"Sc"`` / ``"Fc"`` (a cave tile); every other space is
        empty. The other keywords mean what they mean for
        :meth:`from_picture`, which checks the position the same way: a
        ``to_move`` that is given is obeyed or refused with ``ValueError``,
        and ``left`` alone may leave tokens neither on the board nor
        knocked out.
        """
        from tablerules.great_plains.position import sparse

        return sparse(
            cls,
            layout=layout,
            pieces=pieces,
            to_move=to_move,
            animals=animals,
            left=left,
            removed=removed,
            turn_tablets=turn_tablets,
            caves_block_bear=caves_block_bear,
            straight_horse=straight_horse,
            stuck_ends_game=stuck_ends_game,
        )

    # -- the protocol ---------------------------------------------------------

    @property
    def players(self) -> int:
        return 2

    @property
    def to_move(self) -> int | Chance | None:
        phase = self.phase
        if phase is _TOKENS or phase is _CAVES:
            return self.seat
        if phase is _OVER:
            return None
        return CHANCE

    @property
    def is_over(self) -> bool:
        # The loop the README teaches asks this at every step: one property, not two.
        return self.phase is _OVER

    @classmethod
    def action_type(cls) -> type[Action]:
        return GreatPlainsAction

    # -- dispatch to the step that decides now ----------------------------------

    def _legal_listing(self) -> Listing:
        phase = self.phase
        if phase is _TOKENS:
            moves = self._moves
            return placing.Placing(self.moves() if moves is None else moves)
        if phase is _CAVES:
            return caving.listing(self)
        if phase is _LAYING:
            return laying.laying(self).listing
        if phase is _TURNING:
            return turning.LISTING
        return NOTHING

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        if self.phase is _LAYING:
            return laying.laying(self).outcomes
        if self.phase is _TURNING:
            return turning.TURNS
        return ()

    def sample_chance(self, rng: random.Random) -> Action:
        """The tablet laid or the turn, from weights summed once: the same outcome,
        with the same ``rng.random()`` call, as ``sample_outcome`` draws."""
        phase = self.phase
        if phase is _LAYING:
            return laying.laying(self).sample(rng)
        if phase is _TURNING:
            return _TURN_FACES[pick(_TURN_WEIGHTS, rng)]
        return super().sample_chance(rng)

    def _apply_legal(self, action: Action) -> Self:
        phase = self.phase
        # Placing a token is most steps of a game; typing.cast would cost a call each.
        if phase is _TOKENS:
            return placing.placed(self, action)  # type: ignore[arg-type,return-value]
        if phase is _CAVES:
            return caving.placed(self, action)  # type: ignore[arg-type,return-value]
        if phase is _LAYING:
            return laying.laid(self, action)  # type: ignore[arg-type,return-value]
        return turning.turned(self, action)  # type: ignore[arg-type,return-value]

    def _refusal(self, action: Action) -> IllegalActionError:
        phase = self.phase
        if phase is _LAYING:
            return laying.refusal(self, action)
        if phase is _TURNING:
            return turning.refusal(self, action)
        if phase is _CAVES:
            return caving.refusal(self, action)
        return placing.refusal(self, action)

    # -- where the seat to decide may place -------------------------------------

    def moves(self) -> Moves:
        """The legal placements of the seat to decide, as masks: an immutable value, worked out once.

        Only meaningful while tokens are placed. While chance lays the
        tablets there is no board to place on: every mask is 0.
        """
        moves = self._moves
        if moves is None:
            board = self.board
            if board is None:
                return _NO_MOVES
            moves = _moves_for(board, self.options, self.caves, self.tokens, self.animals, self.seat)
            object.__setattr__(self, "_moves", moves)
        return moves

    # -- building the next state ---------------------------------------------

    def _with_layout(self, layout: tuple[Placement, ...], phase: Phase) -> Self:
        """The tablets ``layout`` laid so far; chance lays (or turns) next."""
        return type(self)(
            self.options, layout, phase, 0, self.caves, self.tokens, self.left, self.removed, self.animals
        )

    def _on_board(self, layout: tuple[Placement, ...], board: Board) -> Self:
        """Every tablet laid as ``layout``, on ``board``: seat 0 places the first cave tile (GP-5)."""
        return type(self)(
            self.options,
            layout,
            _CAVES,
            0,
            self.caves,
            self.tokens,
            self.left,
            self.removed,
            self.animals,
            board,
        )

    def _with_caves(self, caves: Pair, seat: int) -> Self:
        """The cave tiles ``caves`` placed; ``seat`` places the next."""
        return type(self)(
            self.options,
            self.layout,
            _CAVES,
            seat,
            caves,
            self.tokens,
            self.left,
            self.removed,
            self.animals,
            self.board,
        )

    def _turn(self, caves: Pair, tokens: Pair, left: Pair, removed: Pair, animals: Animals, due: int) -> Self:
        """The position on this board with these pieces where ``due`` is next in turn, or the end.

        "Take alternating turns until both players have placed all of their
        tokens." A player without tokens has no more turns; a player with
        tokens but no legal placement passes while the other can still place
        (with ``stuck_ends_game`` the game ends instead); when neither can
        place, the game ends (GP-7).
        """
        options = self.options
        layout = self.layout
        # Laid once tokens are placed; typing.cast would cost a call at every step.
        board: Board = self.board  # type: ignore[assignment]
        cls = type(self)
        # A placing position is made at every step: through core.frozen's maker, at
        # about half the cost of attrs' __init__ (a subclass through its own).
        make = _MAKE if cls is GreatPlainsState else cls
        moves = None
        if left[due]:
            # _moves_for, written out: this runs at every step.
            blocked = tokens[0] | tokens[1]
            if options.caves_block_bear:
                blocked |= caves[0] | caves[1]
            moves = moves_for(
                caves[due] | tokens[due],
                tokens[1 - due],
                board.lowland,
                board.mountain,
                blocked,
                animals[due],
                options.straight_horse,
            )
            # Most often a token can go next to one's own: no need to ask for more.
            if moves.normal or moves.can_place:
                return make(  # type: ignore[return-value]
                    options, layout, _TOKENS, due, caves, tokens, left, removed, animals, board, moves
                )
            if options.stuck_ends_game:
                # GP-7, the other reading: a player who cannot place ends the game at once.
                return cls(options, layout, _OVER, 0, caves, tokens, left, removed, animals, board)
        other = 1 - due
        if left[other]:
            theirs = _moves_for(board, options, caves, tokens, animals, other)
            if theirs.can_place:
                if moves is not None:
                    # ``due`` cannot place and passes (GP-7).
                    return make(  # type: ignore[return-value]
                        options, layout, _TOKENS, due, caves, tokens, left, removed, animals, board, moves
                    )
                return make(  # type: ignore[return-value]
                    options, layout, _TOKENS, other, caves, tokens, left, removed, animals, board, theirs
                )
        # No one is due after the end: ``seat`` is 0 then, so that equal end positions are equal states.
        return cls(options, layout, _OVER, 0, caves, tokens, left, removed, animals, board)

    # -- scoring, views, pictures --------------------------------------------

    def meadows(self) -> tuple[Meadow, ...]:
        """Every meadow with the tokens on its grass (none before the board is laid)."""
        return () if self.board is None else meadows(self.board, self.tokens)

    def score_sheet(self) -> ScoreSheet:
        if self.board is None:
            return ScoreSheet(2, ())
        return score_sheet(self.board, self.tokens)

    def scores(self) -> tuple[int, ...]:
        if self.board is None:
            return (0, 0)
        return scores(self.board, self.tokens)

    def outcome(self) -> Outcome | None:
        """ "The player with the most points wins. If tied, play again": a tie is a draw (GP-13)."""
        if self.phase is not _OVER:
            return None
        return Outcome.rank(self.scores())

    def view(self, seat: int | None) -> GreatPlainsState:
        """Great Plains hides nothing, so every seat sees the whole state."""
        self.check_seat(seat)
        return self

    def pieces(self) -> dict[str, str]:
        """Every piece on the board by space name: ``"S"``/``"F"`` a token, ``"Sc"``/``"Fc"`` a cave tile."""
        found: dict[str, str] = {}
        for seat, symbol in enumerate(("S", "F")):
            for bit in bits_of(self.caves[seat]):
                found[NAMES[CELL_OF_BIT[bit]]] = symbol + "c"
            for bit in bits_of(self.tokens[seat]):
                found[NAMES[CELL_OF_BIT[bit]]] = symbol
        return dict(sorted(found.items(), key=lambda item: SPACE[item[0]]))

    # -- what is on a space, by its name (the geometry is in great_plains.geometry) --

    def piece_on(self, space: str) -> str | None:
        """The piece on ``space``: ``"S"`` or ``"F"`` a tribe token, ``"Sc"`` or ``"Fc"`` a cave tile.

        ``None`` for an empty space. Raises ``ValueError`` unless ``space``
        names a space (like ``"m8"``)."""
        bit = 1 << BIT[index(space)]
        for seat, symbol in enumerate(("S", "F")):
            if self.caves[seat] & bit:
                return symbol + "c"
            if self.tokens[seat] & bit:
                return symbol
        return None

    def terrain(self, space: str) -> str | None:
        """What ``space`` is: ``"grass"``, ``"horse habitat"``, ``"eagle habitat"``,
        ``"bear habitat"``, ``"peak"``, ``"spring"`` or ``"cave"``; ``None`` while
        no tablet lies at its place yet.

        Every space has a name from the start, so a board drawn while chance
        lays the tablets can ask about each: the places laid so far answer as
        the whole board will (the observation's ``terrain`` segment has 0 where
        this has ``None``). With ``turn_tablets``, the tablet just laid lies as
        printed until chance turns it, as :meth:`tablet_at` says. Raises
        ``ValueError`` unless ``space`` names a space (like ``"m8"``)."""
        cell = index(space)
        board = self.board
        if board is not None:
            return TERRAIN_NAMES[board.terrain[cell]]
        place = place_of(space) - 1
        if place >= len(self.layout):
            return None
        return TERRAIN_NAMES[dict(_spaces_laid(self.options.tablets, self.layout[place], place))[cell]]

    def tablet_at(self, space: str) -> Placement | None:
        """The tablet laid where ``space`` is: ``(tablet, side, sixths turned)``, like ``(3, "b", 0)``;
        ``None`` while no tablet lies at its place yet.

        With ``turn_tablets``, the tablet just laid shows 0 sixths until chance
        turns it. Raises ``ValueError`` unless ``space`` names a space (like ``"m8"``)."""
        place = place_of(space)
        return self.layout[place - 1] if place <= len(self.layout) else None

    def tokens_on(self, seat: int) -> tuple[str, ...]:
        """The spaces of ``seat``'s tokens, in reading order."""
        return tuple(NAMES[CELL_OF_BIT[bit]] for bit in bits_of(self.tokens[seat]))

    def animal_tiles(self, seat: int) -> dict[str, int]:
        """The animal tiles ``seat`` holds, by animal."""
        return dict(zip(ANIMALS, self.animals[seat], strict=True))

    def supply(self) -> dict[str, int]:
        """The animal tiles in the supply, by animal."""
        return {
            animal: ANIMAL_TILES - self.animals[0][i] - self.animals[1][i] for i, animal in enumerate(ANIMALS)
        }

    def __str__(self) -> str:
        return picture(self)


# A placing position is made at every step: _turn makes it through core.frozen's maker,
# at about half the cost of attrs' __init__; a subclass, which may add fields, through
# its own __init__.
_MAKE: Final = maker(GreatPlainsState, tuple(field.name for field in attrs.fields(GreatPlainsState)))


def _moves_for(
    board: Board, options: Options, caves: Pair, tokens: Pair, animals: Animals, seat: int
) -> Moves:
    blocked = tokens[0] | tokens[1]
    if options.caves_block_bear:
        blocked |= caves[0] | caves[1]
    return moves_for(
        caves[seat] | tokens[seat],
        tokens[1 - seat],
        board.lowland,
        board.mountain,
        blocked,
        animals[seat],
        options.straight_horse,
    )
