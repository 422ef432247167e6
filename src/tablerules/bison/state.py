"""The value of a Bison position, and dispatch by its phase to the step that decides.

A season: each player draws a landscape tile (chance, hidden from the
others); four rounds in which every player, in turn order, carries out one
action; then every region is scored. A rulebook action is a few small
decisions: ``Choose`` an action marker, that action's own steps, then
``Pay`` (or ``Gain`` an animal when no hunter took part). Trading at the
market (``Buy``) and exchanging 3:1 (``Exchange``) are open at every
decision of a player's own turn.

Each step is a module of :mod:`tablerules.bison.steps`: what may be done
there, what doing it changes, and why anything else is refused. This module
keeps the value, hands each question to the step of its phase, and answers
what a front end or a rule tester asks about a position.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Final, Self

import attrs

from tablerules.bison.actions import HIDDEN_DRAW, BisonAction, Buy, Draw, Exchange, Pay
from tablerules.bison.board import (
    FIELD_NAMES,
    FIELDS,
    Board,
    Laid,
    Region,
    Tile,
    parse_field,
    start_layout,
)
from tablerules.bison.components import Kind, Terrain
from tablerules.bison.options import Options, check_options
from tablerules.bison.phase import Phase
from tablerules.bison.progress import Pending, ScoringProgress
from tablerules.bison.scoring import RegionScore, SeasonScore, score_region, score_sheet
from tablerules.bison.steps import (
    building,
    choosing,
    drawing,
    entering,
    gathering,
    laying,
    moving,
    paying,
    scoring,
    trading,
)
from tablerules.bison.steps.turn import DUE
from tablerules.bison.supply import Supply, start_supply
from tablerules.bison.table import Turns
from tablerules.core.errors import IllegalActionError
from tablerules.core.frozen import copied, unasked
from tablerules.core.game import Action, State
from tablerules.core.listing import NOTHING, Listing
from tablerules.core.outcome import Outcome, ScoreSheet

if TYPE_CHECKING:
    from tablerules.bison.view import BisonView

__all__ = ["BisonState"]

# The phases as module constants: reading a member off its Enum class costs a
# look-up through the metaclass, and these are read at every decision.
_DRAWING: Final = Phase.DRAWING
_CHOOSING: Final = Phase.CHOOSING
_LAYING: Final = Phase.LAYING
_ENTERING: Final = Phase.ENTERING
_BUILDING: Final = Phase.BUILDING
_GATHERING: Final = Phase.GATHERING
_CALLING: Final = Phase.CALLING
_MOVING: Final = Phase.MOVING
_GAINING: Final = Phase.GAINING
_PAYING: Final = Phase.PAYING
_CAPPING: Final = Phase.CAPPING
_OVER: Final = Phase.OVER

#: The step that explains a refusal, by phase (trades aside: :mod:`~tablerules.bison.steps.trading`).
_REFUSALS: Final = {
    _DRAWING: drawing.refusal,
    _CHOOSING: choosing.refusal,
    _LAYING: laying.refusal,
    _ENTERING: entering.refusal,
    _BUILDING: building.refusal,
    _GATHERING: gathering.refusal,
    _CALLING: gathering.refusal,
    _MOVING: moving.refusal,
    _GAINING: paying.refusal,
    _PAYING: paying.refusal,
    _CAPPING: scoring.refusal,
}


# Keyed by a tile set, a tuple of hashable tiles; few differ (one a variant of options).
@functools.lru_cache(maxsize=64)
def _starting_landscape(tiles: tuple[Tile, ...]) -> tuple[tuple[Laid, ...], Board]:
    """The starting tiles laid around the totem, and the board they make: every game of a tile
    set starts from the same one. A board is a value whose caches only ever hold what follows
    from its tiles, so games share it as the positions of one game do."""
    laid = start_layout(tiles[:3])
    return laid, Board.build(tiles, laid)


# Without slots: the next position is this one's fields copied at once, with
# the changes (see _evolve), not seventeen of them passed to attrs' __init__.
@attrs.frozen(cache_hash=True, slots=False)
class BisonState(Turns, State):
    """A position of Bison.

    ``season`` counts from 1 and ``first`` is the seat holding the totem;
    ``turn`` counts the actions carried out this season (seat ``(first +
    turn) % players`` acts, in round ``turn // players``). ``laid`` lists the
    tiles on the landscape ``(place, tile, rotation)`` in the order they were
    laid (the starting tiles first); ``pile`` the tile numbers never drawn
    (the tiles put back unseen among them, BIS-5); ``hands`` each seat's drawn
    tile not yet laid. The pieces on the landscape are three tuples by field
    number (see :mod:`~tablerules.bison.board`): ``owner`` (-1 for none),
    ``hunters`` and ``pieces`` (the diamonds of the tipi or canoe there, 0 for
    none). ``supplies`` holds each seat's tracks, reserve, market and action
    markers; ``pending`` the action under way; ``scoring`` a season's scoring
    under way; ``results`` the seasons scored.
    """

    title = "bison"

    options: Options
    seats: int
    season: int
    first: int
    phase: Phase
    turn: int
    laid: tuple[Laid, ...]
    pile: tuple[int, ...]
    hands: tuple[int | None, ...]
    owner: tuple[int, ...]
    hunters: tuple[int, ...]
    pieces: tuple[int, ...]
    supplies: tuple[Supply, ...]
    pending: Pending | None = None
    scoring: ScoringProgress | None = None
    #: History, not position: two states that differ only in it are equal.
    results: tuple[SeasonScore, ...] = attrs.field(default=(), eq=False)
    #: The landscape: derived from ``options`` and ``laid``, kept for speed.
    board: Board = attrs.field(
        default=attrs.Factory(lambda self: Board.build(self.options.tile_set(), self.laid), takes_self=True),
        eq=False,
        repr=False,
    )

    def _evolve(self, **changes: object) -> Self:
        """The state with ``changes``; the derived ``board`` is kept unless given.

        Made by copying this state's fields (:func:`~tablerules.core.frozen.copied`),
        its hash left behind: it answered for this state.
        """
        return copied(self, _UNASKED, changes)

    # -- construction ---------------------------------------------------------------

    @classmethod
    def start(cls, players: int, options: Options) -> BisonState:
        """The first position: the starting tiles around the totem, seat 0 first, chance to draw."""
        check_options(options)
        tiles = options.tile_set()
        laid, board = _starting_landscape(tiles)
        return cls(
            options,
            players,
            1,
            0,
            _DRAWING,
            0,
            laid,
            tuple(range(3, len(tiles))),
            (None,) * players,
            (-1,) * FIELDS,
            (0,) * FIELDS,
            (0,) * FIELDS,
            (start_supply(),) * players,
            board=board,
        )

    # -- the protocol -----------------------------------------------------------------

    @property
    def chance_seat(self) -> int | None:
        """At a chance node, the seat drawing the tile (``drawing_seat``)."""
        return self.drawing_seat

    @property
    def drawing_seat(self) -> int | None:
        """At a chance node, the seat that draws the tile; else ``None``."""
        if self.phase is not _DRAWING:
            return None
        hands = self.hands
        drawn = len(hands) - hands.count(None)
        return (self.first + drawn) % self.seats

    @classmethod
    def action_type(cls) -> type[Action]:
        return BisonAction

    @property
    def is_over(self) -> bool:
        # The loop the README teaches asks this at every step: one property, not two.
        return self.phase is _OVER

    # -- dispatch to the step that decides now ----------------------------------------------

    def _legal_listing(self) -> Listing:
        phase = self.phase
        if phase is _CHOOSING:
            return choosing.listing(self)
        if phase is _MOVING:
            return moving.listing(self)
        if phase is _GAINING or phase is _PAYING:
            return paying.listing(self)
        if phase is _BUILDING:
            return building.listing(self)
        if phase is _ENTERING:
            return entering.listing(self)
        if phase is _LAYING:
            return laying.listing(self)
        if phase is _GATHERING or phase is _CALLING:
            return gathering.listing(self)
        if phase is _DRAWING:
            return drawing.Drawing(self.pile)
        if phase is _CAPPING:
            return scoring.listing(self)
        return NOTHING

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        if self.phase is _DRAWING:
            # The kept listing, which apply() then finds the tile in; listed when read.
            tiles: drawing.Drawing = self._listing()  # type: ignore[assignment]
            return tiles
        return ()

    def sample_chance(self, rng: random.Random) -> Action:
        """The draw from the pile without building its outcomes: the same tile
        ``sample_outcome`` would draw, every tile equally likely."""
        pile = self.pile if self.phase is _DRAWING else ()
        if not pile:
            return super().sample_chance(rng)
        return drawing.sample(pile, rng)

    def _apply_legal(self, action: Action) -> Self:
        # The most common decisions first. Every action here came from the listing,
        # so its fields name fields exactly as FIELD_NAMES does.
        phase = self.phase
        if phase is _CHOOSING:
            return choosing.applied(self, action)  # type: ignore[arg-type,return-value]
        if phase is _MOVING:
            return moving.applied(self, action)  # type: ignore[arg-type,return-value]
        if phase is _GAINING or phase is _PAYING:
            return paying.applied(self, action)  # type: ignore[arg-type,return-value]
        if phase is _BUILDING:
            return building.applied(self, action)  # type: ignore[arg-type,return-value]
        if phase is _ENTERING:
            return entering.applied(self, action)  # type: ignore[arg-type,return-value]
        if phase is _LAYING:
            return laying.applied(self, action)  # type: ignore[arg-type,return-value]
        if phase is _GATHERING or phase is _CALLING:
            return gathering.applied(self, action)  # type: ignore[arg-type,return-value]
        if phase is _DRAWING:
            return drawing.drew(self, action)  # type: ignore[arg-type,return-value]
        return scoring.applied(self, action)  # type: ignore[arg-type,return-value]

    def _refusal(self, action: Action) -> IllegalActionError:
        phase = self.phase
        kind = type(action)
        if (kind is Buy or kind is Exchange) and phase is not _CAPPING:
            return trading.refusal(self, action)  # type: ignore[arg-type]
        return _REFUSALS[phase](self, action)  # type: ignore[arg-type]

    # -- the pieces on the landscape ------------------------------------------------------------

    def _pieces_set(self, changes: dict[int, tuple[int, int, int]]) -> dict[str, object]:
        """The new ``owner``, ``hunters`` and ``pieces`` with fields set to ``(owner, hunters, pieces)``;
        an emptied field has no owner."""
        owner, hunters, pieces = list(self.owner), list(self.hunters), list(self.pieces)
        for field, (seat, count, size) in changes.items():
            owner[field] = seat if count or size else -1
            hunters[field] = count
            pieces[field] = size
        return {"owner": tuple(owner), "hunters": tuple(hunters), "pieces": tuple(pieces)}

    # -- scores, views, pictures -------------------------------------------------------------

    def score_sheet(self) -> ScoreSheet:
        """The food on the tracks, with the regions of a season's scoring while the landscape shows it
        (:func:`~tablerules.bison.scoring.score_sheet`)."""
        return score_sheet(self)

    def scores(self) -> tuple[int, ...]:
        return tuple(supply.total for supply in self.supplies)

    def outcome(self) -> Outcome | None:
        """The most animals wins; a tie goes to the most animals on the smallest track (BIS-17)."""
        if self.phase is not _OVER:
            return None
        smallest = [min(supply.food) for supply in self.supplies]
        return Outcome.rank(
            self.scores(), [("bison.tiebreak.smallest-track", "most animals on the smallest track", smallest)]
        )

    def view(self, seat: int | None) -> BisonView:
        """What ``seat`` may know: everything but the tiles other seats drew and have not laid."""
        from tablerules.bison.view import BisonView

        self.check_seat(seat)
        return BisonView.of(self, seat)

    def notation_for(self, action: Action, seat: int | None) -> str:
        """A draw reads ``draw ?`` for every seat but the drawer."""
        self.check_seat(seat)
        if type(action) is Draw and seat != self.drawing_seat:
            return HIDDEN_DRAW
        return str(action)

    def determinize(self, seat: int | None, rng: random.Random) -> Self:
        """The tiles hidden from ``seat`` (others' drawn tiles and the pile) dealt anew
        (:meth:`BisonView.sample_state`)."""
        drawn = self.view(seat).sample_state(rng)
        return self._evolve(hands=drawn.hands, pile=drawn.pile)

    def hand_of(self, seat: int) -> int | str | None:
        """The tile ``seat`` drew and has not laid yet, or ``None``."""
        return self.hands[seat]

    def __str__(self) -> str:
        from tablerules.bison.picture import picture

        return picture(self)

    # -- queries for front ends and rule testers -----------------------------------------------

    def field_owner(self, field: str) -> int | None:
        """The seat whose pieces stand on ``field`` (named like ``"12p"``), or ``None``."""
        number = parse_field(field)
        self._check_in_play(number)
        seat = self.owner[number]
        return None if seat < 0 else seat

    def hunters_on(self, field: str) -> int:
        """The hunters on ``field``."""
        number = parse_field(field)
        self._check_in_play(number)
        return self.hunters[number]

    def piece_on(self, field: str) -> int:
        """The diamonds of the tipi or canoe on ``field`` (0 for none)."""
        number = parse_field(field)
        self._check_in_play(number)
        return self.pieces[number]

    def animals_on(self, field: str) -> int:
        """The animals shown on ``field``."""
        number = parse_field(field)
        self._check_in_play(number)
        return self.board.animals[number]

    def terrain(self, field: str) -> Terrain:
        """The terrain of ``field``: prairie, river or mountain."""
        return Terrain(parse_field(field) % 3)

    def neighbours(self, field: str) -> tuple[str, ...]:
        """The fields one movement point from ``field``."""
        number = parse_field(field)
        self._check_in_play(number)
        return tuple(FIELD_NAMES[f] for f in self.board.links[number])

    def movement_cost(self, origin: str, to: str) -> int | None:
        """The fewest movement points from ``origin`` to ``to`` (``None``: no path)."""
        a, b = parse_field(origin), parse_field(to)
        self._check_in_play(a)
        self._check_in_play(b)
        return self.board.distance(a, b)

    def region(self, field: str) -> Region:
        """The region ``field`` belongs to."""
        number = parse_field(field)
        self._check_in_play(number)
        return self.board.region_of(number)

    def _check_in_play(self, field: int) -> None:
        if not self.board.has_field(field):
            raise ValueError(
                f"no tile lies on place {field // 3 + 1}, so field {FIELD_NAMES[field]} is not in play"
            )

    def region_scores(self) -> tuple[RegionScore, ...]:
        """The regions as they would score now, in scoring order (nothing is awarded)."""
        return tuple(
            score_region(
                region,
                self.owner,
                self.hunters,
                self.pieces,
                self.board.animals,
                hunters_break_ties=self.options.hunters_break_ties,
            )
            for region in self.board.regions()
        )

    def pay_options(self) -> tuple[Pay, ...]:
        """Every way to pay the action under way (empty when nothing is due)."""
        if self.phase is not _PAYING:
            return ()
        return paying.payments(DUE[self.pending.hunters], self.supplies[self.acting_seat].food)  # type: ignore[union-attr]

    def free_kinds(self, seat: int) -> tuple[Kind, ...]:
        """The actions ``seat`` may still choose this season.

        "You must play your landscape tile during the season in which you drew
        it": with one action left and the tile not laid, only the tile action
        (:func:`~tablerules.bison.steps.choosing.choices`).
        """
        last = self.round == choosing.LAST_ROUND
        return tuple(choose.kind for choose in choosing.choices(self.supplies[seat].used, last))

    def build_changes(self, seat: int) -> list[tuple[int, int, int]]:
        """The tipi or canoe changes open to ``seat`` now: ``(field, new size, hunters used)``
        (:func:`~tablerules.bison.steps.building.changes`)."""
        return building.changes(self, seat)

    def fields_with_hunters(self, seat: int) -> tuple[int, ...]:
        """The fields where ``seat`` has hunters."""
        return gathering.fields_with_hunters(self, seat)

    def movable_hunters(self, field: int) -> int:
        """The hunters on ``field`` that may still move in the action under way: those
        that arrived there in this action move no more (BIS-8)."""
        pending = self.pending
        return moving.movable(self.hunters, pending.arrived if pending is not None else (), field)

    def destinations(self, origin: int) -> tuple[int, ...]:
        """Where a hunter on ``origin`` may go with the move action under way.

        "The destination spaces may not contain pieces belonging to other
        players"; moving 1 to 3 spaces, hunters "may even move through
        spaces occupied by your opponents' pieces" (:func:`~tablerules.bison.steps.moving.destinations`).
        """
        near = self.pending.kind is Kind.MOVE1  # type: ignore[union-attr]
        return moving.destinations(self.board, self.owner, self.acting_seat, origin, near)


_UNASKED: Final = unasked(BisonState.start(2, Options()))
