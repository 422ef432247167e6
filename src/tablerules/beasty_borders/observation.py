"""A Beasty Borders position as a learning framework takes it: a vector of small ints.

Beasty Borders hides nothing, so the view is the state itself and the
observation encodes all of it that matters for play: whose turn and which
step, the steps-marker, the tiles laid, every space of the landscape, the
animals left (and, in 'Without Luck', the bidding row and the pending
point), and the running score. The parts that belong to a seat are given
from the observing seat's side: "mine" first, then the other seat's; the
board's animals are coded the same way. A spectator (``seat=None``) sees
from seat 0's side, and the first entry says who looks.

:func:`observation_layout` names the parts per configuration; the docs
page "Numbering and observations" tabulates them. :func:`observe` runs at
every step of a learning environment, on a position nothing has asked
anything yet, so what can be worked out once is: the code tables at import,
the layout once per options value, the board while tiles are laid once per
partial layout, each entry of a bidding row once; a laid board is coded by
one ``bytes.translate``, and its points are found from the board before the
last space was filled (``scoring.known_scores``) instead of counted anew.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Final

from tablerules.beasty_borders.board import NOT_LAID, laid_terrain, tile_places
from tablerules.beasty_borders.components import (
    EMPTY_MARKER,
    LAKE,
    MAIN_SUPPLY,
    MEADOW,
    SEAT_KINDS,
    SIGNPOST,
    TILE_COLS,
    TILE_ROWS,
)
from tablerules.beasty_borders.options import Options
from tablerules.beasty_borders.phase import Phase
from tablerules.beasty_borders.scoring import known_scores
from tablerules.beasty_borders.state import BeastyBordersState
from tablerules.beasty_borders.universe import limits, supply
from tablerules.core.encoding import Layout, Segment

__all__ = ["CELL_CODES", "PHASE_CODES", "observation_layout", "observe"]

#: What a space of the board holds, by code; codes 5 to 10 are seen from the observer's side.
CELL_CODES: Final = (
    "tile not laid yet",
    "empty green space",
    "lake",
    "signpost",
    "empty-space-marker",
    "my first kind (A or X)",
    "my second kind (B or Y)",
    "my third kind (C or Z)",
    "the other seat's first kind",
    "the other seat's second kind",
    "the other seat's third kind",
)
_TERRAIN_CODES: Final = {MEADOW: 1, LAKE: 2, SIGNPOST: 3, EMPTY_MARKER: 4}
_LAYING_CODES: Final = {NOT_LAID: 0, **_TERRAIN_CODES}


def _cell_table(me: int) -> bytes:
    """``bytes.translate`` table from a space's symbol to its code, seen by ``me``; other bytes stay."""
    codes = dict(_TERRAIN_CODES)
    for slot, kind in enumerate(SEAT_KINDS[me]):
        codes[kind] = 5 + slot
    for slot, kind in enumerate(SEAT_KINDS[1 - me]):
        codes[kind] = 8 + slot
    return bytes.maketrans("".join(codes).encode("latin-1"), bytes(codes.values()))


# Encoding the whole board and translating it is one C call each, where a loop
# over 54 spaces would cost a Python step per space.
_CELL_TABLES: Final = (_cell_table(0), _cell_table(1))

#: Which step comes next, by code.
PHASE_CODES: Final = (
    Phase.LAYING_TILES,
    Phase.ROLLING,
    Phase.ROLLER_DECIDES,
    Phase.OTHER_DECIDES,
    Phase.OVER,
)
_LAYING_TILES: Final = Phase.LAYING_TILES
_ROLLING: Final = Phase.ROLLING
_ROLLER_DECIDES: Final = Phase.ROLLER_DECIDES
_OTHER_DECIDES: Final = Phase.OTHER_DECIDES

# to_move, seen by the observer.
_ME, _OTHER, _CHANCE, _NO_ONE = 0, 1, 2, 3
# The first entry: who looks.
_SPECTATOR: Final = 2

#: Each 'Without Luck' kind's slot among its seat's kinds, counted from 1 (0: nothing pointed at).
_KIND_SLOT: Final = {kind: slot for kinds in SEAT_KINDS for slot, kind in enumerate(kinds, start=1)}
#: The 'Without Luck' kinds of each seat: the first two of its three (BB-8).
_ROW_KINDS: Final = tuple(kinds[:2] for kinds in SEAT_KINDS)


@functools.lru_cache(maxsize=64)
def observation_layout(options: Options) -> Layout:
    """The parts of every observation of a game with ``options``, in order."""
    across, down = tile_places(options.without_luck)
    places = across * down
    cells = places * TILE_COLS * TILE_ROWS
    segments = [
        Segment(
            "observer", 1, 2, "who looks: 0 seat 0 (farm), 1 seat 1 (wild), 2 a spectator (sees as seat 0)"
        ),
        Segment(
            "phase",
            1,
            len(PHASE_CODES) - 1,
            "0 laying tiles, 1 rolling, 2 roller decides, 3 other decides, 4 over",
        ),
        Segment("to_move", 1, 3, "who decides now: 0 me, 1 the other seat, 2 chance, 3 no one (over)"),
        Segment("roller", 1, 1, "whose turn it is (who rolls or rolled): 0 me, 1 the other seat"),
        Segment(
            "score", 2, max(1, limits(options).highest_score), "the running score: mine, the other seat's"
        ),
        Segment(
            "marker", 1, cells, "the steps-marker's space in reading order, counted from 1 (0: not down yet)"
        ),
        Segment("tiles", places, 9, "the tile laid on each place in reading order (0: not laid yet)"),
        Segment(
            "board",
            cells,
            len(CELL_CODES) - 1,
            "each space in reading order: "
            + ", ".join(f"{code} {meaning}" for code, meaning in enumerate(CELL_CODES)),
        ),
    ]
    if not options.without_luck:
        most = max(MAIN_SUPPLY.values())
        segments += [
            Segment("left.mine", 3, most, "my animals left, per kind (A B C or X Y Z)"),
            Segment("left.theirs", 3, most, "the other seat's animals left, per kind"),
        ]
    else:
        row = len(options.bidding_row)
        most = max((1, *supply(options).values()))
        segments += [
            Segment("left.mine", 2, most, "my animals left in the bidding row, per kind (A B or X Y)"),
            Segment("left.theirs", 2, most, "the other seat's animals left in the bidding row, per kind"),
            Segment(
                "row.mine", row, 3, "per value of the row: 1 my first kind lies there, + 2 my second kind"
            ),
            Segment("row.theirs", row, 3, "per value of the row: the other seat's kinds, coded alike"),
            Segment("pointed.value", 1, row, "the value the roller pointed at (0: none)"),
            Segment(
                "pointed.kind", 1, 2, "the kind pointed at among the roller's: 1 first, 2 second (0: none)"
            ),
        ]
    return Layout(segments)


@functools.lru_cache(maxsize=4096)
def _laying_board(tiles: tuple[str, ...], without_luck: bool, layout: tuple[int, ...]) -> tuple[int, ...]:
    """The board's codes while tiles are laid: the laid tiles' terrain, 0 where none lies yet."""
    return tuple(_LAYING_CODES[symbol] for symbol in laid_terrain(tiles, without_luck, layout))


class _EntryCodes(dict[str, bytes]):
    """Each entry of a bidding row by its animals: its code seen by seat 0, then by seat 1.

    An entry is coded 1 for the seat's first kind in it, + 2 for its second.
    Bounded: a row made by hand may hold entries without end.
    """

    def __missing__(self, entry: str) -> bytes:
        if len(self) >= 1024:
            self.clear()
        code = bytes((first in entry) + 2 * (second in entry) for first, second in _ROW_KINDS)
        self[entry] = code
        return code


_ENTRY_CODES: Final = _EntryCodes()


def _row_parts(row: tuple[str, ...]) -> tuple[Sequence[int], Sequence[int]]:
    """The bidding row's entries (``left.*`` and ``row.*``), seen by seat 0 and by seat 1.

    Bytes when every count fits in one (a row made by hand may hold more), as
    they are read out into the observation once more anyway.
    """
    joined = "".join(row)
    (a, b), (x, y) = _ROW_KINDS
    farm_left, wild_left = (joined.count(a), joined.count(b)), (joined.count(x), joined.count(y))
    # Each entry's two codes side by side: every other byte is one seat's.
    codes = b"".join(map(_ENTRY_CODES.__getitem__, row))
    farm, wild = codes[::2], codes[1::2]
    if max(farm_left + wild_left) < 256:
        mine, theirs = bytes(farm_left), bytes(wild_left)
        return (mine + theirs + farm + wild, theirs + mine + wild + farm)
    return ((*farm_left, *wild_left, *farm, *wild), (*wild_left, *farm_left, *wild, *farm))


# The row a seat points into stays the very same tuple from position to
# position until an animal leaves it: the last row's parts are kept with it.
_last_row: tuple[tuple[str, ...], tuple[Sequence[int], Sequence[int]]] = ((), _row_parts(()))


#: Zeros to pad a partial layout with.
_UNLAID: Final = (0,) * 9
#: The places of the grid of tiles, by ``without_luck``.
_PLACES: Final = {
    without_luck: across * down
    for without_luck in (False, True)
    for across, down in [tile_places(without_luck)]
}


# Where the space filled next is likely to be, by the board's terrain: the
# steps-marker's space at the last decision seen on that board. Only a hint to
# ``known_scores``, which gives the same points with any; bounded.
_FILLED_NEXT: Final[dict[str, int]] = {}


def observe(view: object, seat: int | None) -> tuple[int, ...]:
    """What ``view`` shows ``seat`` (``None``: a spectator), laid out as :func:`observation_layout` says.

    Beasty Borders hides nothing: the view is the state itself.
    """
    global _last_row
    if not isinstance(view, BeastyBordersState):
        raise TypeError(f"a Beasty Borders observation is made of a Beasty Borders view, not {view!r}")
    state = view
    if seat is None:
        me, observer = 0, _SPECTATOR
    elif type(seat) is int and (seat == 0 or seat == 1):
        me = observer = seat
    else:
        raise ValueError(f"seats are 0 and 1 (or None for a spectator), not {seat!r}")
    options = state.options
    phase = state.phase
    roller = state.roller
    if phase is _ROLLER_DECIDES:
        to_move = _ME if roller == me else _OTHER
        phase_code = 2
    elif phase is _OTHER_DECIDES:
        to_move = _OTHER if roller == me else _ME
        phase_code = 3
    elif phase is _ROLLING or phase is _LAYING_TILES:
        to_move = _CHANCE
        phase_code = 1 if phase is _ROLLING else 0
    else:
        to_move = _NO_ONE
        phase_code = 4
    spaces = state.spaces
    layout = state.layout
    if spaces:
        board: bytes | tuple[int, ...] = spaces.encode("latin-1").translate(_CELL_TABLES[me])
        laid = state.board
        scores: tuple[int, ...]
        if laid is not None and type(state) is BeastyBordersState:
            # The points ``state.scores()`` gives, with a hint where the last animal went.
            terrain = laid.terrain
            scores = known_scores(spaces, laid.grid.cols, _FILLED_NEXT.get(terrain, -1))
            if to_move < _CHANCE:
                if len(_FILLED_NEXT) >= 1024:
                    _FILLED_NEXT.clear()
                _FILLED_NEXT[terrain] = state.marker
        else:
            scores = state.scores()
    else:
        board = _laying_board(options.tiles, options.without_luck, layout)
        scores = (0, 0)
    without_luck = options.without_luck
    # The layout is whole once the tiles lie: only while they are laid is it padded.
    unlaid = _UNLAID[: _PLACES[without_luck] - len(layout)]
    if not without_luck:
        animals = state.supply
        return (
            observer,
            phase_code,
            to_move,
            0 if roller == me else 1,
            scores[me],
            scores[1 - me],
            state.marker + 1,
            *layout,
            *unlaid,
            *board,
            *animals[me],
            *animals[1 - me],
        )
    row = state.row
    memo = _last_row
    if memo[0] is not row:
        memo = _last_row = (row, _row_parts(row))
    pointed = state.pointed
    return (
        observer,
        phase_code,
        to_move,
        0 if roller == me else 1,
        scores[me],
        scores[1 - me],
        state.marker + 1,
        *layout,
        *unlaid,
        *board,
        *memo[1][me],
        *((0, 0) if pointed is None else (pointed.value, _KIND_SLOT[pointed.kind])),
    )
