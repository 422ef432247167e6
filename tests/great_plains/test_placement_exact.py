"""Exact sets of legal placements: every move in all six directions, at the edges, walls and peaks.

Each test compares the legal targets of a position built with
``GreatPlainsState.from_picture`` with the set the rulebook gives, worked
out here space by space from the board's named neighbours (``towards``): a
second, naive reading of the rules set against the shifted masks of
:mod:`tablerules.great_plains.placement`. The sets must be equal, never one
within the other, so an extra wrong target fails as surely as a missing one.
``is_legal`` must agree with them for every space of the board.

Most scenes are on the plain board of :mod:`tests.great_plains.positions`
with two changes: the middle tablet's cave lies on q8 instead of m8, and the
snakes' cave tiles lie on n3, u6 and l13 (the foxes' on f5, e10 and t11). So
the two rings round k8 are all empty lowland, and no snake cave lies within
four steps of k8: every target within two steps of k8 comes from k8 alone.
The snakes are to move and hold a horse, an eagle and a bear.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TypeGuard

import pytest

from tablerules import IllegalActionError
from tablerules.great_plains import Bear, Eagle, GreatPlainsState, Horse, Place
from tablerules.great_plains.board import GRID, NAMES, SPACE
from tablerules.great_plains.components import LOWLAND, MOUNTAINS
from tests.great_plains.positions import (
    CAVE_TILES,
    CENTRES,
    around,
    placements,
    plain_terrain,
    position,
    towards,
)

DIRECTIONS = ("e", "ne", "nw", "w", "sw", "se")
KINDS = ("place", "horse", "eagle", "bear")

#: The middle cave moved from m8 to q8, three steps east of k8.
MIDDLE_CAVE_ON_Q8 = {"m8": ".", "q8": "c"}
#: The snakes' cave tiles on n3, u6 and l13; the foxes' on f5, e10 and t11.
CAVES_AWAY = {"f5": "Fc", "l13": "Sc"}

CENTRE = "k8"
#: One step from k8, by direction.
ONE = {"e": "m8", "ne": "l7", "nw": "j7", "w": "i8", "sw": "j9", "se": "l9"}
#: Two steps straight on from k8, by direction.
TWO = {"e": "o8", "ne": "m6", "nw": "i6", "w": "g8", "sw": "i10", "se": "m10"}
#: Two steps from k8 through the space one step in a direction: straight on, or bending one sixth.
FAN = {
    "e": {"n9", "o8", "n7"},
    "ne": {"n7", "m6", "k6"},
    "nw": {"k6", "i6", "h7"},
    "w": {"h7", "g8", "h9"},
    "sw": {"h9", "i10", "k10"},
    "se": {"k10", "m10", "n9"},
}
#: The twelve spaces exactly two steps from k8.
RING_TWO = set().union(*FAN.values())

#: For each direction, a space on the board's edge with no space beyond it that way; no cave
#: lies next to it or to the space one step in from it.
EDGE = {"e": "w8", "ne": "s4", "nw": "j3", "w": "d7", "sw": "g12", "se": "r13"}

each_direction = pytest.mark.parametrize("direction", DIRECTIONS)
each_mountain = pytest.mark.parametrize("mountain", ["^", "~"], ids=["peak", "spring"])


def distance(one: str, other: str) -> int:
    """The number of steps between two spaces."""
    (q1, r1), (q2, r2) = GRID.coordinates[SPACE[one]], GRID.coordinates[SPACE[other]]
    return (abs(q1 - q2) + abs(r1 - r2) + abs(q1 + r1 - q2 - r2)) // 2


def turned(direction: str, sixths: int) -> str:
    """``direction`` turned ``sixths`` sixths against the clock."""
    return DIRECTIONS[(DIRECTIONS.index(direction) + sixths) % 6]


class Scene:
    """A position on the plain board, and its legal placements by the rulebook, space by space."""

    def __init__(
        self,
        pieces: Mapping[str, str] = {},
        terrain: Mapping[str, str] = {},
        *,
        seat: int = 0,
        straight_horse: bool = False,
        caves_block_bear: bool = False,
    ) -> None:
        self.pieces_drawn = dict(pieces)
        self.terrain_drawn = dict(terrain)
        symbols = plain_terrain(terrain)
        self.terrain = {name: symbols[SPACE[name]] for name in NAMES}
        self.pieces = {space: piece for space, piece in {**CAVE_TILES, **pieces}.items() if piece}
        self.seat = seat
        self.straight_horse = straight_horse
        self.caves_block_bear = caves_block_bear
        self.me, self.opponent = ("S", "F") if seat == 0 else ("F", "S")

    def state(self) -> GreatPlainsState:
        animals = ("heb", "") if self.seat == 0 else ("", "heb")
        state = position(
            self.pieces_drawn,
            self.terrain_drawn,
            animals=animals,
            to_move=self.seat,
            straight_horse=self.straight_horse,
            caves_block_bear=self.caves_block_bear,
        )
        assert state.to_move == self.seat
        return state

    # -- the rulebook, space by space ----------------------------------------------

    def mine(self) -> list[str]:
        """My caves and tokens."""
        return [space for space, piece in self.pieces.items() if piece[0] == self.me]

    def is_empty_lowland(self, space: str | None) -> TypeGuard[str]:
        return space is not None and self.terrain[space] in LOWLAND and space not in self.pieces

    def place(self) -> set[str]:
        """'an empty lowland space adjacent to any one of your cave tiles or existing tokens'"""
        return {n for piece in self.mine() for n in around(piece) if self.is_empty_lowland(n)}

    def horse(self) -> set[str]:
        """'an empty lowland space two steps away ..., moving through an empty or occupied lowland
        space': straight on or bending one sixth (GP-4), straight on only with ``straight_horse``."""
        bends = (0,) if self.straight_horse else (-1, 0, 1)
        found = set()
        for piece in self.mine():
            for direction in DIRECTIONS:
                middle = towards(piece, direction)
                if middle is None or self.terrain[middle] not in LOWLAND:
                    continue
                for bend in bends:
                    target = towards(middle, turned(direction, bend))
                    if self.is_empty_lowland(target):
                        found.add(target)
        return found

    def eagle(self) -> set[str]:
        """'an empty lowland space two steps away ..., on the directly opposite side of a mountain
        space': any mountain, a cave with or without a cave tile too (GP-10)."""
        found = set()
        for piece in self.mine():
            for direction in DIRECTIONS:
                middle = towards(piece, direction)
                if middle is None or self.terrain[middle] not in MOUNTAINS:
                    continue
                target = towards(middle, direction)
                if self.is_empty_lowland(target):
                    found.add(target)
        return found

    def bear(self) -> set[str]:
        """'an occupied lowland space adjacent to one of your caves or tribe tokens': the
        opponent's token, pushed on away from that piece (GP-6), unless 'the space beyond is
        occupied' (a cave tile counts with ``caves_block_bear``, GP-8)."""
        found = set()
        for piece in self.mine():
            for direction in DIRECTIONS:
                target = towards(piece, direction)
                if target is None or self.pieces.get(target) != self.opponent:
                    continue
                beyond = towards(target, direction)
                held = self.pieces.get(beyond, "") if beyond is not None else ""
                if not held or (len(held) == 2 and not self.caves_block_bear):
                    found.add(f"{target} {direction}")
        return found

    def expected(self, kind: str) -> set[str]:
        return {"place": self.place, "horse": self.horse, "eagle": self.eagle, "bear": self.bear}[kind]()


def check_exact(scene: Scene, *, every_space: bool = True) -> GreatPlainsState:
    """Every kind of placement of the scene's position is exactly the rulebook's; with
    ``every_space``, ``is_legal`` agrees for every placement onto every space."""
    state = scene.state()
    for kind in KINDS:
        assert placements(state, kind) == scene.expected(kind), kind
    if not every_space:
        return state
    place, horse, eagle, bear = (scene.expected(kind) for kind in KINDS)
    for space in NAMES:
        assert state.is_legal(Place(space)) == (space in place), space
        assert state.is_legal(Horse(space)) == (space in horse), space
        assert state.is_legal(Eagle(space)) == (space in eagle), space
        for direction in DIRECTIONS:
            assert state.is_legal(Bear(space, direction)) == (f"{space} {direction}" in bear), space
    return state


def near(spaces: set[str], steps: int = 2) -> set[str]:
    """The spaces (or bear placements) within ``steps`` steps of k8."""
    return {entry for entry in spaces if distance(entry.split()[0], CENTRE) <= steps}


def scene_round_k8(pieces: Mapping[str, str] = {}, terrain: Mapping[str, str] = {}, **kwargs: bool) -> Scene:
    """A snake token on k8 with ``pieces`` and ``terrain`` changes, on the scene's board."""
    return Scene({**CAVES_AWAY, CENTRE: "S", **pieces}, {**MIDDLE_CAVE_ON_Q8, **terrain}, **kwargs)


def walls_but(direction: str, mountain: str = "^") -> dict[str, str]:
    """Mountains on the five spaces next to k8 that are not in ``direction``."""
    return {space: mountain for d, space in ONE.items() if d != direction}


def test_the_scene_geometry() -> None:
    """The tables above, checked against the board's own neighbours."""
    assert {d: towards(CENTRE, d) for d in DIRECTIONS} == ONE
    assert {d: towards(CENTRE, d, 2) for d in DIRECTIONS} == TWO
    for d in DIRECTIONS:
        assert FAN[d] == {towards(ONE[d], turned(d, bend)) for bend in (-1, 0, 1)}
    assert len(RING_TWO) == 12 and all(distance(space, CENTRE) == 2 for space in RING_TWO)
    scene = scene_round_k8()
    assert all(scene.terrain[space] == "." for space in {*ONE.values(), *RING_TWO})
    assert min(distance(space, CENTRE) for space in scene.mine() if space != CENTRE) == 5
    for d, space in EDGE.items():
        inner = towards(space, turned(d, 3))
        assert towards(space, d) is None and inner is not None
        assert not {*around(space), *around(inner)} & set(CENTRES)


# -- from a central space ---------------------------------------------------------------


def test_every_move_from_a_central_space() -> None:
    """All round k8 is open: one step to each of the six, two steps to the twelve of the
    second ring by horse, no eagle (no mountain) and no bear (no fox)."""
    scene = scene_round_k8()
    state = check_exact(scene)
    assert near(placements(state, "place")) == set(ONE.values())
    assert near(placements(state, "horse")) == RING_TWO
    assert near(placements(state, "eagle")) == set()
    assert placements(state, "bear") == set()


def test_a_straight_horse_from_a_central_space() -> None:
    state = check_exact(scene_round_k8(straight_horse=True))
    assert near(placements(state, "horse")) == set(TWO.values())


@each_direction
def test_a_token_goes_through_the_one_gap_in_a_wall(direction: str) -> None:
    """Mountains all round k8 but one way: the normal rule reaches just that space."""
    state = check_exact(scene_round_k8(terrain=walls_but(direction)))
    assert near(placements(state, "place")) == {ONE[direction]}


@each_direction
@pytest.mark.parametrize("piece", ["S", "F"])
def test_a_token_never_goes_onto_a_token(direction: str, piece: str) -> None:
    state = check_exact(scene_round_k8({ONE[direction]: piece}))
    assert near(placements(state, "place"), 1) == set(ONE.values()) - {ONE[direction]}


@each_direction
@pytest.mark.parametrize("gap", ["empty", "fox"])
def test_a_horse_goes_through_the_one_gap_in_a_wall(direction: str, gap: str) -> None:
    """HORSE: two steps through 'an empty or occupied lowland space', here the only one next to
    k8: straight on or bending one sixth either way (GP-4), so three spaces."""
    pieces = {ONE[direction]: "F"} if gap == "fox" else {}
    state = check_exact(scene_round_k8(pieces, walls_but(direction)))
    assert near(placements(state, "horse")) == FAN[direction]
    straight = check_exact(scene_round_k8(pieces, walls_but(direction), straight_horse=True))
    assert near(placements(straight, "horse")) == {TWO[direction]}


@each_direction
@each_mountain
def test_a_horse_never_crosses_a_mountain(direction: str, mountain: str) -> None:
    """'You cannot use a horse to move over a mountain': with one mountain next to k8, only the
    space straight beyond it is out of reach; the bends there go round it."""
    terrain = {ONE[direction]: mountain}
    state = check_exact(scene_round_k8(terrain=terrain))
    assert near(placements(state, "horse")) == RING_TWO - {TWO[direction]}
    straight = check_exact(scene_round_k8(terrain=terrain, straight_horse=True))
    assert near(placements(straight, "horse")) == set(TWO.values()) - {TWO[direction]}


@each_direction
def test_a_horse_lands_on_empty_lowland_only(direction: str) -> None:
    """Two steps away in ``direction`` lie a peak, a fox and a snake: no horse lands there."""
    blocked = [TWO[direction], *(FAN[direction] - {TWO[direction]})]
    pieces = {blocked[1]: "F", blocked[2]: "S"}
    state = check_exact(scene_round_k8(pieces, {blocked[0]: "^"}))
    assert not near(placements(state, "horse")) & FAN[direction]


@each_direction
@each_mountain
def test_an_eagle_flies_across_one_mountain(direction: str, mountain: str) -> None:
    """EAGLE: 'two steps away ..., on the directly opposite side of a mountain space': the one
    space straight beyond it."""
    state = check_exact(scene_round_k8(terrain={ONE[direction]: mountain}))
    assert near(placements(state, "eagle")) == {TWO[direction]}


@each_direction
def test_an_eagle_never_flies_across_lowland(direction: str) -> None:
    """'You cannot use an eagle to move through an empty or occupied lowland space': walled in
    but one way, the eagle crosses each of the five mountains and never the gap."""
    for gap in ({}, {ONE[direction]: "F"}):
        state = check_exact(scene_round_k8(gap, walls_but(direction)))
        assert near(placements(state, "eagle")) == set(TWO.values()) - {TWO[direction]}


@each_direction
def test_an_eagle_lands_on_empty_lowland_only(direction: str) -> None:
    """Beyond the mountain: another mountain (a wall two thick), a fox, or a snake."""
    wall, beyond = ONE[direction], TWO[direction]
    two_thick = check_exact(scene_round_k8(terrain={wall: "^", beyond: "^"}))
    assert near(placements(two_thick, "eagle")) == set()
    for piece in ("F", "S"):
        state = check_exact(scene_round_k8({beyond: piece}, {wall: "^"}))
        assert near(placements(state, "eagle")) == set()


#: A straight wall of mountains west of k8, north-west to south-east through i8 (f5 is a cave).
WALL = dict.fromkeys(["d3", "e4", "g6", "h7", "i8", "j9", "k10", "l11", "m12", "n13", "o14"], "^")


def test_a_straight_wall_of_peaks() -> None:
    """Nothing but the eagle crosses the wall through i8 and j9, and the eagle only straight
    across it: from k8 to g8 over i8 and to i10 over j9."""
    assert all(towards(space, "se") in {*WALL, "f5"} for space in WALL if space != "o14")
    state = check_exact(scene_round_k8(terrain=WALL))
    assert near(placements(state, "place")) == {"m8", "l7", "j7", "l9"}
    assert near(placements(state, "horse")) == {"i6", "k6", "m6", "n7", "o8", "n9", "m10"}
    assert near(placements(state, "eagle")) == {"g8", "i10"}


def test_an_eagle_flies_across_a_cave() -> None:
    """GP-10: a cave is a mountain, with or without a cave tile: k8's east is the middle cave m8
    on the plain board, and o8 lies beyond it."""
    for tile in ({}, {"m8": "Fc", "e10": ""}):
        scene = Scene({**CAVES_AWAY, CENTRE: "S", **tile})
        state = check_exact(scene)
        assert near(placements(state, "eagle")) == {"o8"}
        assert "o8" not in placements(state, "horse") and "m8" not in placements(state, "place")


# -- the bear ---------------------------------------------------------------------------


@each_direction
def test_a_bear_pushes_on_away_from_the_token(direction: str) -> None:
    """BEAR: the fox next to k8 in ``direction`` is pushed 'in a straight line into the empty
    lowland space beyond', on in that direction (GP-6), and in no other."""
    fox, beyond = ONE[direction], TWO[direction]
    scene = scene_round_k8({fox: "F"})
    state = check_exact(scene)
    assert placements(state, "bear") == {f"{fox} {direction}"}
    after = state.apply(Bear(fox, direction))
    assert after.pieces() == {**state.pieces(), fox: "S", beyond: "F"}
    assert after.removed == (0, 0) and after.animal_tiles(0)["bear"] == 0


@each_direction
@pytest.mark.parametrize("piece", ["S", "F"])
def test_a_bear_cannot_push_into_an_occupied_space(direction: str, piece: str) -> None:
    """'You cannot use a bear if the space beyond is occupied.' (A snake beyond cannot push the
    fox back either: k8 is occupied too.)"""
    fox, beyond = ONE[direction], TWO[direction]
    state = check_exact(scene_round_k8({fox: "F", beyond: piece}))
    assert placements(state, "bear") == set()
    assert not state.is_legal(Bear(fox, direction))


@each_direction
@each_mountain
def test_a_bear_pushes_a_token_onto_a_mountain_out_of_the_game(direction: str, mountain: str) -> None:
    """'If the space beyond is a mountain ..., remove your opponent's tribe token from the game.'"""
    fox = ONE[direction]
    state = check_exact(scene_round_k8({fox: "F"}, {TWO[direction]: mountain}))
    assert placements(state, "bear") == {f"{fox} {direction}"}
    after = state.apply(Bear(fox, direction))
    assert after.pieces() == {**state.pieces(), fox: "S"}
    assert after.removed == (0, 1)


@each_direction
def test_a_bear_pushes_a_token_off_the_edge_out_of_the_game(direction: str) -> None:
    """'If the space beyond is ... off the edge of the board, remove your opponent's tribe
    token from the game': a fox on the edge, pushed over it in each of the six directions."""
    fox = EDGE[direction]
    snake = towards(fox, turned(direction, 3))
    assert snake is not None
    state = check_exact(Scene({**CAVES_AWAY, fox: "F", snake: "S"}))
    assert placements(state, "bear") == {f"{fox} {direction}"}
    after = state.apply(Bear(fox, direction))
    assert after.pieces() == {**state.pieces(), fox: "S"}
    assert after.removed == (0, 1)


@each_direction
def test_a_cave_tile_beyond_blocks_the_bear_only_when_caves_block(direction: str) -> None:
    """GP-8: a cave with a cave tile beyond is a mountain (the token leaves the game), or with
    ``caves_block_bear`` an occupied space (no bear). The fox lies between a snake and the
    foxes' cave tile on m8 of the plain board."""
    fox = towards("m8", turned(direction, 3))
    assert fox is not None
    snake = towards(fox, turned(direction, 3))
    assert snake is not None
    pieces = {**CAVES_AWAY, "m8": "Fc", "t11": "", fox: "F", snake: "S"}
    knocked = check_exact(Scene(pieces))
    assert f"{fox} {direction}" in placements(knocked, "bear")
    assert knocked.apply(Bear(fox, direction)).removed == (0, 1)
    blocked = check_exact(Scene(pieces, caves_block_bear=True))
    assert f"{fox} {direction}" not in placements(blocked, "bear")


@pytest.mark.parametrize("push", ["up", "W", "north", "", "w "])
def test_a_bear_pushing_no_such_way_is_never_legal(push: str) -> None:
    """A ``Bear`` holds any text as its push; only the six directions are ever legal (GP-6).
    ``Moves.allows``, which any value may be asked about, says no too."""
    fox = ONE["w"]
    state = check_exact(scene_round_k8({fox: "F"}))
    assert [space for space in NAMES if state.is_legal(Bear(space, push))] == []
    assert not state.moves().allows(Bear(fox, push))
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Bear(fox, push))
    assert caught.value.rule == "great-plains.bear.direction"


# -- the edges, space by space ----------------------------------------------------------


def lowland_spaces() -> list[str]:
    """Every space of the plain board that holds no cave."""
    return [space for space in NAMES if space not in CENTRES]


def straight_two(space: str) -> set[str]:
    """The spaces two steps from ``space`` in a straight line, where the board goes on that far."""
    return {beyond for d in DIRECTIONS if (beyond := towards(space, d, 2)) is not None}


@each_direction
def test_nothing_goes_over_the_edge(direction: str) -> None:
    """A snake one step in from the edge: the eagle across a peak on the edge, the horse
    straight on through it, and a normal step from the edge would all leave the board."""
    edge = EDGE[direction]
    inner = towards(edge, turned(direction, 3))
    assert inner is not None and towards(inner, direction, 2) is None
    peak = check_exact(Scene({**CAVES_AWAY, inner: "S"}, {edge: "^"}))
    assert placements(peak, "eagle") & straight_two(inner) == set()
    on_edge = check_exact(Scene({**CAVES_AWAY, edge: "S"}))
    assert {towards(edge, d) for d in DIRECTIONS} - {None} == set(around(edge))
    assert set(around(edge)) <= placements(on_edge, "place") | set(on_edge.pieces())
    check_exact(Scene({**CAVES_AWAY, inner: "S"}, straight_horse=True))


@pytest.mark.parametrize("seat", [0, 1])
def test_every_space_alone(seat: int) -> None:
    """One token on each lowland space in turn, the board's edges included: nothing wraps round
    a row, and every move that would leave the board is left out."""
    me = "SF"[seat]
    for space in lowland_spaces():
        check_exact(Scene({space: me}, seat=seat), every_space=False)
        check_exact(Scene({space: me}, seat=seat, straight_horse=True), every_space=False)


def test_every_space_ringed_by_peaks() -> None:
    """Mountains on every space next to the token: the eagle crosses each to the space beyond,
    wherever the board goes on that far."""
    for space in lowland_spaces():
        ring = {n: "^" for n in around(space) if n not in CENTRES}
        scene = Scene({space: "S"}, ring)
        state = check_exact(scene, every_space=False)
        beyond = straight_two(space)
        expected = {target for target in beyond if scene.is_empty_lowland(target)}
        assert placements(state, "eagle") & beyond == expected, space


def test_every_space_among_foxes() -> None:
    """Foxes on every lowland space next to the token: a bear pushes each straight on, off the
    board at the edges, and onto the caves (out of the game)."""
    for space in lowland_spaces():
        foxes = {n: "F" for n in around(space) if n not in CENTRES}
        state = check_exact(Scene({space: "S", **foxes}), every_space=False)
        bears = (entry.split() for entry in placements(state, "bear"))
        from_space = {f"{fox} {d}" for fox, d in bears if towards(space, d) == fox}
        assert from_space == {f"{fox} {d}" for d in DIRECTIONS if (fox := towards(space, d)) in foxes}, space


# -- random scenes ----------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(40))
def test_random_scenes(seed: int) -> None:
    """Random mountains, habitats and tokens: every kind of placement is exactly the rulebook's."""
    rng = random.Random(seed)
    terrain = {space: rng.choice("^^~hebb.......") for space in lowland_spaces() if rng.random() < 0.4}
    for centre in CENTRES:  # a cave needs a lowland space next to it on its tablet
        terrain[str(towards(centre, "e"))] = "."
    lowland = [space for space in lowland_spaces() if terrain.get(space, ".") in LOWLAND]
    chosen = rng.sample(lowland, rng.randint(2, 24))
    half = len(chosen) // 2
    pieces = {space: "S" for space in chosen[:half]} | {space: "F" for space in chosen[half:]}
    scene = Scene(
        pieces,
        terrain,
        seat=rng.randint(0, 1),
        straight_horse=rng.random() < 0.5,
        caves_block_bear=rng.random() < 0.5,
    )
    check_exact(scene)
