"""What is at a bison spot, by the number the notation gives it (``play 10 at 2``)."""

from __future__ import annotations

import pytest

from tablerules.manitou.position import build


def test_a_spot_by_its_number_in_the_state_and_in_every_view() -> None:
    # The worked season of the rules page after thirteen turns.
    state = build(
        spots=[
            "bison 12 + 5; 1:10 0:6 0:C 1:9 0:(C) 1:(Q) 1:(M)",
            "bison 3; 0:10 1:8 0:5",
            "bison 7; 1:C 0:(S) 1:7",
        ],
        hands={0: "5 R", 1: "1"},
    )
    assert state.spot(1) is state.spots[0]
    assert state.spot(1).bison == (12, 5)
    assert state.spot(2).cards == ((0, "10"), (1, "8"), (0, "5"))
    assert state.spot(3).cards[0] == (1, "C") and state.spot(3).holder == 1
    for seat in (None, 0, 1):
        view = state.view(seat)
        assert [view.spot(n) for n in (1, 2, 3)] == [state.spot(n) for n in (1, 2, 3)]


@pytest.mark.parametrize("number", [0, 4, -1, "1", 1.0, True, None])
def test_the_spots_are_numbered_1_to_3(number: object) -> None:
    state = build()
    with pytest.raises(ValueError, match="numbered 1 to 3"):
        state.spot(number)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="numbered 1 to 3"):
        state.view(0).spot(number)  # type: ignore[arg-type]
