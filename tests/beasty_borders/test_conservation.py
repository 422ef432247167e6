"""Whatever legal sequence is played, no animal appears or vanishes.

Animals on the board plus animals still to place (the supply; in 'Without
Luck' the bidding row, BB-9) always equal the starting supply. Random legal
play also always reaches the end with every green space filled.
"""

from __future__ import annotations

import collections

from hypothesis import given, settings
from hypothesis import strategies as st

from tablerules.beasty_borders import GAME, BeastyBordersState, Options, Phase
from tablerules.beasty_borders.components import KINDS, MAIN_SUPPLY, WITHOUT_LUCK_SUPPLY

#: More decisions than any game can take: 42 spaces, at most 3 steps each, plus 9 tiles.
MOST_STEPS = 9 + 42 * 3


def animals_in_hand(state: BeastyBordersState) -> collections.Counter[str]:
    return collections.Counter({kind: n for seat in (0, 1) for kind, n in state.animals_left(seat).items()})


def animals_on_board(state: BeastyBordersState) -> collections.Counter[str]:
    return collections.Counter(space for space in state.spaces if space in KINDS)


def snapshot(state: BeastyBordersState) -> tuple[object, ...]:
    return (state.spaces, state.supply, state.row, state.phase, state.marker, state.roller, state.pointed)


def play_randomly(data: st.DataObject, options: Options, start: dict[str, int]) -> BeastyBordersState:
    state = GAME.setup(options=options)
    greens = None
    for _ in range(MOST_STEPS):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal
        action = data.draw(st.sampled_from(legal))
        before = state
        fields = snapshot(before)
        state = state.apply(action)
        # Nothing mutates: the old state is as it was.
        assert snapshot(before) == fields
        if state.board is not None:
            if greens is None:
                greens = state.spaces.count(".")
            total = animals_on_board(state) + animals_in_hand(state)
            assert dict(total) == start
            assert all(n >= 0 for n in animals_in_hand(state).values())
            filled = sum(1 for space in state.spaces if space in KINDS or space == "#")
            assert filled + state.spaces.count(".") == greens
    assert state.is_over, "a game must end"
    assert state.phase is Phase.OVER
    assert "." not in state.spaces
    return state


@settings(deadline=None)
@given(st.data())
def test_animals_are_conserved_in_the_main_game(data: st.DataObject) -> None:
    state = play_randomly(data, Options(), MAIN_SUPPLY)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == state.scores()


@settings(deadline=None)
@given(st.data())
def test_animals_are_conserved_without_luck(data: st.DataObject) -> None:
    state = play_randomly(data, Options(without_luck=True), WITHOUT_LUCK_SUPPLY)
    assert sum(len(entry) for entry in state.row) == sum(animals_in_hand(state).values())
    assert state.outcome() is not None
