"""The great warriors: fights by the rank table, pairs, and the sacrifice.

Rulebook: "Lorsqu'un grand guerrier est placé sur un emplacement à bisons où
se trouve déjà un grand guerrier d'un autre joueur, le guerrier le plus fort
bat le guerrier le plus faible et la carte inférieure est retournée et reste
face cachée. Il est permis d'ajouter un grand guerrier à un autre grand
guerrier déjà posé. Ces deux grands guerriers ne peuvent alors être attaqués
que grâce au sacrifice d'un guerrier adverse."

The rank table is FACTS.md's; pairs are MAN-7 and the sacrifice MAN-8.
"""

from __future__ import annotations

import itertools

import pytest

from tablerules.manitou import Options, Spot
from tablerules.manitou.components import CHIEF, MEDICINE_MAN, RAIN_MAKER, SCOUT, SQUAW, WARRIORS, beats
from tests.manitou.scripts import (
    WORKED_BISON,
    WORKED_CHOICES,
    WORKED_HANDS,
    WORKED_TURNS,
    chosen,
    dealt,
    laid,
    run,
    worked_turns,
)

#: Every ordered pair of different kinds, and who wins, as FACTS.md words it.
WINNER = {
    (CHIEF, MEDICINE_MAN): CHIEF,
    (CHIEF, RAIN_MAKER): CHIEF,
    (CHIEF, SCOUT): CHIEF,
    (CHIEF, SQUAW): SQUAW,
    (MEDICINE_MAN, RAIN_MAKER): MEDICINE_MAN,
    (RAIN_MAKER, SCOUT): RAIN_MAKER,
    (SCOUT, MEDICINE_MAN): SCOUT,
    (MEDICINE_MAN, SQUAW): MEDICINE_MAN,
    (RAIN_MAKER, SQUAW): RAIN_MAKER,
    (SCOUT, SQUAW): SCOUT,
}


def fight(defender: str, attacker: str) -> Spot:
    """Seat 0's ``defender`` holds a spot; seat 1 plays ``attacker`` there."""
    return Spot((7,)).with_card(0, defender).with_card(1, attacker)


def test_the_table_names_every_pair_of_kinds_once() -> None:
    pairs = {frozenset(pair) for pair in WINNER}
    assert pairs == {frozenset(pair) for pair in itertools.combinations(WARRIORS, 2)}


@pytest.mark.parametrize(("defender", "attacker"), list(itertools.product(WARRIORS, WARRIORS)))
def test_every_pair_of_the_rank_table(defender: str, attacker: str) -> None:
    """ "le guerrier le plus fort bat le guerrier le plus faible et la carte
    inférieure est retournée et reste face cachée"; alike kinds both lose."""
    spot = fight(defender, attacker)
    if defender == attacker:
        assert spot.guard == ()
        assert spot.holder is None
        assert not spot.is_face_up(0) and not spot.is_face_up(1)
        return
    winner = WINNER.get((defender, attacker)) or WINNER[attacker, defender]
    assert beats(winner, attacker if winner == defender else defender)
    winning_index = 0 if winner == defender else 1
    assert spot.guard == (winning_index,)
    assert spot.holder == winning_index  # seat 0 played index 0, seat 1 index 1
    assert spot.is_face_up(winning_index)
    assert not spot.is_face_up(1 - winning_index)


def test_the_chief_beats_all_but_the_squaw_and_the_squaw_only_the_chief() -> None:
    assert [kind for kind in WARRIORS if beats(CHIEF, kind)] == [MEDICINE_MAN, RAIN_MAKER, SCOUT]
    assert [kind for kind in WARRIORS if beats(SQUAW, kind)] == [CHIEF]
    for kind in (MEDICINE_MAN, RAIN_MAKER, SCOUT):
        assert beats(kind, SQUAW)


@pytest.mark.parametrize("kind", WARRIORS)
def test_two_warriors_of_the_same_kind_both_lose(kind: str) -> None:
    spot = fight(kind, kind)
    assert spot.guard == ()
    assert spot.describe(0) == f"({kind})"
    assert spot.describe(1) == f"({kind})"
    # Nobody holds the spot now: the next warrior takes it without a fight.
    after = spot.with_card(0, SQUAW)
    assert after.holder == 0 and after.guard == (2,)


def test_a_warrior_at_a_spot_without_a_face_up_warrior_holds_it() -> None:
    """MAN-9: where no warrior is face up, a warrior holds the spot without a fight."""
    spot = Spot((7,)).with_card(1, "5").with_card(0, SCOUT)
    assert spot.holder == 0
    assert spot.guard == (1,)


def test_hunters_never_fight() -> None:
    spot = Spot((7,)).with_card(0, CHIEF).with_card(1, "10").with_card(1, "9")
    assert spot.holder == 0
    assert spot.strength(1) == 19
    assert all(spot.is_face_up(index) for index in range(3))


def test_a_warrior_added_to_ones_own_warrior_makes_a_pair() -> None:
    """ "Il est permis d'ajouter un grand guerrier à un autre grand guerrier déjà posé." (MAN-7)"""
    spot = Spot((7,)).with_card(0, SCOUT).with_card(0, SQUAW)
    assert spot.guard == (0, 1)
    assert spot.holder == 0
    assert spot.describe(0) == "S Q"
    assert "a pair" in spot.warriors_text()


def test_a_pair_takes_no_third_warrior() -> None:
    """MAN-7: at most two face-up warriors; a third of the same seat lies face down at once."""
    spot = Spot((7,)).with_card(0, SCOUT).with_card(0, SQUAW).with_card(0, CHIEF)
    assert spot.guard == (0, 1)
    assert spot.describe(0) == "S Q (C)"


def test_attacking_a_pair_sacrifices_the_attacker_and_the_pairs_last_warrior() -> None:
    """ "Ces deux grands guerriers ne peuvent alors être attaqués que grâce au
    sacrifice d'un guerrier adverse." (MAN-8): no fight; the attacker is turned
    face down and takes the warrior added last to the pair with it."""
    pair = Spot((7,)).with_card(0, SCOUT).with_card(0, SQUAW)
    # A chief would lose to the squaw and beat the scout in a fight; against a
    # pair it neither wins nor loses: it is sacrificed.
    for attacker in WARRIORS:
        after = pair.with_card(1, attacker)
        assert after.guard == (0,), attacker
        assert after.holder == 0
        assert after.describe(0) == "S (Q)"
        assert after.describe(1) == f"({attacker})"


# -- MAN-8's option pair_rule="fight-in-order" ----------------------------------------

#: Seat 0's pair: the scout first, the squaw added to it.
SCOUT_AND_SQUAW = Spot((7,)).with_card(0, SCOUT).with_card(0, SQUAW)


def in_order(attacker: str) -> Spot:
    """Seat 1 plays ``attacker`` against seat 0's pair, which it fights in order."""
    return SCOUT_AND_SQUAW.with_card(1, attacker, fight_in_order=True)


def test_in_order_an_attacker_beaten_by_the_newer_warrior_leaves_the_pair_standing() -> None:
    """MAN-8 option: "you can only fight the second warrior when the first one is
    beaten"; the squaw (added last) beats the chief, which lies face down."""
    after = in_order(CHIEF)
    assert after.guard == (0, 1)
    assert after.describe(0) == "S Q"
    assert after.describe(1) == "(C)"


def test_in_order_an_attacker_alike_the_newer_warrior_takes_it_down_with_it() -> None:
    """MAN-8 option: both squaws lose; the scout holds the spot alone."""
    after = in_order(SQUAW)
    assert after.guard == (0,)
    assert after.describe(0) == "S (Q)"
    assert after.describe(1) == "(Q)"


def test_in_order_an_attacker_that_beats_the_newer_warrior_fights_the_older() -> None:
    """MAN-8 option: the rain maker beats the squaw, then the scout: it holds the spot."""
    after = in_order(RAIN_MAKER)
    assert after.guard == (2,)
    assert after.holder == 1
    assert after.describe(0) == "(S) (Q)"
    assert after.describe(1) == "R"


def test_in_order_an_attacker_that_beats_the_newer_then_loses_to_the_older() -> None:
    """MAN-8 option: the medicine man beats the squaw but loses to the scout."""
    after = in_order(MEDICINE_MAN)
    assert after.guard == (0,)
    assert after.holder == 0
    assert after.describe(0) == "S (Q)"
    assert after.describe(1) == "(M)"


def test_in_order_an_attacker_that_beats_the_newer_then_meets_its_like() -> None:
    """MAN-8 option: the scout beats the squaw, then both scouts lose: nobody holds the spot."""
    after = in_order(SCOUT)
    assert after.guard == ()
    assert after.holder is None
    assert after.describe(0) == "(S) (Q)"
    assert after.describe(1) == "(S)"


def test_in_order_changes_only_attacks_on_a_pair() -> None:
    """MAN-8 option: single fights, pairs and a third warrior of the pair's owner are as before."""
    for defender, attacker in itertools.product(WARRIORS, WARRIORS):
        ordinary = Spot((7,)).with_card(0, defender).with_card(1, attacker)
        assert Spot((7,)).with_card(0, defender).with_card(1, attacker, fight_in_order=True) == ordinary
    third = SCOUT_AND_SQUAW.with_card(0, CHIEF, fight_in_order=True)
    assert third == SCOUT_AND_SQUAW.with_card(0, CHIEF)


def test_the_pair_rule_option_plays_through_a_game() -> None:
    """MAN-8 option in the worked season: seat 1's squaw attacks seat 0's pair of
    chiefs. Sacrificed by default, it takes the second chief down and seat 0 holds;
    fighting in order, it beats both chiefs and seat 1 holds spot 1."""
    options = Options(pair_rule="fight-in-order")
    state = dealt(chosen(laid(2, WORKED_BISON, options), WORKED_CHOICES), WORKED_HANDS)
    for play, drawn in WORKED_TURNS[:7]:
        state = run(state, play, *([drawn] if drawn else []))
    spot = state.spots[0]
    assert spot.describe(0) == "6 (C) (C)"
    assert spot.describe(1) == "10 9 Q"
    assert spot.holder == 1
    assert worked_turns(7).spots[0].holder == 0  # the default: the sacrifice


def test_after_the_sacrifice_the_remaining_warrior_is_attacked_as_usual() -> None:
    pair = Spot((7,)).with_card(0, SCOUT).with_card(0, SQUAW).with_card(1, CHIEF)
    beaten = pair.with_card(1, RAIN_MAKER)  # the rain maker beats the scout
    assert beaten.holder == 1
    assert beaten.describe(0) == "(S) (Q)"
    assert beaten.describe(1) == "(C) R"
    held = pair.with_card(1, MEDICINE_MAN)  # the scout beats the medicine man
    assert held.holder == 0
    assert held.describe(1) == "(C) (M)"


def test_the_owner_of_a_broken_pair_may_pair_again() -> None:
    spot = Spot((7,)).with_card(0, SCOUT).with_card(0, SQUAW).with_card(1, CHIEF).with_card(0, MEDICINE_MAN)
    assert spot.guard == (0, 3)
    assert spot.holder == 0


def test_with_more_players_any_other_players_warrior_is_attacked() -> None:
    """MAN-9: a warrior fights the face-up warrior of whichever other player holds
    the spot; the face-down ones take no part."""
    spot = (
        Spot((7,)).with_card(0, SQUAW).with_card(1, SCOUT).with_card(2, MEDICINE_MAN).with_card(3, RAIN_MAKER)
    )
    # Seat 1's scout beat the squaw; seat 2's medicine man lost to the scout;
    # seat 3's rain maker beat the scout.
    assert spot.holder == 3
    assert [spot.is_face_up(index) for index in range(4)] == [False, False, False, True]


def test_fights_in_play_turn_the_loser_face_down_on_the_table() -> None:
    """The worked season: seat 0's pair of chiefs, the squaw's sacrifice, the medicine man's defeat."""
    paired = worked_turns(6)
    assert paired.spots[0].describe(0) == "6 C C"
    sacrificed = worked_turns(7)
    assert sacrificed.spots[0].describe(0) == "6 C (C)"
    assert sacrificed.spots[0].describe(1) == "10 9 (Q)"
    beaten = worked_turns(9)
    assert beaten.spots[0].describe(1) == "10 9 (Q) (M)"
    assert beaten.spots[0].holder == 0
    assert worked_turns(10).spots[2].describe(0) == "(S)"


def test_a_face_down_warrior_stays_face_down_for_the_season() -> None:
    """ "la carte inférieure est retournée et reste face cachée" """
    state = worked_turns(9)
    before = state.spots[0]
    after = run(state, "play S at 1", "draw R").spots[0]  # seat 0's scout joins its chief
    assert [after.is_face_up(index) for index in range(len(before.cards))] == [
        before.is_face_up(index) for index in range(len(before.cards))
    ]
