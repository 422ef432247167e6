"""Scoring and the winner.

Rulebook: "Each group of one type of animal brings victory points (vp). A
separate animal brings no points."; "A group consists of identical animals in
orthogonally (not diagonally) adjacent spaces."; the table 2 -> 1, 3 -> 3,
4 -> 5, 5 -> 7, 6 -> 8, 7 -> 9, 8 -> 10; "The player with the most victory
points wins. In case of a tie, the player who placed the most animals wins."
"""

from __future__ import annotations

import pytest

from tablerules.beasty_borders import GAME, BeastyBordersState, Options
from tablerules.beasty_borders.components import BIDDING_ROW, GROUP_POINTS, group_points
from tablerules.beasty_borders.examples import SCORING_EXAMPLE, scoring_example
from tablerules.core.outcome import ScoreItem

EMPTY = """
S # # # # # # # ~
# # # # ~ # # # #
# # # # ~ # # # #
~ # # # # # # # ~
~ # # # ~ # # # ~
# # ~ # ~ # # # #
"""


def drawn(rows: dict[int, str], *, without_luck: bool = False, used: str = "") -> BeastyBordersState:
    """The all-filled board with some rows (1-based) drawn over.

    In 'Without Luck', ``used`` names the animals of the bidding row drawn, like ``"A1 X2"``:
    from_picture never guesses which values were used (issue 8).
    """
    lines = EMPTY.strip().splitlines()
    if without_luck:
        lines = lines[:4]
    for number, text in rows.items():
        lines[number - 1] = text
    row = list(BIDDING_ROW)
    for animal in used.split():
        row[int(animal[1:]) - 1] = row[int(animal[1:]) - 1].replace(animal[0], "")
    return BeastyBordersState.from_picture(
        "\n".join(lines), without_luck=without_luck, row=row if without_luck else None
    )


@pytest.mark.parametrize(
    ("size", "points"), [(1, 0), (2, 1), (3, 3), (4, 5), (5, 7), (6, 8), (7, 9), (8, 10)]
)
def test_group_size_and_victory_points(size: int, points: int) -> None:
    """The table; "A separate animal brings no points." A row of ``size`` A on the board."""
    assert group_points(size) == points
    assert GROUP_POINTS[size] == points
    # A chain along row 4 (b4 to h4), turning up into h3 for the eighth.
    chain = "~" + "A" * min(size, 7) + "#" * (7 - min(size, 7)) + "~"
    rows = {4: chain}
    if size == 8:
        rows[3] = "####~##A#"
    state = drawn(rows)
    assert state.scores() == (points, 0)
    assert [item.points for item in state.score_sheet().items] == [points]


def test_a_single_animal_is_listed_with_no_points() -> None:
    state = drawn({4: "~ A # # # # # # ~"})
    assert state.score_sheet().items == (
        ScoreItem(0, "single A", 0, "b4", kind="singles", size=1, where=("b4",)),
    )


def test_orthogonal_neighbours_form_a_group() -> None:
    state = drawn({2: "# A # # ~ # # # #", 3: "# A A # ~ # # # #"})
    assert state.scores() == (3, 0)


def test_diagonal_neighbours_do_not() -> None:
    """ "orthogonally (not diagonally) adjacent" """
    state = drawn({2: "# A # X ~ # # # #", 3: "# # A # ~ X # # #"})
    assert state.scores() == (0, 0)
    labels = [item.label for item in state.score_sheet().items]
    assert labels == ["2 single A", "2 single X"]


def test_a_group_wraps_round_corners() -> None:
    state = drawn({2: "# Y Y Y ~ # # # #", 3: "# # # Y ~ # # # #", 4: "~ # # Y Y # # # ~"})
    assert state.scores() == (0, 8)


def test_groups_are_of_one_kind_only() -> None:
    """ "Each group of one type of animal": A next to B, or A next to X, are not one group."""
    state = drawn({4: "~ A A B B X X # ~"})
    assert state.scores() == (2, 1)
    assert [(item.label, item.points) for item in state.score_sheet().items] == [
        ("group of 2 A", 1),
        ("group of 2 B", 1),
        ("group of 2 X", 1),
    ]


def test_two_groups_of_one_kind_score_separately() -> None:
    state = drawn({2: "A A # A ~ A A A #"})
    assert state.scores() == (1 + 3, 0)
    assert [item.points for item in state.score_sheet().items] == [3, 1, 0]


def test_the_rulebook_scoring_example() -> None:
    """ "Player 1 plays with the animals marked A, B and C. Player 2 has animals X, Y and Z.
    A has a group of 4 (5 vp) and a group of 3 (3 vp). The single A brings no points. The
    2 B-groups bring 7 and 1 vp. C brings 3 vp. The total of player 1 is 19 points. The
    score for player 2: X brings 7 vp, Y 9 vp and Z 1 vp. So, the total of player 2 is 17
    points." """
    state = scoring_example()
    sheet = state.score_sheet()
    assert [(item.seat, item.label, item.points) for item in sheet.items] == [
        (0, "group of 4 A", 5),
        (0, "group of 3 A", 3),
        (0, "single A", 0),
        (0, "group of 5 B", 7),
        (0, "group of 2 B", 1),
        (0, "group of 3 C", 3),
        (1, "group of 5 X", 7),
        (1, "group of 7 Y", 9),
        (1, "group of 2 Z", 1),
    ]
    assert sheet.totals() == (19, 17)
    assert state.scores() == (19, 17)
    # The groups lie where they were drawn: nothing of one kind touches another group.
    details = {item.label: item.detail for item in sheet.items}
    assert details["group of 4 A"] == "b1 c1 a2 b2"
    assert details["group of 3 A"] == "c3 d3 e3"
    assert details["single A"] == "a6"
    assert details["group of 5 B"] == "d1 e1 f1 d2 e2"
    assert details["group of 2 B"] == "e4 e5"
    assert details["group of 7 Y"] == "g3 h3 i3 g4 h4 i4 g5"
    table = sheet.table(["player 1", "player 2"])
    assert "player 1  total" in table
    assert table.splitlines()[-2].endswith("19")
    assert table.splitlines()[-1].endswith("17")


def test_the_rulebook_example_is_won_by_most_points() -> None:
    """ "The player with the most victory points wins." """
    outcome = scoring_example().outcome()
    assert outcome is not None
    assert outcome.scores == (19, 17)
    assert outcome.winners == (0,)
    assert outcome.ranking == ((0,), (1,))
    assert outcome.tiebreak is None
    assert not outcome.is_draw


def test_the_score_runs_during_the_game() -> None:
    state = BeastyBordersState.from_picture(SCORING_EXAMPLE.replace("Y # ~\n", "Y . ~\n"))
    assert not state.is_over
    assert state.scores() == (19, 17)
    assert state.outcome() is None


def test_no_score_before_the_tiles_are_laid() -> None:
    assert GAME.setup().scores() == (0, 0)
    assert GAME.setup(options=Options(layout=tuple(range(1, 10)))).scores() == (0, 0)


# -- ties -------------------------------------------------------------------------


def test_a_tie_goes_to_the_player_who_placed_the_most_animals() -> None:
    """ "In case of a tie, the player who placed the most animals wins." BB-10: the animals
    on the board at the end are counted."""
    state = drawn({4: "~ A A # B # X X ~"})
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (1, 1)
    assert outcome.winners == (0,)
    assert outcome.tiebreak == "most animals placed"
    assert not outcome.is_draw
    wild = drawn({4: "~ A A # X # Z Z ~"}).outcome()
    assert wild is not None
    assert wild.winners == (1,)
    assert wild.tiebreak == "most animals placed"


def test_most_points_beats_more_animals() -> None:
    """ "The player with the most victory points wins": the animal count only breaks ties."""
    state = drawn({4: "~ A A A # X # Y ~"})
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (3, 0)
    assert outcome.winners == (0,)
    assert outcome.tiebreak is None
    # The wild player placed more animals (3 to 2) but has fewer points.
    state = drawn({4: "~ A A # X # Y # ~", 2: "# # Z # ~ # # # #"})
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (1, 0)
    assert outcome.winners == (0,)
    assert outcome.tiebreak is None


def test_still_tied_is_a_draw() -> None:
    """BB-10: same points and as many animals placed: a draw."""
    outcome = drawn({4: "~ A A # B # X X ~", 2: "Z # # # ~ # # # #"}).outcome()
    assert outcome is not None
    assert outcome.is_draw
    assert outcome.winners == (0, 1)
    assert outcome.ranking == ((0, 1),)
    assert outcome.tiebreak is None
    empty = drawn({}).outcome()
    assert empty is not None
    assert empty.is_draw


def test_ties_in_without_luck_too() -> None:
    """BB-10 holds in both variants."""
    tie = drawn({4: "~ A A # B # X X ~"}, without_luck=True, used="A1 X2 B3 A5 X6").outcome()
    assert tie is not None
    assert tie.winners == (0,)
    assert tie.tiebreak == "most animals placed"
    draw = drawn({4: "~ A A # B # X X Y"}, without_luck=True, used="A1 X2 B3 Y4 A5 X6").outcome()
    assert draw is not None
    assert draw.is_draw
