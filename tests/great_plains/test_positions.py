"""``from_picture`` reads back ``str(state)``; the sparse builder ``position`` (issue 8)."""

from __future__ import annotations

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.great_plains import GAME, GreatPlainsState, Options
from tablerules.great_plains.board import SPACE

STRAIGHT = ("1a", "2a", "3a", "4a", "5a", "6a", "7a")


def cave_tiles() -> dict[str, str]:
    """All six cave tiles on the straight board: the snakes' on its first three caves."""
    spaces = [
        str(action).split()[-1] for action in GAME.setup(options=Options(layout=STRAIGHT)).legal_actions()
    ]
    return {space: "Sc" if n < 3 else "Fc" for n, space in enumerate(spaces[:6])}


GRASS = next(
    name
    for name, cell in SPACE.items()
    if GAME.setup(options=Options(layout=STRAIGHT)).board.terrain[cell] == "."  # type: ignore[union-attr]
)


@pytest.mark.parametrize("seed", range(10))
def test_every_position_of_a_game_reads_back_as_the_same_state(seed: int) -> None:
    options = Options(turn_tablets=seed % 3 == 0, straight_horse=seed % 4 == 1, stuck_ends_game=seed % 5 == 2)
    record = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=seed, options=options)
    for state in record.states():
        again = GreatPlainsState.from_picture(str(state))
        assert again == state, str(state)
        assert str(again) == str(state)


def test_a_fixed_layout_reads_back_too() -> None:
    options = Options(layout=("3b", "1a", "2a", "4b", "5a", "6a", "7b"), caves_block_bear=True)
    record = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=1, options=options)
    for state in record.states():
        assert GreatPlainsState.from_picture(str(state)) == state


def test_the_sparse_form_needs_only_the_pieces() -> None:
    caves = cave_tiles()
    state = GreatPlainsState.position(pieces={**caves, GRASS: "S"}, left=(19, 20))
    assert state.to_move == 1
    assert state.pieces()[GRASS] == "S"
    assert GreatPlainsState.from_picture(str(state)) == state
    assert GreatPlainsState.position(pieces={**caves, GRASS: "S"}, left=(19, 20), to_move=1) == state


def test_tokens_off_the_board_need_no_removed_count() -> None:
    caves = cave_tiles()
    state = GreatPlainsState.position(pieces={**caves, GRASS: "S"}, left=(3, 4))
    assert state.left == (3, 4) and state.removed == (0, 0)
    with pytest.raises(ValueError, match="add up to 20 at most"):
        GreatPlainsState.position(pieces={**caves, GRASS: "S"}, left=(20, 4))


def test_a_given_to_move_is_obeyed_or_refused() -> None:
    caves = cave_tiles()
    assert GreatPlainsState.position(pieces=caves, to_move=0).to_move == 0
    with pytest.raises(ValueError, match="seat 0 cannot be next"):
        GreatPlainsState.position(pieces=caves, left=(0, 20), to_move=0)


@pytest.mark.parametrize(
    ("pieces", "message"),
    [({"z99": "S"}, "no space"), ({GRASS: "X"}, "a piece is"), ({GRASS: "Sc"}, "a cave tile goes on a cave")],
)
def test_bad_pieces_are_refused(pieces: dict[str, str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        GreatPlainsState.position(pieces=pieces)


def test_a_picture_that_does_not_match_its_tablets_is_refused() -> None:
    text = str(GAME.setup(options=Options(layout=("1a", "2a", "3a", "4a", "5a", "6a", "7a"))))
    with pytest.raises(ValueError, match="on the tablets laid"):
        GreatPlainsState.from_picture(text.replace("tablets laid: 1a 2a", "tablets laid: 2a 1a"))
    with pytest.raises(ValueError, match="straight_horse"):
        GreatPlainsState.from_picture(text, straight_horse=True)
