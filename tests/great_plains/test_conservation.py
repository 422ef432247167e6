"""Whatever legal sequence is played, nothing appears or vanishes and every game ends.

Per seat: tokens on the board + tokens left + tokens a bear removed = 20;
3 cave tiles at most, on cave spaces; per animal: tiles held by both seats +
tiles in the supply = 3, none below 0. Tokens stand on lowland only, one
piece a space.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tablerules.great_plains import GAME, GreatPlainsState, Options, Phase
from tablerules.great_plains.components import ANIMAL_TILES, CAVE_TILES, TOKENS

#: More steps than any game takes: 7 tablets (and 7 turns), 6 caves, 40 tokens, and passes
#: (a pass is always followed by a placement, which uses up a token).
MOST_STEPS = 14 + 6 + 2 * 2 * TOKENS


def check(state: GreatPlainsState) -> None:
    board = state.board
    if board is None:
        return
    caves, tokens = state.caves, state.tokens
    assert caves[0] & caves[1] == 0 and tokens[0] & tokens[1] == 0
    assert (caves[0] | caves[1]) & ~board.caves == 0, "cave tiles lie on caves"
    assert (tokens[0] | tokens[1]) & ~board.lowland == 0, "tokens stand on lowland"
    for seat in (0, 1):
        assert caves[seat].bit_count() <= CAVE_TILES
        assert tokens[seat].bit_count() + state.left[seat] + state.removed[seat] == TOKENS
        assert state.left[seat] >= 0
    for animal, in_supply in state.supply().items():
        held = state.animal_tiles(0)[animal] + state.animal_tiles(1)[animal]
        assert in_supply >= 0 and held + in_supply == ANIMAL_TILES
        assert min(state.animal_tiles(0)[animal], state.animal_tiles(1)[animal]) >= 0


@settings(max_examples=20)
@given(data=st.data(), switches=st.lists(st.booleans(), min_size=4, max_size=4))
def test_random_legal_play_conserves_everything_and_ends(data: st.DataObject, switches: list[bool]) -> None:
    turn, block, straight, stuck = switches
    options = Options(
        turn_tablets=turn, caves_block_bear=block, straight_horse=straight, stuck_ends_game=stuck
    )
    state = GAME.setup(players=2, options=options)
    for _ in range(MOST_STEPS):
        if state.is_over:
            break
        before, text = state, str(state)
        state = state.apply(data.draw(st.sampled_from(state.legal_actions())))
        assert str(before) == text, "the old state is untouched"
        check(state)
    assert state.is_over and state.phase is Phase.OVER
    assert state.outcome() is not None
