"""Hidden information: views, redacted notation and determinized positions (MAN-14).

Each player's chosen cards, draw pile and hand are hidden from the others
until played; the order of a player's own pile is hidden from that player
too (MAN-5: the pile is an unordered multiset, each draw a chance outcome). A
warrior turned face down after a fight was seen by everyone and stays known.
"""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest

from tablerules import CHANCE
from tablerules.core import sample_state
from tablerules.manitou import Choose, Draw, LayBison, ManitouView, Phase, Play
from tablerules.manitou.state import ManitouState
from tests.manitou.scripts import first_choices, laid, new_game, run, swapped, worked_start, worked_turns


def test_states_differing_only_in_another_players_hand_or_pile_look_the_same() -> None:
    state = worked_turns(2)
    assert state.hands[0] == ("5", "10", "C") and state.piles[0] == ("5", "C", "R", "S")
    other = swapped(state, 0, ("5", "5", "R"), ("10", "C", "C", "S"))
    assert other != state
    assert other.view(1) == state.view(1)
    assert other.view(None) == state.view(None)
    assert str(other.view(1)) == str(state.view(1))
    assert other.view(0) != state.view(0)


def test_states_differing_only_in_another_players_choices_look_the_same() -> None:
    state = run(laid(2), "choose 10", "choose 9")
    other = swapped(state, 1, (), ("C", "Q"))
    assert other.view(0) == state.view(0)
    assert other.view(1) != state.view(1)


def test_a_view_holds_only_the_seats_own_hand_and_pile() -> None:
    state = worked_turns(2)
    view = state.view(1)
    assert isinstance(view, ManitouView)
    assert view.hand == state.hands[1] and view.pile == state.piles[1]
    assert view.hand_sizes == (3, 3) and view.pile_sizes == (4, 4)
    spectator = state.view(None)
    assert spectator.hand == () and spectator.pile == () and spectator.reserve == ()
    # Nothing of seat 0's hidden cards is anywhere in seat 1's view.
    fields = attrs.asdict(view, recurse=False)
    assert state.hands[0] not in fields.values() and state.piles[0] not in fields.values()


def test_the_own_pile_is_a_multiset_its_order_unknown_even_to_its_owner() -> None:
    """MAN-5: the next draw is chance, for the owner as for everyone."""
    state = worked_start()
    state = run(state, "play 10 at 1")
    assert state.to_move is CHANCE
    assert state.view(1).pile == ("1", "7", "8", "M", "Q")
    assert len(state.chance_outcomes()) == 5


def test_played_cards_and_face_down_warriors_are_public() -> None:
    state = worked_turns(9)
    spot = state.view(0).spots[0]
    assert spot == state.view(1).spots[0] == state.view(None).spots[0]
    # The squaw and the medicine man lie face down, and everyone knows what they are.
    assert spot.describe(1) == "10 9 (Q) (M)"


def test_notation_hides_other_seats_choices_and_draws() -> None:
    state = laid(2)
    assert state.notation_for(Choose("C"), 1) == "choose C"
    assert state.notation_for(Choose("C"), 0) == "choose ?"
    dealing = worked_start()
    played = run(dealing, "play 10 at 1")
    assert played.notation_for(Draw("8"), 1) == "draw 8"
    assert played.notation_for(Draw("8"), 0) == "draw ?"
    assert played.notation_for(Draw("8"), None) == "draw ?"
    # Plays and bison cards are public.
    assert dealing.notation_for(Play("10", 1), 0) == "play 10 at 1"
    assert new_game().notation_for(LayBison(12), None) == "bison 12"


@pytest.mark.parametrize("seat", [True, False, -1, 2, 7, "0", 1.0])
def test_notation_for_refuses_what_is_no_seat(seat: object) -> None:
    """``True`` equals seat 1 and would read its choice in clear; 7 is nobody's seat."""
    state = laid(2)
    assert state.turn == 1
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        state.notation_for(Choose("C"), seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [True, False, -1, 2, None, "0"])
@pytest.mark.parametrize("method", ["quota", "played_this_season", "reserve"])
def test_seat_methods_refuse_what_is_no_seat(method: str, seat: object) -> None:
    """``reserve(-1)`` is not the last seat's reserve, nor ``reserve(True)`` seat 1's."""
    state = worked_turns(3)
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        getattr(state, method)(seat)
    assert getattr(state, method)(1) == getattr(state, method)(1)  # a real seat still answers


def test_a_record_view_redacts_what_the_seat_may_not_see() -> None:
    import tablerules
    from tablerules.bots import RandomAgent

    record = tablerules.play(tablerules.load("manitou"), [RandomAgent()] * 3, seed=5)
    for seat in (0, 1, 2, None):
        entries = record.view(seat).actions
        for entry, action in zip(entries, record.actions, strict=True):
            if entry.endswith("?"):
                assert isinstance(action, Choose | Draw)
            else:
                assert entry == str(action)
    hidden = [entry for entry in record.view(None).actions if entry.endswith("?")]
    assert hidden and all(entry in ("choose ?", "draw ?") for entry in hidden)


@pytest.mark.parametrize("seat", [0, 1, None])
def test_determinize_redraws_only_what_the_seat_cannot_see(seat: int | None) -> None:
    rng = random.Random(4)
    state = worked_turns(5)
    for _ in range(20):
        other = state.determinize(seat, rng)
        assert other.view(seat) == state.view(seat)
        assert other.spots == state.spots and other.season == state.season
        for each in range(2):
            assert len(other.hands[each]) == len(state.hands[each])
            assert len(other.piles[each]) == len(state.piles[each])
            if each == seat:
                assert other.hands[each] == state.hands[each] and other.piles[each] == state.piles[each]
            unseen = sorted(state.season.pools[each])
            for card in (*state.played_this_season(each), *other.hands[each], *other.piles[each]):
                unseen.remove(card)  # every card comes from what the seat may still hold


def test_determinize_during_choosing_redraws_the_choices() -> None:
    state = run(
        laid(2), *(f"choose {card}" for card in ("10", "9", "8", "7", "C", "Q", "M", "1")), "choose 2"
    )
    assert state.phase is Phase.CHOOSING and state.to_move == 0
    seen = {state.determinize(0, random.Random(seed)).piles[1] for seed in range(10)}
    assert len(seen) > 1
    assert all(len(pile) == 8 for pile in seen)
    assert {state.determinize(0, random.Random(seed)).piles[0] for seed in range(5)} == {("2",)}


def test_the_game_over_position_hides_nothing_left() -> None:
    state = first_choices(new_game(2))
    assert state.hands == state.piles == ((), ())
    assert all(spot.cards == () for spot in state.view(0).spots)
    assert "  seat 0: " in str(state.view(0))  # the picture shows the last season's table
    assert state.determinize(0, random.Random(1)) == state


def chi_square_limit(degrees: int) -> float:
    """The 0.1% tail of the chi-square distribution (Wilson-Hilferty; within 1% from 5 degrees up)."""
    ninth = 2 / (9 * degrees)
    return degrees * (1 - ninth + 3.0902 * ninth**0.5) ** 3


def test_a_view_makes_a_position_that_seat_cannot_tell_from_the_real_one() -> None:
    state = worked_turns(5)
    for seat in (0, 1, None):
        view = state.view(seat)
        drawn = view.sample_state(random.Random(seat or 0))
        assert type(drawn) is ManitouState and drawn.view(seat) == view
        assert drawn.plays == state.plays and drawn.to_move == state.to_move
        assert sample_state(view, random.Random(3)) == view.sample_state(random.Random(3))
    # The seat's own hand is as it was.
    assert state.view(1).sample_state(random.Random(1)).hands[1] == state.hands[1]


def test_a_concealed_hand_holds_each_card_as_often_as_the_cards_unseen_say() -> None:
    """Seat 1's view of seat 0: every card seat 0 may still hold is as likely as any
    other of its cards to be in its hand (chi-square on the kinds, 0.1% tail)."""
    state = worked_turns(5)
    view = state.view(1)
    unseen = Counter(sorted(state.season.pools[0]))
    unseen.subtract(state.played_this_season(0))
    unseen = +unseen
    held, size = len(state.hands[0]), sum(unseen.values())
    rounds = 4000
    counts: Counter[str] = Counter()
    rng = random.Random(2026)
    for _ in range(rounds):
        counts.update(view.sample_state(rng).hands[0])
    assert set(counts) == set(unseen)
    expected = {card: rounds * held * count / size for card, count in unseen.items()}
    chi_square = sum((counts[card] - share) ** 2 / share for card, share in expected.items())
    assert chi_square < chi_square_limit(len(unseen) - 1), (chi_square, counts, expected)
