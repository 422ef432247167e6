"""Choosing the season's cards: one secret decision per card (MAN-4).

Rulebook: "Ensuite, chacun choisit parmi ses chasseurs et ses grands
guerriers, 8 cartes qui vont participer à cette chasse. Les autres cartes
composent la réserve pour les chasses futures." The published rule, where
the dealer chooses 7, is the option ``dealer_chooses_seven``.
"""

from __future__ import annotations

import pytest

from tablerules.manitou import Choose, Options, Phase
from tablerules.manitou.components import CARDS, TRIBE
from tests.manitou.scripts import WORKED_CHOICES, chosen, laid, run


def test_the_seat_left_of_the_dealer_chooses_first_one_card_at_a_time() -> None:
    state = laid(2)
    assert state.phase is Phase.CHOOSING
    assert state.to_move == 1  # seat 0 deals
    # Every kind of card the tribe has is a choice, once each.
    assert list(state.legal_actions()) == [Choose(card) for card in CARDS]
    after = run(state, "choose 10")
    assert after.to_move == 1
    assert after.piles[1] == ("10",)
    assert Choose("10") not in after.legal_actions()  # there is only one hunter 10
    assert Choose("5") in run(after, "choose 5").legal_actions()  # and two 5s


def test_each_seat_chooses_eight_cards_then_the_next() -> None:
    state = run(laid(2), *(f"choose {card}" for card in WORKED_CHOICES[1]))
    assert state.to_move == 0
    assert len(state.piles[1]) == 8
    state = run(state, *(f"choose {card}" for card in WORKED_CHOICES[0]))
    assert state.phase is Phase.DEALING
    assert sorted(state.piles[0]) == sorted(WORKED_CHOICES[0])
    # "Les autres cartes composent la réserve pour les chasses futures."
    assert len(state.reserve(0)) == len(TRIBE) - 8


@pytest.mark.parametrize("players", [2, 3, 4])
def test_choosing_goes_clockwise_from_the_left_of_the_dealer(players: int) -> None:
    bison = {2: (12, 5, 3, 7), 3: (12, 5, 13, 7), 4: (12, 5, 13, 1, 7)}[players]
    state = laid(players, bison)
    order = []
    while state.phase is Phase.CHOOSING:
        order.append(state.to_move)
        state = run(state, *(f"choose {card}" for card in TRIBE[:8]))
    assert order == [*range(1, players), 0]


def test_the_dealer_chooses_seven_in_the_published_rule() -> None:
    """MAN-4 (FACTS.md): "In the published game the dealer selects only 7 cards"."""
    state = laid(2, options=Options(dealer_chooses_seven=True))
    assert state.quota(0) == 7 and state.quota(1) == 8
    state = chosen(state, {1: WORKED_CHOICES[1], 0: WORKED_CHOICES[0][:7]})
    assert state.phase is Phase.DEALING
    assert len(state.piles[0]) == 7 and len(state.piles[1]) == 8


def test_a_player_with_no_more_cards_than_they_must_choose_takes_them_all() -> None:
    """MAN-4: with 8 cards or fewer there is nothing to decide."""
    state = laid(2, bison=(12, 5, 3), pools=(TRIBE, TRIBE[:8]))
    after = run(state, "bison 7")
    # Seat 1 has exactly eight cards: it never decides, and seat 0 chooses at once.
    assert after.phase is Phase.CHOOSING
    assert after.to_move == 0
    assert after.piles[1] == TRIBE[:8]
    both = run(laid(2, bison=(12, 5, 3), pools=(TRIBE[:7], TRIBE[3:11])), "bison 7")
    assert both.phase is Phase.DEALING
    assert both.piles == (TRIBE[:7], TRIBE[3:11])


def test_choices_are_secret_from_the_other_seats() -> None:
    """ "chacun choisit": the others see that a card was chosen, not which."""
    state = laid(2)
    action = Choose("10")
    assert state.notation_for(action, 1) == "choose 10"
    assert state.notation_for(action, 0) == "choose ?"
    assert state.notation_for(action, None) == "choose ?"
    after = state.apply(action)
    assert after.view(0).pile_sizes == (0, 1)
    assert after.view(0).pile == ()
    assert after.view(1).pile == ("10",)


def test_a_card_already_chosen_or_lost_cannot_be_chosen() -> None:
    state = run(laid(2), "choose 10")
    assert not state.is_legal(Choose("10"))
