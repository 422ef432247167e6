"""The shapes the Bison picture (:mod:`tablerules.bison.svg`) is drawn with: its colours, a
landscape tile's fields, river and animals, the pieces in the seats' colours, and the marks
of the last action and of the legal actions' targets.

A tile is drawn around 0 at any radius: on the landscape, and small in a seat's hand. Its
river runs as a band from corner to corner, bent away from the smaller field so that both
have room for their pieces and animals.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Final

from tablerules.bison.components import SEAT_NAMES, Terrain
from tablerules.core.svg import HIGHLIGHT, INK, LAST, PALETTE, PAPER, TARGET, element, label, number, titled

__all__ = [
    "DEFS",
    "EMPTY",
    "EMPTY_LINE",
    "HAND_RADIUS",
    "LETTERS",
    "MUTED",
    "NO_MARKS",
    "RADIUS",
    "SEAT_FILLS",
    "USED",
    "WIDTH",
    "Key",
    "Marks",
    "Point",
    "Shape",
    "canoe_glyph",
    "corner",
    "hunter_glyph",
    "in_seat_colour",
    "point_list",
    "tile_shape",
    "tipi_glyph",
]

#: The picture's width; text is 11 to 14 units, so it reads when shown 400 pixels wide.
WIDTH: Final = 480
#: The corner radius of a landscape hexagon.
RADIUS: Final = 42.0
_ROOT3: Final = math.sqrt(3)

#: The seats' colours: the Okabe–Ito colours nearest the game's yellow, red, blue and
#: green (``seat_colour`` orders the palette for titles whose seats have no colour of their own).
SEAT_FILLS: Final = (PALETTE[3], PALETTE[5], PALETTE[4], PALETTE[2])
#: Text on a seat's colour: dark on the light ones, white on the blue.
_SEAT_TEXT: Final = (INK, INK, PAPER, INK)
#: Each seat's letter, printed on every piece: colour is never the only clue.
LETTERS: Final = tuple(name[0].upper() for name in SEAT_NAMES)

_PRAIRIE: Final = "#DDEFC4"
_PRAIRIE_MARK: Final = "#7FA65A"
_MOUNTAIN: Final = "#C9AE8C"
_MOUNTAIN_MARK: Final = "#6E5238"
_RIVER: Final = PALETTE[1]
EMPTY: Final = "#F2F2F2"
EMPTY_LINE: Final = "#B3B3B3"
MUTED: Final = "#5C5C5C"
USED: Final = "#595959"


# -- a landscape tile -----------------------------------------------------------------------------


def corner(c: int, radius: float) -> tuple[float, float]:
    """Corner ``c`` of a hexagon centred on 0 (between edges ``c`` and ``c + 1``, BIS-1)."""
    angle = math.radians(-60 * c - 30)
    return radius * math.cos(angle), radius * math.sin(angle)


def _edge_middle(e: int, radius: float) -> tuple[float, float]:
    """The middle of edge ``e`` (0 east, then anticlockwise)."""
    angle = math.radians(-60 * e)
    inner = radius * _ROOT3 / 2
    return inner * math.cos(angle), inner * math.sin(angle)


def point_list(points: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{number(x)},{number(y)}" for x, y in points)


#: The hand's small tile.
HAND_RADIUS: Final = 13.0


def _clip(radius: float) -> str:
    """The clip path of a tile's ground at ``radius``."""
    points = point_list([corner(c, radius) for c in range(6)])
    return f'<clipPath id="bison-clip-{int(radius)}"><polygon points="{points}"/></clipPath>'


DEFS: Final = (
    "<defs>"
    '<pattern id="bison-prairie" width="12" height="10" patternUnits="userSpaceOnUse">'
    f'<rect width="12" height="10" fill="{_PRAIRIE}"/>'
    f'<path d="M3 8 L2 5 M4 8 L5 5" stroke="{_PRAIRIE_MARK}" stroke-width="0.8" fill="none"/>'
    "</pattern>"
    '<pattern id="bison-mountain" width="12" height="10" patternUnits="userSpaceOnUse">'
    f'<rect width="12" height="10" fill="{_MOUNTAIN}"/>'
    f'<path d="M2 8 L6 3 L10 8" stroke="{_MOUNTAIN_MARK}" stroke-width="0.8" fill="none"/>'
    "</pattern>"
    f"{_clip(RADIUS)}{_clip(HAND_RADIUS)}"
    "</defs>"
)


class Shape:
    """A tile's fields drawn around 0: the markup of its ground and where each field's things go."""

    __slots__ = ("anchors", "fields", "ground", "number_at", "outline", "pips")

    def __init__(
        self,
        fields: tuple[str, str, str],
        ground: str,
        anchors: tuple[tuple[float, float], ...],
        pips: str,
        outline: str,
        number_at: tuple[float, float],
    ) -> None:
        self.fields = fields
        self.ground = ground
        self.anchors = anchors
        self.pips = pips
        self.outline = outline
        self.number_at = number_at


Point = tuple[float, float]


class _Layout:
    """Where things go on a tile of radius 1 with given edges: the river's curve, each field's
    outline, the anchors of its pieces and its animals, the place number."""

    __slots__ = ("anchors", "control", "ends", "mountain", "number_at", "pip_at", "prairie")

    def __init__(self, edges: tuple[Terrain, ...]) -> None:
        start = next(
            c for c in range(6) if edges[c] is Terrain.MOUNTAIN and edges[(c + 1) % 6] is Terrain.PRAIRIE
        )
        end = next(
            c for c in range(6) if edges[c] is Terrain.PRAIRIE and edges[(c + 1) % 6] is Terrain.MOUNTAIN
        )
        prairie_edges = [e for e in range(6) if edges[e] is Terrain.PRAIRIE]
        # The prairie's direction: the mean of its edges' middles (the mountain's is the opposite).
        ux = sum(_edge_middle(e, 1)[0] for e in prairie_edges)
        uy = sum(_edge_middle(e, 1)[1] for e in prairie_edges)
        length = math.hypot(ux, uy)
        ux, uy = ux / length, uy / length
        # The river bends away from the smaller field, so that it keeps some room.
        shift = (len(prairie_edges) - 3) * 0.13
        middle = (shift * ux, shift * uy)
        a, b = corner(start, 1), corner(end, 1)
        # A quadratic curve through the middle halfway: its control point.
        self.control = (2 * middle[0] - (a[0] + b[0]) / 2, 2 * middle[1] - (a[1] + b[1]) / 2)
        self.ends = (a, b)
        self.prairie = [corner(c % 6, 1) for c in range(start, start + 1 + (end - start) % 6)]
        self.mountain = [corner(c % 6, 1) for c in range(end, end + 1 + (start - end) % 6)]
        curve = [_on_curve(a, self.control, b, k / 16) for k in range(17)]
        grid = [(x * 0.07, y * 0.07) for x in range(-12, 13) for y in range(-14, 15)]
        anchors: list[Point] = [middle, middle]
        pips: list[Point] = [middle, middle]
        for index, outline in enumerate((self.prairie + curve[::-1], self.mountain + curve)):
            border = _samples(outline)
            inside = [spot for spot in grid if _inside(spot, outline)]
            # The pieces: the box of a hunter cube (0.26 by 0.18 of the radius either way)
            # as large as the field allows, clear of the river's pieces.
            best = max(
                inside,
                key=lambda spot: min(_box_room(spot, border, 0.26, 0.18), _apart(spot, middle, 0.6, 0.4)),
            )
            anchors[index] = best
            # The animals, a row of three dots, clear of both.
            pips[index] = max(
                inside,
                key=lambda spot: min(
                    _box_room(spot, border, 0.22, 0.1),
                    _apart(spot, best, 0.5, 0.3),
                    _apart(spot, middle, 0.5, 0.3),
                ),
            )
        self.anchors = (anchors[0], middle, anchors[1])
        self.pip_at = (pips[0], pips[1])
        self.number_at = max(
            (corner(c, 0.64) for c in range(6)),
            key=lambda spot: min(
                [math.dist(spot, anchor) - 0.42 for anchor in self.anchors]
                + [math.dist(spot, pip) - 0.25 for pip in self.pip_at]
                + [math.dist(spot, point) - 0.2 for point in curve]
            ),
        )


def _apart(p: Point, q: Point, width: float, height: float) -> float:
    """How far apart ``p`` and ``q`` are, in boxes of ``width`` by ``height``: under 1, boxes overlap."""
    return max(abs(p[0] - q[0]) / width, abs(p[1] - q[1]) / height)


def _samples(outline: Sequence[Point]) -> list[Point]:
    """Points along the edge of the polygon ``outline``, about 0.05 apart."""
    points: list[Point] = []
    for (x1, y1), (x2, y2) in zip(outline, [*outline[1:], outline[0]], strict=True):
        steps = max(1, int(math.dist((x1, y1), (x2, y2)) / 0.05))
        points.extend((x1 + (x2 - x1) * k / steps, y1 + (y2 - y1) * k / steps) for k in range(steps))
    return points


def _box_room(spot: Point, border: Sequence[Point], width: float, height: float) -> float:
    """How large a box of half ``width`` by half ``height`` around ``spot`` may grow before it
    reaches ``border``: at 1 the box just fits."""
    x, y = spot
    return min(max(abs(px - x) / width, abs(py - y) / height) for px, py in border)


def _inside(spot: Point, outline: Sequence[Point]) -> bool:
    """Whether ``spot`` lies inside the polygon ``outline`` (even-odd rule)."""
    x, y = spot
    inside = False
    for (x1, y1), (x2, y2) in zip(outline, [*outline[1:], outline[0]], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


# Keyed by the edges of a tile as laid, of 30 kinds (5 rivers, 6 turns): found once each.
@functools.lru_cache(maxsize=64)
def _layout(edges: tuple[Terrain, ...]) -> _Layout:
    return _Layout(edges)


def _scaled(point: Point, radius: float) -> str:
    return f"{number(point[0] * radius)},{number(point[1] * radius)}"


# Keyed by edges and printed animals, public data of a few hundred kinds at most.
@functools.lru_cache(maxsize=512)
def tile_shape(edges: tuple[Terrain, ...], animals: tuple[int, int, int], radius: float) -> Shape:
    """The drawing of a tile whose board edges are ``edges``: prairie and mountain on either side of
    a river from corner to corner, bent away from the smaller side so that both have room."""
    layout = _layout(edges)
    a, b = layout.ends
    control = _scaled(layout.control, radius)
    prairie = (
        "M" + " L".join(_scaled(p, radius) for p in layout.prairie) + f"Q{control} {_scaled(a, radius)}Z"
    )
    mountain = (
        "M" + " L".join(_scaled(p, radius) for p in layout.mountain) + f"Q{control} {_scaled(b, radius)}Z"
    )
    river = f"M{_scaled(a, radius)} Q{control} {_scaled(b, radius)}"
    fields = (
        element("path", d=prairie, fill="url(#bison-prairie)"),
        element("path", d=river, fill="none", stroke=_RIVER, stroke_width=number(radius * 0.2)),
        element("path", d=mountain, fill="url(#bison-mountain)"),
    )
    # Clipped to the hexagon: the river's band would stick out at the corners.
    ground = f'<g clip-path="url(#bison-clip-{int(radius)})">{fields[0]}{fields[2]}{fields[1]}</g>'
    anchors = tuple((x * radius, y * radius) for x, y in layout.anchors)
    pips: list[str] = []
    dot = radius * 0.065
    for terrain, count in enumerate(animals):
        if not count:
            continue
        if terrain == Terrain.RIVER:
            spots = [
                (x * radius, y * radius)
                for x, y in (_on_curve(a, layout.control, b, t) for t in (0.15, 0.85, 0.26)[:count])
            ]
            fill, stroke = PAPER, INK
        else:
            px, py = layout.pip_at[0 if terrain == Terrain.PRAIRIE else 1]
            spots = [((px + k * 0.17) * radius, py * radius) for k in _SPREAD[count]]
            fill, stroke = INK, PAPER
        pips.extend(
            element(
                "circle",
                cx=number(x),
                cy=number(y),
                r=number(dot),
                fill=fill,
                stroke=stroke,
                stroke_width="0.6",
            )
            for x, y in spots
        )
    outline = element(
        "polygon",
        points=point_list([corner(c, radius) for c in range(6)]),
        fill="none",
        stroke=INK,
        stroke_width="1",
    )
    number_at = (layout.number_at[0] * radius, layout.number_at[1] * radius)
    return Shape(fields, ground, anchors, "".join(pips), outline, number_at)


_SPREAD: Final = ((), (0.0,), (-0.5, 0.5), (-1.0, 0.0, 1.0))


def _on_curve(a: Point, control: Point, b: Point, t: float) -> Point:
    """The point at ``t`` of the quadratic curve from ``a`` to ``b``."""
    s = 1 - t
    return (
        s * s * a[0] + 2 * s * t * control[0] + t * t * b[0],
        s * s * a[1] + 2 * s * t * control[1] + t * t * b[1],
    )


# -- pieces -------------------------------------------------------------------------------------


def in_seat_colour(
    shape: str, seat: int, text: str, middle: float, baseline: float, /, *, faded: bool = False, **at: object
) -> str:
    """``shape`` (an element name with ``at`` its geometry) in ``seat``'s colour, outlined, with
    ``text`` in bold centred on ``middle``; ``faded`` pale, as in the market."""
    return element(
        shape,
        **at,
        fill=SEAT_FILLS[seat],
        fill_opacity="0.35" if faded else None,
        stroke=INK,
        stroke_width="1",
    ) + label(middle, baseline, text, size=11, fill=INK if faded else _SEAT_TEXT[seat], font_weight="bold")


def hunter_glyph(x: float, y: float, seat: int, text: str) -> str:
    """A hunter cube centred on ``(x, y)``, ``text`` on it."""
    width = 9 + 6.5 * len(text)
    return in_seat_colour(
        "rect",
        seat,
        text,
        x,
        y + 4,
        x=number(x - width / 2),
        y=number(y - 7.5),
        width=number(width),
        height="15",
        rx="2",
    )


def tipi_glyph(x: float, y: float, seat: int, text: str, *, faded: bool = False) -> str:
    """A tipi (a tent: a triangle) centred on ``(x, y)``, ``text`` at its foot."""
    half = 4 + 3.5 * len(text)
    points = point_list([(x, y - 11), (x + half + 4, y + 8), (x - half - 4, y + 8)])
    return in_seat_colour("polygon", seat, text, x, y + 6, faded=faded, points=points)


def canoe_glyph(x: float, y: float, seat: int, text: str, *, faded: bool = False) -> str:
    """A canoe (a boat, pointed at both ends) centred on ``(x, y)``, ``text`` on it."""
    half = 9 + 3.5 * len(text)
    d = (
        f"M{number(x - half)},{number(y - 6)} L{number(x + half)},{number(y - 6)} "
        f"Q{number(x + half * 0.6)},{number(y + 8)} {number(x)},{number(y + 8)} "
        f"Q{number(x - half * 0.6)},{number(y + 8)} {number(x - half)},{number(y - 6)}Z"
    )
    return in_seat_colour("path", seat, text, x, y + 4, faded=faded, d=d)


# -- marks ------------------------------------------------------------------------------------------

# Keys of places in the picture: ("place", n), ("field", f), ("marker", seat, kind),
# ("reserve" or "market", seat, piece, size), ("track", seat, animal), ("hand", seat).
Key = tuple[object, ...]


class Marks:
    """The highlights of the last action and the targets, by key, drawn where each key is drawn."""

    def __init__(self, changed: Sequence[Key], targets: dict[Key, list[str]]) -> None:
        self.changed = frozenset(changed)
        self.targets = targets
        #: The seats whose panels hold a mark.
        self.seats = frozenset(
            key[1] for key in (*self.changed, *targets) if key[0] not in ("place", "field")
        )

    def around(self, key: Key, shape: str, **at: object) -> str:
        """The marks of ``key`` as ``shape`` (an element name with ``at`` its geometry), if any:
        a ``LAST`` outline, a dashed ``TARGET`` one, each titled (``tablerules.testing.svg_marks``)."""
        out = ""
        if key in self.changed:
            out += titled(
                element(shape, **at, class_=LAST, fill="none", stroke=HIGHLIGHT, stroke_width="3.5"),
                "changed by the last action",
            )
        actions = self.targets.get(key)
        if actions:
            out += titled(
                element(
                    shape,
                    **at,
                    class_=TARGET,
                    fill="none",
                    stroke=HIGHLIGHT,
                    stroke_width="2.5",
                    stroke_dasharray="5 3",
                ),
                "legal: " + ", ".join(actions),
                legal=actions,
            )
        return out


#: No marks at all: for measuring a row before it is drawn.
NO_MARKS: Final = Marks((), {})
