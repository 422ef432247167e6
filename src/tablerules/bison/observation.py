"""What one seat may know of a Bison position, as a learning framework takes it: a vector of small ints.

The vector is made from the seat's :class:`~tablerules.bison.view.BisonView`
alone and holds all of it that matters for play: the landscape (the terrain
along each edge of each place and the animals on each field), the pieces on
every field, where each tile is as far as the seat knows (on the landscape,
in its own hand, or unseen), the seat's own tile, every player's tile in
hand or not, tracks, reserve, market and action markers, the season, the
turn and the step, the action under way and the scoring under way. Which
tile number lies where and how it is turned is left out: its edges and
animals are what play sees, and ``tile.where`` tells which tiles are gone.
The seasons scored already are history, on the tracks now. The links
between fields and the regions follow from the edges, with the fixed
geometry of :mod:`~tablerules.bison.board`.

Seats are given from the observer's side: the observer's block first
(``seat0``), then the seats after it in turn order (``seat1``, ...); a
field's owner, the seat with the totem, the seat to move and the queue of
a scoring are coded the same way. A spectator (``seat=None``) sees from seat
0's side and holds no tile.

:func:`observation_layout` names the parts per configuration, and the docs
page "Numbering and observations" lists them. :func:`observe` runs at every
step of a learning environment, so it works from tables made at import and
from parts kept per public value: the landscape per tiles laid, the owners
per owners and observer, the players' blocks per supplies, the action under
way per action. Nothing is kept per tile in hand: the part of every printed tile is
made at once per options, so nothing kept tells which tile a seat held.
"""

from __future__ import annotations

import functools
from typing import Final

from tablerules.bison.board import FIELDS, PLACES, Laid
from tablerules.bison.components import HUNTERS, MAX_HUNTERS, PIECE_SIZES, SEASONS, START_TILES, TILES, Kind
from tablerules.bison.options import Options
from tablerules.bison.phase import Phase
from tablerules.bison.progress import Pending
from tablerules.bison.supply import Supply
from tablerules.bison.universe import highest_score
from tablerules.bison.view import BisonView
from tablerules.core.encoding import Layout, Segment

__all__ = ["KIND_CODES", "PHASE_CODES", "observation_layout", "observe"]

#: The steps of the game by code, as the ``phase`` entry gives them.
PHASE_CODES: Final = tuple(Phase)
_PHASE_CODE: Final = {phase: code for code, phase in enumerate(PHASE_CODES)}
#: The action under way by code, as ``action.kind`` gives it: 0 none, then the board's order.
KIND_CODES: Final = (None, *Kind)
_KIND_CODE: Final = {kind: code for code, kind in enumerate(KIND_CODES) if kind is not None}
_TILES: Final = len(START_TILES) + len(TILES)
_SIZES: Final = tuple(range(1, max(PIECE_SIZES) + 1))
#: The most tipis (or canoes) of one size a player has: two singles, two doubles.
_MOST_OF_A_SIZE: Final = max(PIECE_SIZES.count(size) for size in _SIZES)
#: The scoring visits at most one region a field.
_MOST_REGIONS: Final = FIELDS
#: The hunters an action moves, calls or builds with, and so the fields it lists: 5 at most.
_LISTED: Final = MAX_HUNTERS


def _seat_segments(offset: int, food: int) -> tuple[Segment, ...]:
    """The block of the seat ``offset`` seats after the observer (0: the observer)."""
    name = f"seat{offset}"
    return (
        Segment(f"{name}.holding", 1, 1, "holds a tile not laid yet"),
        Segment(f"{name}.food", 3, food, "bison, salmon, turkeys on the tracks"),
        Segment(f"{name}.reserve.hunters", 1, HUNTERS, "hunters in the reserve"),
        Segment(f"{name}.reserve.tipis", len(_SIZES), _MOST_OF_A_SIZE, "tipis of 1 to 4 in the reserve"),
        Segment(f"{name}.reserve.canoes", len(_SIZES), _MOST_OF_A_SIZE, "canoes of 1 to 4 in the reserve"),
        Segment(f"{name}.market.hunters", 1, HUNTERS, "hunters in the market"),
        Segment(f"{name}.market.tipis", len(_SIZES), _MOST_OF_A_SIZE, "tipis of 1 to 4 in the market"),
        Segment(f"{name}.market.canoes", len(_SIZES), _MOST_OF_A_SIZE, "canoes of 1 to 4 in the market"),
        Segment(f"{name}.markers", len(Kind), 1, "action markers placed this season, in board order"),
    )


@functools.lru_cache(maxsize=64)
def observation_layout(players: int, options: Options) -> Layout:
    """The parts of every observation with ``players`` and ``options``, in order.

    A track holds at most the highest score (:func:`~tablerules.bison.universe.highest_score`):
    above 15 only while a surplus is traded.
    """
    seats = players
    food = highest_score(players, options)
    return Layout(
        (
            Segment(
                "place.edges", 6 * len(PLACES), 2, "per place 1 to 27, edges 0 to 5: 0 no tile, 1 p, 2 m"
            ),
            Segment("field.animals", FIELDS, 3, "animals shown on each field: 1p 1r 1m 2p ..."),
            Segment("field.owner", FIELDS, seats, "0 nobody, 1 the observer, 2 the next seat, ..."),
            Segment("field.hunters", FIELDS, HUNTERS, "hunters on each field"),
            Segment("field.piece", FIELDS, max(_SIZES), "diamonds of the tipi or canoe on each field"),
            Segment("tile.where", _TILES, 2, "each tile number: 0 unseen, 1 on the landscape, 2 my tile"),
            Segment("hand.edges", 6, 2, "my tile as printed, edges 0 to 5: 0 no tile, 1 p, 2 m"),
            Segment("hand.animals", 3, 3, "bison, salmon and turkeys on my tile"),
            *(segment for offset in range(seats) for segment in _seat_segments(offset, food)),
            Segment("season", 1, SEASONS[players], "the season, from 1"),
            Segment("first", 1, seats - 1, "the seat with the totem: 0 the observer, 1 the next, ..."),
            Segment("turn", 1, 4 * seats, "actions carried out this season"),
            Segment("phase", 1, len(PHASE_CODES) - 1, "the step of the game: PHASE_CODES"),
            Segment("to_move", 1, seats, "0 chance or nobody, 1 the observer, 2 the next seat, ..."),
            Segment("action.kind", 1, len(Kind), "the action under way: KIND_CODES"),
            Segment("action.hunters", 1, MAX_HUNTERS, "hunters it has used"),
            Segment("action.place", 1, len(PLACES), "the place its tile was laid on; 0 none"),
            Segment("action.target", 1, FIELDS, "field number + 1 of its gathering; 0 none"),
            Segment(
                "action.arrived", _LISTED, FIELDS, "field number + 1 each hunter moved or came to, sorted"
            ),
            Segment("action.touched", _LISTED, FIELDS, "field number + 1 of each tipi or canoe it changed"),
            Segment("scoring.scored", 1, _MOST_REGIONS, "regions scored so far in the scoring under way"),
            Segment("scoring.queue", seats, seats, "seats to trade a surplus, in turn: 1 the observer, ..."),
        )
    )


@functools.lru_cache(maxsize=64)
def _printed(options: Options) -> tuple[tuple[tuple[tuple[int, ...], ...], ...], tuple[tuple[int, ...], ...]]:
    """Per tile number: its edge codes for each rotation, and its hand.edges and hand.animals."""
    tiles = options.tile_set()
    # Terrains 0 (prairie) and 2 (mountain) are codes 1 and 2; board edge d of a tile turned
    # r sixths shows printed edge d + r.
    turned = tuple(
        tuple(tuple(1 + tile.edges[(d + rotation) % 6] // 2 for d in range(6)) for rotation in range(6))
        for tile in tiles
    )
    hands = tuple((*turned[number][0], *tile.animals) for number, tile in enumerate(tiles))
    return turned, (*hands, (0,) * 9)


@functools.lru_cache(maxsize=4096)
def _landscape(
    options: Options, laid: tuple[Laid, ...]
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """place.edges and field.animals; tile.where with no tile in hand; the hand entries by tile.

    Kept per tiles laid: they change once a turn at most.
    """
    turned, hands = _printed(options)
    edges = [0] * (6 * len(PLACES))
    animals = [0] * FIELDS
    where = [0] * _TILES
    for place, number, rotation in laid:
        index = place - 1
        edges[6 * index : 6 * index + 6] = turned[number][rotation]
        animals[3 * index : 3 * index + 3] = hands[number][6:]
        where[number] = 1
    return (*edges, *animals), tuple(where), hands


def _owner_codes(seats: int, me: int) -> tuple[int, ...]:
    """Owner codes indexed by seat: 1 for ``me``, 2 for the next seat, ...; index -1 (nobody) is 0."""
    return (*(1 + (seat - me) % seats for seat in range(seats)), 0)


#: ``_OWNER_CODES[seats][me]``: a seat as ``me`` sees it, read with the seat as index.
_OWNER_CODES: Final = {seats: tuple(_owner_codes(seats, me) for me in range(seats)) for seats in SEASONS}


@functools.lru_cache(maxsize=4096)
def _owners(owner: tuple[int, ...], codes: tuple[int, ...]) -> tuple[int, ...]:
    """field.owner: each field's owner as the observer's ``codes`` name it.

    Kept per owners and observer: only moves, hunters put into play and
    tipis or canoes change the owners.
    """
    return tuple(map(codes.__getitem__, owner))


#: A seat's markers entries by its mask of markers placed (``Supply.used``).
_MARKERS: Final = tuple(tuple(1 if used & kind.bit else 0 for kind in Kind) for used in range(1 << len(Kind)))


@functools.lru_cache(maxsize=256)
def _counts(sizes: tuple[int, ...]) -> tuple[int, ...]:
    """How many tipis or canoes of each size 1 to 4 ``sizes`` holds (a reserve or market: few kinds)."""
    return tuple(sizes.count(size) for size in _SIZES)


@functools.lru_cache(maxsize=4096)
def _block(supply: Supply) -> tuple[int, ...]:
    """A seat's block after ``holding``: its tracks, reserve, market and action markers."""
    return (
        *supply.food,
        supply.hunters,
        *_counts(supply.tipis),
        *_counts(supply.canoes),
        supply.market_hunters,
        *_counts(supply.market_tipis),
        *_counts(supply.market_canoes),
        *_MARKERS[supply.used],
    )


@functools.lru_cache(maxsize=4096)
def _blocks(supplies: tuple[Supply, ...], holding: tuple[bool, ...], me: int) -> tuple[int, ...]:
    """Every seat's block, the observer's first. Kept per supplies: most decisions leave them."""
    seats = len(supplies)
    blocks: list[int] = []
    for offset in range(seats):
        seat = (me + offset) % seats
        blocks.append(1 if holding[seat] else 0)
        blocks += _block(supplies[seat])
    return tuple(blocks)


_NO_ACTION: Final = (0,) * (4 + 2 * _LISTED)


@functools.lru_cache(maxsize=1024)
def _action(pending: Pending) -> tuple[int, ...]:
    """action.kind to action.touched of the action under way."""
    arrived = [field + 1 for field in pending.arrived]
    touched = [field + 1 for field in pending.touched]
    return (
        _KIND_CODE[pending.kind],
        pending.hunters,
        pending.place,
        pending.target + 1,
        *arrived,
        *(0,) * (_LISTED - len(arrived)),
        *touched,
        *(0,) * (_LISTED - len(touched)),
    )


def observe(view: BisonView, seat: int | None) -> tuple[int, ...]:
    """What ``view`` shows ``seat`` (``None``: a spectator), as :func:`observation_layout` lays it out."""
    seats = view.seats
    me = 0 if seat is None else seat
    codes = _OWNER_CODES[seats][me]
    landscape, where, hands = _landscape(view.options, view.laid)
    hand = view.hand
    if hand is not None:
        where = (*where[:hand], 2, *where[hand + 1 :])
    to_move = view.to_move
    pending = view.pending
    scoring = view.scoring
    queue: tuple[int, ...] = ()
    scored = 0
    if scoring is not None:
        scored, queue = len(scoring.scored), tuple(codes[s] for s in scoring.queue)
    return (
        *landscape,
        *_owners(view.owner, codes),
        *view.hunters,
        *view.pieces,
        *where,
        *hands[-1 if hand is None else hand],
        *_blocks(view.supplies, view.holding, me),
        view.season,
        (view.first - me) % seats,
        view.turn,
        _PHASE_CODE[view.phase],
        codes[to_move] if type(to_move) is int else 0,
        *(_NO_ACTION if pending is None else _action(pending)),
        scored,
        *queue,
        *(0,) * (seats - len(queue)),
    )
