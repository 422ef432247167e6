"""The game board: seven hexagonal tablets, one in the middle and six around it.

Every board has the same shape (GP-1): 133 hexagonal spaces in 15 rows,
named like ``m8`` by a column letter ``a`` to ``y`` and a row number 1 to
15, as on the text picture. The geometry is a
:class:`~tablerules.core.grid.HexGrid` in axial coordinates; for speed the
rules also give every space one bit of a Python int (a *mask*), so that
"every space next to one of my pieces" is six shifts of a mask.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from typing import Final

import attrs

from tablerules.core.grid import HEX_DIRECTIONS, HexGrid, connected_groups
from tablerules.great_plains.components import (
    CAVE,
    GRASS,
    HABITATS,
    LOWLAND,
    MOUNTAINS,
    SIDES,
    SPRING,
    TABLET_ROWS,
    TERRAIN,
    TOKENS,
)

__all__ = [
    "BIT",
    "CELL_OF_BIT",
    "DIRECTION_NAMES",
    "GRID",
    "NAMES",
    "ON_BOARD",
    "PLACE_CENTRES",
    "PLACE_NAMES",
    "SHIFTS",
    "SPACE",
    "SPACE_BIT",
    "Board",
    "MeadowShape",
    "Placement",
    "bits_of",
    "check_layout",
    "check_places",
    "check_tablets",
    "normalise_side",
    "parse_placement",
    "placement_text",
    "side_picture",
    "side_symbols",
    "tablet_regions",
]

#: A tablet is a hexagon of this many steps from its middle space (GP-1).
TABLET_RADIUS: Final = 2

#: The 19 spaces of a tablet relative to its middle, in the order its text lists them.
LOCAL: Final = tuple(
    (dq, dr)
    for dr in range(-TABLET_RADIUS, TABLET_RADIUS + 1)
    for dq in range(-TABLET_RADIUS, TABLET_RADIUS + 1)
    if abs(dq + dr) <= TABLET_RADIUS
)

#: The middle space of each of the seven places, in reading order: 1 top, 2
#: upper left, 3 upper right, 4 the middle, 5 lower left, 6 lower right, 7
#: bottom. Hexagons of radius 2 tile the plane with these offsets, so the six
#: outer tablets each touch the middle one and two neighbours (GP-1).
PLACE_CENTRES: Final = ((3, -5), (-2, -3), (5, -2), (0, 0), (-5, 2), (2, 3), (-3, 5))
#: The places in words, in the same order.
PLACE_NAMES: Final = ("top", "upper left", "upper right", "middle", "lower left", "lower right", "bottom")

#: Direction names in the order of ``HEX_DIRECTIONS`` (east first, against the clock).
DIRECTION_NAMES: Final = ("e", "ne", "nw", "w", "sw", "se")

# Each space's bit: 15 rows of 16 bits, the 16th bit of a row always off the
# board, so that a shift east from the east edge (or west from the west edge)
# lands on a bit that is no space instead of wrapping into the next row.
_ROW_BITS: Final = 16
_OFFSET: Final = 7
#: How far a mask shifts for one step in each direction of ``HEX_DIRECTIONS``.
SHIFTS: Final = tuple(dq + _ROW_BITS * dr for dq, dr in HEX_DIRECTIONS)


def _turned(local: tuple[int, int], turns: int) -> tuple[int, int]:
    """``local`` turned ``turns`` sixths clockwise (as drawn) about the tablet's middle."""
    q, r = local
    for _ in range(turns % 6):
        q, r = -r, q + r
    return q, r


def _coordinates() -> tuple[tuple[int, int], ...]:
    cells = {(cq + dq, cr + dr) for cq, cr in PLACE_CENTRES for dq, dr in LOCAL}
    # Reading order: rows top to bottom, each row west to east.
    return tuple(sorted(cells, key=lambda cell: (cell[1], cell[0])))


#: The board's spaces as a hex grid; space ``n`` is the n-th in reading order.
GRID: Final = HexGrid.of(_coordinates())
#: Each space's name: column letter (half a hexagon per letter) and row number.
NAMES: Final = tuple(f"{chr(ord('a') + 2 * q + r + 12)}{r + 8}" for q, r in GRID.coordinates)
#: The space of each name.
SPACE: Final = {name: cell for cell, name in enumerate(NAMES)}
#: Each space's bit in a mask.
BIT: Final = tuple((r + _OFFSET) * _ROW_BITS + q + _OFFSET for q, r in GRID.coordinates)
#: The space of each bit.
CELL_OF_BIT: Final = {bit: cell for cell, bit in enumerate(BIT)}
#: The bit of each space, by name.
SPACE_BIT: Final = {name: BIT[cell] for name, cell in SPACE.items()}
#: The mask of every space.
ON_BOARD: Final = sum(1 << bit for bit in BIT)


def bits_of(mask: int) -> Iterable[int]:
    """The bits set in ``mask``, lowest first (that is, in reading order)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# -- tablets as text -------------------------------------------------------------


def normalise_side(text: object) -> object:
    """A tablet side's text with spaces removed and rows joined by ``/``.

    Accepts the drawn form (one row a line) and the short form
    (``"..^/.h.~/^.c../..^e/~.."``); anything that is not a string is
    returned unchanged for :func:`check_tablets` to refuse.
    """
    if not isinstance(text, str):
        return text
    return _normalised(text)


# Every setup normalises the fourteen sides of its options: the same few texts each time.
@functools.lru_cache(maxsize=256)
def _normalised(text: str) -> str:
    rows = ("".join(row.split()) for line in text.splitlines() for row in line.split("/"))
    return "/".join(row for row in rows if row)


def side_picture(text: str) -> str:
    """A normalised side drawn as a small hexagon, one row a line."""
    rows = text.split("/")
    width = max(map(len, rows))
    return "\n".join(" " * (width - len(row)) + " ".join(row) for row in rows)


def side_symbols(text: str) -> str:
    """The 19 terrain symbols of a normalised side, in the order of ``LOCAL``."""
    return text.replace("/", "")


def check_tablets(tablets: object) -> None:
    """Raise ``ValueError`` unless ``tablets`` are seven good double-sided tablets.

    Each side has rows of 3, 4, 5, 4 and 3 terrain symbols and exactly one
    cave, and the cave has a lowland space next to it on its own side (so a
    cave tile always has somewhere to start from). Every board that the
    tablets can make holds at least 40 lowland spaces, enough for both
    players' 20 tokens (GP-2).
    """
    try:
        _check_good_tablets(tablets)
    except TypeError:  # unhashable, so not tuples of strings: say why
        _check_tablets(tablets)


# Every setup checks its tablets; tablets once found good need no second look.
@functools.lru_cache(maxsize=16)
def _check_good_tablets(tablets: tuple[tuple[str, str], ...]) -> None:
    _check_tablets(tablets)


def _check_tablets(tablets: object) -> None:
    if not isinstance(tablets, tuple | list) or len(tablets) != len(PLACE_CENTRES):
        raise ValueError(f"Great Plains has 7 tablets, each a pair of sides, not {tablets!r}")
    least_lowland = 0
    for number, tablet in enumerate(tablets, start=1):
        if not isinstance(tablet, tuple | list) or len(tablet) != 2:
            raise ValueError(f"tablet {number} must have two sides, a and b, not {tablet!r}")
        lowland = []
        for side, text in zip(SIDES, tablet, strict=True):
            lowland.append(_check_side(f"tablet {number}{side}", text))
        least_lowland += min(lowland)
    if least_lowland < 2 * TOKENS:
        raise ValueError(
            f"some board of these tablets has only {least_lowland} lowland spaces; "
            f"every board needs at least {2 * TOKENS} for the tokens of both players"
        )


def _check_side(name: str, text: object) -> int:
    """Check one side; returns its number of lowland spaces."""
    normal = normalise_side(text)
    rows = normal.split("/") if isinstance(normal, str) else None
    if rows is None or (len(rows) != 1 and tuple(map(len, rows)) != TABLET_ROWS) or len("".join(rows)) != 19:
        raise ValueError(
            f"{name} must be 19 spaces in rows of 3, 4, 5, 4 and 3 "
            f"(like '..^/.h.~/^.c../..^e/~..'), not {text!r}"
        )
    symbols = "".join(rows)
    unknown = sorted(set(symbols) - TERRAIN)
    if unknown:
        raise ValueError(f"{name} has unknown spaces {unknown}; use one of {' '.join(sorted(TERRAIN))}")
    caves = symbols.count(CAVE)
    if caves != 1:
        raise ValueError(f"{name} must have exactly one cave 'c', not {caves}")
    cave = LOCAL[symbols.index(CAVE)]
    around = {(cave[0] + dq, cave[1] + dr) for dq, dr in HEX_DIRECTIONS}
    if not any(symbols[i] in LOWLAND for i, local in enumerate(LOCAL) if local in around):
        raise ValueError(f"{name}: the cave needs a lowland space next to it on its own tablet")
    return sum(symbol in LOWLAND for symbol in symbols)


def check_places(sides: Sequence[str]) -> None:
    """Raise ``ValueError`` unless the seven sides, one a place in reading order, make a legal board.

    The checks of :func:`check_tablets` for a board read from a picture,
    naming the place that is wrong (``place 4 (middle)``), not a tablet.
    """
    lowland = 0
    for place, text in enumerate(sides):
        lowland += _check_side(f"place {place + 1} ({PLACE_NAMES[place]})", text)
    if lowland < 2 * TOKENS:
        raise ValueError(
            f"the board has only {lowland} lowland spaces; "
            f"it needs at least {2 * TOKENS} for the tokens of both players"
        )


# -- layouts ---------------------------------------------------------------------

#: One laid tablet: its number (1-7), its side ("a" or "b"), and how many
#: sixths of a turn clockwise it lies (0 unless tablets are turned, GP-3).
Placement = tuple[int, str, int]


# One tablet 1-7, one side, and at most one digit of sixths 0-5: nothing else
# (``"1a@2345"`` and ``"1a@"`` are no layout entries).
_PLACEMENT: Final = re.compile(
    rf"(?P<tablet>[1-{len(PLACE_CENTRES)}])(?P<side>[{''.join(SIDES)}])(?:@(?P<turns>[0-5]))?", re.ASCII
)


def parse_placement(text: object) -> Placement:
    """Read a layout entry like ``"3b"`` (tablet 3, side b) or ``"3b@2"`` (turned two sixths).

    Case and spaces around it do not matter; ``"3b@0"`` is ``"3b"``.
    """
    if isinstance(text, str):
        # str's own methods: a str subclass cannot answer for itself.
        match = _PLACEMENT.fullmatch(str.lower(str.strip(text)))
        if match is not None:
            return int(match["tablet"]), match["side"], int(match["turns"] or 0)
    raise ValueError(f"a layout entry names a tablet and a side, like '3b' or '3b@2' (turned), not {text!r}")


def placement_text(placement: Placement) -> str:
    """A placement as the layout entry that reads it, in its one normal form: ``"3b"``, ``"3b@2"``."""
    tablet, side, turns = placement
    return f"{tablet}{side}@{turns}" if turns else f"{tablet}{side}"


def check_layout(layout: object) -> tuple[Placement, ...]:
    """The placements of a fixed layout: seven entries, each tablet once; else ``ValueError``."""
    if not isinstance(layout, tuple | list) or len(layout) != len(PLACE_CENTRES):
        raise ValueError(f"a layout lists 7 tablets, one per place in reading order, not {layout!r}")
    placements = tuple(parse_placement(entry) for entry in layout)
    if len({tablet for tablet, _, _ in placements}) != len(placements):
        raise ValueError(f"a layout uses each tablet once, not {layout!r}")
    return placements


# -- a laid board ----------------------------------------------------------------


@attrs.frozen
class MeadowShape:
    """A meadow of the board: connected grass spaces, and the springs next to them."""

    grass: tuple[int, ...]
    springs: tuple[int, ...]
    #: The mask of the grass spaces.
    mask: int = attrs.field(repr=False)

    @property
    def worth(self) -> int:
        """Its points: "the number of grass spaces in the meadow plus the number of springs adjacent"."""
        return len(self.grass) + len(self.springs)


def _mask(cells: Iterable[int]) -> int:
    return sum(1 << BIT[cell] for cell in cells)


def _find_meadows(grass: int, springs: int) -> tuple[tuple[int, int], ...]:
    """The mask and the points of each meadow of the ``grass`` spaces, lowest space first.

    A meadow grows from its lowest space one ring of neighbours at a time,
    each ring the six shifts of ``SHIFTS`` of the last one (the bit off the
    board at the end of each row keeps a step over the east or west edge
    from landing on a space): a few operations on masks a ring, where a
    search space by space takes several times as long, and every new board
    looks for its meadows once. The rings' neighbours together are the
    meadow's, among them the springs next to it.
    """
    row = _ROW_BITS
    found = []
    unmet = grass
    while unmet:
        meadow = ring = unmet & -unmet
        unmet ^= ring
        reach = 0
        while ring:
            near = ring << 1 | ring >> 1 | ring << row - 1 | ring >> row - 1 | ring << row | ring >> row
            reach |= near
            ring = near & unmet
            unmet ^= ring
            meadow |= ring
        found.append((meadow, meadow.bit_count() + (reach & springs).bit_count()))
    return tuple(found)


@attrs.frozen
class _LaidSide:
    """One tablet side on one place: its spaces with their symbols, and its masks."""

    cells: tuple[tuple[int, str], ...]
    lowland: int
    mountain: int
    caves: int
    habitats: tuple[tuple[int, int], ...]
    grass: int
    springs: int


@functools.lru_cache(maxsize=1024)
def _laid_side(symbols: str, place: int, turns: int) -> _LaidSide:
    cq, cr = PLACE_CENTRES[place]
    cells = []
    for local, symbol in zip(LOCAL, symbols, strict=True):
        dq, dr = _turned(local, turns)
        cells.append((GRID.index(cq + dq, cr + dr), symbol))
    return _LaidSide(
        tuple(cells),
        _mask(cell for cell, symbol in cells if symbol in LOWLAND),
        _mask(cell for cell, symbol in cells if symbol in MOUNTAINS),
        _mask(cell for cell, symbol in cells if symbol == CAVE),
        tuple((BIT[cell], HABITATS.index(symbol)) for cell, symbol in cells if symbol in HABITATS),
        _mask(cell for cell, symbol in cells if symbol == GRASS),
        _mask(cell for cell, symbol in cells if symbol == SPRING),
    )


def _spaces_laid(
    tablets: Sequence[tuple[str, str]], placement: Placement, place: int
) -> tuple[tuple[int, str], ...]:
    """The spaces of ``place`` (0 to 6), each with its terrain symbol, when ``placement`` lies there.

    What a whole board with this placement there shows on those spaces,
    whatever lies on the other places (or before they are laid): what a
    position tells while chance lays the tablets and there is no board yet."""
    tablet, side, turns = placement
    return _laid_side(side_symbols(tablets[tablet - 1][SIDES.index(side)]), place, turns).cells


_WIDTH: Final = max(BIT) + 1
_NO_HABITATS: Final = (-1,) * _WIDTH


@attrs.frozen
class Board:
    """A laid board: the masks the rules work with, and what each space is.

    Built once per layout and shared by every state of a game. A board is
    whole: it has a tablet on each of the seven places, so it answers for
    every one of the 133 spaces. While chance lays the tablets a position
    has no board yet (``state.board`` is ``None``).
    """

    layout: tuple[Placement, ...]
    lowland: int = attrs.field(repr=False)
    mountain: int = attrs.field(repr=False)
    caves: int = attrs.field(repr=False)
    #: The animal of the habitat at each bit (index into ``ANIMALS``), or -1.
    habitat: tuple[int, ...] = attrs.field(repr=False)
    _sides: tuple[_LaidSide, ...] = attrs.field(repr=False)

    @classmethod
    def build(cls, tablets: Sequence[tuple[str, str]], layout: Sequence[Placement]) -> Board:
        """The board of ``tablets`` laid by ``layout`` (one placement a place, in reading order).

        Raises ``ValueError`` unless ``layout`` has a placement for each of the seven places.
        """
        layout = tuple(layout)
        if len(layout) != len(PLACE_CENTRES):
            # A part of a layout would leave spaces without terrain, and every
            # index into ``terrain`` after the first gap would name the wrong space.
            raise ValueError(
                f"a board needs one placement for each of the {len(PLACE_CENTRES)} places, not {layout!r}"
            )
        return _build(tuple(tablets), layout)

    @functools.cached_property
    def terrain(self) -> str:
        """One terrain symbol a space, in reading order: ``terrain[n]`` is space ``n``'s, for all 133."""
        terrain = [""] * GRID.size
        for side in self._sides:
            for cell, symbol in side.cells:
                terrain[cell] = symbol
        return "".join(terrain)

    @functools.cached_property
    def meadows(self) -> tuple[MeadowShape, ...]:
        """Every meadow: "Any number of contiguous grass spaces, including connected spaces
        on adjacent tablets, create a single meadow." In reading order of their first space."""
        terrain = self.terrain
        labels = [GRASS if symbol == GRASS else None for symbol in terrain]
        found = []
        for _, grass in connected_groups(labels, GRID.neighbours):
            springs = sorted({n for cell in grass for n in GRID.adjacent(cell) if terrain[n] == SPRING})
            found.append(MeadowShape(grass, tuple(springs), _mask(grass)))
        return tuple(found)

    @functools.cached_property
    def _meadow_worths(self) -> tuple[tuple[int, int], ...]:
        """``(mask, worth)`` of every meadow, as in :attr:`meadows`: what scoring reads,
        without the spaces listed one by one."""
        grass = springs = 0
        for side in self._sides:
            grass |= side.grass
            springs |= side.springs
        return _find_meadows(grass, springs)

    @functools.cached_property
    def _meadow_at(self) -> tuple[tuple[int, int] | None, ...]:
        """The ``(mask, worth)`` of the meadow of each bit (``None`` for a bit in no meadow):
        what a step changes is rescored from the bits it changed."""
        found: list[tuple[int, int] | None] = [None] * _WIDTH
        for meadow in self._meadow_worths:
            # The bits of the mask as the 1s of its binary digits: str.find is
            # quicker than taking the lowest bit off again and again.
            digits = format(meadow[0], "b")
            highest = len(digits) - 1
            digit = digits.find("1")
            while digit >= 0:
                found[highest - digit] = meadow
                digit = digits.find("1", digit + 1)
        return tuple(found)


@functools.lru_cache(maxsize=256)
def _build(tablets: tuple[tuple[str, str], ...], layout: tuple[Placement, ...]) -> Board:
    sides = tuple(
        _laid_side(side_symbols(tablets[tablet - 1][SIDES.index(side)]), place, turns)
        for place, (tablet, side, turns) in enumerate(layout)
    )
    lowland = mountain = caves = 0
    habitat = list(_NO_HABITATS)
    for laid in sides:
        lowland |= laid.lowland
        mountain |= laid.mountain
        caves |= laid.caves
        for bit, animal in laid.habitats:
            habitat[bit] = animal
    return Board(layout, lowland, mountain, caves, tuple(habitat), sides)


def tablet_regions() -> tuple[tuple[int, ...], ...]:
    """The spaces of each place, each in the order of ``LOCAL`` (unturned)."""
    return tuple(tuple(GRID.index(cq + dq, cr + dr) for dq, dr in LOCAL) for cq, cr in PLACE_CENTRES)
