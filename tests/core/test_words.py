"""``core.words``: the one place a number and its noun are made to agree, and text tables are laid out."""

from __future__ import annotations

import pytest

from tablerules.bison.components import counted as bison_counted
from tablerules.core.words import aligned, counted


def test_one_is_singular_and_every_other_number_plural() -> None:
    assert [counted(n, "game") for n in (0, 1, 2)] == ["0 games", "1 game", "2 games"]
    assert counted(2, "bison", "bison") == "2 bison"


def test_bisons_nouns_are_given_in_the_plural_as_the_rulebook_writes_them() -> None:
    assert [bison_counted(n, "turkeys") for n in (1, 2)] == ["1 turkey", "2 turkeys"]
    assert [bison_counted(n, "salmon") for n in (1, 2)] == ["1 salmon", "2 salmon"]


def test_each_column_is_as_wide_as_its_widest_cell_and_two_spaces_from_the_next() -> None:
    rows = [("seat", "agent", "wins"), ("seat 0 (yellow)", "random", "3"), ("draws", "", "12")]
    assert aligned(rows).split("\n") == [
        "seat             agent   wins",
        "seat 0 (yellow)  random  3",
        "draws                    12",
    ]


def test_columns_named_in_right_are_right_aligned() -> None:
    rows = [("seat", "agent", "wins", "rate"), ("seat 0", "random", "3", "100.0%"), ("draws", "", "12", "")]
    assert aligned(rows, right=range(2, 4)).split("\n") == [
        "seat    agent   wins    rate",
        "seat 0  random     3  100.0%",
        "draws             12",
    ]


def test_no_line_ends_in_padding() -> None:
    rows = [("a", "", ""), ("bbb", "cc", ""), ("", "", "d")]
    lines = aligned(rows, right={1}).split("\n")
    assert lines == ["a", "bbb  cc", "         d"]
    assert all(line == line.rstrip() for line in aligned(rows, ruled=True).split("\n"))


def test_a_ruled_table_has_a_rule_of_dashes_under_its_first_row() -> None:
    rows = [("seat", "points"), ("yellow", "7"), ("red", "12")]
    assert aligned(rows, right={1}, ruled=True) == (
        "seat    points\n------  ------\nyellow       7\nred         12"
    )
    assert aligned(rows[:1], ruled=True) == "seat  points\n----  ------"


def test_no_rows_make_no_text() -> None:
    assert aligned([]) == aligned([], ruled=True) == ""


def test_a_row_of_another_length_is_refused() -> None:
    with pytest.raises(ValueError, match=r"every row needs 2 cells, as the first has: not \('x',\)"):
        aligned([("a", "b"), ("x",)])
