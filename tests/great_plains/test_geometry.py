"""The board's hex geometry by space name, and what a state says is on a space."""

from __future__ import annotations

import pytest

import tablerules
from tablerules.great_plains import geometry
from tablerules.great_plains.components import TERRAIN_NAMES
from tablerules.great_plains.geometry import DIRECTIONS, SPACES
from tablerules.great_plains.state import GreatPlainsState

OPPOSITE = {d: DIRECTIONS[(i + 3) % 6] for i, d in enumerate(DIRECTIONS)}


def test_the_board_has_133_spaces_named_as_on_the_picture() -> None:
    assert len(SPACES) == len(set(SPACES)) == 133
    assert SPACES[:3] == ("l1", "n1", "p1")
    assert SPACES[-3:] == ("j15", "l15", "n15")
    assert "m8" in SPACES
    assert [geometry.index(name) for name in SPACES] == list(range(133))


def test_the_middle_space_has_six_neighbours_east_first_against_the_clock() -> None:
    assert geometry.neighbours("m8") == {
        "e": "o8",
        "ne": "n7",
        "nw": "l7",
        "w": "k8",
        "sw": "l9",
        "se": "n9",
    }


@pytest.mark.parametrize(
    ("space", "directions"),
    [
        ("l1", {"e", "sw", "se"}),  # the top tablet's top corner: the board's north edge
        ("p1", {"w", "sw", "se"}),
        ("c8", {"e", "ne", "sw", "se"}),  # the west end of the row through the middle
        ("w8", {"w", "nw", "ne", "sw"}),
        ("n15", {"w", "ne", "nw"}),
    ],
)
def test_spaces_at_the_edge_have_fewer_neighbours(space: str, directions: set[str]) -> None:
    assert set(geometry.neighbours(space)) == directions
    for d in set(DIRECTIONS) - directions:
        assert geometry.neighbour(space, d) is None
        assert geometry.line(space, d) == ()


def test_neighbours_go_both_ways_in_opposite_directions() -> None:
    for space in SPACES:
        for d, other in geometry.neighbours(space).items():
            assert geometry.neighbour(other, OPPOSITE[d]) == space
            assert geometry.distance(space, other) == 1
            assert geometry.direction(space, other) == d


def test_a_line_runs_straight_to_the_edge() -> None:
    assert geometry.line("m8", "e") == ("o8", "q8", "s8", "u8", "w8")
    assert geometry.line("m8", "w") == ("k8", "i8", "g8", "e8", "c8")
    assert geometry.line("m8", "ne")[:3] == ("n7", "o6", "p5")
    for space in SPACES:
        for d in DIRECTIONS:
            for steps, other in enumerate(geometry.line(space, d), start=1):
                assert geometry.direction(space, other) == d
                assert geometry.distance(space, other) == steps


def test_spaces_off_every_line_have_no_direction() -> None:
    assert geometry.direction("m8", "m8") is None
    assert geometry.direction("m8", "p7") is None  # an east and a north-east: no straight line
    assert geometry.distance("m8", "p7") == 2
    assert geometry.direction("m8", "o6") == "ne"
    assert geometry.distance("l1", "n15") == 14


def test_every_place_holds_19_spaces_and_every_space_one_place() -> None:
    places = [geometry.spaces_of_place(place) for place in range(1, 8)]
    assert all(len(spaces) == 19 for spaces in places)
    assert sorted(name for spaces in places for name in spaces) == sorted(SPACES)
    assert geometry.place_of("m8") == 4 and geometry.PLACE_NAMES[3] == "middle"
    assert geometry.place_of("l1") == 1 and geometry.place_of("n15") == 7
    assert places[0][:3] == ("l1", "n1", "p1")
    for place, spaces in enumerate(places, start=1):
        assert {geometry.place_of(name) for name in spaces} == {place}


@pytest.mark.parametrize("name", ["z99", "", "m 8", "m0", "b8", 3, None, b"m8", ("m8",)])
def test_a_name_that_is_no_space_is_refused(name: object) -> None:
    with pytest.raises(ValueError, match="no space"):
        geometry.neighbours(name)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no space"):
        geometry.place_of(name)  # type: ignore[arg-type]


def test_names_are_read_without_case_or_spaces_around() -> None:
    assert geometry.neighbours(" M8 ") == geometry.neighbours("m8")
    assert geometry.neighbour("m8", "NE") == "n7"


@pytest.mark.parametrize("d", ["north", "n", "", 0, None])
def test_a_direction_that_is_none_of_the_six_is_refused(d: object) -> None:
    with pytest.raises(ValueError, match="no direction"):
        geometry.line("m8", d)  # type: ignore[arg-type]


@pytest.mark.parametrize("place", [0, 8, -1, "1", 1.0, True])
def test_places_are_numbered_1_to_7(place: object) -> None:
    with pytest.raises(ValueError, match="numbered 1 to 7"):
        geometry.spaces_of_place(place)  # type: ignore[arg-type]


# -- what a state says is on a space ---------------------------------------------


def test_a_position_answers_what_is_on_each_space() -> None:
    caves = {"o2": "Sc", "d5": "Sc", "q8": "Sc", "u8": "Fc", "w10": "Fc", "e12": "Fc"}
    state = GreatPlainsState.position(pieces={**caves, "m8": "S", "n7": "F"})
    assert state.piece_on("m8") == "S"
    assert state.piece_on("q8") == "Sc"
    assert state.piece_on("u8") == "Fc"
    assert state.piece_on("n7") == "F"
    assert state.piece_on("o8") is None
    assert {space: state.piece_on(space) for space in SPACES if state.piece_on(space)} == state.pieces()


def test_terrain_by_space_as_the_printed_tablets_show_it() -> None:
    # Tablet 4, side a, lies in the middle: its middle row reads "^ ^ e . c".
    state = GreatPlainsState.position()
    middle_row = [state.terrain(space) for space in ("i8", "k8", "m8", "o8", "q8")]
    assert middle_row == ["peak", "peak", "eagle habitat", "grass", "cave"]
    # Tablet 1, side a, lies at the top: its top row reads ". . ^".
    assert [state.terrain(space) for space in ("l1", "n1", "p1")] == ["grass", "grass", "peak"]
    assert {state.terrain(space) for space in SPACES} == {
        "grass",
        "horse habitat",
        "eagle habitat",
        "bear habitat",
        "peak",
        "spring",
        "cave",
    }


def test_which_tablet_lies_under_a_space() -> None:
    state = GreatPlainsState.position(layout=("7b", "6a", "5b@2", "4a", "3a", "2b", "1a"), turn_tablets=True)
    assert state.tablet_at("l1") == (7, "b", 0)
    assert state.tablet_at("m8") == (4, "a", 0)
    assert state.tablet_at(geometry.spaces_of_place(3)[0]) == (5, "b", 2)
    assert state.tablet_at("n15") == (1, "a", 0)


def test_spaces_of_tablets_not_laid_yet_have_no_terrain() -> None:
    state = tablerules.load("great-plains").setup(players=2)
    state = state.apply(state.legal_actions()[0])  # the first tablet, at the top
    tablet = state.tablet_at("l1")
    assert tablet is not None and tablet[0] in range(1, 8)
    assert state.terrain("l1") in TERRAIN_NAMES.values()
    # Every space has its name from the start; no tablet lies at places 4 and 7 yet.
    assert state.terrain("m8") is None
    assert state.tablet_at("n15") is None
    with pytest.raises(ValueError, match="no space"):
        state.piece_on("z1")
