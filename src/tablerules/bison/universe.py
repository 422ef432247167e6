"""Every Bison action numbered, and the limits the rules set on a game.

A learning or search framework numbers the actions once per configuration
and asks how large a game can get before it plays one. Both follow here from
the rules alone, never from games played, and nothing iterates a set or a
dict of strings, so every process numbers alike whatever its hash seed.

The numbering depends on the variant only, not on the player count nor on
the tiles of the options: the fields, places and sizes are those of the
fixed landscape of 27 places (:mod:`~tablerules.bison.board`), and the moves
are worked out for every tile a tile text can describe, so a network reads
the same numbers whatever tiles are played. The order follows the actions
table of :mod:`~tablerules.bison.actions`; within a class, fields go in
field-number order (``1p 1r 1m 2p ...``), numbers ascending, animals and
market pieces in track and market order. The docs page "Numbering and
observations" derives each size and each limit; the comments below give the
same arguments.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Final

from tablerules.bison.actions import (
    DONE,
    PIECES,
    BisonAction,
    Build,
    Buy,
    Call,
    Choose,
    Draw,
    Enter,
    Exchange,
    Gain,
    Gather,
    Lay,
    Move,
    Pay,
)
from tablerules.bison.board import FIELD_NAMES, FIELDS, GRID, PLACES
from tablerules.bison.components import (
    ANIMALS,
    COST,
    FOOD_CAP,
    HUNTERS,
    MAX_HUNTERS,
    PIECE_SIZES,
    SEASONS,
    START_FOOD,
    START_TILES,
    TILES,
    Kind,
    Terrain,
)
from tablerules.bison.options import Options
from tablerules.core.game import Action
from tablerules.core.universe import Limits, Universe

__all__ = [
    "action_universe",
    "chance_universe",
    "highest_score",
    "limits",
    "move_pairs",
]

#: The places a player lays a tile on: every place but the starting tiles' 1 to 3 (BIS-4).
_LAYING_PLACES: Final = range(len(START_TILES) + 1, len(PLACES) + 1)
#: The sizes of a tipi or canoe: 1 to 4 diamonds.
_SIZES: Final = tuple(range(1, max(PIECE_SIZES) + 1))
#: The amounts ever paid: the costs of 2 to 5 hunters (one hunter costs nothing, BIS-6).
_AMOUNTS: Final = tuple(COST[2:])
#: The trades on offer at one decision at most: a hunter, each size of tipi and of canoe, six exchanges.
_TRADES: Final = 1 + 2 * len(_SIZES) + len(ANIMALS) * (len(ANIMALS) - 1)


# -- which moves a landscape can ever offer ------------------------------------------------
#
# "Move hunters one to 3 spaces each": a move goes from a field to another at
# most three links away on the landscape of the moment. Which fields are
# linked depends on the tiles laid and how they are turned, so a move is
# numbered when SOME landscape links its two fields by a path of one to three
# links. A landscape is a lie for each place: the terrain along each of its
# six edges. Every link asks something of the lies of the one or two places
# it joins (below), so a path can be laid exactly when the lies of its places
# can meet all it asks at once. Lies are numbered 0 to 29 and a set of lies is
# a bit mask, so "some lie meets all of it" is one AND.

#: Every way a tile can lie: the terrain along board edges 0 to 5. The river runs from
#: one corner to another (BIS-1), so the edges are one run of 1 to 5 prairies, starting
#: at any edge, and mountains for the rest.
_LIES: Final = tuple(
    tuple(Terrain.PRAIRIE if (edge - start) % 6 < run else Terrain.MOUNTAIN for edge in range(6))
    for start in range(6)
    for run in range(1, 6)
)


def _river_ends(edges: tuple[Terrain, ...]) -> tuple[int, ...]:
    """The corners where the river of a tile lying so ends: where the terrain of the edges changes."""
    return tuple(corner for corner in range(6) if edges[corner] != edges[(corner + 1) % 6])


def _mask(fits: Iterator[bool]) -> int:
    return sum(1 << lie for lie, fit in enumerate(fits) if fit)


#: The lies with ``terrain`` along edge ``d``: ``_EDGE[d][terrain]``.
_EDGE: Final = tuple(
    {
        terrain: _mask(edges[d] == terrain for edges in _LIES)
        for terrain in (Terrain.PRAIRIE, Terrain.MOUNTAIN)
    }
    for d in range(6)
)
#: The lies whose river ends at corner ``c``.
_END: Final = tuple(_mask(c in _river_ends(edges) for edges in _LIES) for c in range(6))


def _totem_corner(index: int) -> int:
    """The corner of starting place ``index + 1`` where the three starting tiles meet: the totem."""
    others = {0, 1, 2} - {index}
    around = GRID.neighbours[index]
    return next(c for c in range(6) if {around[c], around[(c + 1) % 6]} == others)


#: The lies each place may have. A starting tile is turned so that its river begins at the
#: totem (BIS-3), whatever its edges; any other tile may lie any way.
_ALLOWED: Final = tuple(
    _END[_totem_corner(index)] if index < len(START_TILES) else (1 << len(_LIES)) - 1
    for index in range(len(PLACES))
)

#: What a link asks: for each place it touches, the mask of lies that make it.
_Needs = tuple[tuple[int, int], ...]


def _link_needs(a: int, b: int) -> tuple[_Needs, ...]:
    """The ways fields ``a`` and ``b`` can be one movement point apart, each what it asks of the lies.

    On a tile the river joins the prairie and the mountain, always. Across
    edge ``d`` of a tile, its field along that edge meets the neighbour's
    field along the neighbour's edge ``d + 3``. Two rivers meet at a corner
    of the two tiles where both end; two neighbouring tiles share two corners.
    """
    pa, pb = a // 3, b // 3
    ta, tb = Terrain(a % 3), Terrain(b % 3)
    if pa == pb:
        return ((),) if Terrain.RIVER in (ta, tb) and ta != tb else ()
    around = GRID.neighbours[pa]
    if pb not in around:
        return ()
    d = around.index(pb)
    if ta is Terrain.RIVER and tb is Terrain.RIVER:
        # Edge d of a's tile runs from its corner d - 1 to its corner d: b's corners d + 3 and d + 2.
        shared = (((d - 1) % 6, (d + 3) % 6), (d, (d + 2) % 6))
        return tuple(((pa, _END[ca]), (pb, _END[cb])) for ca, cb in shared)
    if Terrain.RIVER in (ta, tb):
        return ()
    return (((pa, _EDGE[d][ta]), (pb, _EDGE[(d + 3) % 6][tb])),)


def _laid_so(asked: dict[int, int]) -> bool:
    """Whether every place can take a lie that meets all asked of it."""
    return all(_ALLOWED[place] & mask for place, mask in asked.items())


def _linked(asked: tuple[dict[int, int], ...], a: int, b: int) -> tuple[dict[int, int], ...]:
    """The ways to lay a path asking ``asked`` (one dict a way: place to mask of lies) that
    also link field ``a`` to field ``b``."""
    ways = []
    for so_far in asked:
        for needs in _link_needs(a, b):
            now = dict(so_far)
            for place, mask in needs:
                now[place] = now.get(place, _ALLOWED[place]) & mask
            if _laid_so(now):
                ways.append(now)
    return tuple(ways)


@functools.lru_cache(maxsize=1)
def _possible_links() -> tuple[tuple[int, ...], ...]:
    """For every field, the fields some landscape links it to, in field order."""
    return tuple(tuple(b for b in range(FIELDS) if b != a and _linked(({},), a, b)) for a in range(FIELDS))


@functools.lru_cache(maxsize=1)
def move_pairs() -> tuple[tuple[int, int], ...]:
    """Every ``(origin, destination)`` of field numbers that some landscape puts one to three
    movement points apart, by origin, then destination.

    A path of one to three possible links is numbered when some landscape
    lays all of it at once. Paths that visit a field twice are left out: the
    shorter path without the loop asks less. Neither the tile numbers nor
    the number of tiles laid stand in the way: a tile text may have any
    shape, and the few places a path touches can always be joined to the
    starting tiles with the tiles a game lays.
    """
    links = _possible_links()
    pairs = []
    for origin in range(FIELDS):
        reached: set[int] = set()
        paths: list[tuple[tuple[int, ...], tuple[dict[int, int], ...]]] = [((origin,), ({},))]
        for _ in range(3):
            longer = []
            for path, asked in paths:
                for field in links[path[-1]]:
                    if field not in path:
                        # A path no landscape lays stays so however it goes on: it is dropped.
                        ways = _linked(asked, path[-1], field)
                        if ways:
                            reached.add(field)
                            longer.append(((*path, field), ways))
            paths = longer
        pairs += [(origin, field) for field in sorted(reached)]
    return tuple(pairs)


# -- the universes ------------------------------------------------------------------------------


def _decisions(variant: int) -> Iterator[BisonAction]:
    """Every decision of a game with ``variant``, in the order of the actions table."""
    # Each of the six action markers.
    yield from (Choose(kind) for kind in Kind)
    # A tile goes on any place but the starting tiles', turned any of six ways.
    yield from (Lay(place, rotation) for place in _LAYING_PLACES for rotation in range(6))
    # Hunters come into play on a field of the tile just laid, 1 to 5 of them.
    laid_fields = range(3 * (_LAYING_PLACES.start - 1), FIELDS)
    yield from (Enter(FIELD_NAMES[f], n) for f in laid_fields for n in range(1, MAX_HUNTERS + 1))
    # A tipi (prairie, mountain) or canoe (river) of 1 to 4 diamonds on any field;
    # Variant 2 also removes one (size 0).
    sizes = (0, *_SIZES) if variant == 2 else _SIZES
    yield from (Build(name, size) for name in FIELD_NAMES for size in sizes)
    # Hunters gather on, and are called from, any field.
    yield from (Gather(name) for name in FIELD_NAMES)
    yield from (Call(name) for name in FIELD_NAMES)
    yield from (Move(FIELD_NAMES[a], FIELD_NAMES[b]) for a, b in move_pairs())
    yield DONE
    yield from (Gain(animal) for animal in ANIMALS)
    # Every mix of animals that pays 2, 4, 7 or 10, by bison, then salmon: a seat with
    # 10 or more on every track, as at the start, may pay any of them.
    yield from (
        Pay(*payment)
        for payment in sorted(
            (b, s, amount - b - s)
            for amount in _AMOUNTS
            for b in range(amount + 1)
            for s in range(amount - b + 1)
        )
    )
    yield Buy(PIECES[0], 1)
    yield from (Buy(piece, size) for piece in PIECES[1:] for size in _SIZES)
    yield from (Exchange(give, get) for give in ANIMALS for get in ANIMALS if get != give)


@functools.lru_cache(maxsize=4)
def action_universe(variant: int) -> Universe[Action]:
    """Every decision any seat can ever take with ``variant`` (0, 1 or 2), numbered."""
    return Universe[Action](_decisions(variant))


@functools.lru_cache(maxsize=1)
def chance_universe() -> Universe[Action]:
    """Every chance outcome: drawing tile 3 to 20, the tiles of the pile."""
    first = len(START_TILES)
    return Universe[Action](Draw(tile) for tile in range(first, first + len(TILES)))


# -- the limits ------------------------------------------------------------------------------------


def _tiles_laid(players: int, seasons: int) -> int:
    """The tiles on the landscape after ``seasons`` seasons: the starting tiles and one a player a season."""
    return len(START_TILES) + players * seasons


def _most_legal_actions(players: int) -> int:
    """The most legal actions at one decision, by the phase that offers the most.

    At every decision of a seat's own turn the trades come on top: at most a
    hunter, four sizes of tipi, four of canoe and six exchanges (15).
    A seat has 8 hunters, so at most 8 fields hold its hunters. Moving, each
    such field offers at most every other field of the landscape, which holds
    at most three fields a tile laid: the starting tiles and one tile a
    player a season (15, 18 and 19 tiles with 2, 3 and 4 players). That
    bounds every other phase too, as the table below shows.
    """
    fields = 3 * _tiles_laid(players, SEASONS[players])
    payments = max((amount + 1) * (amount + 2) // 2 for amount in _AMOUNTS)
    phases = {
        "choosing": len(Kind),
        # Every place but the starting tiles', six turns each.
        "laying": len(_LAYING_PLACES) * 6,
        # Three fields, 1 to 5 hunters each, or none.
        "entering": 3 * MAX_HUNTERS + 1,
        # A field with the seat's hunters (8 at most) or its tipi or canoe (6), each
        # to one of the other four sizes from 0 to 4; or done.
        "building": (HUNTERS + len(PIECE_SIZES)) * len(_SIZES) + 1,
        "gathering": HUNTERS + 1,
        "calling": HUNTERS + 1,
        "moving": HUNTERS * (fields - 1) + 1,
        "gaining": len(ANIMALS),
        # Every mix of 10 animals: 66.
        "paying": payments,
    }
    # Trading a surplus offers the trades and done, no more than any phase above.
    return max(phases.values()) + _TRADES


def _longest_game(players: int) -> int:
    """The most decisions of all seats in one game.

    A seat's action turns: the tile (choose, lay, enter or done, pay or gain:
    4), gathering (choose, gather, 5 calls, done, pay: 9), and the moves and
    the variants' tipis and canoes (choose, 5 steps, done, pay: 8). The tile
    is one of the four actions of every season, so a season takes at most
    4 + 9 + 8 + 8 = 29 of them.

    Every other decision of a seat (a purchase, an exchange, or ``done``
    while trading a surplus) takes at least one animal off its tracks for
    good, and the tracks never go below 0. Animals come only from the start
    (30), an action with no hunters (one a turn) and the scoring, where a
    seat takes at most every animal on the landscape: 3 a tile laid.
    """
    seasons = SEASONS[players]
    turns = 4 + (1 + 1 + MAX_HUNTERS + 1 + 1) + 2 * (1 + MAX_HUNTERS + 1 + 1)
    food = sum(START_FOOD) + 4 * seasons + sum(3 * _tiles_laid(players, s) for s in range(1, seasons + 1))
    return players * (turns * seasons + food)


def _largest_take(tiles: int, options: Options) -> int:
    """The most animals one region can give one seat on a landscape of ``tiles`` tiles.

    A region is of one terrain and has at most one field a tile: at most the
    ``tiles`` largest counts of that terrain's animal among the tile set.
    """
    animals = [tile.animals for tile in options.tile_set()]
    return max(
        sum(sorted((shown[terrain] for shown in animals), reverse=True)[:tiles]) for terrain in Terrain
    )


def highest_score(players: int, options: Options) -> int:
    """The most animals a seat can hold at any time.

    Outside the scoring every track holds at most 15 (BIS-16, BIS-19): 45.
    The scoring adds animals before a seat trades a surplus: with the limit
    checked after each region (BIS-15), one region's animals at most; checked
    after the season, every animal on the landscape (3 a tile). The final
    scoring starts from empty tracks (BIS-20), so it gives at most every
    animal on the final landscape.
    """
    seasons = SEASONS[players]
    before_last = _tiles_laid(players, seasons - 1)
    last = _tiles_laid(players, seasons)
    if options.cap_after == "region":
        during = 3 * FOOD_CAP + _largest_take(before_last, options)
        final = min(3 * FOOD_CAP + _largest_take(last, options), 3 * last)
    else:
        during = 3 * FOOD_CAP + 3 * before_last
        final = 3 * last
    return max(during, final)


@functools.lru_cache(maxsize=64)
def limits(players: int, options: Options) -> Limits:
    """What the rules allow at most with ``players`` and ``options`` (see the functions above).

    Chance: the first draw of the game offers the whole pile, 18 tiles.
    Steps: the decisions and one draw a player a season.
    """
    decisions = _longest_game(players)
    return Limits(
        most_legal_actions=_most_legal_actions(players),
        most_chance_outcomes=len(options.tiles),
        longest_game=decisions,
        longest_game_steps=decisions + players * SEASONS[players],
        lowest_score=0,
        highest_score=highest_score(players, options),
    )
