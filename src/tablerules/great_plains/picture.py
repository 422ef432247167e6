"""The text picture of a Great Plains position, and reading one back.

The board is drawn with pointy-top hexagons: each row is shifted half a
space against the rows above and below it. A column letter stands for half
a space, so the spaces of one row use every other letter; the name of a
space is its letter and its row number (``m8`` is the middle of the board).
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Final, cast

import attrs

from tablerules.core.outcome import Outcome
from tablerules.great_plains.board import (
    CELL_OF_BIT,
    GRID,
    NAMES,
    PLACE_NAMES,
    Placement,
    parse_placement,
    placement_text,
)
from tablerules.great_plains.components import (
    ANIMAL_TILES,
    ANIMALS,
    CAVE,
    GRASS,
    HABITATS,
    SEAT_NAMES,
    SEAT_SYMBOLS,
    TERRAIN,
)
from tablerules.great_plains.options import Options
from tablerules.great_plains.phase import Phase

if TYPE_CHECKING:
    from tablerules.great_plains.state import GreatPlainsState

__all__ = ["KEY", "Drawing", "board_picture", "picture", "read_picture", "switched_rules"]

#: How to read the picture, for a person: ``tablerules play``'s ``help`` shows it.
KEY: Final = """\
The board: hexagons in rows shifted half a space; a space is named by the
letter above it and its row (m8 is the middle). Its neighbours are o8 east,
n7 north-east, l7 north-west, k8 west, l9 south-west and n9 south-east.
  .  grass     h  horse habitat   e  eagle habitat   b  bear habitat
  ^  peak      ~  spring          c  cave
  S  a snakes token (seat 0)      F  a foxes token (seat 1)
  Sh, Fe, ...  a token on a habitat      Sc, Fc  a cave tile
Below: the tablets laid on places 1 to 7 (top, upper left, upper right,
middle, lower left, lower right, bottom) as number and side, 2b, and @n
where a tablet is turned n sixths clockwise; "(fixed layout)" when the
options chose them. Then the rules switched on, if any; each seat's tokens
left (and out of the game) and animal tiles; the animal tiles in the supply;
and what happens next, or the scores and the winner.
"""

_COLUMNS: Final = 25
_LETTERS: Final = tuple(chr(ord("a") + column) for column in range(_COLUMNS))
_HEADER: Final = "   " + " ".join(_LETTERS)
#: The spaces of each row, west to east.
_ROWS: Final = tuple(
    tuple(cell for cell, (_, r) in enumerate(GRID.coordinates) if r == row)
    for row in sorted({r for _, r in GRID.coordinates})
)


# Each row as drawn: the indent of its first space, and the span of its
# spaces (reading order numbers them row by row), each drawn four characters
# wide, as every other column letter.
_ROW_LAYOUT: Final = tuple(
    (f"{number:>2} {' ' * (2 * (ord(NAMES[row[0]][0]) - ord('a')))}", row[0], row[-1] + 1)
    for number, row in enumerate(_ROWS, start=1)
)


@functools.lru_cache(maxsize=64)
def _drawn(terrain: str) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]:
    """Each space as drawn, four characters wide, for a board's terrain (public): bare,
    under each seat's token (``S``, or ``Sh`` on a habitat), under each seat's cave tile."""
    bare = tuple(f"{symbol:<4}" for symbol in terrain)
    tokens = tuple(tuple(f"{seat}{'' if s == GRASS else s:<3}" for s in terrain) for seat in SEAT_SYMBOLS)
    caves = tuple((f"{seat + CAVE:<4}",) * len(terrain) for seat in SEAT_SYMBOLS)
    return bare, tokens, caves


def _board_lines(drawn: list[str]) -> str:
    join = "".join
    rows = [f"{start}{join(drawn[first:stop])}".rstrip() for start, first, stop in _ROW_LAYOUT]
    return "\n".join([_HEADER, *rows])


def board_picture(terrain: str, pieces: dict[int, str] | None = None) -> str:
    """The board with column letters and row numbers; ``pieces`` by space replace the terrain.

    A token on grass is its seat's letter (``S`` snakes, ``F`` foxes); on a
    habitat, the letter and the habitat (``Sh``); a cave tile, the letter and
    ``c`` (``Fc``).
    """
    drawn = list(_drawn(terrain)[0])
    for cell, text in (pieces or {}).items():
        drawn[cell] = f"{text:<4}"
    return _board_lines(drawn)


def picture(state: GreatPlainsState) -> str:
    """The board, then each seat's tokens and animal tiles, the supply and what happens next."""
    board = state.board
    rules = _rules_line(state)
    if board is None:
        laid = " ".join(map(placement_text, state.layout)) or "none yet"
        return "\n".join([f"laying tablets: {laid}", *rules, _next_step(state)])
    bare, tokens, caves = _drawn(board.terrain)
    drawn = list(bare)
    # Tokens, then cave tiles, seat by seat, one bit of each mask at a time.
    for seat in (0, 1):
        for masks, shown in ((state.tokens, tokens[seat]), (state.caves, caves[seat])):
            mask = masks[seat]
            while mask:
                low = mask & -mask
                cell = CELL_OF_BIT[low.bit_length() - 1]
                drawn[cell] = shown[cell]
                mask ^= low
    lines = [_board_lines(drawn), _layout_line(state.layout, state.options.layout is not None), *rules]
    tiles = _animal_texts(state.animals)
    for seat in (0, 1):
        lines.append(_seat_line(seat, state.left[seat], state.removed[seat], tiles[seat]))
    lines.append(tiles[2])
    lines.append(_next_step(state))
    return "\n".join(lines)


# A front end draws a picture at every step: the lines made of a few public
# values are made once each. Bounded, for positions made by hand.


@functools.lru_cache(maxsize=256)
def _layout_line(layout: tuple[Placement, ...], fixed: bool) -> str:
    return f"tablets laid: {' '.join(map(placement_text, layout))}{' (fixed layout)' if fixed else ''}"


@functools.lru_cache(maxsize=1024)
def _animal_texts(animals: tuple[tuple[int, ...], ...]) -> tuple[str, str, str]:
    """Each seat's animal tiles as the picture writes them, and the supply's line."""
    held = [
        ", ".join(f"{animal} {n}" for animal, n in zip(ANIMALS, mine, strict=True) if n) or "none"
        for mine in animals
    ]
    supply = ", ".join(
        f"{animal} {ANIMAL_TILES - animals[0][i] - animals[1][i]}" for i, animal in enumerate(ANIMALS)
    )
    return held[0], held[1], f"supply: {supply}"


@functools.lru_cache(maxsize=1024)
def _seat_line(seat: int, left: int, removed: int, tiles: str) -> str:
    out = f", {removed} out of the game" if removed else ""
    who = f"seat {seat} ({SEAT_NAMES[seat]}, {SEAT_SYMBOLS[seat]})"
    return f"{who}: {left} tokens left{out}; animal tiles: {tiles}"


#: The printed tablets in the short form the options keep.
_PRINTED_TABLETS: Final = Options().tablets

#: The rule switches of the options, as the picture names them when they are on.
RULES: Final = ("turn_tablets", "caves_block_bear", "straight_horse", "stuck_ends_game")


def switched_rules(options: Options) -> list[str]:
    """The rule switches that are on, then "own tablets" where the tablets are not the printed ones.

    The text picture and the SVG picture both name them so.
    """
    switched = [name.replace("_", " ") for name in RULES if getattr(options, name)]
    if options.tablets != _PRINTED_TABLETS:
        switched.append("own tablets")
    return switched


def _rules_line(state: GreatPlainsState) -> list[str]:
    """The rules line, said only when some rule is switched (:func:`switched_rules`)."""
    switched = switched_rules(state.options)
    return [f"rules: {', '.join(switched)}"] if switched else []


def _next_step(state: GreatPlainsState) -> str:
    phase = state.phase
    if phase is Phase.OVER:
        outcome = cast(Outcome, state.outcome())
        return f"game over: {outcome.summary([f'seat {seat} ({SEAT_NAMES[seat]})' for seat in (0, 1)])}"
    if phase is Phase.LAYING:
        place = len(state.layout)
        return f"next: chance lays a tablet on place {place + 1} ({PLACE_NAMES[place]})"
    if phase is Phase.TURNING:
        return f"next: chance turns the tablet on place {len(state.layout)}"
    seat = state.seat
    who = f"seat {seat} ({SEAT_NAMES[seat]})"
    if phase is Phase.CAVES:
        return f"next: {who} places a cave tile"
    if not state.moves().can_place:
        return f"next: {who} cannot place and passes"
    return f"next: {who} places a token"


@attrs.frozen
class Drawing:
    """What a drawn position says: the board, and the lines below it if they are given.

    ``terrain`` is one symbol a space in reading order; ``pieces`` lists
    ``(space, seat, is_cave_tile)``. The rest is ``None`` unless the
    picture has the lines that ``str(state)`` writes below the board:
    ``left`` and ``removed`` tokens and ``animals`` (tile letters) of each
    seat, the ``supply`` (horse, eagle, bear), and ``to_move``.
    """

    terrain: str
    pieces: tuple[tuple[int, int, bool], ...]
    left: tuple[int, int] | None = None
    removed: tuple[int, int] | None = None
    animals: tuple[str, str] | None = None
    supply: tuple[int, int, int] | None = None
    to_move: int | None = None
    #: ``tablets laid: ...``, ``(fixed layout)`` after it, ``rules: ...`` and ``laying tablets: ...``.
    laid: tuple[Placement, ...] | None = None
    fixed: bool = False
    rules: tuple[str, ...] | None = None
    laying: tuple[Placement, ...] | None = None
    #: The ``next:`` line: ``"seat"`` (see ``to_move``), ``"lay"``, ``"turn"`` or ``"over"``.
    next: str | None = None


_LABEL: Final = re.compile(r"[0-9]{1,2}", re.ASCII)
_SEAT_LINE: Final = re.compile(
    r"seat ([01]) \((snakes|foxes), ([SF])\): ([0-9]{1,2}) tokens left(?:, ([0-9]{1,2}) out of the game)?; "
    r"animal tiles: (none|(?:horse|eagle|bear) [0-9](?:, (?:horse|eagle|bear) [0-9])*)",
    re.ASCII,
)
_SUPPLY_LINE: Final = re.compile(r"supply: horse ([0-9]), eagle ([0-9]), bear ([0-9])", re.ASCII)
_NEXT_LINE: Final = re.compile(
    r"next: seat ([01]) \((snakes|foxes)\) (?:places a cave tile|places a token|cannot place and passes)",
    re.ASCII,
)
_GAME_OVER_LINE: Final = re.compile(r"game over: .*")
#: The first words of the lines below the board.
_STATUS_WORDS: Final = ("seat", "supply:", "next:", "game", "tablets", "rules:", "laying")
_CHANCE_LINE: Final = re.compile(
    r"next: chance (lays a tablet on place [1-7] \([a-z ]+\)|turns the tablet on place [1-7])", re.ASCII
)


def read_picture(text: object) -> Drawing:
    """Read a drawn position: the board, and the lines below it if there are any.

    The header line of column letters and the row numbers are optional; a
    row number must be the row's own. The lines below the board are read
    as :func:`picture` writes them; of the ``game over`` line only that the
    game is over is read (its scores and winner follow from the board), and
    ``from_picture`` refuses it for a position that is not over. Raises
    ``ValueError`` naming the first row, space or line that is wrong.
    """
    if not isinstance(text, str):
        raise ValueError(f"a picture is text (str(state) writes one), not {text!r}")
    rows: list[tuple[int | None, list[str]]] = []
    status: dict[str, object] = {}
    seats: dict[int, tuple[int, int, str]] = {}
    for line in text.strip("\n").splitlines():
        words = line.split()
        if not words or tuple(words) == _LETTERS:
            continue
        if words[0] in _STATUS_WORDS:
            _read_status(" ".join(words), status, seats)
            continue
        label = None
        if _LABEL.fullmatch(words[0]):
            label, words = int(words[0]), words[1:]
        rows.append((label, words))
    if not rows and "laying" in status:
        return Drawing("", (), **status)  # type: ignore[arg-type]
    if len(rows) != len(_ROWS):
        raise ValueError(f"draw the board's {len(_ROWS)} rows, one a line, not {len(rows)}")
    terrain = [""] * GRID.size
    pieces: list[tuple[int, int, bool]] = []
    for number, ((label, words), cells) in enumerate(zip(rows, _ROWS, strict=True), start=1):
        if label is not None and label != number:
            raise ValueError(f"row {number} of the board is labelled {label}: draw the rows in order")
        if len(words) != len(cells):
            raise ValueError(f"row {number} has {len(cells)} spaces, not {len(words)}: {' '.join(words)!r}")
        for word, cell in zip(words, cells, strict=True):
            symbol, piece = _read_space(word, NAMES[cell])
            terrain[cell] = symbol
            if piece is not None:
                pieces.append((cell, *piece))
    if seats:
        if len(seats) != 2:
            raise ValueError("the lines below the board give both seats or neither")
        status["left"] = (seats[0][0], seats[1][0])
        status["removed"] = (seats[0][1], seats[1][1])
        status["animals"] = (seats[0][2], seats[1][2])
    return Drawing("".join(terrain), tuple(pieces), **status)  # type: ignore[arg-type]


def _read_status(line: str, status: dict[str, object], seats: dict[int, tuple[int, int, str]]) -> None:
    """Read one line below the board into ``status`` (or ``seats``, one entry a seat)."""
    if match := _SEAT_LINE.fullmatch(line):
        seat = int(match[1])
        if (match[2], match[3]) != (SEAT_NAMES[seat], SEAT_SYMBOLS[seat]):
            raise ValueError(f"{line!r}: seat {seat} is the {SEAT_NAMES[seat]} ({SEAT_SYMBOLS[seat]})")
        if seat in seats:
            raise ValueError(f"{line!r}: seat {seat} is given twice")
        tiles = ""
        if match[6] != "none":
            for part in match[6].split(", "):
                animal, count = part.split()
                tiles += HABITATS[ANIMALS.index(animal)] * int(count)
        seats[seat] = (int(match[4]), int(match[5] or 0), tiles)
    elif match := _SUPPLY_LINE.fullmatch(line):
        status["supply"] = (int(match[1]), int(match[2]), int(match[3]))
    elif match := _NEXT_LINE.fullmatch(line):
        seat = int(match[1])
        if match[2] != SEAT_NAMES[seat]:
            raise ValueError(f"{line!r}: seat {seat} is the {SEAT_NAMES[seat]}")
        status["to_move"] = seat
        status["next"] = "seat"
    elif match := _CHANCE_LINE.fullmatch(line):
        status["next"] = "lay" if match[1].startswith("lays") else "turn"
    elif line.startswith(("tablets laid: ", "laying tablets: ")):
        key, _, rest = line.partition(": ")
        fixed = rest.endswith(" (fixed layout)")
        rest = rest.removesuffix(" (fixed layout)")
        placements = () if rest == "none yet" else tuple(parse_placement(entry) for entry in rest.split())
        if key == "laying tablets":
            status["laying"] = placements
        else:
            status["laid"], status["fixed"] = placements, fixed
    elif line.startswith("rules: "):
        names = tuple(line.removeprefix("rules: ").split(", "))
        known = (*(name.replace("_", " ") for name in RULES), "own tablets")
        if any(name not in known for name in names):
            raise ValueError(f"{line!r}: the rules are some of {', '.join(known)}")
        status["rules"] = names
    elif _GAME_OVER_LINE.fullmatch(line):
        status["next"] = "over"
    else:
        raise ValueError(
            f"{line!r} is no row of the board and no line below it as str(state) writes them "
            "(tablets laid: ..., rules: ..., seat ..., supply: ..., next: ..., game over: ...)"
        )


def _read_space(word: str, name: str) -> tuple[str, tuple[int, bool] | None]:
    if word in TERRAIN:
        return word, None
    seat = SEAT_SYMBOLS.index(word[0]) if word[0] in SEAT_SYMBOLS else -1
    under = word[1:] or GRASS
    if seat < 0 or len(under) != 1 or under not in (GRASS, *HABITATS, CAVE):
        raise ValueError(
            f"space {name}: {word!r} is no terrain ({' '.join(sorted(TERRAIN))}) and no piece "
            f"(S or F on grass, Sh/Se/Sb on a habitat, Sc a cave tile)"
        )
    return under, (seat, under == CAVE)
