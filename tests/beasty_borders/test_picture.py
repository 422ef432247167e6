"""The text picture: ``str(state)``."""

from __future__ import annotations

from tablerules.beasty_borders import GAME, PASS, BeastyBordersState, LayTile, Options, Place, Point, Roll

STRAIGHT = tuple(range(1, 10))


def test_the_board_with_coordinates_and_the_marker_in_brackets() -> None:
    text = str(GAME.setup(options=Options(layout=STRAIGHT)))
    lines = text.splitlines()
    assert lines[0].split() == list("abcdefghi")
    assert lines[1].split()[0] == "1"
    assert "[S]" in lines[1]
    assert lines[1].split() == ["1", "[S]", ".", ".", ".", ".", ".", ".", ".", "~"]
    assert lines[6].split() == ["6", ".", ".", "~", ".", "~", ".", "~", ".", "."]
    assert text.count("[") == 1


def test_the_supplies_and_the_next_step() -> None:
    state = GAME.setup(options=Options(layout=STRAIGHT))
    text = str(state)
    assert "seat 0 (farm): Ax8 Bx7 Cx5" in text
    assert "seat 1 (wild): Xx8 Yx7 Zx5" in text
    assert text.splitlines()[-1] == "next: seat 0 rolls the D8"
    rolled = state.apply(Roll(3))
    text = str(rolled)
    assert "[.]" in text.splitlines()[1]
    assert " S " in text.splitlines()[1]
    assert text.splitlines()[-1] == "next: seat 0 places A/B/C on d1 or passes"
    # The answer after a pass names the roller who passed (issue 8: the picture says who rolled).
    assert (
        str(rolled.apply(PASS)).splitlines()[-1]
        == "next: seat 1 places X/Y/Z on d1 or passes (seat 0 passed)"
    )
    placed = rolled.apply(Place("B"))
    assert "[B]" in str(placed)
    assert "seat 0 (farm): Ax8 Bx6 Cx5" in str(placed)
    assert str(placed).splitlines()[-1] == "next: seat 1 rolls the D8"
    assert "[#]" in str(rolled.apply_all([PASS, PASS]))


def test_while_tiles_are_laid() -> None:
    state = GAME.setup()
    assert str(state).splitlines()[0] == "laying tiles: none yet"
    assert str(state).splitlines()[-1] == "next: chance lays a tile"
    assert str(state.apply_all([LayTile(3), LayTile(1)])).splitlines()[0] == "laying tiles: 3 1"


def test_without_luck_shows_the_bidding_row_and_what_was_pointed_at() -> None:
    state = GAME.setup(options=Options(without_luck=True, layout=(1, 2, 3, 4, 5, 6))).apply(Roll(3))
    text = str(state)
    assert len(text.splitlines()[0].split()) == 9
    assert "seat 0 (farm): Ax8 Bx6" in text
    assert "seat 1 (wild): Xx8 Yx6" in text
    assert "bidding row: 1:A 2:X 3:B 4:Y" in text
    assert "26:XY 27:B" in text
    assert text.splitlines()[-1].startswith("next: seat 0 points")
    pointed = state.apply(Point("A", 13))
    last = str(pointed).splitlines()[-1]
    assert last.startswith("next: seat 1 points")
    assert "A13" in last
    placed = pointed.apply(PASS)
    assert "13:-" in str(placed)
    assert "[A]" in str(placed)


def test_game_over_names_the_winner() -> None:
    state = BeastyBordersState.from_picture(
        """
        A A A A S X X X X
        B B B B B ~ Y Y X
        # # # # # ~ Y Y Y
        A A A ~ C C C Y Y
        # # # ~ # # # # #
        A ~ B B ~ Z Z # #
        """
    )
    assert str(state).splitlines()[-1] == "game over: 19 - 17, seat 0 (farm) wins"


def test_game_over_after_a_tie_break_and_a_draw() -> None:
    rows = [
        "S # # # # # # # ~",
        "# # # # ~ # # # #",
        "# # # # ~ # # # #",
        "~ A A # B # X X ~",
        "~ # # # ~ # # # ~",
        "# # ~ # ~ # # # #",
    ]
    tie = BeastyBordersState.from_picture("\n".join(rows))
    assert str(tie).splitlines()[-1] == "game over: 1 - 1, seat 0 (farm) wins (most animals placed)"
    rows[3] = "~ A A # # # X X ~"
    draw = BeastyBordersState.from_picture("\n".join(rows))
    assert str(draw).splitlines()[-1] == "game over: 1 - 1, a draw between seat 0 (farm) and seat 1 (wild)"


def test_the_score_sheet_table() -> None:
    state = BeastyBordersState.from_picture(
        """
        S A A # # # # # ~
        # # # # ~ # # # #
        # # # # ~ # # # #
        ~ # # # # # # # ~
        ~ # # # ~ # # # ~
        # # ~ # ~ # # # X
        """
    )
    table = state.score_sheet().table()
    assert "group of 2 A" in table
    assert "b1 c1" in table
    assert "single X" in table


def test_the_marker_space_is_named_as_on_the_picture() -> None:
    state = GAME.setup(options=Options(layout=tuple(range(1, 10))))
    assert state.marker_space == "a1"
    assert state.apply(Roll(3)).marker_space == "d1"
    assert GAME.setup().marker_space is None
