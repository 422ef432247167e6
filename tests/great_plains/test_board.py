"""The board: its shape (GP-1), the reconstructed tablets (GP-2), and checking a user's tablets.

"7 double-sided tablets" laid "into the arrangement shown": one in the
middle and six around it; every space is a hexagon.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core.grid import HexGrid, connected_groups
from tablerules.great_plains import GAME, Options
from tablerules.great_plains.board import (
    GRID,
    LOCAL,
    NAMES,
    PLACE_CENTRES,
    SPACE,
    Board,
    check_layout,
    check_tablets,
    normalise_side,
    parse_placement,
    side_symbols,
    tablet_regions,
)
from tablerules.great_plains.components import (
    CAVE,
    GRASS,
    HABITATS,
    LOWLAND,
    MOUNTAINS,
    PEAK,
    SPRING,
    TABLETS,
    TOKENS,
)

SIDES = [normalise_side(side) for tablet in TABLETS for side in tablet]


def random_boards(count: int) -> list[Board]:
    rng = random.Random(7)
    tablets = Options().tablets
    boards = []
    for _ in range(count):
        order = rng.sample(range(1, 8), 7)
        boards.append(Board.build(tablets, tuple((t, rng.choice("ab"), rng.randrange(6)) for t in order)))
    return boards


# -- GP-1: the shape -------------------------------------------------------------


def test_the_board_is_seven_hexagonal_tablets_of_19_spaces() -> None:
    """GP-1: each tablet is a hexagon of radius 2; seven of them make 133 spaces."""
    assert len(LOCAL) == 19
    regions = tablet_regions()
    assert len(regions) == 7
    assert sorted(cell for region in regions for cell in region) == list(range(GRID.size))
    assert GRID.size == 133
    for (cq, cr), region in zip(PLACE_CENTRES, regions, strict=True):
        assert all(HexGrid.distance((cq, cr), GRID.coordinates[cell]) <= 2 for cell in region)


def test_one_tablet_in_the_middle_and_six_around_it() -> None:
    """'2-3-2 formation': the middle tablet touches all six others; each outer one touches three."""
    regions = [set(region) for region in tablet_regions()]

    def touch(a: set[int], b: set[int]) -> bool:
        return any(other in b for cell in a for other in GRID.adjacent(cell))

    middle = 3
    assert all(touch(regions[middle], regions[other]) for other in range(7) if other != middle)
    for place in range(7):
        if place != middle:
            assert sum(touch(regions[place], regions[other]) for other in range(7) if other != place) == 3
    # The columns of tablets: two on the left, three in the middle, two on the right.
    xs = sorted(q + r / 2 for q, r in PLACE_CENTRES)
    assert [round(x) for x in xs] == [-4, -4, 0, 0, 0, 4, 4]


def test_spaces_are_named_by_column_letter_and_row_number() -> None:
    assert NAMES[SPACE["m8"]] == "m8" and GRID.coordinates[SPACE["m8"]] == (0, 0)
    assert {name[0] for name in NAMES} == set("abcdefghijklmnopqrstuvwxy")
    assert {int(name[1:]) for name in NAMES} == set(range(1, 16))
    assert len(set(NAMES)) == 133
    # Reading order: row by row, each row west to east.
    assert NAMES[:3] == ("l1", "n1", "p1")
    assert NAMES[-1] == "n15"


# -- GP-2: the reconstructed tablets ----------------------------------------------


def test_the_printed_tablets_are_seven_double_sided_tablets() -> None:
    """'7 double-sided tablets', each side with 'exactly one cave' (FACTS)."""
    assert len(TABLETS) == 7 and all(len(tablet) == 2 for tablet in TABLETS)
    check_tablets(Options().tablets)
    assert len(set(SIDES)) == 14, "no two sides alike"
    for side in SIDES:
        symbols = side_symbols(side)
        assert len(symbols) == 19
        assert symbols.count(CAVE) == 1


def test_every_side_has_every_kind_of_terrain() -> None:
    """GP-2: peaks, springs, grass and a habitat of each animal on every side."""
    for side in SIDES:
        count = Counter(side_symbols(side))
        assert count[PEAK] in (4, 5) and count[SPRING] == 2
        assert all(count[habitat] >= 1 for habitat in HABITATS)
        assert count[GRASS] in (8, 9)
        assert sum(count[s] for s in LOWLAND) in (11, 12)


def test_every_board_has_room_for_all_40_tokens() -> None:
    """The issue: 'every legal board must hold at least 40 empty lowland spaces'."""
    least = sum(
        min(sum(s in LOWLAND for s in side_symbols(normalise_side(side))) for side in t) for t in TABLETS
    )
    assert least >= 2 * TOKENS
    for board in random_boards(50):
        assert sum(symbol in LOWLAND for symbol in board.terrain) >= 2 * TOKENS


def test_boards_have_meadows_of_many_sizes_and_springs_beside_some() -> None:
    """GP-2: the tablets make meadows of varied sizes, not one big field."""
    sizes: Counter[int] = Counter()
    for board in random_boards(40):
        meadows = board.meadows
        assert len(meadows) >= 10
        assert max(len(m.grass) for m in meadows) <= 30
        assert any(m.springs for m in meadows) and any(not m.springs for m in meadows)
        sizes.update(len(m.grass) for m in meadows)
    assert {1, 2, 3, 4, 5} <= set(sizes)


def lowland_groups(board: Board) -> list[list[str]]:
    """The board's lowland spaces in groups that hang together, largest first."""
    labels = ["low" if symbol in LOWLAND else None for symbol in board.terrain]
    groups = [[NAMES[cell] for cell in cells] for _, cells in connected_groups(labels, GRID.neighbours)]
    return sorted(groups, key=len, reverse=True)


def test_the_lowland_of_nearly_every_board_hangs_together() -> None:
    """GP-2, said honestly: of the 645,120 boards the tablets make unturned, 1,760 have a
    pocket of lowland that mountains cut off from the rest; this one, 7b 2a 6a 4a 3b 1b 5a,
    a pocket of 12 spaces s4 ... w8. Such boards are legal and play to the end: only an
    eagle, or a cave tile on the cave w5 beside it, reaches the pocket, and a player with
    nowhere to place passes (GP-7)."""
    layout = ("7b", "2a", "6a", "4a", "3b", "1b", "5a")
    board = Board.build(Options().tablets, check_layout(layout))
    main, pocket = lowland_groups(board)
    assert len(pocket) == 12 and pocket[0] == "s4" and pocket[-1] == "w8"
    assert len(main) + len(pocket) == sum(symbol in LOWLAND for symbol in board.terrain)
    final = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=2, options=Options(layout=layout))
    assert final.replay().is_over
    hanging = sum(len(lowland_groups(board)) == 1 for board in random_boards(300))
    assert hanging >= 290


def test_the_habitats_are_spread_over_the_board() -> None:
    for board in random_boards(20):
        for habitat in HABITATS:
            places = {
                place
                for place, region in enumerate(tablet_regions())
                for cell in region
                if board.terrain[cell] == habitat
            }
            assert len(places) == 7, "every tablet shows every animal"


def test_mountains_and_lowland_cover_the_board() -> None:
    for board in random_boards(5):
        assert all(symbol in MOUNTAINS | LOWLAND for symbol in board.terrain)
        assert board.terrain.count(CAVE) == 7


def test_turning_a_tablet_six_sixths_changes_nothing() -> None:
    """GP-3: a turn is a sixth of a full turn, clockwise as drawn."""
    tablets = Options().tablets
    plain = Board.build(tablets, tuple((t, "a", 0) for t in range(1, 8)))
    assert Board.build(tablets, tuple((t, "a", 6 % 6) for t in range(1, 8))).terrain == plain.terrain
    turned = Board.build(tablets, ((1, "a", 1), *((t, "a", 0) for t in range(2, 8))))
    assert turned.terrain != plain.terrain
    top = tablet_regions()[0]
    assert Counter(turned.terrain[c] for c in top) == Counter(plain.terrain[c] for c in top)
    # The middle space of a tablet stays where it is.
    assert turned.terrain[SPACE["n3"]] == plain.terrain[SPACE["n3"]]


# -- user-supplied tablets ----------------------------------------------------------

GOOD = "..^/.h.~/^.c../..^e/~.."


def sides(*texts: str) -> tuple[tuple[str, str], ...]:
    return tuple((text, text) for text in texts)


@pytest.mark.parametrize(
    ("tablets", "message"),
    [
        (sides(GOOD), "7 tablets"),
        ("nonsense", "7 tablets"),
        (((GOOD,),) * 7, "two sides"),
        (sides(*[GOOD] * 6, "..^/.h.~/^.c../..^e"), "19 spaces"),
        (sides(*[GOOD] * 6, "..^/.h.~/^.c../..^e/~.../"), "19 spaces"),
        (sides(*[GOOD] * 6, "..^/.h.~/^.c.../..^/~.."), "rows of 3, 4, 5, 4 and 3"),
        (sides(*[GOOD] * 6, 42), "19 spaces"),  # type: ignore[arg-type]
        (sides(*[GOOD] * 6, "..^/.h.~/^.c.x/..^e/~.."), "unknown spaces ['x']"),
        (sides(*[GOOD] * 6, "..^/.h.~/^.c.c/..^e/~.."), "exactly one cave"),
        (sides(*[GOOD] * 6, "..^/.h.~/^..../..^e/~.."), "exactly one cave"),
        (sides(*[GOOD] * 6, "..^/.^^~/^^c^./.^^e/~.."), "needs a lowland space next to it"),
        (sides(*["^^^/^^^^/^^c../^^^^/^^^"] * 7), "at least 40"),
    ],
)
def test_bad_tablets_are_refused_with_a_clear_message(tablets: object, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("]", r"\]").replace("(", "")):
        GAME.setup(players=2, options=Options(tablets=tablets))  # type: ignore[arg-type]


def test_a_side_may_be_drawn_or_written_short() -> None:
    drawn = """
          . . ^
         . h . ~
        ^ . c . .
         . . ^ e
          ~ . .
    """
    assert normalise_side(drawn) == GOOD
    assert normalise_side(GOOD.replace("/", "")) == GOOD.replace("/", "")
    assert Options(tablets=sides(*[drawn] * 7)) == Options(tablets=sides(*[GOOD] * 7))


def test_your_own_tablets_make_your_own_board() -> None:
    mine = sides(*[GOOD] * 7)
    state = GAME.setup(players=2, options=Options(tablets=mine, layout=tuple(f"{n}a" for n in range(1, 8))))
    assert state.board is not None
    assert state.board.terrain.count("h") == 7


@pytest.mark.parametrize(
    ("layout", "message"),
    [
        (("1a",) * 7, "each tablet once"),
        (("1a", "2a"), "lists 7 tablets"),
        ("1a2a3a4a5a6a7a", "lists 7 tablets"),
        (("1a", "2a", "3a", "4a", "5a", "6a", "8a"), "like '3b'"),
        (("1a", "2a", "3a", "4a", "5a", "6a", "7c"), "like '3b'"),
        (("1a", "2a", "3a", "4a", "5a", "6a", "7a@6"), "like '3b'"),
        (("1a", "2a", "3a", "4a", "5a", "6a", 7), "like '3b'"),
    ],
)
def test_bad_layouts_are_refused(layout: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        GAME.setup(players=2, options=Options(layout=layout))  # type: ignore[arg-type]


def test_layout_entries() -> None:
    assert parse_placement("3b") == (3, "b", 0)
    assert parse_placement(" 3B@2 ") == (3, "b", 2)
    assert check_layout(["7a", "6b", "5a", "4b", "3a", "2b", "1a@5"])[-1] == (1, "a", 5)


@pytest.mark.parametrize("name", ["turn_tablets", "caves_block_bear", "straight_horse", "stuck_ends_game"])
def test_switches_are_true_or_false(name: str) -> None:
    with pytest.raises(ValueError, match="true or false"):
        GAME.setup(players=2, options=Options(**{name: "no"}))  # type: ignore[arg-type]


def test_options_from_json_lists_become_tuples() -> None:
    data = GAME.options_to_json(Options(layout=("1a", "2b", "3a", "4b", "5a", "6b", "7a")))
    again = GAME.options_from_json(json.loads(json.dumps(data)))
    assert again == Options(layout=("1a", "2b", "3a", "4b", "5a", "6b", "7a"))
    assert isinstance(again.tablets, tuple) and isinstance(again.tablets[0], tuple)
