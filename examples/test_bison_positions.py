"""Rule tests for Bison, each from a position stated in a few lines.

Run with ``python3 -m pytest examples``. ``build`` lays tiles, stands pieces
on fields (``"12p"``: the prairie of the tile on place 12) and sets the
tracks; whatever is not given is as at the start of a game.
"""

import pytest

import tablerules
from tablerules.bison import DONE, Build, Choose, Gain, Kind, Move, Pay, Phase
from tablerules.bison.position import build


def test_a_tipi_needs_as_many_hunters_as_it_has_diamonds() -> None:
    state = build(pieces={"1p": "yellow 1"}).apply(Choose(Kind.TIPI))
    with pytest.raises(tablerules.IllegalActionError) as refused:
        state.apply(Build("1p", 2))
    assert refused.value.rule == "bison.tipi.hunters-present"
    # A single tipi replaces the one hunter, which goes back to the reserve, and costs nothing.
    built = state.apply(Build("1p", 1))
    assert built.piece_on("1p") == 1 and built.hunters_on("1p") == 0
    assert built.supplies[0].hunters == 4


def test_hunters_pass_through_an_opponents_field_but_never_stop_there() -> None:
    # Red holds the river of place 1; yellow's hunter on its prairie goes round it.
    state = build(pieces={"1p": "yellow 1", "1r": "red 1"}).apply(Choose(Kind.MOVE3))
    assert not state.is_legal(Move("1p", "1r"))
    assert state.movement_cost("1p", "1m") == 2
    state = state.apply_all([Move("1p", "1m"), DONE])
    assert state.field_owner("1m") == 0
    # One hunter costs nothing, so the turn passes to red.
    assert state.phase is Phase.CHOOSING and state.to_move == 1


def test_an_action_without_hunters_earns_one_animal_and_two_hunters_cost_two() -> None:
    state = build(pieces={"1p": "yellow 2"}).apply_all([Choose(Kind.GATHER), DONE, Gain("salmon")])
    assert state.supplies[0].food == (10, 11, 10)
    state = build(pieces={"1p": "yellow 1", "2p": "yellow 2"}).apply(Choose(Kind.MOVE1))
    state = state.apply_all([Move("2p", "2r"), Move("2p", "2r"), DONE])
    assert state.phase is Phase.PAYING
    state = state.apply(Pay(0, 0, 2))
    assert state.supplies[0].food == (10, 10, 8)


def test_the_region_scores_as_it_stands() -> None:
    state = build(pieces={"1r": "yellow canoe 1", "2r": "red 3"})
    rivers = [score for score in state.region_scores() if score.region.terrain.name == "RIVER"]
    # The three rivers of the starting tiles meet at the totem: one region, 3 salmon.
    (river,) = rivers
    assert river.region.animals == 3
    # A canoe outweighs any number of hunters: yellow takes all, red half (rounded down).
    assert (river.took(0), river.took(1)) == (3, 1)
