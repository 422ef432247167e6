"""The board's hex geometry by space name: neighbours, directions, lines, places.

Every Great Plains board has the same 133 hexagonal spaces (GP-1), named as
on the text picture: a column letter ``a`` to ``y`` (half a hexagon a
letter) and a row number ``1`` to ``15``, so ``m8`` is the middle space.
The rows run west to east and the hexagons point up, so a space has six
neighbours, in the *directions* ``e``, ``ne``, ``nw``, ``w``, ``sw`` and
``se`` (east first, against the clock). The seven tablets lie at seven
*places*, numbered in reading order: 1 top, 2 upper left, 3 upper right, 4
the middle, 5 lower left, 6 lower right, 7 bottom.

    >>> from tablerules.great_plains import geometry
    >>> geometry.neighbours("m8")
    {'e': 'o8', 'ne': 'n7', 'nw': 'l7', 'w': 'k8', 'sw': 'l9', 'se': 'n9'}
    >>> geometry.line("m8", "ne")[:3]
    ('n7', 'o6', 'p5')
    >>> geometry.direction("m8", "p5"), geometry.distance("m8", "p5")
    ('ne', 3)
    >>> geometry.place_of("m8"), geometry.PLACE_NAMES[geometry.place_of("m8") - 1]
    (4, 'middle')

A name that is no space, or a direction that is none of the six, raises
``ValueError``. What lies on a space in a game (its terrain, its piece, its
tablet) the state answers: :meth:`GreatPlainsState.terrain
<tablerules.great_plains.state.GreatPlainsState.terrain>` and its neighbours.
"""

from __future__ import annotations

from typing import Final

from tablerules.core.grid import HEX_DIRECTIONS, HexGrid
from tablerules.great_plains.board import DIRECTION_NAMES, GRID, NAMES, PLACE_NAMES, SPACE, tablet_regions

__all__ = [
    "DIRECTIONS",
    "PLACE_NAMES",
    "SPACES",
    "direction",
    "distance",
    "index",
    "line",
    "neighbour",
    "neighbours",
    "place_of",
    "spaces_of_place",
]

#: Every space's name, in reading order (rows top to bottom, each west to east).
SPACES: Final = NAMES
#: The six directions, east first and against the clock; ``DIRECTIONS[(d + 3) % 6]`` is the opposite of ``d``.
DIRECTIONS: Final = DIRECTION_NAMES

_DIRECTION: Final = {name: d for d, name in enumerate(DIRECTION_NAMES)}
_PLACES: Final = tablet_regions()
_PLACE_OF: Final = {cell: place for place, cells in enumerate(_PLACES, start=1) for cell in cells}


def index(name: object) -> int:
    """The number of the space named ``name`` in reading order (0 to 132); ``ValueError`` for no space."""
    # str's own methods: a str subclass cannot answer for itself.
    cell = SPACE.get(str.lower(str.strip(name))) if isinstance(name, str) else None
    if cell is None:
        raise ValueError(f"no space {name!r} on the Great Plains board; spaces are named like 'm8' or 'n15'")
    return cell


def _direction(name: object) -> int:
    d = _DIRECTION.get(str.lower(str.strip(name))) if isinstance(name, str) else None
    if d is None:
        raise ValueError(f"no direction {name!r}; the six are {', '.join(DIRECTION_NAMES)}")
    return d


def neighbour(space: str, direction: str) -> str | None:
    """The space next to ``space`` in ``direction``, or ``None`` past the edge of the board."""
    cell = GRID.step(index(space), _direction(direction))
    return None if cell is None else NAMES[cell]


def neighbours(space: str) -> dict[str, str]:
    """The spaces next to ``space``, by direction (east first); fewer than six at the edge."""
    cell = index(space)
    steps = (GRID.step(cell, d) for d in range(len(HEX_DIRECTIONS)))
    return {name: NAMES[n] for name, n in zip(DIRECTION_NAMES, steps, strict=True) if n is not None}


def line(space: str, direction: str) -> tuple[str, ...]:
    """The spaces from ``space`` (not included) in a straight line in ``direction``, to the edge."""
    cell, d = index(space), _direction(direction)
    found = []
    while (step := GRID.step(cell, d)) is not None:
        found.append(NAMES[step])
        cell = step
    return tuple(found)


def direction(origin: str, to: str) -> str | None:
    """The direction in which ``to`` lies in a straight line from ``origin``; ``None`` if it does not."""
    a, b = GRID.coordinates[index(origin)], GRID.coordinates[index(to)]
    dq, dr = b[0] - a[0], b[1] - a[1]
    steps = HexGrid.distance(a, b)
    if steps == 0:
        return None
    for d, (sq, sr) in enumerate(HEX_DIRECTIONS):
        if (sq * steps, sr * steps) == (dq, dr):
            return DIRECTION_NAMES[d]
    return None


def distance(a: str, b: str) -> int:
    """The fewest steps from space ``a`` to space ``b``."""
    return HexGrid.distance(GRID.coordinates[index(a)], GRID.coordinates[index(b)])


def place_of(space: str) -> int:
    """The place (1 to 7, in reading order) whose tablet holds ``space``."""
    return _PLACE_OF[index(space)]


def spaces_of_place(place: int) -> tuple[str, ...]:
    """The 19 spaces of ``place`` (1 to 7), in reading order."""
    if type(place) is not int or not 1 <= place <= len(_PLACES):
        raise ValueError(f"the places are numbered 1 to {len(_PLACES)}, not {place!r}")
    return tuple(NAMES[cell] for cell in sorted(_PLACES[place - 1]))
