"""The checks every position builder uses for the parts a rule tester states."""

from __future__ import annotations

import re

import pytest

from tablerules.core.positions import per_seat, picture_lines, seat, whole


def test_whole_numbers_in_bounds_and_nothing_else() -> None:
    assert whole("season", 3, 1, 6) == 3
    assert whole("food", 99) == 99
    for value, message in [
        (7, "season is a whole number 1 to 6, not 7"),
        (True, "season is a whole number 1 to 6, not True"),
        (2.0, "season is a whole number 1 to 6, not 2.0"),
        ("2", "season is a whole number 1 to 6, not '2'"),
    ]:
        with pytest.raises(ValueError, match=message):
            whole("season", value, 1, 6)
    with pytest.raises(ValueError, match="food is a whole number 0 or more, not -1"):
        whole("food", -1)


def test_seats_by_number_or_by_name() -> None:
    names = ("yellow", "red", "blue", "green")
    assert seat(1, 2) == 1
    assert seat("Red", 2, names=names) == 1
    with pytest.raises(ValueError, match="seats are 0 to 1 or yellow, red, not 'blue'"):
        seat("blue", 2, names=names)
    with pytest.raises(ValueError, match="dealer: seats are 0 to 2, not True"):
        seat(True, 3, what="dealer")


def test_per_seat_values_from_a_mapping_or_a_sequence() -> None:
    assert per_seat("food", None, 2) == {}
    assert per_seat("food", {"red": 1, 0: 2}, 2, names=("yellow", "red")) == {1: 1, 0: 2}
    assert per_seat("food", [5, 6], 2) == {0: 5, 1: 6}
    with pytest.raises(ValueError, match="food is a mapping by seat or a sequence of 2 values"):
        per_seat("food", [5], 2)
    with pytest.raises(ValueError, match="food: seats are 0 to 1, not 2"):
        per_seat("food", {2: 5}, 2)


def test_a_picture_is_text_whose_first_line_names_the_title() -> None:
    header = re.compile(r"Toy, (?P<players>[0-9]) players")
    lines, match = picture_lines("\n  Toy, 2 players\n  a\n    b  \n", "Toy", header, "Toy, 2 players")
    assert lines == ["Toy, 2 players", "  a", "    b"] and match["players"] == "2"
    with pytest.raises(
        ValueError, match=r"not a Toy picture: the first line should be like 'Toy, 2 players', not \[\]"
    ):
        picture_lines("   ", "Toy", header, "Toy, 2 players")
    with pytest.raises(ValueError, match="not a Toy picture"):
        picture_lines("Chess, 2 players", "Toy", header, "Toy, 2 players")
    with pytest.raises(ValueError, match="a Toy picture is text, not 3"):
        picture_lines(3, "Toy", header, "Toy, 2 players")
