"""The rules of Bison: one immutable state, and how each decision changes it.

A season: each player draws a landscape tile (chance, hidden from the
others); four rounds in which every player, in turn order, carries out one
action; then every region is scored. A rulebook action is a few small
decisions: ``Choose`` an action marker, that action's own steps, then
``Pay`` (or ``Gain`` an animal when no hunter took part). Trading at the
market (``Buy``) and exchanging 3:1 (``Exchange``) are open at every
decision of a player's own turn.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Final, Self, cast

import attrs

from tablerules.bison.actions import (
    DONE,
    HIDDEN_DRAW,
    BisonAction,
    Build,
    Buy,
    Call,
    Choose,
    Done,
    Draw,
    Enter,
    Exchange,
    Gain,
    Gather,
    Lay,
    Move,
    Pay,
)
from tablerules.bison.board import (
    FIELD_NAMES,
    FIELDS,
    Board,
    Laid,
    Region,
    parse_field,
    start_layout,
)
from tablerules.bison.components import (
    ANIMALS,
    FOOD_CAP,
    MAX_HUNTERS,
    Kind,
    Terrain,
    cost,
)
from tablerules.bison.evolve import init_names, replaced
from tablerules.bison.options import Options, check_options
from tablerules.bison.phase import Phase
from tablerules.bison.progress import Pending, ScoringProgress
from tablerules.bison.scoring import RegionScore, SeasonScore, score_region
from tablerules.bison.supply import Food, Supply, start_supply
from tablerules.bison.table import Turns
from tablerules.core.chance import pick
from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action, State, legal_value
from tablerules.core.outcome import Outcome, ScoreItem, ScoreSheet

if TYPE_CHECKING:
    from tablerules.bison.view import BisonView

__all__ = ["BisonState"]

_ACTIONS_PER_SEASON: Final = 4
_OWN_TURN: Final = frozenset(
    {
        Phase.CHOOSING,
        Phase.LAYING,
        Phase.ENTERING,
        Phase.BUILDING,
        Phase.GATHERING,
        Phase.CALLING,
        Phase.MOVING,
        Phase.GAINING,
        Phase.PAYING,
    }
)
_PIECE_OF: Final = {Kind.TIPI: "tipi", Kind.CANOE: "canoe"}
_TERRAINS_OF: Final = {
    Kind.TIPI: (Terrain.PRAIRIE, Terrain.MOUNTAIN),
    Kind.CANOE: (Terrain.RIVER,),
}
_PHASE_OF: Final = {
    Kind.TILE: Phase.LAYING,
    Kind.TIPI: Phase.BUILDING,
    Kind.CANOE: Phase.BUILDING,
    Kind.GATHER: Phase.GATHERING,
    Kind.MOVE1: Phase.MOVING,
    Kind.MOVE3: Phase.MOVING,
}
_TRACK: Final = {animal: index for index, animal in enumerate(ANIMALS)}


# -- shared action values -------------------------------------------------------------
#
# The same few hundred action values come up in every game; building each once
# keeps legal_actions() cheap and lets membership tests find them by identity.
# The unbounded caches below are keyed only by field and place numbers of the
# fixed landscape, hunter counts up to 5 and piece sizes 1 to 4 (the position
# builder checks them), so they stay small; the others are keyed by food and
# piles, which a position made by hand may set to anything, and are bounded.

_KINDS: Final = tuple(Kind)
_CHOOSE: Final = {kind: Choose(kind) for kind in Kind}
_GAINS: Final = tuple(Gain(animal) for animal in ANIMALS)
_EXCHANGES: Final = {(g, t): Exchange(ANIMALS[g], ANIMALS[t]) for g in range(3) for t in range(3) if g != t}
_BUY_HUNTER: Final = Buy("hunter", 1)


@functools.cache
def _lay(place: int, rotation: int) -> Lay:
    return Lay(place, rotation)


@functools.cache
def _enter(field: int, hunters: int) -> Enter:
    return Enter(FIELD_NAMES[field], hunters)


@functools.cache
def _build(field: int, size: int) -> Build:
    return Build(FIELD_NAMES[field], size)


@functools.cache
def _gather(field: int) -> Gather:
    return Gather(FIELD_NAMES[field])


@functools.cache
def _call(field: int) -> Call:
    return Call(FIELD_NAMES[field])


@functools.cache
def _move(origin: int, to: int) -> Move:
    return Move(FIELD_NAMES[origin], FIELD_NAMES[to])


@functools.cache
def _buy(piece: str, size: int) -> Buy:
    return Buy(piece, size)


def _payments(amount: int, food: Food) -> tuple[Pay, ...]:
    """Every way to pay ``amount`` animals from tracks holding ``food``."""
    # No more than ``amount`` of an animal can be paid: counting no further keeps
    # the keys few (amounts are costs, 10 at most), so play never misses.
    return _payments_from(amount, (min(food[0], amount), min(food[1], amount), min(food[2], amount)))


@functools.lru_cache(maxsize=2048)
def _payments_from(amount: int, food: Food) -> tuple[Pay, ...]:
    return tuple(
        Pay(b, s, amount - b - s)
        for b in range(min(amount, food[0]) + 1)
        for s in range(min(amount - b, food[1]) + 1)
        if amount - b - s <= food[2]
    )


@functools.lru_cache(maxsize=4096)
def _trades(supply: Supply, keep: int) -> tuple[BisonAction, ...]:
    """The market and the 3:1 exchange, leaving at least ``keep`` animals for the cost under way (BIS-7)."""
    trades: list[BisonAction] = []
    total = supply.total
    if supply.market_hunters and supply.can_pay_each(1) and total - 3 >= keep:
        trades.append(_BUY_HUNTER)
    for piece, market in (("tipi", supply.market_tipis), ("canoe", supply.market_canoes)):
        for size in dict.fromkeys(market):
            if supply.can_pay_each(size) and total - 3 * size >= keep:
                trades.append(_buy(piece, size))
    if total - 2 >= keep:
        food = supply.food
        for (give, _get), exchange in _EXCHANGES.items():
            if food[give] >= 3:
                trades.append(exchange)
    return tuple(trades)


# The pile is hidden from every seat, so nothing is cached by it: a cache kept
# between states would hold it where anyone who imports this module could read
# it. The draws are shared values from a table filled before play, keyed by
# the tile's number alone; a tile set made larger by hand gets new ones.
_DRAWS: Final = tuple(Draw(tile) for tile in range(256))


def _draw(tile: int) -> Draw:
    return _DRAWS[tile] if 0 <= tile < len(_DRAWS) else Draw(tile)


def _draws(pile: tuple[int, ...]) -> tuple[tuple[Draw, Fraction], ...]:
    p = Fraction(1, len(pile))
    return tuple((_draw(tile), p) for tile in pile)


@attrs.frozen(cache_hash=True)
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
    # Worked out once, when first asked for; never copied to the next state.
    _legal: tuple[BisonAction, ...] | None = attrs.field(default=None, init=False, eq=False, repr=False)
    # Each legal action by itself, so that apply() uses the state's own value (BIS-6).
    _legal_set: dict[BisonAction, BisonAction] | None = attrs.field(
        default=None, init=False, eq=False, repr=False
    )

    def _evolve(self, **changes: object) -> Self:
        """The state with ``changes``; the derived ``board`` is kept unless given."""
        return replaced(self, _STATE_FIELDS, changes)

    # -- construction ---------------------------------------------------------------

    @classmethod
    def start(cls, players: int, options: Options) -> BisonState:
        """The first position: the starting tiles around the totem, seat 0 first, chance to draw."""
        check_options(options)
        tiles = options.tile_set()
        laid = start_layout(tiles[:3])
        return cls(
            options,
            players,
            1,
            0,
            Phase.DRAWING,
            0,
            laid,
            tuple(range(3, len(tiles))),
            (None,) * players,
            (-1,) * FIELDS,
            (0,) * FIELDS,
            (0,) * FIELDS,
            (start_supply(),) * players,
            board=Board.build(tiles, laid),
        )

    # -- the protocol -----------------------------------------------------------------

    @property
    def chance_seat(self) -> int | None:
        """At a chance node, the seat drawing the tile (``drawing_seat``)."""
        return self.drawing_seat

    @property
    def drawing_seat(self) -> int | None:
        """At a chance node, the seat that draws the tile; else ``None``."""
        if self.phase is not Phase.DRAWING:
            return None
        drawn = sum(hand is not None for hand in self.hands)
        return (self.first + drawn) % self.seats

    @classmethod
    def action_type(cls) -> type[Action]:
        return BisonAction

    def legal_actions(self) -> Sequence[BisonAction]:
        legal = self._legal
        if legal is None:
            legal = tuple(self._legal_actions())
            object.__setattr__(self, "_legal", legal)
        return legal

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        if self.phase is Phase.DRAWING:
            return _draws(self.pile)
        return ()

    def sample_chance(self, rng: random.Random) -> Action:
        """The draw from the pile without building its outcomes: the same tile
        ``sample_outcome`` would draw, every tile equally likely."""
        pile = self.pile if self.phase is Phase.DRAWING else ()
        if not pile:
            return super().sample_chance(rng)
        # 1 / len is the float of Fraction(1, len), summed one by one as sample_outcome sums.
        return _draw(pile[pick(list(itertools.accumulate(itertools.repeat(1 / len(pile), len(pile)))), rng)])

    def is_legal(self, action: object) -> bool:
        return self._canonical(action) is not None

    def _canonical(self, action: object) -> BisonAction | None:
        """The legal action equal to ``action``, of its very type, or ``None``.

        The rules apply this value, never the caller's: an equal object with
        odd fields (a float forced into an action, say) leaves no trace in the
        next state or its records, and an object equal to everything is no action.
        """
        legal = self._legal_set
        if legal is None:
            legal = {action: action for action in self.legal_actions()}
            object.__setattr__(self, "_legal_set", legal)
        return legal_value(legal, action)

    def apply(self, action: object) -> Self:
        canonical = self._canonical(action)
        if canonical is not None:
            return self._apply_legal(canonical)
        raise self.refusal(action)

    def _refusal(self, action: Action) -> IllegalActionError:
        from tablerules.bison.refusals import refusal

        return refusal(self, cast(BisonAction, action))

    # -- legal actions ----------------------------------------------------------------------

    def _legal_actions(self) -> list[BisonAction]:
        phase = self.phase
        if phase is Phase.OVER:
            return []
        if phase is Phase.DRAWING:
            return [draw for draw, _ in _draws(self.pile)]
        if phase is Phase.CAPPING:
            return self._capping_actions()
        seat = self.acting_seat
        supply = self.supplies[seat]
        actions: list[BisonAction]
        if phase is Phase.CHOOSING:
            actions = [_CHOOSE[kind] for kind in self.free_kinds(seat)]
        elif phase is Phase.LAYING:
            actions = [_lay(place, r) for place in self.board.open_places() for r in range(6)]
        elif phase is Phase.ENTERING:
            actions = self._entering_actions(supply)
        elif phase is Phase.BUILDING:
            actions = self._building_actions(supply)
        elif phase is Phase.GATHERING:
            actions = [_gather(f) for f in self.fields_with_hunters(seat)]
            actions.append(DONE)
        elif phase is Phase.CALLING:
            actions = self._calling_actions(supply)
        elif phase is Phase.MOVING:
            actions = self._moving_actions(supply)
        elif phase is Phase.GAINING:
            actions = list(_GAINS)
        else:  # paying
            actions = list(_payments(self._committed(), supply.food))
        actions.extend(_trades(supply, self._committed()))
        return actions

    def free_kinds(self, seat: int) -> tuple[Kind, ...]:
        """The actions ``seat`` may still choose this season.

        "You must play your landscape tile during the season in which you drew
        it": with one action left and the tile not laid, only the tile action.
        """
        supply = self.supplies[seat]
        free = tuple(kind for kind in _KINDS if not supply.used & kind.bit)
        if not supply.has_used(Kind.TILE) and self.round == _ACTIONS_PER_SEASON - 1:
            return (Kind.TILE,)
        return free

    def _committed(self) -> int:
        """The animals the action under way will cost: the food a trade must leave."""
        pending = self.pending
        return 0 if pending is None else cost(pending.hunters)

    def _affordable(self, supply: Supply, hunters: int) -> bool:
        """Whether the action under way may use ``hunters`` hunters in all: at most 5, and payable."""
        return hunters <= MAX_HUNTERS and cost(hunters) <= supply.total

    def _capping_actions(self) -> list[BisonAction]:
        """A seat above 15 of an animal trades the surplus at the market or exchanges it, or stops."""
        seat = cast(ScoringProgress, self.scoring).queue[0]
        supply = self.supplies[seat]
        actions: list[BisonAction] = []
        if supply.market_hunters and supply.can_pay_each(1):
            actions.append(_BUY_HUNTER)
        for piece, market in (("tipi", supply.market_tipis), ("canoe", supply.market_canoes)):
            for size in dict.fromkeys(market):
                if supply.can_pay_each(size):
                    actions.append(_buy(piece, size))
        food = supply.food
        for (give, _get), exchange in _EXCHANGES.items():
            if food[give] > FOOD_CAP:
                actions.append(exchange)
        actions.append(DONE)
        return actions

    def _entering_actions(self, supply: Supply) -> list[BisonAction]:
        place = cast(Pending, self.pending).place
        actions: list[BisonAction] = [
            _enter(3 * (place - 1) + terrain, count)
            for terrain in Terrain
            for count in range(1, min(MAX_HUNTERS, supply.hunters) + 1)
            if self._affordable(supply, count)
        ]
        actions.append(DONE)
        return actions

    def build_changes(self, seat: int) -> list[tuple[int, int, int]]:
        """The tipi or canoe changes open to ``seat`` now: ``(field, new size, hunters used)``."""
        pending = cast(Pending, self.pending)
        supply = self.supplies[seat]
        variant = self.options.variant
        if variant == 0 and pending.touched:
            return []
        sizes = dict.fromkeys(supply.reserve_of(_PIECE_OF[pending.kind]))
        owner, hunters, pieces = self.owner, self.hunters, self.pieces
        changes = []
        for terrain in _TERRAINS_OF[pending.kind]:
            for field in range(terrain, FIELDS, 3):
                if owner[field] != seat or field in pending.touched:
                    continue
                here = pieces[field]
                options = [
                    (size, size - here) for size in sizes if size > here and hunters[field] >= size - here
                ]
                if variant == 2 and here:
                    # Variant 2: "reduce or remove", each diamond taken off a hunter from the reserve.
                    options += [
                        (size, here - size)
                        for size in (0, *sizes)
                        if size < here and supply.hunters >= here - size
                    ]
                for size, used in sorted(options):
                    if self._affordable(supply, pending.hunters + used):
                        changes.append((field, size, used))
        return changes

    def _building_actions(self, supply: Supply) -> list[BisonAction]:
        actions: list[BisonAction] = [
            _build(field, size) for field, size, _ in self.build_changes(self.acting_seat)
        ]
        actions.append(DONE)
        return actions

    def fields_with_hunters(self, seat: int) -> tuple[int, ...]:
        """The fields where ``seat`` has hunters."""
        owner, hunters = self.owner, self.hunters
        return tuple(f for f in range(FIELDS) if owner[f] == seat and hunters[f])

    def _calling_actions(self, supply: Supply) -> list[BisonAction]:
        pending = cast(Pending, self.pending)
        actions: list[BisonAction] = []
        if self._affordable(supply, pending.hunters + 1):
            actions = [_call(f) for f in self.fields_with_hunters(self.acting_seat) if f != pending.target]
        actions.append(DONE)
        return actions

    def movable_hunters(self, field: int) -> int:
        """The hunters on ``field`` that may still move in the action under way."""
        pending = self.pending
        arrived = pending.arrived.count(field) if pending is not None else 0
        return self.hunters[field] - arrived

    def destinations(self, origin: int) -> tuple[int, ...]:
        """Where a hunter on ``origin`` may go with the move action under way.

        "The destination spaces may not contain pieces belonging to other
        players"; moving 1 to 3 spaces, hunters "may even move through
        spaces occupied by your opponents' pieces".
        """
        pending = cast(Pending, self.pending)
        seat = self.acting_seat
        reach = self.board.links[origin] if pending.kind is Kind.MOVE1 else self.board.within_three(origin)
        owner = self.owner
        return tuple(f for f in reach if owner[f] < 0 or owner[f] == seat)

    def _moving_actions(self, supply: Supply) -> list[BisonAction]:
        pending = cast(Pending, self.pending)
        actions: list[BisonAction] = []
        if self._affordable(supply, pending.hunters + 1):
            for origin in self.fields_with_hunters(self.acting_seat):
                if self.movable_hunters(origin) > 0:
                    actions.extend(_move(origin, to) for to in self.destinations(origin))
        actions.append(DONE)
        return actions

    # -- applying a legal action -----------------------------------------------------------

    def _apply_legal(self, action: Action) -> Self:
        kind = type(action)
        if kind is Draw:
            return self._drew(cast(Draw, action).tile)
        if kind is Buy:
            buy = cast(Buy, action)
            return self._traded(self.supplies[self._trader()].bought(buy.piece, buy.size))
        if kind is Exchange:
            ex = cast(Exchange, action)
            capping = self.phase is Phase.CAPPING
            supply = self.supplies[self._trader()]
            return self._traded(supply.exchanged(_TRACK[ex.give], _TRACK[ex.get], keep_surplus=capping))
        if kind is Choose:
            return self._chose(cast(Choose, action).kind)
        if kind is Lay:
            lay = cast(Lay, action)
            return self._laid_tile(lay.place, lay.rotation)
        if kind is Enter:
            enter = cast(Enter, action)
            return self._entered(parse_field(enter.field), enter.hunters)
        if kind is Build:
            build = cast(Build, action)
            return self._built(parse_field(build.field), build.size)
        if kind is Gather:
            pending = cast(Pending, self.pending).evolve(target=parse_field(cast(Gather, action).field))
            return self._evolve(phase=Phase.CALLING, pending=pending)
        if kind is Call:
            pending = cast(Pending, self.pending)
            return self._moved(parse_field(cast(Call, action).field), pending.target)
        if kind is Move:
            move = cast(Move, action)
            return self._moved(parse_field(move.origin), parse_field(move.to))
        if kind is Done:
            if self.phase is Phase.CAPPING:
                return self._capped_done()
            return self._settled()
        if kind is Gain:
            seat = self.acting_seat
            supply = self.supplies[seat].gained(_TRACK[cast(Gain, action).animal], 1)
            return self._with_supply(seat, supply)._turn_ended()
        pay = cast(Pay, action)
        seat = self.acting_seat
        return self._with_supply(seat, self.supplies[seat].paid(pay.animals))._turn_ended()

    def _with_supply(self, seat: int, supply: Supply) -> Self:
        supplies = list(self.supplies)
        supplies[seat] = supply
        return self._evolve(supplies=tuple(supplies))

    def _trader(self) -> int:
        return (
            cast(ScoringProgress, self.scoring).queue[0] if self.phase is Phase.CAPPING else self.acting_seat
        )

    def _traded(self, supply: Supply) -> Self:
        seat = self._trader()
        state = self._with_supply(seat, supply)
        if self.phase is Phase.CAPPING and not supply.over_cap():
            return state._next_capper()
        return state

    def _drew(self, tile: int) -> Self:
        seat = cast(int, self.drawing_seat)
        hands = list(self.hands)
        hands[seat] = tile
        pile = tuple(t for t in self.pile if t != tile)
        everyone = all(hand is not None for hand in hands)
        return self._evolve(
            hands=tuple(hands), pile=pile, phase=Phase.CHOOSING if everyone else Phase.DRAWING
        )

    def _chose(self, kind: Kind) -> Self:
        seat = self.acting_seat
        state = self._with_supply(seat, self.supplies[seat].marked(kind))
        return state._evolve(phase=_PHASE_OF[kind], pending=Pending(kind))

    def _laid_tile(self, place: int, rotation: int) -> Self:
        seat = self.acting_seat
        tile = cast(int, self.hands[seat])
        hands = list(self.hands)
        hands[seat] = None
        return self._evolve(
            laid=(*self.laid, (place, tile, rotation)),
            hands=tuple(hands),
            board=self.board.with_tile(place, tile, rotation),
            phase=Phase.ENTERING,
            pending=cast(Pending, self.pending).evolve(place=place),
        )

    def _entered(self, field: int, count: int) -> Self:
        seat = self.acting_seat
        supply = self.supplies[seat]
        state = self._with_supply(seat, supply.with_hunters(supply.hunters - count))
        state = state._with_pieces({field: (seat, count, 0)})
        return state._evolve(pending=cast(Pending, self.pending).evolve(hunters=count))._settled()

    def _with_pieces(self, changes: dict[int, tuple[int, int, int]]) -> Self:
        """The state with fields set to ``(owner, hunters, pieces)``; an emptied field has no owner."""
        owner, hunters, pieces = list(self.owner), list(self.hunters), list(self.pieces)
        for field, (seat, count, size) in changes.items():
            owner[field] = seat if count or size else -1
            hunters[field] = count
            pieces[field] = size
        return self._evolve(owner=tuple(owner), hunters=tuple(hunters), pieces=tuple(pieces))

    def _built(self, field: int, size: int) -> Self:
        seat = self.acting_seat
        pending = cast(Pending, self.pending)
        piece = _PIECE_OF[pending.kind]
        here = self.pieces[field]
        supply = self.supplies[seat].swapped(piece, size, here)
        if size > here:
            # "remove the corresponding number of hunters from the game board and return them to your reserve"
            used = size - here
            count = self.hunters[field] - used
            supply = supply.with_hunters(supply.hunters + used)
        else:
            # Variant 2: "For each diamond removed, take a hunter from your reserve and place it there."
            used = here - size
            count = self.hunters[field] + used
            supply = supply.with_hunters(supply.hunters - used)
        state = self._with_supply(seat, supply)._with_pieces({field: (seat, count, size)})
        pending = pending.evolve(hunters=pending.hunters + used, touched=(*pending.touched, field))
        state = state._evolve(pending=pending)
        if self.options.variant == 0:
            # "for one action, you may either place or enlarge a single tipi."
            return state._settled()
        return state

    def _moved(self, origin: int, to: int) -> Self:
        """One hunter goes from ``origin`` to ``to`` (a move, or a call to the gathering)."""
        seat = self.acting_seat
        pending = cast(Pending, self.pending)
        state = self._with_pieces(
            {
                origin: (seat, self.hunters[origin] - 1, self.pieces[origin]),
                to: (seat, self.hunters[to] + 1, self.pieces[to]),
            }
        )
        arrived = tuple(sorted((*pending.arrived, to)))
        return state._evolve(pending=pending.evolve(hunters=pending.hunters + 1, arrived=arrived))

    def _settled(self) -> Self:
        """The action's steps are over: take an animal (no hunters), pay, or end the turn."""
        used = cast(Pending, self.pending).hunters
        if used == 0:
            return self._evolve(phase=Phase.GAINING)
        if cost(used) == 0:
            return self._turn_ended()
        return self._evolve(phase=Phase.PAYING)

    def _turn_ended(self) -> Self:
        turn = self.turn + 1
        if turn < _ACTIONS_PER_SEASON * self.seats:
            return self._evolve(turn=turn, phase=Phase.CHOOSING, pending=None)
        return self._evolve(turn=turn, pending=None)._scoring_started()

    # -- scoring --------------------------------------------------------------------------

    def _scoring_started(self) -> Self:
        state = self
        if self.season == self.seasons:
            # "in the final scoring, remaining food is not counted! Before points are
            # awarded, all players move their food reserve markers to the '0' space."
            state = self._evolve(supplies=tuple(s.with_food((0, 0, 0)) for s in self.supplies))
        progress = ScoringProgress(self.board.regions())
        return state._evolve(scoring=progress, phase=Phase.CAPPING)._scored_on()

    def _scored_on(self) -> Self:
        """Score regions until one leaves a seat above 15 of an animal (BIS-15), or the season ends."""
        progress = cast(ScoringProgress, self.scoring)
        supplies = list(self.supplies)
        scored = list(progress.scored)
        by_region = self.options.cap_after == "region"
        regions = progress.regions
        animals = self.board.animals
        while len(scored) < len(regions):
            region = regions[len(scored)]
            result = score_region(
                region,
                self.owner,
                self.hunters,
                self.pieces,
                animals,
                hunters_break_ties=self.options.hunters_break_ties,
            )
            scored.append(result)
            for standing in result.standings:
                if standing.took:
                    supply = supplies[standing.seat]
                    food = list(supply.food)
                    food[region.terrain] += standing.took
                    supplies[standing.seat] = supply.with_food((food[0], food[1], food[2]))
            if by_region or len(scored) == len(regions):
                queue = tuple(
                    seat
                    for seat in ((self.first + i) % self.seats for i in range(self.seats))
                    if supplies[seat].over_cap()
                )
                if queue:
                    progress = ScoringProgress(regions, tuple(scored), queue)
                    return self._evolve(supplies=tuple(supplies), scoring=progress, phase=Phase.CAPPING)
        state = self._evolve(supplies=tuple(supplies))
        return state._season_ended(SeasonScore(self.season, tuple(scored), self.seats))

    def _next_capper(self) -> Self:
        progress = cast(ScoringProgress, self.scoring)
        queue = progress.queue[1:]
        state = self._evolve(scoring=progress.evolve(queue=queue))
        if queue:
            return state
        return state._scored_on()

    def _capped_done(self) -> Self:
        """ "If you still have too many animals, the surplus is lost.\""""
        seat = cast(ScoringProgress, self.scoring).queue[0]
        return self._with_supply(seat, self.supplies[seat].capped())._next_capper()

    def _season_ended(self, result: SeasonScore) -> Self:
        results = (*self.results, result)
        if self.season == self.seasons:
            return self._evolve(results=results, scoring=None, phase=Phase.OVER)
        # "the Totem tile is passed to the player to the left of the current first player."
        return self._evolve(
            results=results,
            scoring=None,
            season=self.season + 1,
            first=(self.first + 1) % self.seats,
            turn=0,
            supplies=tuple(s.unmarked() for s in self.supplies),
            phase=Phase.DRAWING,
        )

    # -- scores, views, pictures -------------------------------------------------------------

    def score_sheet(self) -> ScoreSheet:
        """Each seat's animals, track by track: the running score is the food on the tracks."""
        items = tuple(
            ScoreItem(seat, animal, supply.food[track], "on the track", kind="track", where=(animal,))
            for seat, supply in enumerate(self.supplies)
            for track, animal in enumerate(ANIMALS)
        )
        return ScoreSheet(self.seats, items)

    def scores(self) -> tuple[int, ...]:
        return tuple(supply.total for supply in self.supplies)

    def outcome(self) -> Outcome | None:
        """The most animals wins; a tie goes to the most animals on the smallest track (BIS-17)."""
        if self.phase is not Phase.OVER:
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
        """The tiles hidden from ``seat`` (others' drawn tiles and the pile) dealt anew."""
        hidden_seats = [s for s, hand in enumerate(self.hands) if hand is not None and s != seat]
        if not hidden_seats:
            return self
        unseen = sorted([*self.pile, *(cast(int, self.hands[s]) for s in hidden_seats)])
        rng.shuffle(unseen)
        hands = list(self.hands)
        for s in hidden_seats:
            hands[s] = unseen.pop()
        return self._evolve(hands=tuple(hands), pile=tuple(sorted(unseen)))

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
        if self.phase is not Phase.PAYING:
            return ()
        return _payments(self._committed(), self.supplies[self.acting_seat].food)


_STATE_FIELDS: Final = init_names(BisonState)
