"""Numbering, limits and observations of Great Plains (issue 11).

The numbers written out here are derived by hand on the rules page
(section "Numbering and observations"), and each is checked again against
the board's own geometry or the printed tablets.
"""

from __future__ import annotations

import hashlib
import itertools
import random
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablerules
from tablerules.core.universe import Limits
from tablerules.great_plains import (
    GAME,
    PASS,
    Bear,
    Eagle,
    GreatPlainsState,
    Horse,
    LayTablet,
    Options,
    Phase,
    Place,
    PlaceCave,
    Turn,
    geometry,
)
from tablerules.great_plains.board import BIT, DIRECTION_NAMES, SPACE, Board, check_layout, side_symbols
from tablerules.great_plains.components import ANIMALS, CAVE, LOWLAND, SIDES
from tablerules.great_plains.observation import TERRAIN_CODES
from tablerules.great_plains.scoring import _rescored, score_sheet, scores
from tests.great_plains.positions import CAVE_TILES, around, position
from tests.hashseeds import printed_under

STRAIGHT = tuple(f"{n}a" for n in range(1, 8))
FLIPPED = tuple(f"{n}b" for n in range(1, 8))
TURNED = ("3b@2", "1a", "7b@5", "4a@1", "2b", "6a@3", "5b")
ROOT = Path(__file__).resolve().parents[2]
KINDS = (PlaceCave, Place, Horse, Eagle, Bear, type(PASS))

#: The configurations of the rules page's tables, by the label in their first column.
CONFIGURATIONS = {
    "shuffled": Options(),
    "shuffled, stuck_ends_game": Options(stuck_ends_game=True),
    "turn_tablets": Options(turn_tablets=True),
    "layout 1a-7a": Options(layout=STRAIGHT),
    "layout 1a-7a, straight_horse": Options(layout=STRAIGHT, straight_horse=True),
    "layout 1a-7a, stuck_ends_game": Options(layout=STRAIGHT, stuck_ends_game=True),
    "layout 1b-7b": Options(layout=FLIPPED),
    "layout 1b-7b, straight_horse": Options(layout=FLIPPED, straight_horse=True),
}


def states(options: Options, seed: int) -> Iterator[GreatPlainsState]:
    """Every position of a random game with ``options``, the last one over."""
    rng = random.Random(seed)
    state = GAME.setup(options=options)
    yield state
    while not state.is_over:
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
        yield state


# -- every action is numbered, and no game leaves the limits --------------------------


@pytest.mark.parametrize(
    ("options", "games"),
    [
        (Options(), 30),
        (Options(turn_tablets=True, straight_horse=True, caves_block_bear=True), 10),
        (Options(stuck_ends_game=True), 10),
        (Options(layout=STRAIGHT), 10),
        (Options(layout=TURNED, turn_tablets=True, caves_block_bear=True), 10),
    ],
)
def test_random_games_stay_in_their_universes_and_limits(options: Options, games: int) -> None:
    actions = GAME.action_universe(2, options)
    chances = GAME.chance_universe(2, options)
    limits = GAME.limits(2, options)
    layout = GAME.observation_layout(2, options)
    for seed in range(games):
        decisions = steps = 0
        for state in states(options, seed):
            legal = state.legal_actions()
            if state.to_move is tablerules.CHANCE:
                assert all(action in chances for action in legal)
                assert len(legal) <= limits.most_chance_outcomes
            elif not state.is_over:
                assert all(action in actions for action in legal), state
                assert len(legal) <= limits.most_legal_actions
                decisions += 1
            steps += not state.is_over
            assert all(limits.lowest_score <= score <= limits.highest_score for score in state.scores())
            for seat in (None, 0, 1):
                layout.check(GAME.observe(state, seat))
        assert decisions <= limits.longest_game and steps <= limits.longest_game_steps


@pytest.mark.parametrize(
    "options",
    [
        Options(),
        Options(turn_tablets=True, straight_horse=True, stuck_ends_game=True),
        Options(layout=TURNED, turn_tablets=True, caves_block_bear=True),
    ],
)
def test_legal_actions_are_the_universes_own_objects(options: Options) -> None:
    """Every legal action and chance outcome is the very object its universe numbers, so
    that an action mask finds each by identity, not through attrs' ``__eq__``."""
    actions = GAME.action_universe(2, options)
    chances = GAME.chance_universe(2, options)
    for seed in range(6):
        for state in states(options, seed):
            numbered = chances if state.to_move is tablerules.CHANCE else actions
            legal = state.legal_actions()
            numbers = numbered.numbers(legal)
            assert all(action is numbered[n] for action, n in zip(legal, numbers, strict=True))
            assert all(action is chances[chances.index(action)] for action, _ in state.chance_outcomes())


# -- the order and the sizes ---------------------------------------------------------


def table(title: str) -> dict[str, list[int]]:
    """The rows of the table on the rules page whose header starts with ``title``, by their label."""
    text = (ROOT / "docs" / "rules" / "great-plains.rst").read_text(encoding="utf-8")
    lines = text.splitlines()
    start = next(n for n, line in enumerate(lines) if line.startswith(title))
    rows = {}
    for line in lines[start + 2 :]:
        if line.startswith("="):
            break
        label, *numbers = re.split(r"\s{2,}", line.strip())
        rows[label] = [int(number) for number in numbers]
    return rows


def test_the_sizes_on_the_rules_page_are_the_universes() -> None:
    rows = table("configuration                  cave")
    assert len(rows) == 6
    for label, (*counts, total, chance) in rows.items():
        options = CONFIGURATIONS[label]
        universe = GAME.action_universe(2, options)
        kinds = Counter(type(action) for action in universe)
        assert [kinds[kind] for kind in KINDS] == counts, label
        assert len(universe) == total and len(GAME.chance_universe(2, options)) == chance, label


def test_the_limits_on_the_rules_page_are_the_limits() -> None:
    rows = table("configuration                  actions")
    assert len(rows) == 6
    for label, numbers in rows.items():
        assert GAME.limits(2, CONFIGURATIONS[label]) == Limits(*numbers), label


def test_the_numbers_derived_by_hand() -> None:
    sides = [side for tablet in Options().tablets for side in tablet]
    # Shuffled: every space may be lowland; a bear pushes every way that has a space behind.
    rim = 6 * len(geometry.SPACES) - sum(len(geometry.neighbours(space)) for space in geometry.SPACES)
    assert rim == 90 and 6 * 133 - rim == 708
    # The fourteen sides have their caves on 10 of a tablet's 19 spaces.
    assert len({side_symbols(side).index(CAVE) for side in sides}) == 10
    shuffled = GAME.action_universe(2)
    assert len(shuffled) == 7 * 10 + 3 * 133 + 708 + 1 == 1178
    # On a fixed layout: the board's 7 caves and its lowland spaces.
    board = Board.build(Options().tablets, check_layout(STRAIGHT))
    lowland = sum(symbol in LOWLAND for symbol in board.terrain)
    assert lowland == 83
    straight = GAME.action_universe(2, Options(layout=STRAIGHT))
    assert Counter(type(action) for action in straight)[Place] == lowland
    # The eagle: lowland across a mountain from a space that is lowland or a cave.
    eagles = {
        space
        for space in geometry.SPACES
        if board.terrain[SPACE[space]] in LOWLAND
        for direction in DIRECTION_NAMES
        if len(line := geometry.line(space, direction)) >= 2
        and board.terrain[SPACE[line[0]]] not in LOWLAND
        and (board.terrain[SPACE[line[1]]] in LOWLAND or board.terrain[SPACE[line[1]]] == CAVE)
    }
    assert {action.space for action in straight if type(action) is Eagle} == eagles
    assert len(eagles) == 69


@pytest.mark.parametrize(
    ("options", "first", "last", "size"),
    [
        (Options(), PlaceCave("o2"), PASS, 1178),
        (Options(turn_tablets=True), PlaceCave("l1"), PASS, 1241),
        (Options(stuck_ends_game=True), PlaceCave("o2"), Bear("n15", "se"), 1177),
        (Options(layout=STRAIGHT), PlaceCave("o2"), PASS, 503),
        (Options(layout=STRAIGHT, stuck_ends_game=True), PlaceCave("o2"), Bear("n15", "sw"), 502),
        (Options(layout=FLIPPED), PlaceCave("b5"), PASS, 516),
    ],
)
def test_the_universe_order(options: Options, first: object, last: object, size: int) -> None:
    universe = GAME.action_universe(2, options)
    assert (universe[0], universe[-1], len(universe)) == (first, last, size)
    # By kind in the order of the actions table, then by space in reading order, then by push.
    keys = [
        (
            KINDS.index(type(action)),
            SPACE.get(getattr(action, "space", ""), -1),
            DIRECTION_NAMES.index(action.push) if type(action) is Bear else -1,
        )
        for action in universe
    ]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)


def test_the_chance_universe() -> None:
    lays = [LayTablet(tablet, side) for tablet in range(1, 8) for side in "ab"]
    assert list(GAME.chance_universe(2)) == lays
    assert list(GAME.chance_universe(2, Options(turn_tablets=True))) == lays + [Turn(n) for n in range(6)]
    assert len(GAME.chance_universe(2, Options(layout=STRAIGHT, turn_tablets=True))) == 0


def test_a_universe_is_made_once_and_the_arguments_are_checked() -> None:
    assert GAME.action_universe(2, Options()) is GAME.action_universe()
    assert GAME.limits() is GAME.limits(2, Options())
    assert GAME.observation_layout() is GAME.observation_layout(2, Options())
    for ask in (GAME.action_universe, GAME.chance_universe, GAME.limits, GAME.observation_layout):
        with pytest.raises(ValueError, match="played by 2"):
            ask(3)
        with pytest.raises(ValueError, match="Options"):
            ask(2, "standard")  # type: ignore[arg-type]


def test_a_universe_of_own_tablets_follows_them() -> None:
    """The plain board of the tests (all grass, a cave in the middle of each tablet)."""
    options = position().options
    universe = GAME.action_universe(2, options)
    kinds = Counter(type(action) for action in universe)
    # 126 grass spaces; the eagle only across the 7 caves, 6 ways each; no bear takes a cave.
    assert [kinds[kind] for kind in KINDS] == [7, 126, 126, 42, 708 - 7 * 6, 1]


def universe_digest() -> str:
    """A hash of the notation of every universe of the tables' configurations."""
    texts = [
        str(action)
        for options in CONFIGURATIONS.values()
        for numbered in (GAME.action_universe(2, options), GAME.chance_universe(2, options))
        for action in numbered
    ]
    return hashlib.sha256("\n".join(texts).encode()).hexdigest()


def test_another_hash_seed_numbers_alike() -> None:
    printed = printed_under(
        "from tests.great_plains.test_interop import universe_digest; print(universe_digest())"
    )
    assert printed == {universe_digest() + "\n"}


# -- positions at the limits ---------------------------------------------------------

#: Built by a local search for many legal actions on layout 1a-7a: the snakes to place, with
#: a horse, an eagle and a bear, 19 tokens spread out, and no fox token to get in the way.
CROWDED = {
    **{"d5": "Sc", "u8": "Sc", "o12": "Sc", "w10": "Fc", "e12": "Fc", "o2": "Fc"},
    **dict.fromkeys(
        [
            "n1",
            "j3",
            "g4",
            "o4",
            "s4",
            "v5",
            "k6",
            "u6",
            "d7",
            "g8",
            "o8",
            "j9",
            "a10",
            "f11",
            "n11",
            "t11",
            "u12",
            "j13",
            "n15",
        ],
        "S",
    ),
}


def test_the_most_legal_actions() -> None:
    limits = GAME.limits(2, Options(layout=STRAIGHT))
    # Placing caves: all seven caves at the first decision, the most there can be then.
    assert len(GAME.setup(options=Options(layout=STRAIGHT)).legal_actions()) == 7
    crowded = GreatPlainsState.position(layout=STRAIGHT, pieces=CROWDED, to_move=0, animals=("heb", ""))
    kinds = Counter(type(action) for action in crowded.legal_actions())
    assert (kinds[Place], kinds[Horse], kinds[Eagle]) == (56, 57, 29)
    # 142 of the 232 the rules allow: the bound is loose, not a guess (see the rules page).
    assert sum(kinds.values()) == 142 <= limits.most_legal_actions == 232


def test_the_most_chance_outcomes_and_chance_steps() -> None:
    for options, outcomes, chance_steps in ((Options(), 14, 7), (Options(turn_tablets=True), 14, 14)):
        limits = GAME.limits(2, options)
        assert len(GAME.setup(options=options).chance_outcomes()) == limits.most_chance_outcomes == outcomes
        played = list(states(options, 0))
        assert sum(state.to_move is tablerules.CHANCE for state in played) == chance_steps
        assert limits.longest_game_steps - limits.longest_game == chance_steps


def test_the_longest_game() -> None:
    # With stuck_ends_game no one passes: 6 caves and 40 tokens, what a game without
    # knock-outs plays.
    options = Options(stuck_ends_game=True)
    decisions = [state for state in states(options, 0) if state.to_move in (0, 1)]
    assert len(decisions) == GAME.limits(2, options).longest_game == 46
    # Otherwise a player with nowhere to place passes (GP-7): decisions that place
    # nothing, so a game can be longer than its 46 placements.
    surrounded = {space: "F" for cave in ("n3", "f5", "u6") for space in around(cave)}
    stuck = position(surrounded, to_move=0, left=(20, 2))
    assert stuck.legal_actions() == (PASS,)
    assert GAME.limits().longest_game == 6 + 40 + 40


def test_the_highest_score_is_reached() -> None:
    options = Options(layout=STRAIGHT)
    board = Board.build(options.tablets, check_layout(STRAIGHT))
    caves = [space for space in geometry.SPACES if board.terrain[SPACE[space]] == CAVE]
    pieces = {space: "Sc" if n < 3 else "Fc" for n, space in enumerate(caves[:6])}
    # One snake on each of the 20 meadows wins them all.
    assert len(board.meadows) == 20
    pieces.update({geometry.SPACES[meadow.grass[0]]: "S" for meadow in board.meadows})
    state = GreatPlainsState.position(layout=STRAIGHT, pieces=pieces)
    limits = GAME.limits(2, options)
    assert state.scores() == (limits.highest_score, 0) == (85, 0)
    assert limits.lowest_score == 0 == GAME.setup(options=options).scores()[0]


def test_the_highest_score_with_shuffled_tablets_bounds_every_fixed_layout() -> None:
    highest = GAME.limits().highest_score
    assert highest == 93
    for layout in (STRAIGHT, FLIPPED, TURNED):
        assert GAME.limits(2, Options(layout=layout)).highest_score <= highest


# -- observations --------------------------------------------------------------------


def test_the_layout() -> None:
    layout = GAME.observation_layout()
    assert [(segment.name, segment.size, segment.high) for segment in layout.segments] == [
        ("me", 1, 2),
        ("phase", 1, 4),
        ("to_move", 1, 3),
        ("rules", 4, 1),
        ("layout.tablet", 7, 7),
        ("layout.side", 7, 2),
        ("layout.turn", 7, 5),
        ("terrain", 133, 7),
        ("pieces", 133, 4),
        ("left", 2, 20),
        ("removed", 2, 20),
        ("animals", 6, 3),
        ("supply", 3, 3),
        ("scores", 2, 93),
    ]
    assert layout.size == 309
    assert GAME.observation_layout(2, Options(layout=FLIPPED)).segments[-1].high == 79


def test_a_known_position_decodes() -> None:
    pieces = {**CAVE_TILES, "n7": "S", "p7": "S", "l9": "F", "g8": "F"}
    state = position(pieces, {"i8": "h", "p9": "~"}, animals=("h", "be"), removed=(1, 0), to_move=1)
    layout = GAME.observation_layout(2, state.options)
    foxes = layout.parts(GAME.observe(state, 1))
    assert foxes["me"] == (1,) and foxes["phase"] == (3,) and foxes["to_move"] == (0,)
    assert foxes["layout.tablet"] == (1, 2, 3, 4, 5, 6, 7) and foxes["layout.side"] == (1,) * 7
    assert foxes["terrain"][SPACE["m8"]] == TERRAIN_CODES[CAVE] and foxes["terrain"][SPACE["i8"]] == 2
    assert foxes["terrain"][SPACE["p9"]] == 6 and foxes["terrain"][SPACE["n7"]] == 1
    assert foxes["pieces"][SPACE["n7"]] == 2 and foxes["pieces"][SPACE["l9"]] == 1
    assert foxes["pieces"][SPACE["n3"]] == 4 and foxes["pieces"][SPACE["e10"]] == 3
    assert foxes["pieces"][SPACE["m8"]] == 0 and sum(foxes["pieces"]) == 2 * 1 + 2 * 2 + 3 * 3 + 3 * 4
    assert foxes["left"] == (18, 17) and foxes["removed"] == (0, 1)
    assert foxes["animals"] == (0, 1, 1, 1, 0, 0) and foxes["supply"] == (2, 2, 2)
    # The snakes' n7 and p7 share the one meadow with the foxes' g8 and l9: tied, no points.
    assert foxes["scores"] == (0, 0) == state.scores()
    snakes = layout.parts(GAME.observe(state, 0))
    assert snakes["me"] == (0,) and snakes["to_move"] == (1,)
    assert snakes["pieces"][SPACE["n7"]] == 1 and snakes["pieces"][SPACE["n3"]] == 3
    assert snakes["left"] == (17, 18) and snakes["animals"] == (1, 0, 0, 0, 1, 1)
    spectator = GAME.observe(state, None)
    assert spectator[0] == 2 and spectator[1:] == GAME.observe(state, 0)[1:]


def test_chance_and_the_end_are_observed() -> None:
    layout = GAME.observation_layout(2, Options(turn_tablets=True))
    state = GAME.setup(options=Options(turn_tablets=True)).apply(LayTablet(3, "b"))
    parts = layout.parts(GAME.observe(state, 0))
    assert parts["phase"] == (1,) and parts["to_move"] == (2,) and parts["rules"] == (1, 0, 0, 0)
    assert parts["layout.tablet"] == (3, 0, 0, 0, 0, 0, 0) and parts["layout.side"] == (2, 0, 0, 0, 0, 0, 0)
    # Only the top place is laid so far: its 19 spaces have terrain, the others none.
    laid = [space for space in geometry.SPACES if parts["terrain"][SPACE[space]]]
    assert laid == list(geometry.spaces_of_place(1))
    turned = layout.parts(GAME.observe(state.apply(Turn(4)), 0))
    assert turned["layout.turn"][0] == 4 and turned["phase"] == (0,)
    *_, over = states(Options(layout=STRAIGHT), 3)
    parts = GAME.observation_layout(2, over.options).parts(GAME.observe(over, 1))
    assert parts["phase"] == (4,) and parts["to_move"] == (3,)
    assert parts["scores"] == (over.scores()[1], over.scores()[0])


def test_the_terrain_of_a_layout_being_laid_is_the_boards() -> None:
    """While tablets are laid, each place laid (and turned) shows what the whole board will show there."""
    options = Options(turn_tablets=True)
    layout = GAME.observation_layout(2, options)
    played = list(states(options, 5))
    board = played[-1].board
    assert board is not None
    for state in played[:15]:
        if state.phase is not Phase.LAYING:
            continue  # the tablet just laid lies unturned until chance turns it
        terrain = layout.parts(GAME.observe(state, 0))["terrain"]
        assert all(code in (0, TERRAIN_CODES[board.terrain[cell]]) for cell, code in enumerate(terrain))
        assert sum(map(bool, terrain)) == 19 * len(state.layout)


def test_equal_positions_observe_alike_and_different_ones_not() -> None:
    pieces = {**CAVE_TILES, "n7": "S", "l9": "F"}
    state = position(pieces, to_move=0)
    assert GAME.observe(position(dict(pieces), to_move=0), 0) == GAME.observe(state, 0)
    for other in (
        position({**pieces, "p7": "S"}, to_move=1),
        position({**pieces, "n7": "F", "l9": "S"}, to_move=0),
        position(pieces, to_move=0, animals=("b", "")),
        position(pieces, to_move=0, removed=(0, 1)),
        position(pieces, to_move=0, left=(18, 18)),
        position(pieces, to_move=1),
        position(pieces, to_move=0, straight_horse=True),
    ):
        assert other != state and GAME.observe(other, 0) != GAME.observe(state, 0)


@given(st.integers(0, 2**32 - 1), st.sampled_from([None, 0, 1]))
def test_an_observation_holds_the_whole_position(seed: int, seat: int | None) -> None:
    """Pieces, tiles and scores read back from every observation of a random game."""
    options = Options(turn_tablets=seed % 2 == 1)
    layout = GAME.observation_layout(2, options)
    mine = seat or 0
    codes = {("S", False): 1, ("F", False): 2, ("S", True): 3, ("F", True): 4}
    for state in states(options, seed):
        parts = layout.parts(GAME.observe(state, seat))
        expected = [0] * 133
        for space, piece in state.pieces().items():
            owner = piece[0] if mine == 0 else {"S": "F", "F": "S"}[piece[0]]
            expected[SPACE[space]] = codes[owner, piece.endswith("c")]
        assert list(parts["pieces"]) == expected
        assert parts["animals"] == state.animals[mine] + state.animals[1 - mine]
        assert parts["scores"] == (state.scores()[mine], state.scores()[1 - mine])


def test_observe_refuses_what_is_no_position_or_seat() -> None:
    state = GAME.setup()
    with pytest.raises(TypeError, match="GreatPlainsState"):
        GAME.observe("a state", 0)
    for seat in (2, -1, True, "0"):
        with pytest.raises(ValueError, match="seats are 0 and 1"):
            GAME.observe(state, seat)  # type: ignore[arg-type]


# -- the quick encoding against a plain one ------------------------------------------

_PHASE_NUMBERS = {Phase.LAYING: 0, Phase.TURNING: 1, Phase.CAVES: 2, Phase.TOKENS: 3, Phase.OVER: 4}
_SWITCHES = ("turn_tablets", "caves_block_bear", "straight_horse", "stuck_ends_game")


def reference_observation(state: GreatPlainsState, seat: int | None) -> tuple[int, ...]:
    """The observation written out from the rules page's table, space by space, through the
    state's public questions only: what ``observe`` must give, however it gets there."""
    mine = seat or 0
    theirs = 1 - mine
    mover = state.to_move
    to_move = 2 if mover is tablerules.CHANCE else 3 if mover is None else 0 if mover == mine else 1
    laid = list(state.layout) + [None] * (7 - len(state.layout))
    # While tablets are laid, the places laid read as on a board that the tablets left make whole.
    left_over = [(n, "a", 0) for n in range(1, 8) if n not in {tablet for tablet, _, _ in state.layout}]
    whole = Board.build(state.options.tablets, [*state.layout, *left_over])
    terrain = [
        TERRAIN_CODES[whole.terrain[SPACE[space]]] if geometry.place_of(space) <= len(state.layout) else 0
        for space in geometry.SPACES
    ]
    codes = {"S": 1, "F": 2, "Sc": 3, "Fc": 4} if mine == 0 else {"F": 1, "S": 2, "Fc": 3, "Sc": 4}
    pieces = [codes.get(state.piece_on(space) or "", 0) for space in geometry.SPACES]
    points = state.score_sheet().totals()
    return (
        2 if seat is None else seat,
        _PHASE_NUMBERS[state.phase],
        to_move,
        *(int(getattr(state.options, name)) for name in _SWITCHES),
        *(0 if placement is None else placement[0] for placement in laid),
        *(0 if placement is None else SIDES.index(placement[1]) + 1 for placement in laid),
        *(0 if placement is None else placement[2] for placement in laid),
        *terrain,
        *pieces,
        state.left[mine],
        state.left[theirs],
        state.removed[mine],
        state.removed[theirs],
        *state.animal_tiles(mine).values(),
        *state.animal_tiles(theirs).values(),
        *(state.supply()[animal] for animal in ANIMALS),
        points[mine],
        points[theirs],
    )


@pytest.mark.parametrize(
    "options",
    [
        Options(),
        Options(turn_tablets=True, caves_block_bear=True),
        Options(layout=TURNED, turn_tablets=True, straight_horse=True),
        Options(stuck_ends_game=True),
    ],
)
def test_observations_are_the_plain_encodings(options: Options) -> None:
    """``observe`` works from the last observation made from the same side; whatever came
    before, in whatever order, each vector is the plain encoding of its position."""
    games = [list(states(options, seed)) for seed in range(4)]
    assert any(type(action) is Bear for action in _actions(games)), "no bear pushed: pick other seeds"
    seen = 0
    for played in games:
        # As a learning environment asks: the seat to decide, each state fresh from a step.
        for state in played:
            for seat in (state.to_move,) if state.to_move in (0, 1) else (0, 1, None):
                assert GAME.observe(state, seat) == reference_observation(state, seat)
                seen += 1
    # Every side, back and forth within a game and from one game to another.
    rng = random.Random(11)
    everything = [state for played in games for state in played]
    for step in range(1500):
        state = rng.choice(everything) if step % 3 else everything[(step * 7) % len(everything)]
        seat = rng.choice((0, 1, None))
        assert GAME.observe(state, seat) == reference_observation(state, seat)
        seen += 1
    assert seen > 1500


def _actions(games: list[list[GreatPlainsState]]) -> Iterator[object]:
    """The actions played in ``games``, found again from each state and the next."""
    for played in games:
        for state, after in itertools.pairwise(played):
            yield next(action for action in state.legal_actions() if state.apply(action) == after)


def test_hand_made_positions_are_the_plain_encodings() -> None:
    pieces = {**CAVE_TILES, "n7": "S", "p7": "S", "l9": "F", "g8": "F"}
    made = [
        position(pieces, {"i8": "h", "p9": "~"}, animals=("h", "be"), removed=(1, 0), to_move=1),
        position(pieces, {"i8": "h", "p9": "~"}, animals=("h", "be"), removed=(1, 0), to_move=0),
        position({**CAVE_TILES, around("m8")[0]: "S", around("m8")[3]: "F"}, to_move=0, straight_horse=True),
        position({"n3": "Sc", "e10": "Fc"}),
        GreatPlainsState.position(layout=STRAIGHT, pieces=CROWDED, to_move=0, animals=("heb", "")),
        GreatPlainsState.position(layout=TURNED, turn_tablets=True),
    ]
    for state in made + made[::-1]:
        for seat in (0, 1, None, 1, 0):
            assert GAME.observe(state, seat) == reference_observation(state, seat)


def test_the_meadow_masks_score_as_the_meadows() -> None:
    """What observe scores with: each meadow's mask and worth, the meadow of each bit, and
    the scores counted again from the last ones."""
    rng = random.Random(5)
    boards = [position().board, GreatPlainsState.position(layout=TURNED, turn_tablets=True).board]
    for _ in range(30):
        order = rng.sample(range(1, 8), 7)
        boards.append(
            Board.build(Options().tablets, [(n, rng.choice(SIDES), rng.randrange(6)) for n in order])
        )
    for board in boards:
        assert board is not None
        assert board._meadow_worths == tuple((meadow.mask, meadow.worth) for meadow in board.meadows)
        meadow_of = {bit: (m.mask, m.worth) for m in board.meadows for bit in (BIT[cell] for cell in m.grass)}
        assert {bit: m for bit, m in enumerate(board._meadow_at) if m is not None} == meadow_of
        grass = list(meadow_of)
        lowland = [BIT[cell] for cell, symbol in enumerate(board.terrain) if symbol in LOWLAND]
        tokens, points = (0, 0), (0, 0)
        for _ in range(60):
            # A token placed, knocked about or taken away, grass or not; now and then many at once.
            changes = rng.choice((1, 1, 2, 3, 12))
            snakes, foxes = tokens
            for bit in rng.sample(rng.choice((grass, lowland)), changes):
                mask = 1 << bit
                snakes, foxes = rng.choice(
                    (
                        (snakes | mask, foxes & ~mask),
                        (snakes & ~mask, foxes | mask),
                        (snakes & ~mask, foxes & ~mask),
                    )
                )
            points = _rescored(board, tokens, points, (snakes, foxes))
            tokens = (snakes, foxes)
            assert points == scores(board, tokens) == score_sheet(board, tokens).totals()
