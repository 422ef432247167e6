"""The SVG picture of a Beasty Borders position, as ``state.svg()`` draws it.

The landscape is drawn as the rulebook's square spaces, tiles of 3 x 2
outlined, with column letters and row numbers as the text picture names
them. Green spaces are pale green, lakes pale blue with waves (a pattern,
not only a colour), the signpost a sign pointing the walk's way.
Farm animals (seat 0) are blue discs, wild animals (seat 1) orange
diamonds, each with its letter; identical animals next to each other are
joined by a bar, so the groups that score can be seen. Empty-space-markers
are black discs, the steps-marker a black cylinder. Below the board each
seat's animals left and score; in 'Without Luck' the bidding row.

Beasty Borders hides nothing: the view is the whole position, so every
seat's picture shows the same things, and only says whose view it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tablerules.beasty_borders.actions import LayTile, Place, Point, Roll
from tablerules.beasty_borders.board import NOT_LAID, laid_terrain, tile_places
from tablerules.beasty_borders.components import (
    EMPTY_MARKER,
    FARM,
    LAKE,
    MEADOW,
    SEAT_KINDS,
    SIGNPOST,
    TILE_COLS,
    TILE_ROWS,
    WILD,
)
from tablerules.beasty_borders.phase import Phase
from tablerules.beasty_borders.state import BeastyBordersState
from tablerules.core.game import Action
from tablerules.core.grid import SquareGrid
from tablerules.core.svg import (
    HIGHLIGHT,
    INK,
    LAST,
    PAPER,
    TARGET,
    Picture,
    element,
    label,
    seat_colour,
    titled,
)

__all__ = ["draw"]

#: One space of the board, and the left and top edges of the board.
CELL: Final = 48
LEFT: Final = 30
#: From one seat's line below the board to the next.
SEAT_LINE: Final = 34
TOP: Final = 70
WIDTH: Final = 480

# Pale tints, so that the animals' colours stand out; a lake also has waves.
GREEN: Final = "#DDEFD2"
LAKE_BLUE: Final = "#BFE1F5"
WAVES: Final = "#0072B2"
GRID: Final = "#8C8C8C"
UNLAID: Final = "#EEEEEE"

# Letters on a blue disc read best in white, on an orange diamond in black.
_LETTER: Final = (PAPER, INK)
_SIDE: Final = ("farm", "wild")
#: The class of the mark of the steps-marker's space, where the seat's choices go; not a
#: ``TARGET``, for its title names all of them.
TARGET_SPACE: Final = "target-space"


def draw(
    view: BeastyBordersState,
    seat: int | None,
    names: Sequence[str],
    *,
    last: Action | None = None,
    legal: Sequence[Action] = (),
) -> str:
    """``view`` as ``seat`` sees it (``None``: a spectator), as SVG text.

    ``names`` are the seats' names (farm, wild). ``last`` is outlined in
    ``HIGHLIGHT`` where it changed the picture, marks of class ``LAST``;
    each of ``legal`` with a place to go (placing an animal, pointing at
    one) gets a dashed ``HIGHLIGHT`` mark of class ``TARGET`` with its
    notation as title (``tablerules.core.svg``).
    """
    state = view
    options = state.options
    across, down = tile_places(options.without_luck)
    rows, cols = down * TILE_ROWS, across * TILE_COLS
    bottom = TOP + rows * CELL
    seats_top = bottom + 22
    row_top = seats_top + SEAT_LINE + 34
    row_lines = -(-len(state.row) // cols) if options.without_luck else 0
    height = (row_top + row_lines * 46 + 8) if options.without_luck else seats_top + SEAT_LINE + 12
    status = _status(state, names)
    viewer = "a spectator" if seat is None else f"seat {seat} ({names[seat]})"
    picture = Picture(
        WIDTH,
        height,
        f"Beasty Borders, 2 players, {viewer}'s view: {_scores_text(state, names)}; {status[0]}",
    )
    picture.add(element("rect", x=0, y=0, width=WIDTH, height=height, fill=PAPER))
    # Sans-serif reads better than the browser's default serif at small sizes.
    picture.add('<g font-family="Helvetica, Arial, sans-serif">')
    picture.add(label(LEFT, 18, status[0], size=13, anchor="start", font_weight="bold"))
    seen = f"Seen by {viewer}"
    picture.add(label(LEFT, 37, f"{seen} · {status[1]}" if status[1] else seen, size=12, anchor="start"))
    if last is not None:
        picture.add(_last_note(last))
    for col in range(cols):
        picture.add(label(LEFT + col * CELL + CELL / 2, TOP - 6, chr(ord("a") + col), size=12))
    for row in range(rows):
        picture.add(label(LEFT - 8, TOP + row * CELL + CELL / 2 + 4, row + 1, size=12, anchor="end"))
    grid = SquareGrid.of(rows, cols)
    if state.board is None:
        terrain = laid_terrain(options.tiles, options.without_luck, state.layout)
    else:
        terrain = state.board.terrain
    picture.extend(_spaces(state, terrain, grid))
    picture.extend(_tiles(state, across, down))
    if state.marker >= 0 and state.spaces:
        picture.add(_steps_marker(state.marker, cols, grid.name(state.marker)))
    for seat_shown in (0, 1):
        picture.extend(_seat_line(state, seat_shown, seat, names, seats_top + seat_shown * SEAT_LINE))
    if options.without_luck:
        picture.extend(_bidding_row(state, row_top, cols))
    if last is not None:
        picture.extend(_last_marks(state, last, cols, row_top))
    picture.extend(_targets(state, legal, cols, seats_top, row_top))
    picture.add("</g>")
    return picture.to_svg()


# -- words ------------------------------------------------------------------------------


def _seat_text(seat: int, names: Sequence[str]) -> str:
    return f"seat {seat} ({names[seat]})"


def _scores_text(state: BeastyBordersState, names: Sequence[str]) -> str:
    scores = state.scores()
    return f"{names[0]} {_points(scores[0])}, {names[1]} {_points(scores[1])}"


def _points(score: int) -> str:
    return f"{score} point" if score == 1 else f"{score} points"


def _status(state: BeastyBordersState, names: Sequence[str]) -> tuple[str, str]:
    """What happens next (the first header line), and what was decided so far this turn."""
    phase = state.phase
    if phase is Phase.OVER:
        outcome = state.outcome()
        summary = "" if outcome is None else outcome.summary(list(names))
        return f"Game over: {summary}", ""
    if phase is Phase.LAYING_TILES:
        laid = " ".join(map(str, state.layout)) or "none yet"
        return "Next: chance lays a tile", f"tiles laid: {laid}"
    if phase is Phase.ROLLING:
        return f"Next: {_seat_text(state.roller, names)} rolls the D8", ""
    deciding = state.roller if phase is Phase.ROLLER_DECIDES else 1 - state.roller
    space = state.marker_space or "?"
    kinds = SEAT_KINDS[deciding]
    if state.options.without_luck:
        verb = "points at an animal for"
    else:
        verb = f"places {', '.join(kinds[:-1])} or {kinds[-1]} on"
    doing = f"Next: {_seat_text(deciding, names)} {verb} {space}, or passes"
    if state.pointed is not None:
        return doing, f"seat {state.roller} pointed at {state.pointed.kind}{state.pointed.value}"
    if phase is Phase.OTHER_DECIDES:
        return doing, f"seat {state.roller} passed"
    return doing, ""


def _last_note(last: Action) -> str:
    """The last move's notation at the right of the second header line, outlined."""
    text = f"last: {last}"
    width = 14 + 6.8 * len(text)
    x = WIDTH - 12 - width
    box = element(
        "rect", x=x, y=24, width=width, height=18, rx=4, fill=PAPER, stroke=HIGHLIGHT, stroke_width=2.5
    )
    return titled(box + label(x + width / 2, 37, text, size=12), f"the move that led here: {last}")


# -- the landscape ----------------------------------------------------------------------


def _corner(cell: int, cols: int) -> tuple[float, float]:
    row, col = divmod(cell, cols)
    return LEFT + col * CELL, TOP + row * CELL


def _spaces(state: BeastyBordersState, terrain: str, grid: SquareGrid) -> list[str]:
    """Every laid space with what lies on it, each titled; bars join neighbouring identical animals.

    ``terrain`` is the board's, or :func:`~tablerules.beasty_borders.board.laid_terrain`
    while tiles are laid."""
    spaces = state.spaces or terrain
    cols = grid.cols
    parts: list[str] = []
    for cell, ground in enumerate(terrain):
        if ground == NOT_LAID:
            continue
        x, y = _corner(cell, cols)
        water = ground in (LAKE, SIGNPOST)
        drawn = [
            element(
                "rect",
                x=x,
                y=y,
                width=CELL,
                height=CELL,
                fill=LAKE_BLUE if water else GREEN,
                stroke=GRID,
                stroke_width=0.75,
            )
        ]
        if water:
            drawn.append(_waves(x, y))
        if ground == SIGNPOST:
            drawn.append(_signpost(x, y))
            what = f"lake with the signpost, pointing the steps-marker's way ({state.options.walk})"
        elif water:
            what = "lake"
        else:
            what = "empty green space"
        parts.append(titled("".join(drawn), f"{grid.name(cell)}: {what}"))
    # The bars go under the animals, so only the joins between them show.
    for cell, symbol in enumerate(spaces):
        if symbol not in FARM and symbol not in WILD:
            continue
        x, y = _corner(cell, cols)
        colour = seat_colour(0 if symbol in FARM else 1)
        if (cell + 1) % cols and cell + 1 < len(spaces) and spaces[cell + 1] == symbol:
            parts.append(_bar(x + CELL / 2, y + CELL / 2 - 5, CELL, 10, colour))
        if cell + cols < len(spaces) and spaces[cell + cols] == symbol:
            parts.append(_bar(x + CELL / 2 - 5, y + CELL / 2, 10, CELL, colour))
    for cell, symbol in enumerate(spaces):
        x, y = _corner(cell, cols)
        name = grid.name(cell)
        if symbol == EMPTY_MARKER:
            disc = element("circle", cx=x + CELL / 2, cy=y + CELL / 2, r=12, fill=INK)
            parts.append(titled(disc, f"{name}: empty-space-marker, stays empty"))
        elif symbol in FARM or symbol in WILD:
            parts.append(
                titled(_animal(x + CELL / 2, y + CELL / 2, symbol, 17), f"{name}: {_animal_name(symbol)}")
            )
    return parts


def _bar(x: float, y: float, width: float, height: float, colour: str) -> str:
    return element("rect", x=x, y=y, width=width, height=height, fill=colour, stroke=INK, stroke_width=0.75)


def _waves(x: float, y: float) -> str:
    lines = "".join(f"M{x + 10} {y + dy} q4 -5 7 0 t7 0 t7 0 t7 0" for dy in (20, 32))
    return element("path", d=lines, fill="none", stroke=WAVES, stroke_width=1.5)


def _signpost(x: float, y: float) -> str:
    """A post and a sign pointing east: the way the steps-marker walks from it (BB-4)."""
    # Low on the space, so that the steps-marker in the top right corner stays clear of it.
    post = element("rect", x=x + 10, y=y + 8, width=4, height=36, fill=INK)
    arrow = f"{x + 5},{y + 20} {x + 35},{y + 20} {x + 43},{y + 27} {x + 35},{y + 34} {x + 5},{y + 34}"
    return post + element("polygon", points=arrow, fill=PAPER, stroke=INK, stroke_width=1.5)


def _animal(cx: float, cy: float, kind: str, size: float) -> str:
    """A farm animal as a blue disc, a wild one as an orange diamond, its letter on it."""
    seat = 0 if kind in FARM else 1
    colour = seat_colour(seat)
    if seat == 0:
        shape = element("circle", cx=cx, cy=cy, r=size, fill=colour, stroke=INK, stroke_width=1)
    else:
        reach = size * 1.15
        points = f"{cx},{cy - reach} {cx + reach},{cy} {cx},{cy + reach} {cx - reach},{cy}"
        shape = element("polygon", points=points, fill=colour, stroke=INK, stroke_width=1)
    letter = label(cx, cy + size * 0.33, kind, size=round(size * 0.9), fill=_LETTER[seat], font_weight="bold")
    return shape + letter


def _animal_name(kind: str) -> str:
    seat = 0 if kind in FARM else 1
    return f"{_SIDE[seat]} animal {kind} (seat {seat})"


def _tile_corner(place: int, across: int) -> tuple[float, float]:
    """The top left corner of tile place ``place`` (reading order, ``across`` a row)."""
    top, left = divmod(place, across)
    return LEFT + left * TILE_COLS * CELL, TOP + top * TILE_ROWS * CELL


def _tiles(state: BeastyBordersState, across: int, down: int) -> list[str]:
    """The tiles' outlines, titled with their numbers; places still empty as dashed frames."""
    parts = []
    for place in range(across * down):
        x, y = _tile_corner(place, across)
        width, height = TILE_COLS * CELL, TILE_ROWS * CELL
        if place < len(state.layout):
            frame = _frame(x, y, width, height, fill="none", stroke=INK, stroke_width=2.5)
            parts.append(titled(frame, f"tile {state.layout[place]}"))
        else:
            frame = _frame(
                x, y, width, height, 2, fill=UNLAID, stroke=GRID, stroke_width=1.5, stroke_dasharray="6 4"
            )
            words = label(x + width / 2, y + height / 2 + 4, "no tile yet", size=12, fill="#555555")
            parts.append(titled(frame + words, f"tile place {place + 1}: no tile laid yet"))
    return parts


def _frame(
    x: float,
    y: float,
    width: float,
    height: float,
    inset: float = 0,
    *,
    class_: str | None = None,
    **style: object,
) -> str:
    """A rectangle ``inset`` inside the box of corner ``(x, y)`` and that size, in ``style``."""
    return element(
        "rect",
        class_=class_,
        x=x + inset,
        y=y + inset,
        width=width - 2 * inset,
        height=height - 2 * inset,
        **style,
    )


def _steps_marker(cell: int, cols: int, name: str) -> str:
    """A black cylinder in the space's top right corner, a frame round the space."""
    x, y = _corner(cell, cols)
    frame = _frame(x, y, CELL, CELL, 1.5, fill="none", stroke=INK, stroke_width=2.5)
    left, top = x + CELL - 17, y + 3
    body = element("rect", x=left, y=top + 3, width=13, height=14, fill=INK, stroke=PAPER, stroke_width=1)
    lid = element(
        "ellipse", cx=left + 6.5, cy=top + 3, rx=6.5, ry=3, fill="#555555", stroke=PAPER, stroke_width=1
    )
    return titled(frame + body + lid, f"the steps-marker on {name}")


# -- the supplies -----------------------------------------------------------------------


def _seat_line(
    state: BeastyBordersState, shown: int, viewer: int | None, names: Sequence[str], y: float
) -> list[str]:
    """One seat's line: who (a triangle when deciding), its animals left per kind, its score."""
    parts = []
    deciding = state.to_move == shown or (state.phase is Phase.ROLLING and state.roller == shown)
    if deciding:
        arrow = f"{LEFT - 22},{y - 14} {LEFT - 10},{y - 7} {LEFT - 22},{y}"
        parts.append(titled(element("polygon", points=arrow, fill=INK), f"seat {shown} is next"))
    you = " (you)" if viewer == shown else ""
    who = f"Seat {shown} · {names[shown]}{you}"
    parts.append(label(LEFT, y - 3, who, size=13, anchor="start", font_weight="bold" if you else None))
    left = state.animals_left(shown)
    for slot, kind in enumerate(SEAT_KINDS[shown]):
        if kind not in left:
            continue
        cx, cy = _icon_centre(slot, y)
        icon = _animal(cx, cy, kind, 12)
        if not left[kind]:
            # None left: the icon fades, and the count says so too.
            icon = f'<g opacity="0.35">{icon}</g>'
        count = label(cx + 17, y - 3, f"×{left[kind]}", size=13, anchor="start")
        parts.append(titled(icon + count, f"seat {shown} has {left[kind]} {kind} left"))
    score = state.scores()[shown]
    parts.append(label(WIDTH - 18, y - 3, _points(score), size=13, anchor="end"))
    return parts


def _icon_centre(slot: int, y: float) -> tuple[float, float]:
    """The centre of the icon of a seat's kind ``slot`` on its line of baseline ``y``."""
    return 205 + slot * 70, y - 7


def _slot(value: int, cols: int, row_top: float) -> tuple[float, float]:
    """The top left corner of the bidding row's entry of ``value``, nine entries a line."""
    line, col = divmod(value - 1, cols)
    return LEFT + col * CELL, row_top + line * 46


def _row_animals(entry: str, x: float, y: float) -> list[tuple[str, float, float, float]]:
    """Where each animal of a bidding row entry is drawn: ``(kind, cx, cy, size)``."""
    kinds = sorted(entry)
    if not kinds:
        return []
    if len(kinds) == 1:
        return [(kinds[0], x + CELL / 2, y + 28, 13)]
    step = (CELL - 8) / len(kinds)
    return [(kind, x + 4 + step * (k + 0.5), y + 30, 10) for k, kind in enumerate(kinds)]


def _bidding_row(state: BeastyBordersState, row_top: float, cols: int) -> list[str]:
    """'Without Luck': every value of the row with the animals still lying there."""
    parts = [
        label(LEFT, row_top - 8, "Bidding row: value, and the animals still there", size=12, anchor="start")
    ]
    pointed = state.pointed
    for value, entry in enumerate(state.row, start=1):
        x, y = _slot(value, cols, row_top)
        frame = element("rect", x=x + 1, y=y, width=CELL - 2, height=44, fill="#F4F4F4", stroke=GRID)
        number = label(x + 4, y + 11, value, size=11, anchor="start")
        animals = "".join(_animal(cx, cy, kind, size) for kind, cx, cy, size in _row_animals(entry, x, y))
        held = " and ".join(sorted(entry)) if entry else "no animal left"
        parts.append(titled(frame + number + animals, f"value {value}: {held}"))
        if pointed is not None and pointed.value == value:
            for kind, cx, cy, size in _row_animals(entry, x, y):
                if kind == pointed.kind:
                    ring = element(
                        "circle", cx=cx, cy=cy, r=size + 4, fill="none", stroke=INK, stroke_width=2.5
                    )
                    parts.append(titled(ring, f"seat {state.roller} pointed at {kind}{value}"))
    return parts


# -- the last move and the targets -----------------------------------------------------


def _outline(
    x: float,
    y: float,
    width: float,
    height: float,
    title: str,
    *,
    kind: str,
    inset: float = 0,
    legal: Sequence[str] = (),
) -> str:
    """A mark of class ``kind`` titled ``title``: ``LAST`` outlines, others dashed and
    standing for the ``legal`` actions (see :func:`~tablerules.core.svg.titled`)."""
    dashed = kind != LAST
    frame = _frame(
        x,
        y,
        width,
        height,
        inset,
        class_=kind,
        rx=3,
        fill="none",
        stroke=HIGHLIGHT,
        stroke_width=2.5 if dashed else 4,
        stroke_dasharray="5 3" if dashed else None,
    )
    return titled(frame, title, legal=legal)


def _last_marks(state: BeastyBordersState, last: Action, cols: int, row_top: float) -> list[str]:
    """Outline what ``last`` changed, as far as the picture shows it."""
    said = f"the last move: {last}"
    spaces, marker = state.spaces, state.marker
    on_board = 0 <= marker < len(spaces)
    if type(last) is LayTile:
        across = cols // TILE_COLS
        if last.tile in state.layout:
            tile_x, tile_y = _tile_corner(state.layout.index(last.tile), across)
            return [_outline(tile_x, tile_y, TILE_COLS * CELL, TILE_ROWS * CELL, said, kind=LAST)]
        return []
    marks = []
    if on_board:
        symbol = spaces[marker]
        # A roll moves the marker; a decision that filled the space leaves it there.
        filled = state.phase in (Phase.ROLLING, Phase.OVER) and symbol != MEADOW
        if type(last) is Roll or filled:
            x, y = _corner(marker, cols)
            marks.append(_outline(x, y, CELL, CELL, said, kind=LAST))
    if type(last) is Point and state.options.without_luck and 1 <= last.value <= len(state.row):
        x, y = _slot(last.value, cols, row_top)
        marks.append(_outline(x, y - 1, CELL, 46, said, kind=LAST))
    return marks


def _targets(
    state: BeastyBordersState, legal: Sequence[Action], cols: int, seats_top: float, row_top: float
) -> list[str]:
    """A dashed mark for each legal action with a place: the kind to place, the animal to point at."""
    marks: list[str] = []
    placed = sorted((action for action in legal if type(action) is Place), key=str)
    pointed = sorted((action for action in legal if type(action) is Point), key=lambda a: (a.value, a.kind))
    if (placed or pointed) and 0 <= state.marker < len(state.spaces):
        x, y = _corner(state.marker, cols)
        notations = [str(action) for action in (*placed, *pointed)]
        words = " or ".join(notations)
        marks.append(_outline(x, y, CELL, CELL, f"{words} here", kind=TARGET_SPACE, inset=6, legal=notations))
    for place in placed:
        seat = 0 if place.kind in FARM else 1
        kinds = SEAT_KINDS[seat]
        if place.kind not in kinds:
            continue
        icon_x, icon_y = _icon_centre(kinds.index(place.kind), seats_top + seat * SEAT_LINE)
        marks.append(_outline(icon_x - 16, icon_y - 15, 54, 30, str(place), kind=TARGET, legal=(str(place),)))
    for point in pointed:
        if not 1 <= point.value <= len(state.row):
            continue
        x, y = _slot(point.value, cols, row_top)
        for kind, cx, cy, size in _row_animals(state.row[point.value - 1], x, y):
            if kind == point.kind:
                reach = size + 3
                box = (cx - reach, cy - reach, 2 * reach, 2 * reach)
                marks.append(_outline(*box, str(point), kind=TARGET, legal=(str(point),)))
    return marks
