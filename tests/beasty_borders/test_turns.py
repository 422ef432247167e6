"""Place or pass, who takes the next turn, and the end of the main game.

Rulebook: "Now place one of your animals at the space with the steps-marker,
or pass."; "If you pass, then the other player can choose to place one of
their animals there, or pass too."; "When both players passed, place an
empty-space-marker at that space to mark that it stays empty forever. If you
run out of discs (unlikely), use something else as empty-space-marker.";
"If you placed an animal, the next turn is the other player's turn.";
"If you passed in your own turn, the next turn is your turn again!!";
"Once all (42) green spaces are filled by an animal or an empty-space-marker,
the game ends. It can happen that a player has no animals remaining before
the game ends, so that the other player can fill remaining empty spaces by
their remaining animal(s)."
"""

from __future__ import annotations

import copy
import random

from tablerules import CHANCE
from tablerules.beasty_borders import (
    GAME,
    PASS,
    BeastyBordersState,
    Options,
    Pass,
    Phase,
    Place,
    Roll,
)

STRAIGHT = tuple(range(1, 10))


def rolled(pips: int = 3) -> BeastyBordersState:
    """Seat 0 has rolled on the default board; the marker stands on an empty space."""
    return GAME.setup(options=Options(layout=STRAIGHT)).apply(Roll(pips))


def test_the_roller_places_one_of_their_animals_or_passes() -> None:
    """ "Now place one of your animals at the space with the steps-marker, or pass." """
    state = rolled()
    assert state.to_move == 0
    assert list(state.legal_actions()) == [Place("A"), Place("B"), Place("C"), PASS]


def test_placing_puts_the_animal_on_the_marker_space_and_takes_it_from_the_supply() -> None:
    state = rolled()
    marker = state.marker
    after = state.apply(Place("B"))
    assert after.spaces[marker] == "B"
    assert after.animals_left(0) == {"A": 8, "B": 6, "C": 5}
    assert after.animals_left(1) == {"X": 8, "Y": 7, "Z": 5}
    # Only that space changed.
    assert [i for i, (a, b) in enumerate(zip(state.spaces, after.spaces, strict=True)) if a != b] == [marker]


def test_after_a_placement_the_other_player_rolls_next() -> None:
    """ "If you placed an animal, the next turn is the other player's turn." """
    after = rolled().apply(Place("A"))
    assert after.phase is Phase.ROLLING
    assert after.to_move is CHANCE
    assert after.roller == 1
    after = after.apply(Roll(1))
    assert after.to_move == 1
    assert list(after.legal_actions()) == [Place("X"), Place("Y"), Place("Z"), PASS]
    after = after.apply(Place("Z"))
    assert after.roller == 0
    assert after.apply(Roll(1)).to_move == 0


def test_after_a_pass_the_other_player_places_or_passes() -> None:
    """ "If you pass, then the other player can choose to place one of their animals there,
    or pass too." """
    state = rolled()
    marker = state.marker
    after = state.apply(PASS)
    assert after.phase is Phase.OTHER_DECIDES
    assert after.to_move == 1
    assert after.marker == marker
    assert after.spaces == state.spaces
    assert list(after.legal_actions()) == [Place("X"), Place("Y"), Place("Z"), PASS]


def test_the_roller_who_passed_rolls_again_when_the_other_player_places() -> None:
    """ "If you passed in your own turn, the next turn is your turn again!!" — also when the
    other player placed an animal there."""
    state = rolled()
    after = state.apply_all([PASS, Place("Y")])
    assert after.spaces[state.marker] == "Y"
    assert after.animals_left(1) == {"X": 8, "Y": 6, "Z": 5}
    assert after.phase is Phase.ROLLING
    assert after.roller == 0
    assert after.apply(Roll(2)).to_move == 0


def test_two_passes_leave_an_empty_space_marker_and_the_roller_rolls_again() -> None:
    """ "When both players passed, place an empty-space-marker at that space"; the roller
    passed in their own turn, so the next turn is theirs again."""
    state = rolled()
    after = state.apply_all([PASS, PASS])
    assert after.spaces[state.marker] == "#"
    assert after.supply == state.supply
    assert after.phase is Phase.ROLLING
    assert after.roller == 0


def test_the_seat_1_roller_who_passes_also_rolls_again() -> None:
    state = rolled().apply_all([Place("A"), Roll(1), PASS, Place("C")])
    assert state.roller == 1
    state = state.apply_all([Roll(1), PASS, PASS])
    assert state.roller == 1


def test_an_empty_space_marker_stays_empty_forever() -> None:
    """ "... to mark that it stays empty forever": no walk stops there again."""
    state = rolled(1).apply_all([PASS, PASS])
    assert state.spaces[1] == "#"
    for _ in range(5):
        state = state.apply_all([Roll(8), PASS, PASS])
        assert state.spaces.count("#") >= 2
    assert state.spaces[1] == "#"


def test_empty_space_markers_never_run_out() -> None:
    """ "If you run out of discs (unlikely), use something else" — BB-11: the five discs
    of the box are no limit; here a game uses more than five."""
    state = GAME.setup(options=Options(layout=STRAIGHT))
    for _ in range(12):
        state = state.apply_all([Roll(1), PASS, PASS])
    assert state.spaces.count("#") == 12
    assert state.phase is Phase.ROLLING


def test_a_player_without_animals_can_only_pass() -> None:
    """BB-6: a player with no animals left still decides, and "pass" is the only choice;
    the other player then places and the roller rolls again."""
    state = BeastyBordersState.from_picture(
        """
        S A A A A A A A ~
        A . . . ~ B B B B
        B B B C ~ C C C C
        ~ . . . . . . . ~
        ~ . . . ~ . . . ~
        . . ~ . ~ . . . .
        """
    )
    assert state.animals_left(0) == {"A": 0, "B": 0, "C": 0}
    state = state.apply(Roll(1))
    assert state.to_move == 0
    assert list(state.legal_actions()) == [PASS]
    state = state.apply(PASS)
    assert state.to_move == 1
    state = state.apply(Place("X"))
    assert state.roller == 0
    assert state.apply(Roll(1)).legal_actions() == (PASS,)


def test_the_other_player_fills_the_remaining_spaces_and_the_game_ends() -> None:
    """ "It can happen that a player has no animals remaining before the game ends, so that
    the other player can fill remaining empty spaces by their remaining animal(s)." (BB-6)"""
    state = BeastyBordersState.from_picture(
        """
        S A A A A A A A ~
        A # # . ~ B B B B
        B B B C ~ C C C C
        ~ # # # . . # # ~
        ~ # # # ~ # # # ~
        # # ~ # ~ # # # #
        """
    )
    assert state.spaces.count(".") == 3
    for kind in ("X", "Y", "Z"):
        assert not state.is_over
        state = state.apply_all([Roll(1), PASS, Place(kind)])
    assert state.is_over
    assert state.phase is Phase.OVER


def test_when_both_players_run_out_the_rest_fills_with_empty_space_markers() -> None:
    state = BeastyBordersState.from_picture(
        """
        S A A A A A A A ~
        A X X X ~ B B B B
        B B B C ~ C C C C
        ~ X X X X X Y Y ~
        ~ Y Y Y ~ Y Y Z ~
        Z Z ~ Z Z . . # #
        """
    )
    assert state.animals_left(1) == {"X": 0, "Y": 0, "Z": 0}
    state = state.apply_all([Roll(1), PASS, PASS, Roll(1), PASS, PASS])
    assert state.is_over
    assert state.spaces.count("#") == 4


def test_the_game_ends_when_all_42_green_spaces_are_filled() -> None:
    """ "Once all (42) green spaces are filled by an animal or an empty-space-marker, the game
    ends." """
    state = GAME.setup(options=Options(layout=STRAIGHT))
    steps = 0
    while not state.is_over:
        state = state.apply_all([Roll(1), PASS, PASS])
        steps += 1
    assert steps == 42
    assert state.spaces.count("#") == 42
    assert state.to_move is None
    assert state.legal_actions() == ()
    assert state.chance_outcomes() == ()
    assert state.outcome() is not None


def test_the_game_does_not_end_while_a_green_space_is_empty() -> None:
    state = GAME.setup(options=Options(layout=STRAIGHT))
    for _ in range(41):
        state = state.apply_all([Roll(1), PASS, PASS])
    assert state.spaces.count(".") == 1
    assert not state.is_over
    assert state.outcome() is None
    state = state.apply(Roll(5))
    assert state.to_move == 0
    state = state.apply(Place("C"))
    assert state.is_over
    assert state.to_move is None


def test_a_drawn_position_without_empty_spaces_is_over() -> None:
    state = BeastyBordersState.from_picture(
        """
        S # # # # # # # ~
        # # # # ~ # # # #
        # # # # ~ # # # #
        ~ # # # # # # # ~
        ~ # # # ~ # # # ~
        # # ~ # ~ # # # #
        """
    )
    assert state.is_over
    assert state.legal_actions() == ()


def test_view_is_the_whole_state_and_nothing_is_hidden() -> None:
    state = rolled()
    assert state.view(0) == state.view(1) == state.view(None) == state
    assert state.notation_for(Place("A"), 1) == "place A"
    assert state.determinize(1, random.Random(1)) == state


def test_a_new_pass_value_is_the_same_pass() -> None:
    """``Pass()`` equals ``PASS`` (actions.py); applying either must do the same."""
    state = rolled()
    assert Pass() == PASS
    assert state.apply(Pass()) == state.apply(PASS)


def test_a_copied_pass_is_the_same_pass() -> None:
    state = rolled()
    assert state.apply_all([PASS, copy.deepcopy(PASS)]) == state.apply_all([PASS, PASS])
