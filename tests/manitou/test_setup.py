"""The cards, the bison cards and their layout per player count, and the options.

Rulebook: "Chaque joueur choisit une couleur de tribu et reçoit un set de
cartes composé de 11 chasseurs (de 1 à 10) et de 10 grands guerriers." "Au
début de chaque saison, le distributeur dispose des cartes de bisons en 3
emplacements séparés, face ouverte, au milieu de la table." The card list,
the decks and the layouts are FACTS.md's (MAN-1, MAN-2).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from tablerules import CHANCE
from tablerules.manitou import GAME, LayBison, Options, Phase
from tablerules.manitou.components import (
    HUNTERS,
    LARGE_HERDS,
    SMALL_HERDS,
    SMALL_HERDS_TEN,
    STRENGTH,
    TRIBE,
    WARRIORS,
)
from tests.manitou.scripts import laid, new_game, run


def test_each_tribe_has_eleven_hunters_and_ten_great_warriors() -> None:
    assert len(TRIBE) == 21
    assert sorted(STRENGTH[card] for card in HUNTERS) == [1, 2, 3, 4, 5, 5, 6, 7, 8, 9, 10]
    assert Counter(card for card in TRIBE if card in WARRIORS) == {kind: 2 for kind in WARRIORS}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_tribe_starts_with_all_its_cards(players: int) -> None:
    state = new_game(players)
    assert state.players == players
    assert state.season.pools == (TRIBE,) * players
    assert state.hands == state.piles == ((),) * players


def test_the_bison_decks() -> None:
    """MAN-2: six large herds and nine small ones; the ten-value list is an option."""
    assert LARGE_HERDS == (9, 10, 10, 11, 12, 13)
    assert SMALL_HERDS == (1, 2, 3, 4, 4, 5, 5, 6, 7)
    assert len(SMALL_HERDS) == 9 and Counter(SMALL_HERDS_TEN) - Counter(SMALL_HERDS) == {2: 1}
    assert new_game().season.decks == (LARGE_HERDS, SMALL_HERDS)
    ten = new_game(4, Options(small_herds=SMALL_HERDS_TEN))
    assert ten.season.decks[1] == SMALL_HERDS_TEN


def test_the_game_starts_with_chance_laying_bison_cards_and_seat_0_dealing() -> None:
    """MAN-3: seat 0 is the first dealer; MAN-1: chance lays the cards one by one."""
    state = new_game(3)
    assert state.to_move is CHANCE
    assert state.phase is Phase.LAYING
    assert state.season.number == 1 and state.dealer == 0
    # The first card is spot 1's large herd: each value by how many cards show it.
    assert dict(state.chance_outcomes()) == {
        LayBison(9): Fraction(1, 6),
        LayBison(10): Fraction(2, 6),
        LayBison(11): Fraction(1, 6),
        LayBison(12): Fraction(1, 6),
        LayBison(13): Fraction(1, 6),
    }


def test_a_laid_card_leaves_its_deck_and_the_chances_follow() -> None:
    state = run(new_game(4), "bison 10", "bison 4")
    assert state.season.decks == ((9, 10, 11, 12, 13), (1, 2, 3, 4, 5, 5, 6, 7))
    assert state.spots[0].bison == (10, 4)
    # Spot 2 of a 4-player game takes a large herd next.
    assert dict(state.chance_outcomes())[LayBison(10)] == Fraction(1, 5)


@pytest.mark.parametrize(
    ("players", "layout"),
    [
        (2, [(12, 5), (3,), (7,)]),  # spot 1 large + small, spot 2 small, spot 3 small
        (3, [(12, 5), (13,), (7,)]),  # spot 2 takes a large herd
        (4, [(12, 5), (13, 1), (7,)]),  # spot 2 takes a large and a small herd
    ],
    ids=["2p", "3p", "4p"],
)
def test_the_layout_for_each_player_count(players: int, layout: list[tuple[int, ...]]) -> None:
    """MAN-1 (FACTS.md): one spot always large + small, one always small, one varying."""
    order = [value for spot in layout for value in spot]
    state = new_game(players)
    for value in order:
        assert state.phase is Phase.LAYING
        # Each card comes from the deck its place in the layout names.
        assert (value in state.season.decks[0]) == (value >= 9)
        state = run(state, f"bison {value}")
    assert [spot.bison for spot in state.spots] == layout
    assert state.phase is Phase.CHOOSING


def test_a_small_card_cannot_come_where_a_large_one_belongs() -> None:
    state = new_game(2)
    assert not state.is_legal(LayBison(5))
    assert run(state, "bison 12").is_legal(LayBison(5))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_three_seasons_use_exactly_the_cards_the_layout_needs(players: int) -> None:
    """With 4 players all 15 bison cards are laid; the decks never run out."""
    from tablerules.manitou.options import herds_needed

    large, small = herds_needed(players)
    assert large <= len(LARGE_HERDS) and small <= len(SMALL_HERDS)
    if players == 4:
        assert (large, small) == (6, 9)


def test_the_variants() -> None:
    """The French text is the default; the published dealer rule is a variant (MAN-4)."""
    variants = GAME.variants()
    assert list(variants) == ["standard", "dealer-chooses-seven"]
    assert variants["standard"] == Options()
    assert variants["dealer-chooses-seven"] == Options(dealer_chooses_seven=True)
    assert GAME.has_hidden_information
    assert list(GAME.player_counts) == [2, 3, 4]


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (Options(dealer_chooses_seven="no"), "dealer_chooses_seven"),  # type: ignore[arg-type]
        (Options(second_card_after_tie_for_first=1), "second_card"),  # type: ignore[arg-type]
        (Options(tie_for_second_voids_spot="yes"), "tie_for_second"),  # type: ignore[arg-type]
        (Options(pair_rule="fight"), "pair_rule is one of 'sacrifice', 'fight-in-order'"),
        (Options(pair_rule=None), "pair_rule"),  # type: ignore[arg-type]
        (Options(small_herds=(1, 2, 3)), "small_herds"),
        (Options(large_herds=(9, 10, 10, 11, 12)), "large_herds"),
        (Options(large_herds=(9, 10, 10, 11, 12, "13")), "positive whole numbers"),  # type: ignore[arg-type]
        (Options(small_herds=(0, 1, 2, 3, 4, 5, 6, 7, 8)), "positive"),
        ("standard", "Options value"),
    ],
)
def test_bad_options_are_refused_with_a_reason(options: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        GAME.setup(players=4, options=options)  # type: ignore[arg-type]


def test_a_deck_large_enough_for_fewer_players_is_accepted() -> None:
    """Two players lay only three large herds in three seasons."""
    state = GAME.setup(players=2, options=Options(large_herds=(9, 10, 11)))
    assert state.season.decks[0] == (9, 10, 11)
    with pytest.raises(ValueError, match="large_herds"):
        GAME.setup(players=3, options=Options(large_herds=(9, 10, 11)))


def test_options_round_trip_through_json() -> None:
    options = Options(
        dealer_chooses_seven=True,
        small_herds=SMALL_HERDS_TEN,
        second_card_after_tie_for_first=True,
        tie_for_second_voids_spot=True,
        pair_rule="fight-in-order",
    )
    data = GAME.options_to_json(options)
    assert data["small_herds"] == list(SMALL_HERDS_TEN)  # JSON data: lists, not tuples
    assert GAME.options_from_json({**data, "small_herds": list(SMALL_HERDS_TEN)}) == options


def test_laid_helper_lays_the_first_season() -> None:
    state = laid(2)
    assert [spot.bison for spot in state.spots] == [(12, 5), (3,), (7,)]
