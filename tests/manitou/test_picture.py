"""The text picture: ``str(view(seat))`` for one seat, ``str(state)`` for everything."""

from __future__ import annotations

from tablerules.manitou import GAME, Options
from tests.manitou.scripts import first_choices, laid, new_game, worked_turns


def test_a_seats_picture_shows_the_spots_and_its_own_cards_only() -> None:
    state = worked_turns(9)
    text = str(state.view(0))
    lines = text.splitlines()
    assert lines[0] == "Manitou, season 1 of 3, 2 players, seat 0 deals"
    assert "spot 1: bison 12 + 5" in lines
    assert "  seat 1: 10 9 (Q) (M)  (hunters 19)" in lines
    assert "  seat 0: 6 C (C)  (hunters 6)" in lines
    assert "  seat 0 holds it with a chief" in lines
    assert "spot 3: bison 7" in lines
    assert f"your hand: {' '.join(state.hands[0])}; your pile: {' '.join(state.piles[0])}" in lines
    assert "seat 1 hand" not in text
    assert lines[-1] == "next: seat 0 plays a card"


def test_the_state_picture_shows_every_hand_and_pile() -> None:
    state = worked_turns(9)
    text = str(state)
    for seat in (0, 1):
        assert (
            f"seat {seat} hand: {' '.join(state.hands[seat])}; pile: {' '.join(state.piles[seat]) or '-'}"
            in text
        )
    assert "your hand" not in text


def test_a_spectator_sees_no_hand() -> None:
    text = str(worked_turns(3).view(None))
    assert "hand:" not in text
    assert "seat 1: tribe of 21 cards, hand 3, pile 3, score 0" in text


def test_the_next_step_in_every_phase() -> None:
    assert str(new_game()).splitlines()[-1] == "next: chance lays a bison card"
    assert str(laid()).splitlines()[-1] == "next: seat 1 chooses a card (0 of 8 chosen)"
    # The dealer (seat 0) chooses 7 in the published variant, and the picture says how many (MAN-4).
    seven = laid(options=Options(dealer_chooses_seven=True))
    while seven.phase.name == "CHOOSING" and seven.to_move == 1:
        seven = seven.apply(seven.legal_actions()[0])
    assert str(seven).splitlines()[-1] == "next: seat 0 chooses a card (0 of 7 chosen)"
    state = laid()
    while state.phase.name != "DEALING":
        state = state.apply(state.legal_actions()[0])
    assert str(state).splitlines()[-1] == "next: seat 1 draws a card for their first hand"
    start = worked_turns(0)
    assert str(start.apply(start.legal_actions()[0])).splitlines()[-1] == "next: seat 1 draws a card"


def test_after_a_season_the_picture_sums_it_up() -> None:
    text = str(worked_turns().view(1))
    assert (
        "season 1 scored: skin thief seat 1; spot 1: 12 to seat 1, 5 to seat 0, seat 0 takes 4 prisoners; "
        "spot 2: 3 to seat 0, seat 0 takes 1 prisoner; spot 3: 7 to seat 1, seat 1 takes 1 prisoner"
    ) in text
    assert "seat 0: tribe of 20 cards, hand 0, pile 0, score 13" in text
    assert "bison decks: large 9 10 10 11 13; small 1 2 4 4 5 6" in text


def test_the_end_names_the_winner_or_the_draw() -> None:
    final = first_choices(GAME.setup(players=2))
    last = str(final).splitlines()[-1]
    scores = final.scores()
    assert last.startswith(f"game over: {scores[0]} - {scores[1]}, ")
    assert last.endswith("wins") or "a draw" in last
