"""Setup and the first phase: chance lays the tablets, the players place their caves.

"Randomly shuffle and flip the tablets and place them into the arrangement
shown." "Choose a starting player for the first phase, and then take
alternating turns to place 1 cave tile on an empty cave space anywhere on
the game board. Continue until each player has placed their 3 cave tiles.
There will be one remaining unoccupied cave."
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tablerules import CHANCE
from tablerules.great_plains import GAME, LayTablet, Options, Phase, PlaceCave, Turn
from tablerules.great_plains.board import GRID, NAMES, SPACE, Board
from tablerules.great_plains.components import ANIMAL_TILES, CAVE, TOKENS

STRAIGHT = tuple(f"{n}a" for n in range(1, 8))
LAYS = [LayTablet(n, "a") for n in range(1, 8)]


def caves_of(state: object) -> list[str]:
    board = state.board  # type: ignore[attr-defined]
    return [NAMES[cell] for cell in range(GRID.size) if board.terrain[cell] == CAVE]


def test_the_game_describes_itself() -> None:
    assert GAME.id == "great-plains" and GAME.name == "Great Plains"
    assert list(GAME.player_counts) == [2]
    assert GAME.has_hidden_information is False
    assert list(GAME.variants()) == ["standard"]


def test_chance_shuffles_and_flips_each_tablet_on_the_next_place() -> None:
    """Each place: any tablet not yet laid, either side up, all equally likely."""
    state = GAME.setup(players=2)
    assert state.to_move is CHANCE and state.phase is Phase.LAYING
    outcomes = dict(state.chance_outcomes())
    assert set(outcomes) == {LayTablet(n, side) for n in range(1, 8) for side in "ab"}
    assert set(outcomes.values()) == {Fraction(1, 14)}
    state = state.apply(LayTablet(3, "b"))
    outcomes = dict(state.chance_outcomes())
    assert len(outcomes) == 12 and LayTablet(3, "a") not in outcomes
    assert set(outcomes.values()) == {Fraction(1, 12)}
    state = state.apply_all([LayTablet(n, "a") for n in (1, 2, 4, 5, 6)])
    assert dict(state.chance_outcomes()) == {
        LayTablet(7, "a"): Fraction(1, 2),
        LayTablet(7, "b"): Fraction(1, 2),
    }


def test_a_test_can_force_any_board() -> None:
    forced = GAME.setup(players=2).apply_all([LayTablet(7, "b"), *(LayTablet(n, "a") for n in range(1, 7))])
    fixed = GAME.setup(players=2, options=Options(layout=("7b", "1a", "2a", "3a", "4a", "5a", "6a")))
    assert forced.board is not None and fixed.board is not None
    assert forced.board.terrain == fixed.board.terrain
    assert forced.layout == fixed.layout
    # The same position; only the options say how it came about.
    assert forced.phase is fixed.phase and forced.legal_actions() == fixed.legal_actions()


def test_after_the_seventh_tablet_the_first_phase_begins() -> None:
    state = GAME.setup(players=2).apply_all(LAYS)
    assert state.phase is Phase.CAVES and state.to_move == 0
    assert len(caves_of(state)) == 7
    assert state.legal_actions() == tuple(PlaceCave(name) for name in caves_of(state))
    assert state.left == (TOKENS, TOKENS)
    assert state.supply() == {"horse": ANIMAL_TILES, "eagle": ANIMAL_TILES, "bear": ANIMAL_TILES}


def test_tablets_keep_their_orientation_by_default() -> None:
    """GP-3: no turning unless ``turn_tablets`` is on."""
    state = GAME.setup(players=2).apply(LayTablet(1, "a"))
    assert state.phase is Phase.LAYING
    assert state.layout == ((1, "a", 0),)


def test_turn_tablets_lets_chance_turn_each_tablet() -> None:
    """GP-3: with ``turn_tablets``, a turn of 0 to 5 sixths follows each tablet, equally likely."""
    state = GAME.setup(players=2, options=Options(turn_tablets=True)).apply(LayTablet(1, "a"))
    assert state.phase is Phase.TURNING and state.to_move is CHANCE
    assert dict(state.chance_outcomes()) == {Turn(n): Fraction(1, 6) for n in range(6)}
    state = state.apply(Turn(2))
    assert state.phase is Phase.LAYING and state.layout == ((1, "a", 2),)
    for n in range(2, 8):
        state = state.apply_all([LayTablet(n, "a"), Turn(0)])
    assert state.phase is Phase.CAVES
    assert state.board == Board.build(Options().tablets, ((1, "a", 2), *((n, "a", 0) for n in range(2, 8))))
    fixed = GAME.setup(players=2, options=Options(layout=("1a@2", *STRAIGHT[1:]), turn_tablets=True))
    assert fixed.layout == state.layout and fixed.board == state.board


def test_players_alternate_placing_caves_and_one_cave_stays_empty() -> None:
    state = GAME.setup(players=2, options=Options(layout=STRAIGHT))
    caves = caves_of(state)
    for turn, cave in enumerate(caves[:6]):
        assert state.to_move == turn % 2, "seat 0 places the first cave (GP-5)"
        state = state.apply(PlaceCave(cave))
        assert PlaceCave(cave) not in state.legal_actions()
    assert state.phase is Phase.TOKENS
    assert state.caves[0].bit_count() == 3 and state.caves[1].bit_count() == 3
    assert set(state.pieces()) == set(caves[:6])
    assert state.pieces()[caves[0]] == "Sc" and state.pieces()[caves[1]] == "Fc"


def test_whoever_placed_the_last_cave_goes_first_in_the_second_phase() -> None:
    """'The player who placed the last cave tile goes first in the second phase': seat 1."""
    state = GAME.setup(players=2, options=Options(layout=STRAIGHT))
    state = state.apply_all(PlaceCave(cave) for cave in caves_of(state)[:6])
    assert state.to_move == 1


def test_setup_refuses_bad_arguments() -> None:
    with pytest.raises(ValueError, match="2 players"):
        GAME.setup(players=3)
    with pytest.raises(ValueError, match="Options value"):
        GAME.setup(players=2, options={"layout": None})  # type: ignore[arg-type]
    assert GAME.setup() == GAME.setup(players=2)


def test_space_names_of_the_caves_follow_the_picture() -> None:
    state = GAME.setup(players=2, options=Options(layout=STRAIGHT))
    assert all(state.board is not None and state.board.terrain[SPACE[c]] == CAVE for c in caves_of(state))


def test_every_seat_sees_everything_and_a_bad_seat_is_refused() -> None:
    """Great Plains hides nothing: ``view(seat)`` is the state for either seat and for a
    spectator; a value that is no seat raises ``ValueError``."""
    state = GAME.setup(players=2, options=Options(layout=STRAIGHT))
    assert state.view(0) is state and state.view(1) is state and state.view(None) is state
    for seat in (2, -1, True, 1.0, "0"):
        with pytest.raises(ValueError, match="seats are 0 to 1"):
            state.view(seat)  # type: ignore[arg-type]
