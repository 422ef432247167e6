"""Trading at the market, exchanging 3:1, and the 15-animal limit.

"You may trade at the market or exchange animals at any time during the
game. You may use this special action as often as you like and at any time,
without placing an action marker on your individual board." Trades are open
at every decision of a player's own turn (BIS-7); an animal gained above 15
outside scoring is lost at once (BIS-16); after a region is scored, a player
above 15 trades the surplus or loses it (BIS-15, BIS-19).
"""

from __future__ import annotations

import pytest

import tablerules
from tablerules import CHANCE
from tablerules.bison import (
    DONE,
    Build,
    Buy,
    Call,
    Choose,
    Draw,
    Enter,
    Exchange,
    Gain,
    Gather,
    Kind,
    Lay,
    Move,
    Pay,
    Phase,
)
from tablerules.bison.position import build
from tablerules.bison.state import BisonState
from tests.strategies import check_refused_by

GAME = tablerules.load("bison")
YELLOW, RED = 0, 1


def yellow_to_act(
    food: tuple[int, int, int] = (10, 10, 10),
    reserve: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None,
) -> BisonState:
    """Yellow to choose its first action of season 1 (2 players), a hunter on 1m and one on 2m."""
    return build(
        players=2,
        pieces={"1m": "yellow 1", "2m": "yellow 1"},
        food={"yellow": food},
        reserve=None if reserve is None else {"yellow": reserve},
    )


# -- the market ---------------------------------------------------------------------------------


def test_a_hunter_costs_one_animal_of_each_kind() -> None:
    """'A hunter costs 1 animal of each type. Your food is reduced by 1 bison, 1 salmon, and 1 wild
    turkey.' 'Take the traded hunter(s), tipi, or canoe from the market and add it to your reserve.'"""
    state = build(players=2)
    after = state.apply(Buy("hunter", 1))
    supply = after.supplies[YELLOW]
    assert supply.food == (9, 9, 9)
    assert (supply.hunters, supply.market_hunters) == (5, 3)
    assert after.supplies[RED] == state.supplies[RED]
    assert after.phase is Phase.CHOOSING and after.to_move == YELLOW, "a trade takes no action"
    assert supply.used == 0, "no action marker"


def test_a_triple_tipi_costs_three_of_each_animal() -> None:
    """'A tipi costs 1 animal of each type per diamond. So a triple tipi costs 9 animals: 3 bison, 3
    salmon, and 3 wild turkeys.'"""
    supply = build(players=2).apply(Buy("tipi", 3)).supplies[YELLOW]
    assert supply.food == (7, 7, 7)
    assert supply.tipis == (1, 2, 3)
    assert supply.market_tipis == (1, 2, 4)


def test_a_double_canoe_costs_two_of_each_animal() -> None:
    """'A canoe costs 1 animal of each type per diamond. So a double canoe costs 6 animals: 2 bison, 2
    salmon, and 2 wild turkeys.'"""
    supply = build(players=2).apply(Buy("canoe", 2)).supplies[YELLOW]
    assert supply.food == (8, 8, 8)
    assert supply.canoes == (1, 2, 2)
    assert supply.market_canoes == (1, 3, 4)


@pytest.mark.parametrize(
    ("piece", "size", "each"), [("tipi", 1, 1), ("tipi", 4, 4), ("canoe", 1, 1), ("canoe", 4, 4)]
)
def test_every_tipi_and_canoe_costs_one_of_each_animal_a_diamond(piece: str, size: int, each: int) -> None:
    supply = build(players=2).apply(Buy(piece, size)).supplies[YELLOW]
    assert supply.food == (10 - each,) * 3
    assert size in supply.reserve_of(piece)


def test_the_market_sells_only_pieces_still_there() -> None:
    """'You may recruit more hunters from the market at any time, but only if there are still some
    available in your color.'"""
    state = build(players=2).apply(Buy("tipi", 1))
    assert state.supplies[YELLOW].market_tipis == (2, 3, 4)
    check_refused_by(state, Buy("tipi", 1), "bison.market.in-market")
    state = state.apply(Buy("canoe", 4))
    check_refused_by(state, Buy("canoe", 4), "bison.market.in-market")
    no_hunters = build(players=2, reserve={"yellow": (8, (1, 2), (1, 2))})
    assert no_hunters.supplies[YELLOW].market_hunters == 0
    check_refused_by(no_hunters, Buy("hunter", 1), "bison.market.in-market")


def test_the_market_asks_for_every_animal() -> None:
    """A hunter takes 1 bison, 1 salmon and 1 turkey: with no turkeys there is no hunter."""
    state = build(players=2, food={"yellow": (10, 10, 0)})
    check_refused_by(state, Buy("hunter", 1), "bison.market.price")
    state = build(players=2, food={"yellow": (2, 10, 10)})
    assert state.is_legal(Buy("tipi", 2))
    check_refused_by(state, Buy("tipi", 3), "bison.market.price")
    check_refused_by(state, Buy("canoe", 4), "bison.market.price")


# -- exchanging 3:1 ------------------------------------------------------------------------------


def test_three_animals_of_one_kind_exchange_for_one_of_another() -> None:
    """'You may always exchange animals on your individual board at a ratio of 3:1. For example, if you
    have too many bison and not enough salmon, you may reduce your bison reserve by 3 and add 1 salmon
    to your reserve.'"""
    state = build(players=2)
    after = state.apply(Exchange("bison", "salmon"))
    assert after.supplies[YELLOW].food == (7, 11, 10)
    assert after.phase is Phase.CHOOSING and after.to_move == YELLOW
    assert after.apply(Exchange("turkeys", "bison")).supplies[YELLOW].food == (8, 11, 7)


def test_an_exchange_needs_three_animals() -> None:
    state = build(players=2, food={"yellow": (2, 10, 10)})
    assert not any(isinstance(a, Exchange) and a.give == "bison" for a in state.legal_actions())
    check_refused_by(state, Exchange("bison", "salmon"), "bison.exchange.three")


def test_an_exchange_gives_one_kind_for_another() -> None:
    check_refused_by(build(players=2), Exchange("salmon", "salmon"), "bison.exchange.different")


def test_an_exchange_above_fifteen_loses_the_surplus() -> None:
    """BIS-16: outside scoring, an animal gained above 15 is lost at once."""
    state = build(players=2, food={"yellow": (15, 9, 10)})
    assert state.apply(Exchange("salmon", "bison")).supplies[YELLOW].food == (15, 6, 10)


def test_an_animal_gained_above_fifteen_is_lost() -> None:
    """BIS-16: a 0-hunter gain at 15 changes nothing on that track."""
    state = build(players=2, food={"yellow": (15, 9, 10)}).apply(Choose(Kind.MOVE1)).apply(DONE)
    assert state.apply(Gain("bison")).supplies[YELLOW].food == (15, 9, 10)
    assert state.apply(Gain("salmon")).supplies[YELLOW].food == (15, 10, 10)


# -- when trades are open --------------------------------------------------------------------------


def steps_of_yellows_turn() -> dict[Phase, BisonState]:
    """A position at every step of an action of yellow's."""
    start = yellow_to_act()
    steps = {Phase.CHOOSING: start}
    steps[Phase.LAYING] = start.apply(Choose(Kind.TILE))
    steps[Phase.ENTERING] = steps[Phase.LAYING].apply(Lay(4, 0))
    steps[Phase.PAYING] = steps[Phase.ENTERING].apply(Enter("4p", 2))
    steps[Phase.BUILDING] = start.apply(Choose(Kind.TIPI))
    steps[Phase.GATHERING] = start.apply(Choose(Kind.GATHER))
    steps[Phase.CALLING] = steps[Phase.GATHERING].apply(Gather("1m"))
    steps[Phase.MOVING] = start.apply(Choose(Kind.MOVE1))
    steps[Phase.GAINING] = start.apply(Choose(Kind.MOVE3)).apply(DONE)
    return steps


@pytest.mark.parametrize(
    "phase",
    [
        Phase.CHOOSING,
        Phase.LAYING,
        Phase.ENTERING,
        Phase.BUILDING,
        Phase.GATHERING,
        Phase.CALLING,
        Phase.MOVING,
        Phase.GAINING,
        Phase.PAYING,
    ],
)
def test_trades_are_open_at_every_step_of_ones_own_turn(phase: Phase) -> None:
    """'You may trade at the market or exchange animals at any time during the game ... as often as you
    like' (BIS-7: at every decision of one's own turn, paying included)."""
    state = steps_of_yellows_turn()[phase]
    assert state.phase is phase and state.to_move == YELLOW
    for trade in (Buy("hunter", 1), Buy("tipi", 3), Buy("canoe", 1), Exchange("bison", "turkeys")):
        assert state.is_legal(trade), trade
    after = state.apply(Buy("hunter", 1)).apply(Exchange("salmon", "bison"))
    assert after.phase is phase and after.to_move == YELLOW, "the step waits for the trades"
    assert after.pending == state.pending
    assert after.supplies[YELLOW].food == (10, 6, 9)
    assert after.supplies[YELLOW].hunters == state.supplies[YELLOW].hunters + 1
    assert after.supplies[RED] == state.supplies[RED]


def test_trades_after_the_steps_then_paying() -> None:
    """A trade while paying changes what the payment can draw on, not what is due."""
    state = steps_of_yellows_turn()[Phase.PAYING].apply(Exchange("bison", "salmon"))
    assert {sum(p.animals) for p in state.pay_options()} == {2}
    assert state.apply(Pay(0, 2, 0)).supplies[YELLOW].food == (7, 9, 10)


def test_no_trading_while_tiles_are_drawn() -> None:
    """BIS-7: trades are open on a player's own turn, not at chance nodes."""
    state = GAME.setup(players=2)
    assert state.to_move is CHANCE
    assert all(isinstance(a, Draw) for a in state.legal_actions())
    check_refused_by(state, Buy("hunter", 1), "bison.trade.own-turn")
    check_refused_by(state, Exchange("bison", "salmon"), "bison.trade.own-turn")


def test_no_trading_once_the_game_is_over() -> None:
    state = build(players=2, season=6)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    assert state.phase is Phase.OVER
    for trade in (Buy("hunter", 1), Exchange("bison", "salmon")):
        check_refused_by(state, trade, "core.game-over")


# -- a trade must leave the cost of the action under way -------------------------------------------


def four_hunters_entered(food: tuple[int, int, int]) -> BisonState:
    """Yellow put 4 hunters into play on its new tile and owes 7 animals."""
    state = build(players=2, food={"yellow": food}).apply(Choose(Kind.TILE)).apply(Lay(4, 0))
    state = state.apply(Enter("4p", 4))
    assert state.phase is Phase.PAYING
    return state


def test_a_trade_that_leaves_too_little_to_pay_the_action_is_refused() -> None:
    """BIS-7: trades are never offered when they would leave less food than the action under way
    costs (here 7 animals for 4 hunters)."""
    state = four_hunters_entered((3, 3, 3))
    check_refused_by(state, Buy("hunter", 1), "bison.cost.afford")
    check_refused_by(state, Buy("tipi", 1), "bison.cost.afford")
    assert state.is_legal(Exchange("bison", "salmon")), "9 - 3 + 1 = 7 is still enough"
    tight = four_hunters_entered((3, 3, 2))
    assert not any(isinstance(a, (Buy, Exchange)) for a in tight.legal_actions())
    check_refused_by(tight, Exchange("bison", "salmon"), "bison.cost.afford")
    assert tight.apply(Pay(3, 3, 1)).supplies[YELLOW].food == (0, 0, 1)


def test_a_trade_during_the_steps_must_leave_the_cost_so_far() -> None:
    """BIS-7 while the action is under way: 2 hunters called cost 2 animals, 3 cost 4."""
    pieces = {"1m": "yellow 1", "2m": "yellow 1", "3m": "yellow 1", "1p": "yellow 1"}
    state = build(players=2, pieces=pieces, food={"yellow": (1, 1, 3)})
    state = state.apply(Choose(Kind.GATHER)).apply(Gather("1m")).apply(Call("2m")).apply(Call("3m"))
    assert state.is_legal(Buy("hunter", 1)), "5 - 3 = 2 animals still pay for 2 hunters"
    state = state.apply(Call("1p"))
    assert state.phase is Phase.CALLING
    check_refused_by(state, Buy("hunter", 1), "bison.cost.afford")
    check_refused_by(state, Exchange("turkeys", "bison"), "bison.cost.afford")
    assert {sum(p.animals) for p in state.apply(DONE).pay_options()} == {4}


# -- the 15 limit after scoring -----------------------------------------------------------------------

#: Tile 15 (ppppmm 3 0 0) on place 4 and tile 3 (pppmmm 1 1 1) on place 5 join the prairies of
#: 1p and 3p: Prairie 1 is 1p 3p 4p 5p with 1 + 1 + 3 + 1 = 6 bison, the first region scored.
SIX_BISON = [(4, 15, 2), (5, 3, 0)]


def last_action_of_the_season() -> BisonState:
    """Red's fourth action of season 1 is left; yellow, alone on Prairie 1 with a tipi, has 12 bison."""
    state = build(
        players=2,
        tiles=SIX_BISON,
        pieces={"4p": "yellow tipi 1", "2m": "red 1"},
        food={"yellow": (12, 15, 5)},
        markers={"yellow": ("tile", "tipi", "canoe", "gather"), "red": ("tile", "tipi", "canoe")},
        to_move="red",
    )
    region = state.region("4p")
    assert region.name == "Prairie 1" and region.animals == 6
    assert state.board.regions()[0] == region, "the first region scored"
    return state


def scored_over_fifteen() -> BisonState:
    """Red ends the season with no hunters; Prairie 1 gives yellow 6 bison: 18."""
    state = last_action_of_the_season()
    state = state.apply(Choose(Kind.MOVE1)).apply(DONE).apply(Gain("salmon"))
    return state


def test_a_player_above_fifteen_after_a_region_must_trade() -> None:
    """'If you have more than 15 animals of the same type, you must immediately trade them at the
    market or exchange them at the 3:1 ratio' (BIS-15: after each region)."""
    state = scored_over_fifteen()
    assert state.phase is Phase.CAPPING
    assert state.to_move == YELLOW, "yellow trades although red took the last action"
    assert state.supplies[YELLOW].food == (18, 15, 5)
    assert state.supplies[RED].food == (10, 11, 10)
    assert state.scoring is not None and len(state.scoring.scored) == 1
    assert state.scoring.scored[0].took(YELLOW) == 6
    legal = set(state.legal_actions())
    assert {Exchange("bison", "salmon"), Exchange("bison", "turkeys"), DONE, Buy("hunter", 1)} <= legal
    assert {Buy("tipi", size) for size in (1, 2, 3, 4)} <= legal
    check_refused_by(state, Choose(Kind.TIPI), "bison.turn.step")
    check_refused_by(state, Build("4p", 2), "bison.turn.step")
    check_refused_by(state, Move("2m", "2r"), "bison.turn.step")


def test_while_capping_only_a_track_above_fifteen_is_exchanged() -> None:
    """'you must immediately trade them ... or exchange them at the 3:1 ratio' — the animals above 15
    (BIS-19: exchange 3:1 from a track above 15)."""
    state = scored_over_fifteen()
    check_refused_by(state, Exchange("salmon", "turkeys"), "bison.cap.surplus")
    check_refused_by(state, Exchange("turkeys", "bison"), "bison.cap.surplus")
    check_refused_by(state, Exchange("bison", "bison"), "bison.exchange.different")


def test_capping_an_exchange_down_to_fifteen_resumes_the_scoring() -> None:
    state = scored_over_fifteen().apply(Exchange("bison", "turkeys"))
    assert state.phase is Phase.DRAWING and state.season == 2
    assert state.supplies[YELLOW].food == (15, 15, 6)
    assert state.results[0].took(YELLOW) == (6, 0, 0)


def test_capping_an_exchange_onto_a_full_track_keeps_that_surplus_to_trade() -> None:
    """BIS-19: while a surplus is traded, an exchange onto a full track makes a new surplus, which the
    player may trade in turn; only "done" loses what is still above 15."""
    state = scored_over_fifteen().apply(Exchange("bison", "salmon"))
    assert state.supplies[YELLOW].food == (15, 16, 5)
    assert state.phase is Phase.CAPPING and state.to_move == YELLOW
    assert Exchange("salmon", "turkeys") in state.legal_actions()
    assert state.apply(Exchange("salmon", "turkeys")).supplies[YELLOW].food == (15, 13, 6)
    done = state.apply(DONE)
    assert done.supplies[YELLOW].food == (15, 15, 5)
    assert done.season == 2


def test_capping_a_purchase_at_the_market_counts() -> None:
    """BIS-19: while trading a surplus a player may buy any piece at the market."""
    state = scored_over_fifteen().apply(Buy("hunter", 1))
    assert state.phase is Phase.CAPPING and state.to_move == YELLOW, "17 bison: still above 15"
    assert state.supplies[YELLOW].food == (17, 14, 4)
    assert state.supplies[YELLOW].hunters == 5
    state = state.apply(Buy("tipi", 2))
    assert state.supplies[YELLOW].food == (15, 12, 2)
    assert state.supplies[YELLOW].tipis == (2, 2)
    assert state.phase is Phase.DRAWING and state.season == 2


def test_capping_done_loses_what_is_still_above_fifteen() -> None:
    """'If you still have too many animals, the surplus is lost' (BIS-19: 'done')."""
    state = scored_over_fifteen().apply(DONE)
    assert state.supplies[YELLOW].food == (15, 15, 5)
    assert state.phase is Phase.DRAWING and state.season == 2 and state.first == RED
    assert len(state.results) == 1
    assert state.results[0].regions[0].region.name == "Prairie 1"
    assert state.results[0].regions[0].took(YELLOW) == 6
