"""Hand-made Great Plains positions for the tests: a plain board, pieces by space name.

The plain board is all grass with a cave in the middle of each tablet (GP-1:
``n3 f5 u6 m8 e10 t11 l13``). By default the snakes' cave tiles lie on n3,
f5 and u6, the foxes' on e10, t11 and l13, and the middle cave m8 stays
empty, so the middle tablet is free for a test's own scene. Positions are
built through ``GreatPlainsState.from_picture``, the public constructor.
"""

from __future__ import annotations

from collections.abc import Mapping

from tablerules.great_plains import GreatPlainsState, geometry
from tablerules.great_plains.board import GRID, SPACE
from tablerules.great_plains.components import CAVE, GRASS, HABITATS
from tablerules.great_plains.picture import board_picture

CENTRES = ("n3", "f5", "u6", "m8", "e10", "t11", "l13")
CAVE_TILES = {"n3": "Sc", "f5": "Sc", "u6": "Sc", "e10": "Fc", "t11": "Fc", "l13": "Fc"}


def towards(space: str, direction: str, steps: int = 1) -> str | None:
    """The space ``steps`` steps from ``space`` in ``direction`` (``"e"``, ``"ne"``, ...), or None."""
    line = geometry.line(space, direction)
    return (space, *line)[steps] if steps <= len(line) else None


def around(space: str) -> list[str]:
    """The spaces next to ``space``."""
    return list(geometry.neighbours(space).values())


def plain_terrain(terrain: Mapping[str, str] = {}) -> str:
    """All grass, a cave in the middle of each tablet, with the ``terrain`` spaces changed."""
    symbols = [GRASS] * GRID.size
    for centre in CENTRES:
        symbols[SPACE[centre]] = CAVE
    for space, symbol in terrain.items():
        symbols[SPACE[space]] = symbol
    return "".join(symbols)


def draw(terrain: Mapping[str, str] = {}, pieces: Mapping[str, str] = {}, *, caves: bool = True) -> str:
    """The picture of the plain board with ``terrain`` changes and ``pieces`` (``S``, ``F``, ``Sc``, ``Fc``).

    A token on a habitat is drawn with its habitat (``Sh``) as the picture wants;
    a piece ``""`` takes a default cave tile away.
    """
    symbols = plain_terrain(terrain)
    everything = {**(CAVE_TILES if caves else {}), **pieces}
    shown = {}
    for space, piece in everything.items():
        if not piece:
            continue
        under = symbols[SPACE[space]]
        shown[SPACE[space]] = piece + under if len(piece) == 1 and under in HABITATS else piece
    return board_picture(symbols, shown)


def position(
    pieces: Mapping[str, str] = {},
    terrain: Mapping[str, str] = {},
    *,
    caves: bool = True,
    **kwargs: object,
) -> GreatPlainsState:
    """The plain board with these pieces and terrain changes; ``kwargs`` go to ``from_picture``."""
    return GreatPlainsState.from_picture(draw(terrain, pieces, caves=caves), **kwargs)  # type: ignore[arg-type]


def placements(state: GreatPlainsState, kind: str) -> set[str]:
    """The spaces (or ``"space push"`` for bears) of the legal actions of one kind, like ``"horse"``."""
    found = set()
    for action in state.legal_actions():
        words = str(action).split(" ", 1)
        if words[0] == kind:
            found.add(words[1])
    return found
