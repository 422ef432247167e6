"""The text picture of a Beasty Borders position."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Final, cast

import attrs

from tablerules.beasty_borders.board import tile_places
from tablerules.beasty_borders.components import BIDDING_ROW, SEAT_KINDS, TILES
from tablerules.beasty_borders.phase import Phase
from tablerules.core.outcome import Outcome

if TYPE_CHECKING:
    from tablerules.beasty_borders.state import BeastyBordersState

__all__ = ["KEY", "Drawing", "implied_tiles", "picture", "read_picture", "row_text"]

#: How to read the picture, for a person: ``tablerules play``'s ``help`` shows it.
KEY: Final = """\
The board: columns a to i, rows from 1 at the top (d1 is column d, row 1).
  .  an empty green space    ~  a lake    S  the lake with the signpost
  #  an empty-space marker    A B C  farm animals    X Y Z  wild animals
  [ ]  brackets around the steps-marker's space
Below: the tiles laid, where the board alone does not tell; how many
animals of each kind each seat still has (Ax8: eight A); and what happens
next. In 'Without Luck' the bidding row comes just before what happens
next: each value and the animal still there (5:A), or - where it is gone;
"seat 0 pointed at B19" is the bid to beat: point higher, at an animal of
your own, or pass.
"""

_SEAT_NAMES = ("farm", "wild")


def picture(state: BeastyBordersState) -> str:
    """The board with column letters and row numbers, the steps-marker in brackets.

    Below it: the tiles laid (and the options that differ from the printed
    game), each seat's animals left and what happens next. Every part of
    the position is there, so that ``from_picture`` reads it back.
    """
    lines = []
    board = state.board
    options = state.options
    implied = False
    if board is None:
        lines.append(f"laying tiles: {' '.join(map(str, state.layout)) or 'none yet'}")
    else:
        grid = board.grid
        cols, spaces, marker = grid.cols, state.spaces, state.marker
        lines.append(_column_letters(cols))
        # Three characters a space, " x ", or "[x]" under the steps-marker: the
        # whole board is drawn as one line of them, then cut into rows.
        drawn = f" {'  '.join(spaces)} "
        if 0 <= marker < len(spaces):
            drawn = f"{drawn[: 3 * marker]}[{spaces[marker]}]{drawn[3 * marker + 3 :]}"
        width = 3 * cols
        for row in range(grid.rows):
            lines.append(f"{row + 1:>2} {drawn[row * width : (row + 1) * width]}")
        # Said only when the drawing alone would not tell: see implied_tiles.
        implied = implied_tiles(board.terrain, options.without_luck) == (
            options.tiles,
            options.layout,
            state.layout,
        )
        if not implied:
            fixed = " (fixed layout)" if options.layout is not None else ""
            lines.append(f"tiles laid: {' '.join(map(str, state.layout))}{fixed}")
    # Said only when they differ from the printed game, so the usual picture stays short.
    if options.tiles != TILES and not implied:
        lines.append(f"tile set: {' '.join(options.tiles)}")
    if options.bidding_row != BIDDING_ROW:
        lines.append(f"printed bidding row: {row_text(options.bidding_row)}")
    if options.walk != "rows":
        lines.append(f"walk: {options.walk}")
    for seat in (0, 1):
        lines.append(_seat_line(seat, tuple(state.animals_left(seat).items())))
    if state.options.without_luck and state.row:
        lines.append(f"bidding row: {row_text(state.row)}")
    lines.append(_next_step(state))
    return "\n".join(lines)


# A front end draws a picture at every step: the lines that depend on a few
# public numbers only are made once each. Bounded, for boards and supplies made by hand.
@functools.lru_cache(maxsize=64)
def _column_letters(cols: int) -> str:
    return "   " + "".join(f" {chr(ord('a') + col)} " for col in range(cols))


@functools.lru_cache(maxsize=1024)
def _seat_line(seat: int, left: tuple[tuple[str, int], ...]) -> str:
    counts = " ".join(f"{kind}x{count}" for kind, count in left)
    return f"seat {seat} ({_SEAT_NAMES[seat]}): {counts}"


def _next_step(state: BeastyBordersState) -> str:
    phase = state.phase
    if phase is Phase.OVER:
        outcome = cast(Outcome, state.outcome())
        return f"game over: {outcome.summary([f'seat {seat} ({_SEAT_NAMES[seat]})' for seat in (0, 1)])}"
    if phase is Phase.LAYING_TILES:
        return "next: chance lays a tile"
    if phase is Phase.ROLLING:
        return f"next: seat {state.roller} rolls the D8"
    seat = state.roller if phase is Phase.ROLLER_DECIDES else 1 - state.roller
    space = state.board.grid.name(state.marker) if state.board else "?"
    kinds = "/".join(SEAT_KINDS[seat])
    verb = "points at an animal" if state.options.without_luck else f"places {kinds}"
    # The notation "point A13" would read twice as "pointed at: point A13".
    pointed = state.pointed
    if pointed is not None:
        answer = f" (seat {state.roller} pointed at {pointed.kind}{pointed.value})"
    elif phase is Phase.OTHER_DECIDES:
        answer = f" (seat {state.roller} passed)"
    else:
        answer = ""
    return f"next: seat {seat} {verb} on {space} or passes{answer}"


# Bounded: one entry a board drawn; a game draws one board for all its pictures.
@functools.lru_cache(maxsize=256)
def implied_tiles(
    terrain: str, without_luck: bool
) -> tuple[tuple[str, ...], tuple[int, ...] | None, tuple[int, ...]]:
    """``(tiles, options' layout, layout)`` that a drawing without a 'tiles laid' line stands for.

    The drawing is cut into tiles of 3 x 2 in reading order. When every cut
    tile is a different printed tile, they are the printed tiles laid by
    chance (the printed tiles are all different, so each is known by its
    lakes); else the cut tiles are laid in order, a layout of one's own.
    """
    across, down = tile_places(without_luck)
    rows = [terrain[row * across * 3 : (row + 1) * across * 3] for row in range(down * 2)]
    cut = tuple(
        f"{rows[2 * ty][3 * tx : 3 * tx + 3]}/{rows[2 * ty + 1][3 * tx : 3 * tx + 3]}"
        for ty in range(down)
        for tx in range(across)
    )
    if len(set(cut)) == len(cut) and all(tile in TILES for tile in cut):
        return TILES, None, tuple(TILES.index(tile) + 1 for tile in cut)
    layout = tuple(range(1, len(cut) + 1))
    return (*cut, *(["~~~/~~~"] * (9 - len(cut)))), layout, layout


def row_text(row: tuple[str, ...]) -> str:
    """A bidding row as the picture writes it: ``1:A 2:X 3:- ...``, ``-`` where no animal is left."""
    return " ".join(f"{value}:{present or '-'}" for value, present in enumerate(row, 1))


# -- reading a picture back ---------------------------------------------------


@attrs.frozen
class Drawing:
    """What a drawn position says: the rows of spaces, and the lines below them if given.

    ``rows`` hold one symbol a space (brackets and labels taken off);
    ``marker`` is ``(row, column)`` of the bracketed space. The rest is
    ``None`` unless the picture has the line that ``str(state)`` writes:
    ``laying`` the tiles laid while tiles are laid, ``laid`` and ``fixed``
    the tiles laid (and whether the options fixed them), ``tiles``,
    ``printed_row`` and ``walk`` the options that differ from the printed
    game, ``seats`` each seat's animals left, ``row`` the bidding row left,
    and ``next`` what happens next: ``("lay",)``, ``("roll", seat)``,
    ``("decide", seat, space, roller, pointed)`` or ``("over",)``.
    """

    rows: tuple[str, ...]
    marker: tuple[int, int] | None = None
    laying: tuple[int, ...] | None = None
    laid: tuple[int, ...] | None = None
    fixed: bool = False
    tiles: tuple[str, ...] | None = None
    printed_row: tuple[str, ...] | None = None
    walk: str | None = None
    seats: tuple[dict[str, int], ...] = ()
    row: tuple[str, ...] | None = None
    next: tuple[object, ...] | None = None


_NUMBERS: Final = re.compile(r"(?:[0-9]{1,2}(?: [0-9]{1,2})*)?", re.ASCII)
_SEAT_LINE: Final = re.compile(r"seat ([01]) \((farm|wild)\):((?: [A-Z]x[0-9]{1,3})*)", re.ASCII)
_ROW: Final = re.compile(r"[0-9]{1,3}:(?:[A-Z]+|-)(?: [0-9]{1,3}:(?:[A-Z]+|-))*", re.ASCII)
_DECIDE: Final = re.compile(
    r"next: seat ([01]) (?:places [A-Z/]+|points at an animal) on ([a-z][0-9]{1,2}) or passes"
    r"(?: \(seat ([01]) (?:passed|pointed at ([A-Z])([0-9]{1,3}))\))?",
    re.ASCII,
)
_ROLL: Final = re.compile(r"next: seat ([01]) rolls the D8", re.ASCII)
_LABEL: Final = re.compile(r"[0-9]{1,2}", re.ASCII)


def read_picture(text: object) -> Drawing:
    """Read a drawn position: the rows of spaces, and the lines below them if there are any.

    The line of column letters and the row numbers are optional (a row
    number must be the row's own), spacing does not matter, and brackets
    mark the steps-marker's space. Raises ``ValueError`` naming the first
    line that is wrong.
    """
    if not isinstance(text, str):
        raise ValueError(f"a picture is text, one row of spaces a line, not {text!r}")
    rows: list[str] = []
    marker: tuple[int, int] | None = None
    found: dict[str, object] = {}
    seats: dict[int, dict[str, int]] = {}
    for line in text.strip().splitlines():
        words = line.split()
        if not words:
            continue
        joined = " ".join(words)
        if (
            all(len(word) == 1 and word.islower() for word in words)
            and "".join(words) == "abcdefghi"[: len(words)]
        ):
            continue  # the column letters
        if ":" in joined:
            _read_line(joined, found, seats)
            continue
        if _LABEL.fullmatch(words[0]):
            if int(words[0]) != len(rows) + 1:
                raise ValueError(f"row {len(rows) + 1} is labelled {words[0]}: draw the rows in order")
            words = words[1:]
        symbols = "".join(words)
        if "[" in symbols or "]" in symbols:
            at = symbols.find("[")
            if marker is not None or at < 0 or symbols[at + 2 : at + 3] != "]" or symbols.count("[") != 1:
                raise ValueError(f"brackets mark the one steps-marker's space, like [.]: {line.strip()!r}")
            marker = (len(rows), at)
            symbols = symbols[:at] + symbols[at + 1] + symbols[at + 3 :]
        rows.append(symbols)
    if seats:
        if len(seats) != 2:
            raise ValueError("the lines below the board give both seats or neither")
        found["seats"] = (seats[0], seats[1])
    return Drawing(tuple(rows), marker, **found)  # type: ignore[arg-type]


def _numbers(text: str, line: str) -> tuple[int, ...]:
    if not _NUMBERS.fullmatch(text):
        raise ValueError(f"{line!r}: tile numbers 1 to 9, apart")
    return tuple(int(word) for word in text.split())


def _row(text: str, line: str) -> tuple[str, ...]:
    if not _ROW.fullmatch(text):
        raise ValueError(f"{line!r}: a bidding row is written 1:A 2:X 3:- ..., one entry a value")
    entries = [entry.split(":") for entry in text.split()]
    if [int(value) for value, _ in entries] != list(range(1, len(entries) + 1)):
        raise ValueError(f"{line!r}: the values of a bidding row run 1, 2, 3, ... in order")
    return tuple("" if kinds == "-" else kinds for _, kinds in entries)


def _read_line(line: str, found: dict[str, object], seats: dict[int, dict[str, int]]) -> None:
    """Read one line below the board into ``found`` (or ``seats``, one entry a seat)."""
    key, _, rest = line.partition(": ")
    if key == "laying tiles":
        found["laying"] = () if rest == "none yet" else _numbers(rest, line)
    elif key == "tiles laid":
        fixed = rest.endswith(" (fixed layout)")
        found["laid"] = _numbers(rest.removesuffix(" (fixed layout)"), line)
        found["fixed"] = fixed
    elif key == "tile set":
        found["tiles"] = tuple(rest.split())
    elif key == "printed bidding row":
        found["printed_row"] = _row(rest, line)
    elif key == "bidding row":
        found["row"] = _row(rest, line)
    elif key == "walk":
        found["walk"] = rest
    elif match := _SEAT_LINE.fullmatch(line):
        seat = int(match[1])
        if match[2] != _SEAT_NAMES[seat]:
            raise ValueError(f"{line!r}: seat {seat} plays the {_SEAT_NAMES[seat]} animals")
        if seat in seats:
            raise ValueError(f"{line!r}: seat {seat} is given twice")
        counts = {part[0]: int(part[2:]) for part in match[3].split()}
        if any(kind not in SEAT_KINDS[seat] for kind in counts):
            raise ValueError(f"{line!r}: seat {seat} plays {'/'.join(SEAT_KINDS[seat])}")
        seats[seat] = counts
    elif line == "next: chance lays a tile":
        found["next"] = ("lay",)
    elif match := _ROLL.fullmatch(line):
        found["next"] = ("roll", int(match[1]))
    elif match := _DECIDE.fullmatch(line):
        seat = int(match[1])
        roller = seat if match[3] is None else int(match[3])
        if match[3] is not None and roller == seat:
            raise ValueError(f"{line!r}: the other seat answers the roller, not the roller itself")
        pointed = None if match[4] is None else (match[4], int(match[5]))
        found["next"] = ("decide", seat, match[2], roller, pointed)
    elif key == "game over":
        found["next"] = ("over",)
    else:
        raise ValueError(
            f"{line!r} is no row of the board and no line below it as str(state) writes them "
            "(tiles laid: ..., seat ..., bidding row: ..., next: ..., game over: ...)"
        )
