"""Whatever legal sequence is played, no card appears or vanishes.

Per seat, this season's cards (``pools``) are the reserve plus the pile,
the hand and the cards at the spots; with the cards taken prisoner they are
always the tribe's 21. Bison cards are in a deck, on a spot, or in a scored
season (taken or unclaimed, MAN-11). Every hand holds at most three cards,
and random legal play always reaches the end.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tablerules.manitou import GAME, ManitouState, Options
from tablerules.manitou.components import HAND_SIZE, SMALL_HERDS_TEN, TRIBE

#: More steps than any game takes: 3 seasons of 15 bison, 32 choices, 40 draws and 28 plays.
MOST_STEPS = 3 * (5 + 32 + 40 + 28)


def check_cards(state: ManitouState) -> None:
    season = state.season
    captured: Counter[int] = Counter(owner for result in season.results for hunt in result.hunts
                                     for owner, _ in hunt.prisoners)  # fmt: skip
    for seat in range(state.players):
        pool = Counter(season.pools[seat])
        held = (
            Counter(state.piles[seat]) + Counter(state.hands[seat]) + Counter(state.played_this_season(seat))
        )
        assert not held - pool, "a seat holds or played a card it does not own"
        parts = (state.reserve(seat), state.piles[seat], state.hands[seat], state.played_this_season(seat))
        assert sorted(card for part in parts for card in part) == sorted(season.pools[seat])
        assert len(season.pools[seat]) + captured[seat] == len(TRIBE)
        assert len(state.hands[seat]) <= HAND_SIZE
    assert sum(len(spot.cards) for spot in state.spots) == state.plays


def check_bison(state: ManitouState, large: tuple[int, ...], small: tuple[int, ...]) -> None:
    season = state.season
    seen = Counter(season.decks[0]) + Counter(season.decks[1])
    seen += Counter(value for spot in state.spots for value in spot.bison)
    for result in season.results:
        for hunt in result.hunts:
            seen += Counter(value for _, value in hunt.awards) + Counter(hunt.unclaimed)
    assert seen == Counter(large) + Counter(small)


@settings(deadline=None, max_examples=15)
@given(
    st.data(),
    st.sampled_from([2, 3, 4]),
    st.sampled_from([Options(), Options(dealer_chooses_seven=True), Options(small_herds=SMALL_HERDS_TEN)]),
)
def test_cards_are_conserved(data: st.DataObject, players: int, options: Options) -> None:
    state = GAME.setup(players=players, options=options)
    for _ in range(MOST_STEPS):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal
        action = data.draw(st.sampled_from(legal))
        before, before_hash = state, hash(state)
        state = state.apply(action)
        assert hash(before) == before_hash  # nothing mutates
        check_cards(state)
        check_bison(state, options.large_herds, options.small_herds)
    assert state.is_over, "a game must end"
    assert len(state.results) == 3
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == state.scores()
