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
from typing import TYPE_CHECKING, Final, Self, TypeVar, cast

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
    PLACES,
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
from tablerules.bison.options import Options, check_options
from tablerules.bison.phase import Phase
from tablerules.bison.progress import Pending, ScoringProgress
from tablerules.bison.scoring import RegionScore, SeasonScore, score_region
from tablerules.bison.supply import Food, Supply, start_supply
from tablerules.bison.table import Turns
from tablerules.core.chance import pick
from tablerules.core.errors import IllegalActionError
from tablerules.core.frozen import copied, unasked
from tablerules.core.game import Action, State, legal_value
from tablerules.core.outcome import Outcome, ScoreItem, ScoreSheet

if TYPE_CHECKING:
    from tablerules.bison.view import BisonView

__all__ = ["BisonState"]

T = TypeVar("T")

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
_ACTIONS_PER_SEASON: Final = 4
_PIECE_OF: Final = {Kind.TIPI: "tipi", Kind.CANOE: "canoe"}
#: Where tipis stand, and canoes.
_TIPI_TERRAINS: Final = (Terrain.PRAIRIE, Terrain.MOUNTAIN)
_CANOE_TERRAINS: Final = (Terrain.RIVER,)
_PHASE_OF: Final = {
    Kind.TILE: _LAYING,
    Kind.TIPI: _BUILDING,
    Kind.CANOE: _BUILDING,
    Kind.GATHER: _GATHERING,
    Kind.MOVE1: _MOVING,
    Kind.MOVE3: _MOVING,
}
_TRACK: Final = {animal: index for index, animal in enumerate(ANIMALS)}
_FIELD_NUMBER: Final = {name: field for field, name in enumerate(FIELD_NAMES)}


# -- shared action values -------------------------------------------------------------
#
# The same few hundred action values come up in every game; building each once
# keeps legal_actions() cheap and lets membership tests find them by identity.
# Most are tables filled at import, by field or place number of the fixed
# landscape; the moves are a table by two field numbers filled when first
# needed. The one unbounded cache (_buy) is keyed by a piece and its size 1 to
# 4 (the position builder checks them); the others are keyed by food, markets
# and open places, which a position made by hand may set to anything, and are
# bounded. All of it is public: no table here is keyed by a pile or a hand.

_KINDS: Final = tuple(Kind)
_CHOOSE: Final = {kind: Choose(kind) for kind in Kind}
_GAINS: Final = tuple(Gain(animal) for animal in ANIMALS)
_EXCHANGES: Final = {(g, t): Exchange(ANIMALS[g], ANIMALS[t]) for g in range(3) for t in range(3) if g != t}
_BUY_HUNTER: Final = Buy("hunter", 1)
#: The exchanges open by which tracks hold 3 or more (bit t for track t), in _EXCHANGES order.
_EXCHANGES_FROM: Final = tuple(
    tuple(exchange for (give, _get), exchange in _EXCHANGES.items() if able >> give & 1) for able in range(8)
)

#: The actions a seat may choose, by its mask of markers placed this season.
_CHOICES: Final = tuple(
    tuple(_CHOOSE[kind] for kind in _KINDS if not used & kind.bit) for used in range(1 << len(_KINDS))
)
_TILE_ONLY: Final = (_CHOOSE[Kind.TILE],)
#: What choosing an action sets: the next phase and the action under way (one value, shared).
_CHOSEN: Final = {choose: (_PHASE_OF[choose.kind], Pending(choose.kind)) for choose in _CHOOSE.values()}
_TILE_BIT: Final = Kind.TILE.bit
_TIPI: Final = Kind.TIPI
_MOVE1: Final = Kind.MOVE1

#: Each place's six ways to lay a tile there, by place number (1 to 27).
_LAYS: Final = ((), *(tuple(Lay(place, r) for r in range(6)) for place in range(1, len(PLACES) + 1)))
#: By field number: putting 1 to 5 hunters into play there, in that order.
_ENTERS: Final = tuple(
    tuple(Enter(FIELD_NAMES[field], count) for count in range(1, MAX_HUNTERS + 1)) for field in range(FIELDS)
)
#: By field number: a tipi or canoe of size 0 to 4 there.
_BUILDS: Final = tuple(tuple(Build(FIELD_NAMES[field], size) for size in range(5)) for field in range(FIELDS))
_GATHERS: Final = tuple(Gather(name) for name in FIELD_NAMES)
_CALLS: Final = tuple(Call(name) for name in FIELD_NAMES)
# By origin field, the moves from there by destination field: made when first
# needed, keyed by the numbers of two fields of the fixed landscape.
_MOVES: Final[tuple[list[Move | None], ...]] = tuple([None] * FIELDS for _ in range(FIELDS))


def _move(origin: int, to: int) -> Move:
    """The move from field ``origin`` to field ``to``, one value for every game."""
    move = _MOVES[origin][to]
    if move is None:
        move = _MOVES[origin][to] = Move(FIELD_NAMES[origin], FIELD_NAMES[to])
    return move


@functools.lru_cache(maxsize=1024)
def _lays(places: tuple[int, ...]) -> tuple[Lay, ...]:
    """Every way to lay a tile on the open ``places``: by place, then rotation."""
    return tuple(lay for place in places for lay in _LAYS[place])


@functools.cache
def _buy(piece: str, size: int) -> Buy:
    return Buy(piece, size)


def _most_hunters(total: int) -> int:
    """The most hunters an action may use with ``total`` animals: at most 5, and payable.

    Costs grow with the hunters, so every count up to this one is payable too.
    """
    most = MAX_HUNTERS
    while most and cost(most) > total:
        most -= 1
    return most


def _put(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with ``value`` at ``index``."""
    return (*values[:index], value, *values[index + 1 :])


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


def _trades(supply: Supply, keep: int) -> tuple[BisonAction, ...]:
    """The market and the 3:1 exchange, leaving at least ``keep`` animals for the cost under way (BIS-7)."""
    food = supply.food
    spare = food[0] + food[1] + food[2] - keep
    # A piece of s diamonds costs s of each animal, 3s in all: it needs s on every
    # track and 3s to spare, so the sizes on sale run up to `largest` (a hunter is 1).
    largest = min(food[0], food[1], food[2], spare // 3)
    buys = (
        _buys(bool(supply.market_hunters), supply.market_tipis, supply.market_canoes, largest)
        if largest > 0
        else ()
    )
    if spare < 2:  # an exchange leaves 2 animals fewer
        return buys
    return buys + _EXCHANGES_FROM[(food[0] >= 3) + 2 * (food[1] >= 3) + 4 * (food[2] >= 3)]


@functools.lru_cache(maxsize=4096)
def _buys(hunter: bool, tipis: tuple[int, ...], canoes: tuple[int, ...], largest: int) -> tuple[Buy, ...]:
    """What a market of a ``hunter`` (or none), ``tipis`` and ``canoes`` sells up to ``largest`` diamonds."""
    buys = [_BUY_HUNTER] if hunter else []
    buys += [_buy("tipi", size) for size in dict.fromkeys(tipis) if size <= largest]
    buys += [_buy("canoe", size) for size in dict.fromkeys(canoes) if size <= largest]
    return tuple(buys)


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


@functools.lru_cache(maxsize=64)
def _weights(count: int) -> tuple[float, ...]:
    """The cumulative weights ``sample_outcome`` sums for ``count`` tiles left, each as likely.

    Keyed by the number of tiles left alone, which every seat can count.
    """
    # 1 / count is the float of Fraction(1, count), summed one by one as sample_outcome sums.
    return tuple(itertools.accumulate(itertools.repeat(1 / count, count)))


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
    # Worked out once, when first asked for; never copied to the next state.
    _legal: tuple[BisonAction, ...] | None = attrs.field(default=None, init=False, eq=False, repr=False)
    # Each legal action by itself, so that apply() uses the state's own value.
    _legal_set: dict[BisonAction, BisonAction] | None = attrs.field(
        default=None, init=False, eq=False, repr=False
    )

    def _evolve(self, **changes: object) -> Self:
        """The state with ``changes``; the derived ``board`` is kept unless given.

        Made by copying this state's fields (:func:`~tablerules.core.frozen.copied`),
        its answers (legal actions, hash) left behind: they answered for this state.
        """
        return copied(self, _UNASKED, changes)

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
            _DRAWING,
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
        if self.phase is not _DRAWING:
            return None
        hands = self.hands
        drawn = len(hands) - hands.count(None)
        return (self.first + drawn) % self.seats

    @classmethod
    def action_type(cls) -> type[Action]:
        return BisonAction

    def legal_actions(self) -> Sequence[BisonAction]:
        legal = self._legal
        if legal is None:
            legal = self._legal_actions()
            object.__setattr__(self, "_legal", legal)
        return legal

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        if self.phase is _DRAWING:
            return _draws(self.pile)
        return ()

    def sample_chance(self, rng: random.Random) -> Action:
        """The draw from the pile without building its outcomes: the same tile
        ``sample_outcome`` would draw, every tile equally likely."""
        pile = self.pile if self.phase is _DRAWING else ()
        if not pile:
            return super().sample_chance(rng)
        return _draw(pile[pick(_weights(len(pile)), rng)])

    def is_legal(self, action: object) -> bool:
        return self._canonical(action) is not None

    def _canonical(self, action: object) -> BisonAction | None:
        """The legal action equal to ``action``, of its very type, or ``None``.

        The rules apply this value, never the caller's: an equal object with
        odd fields (a float forced into an action, say) leaves no trace in the
        next state or its records, and an object equal to everything is no action.
        """
        if self.phase is _DRAWING and type(action) is Draw and type(action.tile) is int:
            # The common case, found without listing the pile's draws. Odd
            # values (a float forced into the tile) take the general way below.
            pile = self.pile
            return _draw(action.tile) if action.tile in pile else None
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

    def _legal_actions(self) -> tuple[BisonAction, ...]:
        phase = self.phase
        if phase is _DRAWING:
            return tuple(_draw(tile) for tile in self.pile)
        if phase is _OVER:
            return ()
        if phase is _CAPPING:
            return tuple(self._capping_actions())
        seat = self.acting_seat
        supply = self.supplies[seat]
        pending = self.pending
        keep = 0 if pending is None else cost(pending.hunters)
        actions: Sequence[BisonAction]
        if phase is _CHOOSING:
            actions = self._choices(seat)
        elif phase is _MOVING:
            actions = self._moving_actions(seat, supply)
        elif phase is _GAINING:
            actions = _GAINS
        elif phase is _BUILDING:
            actions = self._building_actions(seat)
        elif phase is _ENTERING:
            actions = self._entering_actions(supply)
        elif phase is _LAYING:
            actions = _lays(self.board.open_places())
        elif phase is _CALLING:
            actions = self._calling_actions(seat, supply)
        elif phase is _GATHERING:
            actions = [_GATHERS[f] for f in self.fields_with_hunters(seat)]
            actions.append(DONE)
        else:  # paying
            actions = _payments(keep, supply.food)
        return (*actions, *_trades(supply, keep))

    def free_kinds(self, seat: int) -> tuple[Kind, ...]:
        """The actions ``seat`` may still choose this season.

        "You must play your landscape tile during the season in which you drew
        it": with one action left and the tile not laid, only the tile action.
        """
        return tuple(choose.kind for choose in self._choices(seat))

    def _choices(self, seat: int) -> tuple[Choose, ...]:
        """The ``Choose`` actions of :meth:`free_kinds`, from a table by the markers placed.

        Any free action may be chosen, even one no hunter could carry out: it is
        then taken without hunters (BIS-11).
        """
        used = self.supplies[seat].used
        if not used & _TILE_BIT and self.round == _ACTIONS_PER_SEASON - 1:
            return _TILE_ONLY
        return _CHOICES[used]

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
        base = 3 * (cast(Pending, self.pending).place - 1)
        most = min(_most_hunters(supply.total), supply.hunters)
        actions: list[BisonAction] = [
            enter for field in (base, base + 1, base + 2) for enter in _ENTERS[field][:most]
        ]
        actions.append(DONE)
        return actions

    def build_changes(self, seat: int) -> list[tuple[int, int, int]]:
        """The tipi or canoe changes open to ``seat`` now: ``(field, new size, hunters used)``."""
        pending = cast(Pending, self.pending)
        supply = self.supplies[seat]
        variant = self.options.variant
        touched = pending.touched
        if variant == 0 and touched:
            return []
        tipi = pending.kind is _TIPI
        sizes = tuple(dict.fromkeys(supply.tipis if tipi else supply.canoes))
        hunters, pieces = self.hunters, self.pieces
        # The hunters the action may still use: at most 5 in all, and payable.
        spare = _most_hunters(supply.total) - pending.hunters
        owned = self._fields_of(seat)
        changes: list[tuple[int, int, int]] = []
        for terrain in _TIPI_TERRAINS if tipi else _CANOE_TERRAINS:
            for field in owned:
                if field % 3 != terrain or field in touched:
                    continue
                here = pieces[field]
                room = hunters[field]
                options = [(size, size - here) for size in sizes if here < size <= here + room]
                if variant == 2 and here:
                    # Variant 2: "reduce or remove", each diamond taken off a hunter from
                    # the reserve, on the field or not (BIS-10).
                    options += [
                        (size, here - size)
                        for size in (0, *sizes)
                        if size < here and supply.hunters >= here - size
                    ]
                options.sort()
                changes += [(field, size, used) for size, used in options if used <= spare]
        return changes

    def _building_actions(self, seat: int) -> list[BisonAction]:
        actions: list[BisonAction] = [_BUILDS[field][size] for field, size, _ in self.build_changes(seat)]
        actions.append(DONE)
        return actions

    def _fields_of(self, seat: int) -> list[int]:
        """The fields where ``seat`` has pieces, in number order."""
        owner = self.owner
        fields = []
        field = -1
        # tuple.index scans in C: a few calls instead of a loop over all 81 fields.
        for _ in range(owner.count(seat)):
            field = owner.index(seat, field + 1)
            fields.append(field)
        return fields

    def fields_with_hunters(self, seat: int) -> tuple[int, ...]:
        """The fields where ``seat`` has hunters."""
        hunters = self.hunters
        return tuple([f for f in self._fields_of(seat) if hunters[f]])

    def _calling_actions(self, seat: int, supply: Supply) -> list[BisonAction]:
        pending = cast(Pending, self.pending)
        actions: list[BisonAction] = []
        if self._affordable(supply, pending.hunters + 1):
            target = pending.target
            # From any field of the seat's, no path needed; the hunters already on
            # the gathering field are not called (BIS-8).
            actions = [_CALLS[f] for f in self.fields_with_hunters(seat) if f != target]
        actions.append(DONE)
        return actions

    def movable_hunters(self, field: int) -> int:
        """The hunters on ``field`` that may still move in the action under way: those
        that arrived there in this action move no more (BIS-8)."""
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
        reach = self.board.links[origin] if pending.kind is _MOVE1 else self.board.within_three(origin)
        owner = self.owner
        return tuple(f for f in reach if owner[f] < 0 or owner[f] == seat)

    def _moving_actions(self, seat: int, supply: Supply) -> list[BisonAction]:
        pending = cast(Pending, self.pending)
        actions: list[BisonAction] = []
        if self._affordable(supply, pending.hunters + 1):
            owner, hunters, arrived = self.owner, self.hunters, pending.arrived
            board = self.board
            near = pending.kind is _MOVE1
            for origin in self._fields_of(seat):
                # A hunter moves once; a path of 1 to 3 may pass any field (BIS-8).
                if hunters[origin] > arrived.count(origin):
                    moves = _MOVES[origin]
                    reach = board.links[origin] if near else board.within_three(origin)
                    # "The destination spaces may not contain pieces belonging to other players."
                    actions += [
                        moves[to] or _move(origin, to)
                        for to in reach
                        if (held := owner[to]) < 0 or held == seat
                    ]
        actions.append(DONE)
        return actions

    # -- applying a legal action -----------------------------------------------------------

    def _apply_legal(self, action: Action) -> Self:
        # The most common decisions first. Every action here came from
        # legal_actions(), so its fields name fields exactly as FIELD_NAMES does.
        kind = type(action)
        if kind is Choose:
            return self._chose(cast(Choose, action))
        if kind is Move:
            move = cast(Move, action)
            return self._moved(_FIELD_NUMBER[move.origin], _FIELD_NUMBER[move.to])
        if kind is Done:
            if self.phase is _CAPPING:
                return self._capped_done()
            return self._settled(cast(Pending, self.pending))
        if kind is Gain:
            seat = self.acting_seat
            supply = self.supplies[seat].gained(_TRACK[cast(Gain, action).animal], 1)
            return self._turn_ended(supplies=_put(self.supplies, seat, supply))
        if kind is Pay:
            seat = self.acting_seat
            supply = self.supplies[seat].paid(cast(Pay, action).animals)
            return self._turn_ended(supplies=_put(self.supplies, seat, supply))
        if kind is Buy:
            buy = cast(Buy, action)
            seat = self._trader()
            return self._traded(seat, self.supplies[seat].bought(buy.piece, buy.size))
        if kind is Exchange:
            ex = cast(Exchange, action)
            capping = self.phase is _CAPPING
            seat = self._trader()
            supply = self.supplies[seat].exchanged(_TRACK[ex.give], _TRACK[ex.get], keep_surplus=capping)
            return self._traded(seat, supply)
        if kind is Build:
            build = cast(Build, action)
            return self._built(_FIELD_NUMBER[build.field], build.size)
        if kind is Enter:
            enter = cast(Enter, action)
            return self._entered(_FIELD_NUMBER[enter.field], enter.hunters)
        if kind is Lay:
            lay = cast(Lay, action)
            return self._laid_tile(lay.place, lay.rotation)
        if kind is Draw:
            return self._drew(cast(Draw, action).tile)
        if kind is Gather:
            target = _FIELD_NUMBER[cast(Gather, action).field]
            return self._evolve(phase=_CALLING, pending=cast(Pending, self.pending).evolve(target=target))
        # What is left is a call: legal_actions() offers no other kind of action.
        pending = cast(Pending, self.pending)
        return self._moved(_FIELD_NUMBER[cast(Call, action).field], pending.target)

    def _with_supply(self, seat: int, supply: Supply) -> Self:
        return self._evolve(supplies=_put(self.supplies, seat, supply))

    def _trader(self) -> int:
        return cast(ScoringProgress, self.scoring).queue[0] if self.phase is _CAPPING else self.acting_seat

    def _traded(self, seat: int, supply: Supply) -> Self:
        state = self._with_supply(seat, supply)
        if self.phase is _CAPPING and not supply.over_cap():
            return state._next_capper()
        return state

    def _drew(self, tile: int) -> Self:
        seat = cast(int, self.drawing_seat)
        hands = _put(self.hands, seat, tile)
        pile = self.pile
        index = pile.index(tile)
        pile = pile[:index] + pile[index + 1 :]
        if tile in pile:  # a pile made by hand may hold a number twice: the draw takes them all
            pile = tuple(t for t in pile if t != tile)
        everyone = None not in hands
        return self._evolve(hands=hands, pile=pile, phase=_CHOOSING if everyone else _DRAWING)

    def _chose(self, choose: Choose) -> Self:
        phase, pending = _CHOSEN[choose]
        seat = self.acting_seat
        supplies = _put(self.supplies, seat, self.supplies[seat].marked(choose.kind))
        return self._evolve(supplies=supplies, phase=phase, pending=pending)

    def _laid_tile(self, place: int, rotation: int) -> Self:
        seat = self.acting_seat
        tile = cast(int, self.hands[seat])
        return self._evolve(
            laid=(*self.laid, (place, tile, rotation)),
            hands=_put(self.hands, seat, None),
            board=self.board.with_tile(place, tile, rotation),
            phase=_ENTERING,
            pending=cast(Pending, self.pending).evolve(place=place),
        )

    def _entered(self, field: int, count: int) -> Self:
        seat = self.acting_seat
        supply = self.supplies[seat]
        supplies = _put(self.supplies, seat, supply.with_hunters(supply.hunters - count))
        pending = cast(Pending, self.pending).evolve(hunters=count)
        return self._settled(pending, supplies=supplies, **self._pieces_set({field: (seat, count, 0)}))

    def _pieces_set(self, changes: dict[int, tuple[int, int, int]]) -> dict[str, object]:
        """The new ``owner``, ``hunters`` and ``pieces`` with fields set to ``(owner, hunters, pieces)``;
        an emptied field has no owner."""
        owner, hunters, pieces = list(self.owner), list(self.hunters), list(self.pieces)
        for field, (seat, count, size) in changes.items():
            owner[field] = seat if count or size else -1
            hunters[field] = count
            pieces[field] = size
        return {"owner": tuple(owner), "hunters": tuple(hunters), "pieces": tuple(pieces)}

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
        changes = self._pieces_set({field: (seat, count, size)})
        changes["supplies"] = _put(self.supplies, seat, supply)
        pending = pending.evolve(hunters=pending.hunters + used, touched=(*pending.touched, field))
        if self.options.variant == 0:
            # "for one action, you may either place or enlarge a single tipi."
            return self._settled(pending, **changes)
        return self._evolve(pending=pending, **changes)

    def _moved(self, origin: int, to: int) -> Self:
        """One hunter goes from ``origin`` to ``to`` (a move, or a call to the gathering)."""
        seat = self.acting_seat
        pending = cast(Pending, self.pending)
        owner, hunters = list(self.owner), list(self.hunters)
        hunters[origin] -= 1
        hunters[to] += 1
        # An emptied field has no owner; the hunter's new field is the seat's.
        if not hunters[origin] and not self.pieces[origin]:
            owner[origin] = -1
        owner[to] = seat
        arrived = tuple(sorted((*pending.arrived, to)))
        return self._evolve(
            owner=tuple(owner),
            hunters=tuple(hunters),
            pending=pending.evolve(hunters=pending.hunters + 1, arrived=arrived),
        )

    def _settled(self, pending: Pending, **changes: object) -> Self:
        """The action's steps are over: take an animal (no hunters, BIS-11), pay, or end the turn.

        ``pending`` is the action under way and ``changes`` what its last step
        changed, made into the next state at once.
        """
        used = pending.hunters
        if used == 0:
            return self._evolve(phase=_GAINING, pending=pending, **changes)
        if cost(used) == 0:
            return self._turn_ended(**changes)
        return self._evolve(phase=_PAYING, pending=pending, **changes)

    def _turn_ended(self, **changes: object) -> Self:
        """The turn is over, with ``changes`` (what its last decision changed)."""
        turn = self.turn + 1
        if turn < _ACTIONS_PER_SEASON * self.seats:
            return self._evolve(turn=turn, phase=_CHOOSING, pending=None, **changes)
        return self._evolve(turn=turn, pending=None, **changes)._scoring_started()

    # -- scoring --------------------------------------------------------------------------

    def _scoring_started(self) -> Self:
        """The season's actions are over: empty the tracks if it is the last (BIS-20),
        list the board's regions and score them."""
        state = self
        if self.season == self.seasons:
            # "in the final scoring, remaining food is not counted! Before points are
            # awarded, all players move their food reserve markers to the '0' space."
            state = self._evolve(supplies=tuple(s.with_food((0, 0, 0)) for s in self.supplies))
        progress = ScoringProgress(self.board.regions())
        return state._evolve(scoring=progress)._scored_on()

    def _scored_on(self) -> Self:
        """Score the regions not scored yet, in order, and end the season after the last.

        Scoring pauses in phase ``CAPPING`` when a seat is above 15 of an animal
        (BIS-15): after the region that put it there, or only after the last
        region with ``cap_after="season"``. ``_next_capper`` comes back here.
        """
        progress = cast(ScoringProgress, self.scoring)
        supplies = list(self.supplies)
        scored = list(progress.scored)
        by_region = self.options.cap_after == "region"
        regions = progress.regions
        animals = self.board.animals
        owner, hunters, pieces = self.owner, self.hunters, self.pieces
        ties = self.options.hunters_break_ties
        # The seats that took animals since the last look at the tracks: only
        # theirs can have gone above 15 since. None at first: every seat is
        # looked at then, as a position made by hand may start above 15.
        takers: list[int] | None = None
        last = len(regions) - 1
        for index in range(len(scored), len(regions)):
            region = regions[index]
            result = score_region(region, owner, hunters, pieces, animals, hunters_break_ties=ties)
            scored.append(result)
            for standing in result.standings:
                if standing.took:
                    seat = standing.seat
                    if takers is not None:
                        takers.append(seat)
                    supply = supplies[seat]
                    food = list(supply.food)
                    food[region.terrain] += standing.took
                    supplies[seat] = supply.with_food((food[0], food[1], food[2]))
            if (by_region or index == last) and (takers is None or takers):
                if takers is None or any(supplies[seat].over_cap() for seat in takers):
                    queue = tuple(
                        seat
                        for seat in ((self.first + i) % self.seats for i in range(self.seats))
                        if supplies[seat].over_cap()
                    )
                    if queue:
                        progress = ScoringProgress(regions, tuple(scored), queue)
                        return self._evolve(supplies=tuple(supplies), scoring=progress, phase=_CAPPING)
                takers = []
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
        """Keep the season's ``result``; pass the totem and start the next season, or end the game."""
        results = (*self.results, result)
        if self.season == self.seasons:
            return self._evolve(results=results, scoring=None, phase=_OVER)
        # "the Totem tile is passed to the player to the left of the current first player."
        # The player to the left is the next seat (BIS-18).
        return self._evolve(
            results=results,
            scoring=None,
            season=self.season + 1,
            first=(self.first + 1) % self.seats,
            turn=0,
            supplies=tuple(s.unmarked() for s in self.supplies),
            phase=_DRAWING,
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
        return _payments(self._committed(), self.supplies[self.acting_seat].food)


_UNASKED: Final = unasked(BisonState.start(2, Options()))
