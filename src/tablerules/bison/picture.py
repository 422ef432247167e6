"""The text picture of a Bison position (or of one seat's view of it).

The picture lists the table section by section, one line a thing, so that a
person can read it and :func:`tablerules.bison.position.from_text` can read
it back::

    Bison, 2 players, basic rules: season 1 of 6, totem yellow
    now: yellow chooses an action (action 1 of 4)
    landscape:
      1 tile 0 pppmmm 1 1 1 turned 0
      ...
    map:
            .   .   .
          .   .   4   .
        .   .   3   .   .
      .   .   2   1   .   .
        .   .   .   .   .
          .   .   .   .
    pieces:
      1r yellow hunters 2 canoe 1
      4m red tipi 2
    players:
      yellow food 10 10 10 reserve 4 tipis 1,2 canoes 1,2 market 4 tipis 1,2,3,4 canoes 1,2,3,4 ...
        ... markers - hand 7 ppmmmm 1 0 2   (one line)
      red ...
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, Protocol

from tablerules.bison.board import FIELD_NAMES, FIELDS, PLACES, Laid, Tile
from tablerules.bison.components import SEASONS, SEAT_NAMES, Kind
from tablerules.bison.options import Options
from tablerules.bison.phase import Phase
from tablerules.bison.scoring import SeasonScore
from tablerules.bison.supply import Supply

if TYPE_CHECKING:
    from tablerules.bison.progress import Pending, ScoringProgress

__all__ = ["KEY", "landscape_map", "picture", "variant_name"]


class Table(Protocol):
    """What a picture needs: a state or a view."""

    @property
    def options(self) -> Options: ...
    @property
    def seats(self) -> int: ...
    @property
    def season(self) -> int: ...
    @property
    def first(self) -> int: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def turn(self) -> int: ...
    @property
    def laid(self) -> tuple[Laid, ...]: ...
    @property
    def owner(self) -> tuple[int, ...]: ...
    @property
    def hunters(self) -> tuple[int, ...]: ...
    @property
    def pieces(self) -> tuple[int, ...]: ...
    @property
    def supplies(self) -> tuple[Supply, ...]: ...
    @property
    def pending(self) -> Pending | None: ...
    @property
    def scoring(self) -> ScoringProgress | None: ...
    @property
    def results(self) -> tuple[SeasonScore, ...]: ...

    def hand_of(self, seat: int) -> int | str | None: ...


def landscape_map(laid: set[int]) -> list[str]:
    """The 27 places drawn as hexes in rows: a laid place shows its number, an empty one a dot."""
    return list(_landscape_map(frozenset(laid)))


# The places laid are public, and a game lays them one by one: bounded all the same.
@functools.lru_cache(maxsize=1024)
def _landscape_map(laid: frozenset[int]) -> tuple[str, ...]:
    rows: dict[int, dict[int, int]] = {}
    for place, (q, r) in enumerate(PLACES, start=1):
        # Pointy-top hexes: each row is shifted half a hex from the one above.
        rows.setdefault(r, {})[2 * q + r] = place
    columns = [2 * q + r for q, r in PLACES]
    drawn = []
    for r in sorted(rows):
        line = ""
        for x in range(min(columns), max(columns) + 1):
            here = rows[r].get(x)
            line += "  " if here is None else f"{here:>2}" if here in laid else " ."
        drawn.append(line.rstrip())
    return tuple(drawn)


_KEY_TEXT: Final = """\
The first line: the player count, the rules, the season, and the totem,
which names the first player of the season.
now:        what happens next, and whose turn it is
landscape:  each tile laid: its place, its number, its text and its
            rotation. A tile's text is its six edges from the east
            anticlockwise (p prairie, m mountain), then the bison, salmon and
            turkeys it shows; "turned r" turns it r sixths clockwise
map:        the places of the landscape: a number where a tile lies, a dot
            for an empty place. The places are numbered so:
{places}
pieces:     what stands on each field, and whose it is: 14p is the prairie
            of place 14, 14r its river, 14m its mountain; "hunters 3" counts
            hunters, "tipi 2" and "canoe 2" give a piece's size in diamonds
players:    food: the bison, salmon and turkey tracks; reserve and market:
            hunters, then the sizes of the tipis and canoes; markers: the
            actions taken this season; hand: the tile drawn (? when it is
            hidden from you); - is none
action:     the action under way: its hunters so far (they set its cost),
            the place of the tile laid, the field gathered on (target), the
            fields reached (arrived) and the pieces changed (touched)
scoring:    while a season is scored, how many regions are done
season N scored: the bison/salmon/turkeys each player took that season
"""

# The map of a landscape with every place laid numbers them all, for a person
# who must find place 14 to lay a tile there.
#: How to read the picture, for a person: ``tablerules play``'s ``help`` shows it.
KEY: Final = _KEY_TEXT.format(
    places="\n".join(f"{' ' * 14}{row}" for row in landscape_map(set(range(1, len(PLACES) + 1))))
)


def _markers(used: int) -> str:
    """The action markers placed, as the picture writes them, from a seat's mask of them."""
    return ",".join(kind.value for kind in Kind if used & kind.bit) or "-"


#: ``_markers`` of every mask of the six markers, written once.
_MARKERS: Final = tuple(map(_markers, range(1 << len(Kind))))


def variant_name(variant: int) -> str:
    """``"basic rules"``, ``"variant 1"`` or ``"variant 2"``."""
    return "basic rules" if variant == 0 else f"variant {variant}"


def _hand(hand: int | str | None, tiles: Sequence[Tile]) -> str:
    """A seat's tile in hand: ``-`` for none, ``?`` for one hidden from the viewer, else its number
    and its fields and animals, as the landscape lines write a laid tile: the player deciding
    where to lay it sees what it is."""
    if hand is None:
        return "-"
    if isinstance(hand, str):
        return hand
    return f"{hand} {tiles[hand]}"


def _sizes(sizes: tuple[int, ...]) -> str:
    return ",".join(map(str, sizes)) or "-"


def _now(table: Table) -> str:
    """What happens next: the step's name first (``from_text`` reads it), then who and which action."""
    phase = table.phase
    if phase is Phase.OVER:
        return str(phase.value)
    if phase is Phase.DRAWING:
        drawn = sum(table.hand_of(seat) is not None for seat in range(table.seats))
        return f"{phase.value}, for {SEAT_NAMES[(table.first + drawn) % table.seats]}"
    if phase is Phase.CAPPING and table.scoring is not None:
        return f"{phase.value}, {SEAT_NAMES[table.scoring.queue[0]]}"
    seat = (table.first + table.turn) % table.seats
    which = f"action {table.turn // table.seats + 1} of 4"
    if table.pending is not None:
        which = f"{table.pending.kind.value}, {which}"
    return f"{phase.value}, {SEAT_NAMES[seat]} ({which})"


def picture(table: Table) -> str:
    """The position as text, one section after another."""
    options = table.options
    tiles = options.tile_set()
    lines = [
        f"Bison, {table.seats} players, {variant_name(options.variant)}: season {table.season} of "
        f"{SEASONS[table.seats]}, totem {SEAT_NAMES[table.first]}",
        f"now: {_now(table)}",
        "landscape:",
    ]
    for place, tile, rotation in table.laid:
        lines.append(f"  {place} tile {tile} {tiles[tile]} turned {rotation}")
    lines.append("map:")
    lines.extend(f"  {row}" for row in _landscape_map(frozenset(place for place, _, _ in table.laid)))
    lines.append("pieces:")
    for field in range(FIELDS):
        seat = table.owner[field]
        if seat < 0:
            continue
        line = f"  {FIELD_NAMES[field]} {SEAT_NAMES[seat]}"
        if table.hunters[field]:
            line += f" hunters {table.hunters[field]}"
        if table.pieces[field]:
            line += f" {'canoe' if field % 3 == 1 else 'tipi'} {table.pieces[field]}"
        lines.append(line)
    lines.append("players:")
    for seat, supply in enumerate(table.supplies):
        used = supply.used
        markers = _MARKERS[used] if 0 <= used < len(_MARKERS) else _markers(used)
        hand = table.hand_of(seat)
        lines.append(
            f"  {SEAT_NAMES[seat]} food {supply.food[0]} {supply.food[1]} {supply.food[2]}"
            f" reserve {supply.hunters} tipis {_sizes(supply.tipis)} canoes {_sizes(supply.canoes)}"
            f" market {supply.market_hunters} tipis {_sizes(supply.market_tipis)}"
            f" canoes {_sizes(supply.market_canoes)} markers {markers} hand {_hand(hand, tiles)}"
        )
    pending = table.pending
    if pending is not None:
        parts = [f"action: {pending.kind.value} hunters {pending.hunters}"]
        if pending.place:
            parts.append(f"place {pending.place}")
        if pending.target >= 0:
            parts.append(f"target {FIELD_NAMES[pending.target]}")
        if pending.arrived:
            parts.append("arrived " + ",".join(FIELD_NAMES[f] for f in pending.arrived))
        if pending.touched:
            parts.append("touched " + ",".join(FIELD_NAMES[f] for f in pending.touched))
        lines.append(" ".join(parts))
    if table.scoring is not None:
        scoring = table.scoring
        lines.append(f"scoring: {len(scoring.scored)} of {len(scoring.regions)} regions scored")
    for result in table.results:
        took = ", ".join(
            f"{SEAT_NAMES[seat]} {'/'.join(map(str, result.took(seat)))}" for seat in range(table.seats)
        )
        lines.append(f"season {result.season} scored: {took}")
    return "\n".join(lines)
