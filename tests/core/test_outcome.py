"""Outcome.rank (ties, tie-breaks, draws) and ScoreSheet (totals, table)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tablerules import Outcome, ScoreItem, ScoreSheet


def test_the_higher_score_wins() -> None:
    outcome = Outcome.rank([3, 5])
    assert outcome.ranking == ((1,), (0,))
    assert outcome.winners == (1,)
    assert not outcome.is_draw
    assert outcome.tiebreak is None
    assert outcome.scores == (3, 5)


def test_equal_scores_without_tiebreaks_are_a_draw() -> None:
    outcome = Outcome.rank([5, 5])
    assert outcome.ranking == ((0, 1),)
    assert outcome.winners == (0, 1)
    assert outcome.is_draw
    assert outcome.tiebreak is None


def test_a_tiebreak_decides_equal_scores() -> None:
    outcome = Outcome.rank([5, 5], [("most animals placed", [3, 4])])
    assert outcome.ranking == ((1,), (0,))
    assert outcome.winners == (1,)
    assert outcome.tiebreak == "most animals placed"
    assert not outcome.is_draw


def test_a_tiebreak_that_is_tied_too_leaves_a_draw() -> None:
    outcome = Outcome.rank([5, 5], [("most animals placed", [4, 4])])
    assert outcome.is_draw
    assert outcome.winners == (0, 1)
    assert outcome.tiebreak is None


def test_the_first_tiebreak_that_separates_is_named() -> None:
    outcome = Outcome.rank([5, 5], [("first", [2, 2]), ("second", [0, 1])])
    assert outcome.ranking == ((1,), (0,))
    assert outcome.tiebreak == "second"


def test_a_later_tiebreak_only_sees_the_seats_still_tied() -> None:
    # Seat 2 loses the first tie-break, so its huge second value does not matter.
    outcome = Outcome.rank([5, 5, 5], [("first", [3, 3, 1]), ("second", [1, 0, 9])])
    assert outcome.winners == (0,)
    assert outcome.tiebreak == "second"
    assert outcome.ranking == ((0,), (1,), (2,))


def test_a_tiebreak_below_first_place_is_not_named() -> None:
    outcome = Outcome.rank([5, 3, 3], [("t", [0, 1, 2])])
    assert outcome.ranking == ((0,), (2,), (1,))
    assert outcome.tiebreak is None


def test_ties_below_first_place_share_a_place() -> None:
    outcome = Outcome.rank([7, 5, 5, 9])
    assert outcome.ranking == ((3,), (0,), (1, 2))
    assert outcome.winners == (3,)


def test_a_tiebreak_may_narrow_first_place_to_a_smaller_draw() -> None:
    outcome = Outcome.rank([5, 5, 5], [("t", [1, 3, 3])])
    assert outcome.ranking == ((1, 2), (0,))
    assert outcome.is_draw
    assert outcome.tiebreak is None


def test_a_lower_score_never_wins_on_a_tiebreak() -> None:
    outcome = Outcome.rank([4, 5], [("t", [99, 0])])
    assert outcome.winners == (1,)
    assert outcome.tiebreak is None


def test_outcomes_are_values() -> None:
    a = Outcome.rank([1, 2], [("t", [0, 0])])
    b = Outcome.rank((1, 2))
    assert a == b and hash(a) == hash(b)
    assert eval(repr(a), {"Outcome": Outcome}) == a


@given(
    st.integers(min_value=1, max_value=5).flatmap(
        lambda n: st.tuples(
            st.lists(st.integers(-3, 3), min_size=n, max_size=n),
            st.lists(st.lists(st.integers(0, 2), min_size=n, max_size=n), max_size=3),
        )
    )
)
def test_ranking_orders_by_score_then_tiebreaks(drawn: tuple[list[int], list[list[int]]]) -> None:
    scores, values = drawn
    tiebreaks = [(f"t{i}", v) for i, v in enumerate(values)]
    outcome = Outcome.rank(scores, tiebreaks)
    seats = range(len(scores))

    def key(seat: int) -> tuple[int, ...]:
        return (scores[seat], *(v[seat] for v in values))

    assert sorted(seat for place in outcome.ranking for seat in place) == list(seats)
    keys = [key(place[0]) for place in outcome.ranking]
    assert keys == sorted(set(keys), reverse=True), "places strictly descend"
    assert all(len({key(seat) for seat in place}) == 1 for place in outcome.ranking)
    assert all(scores[seat] == max(scores) for seat in outcome.winners)
    assert outcome.is_draw == (len(outcome.winners) > 1)
    if outcome.tiebreak is not None:
        assert not outcome.is_draw
        assert sum(1 for s in scores if s == max(scores)) > 1


# -- ScoreSheet -------------------------------------------------------------------

SHEET = ScoreSheet(
    2,
    (
        ScoreItem(0, "group of 3 A", 3, "a1 a2 b1"),
        ScoreItem(1, "group of 2 X", 1, "c1 c2"),
        ScoreItem(0, "single B", 0, "d4"),
        ScoreItem(0, "group of 2 C", 1),
    ),
)


def test_totals_add_up_each_seat() -> None:
    assert SHEET.total(0) == 4
    assert SHEET.total(1) == 1
    assert SHEET.totals() == (4, 1)
    assert ScoreSheet(3, ()).totals() == (0, 0, 0)


def test_rows_of_one_seat_keep_their_order() -> None:
    assert [item.label for item in SHEET.for_seat(0)] == ["group of 3 A", "single B", "group of 2 C"]
    assert SHEET.for_seat(1) == (ScoreItem(1, "group of 2 X", 1, "c1 c2"),)


def test_table_lists_every_row_and_each_total() -> None:
    lines = SHEET.table().splitlines()
    assert lines[0].split() == ["seat", "scored", "for", "where", "points"]
    assert set(lines[1]) <= {"-", " "}
    assert len(lines) == 2 + len(SHEET.items) + 2
    assert "group of 3 A" in lines[2] and "a1 a2 b1" in lines[2] and lines[2].endswith("3")
    assert lines[-2].split() == ["seat", "0", "total", "4"]
    assert lines[-1].split() == ["seat", "1", "total", "1"]
    assert all(line == line.rstrip() for line in lines)


def test_table_right_aligns_points_in_one_column() -> None:
    sheet = ScoreSheet(1, (ScoreItem(0, "big", 100), ScoreItem(0, "small", 1)))
    lines = sheet.table().splitlines()
    assert len({len(line) for line in lines[2:]}) == 1
    assert lines[-1].endswith("101")


def test_table_uses_seat_names() -> None:
    table = SHEET.table(["farm", "wild"])
    assert "farm" in table and "wild" in table and "seat 0" not in table


def test_empty_sheet_table_still_has_the_totals() -> None:
    lines = ScoreSheet(2, ()).table().splitlines()
    assert [line.split()[-1] for line in lines[2:]] == ["0", "0"]


@pytest.mark.parametrize("sheet", [SHEET, ScoreSheet(2, ())])
def test_score_sheets_are_values(sheet: ScoreSheet) -> None:
    namespace = {"ScoreSheet": ScoreSheet, "ScoreItem": ScoreItem}
    assert eval(repr(sheet), namespace) == sheet
    assert hash(sheet) == hash(eval(repr(sheet), namespace))


@pytest.mark.parametrize(
    ("scores", "utilities"),
    [
        ([3, 5], (-1.0, 1.0)),
        ([5, 5], (0.0, 0.0)),
        ([9, 1, 1], (1.0, -0.5, -0.5)),
        ([4, 4, 1], (0.25, 0.25, -0.5)),
        ([2, 2, 2, 2], (0.0, 0.0, 0.0, 0.0)),
    ],
)
def test_utilities_reward_the_places(scores: list[int], utilities: tuple[float, ...]) -> None:
    assert Outcome.rank(scores).utilities() == pytest.approx(utilities)


@given(st.lists(st.integers(0, 5), min_size=2, max_size=6))
def test_utilities_sum_to_zero_and_a_sole_winner_gets_one(scores: list[int]) -> None:
    outcome = Outcome.rank(scores)
    utilities = outcome.utilities()
    assert sum(utilities) == pytest.approx(0.0)
    assert all(-1.0 <= value <= 1.0 for value in utilities)
    if not outcome.is_draw:
        assert utilities[outcome.winners[0]] == 1.0
