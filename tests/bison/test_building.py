"""Placing, enlarging, reducing and removing tipis and canoes, in the basic rules and both variants.

Scenes stand on the three starting tiles (BIS-3): Mountain 1 is ``1m``,
Prairie 1 is ``1p`` + ``3p``, Prairie 2 is ``2p``, and the one river region
is ``1r`` + ``2r`` + ``3r``. Yellow (seat 0) acts first, in round 1 of
season 1 of a 2-player game, food 10 of each unless a test says otherwise.
"""

from __future__ import annotations

from tablerules.bison import DONE, Build, Buy, Choose, Kind, Options, Pay, Phase
from tablerules.bison.position import build
from tablerules.bison.state import BisonState
from tests.strategies import check_refused_by

YELLOW, RED = 0, 1


def tipi_action(state: BisonState) -> BisonState:
    """Yellow places the action marker on 'place or enlarge a tipi'."""
    return state.apply(Choose(Kind.TIPI))


def canoe_action(state: BisonState) -> BisonState:
    """Yellow places the action marker on 'place or enlarge a canoe'."""
    return state.apply(Choose(Kind.CANOE))


def yellow(
    pieces: dict[str, str],
    *,
    reserve: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None,
    food: tuple[int, int, int] = (10, 10, 10),
    variant: int = 0,
) -> BisonState:
    """Yellow to choose its first action with ``pieces`` on the starting tiles."""
    return build(
        players=2,
        options=Options(variant=variant),
        pieces=pieces,
        reserve=None if reserve is None else {"yellow": reserve},
        food={"yellow": food},
        to_move="yellow",
    )


# -- where tipis and canoes go ---------------------------------------------------------


def test_tipis_stand_on_prairies_and_mountains_not_on_rivers() -> None:
    """'You may build tipis on mountains or prairies.'"""
    state = tipi_action(yellow({"1p": "yellow 1", "1m": "yellow 1", "1r": "yellow 1"}))
    assert {str(a) for a in state.legal_actions() if isinstance(a, Build)} == {"build 1p 1", "build 1m 1"}
    check_refused_by(state, Build("1r", 1), "bison.tipi.terrain")
    assert state.apply(Build("1p", 1)).piece_on("1p") == 1
    assert state.apply(Build("1m", 1)).piece_on("1m") == 1


def test_canoes_go_only_on_rivers() -> None:
    """'You may only place canoes on rivers.'"""
    state = canoe_action(yellow({"1p": "yellow 1", "1m": "yellow 1", "1r": "yellow 1"}))
    assert [str(a) for a in state.legal_actions() if isinstance(a, Build)] == ["build 1r 1"]
    check_refused_by(state, Build("1p", 1), "bison.canoe.terrain")
    check_refused_by(state, Build("1m", 1), "bison.canoe.terrain")
    assert state.apply(Build("1r", 1)).piece_on("1r") == 1


def test_one_tipi_on_a_field_a_larger_one_replaces_it() -> None:
    """'There may be only one tipi on each terrain space': building where your tipi stands enlarges it,
    and the old one goes back to the reserve; a tipi of the same size is no change at all."""
    state = tipi_action(yellow({"1m": "yellow 2 tipi 1"}, reserve=(2, (1, 2), (1, 2))))
    check_refused_by(state, Build("1m", 1), "bison.tipi.change")
    after = state.apply(Build("1m", 2))
    assert after.piece_on("1m") == 2
    assert after.supplies[YELLOW].tipis == (1, 1)


def test_one_canoe_on_a_river_of_a_tile() -> None:
    """'Only one canoe is allowed on a river on a given tile.'"""
    state = canoe_action(yellow({"1r": "yellow 1 canoe 1"}, reserve=(3, (1, 2), (1, 2))))
    check_refused_by(state, Build("1r", 1), "bison.canoe.change")
    after = state.apply(Build("1r", 2))
    assert after.piece_on("1r") == 2
    assert after.supplies[YELLOW].canoes == (1, 1)


def test_no_tipi_on_a_field_holding_another_players_pieces() -> None:
    """'Each terrain ... may hold ... only pieces belonging to a single player.'"""
    state = build(players=2, pieces={"1m": "red 2"}, to_move="yellow").apply(Choose(Kind.TIPI))
    check_refused_by(state, Build("1m", 1), "bison.field.one-player")


# -- hunters must be present ----------------------------------------------------------------


def test_a_tipi_needs_as_many_of_your_hunters_on_the_field_as_it_has_diamonds() -> None:
    """'If you wish to build a tipi on a terrain, you must have hunters on that terrain.
    1 hunter may be replaced by a single tipi; 2 hunters may be replaced by a double tipi.'"""
    state = tipi_action(yellow({"1m": "yellow 1"}))
    check_refused_by(state, Build("1m", 2), "bison.tipi.hunters-present")
    check_refused_by(state, Build("2m", 1), "bison.tipi.hunters-present")
    check_refused_by(state, Build("1p", 1), "bison.tipi.hunters-present")


def test_a_canoe_needs_your_hunters_on_the_river() -> None:
    """'You must have hunters on a river if you want to place a canoe there.'"""
    state = canoe_action(yellow({"1m": "yellow 2"}))
    check_refused_by(state, Build("1r", 1), "bison.canoe.hunters-present")


def test_enlarging_needs_hunters_for_the_added_diamonds() -> None:
    """'You may enlarge one of your tipis if you have hunters on the same terrain.'"""
    state = tipi_action(yellow({"1m": "yellow 1 tipi 1"}, reserve=(3, (1, 2, 3), (1, 2))))
    assert state.is_legal(Build("1m", 2))
    check_refused_by(state, Build("1m", 3), "bison.tipi.hunters-present")


# -- the rulebook's tipi examples ------------------------------------------------------------

THREE_ON_A_MOUNTAIN = {"1m": "yellow 3"}
#: A triple tipi in the reserve, so that all three examples can be built.
WITH_A_TRIPLE = (1, (1, 2, 3), (1, 2))


def test_tipi_example_three_hunters_build_a_single_tipi_for_free() -> None:
    """'Yellow has 3 hunters on a mountain ... If they build a single tipi for 1 hunter, there is no
    cost. They place the single tipi from their reserve near their hunters, and return 1 hunter to
    their reserve.'"""
    state = tipi_action(yellow(THREE_ON_A_MOUNTAIN, reserve=WITH_A_TRIPLE))
    assert {str(a) for a in state.legal_actions() if isinstance(a, Build)} == {
        "build 1m 1",
        "build 1m 2",
        "build 1m 3",
    }
    after = state.apply(Build("1m", 1))
    assert (after.piece_on("1m"), after.hunters_on("1m")) == (1, 2)
    supply = after.supplies[YELLOW]
    assert supply.hunters == 2
    assert supply.tipis == (2, 3)
    assert supply.food == (10, 10, 10)
    assert after.phase is Phase.CHOOSING and after.to_move == RED, "nothing to pay: red's turn"


def test_tipi_example_a_double_tipi_costs_two_animals() -> None:
    """'If they build a double tipi for 2 hunters, they must pay 2 animals as shown on the cost table.
    They place the double tipi from their reserve near their hunters, and return 2 hunters to their
    reserve.'"""
    state = tipi_action(yellow(THREE_ON_A_MOUNTAIN, reserve=WITH_A_TRIPLE)).apply(Build("1m", 2))
    assert state.phase is Phase.PAYING
    assert (state.piece_on("1m"), state.hunters_on("1m")) == (2, 1)
    assert state.supplies[YELLOW].hunters == 3
    assert state.supplies[YELLOW].tipis == (1, 3)
    assert all(sum(pay.animals) == 2 for pay in state.pay_options())
    paid = state.apply(Pay(1, 0, 1))
    assert paid.supplies[YELLOW].food == (9, 10, 9)
    assert paid.to_move == RED


def test_tipi_example_a_triple_tipi_costs_four_animals() -> None:
    """'If they build a triple tipi for 3 hunters, they must pay 4 animals as shown on the cost table.
    They place the triple tipi from their reserve near their hunters, and return 3 hunters from the
    game board to their reserve.'"""
    state = tipi_action(yellow(THREE_ON_A_MOUNTAIN, reserve=WITH_A_TRIPLE)).apply(Build("1m", 3))
    assert (state.piece_on("1m"), state.hunters_on("1m")) == (3, 0)
    assert state.field_owner("1m") == YELLOW, "the tipi alone still holds the field"
    assert state.supplies[YELLOW].hunters == 4
    assert state.supplies[YELLOW].tipis == (1, 2)
    paid = state.apply(Pay(0, 4, 0))
    assert paid.supplies[YELLOW].food == (10, 6, 10)


SINGLE_AND_TWO = {"1m": "yellow 2 tipi 1"}
#: A double and a triple tipi in the reserve, so that both enlargements can be made.
DOUBLE_AND_TRIPLE = (2, (2, 3), (1, 2))


def test_tipi_example_one_hunter_enlarges_a_single_tipi_to_a_double_for_free() -> None:
    """'Yellow has a single tipi and 2 hunters on a mountain ... 1 hunter enlarges a single tipi into a
    double. There is no cost listed on the cost table. They place a double tipi from their personal
    reserve on the terrain, and return the single tipi and 1 hunter to their reserve.'"""
    state = tipi_action(yellow(SINGLE_AND_TWO, reserve=DOUBLE_AND_TRIPLE))
    after = state.apply(Build("1m", 2))
    assert (after.piece_on("1m"), after.hunters_on("1m")) == (2, 1)
    supply = after.supplies[YELLOW]
    assert supply.hunters == 3
    assert supply.tipis == (1, 3)
    assert supply.food == (10, 10, 10)
    assert after.to_move == RED


def test_tipi_example_two_hunters_enlarge_a_single_tipi_to_a_triple_for_two_animals() -> None:
    """'2 hunters enlarge a single tipi into a triple. The cost on the table is 2 animals. They place a
    triple tipi from their reserve on the terrain, and return the single tipi and the 2 hunters to
    their reserve.'"""
    state = tipi_action(yellow(SINGLE_AND_TWO, reserve=DOUBLE_AND_TRIPLE)).apply(Build("1m", 3))
    assert (state.piece_on("1m"), state.hunters_on("1m")) == (3, 0)
    assert state.supplies[YELLOW].hunters == 4
    assert state.supplies[YELLOW].tipis == (1, 2)
    assert state.phase is Phase.PAYING
    check_refused_by(state, Pay(1, 1, 1), "bison.pay.cost")
    assert state.apply(Pay(2, 0, 0)).supplies[YELLOW].food == (8, 10, 10)


# -- the rulebook's canoe examples -------------------------------------------------------------


def test_canoe_example_two_hunters_on_a_river_place_a_single_canoe_for_free() -> None:
    """'Yellow has 2 hunters on the river ... If they place a single canoe, they return 1 hunter to
    their reserve. There is no cost.'"""
    state = canoe_action(yellow({"1r": "yellow 2"}))
    assert {str(a) for a in state.legal_actions() if isinstance(a, Build)} == {"build 1r 1", "build 1r 2"}
    after = state.apply(Build("1r", 1))
    assert (after.piece_on("1r"), after.hunters_on("1r")) == (1, 1)
    assert after.supplies[YELLOW].hunters == 3
    assert after.supplies[YELLOW].canoes == (2,)
    assert after.supplies[YELLOW].food == (10, 10, 10)
    assert after.to_move == RED


def test_canoe_example_a_double_canoe_takes_both_hunters_and_costs_two() -> None:
    """'If they place a double canoe, they return both hunters to their reserve. The price on the cost
    table is 2 animals.'"""
    state = canoe_action(yellow({"1r": "yellow 2"})).apply(Build("1r", 2))
    assert (state.piece_on("1r"), state.hunters_on("1r")) == (2, 0)
    assert state.supplies[YELLOW].hunters == 4
    assert state.supplies[YELLOW].canoes == (1,)
    assert state.apply(Pay(0, 2, 0)).supplies[YELLOW].food == (10, 8, 10)


def test_canoe_example_one_hunter_enlarges_a_single_canoe_to_a_double_for_free() -> None:
    """'Yellow has a single canoe and one hunter on a river ... 1 hunter enlarges a single canoe into a
    double. There is no cost.'"""
    state = canoe_action(yellow({"1r": "yellow 1 canoe 1"}))
    after = state.apply(Build("1r", 2))
    assert (after.piece_on("1r"), after.hunters_on("1r")) == (2, 0)
    assert after.supplies[YELLOW].canoes == (1,)
    assert after.supplies[YELLOW].hunters == 4
    assert after.supplies[YELLOW].food == (10, 10, 10)
    assert after.to_move == RED


# -- the piece comes from the reserve, or from the market on the way ----------------------------


def test_a_tipi_must_be_in_the_reserve() -> None:
    """'Select the size of tipi ... and take it from your reserve (or trade for it at the market).'"""
    state = tipi_action(yellow(THREE_ON_A_MOUNTAIN))
    assert state.supplies[YELLOW].tipis == (1, 2)
    check_refused_by(state, Build("1m", 3), "bison.tipi.in-reserve")


def test_a_canoe_must_be_in_the_reserve() -> None:
    state = canoe_action(yellow({"1r": "yellow 3"}))
    check_refused_by(state, Build("1r", 3), "bison.canoe.in-reserve")


def test_a_missing_tipi_is_bought_at_the_market_while_building_then_built_and_paid() -> None:
    """'take it from your reserve (or trade for it at the market)'; a triple tipi costs 3 bison, 3
    salmon and 3 wild turkeys, and building it with 3 hunters costs 4 animals more (BIS-7)."""
    state = tipi_action(yellow(THREE_ON_A_MOUNTAIN))
    assert state.phase is Phase.BUILDING
    bought = state.apply(Buy("tipi", 3))
    assert bought.phase is Phase.BUILDING, "trading takes no action"
    assert bought.supplies[YELLOW].food == (7, 7, 7)
    assert bought.supplies[YELLOW].tipis == (1, 2, 3)
    assert bought.supplies[YELLOW].market_tipis == (1, 2, 4)
    built = bought.apply(Build("1m", 3))
    assert built.piece_on("1m") == 3
    paid = built.apply(Pay(2, 1, 1))
    assert paid.supplies[YELLOW].food == (5, 6, 6)
    assert paid.supplies[YELLOW].tipis == (1, 2)
    assert paid.to_move == RED


# -- one tipi an action in the basic rules ---------------------------------------------------------


def test_in_the_basic_rules_one_tipi_is_placed_or_enlarged_an_action() -> None:
    """'Important: for one action, you may either place or enlarge a single tipi.'"""
    state = tipi_action(yellow({"1m": "yellow 2", "2p": "yellow 2"}))
    after = state.apply(Build("1m", 2))
    assert after.phase is Phase.PAYING, "the action's steps are over"
    check_refused_by(after, Build("2p", 1), "bison.turn.step")
    free = tipi_action(yellow({"1m": "yellow 2", "2p": "yellow 2"})).apply(Build("1m", 1))
    assert free.phase is Phase.CHOOSING and free.to_move == RED
    assert free.piece_on("2p") == 0


def test_in_the_basic_rules_a_single_canoe_is_placed_or_enlarged_an_action() -> None:
    """'Important: for one action, you may either place or enlarge a single canoe.'"""
    state = canoe_action(yellow({"1r": "yellow 1", "2r": "yellow 1"})).apply(Build("1r", 1))
    assert state.to_move == RED
    assert state.piece_on("2r") == 0


def test_an_action_with_no_tipi_built_earns_an_animal() -> None:
    """'You may choose to take an action without using any hunters ... You then receive 1 animal of
    your choice' (BIS-11)."""
    state = tipi_action(yellow({"1m": "yellow 2"})).apply(DONE)
    assert state.phase is Phase.GAINING
    assert state.supplies[YELLOW].has_used(Kind.TIPI)


# -- Variant 1: several tipis in one action -------------------------------------------------------


def test_variant_1_places_and_enlarges_several_tipis_in_one_action() -> None:
    """'For one action, you may build or enlarge tipis or canoes in several locations instead of just
    one. The cost still depends on the total number of hunters used for that action.'"""
    state = tipi_action(yellow({"1m": "yellow 1", "2p": "yellow 2"}, variant=1))
    state = state.apply(Build("1m", 1))
    assert state.phase is Phase.BUILDING, "more tipis may follow"
    state = state.apply(Build("2p", 2))
    assert state.phase is Phase.BUILDING
    assert (state.piece_on("1m"), state.piece_on("2p")) == (1, 2)
    state = state.apply(DONE)
    assert state.phase is Phase.PAYING
    assert {sum(pay.animals) for pay in state.pay_options()} == {4}, "3 hunters in all cost 4, not 0 + 2"


def test_variant_1_rulebook_example_four_hunters_three_tipis_cost_seven() -> None:
    """Variant 1: 'Yellow chooses an action: 4 hunters to place or enlarge tipis. This costs 7 animals
    from their food reserve. a) Mountain 1: 1 hunter enlarges a single tipi into a double. Yellow
    returns the single tipi and the hunter to their reserve. b) Prairie 1: 1 hunter places a single
    tipi. Yellow returns the hunter to their reserve. c) Prairie 2: 2 hunters place a double tipi.
    They return the hunters to their reserve.'"""
    state = yellow(
        {"1m": "yellow 1 tipi 1", "1p": "yellow 1", "2p": "yellow 2"},
        reserve=(0, (1, 2, 2), (1, 2)),
        variant=1,
    )
    assert state.region("1m").name == "Mountain 1"
    assert state.region("1p").name == "Prairie 1"
    assert state.region("2p").name == "Prairie 2"
    state = tipi_action(state)
    state = state.apply(Build("1m", 2))
    assert (state.piece_on("1m"), state.hunters_on("1m")) == (2, 0)
    assert state.supplies[YELLOW].tipis == (1, 1, 2)
    assert state.supplies[YELLOW].hunters == 1
    state = state.apply(Build("1p", 1))
    assert (state.piece_on("1p"), state.hunters_on("1p")) == (1, 0)
    state = state.apply(Build("2p", 2))
    assert (state.piece_on("2p"), state.hunters_on("2p")) == (2, 0)
    supply = state.supplies[YELLOW]
    assert supply.hunters == 4
    assert supply.tipis == (1,)
    state = state.apply(DONE)
    assert state.phase is Phase.PAYING
    check_refused_by(state, Pay(2, 2, 2), "bison.pay.cost")
    paid = state.apply(Pay(3, 2, 2))
    assert paid.supplies[YELLOW].food == (7, 8, 8)
    assert paid.to_move == RED


def test_variant_1_changes_each_field_once_an_action() -> None:
    """BIS-9: within one action each field's tipi or canoe is changed at most once."""
    state = tipi_action(yellow({"1m": "yellow 3"}, reserve=(1, (1, 2, 3), (1, 2)), variant=1))
    state = state.apply(Build("1m", 1))
    assert not any(isinstance(a, Build) and a.field == "1m" for a in state.legal_actions())
    check_refused_by(state, Build("1m", 3), "bison.tipi.once-per-field")


def test_variant_1_uses_at_most_five_hunters_an_action() -> None:
    """BIS-9: 'up to 5 of your hunters' — the action uses at most 5 hunters in all."""
    state = yellow(
        {"1m": "yellow 3", "2m": "yellow 4"}, reserve=(1, (1, 2, 3, 4), (1, 2)), food=(15, 15, 15), variant=1
    )
    state = tipi_action(state).apply(Build("1m", 3))
    assert state.is_legal(Build("2m", 2))
    assert not state.is_legal(Build("2m", 4))
    check_refused_by(state, Build("2m", 4), "bison.hunters.at-most-five")


def test_variant_1_does_not_reduce_tipis() -> None:
    """Reducing and removing come only with Variant 2."""
    state = tipi_action(yellow({"1m": "yellow tipi 2"}, variant=1))
    check_refused_by(state, Build("1m", 1), "bison.tipi.reduce")


# -- Variant 2: reduce and remove ----------------------------------------------------------------


def test_the_basic_rules_do_not_reduce_or_remove_a_tipi() -> None:
    """Only Variant 2 lets a player 'reduce or remove a tipi or canoe'."""
    state = tipi_action(yellow({"1m": "yellow 1 tipi 2"}))
    check_refused_by(state, Build("1m", 1), "bison.tipi.reduce")
    check_refused_by(state, Build("1m", 0), "bison.tipi.reduce")


def test_the_basic_rules_do_not_reduce_a_canoe() -> None:
    state = canoe_action(yellow({"1r": "yellow canoe 2"}))
    check_refused_by(state, Build("1r", 1), "bison.canoe.reduce")


def test_variant_2_reduces_with_no_hunter_present_taking_hunters_from_the_reserve() -> None:
    """'It is not necessary to have a hunter present to reduce or remove a tipi or canoe. For each
    diamond removed, take a hunter from your reserve and place it at the location of the reduced
    tipi or canoe' (BIS-10)."""
    state = tipi_action(yellow({"1m": "yellow tipi 2"}, variant=2))
    assert state.hunters_on("1m") == 0
    assert {str(a) for a in state.legal_actions() if isinstance(a, Build)} == {"build 1m 0", "build 1m 1"}
    after = state.apply(Build("1m", 0))
    assert (after.piece_on("1m"), after.hunters_on("1m")) == (0, 2)
    assert after.field_owner("1m") == YELLOW
    assert after.supplies[YELLOW].hunters == 2
    assert after.supplies[YELLOW].tipis == (1, 2), "the double tipi is back in the reserve"
    assert {sum(p.animals) for p in after.apply(DONE).pay_options()} == {2}, "2 diamonds: 2 hunters"


def test_variant_2_reduces_a_canoe() -> None:
    state = canoe_action(yellow({"1r": "yellow canoe 2"}, variant=2)).apply(Build("1r", 1))
    assert (state.piece_on("1r"), state.hunters_on("1r")) == (1, 1)
    assert state.supplies[YELLOW].canoes == (2,), "the single canoe left the reserve, the double came back"
    assert state.supplies[YELLOW].hunters == 3


def test_variant_2_reducing_needs_hunters_in_the_reserve() -> None:
    """'For each diamond removed, take a hunter from your reserve' (BIS-10)."""
    state = tipi_action(yellow({"1m": "yellow 4 tipi 2"}, reserve=(1, (1, 2), (1, 2)), variant=2))
    assert state.is_legal(Build("1m", 1))
    check_refused_by(state, Build("1m", 0), "bison.tipi.reserve-hunters")
    empty = tipi_action(yellow({"1m": "yellow 4 tipi 2"}, reserve=(0, (1, 2), (1, 2)), variant=2))
    check_refused_by(empty, Build("1m", 1), "bison.tipi.reserve-hunters")


def test_variant_2_rulebook_example_reduce_remove_and_place_cost_seven() -> None:
    """Variant 2: 'Yellow chooses an action: 4 hunters are involved in placing, enlarging, reducing,
    and removing tipis. This costs 7 animals from their food reserve. a) Mountain 1: 1 hunter reduces a
    double tipi to a single tipi. The double tipi is replaced by a single tipi and a hunter from their
    reserve. They return the double tipi to their reserve. b) Prairie 1: 1 hunter removes a single
    tipi. The single tipi is replaced by 1 hunter from their reserve. They return the single tipi to
    their reserve. c) Prairie 2: 2 hunters place a double tipi. The 2 hunters are replaced by a double
    tipi from their reserve. They return the 2 hunters to their reserve.'"""
    state = yellow(
        {"1m": "yellow tipi 2", "1p": "yellow tipi 1", "2p": "yellow 2"},
        reserve=(2, (1, 2), (1, 2)),
        variant=2,
    )
    assert [state.region(f).name for f in ("1m", "1p", "2p")] == ["Mountain 1", "Prairie 1", "Prairie 2"]
    state = tipi_action(state)
    state = state.apply(Build("1m", 1))
    assert (state.piece_on("1m"), state.hunters_on("1m")) == (1, 1)
    assert state.supplies[YELLOW].tipis == (2, 2)
    state = state.apply(Build("1p", 0))
    assert (state.piece_on("1p"), state.hunters_on("1p")) == (0, 1)
    assert state.field_owner("1p") == YELLOW
    assert state.supplies[YELLOW].hunters == 0
    state = state.apply(Build("2p", 2))
    assert (state.piece_on("2p"), state.hunters_on("2p")) == (2, 0)
    state = state.apply(DONE)
    supply = state.supplies[YELLOW]
    assert supply.hunters == 2
    assert supply.tipis == (1, 2)
    assert supply.market_tipis == (3, 4)
    assert state.phase is Phase.PAYING
    assert {sum(p.animals) for p in state.pay_options()} == {7}
    paid = state.apply(Pay(0, 3, 4))
    assert paid.supplies[YELLOW].food == (10, 7, 6)
    assert paid.to_move == RED
