"""Numbering, limits and observations of Bison (docs: "Numbering and observations").

The universes follow the actions table of ``bison.actions``; their sizes are
counted here by hand from the fixed landscape of 27 places, as on the docs
page, and the moves are checked against every landscape hypothesis draws.
Each limit holds in random games and is reached, or nearly, in a position
built on purpose, so it is a bound and not a guess.
"""

from __future__ import annotations

import contextlib
import io
import random
from collections import deque
from pathlib import Path

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablerules
from tablerules import CHANCE
from tablerules.bison import (
    DONE,
    BisonState,
    BisonView,
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
    Options,
    Pay,
    Pending,
    Phase,
)
from tablerules.bison.board import FIELD_NAMES, GRID, Board, parse_field, start_layout
from tablerules.bison.observation import KIND_CODES, PHASE_CODES
from tablerules.bison.position import build
from tablerules.bison.universe import move_pairs
from tablerules.core.encoding import Layout
from tablerules.core.universe import Limits
from tests.hashseeds import printed_under
from tests.sizes_table import check_sizes_table

GAME = tablerules.load("bison")
DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules" / "bison.rst"
VARIANTS = {name: GAME.variants()[name] for name in ("standard", "variant-1", "variant-2")}
#: Options beyond the named variants: the other switches, and tiles of one's own.
OTHERS = {
    "cap after season": Options(cap_after="season"),
    "hunters do not break ties": Options(variant=1, hunters_break_ties=False),
    "all bison tiles": Options(tiles=("pppppm 3 0 0",) * 18, start_tiles=("ppmmmm 0 0 3",) * 3),
}


def random_states(players: int, options: Options, games: int, seed: int = 0) -> list[list[BisonState]]:
    """``games`` random games played with ``options``, every position of each."""
    rng = random.Random(seed)
    played = []
    for _ in range(games):
        state = GAME.setup(players=players, options=options)
        states = [state]
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
            states.append(state)
        played.append(states)
    return played


def run(state: BisonState, *texts: str) -> BisonState:
    return state.apply_all([GAME.parse_action(text, state) for text in texts])


def view(state: BisonState, seat: int | None) -> BisonView:
    seen = state.view(seat)
    assert isinstance(seen, BisonView)
    return seen


# -- the universes ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", [*VARIANTS, *OTHERS])
def test_every_action_met_in_random_games_is_numbered(players: int, name: str) -> None:
    options = VARIANTS.get(name) or OTHERS[name]
    universe = GAME.action_universe(players, options)
    chances = GAME.chance_universe(players, options)
    limits = GAME.limits(players, options)
    games = 30 if name == "standard" else 10 if name in VARIANTS else 4
    for states in random_states(players, options, games, seed=players):
        decisions = 0
        for state in states:
            legal = state.legal_actions()
            if state.to_move is CHANCE:
                assert all(outcome in chances for outcome in legal)
                assert len(legal) <= limits.most_chance_outcomes
            elif state.to_move is not None:
                assert all(action in universe for action in legal), [a for a in legal if a not in universe]
                assert len(legal) <= limits.most_legal_actions
                decisions += 1
            assert all(limits.lowest_score <= score <= limits.highest_score for score in state.scores())
        assert decisions <= limits.longest_game
        assert len(states) - 1 <= limits.longest_game_steps


#: The places a player lays a tile on (4 to 27) and their fields.
LAYING_PLACES = 24
LAYING_FIELDS = 3 * LAYING_PLACES
#: The numbered moves (see test_the_moves_are_every_pair_three_possible_links_apart).
MOVES = 3888
#: Every mix of animals paying 2, 4, 7 or 10: (n + 1)(n + 2) / 2 each.
PAYMENTS = 6 + 15 + 36 + 66


def sizes_by_class(variant: int) -> list[tuple[type, int]]:
    """The universe's classes in order, and how many of each: counted by hand."""
    return [
        (Choose, 6),  # the six action markers
        (Lay, LAYING_PLACES * 6),  # 144: places 4 to 27, six turns each
        (Enter, LAYING_FIELDS * 5),  # 360: their fields, 1 to 5 hunters
        (Build, 81 * (5 if variant == 2 else 4)),  # every field, sizes 1 to 4 (and 0 in Variant 2)
        (Gather, 81),
        (Call, 81),
        (Move, MOVES),
        (type(DONE), 1),
        (Gain, 3),
        (Pay, PAYMENTS),  # 123
        (Buy, 9),  # a hunter, tipis and canoes of 1 to 4
        (Exchange, 6),
    ]


@pytest.mark.parametrize("variant", [0, 1, 2])
def test_the_universe_is_in_the_documented_order(variant: int) -> None:
    universe = GAME.action_universe(2, Options(variant=variant))
    expected = sizes_by_class(variant)
    assert len(universe) == sum(count for _, count in expected) == (5107 if variant == 2 else 5026)
    start = 0
    for kind, count in expected:
        assert {type(action) for action in universe[start : start + count]} == {kind}
        start += count
    first_build = 6 + 144 + 360
    assert universe[0] == Choose(Kind.TILE) and universe[5] == Choose(Kind.MOVE3)
    assert (universe[6], universe[6 + 143]) == (Lay(4, 0), Lay(27, 5))
    assert (universe[150], universe[first_build - 1]) == (Enter("4p", 1), Enter("27m", 5))
    assert universe[first_build] == Build("1p", 0 if variant == 2 else 1)
    first_gather = first_build + (405 if variant == 2 else 324)
    assert universe[first_gather - 1] == Build("27m", 4)
    assert (universe[first_gather], universe[first_gather + 81]) == (Gather("1p"), Call("1p"))
    first_move = first_gather + 162
    assert (universe[first_move], universe[first_move + MOVES - 1]) == (Move("1p", "1r"), Move("27m", "27r"))
    assert universe[first_move + MOVES] == DONE
    assert universe[first_move + MOVES + 1] == Gain("bison")
    pays = universe[first_move + MOVES + 4 : first_move + MOVES + 4 + PAYMENTS]
    assert (pays[0], pays[1], pays[-1]) == (Pay(0, 0, 2), Pay(0, 0, 4), Pay(10, 0, 0))
    payments = [pay.animals for pay in pays if isinstance(pay, Pay)]
    assert len(payments) == PAYMENTS and payments == sorted(payments)
    assert universe[-15:-6] == (
        Buy("hunter"),
        *(Buy("tipi", size) for size in (1, 2, 3, 4)),
        *(Buy("canoe", size) for size in (1, 2, 3, 4)),
    )
    assert universe[-6:] == (
        Exchange("bison", "salmon"),
        Exchange("bison", "turkeys"),
        Exchange("salmon", "bison"),
        Exchange("salmon", "turkeys"),
        Exchange("turkeys", "bison"),
        Exchange("turkeys", "salmon"),
    )


def test_the_universe_is_the_same_for_every_player_count_and_tile_set() -> None:
    for options in (Options(), Options(variant=2), *OTHERS.values()):
        numbered = GAME.action_universe(2, options)
        assert all(GAME.action_universe(players, options) is numbered for players in (3, 4))
        assert numbered is GAME.action_universe(2, Options(variant=options.variant))


def possible_links() -> dict[int, set[int]]:
    """Every link some landscape can have, worked out here from the grid alone.

    On a tile the river joins prairie and mountain. Across an edge any of
    prairie or mountain may face any of them; two neighbouring tiles' rivers
    may meet at a corner they share.
    """
    links: dict[int, set[int]] = {field: set() for field in range(81)}
    for place, around in enumerate(GRID.neighbours):
        p, r, m = 3 * place, 3 * place + 1, 3 * place + 2
        links[p].add(r)
        links[r].update((p, m))
        links[m].add(r)
        for other in around:
            if other is not None:
                links[p].update((3 * other, 3 * other + 2))
                links[m].update((3 * other, 3 * other + 2))
                links[r].add(3 * other + 1)
    return links


def test_the_moves_are_every_pair_three_possible_links_apart_but_twelve() -> None:
    """3900 pairs are at most three possible links apart; 12 of them only along a river
    straight through a starting tile, whose river has to end at the totem (BIS-3)."""
    links = possible_links()
    near: set[tuple[int, int]] = set()
    for origin in links:
        seen = {origin: 0}
        queue = deque([origin])
        while queue:
            here = queue.popleft()
            for there in links[here]:
                if there not in seen and seen[here] < 3:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        near.update((origin, field) for field in seen if field != origin)
    assert len(near) == 3900
    # 5r to 20r runs 5r 1r 8r 20r: place 1's river would run from the corners it shares
    # with place 5 to those it shares with place 8, none of them the totem.
    straight = [("5r", "20r"), ("5r", "24r"), ("8r", "14r"), ("8r", "25r"), ("11r", "15r"), ("11r", "19r")]
    left_out = {(parse_field(a), parse_field(b)) for a, b in straight}
    left_out |= {(b, a) for a, b in left_out}
    assert set(move_pairs()) == near - left_out
    assert len(move_pairs()) == MOVES == 3900 - 12
    assert list(move_pairs()) == sorted(move_pairs())


#: A tile of each shape: 1 to 5 prairie edges.
SHAPES = tuple(f"{'p' * run}{'m' * (6 - run)} 1 1 1" for run in range(1, 6))


@given(st.data())
def test_every_move_of_any_landscape_is_numbered(data: st.DataObject) -> None:
    """Tiles of any shape, on every place, turned any way: no field is further than the moves say."""
    start_tiles = tuple(data.draw(st.sampled_from(SHAPES)) for _ in range(3))
    pile = tuple(data.draw(st.sampled_from(SHAPES)) for _ in range(18))
    options = Options(tiles=pile, start_tiles=start_tiles)
    board = Board.build(options.tile_set(), start_layout(options.tile_set()[:3]))
    places = data.draw(st.permutations(range(4, 28)))
    laid = 0
    while laid < 18 and board.open_places():
        place = next(p for p in places if p in board.open_places())
        board = board.with_tile(place, 3 + laid, data.draw(st.integers(0, 5)))
        laid += 1
    numbered = set(move_pairs())
    for field in board.fields():
        assert all((field, other) in numbered for other in board.within_three(field))


def test_the_chance_universe_draws_the_pile() -> None:
    for options in (Options(), Options(variant=2), *OTHERS.values()):
        assert tuple(GAME.chance_universe(3, options)) == tuple(Draw(tile) for tile in range(3, 21))


def test_the_arguments_are_checked_as_setup_checks_them() -> None:
    for ask in (GAME.action_universe, GAME.chance_universe, GAME.limits, GAME.observation_layout):
        assert ask(2) == ask(2, Options())
        with pytest.raises(ValueError, match="played by 2, 3, 4"):
            ask(5)
        with pytest.raises(ValueError, match="played by"):
            ask()
        with pytest.raises(ValueError, match="Options"):
            ask(2, "variant-1")  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="variant"):
            ask(2, Options(variant=3))
    with pytest.raises(TypeError, match="BisonView"):
        GAME.observe(GAME.setup(players=2), 0)


#: Prints a hash of the notation of every universe, in order: run here and under another hash seed.
DIGEST = """
import hashlib
import tablerules
from tablerules.bison import Options
game = tablerules.load("bison")
texts = [
    [str(action) for action in numbered]
    for options in (Options(), Options(variant=1), Options(variant=2))
    for numbered in (game.action_universe(2, options), game.chance_universe(2, options))
]
print(hashlib.sha256(repr(texts).encode()).hexdigest())
"""


def test_another_hash_seed_numbers_alike() -> None:
    here = io.StringIO()
    with contextlib.redirect_stdout(here):
        exec(DIGEST, {})
    printed = printed_under(DIGEST)
    assert printed == {here.getvalue()} and len(here.getvalue()) == 65


# -- the limits ------------------------------------------------------------------------------------


def longest(players: int, seasons: int) -> int:
    """The longest game by hand: 29 action decisions a seat a season, and one trade an animal
    that ever comes in (30 at the start, a gain an action, every animal of the landscape
    at each scoring)."""
    food = 30 + 4 * seasons + sum(3 * (3 + players * season) for season in range(1, seasons + 1))
    return players * (29 * seasons + food)


def test_the_limits_per_configuration() -> None:
    # Moving: 8 hunters, each to every other field of 15, 18 or 19 tiles; done; 15 trades.
    assert GAME.limits(2) == Limits(8 * 44 + 16, 18, longest(2, 6), longest(2, 6) + 12, 0, 45 + 19)
    assert longest(2, 6) == 2 * (174 + 30 + 24 + 180) == 816
    assert GAME.limits(3) == Limits(8 * 53 + 16, 18, longest(3, 5), longest(3, 5) + 15, 0, 45 + 21)
    assert GAME.limits(4) == Limits(8 * 56 + 16, 18, longest(4, 4), longest(4, 4) + 16, 0, 45 + 21)
    assert (longest(3, 5), longest(4, 4)) == (1125, 1272)
    # The variants change none of it; the 15 limit checked once a season lets a seat
    # take every animal of the landscape (13 or 15 tiles) before it trades.
    for players in (2, 3, 4):
        assert GAME.limits(players, Options(variant=2)) == GAME.limits(players)
    assert [GAME.limits(players, Options(cap_after="season")).highest_score for players in (2, 3, 4)] == [
        45 + 39,
        45 + 45,
        45 + 45,
    ]
    # Three bison on every tile: a prairie of 13 tiles gives 39.
    assert GAME.limits(2, OTHERS["all bison tiles"]).highest_score == 45 + 39


def test_the_first_draw_offers_the_whole_pile() -> None:
    for players in (2, 3, 4):
        state = GAME.setup(players=players)
        assert len(state.chance_outcomes()) == GAME.limits(players).most_chance_outcomes == 18


#: A landscape of 15 tiles (2 players, the last season) and 8 fields from which many
#: fields lie within three movement points; found by a throwaway search.
CROWDED: tuple[tuple[int, int, int], ...] = (
    *((4, 16, 1), (5, 19, 2), (6, 17, 3), (7, 9, 0), (8, 7, 0), (9, 18, 5)),
    *((10, 20, 5), (11, 12, 5), (12, 15, 5), (24, 6, 2), (25, 5, 4), (27, 11, 3)),
)
CROWDED_FIELDS = ("1r", "2r", "3p", "3r", "3m", "11r", "11m", "12r")


def test_a_crowded_landscape_comes_near_the_most_legal_actions() -> None:
    """Eight lone hunters moving 1 to 3 spaces: 276 moves, done and 14 trades (no hunter is
    left to buy), 291 of the bound's 368."""
    state = build(
        2,
        tiles=CROWDED,
        season=6,
        pieces=dict.fromkeys(CROWDED_FIELDS, "yellow 1"),
        markers={"yellow": ("tile", "move3"), "red": ("tile",)},
        phase=Phase.MOVING,
        pending=Pending(Kind.MOVE3),
    )
    legal = state.legal_actions()
    moves = [action for action in legal if isinstance(action, Move)]
    reach = [len(state.board.within_three(parse_field(field))) for field in CROWDED_FIELDS]
    assert len(moves) == sum(reach) and max(reach) <= 44
    assert (len(moves), len(legal)) == (276, 291)
    assert len(legal) <= GAME.limits(2).most_legal_actions == 368


def red_passes(state: BisonState) -> BisonState:
    """Red's turn: the tile while it holds one (laid on the first open place), else the first
    free action; no hunters, a bison gained."""
    assert state.to_move == 1
    if state.hands[1] is not None:
        place = state.board.open_places()[0]
        return run(state, "choose tile", f"lay {place} 0", "done", "gain bison")
    kind = state.free_kinds(1)[0]
    return run(state, f"choose {kind.value}", "done", "gain bison")


def test_a_season_of_one_seat_takes_29_decisions() -> None:
    """The tile (4), gathering 5 hunters (9), and moving 5 hunters twice (8 each)."""
    state = build(
        2,
        pieces={"1r": "yellow 1", "2m": "yellow 5"},
        food={"yellow": (15, 15, 15)},
        reserve={"yellow": (2, (1, 2), (1, 2))},
    )
    decisions = 0
    turns = [
        ("choose tile", "lay 4 0", "enter 4p 2", "pay 1 0 1"),
        ("choose gather", "gather 1r", *["call 2m"] * 5, "done", "pay 4 3 3"),
        ("choose move1", "move 1r 1p", "move 1r 1p", "move 1r 1m", "move 1r 2r", "move 1r 3r", "done"),
        ("choose move3", "move 1p 3p", "move 1p 3m", "move 1m 2p", "move 2r 2m", "move 3r 2p", "done"),
    ]
    for texts in turns:
        assert state.to_move == 0
        state = run(state, *texts)
        if state.to_move == 0:  # the payment of the moves: any mix of 10
            state = state.apply(state.pay_options()[0])
            decisions += 1
        decisions += len(texts)
        state = red_passes(state)
    assert decisions == 29
    assert state.season == 2
    assert [state.hunters_on(field) for field in ("3p", "3m", "2p", "2m", "4p")] == [1, 1, 2, 1, 2]


def test_the_highest_score_is_reached_when_a_season_fills_one_prairie() -> None:
    """Three bison on each of 13 tiles, one prairie, the limit checked after the season:
    yellow at 15 on every track takes 39 bison before it trades the surplus."""
    tile = "pppppm 3 0 0"
    options = Options(tiles=(tile,) * 18, start_tiles=(tile,) * 3, cap_after="season")
    rotations = (3, 3, 0, 2, 4, 3, 3, 2, 3, 2)
    laid = tuple((place, 3 + i, r) for i, (place, r) in enumerate(zip(range(4, 14), rotations, strict=True)))
    state = build(
        2,
        options=options,
        tiles=laid,
        season=5,
        pieces={"1p": "yellow 1"},
        food={"yellow": (15, 15, 15)},
        markers={"yellow": ("tile", "tipi", "canoe", "gather"), "red": ("tile", "tipi", "canoe")},
        to_move="red",
    )
    scored = run(state, "choose gather", "done", "gain bison")
    assert scored.phase is Phase.CAPPING and scored.supplies[0].food == (54, 15, 15)
    assert scored.scores()[0] == GAME.limits(2, options).highest_score == 84


def test_the_final_scoring_starts_from_nothing() -> None:
    """The lowest score: a seat with nothing on the landscape ends with empty tracks."""
    last = build(
        2,
        season=6,
        first="red",
        to_move="yellow",
        pieces={"1p": "yellow 1"},
        markers={"yellow": ("tile", "tipi", "canoe"), "red": ("tile", "tipi", "canoe", "gather")},
    )
    over = run(last, "choose move1", "done", "gain salmon")
    assert over.is_over and over.scores()[1] == GAME.limits(2).lowest_score == 0


# -- the observation -------------------------------------------------------------------------------


def segments(layout: Layout) -> dict[str, tuple[int, int]]:
    return {segment.name: (segment.size, segment.high) for segment in layout.segments}


def test_the_layout() -> None:
    layout = GAME.observation_layout(3)
    found = segments(layout)
    head = {
        "place.edges": (162, 2),
        "field.animals": (81, 3),
        "field.owner": (81, 3),
        "field.hunters": (81, 8),
        "field.piece": (81, 4),
        "tile.where": (21, 2),
        "hand.edges": (6, 2),
        "hand.animals": (3, 3),
    }
    seat = {
        "holding": (1, 1),
        "food": (3, 66),
        "reserve.hunters": (1, 8),
        "reserve.tipis": (4, 2),
        "reserve.canoes": (4, 2),
        "market.hunters": (1, 8),
        "market.tipis": (4, 2),
        "market.canoes": (4, 2),
        "markers": (6, 1),
    }
    tail = {
        "season": (1, 5),
        "first": (1, 2),
        "turn": (1, 12),
        "phase": (1, 11),
        "to_move": (1, 3),
        "action.kind": (1, 6),
        "action.hunters": (1, 5),
        "action.place": (1, 27),
        "action.target": (1, 81),
        "action.arrived": (5, 81),
        "action.touched": (5, 81),
        "scoring.scored": (1, 81),
        "scoring.queue": (3, 3),
    }
    seats = {f"seat{offset}.{name}": value for offset in range(3) for name, value in seat.items()}
    assert found == {**head, **seats, **tail}
    assert list(found) == [*head, *seats, *tail]
    assert sum(size for size, _ in seat.values()) == 28
    assert [GAME.observation_layout(players).size for players in (2, 3, 4)] == [594, 623, 652]
    assert all(GAME.observation_layout(players).size == 536 + 29 * players for players in (2, 3, 4))
    assert len(PHASE_CODES) == 12 and KIND_CODES[1:] == tuple(Kind)
    assert segments(GAME.observation_layout(2, Options(cap_after="season")))["seat1.food"] == (3, 84)


def test_a_known_position_decodes_to_what_it_shows() -> None:
    state = build(
        3,
        tiles=[(4, 15, 2)],
        pieces={"4p": "yellow 2", "1r": "red 1 canoe 2", "2m": "blue tipi 3"},
        food={"red": (9, 12, 4), "blue": (1, 2, 3)},
        markers={"yellow": ("tile",)},
        hands={"red": 7, "blue": 12},
        to_move="red",
    )
    layout = GAME.observation_layout(3)
    red = layout.parts(GAME.observe(view(state, 1), 1))
    # Place 4 holds tile 15, "ppppmm 3 0 0", turned 2: board edge d shows printed edge d + 2.
    assert red["place.edges"][18:24] == (1, 1, 2, 2, 1, 1)
    assert red["place.edges"][24:30] == (0,) * 6  # place 5 is empty
    assert red["field.animals"][9:12] == (3, 0, 0)
    fields = {name: FIELD_NAMES.index(name) for name in ("4p", "1r", "2m")}
    # Red sees itself as 1, blue (next) as 2, yellow as 3.
    assert [red["field.owner"][f] for f in fields.values()] == [3, 1, 2]
    assert [red["field.hunters"][f] for f in fields.values()] == [2, 1, 0]
    assert [red["field.piece"][f] for f in fields.values()] == [0, 2, 3]
    assert sum(red["field.owner"]) == 6 and sum(red["field.hunters"]) == 3
    assert red["tile.where"][:3] == (1, 1, 1) and red["tile.where"][15] == 1
    assert red["tile.where"][7] == 2 and red["tile.where"].count(2) == 1 and red["tile.where"][12] == 0
    # Tile 7 is "pppmmm 0 3 0".
    assert red["hand.edges"] + red["hand.animals"] == (1, 1, 1, 2, 2, 2, 0, 3, 0)
    assert (red["seat0.food"], red["seat1.food"], red["seat2.food"]) == ((9, 12, 4), (1, 2, 3), (10, 10, 10))
    assert (red["seat0.holding"], red["seat1.holding"], red["seat2.holding"]) == ((1,), (1,), (0,))
    # Red: 3 of its 4 starting hunters in reserve, its single canoe; the double is on 1r.
    assert red["seat0.reserve.hunters"] == (3,) and red["seat0.reserve.canoes"] == (1, 0, 0, 0)
    assert red["seat1.reserve.tipis"] == (1, 1, 0, 0) and red["seat1.market.tipis"] == (1, 1, 0, 1)
    assert red["seat2.markers"] == (1, 0, 0, 0, 0, 0) and red["seat0.markers"] == (0,) * 6
    assert red["seat2.reserve.hunters"] == (2,) and red["seat2.market.hunters"] == (4,)
    assert (red["season"], red["first"], red["turn"], red["to_move"]) == ((1,), (2,), (1,), (1,))
    assert red["phase"] == (PHASE_CODES.index(Phase.CHOOSING),)
    assert red["action.kind"] == (0,) and red["scoring.queue"] == (0, 0, 0)
    yellow = layout.parts(GAME.observe(view(state, 0), 0))
    assert [yellow["field.owner"][f] for f in fields.values()] == [1, 2, 3]
    assert yellow["seat1.food"] == (9, 12, 4) and yellow["to_move"] == (2,) and yellow["first"] == (0,)
    assert yellow["hand.edges"] == (0,) * 6 and yellow["tile.where"].count(2) == 0


def test_the_action_under_way_is_seen() -> None:
    state = build(
        2,
        pieces={"1r": "yellow 1", "2m": "yellow 3", "3p": "yellow 2"},
        food={"yellow": (15, 15, 15)},
    )
    layout = GAME.observation_layout(2)
    gathered = run(state, "choose gather", "gather 1r", "call 2m", "call 3p")
    parts = layout.parts(GAME.observe(view(gathered, 1), 1))
    assert parts["action.kind"] == (KIND_CODES.index(Kind.GATHER),)
    assert parts["action.hunters"] == (2,) and parts["action.target"] == (FIELD_NAMES.index("1r") + 1,)
    assert parts["action.arrived"] == (2, 2, 0, 0, 0)  # both came to 1r, field 1
    assert parts["seat1.markers"] == (0, 0, 0, 1, 0, 0) and parts["to_move"] == (2,)
    tipi = build(2, options=Options(variant=1), pieces={"1p": "yellow 1", "2m": "yellow 2"})
    tipi = run(tipi, "choose tipi", "build 2m 2", "build 1p 1")
    parts = layout.parts(GAME.observe(view(tipi, 0), 0))
    assert parts["action.touched"] == (6, 1, 0, 0, 0) and parts["action.hunters"] == (3,)
    assert parts["phase"] == (PHASE_CODES.index(Phase.BUILDING),)


def test_a_surplus_being_traded_is_seen() -> None:
    surplus = build(2, phase=Phase.CAPPING, scored=1, food={"yellow": (17, 4, 15)}, pieces={"1p": "yellow 1"})
    parts = GAME.observation_layout(2).parts(GAME.observe(view(surplus, 1), 1))
    assert parts["scoring.scored"] == (1,) and parts["scoring.queue"] == (2, 0)
    assert parts["seat1.food"] == (17, 4, 15) and parts["to_move"] == (2,)
    assert parts["phase"] == (PHASE_CODES.index(Phase.CAPPING),) and parts["turn"] == (8,)


def test_equal_views_give_equal_vectors_and_what_a_seat_cannot_see_is_not_in_it() -> None:
    state = GAME.setup(players=3).apply_all([Draw(7), Draw(12), Draw(15)])
    # Blue's tile and the pile differ: yellow sees the same.
    other = attrs.evolve(state, hands=(7, 12, 16), pile=tuple(sorted({*state.pile, 15} - {16})))
    assert GAME.observe(view(state, 0), 0) == GAME.observe(view(other, 0), 0)
    assert GAME.observe(view(state, None), None) == GAME.observe(view(other, None), None)
    assert GAME.observe(view(state, 2), 2) != GAME.observe(view(other, 2), 2)
    # What yellow sees differs: a hunter moved, a track, whose turn it is.
    assert GAME.observe(view(state, 0), 0) == GAME.observe(state.view(0), 0)
    moved = run(state, "choose tile", "lay 4 0", "enter 4p 1")
    assert GAME.observe(view(moved, 0), 0) != GAME.observe(view(state, 0), 0)
    gained = run(state, "choose gather", "done", "gain bison")
    assert GAME.observe(view(gained, 0), 0) != GAME.observe(view(state, 0), 0)
    # A spectator sees seat 0's side without its tile.
    spectator, yellow = GAME.observe(view(state, None), None), GAME.observe(view(state, 0), 0)
    differ = [i for i, (a, b) in enumerate(zip(spectator, yellow, strict=True)) if a != b]
    offsets = GAME.observation_layout(3).offsets()
    assert {name for name, span in offsets.items() if any(i in span for i in differ)} == {
        "tile.where",
        "hand.edges",
        "hand.animals",
    }


@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4]), steps=st.integers(0, 320))
def test_a_seat_observes_alike_in_every_position_drawn_from_its_view(
    seed: int, players: int, steps: int
) -> None:
    """Up to ``steps`` random steps into a game; then every seat's vector from a position drawn anew."""
    rng = random.Random(seed)
    state = GAME.setup(players=players, options=Options(variant=seed % 3))
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    layout = GAME.observation_layout(players, state.options)
    for seat in (None, *range(players)):
        seen = view(state, seat)
        vector = GAME.observe(seen, seat)
        layout.check(vector)
        drawn = seen.sample_state(rng)
        assert GAME.observe(view(drawn, seat), seat) == vector


def test_every_position_of_random_games_fits_the_layout() -> None:
    for players in (2, 3, 4):
        layout = GAME.observation_layout(players)
        for states in random_states(players, Options(), 1, seed=10 + players):
            for state in states:
                for seat in (None, *range(players)):
                    layout.check(GAME.observe(view(state, seat), seat))


# -- the docs page ---------------------------------------------------------------------------------


def docs_rows() -> dict[str, tuple[int, Options]]:
    rows = {}
    for players in (2, 3, 4):
        for name, options in VARIANTS.items():
            rows[f"{players} players, {name}"] = (players, options)
        rows[f"{players} players, cap after season"] = (players, Options(cap_after="season"))
    return rows


def test_the_docs_table_of_sizes_matches_the_code() -> None:
    """The page lists each configuration's sizes and limits, as the code works them out."""
    check_sizes_table(DOCS, GAME, dict(docs_rows()))
