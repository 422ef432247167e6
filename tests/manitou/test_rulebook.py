"""Every sentence of the French Manitou rulebook, and the tests that check it.

The rulebook is quoted sentence by sentence, in its order; each names the
tests (``module::function``) that check it. The test below fails when a
named test is renamed or removed, so the map cannot silently go stale.
Sentences that only set the scene map to the tests of what they mean for the
rules; the interpretations (MAN-n) are cited in the tests themselves.
"""

from __future__ import annotations

import pytest

from tests.strategies import check_rulebook_entry

RULEBOOK: list[tuple[str, list[str]]] = [
    (
        "Le chef est le plus fort, mais gare aux squaws.",
        ["test_warriors::test_the_chief_beats_all_but_the_squaw_and_the_squaw_only_the_chief"],
    ),
    (
        "Les chasseurs vont accumuler des bisons et les guerriers vont capturer des Indiens adverses",
        [
            "test_scoring::test_the_strongest_takes_the_first_card_and_the_second_the_second",
            "test_scoring::test_the_holder_of_a_spot_takes_every_other_players_cards_there",
        ],
    ),
    (
        "Celui qui répartit ses cartes de la manière la plus avisée parmi les trois saisons de chasse gagne",
        ["test_scoring::test_prisoners_leave_their_owners_tribe_for_later_seasons"],
    ),
    ("Le jeu se compose de 3 saisons de chasse.", ["test_turns::test_the_game_ends_after_the_third_season"]),
    (
        "Chaque joueur choisit une couleur de tribu et reçoit un set de cartes composé de 11 "
        "chasseurs (de 1 à 10) et de 10 grands guerriers.",
        [
            "test_setup::test_each_tribe_has_eleven_hunters_and_ten_great_warriors",
            "test_setup::test_every_tribe_starts_with_all_its_cards",
        ],
    ),
    (
        "Au début de chaque saison, le distributeur dispose des cartes de bisons en 3 "
        "emplacements séparés, face ouverte, au milieu de la table. Ce sont les emplacements à "
        "bisons.",
        [
            "test_setup::test_the_game_starts_with_chance_laying_bison_cards_and_seat_0_dealing",
            "test_setup::test_the_layout_for_each_player_count",
            "test_setup::test_a_laid_card_leaves_its_deck_and_the_chances_follow",
            "test_setup::test_the_bison_decks",
            "test_turns::test_the_next_season_starts_with_new_bison_cards_and_empty_spots",
            "test_turns::test_the_deal_passes_to_the_left_each_season",
        ],
    ),
    (
        "Ensuite, chacun choisit parmi ses chasseurs et ses grands guerriers, 8 cartes qui vont "
        "participer à cette chasse.",
        [
            "test_choosing::test_the_seat_left_of_the_dealer_chooses_first_one_card_at_a_time",
            "test_choosing::test_each_seat_chooses_eight_cards_then_the_next",
            "test_choosing::test_choosing_goes_clockwise_from_the_left_of_the_dealer",
            "test_choosing::test_the_dealer_chooses_seven_in_the_published_rule",
            "test_choosing::test_a_player_with_no_more_cards_than_they_must_choose_takes_them_all",
            "test_choosing::test_choices_are_secret_from_the_other_seats",
        ],
    ),
    (
        "Les autres cartes composent la réserve pour les chasses futures.",
        [
            "test_choosing::test_each_seat_chooses_eight_cards_then_the_next",
            "test_scoring::test_prisoners_leave_their_owners_tribe_for_later_seasons",
        ],
    ),
    (
        "Chaque joueur mélange les cartes qu'il a choisies, les dispose en pile face cachée "
        "devant lui et prend les 3 premières dans sa main.",
        [
            "test_turns::test_after_choosing_each_seat_draws_three_cards_in_turn_order",
            "test_turns::test_each_draw_is_a_chance_outcome_by_how_many_of_each_card_the_pile_holds",
            "test_hidden::test_the_own_pile_is_a_multiset_its_order_unknown_even_to_its_owner",
            "test_hidden::test_states_differing_only_in_another_players_hand_or_pile_look_the_same",
        ],
    ),
    (
        "A son tour, chaque joueur doit poser une carte de sa main devant l'un des emplacements "
        "à bison, face ouverte et pioche une nouvelle carte.",
        [
            "test_turns::test_a_turn_plays_a_card_from_the_hand_at_any_spot_then_draws_one",
            "test_turns::test_turns_go_clockwise_and_without_a_pile_there_is_no_draw",
            "test_hidden::test_played_cards_and_face_down_warriors_are_public",
        ],
    ),
    (
        "Lorsqu'un grand guerrier est placé sur un emplacement à bisons où se trouve déjà un "
        "grand guerrier d'un autre joueur, le guerrier le plus fort bat le guerrier le plus "
        "faible et la carte inférieure est retournée et reste face cachée.",
        [
            "test_warriors::test_every_pair_of_the_rank_table",
            "test_warriors::test_two_warriors_of_the_same_kind_both_lose",
            "test_warriors::test_a_warrior_at_a_spot_without_a_face_up_warrior_holds_it",
            "test_warriors::test_with_more_players_any_other_players_warrior_is_attacked",
            "test_warriors::test_fights_in_play_turn_the_loser_face_down_on_the_table",
            "test_warriors::test_a_face_down_warrior_stays_face_down_for_the_season",
        ],
    ),
    (
        "Il est permis d'ajouter un grand guerrier à un autre grand guerrier déjà posé.",
        [
            "test_warriors::test_a_warrior_added_to_ones_own_warrior_makes_a_pair",
            "test_warriors::test_a_pair_takes_no_third_warrior",
        ],
    ),
    (
        "Ces deux grands guerriers ne peuvent alors être attaqués que grâce au sacrifice d'un "
        "guerrier adverse.",
        [
            "test_warriors::test_attacking_a_pair_sacrifices_the_attacker_and_the_pairs_last_warrior",
            "test_warriors::test_after_the_sacrifice_the_remaining_warrior_is_attacked_as_usual",
            "test_warriors::test_the_owner_of_a_broken_pair_may_pair_again",
        ],
    ),
    (
        "Dès que chaque joueur a posé sept cartes, la saison de chasse est terminée.",
        ["test_turns::test_a_season_ends_when_everyone_has_played_seven_cards"],
    ),
    (
        "On commence par compter quel joueur a obtenu, avec toutes ses cartes de chasseur, la "
        "plus grande force. Ce joueur reçoit une carte de voleur de peaux (malus).",
        [
            "test_scoring::test_the_skin_thief_goes_to_the_highest_total_hunter_strength",
            "test_scoring::test_a_player_without_hunters_is_no_skin_thief",
        ],
    ),
    (
        "En cas d'égalité, plusieurs joueurs peuvent recevoir des cartes de voleurs de peaux.",
        ["test_scoring::test_tied_players_all_get_a_skin_thief"],
    ),
    (
        "Ensuite, on procède à une évaluation sur chaque emplacement à bison. Le joueur le plus "
        "fort remporte la carte de bisons. S'il y a deux cartes de bisons à cet emplacement, le "
        "second emporte la deuxième carte.",
        [
            "test_scoring::test_the_strongest_takes_the_first_card_and_the_second_the_second",
            "test_scoring::test_only_players_with_hunters_at_the_spot_compete",
        ],
    ),
    (
        "En cas d'égalité, aucun joueur ne reçoit de carte de bisons à cet emplacement.",
        [
            "test_scoring::test_a_tie_for_first_gives_no_card_at_the_spot",
            "test_scoring::test_the_option_gives_the_second_card_to_the_strongest_below_a_tie_for_first",
            "test_scoring::test_a_tie_for_second_gives_no_second_card",
            "test_scoring::test_unclaimed_bison_cards_leave_the_game",
        ],
    ),
    (
        "Le joueur qui possède un ou deux grands guerriers face ouverte sur un emplacement à "
        "bison reçoit tous les chasseurs et tous les grands guerriers (face cachée) qui se "
        "trouvent sur cet emplacement.",
        [
            "test_scoring::test_the_holder_of_a_spot_takes_every_other_players_cards_there",
            "test_scoring::test_a_pair_takes_prisoners_as_one_holder",
            "test_scoring::test_a_spot_with_no_face_up_warrior_takes_no_prisoners",
        ],
    ),
    (
        "Ses propres cartes sont remises dans la réserve. Les cartes prises aux autres joueurs "
        "sont des prisonniers.",
        ["test_scoring::test_prisoners_leave_their_owners_tribe_for_later_seasons"],
    ),
    (
        "Dès que la troisième saison de chasse est terminée, chacun compte sa pile de points. "
        "Chaque carte de bisons vaut le nombre de points qui est écrit dessus. Chaque prisonnier "
        "vaut un point. Chaque carte de voleur de peaux fait perdre 10 points.",
        [
            "test_scoring::test_the_final_score_is_bison_plus_prisoners_minus_ten_per_skin_thief",
            "test_scoring::test_the_worked_season_scores_as_the_rules_page_says",
        ],
    ),
    (
        "Celui qui a le plus de points a gagné.",
        ["test_scoring::test_the_most_points_wins_and_a_tie_is_a_draw"],
    ),
]


@pytest.mark.parametrize(("sentence", "tests"), RULEBOOK, ids=[s[:60] for s, _ in RULEBOOK])
def test_every_rule_sentence_has_tests(sentence: str, tests: list[str]) -> None:
    check_rulebook_entry(sentence, tests, __package__ or "")


def test_the_quotes_are_the_rulebooks_words() -> None:
    """Each quoted sentence appears in the rulebook text, if that file is at hand."""
    from pathlib import Path

    source = Path(__file__).resolve().parents[3] / "shared" / "rules" / "manitou.fr.txt"
    if not source.exists():
        pytest.skip("the rulebook text is not beside the repository")
    text = " ".join(source.read_text(encoding="utf-8").split())
    for sentence, _ in RULEBOOK:
        assert sentence in text, sentence
