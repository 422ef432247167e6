"""The seats' panels of the Bison picture (:mod:`tablerules.bison.svg`), one below the other
under the landscape: each seat's food tracks and their total, what each season's scoring
gave it, its action markers, the tile in its hand (its own face up, another's as a back with
``?``), its reserve and its market.
"""

from __future__ import annotations

import functools
from typing import Final

from tablerules.bison.components import ANIMALS, SEAT_NAMES, Kind, counted
from tablerules.bison.supply import Supply
from tablerules.bison.svg_shapes import (
    EMPTY_LINE,
    HAND_RADIUS,
    LETTERS,
    MUTED,
    NO_MARKS,
    USED,
    WIDTH,
    Key,
    Marks,
    canoe_glyph,
    corner,
    hunter_glyph,
    in_seat_colour,
    point_list,
    tile_shape,
    tipi_glyph,
)
from tablerules.bison.view import BisonView
from tablerules.core.svg import INK, PAPER, element, label, number, titled

__all__ = ["PANEL_HEIGHT", "panel"]

_KIND_LABELS: Final = tuple(kind.value for kind in Kind)
_FOOD_X: Final = (106.0, 170.0, 238.0)
_FOOD_WIDTH: Final = (62.0, 66.0, 72.0)
_MARKER_X: Final = 30.0
_MARKER_WIDTH: Final = 46.0


def panel(view: BisonView, seat: int, y: float, marks: Marks) -> tuple[list[str], float]:
    """One seat's tracks, markers, hand, reserve and market; returns the parts and the next top."""
    took = tuple((result.season, sum(result.took(seat))) for result in view.results)
    public = (seat, view.supplies[seat], seat == view.first, view.to_move == seat, took, view.options.variant)
    body = _panel_body(*public, marks) if seat in marks.seats else _quiet_panel(*public)
    drawn = f'<g transform="translate(0,{number(y)})">{body}{_hand(view, seat, 38, marks)}</g>'
    return [drawn], y + PANEL_HEIGHT


#: The height of a seat's panel.
PANEL_HEIGHT: Final = 74.0


# Keyed by public data alone (a seat's tracks, pieces and markers): the hand is drawn apart.
@functools.lru_cache(maxsize=2048)
def _quiet_panel(
    seat: int, supply: Supply, first: bool, deciding: bool, took: tuple[tuple[int, int], ...], variant: int
) -> str:
    """A seat's panel with no marks, as :func:`_panel_body` draws it."""
    return _panel_body(seat, supply, first, deciding, took, variant, NO_MARKS)


def _panel_body(
    seat: int,
    supply: Supply,
    first: bool,
    deciding: bool,
    took: tuple[tuple[int, int], ...],
    variant: int,
    marks: Marks,
) -> str:
    """A seat's panel from its top at 0 (the hand apart): ``took`` holds each scored season and
    what the seat took then."""
    y = 0.0
    parts = [
        element("line", x1=8, y1=number(y), x2=WIDTH - 8, y2=number(y), stroke=EMPTY_LINE, stroke_width="1")
    ]
    line = y + 18
    name = SEAT_NAMES[seat]
    badge = in_seat_colour(
        "rect", seat, LETTERS[seat], 21.5, line + 1, x=14, y=number(line - 11), width=15, height=15, rx=2
    )
    who = [
        badge,
        label(35, line, name, size=12, anchor="start", fill=INK, font_weight="bold" if deciding else None),
    ]
    if deciding:
        who.append(label(3, line, "▶", size=12, anchor="start", fill=INK))
    if first:
        # The totem tile, drawn as on the landscape.
        who.append(
            element("circle", cx=92, cy=number(line - 4), r=5, fill=INK, stroke=PAPER, stroke_width="1.5")
        )
    parts.append(
        titled(
            "".join(who),
            SEAT_NAMES[seat]
            + (", holding the totem" if first else "")
            + (", to decide now" if deciding else ""),
        )
    )
    for track, animal in enumerate(ANIMALS):
        x = _FOOD_X[track]
        amount = supply.food[track]
        parts.append(
            titled(
                label(x, line, f"{amount} {animal}", size=12, anchor="start", fill=INK),
                f"{SEAT_NAMES[seat]}: {counted(amount, animal)} on the track",
            )
        )
        parts.append(_box(marks, ("track", seat, animal), x - 3, line - 12, _FOOD_WIDTH[track], 16))
    parts.append(
        titled(
            label(314, line, f"= {supply.total}", size=12, anchor="start", fill=INK, font_weight="bold"),
            f"{SEAT_NAMES[seat]}: {supply.total} animals in all",
        )
    )
    if took:
        parts.append(
            titled(
                label(
                    WIDTH - 10,
                    line,
                    # Six seasons of two digits leave no room for the word.
                    ("took " if len(took) <= 4 else "") + "·".join(str(n) for _, n in took),
                    size=11,
                    anchor="end",
                    fill=MUTED,
                ),
                f"{SEAT_NAMES[seat]} took " + ", ".join(f"{n} in season {season}" for season, n in took),
            )
        )

    line += 20
    for index, kind in enumerate(Kind):
        x = _MARKER_X + index * (_MARKER_WIDTH + 3)
        used = supply.has_used(kind)
        box = element(
            "rect",
            x=number(x),
            y=number(line - 12),
            width=number(_MARKER_WIDTH),
            height=16,
            rx=3,
            fill=USED if used else PAPER,
            stroke=INK,
            stroke_width="1",
        )
        text = label(x + _MARKER_WIDTH / 2, line, _KIND_LABELS[index], size=11, fill=PAPER if used else INK)
        state = "marker placed" if used else "free"
        parts.append(titled(box + text, f"{SEAT_NAMES[seat]}'s action {kind.title_in(variant)}: {state}"))
        parts.append(_box(marks, ("marker", seat, kind), x - 2, line - 14, _MARKER_WIDTH + 4, 20, rx=4))

    line += 22
    reserve, width = _stock_glyphs(
        seat, supply.hunters, supply.tipis, supply.canoes, 66, line, marks, "reserve"
    )
    parts.append(label(14, line, "reserve", size=11, anchor="start", fill=MUTED))
    parts.append(
        titled(
            reserve or label(66, line, "none", size=11, anchor="start", fill=MUTED),
            f"{SEAT_NAMES[seat]}'s reserve: {_stock(supply.hunters, supply.tipis, supply.canoes)}",
        )
    )
    stock = (supply.market_hunters, supply.market_tipis, supply.market_canoes)
    # The market lines up at the middle, unless a full reserve pushes it on.
    _, market_width = _stock_glyphs(seat, *stock, 0, line, NO_MARKS, "market")
    x = min(max(66 + width + 10, 246.0), WIDTH - 10 - market_width - 44)
    market, _ = _stock_glyphs(seat, *stock, x + 44, line, marks, "market")
    parts.append(label(x, line, "market", size=11, anchor="start", fill=MUTED))
    parts.append(
        titled(
            market or label(x + 44, line, "empty", size=11, anchor="start", fill=MUTED),
            f"{SEAT_NAMES[seat]}'s market: {_stock(*stock)}",
        )
    )
    return "".join(parts)


def _stock_glyphs(
    seat: int,
    hunters: int,
    tipis: tuple[int, ...],
    canoes: tuple[int, ...],
    x: float,
    line: float,
    marks: Marks,
    where: str,
) -> tuple[str, float]:
    """Hunters, tipis and canoes in a row from ``x``, ``where`` they are (``"reserve"`` or
    ``"market"``, faded), each marked as a last purchase or a legal one; returns the markup
    and its width."""
    start = x
    out = []
    y = line - 4
    faded = where == "market"
    if hunters:
        out.append(hunter_glyph(x + 9, y, seat, str(hunters)))
        out.append(_box(marks, (where, seat, "hunter", 1), x - 1, line - 15, 20, 22))
        x += 26
    for piece, sizes, step in (("tipi", tipis, 23.0), ("canoe", canoes, 25.0)):
        for size in sizes:
            glyph = tipi_glyph if piece == "tipi" else canoe_glyph
            out.append(glyph(x + step / 2, y, seat, str(size), faded=faded))
            out.append(_box(marks, (where, seat, piece, size), x, line - 17, step, 24))
            x += step
    return "".join(out), x - start


def _box(marks: Marks, key: Key, x: float, y: float, width: float, height: float, *, rx: float = 3) -> str:
    """``marks`` of ``key`` as a box with corners rounded by ``rx``."""
    return marks.around(
        key, "rect", x=number(x), y=number(y), width=number(width), height=number(height), rx=number(rx)
    )


def _stock(hunters: int, tipis: tuple[int, ...], canoes: tuple[int, ...]) -> str:
    def sizes(values: tuple[int, ...]) -> str:
        return " ".join(map(str, values)) if values else "none"

    return f"{counted(hunters, 'hunters')}, tipis {sizes(tipis)}, canoes {sizes(canoes)}"


def _hand(view: BisonView, seat: int, line: float, marks: Marks) -> str:
    """The tile ``seat`` holds: face up for its own seat, a back with ``?`` for the others."""
    held = view.hand_of(seat)
    x, y = WIDTH - 64.0, line - 4
    if held is None:
        return ""
    radius = HAND_RADIUS
    if isinstance(held, int):
        tiles = view.options.tile_set()
        shape = tile_shape(tiles[held].edges, tiles[held].animals, radius)
        drawn = (
            f'<g transform="translate({number(x)},{number(y)})">{shape.ground}{shape.outline}</g>'
            + label(x + 18, line, f"tile {held}", size=11, anchor="start", fill=INK)
        )
        words = f"{SEAT_NAMES[seat]}'s tile in hand: tile {held} ({tiles[held]})"
    else:
        drawn = (
            element(
                "polygon",
                points=point_list([(x + cx, y + cy) for cx, cy in (corner(c, radius) for c in range(6))]),
                fill="#8C8C8C",
                stroke=INK,
                stroke_width="1",
            )
            + label(x, y + 4, "?", size=12, fill=PAPER, font_weight="bold")
            + label(x + 18, line, "in hand", size=11, anchor="start", fill=MUTED)
        )
        words = f"{SEAT_NAMES[seat]} holds a tile, face down"
    return titled(drawn, words) + marks.around(("hand", seat), "circle", cx=number(x), cy=number(y), r="17")
