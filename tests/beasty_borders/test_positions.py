"""``from_picture`` reads back ``str(state)``, and states every part of a position (issue 8)."""

from __future__ import annotations

import random

import pytest

import tablerules
from tablerules.beasty_borders import GAME, PASS, BeastyBordersState, Options, Phase, Point, Roll
from tablerules.bots import RandomAgent

STRAIGHT = tuple(range(1, 10))


@pytest.mark.parametrize("variant", ["standard", "without-luck"])
@pytest.mark.parametrize("seed", range(12))
def test_every_position_of_a_game_reads_back_as_the_same_state(variant: str, seed: int) -> None:
    options = GAME.variants()[variant]
    record = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=seed, options=options)
    for state in record.states():
        again = BeastyBordersState.from_picture(str(state))
        assert again == state, str(state)
        assert str(again) == str(state)
        assert again.legal_actions() == state.legal_actions()


@pytest.mark.parametrize(
    "options",
    [
        Options(walk="snake"),
        Options(layout=STRAIGHT),
        Options(without_luck=True, layout=(4, 1, 2, 9, 5, 6), walk="snake"),
        Options(tiles=("...,/...",) * 0 + ("~../...",) * 8 + ("S../...",)),
        Options(without_luck=True, bidding_row=("A", "X", "BY", "A", "X", "A", "X")),
    ],
)
def test_options_of_ones_own_read_back_too(options: Options) -> None:
    record = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=3, options=options)
    for state in record.states():
        assert BeastyBordersState.from_picture(str(state)) == state, str(state)


def test_the_roller_the_marker_and_a_pending_point_as_keywords() -> None:
    """'Without Luck': seat 1 rolled onto d1 and pointed at X26; the farm answers."""
    played = GAME.setup(options=Options(without_luck=True, layout=(1, 2, 3, 4, 5, 6))).apply_all(
        [Roll(1), PASS, PASS, Roll(2), Point("X", 26)]
    )
    board = "\n".join(line.replace("[", " ").replace("]", " ") for line in str(played).splitlines()[:5])
    row = played.row
    built = BeastyBordersState.from_picture(
        board + "\ntiles laid: 1 2 3 4 5 6 (fixed layout)",
        roller=1,
        marker=played.marker_space,
        pointed="X26",
        row=row,
    )
    assert built == played
    assert built.to_move == 0
    assert built.phase is Phase.OTHER_DECIDES


def test_who_decides_after_a_pass_is_said_and_read() -> None:
    rolled = GAME.setup(options=Options(layout=STRAIGHT)).apply(Roll(3))
    passed = rolled.apply(PASS)
    assert str(passed).splitlines()[-1] == "next: seat 1 places X/Y/Z on d1 or passes (seat 0 passed)"
    assert BeastyBordersState.from_picture(str(passed)) == passed
    assert BeastyBordersState.from_picture(str(rolled)) == rolled
    board = "\n".join(str(rolled).splitlines()[:7])
    assert BeastyBordersState.from_picture(board, roller=0, to_move=1).phase is Phase.OTHER_DECIDES
    assert BeastyBordersState.from_picture(board, roller=1, to_move=1).roller == 1


def test_the_bidding_row_values_used_are_stated_never_guessed() -> None:
    picture = """
        S A X . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """
    with pytest.raises(ValueError, match="say which values"):
        BeastyBordersState.from_picture(picture, without_luck=True)
    row = list(GAME.variants()["without-luck"].bidding_row)
    row[12], row[1] = "", ""  # the A of 13 and the X of 2
    state = BeastyBordersState.from_picture(picture, row=row)
    assert state.row[12] == "" and state.row[0] == "A"
    assert Point("A", 13) not in state.apply(Roll(1)).legal_actions()
    with pytest.raises(ValueError, match="given up 1 Y"):
        BeastyBordersState.from_picture(picture, row=[*row[:3], "", *row[4:]])


@pytest.mark.parametrize(
    ("change", "keywords", "message"),
    [
        (lambda text: text.replace("next: seat 0 rolls", "next: seat 1 rolls"), {"roller": 0}, "roller"),
        (lambda text: text.replace("Ax8", "Ax7"), {}, "seat 0 has"),
        (lambda text: text.replace("tiles laid: 1 2 3", "tiles laid: 2 1 3"), {}, "on the tiles laid"),
        (lambda text: text.replace("tiles laid: 1 2 3", "tiles laid: 1 1 3"), {}, "different tile"),
        (lambda text: text.replace(" 1 [S]", " 2 [S]"), {}, "labelled"),
        (lambda text: text, {"marker": "z9"}, "marker"),
        (lambda text: text, {"pointed": "A1"}, "Without Luck"),
        (lambda text: text, {"to_move": 2}, "seat 0 or 1"),
        (lambda text: text.replace("next: seat 0 rolls the D8", "next: seat 0 dances"), {}, "no row"),
        (lambda text: text.replace("next: seat 0 rolls the D8", "game over: 0 - 0"), {}, "game is over"),
    ],
)
def test_a_picture_that_contradicts_itself_is_refused(change, keywords, message) -> None:  # type: ignore[no-untyped-def]
    text = str(GAME.setup(options=Options(layout=STRAIGHT)))
    with pytest.raises(ValueError, match=message):
        BeastyBordersState.from_picture(change(text), **keywords)


def test_a_decision_needs_an_empty_green_space_under_the_marker() -> None:
    text = str(GAME.setup(options=Options(layout=STRAIGHT)))
    with pytest.raises(ValueError, match="empty green"):
        BeastyBordersState.from_picture(text, to_move=0)


def test_positions_while_tiles_are_laid() -> None:
    state = GAME.setup().apply_all([tablerules.beasty_borders.LayTile(3)])
    assert BeastyBordersState.from_picture(str(state)) == state
    with pytest.raises(ValueError, match="laid"):
        BeastyBordersState.from_picture(str(state), roller=1)
    rng = random.Random(1)
    lucky = GAME.setup(options=GAME.variants()["without-luck"])
    while lucky.board is None:
        assert BeastyBordersState.from_picture(str(lucky)) == lucky
        lucky = lucky.apply(rng.choice(list(lucky.legal_actions())))
