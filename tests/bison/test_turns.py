"""Setup, the seasons, the turn order, the tile action, the cost table and paying, the end of the game.

"Bison is played in 'seasons' ... Each season is divided into 4 phases, in
this order: Change of first player; Draw a landscape tile; Carry out 4
actions; Scoring." Seat 0 is the youngest player and holds the totem first;
the player to the left is the next seat (BIS-18).
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

import tablerules
from tablerules import CHANCE
from tablerules.bison import DONE, Choose, Draw, Enter, Gain, Kind, Lay, Options, Pay, Phase
from tablerules.bison.components import REMOVED, SEASONS
from tablerules.bison.position import build
from tablerules.bison.state import BisonState
from tests.strategies import check_outcome, check_refused_by

GAME = tablerules.load("bison")
YELLOW, RED, BLUE, GREEN = 0, 1, 2, 3


def draw_all(state: BisonState) -> BisonState:
    """Every seat draws the lowest-numbered tile left in the pile."""
    while state.phase is Phase.DRAWING:
        state = state.apply(Draw(min(state.pile)))
    return state


def quiet_turn(state: BisonState) -> BisonState:
    """The acting seat takes one action with no hunters: its tile first (laid, no hunters), then any."""
    seat = state.acting_seat
    kind = Kind.TILE if Kind.TILE in state.free_kinds(seat) else state.free_kinds(seat)[0]
    state = state.apply(Choose(kind))
    if kind is Kind.TILE:
        state = state.apply(next(a for a in state.legal_actions() if isinstance(a, Lay)))
    return state.apply(DONE).apply(Gain("bison"))


def quiet_season(state: BisonState) -> BisonState:
    """Draws, then four rounds of quiet turns, then scoring (nobody is over 15: no trading)."""
    state = draw_all(state)
    while state.phase is Phase.CHOOSING:
        state = quiet_turn(state)
    return state


# -- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seasons"), [(2, 6), (3, 5), (4, 4)])
def test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market(players: int, seasons: int) -> None:
    """'Place your cubes on the "10" space ... 4 hunters, 1 single tipi, 1 double tipi, 1 single canoe,
    and 1 double canoe ... The rest of your game pieces ... are kept near the game board as the
    "market."' 'With 2 players, the game lasts 6 seasons. With 3 players, ... 5 seasons. With 4
    players, ... 4 seasons.'"""
    state = GAME.setup(players=players)
    assert state.players == players
    assert state.seasons == seasons
    assert state.season == 1 and state.first == YELLOW
    for supply in state.supplies:
        assert supply.food == (10, 10, 10)
        assert supply.hunters == 4
        assert supply.tipis == (1, 2) and supply.canoes == (1, 2)
        assert supply.market_hunters == 4
        assert supply.market_tipis == (1, 2, 3, 4) and supply.market_canoes == (1, 2, 3, 4)
        assert supply.used == 0
    assert state.scores() == (30,) * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_lays_the_three_starting_tiles_and_leaves_eighteen_in_the_pile(players: int) -> None:
    """'Place the 3 starting tiles face up so that the totem symbol is in the center ... Shuffle the
    remaining 18 landscape tiles and place them in a face-down pile' (the tiles put back unseen are
    not drawn apart, BIS-5)."""
    state = GAME.setup(players=players)
    assert [(place, tile) for place, tile, _ in state.laid] == [(1, 0), (2, 1), (3, 2)]
    assert len(state.pile) == 18
    assert state.hands == (None,) * players
    assert not any(state.hunters) and not any(state.pieces)
    assert set(state.owner) == {-1}


def test_the_first_season_begins_with_the_youngest_player_drawing() -> None:
    """'The youngest player takes the Totem tile and begins the game' (seat 0, BIS-18)."""
    state = GAME.setup(players=3)
    assert state.phase is Phase.DRAWING
    assert state.to_move is CHANCE
    assert state.drawing_seat == YELLOW


# -- drawing tiles ---------------------------------------------------------------------------


def test_each_draw_is_uniform_over_every_tile_never_drawn() -> None:
    """BIS-5: the tiles put back unseen are not drawn apart; every draw is uniform over the tiles
    never drawn, so each tile has the same chance as after removing some unseen first."""
    state = GAME.setup(players=2)
    outcomes = dict(state.chance_outcomes())
    assert outcomes == {Draw(tile): Fraction(1, 18) for tile in range(3, 21)}
    assert sum(outcomes.values()) == 1
    drawn = state.apply(Draw(11))
    assert dict(drawn.chance_outcomes()) == {Draw(t): Fraction(1, 17) for t in range(3, 21) if t != 11}
    check_refused_by(drawn, Draw(11), "bison.draw.pile")


def test_players_draw_in_turn_order_from_the_first_player() -> None:
    """'Starting with the first player and proceeding clockwise, each player draws a landscape tile.'"""
    state = GAME.setup(players=3)
    seats = []
    for tile in (5, 9, 14):
        seats.append(state.drawing_seat)
        state = state.apply(Draw(tile))
    assert seats == [YELLOW, RED, BLUE]
    assert state.hands == (5, 9, 14)
    assert state.drawing_seat is None and state.phase is Phase.CHOOSING
    assert state.to_move == YELLOW
    # The second season: red holds the totem and draws first.
    state = quiet_season(GAME.setup(players=3))
    assert state.season == 2 and state.first == RED
    seats = []
    while state.phase is Phase.DRAWING:
        seats.append(state.drawing_seat)
        state = state.apply(Draw(min(state.pile)))
    assert seats == [RED, BLUE, YELLOW]


# -- the totem and the turn order -----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_totem_passes_to_the_next_seat_each_season(players: int) -> None:
    """'At the start of each season after the first, the Totem tile is passed to the player to the left
    of the current first player' (BIS-18: the next seat)."""
    state = GAME.setup(players=players)
    firsts = []
    while not state.is_over:
        firsts.append(state.first)
        state = quiet_season(state)
    assert firsts == [season % players for season in range(state.seasons)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_four_rounds_one_action_a_seat_a_round_in_turn_order(players: int) -> None:
    """'In turn order, each player carries out 4 actions, one at a time ... When all players have
    carried out their first action, the first player carries out their second action, and so on.'"""
    state = draw_all(quiet_season(GAME.setup(players=players)))
    first = state.first
    assert first == RED
    order = []
    while state.phase is Phase.CHOOSING:
        order.append(state.to_move)
        assert state.round == len(order[:-1]) // players
        state = quiet_turn(state)
    assert order == [(first + i) % players for i in range(players)] * 4
    assert state.season == 3, "after the fourth round the season is scored"


def test_an_action_hands_the_turn_to_the_next_seat() -> None:
    state = draw_all(GAME.setup(players=3))
    after = quiet_turn(state)
    assert after.to_move == RED and after.phase is Phase.CHOOSING
    assert after.supplies[YELLOW].has_used(Kind.TILE)


# -- action markers -----------------------------------------------------------------------------


def test_each_action_is_taken_once_a_season() -> None:
    """'You may carry out each action only once per season. On each turn, you must choose an action
    that does not already have an action marker on its space.'"""
    state = build(players=2, markers={"yellow": ("tile", "move1"), "red": ("tile", "move1")})
    assert state.round == 2
    chooses = [a for a in state.legal_actions() if isinstance(a, Choose)]
    assert chooses == [Choose(Kind.TIPI), Choose(Kind.CANOE), Choose(Kind.GATHER), Choose(Kind.MOVE3)]
    check_refused_by(state, Choose(Kind.TILE), "bison.action.once-per-season")
    check_refused_by(state, Choose(Kind.MOVE1), "bison.action.once-per-season")


def test_action_markers_come_off_after_scoring() -> None:
    """'After scoring, remove your action markers from your individual board and return them to your
    reserve.'"""
    state = draw_all(GAME.setup(players=2))
    while state.turn < 7:
        state = quiet_turn(state)
    assert [bin(s.used).count("1") for s in state.supplies] == [4, 3]
    state = quiet_turn(state)
    assert state.season == 2 and state.phase is Phase.DRAWING
    assert [s.used for s in state.supplies] == [0, 0]
    assert len(state.results) == 1
    state = draw_all(state)
    assert [a for a in state.legal_actions() if isinstance(a, Choose)] == [Choose(kind) for kind in Kind]


# -- the compulsory tile --------------------------------------------------------------------------


def test_the_last_action_must_be_the_tile_if_it_is_not_laid() -> None:
    """'You must play your landscape tile during the season in which you drew it ... as long as you
    play a tile as one of your 4 actions.'"""
    markers = ("tipi", "canoe", "gather")
    state = build(players=2, markers={"yellow": markers, "red": markers}, to_move="yellow")
    assert state.round == 3 and state.hands[YELLOW] is not None
    assert state.free_kinds(YELLOW) == (Kind.TILE,)
    assert [a for a in state.legal_actions() if isinstance(a, Choose)] == [Choose(Kind.TILE)]
    check_refused_by(state, Choose(Kind.MOVE1), "bison.tile.compulsory")
    check_refused_by(state, Choose(Kind.MOVE3), "bison.tile.compulsory")
    check_refused_by(state, Choose(Kind.TIPI), "bison.action.once-per-season")


def test_the_tile_may_wait_until_the_last_action() -> None:
    """'This will often be your first action, but it is not required.'"""
    state = build(players=2, markers={"yellow": ("tipi", "canoe"), "red": ("tipi", "canoe")})
    assert state.round == 2
    assert set(state.free_kinds(YELLOW)) == {Kind.TILE, Kind.GATHER, Kind.MOVE1, Kind.MOVE3}
    laid = build(
        players=2, markers={"yellow": ("tile", "canoe", "gather"), "red": ("tile", "canoe", "gather")}
    )
    assert set(laid.free_kinds(YELLOW)) == {Kind.TIPI, Kind.MOVE1, Kind.MOVE3}, "the tile is laid"


# -- the tile action: putting hunters into play ------------------------------------------------------


def laid_tile(
    *,
    pieces: dict[str, str] | None = None,
    reserve: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None,
    food: tuple[int, int, int] = (10, 10, 10),
) -> BisonState:
    """Yellow, first in season 1 of a 2-player game, chose the tile action and laid its tile on place 4."""
    state = build(
        players=2,
        pieces=pieces,
        reserve=None if reserve is None else {"yellow": reserve},
        food={"yellow": food},
    )
    return state.apply(Choose(Kind.TILE)).apply(Lay(4, 0))


def test_hunters_come_into_play_on_one_field_of_the_new_tile_only() -> None:
    """'When you play your landscape tile, you must also place hunters from your horde on one of the
    terrains of that tile. This is the only way for you to add hunters onto the game board!'"""
    state = laid_tile(pieces={"1m": "yellow 1"})
    assert state.phase is Phase.ENTERING
    enters = [a for a in state.legal_actions() if isinstance(a, Enter)]
    assert {a.field for a in enters} == {"4p", "4r", "4m"}
    check_refused_by(state, Enter("1m", 1), "bison.enter.new-tile")
    check_refused_by(state, Enter("5p", 1), "bison.enter.new-tile")


def test_hunters_come_into_play_as_a_single_group() -> None:
    """'When you add hunters to a tile, you must add them as a single group on one terrain of the newly
    placed tile.'"""
    state = laid_tile().apply(Enter("4p", 2))
    assert state.hunters_on("4p") == 2 and state.field_owner("4p") == YELLOW
    assert state.phase is Phase.PAYING
    check_refused_by(state, Enter("4m", 1), "bison.turn.step")
    assert state.apply(Pay(1, 1, 0)).to_move == RED


def test_hunters_come_into_play_from_the_reserve() -> None:
    """'You must have hunters in reserve if you wish to place them on the tile.'"""
    state = laid_tile(pieces={"1m": "yellow 2"})
    assert state.supplies[YELLOW].hunters == 2
    assert max(a.hunters for a in state.legal_actions() if isinstance(a, Enter)) == 2
    check_refused_by(state, Enter("4m", 3), "bison.enter.reserve")
    after = state.apply(Enter("4m", 2))
    assert after.supplies[YELLOW].hunters == 0


def test_at_most_five_hunters_come_into_play() -> None:
    """'add 0 to 5 hunters onto the game board'."""
    state = laid_tile(reserve=(6, (1, 2), (1, 2)))
    assert max(a.hunters for a in state.legal_actions() if isinstance(a, Enter)) == 5
    check_refused_by(state, Enter("4r", 6), "bison.hunters.at-most-five")


def test_a_tile_with_no_hunters_is_still_laid_and_earns_an_animal() -> None:
    """'If you choose an action without using any hunters, you receive 1 animal of your choice into your
    reserve' (BIS-11: the tile is still laid)."""
    state = laid_tile().apply(DONE)
    assert state.phase is Phase.GAINING
    place, tile, rotation = state.laid[-1]
    assert (place, rotation) == (4, 0) and tile >= 3
    assert state.hands[YELLOW] is None
    gained = state.apply(Gain("salmon"))
    assert gained.supplies[YELLOW].food == (10, 11, 10)
    assert gained.to_move == RED


# -- the cost table ------------------------------------------------------------------------------


@pytest.mark.parametrize(("hunters", "cost"), [(2, 2), (3, 4), (4, 7), (5, 10)])
def test_the_cost_table(hunters: int, cost: int) -> None:
    """'2 hunters: -2 ... 3: -4 ... 4: -7 ... 5: -10.'"""
    state = laid_tile(reserve=(5, (1, 2), (1, 2))).apply(Enter("4p", hunters))
    assert state.phase is Phase.PAYING
    assert {sum(pay.animals) for pay in state.pay_options()} == {cost}
    paid = state.apply(Pay(cost - 2 * (cost // 3), cost // 3, cost // 3))
    assert paid.supplies[YELLOW].total == 30 - cost
    assert paid.to_move == RED


def test_one_hunter_costs_nothing() -> None:
    """'If you choose an action with 1 hunter, you pay nothing.'"""
    state = laid_tile().apply(Enter("4m", 1))
    assert state.phase is Phase.CHOOSING and state.to_move == RED
    assert state.supplies[YELLOW].food == (10, 10, 10)


def test_no_hunter_earns_one_animal_of_your_choice() -> None:
    """'0: +1 ... you receive 1 animal of your choice into your reserve.'"""
    state = build(players=2).apply(Choose(Kind.MOVE3)).apply(DONE)
    assert state.phase is Phase.GAINING
    assert [a for a in state.legal_actions() if isinstance(a, Gain)] == [
        Gain("bison"),
        Gain("salmon"),
        Gain("turkeys"),
    ]
    assert state.apply(Gain("turkeys")).supplies[YELLOW].food == (10, 10, 11)


def test_rulebook_example_green_pays_four_for_three_hunters_and_blue_seven_for_four() -> None:
    """'Example: When the Green player adds 3 hunters into play, they must pay 4 animals. If Blue adds 4
    hunters onto the game board, they pay 7 animals.'"""
    green = build(players=4, first="green").apply(Choose(Kind.TILE)).apply(Lay(4, 0))
    assert green.acting_seat == GREEN
    green = green.apply(Enter("4p", 3))
    assert {sum(p.animals) for p in green.pay_options()} == {4}
    assert green.apply(Pay(0, 0, 4)).supplies[GREEN].food == (10, 10, 6)
    blue = build(players=4, first="blue").apply(Choose(Kind.TILE)).apply(Lay(4, 0))
    assert blue.acting_seat == BLUE
    blue = blue.apply(Enter("4r", 4))
    assert {sum(p.animals) for p in blue.pay_options()} == {7}
    assert blue.apply(Pay(3, 2, 2)).supplies[BLUE].food == (7, 8, 8)


# -- paying ---------------------------------------------------------------------------------------


def test_the_cost_is_paid_in_any_mix_of_animals() -> None:
    """'The cost can be paid using any combination of animals from your food reserve.'"""
    state = laid_tile().apply(Enter("4p", 3))
    options = state.pay_options()
    assert len(options) == 15, "every split of 4 animals over three tracks"
    assert {Pay(4, 0, 0), Pay(0, 4, 0), Pay(0, 0, 4), Pay(2, 1, 1), Pay(1, 3, 0)} <= set(options)
    for pay in (Pay(4, 0, 0), Pay(1, 2, 1), Pay(0, 0, 4)):
        paid = state.apply(pay)
        assert paid.supplies[YELLOW].food == tuple(10 - n for n in pay.animals)


def test_no_track_goes_below_zero() -> None:
    """'Move your markers a total of 4 spaces to the left': a marker cannot go below 0."""
    state = laid_tile(food=(1, 10, 0)).apply(Enter("4p", 3))
    assert all(pay.bison <= 1 and pay.turkeys == 0 for pay in state.pay_options())
    check_refused_by(state, Pay(2, 2, 0), "bison.pay.track")
    check_refused_by(state, Pay(0, 3, 1), "bison.pay.track")
    assert state.apply(Pay(1, 3, 0)).supplies[YELLOW].food == (0, 7, 0)


def test_the_payment_must_be_the_cost() -> None:
    state = laid_tile().apply(Enter("4p", 3))
    check_refused_by(state, Pay(1, 1, 1), "bison.pay.cost")
    check_refused_by(state, Pay(2, 2, 1), "bison.pay.cost")


def test_an_unpayable_number_of_hunters_is_not_offered() -> None:
    """BIS-6: a step that would make the action unpayable is not offered."""
    state = laid_tile(food=(2, 1, 1))
    assert max(a.hunters for a in state.legal_actions() if isinstance(a, Enter)) == 3
    check_refused_by(state, Enter("4p", 4), "bison.cost.afford")


# -- the end of the game ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_game_ends_after_the_last_seasons_scoring(players: int) -> None:
    """'The game ends after phase 3 of the last season (when the pile of landscape tiles is empty)'; the
    final scoring is carried out like each season's."""
    state = GAME.setup(players=players)
    for _ in range(state.seasons - 1):
        state = quiet_season(state)
        assert not state.is_over and state.outcome() is None
    assert state.season == state.seasons
    state = draw_all(state)
    while state.turn < 4 * players - 1:
        state = quiet_turn(state)
    assert state.outcome() is None
    state = quiet_turn(state)
    assert state.phase is Phase.OVER and state.is_over and state.to_move is None
    assert not state.legal_actions()
    assert len(state.results) == state.seasons
    assert len(state.laid) == 3 + players * state.seasons
    # BIS-5: no tile is put back at setup, every draw is from all the tiles not drawn,
    # so the tiles the rulebook removes are the ones still in the pile at the end.
    assert len(state.pile) == REMOVED[players] == 18 - SEASONS[players] * players
    outcome = state.outcome()
    assert outcome is not None
    check_outcome(state, outcome)


@pytest.mark.parametrize("variant", [0, 1, 2])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_play_reaches_the_end(players: int, variant: int) -> None:
    """Whatever legal actions are chosen, the game ends after its seasons with an outcome."""
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.setup(players=players, options=Options(variant=variant))
        for _ in range(5000):
            if state.is_over:
                break
            legal = state.legal_actions()
            assert legal
            state = state.apply(legal[rng.randrange(len(legal))])
        assert state.is_over, f"seed {seed} did not end"
        assert len(state.results) == state.seasons
        assert len(state.pile) == 18 - players * state.seasons
        outcome = state.outcome()
        assert outcome is not None
        check_outcome(state, outcome)
