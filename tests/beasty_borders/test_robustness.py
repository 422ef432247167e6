"""Hand-made options, positions and seats: refused with a clear ValueError, or played sensibly."""

from __future__ import annotations

import pytest

from tablerules.beasty_borders import GAME, BeastyBordersState, Options, Phase, Place, Roll
from tablerules.core.outcome import ScoreSheet
from tablerules.core.record import Record

STRAIGHT = tuple(range(1, 10))


def test_tiles_without_a_green_space_end_the_game_at_once() -> None:
    """Tiles of one's own making may hold no green space: nothing to fill, a 0-0 draw."""
    tiles = ("S~~/~~~", *(["~~~/~~~"] * 8))
    state = GAME.setup(options=Options(tiles=tiles, layout=STRAIGHT))
    assert state.is_over
    assert state.legal_actions() == ()
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and outcome.scores == (0, 0)


@pytest.mark.parametrize(
    "options",
    [
        Options(layout=(1, 2, 3, 4, 5, 6, 7, 8, [9])),  # type: ignore[list-item]
        Options(bidding_row=(["A"],)),  # type: ignore[arg-type]
        Options(without_luck=True, bidding_row=("AA", "XY")),
        Options(bidding_row=("A", "Q")),
    ],
    ids=["unhashable-tile-number", "row-entry-not-text", "kind-twice-in-a-value", "unknown-kind"],
)
def test_malformed_options_are_refused_with_a_value_error(options: Options) -> None:
    with pytest.raises(ValueError):
        GAME.setup(options=options)


def test_a_state_built_without_its_board_derives_it() -> None:
    """``board`` is derived from the options and the layout; leaving it out changes nothing."""
    laid = GAME.setup(options=Options(layout=STRAIGHT))
    again = BeastyBordersState(
        laid.options, laid.layout, laid.spaces, laid.marker, laid.phase, laid.roller, laid.supply, laid.row
    )
    assert again == laid and hash(again) == hash(laid)
    assert again.board == laid.board
    assert again.apply(Roll(3)) == laid.apply(Roll(3))


def test_the_repr_of_a_state_evaluates_back() -> None:
    state = GAME.setup(options=Options(layout=STRAIGHT)).apply_all([Roll(2), Place("A"), Roll(1)])
    assert eval(repr(state)) == state
    assert repr(Phase.ROLLING) == "Phase.ROLLING"


@pytest.mark.parametrize("seat", [2, -1, "0", 1.0, True])
def test_a_seat_that_is_not_at_the_table_is_refused(seat: object) -> None:
    state = GAME.setup()
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        state.view(seat)  # type: ignore[arg-type]
    record = Record("beasty-borders", 2, Options(layout=STRAIGHT), (Roll(1),))
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        record.view(seat)  # type: ignore[arg-type]


def test_a_spectator_and_both_seats_see_the_whole_state() -> None:
    state = GAME.setup()
    assert state.view(None) == state.view(0) == state.view(1) == state


def test_a_score_table_needs_one_name_a_seat() -> None:
    with pytest.raises(ValueError, match="names"):
        ScoreSheet(2, ()).table(["farm"])


@pytest.mark.parametrize("picture", [None, 5, ""])
def test_a_picture_must_be_text_of_the_right_size(picture: object) -> None:
    with pytest.raises(ValueError):
        BeastyBordersState.from_picture(picture)  # type: ignore[arg-type]


def test_tabs_between_symbols_are_ignored_like_spaces() -> None:
    rows = ["S\t.\t.\t. . . . . ~"] + [". . . . ~ . . . ."] * 5
    state = BeastyBordersState.from_picture("\n".join(rows))
    assert state.spaces[:9] == "S.......~"
