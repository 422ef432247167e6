"""Roll the die: the D8 and the steps-marker's walk.

Rulebook: "In your turn you roll the D8."; "The die determines the number of
steps to move the steps-marker in the signpost's direction through empty
landscape spaces (skip lakes, and spaces filled by an animal or an
empty-space-marker)."; "If you reach the side of the landscape, count further
at the next row. The 'first next' row is the one below the signpost (see
picture)." The picture is lost: BB-4 reads it as walking east along a row,
on at the west end of the row below, and from the bottom row on at the top.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tablerules import CHANCE
from tablerules.beasty_borders import GAME, PASS, BeastyBordersState, Options, Phase, Place, Roll

STRAIGHT = tuple(range(1, 10))


def board_start() -> BeastyBordersState:
    """The default tiles laid 1 to 9 in reading order: the signpost on a1.

    Row 1 reads ``S . . . . . . . ~``, row 2 ``. . . . ~ . . . .``.
    """
    return GAME.setup(options=Options(layout=STRAIGHT))


def where(state: BeastyBordersState) -> str:
    assert state.board is not None
    return state.board.grid.name(state.marker)


def test_the_d8_has_eight_equally_likely_outcomes() -> None:
    state = board_start()
    assert state.to_move is CHANCE
    outcomes = state.chance_outcomes()
    assert [roll for roll, _ in outcomes] == [Roll(n) for n in range(1, 9)]
    assert all(p == Fraction(1, 8) for _, p in outcomes)
    assert sum(p for _, p in outcomes) == 1
    assert list(state.legal_actions()) == [Roll(n) for n in range(1, 9)]


def test_chance_outcomes_are_empty_when_a_player_decides() -> None:
    assert board_start().apply(Roll(1)).chance_outcomes() == ()


@pytest.mark.parametrize(("pips", "space"), [(1, "b1"), (2, "c1"), (5, "f1"), (7, "h1")])
def test_the_marker_walks_east_from_the_signpost(pips: int, space: str) -> None:
    """A forced roll: ``apply(Roll(n))`` moves the marker n empty green spaces east."""
    state = board_start().apply(Roll(pips))
    assert where(state) == space
    assert state.phase is Phase.ROLLER_DECIDES
    assert state.to_move == 0


def test_past_the_east_edge_the_walk_goes_on_in_the_row_below_skipping_lakes() -> None:
    """ "If you reach the side of the landscape, count further at the next row" (BB-4);
    the lake on i1 does not count ("skip lakes")."""
    assert where(board_start().apply(Roll(8))) == "a2"


def test_the_walk_skips_lakes_inside_a_row() -> None:
    """Row 2 has a lake on e2: from a2 four steps reach f2, not e2."""
    state = board_start().apply_all([Roll(8), Place("A"), Roll(4)])
    assert where(state) == "f2"


def test_the_walk_skips_animals_and_empty_space_markers() -> None:
    """ "skip ... spaces filled by an animal or an empty-space-marker" """
    state = BeastyBordersState.from_picture(
        """
        S A . # X . . . ~
        . . . . ~ . . . .
        . . . . ~ . . . .
        ~ . . . . . . . ~
        ~ . . . ~ . . . ~
        . . ~ . ~ . . . .
        """
    )
    assert where(state.apply(Roll(1))) == "c1"
    assert where(state.apply(Roll(2))) == "f1"
    assert where(state.apply(Roll(4))) == "h1"
    assert where(state.apply(Roll(5))) == "a2"


def test_the_walk_goes_on_from_where_the_marker_stands() -> None:
    """Each roll moves the marker on from its space, not from the signpost."""
    state = board_start().apply_all([Roll(3), Place("A")])
    assert where(state) == "d1"
    assert where(state.apply(Roll(2))) == "f1"


def test_past_the_bottom_row_the_walk_goes_on_at_the_top() -> None:
    """BB-4: from the bottom row the count goes on at the top row's west end."""
    state = BeastyBordersState.from_picture(
        """
        S . . # # # # # #
        # # # # ~ # # # #
        # # # # ~ # # # #
        ~ # # # # # # # ~
        ~ # # # ~ # # # ~
        # # ~ # . . ~ # #
        """
    )
    state = state.apply(Roll(4))
    assert where(state) == "f6"
    state = state.apply(Place("A"))
    assert where(state.apply(Roll(1))) == "b1"
    assert where(state.apply(Roll(2))) == "c1"
    # Round the whole board: b1, c1, e6, then b1 again.
    assert where(state.apply(Roll(3))) == "e6"
    assert where(state.apply(Roll(4))) == "b1"


def test_a_walk_passes_over_the_signpost() -> None:
    """The signpost's space is a lake (BB-3): a walk that comes round steps over it."""
    state = BeastyBordersState.from_picture(
        """
        # # # # # # # # ~
        # # # # ~ # # # #
        # # . S . # # # #
        ~ # # # # # # # ~
        ~ # # # ~ # # # ~
        # . ~ # ~ # # # #
        """
    )
    assert where(state) == "d3"
    state = state.apply(Roll(3))
    assert where(state) == "c3"  # e3, b6, then round the top to c3
    state = state.apply(Place("B"))
    assert where(state.apply(Roll(1))) == "e3"  # over the signpost on d3


def test_with_one_empty_space_left_every_roll_lands_on_it() -> None:
    state = BeastyBordersState.from_picture(
        """
        S # # # # # # # ~
        # # # # ~ # # # #
        # # # # ~ # # # #
        ~ # # # # # # # ~
        ~ # # # ~ # # # ~
        # # ~ # ~ # # # .
        """
    )
    for pips in range(1, 9):
        assert where(state.apply(Roll(pips))) == "i6"


def test_the_marker_lands_on_an_empty_green_space() -> None:
    """Whatever is rolled, the marker stops on an empty green space."""
    state = board_start().apply_all([Roll(2), Place("A"), Roll(5), PASS, PASS])
    for pips in range(1, 9):
        after = state.apply(Roll(pips))
        assert after.spaces[after.marker] == "."


def test_without_luck_the_walk_is_the_same_on_four_rows() -> None:
    """'Without Luck' board: 3 x 2 tiles, 9 x 4 spaces (BB-7); from the bottom row the walk
    comes round to the top."""
    state = GAME.setup(options=Options(without_luck=True, layout=(1, 2, 3, 4, 5, 6)))
    assert state.board is not None
    assert (state.board.grid.rows, state.board.grid.cols) == (4, 9)
    assert where(state) == "a1"
    assert where(state.apply(Roll(8))) == "a2"
    picture = """
        S # # # # # # # ~
        # # # # ~ # # # #
        # # # # ~ # # # #
        ~ # # # # . # # ~
        """
    drawn = BeastyBordersState.from_picture(picture.replace("S #", "S ."), without_luck=True)
    assert where(drawn.apply(Roll(1))) == "b1"
    assert where(drawn.apply(Roll(2))) == "f4"
    assert where(drawn.apply(Roll(3))) == "b1"


# BB-4 is an option: "count further at the next row" may also be read as the
# marker turning round at the side and coming back along the row below.


def snake_start() -> BeastyBordersState:
    return GAME.setup(options=Options(layout=STRAIGHT, walk="snake"))


def test_the_snake_walk_starts_east_like_the_row_walk() -> None:
    """BB-4 'snake': the first row is walked east from the signpost, as in 'rows'."""
    assert where(snake_start().apply(Roll(7))) == "h1"


def test_the_snake_walk_comes_back_along_the_row_below() -> None:
    """BB-4 'snake': past i1 (a lake) the marker goes on at the east end of row 2, i2."""
    assert where(board_start().apply(Roll(8))) == "a2"
    assert where(snake_start().apply(Roll(8))) == "i2"


def test_the_snake_walk_turns_again_at_the_west_side() -> None:
    """BB-4 'snake': row 2 is walked west (i2 h2 g2 f2, e2 a lake, d2 ... a2), row 3 east again."""
    state = snake_start().apply(Roll(8))  # i2
    state = state.apply(Place("A")).apply(Roll(4))  # h2 g2 f2 d2
    assert where(state) == "d2"
    state = state.apply(Place("X")).apply(Roll(4))  # c2 b2 a2, then a3 is green: a3
    assert where(state) == "a3"


def test_an_unknown_walk_is_refused() -> None:
    with pytest.raises(ValueError, match="walk"):
        GAME.setup(options=Options(walk="spiral"))


def slow_walk(spaces: str, start: int, steps: int, walk: str) -> int:
    """The walk as the rulebook says it, slowly: row after row, round from the bottom to the top,
    counting only empty green spaces; 'snake' walks every second row from east to west."""
    rows, cols = len(spaces) // 9, 9
    order = [
        r * cols + (c if walk == "rows" or r % 2 == 0 else cols - 1 - c)
        for r in range(rows)
        for c in range(cols)
    ]
    place = order.index(start)
    while steps:
        place = (place + 1) % len(order)
        if spaces[order[place]] == ".":
            steps -= 1
    return order[place]


@pytest.mark.parametrize("walk", ["rows", "snake"])
@given(
    layout=st.permutations(STRAIGHT),
    filled=st.sets(st.integers(0, 41), max_size=40),
    first=st.integers(1, 8),
    second=st.integers(1, 8),
)
def test_the_walk_matches_the_slow_walk(
    walk: str, layout: list[int], filled: set[int], first: int, second: int
) -> None:
    """BB-4, both paths, on any layout and any filling, from the signpost and from where the
    marker stands."""
    terrain = GAME.setup(options=Options(layout=tuple(layout))).spaces
    greens = [cell for cell, space in enumerate(terrain) if space == "."]
    spaces = "".join(
        "#" if cell in {greens[i] for i in filled} else space for cell, space in enumerate(terrain)
    )
    picture = "\n".join(spaces[row * 9 : row * 9 + 9] for row in range(6))
    state = BeastyBordersState.from_picture(picture, walk=walk)
    start = state.marker
    state = state.apply(Roll(first))
    assert state.marker == slow_walk(spaces, start, first, walk)
    state = state.apply_all([PASS, PASS])
    if not state.is_over:
        after = state.apply(Roll(second))
        assert after.marker == slow_walk(state.spaces, state.marker, second, walk)
