"""Content and Preparation: the tiles laid by chance, the signpost, the supplies.

Rulebook: "9 landscape tiles (green grass with lakes)"; "Shuffle the 9 tiles
and place them face-up in a 3x3 tiles grid."; "Place the steps-marker at the
signpost space."; "Give one player all farm animals, the other player all
wild animals."
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

import tablerules
from tablerules import CHANCE
from tablerules.beasty_borders import GAME, BeastyBordersState, LayTile, Options, Phase, Roll
from tablerules.beasty_borders.components import MAIN_SUPPLY, TILES
from tablerules.beasty_borders.options import check_options

STRAIGHT = tuple(range(1, 10))


def laid(layout: tuple[int, ...], *, without_luck: bool = False) -> BeastyBordersState:
    """The state after chance laid the tiles in ``layout``, one place after another."""
    return GAME.setup(options=Options(without_luck=without_luck)).apply_all(LayTile(n) for n in layout)


def test_the_title_is_registered_for_two_players() -> None:
    game = tablerules.load("beasty-borders")
    assert game is GAME
    assert game.name == "Beasty Borders"
    assert list(game.player_counts) == [2]
    assert game.has_hidden_information is False
    assert set(game.variants()) == {"standard", "without-luck"}
    assert game.variants()["without-luck"].without_luck


@pytest.mark.parametrize("players", [1, 3, 0, "2"])
def test_only_two_players(players: object) -> None:
    with pytest.raises(ValueError, match="2 players"):
        GAME.setup(players=players)  # type: ignore[arg-type]


def test_setup_starts_with_chance_laying_tiles() -> None:
    """ "Shuffle the 9 tiles and place them face-up in a 3x3 tiles grid": chance lays them."""
    state = GAME.setup()
    assert state.phase is Phase.LAYING_TILES
    assert state.to_move is CHANCE
    assert state.layout == ()
    assert state.board is None
    assert GAME.setup(players=2) == state


def test_each_place_takes_any_tile_not_laid_yet_with_equal_chance() -> None:
    """The shuffle: every tile not yet laid is equally likely next, none comes twice."""
    state = GAME.setup()
    order = (5, 2, 9, 1, 7, 3, 8, 4, 6)
    for count, tile in enumerate(order):
        outcomes = state.chance_outcomes()
        left = sorted(set(STRAIGHT) - set(order[:count]))
        assert [action for action, _ in outcomes] == [LayTile(n) for n in left]
        assert {p for _, p in outcomes} == {Fraction(1, len(left))}
        assert sum(p for _, p in outcomes) == 1
        assert list(state.legal_actions()) == [action for action, _ in outcomes]
        state = state.apply(LayTile(tile))
    assert state.layout == order
    assert state.phase is Phase.ROLLING


def test_the_laid_tiles_form_a_3x3_grid_of_3x2_tiles() -> None:
    """BB-1: a tile is 3 spaces wide and 2 high, never rotated; 9 columns x 6 rows."""
    layout = (9, 8, 7, 6, 5, 4, 3, 2, 1)
    state = laid(layout)
    grid = state.board.grid  # type: ignore[union-attr]
    assert (grid.rows, grid.cols) == (6, 9)
    for place, number in enumerate(layout):
        top, left = 2 * (place // 3), 3 * (place % 3)
        rows = TILES[number - 1].split("/")
        for dr, dc in itertools.product(range(2), range(3)):
            assert state.spaces[grid.index(top + dr, left + dc)] == rows[dr][dc]


def test_the_default_tiles_hold_42_green_spaces_and_12_lakes() -> None:
    """BB-2 and FACTS: "Once all (42) green spaces are filled"; six tiles of 5 + 1, three of 4 + 2."""
    assert len(TILES) == 9
    greens = sorted(tile.count(".") for tile in TILES)
    assert greens == [4, 4, 4, 5, 5, 5, 5, 5, 5]
    assert sum(greens) == 42
    assert sum(tile.count("~") + tile.count("S") for tile in TILES) == 12
    state = laid(STRAIGHT)
    assert state.spaces.count(".") == 42
    assert state.spaces.count("~") + state.spaces.count("S") == 12


@pytest.mark.parametrize("layout", [STRAIGHT, (9, 8, 7, 6, 5, 4, 3, 2, 1), (2, 3, 4, 5, 1, 6, 7, 8, 9)])
def test_every_layout_has_42_green_spaces(layout: tuple[int, ...]) -> None:
    assert laid(layout).spaces.count(".") == 42


def test_the_marker_starts_on_the_signpost() -> None:
    """ "Place the steps-marker at the signpost space." BB-3: the signpost is the top-left
    space of tile 1, a lake, not a green space."""
    state = laid(STRAIGHT)
    assert state.marker == 0
    assert state.spaces[0] == "S"
    middle = laid((2, 3, 4, 5, 1, 6, 7, 8, 9))
    assert middle.board is not None
    assert middle.board.grid.name(middle.marker) == "d3"
    assert middle.spaces[middle.marker] == "S"
    assert middle.spaces.count("S") == 1


def test_the_fixed_layout_option_skips_the_shuffle() -> None:
    layout = (3, 1, 2, 6, 5, 4, 9, 8, 7)
    state = GAME.setup(options=Options(layout=layout))
    assert state.phase is Phase.ROLLING
    assert state.to_move is CHANCE
    chance = laid(layout)
    assert (state.layout, state.spaces, state.marker) == (chance.layout, chance.spaces, chance.marker)
    assert [action for action, _ in state.chance_outcomes()] == [Roll(n) for n in range(1, 9)]


def test_the_supplies() -> None:
    """ "Give one player all farm animals, the other player all wild animals." BB-5: seat 0
    is farm A 8, B 7, C 5 and starts; seat 1 wild X 8, Y 7, Z 5."""
    assert MAIN_SUPPLY == {"A": 8, "B": 7, "C": 5, "X": 8, "Y": 7, "Z": 5}
    state = laid(STRAIGHT)
    assert state.animals_left(0) == {"A": 8, "B": 7, "C": 5}
    assert state.animals_left(1) == {"X": 8, "Y": 7, "Z": 5}
    assert state.supply == ((8, 7, 5), (8, 7, 5))
    assert state.roller == 0
    assert state.apply(Roll(1)).to_move == 0


# -- custom tiles and layouts -------------------------------------------------------


def _tiles_with(number: int, text: str) -> tuple[str, ...]:
    return (*TILES[: number - 1], text, *TILES[number:])


@pytest.mark.parametrize(
    ("tiles", "message"),
    [
        (TILES[:8], "9 tiles"),
        ((*TILES, "..."), "9 tiles"),
        (_tiles_with(2, "..../...."), "two rows of three"),
        (_tiles_with(2, "..."), "two rows of three"),
        (_tiles_with(2, ".../.../..."), "two rows of three"),
        (_tiles_with(2, ".x./..."), "unknown spaces"),
        (_tiles_with(2, "S../..."), "exactly one"),
        (_tiles_with(1, ".../..."), "exactly one"),
    ],
    ids=["eight", "ten", "wide", "one-row", "three-rows", "bad-symbol", "two-signposts", "no-signpost"],
)
def test_bad_tiles_are_refused(tiles: tuple[str, ...], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        GAME.setup(options=Options(tiles=tiles))


@pytest.mark.parametrize(
    "layout",
    [
        (1, 2, 3),
        (1, 2, 3, 4, 5, 6, 7, 8, 8),
        (0, 1, 2, 3, 4, 5, 6, 7, 8),
        (1, 2, 3, 4, 5, 6, 7, 8, 10),
        (*range(1, 10), 1),
        ("1", 2, 3, 4, 5, 6, 7, 8, 9),
    ],
    ids=["short", "repeat", "zero", "ten", "long", "text"],
)
def test_bad_layouts_are_refused(layout: tuple[object, ...]) -> None:
    with pytest.raises(ValueError, match="layout"):
        GAME.setup(options=Options(layout=layout))


def test_a_layout_must_be_a_sequence() -> None:
    with pytest.raises(TypeError):
        Options(layout=5)


def test_custom_tiles_are_laid_as_drawn() -> None:
    tiles = _tiles_with(9, "~~~/~~~")
    state = GAME.setup(options=Options(tiles=tiles, layout=STRAIGHT))
    assert state.spaces.count(".") == 42 - TILES[8].count(".")


def test_without_luck_layout_must_hold_the_signpost_tile() -> None:
    """ "Use only 6 of the 9 tiles. The marker's start tile must be one of these." """
    with pytest.raises(ValueError, match="signpost"):
        GAME.setup(options=Options(without_luck=True, layout=(2, 3, 4, 5, 6, 7)))
    with pytest.raises(ValueError, match="layout"):
        GAME.setup(options=Options(without_luck=True, layout=STRAIGHT))
    moved = _tiles_with(4, "S../...")
    moved = (".../...", *moved[1:])
    GAME.setup(options=Options(without_luck=True, tiles=moved, layout=(2, 3, 4, 5, 6, 7)))
    with pytest.raises(ValueError, match="tile 4"):
        GAME.setup(options=Options(without_luck=True, tiles=moved, layout=(1, 2, 3, 5, 6, 7)))


@pytest.mark.parametrize(
    "row", [(), ("A", ""), ("A", "C"), ("A", "XZ")], ids=["empty", "blank-entry", "farm-c", "wild-z"]
)
def test_a_bad_bidding_row_is_refused(row: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="bidding row"):
        GAME.setup(options=Options(without_luck=True, bidding_row=row))


def test_options_round_trip_through_json() -> None:
    for options in GAME.variants().values():
        assert GAME.options_from_json(GAME.options_to_json(options)) == options
    with pytest.raises(ValueError, match="unknown options"):
        GAME.options_from_json({"luck": False})
    with pytest.raises(ValueError):
        GAME.options_from_json({"layout": 5})


def test_setup_refuses_something_that_is_not_options() -> None:
    with pytest.raises(ValueError, match="Options"):
        GAME.setup(options={"without_luck": True})  # type: ignore[arg-type]


@pytest.mark.parametrize("flag", ["no", 1, None])
def test_without_luck_must_be_true_or_false(flag: object) -> None:
    """Options read from JSON may carry "no", which Python would take as true."""
    with pytest.raises(ValueError, match="without_luck"):
        check_options(GAME.options_from_json({"without_luck": flag}))


def test_true_is_no_tile_number() -> None:
    with pytest.raises(ValueError, match="layout"):
        check_options(Options(layout=(True, 2, 3, 4, 5, 6, 7, 8, 9)))


def test_setup_checks_options_whatever_was_checked_before() -> None:
    GAME.setup(options=Options(without_luck=True))
    with pytest.raises(ValueError, match="without_luck"):
        GAME.setup(options=Options(without_luck=1))  # type: ignore[arg-type]
