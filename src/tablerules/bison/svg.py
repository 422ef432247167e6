"""The SVG picture of a Bison position, drawn from one seat's view (see ``State.svg``).

The picture has three parts, top to bottom:

- a header: the season, whose decision it is and what is under way, the
  last action;
- the landscape: all 27 places as pointy-top hexagons in their true places
  around the totem (BIS-1, BIS-4). A laid tile shows its prairie (light,
  with grass strokes) and its mountain (darker, with peaks) on either side of
  its river (a blue band from corner to corner), the animals of each field
  as dots, and the pieces: hunters as a square, a tipi as a triangle, a canoe
  as a boat, each with the seat's letter and the count of hunters or
  diamonds. An empty place is a pale hexagon with its number;
- one panel a seat: the food tracks and their total, what each season's
  scoring gave, the action markers placed, the tile in hand (the seat's
  own, face up; another seat's as a back with ``?``), the reserve and the
  market.

Seats are told apart by colour (the Okabe–Ito colours closest to the game's
yellow, red, blue and green) and always by a letter as well; terrains by
colour, pattern and shape. The last action is outlined in ``HIGHLIGHT``
(marks of class ``LAST``); the places the seat's legal actions would go are
dashed ``HIGHLIGHT`` outlines (marks of class ``TARGET``), each with a
``<title>`` listing those actions' notation.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Final

from tablerules.bison.actions import (
    Build,
    Buy,
    Call,
    Choose,
    Draw,
    Enter,
    Exchange,
    Gain,
    Gather,
    Lay,
    Move,
    Pay,
)
from tablerules.bison.board import FIELD_NAMES, PLACES, Board, parse_field
from tablerules.bison.components import ANIMALS, SEASONS, SEAT_NAMES, Kind, Terrain, counted
from tablerules.bison.phase import Phase
from tablerules.bison.picture import variant_name
from tablerules.bison.supply import Supply
from tablerules.bison.view import BisonView
from tablerules.core.game import Action
from tablerules.core.svg import (
    HIGHLIGHT,
    INK,
    LAST,
    PALETTE,
    PAPER,
    TARGET,
    Picture,
    element,
    label,
    number,
    titled,
)

__all__ = ["draw"]

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
_EMPTY: Final = "#F2F2F2"
_EMPTY_LINE: Final = "#B3B3B3"
_MUTED: Final = "#5C5C5C"
_USED: Final = "#595959"

_KIND_LABELS: Final = tuple(kind.value for kind in Kind)
_PHASE_DOING: Final = {
    Phase.CHOOSING: "chooses an action",
    Phase.LAYING: "lays the tile",
    Phase.ENTERING: "puts hunters into play",
    Phase.BUILDING: "places tipis or canoes",
    Phase.GATHERING: "chooses where to gather",
    Phase.CALLING: "calls hunters",
    Phase.MOVING: "moves hunters",
    Phase.GAINING: "takes an animal",
    Phase.PAYING: "pays",
    Phase.CAPPING: "trades a surplus",
}


# -- the landscape's geometry ------------------------------------------------------------------


def _centre(q: int, r: int) -> tuple[float, float]:
    """A place's centre, in units of the radius, the totem's row at 0."""
    return _ROOT3 * (q + r / 2), 1.5 * r


_XS: Final = tuple(_centre(q, r)[0] for q, r in PLACES)
_YS: Final = tuple(_centre(q, r)[1] for q, r in PLACES)
#: The landscape's size: every place with a margin.
MAP_WIDTH: Final = (max(_XS) - min(_XS) + _ROOT3) * RADIUS
MAP_HEIGHT: Final = (max(_YS) - min(_YS) + 2) * RADIUS
_LEFT: Final = (WIDTH - MAP_WIDTH) / 2 + (_ROOT3 / 2 - min(_XS)) * RADIUS
_TOP_OFFSET: Final = (1 - min(_YS)) * RADIUS


def _corner(c: int, radius: float) -> tuple[float, float]:
    """Corner ``c`` of a hexagon centred on 0 (between edges ``c`` and ``c + 1``, BIS-1)."""
    angle = math.radians(-60 * c - 30)
    return radius * math.cos(angle), radius * math.sin(angle)


def _edge_middle(e: int, radius: float) -> tuple[float, float]:
    """The middle of edge ``e`` (0 east, then anticlockwise)."""
    angle = math.radians(-60 * e)
    inner = radius * _ROOT3 / 2
    return inner * math.cos(angle), inner * math.sin(angle)


def _points(points: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{number(x)},{number(y)}" for x, y in points)


#: The hand's small tile.
_HAND_RADIUS: Final = 13.0


def _clip(radius: float) -> str:
    """The clip path of a tile's ground at ``radius``."""
    points = _points([_corner(c, radius) for c in range(6)])
    return f'<clipPath id="bison-clip-{int(radius)}"><polygon points="{points}"/></clipPath>'


_DEFS: Final = (
    "<defs>"
    '<pattern id="bison-prairie" width="12" height="10" patternUnits="userSpaceOnUse">'
    f'<rect width="12" height="10" fill="{_PRAIRIE}"/>'
    f'<path d="M3 8 L2 5 M4 8 L5 5" stroke="{_PRAIRIE_MARK}" stroke-width="0.8" fill="none"/>'
    "</pattern>"
    '<pattern id="bison-mountain" width="12" height="10" patternUnits="userSpaceOnUse">'
    f'<rect width="12" height="10" fill="{_MOUNTAIN}"/>'
    f'<path d="M2 8 L6 3 L10 8" stroke="{_MOUNTAIN_MARK}" stroke-width="0.8" fill="none"/>'
    "</pattern>"
    f"{_clip(RADIUS)}{_clip(_HAND_RADIUS)}"
    "</defs>"
)


class _Shape:
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
        a, b = _corner(start, 1), _corner(end, 1)
        # A quadratic curve through the middle halfway: its control point.
        self.control = (2 * middle[0] - (a[0] + b[0]) / 2, 2 * middle[1] - (a[1] + b[1]) / 2)
        self.ends = (a, b)
        self.prairie = [_corner(c % 6, 1) for c in range(start, start + 1 + (end - start) % 6)]
        self.mountain = [_corner(c % 6, 1) for c in range(end, end + 1 + (start - end) % 6)]
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
            (_corner(c, 0.64) for c in range(6)),
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
def _shape(edges: tuple[Terrain, ...], animals: tuple[int, int, int], radius: float) -> _Shape:
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
        points=_points([_corner(c, radius) for c in range(6)]),
        fill="none",
        stroke=INK,
        stroke_width="1",
    )
    number_at = (layout.number_at[0] * radius, layout.number_at[1] * radius)
    return _Shape(fields, ground, anchors, "".join(pips), outline, number_at)


_SPREAD: Final = ((), (0.0,), (-0.5, 0.5), (-1.0, 0.0, 1.0))


def _on_curve(a: Point, control: Point, b: Point, t: float) -> Point:
    """The point at ``t`` of the quadratic curve from ``a`` to ``b``."""
    s = 1 - t
    return (
        s * s * a[0] + 2 * s * t * control[0] + t * t * b[0],
        s * s * a[1] + 2 * s * t * control[1] + t * t * b[1],
    )


def _place_centre(place: int, top: float) -> tuple[float, float]:
    """The centre of ``place`` (1 to 27) in the picture, the landscape's top at ``top``."""
    return _LEFT + _XS[place - 1] * RADIUS, top + _TOP_OFFSET + _YS[place - 1] * RADIUS


# -- pieces -------------------------------------------------------------------------------------


def _in_seat_colour(
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


def _hunters(x: float, y: float, seat: int, text: str) -> str:
    """A hunter cube centred on ``(x, y)``, ``text`` on it."""
    width = 9 + 6.5 * len(text)
    return _in_seat_colour(
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


def _tipi(x: float, y: float, seat: int, text: str, *, faded: bool = False) -> str:
    """A tipi (a tent: a triangle) centred on ``(x, y)``, ``text`` at its foot."""
    half = 4 + 3.5 * len(text)
    points = _points([(x, y - 11), (x + half + 4, y + 8), (x - half - 4, y + 8)])
    return _in_seat_colour("polygon", seat, text, x, y + 6, faded=faded, points=points)


def _canoe(x: float, y: float, seat: int, text: str, *, faded: bool = False) -> str:
    """A canoe (a boat, pointed at both ends) centred on ``(x, y)``, ``text`` on it."""
    half = 9 + 3.5 * len(text)
    d = (
        f"M{number(x - half)},{number(y - 6)} L{number(x + half)},{number(y - 6)} "
        f"Q{number(x + half * 0.6)},{number(y + 8)} {number(x)},{number(y + 8)} "
        f"Q{number(x - half * 0.6)},{number(y + 8)} {number(x - half)},{number(y - 6)}Z"
    )
    return _in_seat_colour("path", seat, text, x, y + 4, faded=faded, d=d)


def _piece_words(seat: int, hunters: int, size: int, terrain: Terrain) -> str:
    words = []
    if hunters:
        words.append(counted(hunters, "hunters"))
    if size:
        piece = "canoe" if terrain is Terrain.RIVER else "tipi"
        words.append(f"a {piece} of {counted(size, 'diamonds')}")
    return f"{SEAT_NAMES[seat]}: " + " and ".join(words)


# -- what the last action changed and where the legal actions go --------------------------------

# Keys of places in the picture: ("place", n), ("field", f), ("marker", seat, kind),
# ("reserve" or "market", seat, piece, size), ("track", seat, animal), ("hand", seat).
Key = tuple[object, ...]


def _previous_actor(view: BisonView) -> int | None:
    """The seat whose turn has just ended (by a payment or an animal taken), if the view tells it."""
    phase, seats = view.phase, view.seats
    if phase is Phase.CHOOSING and view.turn > 0:
        return (view.first + view.turn - 1) % seats
    if phase in (Phase.CAPPING, Phase.OVER) and view.turn == 4 * seats:
        return (view.first + view.turn - 1) % seats
    if phase is Phase.DRAWING and view.season > 1 and not any(view.holding):
        # A new season: the totem has passed on from the seat before the first.
        return (view.first - 1 + 4 * seats - 1) % seats
    return None


def _changed(view: BisonView, last: Action) -> tuple[list[Key], str]:
    """What ``last`` changed that the view shows, and how the picture names it.

    A draw names no tile: another seat's is hidden, and the seat's own shows in its hand.
    """
    seat = view.to_move if isinstance(view.to_move, int) else None
    if isinstance(last, Draw):
        held = sum(view.holding)
        if not held:
            return [], "a tile drawn"
        drawer = (view.first + held - 1) % view.seats
        return [("hand", drawer)], f"{SEAT_NAMES[drawer]} drew a tile"
    text = str(last)
    keys: list[Key] = []
    if isinstance(last, Choose):
        keys.append(("marker", view.acting_seat, last.kind))
    elif isinstance(last, Lay):
        keys.append(("place", last.place))
    elif isinstance(last, Enter | Build | Gather):
        keys.append(("field", _field(last.field)))
    elif isinstance(last, Call):
        keys.append(("field", _field(last.field)))
        if view.pending is not None and view.pending.target >= 0:
            keys.append(("field", view.pending.target))
    elif isinstance(last, Move):
        keys += [("field", _field(last.origin)), ("field", _field(last.to))]
    elif isinstance(last, Gain | Pay):
        actor = view.acting_seat if view.phase is Phase.PAYING else _previous_actor(view)
        if actor is not None:
            if isinstance(last, Gain):
                keys.append(("track", actor, last.animal))
            else:
                keys += [("track", actor, a) for a, n in zip(ANIMALS, last.animals, strict=True) if n]
    elif isinstance(last, Buy | Exchange) and view.phase is not Phase.CAPPING and seat is not None:
        # A trade leaves the turn where it was, so the trader decides still.
        if isinstance(last, Buy):
            keys += [("track", seat, a) for a in ANIMALS]
            keys.append(("reserve", seat, last.piece, last.size))
        else:
            keys += [("track", seat, last.give), ("track", seat, last.get)]
    return [key for key in keys if key[1] is not None], text


def _field(name: str) -> int | None:
    try:
        return parse_field(name)
    except ValueError:
        return None


def _target(view: BisonView, action: Action) -> Key | None:
    """Where a legal action goes in the picture (``None``: nowhere, like ``done`` or ``pay``)."""
    seat = view.to_move if isinstance(view.to_move, int) else -1
    if isinstance(action, Choose):
        return ("marker", seat, action.kind)
    if isinstance(action, Lay):
        return ("place", action.place)
    if isinstance(action, Enter | Build | Gather | Call):
        return ("field", _field(action.field))
    if isinstance(action, Move):
        return ("field", _field(action.to))
    if isinstance(action, Buy):
        return ("market", seat, action.piece, action.size)
    if isinstance(action, Gain):
        return ("track", seat, action.animal)
    return None


# -- the picture ------------------------------------------------------------------------------------


class _Marks:
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
            )
        return out


#: No marks at all: for measuring a row before it is drawn.
_NO_MARKS: Final = _Marks((), {})


def draw(
    view: BisonView, seat: int | None, *, last: Action | None = None, legal: Sequence[Action] = ()
) -> str:
    """``view`` (``seat``'s; ``None`` a spectator's) as an SVG picture: ``last`` outlined as far as the
    view shows it, the places of the ``legal`` actions dashed (see the module's docstring)."""
    board = view.board
    changed, last_text = _changed(view, last) if last is not None else ([], "")
    targets: dict[Key, list[str]] = {}
    for action in legal:
        key = _target(view, action)
        if key is not None and key[1] is not None and key[1] != -1:
            targets.setdefault(key, []).append(str(action))
    marks = _Marks(changed, targets)

    parts: list[str] = [_DEFS]
    header, top = _header(view, seat, last_text)
    parts.extend(header)
    parts.extend(_landscape(view, board, top, marks))
    y = top + MAP_HEIGHT + 6
    for each in range(view.seats):
        drawn, y = _panel(view, each, y, marks)
        parts.extend(drawn)
    picture = Picture(WIDTH, y + 4, _title(view, seat), description=_description(view))
    picture.add(element("rect", width=WIDTH, height=number(y + 4), fill=PAPER))
    picture.extend(parts)
    return picture.to_svg()


def _who(seat: int | None) -> str:
    return "a spectator's view" if seat is None else f"{SEAT_NAMES[seat]}'s view (seat {seat})"


def _now(view: BisonView) -> str:
    """What happens next, in words."""
    phase = view.phase
    if phase is Phase.OVER:
        return "the game is over"
    if phase is Phase.DRAWING:
        drawer = (view.first + sum(view.holding)) % view.seats
        return f"{SEAT_NAMES[drawer]} draws a tile"
    if phase is Phase.CAPPING and view.scoring is not None:
        scoring = view.scoring
        regions = f"scoring: {len(scoring.scored)} of {len(scoring.regions)} regions scored"
        if scoring.queue:
            return f"{SEAT_NAMES[scoring.queue[0]]} trades a surplus ({regions})"
        return regions
    acting = SEAT_NAMES[view.acting_seat]
    return f"{acting} {_PHASE_DOING.get(phase, phase.value)} (action {view.round + 1} of 4)"


def _under_way(view: BisonView) -> str:
    """The action under way, in words."""
    pending = view.pending
    if pending is None:
        return ""
    parts = [f"{pending.kind.title_in(view.options.variant)}"]
    if pending.hunters:
        parts.append(f"{counted(pending.hunters, 'hunters')} used")
    if pending.place:
        parts.append(f"tile on place {pending.place}")
    if pending.target >= 0:
        parts.append(f"gathering on {FIELD_NAMES[pending.target]}")
    if pending.arrived:
        arrived = {field: pending.arrived.count(field) for field in sorted(pending.arrived)}
        parts.append(
            "arrived on " + " ".join(FIELD_NAMES[f] + (f" ×{n}" if n > 1 else "") for f, n in arrived.items())
        )
    return ", ".join(parts)


def _title(view: BisonView, seat: int | None) -> str:
    return (
        f"Bison: Thunder on the Prairie, {view.seats} players, {_who(seat)}: season {view.season} of "
        f"{SEASONS[view.seats]}, {_now(view)}"
    )


def _description(view: BisonView) -> str:
    scores = ", ".join(f"{SEAT_NAMES[s]} {view.supplies[s].total}" for s in range(view.seats))
    return f"Animals on the tracks: {scores}. {len(view.laid)} landscape tiles laid."


def _header(view: BisonView, seat: int | None, last_text: str) -> tuple[list[str], float]:
    """The header lines, and where the landscape starts below them."""
    parts = [
        label(
            10,
            19,
            f"Bison · season {view.season} of {SEASONS[view.seats]} · {variant_name(view.options.variant)}",
            size=14,
            anchor="start",
            font_weight="bold",
            fill=INK,
        ),
        label(WIDTH - 10, 19, _who(seat), size=12, anchor="end", fill=_MUTED),
        label(10, 37, f"now: {_now(view)}", size=12, anchor="start", fill=INK),
    ]
    y = 37.0
    under_way = _under_way(view)
    if under_way:
        y += 16
        parts.append(label(10, y, _shorten(under_way, 74), size=12, anchor="start", fill=INK))
    if last_text:
        y += 16
        parts.append(
            label(10, y, f"last: {last_text}", size=12, anchor="start", fill=INK)
            + element("rect", x=3, y=number(y - 10), width=3, height=12, fill=HIGHLIGHT)
        )
    return parts, y + 4


def _shorten(text: str, most: int) -> str:
    return text if len(text) <= most else text[: most - 1] + "…"


def _landscape(view: BisonView, board: Board, top: float, marks: _Marks) -> list[str]:
    """Every place: laid tiles with their fields, animals and pieces, empty places as pale hexagons.

    In layers, so nothing of one tile hides another's: the ground of every place, then the
    numbers and pieces, then the outlines of the last action and the targets.
    """
    grounds: list[str] = []
    tops: list[str] = []
    # Each place's outlines, in its own translated group when it has any.
    outlines: list[str] = []
    laid = {place: (tile, rotation) for place, tile, rotation in view.laid}
    tiles = board.tiles
    for place in range(1, len(PLACES) + 1):
        x, y = _place_centre(place, top)
        at = f'<g transform="translate({number(x)},{number(y)})">'
        if place not in laid:
            grounds.append(
                at
                + titled(
                    element(
                        "polygon",
                        points=_hexagon_points(RADIUS - 1),
                        fill=_EMPTY,
                        stroke=_EMPTY_LINE,
                        stroke_width="1",
                    )
                    + label(0, 4, place, size=11, fill=_MUTED),
                    f"place {place}: empty",
                )
                + "</g>"
            )
            outlines.append(
                _at(at, marks.around(("place", place), "polygon", points=_hexagon_points(RADIUS - 4)))
            )
            continue
        tile, rotation = laid[place]
        shape = _shape(board.edges[place - 1], tiles[tile].animals, RADIUS)
        fields = []
        pieces = []
        marked = []
        for terrain in (Terrain.PRAIRIE, Terrain.MOUNTAIN, Terrain.RIVER):
            field = 3 * (place - 1) + terrain
            ax, ay = shape.anchors[terrain]
            fields.append(titled(shape.fields[terrain], _field_words(board, field, terrain)))
            pieces.append(_pieces(view, field, terrain, ax, ay))
            marked.append(marks.around(("field", field), "circle", cx=number(ax), cy=number(ay), r="19"))
        grounds.append(
            at
            + titled(
                f'<g clip-path="url(#bison-clip-{int(RADIUS)})">{"".join(fields)}</g>'
                + shape.pips
                + shape.outline,
                f"place {place}: tile {tile} ({tiles[tile]}), turned {rotation}",
            )
            + "</g>"
        )
        number_label = label(
            shape.number_at[0],
            shape.number_at[1] + 4,
            place,
            size=11,
            fill=INK,
            font_weight="bold",
            stroke=PAPER,
            stroke_width="3",
            paint_order="stroke",
        )
        tops.append(at + number_label + "".join(pieces) + "</g>")
        marked.append(marks.around(("place", place), "polygon", points=_hexagon_points(RADIUS - 3)))
        outlines.append(_at(at, "".join(marked)))
    return [*grounds, _totem(top), *tops, *(outline for outline in outlines if outline)]


def _at(opening: str, content: str) -> str:
    """``content`` in the group ``opening`` starts, or nothing when there is no content."""
    return f"{opening}{content}</g>" if content else ""


@functools.lru_cache(maxsize=8)
def _hexagon_points(radius: float) -> str:
    return _points([_corner(c, radius) for c in range(6)])


def _field_words(board: Board, field: int, terrain: Terrain) -> str:
    """A field named in words: its name, terrain and animals."""
    return f"{FIELD_NAMES[field]}: {terrain.name.lower()}, {counted(board.animals[field], terrain.animal)}"


def _pieces(view: BisonView, field: int, terrain: Terrain, x: float, y: float) -> str:
    """The pieces on ``field``, centred on ``(x, y)``: the owner's letter always on them."""
    owner = view.owner[field]
    hunters, size = view.hunters[field], view.pieces[field]
    if owner < 0 or not (hunters or size):
        return ""
    letter = LETTERS[owner]
    piece = _canoe if terrain is Terrain.RIVER else _tipi
    if hunters and size:
        content = _hunters(x - 11, y, owner, f"{letter}{hunters}") + piece(x + 11, y, owner, str(size))
    elif hunters:
        content = _hunters(x, y, owner, f"{letter}{hunters}")
    else:
        content = piece(x, y, owner, f"{letter}{size}")
    return titled(content, f"{FIELD_NAMES[field]}: " + _piece_words(owner, hunters, size, terrain))


def _totem(top: float) -> str:
    """The totem symbol where the three starting tiles meet (BIS-3)."""
    xs = [_place_centre(p, top)[0] for p in (1, 2, 3)]
    ys = [_place_centre(p, top)[1] for p in (1, 2, 3)]
    x, y = sum(xs) / 3, sum(ys) / 3
    return titled(
        element("circle", cx=number(x), cy=number(y), r="5", fill=INK, stroke=PAPER, stroke_width="1.5"),
        "the totem symbol, where the three starting tiles meet",
    )


# -- the seats' panels --------------------------------------------------------------------------------

_FOOD_X: Final = (106.0, 170.0, 238.0)
_FOOD_WIDTH: Final = (62.0, 66.0, 72.0)
_MARKER_X: Final = 30.0
_MARKER_WIDTH: Final = 46.0


def _panel(view: BisonView, seat: int, y: float, marks: _Marks) -> tuple[list[str], float]:
    """One seat's tracks, markers, hand, reserve and market; returns the parts and the next top."""
    took = tuple((result.season, sum(result.took(seat))) for result in view.results)
    public = (seat, view.supplies[seat], seat == view.first, view.to_move == seat, took, view.options.variant)
    body = _panel_body(*public, marks) if seat in marks.seats else _quiet_panel(*public)
    drawn = f'<g transform="translate(0,{number(y)})">{body}{_hand(view, seat, 38, marks)}</g>'
    return [drawn], y + _PANEL_HEIGHT


#: The height of a seat's panel.
_PANEL_HEIGHT: Final = 74.0


# Keyed by public data alone (a seat's tracks, pieces and markers): the hand is drawn apart.
@functools.lru_cache(maxsize=2048)
def _quiet_panel(
    seat: int, supply: Supply, first: bool, deciding: bool, took: tuple[tuple[int, int], ...], variant: int
) -> str:
    """A seat's panel with no marks, as :func:`_panel_body` draws it."""
    return _panel_body(seat, supply, first, deciding, took, variant, _NO_MARKS)


def _panel_body(
    seat: int,
    supply: Supply,
    first: bool,
    deciding: bool,
    took: tuple[tuple[int, int], ...],
    variant: int,
    marks: _Marks,
) -> str:
    """A seat's panel from its top at 0 (the hand apart): ``took`` holds each scored season and
    what the seat took then."""
    y = 0.0
    parts = [
        element("line", x1=8, y1=number(y), x2=WIDTH - 8, y2=number(y), stroke=_EMPTY_LINE, stroke_width="1")
    ]
    line = y + 18
    name = SEAT_NAMES[seat]
    badge = _in_seat_colour(
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
                    fill=_MUTED,
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
            fill=_USED if used else PAPER,
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
    parts.append(label(14, line, "reserve", size=11, anchor="start", fill=_MUTED))
    parts.append(
        titled(
            reserve or label(66, line, "none", size=11, anchor="start", fill=_MUTED),
            f"{SEAT_NAMES[seat]}'s reserve: {_stock(supply.hunters, supply.tipis, supply.canoes)}",
        )
    )
    stock = (supply.market_hunters, supply.market_tipis, supply.market_canoes)
    # The market lines up at the middle, unless a full reserve pushes it on.
    _, market_width = _stock_glyphs(seat, *stock, 0, line, _NO_MARKS, "market")
    x = min(max(66 + width + 10, 246.0), WIDTH - 10 - market_width - 44)
    market, _ = _stock_glyphs(seat, *stock, x + 44, line, marks, "market")
    parts.append(label(x, line, "market", size=11, anchor="start", fill=_MUTED))
    parts.append(
        titled(
            market or label(x + 44, line, "empty", size=11, anchor="start", fill=_MUTED),
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
    marks: _Marks,
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
        out.append(_hunters(x + 9, y, seat, str(hunters)))
        out.append(_box(marks, (where, seat, "hunter", 1), x - 1, line - 15, 20, 22))
        x += 26
    for piece, sizes, step in (("tipi", tipis, 23.0), ("canoe", canoes, 25.0)):
        for size in sizes:
            glyph = _tipi if piece == "tipi" else _canoe
            out.append(glyph(x + step / 2, y, seat, str(size), faded=faded))
            out.append(_box(marks, (where, seat, piece, size), x, line - 17, step, 24))
            x += step
    return "".join(out), x - start


def _box(marks: _Marks, key: Key, x: float, y: float, width: float, height: float, *, rx: float = 3) -> str:
    """``marks`` of ``key`` as a box with corners rounded by ``rx``."""
    return marks.around(
        key, "rect", x=number(x), y=number(y), width=number(width), height=number(height), rx=number(rx)
    )


def _stock(hunters: int, tipis: tuple[int, ...], canoes: tuple[int, ...]) -> str:
    def sizes(values: tuple[int, ...]) -> str:
        return " ".join(map(str, values)) if values else "none"

    return f"{counted(hunters, 'hunters')}, tipis {sizes(tipis)}, canoes {sizes(canoes)}"


def _hand(view: BisonView, seat: int, line: float, marks: _Marks) -> str:
    """The tile ``seat`` holds: face up for its own seat, a back with ``?`` for the others."""
    held = view.hand_of(seat)
    x, y = WIDTH - 64.0, line - 4
    if held is None:
        return ""
    radius = _HAND_RADIUS
    if isinstance(held, int):
        tiles = view.options.tile_set()
        shape = _shape(tiles[held].edges, tiles[held].animals, radius)
        drawn = (
            f'<g transform="translate({number(x)},{number(y)})">{shape.ground}{shape.outline}</g>'
            + label(x + 18, line, f"tile {held}", size=11, anchor="start", fill=INK)
        )
        words = f"{SEAT_NAMES[seat]}'s tile in hand: tile {held} ({tiles[held]})"
    else:
        drawn = (
            element(
                "polygon",
                points=_points([(x + cx, y + cy) for cx, cy in (_corner(c, radius) for c in range(6))]),
                fill="#8C8C8C",
                stroke=INK,
                stroke_width="1",
            )
            + label(x, y + 4, "?", size=12, fill=PAPER, font_weight="bold")
            + label(x + 18, line, "in hand", size=11, anchor="start", fill=_MUTED)
        )
        words = f"{SEAT_NAMES[seat]} holds a tile, face down"
    return titled(drawn, words) + marks.around(("hand", seat), "circle", cx=number(x), cy=number(y), r="17")
