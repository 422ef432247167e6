"""Shared geometry: SquareGrid, HexGrid and connected_groups."""

from __future__ import annotations

from collections import deque

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tablerules.core.grid import HEX_DIRECTIONS, HexGrid, SquareGrid, connected_groups

# -- SquareGrid -------------------------------------------------------------------


def test_square_grid_numbers_cells_in_reading_order() -> None:
    grid = SquareGrid.of(3, 4)
    assert grid.size == 12
    assert grid.index(0, 0) == 0 and grid.index(1, 0) == 4 and grid.index(2, 3) == 11
    assert [grid.coords(cell) for cell in (0, 5, 11)] == [(0, 0), (1, 1), (2, 3)]


def test_square_neighbours_are_orthogonal_only() -> None:
    grid = SquareGrid.of(3, 4)
    assert sorted(grid.neighbours[0]) == [1, 4]
    assert sorted(grid.neighbours[3]) == [2, 7]
    assert sorted(grid.neighbours[5]) == [1, 4, 6, 9]
    assert sorted(grid.neighbours[11]) == [7, 10]


@given(st.integers(1, 8), st.integers(1, 8))
def test_square_neighbours_are_the_cells_one_step_away(rows: int, cols: int) -> None:
    grid = SquareGrid.of(rows, cols)
    assert len(grid.neighbours) == grid.size
    for cell in range(grid.size):
        r, c = grid.coords(cell)
        expected = {
            grid.index(r + dr, c + dc)
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
            if 0 <= r + dr < rows and 0 <= c + dc < cols
        }
        assert set(grid.neighbours[cell]) == expected
        assert len(grid.neighbours[cell]) == len(expected)
        assert all(cell in grid.neighbours[other] for other in grid.neighbours[cell])


def test_square_grids_are_built_once() -> None:
    assert SquareGrid.of(6, 9) is SquareGrid.of(6, 9)
    assert SquareGrid.of(6, 9) == SquareGrid.of(6, 9)
    assert SquareGrid.of(6, 9) != SquareGrid.of(9, 6)
    assert hash(SquareGrid.of(2, 2)) == hash(SquareGrid.of(2, 2))


@pytest.mark.parametrize(("rows", "cols"), [(0, 3), (3, 0), (-1, 2)])
def test_square_grid_needs_a_cell(rows: int, cols: int) -> None:
    with pytest.raises(ValueError, match="at least one row"):
        SquareGrid.of(rows, cols)


@pytest.mark.parametrize(("row", "col"), [(-1, 0), (0, -1), (3, 0), (0, 4)])
def test_square_index_off_the_grid(row: int, col: int) -> None:
    with pytest.raises(ValueError, match="off a 3x4 grid"):
        SquareGrid.of(3, 4).index(row, col)


def test_square_names_are_column_letter_and_row_number() -> None:
    grid = SquareGrid.of(6, 9)
    assert grid.name(0) == "a1"
    assert grid.name(grid.index(0, 8)) == "i1"
    assert grid.name(grid.index(5, 0)) == "a6"
    assert grid.name(grid.index(2, 3)) == "d3"


@given(st.integers(1, 12), st.integers(1, 26))
def test_square_names_read_back(rows: int, cols: int) -> None:
    grid = SquareGrid.of(rows, cols)
    for cell in range(grid.size):
        assert grid.parse_name(grid.name(cell)) == cell
        assert grid.parse_name(f"  {grid.name(cell).upper()} ") == cell


@pytest.mark.parametrize("text", ["", "a", "1", "3d", "aa1", "a1b", "a0", "a7", "j1", "?1", "a-1"])
def test_square_parse_name_refuses_what_is_not_a_cell(text: str) -> None:
    with pytest.raises(ValueError):
        SquareGrid.of(6, 9).parse_name(text)


# -- HexGrid ----------------------------------------------------------------------


@pytest.mark.parametrize("radius", range(7))
def test_hexagon_size(radius: int) -> None:
    grid = HexGrid.hexagon(radius)
    assert grid.size == 1 + 3 * radius * (radius + 1)
    assert all(HexGrid.distance(coord, (0, 0)) <= radius for coord in grid.coordinates)


def test_hexagon_around_another_centre() -> None:
    grid = HexGrid.hexagon(2, centre=(5, -3))
    assert grid.size == 19
    assert all(HexGrid.distance(coord, (5, -3)) <= 2 for coord in grid.coordinates)
    assert grid.index(5, -3) is not None


def test_the_centre_of_a_hexagon_has_six_neighbours_one_per_direction() -> None:
    grid = HexGrid.hexagon(1)
    centre = grid.index(0, 0)
    assert len(grid.adjacent(centre)) == 6
    for direction, (dq, dr) in enumerate(HEX_DIRECTIONS):
        assert grid.coordinates[grid.step(centre, direction)] == (dq, dr)  # type: ignore[index]


def test_the_corners_of_a_hexagon_have_three_neighbours() -> None:
    grid = HexGrid.hexagon(2)
    degrees = sorted(len(grid.adjacent(cell)) for cell in range(grid.size))
    assert degrees.count(3) == 6 and degrees.count(4) == 6 and degrees.count(6) == 7


def test_opposite_directions_undo_each_other() -> None:
    grid = HexGrid.hexagon(3)
    for cell in range(grid.size):
        for direction in range(6):
            other = grid.step(cell, direction)
            if other is not None:
                assert grid.step(other, (direction + 3) % 6) == cell
                assert cell in grid.adjacent(other)


@pytest.mark.parametrize("direction", range(6))
def test_stepping_one_direction_goes_in_a_straight_line(direction: int) -> None:
    radius = 4
    grid = HexGrid.hexagon(radius)
    cell: int | None = grid.index(0, 0)
    line = []
    while cell is not None:
        line.append(grid.coordinates[cell])
        cell = grid.step(cell, direction)
    dq, dr = HEX_DIRECTIONS[direction]
    assert line == [(k * dq, k * dr) for k in range(radius + 1)]
    assert [HexGrid.distance(coord, (0, 0)) for coord in line] == list(range(radius + 1))


def test_distance_is_the_number_of_steps() -> None:
    grid = HexGrid.hexagon(4)
    start = grid.index(0, 0)
    steps = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for other in grid.adjacent(cell):
            if other not in steps:
                steps[other] = steps[cell] + 1
                queue.append(other)
    assert len(steps) == grid.size
    for cell, count in steps.items():
        assert HexGrid.distance(grid.coordinates[cell], (0, 0)) == count


@given(st.tuples(st.integers(-9, 9), st.integers(-9, 9)), st.tuples(st.integers(-9, 9), st.integers(-9, 9)))
def test_distance_is_a_metric(a: tuple[int, int], b: tuple[int, int]) -> None:
    assert HexGrid.distance(a, b) == HexGrid.distance(b, a) >= 0
    assert (HexGrid.distance(a, b) == 0) == (a == b)
    assert HexGrid.distance(a, b) <= HexGrid.distance(a, (0, 0)) + HexGrid.distance((0, 0), b)


def test_hex_cells_are_numbered_in_the_order_given() -> None:
    grid = HexGrid.of([(0, 0), (1, 0), (5, 5)])
    assert grid.index(5, 5) == 2
    assert grid.adjacent(0) == (1,)
    assert grid.adjacent(2) == ()
    assert grid.neighbours[0] == (1, None, None, None, None, None)


def test_hex_index_off_the_board() -> None:
    with pytest.raises(ValueError, match="not on the board"):
        HexGrid.hexagon(1).index(2, 0)


def test_a_hex_may_appear_only_once() -> None:
    with pytest.raises(ValueError, match="twice"):
        HexGrid.of([(0, 0), (1, 0), (0, 0)])


def test_hex_grids_are_values() -> None:
    assert HexGrid.hexagon(2) == HexGrid.hexagon(2)
    assert hash(HexGrid.hexagon(2)) == hash(HexGrid.hexagon(2))
    assert HexGrid.hexagon(2) != HexGrid.hexagon(1)


# -- connected_groups -----------------------------------------------------------------


def test_groups_of_equal_labels_on_a_square_grid() -> None:
    grid = SquareGrid.of(3, 3)
    labels = list("AAB/BAB/..B".replace("/", ""))  # one row a part
    groups = connected_groups([None if s == "." else s for s in labels], grid.neighbours)
    assert groups == [("A", (0, 1, 4)), ("B", (2, 5, 8)), ("B", (3,))]


def test_diagonal_cells_are_not_connected() -> None:
    grid = SquareGrid.of(2, 2)
    groups = connected_groups(["A", None, None, "A"], grid.neighbours)
    assert groups == [("A", (0,)), ("A", (3,))]


def test_unlabelled_cells_belong_to_no_group() -> None:
    assert connected_groups([None, None], SquareGrid.of(1, 2).neighbours) == []


def test_groups_on_a_hex_grid_skip_the_missing_neighbours() -> None:
    grid = HexGrid.of([(0, 0), (1, 0), (2, 0), (0, 1)])
    groups = connected_groups(["r", "r", "b", "r"], grid.neighbours)
    assert groups == [("r", (0, 1, 3)), ("b", (2,))]


def test_joins_connects_different_labels() -> None:
    grid = SquareGrid.of(1, 4)
    groups = connected_groups(
        ["lake", "river", "forest", "lake"], grid.neighbours, joins=lambda a, b: "forest" not in (a, b)
    )
    assert groups == [("lake", (0, 1)), ("forest", (2,)), ("lake", (3,))]


def test_joins_compares_neighbouring_cells_not_the_first_cell() -> None:
    # 1-2 and 2-3 are neighbours that join, so the chain is one region even
    # though 1 and 3 would not join; scanning from either end gives the same.
    grid = SquareGrid.of(1, 3)
    close = lambda a, b: abs(a - b) <= 1  # noqa: E731
    assert connected_groups([1, 2, 3], grid.neighbours, joins=close) == [(1, (0, 1, 2))]
    assert connected_groups([3, 2, 1], grid.neighbours, joins=close) == [(3, (0, 1, 2))]


@given(st.integers(1, 6), st.integers(1, 6), st.data())
def test_groups_are_the_connected_components(rows: int, cols: int, data: st.DataObject) -> None:
    grid = SquareGrid.of(rows, cols)
    labels = data.draw(st.lists(st.sampled_from([None, "A", "B"]), min_size=grid.size, max_size=grid.size))
    groups = connected_groups(labels, grid.neighbours)
    covered = [cell for _, cells in groups for cell in cells]
    assert sorted(covered) == [cell for cell, label in enumerate(labels) if label is not None]
    assert [cells[0] for _, cells in groups] == sorted(cells[0] for _, cells in groups)
    for label, cells in groups:
        assert list(cells) == sorted(cells)
        assert all(labels[cell] == label for cell in cells)
        # Connected: a walk inside the group from its first cell reaches all of it.
        reached, stack = {cells[0]}, [cells[0]]
        while stack:
            for other in grid.neighbours[stack.pop()]:
                if other in cells and other not in reached:
                    reached.add(other)
                    stack.append(other)
        assert reached == set(cells)
        # Maximal: no neighbour outside the group carries the same label.
        assert all(labels[o] != label for cell in cells for o in grid.neighbours[cell] if o not in cells)
