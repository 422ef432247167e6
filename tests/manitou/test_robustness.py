"""Hand-made positions and seats: refused with a clear ValueError, or played sensibly."""

from __future__ import annotations

import random

import pytest

from tablerules.core.record import Record
from tablerules.manitou import (
    Choose,
    Draw,
    Hunt,
    LayBison,
    ManitouState,
    Options,
    Phase,
    Play,
    Season,
    SeasonResult,
    Spot,
)
from tests.manitou.scripts import first_choices, new_game, worked_turns

NAMES = {
    "ManitouState": ManitouState,
    "Season": Season,
    "Options": Options,
    "Phase": Phase,
    "Spot": Spot,
    "SeasonResult": SeasonResult,
    "Hunt": Hunt,
}


@pytest.mark.parametrize("turns", [0, 7, 14])
def test_the_repr_of_a_state_evaluates_back(turns: int) -> None:
    state = worked_turns(turns)
    assert eval(repr(state), NAMES) == state
    assert repr(Phase.PLAYING) == "Phase.PLAYING"


def test_the_repr_of_a_finished_game_evaluates_back() -> None:
    state = first_choices(new_game(3))
    assert eval(repr(state), NAMES) == state


@pytest.mark.parametrize("seat", [2, -1, "0", 1.0, True])
def test_a_seat_that_is_not_at_the_table_is_refused(seat: object) -> None:
    state = worked_turns(3)
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        state.view(seat)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        state.determinize(seat, random.Random(0))  # type: ignore[arg-type]
    record = Record("manitou", 2, Options(), (LayBison(12),))
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        record.view(seat)  # type: ignore[arg-type]


def test_the_cached_legal_actions_are_no_part_of_the_value() -> None:
    """The state works its legal actions out once; equality, hashing and repr ignore that."""
    state = worked_turns(3)
    fresh = eval(repr(state), NAMES)
    state.legal_actions()
    assert fresh == state and hash(fresh) == hash(state) and repr(fresh) == repr(state)


def test_actions_of_every_kind_are_hashable_values() -> None:
    assert len({LayBison(9), Choose("9"), Draw("9"), Play("9", 1), Play("9", 1)}) == 4
