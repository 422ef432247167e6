"""A tile drawn from the pile (BIS-3): whichever way chance is drawn, the same tile.

``chance_outcomes()`` lists the pile's tiles only when read, and draws itself
for ``sample_outcome``; ``sample_chance`` draws without listing. Both must give
the tile that ``sample_outcome`` draws from the listed pairs, with the same use
of the generator.
"""

from __future__ import annotations

import random

import pytest

from tablerules.bison import GAME, Phase
from tablerules.core.chance import CHANCE, Unlisted, sample_outcome


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_draw_of_a_game_is_the_draw_of_the_listed_pairs(players: int) -> None:
    rng = random.Random(players)
    state = GAME.setup(players=players)
    draws = 0
    while not state.is_over:
        if state.phase is Phase.DRAWING:
            unlisted = state.chance_outcomes()
            assert isinstance(unlisted, Unlisted)
            pairs = tuple(unlisted)
            for seed in range(5):
                listed, own, sampled = random.Random(seed), random.Random(seed), random.Random(seed)
                expected = sample_outcome(pairs, listed)
                assert sample_outcome(unlisted, own) == expected == state.sample_chance(sampled)
                assert listed.getstate() == own.getstate() == sampled.getstate()
            draws += 1
        action = state.sample_chance(rng) if state.to_move is CHANCE else rng.choice(state.legal_actions())
        state = state.apply(action)
    assert draws > 0


def test_a_draw_is_found_without_listing_the_pile() -> None:
    """``apply`` finds the drawn tile in the pile: the draws are listed only when asked for."""
    state = GAME.setup(players=2)
    listing = state._listing()
    action = state.sample_chance(random.Random(1))
    assert listing.find(action) is action
    assert listing._listed is None  # type: ignore[attr-defined]
    assert action in state.legal_actions() and listing._listed is not None  # type: ignore[attr-defined]
