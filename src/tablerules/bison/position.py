"""Positions built by hand, for rule tests and examples, and read back from the text picture.

:func:`build` states a position in a few lines::

    state = build(
        players=2,
        tiles=[(4, 5, 0), (5, 9, 3)],           # (place, tile number, rotation) after the starting tiles
        pieces={"1p": "yellow 3", "4m": "red 1 tipi 2", "1r": "yellow canoe 1"},
        food={"red": (4, 0, 2)},
        to_move="yellow",
    )

Whatever is not given takes its value at the start of a game: 10 animals a
track, pieces in the reserve and the market as at setup, the pieces on the
landscape taken first from the reserve, then from the market. :func:`from_text`
reads the picture that ``str(state)`` prints.

``turn`` says how far the season is, as ``BisonState.turn`` counts it, and
places the markers it implies; ``turn=-1`` is the season's last action::

    state = build(2, tiles=[(4, 5, 0)], pieces={"4p": "red 1"}, turn=-1,
                  phase=Phase.MOVING, pending="move1 hunters 1 arrived 4p")
    # "done" ends the action (1 hunter costs nothing), and the season is scored.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Final

from tablerules.bison.board import FIELD_NAMES, FIELDS, PLACES, Board, Laid, parse_field, start_layout
from tablerules.bison.components import (
    FOOD_CAP,
    HUNTERS,
    MAX_HUNTERS,
    SEASONS,
    SEAT_NAMES,
    START_TILES,
    Kind,
    Terrain,
    cost,
    counted,
)
from tablerules.bison.options import Options, check_options
from tablerules.bison.phase import Phase
from tablerules.bison.progress import Pending, ScoringProgress
from tablerules.bison.scoring import score_region
from tablerules.bison.state import BisonState
from tablerules.bison.stated_supply import stated_supply
from tablerules.bison.supply import Food, Supply
from tablerules.core.positions import deep_values_refused, per_seat, picture_lines, whole
from tablerules.core.positions import seat as seat_named
from tablerules.core.words import shown

__all__ = ["build", "from_text"]

#: "Each season, you may choose 4 of the 6 different actions."
_ACTIONS: Final = 4

_PIECE_TEXT: Final = re.compile(
    r"\s*(?P<seat>[a-z]+|[0-3])(?:\s+(?:hunters\s+)?(?P<hunters>[0-9]{1,2}))?"
    r"(?:\s+(?P<piece>tipi|canoe)\s+(?P<size>[1-4]))?\s*",
    re.ASCII,
)


def _seat(value: object, players: int) -> int:
    """A seat given as its number or its colour."""
    return seat_named(value, players, names=SEAT_NAMES)


def _piece_entry(field: int, value: object, players: int) -> tuple[int, int, int]:
    """``(seat, hunters, size)`` from ``"yellow 3"``, ``"red 1 tipi 2"``, ``"yellow canoe 1"`` or a tuple."""
    if isinstance(value, str):
        match = _PIECE_TEXT.fullmatch(value.lower())
        if match is None:
            raise ValueError(
                f"pieces on {FIELD_NAMES[field]}: expected like 'yellow 3' or 'red 1 tipi 2', not {value!r}"
            )
        seat = _seat(int(match["seat"]) if match["seat"].isdigit() else match["seat"], players)
        hunters = int(match["hunters"] or 0)
        size = int(match["size"] or 0)
        if match["piece"] and (match["piece"] == "canoe") != (field % 3 == Terrain.RIVER):
            raise ValueError(f"{FIELD_NAMES[field]}: tipis stand on prairies and mountains, canoes on rivers")
    elif isinstance(value, tuple) and len(value) == 3:
        seat = _seat(value[0], players)
        hunters = whole("hunters", value[1], 0, HUNTERS)
        size = whole("size", value[2], 0, 4)
    else:
        raise ValueError(
            f"pieces on {FIELD_NAMES[field]} are like 'yellow 3' or (seat, hunters, size), not {value!r}"
        )
    if not hunters and not size:
        raise ValueError(f"{FIELD_NAMES[field]}: a field listed holds at least a hunter or a tipi or canoe")
    return seat, hunters, size


@deep_values_refused
def build(
    players: int = 2,
    *,
    options: Options | None = None,
    tiles: Iterable[Laid] = (),
    pieces: Mapping[str, object] | None = None,
    food: object = None,
    reserve: object = None,
    market: object = None,
    markers: object = None,
    hands: object = None,
    season: int = 1,
    first: object = 0,
    to_move: object = None,
    turn: int | None = None,
    phase: Phase = Phase.CHOOSING,
    pending: Pending | str | None = None,
    scored: int = 0,
) -> BisonState:
    """A position stated by hand; raises ``ValueError`` naming what does not add up.

    ``tiles`` are laid after the starting tiles, as ``(place, tile number,
    rotation)``. ``pieces`` maps fields to ``"seat hunters [tipi|canoe
    size]"`` texts (``"red 2 tipi 3"``) or ``(seat, hunters, size)``.
    ``food``, ``reserve``, ``market``, ``markers`` and ``hands`` are given per
    seat, as a mapping by seat or colour or one value a seat: ``food`` as
    ``(bison, salmon, turkeys)``; ``reserve`` and ``market`` as ``(hunters,
    tipi sizes, canoe sizes)``; ``markers`` as the action names used this
    season (``("tile", "move1")``); ``hands`` as the tile number drawn or
    ``None``. By default a seat whose tile marker is free holds the
    lowest-numbered tile still unseen. ``to_move`` is the seat whose action
    it is (by default ``first``); the round follows from its markers.

    ``turn`` states instead how many actions were carried out this season
    (``BisonState.turn``: seat ``(first + turn) % players`` acts), counted
    from the end where it is negative as an index is: ``turn=-1`` is the
    season's last action. The seat to act follows from it, and each seat
    whose ``markers`` are not given has placed as many as the turn says:
    the action under way first, then the tile, then the others in the order
    of :class:`~tablerules.bison.components.Kind`.

    ``phase`` and ``pending`` state an action under way, ``pending`` as a
    :class:`~tablerules.bison.progress.Pending` or as the picture writes it
    (``"move1 hunters 1 arrived 4p"``); in :attr:`Phase.CAPPING`,
    ``scored`` regions are already scored.
    """
    options = Options() if options is None else options
    check_options(options)
    if type(players) is not int or players not in SEASONS:
        raise ValueError(f"Bison is played by 2, 3 or 4 players, not {players!r}")
    season = whole("season", season, 1, SEASONS[players])
    first_seat = _seat(first, players)
    tile_set = options.tile_set()
    laid = list(start_layout(tile_set[:3]))
    board = Board.build(tile_set, laid)
    if type(phase) is not Phase:
        raise ValueError(f"phase is a Phase, like Phase.CHOOSING, not {shown(phase)}")
    if isinstance(pending, str):
        text, pending = pending, _pending_from_text(pending)
        if pending is None:
            raise ValueError(
                f"the action under way is a Pending of an action kind, not {text!r}: as text, "
                "it reads as the picture writes it, like 'move1 hunters 1 arrived 4p'"
            )
    if turn is not None:
        turn, to_move = _turn_given(turn, phase, players, first_seat, to_move)
    if not isinstance(tiles, Iterable) or isinstance(tiles, (str, bytes)):
        raise ValueError(f"tiles are (place, tile number, rotation) triples, not {shown(tiles)}")
    if pieces is not None and not isinstance(pieces, Mapping):
        raise ValueError(
            f"pieces are a mapping of fields to pieces, like {{'1p': 'yellow 3'}}, not {shown(pieces)}"
        )
    for entry in tiles:
        if not (isinstance(entry, tuple) and len(entry) == 3):
            raise ValueError(f"a tile is (place, tile number, rotation), not {entry!r}")
        place = whole("place", entry[0], 1, len(PLACES))
        tile = whole("tile number", entry[1], 3, len(tile_set) - 1)
        rotation = whole("rotation", entry[2], 0, 5)
        if not board.is_empty(place):
            raise ValueError(f"two tiles on place {place}")
        if not board.touches_landscape(place):
            raise ValueError(f"place {place} shares no edge with the tiles laid before it")
        if any(tile == t for _, t, _ in laid):
            raise ValueError(f"tile {tile} is laid twice")
        laid.append((place, tile, rotation))
        board = board.with_tile(place, tile, rotation)

    owner, hunters, sizes = [-1] * FIELDS, [0] * FIELDS, [0] * FIELDS
    for name, value in (pieces or {}).items():
        field = parse_field(name)
        if not board.has_field(field):
            raise ValueError(f"no tile lies on place {field // 3 + 1}, so nothing stands on {name}")
        owner[field], hunters[field], sizes[field] = _piece_entry(field, value, players)

    supplies = []
    foods = per_seat("food", food, players, names=SEAT_NAMES)
    reserves = per_seat("reserve", reserve, players, names=SEAT_NAMES)
    markets = per_seat("market", market, players, names=SEAT_NAMES)
    used_markers = per_seat("markers", markers, players, names=SEAT_NAMES)
    if turn is not None:
        kind = pending.kind if isinstance(pending, Pending) and type(pending.kind) is Kind else None
        for seat in range(players):
            if seat not in used_markers:
                used_markers[seat] = _markers_at(seat, turn, players, first_seat, phase, kind)
    for seat in range(players):
        supplies.append(
            stated_supply(
                seat,
                owner,
                hunters,
                sizes,
                foods.get(seat),
                reserves.get(seat),
                markets.get(seat),
                used_markers.get(seat, ()),
            )
        )

    hands_given = per_seat("hands", hands, players, names=SEAT_NAMES)
    laid_tiles = {tile for _, tile, _ in laid}
    acting = first_seat if to_move is None else _seat(to_move, players)
    held: list[int | None] = [None] * players
    for seat, hand in hands_given.items():
        if hand is not None:
            hand = whole("hand", hand, 3, len(tile_set) - 1)
            if hand in laid_tiles or hand in held:
                raise ValueError(f"tile {hand} is laid or held already")
        held[seat] = hand
    unseen = [t for t in range(3, len(tile_set)) if t not in laid_tiles and t not in held]
    for seat in range(players):
        if seat in hands_given or phase in (Phase.DRAWING, Phase.CAPPING, Phase.OVER):
            continue
        # A seat holds its tile from the draw until it lays it.
        laying = phase is Phase.LAYING and seat == acting
        if not supplies[seat].has_used(Kind.TILE) or laying:
            if not unseen:
                raise ValueError("no tile is left for a seat that has not laid its tile")
            held[seat] = unseen.pop(0)
    for seat, supply in enumerate(supplies):
        # BIS-16: above 15 the surplus is lost at once, except while a season's scoring trades it.
        if supply.over_cap() and phase is not Phase.CAPPING:
            raise ValueError(
                f"{SEAT_NAMES[seat]} has more than {FOOD_CAP} of an animal, which only a season's "
                "scoring leaves to trade (phase=Phase.CAPPING)"
            )
    if phase is Phase.DRAWING:
        # "Starting with the first player and proceeding clockwise, each player draws a landscape tile."
        order = [(first_seat + i) % players for i in range(players)]
        drawn = sum(held[seat] is not None for seat in order)
        if drawn == players or any(held[seat] is None for seat in order[:drawn]):
            holding = ", ".join(SEAT_NAMES[seat] for seat in order if held[seat] is not None) or "nobody"
            raise ValueError(
                f"the seats draw in turn from {SEAT_NAMES[first_seat]} until each holds a tile, "
                f"so {holding} cannot be the seats holding one while tiles are drawn"
            )
    else:
        for seat in range(players):
            # "You must play your landscape tile during the season in which you drew it."
            holds = not supplies[seat].has_used(Kind.TILE) and phase not in (Phase.CAPPING, Phase.OVER)
            holds = holds or (phase is Phase.LAYING and seat == acting)
            if holds and held[seat] is None:
                raise ValueError(f"{SEAT_NAMES[seat]} has not laid this season's tile, so it holds one")
            if not holds and held[seat] is not None:
                raise ValueError(f"{SEAT_NAMES[seat]} holds no tile once this season's tile is laid")
    pile = tuple(t for t in range(3, len(tile_set)) if t not in laid_tiles and t not in held)
    draws_left = players * (SEASONS[players] - season)
    if phase is Phase.DRAWING:
        draws_left += players - sum(h is not None for h in held)
    if len(pile) < draws_left:
        raise ValueError(
            f"{len(pile)} tiles are left in the pile, too few for the {draws_left} draws to come"
        )

    counted_turn = _turn(phase, supplies, players, first_seat, to_move)
    if turn is not None and counted_turn != turn:
        raise ValueError(
            f"turn {turn} is action {turn // players + 1} of {_ACTIONS}, but the markers placed "
            f"make it action {counted_turn // players + 1}"
        )
    progress = None
    if phase is Phase.CAPPING:
        regions = board.regions()
        scored = whole("scored", scored, 0, len(regions))
        done = tuple(
            score_region(
                r, owner, hunters, sizes, board.animals, hunters_break_ties=options.hunters_break_ties
            )
            for r in regions[:scored]
        )
        queue = tuple(
            seat for seat in ((first_seat + i) % players for i in range(players)) if supplies[seat].over_cap()
        )
        if not queue:
            raise ValueError("a seat trades a surplus only when a track holds more than 15")
        progress = ScoringProgress(regions, done, queue)
    if phase in (Phase.DRAWING, Phase.CHOOSING, Phase.CAPPING, Phase.OVER) and pending is not None:
        raise ValueError(f"no action is under way while {phase.value}")
    if phase not in (Phase.DRAWING, Phase.CHOOSING, Phase.CAPPING, Phase.OVER) and pending is None:
        raise ValueError(f"{phase.value} needs the action under way: pass pending=Pending(...)")
    if pending is not None:
        _check_pending(pending, phase, board, supplies[acting])
    state = BisonState(
        options,
        players,
        season,
        first_seat,
        phase,
        counted_turn,
        tuple(laid),
        pile,
        tuple(held),
        tuple(owner),
        tuple(hunters),
        tuple(sizes),
        tuple(supplies),
        pending,
        progress,
        (),
        board,
    )
    if phase not in (Phase.OVER,) and not state.legal_actions():
        raise ValueError(f"nothing is legal in this position:\n{state}")
    return state


#: The actions whose own steps each phase is: the pending action must be one of them.
_KINDS_OF: Final = {
    Phase.LAYING: (Kind.TILE,),
    Phase.ENTERING: (Kind.TILE,),
    Phase.BUILDING: (Kind.TIPI, Kind.CANOE),
    Phase.GATHERING: (Kind.GATHER,),
    Phase.CALLING: (Kind.GATHER,),
    Phase.MOVING: (Kind.MOVE1, Kind.MOVE3),
}


def _check_pending(pending: object, phase: Phase, board: Board, supply: Supply) -> None:
    """The action under way fits the step, the landscape and the acting seat's markers.

    Its fields are what play can make of them: up to 5 hunters (the cost
    table ends there); a place only for the tile action once the tile lies,
    on a laid place beyond the starting tiles; a gathering field only for
    gathering, on the landscape, from the call of the first hunter on; the
    fields hunters reached, one a hunter, only for gathering and moving;
    the tipis or canoes changed only for building. A seat gains an animal
    when no hunter took part, and pays when the cost table asks something.
    """
    if not isinstance(pending, Pending) or type(pending.kind) is not Kind:
        raise ValueError(f"the action under way is a Pending of an action kind, not {pending!r}")
    kind = pending.kind
    if kind not in _KINDS_OF.get(phase, tuple(Kind)):
        raise ValueError(f"{phase.value} is no step of the action {kind.value}")
    if not supply.has_used(kind):
        raise ValueError(f"the marker of the action under way ({kind.value}) is not placed")
    hunters = whole("hunters of the action under way", pending.hunters, 0, MAX_HUNTERS)
    if phase is Phase.GAINING and hunters:
        raise ValueError("a seat gains an animal only when no hunter took part in the action")
    if phase is Phase.PAYING and not cost(hunters):
        raise ValueError(
            f"an action with {counted(hunters, 'hunters')} costs nothing: there is nothing to pay"
        )
    if cost(hunters) > supply.total:
        raise ValueError(
            f"{counted(hunters, 'hunters')} cost {counted(cost(hunters), 'animals')}, "
            f"more than the acting seat's {supply.total}: no action uses more hunters than it can pay for"
        )
    place = whole("place of the action under way", pending.place, 0, len(PLACES))
    if (kind is Kind.TILE and phase is not Phase.LAYING) != bool(place):
        raise ValueError("the action under way has a place once, and only once, its tile is laid")
    if place and (place <= len(START_TILES) or board.is_empty(place)):
        raise ValueError(f"the tile of the action under way is not laid on place {place}")
    target = pending.target
    gathering = kind is Kind.GATHER and phase is not Phase.GATHERING
    if type(target) is not int or not -1 <= target < FIELDS:
        raise ValueError(f"the field hunters gather on is a field number or -1, not {target!r}")
    if (phase is Phase.CALLING and target < 0) or (target >= 0 and not gathering):
        raise ValueError("only a gathering under way, once its field is chosen, has a field to gather on")
    fields = [target] if target >= 0 else []
    for name, value, kinds in (
        ("arrived", pending.arrived, (Kind.GATHER, Kind.MOVE1, Kind.MOVE3)),
        ("touched", pending.touched, (Kind.TIPI, Kind.CANOE)),
    ):
        if not isinstance(value, tuple):
            raise ValueError(f"the fields {name} are a tuple of field numbers, not {value!r}")
        if value and kind not in kinds:
            raise ValueError(f"the action {kind.value} has no fields {name}")
        fields += [whole(f"a field {name}", field, 0, FIELDS - 1) for field in value]
    if kind in (Kind.GATHER, Kind.MOVE1, Kind.MOVE3) and len(pending.arrived) != hunters:
        raise ValueError(f"{counted(hunters, 'hunters')} took part, but {len(pending.arrived)} arrived")
    if len(set(pending.touched)) != len(pending.touched):
        raise ValueError("a tipi or canoe changes once an action")
    for field in fields:
        if not board.has_field(field):
            raise ValueError(
                f"no tile lies on place {field // 3 + 1}, so no action reaches {FIELD_NAMES[field]}"
            )


def _turn(phase: Phase, supplies: Sequence[Supply], players: int, first: int, to_move: object) -> int:
    """The number of actions carried out this season, from the seat to act and the markers."""
    if phase is Phase.DRAWING:
        if any(s.used for s in supplies):
            raise ValueError("action markers come off at the end of a season, before the tiles are drawn")
        return 0
    counts = [bin(s.used).count("1") for s in supplies]
    if phase in (Phase.CAPPING, Phase.OVER):
        return 4 * players
    seat = first if to_move is None else _seat(to_move, players)
    done = counts[seat] - (0 if phase is Phase.CHOOSING else 1)
    if not 0 <= done < 4:
        raise ValueError(
            f"{SEAT_NAMES[seat]} has placed {counts[seat]} action markers: no action is left to take"
        )
    turn = done * players + (seat - first) % players
    for other in range(players):
        expected = done + (1 if (other - first) % players < (seat - first) % players else 0)
        if other == seat and phase is not Phase.CHOOSING:
            expected += 1
        if counts[other] != expected:
            raise ValueError(
                f"with {SEAT_NAMES[seat]} to act in round {done + 1}, {SEAT_NAMES[other]} has placed "
                f"{expected} action markers, not {counts[other]}"
            )
    return turn


def _turn_given(turn: object, phase: Phase, players: int, first: int, to_move: object) -> tuple[int, int]:
    """``turn`` as a count from the season's start, and the seat it makes act (which ``to_move``,
    where given, must be)."""
    if phase in (Phase.DRAWING, Phase.CAPPING, Phase.OVER):
        raise ValueError(f"turn counts the actions of a season, and none is carried out while {phase.value}")
    actions = _ACTIONS * players
    # Negative counts from the end, as an index does: -1 is the season's last action.
    counted = whole("turn", turn, -actions, actions - 1) % actions
    seat = (first + counted) % players
    if to_move is not None and _seat(to_move, players) != seat:
        raise ValueError(
            f"turn {counted} is {SEAT_NAMES[seat]}'s action {counted // players + 1} of {_ACTIONS}, "
            f"not {SEAT_NAMES[_seat(to_move, players)]}'s"
        )
    return counted, seat


def _markers_at(
    seat: int, turn: int, players: int, first: int, phase: Phase, under_way: Kind | None
) -> tuple[str, ...]:
    """The markers ``seat`` has placed when ``turn`` actions of the season are carried out:
    the action under way (the acting seat's, past its choice), then the tile (laid first, so
    no seat holds it at the season's last action), then the others in ``Kind`` order."""
    acting = turn % players
    order = (seat - first) % players
    count = turn // players + (1 if order < acting else 0)
    kinds: list[Kind] = []
    if order == acting and phase is not Phase.CHOOSING:
        count += 1
        if under_way is not None:
            kinds.append(under_way)
    kinds += [kind for kind in Kind if kind not in kinds]
    return tuple(kind.value for kind in kinds[:count])


# -- reading the picture back ------------------------------------------------------------------

_HEADER: Final = re.compile(
    r"Bison, (?P<players>[2-4]) players, (?:basic rules|variant (?P<variant>[12])): "
    r"season (?P<season>[0-9]+) "
    r"of [0-9]+, totem (?P<first>[a-z]+)"
)
_LAID: Final = re.compile(
    r"(?P<place>[0-9]+) tile (?P<tile>[0-9]+) (?P<text>[pm]{6} [0-3] [0-3] [0-3]) turned (?P<rotation>[0-5])"
)
_PLAYER: Final = re.compile(
    r"(?P<seat>[a-z]+) food (?P<b>[0-9]+) (?P<s>[0-9]+) (?P<t>[0-9]+) "
    r"reserve (?P<rh>[0-9]+) tipis (?P<rt>[-0-9,]+) "
    r"canoes (?P<rc>[-0-9,]+) market (?P<mh>[0-9]+) tipis (?P<mt>[-0-9,]+) canoes (?P<mc>[-0-9,]+) "
    r"markers (?P<markers>[-a-z0-9,]+) hand (?P<hand>-|[0-9]+)(?: (?P<text>[pm]{6} [0-3] [0-3] [0-3]))?"
)
_ACTION: Final = re.compile(
    r"action: (?P<kind>[a-z0-9]+) hunters (?P<hunters>[0-9]+)(?: place (?P<place>[0-9]+))?"
    r"(?: target (?P<target>[0-9]+[prm]))?"
    r"(?: arrived (?P<arrived>[0-9prm,]+))?(?: touched (?P<touched>[0-9prm,]+))?"
)


def _pending_from_text(text: str) -> Pending | None:
    """The action under way as the picture writes it, ``"action: "`` before it or not:
    ``"move1 hunters 2 arrived 4p,5m"``; ``None`` for text of another shape."""
    line = text.strip()
    match = _ACTION.fullmatch(line if line.startswith("action: ") else f"action: {line}")
    if match is None:
        return None
    kinds = {kind.value: kind for kind in Kind}
    if match["kind"] not in kinds:
        raise ValueError(f"no action {match['kind']!r}")
    return Pending(
        kinds[match["kind"]],
        int(match["hunters"]),
        int(match["place"] or 0),
        parse_field(match["target"]) if match["target"] else -1,
        tuple(sorted(parse_field(f) for f in match["arrived"].split(","))) if match["arrived"] else (),
        tuple(parse_field(f) for f in match["touched"].split(",")) if match["touched"] else (),
    )


def _size_list(text: str) -> tuple[int, ...]:
    return () if text == "-" else tuple(int(part) for part in text.split(","))


def _check_tile_text(options: Options, tile: int, text: str | None) -> None:
    """A tile's text in the picture, where given, is that of the tile set's tile of that number:
    a picture that says otherwise contradicts itself. A number out of the set is left to ``build``."""
    tiles = options.tile_set()
    if text is not None and 0 <= tile < len(tiles) and str(tiles[tile]) != text:
        raise ValueError(f"tile {tile} is '{tiles[tile]}' in this tile set, not '{text}'")


def from_text(text: str, *, options: Options | None = None) -> BisonState:
    """The position that ``str(state)`` printed; raises ``ValueError`` for text it cannot read.

    The tile set comes from ``options`` (the default tiles if not given),
    whose variant must match the picture's. The seasons scored before are
    history, not part of the position, and are not read (``results`` is
    empty); the score sheet, whose region rows are read off the landscape,
    is the same as the position's that was pictured.
    """
    indented, header = picture_lines(text, "Bison", _HEADER, "Bison, 2 players, basic rules: ...")
    lines = [line.lstrip() for line in indented]
    players = int(header["players"])
    variant = int(header["variant"] or 0)
    if options is None:
        options = Options(variant=variant)
    else:
        # Checked before its variant is read: a bool or another title's options has none.
        check_options(options)
    if options.variant != variant:
        raise ValueError(f"the picture is of variant {variant}, the options say {options.variant}")
    if len(lines) < 2 or not lines[1].startswith("now: "):
        raise ValueError("the second line of a Bison picture says what happens now ('now: ...')")
    now = lines[1][len("now: ") :]
    phase = next((p for p in Phase if now.startswith(p.value)), None)
    if phase is None:
        raise ValueError(f"cannot tell the step from {lines[1]!r}")
    to_move = None
    seat_match = re.search(r", (?P<seat>[a-z]+)", now)
    if seat_match and seat_match["seat"] in SEAT_NAMES and phase not in (Phase.DRAWING, Phase.CAPPING):
        to_move = seat_match["seat"]
    section = ""
    tiles: list[Laid] = []
    pieces: dict[str, object] = {}
    food: dict[str, Food] = {}
    reserve: dict[str, object] = {}
    market: dict[str, object] = {}
    markers: dict[str, tuple[str, ...]] = {}
    hands: dict[str, int | None] = {}
    pending = None
    scored = 0
    for line in lines[2:]:
        if line in ("landscape:", "map:", "pieces:", "players:"):
            section = line[:-1]
            continue
        if line.startswith("action: "):
            pending = _pending_from_text(line)
            if pending is None:
                raise ValueError(f"cannot read the action under way from {line!r}")
            continue
        if line.startswith("scoring: "):
            found = re.fullmatch(r"scoring: ([0-9]+) of [0-9]+ regions scored", line)
            if found is None:
                raise ValueError(f"cannot read {line!r}")
            scored = int(found[1])
            continue
        if line.startswith("season ") and " scored: " in line:
            continue
        if section == "map":
            continue
        if section == "landscape":
            match = _LAID.fullmatch(line)
            if match is None:
                raise ValueError(f"a landscape line is like '4 tile 5 pppmmm 1 1 1 turned 2', not {line!r}")
            laid = (int(match["place"]), int(match["tile"]), int(match["rotation"]))
            _check_tile_text(options, laid[1], match["text"])
            if laid[1] >= 3:
                tiles.append(laid)
        elif section == "pieces":
            name, _, rest = line.partition(" ")
            if name in pieces:
                raise ValueError(f"the picture lists the pieces on {name} twice")
            pieces[name] = rest
        elif section == "players":
            match = _PLAYER.fullmatch(line)
            if match is None:
                raise ValueError(f"cannot read the player line {line!r}")
            seat = match["seat"]
            if seat in food:
                raise ValueError(f"the picture has two lines for {seat}")
            food[seat] = (int(match["b"]), int(match["s"]), int(match["t"]))
            reserve[seat] = (int(match["rh"]), _size_list(match["rt"]), _size_list(match["rc"]))
            market[seat] = (int(match["mh"]), _size_list(match["mt"]), _size_list(match["mc"]))
            markers[seat] = () if match["markers"] == "-" else tuple(match["markers"].split(","))
            if match["hand"] == "-":
                if match["text"]:
                    raise ValueError(f"{seat} holds no tile ('hand -'), so no tile text follows")
                hands[seat] = None
            else:
                held = hands[seat] = int(match["hand"])
                _check_tile_text(options, held, match["text"])
        else:
            raise ValueError(f"cannot read {line!r}")
    missing = [name for name in SEAT_NAMES[:players] if name not in food]
    if missing:
        raise ValueError(f"the picture has no player line for {', '.join(missing)}")
    return build(
        players,
        options=options,
        tiles=tiles,
        pieces=pieces,
        food=food,
        reserve=reserve,
        market=market,
        markers=markers,
        hands=hands,
        season=int(header["season"]),
        first=header["first"],
        to_move=to_move,
        phase=phase,
        pending=pending,
        scored=scored,
    )
