"""Gaps that mutation testing found in the Bison tests (``tools/mutate.py``, see docs/testing.rst).

Each test here fails on a small change to a module of ``bison`` that the
other tests let through: in ``scoring.py`` and ``supply.py`` the text of an
influence and of a region's scoring, the columns of a season's table when
few seats are present, the influence recorded for a player whose hunters do
not count (BIS-12), and the market's last hunter; in ``state.py``,
``board.py``, ``progress.py`` and ``refusals.py`` payments that leave exactly
the cost, tiles past the shared draws, reduced tipis, fields off the
landscape, and refusals that must tell two reasons apart. The rules of
``state.py`` and ``refusals.py`` now live in ``bison/steps/``: the
refusals' tests below hold each step's refusal to the same sentences.
"""

from __future__ import annotations

from fractions import Fraction

import attrs
import pytest

from tablerules.bison import (
    DONE,
    BisonAction,
    Build,
    Buy,
    Call,
    Choose,
    Draw,
    Gather,
    Influence,
    Kind,
    Lay,
    Move,
    Pay,
    Phase,
    SeasonScore,
)
from tablerules.bison.board import FIELDS, field_name, place_of
from tablerules.bison.examples import scoring_example_3
from tablerules.bison.position import build
from tablerules.bison.progress import Pending
from tablerules.bison.scoring import describe
from tablerules.bison.state import BisonState
from tablerules.bison.supply import start_supply
from tests.bison.test_building import tipi_action, yellow
from tests.bison.test_market import GAME, four_hunters_entered
from tests.bison.test_movement import moving
from tests.bison.test_scoring import EXAMPLE_1, score
from tests.strategies import check_refused_by

YELLOW, RED = 0, 1


# -- scoring.py ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("influence", "text"),
    [
        (Influence((4, 3, 2, 1), 0), "quadruple + triple + double + single"),
        (Influence((1,), 1), "single + 1 hunter"),
        (Influence((), 2), "2 hunters"),
        (Influence((), 1), "1 hunter"),
        (Influence((), 0), "nothing"),
    ],
)
def test_an_influence_in_words(influence: Influence, text: str) -> None:
    """Each size by its name, largest first, then the hunters (one hunter, two hunters)."""
    assert str(influence) == text


def test_a_region_scoring_in_one_line() -> None:
    """``describe``: the region, its fields and animals, then each player present by place."""
    assert describe(score(EXAMPLE_1)) == (
        "Prairie 1 (1p 2p 3p 4p 5p; 7 bison): yellow triple place 1 takes 7; "
        "red single + single place 2 takes 3; green 2 hunters place 3 takes 0; "
        "blue 1 hunter place 4 takes 2"
    )


def test_a_region_where_nobody_is_present_in_one_line() -> None:
    assert describe(score([(None, 0, 0, 3), (None, 0, 0, 1)])) == "Prairie 1 (1p 2p; 4 bison): nobody"


def test_a_region_of_one_turkey_says_turkey() -> None:
    """The rulebook's table writes "1 turkey"; the one-line description once said "1 turkeys"."""
    (mountain,) = [r for r in scoring_example_3().region_scores() if r.region.name == "Mountain 1"]
    assert describe(mountain) == "Mountain 1 (1m; 1 turkey): nobody"


def result_columns(table: str) -> list[str]:
    header = table.splitlines()[0]
    return [cell for cell in header.split("  ") if cell.endswith("'s result")]


def test_a_season_table_has_a_column_for_each_seat_up_to_the_last_present() -> None:
    """Without seat names the table counts the seats from those present: Yellow and Red in a
    region give two columns, Yellow alone one."""
    both = score([(YELLOW, 0, 2, 3), (RED, 1, 0, 1)])
    assert result_columns(SeasonScore(1, (both,)).table()) == ["Yellow's result", "Red's result"]
    alone = score([(YELLOW, 0, 2, 3), (None, 0, 0, 1)])
    assert result_columns(SeasonScore(1, (alone,)).table()) == ["Yellow's result"]
    assert result_columns(SeasonScore(1, (alone,)).table(["farm", "wild"])) == [
        "Farm's result",
        "Wild's result",
    ]


def test_hunters_that_do_not_count_are_not_recorded_in_the_influence() -> None:
    """BIS-12 with ``hunters_break_ties=False``: the influence of a player with a tipi or canoe
    holds no hunters (the score items show it), while a player with hunters only keeps them."""
    result = score(
        [(YELLOW, 2, 3, 1), (RED, 4, 3, 0), (YELLOW, 0, 1, 1), (None, 0, 0, 0)], hunters_break_ties=False
    )
    assert [s.influence for s in result.standings] == [Influence((3, 1), 0), Influence((3,), 0)]
    hunters_only = score([(YELLOW, 2, 3, 1), (RED, 4, 0, 0)], hunters_break_ties=False)
    assert [s.influence for s in hunters_only.standings] == [Influence((3,), 0), Influence((), 4)]


# -- supply.py ----------------------------------------------------------------------------------


def test_the_last_hunter_is_still_in_the_market() -> None:
    """'only if there are still some available in your color': one left is some."""
    supply = start_supply()
    assert attrs.evolve(supply, market_hunters=1).in_market("hunter", 1)
    assert not attrs.evolve(supply, market_hunters=0).in_market("hunter", 1)


def test_the_last_hunter_refused_for_its_price_not_for_the_market() -> None:
    """With one hunter left in the market and no turkeys, buying it is refused because of the
    price: the market still has it."""
    state = build(players=2, reserve={"yellow": (7, (1, 2), (1, 2))}, food={"yellow": (10, 10, 0)})
    assert state.supplies[YELLOW].market_hunters == 1
    check_refused_by(state, Buy("hunter", 1), "bison.market.price")
    assert build(players=2, reserve={"yellow": (7, (1, 2), (1, 2))}).is_legal(Buy("hunter", 1))


# -- state.py -----------------------------------------------------------------------------------


def test_a_tipi_bought_while_paying_may_leave_exactly_the_cost() -> None:
    """BIS-7: 4 hunters entered cost 7 animals; with 10 animals a single tipi (1 of each) leaves 7,
    just enough, so it is offered; a double tipi (2 of each) would leave 4, so it is not."""
    state = four_hunters_entered((3, 3, 4))
    assert Buy("tipi", 1) in state.legal_actions()
    assert Buy("canoe", 1) in state.legal_actions()
    check_refused_by(state, Buy("tipi", 2), "bison.cost.afford")
    assert state.apply(Buy("tipi", 1)).apply(Pay(2, 2, 3)).supplies[YELLOW].food == (0, 0, 0)


def test_a_tile_numbered_past_the_shared_draws_is_drawn_all_the_same() -> None:
    """The draws are shared values for tiles 0 to 255; a pile made by hand with tile 256 draws a
    new one, with the same chance as any other tile."""
    state = attrs.evolve(GAME.setup(players=2), pile=(255, 256))
    assert state.chance_outcomes() == ((Draw(255), Fraction(1, 2)), (Draw(256), Fraction(1, 2)))
    assert state.legal_actions() == (Draw(255), Draw(256))


def test_reducing_a_double_tipi_by_one_diamond_takes_one_hunter_and_costs_nothing() -> None:
    """Variant 2: 'For each diamond removed, take a hunter from your reserve' (BIS-10): a double tipi
    reduced to a single one uses 1 hunter, which costs 0 animals, so it is open with only 3 animals;
    removing it uses 2 hunters, which cost 2."""
    state = tipi_action(yellow({"1m": "yellow tipi 2"}, food=(1, 1, 1), variant=2))
    assert state.build_changes(YELLOW) == [(2, 0, 2), (2, 1, 1)]
    assert {str(a) for a in state.legal_actions() if isinstance(a, Build)} == {"build 1m 0", "build 1m 1"}
    reduced = state.apply(Build("1m", 1)).apply(DONE)
    assert reduced.to_move == RED, "1 hunter costs nothing: no payment"
    assert reduced.supplies[YELLOW].food == (1, 1, 1)


def test_nothing_is_to_pay_before_the_action_is_paid() -> None:
    """``pay_options`` is empty except while paying: not while choosing (nothing is under way), nor
    while hunters are still being called (the cost so far is not yet due)."""
    pieces = {"1m": "yellow 1", "2m": "yellow 1", "3m": "yellow 1"}
    state = build(players=2, pieces=pieces)
    assert state.pay_options() == ()
    calling = state.apply(Choose(Kind.GATHER)).apply(Gather("1m")).apply(Call("2m")).apply(Call("3m"))
    assert calling.phase is Phase.CALLING
    assert calling.pay_options() == ()
    assert {sum(p.animals) for p in calling.apply(DONE).pay_options()} == {2}


# -- board.py -----------------------------------------------------------------------------------


def test_a_field_lies_on_the_place_its_name_begins_with() -> None:
    """Field ``3 * (n - 1) + terrain`` lies on place ``n``: 1p, 1m, 2p and 27m on places 1, 1, 2, 27."""
    assert [place_of(field) for field in (0, 2, 3, FIELDS - 1)] == [1, 1, 2, 27]
    assert [field_name(field) for field in (0, 2, 3, FIELDS - 1)] == ["1p", "1m", "2p", "27m"]


def test_the_region_of_a_field_off_the_landscape_names_the_empty_place() -> None:
    """Only the three starting tiles lie at setup: field 4p (number 9) is on the empty place 4."""
    board = GAME.setup(players=2).board
    assert board.region_of(2).name == "Mountain 1"
    with pytest.raises(ValueError, match=r"^no tile lies on place 4, so field 4p is not in play$"):
        board.region_of(9)


# -- progress.py --------------------------------------------------------------------------------


def test_an_action_under_way_has_no_place_until_its_tile_is_laid() -> None:
    """The picture's action line names the place only once the tile lies there: a chosen action
    starts with no place (0), no target and nothing done."""
    chosen = build(players=2).apply(Choose(Kind.TILE))
    pending = chosen.pending
    assert pending == Pending(Kind.TILE)
    assert (pending.hunters, pending.place, pending.target) == (0, 0, -1)
    assert str(chosen).splitlines()[-1] == "action: tile hunters 0"
    assert str(chosen.apply(Lay(4, 0))).splitlines()[-1] == "action: tile hunters 0 place 4"


# -- the steps' refusals (refusals.py before) ---------------------------------------------------


def reason(state: BisonState, action: BisonAction, rule: str) -> str:
    """The sentence ``state`` gives for refusing ``action`` by ``rule``."""
    check_refused_by(state, action, rule)
    return state.refusal(action).reason


def test_a_tipi_off_the_landscape_names_the_empty_place() -> None:
    state = tipi_action(yellow({"1m": "yellow 1"}))
    assert reason(state, Build("4m", 1), "bison.notation.field") == "no tile lies on place 4"


def test_a_hunter_moved_off_the_landscape_names_the_empty_place() -> None:
    state = moving({"1p": "yellow 1"})
    assert reason(state, Move("1p", "27p"), "bison.move.landscape") == "no tile lies on place 27"


def test_a_build_that_changes_nothing_says_whether_a_tipi_is_there() -> None:
    """Size 0 where there is no tipi would remove nothing; the size already there enlarges nothing."""
    state = tipi_action(yellow({"1m": "yellow 1", "2m": "yellow tipi 2"}, variant=2))
    assert reason(state, Build("1m", 0), "bison.tipi.change") == "there is no tipi of yours on 1m to remove"
    assert reason(state, Build("2m", 2), "bison.tipi.change") == "your tipi on 2m already has 2 diamonds"


def test_too_few_hunters_to_build_or_to_enlarge_are_told_apart() -> None:
    """'A single tipi requires 1 hunter, a double tipi 2': building a double with 1 hunter there,
    enlarging a single to a triple (2 more diamonds) with none."""
    state = tipi_action(yellow({"1m": "yellow 1", "2m": "yellow tipi 1"}))
    assert reason(state, Build("1m", 2), "bison.tipi.hunters-present") == (
        "to build a tipi of 2 diamonds you need 2 of your hunters on 1m; you have 1 there"
    )
    assert reason(state, Build("2m", 2), "bison.tipi.hunters-present") == (
        "to enlarge a tipi of 2 diamonds you need 1 of your hunters on 2m; you have 0 there"
    )


def test_a_payment_beyond_a_track_names_that_track() -> None:
    """4 hunters cost 7 animals: paying 3 bison (all there are) and 4 salmon (of 2) is refused for
    the salmon, not for the bison."""
    state = four_hunters_entered((3, 2, 5))
    assert reason(state, Pay(3, 4, 0), "bison.pay.track") == "you have 2 salmon: no track goes below 0"
    assert state.is_legal(Pay(3, 2, 2))


def test_refusals_count_one_thing_in_the_singular() -> None:
    """One diamond, one hunter, one turkey: a refusal's sentence agrees with its numbers."""
    state = tipi_action(yellow({"1m": "yellow 1", "2m": "yellow tipi 1"}, variant=2, reserve=(0, (2,), (1,))))
    assert reason(state, Build("2m", 0), "bison.tipi.reserve-hunters") == (
        "reducing by 1 diamond puts 1 hunter from your reserve there; you have 0"
    )
    assert reason(state, Build("2m", 1), "bison.tipi.change") == "your tipi on 2m already has 1 diamond"
    assert reason(state, Build("1m", 1), "bison.tipi.in-reserve") == (
        "you have no tipi of 1 diamond in your reserve: buy it at the market first"
    )
    poor = yellow({"1m": "yellow 1"}, food=(1, 1, 0))
    assert reason(poor, Buy("hunter", 1), "bison.market.price") == (
        "it costs 1 bison, 1 salmon and 1 turkey; no track goes below 0"
    )
    owing = four_hunters_entered((3, 5, 1))
    assert reason(owing, Pay(1, 4, 2), "bison.pay.track") == "you have 1 turkey: no track goes below 0"


def test_a_step_taken_before_its_action_is_chosen_says_which_to_choose() -> None:
    """A newcomer types 'lay 4 0' at the start of a turn: the refusal names the choice that comes first."""
    state = tipi_action(yellow({"1m": "yellow 1"})).apply(Build("1m", 1))
    while state.phase is not Phase.CHOOSING:
        state = state.apply(state.legal_actions()[0])
    assert reason(state, Lay(4, 0), "bison.turn.step").endswith("; choose its action first: 'choose tile'")
    assert reason(state, Move("1m", "2m"), "bison.turn.step").endswith(
        "; choose its action first: 'choose move1' or 'choose move3'"
    )
    assert "first" not in reason(state, DONE, "bison.turn.step")
