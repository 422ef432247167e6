"""Every sentence of the Bison rulebook that states or explains a rule, and the tests that check it.

The rulebook is quoted sentence by sentence, in its order; each names the
tests (``module::function``) that check it. The test below fails when a
named test is renamed or removed, so the map cannot silently go stale; the
last two check that the quotes are the rulebook's words, in its order, when
its text lies beside the checkout. Table rows (the Cost Overview, the
scoring examples) are quoted row by row. The component list maps to the
setup tests of what it means for the rules; the scoring Example 2, which
contradicts the rules text, maps to the tests that record the conflict
(BIS-12). Left out: the titles and headings, the tables' header and rule
rows, the "Examples:" labels, lead-ins that say nothing by themselves ("Each
box of Bison contains:", "The following rules explain the basics of hunter
movement:", "You may move your hunters in the following ways:"), the list
items naming the season's four phases and the six actions (the sentences
that introduce them are quoted), "1 rulebook", the apology and the
publisher's address, the scene ("This represents the winter quarters of the
Nez Perce nation."), the credits and the copyright. The interpretations
(BIS-n) are cited in the tests themselves.
"""

from __future__ import annotations

import pytest

from tests.strategies import check_rulebook_entry

RULEBOOK: list[tuple[str, list[str]]] = [
    # -- Game Components
    (
        "21 Landscape tiles, including 3 starting tiles",
        [
            "test_turns::test_setup_lays_the_three_starting_tiles_and_leaves_eighteen_in_the_pile",
            "test_landscape::test_a_bad_tile_text_is_refused_with_a_clear_message",
            "test_landscape::test_bad_starting_tiles_are_refused_with_a_clear_message",
        ],
    ),
    (
        "32 Hunters: wooden cubes in blue, red, yellow, and green",
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_market::test_the_market_sells_only_pieces_still_there",
        ],
    ),
    (
        "12 score markers in wood, in blue, red, yellow, and green (the same size as the hunters)",
        ["test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market"],
    ),
    (
        "24 tipis in blue, red, yellow, and green",
        ["test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market"],
    ),
    (
        "24 canoes in blue, red, yellow, and green",
        ["test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market"],
    ),
    (
        "4 individual player boards",
        [
            "test_rulebook_gaps::test_the_game_is_for_two_to_four_players",
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
        ],
    ),
    ("16 white action markers", ["test_turns::test_four_rounds_one_action_a_seat_a_round_in_turn_order"]),
    ("1 Totem tile", ["test_turns::test_the_totem_passes_to_the_next_seat_each_season"]),
    # -- Landscape Tiles
    (
        "During the game, you will build the game board using landscape tiles.",
        [
            "test_landscape::test_the_first_tile_goes_next_to_the_starting_tiles",
            "test_landscape::test_a_tile_is_laid_on_any_empty_place_next_to_the_landscape_in_any_of_six_turns",
        ],
    ),
    (
        "Each landscape tile has 3 different types of terrain: prairie (green), river (blue), and "
        "mountain (brown).",
        [
            "test_landscape::test_fields_connect_as_the_hexagons_lie",
            "test_landscape::test_the_landscape_queries_on_a_built_position",
            "test_landscape::test_a_bad_tile_text_is_refused_with_a_clear_message",
            "test_position::test_queries_answer_on_every_field_in_play",
        ],
    ),
    (
        "The river always separates the prairie from the mountain.",
        [
            "test_landscape::test_each_edge_is_wholly_prairie_or_mountain",
            "test_landscape::test_prairie_to_mountain_on_one_tile_costs_two_points",
            "test_landscape::test_a_bad_tile_text_is_refused_with_a_clear_message",
        ],
    ),
    (
        "Each landscape tile always shows 3 animals in different combinations of bison, salmon, or wild "
        "turkeys.",
        [
            "test_landscape::test_a_bad_tile_text_is_refused_with_a_clear_message",
            "test_landscape::test_bad_starting_tiles_are_refused_with_a_clear_message",
            "test_landscape::test_the_landscape_queries_on_a_built_position",
        ],
    ),
    (
        "The way you play your tiles will determine how these regions connect and grow.",
        [
            "test_landscape::test_prairies_join_prairies_across_edges",
            "test_landscape::test_mountains_join_mountains_across_edges",
            "test_landscape::test_rivers_join_at_a_corner_where_both_end",
            "test_landscape::test_a_prairie_never_joins_a_mountain",
            "test_landscape::test_fields_touching_only_at_a_corner_do_not_join",
        ],
    ),
    # -- Hunters
    (
        "Each player receives 11 wooden cubes in their chosen color. 8 of these cubes represent the "
        "hunters of their horde. Use the other 3 cubes to mark your collected food reserves.",
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_market::test_the_market_sells_only_pieces_still_there",
            "test_position::test_more_pieces_than_the_reserve_holds_take_the_rest_from_the_market",
        ],
    ),
    (
        "Your hunters can move around the board, build tipis and canoes, hunt, and fish for salmon.",
        [
            "test_movement::test_moving_one_space_reaches_only_fields_one_point_away",
            "test_building::test_tipis_stand_on_prairies_and_mountains_not_on_rivers",
            "test_building::test_canoes_go_only_on_rivers",
            "test_scoring::test_example_3_yellow_scores_9_and_red_10",
        ],
    ),
    # -- Tipis
    (
        "Each player takes 6 tipis.",
        ["test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market"],
    ),
    (
        "Each tipi shows a number of diamonds equal to the number of hunters who live in it.",
        [
            "test_building::test_tipi_example_three_hunters_build_a_single_tipi_for_free",
            "test_building::test_tipi_example_a_double_tipi_costs_two_animals",
            "test_building::test_tipi_example_a_triple_tipi_costs_four_animals",
        ],
    ),
    (
        "You have two 1-diamond tipis, two 2-diamond tipis, one 3-diamond tipi, and one 4-diamond tipi.",
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_market::test_every_tipi_and_canoe_costs_one_of_each_animal_a_diamond",
            "test_refusals::test_an_illegal_action_is_refused_by_its_rule",
        ],
    ),
    (
        "You can build tipis to increase your influence in a region.",
        [
            "test_scoring::test_a_single_tipi_beats_any_number_of_hunters",
            "test_scoring::test_example_1_ranks_yellow_red_green_blue",
        ],
    ),
    (
        "The number of diamonds on a tipi indicates how many hunters live in it.",
        [
            "test_building::test_a_tipi_needs_as_many_of_your_hunters_on_the_field_as_it_has_diamonds",
            "test_building::test_tipi_example_a_triple_tipi_costs_four_animals",
        ],
    ),
    # -- Canoes
    (
        "Each player has 6 canoes: 2 for one hunter, 2 for two hunters, 1 for three hunters, and 1 for "
        "four hunters.",
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_market::test_every_tipi_and_canoe_costs_one_of_each_animal_a_diamond",
            "test_refusals::test_an_illegal_action_is_refused_by_its_rule",
        ],
    ),
    (
        "The diamonds on each canoe show the number of hunters who can use it.",
        [
            "test_building::test_canoe_example_two_hunters_on_a_river_place_a_single_canoe_for_free",
            "test_building::test_canoe_example_a_double_canoe_takes_both_hunters_and_costs_two",
        ],
    ),
    (
        "With canoes, players increase their influence over the rivers.",
        ["test_scoring::test_canoes_rank_the_players_on_a_river"],
    ),
    (
        "The number of diamonds on a canoe indicates how many hunters can use it.",
        [
            "test_building::test_canoe_example_a_double_canoe_takes_both_hunters_and_costs_two",
            "test_building::test_canoe_example_one_hunter_enlarges_a_single_canoe_to_a_double_for_free",
        ],
    ),
    # -- Individual Player Board
    (
        "Each player has an individual board.",
        ["test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market"],
    ),
    (
        "On top, there are 3 tracks for marking your food reserves.",
        ["test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market"],
    ),
    ("In addition, all the actions and their costs are shown.", ["test_turns::test_the_cost_table"]),
    (
        "Each season, you may choose 4 of the 6 different actions. You may use an action only once per "
        "season.",
        [
            "test_turns::test_four_rounds_one_action_a_seat_a_round_in_turn_order",
            "test_turns::test_each_action_is_taken_once_a_season",
            "test_turns::test_action_markers_come_off_after_scoring",
        ],
    ),
    # -- The Food Reserve Track
    (
        "You will use 3 wooden cubes to mark your food reserves: bison, wild turkey, and salmon.",
        ["test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market"],
    ),
    (
        "These reserves can be used to pay for your actions or to trade at the market.",
        [
            "test_turns::test_the_cost_is_paid_in_any_mix_of_animals",
            "test_market::test_a_hunter_costs_one_animal_of_each_kind",
            "test_market::test_three_animals_of_one_kind_exchange_for_one_of_another",
        ],
    ),
    (
        "At the end of the game, the player with the largest food reserve (bison, salmon, and wild turkeys) "
        "wins the game!",
        [
            "test_scoring::test_the_final_scoring_starts_from_empty_tracks",
            "test_scoring::test_the_final_tiebreak_example_in_a_finished_game",
        ],
    ),
    # -- Trade and Action Costs
    (
        "The trade and action cost table on your individual board shows how much food (bison, salmon, "
        "and/or wild turkeys) you must pay for an action.",
        ["test_turns::test_the_cost_table", "test_turns::test_one_hunter_costs_nothing"],
    ),
    (
        "The cost of an action depends on the number of hunters involved.",
        ["test_turns::test_the_cost_table", "test_movement::test_the_cost_follows_the_hunters_moved"],
    ),
    (
        "The cost can be paid using any combination of animals from your food reserve.",
        [
            "test_turns::test_the_cost_is_paid_in_any_mix_of_animals",
            "test_movement::test_the_rulebooks_red_example_four_hunters_one_space_cost_7_in_any_mix",
        ],
    ),
    # -- Action Markers
    (
        "Each player takes 4 white markers.",
        ["test_turns::test_four_rounds_one_action_a_seat_a_round_in_turn_order"],
    ),
    (
        "They are used to indicate which actions you have carried out during the current season.",
        [
            "test_turns::test_each_action_is_taken_once_a_season",
            "test_turns::test_an_action_hands_the_turn_to_the_next_seat",
            "test_turns::test_action_markers_come_off_after_scoring",
        ],
    ),
    # -- Totem Tile
    (
        "The starting player receives the Totem tile.",
        [
            "test_turns::test_the_first_season_begins_with_the_youngest_player_drawing",
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
        ],
    ),
    (
        "Each season, it is passed to the new first player as a reminder of that status.",
        ["test_turns::test_the_totem_passes_to_the_next_seat_each_season"],
    ),
    # -- Setup
    (
        "Each player chooses a color and takes:",
        ["test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market"],
    ),
    (
        "1 individual player board",
        ["test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market"],
    ),
    (
        '3 wooden score cubes. Place your cubes on the "10" space of the food reserve track on your '
        "individual board. You begin the game with 10 bison, 10 salmon, and 10 wild turkeys.",
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_position::test_food_not_given_is_ten_of_each",
        ],
    ),
    (
        "4 hunters, 1 single tipi, 1 double tipi, 1 single canoe, and 1 double canoe. These are your "
        "starting resources.",
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_position::test_pieces_on_the_landscape_come_from_the_reserve_first_then_from_the_market",
        ],
    ),
    ("4 white action markers", ["test_turns::test_four_rounds_one_action_a_seat_a_round_in_turn_order"]),
    (
        "The rest of your game pieces - hunters, tipis, and canoes - are kept near the game board as the "
        '"market." You may buy pieces from your market during the game.',
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_market::test_a_hunter_costs_one_animal_of_each_kind",
            "test_market::test_the_market_sells_only_pieces_still_there",
        ],
    ),
    ("Return unused pieces to the box.", ["test_rulebook_gaps::test_only_the_players_colours_are_in_play"]),
    (
        "Place the 3 starting tiles face up so that the totem symbol is in the center.",
        [
            "test_landscape::test_the_starting_tiles_meet_at_the_totem_and_their_rivers_make_one_region",
            "test_landscape::test_any_starting_tiles_are_turned_so_their_rivers_begin_at_the_totem",
            "test_turns::test_setup_lays_the_three_starting_tiles_and_leaves_eighteen_in_the_pile",
        ],
    ),
    (
        "It is from this location that your hunters will begin their search for food.",
        [
            "test_turns::test_setup_lays_the_three_starting_tiles_and_leaves_eighteen_in_the_pile",
            "test_landscape::test_the_first_tile_goes_next_to_the_starting_tiles",
        ],
    ),
    (
        "Shuffle the remaining 18 landscape tiles and place them in a face-down pile near the game board.",
        [
            "test_turns::test_setup_lays_the_three_starting_tiles_and_leaves_eighteen_in_the_pile",
            "test_turns::test_each_draw_is_uniform_over_every_tile_never_drawn",
            "test_hidden::test_the_pile_and_the_removed_tiles_are_in_no_view",
        ],
    ),
    (
        "With 2 players, remove the first 6 landscape tiles and place them, without looking at them, in "
        "the box. With 3 players, remove 3 landscape tiles, and with 4 players remove 2.",
        [
            "test_turns::test_each_draw_is_uniform_over_every_tile_never_drawn",
            "test_turns::test_the_game_ends_after_the_last_seasons_scoring",
            "test_turns::test_random_play_reaches_the_end",
            "test_hidden::test_the_pile_and_the_removed_tiles_are_in_no_view",
        ],
    ),
    (
        "The youngest player takes the Totem tile and begins the game.",
        ["test_turns::test_the_first_season_begins_with_the_youngest_player_drawing"],
    ),
    # -- Playing the Game
    (
        'Bison is played in "seasons." The number of seasons depends on the number of players:',
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_turns::test_the_game_ends_after_the_last_seasons_scoring",
            "test_rulebook_gaps::test_the_game_is_for_two_to_four_players",
        ],
    ),
    (
        "With 2 players, the game lasts 6 seasons.",
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_turns::test_the_game_ends_after_the_last_seasons_scoring",
        ],
    ),
    (
        "With 3 players, the game lasts 5 seasons.",
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_turns::test_the_game_ends_after_the_last_seasons_scoring",
        ],
    ),
    (
        "With 4 players, the game lasts 4 seasons.",
        [
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
            "test_turns::test_the_game_ends_after_the_last_seasons_scoring",
        ],
    ),
    (
        "Each season is divided into 4 phases, in this order:",
        [
            "test_turns::test_players_draw_in_turn_order_from_the_first_player",
            "test_turns::test_four_rounds_one_action_a_seat_a_round_in_turn_order",
            "test_turns::test_action_markers_come_off_after_scoring",
            "test_turns::test_the_totem_passes_to_the_next_seat_each_season",
        ],
    ),
    # -- Change of First Player
    (
        "During the first season, the youngest player takes the Totem tile and is the first player.",
        [
            "test_turns::test_the_first_season_begins_with_the_youngest_player_drawing",
            "test_turns::test_setup_gives_each_player_food_hunters_tipis_canoes_and_a_market",
        ],
    ),
    (
        "At the start of each season after the first, the Totem tile is passed to the player to the left "
        "of the current first player.",
        ["test_turns::test_the_totem_passes_to_the_next_seat_each_season"],
    ),
    (
        "When you have the Totem tile, you are the first player for that season.",
        [
            "test_turns::test_players_draw_in_turn_order_from_the_first_player",
            "test_turns::test_four_rounds_one_action_a_seat_a_round_in_turn_order",
        ],
    ),
    # -- Draw a Landscape Tile
    (
        "Starting with the first player and proceeding clockwise, each player draws a landscape tile from "
        "the pile.",
        [
            "test_turns::test_players_draw_in_turn_order_from_the_first_player",
            "test_turns::test_each_draw_is_uniform_over_every_tile_never_drawn",
            "test_refusals::test_at_a_chance_node_every_decision_is_of_the_wrong_step",
        ],
    ),
    (
        "You must look at your tile and keep it hidden from the other players.",
        [
            "test_hidden::test_a_view_holds_only_the_seats_own_tile",
            "test_hidden::test_states_differing_only_in_another_seats_tile_look_the_same",
            "test_hidden::test_a_draw_reads_draw_question_mark_for_every_seat_but_the_drawer",
            "test_hidden::test_a_record_view_redacts_other_seats_draws",
            "test_hidden::test_determinize_keeps_the_seats_view_and_own_tile",
        ],
    ),
    (
        "You will play your tile during the third phase of the season.",
        [
            "test_hidden::test_the_laid_tile_becomes_public",
            "test_landscape::test_the_first_tile_goes_next_to_the_starting_tiles",
            "test_turns::test_the_last_action_must_be_the_tile_if_it_is_not_laid",
        ],
    ),
    # -- Carry Out 4 Actions
    (
        "In turn order, each player carries out 4 actions, one at a time. The first player chooses their "
        "first action.",
        [
            "test_turns::test_four_rounds_one_action_a_seat_a_round_in_turn_order",
            "test_turns::test_players_draw_in_turn_order_from_the_first_player",
        ],
    ),
    (
        "On your turn, announce the chosen action and place a white marker on the corresponding space on "
        "your individual board.",
        [
            "test_turns::test_an_action_hands_the_turn_to_the_next_seat",
            "test_turns::test_each_action_is_taken_once_a_season",
            "test_movement::test_the_rulebooks_blue_example_three_hunters_one_to_three_spaces_cost_4",
        ],
    ),
    (
        "Then decide how many hunters will take part in the action, and pay the corresponding cost in food "
        "as shown on the cost table.",
        [
            "test_turns::test_the_cost_table",
            "test_movement::test_the_cost_follows_the_hunters_moved",
            "test_movement::test_a_move_step_moves_one_hunter",
            "test_turns::test_an_unpayable_number_of_hunters_is_not_offered",
        ],
    ),
    (
        "You may carry out your actions in any order.",
        [
            "test_turns::test_the_tile_may_wait_until_the_last_action",
            "test_turns::test_each_action_is_taken_once_a_season",
        ],
    ),
    (
        "After a player has carried out an action, the next player chooses an action, and so on. When all "
        "players have carried out their first action, the first player carries out their second action, "
        "and so on.",
        [
            "test_turns::test_an_action_hands_the_turn_to_the_next_seat",
            "test_turns::test_four_rounds_one_action_a_seat_a_round_in_turn_order",
        ],
    ),
    (
        "The 6 possible actions are:",
        [
            "test_turns::test_action_markers_come_off_after_scoring",
            "test_notation::test_every_action_class_is_exercised",
            "test_rulebook_gaps::test_the_actions_bear_the_rulebooks_names_in_each_variant",
        ],
    ),
    (
        "You may carry out each action only once per season. On each turn, you must choose an action that "
        "does not already have an action marker on its space.",
        [
            "test_turns::test_each_action_is_taken_once_a_season",
            "test_rulebook_gaps::test_an_action_taken_without_hunters_cannot_be_taken_again_that_season",
        ],
    ),
    # -- Cost Overview
    (
        "| 0 | +1 | If you choose an action without using any hunters, you receive 1 animal of your choice "
        "into your reserve. Move the marker one space to the right on your reserve track. |",
        [
            "test_turns::test_no_hunter_earns_one_animal_of_your_choice",
            "test_turns::test_a_tile_with_no_hunters_is_still_laid_and_earns_an_animal",
            "test_movement::test_an_action_with_no_hunters_earns_one_animal_of_your_choice",
            "test_market::test_an_animal_gained_above_fifteen_is_lost",
        ],
    ),
    (
        "| 1 | 0 | If you choose an action with 1 hunter, you pay nothing. |",
        [
            "test_turns::test_one_hunter_costs_nothing",
            "test_movement::test_the_cost_follows_the_hunters_moved",
            "test_building::test_tipi_example_three_hunters_build_a_single_tipi_for_free",
        ],
    ),
    (
        "| 2 | -2 | If you choose an action with 2 hunters, you must pay 2 animals. Move one marker 2 spaces "
        "to the left, or 2 markers one space to the left each. |",
        [
            "test_turns::test_the_cost_table",
            "test_building::test_tipi_example_a_double_tipi_costs_two_animals",
            "test_building::test_canoe_example_a_double_canoe_takes_both_hunters_and_costs_two",
        ],
    ),
    (
        "| 3 | -4 | If you choose an action with 3 hunters, you must pay 4 animals. Move your markers a "
        "total of 4 spaces to the left. The cost may be freely divided between the different tracks of your "
        "reserve. |",
        [
            "test_turns::test_the_cost_table",
            "test_turns::test_the_cost_is_paid_in_any_mix_of_animals",
            "test_turns::test_no_track_goes_below_zero",
            "test_turns::test_the_payment_must_be_the_cost",
        ],
    ),
    (
        "| 4 | -7 | If you choose an action with 4 hunters, you must pay 7 animals. Move your markers a "
        "total of 7 spaces to the left. The cost may be freely divided between the different tracks of your "
        "reserve. |",
        [
            "test_turns::test_the_cost_table",
            "test_movement::test_the_rulebooks_red_example_four_hunters_one_space_cost_7_in_any_mix",
            "test_movement::test_the_cost_may_be_freely_divided_but_no_track_goes_below_zero",
        ],
    ),
    (
        "| 5 | -10 | If you choose an action with 5 hunters, you must pay 10 animals. Move your markers a "
        "total of 10 spaces to the left. The cost may be freely divided between the different tracks of "
        "your reserve. |",
        [
            "test_turns::test_the_cost_table",
            "test_movement::test_the_cost_follows_the_hunters_moved",
            "test_movement::test_at_most_five_hunters_move_in_one_action",
        ],
    ),
    # -- Place Your Landscape Tile and Put Hunters into Play
    (
        "Once per season, you must place your landscape tile and add 0 to 5 hunters onto the game board.",
        [
            "test_turns::test_the_last_action_must_be_the_tile_if_it_is_not_laid",
            "test_turns::test_at_most_five_hunters_come_into_play",
            "test_turns::test_a_tile_with_no_hunters_is_still_laid_and_earns_an_animal",
            "test_turns::test_the_game_ends_after_the_last_seasons_scoring",
        ],
    ),
    (
        "You must place the tile so that it lines up with the tiles already present on the game board.",
        [
            "test_landscape::test_a_tile_is_laid_on_any_empty_place_next_to_the_landscape_in_any_of_six_turns",
            "test_landscape::test_a_tile_must_share_an_edge_with_the_landscape",
            "test_landscape::test_a_tile_may_not_go_on_a_place_already_taken",
        ],
    ),
    (
        "You may place your tile in any orientation: you do not have to connect rivers to each other, and "
        "prairies may be placed next to mountains.",
        [
            "test_landscape::test_terrains_need_not_match_a_prairie_edge_may_face_a_mountain_edge",
            "test_landscape::test_a_tile_is_laid_on_any_empty_place_next_to_the_landscape_in_any_of_six_turns",
            "test_landscape::test_a_rotation_turns_the_tile_clockwise_by_sixths",
            "test_landscape::test_a_tile_turns_zero_to_five_sixths",
        ],
    ),
    (
        "You must play your landscape tile during the season in which you drew it.",
        [
            "test_turns::test_the_last_action_must_be_the_tile_if_it_is_not_laid",
            "test_turns::test_the_game_ends_after_the_last_seasons_scoring",
        ],
    ),
    (
        "This will often be your first action, but it is not required, as long as you play a tile as one "
        "of your 4 actions.",
        [
            "test_turns::test_the_tile_may_wait_until_the_last_action",
            "test_turns::test_the_last_action_must_be_the_tile_if_it_is_not_laid",
        ],
    ),
    (
        "Important: no tile may ever be placed more than 3 landscape tiles away from the totem symbol!",
        [
            "test_landscape::test_a_tile_more_than_three_tiles_from_the_totem_is_refused",
            "test_landscape::test_there_are_27_places_three_nine_and_fifteen_by_rings",
        ],
    ),
    (
        "Correct: the edges match up.",
        ["test_landscape::test_a_tile_is_laid_on_any_empty_place_next_to_the_landscape_in_any_of_six_turns"],
    ),
    (
        "Wrong: the edges do not match up.",
        [
            "test_landscape::test_a_tile_must_share_an_edge_with_the_landscape",
            "test_landscape::test_a_tile_may_not_go_on_a_place_already_taken",
            "test_landscape::test_a_tile_turns_zero_to_five_sixths",
        ],
    ),
    (
        "Wrong: too far from the totem symbol.",
        ["test_landscape::test_a_tile_more_than_three_tiles_from_the_totem_is_refused"],
    ),
    (
        "When you play your landscape tile, you must also place hunters from your horde on one of the "
        "terrains of that tile. This is the only way for you to add hunters onto the game board!",
        [
            "test_turns::test_hunters_come_into_play_on_one_field_of_the_new_tile_only",
            "test_market::test_a_hunter_costs_one_animal_of_each_kind",
        ],
    ),
    (
        "Later in the game, all players (including you) will be able to move your hunters onto this tile.",
        ["test_rulebook_gaps::test_any_player_may_move_hunters_onto_a_tile_another_player_laid"],
    ),
    (
        "Hunters may move through terrain occupied by another player's pieces, but they may not stop there.",
        [
            "test_movement::test_hunters_pass_through_an_opponents_field_but_do_not_stop_there",
            "test_movement::test_a_hunter_may_not_stop_on_an_opponents_field",
        ],
    ),
    (
        'Hunters may share "regions" (connected terrains of the same type) if they are on different '
        "landscape tiles.",
        [
            "test_landscape::test_prairies_join_prairies_across_edges",
            "test_scoring::test_example_3_every_region_scores_as_the_rulebooks_table",
        ],
    ),
    (
        "You must have hunters in reserve if you wish to place them on the tile.",
        ["test_turns::test_hunters_come_into_play_from_the_reserve"],
    ),
    (
        "Of course, you may recruit more hunters from the market at any time, but only if there are still "
        "some available in your color (see Special Actions below).",
        [
            "test_market::test_the_market_sells_only_pieces_still_there",
            "test_market::test_trades_are_open_at_every_step_of_ones_own_turn",
        ],
    ),
    (
        "When you add hunters to a tile, you must add them as a single group on one terrain of the newly "
        "placed tile (prairie, river, or mountain).",
        [
            "test_turns::test_hunters_come_into_play_as_a_single_group",
            "test_turns::test_hunters_come_into_play_on_one_field_of_the_new_tile_only",
        ],
    ),
    (
        "The number of hunters you add to the tile determines how much food you must spend. The price is "
        "shown on the cost table.",
        ["test_turns::test_the_cost_table", "test_turns::test_one_hunter_costs_nothing"],
    ),
    (
        "Example: When the Green player adds 3 hunters into play, they must pay 4 animals. If Blue adds 4 "
        "hunters onto the game board, they pay 7 animals.",
        ["test_turns::test_rulebook_example_green_pays_four_for_three_hunters_and_blue_seven_for_four"],
    ),
    # -- Place or Enlarge a Tipi
    (
        "You may build tipis on mountains or prairies.",
        ["test_building::test_tipis_stand_on_prairies_and_mountains_not_on_rivers"],
    ),
    (
        "In addition, there may be only one tipi on each terrain space (although a region spanning several "
        "tiles may have several tipis).",
        [
            "test_building::test_one_tipi_on_a_field_a_larger_one_replaces_it",
            "test_rulebook_gaps::test_a_region_across_several_tiles_may_hold_several_tipis",
        ],
    ),
    (
        "Any number of hunters may share a terrain with a tipi.",
        [
            "test_rulebook_gaps::test_any_number_of_hunters_share_a_field_with_their_own_tipi_or_canoe",
            "test_movement::test_a_hunter_may_not_stop_on_an_opponents_field",
        ],
    ),
    (
        "If you wish to build a tipi on a terrain, you must have hunters on that terrain.",
        ["test_building::test_a_tipi_needs_as_many_of_your_hunters_on_the_field_as_it_has_diamonds"],
    ),
    (
        "1 hunter may be replaced by a single tipi; 2 hunters may be replaced by a double tipi; and so on.",
        [
            "test_building::test_a_tipi_needs_as_many_of_your_hunters_on_the_field_as_it_has_diamonds",
            "test_building::test_tipi_example_three_hunters_build_a_single_tipi_for_free",
        ],
    ),
    (
        "Select the size of tipi (shown by the number of diamonds) you wish to build, and take it from your "
        "reserve (or trade for it at the market).",
        [
            "test_building::test_a_tipi_must_be_in_the_reserve",
            "test_building::test_a_missing_tipi_is_bought_at_the_market_while_building_then_built_and_paid",
        ],
    ),
    (
        "Place the tipi near your hunters.",
        ["test_building::test_tipi_example_three_hunters_build_a_single_tipi_for_free"],
    ),
    (
        "Pay the cost in animals shown on the cost table, based on the size of your tipi.",
        [
            "test_building::test_tipi_example_a_double_tipi_costs_two_animals",
            "test_building::test_tipi_example_a_triple_tipi_costs_four_animals",
        ],
    ),
    (
        "Then you must remove the corresponding number of hunters from the game board and return them to "
        "your reserve (they have moved into the tipi).",
        [
            "test_building::test_tipi_example_three_hunters_build_a_single_tipi_for_free",
            "test_building::test_tipi_example_a_double_tipi_costs_two_animals",
            "test_building::test_tipi_example_a_triple_tipi_costs_four_animals",
        ],
    ),
    (
        "Starting position: Yellow has 3 hunters on a mountain. They may build a single, double, or triple "
        "tipi.",
        ["test_building::test_tipi_example_three_hunters_build_a_single_tipi_for_free"],
    ),
    (
        "If they build a single tipi for 1 hunter, there is no cost. They place the single tipi from their "
        "reserve near their hunters, and return 1 hunter to their reserve.",
        ["test_building::test_tipi_example_three_hunters_build_a_single_tipi_for_free"],
    ),
    (
        "If they build a double tipi for 2 hunters, they must pay 2 animals as shown on the cost table. They "
        "place the double tipi from their reserve near their hunters, and return 2 hunters to their "
        "reserve.",
        ["test_building::test_tipi_example_a_double_tipi_costs_two_animals"],
    ),
    (
        "If they build a triple tipi for 3 hunters, they must pay 4 animals as shown on the cost table. They "
        "place the triple tipi from their reserve near their hunters, and return 3 hunters from the game "
        "board to their reserve.",
        ["test_building::test_tipi_example_a_triple_tipi_costs_four_animals"],
    ),
    (
        "The more diamonds a tipi has (hunters), the greater its value.",
        [
            "test_scoring::test_the_largest_piece_counts_before_the_number_of_pieces",
            "test_scoring::test_a_double_tipi_beats_a_single_tipi_plus_hunters",
        ],
    ),
    (
        "You may enlarge one of your tipis if you have hunters on the same terrain.",
        [
            "test_building::test_enlarging_needs_hunters_for_the_added_diamonds",
            "test_building::test_tipi_example_one_hunter_enlarges_a_single_tipi_to_a_double_for_free",
        ],
    ),
    (
        "Pay the cost shown on the cost table and place a larger tipi from your reserve on that terrain. "
        "Then remove the old tipi and the appropriate number of hunters and return them to your reserve.",
        [
            "test_building::test_tipi_example_two_hunters_enlarge_a_single_tipi_to_a_triple_for_two_animals",
            "test_building::test_one_tipi_on_a_field_a_larger_one_replaces_it",
        ],
    ),
    (
        "Important: for one action, you may either place or enlarge a single tipi.",
        ["test_building::test_in_the_basic_rules_one_tipi_is_placed_or_enlarged_an_action"],
    ),
    (
        "Starting position: Yellow has a single tipi and 2 hunters on a mountain. They may enlarge their "
        "tipi as follows:",
        [
            "test_building::test_tipi_example_one_hunter_enlarges_a_single_tipi_to_a_double_for_free",
            "test_building::test_tipi_example_two_hunters_enlarge_a_single_tipi_to_a_triple_for_two_animals",
        ],
    ),
    (
        "1 hunter enlarges a single tipi into a double. There is no cost listed on the cost table. They "
        "place a double tipi from their personal reserve on the terrain, and return the single tipi and 1 "
        "hunter to their reserve.",
        ["test_building::test_tipi_example_one_hunter_enlarges_a_single_tipi_to_a_double_for_free"],
    ),
    (
        "2 hunters enlarge a single tipi into a triple. The cost on the table is 2 animals. They place a "
        "triple tipi from their reserve on the terrain, and return the single tipi and the 2 hunters to "
        "their reserve.",
        ["test_building::test_tipi_example_two_hunters_enlarge_a_single_tipi_to_a_triple_for_two_animals"],
    ),
    (
        'Important: the "Place or Enlarge a Tipi" action does 2 things:',
        [
            "test_scoring::test_a_single_tipi_beats_any_number_of_hunters",
            "test_building::test_tipi_example_one_hunter_enlarges_a_single_tipi_to_a_double_for_free",
        ],
    ),
    (
        "You can improve your standing: a single tipi has more influence in a region than any number of "
        "hunters. A double tipi has more influence than a single tipi plus hunters, and so on. See the "
        "scoring examples at the end of the rules.",
        [
            "test_scoring::test_a_single_tipi_beats_any_number_of_hunters",
            "test_scoring::test_a_double_tipi_beats_a_single_tipi_plus_hunters",
            "test_scoring::test_example_1_ranks_yellow_red_green_blue",
        ],
    ),
    (
        "You can return hunters to your reserve, so you can reuse them later in the game. You can also "
        "recover your smaller tipis when you enlarge them.",
        [
            "test_rulebook_gaps::test_hunters_returned_by_a_tipi_come_into_play_again",
            "test_building::test_tipi_example_one_hunter_enlarges_a_single_tipi_to_a_double_for_free",
            "test_building::test_one_tipi_on_a_field_a_larger_one_replaces_it",
        ],
    ),
    # -- Place or Enlarge a Canoe
    ("You may only place canoes on rivers.", ["test_building::test_canoes_go_only_on_rivers"]),
    (
        "Only one canoe is allowed on a river on a given tile.",
        ["test_building::test_one_canoe_on_a_river_of_a_tile"],
    ),
    (
        "Any number of hunters may be placed on the same river as your canoe.",
        [
            "test_rulebook_gaps::test_any_number_of_hunters_share_a_field_with_their_own_tipi_or_canoe",
            "test_building::test_canoe_example_two_hunters_on_a_river_place_a_single_canoe_for_free",
        ],
    ),
    (
        "You must have hunters on a river if you want to place a canoe there.",
        ["test_building::test_a_canoe_needs_your_hunters_on_the_river"],
    ),
    (
        "1 hunter may be replaced by a single canoe, 2 hunters may be replaced by a double canoe, and so on.",
        [
            "test_building::test_canoe_example_two_hunters_on_a_river_place_a_single_canoe_for_free",
            "test_building::test_canoe_example_a_double_canoe_takes_both_hunters_and_costs_two",
            "test_refusals::test_an_illegal_action_is_refused_by_its_rule",
        ],
    ),
    (
        "Placing canoes works the same way as placing tipis: choose a canoe from your reserve (or trade for "
        "one at the market) and place it next to your hunters on the river.",
        [
            "test_building::test_a_canoe_must_be_in_the_reserve",
            "test_rulebook_gaps::test_a_missing_canoe_is_bought_at_the_market_while_building",
        ],
    ),
    (
        "Then pay the price listed on the cost table, and return the appropriate number of hunters from "
        "that location to your reserve.",
        [
            "test_building::test_canoe_example_two_hunters_on_a_river_place_a_single_canoe_for_free",
            "test_building::test_canoe_example_a_double_canoe_takes_both_hunters_and_costs_two",
        ],
    ),
    (
        "Starting position: Yellow has 2 hunters on the river. They may place a single or double canoe "
        "there.",
        ["test_building::test_canoe_example_two_hunters_on_a_river_place_a_single_canoe_for_free"],
    ),
    (
        "If they place a single canoe, they return 1 hunter to their reserve. There is no cost: see the "
        "cost table.",
        ["test_building::test_canoe_example_two_hunters_on_a_river_place_a_single_canoe_for_free"],
    ),
    (
        "If they place a double canoe, they return both hunters to their reserve. The price on the cost "
        "table is 2 animals.",
        ["test_building::test_canoe_example_a_double_canoe_takes_both_hunters_and_costs_two"],
    ),
    (
        "The more diamonds (fishermen) on a canoe, the greater your influence over the river.",
        ["test_scoring::test_canoes_rank_the_players_on_a_river"],
    ),
    (
        "If you have a canoe, you may enlarge it if you have hunters present on the river. Choose a larger "
        "canoe, pay the cost according to the cost table, and return the hunters to your reserve.",
        [
            "test_rulebook_gaps::test_enlarging_a_canoe_needs_hunters_on_the_river_and_pays_for_them",
            "test_building::test_canoe_example_one_hunter_enlarges_a_single_canoe_to_a_double_for_free",
        ],
    ),
    (
        "Then you may replace the canoe with a larger one from your reserve.",
        [
            "test_building::test_one_canoe_on_a_river_of_a_tile",
            "test_building::test_canoe_example_one_hunter_enlarges_a_single_canoe_to_a_double_for_free",
            "test_rulebook_gaps::test_enlarging_a_canoe_needs_hunters_on_the_river_and_pays_for_them",
        ],
    ),
    (
        "Important: for one action, you may either place or enlarge a single canoe.",
        ["test_building::test_in_the_basic_rules_a_single_canoe_is_placed_or_enlarged_an_action"],
    ),
    (
        "Starting position: Yellow has a single canoe and one hunter on a river. They may enlarge their "
        "canoe as follows: 1 hunter enlarges a single canoe into a double. There is no cost.",
        ["test_building::test_canoe_example_one_hunter_enlarges_a_single_canoe_to_a_double_for_free"],
    ),
    (
        'Important: the "Place or Enlarge a Canoe" action is used in the same way as the "Place or Enlarge '
        'a Tipi" action. You can improve your score and take hunters back into your reserve to reuse them '
        "later in the game.",
        [
            "test_scoring::test_canoes_rank_the_players_on_a_river",
            "test_building::test_canoe_example_a_double_canoe_takes_both_hunters_and_costs_two",
            "test_rulebook_gaps::test_hunters_returned_by_a_tipi_come_into_play_again",
        ],
    ),
    # -- Moving Hunters
    (
        "There are 3 different actions that let you move hunters: Gather Hunters, Move Hunters One Space "
        "Each, and Move Hunters One to 3 Spaces Each.",
        [
            "test_movement::test_moving_one_space_reaches_only_fields_one_point_away",
            "test_movement::test_moving_one_to_three_spaces_reaches_every_field_within_three_points",
            "test_movement::test_hunters_gather_only_where_one_of_your_hunters_stands",
        ],
    ),
    (
        "Each terrain on a landscape tile may hold an unlimited number of hunters plus one tipi (prairie or "
        "mountain) or one canoe (river), but only pieces belonging to a single player.",
        [
            "test_rulebook_gaps::test_any_number_of_hunters_share_a_field_with_their_own_tipi_or_canoe",
            "test_building::test_one_tipi_on_a_field_a_larger_one_replaces_it",
            "test_building::test_one_canoe_on_a_river_of_a_tile",
            "test_building::test_no_tipi_on_a_field_holding_another_players_pieces",
            "test_movement::test_a_hunter_may_not_stop_on_an_opponents_field",
        ],
    ),
    (
        "Hunters may pass through terrain occupied by an opponent's pieces but may not stop there.",
        [
            "test_movement::test_hunters_pass_through_an_opponents_field_but_do_not_stop_there",
            "test_movement::test_a_hunter_may_not_stop_on_an_opponents_field",
        ],
    ),
    (
        "Each landscape tile has 3 terrains: prairie, mountain, and river.",
        [
            "test_landscape::test_fields_connect_as_the_hexagons_lie",
            "test_position::test_queries_answer_on_every_field_in_play",
        ],
    ),
    (
        "Moving from one terrain to an adjacent terrain costs 1 movement point (for example, moving from a "
        "prairie to a river, or from a mountain to a river, costs 1 movement point).",
        [
            "test_landscape::test_prairie_to_mountain_on_one_tile_costs_two_points",
            "test_movement::test_moving_one_space_reaches_only_fields_one_point_away",
        ],
    ),
    (
        "Moving from a mountain to a prairie on the same landscape tile costs 2 movement points, since this "
        "is only possible by first moving onto a river.",
        [
            "test_landscape::test_prairie_to_mountain_on_one_tile_costs_two_points",
            "test_movement::test_prairie_to_mountain_on_one_tile_is_two_spaces",
        ],
    ),
    (
        "Moving from one terrain onto an adjacent landscape tile costs 1 movement point.",
        [
            "test_landscape::test_fields_connect_as_the_hexagons_lie",
            "test_landscape::test_terrains_need_not_match_a_prairie_edge_may_face_a_mountain_edge",
            "test_movement::test_the_rulebooks_blue_example_three_hunters_one_to_three_spaces_cost_4",
        ],
    ),
    (
        "Tipis and canoes do not move!",
        [
            "test_movement::test_a_hunter_moves_only_from_a_field_with_one_of_your_hunters",
            "test_movement::test_hunters_gather_only_where_one_of_your_hunters_stands",
        ],
    ),
    (
        "Moving onto an adjacent landscape tile is only allowed across edges, not corners.",
        [
            "test_movement::test_a_land_move_across_a_corner_is_refused",
            "test_movement::test_going_round_a_corner_takes_the_long_way",
            "test_landscape::test_fields_touching_only_at_a_corner_do_not_join",
        ],
    ),
    (
        "Moving hunters along a river is the only exception.",
        [
            "test_movement::test_moving_one_space_to_the_river_of_a_neighbouring_tile_across_a_corner",
            "test_landscape::test_rivers_join_at_a_corner_where_both_end",
        ],
    ),
    (
        "The small river dots in the corners of landscape tiles do not count as terrain. Move hunters past "
        "these points as if they did not exist.",
        [
            "test_movement::test_moving_one_space_to_the_river_of_a_neighbouring_tile_across_a_corner",
            "test_landscape::test_a_river_ending_at_a_corner_where_no_other_river_ends_stays_alone",
            "test_landscape::test_fields_connect_as_the_hexagons_lie",
        ],
    ),
    # -- A. Gather Hunters
    (
        "When you gather hunters, you may move up to 5 of your hunters from anywhere on the game board onto "
        "a single terrain that has at least one of your hunters on it.",
        [
            "test_movement::test_hunters_gather_only_where_one_of_your_hunters_stands",
            "test_movement::test_gathered_hunters_come_from_anywhere_without_a_path",
            "test_movement::test_at_most_five_hunters_gather_in_one_action",
        ],
    ),
    (
        "In other words, one of your hunters anywhere on the game board calls for a gathering, and up to 5 "
        "of your hunters (of the same color) rush to that location.",
        [
            "test_movement::test_gathered_hunters_come_from_anywhere_without_a_path",
            "test_movement::test_hunters_already_on_the_gathering_field_are_not_called",
            "test_movement::test_at_most_five_hunters_gather_in_one_action",
        ],
    ),
    (
        "Example: The yellow hunter on the mountain calls for a gathering and 2 hunters join it. According "
        "to the cost table, Yellow must pay 2 animals (2 hunters are used). Yellow has now concentrated 3 "
        "hunters with this action.",
        ["test_movement::test_the_rulebooks_yellow_example_two_hunters_join_and_pay_2"],
    ),
    (
        "With their next action, they could build a single, double, or triple tipi, for example, which "
        "would give them control of this mountain and earn 4 wild turkeys.",
        [
            "test_rulebook_gaps::test_three_hunters_concentrated_on_a_mountain_build_a_tipi_next_and_control_it"
        ],
    ),
    # -- B. Move Hunters One Space Each
    (
        "With this action, you may move up to 5 of your hunters one space each.",
        [
            "test_movement::test_moving_one_space_reaches_only_fields_one_point_away",
            "test_movement::test_each_hunter_moves_only_once_an_action",
            "test_movement::test_at_most_five_hunters_move_in_one_action",
        ],
    ),
    (
        "The destination spaces may not contain pieces belonging to other players.",
        ["test_movement::test_a_hunter_may_not_stop_on_an_opponents_field"],
    ),
    (
        "The cost of this action depends on the number of hunters that move, even if they move together.",
        [
            "test_movement::test_the_cost_follows_the_hunters_moved",
            "test_rulebook_gaps::test_hunters_moving_together_each_count_for_the_cost",
        ],
    ),
    (
        "Example: Red moves 4 hunters one space each. According to the cost table, she must pay 7 animals. "
        "At the top right, one hunter moves from a prairie to the river. Another hunter moves onto the same "
        "river from the mountain to the south. On the left, one hunter moves onto the adjacent mountain. At "
        "the bottom, the fourth hunter moves onto the river.",
        ["test_movement::test_the_rulebooks_red_example_four_hunters_one_space_cost_7_in_any_mix"],
    ),
    # -- C. Move Hunters One to 3 Spaces Each
    (
        "With this action, you may move up to 5 of your hunters one to 3 spaces each.",
        [
            "test_movement::test_moving_one_to_three_spaces_reaches_every_field_within_three_points",
            "test_movement::test_moving_more_than_three_spaces_is_refused",
            "test_movement::test_each_hunter_moves_only_once_in_one_to_three_spaces",
            "test_rulebook_gaps::test_at_most_five_hunters_move_one_to_three_spaces_each",
        ],
    ),
    (
        "The destination spaces may not contain pieces belonging to other players.",
        ["test_movement::test_hunters_pass_through_an_opponents_field_but_do_not_stop_there"],
    ),
    (
        'This action is identical to "Move Hunters One Space Each," except that hunters may move up to 3 '
        "spaces.",
        [
            "test_movement::test_moving_one_to_three_spaces_reaches_every_field_within_three_points",
            "test_movement::test_moving_more_than_three_spaces_is_refused",
        ],
    ),
    (
        "For example, you could move one hunter only 2 spaces and two others 3 spaces each.",
        [
            "test_rulebook_gaps::test_one_hunter_two_spaces_and_two_others_three_spaces_each",
            "test_movement::test_the_rulebooks_blue_example_three_hunters_one_to_three_spaces_cost_4",
        ],
    ),
    (
        "You may even move through spaces occupied by your opponents' pieces.",
        ["test_movement::test_hunters_pass_through_an_opponents_field_but_do_not_stop_there"],
    ),
    (
        "Example: Blue moves 3 hunters one to 3 spaces each. The topmost hunter moves one space onto the "
        "river, then one space onto the mountain, and finally one space onto the adjacent mountain. The "
        "hunter on the river moves 2 spaces and ends up on the same mountain. The hunter at the bottom, on "
        "the prairie, moves one space.",
        ["test_movement::test_the_rulebooks_blue_example_three_hunters_one_to_three_spaces_cost_4"],
    ),
    (
        "Blue now has 3 hunters on the same mountain and can build a single, double, or triple tipi with "
        "their next action.",
        [
            "test_movement::test_the_rulebooks_blue_example_three_hunters_one_to_three_spaces_cost_4",
            "test_rulebook_gaps::test_three_hunters_concentrated_on_a_mountain_build_a_tipi_next_and_control_it",
        ],
    ),
    # -- No Action
    (
        "You may choose to take an action without using any hunters. You must still place your action "
        "marker on a free action space on your individual board.",
        [
            "test_movement::test_an_action_with_no_hunters_earns_one_animal_of_your_choice",
            "test_movement::test_a_move_action_may_be_chosen_with_no_hunter_on_the_landscape",
            "test_building::test_an_action_with_no_tipi_built_earns_an_animal",
        ],
    ),
    (
        "You then receive 1 animal of your choice, which you add to your food reserve (move your marker one "
        "space to the right on one of your reserve tracks).",
        [
            "test_turns::test_no_hunter_earns_one_animal_of_your_choice",
            "test_movement::test_an_action_with_no_hunters_earns_one_animal_of_your_choice",
            "test_turns::test_a_tile_with_no_hunters_is_still_laid_and_earns_an_animal",
        ],
    ),
    (
        "Since you have placed an action marker on that action space, you will not be able to carry out "
        "that action again later in the same season.",
        ["test_rulebook_gaps::test_an_action_taken_without_hunters_cannot_be_taken_again_that_season"],
    ),
    # -- Special Actions
    (
        "You may trade at the market or exchange animals at any time during the game.",
        [
            "test_market::test_trades_are_open_at_every_step_of_ones_own_turn",
            "test_market::test_no_trading_while_tiles_are_drawn",
            "test_refusals::test_at_a_chance_node_nobody_trades",
        ],
    ),
    (
        "You may use this special action as often as you like and at any time, without placing an action "
        "marker on your individual board.",
        [
            "test_market::test_a_hunter_costs_one_animal_of_each_kind",
            "test_market::test_trades_are_open_at_every_step_of_ones_own_turn",
            "test_market::test_trades_after_the_steps_then_paying",
        ],
    ),
    # -- Trading at the Market
    (
        "You may trade animals at the market for new hunters, tipis, or canoes.",
        [
            "test_market::test_a_hunter_costs_one_animal_of_each_kind",
            "test_market::test_every_tipi_and_canoe_costs_one_of_each_animal_a_diamond",
        ],
    ),
    (
        "A hunter costs 1 animal of each type. Your food is reduced by 1 bison, 1 salmon, and 1 wild turkey.",
        [
            "test_market::test_a_hunter_costs_one_animal_of_each_kind",
            "test_market::test_the_market_asks_for_every_animal",
            "test_notation::test_a_hunter_is_bought_one_at_a_time",
        ],
    ),
    (
        "A tipi costs 1 animal of each type per diamond. So a triple tipi costs 9 animals: 3 bison, 3 "
        "salmon, and 3 wild turkeys.",
        [
            "test_market::test_a_triple_tipi_costs_three_of_each_animal",
            "test_market::test_every_tipi_and_canoe_costs_one_of_each_animal_a_diamond",
            "test_market::test_the_market_asks_for_every_animal",
        ],
    ),
    (
        "A canoe costs 1 animal of each type per diamond. So a double canoe costs 6 animals: 2 bison, 2 "
        "salmon, and 2 wild turkeys.",
        [
            "test_market::test_a_double_canoe_costs_two_of_each_animal",
            "test_market::test_every_tipi_and_canoe_costs_one_of_each_animal_a_diamond",
        ],
    ),
    (
        "Take the traded hunter(s), tipi, or canoe from the market and add it to your reserve.",
        [
            "test_market::test_a_hunter_costs_one_animal_of_each_kind",
            "test_market::test_a_triple_tipi_costs_three_of_each_animal",
            "test_market::test_a_double_canoe_costs_two_of_each_animal",
            "test_market::test_the_market_sells_only_pieces_still_there",
        ],
    ),
    # -- Exchanging Food Reserves
    (
        "You may always exchange animals on your individual board at a ratio of 3:1. For example, if you "
        "have too many bison and not enough salmon, you may reduce your bison reserve by 3 and add 1 salmon "
        "to your reserve.",
        [
            "test_market::test_three_animals_of_one_kind_exchange_for_one_of_another",
            "test_market::test_an_exchange_needs_three_animals",
            "test_market::test_an_exchange_gives_one_kind_for_another",
            "test_scoring::test_exchanging_3_bison_for_1_salmon_ends_the_surplus_and_the_scoring_goes_on",
        ],
    ),
    # -- Scoring
    (
        "At the end of each season, once the last player has completed their fourth action, scoring is "
        "carried out as follows:",
        [
            "test_turns::test_action_markers_come_off_after_scoring",
            "test_turns::test_four_rounds_one_action_a_seat_a_round_in_turn_order",
            "test_scoring::test_example_3_every_region_scores_as_the_rulebooks_table",
        ],
    ),
    (
        "Each region is scored - first all prairies, then the mountains, and finally the rivers.",
        [
            "test_scoring::test_a_season_scores_all_prairies_then_the_mountains_then_the_rivers",
            "test_scoring::test_above_15_a_player_decides_right_after_the_region_that_put_them_there",
        ],
    ),
    (
        "The player with the tipi or canoe with the most diamonds in that region has the greatest influence.",
        [
            "test_scoring::test_the_largest_piece_counts_before_the_number_of_pieces",
            "test_scoring::test_example_1_ranks_yellow_red_green_blue",
            "test_scoring::test_canoes_rank_the_players_on_a_river",
        ],
    ),
    (
        "If there is a tie, the second-largest tipi or canoe counts, and so on.",
        [
            "test_scoring::test_the_second_largest_piece_breaks_a_tie_of_the_largest",
            "test_scoring::test_example_1_ranks_yellow_red_green_blue",
            "test_rulebook_gaps::test_a_tie_of_the_two_largest_pieces_is_broken_by_the_third",
        ],
    ),
    (
        "If there is still a tie, the tied player with the most hunters has the greatest influence.",
        [
            "test_scoring::test_hunters_break_a_tie_of_pieces",
            "test_scoring::test_equal_pieces_and_hunters_tie",
            "test_scoring::test_example_2_conflict_by_the_rules_text_green_wins_on_hunters_and_takes_7",
            "test_scoring::test_with_hunters_break_ties_off_hunters_still_rank_players_without_pieces",
        ],
    ),
    (
        "The player with the greatest influence in a region scores a number of animals (added to their food "
        "reserve) equal to the number of animals shown on all the spaces of that region.",
        [
            "test_scoring::test_example_1_yellow_takes_7_red_3_green_0_blue_2",
            "test_scoring::test_example_3_adds_to_the_food_already_on_the_tracks",
            "test_scoring::test_example_3_every_region_scores_as_the_rulebooks_table",
        ],
    ),
    (
        "If two or more players are tied for the most influence, those players each receive half of the "
        "animals, rounded down.",
        [
            "test_scoring::test_a_tie_for_first_shares_half_each_and_nobody_takes_the_second_share",
            "test_scoring::test_three_tied_firsts_each_take_half_rounded_down",
            "test_scoring::test_equal_pieces_and_hunters_tie",
        ],
    ),
    (
        "In this case, there is no reward for second-greatest influence; instead the other players in that "
        "region score points as if they were fourth or fifth in influence (see below).",
        ["test_scoring::test_a_tie_for_first_shares_half_each_and_nobody_takes_the_second_share"],
    ),
    (
        "The player with the second-greatest influence in a region scores half the number of animals on all "
        "the spaces of that region (rounded down).",
        [
            "test_scoring::test_example_1_yellow_takes_7_red_3_green_0_blue_2",
            "test_scoring::test_a_tie_for_second_resolved_by_hunters_gives_half_to_the_one_with_more",
        ],
    ),
    (
        "If there is an unresolved tie for second place, those players receive a number of animals equal "
        "to the animals present on the spaces occupied by their pieces.",
        ["test_scoring::test_an_unresolved_tie_for_second_takes_the_animals_on_their_own_fields"],
    ),
    (
        "The player with the third- or fourth-greatest influence scores a number of animals equal to the "
        "animals present on the spaces occupied by their pieces.",
        [
            "test_scoring::test_third_and_fourth_take_the_animals_on_their_own_fields_tied_or_not",
            "test_scoring::test_a_field_with_only_a_tipi_counts_as_occupied",
            "test_scoring::test_example_1_yellow_takes_7_red_3_green_0_blue_2",
        ],
    ),
    (
        "If you have more than 15 animals of the same type, you must immediately trade them at the market "
        "or exchange them at the 3:1 ratio.",
        [
            "test_scoring::test_above_15_a_player_decides_right_after_the_region_that_put_them_there",
            "test_scoring::test_with_cap_after_season_the_limit_is_checked_once_after_every_region",
            "test_scoring::test_buying_at_the_market_while_above_15_keeps_the_player_deciding",
            "test_scoring::test_seats_above_15_decide_in_turn_order_from_the_first_player",
            "test_market::test_a_player_above_fifteen_after_a_region_must_trade",
            "test_market::test_while_capping_only_a_track_above_fifteen_is_exchanged",
            "test_market::test_capping_a_purchase_at_the_market_counts",
        ],
    ),
    (
        "If you still have too many animals, the surplus is lost.",
        [
            "test_scoring::test_done_loses_the_surplus_each_time_a_region_goes_above_15",
            "test_market::test_capping_done_loses_what_is_still_above_fifteen",
            "test_market::test_capping_an_exchange_onto_a_full_track_keeps_that_surplus_to_trade",
            "test_market::test_an_animal_gained_above_fifteen_is_lost",
            "test_market::test_an_exchange_above_fifteen_loses_the_surplus",
        ],
    ),
    # -- Example 1
    (
        "Example 1: A prairie covers 5 spaces and has 7 bison:",
        ["test_scoring::test_example_1_yellow_takes_7_red_3_green_0_blue_2"],
    ),
    (
        "| Hunters + Tipis | Yellow (triple tipi) | Red (single tipi) | Red (single tipi) | Green (hunters) "
        "| Blue (hunters) |",
        [
            "test_scoring::test_example_1_ranks_yellow_red_green_blue",
            "test_scoring::test_example_1_yellow_takes_7_red_3_green_0_blue_2",
        ],
    ),
    ("| Bison | 1 | 1 | 3 | 0 | 2 |", ["test_scoring::test_example_1_yellow_takes_7_red_3_green_0_blue_2"]),
    (
        "Yellow has the largest tipi. They rank 1st. Red ranks 2nd, since she has 2 single tipis, while "
        "Green has only hunters. Green ranks 3rd and Blue 4th.",
        ["test_scoring::test_example_1_ranks_yellow_red_green_blue"],
    ),
    (
        "The result for this region is: Yellow 7 (7 bison), Red 3 (half of 7 bison, rounded down), Green 0 "
        "(no bison on their space, space 4), and Blue 2 (2 bison on their space, space 5).",
        ["test_scoring::test_example_1_yellow_takes_7_red_3_green_0_blue_2"],
    ),
    # -- Example 2: it contradicts the rules text (BIS-12); the tests record both readings.
    (
        "Example 2: The following season, the prairie from example 1 looks like this (still 7 bison):",
        [
            "test_scoring::test_example_2_conflict_by_the_rules_text_green_wins_on_hunters_and_takes_7",
            "test_scoring::test_example_2_conflict_the_printed_tie_of_yellow_and_green_needs_hunters_break_ties_off",
        ],
    ),
    (
        "| Hunters + Tipis | Yellow (triple tipi) | Green (triple tipi) | Red (single tipi) | Green "
        "(hunters) | Blue (hunters) |",
        [
            "test_scoring::test_example_2_conflict_by_the_rules_text_green_wins_on_hunters_and_takes_7",
            "test_scoring::test_example_2_conflict_the_printed_tie_of_yellow_and_green_needs_hunters_break_ties_off",
        ],
    ),
    (
        "| Bison | 1 | 1 | 3 | 0 | 2 |",
        ["test_scoring::test_example_2_conflict_red_takes_3_not_the_printed_4_under_either_reading"],
    ),
    (
        "Yellow and Green share 1st place, so 2nd place is skipped. Red ranks 3rd and Blue 4th.",
        [
            "test_scoring::test_example_2_conflict_the_printed_tie_of_yellow_and_green_needs_hunters_break_ties_off",
            "test_scoring::test_example_2_conflict_by_the_rules_text_green_wins_on_hunters_and_takes_7",
        ],
    ),
    (
        "Yellow and Green each score 3 bison (half of 7, rounded down), Red scores 4 (1 + 3 bison on spaces "
        "2 & 3), and Blue scores 2 (2 bison on space 5).",
        [
            "test_scoring::test_example_2_conflict_the_printed_tie_of_yellow_and_green_needs_hunters_break_ties_off",
            "test_scoring::test_example_2_conflict_red_takes_3_not_the_printed_4_under_either_reading",
        ],
    ),
    # -- Example 3
    (
        "Example 3: The result after the first round of a 2-player game:",
        [
            "test_scoring::test_example_3_regions_have_the_rulebooks_sizes_and_animals",
            "test_scoring::test_example_3_every_region_scores_as_the_rulebooks_table",
        ],
    ),
    *(
        (
            row,
            [
                "test_scoring::test_example_3_regions_have_the_rulebooks_sizes_and_animals",
                "test_scoring::test_example_3_every_region_scores_as_the_rulebooks_table",
                "test_scoring::test_example_3_table_prints_the_rulebooks_rows",
                "test_scoring::test_region_scores_tells_the_scoring_to_come",
            ],
        )
        for row in (
            "| Prairie 1 | 2 spaces | 2 bison | Red | Red | - | 2 bison |",
            "| Prairie 2 | 2 spaces | 2 bison | Yellow + Red | Yellow + Red | 1 bison | 1 bison |",
            "| Prairie 3 | 1 space | 0 bison | None | - | - | - |",
            "| Prairie 4 | 1 space | 0 bison | None | - | - | - |",
            "| Mountain 1 | 1 space | 1 turkey | None | - | - | - |",
            "| Mountain 2 | 4 spaces | 4 turkeys | Yellow + Red | Yellow | 4 turkeys | 2 turkeys |",
            "| Mountain 3 | 1 space | 2 turkeys | Red | Red | - | 2 turkeys |",
            "| River 1 | 3 spaces | 3 salmon | Yellow + Red | Yellow | 3 salmon | 1 salmon |",
            "| River 2 | 1 space | 2 salmon | None | - | - | - |",
            "| River 3 | 2 spaces | 2 salmon | Yellow + Red | Red | 1 salmon | 2 salmon |",
        )
    ),
    (
        "Yellow scores 9: 1 bison (Prairie 2), 4 turkeys (Mountain 2), 4 salmon (River 1 + 3).",
        ["test_scoring::test_example_3_yellow_scores_9_and_red_10"],
    ),
    (
        "Red scores 10: 3 bison (Prairie 1 + 2), 4 turkeys (Mountain 2 + 3), 3 salmon (River 1 + 3).",
        ["test_scoring::test_example_3_yellow_scores_9_and_red_10"],
    ),
    (
        "After scoring, remove your action markers from your individual board and return them to your "
        "reserve.",
        ["test_turns::test_action_markers_come_off_after_scoring"],
    ),
    (
        'The next season begins with phase 1: "Change of First Player."',
        [
            "test_turns::test_the_totem_passes_to_the_next_seat_each_season",
            "test_turns::test_players_draw_in_turn_order_from_the_first_player",
            "test_market::test_capping_done_loses_what_is_still_above_fifteen",
        ],
    ),
    # -- Winning the Game
    (
        "The game ends after phase 3 of the last season (when the pile of landscape tiles is empty).",
        [
            "test_turns::test_the_game_ends_after_the_last_seasons_scoring",
            "test_turns::test_random_play_reaches_the_end",
            "test_market::test_no_trading_once_the_game_is_over",
        ],
    ),
    (
        "Final scoring is carried out just like each season's scoring.",
        [
            "test_turns::test_the_game_ends_after_the_last_seasons_scoring",
            "test_scoring::test_the_final_scoring_starts_from_empty_tracks",
            "test_scoring::test_the_final_tiebreak_example_in_a_finished_game",
        ],
    ),
    (
        "But there is one major difference: in the final scoring, remaining food is not counted! Before "
        'points are awarded, all players move their food reserve markers to the "0" space.',
        ["test_scoring::test_the_final_scoring_starts_from_empty_tracks"],
    ),
    (
        "After the final scoring, the player with the greatest total number of animals (bison + salmon + "
        "wild turkeys) wins the game.",
        [
            "test_scoring::test_the_final_scoring_starts_from_empty_tracks",
            "test_scoring::test_the_final_tiebreak_example_in_a_finished_game",
        ],
    ),
    (
        "If there is a tie, the player with the greatest number of animals on their track with the fewest "
        "food wins.",
        [
            "test_scoring::test_the_final_tiebreak_example_ranks_by_the_smallest_track",
            "test_scoring::test_the_final_tiebreak_example_in_a_finished_game",
            "test_scoring::test_a_tie_on_the_total_and_on_the_smallest_track_is_a_draw",
        ],
    ),
    (
        "Yellow has 10 bison, 14 wild turkeys, and 6 salmon = 30 animals",
        [
            "test_scoring::test_the_final_tiebreak_example_ranks_by_the_smallest_track",
            "test_scoring::test_the_final_tiebreak_example_in_a_finished_game",
        ],
    ),
    (
        "Red has 12 bison, 7 wild turkeys, and 11 salmon = 30 animals",
        [
            "test_scoring::test_the_final_tiebreak_example_ranks_by_the_smallest_track",
            "test_scoring::test_the_final_tiebreak_example_in_a_finished_game",
        ],
    ),
    (
        "Blue has 9 bison, 9 wild turkeys, and 11 salmon = 29 animals",
        [
            "test_scoring::test_the_final_tiebreak_example_ranks_by_the_smallest_track",
            "test_scoring::test_the_final_tiebreak_example_in_a_finished_game",
        ],
    ),
    (
        "Yellow and Red are tied. Red wins the game because, compared to Yellow, she has the greater number "
        "of animals on her track with the least food (7 wild turkeys versus 6 salmon). Blue's smallest value "
        "is not considered, since their total of 29 is lower than both Yellow's and Red's.",
        [
            "test_scoring::test_the_final_tiebreak_example_ranks_by_the_smallest_track",
            "test_scoring::test_the_final_tiebreak_example_in_a_finished_game",
        ],
    ),
    # -- Variant 1
    (
        'The "Place or Enlarge a Tipi" and "Place or Enlarge a Canoe" actions are extended as follows:',
        [
            "test_building::test_variant_1_places_and_enlarges_several_tipis_in_one_action",
            "test_rulebook_gaps::test_variant_1_places_and_enlarges_several_canoes_in_one_action",
        ],
    ),
    (
        "Example: Yellow chooses an action: 4 hunters to place or enlarge tipis. This costs 7 animals from "
        "their food reserve.",
        ["test_building::test_variant_1_rulebook_example_four_hunters_three_tipis_cost_seven"],
    ),
    (
        "a) Mountain 1: 1 hunter enlarges a single tipi into a double. Yellow returns the single tipi and "
        "the hunter to their reserve.",
        ["test_building::test_variant_1_rulebook_example_four_hunters_three_tipis_cost_seven"],
    ),
    (
        "b) Prairie 1: 1 hunter places a single tipi. Yellow returns the hunter to their reserve.",
        ["test_building::test_variant_1_rulebook_example_four_hunters_three_tipis_cost_seven"],
    ),
    (
        "c) Prairie 2: 2 hunters place a double tipi. They return the hunters to their reserve.",
        ["test_building::test_variant_1_rulebook_example_four_hunters_three_tipis_cost_seven"],
    ),
    (
        "For one action, you may build or enlarge tipis or canoes in several locations instead of just one.",
        [
            "test_building::test_variant_1_places_and_enlarges_several_tipis_in_one_action",
            "test_rulebook_gaps::test_variant_1_places_and_enlarges_several_canoes_in_one_action",
            "test_building::test_variant_1_changes_each_field_once_an_action",
        ],
    ),
    (
        "The cost still depends on the total number of hunters used for that action.",
        [
            "test_building::test_variant_1_places_and_enlarges_several_tipis_in_one_action",
            "test_building::test_variant_1_uses_at_most_five_hunters_an_action",
            "test_rulebook_gaps::test_variant_1_places_and_enlarges_several_canoes_in_one_action",
        ],
    ),
    (
        'The actions are now called "Place and Enlarge Tipis" and "Place and Enlarge Canoes."',
        ["test_rulebook_gaps::test_the_actions_bear_the_rulebooks_names_in_each_variant"],
    ),
    # -- Variant 2
    (
        "The rules of Variant 1 remain in effect.",
        ["test_building::test_variant_2_rulebook_example_reduce_remove_and_place_cost_seven"],
    ),
    (
        'The "Place and Enlarge Tipis" and "Place and Enlarge Canoes" actions are extended once again. Now, '
        "you may also reduce or remove a tipi or canoe.",
        [
            "test_building::test_variant_2_reduces_with_no_hunter_present_taking_hunters_from_the_reserve",
            "test_building::test_variant_2_reduces_a_canoe",
            "test_rulebook_gaps::test_variant_2_removes_a_canoe",
            "test_building::test_variant_1_does_not_reduce_tipis",
            "test_building::test_the_basic_rules_do_not_reduce_or_remove_a_tipi",
        ],
    ),
    (
        'The actions are now called "Place, Enlarge, Reduce, or Remove Tipis" and "Place, Enlarge, Reduce, '
        'or Remove Canoes."',
        ["test_rulebook_gaps::test_the_actions_bear_the_rulebooks_names_in_each_variant"],
    ),
    (
        "It is not necessary to have a hunter present to reduce or remove a tipi or canoe.",
        [
            "test_building::test_variant_2_reduces_with_no_hunter_present_taking_hunters_from_the_reserve",
            "test_rulebook_gaps::test_variant_2_removes_a_canoe",
        ],
    ),
    (
        "For each diamond removed, take a hunter from your reserve and place it at the location of the "
        "reduced tipi or canoe.",
        [
            "test_building::test_variant_2_reduces_with_no_hunter_present_taking_hunters_from_the_reserve",
            "test_building::test_variant_2_reducing_needs_hunters_in_the_reserve",
            "test_building::test_variant_2_reduces_a_canoe",
        ],
    ),
    (
        "Example: Yellow chooses an action: 4 hunters are involved in placing, enlarging, reducing, and "
        "removing tipis. This costs 7 animals from their food reserve.",
        ["test_building::test_variant_2_rulebook_example_reduce_remove_and_place_cost_seven"],
    ),
    (
        "a) Mountain 1: 1 hunter reduces a double tipi to a single tipi. The double tipi is replaced by a "
        "single tipi and a hunter from their reserve. They return the double tipi to their reserve.",
        ["test_building::test_variant_2_rulebook_example_reduce_remove_and_place_cost_seven"],
    ),
    (
        "b) Prairie 1: 1 hunter removes a single tipi. The single tipi is replaced by 1 hunter from their "
        "reserve. They return the single tipi to their reserve.",
        ["test_building::test_variant_2_rulebook_example_reduce_remove_and_place_cost_seven"],
    ),
    (
        "c) Prairie 2: 2 hunters place a double tipi. The 2 hunters are replaced by a double tipi from their "
        "reserve. They return the 2 hunters to their reserve.",
        ["test_building::test_variant_2_rulebook_example_reduce_remove_and_place_cost_seven"],
    ),
]


@pytest.mark.parametrize(("sentence", "tests"), RULEBOOK, ids=[s[:60] for s, _ in RULEBOOK])
def test_every_rule_sentence_has_tests(sentence: str, tests: list[str]) -> None:
    check_rulebook_entry(sentence, tests, __package__ or "")


def rulebook_text() -> str:
    """The rulebook text with its whitespace made single spaces; skips when it is not beside the checkout."""
    from pathlib import Path

    source = Path(__file__).resolve().parents[3] / "shared" / "rules" / "bison.txt"
    if not source.exists():
        pytest.skip("the rulebook text is not beside the repository")
    return " ".join(source.read_text(encoding="utf-8").split())


def test_the_quotes_are_the_rulebooks_words() -> None:
    """Each quoted sentence appears in the rulebook text, if that file is at hand."""
    text = rulebook_text()
    for sentence, _ in RULEBOOK:
        assert sentence in text, sentence


def test_the_quotes_follow_the_rulebooks_order() -> None:
    """Each quote comes after the one before it in the rulebook text (a sentence printed twice is
    found again further on)."""
    text = rulebook_text()
    cursor = 0
    for sentence, _ in RULEBOOK:
        found = text.find(sentence, cursor)
        assert found >= 0, f"out of order: {sentence!r}"
        cursor = found + 1
