"""The OpenSpiel game passes OpenSpiel's own random simulation test on every title."""

from __future__ import annotations

import copy
import random

import attrs
import pytest

import tablerules
from tests.adapters.cases import BUILT_IN, CONFIGURATIONS, needs, options_of

needs("pyspiel", "openspiel")

import pyspiel  # noqa: E402

from tablerules.adapters.openspiel import game, short_name  # noqa: E402


@pytest.mark.parametrize(("title", "players", "variant"), CONFIGURATIONS)
def test_openspiel_random_simulation_test_passes(title: str, players: int, variant: str) -> None:
    pyspiel.random_sim_test(
        game(title, players, options_of(title, variant)), num_sims=3, serialize=True, verbose=False
    )


@pytest.mark.parametrize(("title", "players", "variant"), CONFIGURATIONS)
def test_a_game_loads_from_its_own_string_and_pickles(title: str, players: int, variant: str) -> None:
    """The options parameter held the options' JSON, commas and all, which OpenSpiel's
    game strings cannot hold: load_game(str(game)), pickle and serialization all failed."""
    import pickle

    spiel = game(title, players, options_of(title, variant))
    assert pyspiel.load_game(str(spiel)).configuration == spiel.configuration
    assert pickle.loads(pickle.dumps(spiel)).configuration == spiel.configuration
    state = spiel.new_initial_state()
    rng = random.Random(1)
    for _ in range(30):
        if state.is_terminal():
            break
        if state.is_chance_node():
            numbers, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(numbers, chances)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    again = pickle.loads(pickle.dumps(state))
    assert again.position == state.position and again.history() == state.history()
    loaded, restored = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(spiel, state))
    assert loaded.configuration == spiel.configuration and restored.position == state.position


def test_the_options_parameter_reads_json_or_base64url_and_fills_in_the_defaults() -> None:
    plain = pyspiel.load_game("python_tablerules_bison", {"options": '{"variant": 1}'})
    assert plain.configuration.options == attrs.evolve(tablerules.load("bison").options_type(), variant=1)
    assert str(plain) == 'python_tablerules_bison(options={"variant":1},players=2)'
    for bad in ("%%%", "[1, 2]", "{not json"):
        with pytest.raises(ValueError, match="the options parameter is"):
            pyspiel.load_game("python_tablerules_bison", {"options": bad})


def test_every_title_is_registered_and_loads_by_name() -> None:
    for title in BUILT_IN:
        loaded = pyspiel.load_game(short_name(title), {"players": tablerules.load(title).max_players})
        assert loaded.num_players() == tablerules.load(title).max_players
        assert loaded.get_type().short_name == short_name(title)
    assert short_name("great-plains") == "python_tablerules_great_plains"


def test_sizes_come_from_the_universes_and_limits() -> None:
    spiel = game("bison", 3)
    rules = tablerules.load("bison")
    assert spiel.num_distinct_actions() == len(rules.action_universe(3))
    assert spiel.max_chance_outcomes() == len(rules.chance_universe(3))
    assert spiel.max_game_length() == rules.limits(3).longest_game_steps
    assert spiel.min_utility() == -1.0 and spiel.max_utility() == 1.0
    assert spiel.observation_tensor_size() == rules.observation_layout(3).size


def test_a_game_plays_to_the_utilities_and_clones_share_the_position() -> None:
    spiel = game("manitou", 2)
    state = spiel.new_initial_state()
    rng = random.Random(4)
    while not state.is_terminal():
        if state.is_chance_node():
            numbers, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(numbers, chances)[0])
        else:
            clone = state.clone()
            assert (
                clone.position is state.position
                and clone.information_state_string() == state.information_state_string()
            )
            state.apply_action(rng.choice(state.legal_actions()))
    outcome = state.position.outcome()
    assert state.returns() == list(outcome.utilities())
    assert copy.deepcopy(state.position) is state.position


def test_the_information_state_keeps_what_the_seat_saw_and_hides_the_rest() -> None:
    spiel = game("manitou", 2)
    state = spiel.new_initial_state()
    rng = random.Random(2)
    while state.is_chance_node() or len(state.history()) < 20:
        if state.is_chance_node():
            state.apply_action(rng.choice([number for number, _ in state.chance_outcomes()]))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    mine = state.information_state_string(0)
    assert mine != state.information_state_string(1)
    assert mine.startswith(spiel.configuration.game.information_key(state.position.view(0), 0))
    other = spiel.new_initial_state()
    other.position = state.position.determinize(0, random.Random(7))
    other.log = state.log
    assert other.position != state.position
    assert other.observation_string(0) == state.observation_string(0)


def test_an_illegal_number_is_refused() -> None:
    state = game("great-plains").new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    illegal = next(
        number
        for number in range(game("great-plains").num_distinct_actions())
        if number not in state.legal_actions()
    )
    before = state.position
    with pytest.raises(tablerules.IllegalActionError):
        state.apply_action(illegal)
    assert state.position is before


def test_openspiel_mcts_plays_a_game() -> None:
    import numpy as np
    from open_spiel.python.algorithms import mcts

    spiel = game("great-plains", 2)
    rng = np.random.RandomState(0)
    bot = mcts.MCTSBot(spiel, 1.4, 30, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    state = spiel.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            numbers, chances = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(numbers, p=chances)))
        else:
            state.apply_action(bot.step(state))
    assert sorted(state.returns()) == [-1.0, 1.0] or state.returns() == [0.0, 0.0]
