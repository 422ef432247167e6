"""Whatever legal sequence is played, in any title, the protocol's invariants hold.

A hypothesis state machine starts a game of any registered title (any player
count, any variant), optionally fast-forwards it with a seeded random prefix,
then lets hypothesis pick legal actions, illegal ones and malformed values.
"""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import tablerules
from tablerules import Action, IllegalActionError, Record, State
from tablerules.bots import RandomAgent
from tests.strategies import (
    GameCase,
    cases,
    check_position,
    check_refused,
    check_views,
    distinct,
    malformed_values,
    play_randomly,
    random_action,
    seeds,
    triples,
)


class ProtocolMachine(RuleBasedStateMachine):
    """Plays one game of a drawn title and checks every position it reaches."""

    case: GameCase
    state: State
    seen: list[Action]

    def remember(self, state: State) -> None:
        self.seen = distinct([*self.seen, *state.legal_actions()])

    @initialize(case=cases, seed=seeds, prefix=st.integers(min_value=0, max_value=150))
    def start(self, case: GameCase, seed: int, prefix: int) -> None:
        self.case = case
        self.seen = []
        states = play_randomly(case.setup(), random.Random(seed), limit=prefix)
        for state in states:
            self.remember(state)
        self.state = states[-1]

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def take_a_legal_action(self, data: st.DataObject) -> None:
        state = self.state
        before, before_hash, before_text = copy.deepcopy(state), hash(state), str(state)
        action = data.draw(st.sampled_from(state.legal_actions()), label="action")
        after = state.apply(action)
        # Nothing mutates: the old position is exactly what it was.
        assert state == before and hash(state) == before_hash and str(state) == before_text
        self.remember(after)
        self.state = after

    @precondition(lambda self: not self.state.is_over)
    @rule(seed=seeds)
    def play_on_to_the_end(self, seed: int) -> None:
        states = play_randomly(self.state, random.Random(seed))
        for state in states:
            check_position(state)
        self.remember(states[-1])
        self.state = states[-1]

    @rule(data=st.data())
    def try_an_action_legal_elsewhere(self, data: st.DataObject) -> None:
        candidates = [action for action in self.seen if not self.state.is_legal(action)]
        if candidates:
            check_refused(self.state, data.draw(st.sampled_from(candidates), label="illegal"))

    @rule(value=malformed_values())
    def try_a_malformed_value(self, value: object) -> None:
        check_refused(self.state, value)

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data(), seed=seeds)
    def apply_all_names_the_failing_step(self, data: st.DataObject, seed: int) -> None:
        rng = random.Random(seed)
        where, actions = self.state, []
        for _ in range(data.draw(st.integers(0, 5), label="steps")):
            if where.is_over:
                break
            actions.append(random_action(where, rng))
            where = where.apply(actions[-1])
        wrong = [action for action in self.seen if not where.is_legal(action)] + [None]
        bad = data.draw(st.sampled_from(wrong), label="bad")
        try:
            self.state.apply_all([*actions, bad, *actions])
        except IllegalActionError as error:
            assert error.step == len(actions)
        else:
            raise AssertionError("apply_all went past an illegal step")
        assert self.state.apply_all(actions) == where

    @invariant()
    def position_is_sound(self) -> None:
        check_position(self.state)

    @invariant()
    def views_hide_only_what_they_should(self) -> None:
        check_views(self.state, self.case.game.has_hidden_information, random.Random(0))

    @invariant()
    def position_is_a_value(self) -> None:
        twin = copy.deepcopy(self.state)
        assert twin == self.state and hash(twin) == hash(self.state)
        assert repr(self.state) and str(self.state)


TestProtocol = ProtocolMachine.TestCase


class TestProtocolLong(ProtocolMachine.TestCase):  # type: ignore[name-defined,misc]
    """The same machine, long enough to play whole games many times over: ``-m slow``."""

    settings = settings(
        max_examples=300, stateful_step_count=400, deadline=None, suppress_health_check=list(HealthCheck)
    )
    pytestmark = pytest.mark.slow


@given(triple=triples, seed=seeds)
def test_any_seed_plays_replays_and_round_trips(triple: tuple[str, int, object], seed: int) -> None:
    title, players, options = triple
    game = tablerules.load(title)
    record = tablerules.play(game, [RandomAgent()] * players, seed=seed, options=options)
    final = record.replay()
    assert final.is_over
    assert Record.from_json(record.to_json()) == record
    assert game.setup(players=players, options=options).apply_all(record.actions) == final
