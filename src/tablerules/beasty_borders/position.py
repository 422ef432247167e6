"""Reading a Beasty Borders position back: from a drawing by hand, or from the text
``str(state)`` prints (:meth:`BeastyBordersState.from_picture`).

Every part the picture shows or a keyword gives is checked to add up: the
tiles against the lakes drawn, the supplies against the animals on the board,
the bidding row against the printed one, whoever decides against the
steps-marker's space.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import attrs

from tablerules.beasty_borders.actions import LayTile, Point
from tablerules.beasty_borders.board import Board, signpost_tile, tile_places
from tablerules.beasty_borders.components import BIDDING_ROW, EMPTY_MARKER, KINDS, MEADOW, SEAT_KINDS, TILES
from tablerules.beasty_borders.options import Options, check_options
from tablerules.beasty_borders.phase import Phase
from tablerules.beasty_borders.picture import Drawing, implied_tiles
from tablerules.beasty_borders.state import BeastyBordersState, Supply
from tablerules.beasty_borders.steps import laying
from tablerules.beasty_borders.steps.placing import SLOT, take
from tablerules.core.positions import agree, items
from tablerules.core.words import shown

__all__ = ["from_drawing"]


def from_drawing(
    drawing: Drawing,
    *,
    without_luck: bool | None,
    walk: str | None,
    marker: str | None,
    roller: int | None,
    to_move: int | None,
    pointed: Point | str | None,
    row: Sequence[str] | None,
    bidding_row: Sequence[str] | None,
) -> BeastyBordersState:
    """The position a drawing shows, checked (see ``BeastyBordersState.from_picture``)."""
    rows = drawing.rows
    if rows:
        if drawing.laying is not None:
            raise ValueError("a picture shows the board or 'laying tiles: ...', not both")
        drawn_luck = len(rows) == 2 * tile_places(True)[1]
    else:
        if drawing.laying is None:
            raise ValueError("draw the board, one row of spaces a line")
        drawn_luck = drawing.row is not None
    if without_luck is not None and not isinstance(without_luck, bool):
        raise ValueError(f"without_luck is true or false, not {without_luck!r}")
    without_luck = agree("without_luck", without_luck, drawn_luck if rows else None)
    if without_luck is None:
        without_luck = drawn_luck
    printed_row = agree(
        "bidding_row", None if bidding_row is None else _row("bidding_row", bidding_row), drawing.printed_row
    )
    walk = agree("walk", walk, drawing.walk) or "rows"
    across, down = tile_places(without_luck)
    implied: tuple[int, ...] = ()
    if drawing.laid is not None or drawing.laying is not None:
        tiles = drawing.tiles or TILES
        layout = drawing.laid if drawing.laid is not None else drawing.laying
        options = Options(
            without_luck=without_luck,
            tiles=tiles,
            layout=layout if drawing.fixed else None,
            bidding_row=printed_row or BIDDING_ROW,
            walk=walk,
        )
    else:
        if drawing.tiles is not None:
            raise ValueError("a 'tile set' needs the 'tiles laid' line that says where they lie")
        if len(rows) != down * 2 or any(len(line) != across * 3 for line in rows):
            raise ValueError(f"draw {down * 2} rows of {across * 3} spaces, one row a line")
        terrain = "".join("".join(MEADOW if s not in "~S" else s for s in line) for line in rows)
        tiles, fixed_layout, implied = implied_tiles(terrain, without_luck)
        options = Options(
            without_luck=without_luck,
            tiles=tiles,
            layout=fixed_layout,
            bidding_row=printed_row or BIDDING_ROW,
            walk=walk,
        )
    check_options(options)
    start = BeastyBordersState.start(attrs.evolve(options, layout=None))
    if drawing.laying is not None:
        return _laying_position(start, drawing, roller, to_move, marker, pointed, row)
    layout = implied if drawing.laid is None else drawing.laid
    if (
        len(layout) != across * down
        or len(set(layout)) != len(layout)
        or not set(layout) <= set(range(1, 10))
    ):
        raise ValueError(f"'tiles laid' lists {across * down} different tiles from 1 to 9, not {layout}")
    if signpost_tile(options.tiles) not in layout:
        raise ValueError(f"the tiles laid must include tile {signpost_tile(options.tiles)}, the signpost's")
    laid = attrs.evolve(laying.laid(start, layout), options=options)
    board = cast(Board, laid.board)
    if len(rows) != down * 2 or any(len(line) != across * 3 for line in rows):
        raise ValueError(f"draw {down * 2} rows of {across * 3} spaces, one row a line")
    spaces = "".join(rows)
    for cell, (symbol, under) in enumerate(zip(spaces, board.terrain, strict=True)):
        if (symbol in "~S" or under in "~S") and symbol != under:
            raise ValueError(
                f"space {board.grid.name(cell)} is {under!r} on the tiles laid, "
                f"but the picture shows {symbol!r}"
            )
    allowed = set(laid.row_kinds() if without_luck else KINDS) | {MEADOW, EMPTY_MARKER, "~", "S"}
    unknown = sorted(set(spaces) - allowed)
    if unknown:
        raise ValueError(f"unknown symbols in the picture: {unknown}")
    supply, left = _supplies(laid, spaces, drawing, row)
    return _next_position(laid, spaces, supply, left, drawing, marker, roller, to_move, pointed)


def _laying_position(
    start: BeastyBordersState,
    drawing: Drawing,
    roller: int | None,
    to_move: int | None,
    marker: str | None,
    pointed: Point | str | None,
    row: Sequence[str] | None,
) -> BeastyBordersState:
    """A position while chance lays the tiles: nothing else may be given."""
    if any(given is not None for given in (roller, to_move, marker, pointed)) or drawing.marker:
        raise ValueError("while tiles are laid no one rolls or decides and the steps-marker is not down")
    if drawing.next not in (None, ("lay",)):
        raise ValueError("while tiles are laid, chance lays the next tile")
    state = start
    for tile in cast(tuple[int, ...], drawing.laying):
        if not state.is_legal(LayTile(tile)) or state.board is not None:
            raise ValueError(f"tile {tile} cannot be laid after {' '.join(map(str, state.layout)) or 'none'}")
        state = state.apply(LayTile(tile))
    if state.board is not None:
        raise ValueError("'laying tiles' lists some of the tiles, not all: with all laid, draw the board")
    _supplies(state, "", drawing, row)
    return state


def _row(name: str, value: object) -> tuple[str, ...]:
    """A bidding row given by hand: its places' animals as text, like ``("bb", "f", "")``."""
    row = items(name, value, "('bb', 'f', '')")
    if not all(type(place) is str for place in row):
        raise ValueError(
            f"{name} holds each place's animals as text, like ('bb', 'f', ''), not {shown(value)}"
        )
    return cast(tuple[str, ...], row)


def _supplies(
    state: BeastyBordersState, spaces: str, drawing: Drawing, row: Sequence[str] | None
) -> tuple[Supply, tuple[str, ...]]:
    """Each seat's supply and the bidding row left once the drawn animals are placed."""
    supply, left = state.supply, state.row
    drawn = {kind: spaces.count(kind) for kind in KINDS}
    if state.options.without_luck:
        printed = state.row
        given = agree("row", None if row is None else _row("row", row), drawing.row)
        if given is not None:
            if len(given) != len(printed) or any(
                not set(now) <= set(was) for now, was in zip(given, printed, strict=True)
            ):
                raise ValueError(f"the bidding row left {given} does not fit the printed row {printed}")
            for kind in state.row_kinds():
                used = "".join(printed).count(kind) - "".join(given).count(kind)
                if used != drawn[kind]:
                    raise ValueError(
                        f"the bidding row has given up {used} {kind}, but the picture shows {drawn[kind]}"
                    )
            left = given
        else:
            for kind in (kind for kind, count in drawn.items() if count):
                if drawn[kind] != "".join(printed).count(kind):
                    raise ValueError(
                        f"say which values of the bidding row the {kind} animals drawn came from: "
                        "give the 'bidding row: ...' line or row=..."
                    )
                left = tuple(entry.replace(kind, "") for entry in left)
    else:
        for kind, count in drawn.items():
            seat, index = SLOT[kind]
            if supply[seat][index] < count:
                raise ValueError(f"the picture shows more {kind} animals than there are")
            for _ in range(count):
                supply = take(supply, kind)
    state = attrs.evolve(state, supply=supply, row=left)
    for seat, counts in enumerate(drawing.seats):
        if counts != state.animals_left(seat):
            raise ValueError(
                f"the picture says seat {seat} has {counts} left, "
                f"but the drawing leaves {state.animals_left(seat)}"
            )
    return supply, left


def _next_position(
    laid: BeastyBordersState,
    spaces: str,
    supply: Supply,
    row: tuple[str, ...],
    drawing: Drawing,
    marker: str | None,
    roller: int | None,
    to_move: int | None,
    pointed: Point | str | None,
) -> BeastyBordersState:
    """The drawn position with the steps-marker, the roller and whoever decides now."""
    board = cast(Board, laid.board)
    grid = board.grid
    for name, seat in (("roller", roller), ("to_move", to_move)):
        if seat is not None and (type(seat) is not int or seat not in (0, 1)):
            raise ValueError(f"{name} is seat 0 or 1, not {seat!r}")
    if isinstance(pointed, str):
        try:
            pointed = Point(pointed[:1].upper(), int(pointed[1:]))
        except ValueError:
            raise ValueError(f"pointed is an animal and a value like 'A13', not {pointed!r}") from None
    elif pointed is not None and type(pointed) is not Point:
        raise ValueError(f"pointed is a Point or text like 'A13', not {pointed!r}")
    drawn_marker = None if drawing.marker is None else grid.name(grid.index(*drawing.marker))
    nxt = drawing.next
    over = MEADOW not in spaces
    if nxt is not None:
        if nxt[0] == "lay":
            raise ValueError("the board is laid: chance lays no more tiles")
        if (nxt[0] == "over") != over:
            raise ValueError(
                "the game is over exactly when no green space is empty: "
                + ("it is over" if over else "a green space is empty")
            )
        if nxt[0] == "roll":
            roller = agree("roller", roller, cast(int, nxt[1]))
        elif nxt[0] == "decide":
            _, deciding, space, drawn_roller, point = nxt
            to_move = agree("to_move", to_move, cast(int, deciding))
            roller = agree("roller", roller, cast(int, drawn_roller))
            drawn_marker = agree("the steps-marker's space", cast(str, space), drawn_marker)
            if point is not None:
                kind, value = cast(tuple[str, int], point)
                pointed = agree("pointed", pointed, Point(kind, value))
    space_name = agree("marker", marker, drawn_marker)
    if space_name is None:
        cell = board.signpost
    else:
        try:
            cell = grid.parse_name(space_name) if isinstance(space_name, str) else -1
        except ValueError:
            cell = -1
        if not 0 <= cell < grid.size or grid.name(cell) != space_name.strip().lower():
            raise ValueError(f"the steps-marker stands on a space of the board like 'd1', not {space_name!r}")
    if pointed is not None and not laid.options.without_luck:
        raise ValueError("only 'Without Luck' points at animals of the bidding row")
    if pointed is not None and to_move is None:
        to_move = 1 - (roller or 0)
    if over:
        if roller not in (None, 0) or to_move is not None or pointed is not None:
            raise ValueError("the game is over: no one rolls or decides any more")
        phase, roller = Phase.OVER, 0
    elif to_move is None:
        phase, roller = Phase.ROLLING, roller or 0
    else:
        roller = to_move if roller is None else roller
        phase = Phase.ROLLER_DECIDES if to_move == roller else Phase.OTHER_DECIDES
        if spaces[cell] != MEADOW:
            raise ValueError(
                f"a player decides on the steps-marker's space, an empty green one, not {grid.name(cell)}"
            )
    if pointed is not None:
        if phase is not Phase.OTHER_DECIDES:
            raise ValueError("a point is pending only while the other player answers the roller")
        value = pointed.value
        if (
            pointed.kind not in SEAT_KINDS[roller]
            or not 1 <= value <= len(row)
            or pointed.kind not in row[value - 1]
        ):
            raise ValueError(f"seat {roller} cannot have pointed at {pointed}: no such own animal in the row")
    return type(laid)(laid.options, laid.layout, spaces, cell, phase, roller, supply, row, pointed, board)
