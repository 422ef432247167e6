"""Every title numbers every action it can ever offer, the same way in every process."""

from __future__ import annotations

import random

import pytest

import tablerules
from tablerules.core.chance import CHANCE
from tests.adapters.cases import CONFIGURATIONS, options_of
from tests.hashseeds import printed_under

DIGEST = """
import hashlib, tablerules
digest = hashlib.sha256()
from tablerules.core.registry import BUILT_IN
# A third-party title installed beside the built-in ones numbers nothing here.
for title in BUILT_IN:
    game = tablerules.load(title)
    for players in game.player_counts:
        for options in game.variants().values():
            for universe in (game.action_universe(players, options), game.chance_universe(players, options)):
                digest.update("\\n".join(map(repr, universe)).encode())
            digest.update(repr(game.limits(players, options)).encode())
            digest.update(repr(game.observation_layout(players, options)).encode())
print(digest.hexdigest())
"""


def test_the_numbering_is_the_same_under_every_hash_seed() -> None:
    assert len(printed_under(DIGEST)) == 1


@pytest.mark.slow
@pytest.mark.parametrize(("title", "players", "variant"), CONFIGURATIONS)
def test_every_action_of_a_thousand_random_games_is_numbered(title: str, players: int, variant: str) -> None:
    game = tablerules.load(title)
    options = options_of(title, variant)
    actions = game.action_universe(players, options)
    chances = game.chance_universe(players, options)
    rng = random.Random(f"{title}-{players}-{variant}")
    for _ in range(1000):
        state = game.setup(players=players, options=options)
        while not state.is_over:
            legal = state.legal_actions()
            numbered = chances if state.to_move is CHANCE else actions
            missing = [action for action in legal if action not in numbered]
            assert not missing, f"{missing[0]!r} is not numbered ({title}, {players} players, {variant})"
            state = state._apply_legal(legal[rng.randrange(len(legal))])
