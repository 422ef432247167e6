"""The text picture: the hex board with the names the notation uses, and reading it back."""

from __future__ import annotations

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.great_plains import GAME, GreatPlainsState, LayTablet, Options, Phase, PlaceCave
from tablerules.great_plains.board import NAMES
from tests.great_plains.positions import CENTRES, around, draw, position


def test_the_board_has_column_letters_and_row_numbers() -> None:
    state = GAME.setup(players=2, options=Options(layout=tuple(f"{n}a" for n in range(1, 8))))
    lines = str(state).splitlines()
    assert lines[0] == "   " + " ".join("abcdefghijklmnopqrstuvwxy")
    assert [line[:2] for line in lines[1:16]] == [f"{n:>2}" for n in range(1, 16)]
    # Issue 8: the tablets laid are said, so that from_picture(str(state)) is the same state.
    assert lines[16] == "tablets laid: 1a 2a 3a 4a 5a 6a 7a (fixed layout)"
    assert lines[17].startswith("seat 0 (snakes, S): 20 tokens left")
    assert lines[18].startswith("seat 1 (foxes, F): 20 tokens left")
    assert lines[19] == "supply: horse 3, eagle 3, bear 3"
    assert lines[20] == "next: seat 0 (snakes) places a cave tile"


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


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_the_whole_picture_reads_back_as_the_same_position(seed: int) -> None:
    """``from_picture(str(state))`` reads the lines below the board too: the tokens left and
    knocked out, the animal tiles, the supply and who is next. Every position of a game with
    a board, read back, draws the same picture and allows the same actions."""
    record = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=seed)
    for state in record.states():
        if state.board is None:
            continue
        again = GreatPlainsState.from_picture(str(state))
        assert str(again) == str(state)
        assert (again.to_move, again.left, again.removed, again.animals) == (
            state.to_move,
            state.left,
            state.removed,
            state.animals,
        )
        assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]


def test_the_lines_below_the_board_and_the_keywords_must_agree() -> None:
    state = position({"k8": "S", "i8": "F"}, animals=("h", "e"), to_move=0)
    text = str(state)
    assert GreatPlainsState.from_picture(text, animals=("h", "e"), to_move=0) == state
    with pytest.raises(ValueError, match="the picture says to_move 0, but to_move=1 was given"):
        GreatPlainsState.from_picture(text, to_move=1)
    with pytest.raises(ValueError, match="the picture says animals"):
        GreatPlainsState.from_picture(text, animals=("", ""))
    with pytest.raises(ValueError, match="the picture says left"):
        GreatPlainsState.from_picture(text, left=(20, 19))
    with pytest.raises(ValueError, match="do not add up to 3"):
        GreatPlainsState.from_picture(text.replace("supply: horse 2", "supply: horse 3"))
    lines = text.splitlines()
    without_foxes = "\n".join(line for line in lines if not line.startswith("seat 1"))
    with pytest.raises(ValueError, match="both seats or neither"):
        GreatPlainsState.from_picture(without_foxes)
    snakes_twice = (
        "\n".join(line for line in lines if not line.startswith("seat 1"))
        + "\n"
        + next(line for line in lines if line.startswith("seat 0"))
    )
    with pytest.raises(ValueError, match="seat 0 is given twice"):
        GreatPlainsState.from_picture(snakes_twice)
    with pytest.raises(ValueError, match="seat 0 is the snakes"):
        GreatPlainsState.from_picture(text.replace("seat 0 (snakes, S)", "seat 0 (foxes, F)"))
    with pytest.raises(ValueError, match="no row of the board and no line below it"):
        GreatPlainsState.from_picture(text.replace("places a token", "dances"))


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
        (lambda text: text.replace(" 9 ", "10 ", 1), "row 9 of the board is labelled 10"),
        (
            lambda text: text.replace(" 1 ", "01 ", 1).replace(" 2 ", " 3 ", 1),
            "row 2 of the board is labelled 3",
        ),
    ],
)
def test_a_bad_picture_is_refused_with_a_clear_message(change: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        GreatPlainsState.from_picture(change(draw()))  # type: ignore[operator]


@pytest.mark.parametrize("text", [None, 42, b"...", ["."] * 133])
def test_a_picture_is_text(text: object) -> None:
    with pytest.raises(ValueError, match="a picture is text"):
        GreatPlainsState.from_picture(text)  # type: ignore[arg-type]


def test_a_picture_must_show_a_legal_board() -> None:
    two_caves = draw({"o8": "c"})
    with pytest.raises(ValueError, match=r"^place 4 \(middle\) must have exactly one cave 'c', not 2$"):
        GreatPlainsState.from_picture(two_caves)
    walled = draw({"l7": "^", "n7": "^", "k8": "^", "o8": "^", "l9": "^", "n9": "^"})
    with pytest.raises(ValueError, match=r"^place 4 \(middle\): the cave needs a lowland space"):
        GreatPlainsState.from_picture(walled)
    doors = {around(cave)[0] for cave in CENTRES}
    mountains = draw({name: "^" for name in NAMES if name not in CENTRES and name not in doors})
    with pytest.raises(ValueError, match="the board has only 7 lowland spaces; it needs at least 40"):
        GreatPlainsState.from_picture(mountains)
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
    """The foxes' cave tile on l13 is not placed yet: the foxes place the sixth cave tile."""
    state = GreatPlainsState.from_picture(draw(pieces={"l13": ""}))
    assert state.phase is Phase.CAVES and state.to_move == 1
    assert [str(action) for action in state.legal_actions()] == ["cave m8", "cave l13"]
    assert state.apply(PlaceCave("l13")).phase is Phase.TOKENS


def test_in_the_first_phase_the_seat_to_move_follows_from_the_cave_tiles() -> None:
    """GP-5: the snakes place the first cave tile and the players alternate, so the snakes
    have as many cave tiles as the foxes (the snakes to move) or one more (the foxes to
    move). A picture that says otherwise is refused, and so is a ``to_move`` that disagrees:
    it would hand one player a fourth cave tile."""
    no_fox_caves = {"e10": "", "t11": "", "l13": ""}
    snakes_first = GreatPlainsState.from_picture(draw(pieces={**no_fox_caves, "n3": "", "f5": "", "u6": ""}))
    assert snakes_first.to_move == 0 and len(snakes_first.legal_actions()) == 7
    with pytest.raises(ValueError, match="as many cave tiles as the foxes or one more, not 3 and 0"):
        GreatPlainsState.from_picture(draw(pieces=no_fox_caves))
    with pytest.raises(ValueError, match="not 3 and 1"):
        # The review's case: with to_move=0 the snakes would have placed a fourth cave tile.
        GreatPlainsState.from_picture(draw(pieces={**no_fox_caves, "m8": "Fc"}), to_move=0)
    three_to_two = draw(pieces={"l13": ""})
    with pytest.raises(ValueError, match=r"seat 1 places the next one .*, not seat 0"):
        GreatPlainsState.from_picture(three_to_two, to_move=0)
    assert GreatPlainsState.from_picture(three_to_two, to_move=1).to_move == 1
