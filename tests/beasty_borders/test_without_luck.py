"""Variant 'Without Luck'.

Rulebook: "Use only 6 of the 9 tiles. The marker's start tile must be one of
these."; "Both players only have 2 different animals, 8 and 6 of these.";
"Place the 2 farm animal types (A and B) and the 2 wild animal types (X and
Y) in a "bidding-row" as in the picture: the animal with the lowest value is
at the left end, the animals with the second highest value are the X and Y
pair at the right end, and the animal with the highest value is at the far
right. The animals in between alternate between the wild (X and Y) and farm
(A and B) types, in the order shown in the picture."; "The start player rolls
the D8 for the first turn, the other player rolls for the second turn, start
player for the third turn, and so on, just alternating!"; "The player who
rolled the die must point at one of their own animals in the row (or pass).
Then the other player can choose an animal of their own with a higher value
in the bidding-row, or pass. Now the chosen animal with the highest value gets
placed at the steps-marker. If both players pass, then an empty-space-marker
gets placed."
"""

from __future__ import annotations

import collections
from fractions import Fraction

from tablerules import CHANCE
from tablerules.beasty_borders import (
    GAME,
    PASS,
    BeastyBordersState,
    LayTile,
    Options,
    Pass,
    Phase,
    Point,
    Roll,
)
from tablerules.beasty_borders.components import BIDDING_ROW, WITHOUT_LUCK_SUPPLY

SIX = (1, 2, 3, 4, 5, 6)


def rolled(pips: int = 3) -> BeastyBordersState:
    """Seat 0 has rolled on the 'Without Luck' board of tiles 1 to 6."""
    return GAME.setup(options=Options(without_luck=True, layout=SIX)).apply(Roll(pips))


# -- the board ------------------------------------------------------------------


def test_six_tiles_are_laid_by_chance_three_across_two_down() -> None:
    """ "Use only 6 of the 9 tiles." BB-7: 3 across x 2 down, 9 x 4 spaces."""
    state = GAME.setup(options=Options(without_luck=True))
    assert state.phase is Phase.LAYING_TILES
    state = state.apply_all(LayTile(n) for n in (4, 1, 7, 9, 2, 6))
    assert state.phase is Phase.ROLLING
    assert state.board is not None
    assert (state.board.grid.rows, state.board.grid.cols) == (4, 9)
    assert len(state.spaces) == 36
    assert state.spaces[state.marker] == "S"
    assert state.board.grid.name(state.marker) == "d1"


def test_the_signpost_tile_comes_with_chance_one_in_the_places_left() -> None:
    """ "The marker's start tile must be one of these." While tile 1 is not laid, it comes
    next with chance 1/places left; the other tiles share the rest."""
    state = GAME.setup(options=Options(without_luck=True))
    for places, tile in zip((6, 5, 4, 3, 2), (5, 8, 2, 9, 3), strict=True):
        chances = dict(state.chance_outcomes())
        left = 9 - (6 - places)
        assert len(chances) == left
        assert chances[LayTile(1)] == Fraction(1, places)
        others = {p for action, p in chances.items() if action != LayTile(1)}
        assert others == {(1 - Fraction(1, places)) / (left - 1)}
        assert sum(chances.values()) == 1
        state = state.apply(LayTile(tile))
    # The last place must take the signpost tile.
    assert state.chance_outcomes() == ((LayTile(1), Fraction(1)),)
    assert state.legal_actions() == (LayTile(1),)
    assert not state.is_legal(LayTile(4))


def test_once_the_signpost_tile_is_laid_the_rest_is_uniform() -> None:
    state = GAME.setup(options=Options(without_luck=True)).apply_all([LayTile(3), LayTile(1)])
    chances = state.chance_outcomes()
    assert len(chances) == 7
    assert {p for _, p in chances} == {Fraction(1, 7)}


def test_every_layout_holding_the_signpost_tile_is_equally_likely() -> None:
    """BB-7: all 6 x 8 x 7 x 6 x 5 x 4 = 40320 ordered layouts with tile 1 are equally likely,
    and no layout without it can come."""
    chances: dict[tuple[int, ...], Fraction] = {}

    def walk(state: BeastyBordersState, p: Fraction) -> None:
        if len(state.layout) == 5:
            for action, q in state.chance_outcomes():
                assert isinstance(action, LayTile)
                chances[(*state.layout, action.tile)] = p * q
            return
        for action, q in state.chance_outcomes():
            walk(state.apply(action), p * q)

    walk(GAME.setup(options=Options(without_luck=True)), Fraction(1))
    assert len(chances) == 40320
    assert set(chances.values()) == {Fraction(1, 40320)}
    assert all(1 in layout for layout in chances)


# -- the supplies and the bidding row -------------------------------------------


def test_each_player_has_two_kinds_eight_and_six() -> None:
    """ "Both players only have 2 different animals, 8 and 6 of these." BB-8."""
    assert WITHOUT_LUCK_SUPPLY == {"A": 8, "B": 6, "X": 8, "Y": 6}
    state = rolled()
    assert state.animals_left(0) == {"A": 8, "B": 6}
    assert state.animals_left(1) == {"X": 8, "Y": 6}


def test_the_bidding_row_holds_the_whole_supply() -> None:
    """BB-9: the row data counts match the supplies."""
    counts = collections.Counter("".join(BIDDING_ROW))
    assert dict(counts) == WITHOUT_LUCK_SUPPLY
    assert GAME.setup(options=Options(without_luck=True)).row == BIDDING_ROW


def test_the_bidding_row_is_ordered_as_the_rulebook_says() -> None:
    """ "the animal with the lowest value is at the left end, the animals with the second
    highest value are the X and Y pair at the right end, and the animal with the highest
    value is at the far right. The animals in between alternate between the wild (X and Y)
    and farm (A and B) types." BB-9: values 1..27, X and Y share 26, B is 27."""
    assert len(BIDDING_ROW) == 27
    assert all(len(entry) == 1 for entry in BIDDING_ROW[:25])
    assert sorted(BIDDING_ROW[25]) == ["X", "Y"]
    assert BIDDING_ROW[26] == "B"
    farm = [entry in "AB" for entry in BIDDING_ROW[:25]]
    assert all(farm[i] != farm[i + 1] for i in range(24))


# -- pointing ---------------------------------------------------------------------


def test_the_roller_points_at_one_of_their_own_animals_or_passes() -> None:
    """ "The player who rolled the die must point at one of their own animals in the row
    (or pass)." """
    state = rolled()
    assert state.to_move == 0
    legal = list(state.legal_actions())
    assert legal[-1] == PASS
    points = legal[:-1]
    assert all(isinstance(p, Point) and p.kind in "AB" for p in points)
    assert len(points) == 14
    assert Point("A", 1) in points
    assert Point("B", 27) in points
    assert Point("X", 2) not in points


def test_the_other_player_must_point_strictly_higher() -> None:
    """ "Then the other player can choose an animal of their own with a higher value in the
    bidding-row, or pass." """
    state = rolled().apply(Point("A", 13))
    assert state.to_move == 1
    assert state.pointed == Point("A", 13)
    assert set(state.legal_actions()) == {
        Point("X", 14), Point("Y", 16), Point("X", 18), Point("Y", 20),
        Point("X", 22), Point("X", 24), Point("X", 26), Point("Y", 26), PASS,
    }  # fmt: skip
    assert not state.is_legal(Point("Y", 12))
    assert not state.is_legal(Point("X", 10))


def test_after_the_roller_passes_the_other_may_point_at_any_own_animal() -> None:
    state = rolled().apply(PASS)
    assert state.to_move == 1
    assert state.pointed is None
    legal = list(state.legal_actions())
    assert len(legal) == 15
    assert Point("X", 2) in legal


def test_the_highest_pointed_animal_is_placed_and_leaves_the_row() -> None:
    """ "Now the chosen animal with the highest value gets placed at the steps-marker." An
    outbid pointed animal stays in the row (BB-9)."""
    state = rolled()
    marker = state.marker
    after = state.apply_all([Point("A", 13), Point("X", 14)])
    assert after.spaces[marker] == "X"
    assert after.row[13] == ""  # value 14
    assert after.row[12] == "A"  # value 13 stays
    assert after.animals_left(0) == {"A": 8, "B": 6}
    assert after.animals_left(1) == {"X": 7, "Y": 6}
    assert after.pointed is None


def test_when_the_other_passes_the_rollers_animal_is_placed() -> None:
    state = rolled()
    after = state.apply_all([Point("B", 11), PASS])
    assert after.spaces[state.marker] == "B"
    assert after.row[10] == ""
    assert after.animals_left(0) == {"A": 8, "B": 5}


def test_when_the_roller_passes_the_others_animal_is_placed() -> None:
    state = rolled()
    after = state.apply_all([PASS, Point("Y", 4)])
    assert after.spaces[state.marker] == "Y"
    assert after.row[3] == ""


def test_both_pass_and_an_empty_space_marker_is_placed() -> None:
    """ "If both players pass, then an empty-space-marker gets placed." """
    state = rolled()
    after = state.apply_all([PASS, PASS])
    assert after.spaces[state.marker] == "#"
    assert after.row == state.row


def test_x_and_y_share_value_26() -> None:
    """BB-9: X and Y both have value 26; only the farm's B 27 is higher."""
    wild_rolls = rolled().apply_all([PASS, PASS, Roll(1)])
    assert wild_rolls.to_move == 1
    assert {Point("X", 26), Point("Y", 26)} <= set(wild_rolls.legal_actions())
    # Farm points at B 27: the wild player cannot outbid it.
    farm_top = rolled().apply(Point("B", 27))
    assert farm_top.legal_actions() == (PASS,)
    # Wild points at X 26: the farm can outbid it only with B 27.
    wild_top = wild_rolls.apply(Point("X", 26))
    assert set(wild_top.legal_actions()) == {Point("B", 27), PASS}
    # Farm points at A 25: either animal of value 26 outbids it.
    outbid = rolled().apply(Point("A", 25))
    assert set(outbid.legal_actions()) == {Point("X", 26), Point("Y", 26), PASS}
    # The X of value 26 leaves; the Y of value 26 stays.
    placed = outbid.apply(Point("X", 26))
    assert placed.row[25] == "Y"
    assert placed.row[24] == "A"


def test_rollers_strictly_alternate() -> None:
    """ "The start player rolls the D8 for the first turn, the other player rolls for the
    second turn, start player for the third turn, and so on, just alternating!" — also
    after passes (BB-12), unlike the main game."""
    turns: list[list[object]] = [
        [Point("A", 1), PASS],  # seat 0 rolled and placed
        [Point("Y", 4), PASS],  # seat 1 rolled and placed
        [PASS, Point("X", 2)],  # seat 0 passed, the other placed
        [PASS, Point("A", 5)],  # seat 1 passed, the other placed
        [PASS, PASS],  # seat 0: both passed
        [PASS, PASS],  # seat 1: both passed
        [Point("B", 3), Point("X", 6)],  # seat 0 outbid
        [Point("X", 10), Point("B", 11)],  # seat 1 outbid
    ]
    state = GAME.setup(options=Options(without_luck=True, layout=SIX))
    for turn, actions in enumerate(turns):
        assert state.roller == turn % 2
        state = state.apply(Roll(1))
        assert state.to_move == turn % 2
        state = state.apply_all(actions)
        assert state.to_move is CHANCE
    assert state.roller == 0


def test_a_player_with_an_empty_row_can_only_pass() -> None:
    """BB-6 in 'Without Luck': with no own animal left in the row, pass is the only choice."""
    state = BeastyBordersState.from_picture(
        """
        S A A A A A A A A
        B B B B B B . . .
        . . . . . . . . .
        . . . . . . . . .
        """,
        without_luck=True,
    )
    assert state.animals_left(0) == {"A": 0, "B": 0}
    state = state.apply(Roll(1))
    assert state.legal_actions() == (PASS,)
    state = state.apply(PASS)
    assert state.to_move == 1
    assert len(state.legal_actions()) == 15


def test_the_game_ends_when_the_green_spaces_are_filled() -> None:
    state = GAME.setup(options=Options(without_luck=True, layout=SIX))
    greens = state.spaces.count(".")
    for _ in range(greens):
        assert not state.is_over
        state = state.apply_all([Roll(1), PASS, PASS])
    assert state.is_over
    assert state.spaces.count("#") == greens
    assert state.outcome() is not None


def test_a_new_pass_value_is_the_same_pass() -> None:
    state = rolled()
    assert state.apply(Pass()) == state.apply(PASS)
    assert state.apply_all([PASS, Pass()]) == state.apply_all([PASS, PASS])
