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

This module draws the whole and the first two parts; the panels are
:mod:`tablerules.bison.svg_panels`'s, and the shapes both draw with (the
colours, a tile's fields, the pieces, the marks) :mod:`tablerules.bison.svg_shapes`'s.

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
from tablerules.bison.components import ANIMALS, SEASONS, SEAT_NAMES, Terrain, counted
from tablerules.bison.phase import Phase
from tablerules.bison.picture import variant_name
from tablerules.bison.svg_panels import panel
from tablerules.bison.svg_shapes import (
    DEFS,
    EMPTY,
    EMPTY_LINE,
    LETTERS,
    MUTED,
    RADIUS,
    SEAT_FILLS,
    WIDTH,
    Key,
    Marks,
    canoe_glyph,
    corner,
    hunter_glyph,
    point_list,
    tile_shape,
    tipi_glyph,
)
from tablerules.bison.view import BisonView
from tablerules.core.game import Action
from tablerules.core.svg import (
    HIGHLIGHT,
    INK,
    PAPER,
    Picture,
    element,
    label,
    number,
    titled,
)

__all__ = ["LETTERS", "MAP_HEIGHT", "MAP_WIDTH", "RADIUS", "SEAT_FILLS", "WIDTH", "draw"]

_ROOT3: Final = math.sqrt(3)

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


def _place_centre(place: int, top: float) -> tuple[float, float]:
    """The centre of ``place`` (1 to 27) in the picture, the landscape's top at ``top``."""
    return _LEFT + _XS[place - 1] * RADIUS, top + _TOP_OFFSET + _YS[place - 1] * RADIUS


def _piece_words(seat: int, hunters: int, size: int, terrain: Terrain) -> str:
    words = []
    if hunters:
        words.append(counted(hunters, "hunters"))
    if size:
        piece = "canoe" if terrain is Terrain.RIVER else "tipi"
        words.append(f"a {piece} of {counted(size, 'diamonds')}")
    return f"{SEAT_NAMES[seat]}: " + " and ".join(words)


# -- what the last action changed and where the legal actions go --------------------------------


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
    marks = Marks(changed, targets)

    parts: list[str] = [DEFS]
    header, top = _header(view, seat, last_text)
    parts.extend(header)
    parts.extend(_landscape(view, board, top, marks))
    y = top + MAP_HEIGHT + 6
    for each in range(view.seats):
        drawn, y = panel(view, each, y, marks)
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
        label(WIDTH - 10, 19, _who(seat), size=12, anchor="end", fill=MUTED),
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


def _landscape(view: BisonView, board: Board, top: float, marks: Marks) -> list[str]:
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
                        fill=EMPTY,
                        stroke=EMPTY_LINE,
                        stroke_width="1",
                    )
                    + label(0, 4, place, size=11, fill=MUTED),
                    f"place {place}: empty",
                )
                + "</g>"
            )
            outlines.append(
                _at(at, marks.around(("place", place), "polygon", points=_hexagon_points(RADIUS - 4)))
            )
            continue
        tile, rotation = laid[place]
        shape = tile_shape(board.edges[place - 1], tiles[tile].animals, RADIUS)
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
    return point_list([corner(c, radius) for c in range(6)])


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
    piece = canoe_glyph if terrain is Terrain.RIVER else tipi_glyph
    if hunters and size:
        content = hunter_glyph(x - 11, y, owner, f"{letter}{hunters}") + piece(x + 11, y, owner, str(size))
    elif hunters:
        content = hunter_glyph(x, y, owner, f"{letter}{hunters}")
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
