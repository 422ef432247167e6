"""The rules of Great Plains: one immutable state, and how each action changes it.

Chance lays the tablets (and turns them, with ``turn_tablets``); then the
players alternate placing their cave tiles; then they alternate placing
tokens until neither can place any more (or, with ``stuck_ends_game``,
until the player due to place cannot). A token placement, with or
without an animal tile, is one decision.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Final, Self, TypeVar, cast

import attrs

from tablerules.core.chance import CHANCE, Chance, cumulative_weights, pick, prepared, uniform
from tablerules.core.errors import IllegalActionError
from tablerules.core.frozen import maker
from tablerules.core.game import Action, State, legal_value
from tablerules.core.outcome import Outcome, ScoreSheet
from tablerules.core.positions import deep_values_refused, items
from tablerules.great_plains.actions import (
    _LAY,
    _TURN_BY,
    Bear,
    Eagle,
    GreatPlainsAction,
    Horse,
    LayTablet,
    Pass,
    Place,
    PlaceCave,
    Turn,
)
from tablerules.great_plains.board import (
    BIT,
    CELL_OF_BIT,
    DIRECTION_NAMES,
    NAMES,
    PLACE_CENTRES,
    SHIFTS,
    SPACE,
    SPACE_BIT,
    Board,
    Placement,
    _spaces_laid,
    bits_of,
    check_layout,
    check_places,
    placement_text,
    tablet_regions,
)
from tablerules.great_plains.components import (
    ANIMAL_SYMBOLS,
    ANIMAL_TILES,
    ANIMALS,
    CAVE,
    CAVE_TILES,
    HABITATS,
    PEAK,
    SIDES,
    SPRING,
    TABLET_ROWS,
    TERRAIN_NAMES,
    TOKENS,
)
from tablerules.great_plains.geometry import index, place_of
from tablerules.great_plains.options import Options, check_options
from tablerules.great_plains.phase import Phase
from tablerules.great_plains.picture import Drawing, board_picture, picture, read_picture
from tablerules.great_plains.placement import Moves, cave_actions, cave_allowed, moves_for
from tablerules.great_plains.refusals import refusal
from tablerules.great_plains.scoring import Meadow, meadows, score_sheet, scores

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

_TURNS: Final = prepared(uniform(_TURN_BY))
_TURN_ACTIONS: Final = tuple(turn for turn, _ in _TURNS)
_TURN_WEIGHTS: Final = cumulative_weights(_TURNS)
_TURN_LEGAL: Final[dict[GreatPlainsAction, GreatPlainsAction]] = {turn: turn for turn in _TURN_ACTIONS}
_ANIMAL_OF: Final = {Horse: 0, Eagle: 1, Bear: 2}
_PUSH: Final = {name: d for d, name in enumerate(DIRECTION_NAMES)}
_CAVES_IN_ALL: Final = 2 * CAVE_TILES
_NO_MOVES: Final = Moves(0, 0, 0, (0, 0, 0, 0, 0, 0))


@attrs.frozen
class _Laying:
    """The chance outcomes for the next place, as pairs, as actions, each by itself,
    and the weights ``sample_outcome`` sums from them."""

    outcomes: tuple[tuple[LayTablet, Fraction], ...]
    actions: tuple[LayTablet, ...]
    legal: dict[GreatPlainsAction, GreatPlainsAction]
    weights: list[float]


# Keyed by the tablets laid: 2 ** 7 sets of the numbers 1 to 7 in play, and
# bounded for a position made by hand, which may hold any layout.
@functools.lru_cache(maxsize=256)
def _laying(laid: frozenset[int]) -> _Laying:
    """ "Randomly shuffle and flip the tablets": each tablet left, either side up, equally likely."""
    outcomes = uniform(
        tuple(
            _LAY[tablet, side]
            for tablet in range(1, len(PLACE_CENTRES) + 1)
            if tablet not in laid
            for side in SIDES
        )
    )
    actions = tuple(action for action, _ in outcomes)
    return _Laying(outcomes, actions, {action: action for action in actions}, cumulative_weights(outcomes))


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
    # The legal placements of ``seat`` and their actions, worked out once when first needed.
    _moves: Moves | None = attrs.field(default=None, eq=False, repr=False)
    _actions: tuple[GreatPlainsAction, ...] | None = attrs.field(default=None, eq=False, repr=False)

    # -- construction ---------------------------------------------------------

    @classmethod
    def start(cls, options: Options) -> GreatPlainsState:
        """The position before the tablets are laid, or on ``options.layout`` when it is fixed."""
        state = cls(options, (), _LAYING, 0, (0, 0), (0, 0), (TOKENS, TOKENS), (0, 0), _NO_ANIMALS)
        if options.layout is None:
            return state
        return state._laid(check_layout(options.layout))

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
        drawing = read_picture(text)
        switches: dict[str, bool] = {}
        given_switches = {
            "turn_tablets": turn_tablets,
            "caves_block_bear": caves_block_bear,
            "straight_horse": straight_horse,
            "stuck_ends_game": stuck_ends_game,
        }
        # str(state) always writes 'tablets laid' (or 'laying tablets'), and 'rules' only when one is on.
        said = drawing.rules is not None or drawing.laid is not None or drawing.laying is not None
        rules = drawing.rules or ()
        for name, given in given_switches.items():
            if given is not None and not isinstance(given, bool):
                raise ValueError(f"{name} is true or false, not {given!r}")
            drawn = name.replace("_", " ") in rules if said else None
            switches[name] = bool(_agree(name, given, drawn))
        own_tablets = "own tablets" in rules
        if drawing.laying is not None:
            return cls._laying_position(drawing, switches, to_move, animals, left, removed)
        board: Board
        if drawing.laid is not None and not own_tablets:
            laid = drawing.laid
            options = Options(layout=tuple(map(placement_text, laid)) if drawing.fixed else None, **switches)
            check_options(options)
            board = Board.build(options.tablets, check_layout(tuple(map(placement_text, laid))))
            _check_terrain(board, drawing.terrain)
        else:
            regions = tablet_regions()
            sides = tuple(
                "/".join(_rows("".join(drawing.terrain[cell] for cell in region))) for region in regions
            )
            check_places(sides)
            options = Options(
                tablets=tuple((side, side) for side in sides),
                layout=tuple(f"{number}a" for number in range(1, len(sides) + 1)),
                **switches,
            )
            check_options(options)
            board = Board.build(options.tablets, check_layout(cast(tuple[str, ...], options.layout)))
        caves = [0, 0]
        tokens = [0, 0]
        for cell, seat, is_cave in drawing.pieces:
            if is_cave:
                caves[seat] |= 1 << BIT[cell]
            else:
                tokens[seat] |= 1 << BIT[cell]
        counts = tuple(mask.bit_count() for mask in caves)
        if max(counts) > CAVE_TILES:
            raise ValueError(f"each player has {CAVE_TILES} cave tiles, not {counts}")
        held = _animal_counts(_agree("animals", animals, drawing.animals) or ("", ""))
        if drawing.supply is not None and drawing.supply != tuple(
            ANIMAL_TILES - held[0][i] - held[1][i] for i in range(len(ANIMALS))
        ):
            raise ValueError(f"the supply {drawing.supply} and the animal tiles held do not add up to 3 each")
        removed = _agree("removed", _pair("removed", removed), drawing.removed) or (0, 0)
        left = _agree("left", _pair("left", left), drawing.left)
        if left is None:
            left = cast(Pair, tuple(TOKENS - tokens[s].bit_count() - removed[s] for s in (0, 1)))
        # Tokens neither on the board, nor left, nor knocked out are simply not in this
        # position: no made-up 'removed' count has to explain them.
        if any(left[s] + tokens[s].bit_count() + removed[s] > TOKENS for s in (0, 1)) or min(left) < 0:
            raise ValueError(
                f"each player has {TOKENS} tokens: on the board, removed and left add up to {TOKENS} at most"
            )
        if to_move is not None and (type(to_move) is not int or to_move not in (0, 1)):
            raise ValueError(f"to_move is seat 0 or 1, not {to_move!r}")
        to_move = _agree("to_move", to_move, drawing.to_move)
        layout = board.layout
        if sum(counts) < _CAVES_IN_ALL:
            if any(tokens) or any(any(h) for h in held) or any(removed):
                raise ValueError("tokens come only once all six cave tiles are placed")
            # "Take alternating turns to place 1 cave tile", the snakes first (GP-5).
            seat = counts[0] - counts[1]
            if seat not in (0, 1):
                raise ValueError(
                    "the snakes place the first cave tile and the players alternate (GP-5), so the snakes "
                    f"have as many cave tiles as the foxes or one more, not {counts[0]} and {counts[1]}"
                )
            if to_move is not None and to_move != seat:
                raise ValueError(
                    f"with {counts[0]} snake and {counts[1]} fox cave tiles placed, seat {seat} "
                    f"places the next one (GP-5), not seat {to_move}"
                )
            return cls(
                options, layout, _CAVES, seat, (caves[0], caves[1]), (0, 0), left, removed, held, board
            )
        if drawing.next == "over" and to_move is not None:
            raise ValueError(f"the picture says the game is over, but to_move={to_move!r} was given")
        obey = to_move
        if to_move is None:
            # Seat 1 places the first token; after that the seats alternate.
            to_move = 0 if left[0] > left[1] else 1
        state = cls._turn(
            options, layout, board, (caves[0], caves[1]), (tokens[0], tokens[1]), left, removed, held, to_move
        )
        if obey is not None and state.to_move != obey:
            # A seat that is given is obeyed or refused, never silently replaced.
            why = "no one can place" if state.is_over else f"seat {obey} has no tokens left"
            raise ValueError(f"seat {obey} cannot be next: {why} (GP-7)")
        if drawing.next == "over" and not state.is_over:
            raise ValueError(f"the picture says the game is over, but seat {state.seat} can place a token")
        # A 'next: seat' line gives to_move, so a finished game was refused above.
        return state

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
        options = Options(layout=items("layout", layout, "('3b', '1a@2')"), turn_tablets=turn_tablets)
        check_options(options)
        placements = check_layout(cast(tuple[str, ...], options.layout))
        board = Board.build(options.tablets, placements)
        drawn: dict[int, str] = {}
        if pieces is None:
            pieces = {}
        if not isinstance(pieces, Mapping):
            raise ValueError(f"pieces map space names to 'S', 'F', 'Sc' or 'Fc', not {pieces!r}")
        for space, piece in pieces.items():
            cell = SPACE.get(space) if isinstance(space, str) else None
            if cell is None:
                raise ValueError(f"{space!r} is no space of the board (like 'm8')")
            if piece not in ("S", "F", "Sc", "Fc"):
                raise ValueError(f"space {space}: a piece is 'S', 'F', 'Sc' or 'Fc', not {piece!r}")
            under = board.terrain[cell]
            if (under == CAVE) != (piece in ("Sc", "Fc")) or under in (PEAK, SPRING):
                raise ValueError(
                    f"space {space} is {under!r}: a cave tile goes on a cave 'c', "
                    "a token on grass or a habitat"
                )
            drawn[cell] = piece + under if len(piece) == 1 and under in HABITATS else piece
        rules = [name.replace("_", " ") for name, on in (("turn_tablets", turn_tablets),) if on]
        text = "\n".join(
            [
                board_picture(board.terrain, drawn),
                f"tablets laid: {' '.join(options.layout or ())} (fixed layout)",
                *([f"rules: {', '.join(rules)}"] if rules else []),
            ]
        )
        return cls.from_picture(
            text,
            to_move=to_move,
            animals=animals,
            left=left,
            removed=removed,
            caves_block_bear=caves_block_bear,
            straight_horse=straight_horse,
            stuck_ends_game=stuck_ends_game,
        )

    @classmethod
    def _laying_position(
        cls,
        drawing: Drawing,
        switches: dict[str, bool],
        to_move: int | None,
        animals: tuple[str, str] | None,
        left: Pair | None,
        removed: Pair | None,
    ) -> GreatPlainsState:
        """A position while chance lays the tablets: the tablets laid so far, nothing else."""
        if any(value is not None for value in (to_move, animals, left, removed)) or drawing.left:
            raise ValueError("while tablets are laid, no one holds tokens, tiles or the turn")
        if drawing.rules is not None and "own tablets" in drawing.rules:
            raise ValueError("tablets of one's own cannot be read back while they are laid")
        state = cls.start(Options(**switches))
        placements = cast(tuple[Placement, ...], drawing.laying)
        for number, (tablet, side, sixths) in enumerate(placements, start=1):
            if state.phase is not _LAYING:
                raise ValueError("'laying tablets' lists fewer than all seven tablets")
            state = state.apply(LayTablet(tablet, side))
            turning = state.phase is _TURNING
            if turning and not (number == len(placements) and drawing.next == "turn"):
                state = state.apply(Turn(sixths))
            elif sixths and not turning:
                raise ValueError(f"tablet {tablet} is turned, but the rule 'turn tablets' is off")
        expected = "turn" if state.phase is _TURNING else "lay"
        if state.board is not None or drawing.next not in (None, expected):
            raise ValueError(f"after 'laying tablets: ...' chance {expected}s the next tablet")
        return state

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

    @classmethod
    def action_type(cls) -> type[Action]:
        return GreatPlainsAction

    def legal_actions(self) -> Sequence[GreatPlainsAction]:
        phase = self.phase
        if phase is _TOKENS:
            actions = self._actions
            if actions is None:
                moves = self._moves
                actions = (self.moves() if moves is None else moves).actions()
                object.__setattr__(self, "_actions", actions)
            return actions
        if phase is _CAVES:
            return cave_actions(self._free_caves())
        if phase is _LAYING:
            return _laying(self._laid_tablets()).actions
        if phase is _TURNING:
            return _TURN_ACTIONS
        return ()

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        if self.phase is _LAYING:
            return _laying(self._laid_tablets()).outcomes
        if self.phase is _TURNING:
            return _TURNS
        return ()

    def sample_chance(self, rng: random.Random) -> Action:
        """The tablet laid or the turn, without building an outcome list: the same
        outcome, with the same ``rng.random()`` call, as ``sample_outcome`` draws."""
        phase = self.phase
        if phase is _LAYING:
            laying = _laying(self._laid_tablets())
            return laying.actions[pick(laying.weights, rng)]
        if phase is _TURNING:
            return _TURN_ACTIONS[pick(_TURN_WEIGHTS, rng)]
        return super().sample_chance(rng)

    # While caves and tokens are placed, the rule is asked about the action
    # itself (Moves.allows and cave_allowed take only its exact types, and the
    # next state keeps only bits, never the action). While tablets are laid
    # and turned, the next state keeps the action's fields, so the state's own
    # equal value is applied, never the caller's: a tablet number forced to
    # ``3.0`` past the validators leaves no trace in the layout.

    def is_legal(self, action: object) -> bool:
        phase = self.phase
        if phase is _TOKENS:
            return _allows(self.moves(), action)
        if phase is _CAVES:
            return _cave_allowed(self._free_caves(), action)
        return self._chance_outcome(action) is not None

    def apply(self, action: object) -> Self:
        phase = self.phase
        if phase is _TOKENS:
            # The common case, without the detours through is_legal and _apply_legal.
            moves = self._moves
            if moves is None:
                moves = self.moves()
            try:
                if moves.allows(action):
                    return self._placed(cast(GreatPlainsAction, action))
            except TypeError:  # a field forced to something unhashable: no placement
                pass
        elif phase is _CAVES:
            if _cave_allowed(self._free_caves(), action):
                return self._caved(cast(PlaceCave, action))
        else:
            canonical = self._chance_outcome(action)
            if canonical is not None:
                return self._apply_legal(canonical)
        raise self.refusal(action)

    def _chance_outcome(self, action: object) -> GreatPlainsAction | None:
        """The chance outcome equal to ``action``, of its very type, while tablets are laid; else ``None``."""
        phase = self.phase
        legal: dict[GreatPlainsAction, GreatPlainsAction]
        if phase is _LAYING:
            legal = _laying(self._laid_tablets()).legal
        elif phase is _TURNING:
            legal = _TURN_LEGAL
        else:
            return None
        # A dict lookup finds the action by its (cached) hash and then by identity,
        # as the actions handed out by legal_actions() are the very same values.
        return legal_value(legal, action)

    def _apply_legal(self, action: Action) -> Self:
        phase = self.phase
        # Placing a token is most steps of a game; typing.cast would cost a call each.
        if phase is _TOKENS:
            return self._placed(action)  # type: ignore[arg-type]
        if phase is _CAVES:
            return self._caved(cast(PlaceCave, action))
        if phase is _LAYING:
            laid = cast(LayTablet, action)
            layout = (*self.layout, (laid.tablet, laid.side, 0))
            if self.options.turn_tablets:
                return self._with_layout(layout, _TURNING)
            return self._laid(layout)
        *before, (tablet, side, _) = self.layout
        return self._laid((*before, (tablet, side, cast(Turn, action).sixths)))

    # -- setting up the board -------------------------------------------------

    def _laid_tablets(self) -> frozenset[int]:
        return frozenset(tablet for tablet, _, _ in self.layout)

    def _with_layout(self, layout: tuple[Placement, ...], phase: Phase) -> Self:
        return type(self)(
            self.options, layout, phase, 0, self.caves, self.tokens, self.left, self.removed, self.animals
        )

    def _laid(self, layout: tuple[Placement, ...]) -> Self:
        if len(layout) < len(PLACE_CENTRES):
            return self._with_layout(layout, _LAYING)
        board = Board.build(self.options.tablets, layout)
        # "Choose a starting player for the first phase": seat 0 (GP-5).
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

    # -- phase 1: caves ---------------------------------------------------------

    def _free_caves(self) -> int:
        """The empty caves the seat to move may take: none once it has placed all its cave tiles."""
        if self.caves[self.seat].bit_count() >= CAVE_TILES:
            # "Give each player 3 cave tiles": a state made by hand could ask for a fourth.
            return 0
        board = cast(Board, self.board)
        return board.caves & ~(self.caves[0] | self.caves[1])

    def _caved(self, action: PlaceCave) -> Self:
        """ "Take alternating turns to place 1 cave tile on an empty cave space anywhere on the
        game board." After the sixth, the second phase begins."""
        seat = self.seat
        bit = 1 << SPACE_BIT[action.space]
        caves = (self.caves[0] | bit, self.caves[1]) if seat == 0 else (self.caves[0], self.caves[1] | bit)
        board = cast(Board, self.board)
        if (caves[0] | caves[1]).bit_count() < _CAVES_IN_ALL:
            return type(self)(
                self.options, self.layout, _CAVES, 1 - seat, caves, self.tokens, self.left, self.removed,
                self.animals, board,
            )  # fmt: skip
        # "The player who placed the last cave tile goes first in the second phase."
        return self._turn(
            self.options, self.layout, board, caves, self.tokens, self.left, self.removed, self.animals, seat
        )

    # -- phase 2: tokens --------------------------------------------------------

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

    def _placed(self, action: GreatPlainsAction) -> Self:
        seat = self.seat
        other = 1 - seat
        kind = type(action)
        if kind is Pass:
            # A player who cannot place passes, and the other player goes on (GP-7).
            return self._turn(
                self.options, self.layout, cast(Board, self.board), self.caves, self.tokens, self.left,
                self.removed, self.animals, other,
            )  # fmt: skip
        # Laid while tokens are placed; typing.cast would cost a call at every step.
        board: Board = self.board  # type: ignore[assignment]
        bit = SPACE_BIT[action.space]  # type: ignore[attr-defined]
        mask = 1 << bit
        left = (self.left[0] - 1, self.left[1]) if seat == 0 else (self.left[0], self.left[1] - 1)
        if kind is Place and board.habitat[bit] < 0:
            # The common case, kept short: a token on grass, no animal tile involved.
            tokens = (
                (self.tokens[0] | mask, self.tokens[1])
                if seat == 0
                else (self.tokens[0], self.tokens[1] | mask)
            )
            return self._turn(
                self.options, self.layout, board, self.caves, tokens, left, self.removed, self.animals, other
            )
        return self._placed_with_animals(action, board, bit, left)

    def _placed_with_animals(self, action: GreatPlainsAction, board: Board, bit: int, left: Pair) -> Self:
        """A placement that uses an animal tile, or lands on a habitat, or both."""
        seat = self.seat
        other = 1 - seat
        kind = type(action)
        mask = 1 << bit
        tokens = [self.tokens[0], self.tokens[1]]
        removed = self.removed
        held = list(self.animals[seat])
        animal = _ANIMAL_OF.get(kind)
        if animal is not None:
            # "At the start of any turn, you may return one animal tile to the supply."
            held[animal] -= 1
            if kind is Bear:
                # "push the opponent's tribe token in a straight line into the empty lowland
                # space beyond ... If the space beyond is a mountain or off the edge of the
                # board, remove your opponent's tribe token from the game."
                beyond = bit + SHIFTS[_PUSH[cast(Bear, action).push]]
                theirs = tokens[other] & ~mask
                if beyond >= 0 and board.lowland >> beyond & 1:
                    # "If this is an animal space, your opponent does not take a tile."
                    theirs |= 1 << beyond
                else:
                    removed = (removed[0] + 1, removed[1]) if other == 0 else (removed[0], removed[1] + 1)
                tokens[other] = theirs
        tokens[seat] |= mask
        habitat = board.habitat[bit]
        if habitat >= 0 and held[habitat] + self.animals[other][habitat] < ANIMAL_TILES:
            # "If you place a token on a horse, eagle, or bear space, take a corresponding
            # animal tile from the supply, if there is one" -- "In all cases", also when an
            # animal tile brought the token there (it went back to the supply first, GP-11).
            held[habitat] += 1
        mine = (held[0], held[1], held[2])
        animals: Animals = (mine, self.animals[1]) if seat == 0 else (self.animals[0], mine)
        return self._turn(
            self.options,
            self.layout,
            board,
            self.caves,
            (tokens[0], tokens[1]),
            left,
            removed,
            animals,
            other,
        )

    @classmethod
    def _turn(
        cls,
        options: Options,
        layout: tuple[Placement, ...],
        board: Board,
        caves: Pair,
        tokens: Pair,
        left: Pair,
        removed: Pair,
        animals: Animals,
        due: int,
    ) -> Self:
        """The position where ``due`` is next in turn, or the end.

        "Take alternating turns until both players have placed all of their
        tokens." A player without tokens has no more turns; a player with
        tokens but no legal placement passes while the other can still place
        (with ``stuck_ends_game`` the game ends instead); when neither can
        place, the game ends (GP-7).
        """
        moves = _moves_for(board, options, caves, tokens, animals, due) if left[due] else None
        # A placing position is made at every step: through core.frozen's maker, at
        # about half the cost of attrs' __init__ (a subclass through its own).
        make = _MAKE if cls is GreatPlainsState else cls
        if moves is not None:
            if moves.can_place:
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
                    return make(  # type: ignore[return-value]
                        options,
                        layout,
                        _TOKENS,
                        due,
                        caves,
                        tokens,
                        left,
                        removed,
                        animals,
                        board,
                        moves,
                    )
                return make(  # type: ignore[return-value]
                    options, layout, _TOKENS, other, caves, tokens, left, removed, animals, board, theirs
                )
        # No one is due after the end: ``seat`` is 0 then, so that equal end positions are equal states.
        return cls(options, layout, _OVER, 0, caves, tokens, left, removed, animals, board)

    # -- refusals -------------------------------------------------------------

    def _refusal(self, action: Action) -> IllegalActionError:
        return refusal(self, cast(GreatPlainsAction, action))

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


_MAKE: Final = maker(
    GreatPlainsState,
    tuple(field.name for field in attrs.fields(GreatPlainsState) if field.name != "_actions"),
)


def _allows(moves: Moves, action: object) -> bool:
    """``moves.allows(action)``, which is false for a field forced to something unhashable."""
    try:
        return moves.allows(action)
    except TypeError:
        return False


def _cave_allowed(free: int, action: object) -> bool:
    """``cave_allowed(free, action)``, which is false for a field forced to something unhashable."""
    try:
        return cave_allowed(free, action)
    except TypeError:
        return False


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


def _animal_counts(animals: object) -> Animals:
    if not (
        isinstance(animals, tuple | list) and len(animals) == 2 and all(isinstance(a, str) for a in animals)
    ):
        raise ValueError(f"animals are two strings of tile letters like ('hb', ''), not {animals!r}")
    counts = tuple(tuple(held.count(symbol) for symbol in ANIMAL_SYMBOLS) for held in animals)
    unknown = set("".join(animals)) - set(ANIMAL_SYMBOLS)
    if unknown:
        raise ValueError(f"animal tiles are h (horse), e (eagle) and b (bear), not {sorted(unknown)}")
    for i, animal in enumerate(ANIMALS):
        if counts[0][i] + counts[1][i] > ANIMAL_TILES:
            raise ValueError(f"there are only {ANIMAL_TILES} {animal} tiles")
    return cast(Animals, counts)


def _pair(name: str, value: object) -> Pair | None:
    """``value`` as a pair of whole numbers, 0 or more, one a seat (``None`` stays ``None``)."""
    if value is None:
        return None
    if not (
        isinstance(value, tuple | list) and len(value) == 2 and all(type(n) is int and n >= 0 for n in value)
    ):
        raise ValueError(f"{name} is a pair of whole numbers 0 or more, one a seat, not {value!r}")
    return (value[0], value[1])


_T = TypeVar("_T")


def _agree(name: str, given: _T | None, drawn: _T | None) -> _T | None:
    """The value given as a keyword or by the picture's lines below the board; both must agree."""
    if given is None:
        return drawn
    if drawn is not None:
        same = _animal_counts(given) == _animal_counts(drawn) if name == "animals" else given == drawn
        if not same:
            raise ValueError(f"the picture says {name} {drawn!r}, but {name}={given!r} was given")
    return given


def _rows(symbols: str) -> list[str]:
    rows, start = [], 0
    for length in TABLET_ROWS:
        rows.append(symbols[start : start + length])
        start += length
    return rows


def _check_terrain(board: Board, terrain: str) -> None:
    """Raise ``ValueError`` unless the drawn ``terrain`` is the board's, naming the first wrong space."""
    for cell, (drawn, laid) in enumerate(zip(terrain, board.terrain, strict=True)):
        if drawn != laid:
            raise ValueError(
                f"space {NAMES[cell]} is {laid!r} on the tablets laid, but the picture shows {drawn!r}"
            )
