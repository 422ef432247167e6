"""Whatever legal sequence is played, no piece, tile or animal appears or vanishes.

Each player has "8 hunters", "two 1-diamond tipis, two 2-diamond tipis, one
3-diamond tipi, and one 4-diamond tipi" and the same canoes: at every
position each of them is in the market, in the reserve, or on a field of
the landscape (a tipi on a prairie or mountain, a canoe on a river). The 21
landscape tiles are in the pile, in a hand, or laid. The tracks never go
below 0, and hold more than 15 only while a surplus is being traded after a
season's scoring (BIS-19). Random legal play always reaches the end, and
nothing mutates on the way.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings

import tablerules
from tablerules.bison import BisonState, Options, Phase
from tablerules.bison.board import terrain_of
from tablerules.bison.components import FOOD_CAP, HUNTERS, PIECE_SIZES, Terrain
from tablerules.testing.strategies import random_action, seeds

GAME = tablerules.load("bison")

#: More steps than any game takes (the longest of thousands of random games is under 400).
MOST_STEPS = 2_000


def check_pieces(state: BisonState) -> None:
    on_landscape = [field for field, owner in enumerate(state.owner) if owner >= 0]
    for field in range(len(state.owner)):
        if state.owner[field] < 0:
            assert state.hunters[field] == 0 and state.pieces[field] == 0, "pieces of nobody"
    for seat, supply in enumerate(state.supplies):
        mine = [field for field in on_landscape if state.owner[field] == seat]
        hunters = sum(state.hunters[field] for field in mine)
        assert supply.hunters + supply.market_hunters + hunters == HUNTERS
        tipis = [
            state.pieces[field]
            for field in mine
            if state.pieces[field] and terrain_of(field) != Terrain.RIVER
        ]
        canoes = [
            state.pieces[field]
            for field in mine
            if state.pieces[field] and terrain_of(field) == Terrain.RIVER
        ]
        assert sorted((*supply.tipis, *supply.market_tipis, *tipis)) == sorted(PIECE_SIZES)
        assert sorted((*supply.canoes, *supply.market_canoes, *canoes)) == sorted(PIECE_SIZES)


def check_tiles(state: BisonState) -> None:
    held = [tile for tile in state.hands if tile is not None]
    laid = [tile for _, tile, _ in state.laid]
    assert sorted((*state.pile, *held, *laid)) == list(range(len(state.options.tile_set())))
    assert Counter(place for place, _, _ in state.laid).most_common(1)[0][1] == 1, "two tiles on a place"


def check_food(state: BisonState) -> None:
    for supply in state.supplies:
        assert min(supply.food) >= 0
        assert max(supply.food) <= FOOD_CAP or state.phase is Phase.CAPPING


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", [0, 1, 2])
@settings(max_examples=4)
@given(seed=seeds)
def test_pieces_tiles_and_animals_are_conserved(players: int, variant: int, seed: int) -> None:
    state = GAME.setup(players=players, options=Options(variant=variant))
    rng = random.Random(seed)
    for _ in range(MOST_STEPS):
        if state.is_over:
            break
        before, before_hash = state, hash(state)
        state = state.apply(random_action(state, rng))
        assert hash(before) == before_hash, "nothing mutates"
        check_pieces(state)
        check_tiles(state)
        check_food(state)
    assert state.is_over, "a game must end"
