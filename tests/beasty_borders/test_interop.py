"""Numbering, limits and observations of Beasty Borders (docs: "Numbering and observations").

The universes follow the actions table of ``beasty_borders.actions``; their
sizes here are counted by hand from the rulebook and the options, as on the
docs page. Each limit is shown to hold in random games and to be reached
(or nearly) in a position built on purpose, so it is a bound and not a guess.
"""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tablerules import CHANCE
from tablerules.beasty_borders import (
    GAME,
    PASS,
    BeastyBordersState,
    LayTile,
    Options,
    Place,
    Point,
    Roll,
)
from tablerules.beasty_borders.observation import CELL_CODES
from tablerules.beasty_borders.phase import Phase
from tablerules.beasty_borders.scoring import known_scores, points_gained, scores
from tablerules.core.encoding import Layout
from tablerules.core.universe import Limits
from tests.hashseeds import printed_under
from tests.sizes_table import check_sizes_table

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules" / "beasty-borders.rst"
SIX = (1, 2, 3, 4, 5, 6)
#: Two green spaces on the whole board: tile 1 keeps its top row, every other tile is all lakes.
TWO_GREENS = ("S../~~~", *("~~~/~~~" for _ in range(8)))

#: Every configuration the tests play: the variants, and options of one's own.
CONFIGURATIONS: dict[str, Options] = {
    "standard": Options(),
    "without-luck": Options(without_luck=True),
    "snake": Options(walk="snake"),
    "fixed": Options(layout=(9, 8, 7, 6, 5, 4, 3, 2, 1)),
    "without-luck fixed": Options(without_luck=True, layout=SIX),
    "without-luck short row": Options(without_luck=True, bidding_row=("A", "XY", "B")),
    "two greens": Options(tiles=TWO_GREENS),
}

# The printed bidding row (BB-9): where each kind lies, by value.
A_VALUES = (1, 5, 9, 13, 17, 21, 23, 25)
B_VALUES = (3, 7, 11, 15, 19, 27)
X_VALUES = (2, 6, 10, 14, 18, 22, 24, 26)
Y_VALUES = (4, 8, 12, 16, 20, 26)


def random_games(options: Options, games: int, seed: int = 0) -> list[list[BeastyBordersState]]:
    """``games`` random games, every position of each, played with ``options``."""
    rng = random.Random(seed)
    played = []
    for _ in range(games):
        state = GAME.setup(options=options)
        states = [state]
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[rng.randrange(len(legal))])
            states.append(state)
        played.append(states)
    return played


def all_passes(state: BeastyBordersState) -> tuple[BeastyBordersState, int, int]:
    """Play on from ``state``, rolling 1 and always passing: the end, its decisions and its steps."""
    decisions = steps = 0
    while not state.is_over:
        if state.to_move is CHANCE:
            action = state.legal_actions()[0]
        else:
            action, decisions = PASS, decisions + 1
        state, steps = state.apply(action), steps + 1
    return state, decisions, steps


# -- the universes ----------------------------------------------------------------------


@pytest.mark.parametrize("name", CONFIGURATIONS)
def test_every_action_met_in_random_games_is_numbered(name: str) -> None:
    options = CONFIGURATIONS[name]
    universe = GAME.action_universe(2, options)
    chances = GAME.chance_universe(2, options)
    limits = GAME.limits(2, options)
    for states in random_games(options, 30 if name in ("standard", "without-luck") else 5):
        decisions = 0
        for state in states:
            legal = state.legal_actions()
            if state.to_move is CHANCE:
                assert all(outcome in chances for outcome in legal)
                assert len(legal) <= limits.most_chance_outcomes
            elif state.to_move is not None:
                assert all(action in universe for action in legal)
                assert len(legal) <= limits.most_legal_actions
                decisions += 1
            assert all(limits.lowest_score <= score <= limits.highest_score for score in state.scores())
        assert decisions <= limits.longest_game
        assert len(states) - 1 <= limits.longest_game_steps


def test_the_main_game_universe_is_the_six_kinds_then_pass() -> None:
    kinds = [Place(kind) for kind in "ABCXYZ"]
    for options in (Options(), Options(walk="snake"), Options(layout=tuple(range(1, 10)))):
        assert tuple(GAME.action_universe(2, options)) == (*kinds, PASS)


def test_the_without_luck_universe_is_the_bidding_row_by_kind_and_value_then_pass() -> None:
    universe = GAME.action_universe(2, Options(without_luck=True))
    points = [
        Point(kind, value)
        for kind, values in zip("ABXY", (A_VALUES, B_VALUES, X_VALUES, Y_VALUES), strict=True)
        for value in values
    ]
    assert tuple(universe) == (*points, PASS)
    assert len(universe) == 8 + 6 + 8 + 6 + 1 == 29
    assert (universe[0], universe[-2], universe[-1]) == (Point("A", 1), Point("Y", 26), PASS)
    assert universe.index(Point("X", 26)) == 8 + 6 + 7
    short = GAME.action_universe(2, Options(without_luck=True, bidding_row=("A", "XY", "B")))
    assert tuple(short) == (Point("A", 1), Point("B", 3), Point("X", 2), Point("Y", 2), PASS)


def test_the_chance_universe_lays_the_nine_tiles_then_rolls_the_d8() -> None:
    tiles = tuple(LayTile(tile) for tile in range(1, 10))
    rolls = tuple(Roll(pips) for pips in range(1, 9))
    for options in (Options(), Options(without_luck=True), Options(walk="snake")):
        assert tuple(GAME.chance_universe(2, options)) == tiles + rolls
    for options in (Options(layout=tuple(range(1, 10))), Options(without_luck=True, layout=SIX)):
        assert tuple(GAME.chance_universe(2, options)) == rolls


def test_the_arguments_are_checked_as_setup_checks_them() -> None:
    for ask in (GAME.action_universe, GAME.chance_universe, GAME.limits, GAME.observation_layout):
        assert ask() == ask(2, Options())
        with pytest.raises(ValueError, match="played by 2"):
            ask(3)
        with pytest.raises(ValueError, match="Options"):
            ask(2, "without-luck")  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="walk"):
            ask(2, Options(walk="spiral"))
    assert GAME.action_universe(2, Options()) is GAME.action_universe(2, Options())


def universe_digest() -> str:
    """A hash of every universe's notation, for options whose row holds an entry written "YX"."""
    universes = [
        [str(action) for action in numbered]
        for options in (
            Options(),
            Options(without_luck=True),
            Options(without_luck=True, bidding_row=("A", "YX", "B")),
        )
        for numbered in (GAME.action_universe(2, options), GAME.chance_universe(2, options))
    ]
    return hashlib.sha256(repr(universes).encode()).hexdigest()


def test_another_hash_seed_numbers_alike() -> None:
    printed = printed_under("from tests.beasty_borders.test_interop import universe_digest as d; print(d())")
    assert printed == {universe_digest() + "\n"}


# -- the limits -------------------------------------------------------------------------


def test_the_limits_per_configuration() -> None:
    assert GAME.limits(2, Options()) == Limits(4, 9, 84, 135, 0, 26)
    assert GAME.limits(2, Options(layout=tuple(range(1, 10)))) == Limits(4, 8, 84, 126, 0, 26)
    assert GAME.limits(2, Options(without_luck=True)) == Limits(15, 9, 60, 96, 0, 18)
    # Tiles 7, 8 and 9 have four green spaces each: 5 + 5 + 5 + 4 + 4 + 4 = 27.
    assert GAME.limits(2, Options(without_luck=True, layout=(1, 2, 3, 7, 8, 9))) == Limits(
        15, 8, 54, 81, 0, 18
    )
    # One A, one B, one X and one Y: singles only, no points; the farm seat has two animals.
    assert GAME.limits(2, Options(without_luck=True, bidding_row=("A", "XY", "B"))) == Limits(
        3, 9, 60, 96, 0, 0
    )
    # Two green spaces: two animals of one kind at most, one group of two.
    assert GAME.limits(2, Options(tiles=TWO_GREENS)) == Limits(4, 9, 4, 15, 0, 1)


def test_a_board_without_green_spaces_has_limits_too() -> None:
    no_greens = ("S~~/~~~", *("~~~/~~~" for _ in range(8)))
    limits = GAME.limits(2, Options(tiles=no_greens))
    assert limits == Limits(4, 9, 1, 9, 0, 0)
    final, decisions, steps = all_passes(GAME.setup(options=Options(tiles=no_greens)))
    assert final.is_over and decisions == 0 and steps == 9


def test_many_animals_of_a_kind_score_best_in_groups_of_five() -> None:
    """A row of one's own may hold more than eight of a kind: groups above eight score as eight."""
    row = ("AX",) * 20
    limits = GAME.limits(2, Options(without_luck=True, bidding_row=row))
    # 20 A in four groups of five: 4 x 7 points, more than 10 for any group of eight or more.
    assert limits.highest_score == 28
    assert limits.most_legal_actions == 21


def test_the_first_decision_offers_the_most_actions_and_the_first_tile_the_most_outcomes() -> None:
    for options in (Options(), Options(without_luck=True)):
        limits = GAME.limits(2, options)
        state = GAME.setup(options=options)
        assert len(state.legal_actions()) == limits.most_chance_outcomes == 9
        while state.to_move is CHANCE:
            state = state.apply(state.legal_actions()[0])
        assert len(state.legal_actions()) == limits.most_legal_actions
        assert len(state.apply(PASS).legal_actions()) == limits.most_legal_actions


@pytest.mark.parametrize(
    ("options", "tiles"),
    [(Options(), (1, 2, 3, 4, 5, 6, 7, 8, 9)), (Options(without_luck=True), SIX)],
)
def test_passing_every_decision_plays_the_longest_game(options: Options, tiles: tuple[int, ...]) -> None:
    """Every turn fills one green space with at most two decisions; passing takes two every turn."""
    limits = GAME.limits(2, options)
    start = GAME.setup(options=options)
    laid = start.apply_all(LayTile(tile) for tile in tiles)
    final, decisions, steps = all_passes(laid)
    assert final.is_over
    assert decisions == limits.longest_game
    assert steps + len(tiles) == limits.longest_game_steps


def filled(options: Options, animals: dict[str, str]) -> BeastyBordersState:
    """The laid board of ``options`` with each kind's animals on the spaces named, read back as a picture."""
    state = GAME.setup(options=options)
    spaces = list(state.spaces)
    names = state.space_names()
    for kind, where in animals.items():
        for name in where.split():
            assert spaces[names.index(name)] == "."
            spaces[names.index(name)] = kind
    cols = 9
    picture = "\n".join(" ".join(spaces[row : row + cols]) for row in range(0, len(spaces), cols))
    return BeastyBordersState.from_picture(picture)


def test_the_highest_score_is_reached_by_one_group_a_kind() -> None:
    """Main game: 8 A (10), 7 B (9) and 5 C (7) make 26 for the farm seat; the wild seat mirrors it."""
    board = Options(layout=(1, 2, 3, 4, 5, 6, 7, 8, 9))
    farm = {"A": "b1 c1 d1 e1 f1 g1 h1 b2", "B": "f2 g2 h2 i2 f3 g3 h3", "C": "b4 c4 d4 e4 f4"}
    assert filled(board, farm).scores() == (26, 0) == (GAME.limits(2, board).highest_score, 0)
    wild = {"X": "b1 c1 d1 e1 f1 g1 h1 b2", "Y": "f2 g2 h2 i2 f3 g3 h3", "Z": "b4 c4 d4 e4 f4"}
    assert filled(board, wild).scores() == (0, 26)
    # 'Without Luck': 8 A (10) and 6 B (8).
    luck = Options(without_luck=True, layout=SIX)
    state = filled(luck, {"A": "b1 c1 d1 e1 f1 g1 h1 b2", "B": "a3 b3 c3 b4 c4 d4"})
    assert state.scores() == (18, 0) == (GAME.limits(2, luck).highest_score, 0)


# -- the observation layout --------------------------------------------------------------


def sizes(layout: Layout) -> dict[str, tuple[int, int]]:
    return {segment.name: (segment.size, segment.high) for segment in layout.segments}


def test_the_main_game_layout() -> None:
    layout = GAME.observation_layout(2, Options())
    assert sizes(layout) == {
        "observer": (1, 2),
        "phase": (1, 4),
        "to_move": (1, 3),
        "roller": (1, 1),
        "score": (2, 26),
        "marker": (1, 54),
        "tiles": (9, 9),
        "board": (54, 10),
        "left.mine": (3, 8),
        "left.theirs": (3, 8),
    }
    assert layout.size == 76 == 7 + 9 + 54 + 6
    assert len(CELL_CODES) == 11


def test_the_without_luck_layout() -> None:
    layout = GAME.observation_layout(2, Options(without_luck=True))
    assert sizes(layout) == {
        "observer": (1, 2),
        "phase": (1, 4),
        "to_move": (1, 3),
        "roller": (1, 1),
        "score": (2, 18),
        "marker": (1, 36),
        "tiles": (6, 9),
        "board": (36, 10),
        "left.mine": (2, 8),
        "left.theirs": (2, 8),
        "row.mine": (27, 3),
        "row.theirs": (27, 3),
        "pointed.value": (1, 27),
        "pointed.kind": (1, 2),
    }
    assert layout.size == 109 == 7 + 6 + 36 + 4 + 54 + 2


def test_the_docs_table_of_sizes_matches_the_code() -> None:
    """The docs page lists each configuration's sizes and limits, as the code works them out."""
    rows: dict[str, tuple[int, object]] = {
        "standard": (2, Options()),
        "standard, fixed layout": (2, Options(layout=tuple(range(1, 10)))),
        "without-luck": (2, Options(without_luck=True)),
        "without-luck, fixed layout": (2, Options(without_luck=True, layout=SIX)),
    }
    check_sizes_table(DOCS, GAME, rows)


# -- observations -----------------------------------------------------------------------


def test_a_known_position_decodes_to_what_it_shows() -> None:
    drawn = """
    S A A . . . . . ~
    . . . . ~ . . . .
    . . . . ~ . . . .
    ~ . . . . . . . ~
    ~ X Y . ~ . . . ~
    . . ~ . ~ . . . .
    """
    state = BeastyBordersState.from_picture(drawn, roller=1, to_move=0, marker="d1")
    layout = GAME.observation_layout(2, state.options)
    farm = layout.parts(GAME.observe(state, 0))
    assert farm["observer"] == (0,)
    assert farm["phase"] == (3,)  # the other seat decides: the wild roller passed
    assert farm["to_move"] == (0,) and farm["roller"] == (1,)
    assert farm["score"] == (1, 0)
    assert farm["marker"] == (3 + 1,)
    assert farm["left.mine"] == (6, 7, 5) and farm["left.theirs"] == (7, 6, 5)
    assert farm["board"][:4] == (3, 5, 5, 1)  # signpost, my A, my A, an empty green space
    assert farm["board"][8] == 2  # i1, a lake
    assert farm["board"][4 * 9 + 1 : 4 * 9 + 3] == (8, 9)  # b5 X, c5 Y: the other seat's
    assert set(farm["tiles"]) == set(range(1, 10))
    wild = layout.parts(GAME.observe(state, 1))
    assert wild["observer"] == (1,)
    assert wild["to_move"] == (1,) and wild["roller"] == (0,)
    assert wild["score"] == (0, 1)
    assert wild["left.mine"] == (7, 6, 5) and wild["left.theirs"] == (6, 7, 5)
    assert wild["board"][1:3] == (8, 8) and wild["board"][4 * 9 + 1 : 4 * 9 + 3] == (5, 6)
    spectator = GAME.observe(state, None)
    assert spectator[0] == 2 and spectator[1:] == GAME.observe(state, 0)[1:]


def test_the_bidding_row_and_the_pending_point_are_seen() -> None:
    row = ["", *(entry for entry in Options().bidding_row[1:])]  # the A of value 1 is placed
    drawn = """
    S A . . . . . . ~
    . . . . ~ . . . .
    . . . ~ . . . . .
    . . . . . ~ ~ . .
    """
    state = BeastyBordersState.from_picture(
        drawn, without_luck=True, row=row, roller=1, to_move=0, marker="c1", pointed="X26"
    )
    layout = GAME.observation_layout(2, state.options)
    farm = layout.parts(GAME.observe(state, 0))
    assert farm["left.mine"] == (7, 6) and farm["left.theirs"] == (8, 6)
    assert farm["row.mine"][:5] == (0, 0, 2, 0, 1)  # value 1 gone, B at 3, A at 5
    assert farm["row.theirs"][:4] == (0, 1, 0, 2) and farm["row.theirs"][25] == 3  # X and Y at 26
    assert farm["pointed.value"] == (26,) and farm["pointed.kind"] == (1,)
    assert farm["to_move"] == (0,) and farm["phase"] == (3,)
    wild = layout.parts(GAME.observe(state, 1))
    assert wild["row.mine"] == farm["row.theirs"] and wild["row.theirs"] == farm["row.mine"]


def test_while_tiles_are_laid_the_board_shows_the_laid_tiles_only() -> None:
    state = GAME.setup().apply_all([LayTile(2), LayTile(1)])
    parts = GAME.observation_layout().parts(GAME.observe(state, None))
    assert parts["tiles"] == (2, 1, 0, 0, 0, 0, 0, 0, 0)
    assert parts["phase"] == (0,) and parts["to_move"] == (2,) and parts["marker"] == (0,)
    board = parts["board"]
    # Tile 2 (".../.~.") at the top left, tile 1 ("S../...") next to it, nothing laid below.
    assert board[0:6] == (1, 1, 1, 3, 1, 1)
    assert board[9:15] == (1, 2, 1, 1, 1, 1)
    assert set(board[18:]) == {0}


def test_observations_fit_their_layout_in_every_configuration() -> None:
    for name, options in CONFIGURATIONS.items():
        layout = GAME.observation_layout(2, options)
        for states in random_games(options, 2, seed=len(name)):
            for state in states:
                for seat in (None, 0, 1):
                    vector = GAME.observe(state, seat)
                    assert type(vector) is tuple
                    layout.check(vector)


def test_a_seat_that_is_none_of_the_game_is_refused() -> None:
    state = GAME.setup()
    for seat in (2, -1, True, "0"):
        with pytest.raises(ValueError, match="seats are 0 and 1"):
            GAME.observe(state, seat)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        GAME.observe("a view", 0)


@given(st.sampled_from(["standard", "without-luck", "snake"]), st.integers(0, 2**32 - 1))
def test_equal_views_give_equal_vectors_and_other_positions_other_vectors(name: str, seed: int) -> None:
    """Beasty Borders hides nothing: each seat's vector tells every two positions of a game apart."""
    options = CONFIGURATIONS[name]
    (states,) = random_games(options, 1, seed)
    seen: dict[tuple[int | None, tuple[int, ...]], BeastyBordersState] = {}
    for state in states:
        # An equal position, made anew from its picture: an equal view.
        again = GAME.parse_position(str(state), options)
        assert again == state and again is not state
        for seat in (None, 0, 1):
            vector = GAME.observe(state.view(seat), seat)
            assert GAME.observe(again.view(seat), seat) == vector
            assert seen.setdefault((seat, vector), state) == state


# -- the observation against a plain reading of the state -------------------------------

#: What a space without an animal is coded, as ``CELL_CODES`` names it.
TERRAIN = {".": 1, "~": 2, "S": 3, "#": 4}
PHASES = {
    Phase.LAYING_TILES: 0,
    Phase.ROLLING: 1,
    Phase.ROLLER_DECIDES: 2,
    Phase.OTHER_DECIDES: 3,
    Phase.OVER: 4,
}


def reference_observation(state: BeastyBordersState, seat: int | None) -> tuple[int, ...]:
    """The observation written out entry by entry, the long way, from what the state shows."""
    me = 0 if seat is None else seat
    kinds = ("ABC", "XYZ")
    to_move = state.to_move
    vector = [
        2 if seat is None else seat,
        PHASES[state.phase],
        3 if to_move is None else 2 if to_move is CHANCE else (0 if to_move == me else 1),
        0 if state.roller == me else 1,
    ]
    totals = state.score_sheet().totals()
    vector += [totals[me], totals[1 - me], state.marker + 1]
    across, down = (3, 2) if state.options.without_luck else (3, 3)
    vector += [*state.layout, *[0] * (across * down - len(state.layout))]
    if state.spaces:
        for symbol in state.spaces:
            if symbol in TERRAIN:
                vector.append(TERRAIN[symbol])
            else:
                owner = 0 if symbol in kinds[0] else 1
                vector.append((5 if owner == me else 8) + kinds[owner].index(symbol))
    else:
        board = [0] * (across * 3 * down * 2)
        for place, tile in enumerate(state.layout):
            top, left = divmod(place, across)
            for row, line in enumerate(state.options.tiles[tile - 1].split("/")):
                for col, symbol in enumerate(line):
                    board[(top * 2 + row) * across * 3 + left * 3 + col] = TERRAIN[symbol]
        vector += board
    if not state.options.without_luck:
        vector += [*state.supply[me], *state.supply[1 - me]]
        return tuple(vector)
    row = state.row
    for seat_kinds in (kinds[me], kinds[1 - me]):
        vector += ["".join(row).count(kind) for kind in seat_kinds[:2]]
    for seat_kinds in (kinds[me], kinds[1 - me]):
        vector += [(seat_kinds[0] in entry) + 2 * (seat_kinds[1] in entry) for entry in row]
    pointed = state.pointed
    if pointed is None:
        vector += [0, 0]
    else:
        owner = 0 if pointed.kind in kinds[0] else 1
        vector += [pointed.value, kinds[owner].index(pointed.kind) + 1]
    return tuple(vector)


@pytest.mark.parametrize("name", CONFIGURATIONS)
def test_every_entry_is_what_the_state_shows(name: str) -> None:
    """Observed as a learning environment observes, each position right after it is made and only
    by the seat to move, and again by every seat: every entry is what the long way writes."""
    options = CONFIGURATIONS[name]
    for states in random_games(options, 12 if name in ("standard", "without-luck") else 4, seed=7):
        for state in states:
            seat = state.to_move
            if type(seat) is int:
                assert GAME.observe(state.view(seat), seat) == reference_observation(state, seat)
        for state in states[:: 5 if name == "standard" else 11]:
            for seat in (None, 0, 1):
                assert GAME.observe(state, seat) == reference_observation(state, seat)


@pytest.mark.parametrize("options", [Options(layout=tuple(range(1, 10))), Options(without_luck=True)])
def test_games_observed_by_turns_and_positions_read_back_are_observed_alike(options: Options) -> None:
    """Three games observed by turns (on one board, or on three), and positions read back from
    their pictures: each position gives its own vector, whatever was observed before it."""
    games = random_games(options, 3, seed=11)
    for step in range(max(map(len, games))):
        for states in games:
            state = states[min(step, len(states) - 1)]
            for seat in (0, 1):
                assert GAME.observe(state, seat) == reference_observation(state, seat)
    for state in games[0][::3]:
        again = GAME.parse_position(str(state), options)
        assert GAME.observe(again, 1) == reference_observation(again, 1) == GAME.observe(state, 1)


@pytest.mark.parametrize("name", ["standard", "without-luck"])
def test_the_points_with_one_space_emptied_and_what_it_brought_add_up(name: str) -> None:
    """The observation counts the points from the board before the last space was filled:
    for every space of every position, the points are those with the space empty, plus
    what ``points_gained`` says the space brought."""
    for states in random_games(CONFIGURATIONS[name], 3, seed=5):
        for state in states[-60::3]:
            spaces, grid = state.spaces, state.board.grid  # type: ignore[union-attr]
            points = scores(spaces, grid)
            assert points == state.score_sheet().totals() == known_scores(spaces, grid.cols)
            for cell in range(grid.size):
                emptied = spaces[:cell] + "." + spaces[cell + 1 :]
                gained = points_gained(spaces, cell, grid.neighbours)
                assert points == tuple(map(sum, zip(scores(emptied, grid), gained, strict=True)))
                assert known_scores(spaces, grid.cols, cell) == points
