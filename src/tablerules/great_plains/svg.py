"""The SVG picture of a Great Plains position, drawn from a view.

The board is drawn as it lies on the table: 133 pointy-top hexagons in the
seven hexagonal tablets of GP-1, the tablets' edges drawn thick, column
letters above and row numbers beside the rows, so that every space sits
where its name (``m8``) says. Terrain is told by fill *and* a mark: a
triangle on a peak, a wave on a spring, an arch on a cave, the letter H, E
or B on a habitat, nothing on grass. Pieces are labelled as on the text
picture: a token is a circle with its tribe's letter (``S`` snakes, ``F``
foxes; ``Sh`` on a horse habitat), a cave tile a hexagon marked ``Sc``.
Below the board: who is to do what, each tribe's tokens left, animal tiles
and score, the supply, the tablets laid and a legend of the terrain.

Great Plains hides nothing, so the view is the whole state; still only the
view is read, as :meth:`Game.draw <tablerules.core.game.Game.draw>` asks.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Final

from tablerules.core.game import Action
from tablerules.core.svg import (
    HIGHLIGHT,
    INK,
    LAST,
    PAPER,
    TARGET,
    Picture,
    element,
    hexagon,
    label,
    seat_colour,
    titled,
)
from tablerules.core.words import counted
from tablerules.great_plains.actions import Bear, Eagle, Horse, LayTablet, Place, PlaceCave, Turn
from tablerules.great_plains.board import GRID, NAMES, PLACE_NAMES, SPACE, placement_text
from tablerules.great_plains.components import (
    ANIMAL_TILES,
    ANIMALS,
    BEAR,
    CAVE,
    EAGLE,
    GRASS,
    HABITATS,
    HORSE,
    PEAK,
    SEAT_NAMES,
    SEAT_SYMBOLS,
    SPRING,
    TERRAIN_NAMES,
)
from tablerules.great_plains.geometry import neighbour, place_of
from tablerules.great_plains.phase import Phase
from tablerules.great_plains.picture import switched_rules
from tablerules.great_plains.state import GreatPlainsState

__all__ = ["draw"]

#: A space's circumradius; its width is ``RADIUS * sqrt(3)``.
RADIUS: Final = 18.0
_HALF: Final = RADIUS * math.sqrt(3) / 2
_LEFT: Final = 24.0
_TOP: Final = 18.0
#: The width of the picture: 13 spaces across, and the margins for the row numbers.
WIDTH: Final = round(_LEFT + 26 * _HALF + 12)
_BOARD_BOTTOM: Final = _TOP + 14 * 1.5 * RADIUS + 2 * RADIUS

#: Light fills, so that ink reads on every one; every terrain also has its own mark.
_FILL: Final = {
    GRASS: "#CDE8B0",
    HORSE: "#F3E2B3",
    EAGLE: "#F3E2B3",
    BEAR: "#F3E2B3",
    PEAK: "#B4B4B4",
    SPRING: "#A9DCF5",
    CAVE: "#9C8A76",
}
_UNLAID: Final = "#F2F2F2"
_SOFT: Final = "#595959"
#: The letter written on each tribe's colour: white reads on the blue, ink on the orange.
_ON_SEAT: Final = (PAPER, INK)
_CAPITAL: Final = {HORSE: "H", EAGLE: "E", BEAR: "B"}


def _centre(cell: int) -> tuple[float, float]:
    """The middle of a space: half a space a column letter, one and a half radii a row."""
    q, r = GRID.coordinates[cell]
    column, row = 2 * q + r + 12, r + 7
    return _LEFT + _HALF + column * _HALF, _TOP + RADIUS + row * 1.5 * RADIUS


_CENTRES: Final = tuple(_centre(cell) for cell in range(GRID.size))
_OUTLINE: Final = tuple(hexagon(x, y, RADIUS - 0.6) for x, y in _CENTRES)
_TILE: Final = tuple(hexagon(x, y, RADIUS - 4) for x, y in _CENTRES)
_RING: Final = tuple(hexagon(x, y, RADIUS - 2.2) for x, y in _CENTRES)
_TARGET: Final = tuple(hexagon(x, y, RADIUS - 4.5) for x, y in _CENTRES)


def _corner(cell: int, k: int) -> tuple[float, float]:
    """Corner ``k`` of a space: 0 at the top, then clockwise."""
    x, y = _CENTRES[cell]
    angle = math.radians(-90 + 60 * k)
    return x + RADIUS * math.cos(angle), y + RADIUS * math.sin(angle)


# The two corners of the side a space shares with its neighbour in each direction
# (e, ne, nw, w, sw, se: the order of DIRECTION_NAMES).
_SIDE_CORNERS: Final = ((1, 2), (0, 1), (5, 0), (4, 5), (3, 4), (2, 3))
_DIRECTIONS: Final = ("e", "ne", "nw", "w", "sw", "se")


def _edges(keep: frozenset[int] | None) -> str:
    """The ``d`` of a path along the edges of the tablets (of the places in ``keep``, or all)."""
    parts = []
    for cell, name in enumerate(NAMES):
        place = place_of(name)
        if keep is not None and place not in keep:
            continue
        for d, direction in enumerate(_DIRECTIONS):
            other = neighbour(name, direction)
            if other is not None and place_of(other) == place:
                continue
            if keep is None and other is not None and SPACE[other] < cell:
                continue  # the side between two tablets is drawn once, from its first space
            (x1, y1), (x2, y2) = (_corner(cell, k) for k in _SIDE_CORNERS[d])
            parts.append(f"M{x1:.1f} {y1:.1f}L{x2:.1f} {y2:.1f}")
    return "".join(parts)


_ALL_EDGES: Final = _edges(None)


@functools.lru_cache(maxsize=8)
def _place_edges(place: int) -> str:
    """The outline of one tablet's place (1 to 7)."""
    return _edges(frozenset({place}))


def _coordinates() -> tuple[str, ...]:
    """Column letters above the board, each row's number left of its first space."""
    letters = [
        label(_LEFT + _HALF + column * _HALF, _TOP - 6, chr(ord("a") + column), size=10, fill=_SOFT)
        for column in range(25)
    ]
    numbers = []
    for row in range(1, 16):
        first = min(cell for cell, name in enumerate(NAMES) if name[1:] == str(row))
        x, y = _CENTRES[first]
        numbers.append(label(x - _HALF - 3, y + 4, row, size=10, anchor="end", fill=_SOFT))
    return (element("g", "".join(letters + numbers), aria_hidden="true"),)


_COORDINATES: Final = _coordinates()


def _mark(symbol: str, x: float, y: float) -> str:
    """The mark that tells a terrain without its colour (grass has none)."""
    if symbol == PEAK:
        return element(
            "polygon",
            points=f"{x - 8:.1f},{y + 6:.1f} {x:.1f},{y - 8:.1f} {x + 8:.1f},{y + 6:.1f}",
            fill="#4D4D4D",
        )
    if symbol == SPRING:
        d = f"M{x - 9:.1f} {y:.1f}q4.5 -6 9 0t9 0M{x - 9:.1f} {y + 5:.1f}q4.5 -6 9 0t9 0"
        return element("path", d=d, fill="none", stroke="#08527A", stroke_width=2)
    if symbol == CAVE:
        d = f"M{x - 7:.1f} {y + 7:.1f}v-5a7 7 0 0 1 14 0v5z"
        return element("path", d=d, fill=INK)
    if symbol in _CAPITAL:
        return label(x, y + 4.5, _CAPITAL[symbol], size=13, font_weight="bold", fill=INK)
    return ""


def _terrain_words(symbol: str, meadow: str | None) -> str:
    words = TERRAIN_NAMES[symbol]
    return f"{words}, {meadow}" if meadow else words


@functools.lru_cache(maxsize=64)
def _spaces(terrain: tuple[str | None, ...], meadows: tuple[str | None, ...]) -> tuple[tuple[str, str], ...]:
    """Each space as drawn without a piece, and what its title says of its terrain.

    ``terrain`` is one symbol a space (``None``: no tablet there yet);
    ``meadows`` says which meadow a grass space belongs to. Public, and the
    same for a whole game, so made once a board."""
    drawn = []
    for cell, symbol in enumerate(terrain):
        x, y = _CENTRES[cell]
        if symbol is None:
            hexagon_ = element(
                "polygon", points=_OUTLINE[cell], fill=_UNLAID, stroke="#BDBDBD", stroke_width=1
            )
            drawn.append((hexagon_, "no tablet laid here yet"))
            continue
        hexagon_ = element(
            "polygon", points=_OUTLINE[cell], fill=_FILL[symbol], stroke=PAPER, stroke_width=1.2
        )
        drawn.append((hexagon_ + _mark(symbol, x, y), _terrain_words(symbol, meadows[cell])))
    return tuple(drawn)


def _piece(cell: int, seat: int, is_cave_tile: bool, under: str | None) -> str:
    """A cave tile (a hexagon) or a tribe token (a circle) in its tribe's colour, labelled as on
    the text picture: ``Sc``, ``S``, or ``Sh`` for a token on a horse habitat."""
    x, y = _CENTRES[cell]
    colour = seat_colour(seat)
    small: str | None
    if is_cave_tile:
        shape = element("polygon", points=_TILE[cell], fill=colour, stroke=INK, stroke_width=1.2)
        small = CAVE
    else:
        shape = element("circle", cx=x, cy=y, r=10.5, fill=colour, stroke=INK, stroke_width=1.2)
        small = under if under in _CAPITAL else None
    letters = (
        SEAT_SYMBOLS[seat] if small is None else f'{SEAT_SYMBOLS[seat]}<tspan font-size="9">{small}</tspan>'
    )
    return shape + element(
        "text",
        letters,
        x=x,
        y=y + 4.5,
        text_anchor="middle",
        font_size=13,
        font_weight="bold",
        fill=_ON_SEAT[seat],
    )


def _board_terrain(view: GreatPlainsState) -> tuple[tuple[str | None, ...], tuple[str | None, ...]]:
    """Each space's terrain symbol (``None`` where no tablet lies yet), and its meadow in words."""
    board = view.board
    if board is None:
        symbol_of = {words: symbol for symbol, words in TERRAIN_NAMES.items()}
        terrain = tuple(None if (words := view.terrain(name)) is None else symbol_of[words] for name in NAMES)
        return terrain, (None,) * len(NAMES)
    meadows: list[str | None] = [None] * len(NAMES)
    for meadow in board.meadows:
        springs = len(meadow.springs)
        plus = f" + {counted(springs, 'spring')}" if springs else ""
        words = f"in a meadow of {len(meadow.grass)} grass{plus}, worth {meadow.worth}"
        for cell in meadow.grass:
            meadows[cell] = words
    return tuple(board.terrain), tuple(meadows)


def _piece_words(seat: int, is_cave_tile: bool) -> str:
    tribe = ("snake", "fox")[seat]
    return f"{tribe} cave tile" if is_cave_tile else f"{tribe} token"


def _status(view: GreatPlainsState) -> str:
    """What happens next, in words."""
    phase = view.phase
    if phase is Phase.OVER:
        outcome = view.outcome()
        return f"Game over: {outcome.summary(SEAT_NAMES, plural=True)}" if outcome else "Game over"
    if phase is Phase.LAYING:
        place = len(view.layout)
        return f"Chance lays a tablet on place {place + 1} ({PLACE_NAMES[place]})"
    if phase is Phase.TURNING:
        return f"Chance turns the tablet on place {len(view.layout)}"
    who = f"The {SEAT_NAMES[view.seat]} ({SEAT_SYMBOLS[view.seat]})"
    if phase is Phase.CAVES:
        return f"{who} place a cave tile"
    if not view.moves().can_place:
        return f"{who} cannot place and pass"
    return f"{who} place a token"


def _last_marks(view: GreatPlainsState, last: Action) -> list[str]:
    """What ``last`` changed, outlined: the tablet laid or turned, the space taken, a bear's push."""
    if isinstance(last, LayTablet | Turn):
        place = len(view.layout)
        if not place:
            return []
        path = element(
            "path",
            d=_place_edges(place),
            fill="none",
            stroke=HIGHLIGHT,
            stroke_width=4,
            stroke_linejoin="round",
            class_=LAST,
        )
        return [titled(path, f"last move: {last} (place {place}, {PLACE_NAMES[place - 1]})")]
    if not isinstance(last, PlaceCave | Place | Horse | Eagle | Bear) or last.space not in SPACE:
        return []
    cell = SPACE[last.space]
    ring = element(
        "polygon", points=_RING[cell], fill="none", stroke=HIGHLIGHT, stroke_width=3.5, class_=LAST
    )
    if not isinstance(last, Bear):
        return [titled(ring, f"last move: {last}")]
    beyond = neighbour(last.space, last.push) if last.push in _DIRECTIONS else None
    mover = view.piece_on(last.space)
    pushed = None
    if beyond is not None and mover in SEAT_SYMBOLS:
        theirs = SEAT_SYMBOLS[1 - SEAT_SYMBOLS.index(mover)]
        pushed = beyond if view.piece_on(beyond) == theirs else None
    x1, y1 = _CENTRES[cell]
    d = _DIRECTIONS.index(last.push) if last.push in _DIRECTIONS else 0
    angle = math.radians(-60 * d)  # east first, against the clock, with y growing downward
    dx, dy = math.cos(angle), math.sin(angle)
    # An arrow from the bear's space along the push, to the next space or over the edge.
    sx, sy = x1 + dx * 6, y1 + dy * 6
    ex, ey = x1 + dx * 2 * _HALF * 0.85, y1 + dy * 2 * _HALF * 0.85
    head = (
        f"{ex:.1f},{ey:.1f} {ex - dx * 9 - dy * 6:.1f},{ey - dy * 9 + dx * 6:.1f} "
        f"{ex - dx * 9 + dy * 6:.1f},{ey - dy * 9 - dx * 6:.1f}"
    )
    # A white edge keeps the arrow apart from the tokens it crosses.
    shaft = {"x1": sx, "y1": sy, "x2": ex - dx * 6, "y2": ey - dy * 6}
    arrow = element("line", **shaft, stroke=PAPER, stroke_width=6)
    arrow += element("polygon", points=head, fill=HIGHLIGHT, stroke=PAPER, stroke_width=1.5, class_=LAST)
    arrow += element("line", **shaft, stroke=HIGHLIGHT, stroke_width=3, class_=LAST)
    marks = [ring, arrow]
    if pushed is not None:
        marks.append(
            element(
                "polygon",
                points=_RING[SPACE[pushed]],
                fill="none",
                stroke=HIGHLIGHT,
                stroke_width=3.5,
                stroke_dasharray="2 2",
                class_=LAST,
            )
        )
        fate = f"the token there pushed to {pushed}"
    else:
        fate = "the token there pushed out of the game"
    return [titled("".join(marks), f"last move: {last}, {fate}")]


def _target_marks(legal: Sequence[Action]) -> tuple[list[str], dict[str, int]]:
    """A dashed outline on every space a legal action goes to, titled with those actions;
    and how many actions of each kind there are."""
    by_space: dict[str, list[str]] = {}
    kinds: dict[str, int] = {}
    for action in legal:
        if not isinstance(action, PlaceCave | Place | Horse | Eagle | Bear) or action.space not in SPACE:
            continue  # pass goes nowhere
        by_space.setdefault(action.space, []).append(str(action))
        kind = str(action).split(" ", 1)[0]
        kinds[kind] = kinds.get(kind, 0) + 1
    marks = []
    for space in sorted(by_space, key=SPACE.__getitem__):
        points = _TARGET[SPACE[space]]
        # A white band under the dashes keeps them apart from every terrain's fill.
        outline = element("polygon", points=points, fill="none", stroke=PAPER, stroke_width=4.5)
        outline += element(
            "polygon",
            points=points,
            fill="none",
            stroke=HIGHLIGHT,
            stroke_width=2.5,
            stroke_dasharray="4 2.5",
            class_=TARGET,
        )
        actions = sorted(by_space[space])
        animals = [a[0] for a in ("horse", "eagle", "bear") if any(t.startswith(a) for t in actions)]
        if animals and not any(t.startswith(("place", "cave")) for t in actions):
            # Reached only with an animal tile: a badge names the animals, as the tiles do.
            x, y = _CENTRES[SPACE[space]]
            wide = 4 * len(animals)
            outline += element(
                "rect", x=x + 3 - wide, y=y - 15.5, width=10 + 2 * wide, height=11, rx=5.5,
                fill=PAPER, stroke=HIGHLIGHT, stroke_width=1.5,
            )  # fmt: skip
            outline += label(x + 8, y - 7, "".join(animals).upper(), size=9, font_weight="bold")
        marks.append(titled(outline, f"legal: {', '.join(actions)}", legal=actions))
    return marks, kinds


# The columns of a seat's row, after its name at 30: its tokens left, then its animal tiles (the
# supply's too). Each starts at least a dozen units past the longest text before it in DejaVu Sans, the
# widest of the fonts the pictures name ("Snakes (S), you" is 110 wide, "12 left, 8 out" 80),
# and the tiles end short of the score at the right.
_COUNT_X: Final = 152
_TILES_X: Final = 248


def _animal_tiles(x: float, y: float, counts: Sequence[int]) -> str:
    """Three small tiles lettered H, E and B, each with how many there are."""
    parts = []
    for i, symbol in enumerate(HABITATS):
        left = x + 36 * i
        faded = {"opacity": "0.45"} if counts[i] == 0 else {}
        parts.append(
            element(
                "g",
                element("rect", x=left, y=y - 12, width=17, height=17, rx=3, fill=_FILL[symbol], stroke=INK)
                + label(left + 8.5, y + 1, _CAPITAL[symbol], size=12, font_weight="bold")
                + label(left + 21, y + 1, f"{counts[i]}", size=12, anchor="start"),
                **faded,
            )
        )
    return "".join(parts)


def _seat_row(view: GreatPlainsState, seat: int, viewer: int | None, y: float, score: int) -> str:
    held = view.animals[seat]
    name = SEAT_NAMES[seat].capitalize()
    you = ", you" if viewer == seat else ""
    left, removed = view.left[seat], view.removed[seat]
    out = f", {removed} out" if removed else ""
    token = element("circle", cx=16, cy=y - 4, r=8, fill=seat_colour(seat), stroke=INK)
    token += label(16, y, SEAT_SYMBOLS[seat], size=11, font_weight="bold", fill=_ON_SEAT[seat])
    parts = (
        token
        + label(30, y, f"{name} ({SEAT_SYMBOLS[seat]}){you}", size=12.5, anchor="start", font_weight="bold")
        + label(_COUNT_X, y, f"{left} left{out}", size=12, anchor="start")
        + _animal_tiles(_TILES_X, y, held)
        + label(WIDTH - 10, y, f"score {score}", size=13, anchor="end", font_weight="bold")
    )
    tiles = ", ".join(f"{animal} {n}" for animal, n in zip(ANIMALS, held, strict=True))
    words = (
        f"{name} (seat {seat}, {SEAT_SYMBOLS[seat]}){you}: {left} tokens left"
        f"{f', {removed} knocked out of the game' if removed else ''}; "
        f"animal tiles {tiles}; score {score}"
    )
    return titled(parts, words)


_LEGEND: Final = (
    (GRASS, "grass"),
    (HORSE, "horse"),
    (EAGLE, "eagle"),
    (BEAR, "bear"),
    (PEAK, "peak"),
    (SPRING, "spring"),
    (CAVE, "cave"),
)


# Keyed by where the legend goes: a few heights, one for each number of lines above it.
@functools.lru_cache(maxsize=8)
def _legend(y: float) -> str:
    """A small space of each terrain with its name."""
    parts = []
    step = (WIDTH - 16) / len(_LEGEND)
    for i, (symbol, words) in enumerate(_LEGEND):
        x = 4 + step * i + 12
        parts.append(
            element("polygon", points=hexagon(x, y, 12), fill=_FILL[symbol], stroke=_SOFT, stroke_width=0.8)
        )
        small = _mark(symbol, x, y)
        parts.append(
            element(
                "g", small, transform=f"translate({x:.1f} {y:.1f}) scale(0.75) translate({-x:.1f} {-y:.1f})"
            )
        )
        parts.append(label(x + 14, y + 4, words, size=11, anchor="start"))
    return titled(
        "".join(parts),
        "Legend: grass (plain), horse H, eagle E and bear B habitats, "
        "peak (triangle), spring (waves), cave (arch)",
    )


def draw(view: object, seat: int | None, *, last: Action | None = None, legal: Sequence[Action] = ()) -> str:
    """``view``, a Great Plains position as ``seat`` sees it (all of it: nothing is hidden), as SVG.

    ``last`` is outlined in the highlight colour where it shows, a mark of
    class :data:`~tablerules.core.svg.LAST`: the tablet laid or turned, the
    space a cave tile or token went to, a bear's push as an arrow (the
    pushed token's new space dotted). Each space a ``legal`` action goes to
    gets a dashed outline titled with its actions, a mark of class
    :data:`~tablerules.core.svg.TARGET`; ``pass`` goes nowhere. Raises
    ``TypeError`` for a view of another title.
    """
    if not isinstance(view, GreatPlainsState):
        raise TypeError(f"a Great Plains picture draws a GreatPlainsState, not {type(view).__name__}")
    terrain, meadows = _board_terrain(view)
    spaces = _spaces(terrain, meadows)
    pieces = view.pieces()
    scores = view.scores()
    targets, kinds = _target_marks(legal)
    last_marks = [] if last is None else _last_marks(view, last)

    lines: list[tuple[str, float]] = []
    y = _BOARD_BOTTOM + 22
    status = _status(view)
    rows_top = y + 24
    y = rows_top + 3 * 24
    notes = []
    if last is not None:
        notes.append(f"Last move: {last}.")
    if kinds:
        counted = ", ".join(f"{kind} {n}" for kind, n in kinds.items())
        notes.append(f"Dashed outlines: {len(targets)} spaces to go to ({counted}).")
    for note in notes:
        lines.append((note, y))
        y += 17
    laid = " ".join(map(placement_text, view.layout)) or "none yet"
    switched = switched_rules(view.options)
    lines.append((f"Tablets: {laid}{'; rules: ' + ', '.join(switched) if switched else ''}", y))
    legend_y = y + 24
    height = legend_y + 18

    who = "a spectator's view" if seat is None else f"seat {seat}'s view ({SEAT_NAMES[seat]})"
    score_words = ", ".join(f"{SEAT_NAMES[s]} {scores[s]}" for s in (0, 1))
    picture = Picture(
        WIDTH,
        round(height),
        f"Great Plains, 2 players, {who}: {status[0].lower()}{status[1:]}; scores {score_words}",
    )
    picture.add(element("rect", x=0, y=0, width=WIDTH, height=round(height), fill=PAPER))
    picture.extend(_COORDINATES)
    for cell, name in enumerate(NAMES):
        drawn, words = spaces[cell]
        piece = pieces.get(name)
        if piece is None:
            picture.add(titled(drawn, f"{name}: {words}"))
            continue
        owner, is_cave_tile = SEAT_SYMBOLS.index(piece[0]), piece.endswith(CAVE)
        on = f"{_piece_words(owner, is_cave_tile)} on {words}"
        picture.add(titled(drawn + _piece(cell, owner, is_cave_tile, terrain[cell]), f"{name}: {on}"))
    picture.add(
        element(
            "path",
            d=_ALL_EDGES,
            fill="none",
            stroke=INK,
            stroke_width=2.4,
            stroke_linejoin="round",
            stroke_linecap="round",
        )
    )
    picture.extend(last_marks)
    picture.extend(targets)
    picture.add(label(10, _BOARD_BOTTOM + 22, status, size=14, anchor="start", font_weight="bold"))
    for s in (0, 1):
        picture.add(_seat_row(view, s, seat, rows_top + 24 * s, scores[s]))
    supply = tuple(ANIMAL_TILES - view.animals[0][i] - view.animals[1][i] for i in range(len(ANIMALS)))
    supply_words = ", ".join(f"{animal} {n}" for animal, n in zip(ANIMALS, supply, strict=True))
    picture.add(
        titled(
            label(30, rows_top + 48, "Supply of animal tiles", size=12, anchor="start")
            + _animal_tiles(_TILES_X, rows_top + 48, supply),
            f"Supply of animal tiles: {supply_words}",
        )
    )
    for text, at in lines:
        picture.add(label(10, at, text, size=12, anchor="start", fill=INK))
    picture.add(_legend(legend_y))
    return picture.to_svg()
