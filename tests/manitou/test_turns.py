"""Drawing, playing, the turn order, the end of a season and the passing of the deal.

Rulebook: "Chaque joueur mélange les cartes qu'il a choisies, les dispose en
pile face cachée devant lui et prend les 3 premières dans sa main. A son
tour, chaque joueur doit poser une carte de sa main devant l'un des
emplacements à bison, face ouverte et pioche une nouvelle carte." "Dès que
chaque joueur a posé sept cartes, la saison de chasse est terminée." "Le jeu
se compose de 3 saisons de chasse." Turn order and dealer: MAN-3 (FACTS.md);
draws: MAN-5.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tablerules import CHANCE
from tablerules.manitou import Draw, Options, Phase, Play
from tablerules.manitou.components import TRIBE
from tests.manitou.scripts import (
    WORKED_CHOICES,
    WORKED_TURNS,
    chosen,
    first_choices,
    laid,
    new_game,
    run,
    worked_start,
    worked_turns,
)


def test_after_choosing_each_seat_draws_three_cards_in_turn_order() -> None:
    state = chosen(laid(2), WORKED_CHOICES)
    assert state.phase is Phase.DEALING and state.to_move is CHANCE
    assert state.turn == 1
    state = run(state, "draw 10", "draw C")
    assert state.turn == 1
    state = run(state, "draw 9")
    assert state.turn == 0 and state.phase is Phase.DEALING
    state = run(state, "draw 6", "draw C", "draw 5")
    assert state.phase is Phase.PLAYING
    assert state.to_move == 1  # left of the dealer
    assert state.hands == (("5", "6", "C"), ("9", "10", "C"))
    assert [len(pile) for pile in state.piles] == [5, 5]


def test_each_draw_is_a_chance_outcome_by_how_many_of_each_card_the_pile_holds() -> None:
    """MAN-5: the pile is shuffled; which card comes is chance, by count."""
    state = chosen(laid(2), WORKED_CHOICES)
    assert state.piles[1] == ("1", "7", "8", "9", "10", "C", "M", "Q")
    assert dict(state.chance_outcomes()) == {Draw(card): Fraction(1, 8) for card in state.piles[1]}
    state = run(state, "draw 10", "draw C", "draw 9", "draw 6")
    # Seat 0's pile now holds 5, 5, 10, C, S, R: two of the 5s.
    assert dict(state.chance_outcomes()) == {
        Draw("5"): Fraction(2, 7),
        Draw("10"): Fraction(1, 7),
        Draw("C"): Fraction(2, 7),
        Draw("S"): Fraction(1, 7),
        Draw("R"): Fraction(1, 7),
    }


def test_a_turn_plays_a_card_from_the_hand_at_any_spot_then_draws_one() -> None:
    """MAN-6: every card of the hand may go to any of the three spots."""
    state = worked_start()
    assert list(state.legal_actions()) == [
        Play(card, spot) for card in ("9", "10", "C") for spot in (1, 2, 3)
    ]
    played = run(state, "play 10 at 1")
    assert played.spots[0].cards == ((1, "10"),)
    assert played.hands[1] == ("9", "C")
    assert played.phase is Phase.DRAWING and played.to_move is CHANCE and played.turn == 1
    drawn = run(played, "draw 8")
    assert drawn.hands[1] == ("8", "9", "C")
    assert drawn.to_move == 0


def test_turns_go_clockwise_and_without_a_pile_there_is_no_draw() -> None:
    state = worked_start()
    movers = []
    for play, drawn in WORKED_TURNS:
        movers.append(state.to_move)
        state = run(state, play)
        if drawn is None:
            assert state.phase is not Phase.DRAWING
        else:
            state = run(state, drawn)
    assert movers == [1, 0] * 7


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seven", [False, True], ids=["eight", "dealer-seven"])
def test_a_season_ends_when_everyone_has_played_seven_cards(players: int, seven: bool) -> None:
    state = first_choices(new_game(players, Options(dealer_chooses_seven=seven)), until_season=1)
    plays = 0
    while state.season.number == 1:
        if state.phase is Phase.PLAYING:
            plays += 1
        state = state.apply(state.legal_actions()[0])
    assert plays == 7 * players
    assert len(state.results) == 1
    # With eight chosen, one card stays in hand; with seven, the dealer plays them all.
    result = state.results[0]
    assert sum(len(hunt.spot.cards) for hunt in result.hunts) == 7 * players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_deal_passes_to_the_left_each_season(players: int) -> None:
    """MAN-3: seat 0 deals first; "the deal passes each season"; the player
    left of the dealer chooses, draws and plays first."""
    state = new_game(players)
    dealers, first_players = [], []
    for number in (1, 2, 3):
        state = first_choices(state, until_season=number)
        dealers.append(state.dealer)
        while state.phase is not Phase.PLAYING:
            state = state.apply(state.legal_actions()[0])
        first_players.append(state.to_move)
    assert dealers == [0, 1, 2 % players]
    assert first_players == [(dealer + 1) % players for dealer in dealers]
    assert [result.dealer for result in first_choices(state).results] == dealers


def test_the_game_ends_after_the_third_season() -> None:
    """ "Le jeu se compose de 3 saisons de chasse." """
    state = first_choices(new_game(3))
    assert state.is_over and state.phase is Phase.OVER
    assert [result.season for result in state.results] == [1, 2, 3]
    assert state.legal_actions() == ()
    assert state.outcome() is not None


def test_the_next_season_starts_with_new_bison_cards_and_empty_spots() -> None:
    state = worked_turns()
    assert state.season.number == 2 and state.dealer == 1
    assert state.phase is Phase.LAYING
    assert all(spot.bison == () and spot.cards == () for spot in state.spots)
    assert state.hands == state.piles == ((), ())
    # The bison cards laid in season 1 are gone from the decks for good.
    assert state.season.decks == ((9, 10, 10, 11, 13), (1, 2, 4, 4, 5, 6))


def test_every_seat_has_seven_cards_to_play_in_every_season() -> None:
    """A tribe loses at most the seven cards it plays a season, so it never runs short."""
    state = new_game(2)
    poorest = len(TRIBE)
    while not state.is_over:
        poorest = min(poorest, *(len(pool) for pool in state.season.pools))
        state = state.apply(state.legal_actions()[-1])
    assert poorest >= 7
