"""The PettingZoo environment passes PettingZoo's own API and seed tests on every title."""

from __future__ import annotations

import random

import pytest

import tablerules
from tests.adapters.cases import CONFIGURATIONS, needs, options_of

needs("pettingzoo", "pettingzoo")

import numpy as np  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from tablerules.adapters.pettingzoo import env  # noqa: E402

# A dict of the observation and the action mask is PettingZoo's own way for board games
# (its chess and go do the same); api_test warns about any observation that is no array.
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
]


@pytest.mark.parametrize(("title", "players", "variant"), CONFIGURATIONS)
def test_pettingzoo_api_and_seed_tests_pass(title: str, players: int, variant: str) -> None:
    options = options_of(title, variant)
    api_test(env(title, players, options), num_cycles=300)
    seed_test(lambda: env(title, players, options), num_cycles=300)


def play_to_the_end(environment: object, seed: int) -> list[tuple[str, float]]:
    """A random game through the AEC loop; every agent's last reward."""
    environment.reset(seed=seed)  # type: ignore[attr-defined]
    rng = random.Random(seed)
    last = []
    for agent in environment.agent_iter():  # type: ignore[attr-defined]
        observation, reward, terminated, truncated, _ = environment.last()  # type: ignore[attr-defined]
        if terminated or truncated:
            last.append((agent, reward))
            environment.step(None)  # type: ignore[attr-defined]
            continue
        legal = np.flatnonzero(observation["action_mask"])
        shown = sorted(environment.notation(int(number)) for number in legal)  # type: ignore[attr-defined]
        assert shown == sorted(str(action) for action in environment.position.legal_actions())  # type: ignore[attr-defined]
        environment.step(int(legal[rng.randrange(len(legal))]))  # type: ignore[attr-defined]
    return last


def test_the_rewards_at_the_end_are_the_utilities() -> None:
    environment = env("great-plains", 2)
    rewards = dict(play_to_the_end(environment, 3))
    outcome = environment.position.outcome()
    assert outcome is not None
    assert [rewards[agent] for agent in environment.possible_agents] == list(outcome.utilities())
    assert sum(rewards.values()) == 0


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    environment = env("manitou", 3)
    environment.reset(seed=5)
    agent = environment.agent_selection
    observation = environment.observe(agent)
    before = environment.position
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    with pytest.raises(tablerules.IllegalActionError):
        environment.step(illegal)
    with pytest.raises(ValueError, match="action numbers"):
        environment.step(len(environment.configuration.actions))
    assert environment.position is before and environment.agent_selection == agent


@pytest.mark.parametrize("number", [True, 8.0, 1.0, "1", None])
def test_only_a_whole_number_is_an_action_whether_or_not_the_mask_was_asked_for(number: object) -> None:
    """After observe(), True and 8.0 passed a look-up in the legal numbers: True was
    played as action 1 and 8.0 failed inside a tuple index."""
    for observed in (True, False):
        environment = env("beasty-borders")
        environment.reset(seed=0)
        if observed:
            environment.observe(environment.agent_selection)
        before = environment.position
        with pytest.raises(ValueError, match="an action number is a whole number"):
            environment.step(number)
        assert environment.position is before


def test_the_global_state_is_what_a_spectator_sees() -> None:
    """env.state was the tablerules state, which hid PettingZoo's state() method."""
    environment = env("manitou", 3)
    environment.reset(seed=2)
    game = environment.configuration.game
    while not environment.position.is_over:
        state = environment.state()
        assert environment.state_space.contains(state)
        assert tuple(state) == game.observe(environment.position.view(None), None)
        # Nothing hidden: another position a spectator cannot tell apart gives the same state.
        other = environment.position.determinize(None, random.Random(3))
        assert tuple(state) == game.observe(other.view(None), None)
        legal = np.flatnonzero(environment.observe(environment.agent_selection)["action_mask"])
        environment.step(int(legal[0]))


def test_an_agent_observes_only_its_own_view() -> None:
    # Two positions that differ only in the other seat's cards look alike to seat 0.
    environment = env("manitou", 2)
    environment.reset(seed=1)
    rng = random.Random(1)
    state = environment.position
    while (other := state.determinize(0, random.Random(9))) == state:
        legal = np.flatnonzero(environment.observe(environment.agent_selection)["action_mask"])
        environment.step(int(legal[rng.randrange(len(legal))]))
        state = environment.position
    mine = environment.observe("player_0")["observation"]
    environment.position = other
    assert (environment.observe("player_0")["observation"] == mine).all()


def test_options_bad_arguments_and_rendering() -> None:
    without_luck = env("beasty-borders", options={"without_luck": True}, render_mode="ansi")
    assert without_luck.configuration.options.without_luck
    without_luck.reset(seed=2)
    assert without_luck.render() == str(without_luck.position.view(None))
    with pytest.raises(ValueError, match="players"):
        env("great-plains", 5)
    with pytest.raises(ValueError):
        env("great-plains", options={"no_such_option": 1})
    with pytest.raises(KeyError):
        env("chess")
    with pytest.raises(ValueError, match="render_mode"):
        env("bison", render_mode="rgb_array")
