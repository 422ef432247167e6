"""Score sheets as data: every row of every title says what it is, for a program to read."""

from __future__ import annotations

import pytest

import tablerules
from tablerules import Outcome
from tablerules.bots import RandomAgent

#: The kinds of row each title writes.
KINDS = {
    "beasty-borders": {"group", "singles"},
    "bison": {"region", "track"},
    "great-plains": {"meadow", "tied-meadow"},
    "manitou": {"skin-thief", "bison-card", "prisoners"},
}


@pytest.mark.parametrize("title", sorted(KINDS))
def test_every_row_of_a_finished_game_has_a_kind_a_size_and_where(title: str) -> None:
    game = tablerules.load(title)
    seen: set[str] = set()
    for seed in range(6):
        players = game.max_players
        final = tablerules.play(game, [RandomAgent()] * players, seed=seed).replay()
        for item in final.score_sheet().items:
            assert item.kind in KINDS[title], item
            assert item.size is None or type(item.size) is int
            assert isinstance(item.where, tuple) and all(type(part) is str for part in item.where)
            seen.add(item.kind)
    assert seen <= KINDS[title]


def test_beasty_borders_groups_name_their_spaces_and_size() -> None:
    game = tablerules.load("beasty-borders")
    final = tablerules.play(game, [RandomAgent()] * 2, seed=3).replay()
    groups = [item for item in final.score_sheet().items if item.kind == "group"]
    assert groups
    for item in groups:
        assert item.size == len(item.where) >= 2
        assert item.detail == " ".join(item.where)


def test_manitou_rows_carry_their_season_and_cards() -> None:
    game = tablerules.load("manitou")
    final = tablerules.play(game, [RandomAgent()] * 3, seed=2).replay()
    items = final.score_sheet().items
    assert {item.season for item in items} <= {1, 2, 3}
    for item in items:
        if item.kind == "prisoners":
            assert item.size == len(item.where) == item.points
        if item.kind == "bison-card":
            assert item.size == item.points


def test_tie_breaks_have_ids() -> None:
    outcome = Outcome.rank([7, 7], [("x.tiebreak.more", "more of something", [2, 1])])
    assert (outcome.tiebreak, outcome.tiebreak_id, outcome.winners) == (
        "more of something",
        "x.tiebreak.more",
        (0,),
    )
    # A pair names the tie-break by its name alone.
    outcome = Outcome.rank([7, 7], [("more of something", [1, 2])])
    assert outcome.tiebreak == outcome.tiebreak_id == "more of something"
    assert Outcome.rank([7, 7], [("x", "y", [1, 1])]).tiebreak_id is None
    assert Outcome.rank([8, 7], [("x", "y", [1, 2])]).tiebreak_id is None


def test_a_title_s_tie_break_is_named_by_its_id() -> None:
    """Beasty Borders' tie-break, met in random play: the most animals placed."""
    game = tablerules.load("beasty-borders")
    for seed in range(400):
        outcome = tablerules.play(game, [RandomAgent()] * 2, seed=seed).replay().outcome()
        assert outcome is not None
        if outcome.tiebreak is not None:
            assert outcome.tiebreak_id == "beasty-borders.tiebreak.animals-placed"
            assert outcome.tiebreak == "most animals placed"
            return
    pytest.fail("no game of 400 was decided by the tie-break")


def test_bison_region_rows_carry_their_season_and_fields() -> None:
    """Issue 26, item 7: the regions scored are rows of the sheet, with where and season."""
    game = tablerules.load("bison")
    final = tablerules.play(game, [RandomAgent()] * 3, seed=2).replay()
    regions = [item for item in final.score_sheet().items if item.kind == "region"]
    assert regions and {item.season for item in regions} == {final.seasons}
    assert all(item.where and item.size is not None for item in regions)
