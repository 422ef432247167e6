"""What is on a space, by its name: terrain, animal, empty-space-marker, tile, neighbours."""

from __future__ import annotations

import pytest

import tablerules
from tablerules.beasty_borders import BeastyBordersState, Options

# A finished game (seed 3 of random play), as str(state) prints it.
FINISHED = """\
    a  b  c  d  e  f  g  h  i
 1  X  ~  X  X  Y  X  B  ~  Z
 2  B  ~  X  ~  X  A  Y  B  X
 3  S  #  #  C [A] ~  Y  A  B
 4  C  Z  A  A  Z  #  C  B  ~
 5  ~  B  Y  Y  #  A  Z  X  ~
 6  A  Z  ~  C  ~  A  ~  C  B
seat 0 (farm): Ax0 Bx0 Cx0
seat 1 (wild): Xx0 Yx2 Zx0
game over: 2 - 5, seat 1 (wild) wins
"""


@pytest.fixture
def finished() -> BeastyBordersState:
    return BeastyBordersState.from_picture(FINISHED)


def test_every_space_is_named_as_on_the_picture(finished: BeastyBordersState) -> None:
    names = finished.space_names()
    assert len(names) == 54
    assert names[:3] == ("a1", "b1", "c1") and names[9] == "a2" and names[-1] == "i6"


def test_terrain_green_lake_or_the_signposts_lake(finished: BeastyBordersState) -> None:
    assert finished.terrain("a1") == "green"  # an animal stands on green
    assert finished.terrain("b1") == "lake"
    assert finished.terrain("a3") == "signpost"
    assert finished.terrain("b3") == "green"  # an empty-space-marker lies on green too
    kinds = [finished.terrain(name) for name in finished.space_names()]
    assert kinds.count("signpost") == 1
    assert kinds.count("green") == 42  # "all (42) green spaces"


def test_animals_and_empty_space_markers_by_space(finished: BeastyBordersState) -> None:
    assert finished.animal_on("a1") == "X"
    assert finished.animal_on("e3") == "A"  # under the steps-marker
    assert finished.animal_on("b1") is None and finished.animal_on("b3") is None
    assert finished.marked_empty("b3") and finished.marked_empty("e5")
    assert not finished.marked_empty("a1") and not finished.marked_empty("b1")
    assert finished.marker_space == "e3"


def test_the_tile_under_each_space(finished: BeastyBordersState) -> None:
    # Nine tiles of two rows and three columns, numbered by the layout in reading order.
    layout = finished.layout
    assert finished.tile_at("a1") == finished.tile_at("c2") == layout[0]
    assert finished.tile_at("d1") == layout[1]
    assert finished.tile_at("a3") == layout[3]
    assert finished.tile_at("i6") == layout[8]
    assert sorted({finished.tile_at(name) for name in finished.space_names()}) == list(range(1, 10))


def test_neighbours_across_edges_not_corners(finished: BeastyBordersState) -> None:
    assert finished.neighbours("a1") == ("b1", "a2")
    assert set(finished.neighbours("e3")) == {"e2", "d3", "f3", "e4"}
    assert set(finished.neighbours("i6")) == {"i5", "h6"}


@pytest.mark.parametrize("name", ["j1", "a7", "a0", "", "1a", "aa", "a" + "9" * 5000, 3, None, b"a1"])
def test_a_name_that_is_no_space_is_refused(finished: BeastyBordersState, name: object) -> None:
    with pytest.raises(ValueError, match=r"no space .* the spaces are a1 to i6"):
        finished.terrain(name)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no space"):
        finished.animal_on(name)  # type: ignore[arg-type]


def test_names_are_read_without_case_or_spaces_around(finished: BeastyBordersState) -> None:
    assert finished.animal_on(" A1 ") == "X"


def test_no_space_is_asked_about_before_the_tiles_are_laid() -> None:
    state = tablerules.load("beasty-borders").setup(players=2)
    assert state.space_names() == ()
    with pytest.raises(ValueError, match="not laid yet"):
        state.terrain("a1")


def test_without_luck_the_board_is_six_tiles() -> None:
    state = tablerules.load("beasty-borders").setup(players=2, options=Options(without_luck=True))
    while state.board is None:
        state = state.apply(state.legal_actions()[0])
    assert state.space_names()[-1] == "i4"
    assert sorted({state.tile_at(name) for name in state.space_names()}) == sorted(state.layout)
