"""Bison's score sheet: one row a seat present in each region scored, beside each seat's tracks.

The how-to promises a score sheet with "one row per thing scored", each with
its ``where`` and ``season``. Bison's score is the food on the tracks; the
sheet shows, while the landscape stands as a season's scoring left it, the
regions of that scoring as the rulebook's Example 3 lists them, and on each
track what no region row accounts for. The totals are the scores.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import tablerules
from tablerules.bison import (
    FIELD_NAMES,
    GAME,
    BisonState,
    Build,
    Choose,
    Kind,
    Options,
    Phase,
    RegionScore,
    SeasonScore,
    field_names,
)
from tablerules.bison.position import build, from_text
from tablerules.bison.scoring import REGION_ROW, TRACK_ROW
from tablerules.bots import RandomAgent
from tablerules.core.outcome import ScoreItem, ScoreSheet
from tests.bison.layouts import EXAMPLE_3_OPTIONS, example_3

YELLOW, RED = 0, 1

#: The rulebook's Example 3, the regions where someone is present: what Yellow and Red took
#: (``None``: not present). Prairies 3 and 4, Mountain 1 and River 2 hold nobody: no row.
EXAMPLE_3_TAKEN: dict[str, tuple[int | None, int | None]] = {
    "Prairie 1": (None, 2),
    "Prairie 2": (1, 1),
    "Mountain 2": (4, 2),
    "Mountain 3": (None, 2),
    "River 1": (3, 1),
    "River 3": (1, 2),
}


def scored_example_3(season: int = 1) -> BisonState:
    """Example 3 after Red's last action of ``season``, a single tipi for her one hunter on
    12m (1 hunter costs nothing), from empty tracks."""
    return example_3(season=season).apply_all([Choose(Kind.TIPI), Build("12m", 1)])


def rows(sheet: ScoreSheet, kind: str) -> list[ScoreItem]:
    """The rows of one kind, in the sheet's order."""
    return [item for item in sheet.items if item.kind == kind]


def test_example_3_s_regions_are_rows_of_the_sheet_as_the_rulebook_lists_them() -> None:
    """Each region with someone present gives a row a seat present: what it took, in the
    season scored, with the region's fields as ``where`` and its animals as ``size``."""
    state = scored_example_3()
    assert state.phase is Phase.DRAWING and state.season == 2
    regions = {score.region.name: score.region for score in state.results[-1].regions}
    taken: dict[str, list[int | None]] = {}
    for item in rows(state.score_sheet(), REGION_ROW):
        name = item.label.removeprefix("season 1: ")
        region = regions[name]
        assert item.season == 1
        assert item.where == field_names(region.fields)
        assert item.size == region.animals
        taken.setdefault(name, [None, None])[item.seat] = item.points
    assert {name: tuple(took) for name, took in taken.items()} == EXAMPLE_3_TAKEN


def test_example_3_yellow_scores_9_and_red_10_on_the_sheet() -> None:
    """'Yellow scores 9: 1 bison (Prairie 2), 4 turkeys (Mountain 2), 4 salmon (River 1 + 3).
    Red scores 10: 3 bison (Prairie 1 + 2), 4 turkeys (Mountain 2 + 3), 3 salmon (River 1 +
    3).' From empty tracks, the tracks hold nothing besides."""
    sheet = scored_example_3().score_sheet()
    by_terrain = {
        (seat, terrain): sum(
            item.points
            for item in rows(sheet, REGION_ROW)
            if item.seat == seat and item.label.split(": ")[1].startswith(terrain)
        )
        for seat in (YELLOW, RED)
        for terrain in ("Prairie", "Mountain", "River")
    }
    assert [by_terrain[YELLOW, terrain] for terrain in ("Prairie", "Mountain", "River")] == [1, 4, 4]
    assert [by_terrain[RED, terrain] for terrain in ("Prairie", "Mountain", "River")] == [3, 4, 3]
    assert [item.points for item in rows(sheet, TRACK_ROW)] == [0] * 6
    assert sheet.totals() == (9, 10)


def test_each_row_says_why_the_seat_took_what_it_took() -> None:
    """The detail names the influence, the place and the rule: a sole first takes all, tied
    firsts and a sole second half, the others the animals on their own fields."""
    details = {
        (item.label, item.seat): item.detail for item in rows(scored_example_3().score_sheet(), REGION_ROW)
    }
    assert details["season 1: Prairie 1", RED] == "1 hunter, 1st: all 2 bison"
    assert details["season 1: Prairie 2", YELLOW] == "1 hunter, tied 1st: half of 2 bison"
    assert details["season 1: Mountain 2", YELLOW] == "single tipi, 1st: all 4 turkeys"
    assert details["season 1: Mountain 2", RED] == "2 hunters, 2nd: half of 4 turkeys"
    assert details["season 1: River 1", YELLOW] == "double canoe, 1st: all 3 salmon"


def test_the_tracks_hold_what_no_region_row_accounts_for() -> None:
    """Food already on the tracks before the scoring stays in the track rows, which say so."""
    state = example_3(food=((5, 2, 7), (1, 6, 3))).apply_all([Choose(Kind.TIPI), Build("12m", 1)])
    tracks = rows(state.score_sheet(), TRACK_ROW)
    assert [(item.seat, item.label, item.points) for item in tracks] == [
        (YELLOW, "bison", 5),
        (YELLOW, "salmon", 2),
        (YELLOW, "turkeys", 7),
        (RED, "bison", 1),
        (RED, "salmon", 6),
        (RED, "turkeys", 3),
    ]
    assert tracks[0].detail == "6 on the track less 1 scored in season 1"
    assert all(item.where == (item.label,) and item.season is None for item in tracks)
    assert state.score_sheet().totals() == state.scores() == (9 + 14, 10 + 10)


def test_while_a_season_is_played_the_sheet_is_the_tracks() -> None:
    """Before the last action, nothing is scored yet: three rows a seat, the tracks."""
    sheet = example_3(food=((5, 2, 7), (1, 6, 3))).score_sheet()
    assert [item.kind for item in sheet.items] == [TRACK_ROW] * 6
    assert {item.detail for item in sheet.items} == {"on the track"}
    assert sheet.totals() == (14, 10)


def test_the_final_sheet_is_the_final_scoring() -> None:
    """'In the final scoring, remaining food is not counted' (BIS-20): after the last
    season's last action the regions are the whole score, and the tracks add nothing."""
    state = example_3(season=6, food=((9, 9, 9), (3, 3, 3))).apply_all([Choose(Kind.TIPI), Build("12m", 1)])
    assert state.is_over
    sheet = state.score_sheet()
    assert {item.season for item in rows(sheet, REGION_ROW)} == {6}
    assert [item.points for item in rows(sheet, TRACK_ROW)] == [0] * 6
    assert {item.detail for item in rows(sheet, TRACK_ROW)} == {
        "0 before the final scoring: remaining food is not counted"
    }
    assert sheet.totals() == state.scores() == (9, 10)
    assert state.outcome() is not None and state.outcome().scores == sheet.totals()  # type: ignore[union-attr]


#: Six tiles of 3 bison each on places 4 to 9, turned so that Prairie 1 (1p 3p 4p 5p 6p 7p)
#: shows 14 bison and Prairie 2 (2p 8p) 4.
RICH_PRAIRIES = Options(tiles=("pppmmm 3 0 0",) * 6 + tuple(Options().tiles[6:]), cap_after="season")
RICH_LAYOUT = ((4, 3, 2), (5, 4, 0), (6, 5, 3), (7, 6, 0), (8, 7, 0), (9, 8, 0))


def test_what_the_15_limit_changes_in_the_final_scoring_is_on_the_track_rows() -> None:
    """Yellow alone in Prairies 1 and 2 takes 14 + 4 = 18 bison in the final scoring, and
    exchanges 3 of them for a salmon to come down to 15: the region rows say 18, the bison
    track -3 and the salmon track +1, and the total is the 16 on the tracks."""
    last = build(
        2,
        options=RICH_PRAIRIES,
        season=6,
        tiles=RICH_LAYOUT,
        pieces={"4p": "yellow 1", "8p": "yellow 1", "5m": "red 1"},
        turn=-1,
        phase=Phase.MOVING,
        pending="move1 hunters 1 arrived 5m",
    )
    capping = last.apply(GAME.parse_action("done", last))
    assert capping.phase is Phase.CAPPING and capping.supplies[YELLOW].food == (18, 0, 0)
    assert [item.points for item in rows(capping.score_sheet(), TRACK_ROW)] == [0] * 6
    over = capping.apply(GAME.parse_action("exchange bison salmon", capping))
    assert over.is_over and over.supplies[YELLOW].food == (15, 1, 0)
    sheet = over.score_sheet()
    yellow = [(item.label, item.points) for item in rows(sheet, REGION_ROW) if item.seat == YELLOW]
    assert yellow == [("season 6: Prairie 1", 14), ("season 6: Prairie 2", 4)]
    bison, salmon, turkeys = (item for item in rows(sheet, TRACK_ROW) if item.seat == YELLOW)
    assert (bison.points, salmon.points, turkeys.points) == (-3, 1, 0)
    assert bison.detail == (
        "0 before the final scoring: remaining food is not counted; "
        "15 on it, 18 scored, the rest traded or lost above 15"
    )
    assert sheet.totals() == over.scores() and sheet.total(YELLOW) == 16


def test_while_a_surplus_is_traded_the_regions_scored_so_far_are_rows() -> None:
    """In the scoring (phase CAPPING) the regions scored before the pause are rows already,
    and the food they brought is not counted twice."""
    state = build(
        2,
        phase=Phase.CAPPING,
        scored=1,
        food={"yellow": (17, 4, 15)},
        pieces={"1p": "yellow 1", "1r": "red 1"},
    )
    sheet = state.score_sheet()
    (region,) = rows(sheet, REGION_ROW)
    assert (region.seat, region.label, region.season) == (YELLOW, "season 1: Prairie 1", 1)
    assert region.points == state.scoring.scored[0].took(YELLOW)  # type: ignore[union-attr]
    assert sheet.totals() == state.scores()
    assert rows(sheet, TRACK_ROW)[0].points == 17 - region.points


def test_a_position_read_from_its_picture_keeps_its_sheet() -> None:
    """The picture keeps no history (``results``), but the rows are read off the landscape,
    which stands as it was scored: the position read back has the same sheet."""
    for state in (scored_example_3(), scored_example_3(season=6)):
        read = from_text(str(state), options=EXAMPLE_3_OPTIONS)
        assert read.results == ()
        assert read.score_sheet() == state.score_sheet()


def test_the_sheet_as_json_names_fields_and_seasons() -> None:
    """A program reads the region, its season and its fields from the JSON rows."""
    rows_json = scored_example_3().score_sheet().to_json()
    first = rows_json[0]
    assert first == {
        "seat": RED,
        "label": "season 1: Prairie 1",
        "points": 2,
        "detail": "1 hunter, 1st: all 2 bison",
        "kind": "region",
        "size": 2,
        "where": list(first["where"]),  # type: ignore[call-overload,index]
        "season": 1,
    }
    assert all(name in FIELD_NAMES for name in first["where"])  # type: ignore[index,union-attr]


# -- random play ------------------------------------------------------------------------------


def played(players: int, seed: int, variant: int = 0) -> Iterator[BisonState]:
    """Every position of a game between random agents."""
    record = tablerules.play(GAME, [RandomAgent()] * players, seed=seed, options=Options(variant=variant))
    for state in record.states():
        assert isinstance(state, BisonState)
        yield state


def region_rows_of(result: SeasonScore | tuple[RegionScore, ...], season: int) -> list[tuple[int, str, int]]:
    """``(seat, label, points)`` of the rows the regions of a scoring give."""
    regions = result.regions if isinstance(result, SeasonScore) else result
    return [
        (standing.seat, f"season {season}: {score.region.name}", standing.took)
        for score in regions
        for standing in score.standings
    ]


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 5)])
def test_in_random_play_the_sheet_adds_up_and_shows_each_scoring_as_scored(players: int, seed: int) -> None:
    """At every position the totals are the scores and every seat has its three track rows.
    From each season's scoring until the next season's first action the region rows are the
    scoring as it was recorded (``results``), and they survive the picture; elsewhere there
    are none."""
    shown = set()
    for state in played(players, seed):
        sheet = state.score_sheet()
        assert sheet.totals() == state.scores()
        assert [(item.seat, item.label) for item in rows(sheet, TRACK_ROW)] == [
            (seat, animal) for seat in range(players) for animal in ("bison", "salmon", "turkeys")
        ]
        regions = [(item.seat, item.label, item.points) for item in rows(sheet, REGION_ROW)]
        if state.phase is Phase.CAPPING:
            assert regions == region_rows_of(state.scoring.scored, state.season)  # type: ignore[union-attr]
        elif state.phase is Phase.OVER or (state.phase is Phase.DRAWING and state.season > 1):
            scored = state.results[-1]
            assert regions == region_rows_of(scored, scored.season)
            assert from_text(str(state)).score_sheet() == sheet
            shown.add(scored.season)
        else:
            assert regions == []
    assert shown == set(range(1, state.seasons + 1))


def test_region_rows_of_a_finished_game_count_only_the_final_scoring() -> None:
    """At the end, only the last season's regions are rows: the earlier ones were wiped with
    the tracks before the final scoring."""
    *_, final = played(3, 11)
    sheet = final.score_sheet()
    assert {item.season for item in rows(sheet, REGION_ROW)} == {final.seasons}
    assert sum(item.points for item in rows(sheet, REGION_ROW)) + sum(
        item.points for item in rows(sheet, TRACK_ROW)
    ) == sum(final.scores())


# -- results read alike ---------------------------------------------------------------------


def test_first_place_is_an_attribute_and_first_still_answers() -> None:
    """What a result is reads as attributes; ``first()`` from before stays and agrees."""
    for score in scored_example_3().results[-1].regions:
        assert score.first_place == score.first()
        assert score.first_place == tuple(s.seat for s in score.standings if s.place == 1)
        for standing in score.standings:
            assert score.took(standing.seat) == standing.took


def test_field_names_read_a_region_s_fields() -> None:
    """``field_names`` and the exported ``FIELD_NAMES`` name fields as the notation does."""
    region = scored_example_3().region("2m")
    assert field_names(region.fields) == tuple(FIELD_NAMES[field] for field in region.fields)
    assert "2m" in field_names(region.fields)
    assert FIELD_NAMES[0] == "1p" and len(FIELD_NAMES) == 81
