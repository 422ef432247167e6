"""The landscape: the 27 places, laying a tile, how fields connect, regions, and the tile texts.

Tiles are hexagons (BIS-1): edges 0 to 5 face east, north-east, north-west,
west, south-west and south-east, corner ``c`` lies between edges ``c`` and
``c + 1``, and the river of a tile runs from one corner to another. The
checks below that need the geometry work it out from the hexagons' corner
points (:func:`corner`), not from the code's own tables.

Most scenes stand on :data:`SCENE`: the starting tiles (1 ``pppmmm``, 2
``ppmmmm`` turned 1, 3 ``ppppmm`` turned 1, BIS-3) and five tiles of the
default pile around them.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable

import pytest

import tablerules
from tablerules.bison import Choose, Draw, Enter, Kind, Lay, Options, Phase, Terrain
from tablerules.bison.board import PLACES, tiles_away
from tablerules.bison.components import START_TILES, TILES
from tablerules.bison.position import build
from tablerules.bison.progress import Pending
from tablerules.bison.state import BisonState
from tablerules.core.grid import HexGrid
from tests.strategies import check_refused_by

#: Five tiles around the starting tiles, as ``(place, tile number, rotation)``:
#: 4 ``ppppmm`` (its prairie meets 3's prairie only at a corner), 6 ``pppppm`` turned 1
#: (its river meets 1's river at a corner), 7 ``pppmmm`` turned 1, 8 ``ppmmmm`` turned 1
#: (its river ends at a corner of tiles 1 and 7, whose rivers do not end there) and
#: 14 ``pmmmmm`` on the rim, three tiles from the totem.
SCENE = [(4, 13, 0), (6, 19, 1), (7, 3, 1), (8, 8, 1), (14, 17, 0)]
#: The tile texts of the scene's tiles (the default pile, BIS-2).
SCENE_TILES = {
    13: "ppppmm 1 1 1",
    19: "pppppm 2 0 1",
    3: "pppmmm 1 1 1",
    8: "ppmmmm 1 1 1",
    17: "pmmmmm 0 1 2",
}


def scene(pieces: dict[str, str] | None = None) -> BisonState:
    """The scene, yellow to choose its first action."""
    return build(players=2, tiles=SCENE, pieces=pieces)


def laying(tiles: Iterable[tuple[int, int, int]] = (), hand: int | None = None) -> BisonState:
    """Yellow has chosen the tile action and is about to lay its tile (``hand``, or the first unseen)."""
    return build(
        players=2,
        tiles=tiles,
        markers={"yellow": ("tile",)},
        hands=None if hand is None else {"yellow": hand},
        phase=Phase.LAYING,
        pending=Pending(Kind.TILE),
    )


# -- the geometry, from the hexagons' corner points -------------------------------------

Point = tuple[float, float]


def corner(place: int, c: int) -> Point:
    """Corner ``c`` of the hexagon on ``place`` (between its edges ``c`` and ``c + 1``), north up."""
    q, r = PLACES[place - 1]
    # Axial (q, r) with pointy tops; direction 1 (north-east) is r - 1, so north is -r.
    x, y = math.sqrt(3) * (q + r / 2), -1.5 * r
    angle = math.radians(30 + 60 * (c % 6))
    return (round(x + math.cos(angle), 6) + 0.0, round(y + math.sin(angle), 6) + 0.0)


def corners(place: int) -> set[Point]:
    """The six corner points of the hexagon on ``place``."""
    return {corner(place, c) for c in range(6)}


def board_edges(state: BisonState, place: int) -> list[Terrain]:
    """The terrain along each board edge of the tile on ``place``: "board edge d shows printed edge d + r"."""
    tile, rotation = next((t, r) for p, t, r in state.laid if p == place)
    printed = state.options.tile_set()[tile].edges
    return [printed[(d + rotation) % 6] for d in range(6)]


def touching(state: BisonState) -> tuple[dict[str, set[frozenset[Point]]], dict[str, set[Point]]]:
    """The edges (as pairs of corner points) and the corner points each field of the landscape touches."""
    edges: dict[str, set[frozenset[Point]]] = defaultdict(set)
    corners: dict[str, set[Point]] = defaultdict(set)
    for place, _, _ in state.laid:
        terrain = board_edges(state, place)
        for d in range(6):
            land = f"{place}{terrain[d].letter}"
            ends = (corner(place, d - 1), corner(place, d))
            edges[land].add(frozenset(ends))
            corners[land].update(ends)
            if terrain[d] is not terrain[(d + 1) % 6]:
                # The river runs from one corner to another: where the edges change terrain.
                corners[f"{place}r"].add(corner(place, d))
    return edges, corners


def geometric_links(state: BisonState) -> dict[str, set[str]]:
    """The fields one movement point apart, as the rulebook's movement rules read on hexagons (BIS-1)."""
    edges, corners = touching(state)
    links: dict[str, set[str]] = defaultdict(set)

    def link(a: str, b: str) -> None:
        links[a].add(b)
        links[b].add(a)

    for place, _, _ in state.laid:
        link(f"{place}p", f"{place}r")
        link(f"{place}r", f"{place}m")
    for a in corners:
        for b in corners:
            if a[:-1] == b[:-1]:
                continue
            rivers = a[-1] == "r" and b[-1] == "r"
            if (rivers and corners[a] & corners[b]) or (not rivers and edges[a] & edges[b]):
                link(a, b)
    return links


def land_fields(place: int) -> tuple[str, str]:
    """The prairie and the mountain of ``place``: the fields along its edges."""
    return (f"{place}p", f"{place}m")


# -- the places -------------------------------------------------------------------------


def test_the_scene() -> None:
    """The scene's tiles are the default pile's (BIS-2), so the comments above hold."""
    state = scene()
    for place, tile, rotation in SCENE:
        assert str(state.options.tile_set()[tile]) == SCENE_TILES[tile]
        assert (place, tile, rotation) in state.laid


def test_there_are_27_places_three_nine_and_fifteen_by_rings() -> None:
    """'Important: no tile may ever be placed more than 3 landscape tiles away from the totem
    symbol!' A starting tile is the first tile from the totem (BIS-4): 3 + 9 + 15 places."""
    assert len(PLACES) == 27 == len(set(PLACES))
    assert [tiles_away(place) for place in range(1, 28)] == [1] * 3 + [2] * 9 + [3] * 15
    starts = PLACES[:3]
    near = {
        (q, r)
        for q in range(-6, 7)
        for r in range(-6, 7)
        if min(HexGrid.distance((q, r), start) for start in starts) <= 2
    }
    assert set(PLACES) == near
    for place in range(1, 28):
        steps = min(HexGrid.distance(PLACES[place - 1], start) for start in starts)
        assert tiles_away(place) == 1 + steps


def test_each_ring_is_numbered_clockwise_from_the_north() -> None:
    """Places 1-3, 4-12 and 13-27 each go round the totem clockwise (BIS-4)."""
    totem = corner(1, next(c for c in range(6) if all(corner(1, c) in corners(p) for p in (2, 3))))

    def bearing(place: int) -> float:
        q, r = PLACES[place - 1]
        x, y = math.sqrt(3) * (q + r / 2) - totem[0], -1.5 * r - totem[1]
        return math.degrees(math.atan2(x, y)) % 360  # clockwise from north

    for ring in (range(1, 4), range(4, 13), range(13, 28)):
        bearings = [bearing(place) for place in ring]
        # Clockwise steps from each place to the next, round to the first: once round in all.
        turns = [(bearings[(i + 1) % len(bearings)] - bearings[i]) % 360 for i in range(len(bearings))]
        assert sum(turns) == pytest.approx(360), f"ring {list(ring)} is not numbered clockwise"


def test_the_starting_tiles_meet_at_the_totem_and_their_rivers_make_one_region() -> None:
    """'Place the 3 starting tiles face up so that the totem symbol is in the center.' Each is
    turned so its river begins at the totem, so the three rivers form one river region (BIS-3)."""
    state = tablerules.load("bison").setup(players=2)
    assert [(place, tile) for place, tile, _ in state.laid] == [(1, 0), (2, 1), (3, 2)]
    [totem] = corners(1) & corners(2) & corners(3)
    _, touched = touching(state)
    for place in (1, 2, 3):
        assert totem in touched[f"{place}r"], f"the river of starting tile {place} does not reach the totem"
    assert state.region("1r").fields == (1, 4, 7)  # 1r, 2r, 3r
    assert {"2r", "3r"} <= set(state.neighbours("1r"))
    assert state.region("1r") == state.region("2r") == state.region("3r")
    assert state.region("1r").animals == 3


@pytest.mark.parametrize(
    "start_tiles",
    [START_TILES, ("pmmmmm 0 3 0", "pppppm 1 1 1", "ppmmmm 3 0 0"), ("ppppmm 1 1 1",) * 3],
)
def test_any_starting_tiles_are_turned_so_their_rivers_begin_at_the_totem(
    start_tiles: tuple[str, ...],
) -> None:
    """BIS-3: whatever the three starting tiles, their rivers meet at the totem in one region."""
    state = tablerules.load("bison").setup(players=2, options=Options(start_tiles=start_tiles))
    [totem] = corners(1) & corners(2) & corners(3)
    _, touched = touching(state)
    assert all(totem in touched[f"{place}r"] for place in (1, 2, 3))
    assert state.region("1r") == state.region("2r") == state.region("3r")


# -- laying a tile ----------------------------------------------------------------------


def expected_places(state: BisonState) -> set[int]:
    """The empty places that share an edge with a laid tile, from the coordinates alone."""
    laid = {PLACES[place - 1] for place, _, _ in state.laid}
    return {
        place
        for place in range(1, 28)
        if PLACES[place - 1] not in laid and any(HexGrid.distance(PLACES[place - 1], c) == 1 for c in laid)
    }


@pytest.mark.parametrize("tiles", [[], SCENE, [(4, 13, 0), (13, 3, 2), (27, 8, 5), (26, 17, 4)]])
def test_a_tile_is_laid_on_any_empty_place_next_to_the_landscape_in_any_of_six_turns(
    tiles: list[tuple[int, int, int]],
) -> None:
    """'You must place the tile so that it lines up with the tiles already present on the game
    board. You may place your tile in any orientation' (BIS-4: it shares an edge)."""
    state = laying(tiles)
    lays = {(a.place, a.rotation) for a in state.legal_actions() if isinstance(a, Lay)}
    places = expected_places(state)
    assert lays == {(place, rotation) for place in places for rotation in range(6)}
    assert all(tiles_away(place) <= 3 for place in places)


def test_the_first_tile_goes_next_to_the_starting_tiles() -> None:
    """At the start the nine places of the second ring are open, each in six turns."""
    state = tablerules.load("bison").setup(players=2).apply_all([Draw(3), Draw(4), Choose(Kind.TILE)])
    assert state.phase is Phase.LAYING
    lays = {(a.place, a.rotation) for a in state.legal_actions() if isinstance(a, Lay)}
    assert lays == {(place, rotation) for place in range(4, 13) for rotation in range(6)}
    after = state.apply(Lay(9, 4))
    assert (9, 3, 4) in after.laid
    assert after.phase is Phase.ENTERING
    assert Enter("9m", 1) in after.legal_actions()


def test_terrains_need_not_match_a_prairie_edge_may_face_a_mountain_edge() -> None:
    """'You do not have to connect rivers to each other, and prairies may be placed next to
    mountains.' Tile 3 ``pppmmm`` turned 1 on place 4: its mountain edge faces 3's prairie edge."""
    state = laying(hand=3)
    after = state.apply(Lay(4, 1))
    assert board_edges(after, 4)[4] is Terrain.MOUNTAIN  # place 3 lies south-west of place 4
    assert board_edges(after, 3)[1] is Terrain.PRAIRIE
    assert "3p" in after.neighbours("4m")
    assert after.movement_cost("3p", "4m") == 1
    assert after.region("3p") != after.region("4m")
    # Neither must the rivers meet: this tile's river touches no other river.
    assert [f for f in after.neighbours("4r") if f.endswith("r")] == []


def test_a_tile_more_than_three_tiles_from_the_totem_is_refused() -> None:
    """'Important: no tile may ever be placed more than 3 landscape tiles away from the totem
    symbol!' Only places 1 to 27 are within 3 tiles (BIS-4)."""
    state = laying([(4, 13, 0), (13, 3, 2)])
    check_refused_by(state, Lay(28, 0), "bison.tile.distance")
    check_refused_by(state, Lay(0, 0), "bison.tile.distance")
    check_refused_by(state, Lay(100, 3), "bison.tile.distance")
    error = state.refusal(Lay(28, 0))
    assert "3 tiles from the totem" in str(error)


def test_a_tile_must_share_an_edge_with_the_landscape() -> None:
    """'You must place the tile so that it lines up with the tiles already present' (BIS-4)."""
    state = laying()
    for place in range(13, 28):
        check_refused_by(state, Lay(place, 0), "bison.tile.adjacent")
    # Place 13 touches place 4 once a tile lies there.
    assert Lay(13, 0) in laying([(4, 13, 0)]).legal_actions()


def test_a_tile_may_not_go_on_a_place_already_taken() -> None:
    state = laying(SCENE)
    for place in (1, 2, 3, 4, 14):
        check_refused_by(state, Lay(place, 2), "bison.tile.place-taken")


def test_a_tile_turns_zero_to_five_sixths() -> None:
    state = laying()
    check_refused_by(state, Lay(4, 6), "bison.tile.rotation")
    check_refused_by(state, Lay(4, 17), "bison.tile.rotation")


@pytest.mark.parametrize("rotation", range(6))
def test_a_rotation_turns_the_tile_clockwise_by_sixths(rotation: int) -> None:
    """BIS-1: rotation r turns the printed tile r sixths clockwise, so board edge d shows printed
    edge d + r. Tile 19 ``pppppm`` has its one mountain edge on printed edge 5 (south-east);
    turned clockwise it faces south-west (1), west (2), north-west (3), and so on."""
    state = laying(hand=19).apply(Lay(5, rotation))
    mountain_edge = (5 - rotation) % 6
    assert state.board.edges[5 - 1] == tuple(
        Terrain.MOUNTAIN if d == mountain_edge else Terrain.PRAIRIE for d in range(6)
    )
    # Place 5 has tile 1 to the south-west (edge 4) and tile 3 to the west (edge 3):
    # tile 1 shows a prairie on its edge 1, tile 3 a prairie on its edge 0.
    across = {4: "1p", 3: "3p"}
    for d, field in across.items():
        if d == mountain_edge:
            assert field in state.neighbours("5m") and field not in state.neighbours("5p")
        else:
            assert field in state.neighbours("5p") and field not in state.neighbours("5m")
    if mountain_edge not in across:
        assert state.neighbours("5m") == ("5r",)


def test_the_turn_of_a_laid_tile_is_kept_on_the_landscape() -> None:
    """Tile 3 ``pppmmm`` turned 2: board edges are printed edges 2, 3, 4, 5, 0, 1: ``pmmmpp``."""
    state = laying(hand=3).apply(Lay(8, 2))
    assert "".join(t.letter for t in board_edges(state, 8)) == "pmmmpp"
    assert "".join(t.letter for t in state.board.edges[8 - 1]) == "pmmmpp"


# -- fields and how they connect -------------------------------------------------------------


@pytest.mark.parametrize("tiles", [[], SCENE, [(9, 3, 3), (10, 8, 0), (22, 19, 5), (21, 17, 2)]])
def test_fields_connect_as_the_hexagons_lie(tiles: list[tuple[int, int, int]]) -> None:
    """BIS-1: one point between a tile's prairie and river and its river and mountain; across an
    edge between the fields on that edge; along rivers through a corner where both end; no more."""
    state = build(players=2, tiles=tiles)
    links = geometric_links(state)
    assert set(links) == {f"{place}{t}" for place, _, _ in state.laid for t in "prm"}
    for field, around in links.items():
        assert set(state.neighbours(field)) == around, field


def test_each_edge_is_wholly_prairie_or_mountain() -> None:
    """'The river always separates the prairie from the mountain': it runs corner to corner, so
    across every edge between two tiles exactly one land field meets exactly one land field."""
    state = scene()
    laid = [place for place, _, _ in state.laid]
    for a in laid:
        for b in laid:
            if a < b and HexGrid.distance(PLACES[a - 1], PLACES[b - 1]) == 1:
                crossings = [
                    (x, y) for x in land_fields(a) for y in land_fields(b) if y in state.neighbours(x)
                ]
                assert len(crossings) == 1, (a, b, crossings)
    for place in laid:
        edges = board_edges(state, place)
        runs = sum(edges[d] is not edges[d - 1] for d in range(6))
        assert runs == 2, f"tile on {place} is not one run of prairie and one of mountain"


def test_prairie_to_mountain_on_one_tile_costs_two_points() -> None:
    """'Moving from a mountain to a prairie on the same landscape tile costs 2 movement points,
    since this is only possible by first moving onto a river.'"""
    state = scene()
    for place in (1, 2, 3, 4, 6, 7, 8, 14):
        p, r, m = (f"{place}{t}" for t in "prm")
        assert m not in state.neighbours(p)
        assert state.movement_cost(p, r) == state.movement_cost(r, m) == 1
        assert state.movement_cost(p, m) == state.movement_cost(m, p) == 2


# -- regions ---------------------------------------------------------------------------------------


def test_prairies_join_prairies_across_edges() -> None:
    """'"Regions" (connected terrains of the same type)': 1p, 3p and 6p face each other across edges."""
    state = scene()
    assert {"3p", "6p"} <= set(state.neighbours("1p"))
    assert set(state.region("1p").fields) == set(state.region("6p").fields)
    assert state.region("1p").name == "Prairie 1"
    assert sorted(state.region("1p").fields) == [0, 6, 15]  # 1p, 3p, 6p


def test_mountains_join_mountains_across_edges() -> None:
    state = scene()
    assert {"7m", "8m"} <= set(state.neighbours("1m"))
    assert state.region("1m") == state.region("7m") == state.region("8m")
    assert state.region("1m").terrain is Terrain.MOUNTAIN
    assert len(state.region("1m").fields) == 3


def test_rivers_join_at_a_corner_where_both_end() -> None:
    """'Moving hunters along a river is the only exception': rivers meet at corners (BIS-1).
    Tile 6's river ends at the corner of tiles 1, 6 and 7 where 1's and 7's rivers end too."""
    state = scene()
    _, touched = touching(state)
    assert touched["1r"] & touched["6r"] & touched["7r"]
    assert {"6r", "7r"} <= set(state.neighbours("1r"))
    assert state.region("6r") == state.region("1r") == state.region("7r") == state.region("2r")
    assert state.movement_cost("6r", "1r") == 1


def test_a_river_ending_at_a_corner_where_no_other_river_ends_stays_alone() -> None:
    """Tile 8's river ends at a corner of tiles 1 and 7, but their rivers do not end there:
    no join, however near (BIS-1)."""
    state = scene()
    _, touched = touching(state)
    shared = touched["8r"] & corners(1) & corners(7)
    assert shared, "8r reaches the corner of tiles 1, 7 and 8"
    assert not shared & (touched["1r"] | touched["7r"])
    assert [f for f in state.neighbours("8r") if f.endswith("r")] == []
    assert state.region("8r").fields == (3 * (8 - 1) + 1,)
    assert state.region("8r") != state.region("1r")


def test_a_prairie_never_joins_a_mountain() -> None:
    """Prairie 3p faces mountain 4m across an edge: a hunter crosses it, but they are two regions."""
    state = laying(hand=3).apply(Lay(4, 1))
    assert state.movement_cost("3p", "4m") == 1
    assert state.region("3p") != state.region("4m")
    for current in (state, scene()):
        for region in current.board.regions():
            assert len({field % 3 for field in region.fields}) == 1, region


def test_fields_touching_only_at_a_corner_do_not_join() -> None:
    """'Moving onto an adjacent landscape tile is only allowed across edges, not corners':
    prairies 3p and 4p touch only at a corner, so they are neither neighbours nor one region."""
    state = scene()
    edges, touched = touching(state)
    assert touched["3p"] & touched["4p"] and not edges["3p"] & edges["4p"]
    assert "4p" not in state.neighbours("3p")
    assert state.region("3p") != state.region("4p")
    assert state.movement_cost("3p", "4p") == 3  # 3p, 4m, 4r, 4p


# -- queries -----------------------------------------------------------------------------------


def test_the_landscape_queries_on_a_built_position() -> None:
    """``terrain``, ``animals_on``, ``neighbours``, ``movement_cost`` and ``region`` answer for any field."""
    state = scene(pieces={"1p": "yellow 2"})
    assert state.terrain("6p") is Terrain.PRAIRIE
    assert state.terrain("6r") is Terrain.RIVER
    assert state.terrain("14m") is Terrain.MOUNTAIN
    # Tile 19 "pppppm 2 0 1" on place 6, tile 17 "pmmmmm 0 1 2" on place 14.
    assert [state.animals_on(f) for f in ("6p", "6r", "6m")] == [2, 0, 1]
    assert [state.animals_on(f) for f in ("14p", "14r", "14m")] == [0, 1, 2]
    assert set(state.neighbours("8m")) == {"1m", "2p", "8r"}
    assert set(state.neighbours("14p")) == {"14r"}
    assert set(state.neighbours("14m")) == {"14r", "4p"}
    assert state.movement_cost("1p", "1p") == 0
    assert state.movement_cost("1p", "4p") == 4
    assert state.movement_cost("14p", "8p") == 11
    prairie = state.region("1p")
    assert prairie.animals == sum(state.animals_on(f) for f in ("1p", "3p", "6p")) == 4
    assert state.region("14m").name.startswith("Mountain ")
    assert state.hunters_on("1p") == 2


@pytest.mark.parametrize("query", ["neighbours", "animals_on", "region"])
def test_a_field_off_the_landscape_is_not_in_play(query: str) -> None:
    state = scene()
    with pytest.raises(ValueError, match="no tile lies on place 20"):
        getattr(state, query)("20p")
    with pytest.raises(ValueError, match="no tile lies on place 20"):
        state.movement_cost("1p", "20m")
    with pytest.raises(ValueError, match="no field"):
        getattr(state, query)("28p")


# -- tile texts -----------------------------------------------------------------------------------


def replaced(index: int, text: str) -> tuple[str, ...]:
    return (*TILES[:index], text, *TILES[index + 1 :])


@pytest.mark.parametrize(
    ("tiles", "message"),
    [
        (replaced(0, "pppmm 1 1 1"), "six edges of p and m"),
        (replaced(1, "pppmmmm 1 1 1"), "six edges of p and m"),
        (replaced(2, "pppmmx 1 1 1"), "six edges of p and m"),
        (replaced(3, "pmpmmm 1 1 1"), "one run of prairie and one of mountain"),
        (replaced(4, "pppppp 1 1 1"), "one run of prairie and one of mountain"),
        (replaced(5, "mmmmmm 1 1 1"), "one run of prairie and one of mountain"),
        (replaced(6, "pppmmm 1 1 0"), "every tile shows 3 animals, not 2"),
        (replaced(7, "pppmmm 2 1 1"), "every tile shows 3 animals, not 4"),
        (replaced(8, "pppmmm 4 0 0"), "three animal counts 0 to 3"),
        (TILES[:17], "the 18 tiles of the pile"),
        ((*TILES, "pppmmm 1 1 1"), "the 18 tiles of the pile"),
    ],
)
def test_a_bad_tile_text_is_refused_with_a_clear_message(tiles: tuple[str, ...], message: str) -> None:
    """BIS-2: the tiles are replaceable, and checked with an error that says what is wrong."""
    with pytest.raises(ValueError, match=message):
        tablerules.load("bison").setup(players=2, options=Options(tiles=tiles))
    with pytest.raises(ValueError, match=message):
        build(players=2, options=Options(tiles=tiles))


@pytest.mark.parametrize(
    ("start_tiles", "message"),
    [
        (("pppmmm 1 1 1", "ppmmmm 1 1 1"), "start_tiles are 3 tile texts"),
        (("pppmmm 1 1 1", "ppmmmm 1 1 1", "pmpmpm 1 1 1"), "one run of prairie and one of mountain"),
        (("pppmmm 1 1 1", "ppmmmm 1 1 1", "ppmmmm 3 3 3"), "every tile shows 3 animals"),
    ],
)
def test_bad_starting_tiles_are_refused_with_a_clear_message(
    start_tiles: tuple[str, ...], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        tablerules.load("bison").setup(players=2, options=Options(start_tiles=start_tiles))


def test_the_tile_text_names_the_bad_tile() -> None:
    with pytest.raises(ValueError, match="'pmpmmm 1 1 1'"):
        tablerules.load("bison").setup(players=2, options=Options(tiles=replaced(3, "pmpmmm 1 1 1")))
