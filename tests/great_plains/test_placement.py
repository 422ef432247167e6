"""The second phase: where a token may go, by the normal rule and by the three animals.

Scenes are drawn on the plain board of :mod:`tests.great_plains.positions`:
all grass, a cave in the middle of each tablet, the snakes' cave tiles on
n3 f5 u6, the foxes' on e10 t11 l13, the middle cave m8 empty. Around k8:
its neighbours are m8 (east, the empty cave), l7, j7, i8 (west), j9, l9;
two steps west is g8, and h7 is two steps away by a bend (west then north-west).
"""

from __future__ import annotations

import pytest

from tablerules.great_plains import Bear, Eagle, Horse, Place
from tablerules.great_plains.components import ANIMAL_TILES
from tests.great_plains.positions import around, placements, position, towards

SNAKE_CAVES = ("n3", "f5", "u6")
#: A cave tile on the middle cave m8, the foxes' cave tile on e10 taken away for it.
FOX_CAVE_ON_M8 = {"m8": "Fc", "e10": ""}


def test_the_scene_geometry() -> None:
    assert around("k8") == ["m8", "l7", "j7", "i8", "j9", "l9"]
    assert towards("k8", "w", 2) == "g8" and towards(towards("k8", "w"), "nw") == "h7"  # type: ignore[arg-type]
    assert towards(towards("k8", "w"), "sw") == towards(towards("k8", "sw"), "w") == "h9"  # type: ignore[arg-type]


# -- the normal rule ---------------------------------------------------------------


def test_a_token_goes_on_an_empty_lowland_space_next_to_your_cave_or_token() -> None:
    """'On your turn, place 1 token on an empty lowland space adjacent to any one of your
    cave tiles or existing tokens. You can never place a token in a mountain.'"""
    state = position({"k8": "S", "i8": "F"}, {"j7": "^", "l9": "~", "j9": "h"}, to_move=0)
    expected = {n for cave in SNAKE_CAVES for n in around(cave)} | {"l7", "j9"}
    assert placements(state, "place") == expected
    assert "m8" not in expected, "the empty cave is a mountain"


def test_a_normal_placement_passes_the_turn() -> None:
    state = position({"k8": "S"}, to_move=0)
    after = state.apply(Place("l7"))
    assert after.to_move == 1
    assert after.tokens_on(0) == ("l7", "k8")
    assert after.left == (state.left[0] - 1, state.left[1])


# -- animal tiles ------------------------------------------------------------------


def test_a_token_on_a_habitat_takes_that_animal_tile() -> None:
    """'If you place a token on a horse, eagle, or bear space, take a corresponding animal
    tile from the supply, if there is one, and keep it in front of you.'"""
    state = position({"k8": "S"}, {"l7": "e", "j7": "b", "j9": "h"}, to_move=0)
    after = state.apply(Place("l7"))
    assert after.animal_tiles(0) == {"horse": 0, "eagle": 1, "bear": 0}
    assert after.supply()["eagle"] == ANIMAL_TILES - 1


def test_no_tile_when_the_supply_has_none_left() -> None:
    state = position({"k8": "S"}, {"l7": "e"}, animals=("", "eee"), to_move=0)
    assert state.supply()["eagle"] == 0
    after = state.apply(Place("l7"))
    assert after.animal_tiles(0)["eagle"] == 0 and after.animal_tiles(1)["eagle"] == 3


def test_an_animal_tile_goes_back_to_the_supply_when_used() -> None:
    """'At the start of any turn, you may return one animal tile to the supply to place
    your token by the following alternate rules.'"""
    state = position({"k8": "S"}, animals=("h", ""), to_move=0)
    after = state.apply(Horse("g8"))
    assert after.animal_tiles(0)["horse"] == 0 and after.supply()["horse"] == ANIMAL_TILES
    assert after.to_move == 1


def test_an_animal_placement_onto_a_habitat_takes_that_tile_too() -> None:
    """'In all cases, if you use an animal tile to place one of your tokens into an animal
    space, you take a corresponding animal tile.'"""
    state = position({"k8": "S"}, {"g8": "e"}, animals=("h", ""), to_move=0)
    after = state.apply(Horse("g8"))
    assert after.animal_tiles(0) == {"horse": 0, "eagle": 1, "bear": 0}


def test_the_returned_tile_can_be_taken_again_at_once() -> None:
    """GP-11: the tile is back in the supply before the token lands, so a horse onto a
    horse habitat keeps a horse even when the supply had none."""
    state = position({"k8": "S"}, {"g8": "h"}, animals=("h", "hh"), to_move=0)
    assert state.supply()["horse"] == 0
    after = state.apply(Horse("g8"))
    assert after.animal_tiles(0)["horse"] == 1 and after.supply()["horse"] == 0


def test_at_most_one_animal_tile_a_turn() -> None:
    """'You may play only one animal tile per turn': every placement uses one tile at most,
    as the animal is part of the placement action (GP-12)."""
    state = position({"k8": "S", "i8": "F"}, {"j7": "^"}, animals=("heb", ""), to_move=0)
    for action in state.legal_actions():
        after = state.apply(action)
        assert sum(after.animals[0]) >= sum(state.animals[0]) - 1
        assert after.to_move == 1


# -- horse -------------------------------------------------------------------------


def test_a_horse_goes_two_steps_through_an_occupied_lowland_space() -> None:
    """HORSE: 'two steps away from one of your caves or tokens, moving through an empty or
    occupied lowland space.'"""
    state = position({"k8": "S", "i8": "F"}, animals=("h", ""), to_move=0)
    horses = placements(state, "horse")
    assert {"g8", "h7", "h9"} <= horses
    after = state.apply(Horse("g8"))
    assert "g8" in after.tokens_on(0) and after.tokens_on(1) == ("i8",)


def test_a_horse_may_bend_one_sixth() -> None:
    """GP-4: two steps away is exactly two steps; straight on or with a bend of one sixth."""
    state = position({"k8": "S"}, animals=("h", ""), to_move=0)
    horses = placements(state, "horse")
    two_steps = {
        towards(towards("k8", first), second)  # type: ignore[arg-type]
        for first in ("e", "ne", "nw", "w", "sw", "se")
        for second in ("e", "ne", "nw", "w", "sw", "se")
    } - {"k8", *around("k8")}
    assert len(two_steps) == 12
    reachable = {space for space in two_steps if space != "o8"}  # o8 lies beyond the cave m8
    assert reachable <= horses


def test_a_horse_from_a_cave() -> None:
    """The horse starts at 'one of your caves or tokens': here the cave tile on n3, with no
    token on the board. r3 is two steps east, p1 two steps with a bend (east, then north-east)."""
    state = position({}, animals=("h", ""), to_move=0)
    assert state.tokens == (0, 0)
    assert towards("n3", "e", 2) == "r3" and towards(towards("n3", "e"), "ne") == "q2"  # type: ignore[arg-type]
    horses = placements(state, "horse")
    assert {"r3", "q2"} <= horses
    after = state.apply(Horse("q2"))
    assert after.tokens_on(0) == ("q2",) and after.animal_tiles(0)["horse"] == 0


def test_a_straight_horse_goes_straight_on_only() -> None:
    """GP-4, the other reading (``straight_horse``): the same 'two steps away' as the eagle's,
    so in a straight line; still through lowland only, never over a mountain."""
    bending = placements(position({"k8": "S"}, animals=("h", ""), to_move=0), "horse")
    state = position({"k8": "S"}, animals=("h", ""), to_move=0, straight_horse=True)
    straight = placements(state, "horse")
    assert straight < bending
    assert "g8" in straight and "h9" not in straight and "h7" in straight, "h7: two steps south-east of f5"
    from_k8 = {towards("k8", d, 2) for d in ("e", "ne", "nw", "w", "sw", "se")} - {"o8"}
    assert from_k8 <= straight, "o8 lies beyond the cave m8"
    assert not state.is_legal(Horse("h9"))
    walled = position({"k8": "S"}, {"i8": "^"}, animals=("h", ""), to_move=0, straight_horse=True)
    assert "g8" not in placements(walled, "horse")


def test_a_horse_cannot_move_over_a_mountain() -> None:
    """'You cannot use a horse to move over a mountain.' g8 lies only beyond i8."""
    state = position({"k8": "S"}, {"i8": "^"}, animals=("h", ""), to_move=0)
    horses = placements(state, "horse")
    assert "g8" not in horses
    assert "o8" not in horses, "nor over the cave m8"
    # h9 has two ways from k8: over i8 (a peak) or over j9 (grass).
    assert "h9" in horses
    blocked = position({"k8": "S"}, {"i8": "^", "j9": "~"}, animals=("h", ""), to_move=0)
    assert "h9" not in placements(blocked, "horse")


def test_a_horse_lands_on_empty_lowland_only() -> None:
    state = position({"k8": "S", "g8": "F"}, {"h7": "^"}, animals=("h", ""), to_move=0)
    horses = placements(state, "horse")
    assert "g8" not in horses and "h7" not in horses


def test_a_horse_may_land_next_to_another_of_your_tokens() -> None:
    """GP-4: the rule asks for two steps from one cave or token; other tokens do not matter."""
    state = position({"k8": "S", "h7": "S"}, animals=("h", ""), to_move=0)
    assert "g8" in placements(state, "horse") and "g8" in placements(state, "place")


def test_without_a_horse_tile_there_is_no_horse_placement() -> None:
    state = position({"k8": "S"}, to_move=0)
    assert placements(state, "horse") == set()
    assert not state.is_legal(Horse("g8"))


# -- eagle -------------------------------------------------------------------------


@pytest.mark.parametrize("mountain", ["^", "~"])
def test_an_eagle_flies_across_one_mountain_space(mountain: str) -> None:
    """EAGLE: 'two steps away ... on the directly opposite side of a mountain space.'
    Any mountain: a peak or a spring here, a cave below (GP-10)."""
    state = position({"k8": "S"}, {"i8": mountain}, animals=("e", ""), to_move=0)
    eagles = placements(state, "eagle")
    assert "g8" in eagles
    after = state.apply(Eagle("g8"))
    assert "g8" in after.tokens_on(0) and after.animal_tiles(0)["eagle"] == 0


def test_an_eagle_across_a_cave() -> None:
    """The issue's edge case: the empty middle cave m8 lies between k8 and o8 (GP-10)."""
    state = position({"k8": "S"}, animals=("e", ""), to_move=0)
    assert "o8" in placements(state, "eagle")


def test_an_eagle_across_a_cave_with_a_cave_tile() -> None:
    state = position({"k8": "S", **FOX_CAVE_ON_M8}, animals=("e", ""), to_move=0)
    assert "o8" in placements(state, "eagle")


def test_an_eagle_from_a_cave() -> None:
    """The eagle starts at 'one of your caves or tribe tokens': here the cave n3."""
    state = position({}, {"p3": "^"}, animals=("e", ""), to_move=0)
    assert towards("n3", "e", 2) == "r3"
    assert "r3" in placements(state, "eagle")


def test_an_eagle_never_flies_over_lowland() -> None:
    """'You cannot use an eagle to move through an empty or occupied lowland space.'"""
    state = position({"k8": "S", "j7": "F"}, animals=("e", ""), to_move=0)
    eagles = placements(state, "eagle")
    assert "g8" not in eagles and "i6" not in eagles
    assert eagles == {"o8"}


def test_an_eagle_flies_straight() -> None:
    """'The directly opposite side': no bend, so h7 is out of reach across the peak i8."""
    state = position({"k8": "S"}, {"i8": "^"}, animals=("e", ""), to_move=0)
    assert "h7" not in placements(state, "eagle")


# -- bear --------------------------------------------------------------------------


def test_a_bear_takes_the_space_and_pushes_the_token_on() -> None:
    """BEAR: 'Place a token into an occupied lowland space adjacent to one of your caves or
    tribe tokens, and push the opponent's tribe token in a straight line into the empty
    lowland space beyond.'"""
    state = position({"k8": "S", "i8": "F"}, animals=("b", ""), to_move=0)
    assert placements(state, "bear") == {"i8 w"}
    after = state.apply(Bear("i8", "w"))
    assert after.pieces()["i8"] == "S" and after.pieces()["g8"] == "F"
    assert after.animal_tiles(0)["bear"] == 0 and after.removed == (0, 0)
    assert after.left == (state.left[0] - 1, state.left[1]), "the foxes place no token"


def test_a_bear_pushes_onto_an_animal_space_and_the_opponent_takes_no_tile() -> None:
    """'If this is an animal space, your opponent does not take a tile.'"""
    state = position({"k8": "S", "i8": "F"}, {"g8": "h"}, animals=("b", ""), to_move=0)
    after = state.apply(Bear("i8", "w"))
    assert after.pieces()["g8"] == "F"
    assert after.animal_tiles(1) == {"horse": 0, "eagle": 0, "bear": 0}
    assert after.supply()["horse"] == ANIMAL_TILES


def test_a_bear_onto_a_habitat_takes_that_tile() -> None:
    """'In all cases': the bear's token lands on the opponent's space, here an eagle habitat."""
    state = position({"k8": "S", "i8": "F"}, {"i8": "e"}, animals=("b", ""), to_move=0)
    after = state.apply(Bear("i8", "w"))
    assert after.animal_tiles(0) == {"horse": 0, "eagle": 1, "bear": 0}


def test_a_bear_cannot_push_into_an_occupied_space() -> None:
    """'You cannot use a bear if the space beyond is occupied.'"""
    for beyond in ("S", "F"):
        state = position({"k8": "S", "i8": "F", "g8": beyond}, animals=("b", ""), to_move=0)
        assert placements(state, "bear") == set()
        assert not state.is_legal(Bear("i8", "w"))


def test_a_bear_pushing_off_the_edge_removes_the_token() -> None:
    """'If the space beyond is ... off the edge of the board, remove your opponent's tribe
    token from the game.' a10 is on the west edge."""
    assert towards("a10", "w") is None
    state = position({"c10": "S", "a10": "F"}, animals=("b", ""), to_move=0)
    after = state.apply(Bear("a10", "w"))
    assert after.pieces()["a10"] == "S"
    assert "F" not in [after.pieces()[s] for s in after.pieces() if s != "e10"]
    assert after.removed == (0, 1)
    assert after.left == (state.left[0] - 1, state.left[1]), "a removed token does not come back"


@pytest.mark.parametrize("mountain", ["^", "~"])
def test_a_bear_pushing_onto_a_mountain_removes_the_token(mountain: str) -> None:
    """'If the space beyond is a mountain ..., remove your opponent's tribe token.'"""
    state = position({"k8": "S", "i8": "F"}, {"g8": mountain}, animals=("b", ""), to_move=0)
    after = state.apply(Bear("i8", "w"))
    assert after.removed == (0, 1) and after.tokens_on(1) == ()


def test_a_bear_pushing_onto_a_cave_removes_the_token() -> None:
    """A cave is a mountain: the fox on k8, pushed east onto the empty cave m8, leaves the game."""
    state = position({"i8": "S", "k8": "F"}, animals=("b", ""), to_move=0)
    after = state.apply(Bear("k8", "e"))
    assert after.removed == (0, 1) and after.pieces()["k8"] == "S"


def test_a_cave_tile_beyond_knocks_the_token_out_unless_caves_block_the_bear() -> None:
    """GP-8: a cave with a cave tile is still a mountain: the token leaves the game. With
    ``caves_block_bear`` the cave tile counts as occupied and the bear cannot be used."""
    scene = {"i8": "S", "k8": "F", **FOX_CAVE_ON_M8}
    knocked = position(scene, animals=("b", ""), to_move=0)
    assert "k8 e" in placements(knocked, "bear")
    assert knocked.apply(Bear("k8", "e")).removed == (0, 1)
    blocked = position(scene, animals=("b", ""), to_move=0, caves_block_bear=True)
    assert "k8 e" not in placements(blocked, "bear")


def test_the_push_direction_is_part_of_the_bear_action() -> None:
    """GP-6: a token next to two of your pieces can be pushed two ways."""
    state = position({"k8": "S", "j9": "S", "i8": "F"}, animals=("b", ""), to_move=0)
    assert placements(state, "bear") == {"i8 w", "i8 nw"}
    west = state.apply(Bear("i8", "w"))
    north_west = state.apply(Bear("i8", "nw"))
    assert west.pieces()["g8"] == "F" and north_west.pieces()["h7"] == "F"


def test_a_bear_pushes_only_opponents() -> None:
    state = position({"k8": "S", "i8": "S"}, animals=("b", ""), to_move=0)
    assert placements(state, "bear") == set()


def test_the_moves_a_state_hands_out_cannot_change_it() -> None:
    """``state.moves()`` is an immutable value: a caller cannot change a state's legal actions
    through it (the actions are cached in the state, out of reach)."""
    state = position({"k8": "S"}, animals=("h", ""), to_move=0)
    before = state.legal_actions()
    moves = state.moves()
    with pytest.raises(AttributeError):
        moves.normal = 0  # type: ignore[misc]
    assert state.moves() == moves and state.legal_actions() == before == moves.actions()
    assert state.legal_actions() is before, "worked out once"
    assert moves.can_place and state.is_legal(Horse("g8"))
