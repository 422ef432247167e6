"""Scoring: influence in each region, the animals each place takes, the 15 limit, the end of the game.

"Each region is scored - first all prairies, then the mountains, and finally
the rivers. The player with the tipi or canoe with the most diamonds in that
region has the greatest influence. If there is a tie, the second-largest tipi
or canoe counts, and so on. If there is still a tie, the tied player with the
most hunters has the greatest influence." The rulebook's three scoring
examples are here with its own numbers: Examples 1 and 2 as regions scored
directly, Example 3 as a real position whose season is played to its end
(see ``tests/bison/layouts.py``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import attrs
import pytest

from tablerules import Outcome
from tablerules.bison import (
    DONE,
    BisonAction,
    Build,
    Buy,
    Choose,
    Exchange,
    Gain,
    Influence,
    Kind,
    Options,
    Phase,
    Region,
    RegionScore,
    Terrain,
)
from tablerules.bison.board import FIELDS, START_LAYOUT, Board, field_name, field_of
from tablerules.bison.components import SEAT_NAMES
from tablerules.bison.position import build
from tablerules.bison.scoring import score_region
from tablerules.bison.state import BisonState
from tablerules.bison.supply import Food
from tests.bison.layouts import EXAMPLE_3_OPTIONS, example_3
from tests.strategies import check_outcome

YELLOW, RED, BLUE, GREEN = 0, 1, 2, 3
SMALLEST_TRACK = "most animals on the smallest track"

# -- regions scored directly ----------------------------------------------------------------

#: One space of a region: (seat or None, hunters, diamonds of its tipi or canoe, animals shown).
Space = tuple[int | None, int, int, int]


def score(
    spaces: Sequence[Space], terrain: Terrain = Terrain.PRAIRIE, *, hunters_break_ties: bool = True
) -> RegionScore:
    """A region of ``terrain`` scored: space n is the field of that terrain on place n."""
    owner, hunters, pieces, animals = [-1] * FIELDS, [0] * FIELDS, [0] * FIELDS, [0] * FIELDS
    fields = []
    for place, (seat, count, size, shown) in enumerate(spaces, start=1):
        field = field_of(place, terrain)
        fields.append(field)
        owner[field] = -1 if seat is None else seat
        hunters[field], pieces[field], animals[field] = count, size, shown
    region = Region(terrain, 1, tuple(fields), sum(animals))
    return score_region(region, owner, hunters, pieces, animals, hunters_break_ties=hunters_break_ties)


def took(result: RegionScore) -> dict[str, int]:
    """What each player present took, by colour."""
    return {SEAT_NAMES[standing.seat]: standing.took for standing in result.standings}


def places(result: RegionScore) -> dict[str, int]:
    """Each player's place, by colour."""
    return {SEAT_NAMES[standing.seat]: standing.place for standing in result.standings}


#: "Example 1: A prairie covers 5 spaces and has 7 bison": Yellow triple tipi (1 bison),
#: Red single tipis (1 and 3 bison), Green hunters (0), Blue hunters (2). Green has
#: more hunters than Blue, as "Green ranks 3rd and Blue 4th" requires.
EXAMPLE_1: tuple[Space, ...] = (
    (YELLOW, 0, 3, 1),
    (RED, 0, 1, 1),
    (RED, 0, 1, 3),
    (GREEN, 2, 0, 0),
    (BLUE, 1, 0, 2),
)

#: "Example 2: The following season, the prairie from example 1 looks like this (still
#: 7 bison)": Yellow triple tipi (1), Green triple tipi (1), Red single tipi (3), Green
#: hunters (0), Blue hunters (2).
EXAMPLE_2: tuple[Space, ...] = (
    (YELLOW, 0, 3, 1),
    (GREEN, 0, 3, 1),
    (RED, 0, 1, 3),
    (GREEN, 2, 0, 0),
    (BLUE, 1, 0, 2),
)


def test_example_1_yellow_takes_7_red_3_green_0_blue_2() -> None:
    """'The result for this region is: Yellow 7 (7 bison), Red 3 (half of 7 bison, rounded
    down), Green 0 (no bison on their space, space 4), and Blue 2 (2 bison on their space,
    space 5).'"""
    result = score(EXAMPLE_1)
    assert result.region.animals == 7
    assert took(result) == {"yellow": 7, "red": 3, "green": 0, "blue": 2}


def test_example_1_ranks_yellow_red_green_blue() -> None:
    """'Yellow has the largest tipi. They rank 1st. Red ranks 2nd, since she has 2 single
    tipis, while Green has only hunters. Green ranks 3rd and Blue 4th.'"""
    result = score(EXAMPLE_1)
    assert places(result) == {"yellow": 1, "red": 2, "green": 3, "blue": 4}
    assert [SEAT_NAMES[s.seat] for s in result.standings] == ["yellow", "red", "green", "blue"]
    assert result.first() == (YELLOW,)
    red = result.standings[1]
    assert red.influence == Influence((1, 1), 0)
    assert red.fields == (field_of(2, Terrain.PRAIRIE), field_of(3, Terrain.PRAIRIE))


def test_example_2_conflict_by_the_rules_text_green_wins_on_hunters_and_takes_7() -> None:
    """The rules text, the default (BIS-12): 'If there is still a tie, the tied player with
    the most hunters has the greatest influence.' Green's triple tipi and hunters beat
    Yellow's triple tipi alone, so Green takes all 7, Yellow half (3), Red the 3 bison on
    her own space and Blue 2. The rulebook's Example 2 says otherwise (next tests)."""
    result = score(EXAMPLE_2)
    assert places(result) == {"green": 1, "yellow": 2, "red": 3, "blue": 4}
    assert took(result) == {"green": 7, "yellow": 3, "red": 3, "blue": 2}


def test_example_2_conflict_the_printed_tie_of_yellow_and_green_needs_hunters_break_ties_off() -> None:
    """The reading closest to the printed example, Options(hunters_break_ties=False)
    (BIS-12): 'Yellow and Green share 1st place, so 2nd place is skipped. Red ranks 3rd and
    Blue 4th. Yellow and Green each score 3 bison (half of 7, rounded down) ... and Blue
    scores 2 (2 bison on space 5).'"""
    result = score(EXAMPLE_2, hunters_break_ties=False)
    assert places(result) == {"yellow": 1, "green": 1, "red": 3, "blue": 4}
    assert result.first() == (YELLOW, GREEN)
    assert took(result)["yellow"] == took(result)["green"] == 3
    assert took(result)["blue"] == 2


@pytest.mark.parametrize("hunters_break_ties", [True, False])
def test_example_2_conflict_red_takes_3_not_the_printed_4_under_either_reading(
    hunters_break_ties: bool,
) -> None:
    """The example's 'Red scores 4 (1 + 3 bison on spaces 2 & 3)' repeats Example 1's layout:
    in Example 2 space 2 is Green's, so Red's only space shows 3 bison. No reading gives 4
    (BIS-12)."""
    result = score(EXAMPLE_2, hunters_break_ties=hunters_break_ties)
    assert took(result)["red"] == 3
    assert result.standings[2].fields == (field_of(3, Terrain.PRAIRIE),)


def test_a_tie_for_first_shares_half_each_and_nobody_takes_the_second_share() -> None:
    """'If two or more players are tied for the most influence, those players each receive
    half of the animals, rounded down. In this case, there is no reward for
    second-greatest influence; instead the other players in that region score points as if
    they were fourth or fifth in influence.' Blue, the best of the rest, takes only the
    animals on her own field (BIS-13)."""
    result = score([(YELLOW, 0, 1, 2), (RED, 0, 1, 3), (BLUE, 3, 0, 1), (GREEN, 1, 0, 1)])
    assert result.region.animals == 7
    assert places(result) == {"yellow": 1, "red": 1, "blue": 3, "green": 4}
    assert took(result) == {"yellow": 3, "red": 3, "blue": 1, "green": 1}


def test_three_tied_firsts_each_take_half_rounded_down() -> None:
    """'those players each receive half of the animals, rounded down': half of 9 is 4, for
    each of the three."""
    result = score([(YELLOW, 0, 2, 3), (RED, 0, 2, 3), (BLUE, 0, 2, 3)])
    assert took(result) == {"yellow": 4, "red": 4, "blue": 4}


def test_an_unresolved_tie_for_second_takes_the_animals_on_their_own_fields() -> None:
    """'If there is an unresolved tie for second place, those players receive a number of
    animals equal to the animals present on the spaces occupied by their pieces.'"""
    result = score([(YELLOW, 0, 3, 1), (RED, 2, 0, 3), (BLUE, 2, 0, 1)])
    assert places(result) == {"yellow": 1, "red": 2, "blue": 2}
    assert took(result) == {"yellow": 5, "red": 3, "blue": 1}


def test_a_tie_for_second_resolved_by_hunters_gives_half_to_the_one_with_more() -> None:
    """'The player with the second-greatest influence in a region scores half the number of
    animals on all the spaces of that region (rounded down).' Red's third hunter resolves
    the tie: Red takes half of 5, Blue the bison on her own space."""
    result = score([(YELLOW, 0, 3, 1), (RED, 3, 0, 3), (BLUE, 2, 0, 1)])
    assert places(result) == {"yellow": 1, "red": 2, "blue": 3}
    assert took(result) == {"yellow": 5, "red": 2, "blue": 1}


def test_third_and_fourth_take_the_animals_on_their_own_fields_tied_or_not() -> None:
    """'The player with the third- or fourth-greatest influence scores a number of animals
    equal to the animals present on the spaces occupied by their pieces.' Blue and Green
    tie for third, each with the bison of their own spaces."""
    result = score([(YELLOW, 0, 3, 0), (RED, 0, 2, 1), (BLUE, 1, 0, 2), (GREEN, 1, 0, 3)])
    assert places(result) == {"yellow": 1, "red": 2, "blue": 3, "green": 3}
    assert took(result) == {"yellow": 6, "red": 3, "blue": 2, "green": 3}


def test_a_field_with_only_a_tipi_counts_as_occupied() -> None:
    """Blue's single tipi stands alone on a space of 3 bison, and her hunters on a space of
    1: both are 'spaces occupied by their pieces' (BIS-13), so third place takes 4."""
    result = score([(YELLOW, 0, 3, 0), (RED, 0, 2, 0), (BLUE, 0, 1, 3), (BLUE, 2, 0, 1)])
    assert places(result) == {"yellow": 1, "red": 2, "blue": 3}
    assert took(result) == {"yellow": 4, "red": 2, "blue": 4}


def test_an_empty_region_gives_nobody_anything() -> None:
    """A region where nobody stands has no standings and no first place."""
    result = score([(None, 0, 0, 2), (None, 0, 0, 1)])
    assert result.standings == ()
    assert result.first() == ()


def test_canoes_rank_the_players_on_a_river() -> None:
    """'The more diamonds (fishermen) on a canoe, the greater your influence over the river':
    Yellow's double canoe beats Red's single canoe and 4 hunters, which beat Blue's 5
    hunters."""
    result = score([(YELLOW, 0, 2, 1), (RED, 4, 1, 2), (BLUE, 5, 0, 0)], Terrain.RIVER)
    assert result.region.terrain is Terrain.RIVER
    assert places(result) == {"yellow": 1, "red": 2, "blue": 3}
    assert took(result) == {"yellow": 3, "red": 1, "blue": 0}


def test_a_single_tipi_beats_any_number_of_hunters() -> None:
    """'a single tipi has more influence in a region than any number of hunters.'"""
    result = score([(RED, 0, 1, 0), (BLUE, 8, 0, 2)])
    assert places(result) == {"red": 1, "blue": 2}
    assert Influence((1,), 0) > Influence((), 8)


def test_a_double_tipi_beats_a_single_tipi_plus_hunters() -> None:
    """'A double tipi has more influence than a single tipi plus hunters, and so on.'"""
    result = score([(YELLOW, 0, 2, 0), (RED, 5, 1, 2)])
    assert places(result) == {"yellow": 1, "red": 2}
    assert Influence((2,), 0) > Influence((1,), 5)


def test_the_largest_piece_counts_before_the_number_of_pieces() -> None:
    """'The player with the tipi or canoe with the most diamonds in that region has the
    greatest influence': Yellow's double tipi beats Red's two single tipis and hunters."""
    result = score([(YELLOW, 0, 2, 0), (RED, 3, 1, 1), (RED, 0, 1, 1)])
    assert places(result) == {"yellow": 1, "red": 2}


def test_the_second_largest_piece_breaks_a_tie_of_the_largest() -> None:
    """'If there is a tie, the second-largest tipi or canoe counts': Yellow's triple and
    single tipis beat Red's triple tipi and 5 hunters."""
    result = score([(YELLOW, 0, 3, 0), (YELLOW, 0, 1, 0), (RED, 5, 3, 2)])
    assert places(result) == {"yellow": 1, "red": 2}
    assert took(result) == {"yellow": 2, "red": 1}


def test_hunters_break_a_tie_of_pieces() -> None:
    """'If there is still a tie, the tied player with the most hunters has the greatest
    influence': the hunters on every space of the region count."""
    result = score([(YELLOW, 1, 3, 0), (YELLOW, 1, 0, 0), (RED, 1, 3, 2)])
    assert places(result) == {"yellow": 1, "red": 2}
    assert took(result) == {"yellow": 2, "red": 1}


def test_equal_pieces_and_hunters_tie() -> None:
    """Equal pieces and equal hunters: a tie for first, half each."""
    result = score([(YELLOW, 2, 2, 2), (RED, 2, 2, 1)])
    assert places(result) == {"yellow": 1, "red": 1}
    assert took(result) == {"yellow": 1, "red": 1}


def test_with_hunters_break_ties_off_hunters_still_rank_players_without_pieces() -> None:
    """With Options(hunters_break_ties=False) 'hunters only rank players who have no tipi or
    canoe in the region' (BIS-12): Green's 3 hunters still beat Blue's 2 for third place."""
    result = score(
        [(YELLOW, 0, 3, 1), (RED, 4, 3, 0), (GREEN, 3, 0, 2), (BLUE, 2, 0, 1)], hunters_break_ties=False
    )
    assert places(result) == {"yellow": 1, "red": 1, "green": 3, "blue": 4}
    assert took(result) == {"yellow": 2, "red": 2, "green": 2, "blue": 1}


# -- Example 3: a season scored in a real position --------------------------------------------

#: The rulebook's Example 3: "The result after the first round of a 2-player game", one
#: row a region: terrain, region size, number of animals, presence, 1st place, Yellow's
#: result, Red's result.
EXAMPLE_3_ROWS: tuple[tuple[str, int, int, tuple[int, ...], tuple[int, ...], int, int], ...] = (
    ("Prairie 1", 2, 2, (RED,), (RED,), 0, 2),
    ("Prairie 2", 2, 2, (YELLOW, RED), (YELLOW, RED), 1, 1),
    ("Prairie 3", 1, 0, (), (), 0, 0),
    ("Prairie 4", 1, 0, (), (), 0, 0),
    ("Mountain 1", 1, 1, (), (), 0, 0),
    ("Mountain 2", 4, 4, (YELLOW, RED), (YELLOW,), 4, 2),
    ("Mountain 3", 1, 2, (RED,), (RED,), 0, 2),
    ("River 1", 3, 3, (YELLOW, RED), (YELLOW,), 3, 1),
    ("River 2", 1, 2, (), (), 0, 0),
    ("River 3", 2, 2, (YELLOW, RED), (RED,), 1, 2),
)

#: The same table as the rulebook prints it.
EXAMPLE_3_TABLE = """
| Terrain | Region size | Number of animals | Presence | 1st place | Yellow's result | Red's result |
| Prairie 1 | 2 spaces | 2 bison | Red | Red | - | 2 bison |
| Prairie 2 | 2 spaces | 2 bison | Yellow + Red | Yellow + Red | 1 bison | 1 bison |
| Prairie 3 | 1 space | 0 bison | None | - | - | - |
| Prairie 4 | 1 space | 0 bison | None | - | - | - |
| Mountain 1 | 1 space | 1 turkey | None | - | - | - |
| Mountain 2 | 4 spaces | 4 turkeys | Yellow + Red | Yellow | 4 turkeys | 2 turkeys |
| Mountain 3 | 1 space | 2 turkeys | Red | Red | - | 2 turkeys |
| River 1 | 3 spaces | 3 salmon | Yellow + Red | Yellow | 3 salmon | 1 salmon |
| River 2 | 1 space | 2 salmon | None | - | - | - |
| River 3 | 2 spaces | 2 salmon | Yellow + Red | Red | 1 salmon | 2 salmon |
"""

#: Red's fourth action, the last of the season: a single tipi on 12m for her one hunter
#: there (1 hunter, no cost). Mountain 3 still holds only Red's piece.
LAST_ACTION: tuple[BisonAction, ...] = (Choose(Kind.TIPI), Build("12m", 1))


def scored_example_3(
    *, food: tuple[Food, Food] = ((0, 0, 0), (0, 0, 0)), options: Options = EXAMPLE_3_OPTIONS
) -> BisonState:
    """Example 3 after Red's last action of season 1: the season is scored."""
    return example_3(food=food, options=options).apply_all(LAST_ACTION)


def test_example_3_regions_have_the_rulebooks_sizes_and_animals() -> None:
    """Six tiles, 18 animals: Prairies of 2, 2, 1, 1 spaces with 2, 2, 0, 0 bison; Mountains of
    1, 4, 1 spaces with 1, 4, 2 turkeys; Rivers of 3, 1, 2 spaces with 3, 2, 2 salmon."""
    regions = example_3().board.regions()
    assert [(r.name, len(r.fields), r.animals) for r in regions] == [
        (name, size, animals) for name, size, animals, *_ in EXAMPLE_3_ROWS
    ]
    assert sum(r.animals for r in regions) == 18


def test_example_3_every_region_scores_as_the_rulebooks_table() -> None:
    """Each region's presence, first place and what Yellow and Red took, row by row."""
    state = scored_example_3()
    assert state.phase is Phase.DRAWING and state.season == 2
    (season,) = state.results
    assert season.season == 1
    for result, (name, size, animals, present, first, yellow, red) in zip(
        season.regions, EXAMPLE_3_ROWS, strict=True
    ):
        region = result.region
        assert (region.name, len(region.fields), region.animals) == (name, size, animals)
        assert tuple(sorted(s.seat for s in result.standings)) == present, name
        assert tuple(sorted(result.first())) == first, name
        assert (result.took(YELLOW), result.took(RED)) == (yellow, red), name


def test_example_3_yellow_scores_9_and_red_10() -> None:
    """'Yellow scores 9: 1 bison (Prairie 2), 4 turkeys (Mountain 2), 4 salmon (River 1 + 3).
    Red scores 10: 3 bison (Prairie 1 + 2), 4 turkeys (Mountain 2 + 3), 3 salmon (River 1 +
    3).' Both started the season's scoring with empty tracks."""
    state = scored_example_3()
    season = state.results[-1]
    assert season.took(YELLOW) == (1, 4, 4)
    assert season.took(RED) == (3, 3, 4)
    assert state.supplies[YELLOW].food == (1, 4, 4)
    assert state.supplies[RED].food == (3, 3, 4)
    assert state.scores() == (9, 10)


def test_example_3_adds_to_the_food_already_on_the_tracks() -> None:
    """'scores a number of animals (added to their food reserve)': outside the last season
    the animals taken come on top of the tracks."""
    state = scored_example_3(food=((5, 2, 7), (1, 6, 3)))
    assert state.supplies[YELLOW].food == (6, 6, 11)
    assert state.supplies[RED].food == (4, 9, 7)


def test_example_3_table_prints_the_rulebooks_rows() -> None:
    """SeasonScore.table() prints the rulebook's table: same columns, same rows, same cells
    (presence in seat order, 'Yellow + Red', as the rulebook writes it in every row)."""
    printed = scored_example_3().results[-1].table()
    cells = [re.split(r" {2,}", line.strip()) for line in printed.splitlines()]
    expected = [
        [cell.strip() for cell in line.strip().strip("|").split("|")]
        for line in EXAMPLE_3_TABLE.strip().splitlines()
    ]
    assert len(cells) == len(expected)
    differing = [(got, want) for got, want in zip(cells, expected, strict=True) if got != want]
    assert differing == []


def test_a_season_scores_all_prairies_then_the_mountains_then_the_rivers() -> None:
    """'Each region is scored - first all prairies, then the mountains, and finally the
    rivers' (BIS-14); within a terrain, regions go by their lowest field."""
    season = scored_example_3().results[-1]
    terrains = [result.region.terrain for result in season.regions]
    assert terrains == [Terrain.PRAIRIE] * 4 + [Terrain.MOUNTAIN] * 3 + [Terrain.RIVER] * 3
    for terrain in Terrain:
        firsts = [min(r.region.fields) for r in season.regions if r.region.terrain is terrain]
        assert firsts == sorted(firsts)


def test_region_scores_tells_the_scoring_to_come() -> None:
    """state.region_scores() scores the regions as they stand, awarding nothing: at Red's
    last action it already tells what the season will give."""
    state = example_3()
    assert [(r.region.name, r.took(YELLOW), r.took(RED)) for r in state.region_scores()] == [
        (name, yellow, red) for name, _, _, _, _, yellow, red in EXAMPLE_3_ROWS
    ]
    assert state.supplies[YELLOW].food == state.supplies[RED].food == (0, 0, 0)


# -- the last season ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "last_action",
    [LAST_ACTION, (Choose(Kind.MOVE3), DONE, Gain("bison"))],
    ids=["tipi with 1 hunter", "no hunters, 1 bison gained"],
)
def test_the_final_scoring_starts_from_empty_tracks(last_action: tuple[BisonAction, ...]) -> None:
    """'in the final scoring, remaining food is not counted! Before points are awarded, all
    players move their food reserve markers to the "0" space.' (BIS-20) After the last
    action of season 6 the tracks hold exactly what the final scoring gave: Example 3's 9
    and 10, whatever was on them before (a bison gained by the last action too)."""
    state = example_3(food=((12, 9, 14), (5, 6, 7)), season=6).apply_all(last_action)
    assert state.phase is Phase.OVER
    final = state.results[-1]
    assert final.season == 6
    for seat in (YELLOW, RED):
        assert state.supplies[seat].food == final.took(seat)
    assert state.scores() == (9, 10)
    outcome = state.outcome()
    assert outcome is not None
    check_outcome(state, outcome)
    assert outcome.winners == (RED,)
    assert outcome.tiebreak is None


def test_the_final_tiebreak_example_ranks_by_the_smallest_track() -> None:
    """'Yellow has 10 bison, 14 wild turkeys, and 6 salmon = 30 animals; Red has 12 bison, 7
    wild turkeys, and 11 salmon = 30 animals; Blue has 9 bison, 9 wild turkeys, and 11 salmon
    = 29 animals. ... Red wins the game because, compared to Yellow, she has the greater
    number of animals on her track with the least food (7 wild turkeys versus 6 salmon).
    Blue's smallest value is not considered' (BIS-17)."""
    outcome = Outcome.rank([30, 30, 29], [(SMALLEST_TRACK, [6, 7, 9])])
    assert outcome.ranking == ((RED,), (YELLOW,), (BLUE,))
    assert outcome.winners == (RED,)
    assert outcome.tiebreak == SMALLEST_TRACK


def final_scoring_trade(food: dict[str, tuple[int, int, int]]) -> BisonState:
    """The last season of a 3-player game with every region scored, Yellow above 15 turkeys to trade."""
    regions = len(Board.build(Options().tile_set(), START_LAYOUT).regions())
    return build(3, season=5, phase=Phase.CAPPING, scored=regions, food=food)


def test_the_final_tiebreak_example_in_a_finished_game() -> None:
    """The same example at the end of a real game: the final scoring left Yellow 17 turkeys
    and 5 salmon; she exchanges 3 turkeys for 1 salmon ('If you have more than 15 animals
    of the same type, you must immediately trade them') and the game is over: Yellow 10/6/14,
    Red 12/11/7, Blue 9/11/9. Red wins by her smallest track."""
    state = final_scoring_trade({"yellow": (10, 5, 17), "red": (12, 11, 7), "blue": (9, 11, 9)})
    assert state.to_move == YELLOW
    state = state.apply(Exchange("turkeys", "salmon"))
    assert state.phase is Phase.OVER
    assert state.supplies[YELLOW].food == (10, 6, 14)
    assert state.scores() == (30, 30, 29)
    outcome = state.outcome()
    assert outcome is not None
    check_outcome(state, outcome)
    assert outcome.ranking == ((RED,), (YELLOW,), (BLUE,))
    assert outcome.tiebreak == SMALLEST_TRACK
    assert outcome.tiebreak_id == "bison.tiebreak.smallest-track"


def test_a_tie_on_the_total_and_on_the_smallest_track_is_a_draw() -> None:
    """A tie beyond the smallest track is a draw: a shared first place (BIS-17)."""
    direct = Outcome.rank([30, 30, 29], [(SMALLEST_TRACK, [6, 6, 9])])
    assert direct.ranking == ((YELLOW, RED), (BLUE,))
    assert direct.is_draw and direct.tiebreak is None
    state = final_scoring_trade({"yellow": (10, 5, 17), "red": (14, 6, 10), "blue": (9, 11, 9)})
    state = state.apply(Exchange("turkeys", "salmon"))
    outcome = state.outcome()
    assert outcome is not None
    check_outcome(state, outcome)
    assert outcome.winners == (YELLOW, RED)
    assert outcome.is_draw
    assert outcome.tiebreak is None


# -- the 15 limit during scoring ------------------------------------------------------------------


def test_above_15_a_player_decides_right_after_the_region_that_put_them_there() -> None:
    """'If you have more than 15 animals of the same type, you must immediately trade them
    at the market or exchange them at the 3:1 ratio.' By default the limit is checked after
    each region (BIS-15): Red's 14 bison and Prairie 1's 2 make 16, and she decides before
    Prairie 2 is scored. With no salmon nor turkeys she can buy nothing: she may exchange
    3 bison, or stop (BIS-19)."""
    state = scored_example_3(food=((0, 0, 0), (14, 0, 0)))
    assert state.phase is Phase.CAPPING
    assert state.to_move == RED
    assert state.supplies[RED].food == (16, 0, 0)
    assert state.scoring is not None
    assert [r.region.name for r in state.scoring.scored] == ["Prairie 1"]
    assert [field_name(f) for f in state.scoring.scored[0].region.fields] == ["1p", "3p"]
    assert set(state.legal_actions()) == {Exchange("bison", "salmon"), Exchange("bison", "turkeys"), DONE}


def test_exchanging_3_bison_for_1_salmon_ends_the_surplus_and_the_scoring_goes_on() -> None:
    """'you may reduce your bison reserve by 3 and add 1 salmon to your reserve': 16 bison
    become 13 and a salmon; the rest of the season adds 1 bison (Prairie 2), 4 turkeys and
    3 salmon."""
    state = scored_example_3(food=((0, 0, 0), (14, 0, 0)))
    state = state.apply(Exchange("bison", "salmon"))
    assert state.phase is Phase.DRAWING and state.season == 2
    assert state.supplies[RED].food == (14, 4, 4)
    assert state.supplies[YELLOW].food == (1, 4, 4)
    assert state.results[-1].took(RED) == (3, 3, 4)


def test_done_loses_the_surplus_each_time_a_region_goes_above_15() -> None:
    """'If you still have too many animals, the surplus is lost.' Red stops at 16 after
    Prairie 1 (back to 15), then Prairie 2 makes 16 again and she stops again."""
    state = scored_example_3(food=((0, 0, 0), (14, 0, 0))).apply(DONE)
    assert state.phase is Phase.CAPPING and state.to_move == RED
    assert state.supplies[RED].food == (16, 0, 0)
    assert state.scoring is not None
    assert [r.region.name for r in state.scoring.scored] == ["Prairie 1", "Prairie 2"]
    state = state.apply(DONE)
    assert state.phase is Phase.DRAWING
    assert state.supplies[RED].food == (15, 3, 4)


def season_cap_options() -> Options:
    return attrs.evolve(EXAMPLE_3_OPTIONS, cap_after="season")


def test_with_cap_after_season_the_limit_is_checked_once_after_every_region() -> None:
    """Options(cap_after="season") checks the limit once, after the whole season's scoring
    (BIS-15): Red holds 17 bison, 3 salmon and 4 turkeys, and may now also buy at the
    market (BIS-19)."""
    state = scored_example_3(food=((0, 0, 0), (14, 0, 0)), options=season_cap_options())
    assert state.phase is Phase.CAPPING and state.to_move == RED
    assert state.supplies[RED].food == (17, 3, 4)
    assert state.scoring is not None
    assert len(state.scoring.scored) == len(state.scoring.regions) == 10
    legal = state.legal_actions()
    assert Buy("hunter", 1) in legal
    assert Exchange("bison", "salmon") in legal
    assert Exchange("salmon", "bison") not in legal
    assert DONE in legal
    assert state.apply(DONE).supplies[RED].food == (15, 3, 4)
    assert state.apply(Exchange("bison", "salmon")).supplies[RED].food == (14, 4, 4)


def test_buying_at_the_market_while_above_15_keeps_the_player_deciding() -> None:
    """'trade them at the market': a hunter costs 1 animal of each type. At 16 bison Red
    is still above 15, still decides, and stopping loses the last bison (BIS-19)."""
    state = scored_example_3(food=((0, 0, 0), (14, 0, 0)), options=season_cap_options())
    hunters = state.supplies[RED].hunters
    state = state.apply(Buy("hunter", 1))
    assert state.phase is Phase.CAPPING and state.to_move == RED
    assert state.supplies[RED].food == (16, 2, 3)
    assert state.supplies[RED].hunters == hunters + 1
    state = state.apply(DONE)
    assert state.phase is Phase.DRAWING
    assert state.supplies[RED].food == (15, 2, 3)


def test_seats_above_15_decide_in_turn_order_from_the_first_player() -> None:
    """Both above 15 after the season: Yellow, who holds the totem, decides first (BIS-15)."""
    state = scored_example_3(food=((0, 0, 12), (14, 0, 0)), options=season_cap_options())
    assert state.supplies[YELLOW].food == (1, 4, 16)
    assert state.to_move == YELLOW
    state = state.apply(DONE)
    assert state.to_move == RED
    assert state.supplies[YELLOW].food == (1, 4, 15)
    state = state.apply(DONE)
    assert state.phase is Phase.DRAWING
    assert state.supplies[RED].food == (15, 3, 4)
