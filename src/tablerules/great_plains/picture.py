"""The text picture of a Great Plains position, and reading one back.

The board is drawn with pointy-top hexagons: each row is shifted half a
space against the rows above and below it. A column letter stands for half
a space, so the spaces of one row use every other letter; the name of a
space is its letter and its row number (``m8`` is the middle of the board).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tablerules.great_plains.board import BIT, GRID, NAMES, PLACE_NAMES
from tablerules.great_plains.components import (
    CAVE,
    GRASS,
    HABITATS,
    SEAT_NAMES,
    SEAT_SYMBOLS,
    TERRAIN,
)
from tablerules.great_plains.phase import Phase

if TYPE_CHECKING:
    from tablerules.great_plains.state import GreatPlainsState

__all__ = ["board_picture", "picture", "read_picture"]

_COLUMNS: Final = 25
_LETTERS: Final = tuple(chr(ord("a") + column) for column in range(_COLUMNS))
_HEADER: Final = "   " + " ".join(_LETTERS)
#: The spaces of each row, west to east.
_ROWS: Final = tuple(
    tuple(cell for cell, (_, r) in enumerate(GRID.coordinates) if r == row)
    for row in sorted({r for _, r in GRID.coordinates})
)


def board_picture(terrain: str, pieces: dict[int, str] | None = None) -> str:
    """The board with column letters and row numbers; ``pieces`` by space replace the terrain.

    A token on grass is its seat's letter (``S`` snakes, ``F`` foxes); on a
    habitat, the letter and the habitat (``Sh``); a cave tile, the letter and
    ``c`` (``Fc``).
    """
    pieces = pieces or {}
    lines = [_HEADER]
    for number, row in enumerate(_ROWS, start=1):
        line = [" "] * (2 * _COLUMNS + 1)
        for cell in row:
            column = ord(NAMES[cell][0]) - ord("a")
            text = pieces.get(cell, terrain[cell])
            line[2 * column : 2 * column + len(text)] = text
        lines.append(f"{number:>2} " + "".join(line).rstrip())
    return "\n".join(lines)


def picture(state: GreatPlainsState) -> str:
    """The board, then each seat's tokens and animal tiles, the supply and what happens next."""
    board = state.board
    if board is None:
        laid = " ".join(f"{t}{s}" + (f"@{n}" if n else "") for t, s, n in state.layout) or "none yet"
        return f"laying tablets: {laid}\n{_next_step(state)}"
    pieces: dict[int, str] = {}
    for seat, symbol in enumerate(SEAT_SYMBOLS):
        for cell in range(GRID.size):
            bit = 1 << BIT[cell]
            if state.caves[seat] & bit:
                pieces[cell] = symbol + CAVE
            elif state.tokens[seat] & bit:
                under = board.terrain[cell]
                pieces[cell] = symbol if under == GRASS else symbol + under
    lines = [board_picture(board.terrain, pieces)]
    for seat, name in enumerate(SEAT_NAMES):
        tiles = ", ".join(f"{animal} {n}" for animal, n in state.animal_tiles(seat).items() if n) or "none"
        out = f", {state.removed[seat]} out of the game" if state.removed[seat] else ""
        who = f"seat {seat} ({name}, {SEAT_SYMBOLS[seat]})"
        lines.append(f"{who}: {state.left[seat]} tokens left{out}; animal tiles: {tiles}")
    supply = ", ".join(f"{animal} {n}" for animal, n in state.supply().items())
    lines.append(f"supply: {supply}")
    lines.append(_next_step(state))
    return "\n".join(lines)


def _next_step(state: GreatPlainsState) -> str:
    phase = state.phase
    if phase is Phase.OVER:
        outcome = state.outcome()
        scores = " - ".join(str(score) for score in state.scores())
        if outcome is None or outcome.is_draw:
            return f"game over: {scores}, a draw"
        (winner,) = outcome.winners
        return f"game over: {scores}, seat {winner} ({SEAT_NAMES[winner]}) wins"
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


def read_picture(text: str) -> tuple[str, dict[int, tuple[int, bool]]]:
    """The terrain (133 symbols in reading order) and the pieces of a drawn board.

    Pieces map a space to ``(seat, is_cave_tile)``. The header line of
    column letters and the row numbers are optional. Raises ``ValueError``
    naming the first row or space that is wrong.
    """
    rows = []
    for line in text.strip("\n").splitlines():
        words = line.split()
        if not words or tuple(words) == _LETTERS:
            continue
        if words[0].isdigit():
            words = words[1:]
        rows.append(words)
    if len(rows) != len(_ROWS):
        raise ValueError(f"draw the board's {len(_ROWS)} rows, one a line, not {len(rows)}")
    terrain = [""] * GRID.size
    pieces: dict[int, tuple[int, bool]] = {}
    for number, (words, cells) in enumerate(zip(rows, _ROWS, strict=True), start=1):
        if len(words) != len(cells):
            raise ValueError(f"row {number} has {len(cells)} spaces, not {len(words)}: {' '.join(words)!r}")
        for word, cell in zip(words, cells, strict=True):
            symbol, piece = _read_space(word, NAMES[cell])
            terrain[cell] = symbol
            if piece is not None:
                pieces[cell] = piece
    return "".join(terrain), pieces


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
