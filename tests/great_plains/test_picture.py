"""The text picture: the hex board with the names the notation uses, and reading it back."""

from __future__ import annotations

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.great_plains import GAME, GreatPlainsState, LayTablet, Options
from tests.great_plains.positions import draw, position


def test_the_board_has_column_letters_and_row_numbers() -> None:
    state = GAME.setup(players=2, options=Options(layout=tuple(f"{n}a" for n in range(1, 8))))
    lines = str(state).splitlines()
    assert lines[0] == "   " + " ".join("abcdefghijklmnopqrstuvwxy")
    assert [line[:2] for line in lines[1:16]] == [f"{n:>2}" for n in range(1, 16)]
    assert lines[16].startswith("seat 0 (snakes, S): 20 tokens left")
    assert lines[17].startswith("seat 1 (foxes, F): 20 tokens left")
    assert lines[18] == "supply: horse 3, eagle 3, bear 3"
    assert lines[19] == "next: seat 0 (snakes) places a cave tile"


def test_a_space_sits_under_its_column_letter() -> None:
    """Each space's symbol stands under the letter of its name, on the line of its number."""
    state = position({"k8": "S", "n9": "F"}, {"j9": "h"})
    lines = str(state).splitlines()
    for name, symbol in (("k8", "S"), ("n9", "F"), ("j9", "h"), ("m8", "c"), ("n3", "S")):
        column = lines[0].index(name[0])
        assert lines[int(name[1:])][column] == symbol


def test_pieces_show_what_they_stand_on() -> None:
    state = position({"k8": "S", "j9": "F"}, {"j9": "b"})
    text = str(state)
    assert " Fb " in text and " Sc " in text and " Fc " in text


def test_the_picture_reads_back() -> None:
    """``from_picture`` reads the board part of ``str(state)``, labels and all."""
    final = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=5).replay()
    board = "\n".join(str(final).splitlines()[:16])
    again = GreatPlainsState.from_picture(board, left=final.left, removed=final.removed)
    assert again.pieces() == final.pieces()
    assert again.board is not None and final.board is not None
    assert again.board.terrain == final.board.terrain
    assert again.scores() == final.scores()


def test_laying_tablets_is_described_in_words() -> None:
    state = GAME.setup(players=2).apply(LayTablet(4, "b"))
    assert str(state) == "laying tablets: 4b\nnext: chance lays a tablet on place 2 (upper left)"


def test_the_end_names_the_winner() -> None:
    state = position({"k8": "S"}, left=(0, 0), removed=(19, 20))
    assert str(state).splitlines()[-1].startswith("game over: ") and "seat 0 (snakes) wins" in str(state)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda text: text.replace(" 8 ", " 8 . ", 1), "row 8 has 11 spaces, not 12"),
        (lambda text: "\n".join(text.splitlines()[:-1]), "15 rows"),
        (lambda text: text.replace("Sc", "Sx", 1), "space n3: 'Sx' is no terrain"),
        (lambda text: text.replace("Sc", "S^", 1), "'S\\^' is no terrain"),
    ],
)
def test_a_bad_picture_is_refused_with_a_clear_message(change: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        GreatPlainsState.from_picture(change(draw()))  # type: ignore[operator]


def test_a_picture_must_show_a_legal_board() -> None:
    two_caves = draw({"o8": "c"})
    with pytest.raises(ValueError, match="exactly one cave"):
        GreatPlainsState.from_picture(two_caves)
    with pytest.raises(ValueError, match="3 cave tiles"):
        GreatPlainsState.from_picture(draw(pieces={"m8": "Sc"}))
    with pytest.raises(ValueError, match="add up to 20"):
        GreatPlainsState.from_picture(draw(pieces={"k8": "S"}), left=(20, 20))
    with pytest.raises(ValueError, match="animal tiles are h"):
        GreatPlainsState.from_picture(draw(), animals=("x", ""))
    with pytest.raises(ValueError, match="only 3 horse tiles"):
        GreatPlainsState.from_picture(draw(), animals=("hh", "hh"))
    with pytest.raises(ValueError, match="tokens come only once"):
        GreatPlainsState.from_picture(draw(pieces={"k8": "S", "u6": ""}))


def test_a_picture_before_the_last_cave_is_the_first_phase() -> None:
    state = GreatPlainsState.from_picture(draw(pieces={"u6": ""}))
    assert state.to_move == 0
    assert [str(action) for action in state.legal_actions()] == ["cave u6", "cave m8"]
