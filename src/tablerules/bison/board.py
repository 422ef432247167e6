"""The landscape: hexagonal tiles around the totem, their fields, and how fields connect.

Tiles sit on a hex grid (BIS-1), in axial coordinates with pointy tops: a
tile's six edges face east, north-east, north-west, west, south-west and
south-east (directions 0 to 5 of :data:`~tablerules.core.grid.HEX_DIRECTIONS`),
and its corner ``c`` lies between edges ``c`` and ``c + 1``. The three
starting tiles meet at one corner, the totem symbol. "No tile may ever be
placed more than 3 landscape tiles away from the totem symbol": a starting
tile is the first tile from the totem, so a tile may lie at most two steps
from the nearest starting tile (BIS-4). That leaves 27 *places*, numbered 1
to 27: 1 to 3 the starting tiles, 4 to 12 one step out, 13 to 27 two steps
out, each ring clockwise, the place due north of the totem last.

Every place has three *fields* (the rulebook's "spaces" or "terrains"): its
prairie, river and mountain, named like ``12p``, ``12r`` and ``12m``. Field
``f`` of place ``n`` has the number ``3 * (n - 1) + terrain``, so the pieces
of any position fit in tuples of :data:`FIELDS` entries.

Movement costs one point between a field and the next field on its tile
(prairie to river, river to mountain), one point across an edge to the
field of the neighbouring tile on that edge, and one point along a river
through a corner where two rivers meet. Regions join prairies to prairies
and mountains to mountains across edges, and rivers to rivers at corners.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable, Sequence
from typing import Final

import attrs

from tablerules.bison.components import START_TILES, Terrain
from tablerules.core.frozen import maker
from tablerules.core.grid import HEX_DIRECTIONS, HexGrid

__all__ = [
    "FIELDS",
    "FIELD_NAMES",
    "GRID",
    "PLACES",
    "START_LAYOUT",
    "Board",
    "Laid",
    "Region",
    "Tile",
    "field_name",
    "field_of",
    "parse_field",
    "parse_tile",
    "place_of",
    "start_layout",
    "terrain_of",
    "tiles_away",
]

#: The corner the three starting tiles share: the totem symbol.
_START: Final = ((0, 0), (1, 0), (1, -1))


def _places() -> tuple[tuple[int, int], ...]:
    """The 27 places: the starting tiles, then each ring clockwise from the north."""
    near = {
        (q, r)
        for q in range(-4, 6)
        for r in range(-5, 5)
        if min(HexGrid.distance((q, r), start) for start in _START) <= 2
    }
    # The totem point, in the same units as the hex centres below.
    tx = sum(math.sqrt(3) * (q + r / 2) for q, r in _START) / 3
    ty = sum(1.5 * r for _, r in _START) / 3

    def order(coord: tuple[int, int]) -> tuple[int, float]:
        q, r = coord
        ring = min(HexGrid.distance(coord, start) for start in _START)
        x, y = math.sqrt(3) * (q + r / 2) - tx, 1.5 * r - ty
        # Clockwise on a picture whose y grows downward, the place due north last.
        angle = math.atan2(x, -y) % (2 * math.pi)
        return ring, 2 * math.pi if angle < 1e-9 or angle > 2 * math.pi - 1e-9 else angle

    return tuple(sorted(near, key=order))


#: The axial coordinates of places 1 to 27, in order.
PLACES: Final = _places()
#: The places as a hex grid: ``GRID.neighbours[place - 1][d]`` is the place index across edge ``d``.
GRID: Final = HexGrid.of(PLACES)
#: Three fields a place.
FIELDS: Final = 3 * len(PLACES)


def tiles_away(place: int) -> int:
    """How many tiles from the totem a tile on ``place`` lies: 1, 2 or 3 (BIS-4)."""
    coord = PLACES[place - 1]
    return 1 + min(HexGrid.distance(coord, start) for start in _START)


def field_of(place: int, terrain: Terrain) -> int:
    """The number of the field of ``terrain`` on ``place`` (1 to 27)."""
    return 3 * (place - 1) + terrain


def place_of(field: int) -> int:
    """The place (1 to 27) a field lies on."""
    return field // 3 + 1


def terrain_of(field: int) -> Terrain:
    """The terrain of a field."""
    return Terrain(field % 3)


def field_name(field: int) -> str:
    """The field as the notation names it: place number and terrain letter, like ``12p``."""
    return f"{field // 3 + 1}{'prm'[field % 3]}"


#: Every field's name, by number.
FIELD_NAMES: Final = tuple(field_name(field) for field in range(FIELDS))
_FIELD_BY_NAME: Final = {name: field for field, name in enumerate(FIELD_NAMES)}


def parse_field(text: str) -> int:
    """The field named ``text`` (``"12p"``); raises ``ValueError`` for any other text."""
    field = _FIELD_BY_NAME.get(text.strip().lower()) if isinstance(text, str) else None
    if field is None:
        raise ValueError(f"no field {text!r}: fields are a place 1 to 27 and p, r or m, like '12p'")
    return field


# -- tiles ------------------------------------------------------------------------

_TILE_TEXT: Final = re.compile(r"\s*([pm]{6})\s+([0-3])\s+([0-3])\s+([0-3])\s*", re.ASCII)


# cache_hash: every tile laid looks its printed tile up (_rotated_edges) by hash.
@attrs.frozen(cache_hash=True)
class Tile:
    """One landscape tile as printed: six edge terrains and the animals of its fields.

    ``edges[e]`` is the terrain along printed edge ``e`` (prairie or
    mountain); ``animals[t]`` the animals shown on its field of terrain
    ``t`` (bison on the prairie, salmon in the river, turkeys on the mountain).
    """

    edges: tuple[Terrain, ...]
    animals: tuple[int, int, int]
    # The text, written once: every picture of a game prints its tiles.
    _text: str = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        edges = "".join(edge.letter for edge in self.edges)
        object.__setattr__(self, "_text", f"{edges} {self.animals[0]} {self.animals[1]} {self.animals[2]}")

    def __str__(self) -> str:
        return self._text


def parse_tile(text: object) -> Tile:
    """A tile from its text, like ``"pppmmm 1 1 1"``; raises ``ValueError`` saying what is wrong."""
    match = _TILE_TEXT.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        raise ValueError(
            "a tile is six edges of p and m and three animal counts 0 to 3, like 'pppmmm 1 1 1', "
            f"not {text!r}"
        )
    edges = match[1]
    # One run of each terrain around the tile: the river joins two corners.
    changes = sum(edges[e] != edges[e - 1] for e in range(6))
    if changes != 2:
        raise ValueError(
            f"tile {text!r}: the river runs from one corner to another, so the edges are one run of "
            f"prairie and one of mountain, like 'ppmmmm'"
        )
    animals = (int(match[2]), int(match[3]), int(match[4]))
    if sum(animals) != 3:
        raise ValueError(f"tile {text!r}: every tile shows 3 animals, not {sum(animals)}")
    terrain = {"p": Terrain.PRAIRIE, "m": Terrain.MOUNTAIN}
    return Tile(tuple(terrain[e] for e in edges), animals)


# Both keyed by printed tiles and rotations, public values of few kinds
# (six edges of two terrains): every landscape laid shares them.
@functools.lru_cache(maxsize=1024)
def _rotated_edges(tile: Tile, rotation: int) -> tuple[Terrain, ...]:
    """The terrain along each board edge of ``tile`` turned ``rotation`` sixths clockwise."""
    # Edges are numbered anticlockwise, so turning clockwise brings printed edge
    # e + rotation onto board edge e.
    return tuple(tile.edges[(d + rotation) % 6] for d in range(6))


@functools.lru_cache(maxsize=256)
def _river_corners(edges: Sequence[Terrain]) -> tuple[int, int]:
    """The two corners where the terrain of the edges changes: the river's ends."""
    ends = tuple(c for c in range(6) if edges[c] != edges[(c + 1) % 6])
    return ends[0], ends[1]


def start_layout(start_tiles: Sequence[Tile]) -> tuple[tuple[int, int, int], ...]:
    """The starting tiles on places 1 to 3, each turned so that its river begins at the totem (BIS-3).

    Each is given the first rotation, counting clockwise from 0, that puts
    one end of its river on the totem.
    """
    layout = []
    for index, tile in enumerate(start_tiles):
        place = index + 1
        rotation = next(
            r for r in range(6) if _TOTEM_CORNER[place] in _river_corners(_rotated_edges(tile, r))
        )
        layout.append((place, index, rotation))
    return tuple(layout)


def _totem_corners() -> dict[int, int]:
    """Where the totem lies in each starting place's own corner numbering."""
    corners = {}
    for place, coord in enumerate(PLACES[:3], start=1):
        for corner in range(6):
            a = HEX_DIRECTIONS[corner]
            b = HEX_DIRECTIONS[(corner + 1) % 6]
            touching = {coord, (coord[0] + a[0], coord[1] + a[1]), (coord[0] + b[0], coord[1] + b[1])}
            if touching == set(_START):
                corners[place] = corner
    return corners


_TOTEM_CORNER: Final = _totem_corners()


#: A tile on the board: ``(place, tile number, rotation)``; tile numbers 0 to 2 are the
#: starting tiles, 3 to 20 those of the pile, and rotation is in sixths clockwise.
Laid = tuple[int, int, int]

#: The default starting tiles as laid at setup.
START_LAYOUT: Final = start_layout([parse_tile(text) for text in START_TILES])


# -- the board ----------------------------------------------------------------------


@attrs.frozen
class Region:
    """Connected fields of one terrain: a prairie, a mountain or a river region.

    ``number`` counts the regions of that terrain from 1, in the order of
    their first field (the order of scoring within a terrain, BIS-14).
    """

    terrain: Terrain
    number: int
    fields: tuple[int, ...]
    animals: int

    @property
    def name(self) -> str:
        """Like ``"Prairie 1"``, as the rulebook's Example 3 names regions."""
        return f"{self.terrain.name.capitalize()} {self.number}"

    @property
    def names(self) -> tuple[str, ...]:
        """The fields as the notation names them, like ``("1p", "3p")``."""
        return tuple(FIELD_NAMES[field] for field in self.fields)


# Made for every region at every season's scoring: through core.frozen's maker, at a
# fraction of the cost of attrs' __init__.
_region: Final = maker(Region, ("terrain", "number", "fields", "animals"))


@attrs.frozen
class Board:
    """The laid tiles and what follows from them: fields, animals, links and regions.

    ``laid`` lists the tiles in the order they were laid. ``edges[place - 1]``
    holds the terrain along each board edge of the tile there (empty for an
    empty place), ``animals[field]`` the animals shown on each field and
    ``links[field]`` the fields one movement point away.
    """

    tiles: tuple[Tile, ...]
    laid: tuple[Laid, ...]
    edges: tuple[tuple[Terrain, ...], ...] = attrs.field(repr=False, eq=False)
    animals: tuple[int, ...] = attrs.field(repr=False, eq=False)
    links: tuple[tuple[int, ...], ...] = attrs.field(repr=False, eq=False)
    _reach: dict[int, tuple[int, ...]] = attrs.field(factory=dict, repr=False, eq=False)
    _regions: list[tuple[Region, ...]] = attrs.field(factory=list, repr=False, eq=False)
    _open: list[tuple[int, ...]] = attrs.field(factory=list, repr=False, eq=False)

    @classmethod
    def build(cls, tiles: Sequence[Tile], laid: Iterable[Laid]) -> Board:
        """The board with ``laid`` tiles of the tile set ``tiles``, in that order."""
        board = cls(tuple(tiles), (), ((),) * len(PLACES), (0,) * FIELDS, ((),) * FIELDS)
        for place, tile, rotation in laid:
            board = board.with_tile(place, tile, rotation)
        return board

    # -- places -------------------------------------------------------------

    def is_empty(self, place: int) -> bool:
        """Whether no tile lies on ``place``."""
        return not self.edges[place - 1]

    def open_places(self) -> tuple[int, ...]:
        """The empty places next to the landscape: where a tile may go (BIS-4)."""
        if not self._open:
            self._open.append(
                tuple(
                    place
                    for place in range(1, len(PLACES) + 1)
                    if self.is_empty(place) and self.touches_landscape(place)
                )
            )
        return self._open[0]

    def touches_landscape(self, place: int) -> bool:
        """Whether ``place`` shares an edge with a laid tile."""
        return any(n is not None and self.edges[n] for n in GRID.neighbours[place - 1])

    def laid_places(self) -> tuple[int, ...]:
        """The places with a tile, in the order they were laid."""
        return tuple(place for place, _, _ in self.laid)

    # -- laying a tile ------------------------------------------------------

    def with_tile(self, place: int, tile: int, rotation: int) -> Board:
        """The board once tile number ``tile`` lies on the empty ``place``, turned ``rotation`` sixths."""
        printed = self.tiles[tile]
        index = place - 1
        edges = _rotated_edges(printed, rotation)
        all_edges = (*self.edges[:index], edges, *self.edges[index + 1 :])
        base = 3 * index
        animals = self.animals[:base] + printed.animals + self.animals[base + 3 :]
        prairie, river, mountain = base, base + 1, base + 2
        # On the tile: the river lies between the prairie and the mountain.
        pairs = [(prairie, river), (river, mountain)]
        around = GRID.neighbours[index]
        for d, other in enumerate(around):
            if other is None:
                continue
            theirs = all_edges[other]
            if theirs:
                # Across edge d: this tile's field on that edge, the other's on its edge d + 3.
                pairs.append((base + edges[d], 3 * other + theirs[(d + 3) % 6]))
        for corner in _river_corners(edges):
            # The corner is the other's corner + 2 across edge `corner`, + 4 across edge `corner` + 1.
            for d, their_corner in ((corner, (corner + 2) % 6), ((corner + 1) % 6, (corner + 4) % 6)):
                other = around[d]
                if (
                    other is not None
                    and all_edges[other]
                    and their_corner in _river_corners(all_edges[other])
                ):
                    pairs.append((river, 3 * other + 1))
        links = list(self.links)
        for a, b in pairs:
            links[a] += (b,)
            links[b] += (a,)
        # Each list of links sorted once, a link found twice kept once (a
        # neighbour's river can meet this one at both of its ends).
        for field in {field for pair in pairs for field in pair}:
            links[field] = tuple(sorted(set(links[field])))
        return _board(
            self.tiles,
            (*self.laid, (place, tile, rotation)),
            all_edges,
            animals,
            tuple(links),
            {},
            [],
            # The open places change only around the new tile: it is no longer
            # open, and its empty neighbours now touch the landscape (BIS-4).
            [_opened_around(self.open_places(), place, around, all_edges)],
        )

    # -- fields ---------------------------------------------------------------

    def fields(self) -> tuple[int, ...]:
        """Every field of the landscape, in number order."""
        return tuple(field for field in range(FIELDS) if self.edges[field // 3])

    def has_field(self, field: int) -> bool:
        """Whether ``field`` is on a laid tile."""
        return 0 <= field < FIELDS and bool(self.edges[field // 3])

    def distance(self, a: int, b: int) -> int | None:
        """The movement points from field ``a`` to field ``b``, or ``None`` if no path joins them."""
        if a == b:
            return 0
        seen = {a}
        frontier = [a]
        steps = 0
        while frontier:
            steps += 1
            nxt = []
            for field in frontier:
                for other in self.links[field]:
                    if other == b:
                        return steps
                    if other not in seen:
                        seen.add(other)
                        nxt.append(other)
            frontier = nxt
        return None

    def within_three(self, field: int) -> tuple[int, ...]:
        """The fields one to three movement points from ``field``, whatever stands on the way."""
        reach = self._reach.get(field)
        if reach is None:
            seen = {field}
            frontier = [field]
            for _ in range(3):
                step = []
                for here in frontier:
                    for other in self.links[here]:
                        if other not in seen:
                            seen.add(other)
                            step.append(other)
                frontier = step
            seen.discard(field)
            reach = tuple(sorted(seen))
            self._reach[field] = reach
        return reach

    def regions(self) -> tuple[Region, ...]:
        """Every region: all prairies, then the mountains, then the rivers, the scoring order."""
        if self._regions:
            return self._regions[0]
        groups = self._groups()
        animals = self.animals
        regions: list[Region] = []
        for terrain in (Terrain.PRAIRIE, Terrain.MOUNTAIN, Terrain.RIVER):
            for number, fields in enumerate(groups[terrain], start=1):
                regions.append(_region(terrain, number, fields, sum(map(animals.__getitem__, fields))))
        found = tuple(regions)
        self._regions.append(found)
        return found

    def _groups(self) -> tuple[list[tuple[int, ...]], ...]:
        """The fields of each region by terrain number, in the order of their first field.

        A depth-first walk over ``links`` that stays on one terrain (a field's
        terrain is its number modulo 3).
        """
        links = self.links
        seen = [False] * FIELDS
        groups: tuple[list[tuple[int, ...]], ...] = ([], [], [])
        laid = sorted(place for place, _, _ in self.laid)
        for start in [field for place in laid for field in range(3 * place - 3, 3 * place)]:
            if seen[start]:
                continue
            terrain = start % 3
            seen[start] = True
            stack, cells = [start], []
            while stack:
                cell = stack.pop()
                cells.append(cell)
                # Links join laid fields only: no other field is ever reached.
                for other in links[cell]:
                    if not seen[other] and other % 3 == terrain:
                        seen[other] = True
                        stack.append(other)
            cells.sort()
            groups[terrain].append(tuple(cells))
        return groups

    def region_of(self, field: int) -> Region:
        """The region ``field`` belongs to; raises ``ValueError`` for a field not on the landscape."""
        for region in self.regions():
            if field in region.fields:
                return region
        raise ValueError(
            f"no tile lies on place {place_of(field)}, so field {field_name(field)} is not in play"
        )

    def shares_corner_only(self, a: int, b: int) -> bool:
        """Whether fields ``a`` and ``b`` of neighbouring tiles meet at a corner of the two
        tiles without being linked: a move between them would cross a corner."""
        pa, pb = a // 3, b // 3
        if pa == pb or b in self.links[a] or not self.edges[pa] or not self.edges[pb]:
            return False
        around = GRID.neighbours[pa]
        if pb not in around:
            return False
        d = around.index(pb)
        # Edge d of a's tile runs from its corner d - 1 to its corner d, which are
        # corners d + 3 and d + 2 of b's tile.
        shared = (((d - 1) % 6, (d + 3) % 6), (d, (d + 2) % 6))
        return any(self._touches(a, mine) and self._touches(b, theirs) for mine, theirs in shared)

    def _touches(self, field: int, corner: int) -> bool:
        """Whether ``field`` reaches ``corner`` of its tile."""
        edges = self.edges[field // 3]
        terrain = terrain_of(field)
        if terrain is Terrain.RIVER:
            return corner in _river_corners(edges)
        return terrain in (edges[corner], edges[(corner + 1) % 6])


# A board is made at every tile laid: through core.frozen's maker, at a fraction of the cost
# of attrs' __init__, its caches given empty, as their factories would make them.
_board: Final = maker(Board, ("tiles", "laid", "edges", "animals", "links", "_reach", "_regions", "_open"))


def _opened_around(
    open_: tuple[int, ...], place: int, around: Sequence[int | None], edges: Sequence[tuple[Terrain, ...]]
) -> tuple[int, ...]:
    """The open places once a tile lies on ``place``: not that one, and its empty
    neighbours (``around``, by place index) added."""
    near = {other + 1 for other in around if other is not None and not edges[other]}
    return tuple(sorted({*open_, *near} - {place}))
