"""Hunter movement: moving one space, one to 3 spaces, and gathering, with their costs.

Most scenes stand on :data:`SCENE`, the starting tiles and five more::

    1r - 1p 1m 2r 3r 6r 7r       (rivers 2r, 3r meet 1r at the totem; 6r, 7r at the
                                  corner of tiles 1, 6 and 7)
    1p - 1r 3p 6p                 1m - 1r 2p 7m 8m
    2p - 1m 2r 8m                 3p - 1p 3r 4m
    4p - 4r 14m                   6p - 1p 6r        6m - 6r 7p
    7m - 1m 7r 8p                 8r - 8p 8m (its river meets no other)
    14p - 14r                     14m - 4p 14r

Prairies 3p and 4p touch only at a corner, and so do mountain 1m and prairie 6p.
Yellow (seat 0) acts first, in round 1 of season 1, food 10 of each unless a
test says otherwise. A move action is ``Choose(Kind.MOVE1)`` (or ``MOVE3``),
one ``Move`` a hunter, ``DONE``, then ``Pay`` for the hunters moved (BIS-6).
"""

from __future__ import annotations

import pytest

from tablerules.bison import DONE, Build, Call, Choose, Gain, Gather, Kind, Move, Pay, Phase
from tablerules.bison.components import COST
from tablerules.bison.position import build
from tablerules.bison.state import BisonState
from tests.strategies import check_refused_by

YELLOW, RED, BLUE = 0, 1, 2

#: ``(place, tile number, rotation)``: 4 ``ppppmm``, 6 ``pppppm`` turned 1, 7 ``pppmmm``
#: turned 1, 8 ``ppmmmm`` turned 1, 14 ``pmmmmm`` (the default pile, BIS-2).
SCENE = [(4, 13, 0), (6, 19, 1), (7, 3, 1), (8, 8, 1), (14, 17, 0)]


def yellow(pieces: dict[str, str], *, food: tuple[int, int, int] = (10, 10, 10)) -> BisonState:
    """The scene with ``pieces``, yellow to choose its first action."""
    return build(players=2, tiles=SCENE, pieces=pieces, food={"yellow": food}, to_move="yellow")


def moving(pieces: dict[str, str], kind: Kind = Kind.MOVE1, **kwargs: tuple[int, int, int]) -> BisonState:
    """Yellow has chosen a move action on the scene with ``pieces``."""
    return yellow(pieces, **kwargs).apply(Choose(kind))


def moves_from(state: BisonState, origin: str) -> set[str]:
    """Where the legal moves take a hunter from ``origin``."""
    return {a.to for a in state.legal_actions() if isinstance(a, Move) and a.origin == origin}


def free_steps(state: BisonState, origin: str, to: str, seat: int) -> int | None:
    """The fewest movement points from ``origin`` to ``to`` passing no field of another seat."""
    frontier, seen, steps = [origin], {origin}, 0
    while frontier:
        steps += 1
        nxt = []
        for field in frontier:
            for other in state.neighbours(field):
                if other in seen or state.field_owner(other) not in (None, seat):
                    continue
                if other == to:
                    return steps
                seen.add(other)
                nxt.append(other)
        frontier = nxt
    return None


def test_the_scene() -> None:
    state = yellow({})
    assert set(state.neighbours("1r")) == {"1p", "1m", "2r", "3r", "6r", "7r"}
    assert set(state.neighbours("1p")) == {"1r", "3p", "6p"}
    assert set(state.neighbours("1m")) == {"1r", "2p", "7m", "8m"}
    assert set(state.neighbours("3p")) == {"1p", "3r", "4m"}
    assert set(state.neighbours("8r")) == {"8p", "8m"}
    assert state.movement_cost("1p", "4p") == 4


# -- move hunters one space each ---------------------------------------------------------------


def test_moving_one_space_reaches_only_fields_one_point_away() -> None:
    """'With this action, you may move up to 5 of your hunters one space each.'"""
    state = moving({"1r": "yellow 1", "8r": "yellow 1"})
    assert state.phase is Phase.MOVING
    assert moves_from(state, "1r") == set(state.neighbours("1r"))
    assert moves_from(state, "8r") == {"8p", "8m"}
    check_refused_by(state, Move("1r", "4r"), "bison.move.one-space")
    check_refused_by(state, Move("1r", "4p"), "bison.move.one-space")
    check_refused_by(state, Move("8r", "14p"), "bison.move.one-space")


def test_prairie_to_mountain_on_one_tile_is_two_spaces() -> None:
    """'Moving from a mountain to a prairie on the same landscape tile costs 2 movement points,
    since this is only possible by first moving onto a river.'"""
    state = moving({"1p": "yellow 1", "6m": "yellow 1"})
    check_refused_by(state, Move("1p", "1m"), "bison.move.one-space")
    check_refused_by(state, Move("6m", "6p"), "bison.move.one-space")
    assert state.apply(Move("1p", "1r")).hunters_on("1r") == 1


def test_a_move_step_moves_one_hunter() -> None:
    state = moving({"1r": "yellow 3"})
    after = state.apply(Move("1r", "2r"))
    assert (after.hunters_on("1r"), after.hunters_on("2r")) == (2, 1)
    assert after.field_owner("2r") == YELLOW
    assert after.phase is Phase.MOVING
    assert after.supplies[YELLOW].food == (10, 10, 10), "paying comes after the steps (BIS-6)"


def test_each_hunter_moves_only_once_an_action() -> None:
    """'Move up to 5 of your hunters one space each': a hunter that moved cannot move on (BIS-8)."""
    state = moving({"1p": "yellow 1"}).apply(Move("1p", "1r"))
    assert moves_from(state, "1r") == set()
    check_refused_by(state, Move("1r", "2r"), "bison.move.once")
    assert state.legal_actions()[0] == DONE


def test_a_hunter_that_stayed_may_move_where_another_arrived() -> None:
    """BIS-8: only the hunters that arrived this action are spent; those already there may go."""
    state = moving({"1p": "yellow 1", "1r": "yellow 1"}, Kind.MOVE3).apply(Move("1p", "1r"))
    assert state.hunters_on("1r") == 2
    state = state.apply(Move("1r", "2m"))
    assert (state.hunters_on("1r"), state.hunters_on("2m")) == (1, 1)
    check_refused_by(state, Move("1r", "3r"), "bison.move.once")
    check_refused_by(state, Move("2m", "2r"), "bison.move.once")


def test_a_hunter_may_not_stop_on_an_opponents_field() -> None:
    """'The destination spaces may not contain pieces belonging to other players.'"""
    state = moving({"1r": "yellow 2", "1m": "yellow tipi 1", "7r": "red 2", "1p": "red tipi 1"})
    assert moves_from(state, "1r") == {"1m", "2r", "3r", "6r"}
    check_refused_by(state, Move("1r", "7r"), "bison.move.opponent-field")
    check_refused_by(state, Move("1r", "1p"), "bison.move.opponent-field")  # a tipi alone holds it
    assert state.apply(Move("1r", "1m")).hunters_on("1m") == 1, "your own tipi does not stop you"


def test_moving_one_space_to_the_river_of_a_neighbouring_tile_across_a_corner() -> None:
    """'Moving onto an adjacent landscape tile is only allowed across edges, not corners. Moving
    hunters along a river is the only exception': one point where both rivers end (BIS-1)."""
    state = moving({"1r": "yellow 2"})
    assert state.movement_cost("1r", "6r") == state.movement_cost("1r", "2r") == 1
    assert {"2r", "3r", "6r", "7r"} <= moves_from(state, "1r")
    after = state.apply_all([Move("1r", "6r"), Move("1r", "2r")])
    assert after.hunters_on("6r") == after.hunters_on("2r") == 1


@pytest.mark.parametrize(
    ("origin", "to"),
    [
        ("3p", "4p"),  # two prairies that touch only at a corner
        ("1m", "6p"),  # a mountain and a prairie that touch only at a corner
        ("1p", "2p"),  # two prairies at the totem
        ("1r", "2p"),  # a river reaches a prairie only at the corner
    ],
)
def test_a_land_move_across_a_corner_is_refused(origin: str, to: str) -> None:
    """'Moving onto an adjacent landscape tile is only allowed across edges, not corners.'"""
    state = moving({origin: "yellow 1"})
    assert to not in state.neighbours(origin)
    check_refused_by(state, Move(origin, to), "bison.move.corner")


def test_going_round_a_corner_takes_the_long_way() -> None:
    """Prairie 3p reaches prairie 4p over the edge to 4m and the river: 3 spaces, not 1."""
    state = moving({"3p": "yellow 1"}, Kind.MOVE3)
    assert state.movement_cost("3p", "4p") == 3
    assert state.apply(Move("3p", "4p")).hunters_on("4p") == 1


def test_a_field_that_does_not_touch_at_all_is_too_far_not_across_a_corner() -> None:
    """Prairie 1p lies on the far side of tile 1 from tile 8: it touches no corner of tile 8, so
    a move from 1p to 8p is refused for its distance (4 spaces), not as a corner crossing."""
    one = moving({"1p": "yellow 1"})
    three = moving({"1p": "yellow 1"}, Kind.MOVE3)
    assert one.movement_cost("1p", "8p") == 4
    check_refused_by(one, Move("1p", "8p"), "bison.move.one-space")
    check_refused_by(three, Move("1p", "8p"), "bison.move.three-spaces")


def test_a_hunter_moves_only_from_a_field_with_one_of_your_hunters() -> None:
    state = moving({"1r": "yellow 1", "1m": "yellow tipi 1", "6r": "red 2"})
    check_refused_by(state, Move("2p", "2r"), "bison.move.own-hunter")
    check_refused_by(state, Move("6r", "6p"), "bison.move.own-hunter")
    check_refused_by(state, Move("1m", "1r"), "bison.move.own-hunter")  # a tipi does not move


# -- move hunters one to 3 spaces each ----------------------------------------------------------


def test_moving_one_to_three_spaces_reaches_every_field_within_three_points() -> None:
    """'This action is identical to "Move Hunters One Space Each," except that hunters may move
    up to 3 spaces.'"""
    state = moving({"1p": "yellow 1"}, Kind.MOVE3)
    fields = [f"{place}{t}" for place in (1, 2, 3, 4, 6, 7, 8, 14) for t in "prm"]
    within = {f for f in fields if 1 <= (state.movement_cost("1p", f) or 99) <= 3}
    assert moves_from(state, "1p") == within
    assert {"2m", "7m", "4m", "6m"} <= within


def test_moving_more_than_three_spaces_is_refused() -> None:
    state = moving({"1p": "yellow 1", "14p": "yellow 1"}, Kind.MOVE3)
    assert state.movement_cost("1p", "4p") == 4
    check_refused_by(state, Move("1p", "4p"), "bison.move.three-spaces")
    check_refused_by(state, Move("1p", "14m"), "bison.move.three-spaces")
    check_refused_by(state, Move("14p", "3p"), "bison.move.three-spaces")


def test_hunters_pass_through_an_opponents_field_but_do_not_stop_there() -> None:
    """'Hunters may pass through terrain occupied by another player's pieces, but they may not
    stop there.' Red holds 2r and 1m, yellow's every way from 2p to the rivers passes them."""
    state = moving({"2p": "yellow 1", "2r": "red 1", "1m": "red 1 tipi 1"}, Kind.MOVE3)
    for river in ("1r", "3r"):
        assert (free_steps(state, "2p", river, YELLOW) or 99) > 3
        assert state.is_legal(Move("2p", river))
    check_refused_by(state, Move("2p", "2r"), "bison.move.opponent-field")
    check_refused_by(state, Move("2p", "1m"), "bison.move.opponent-field")
    after = state.apply(Move("2p", "1r"))
    assert after.hunters_on("1r") == 1 and after.field_owner("2p") is None
    assert after.hunters_on("2r") == 1 and after.field_owner("1m") == RED


def test_each_hunter_moves_only_once_in_one_to_three_spaces() -> None:
    """One step is one hunter's whole move: it does not go on from where it stopped (BIS-8)."""
    state = moving({"1p": "yellow 1"}, Kind.MOVE3).apply(Move("1p", "2r"))
    check_refused_by(state, Move("2r", "2m"), "bison.move.once")


def test_the_rulebooks_blue_example_three_hunters_one_to_three_spaces_cost_4() -> None:
    """'Blue moves 3 hunters one to 3 spaces each. The topmost hunter moves one space onto the
    river, then one space onto the mountain, and finally one space onto the adjacent mountain.
    The hunter on the river moves 2 spaces and ends up on the same mountain. The hunter at the
    bottom, on the prairie, moves one space. Blue now has 3 hunters on the same mountain.'

    Rebuilt on tiles 7 and 8 around starting tile 1: 7p -> 7r -> 7m -> 1m, 8r -> 8m -> 1m,
    and 2p -> 1m across the edge where tile 2's prairie faces tile 1's mountain.
    """
    state = build(
        players=3,
        tiles=[(7, 3, 1), (8, 8, 1)],
        pieces={"7p": "blue 1", "8r": "blue 1", "2p": "blue 1", "3p": "yellow 1", "3r": "red 1"},
        markers={"yellow": ("tile",), "red": ("tile",)},
        to_move="blue",
    )
    assert state.to_move == BLUE
    assert "7m" in state.neighbours("7r") and "1m" in state.neighbours("7m")
    assert [state.movement_cost(f, "1m") for f in ("7p", "8r", "2p")] == [3, 2, 1]
    state = state.apply_all([Choose(Kind.MOVE3), Move("7p", "1m"), Move("8r", "1m"), Move("2p", "1m"), DONE])
    assert state.phase is Phase.PAYING
    assert state.hunters_on("1m") == 3 and state.field_owner("1m") == BLUE
    assert {sum(pay.animals) for pay in state.pay_options()} == {4}
    state = state.apply(Pay(0, 2, 2))
    assert state.supplies[BLUE].food == (10, 8, 8)
    assert state.supplies[BLUE].has_used(Kind.MOVE3)


def test_the_rulebooks_blue_example_next_action_builds_a_single_double_or_triple_tipi() -> None:
    """'Blue now has 3 hunters on the same mountain and can build a single, double, or triple
    tipi with their next action.'

    The scene after the move, at Blue's next action turn: the other two have taken theirs,
    and Blue holds a triple tipi too (bought at the market; the reserve starts with a single
    and a double)."""
    state = build(
        players=3,
        tiles=[(7, 3, 1), (8, 8, 1)],
        pieces={"1m": "blue 3", "3p": "yellow 1", "3r": "red 1"},
        reserve={"blue": (4, (1, 2, 3), (1, 2))},
        food={"blue": (10, 8, 8)},
        markers={"yellow": ("tile", "gather"), "red": ("tile", "gather"), "blue": ("move3",)},
        to_move="blue",
    )
    assert state.to_move == BLUE
    state = state.apply(Choose(Kind.TIPI))
    assert {str(action) for action in state.legal_actions() if isinstance(action, Build)} == {
        "build 1m 1",
        "build 1m 2",
        "build 1m 3",
    }
    tripled = state.apply(Build("1m", 3))
    assert (tripled.piece_on("1m"), tripled.hunters_on("1m")) == (3, 0)
    assert {sum(pay.animals) for pay in tripled.pay_options()} == {4}


# -- the cost -------------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_the_cost_follows_the_hunters_moved(count: int) -> None:
    """'The cost of this action depends on the number of hunters that move, even if they move
    together': 1 hunter 0, 2 hunters 2, 3 hunters 4, 4 hunters 7, 5 hunters 10."""
    state = moving({"1r": "yellow 5"})
    targets = ["1p", "1m", "2r", "3r", "6r"][:count]
    state = state.apply_all([*(Move("1r", to) for to in targets), DONE])
    assert COST[count] == (0, 2, 4, 7, 10)[count - 1]
    if count == 1:
        assert state.to_move == RED and state.phase is Phase.CHOOSING
        assert state.supplies[YELLOW].food == (10, 10, 10)
        return
    assert state.phase is Phase.PAYING
    assert {sum(pay.animals) for pay in state.pay_options()} == {COST[count]}
    check_refused_by(state, Pay(1, 0, 0), "bison.pay.cost")


def test_the_rulebooks_red_example_four_hunters_one_space_cost_7_in_any_mix() -> None:
    """'Red moves 4 hunters one space each. According to the cost table, she must pay 7 animals.
    At the top right, one hunter moves from a prairie to the river. Another hunter moves onto
    the same river from the mountain to the south. On the left, one hunter moves onto the
    adjacent mountain. At the bottom, the fourth hunter moves onto the river.'"""
    state = build(
        players=2,
        tiles=SCENE,
        pieces={"6p": "red 1", "6m": "red 1", "3p": "red 1", "8p": "red 1", "1r": "yellow 2"},
        markers={"yellow": ("tile",)},
        to_move="red",
    )
    state = state.apply_all(
        [Choose(Kind.MOVE1), Move("6p", "6r"), Move("6m", "6r"), Move("3p", "4m"), Move("8p", "8r"), DONE]
    )
    assert (state.hunters_on("6r"), state.hunters_on("4m"), state.hunters_on("8r")) == (2, 1, 1)
    assert state.phase is Phase.PAYING
    mixes = {pay.animals for pay in state.pay_options()}
    assert mixes == {(b, s, 7 - b - s) for b in range(8) for s in range(8 - b)}
    assert set(state.legal_actions()) >= {Pay(7, 0, 0), Pay(0, 7, 0), Pay(0, 0, 7), Pay(3, 2, 2)}
    check_refused_by(state, Pay(2, 2, 2), "bison.pay.cost")
    after = state.apply(Pay(1, 2, 4))
    assert after.supplies[RED].food == (9, 8, 6)
    assert after.to_move == YELLOW


def test_the_cost_may_be_freely_divided_but_no_track_goes_below_zero() -> None:
    state = moving({"1r": "yellow 4"}, food=(1, 3, 10)).apply_all(
        [Move("1r", "1p"), Move("1r", "1m"), Move("1r", "2r"), Move("1r", "3r"), DONE]
    )
    assert all(pay.bison <= 1 and pay.salmon <= 3 for pay in state.pay_options())
    assert Pay(1, 3, 3) in state.pay_options() and Pay(0, 0, 7) in state.pay_options()
    check_refused_by(state, Pay(2, 0, 5), "bison.pay.track")


def test_at_most_five_hunters_move_in_one_action() -> None:
    """'You may move up to 5 of your hunters.'"""
    state = moving({"1r": "yellow 3", "3p": "yellow 3"}, food=(15, 15, 15))
    state = state.apply_all(
        [Move("1r", "1p"), Move("1r", "2r"), Move("1r", "6r"), Move("3p", "3r"), Move("3p", "4m")]
    )
    assert state.hunters_on("3p") == 1
    assert not any(isinstance(a, Move) for a in state.legal_actions())
    check_refused_by(state, Move("3p", "1p"), "bison.hunters.at-most-five")
    state = state.apply(DONE)
    assert {sum(pay.animals) for pay in state.pay_options()} == {10}


def test_a_move_that_would_make_the_action_unpayable_is_not_offered() -> None:
    """BIS-6: 3 hunters cost 4 animals; with 3 animals in all, a third hunter may not move."""
    state = moving({"1r": "yellow 3"}, food=(1, 1, 1)).apply_all([Move("1r", "1p"), Move("1r", "2r")])
    assert not any(isinstance(a, Move) for a in state.legal_actions())
    check_refused_by(state, Move("1r", "3r"), "bison.cost.afford")
    state = state.apply(DONE)
    assert set(state.pay_options()) == {Pay(1, 1, 0), Pay(1, 0, 1), Pay(0, 1, 1)}


@pytest.mark.parametrize("kind", [Kind.MOVE1, Kind.MOVE3, Kind.GATHER])
def test_an_action_with_no_hunters_earns_one_animal_of_your_choice(kind: Kind) -> None:
    """'You may choose to take an action without using any hunters. You must still place your
    action marker ... You then receive 1 animal of your choice' (BIS-11)."""
    state = moving({"1r": "yellow 2", "3p": "yellow 1"}, kind).apply(DONE)
    assert state.phase is Phase.GAINING
    assert set(state.legal_actions()) >= {Gain("bison"), Gain("salmon"), Gain("turkeys")}
    assert not any(isinstance(a, Pay) for a in state.legal_actions())
    after = state.apply(Gain("turkeys"))
    assert after.supplies[YELLOW].food == (10, 10, 11)
    assert after.supplies[YELLOW].has_used(kind)
    assert after.to_move == RED


def test_a_move_action_may_be_chosen_with_no_hunter_on_the_landscape() -> None:
    """BIS-11: the action may be taken even if nothing could be done with hunters."""
    state = moving({})
    assert state.legal_actions()[0] == DONE
    assert not any(isinstance(a, Move) for a in state.legal_actions())
    assert state.apply_all([DONE, Gain("bison")]).supplies[YELLOW].food == (11, 10, 10)


# -- gather hunters ----------------------------------------------------------------------------


def gathering(pieces: dict[str, str], **kwargs: tuple[int, int, int]) -> BisonState:
    """Yellow has chosen 'gather hunters' on the scene with ``pieces``."""
    return yellow(pieces, **kwargs).apply(Choose(Kind.GATHER))


def test_hunters_gather_only_where_one_of_your_hunters_stands() -> None:
    """'You may move up to 5 of your hunters from anywhere on the game board onto a single terrain
    that has at least one of your hunters on it.'"""
    state = gathering({"7m": "yellow 1", "14p": "yellow 2", "1p": "yellow tipi 1", "6r": "red 2"})
    assert state.phase is Phase.GATHERING
    assert {a.field for a in state.legal_actions() if isinstance(a, Gather)} == {"7m", "14p"}
    check_refused_by(state, Gather("8m"), "bison.gather.hunter-present")
    check_refused_by(state, Gather("6r"), "bison.gather.hunter-present")
    check_refused_by(state, Gather("1p"), "bison.gather.hunter-present")  # a tipi is no hunter


def test_the_rulebooks_yellow_example_two_hunters_join_and_pay_2() -> None:
    """'The yellow hunter on the mountain calls for a gathering and 2 hunters join it. According to
    the cost table, Yellow must pay 2 animals (2 hunters are used). Yellow has now concentrated
    3 hunters with this action.'"""
    state = gathering({"7m": "yellow 1", "14p": "yellow 1", "2p": "yellow 1"})
    state = state.apply_all([Gather("7m"), Call("14p"), Call("2p"), DONE])
    assert state.hunters_on("7m") == 3
    assert state.field_owner("14p") is None and state.field_owner("2p") is None
    assert state.phase is Phase.PAYING
    assert {sum(pay.animals) for pay in state.pay_options()} == {2}
    after = state.apply(Pay(0, 0, 2))
    assert after.supplies[YELLOW].food == (10, 10, 8)
    assert after.hunters_on("7m") == 3


def test_gathered_hunters_come_from_anywhere_without_a_path() -> None:
    """'Up to 5 of your hunters (of the same color) rush to that location' (BIS-8: no path needed).
    14p is 10 spaces from 7m and red shuts it in on 14r."""
    state = gathering({"7m": "yellow 1", "14p": "yellow 2", "14r": "red 1"}).apply(Gather("7m"))
    assert state.movement_cost("14p", "7m") == 10
    assert free_steps(state, "14p", "7m", YELLOW) is None
    state = state.apply_all([Call("14p"), Call("14p"), DONE])
    assert state.hunters_on("7m") == 3 and state.hunters_on("14p") == 0


def test_hunters_already_on_the_gathering_field_are_not_called() -> None:
    """'Up to 5 of your hunters rush to that location': those already there do not count (BIS-8)."""
    state = gathering({"7m": "yellow 3", "2p": "yellow 1", "6r": "red 1"}).apply(Gather("7m"))
    assert state.phase is Phase.CALLING
    assert {a.field for a in state.legal_actions() if isinstance(a, Call)} == {"2p"}
    check_refused_by(state, Call("7m"), "bison.gather.from-elsewhere")
    check_refused_by(state, Call("6r"), "bison.gather.own-hunter")
    check_refused_by(state, Call("8m"), "bison.gather.own-hunter")
    state = state.apply_all([Call("2p"), DONE])
    assert state.hunters_on("7m") == 4
    assert state.to_move == RED, "one hunter called costs nothing"


def test_at_most_five_hunters_gather_in_one_action() -> None:
    """'You may move up to 5 of your hunters from anywhere on the game board.'"""
    state = gathering({"7m": "yellow 1", "14p": "yellow 2", "4r": "yellow 2", "2m": "yellow 2"}).apply(
        Gather("7m")
    )
    state = state.apply_all([Call("14p"), Call("14p"), Call("4r"), Call("4r"), Call("2m")])
    assert state.hunters_on("7m") == 6
    assert not any(isinstance(a, Call) for a in state.legal_actions())
    check_refused_by(state, Call("2m"), "bison.hunters.at-most-five")
    state = state.apply(DONE)
    assert {sum(pay.animals) for pay in state.pay_options()} == {10}


def test_a_call_that_would_make_the_gathering_unpayable_is_not_offered() -> None:
    """BIS-6: with 2 animals in all, the third hunter (4 animals for 3) is not called."""
    state = gathering({"7m": "yellow 1", "2p": "yellow 3"}, food=(0, 2, 0)).apply(Gather("7m"))
    state = state.apply_all([Call("2p"), Call("2p")])
    assert not any(isinstance(a, Call) for a in state.legal_actions())
    check_refused_by(state, Call("2p"), "bison.cost.afford")
    assert state.apply(DONE).pay_options() == (Pay(0, 2, 0),)
