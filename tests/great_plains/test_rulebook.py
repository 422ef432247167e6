"""The rulebook, sentence by sentence, in its own order.

Detailed cases live in the other test modules; this one checks that every
sentence of the rulebook has its rule, quoting it.
"""

from __future__ import annotations

import tablerules
from tablerules.bots import RandomAgent
from tablerules.great_plains import GAME, Options, Phase, Place, PlaceCave
from tablerules.great_plains.board import Board
from tablerules.great_plains.components import (
    ANIMAL_TILES,
    ANIMALS,
    BEAR,
    CAVE,
    CAVE_TILES,
    EAGLE,
    GRASS,
    HORSE,
    LOWLAND,
    MOUNTAINS,
    PEAK,
    SEAT_NAMES,
    SPRING,
    TABLETS,
    TOKENS,
)
from tests.great_plains.positions import position

STRAIGHT = tuple(f"{n}a" for n in range(1, 8))


def test_components() -> None:
    """'6 cave tiles (3 blue, 3 orange) - 9 animal tiles (3 horses, 3 eagles, 3 bears) -
    7 double-sided tablets - 40 tribe tokens (20 blue snakes, 20 orange foxes)'."""
    assert 2 * CAVE_TILES == 6
    assert ANIMALS == ("horse", "eagle", "bear") and 3 * ANIMAL_TILES == 9
    assert len(TABLETS) == 7 and all(len(t) == 2 for t in TABLETS)
    assert 2 * TOKENS == 40 and SEAT_NAMES == ("snakes", "foxes")


def test_setup_gives_each_player_caves_and_tokens_and_the_animals_lie_beside() -> None:
    """'Give each player 3 cave tiles and 20 tribe tokens of one color. Place the 9 animal
    tiles beside the game board.'"""
    state = GAME.setup(players=2, options=Options(layout=STRAIGHT))
    assert state.left == (TOKENS, TOKENS) and state.caves == (0, 0)
    assert state.supply() == dict.fromkeys(ANIMALS, ANIMAL_TILES)


def test_terrain_is_mountains_or_lowlands() -> None:
    """'Mountains: Peaks, Cave, Spring - Lowlands: Grass, Horse, Eagle, Bear'."""
    assert {PEAK, CAVE, SPRING} == MOUNTAINS
    assert {GRASS, HORSE, EAGLE, BEAR} == LOWLAND


def test_a_meadow_is_any_number_of_contiguous_grass_spaces() -> None:
    """'A meadow can be 1 space, 2 spaces, 5 spaces, or any number of connected grass spaces.'"""
    board = Board.build(Options().tablets, tuple((n, "a", 0) for n in range(1, 8)))
    sizes = {len(meadow.grass) for meadow in board.meadows}
    assert {1, 2} <= sizes and max(sizes) >= 5


def test_phase_one_then_phase_two() -> None:
    """'In the first phase of the game, the players emerge from their caves.' ... 'In the
    second phase of the game, the players explore the landscape.'"""
    state = GAME.setup(players=2, options=Options(layout=STRAIGHT))
    assert state.phase is Phase.CAVES
    assert all(isinstance(action, PlaceCave) for action in state.legal_actions())
    for _ in range(6):
        state = state.apply(state.legal_actions()[0])
    assert state.phase is Phase.TOKENS
    assert all(isinstance(action, Place) for action in state.legal_actions())


def test_one_cave_stays_unoccupied() -> None:
    """'There will be one remaining unoccupied cave.'"""
    state = GAME.setup(players=2, options=Options(layout=STRAIGHT))
    for _ in range(6):
        state = state.apply(state.legal_actions()[0])
    assert state.board is not None
    assert (state.board.caves & ~(state.caves[0] | state.caves[1])).bit_count() == 1


def test_on_your_turn_place_one_token() -> None:
    """'On your turn, place 1 token on an empty lowland space adjacent to any one of your
    cave tiles or existing tokens.'"""
    state = position({"k8": "S"}, to_move=0)
    after = state.apply(Place("l7"))
    assert len(after.tokens_on(0)) == len(state.tokens_on(0)) + 1


def test_the_player_with_the_most_points_wins() -> None:
    """'The player with the most points wins. If tied, play again' (a draw, GP-13)."""
    for seed in range(5):
        final = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=seed).replay()
        outcome = final.outcome()
        assert outcome is not None
        best = max(final.scores())
        assert set(outcome.winners) == {seat for seat in (0, 1) if final.scores()[seat] == best}
