"""Every sentence of the Beasty Borders rulebook, and the tests that check it.

The rulebook is quoted sentence by sentence, in its order; each names the
tests (``module::function``) that check it. The test below fails when a
named test is renamed or removed, so the map cannot silently go stale.
Sentences about physical handling only (where discs lie) map to the test of
what they mean for the rules.
"""

from __future__ import annotations

import pytest

from tests.strategies import check_rulebook_entry

RULEBOOK: list[tuple[str, list[str]]] = [
    # -- Content
    (
        "9 landscape tiles (green grass with lakes)",
        [
            "test_setup::test_the_default_tiles_hold_42_green_spaces_and_12_lakes",
            "test_setup::test_the_laid_tiles_form_a_3x3_grid_of_3x2_tiles",
        ],
    ),
    (
        "8, 7 and 5 farm (or shepherd) animals, and 8, 7 and 5 wild animals",
        ["test_setup::test_the_supplies", "test_conservation::test_animals_are_conserved_in_the_main_game"],
    ),
    ("1 D8 die", ["test_walk::test_the_d8_has_eight_equally_likely_outcomes"]),
    ("5 empty-space markers (black discs)", ["test_turns::test_empty_space_markers_never_run_out"]),
    (
        "1 steps-marker (black cylinder)",
        [
            "test_setup::test_the_marker_starts_on_the_signpost",
            "test_picture::test_the_board_with_coordinates_and_the_marker_in_brackets",
        ],
    ),
    # -- Preparation
    (
        "Give one player all farm animals, the other player all wild animals.",
        ["test_setup::test_the_supplies"],
    ),
    (
        "Shuffle the 9 tiles and place them face-up in a 3x3 tiles grid.",
        [
            "test_setup::test_setup_starts_with_chance_laying_tiles",
            "test_setup::test_each_place_takes_any_tile_not_laid_yet_with_equal_chance",
            "test_setup::test_the_laid_tiles_form_a_3x3_grid_of_3x2_tiles",
            "test_setup::test_the_fixed_layout_option_skips_the_shuffle",
        ],
    ),
    ("Place the steps-marker at the signpost space.", ["test_setup::test_the_marker_starts_on_the_signpost"]),
    ("Place the 5 empty-space-markers at a side.", ["test_turns::test_empty_space_markers_never_run_out"]),
    (
        "Determine the start player, who gets the D8 to start the first turn.",
        ["test_setup::test_the_supplies", "test_picture::test_the_supplies_and_the_next_step"],
    ),
    # -- Turns: roll the die
    ("In your turn you roll the D8.", ["test_walk::test_the_d8_has_eight_equally_likely_outcomes"]),
    (
        "The die determines the number of steps to move the steps-marker in the signpost's direction through "
        "empty landscape spaces (skip lakes, and spaces filled by an animal or an empty-space-marker).",
        [
            "test_walk::test_the_marker_walks_east_from_the_signpost",
            "test_walk::test_the_walk_skips_lakes_inside_a_row",
            "test_walk::test_the_walk_skips_animals_and_empty_space_markers",
            "test_walk::test_the_walk_goes_on_from_where_the_marker_stands",
            "test_walk::test_a_walk_passes_over_the_signpost",
            "test_walk::test_the_marker_lands_on_an_empty_green_space",
        ],
    ),
    (
        "If you reach the side of the landscape, count further at the next row.",
        [
            "test_walk::test_past_the_east_edge_the_walk_goes_on_in_the_row_below_skipping_lakes",
            "test_walk::test_past_the_bottom_row_the_walk_goes_on_at_the_top",
        ],
    ),
    (
        "The 'first next' row is the one below the signpost (see picture).",
        [
            "test_walk::test_past_the_east_edge_the_walk_goes_on_in_the_row_below_skipping_lakes",
            "test_walk::test_without_luck_the_walk_is_the_same_on_four_rows",
        ],
    ),
    # -- Turns: place or pass
    (
        "Now place one of your animals at the space with the steps-marker, or pass.",
        [
            "test_turns::test_the_roller_places_one_of_their_animals_or_passes",
            "test_turns::test_placing_puts_the_animal_on_the_marker_space_and_takes_it_from_the_supply",
        ],
    ),
    (
        "If you pass, then the other player can choose to place one of their animals there, or pass too.",
        [
            "test_turns::test_after_a_pass_the_other_player_places_or_passes",
            "test_turns::test_the_roller_who_passed_rolls_again_when_the_other_player_places",
        ],
    ),
    (
        "When both players passed, place an empty-space-marker at that space to mark that it stays empty "
        "forever.",
        [
            "test_turns::test_two_passes_leave_an_empty_space_marker_and_the_roller_rolls_again",
            "test_turns::test_an_empty_space_marker_stays_empty_forever",
            "test_walk::test_the_walk_skips_animals_and_empty_space_markers",
        ],
    ),
    (
        "If you run out of discs (unlikely), use something else as empty-space-marker.",
        ["test_turns::test_empty_space_markers_never_run_out"],
    ),
    (
        "If you placed an animal, the next turn is the other player's turn.",
        [
            "test_turns::test_after_a_placement_the_other_player_rolls_next",
            "test_turns::test_the_roller_who_passed_rolls_again_when_the_other_player_places",
        ],
    ),
    (
        "If you passed in your own turn, the next turn is your turn again!!",
        [
            "test_turns::test_the_roller_who_passed_rolls_again_when_the_other_player_places",
            "test_turns::test_two_passes_leave_an_empty_space_marker_and_the_roller_rolls_again",
            "test_turns::test_the_seat_1_roller_who_passes_also_rolls_again",
        ],
    ),
    # -- End of the game
    (
        "Once all (42) green spaces are filled by an animal or an empty-space-marker, the game ends.",
        [
            "test_turns::test_the_game_ends_when_all_42_green_spaces_are_filled",
            "test_turns::test_the_game_does_not_end_while_a_green_space_is_empty",
            "test_turns::test_a_drawn_position_without_empty_spaces_is_over",
        ],
    ),
    (
        "It can happen that a player has no animals remaining before the game ends, so that the other player "
        "can fill remaining empty spaces by their remaining animal(s).",
        [
            "test_turns::test_a_player_without_animals_can_only_pass",
            "test_turns::test_the_other_player_fills_the_remaining_spaces_and_the_game_ends",
            "test_turns::test_when_both_players_run_out_the_rest_fills_with_empty_space_markers",
        ],
    ),
    # -- Scoring
    (
        "Each group of one type of animal brings victory points (vp).",
        [
            "test_scoring::test_groups_are_of_one_kind_only",
            "test_scoring::test_two_groups_of_one_kind_score_separately",
        ],
    ),
    ("A separate animal brings no points.", ["test_scoring::test_a_single_animal_is_listed_with_no_points"]),
    (
        "A group consists of identical animals in orthogonally (not diagonally) adjacent spaces.",
        [
            "test_scoring::test_orthogonal_neighbours_form_a_group",
            "test_scoring::test_diagonal_neighbours_do_not",
            "test_scoring::test_a_group_wraps_round_corners",
        ],
    ),
    (
        "Group size and victory points: 2 1, 3 3, 4 5, 5 7, 6 8, 7 9, 8 10",
        [
            "test_scoring::test_group_size_and_victory_points",
        ],
    ),
    (
        "Player 1 plays with the animals marked A, B and C. Player 2 has animals X, Y and Z.",
        ["test_scoring::test_the_rulebook_scoring_example"],
    ),
    (
        "A has a group of 4 (5 vp) and a group of 3 (3 vp). The single A brings no points. The 2 B-groups "
        "bring 7 and 1 vp. C brings 3 vp. The total of player 1 is 19 points.",
        ["test_scoring::test_the_rulebook_scoring_example"],
    ),
    (
        "The score for player 2: X brings 7 vp, Y 9 vp and Z 1 vp. So, the total of player 2 is 17 points.",
        ["test_scoring::test_the_rulebook_scoring_example"],
    ),
    (
        "The player with the most victory points wins.",
        [
            "test_scoring::test_the_rulebook_example_is_won_by_most_points",
            "test_scoring::test_most_points_beats_more_animals",
        ],
    ),
    (
        "In case of a tie, the player who placed the most animals wins.",
        [
            "test_scoring::test_a_tie_goes_to_the_player_who_placed_the_most_animals",
            "test_scoring::test_still_tied_is_a_draw",
            "test_scoring::test_ties_in_without_luck_too",
        ],
    ),
    # -- Variant 'Without Luck'
    (
        "Use only 6 of the 9 tiles.",
        [
            "test_without_luck::test_six_tiles_are_laid_by_chance_three_across_two_down",
            "test_without_luck::test_the_game_ends_when_the_green_spaces_are_filled",
        ],
    ),
    (
        "The marker's start tile must be one of these.",
        [
            "test_without_luck::test_the_signpost_tile_comes_with_chance_one_in_the_places_left",
            "test_without_luck::test_once_the_signpost_tile_is_laid_the_rest_is_uniform",
            "test_without_luck::test_every_layout_holding_the_signpost_tile_is_equally_likely",
            "test_setup::test_without_luck_layout_must_hold_the_signpost_tile",
        ],
    ),
    (
        "Both players only have 2 different animals, 8 and 6 of these.",
        [
            "test_without_luck::test_each_player_has_two_kinds_eight_and_six",
            "test_conservation::test_animals_are_conserved_without_luck",
        ],
    ),
    (
        'Place the 2 farm animal types (A and B) and the 2 wild animal types (X and Y) in a "bidding-row" '
        "as in the picture: the animal with the lowest value is at the left end, the animals with the second "
        "highest value are the X and Y pair at the right end, and the animal with the highest value is at "
        "the far right. The animals in between alternate between the wild (X and Y) and farm (A and B) "
        "types, in the order shown in the picture.",
        [
            "test_without_luck::test_the_bidding_row_holds_the_whole_supply",
            "test_without_luck::test_the_bidding_row_is_ordered_as_the_rulebook_says",
            "test_without_luck::test_x_and_y_share_value_26",
        ],
    ),
    (
        "The start player rolls the D8 for the first turn, the other player rolls for the second turn, start "
        "player for the third turn, and so on, just alternating!",
        ["test_without_luck::test_rollers_strictly_alternate"],
    ),
    (
        "The player who rolled the die must point at one of their own animals in the row (or pass).",
        [
            "test_without_luck::test_the_roller_points_at_one_of_their_own_animals_or_passes",
            "test_without_luck::test_a_player_with_an_empty_row_can_only_pass",
        ],
    ),
    (
        "Then the other player can choose an animal of their own with a higher value in the bidding-row, or "
        "pass.",
        [
            "test_without_luck::test_the_other_player_must_point_strictly_higher",
            "test_without_luck::test_after_the_roller_passes_the_other_may_point_at_any_own_animal",
            "test_without_luck::test_x_and_y_share_value_26",
        ],
    ),
    (
        "Now the chosen animal with the highest value gets placed at the steps-marker.",
        [
            "test_without_luck::test_the_highest_pointed_animal_is_placed_and_leaves_the_row",
            "test_without_luck::test_when_the_other_passes_the_rollers_animal_is_placed",
            "test_without_luck::test_when_the_roller_passes_the_others_animal_is_placed",
        ],
    ),
    (
        "If both players pass, then an empty-space-marker gets placed.",
        ["test_without_luck::test_both_pass_and_an_empty_space_marker_is_placed"],
    ),
]


@pytest.mark.parametrize(("sentence", "tests"), RULEBOOK, ids=[s[:60] for s, _ in RULEBOOK])
def test_every_rule_sentence_has_tests(sentence: str, tests: list[str]) -> None:
    check_rulebook_entry(sentence, tests, __package__ or "")
