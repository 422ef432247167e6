"""Scoring: every meadow goes to the player with more tokens on its grass.

"Look at each meadow in turn. If one player has more tribe tokens in the
meadow, that player scores points equal to the number of grass spaces in the
meadow plus the number of springs adjacent to it. Animal tokens that you have
left do not score any points." The rulebook's five scoring examples are one
finished position
(:func:`tablerules.great_plains.examples.scoring_examples`), each meadow with
the rulebook's own numbers.
"""

from __future__ import annotations

from tablerules.core.outcome import ScoreItem
from tablerules.great_plains.board import NAMES, SPACE
from tablerules.great_plains.examples import scoring_examples
from tests.great_plains.positions import CENTRES, position


def rows() -> list[ScoreItem]:
    return list(scoring_examples().score_sheet().items)


def test_a_meadow_worth_6_points_goes_to_the_foxes_3_to_2() -> None:
    """'A meadow worth 6 points (5 for the number of grass spaces in it, plus 1 for the
    spring). The Foxes have 3 tokens and the Snakes 2 tokens. The Foxes score 6 points.'"""
    assert rows()[0] == ScoreItem(
        1,
        "meadow of 5 grass + 1 spring",
        6,
        "snakes 2, foxes 3: l1 n1 p1 m2 o2; spring q2",
        kind="meadow",
        size=6,
        where=("l1", "n1", "p1", "m2", "o2", "q2"),
    )


def test_a_meadow_worth_2_points_goes_to_the_snakes() -> None:
    """'A meadow worth 2 points (1 grass space and 1 spring). The Snakes score 2 points.'"""
    assert rows()[2] == ScoreItem(
        0,
        "meadow of 1 grass + 1 spring",
        2,
        "snakes 1, foxes 0: d5; spring b5",
        kind="meadow",
        size=2,
        where=("d5", "b5"),
    )


def test_a_meadow_worth_5_points_goes_to_the_foxes_2_to_1() -> None:
    """'A meadow worth 5 points (5 grass spaces and no springs). The Foxes have 2 tokens and
    the Snakes 1 token. The Foxes score 5 points.' A fox on the eagle habitat q4 next to it
    does not count."""
    assert rows()[1] == ScoreItem(
        1,
        "meadow of 5 grass",
        5,
        "snakes 1, foxes 2: s4 u4 r5 t5 v5",
        kind="meadow",
        size=5,
        where=("s4", "u4", "r5", "t5", "v5"),
    )


def test_a_meadow_worth_1_point_goes_to_the_foxes() -> None:
    """'A meadow worth 1 point (1 grass space and no springs). The Foxes score 1 point.'"""
    assert rows()[3] == ScoreItem(
        1, "meadow of 1 grass", 1, "snakes 0, foxes 1: c12", kind="meadow", size=1, where=("c12",)
    )


def test_a_tied_meadow_scores_nothing_for_either_player() -> None:
    """'A meadow worth 3 points (2 grass spaces and 1 spring). Foxes and Snakes are tied with
    1 token each. Both players score 0 points.'"""
    tied = "snakes 1, foxes 1: k14 m14; spring l15"
    spaces = ("k14", "m14", "l15")
    assert rows()[4:] == [
        ScoreItem(0, "tied meadow of 2 grass + 1 spring", 0, tied, kind="tied-meadow", size=3, where=spaces),
        ScoreItem(1, "tied meadow of 2 grass + 1 spring", 0, tied, kind="tied-meadow", size=3, where=spaces),
    ]


def test_the_examples_add_up_and_the_foxes_win() -> None:
    state = scoring_examples()
    assert len(rows()) == 6, "the empty meadow o8 q8 gets no row"
    assert state.scores() == (2, 12)
    assert state.is_over
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (1,) and outcome.tiebreak is None
    worth = {m.grass[0]: m.worth for m in state.meadows()}
    assert sorted(worth.values()) == [1, 2, 2, 3, 5, 6]


def test_tokens_on_animal_spaces_count_for_no_meadow() -> None:
    """GP-9: habitats are lowland but not grass. Snakes on k2 and p3 stand next to the
    6-point meadow; counted, they would have won it."""
    state = scoring_examples()
    assert state.pieces()["k2"] == "S" and state.pieces()["p3"] == "S"
    first = state.meadows()[0]
    assert first.tokens == (2, 3) and first.winner == 1


def test_animal_tiles_left_over_score_nothing() -> None:
    """'Animal tokens that you have left do not score any points.'"""
    assert scoring_examples(animals=("hhh", "eb")).scores() == scoring_examples().scores()


def habitats_but(grass: str, springs: str) -> dict[str, str]:
    """Terrain: habitats everywhere (lowland, not grass) but these grass spaces and springs."""
    terrain = {space: "heb"[i % 3] for i, space in enumerate(NAMES) if space not in CENTRES}
    terrain.update({space: "." for space in grass.split()})
    terrain.update({space: "~" for space in springs.split()})
    return terrain


def test_a_spring_counts_once_for_each_meadow_it_touches() -> None:
    """GP-9: j9 touches both grass spaces of the meadow i8 k8 but adds 1; l9 touches that
    meadow and the meadow n9 p9, and adds 1 to each."""
    state = position({"i8": "S", "p9": "F"}, habitats_but("i8 k8 n9 p9", "j9 l9"))
    assert [(m.grass, m.springs) for m in state.meadows()] == [
        ((SPACE["i8"], SPACE["k8"]), (SPACE["j9"], SPACE["l9"])),
        ((SPACE["n9"], SPACE["p9"]), (SPACE["l9"],)),
    ]
    assert state.score_sheet().items == (
        ScoreItem(
            0,
            "meadow of 2 grass + 2 springs",
            4,
            "snakes 1, foxes 0: i8 k8; spring j9 l9",
            kind="meadow",
            size=4,
            where=("i8", "k8", "j9", "l9"),
        ),
        ScoreItem(
            1,
            "meadow of 2 grass + 1 spring",
            3,
            "snakes 0, foxes 1: n9 p9; spring l9",
            kind="meadow",
            size=3,
            where=("n9", "p9", "l9"),
        ),
    )


def test_a_meadow_runs_across_tablets() -> None:
    """'Any number of contiguous grass spaces, including connected spaces on adjacent
    tablets, create a single meadow.' g8 (lower left tablet), i8 and k8 (middle) are one."""
    state = position({"i8": "S", "k8": "F", "g8": "F"}, habitats_but("g8 i8 k8", ""))
    (meadow,) = state.meadows()
    assert meadow.tokens == (1, 2) and meadow.winner == 1 and meadow.worth == 3


def test_an_empty_meadow_scores_for_no_one() -> None:
    state = position()
    assert state.score_sheet().items == ()
    assert state.scores() == (0, 0)


def test_the_score_runs_during_the_game() -> None:
    """The score sheet of an unfinished game says who holds each meadow now."""
    state = position({"i8": "S"}, to_move=1)
    assert not state.is_over
    (row,) = state.score_sheet().items
    # The plain board is one meadow: every space but the seven caves is grass, no springs.
    assert row.seat == 0 and row.points == 133 - len(CENTRES) == 126
    assert state.scores() == (126, 0)
    assert state.outcome() is None
