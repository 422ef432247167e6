"""The stateful machine: whatever legal sequence is played, the protocol's invariants hold.

Needs hypothesis. ``protocol_machine(game)`` makes a
``RuleBasedStateMachine`` for one title (or several): it starts a game of
any player count and variant, optionally fast-forwards it with a seeded
random prefix, then lets hypothesis pick legal actions, illegal ones and
malformed values, checking every position it reaches. Run it in a test
module as ``TestMyTitle = protocol_machine(GAME).TestCase``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable
from typing import Any

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action, Game, State
from tablerules.testing.checks import longest_random_game
from tablerules.testing.invariants import check_position, check_refused, check_views
from tablerules.testing.played import Case
from tablerules.testing.strategies import (
    case_of,
    distinct,
    malformed_values,
    play_randomly,
    random_action,
    seeds,
)

__all__ = ["ProtocolMachine", "protocol_machine"]


class ProtocolMachine(RuleBasedStateMachine):
    """Plays one game of a drawn case and checks every position it reaches.

    Subclasses set ``cases``, a strategy of :class:`~tablerules.testing.Case`.
    """

    cases: st.SearchStrategy[Case]
    case: Case
    state: State
    seen: list[Action]

    def remember(self, state: State) -> None:
        self.seen = distinct([*self.seen, *state.legal_actions()])

    @initialize(data=st.data(), seed=seeds, prefix=st.integers(min_value=0, max_value=150))
    def start(self, data: st.DataObject, seed: int, prefix: int) -> None:
        self.case = data.draw(self.cases, label="case")
        self.seen = []
        states = play_randomly(self.case.setup(), random.Random(seed), limit=prefix)
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
        if not (state == before and hash(state) == before_hash and str(state) == before_text):
            raise AssertionError(f"applying {action!r} changed the position it was applied to")
        self.remember(after)
        self.state = after

    @precondition(lambda self: not self.state.is_over)
    @rule(seed=seeds)
    def play_on_to_the_end(self, seed: int) -> None:
        _, most, why = longest_random_game(self.case)
        states = play_randomly(self.state, random.Random(seed), limit=most)
        if not states[-1].is_over:
            raise AssertionError(f"random play did not end within {most:,} steps ({why})")
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
            if error.step != len(actions):
                raise AssertionError(f"apply_all named step {error.step}, not {len(actions)}") from error
        else:
            raise AssertionError("apply_all went past an illegal step")
        if self.state.apply_all(actions) != where:
            raise AssertionError("apply_all of legal steps ends elsewhere than applying them one by one")

    @invariant()
    def position_is_sound(self) -> None:
        check_position(self.state)

    @invariant()
    def views_hide_only_what_they_should(self) -> None:
        check_views(self.state, self.case.game.has_hidden_information, random.Random(0))

    @invariant()
    def position_is_a_value(self) -> None:
        twin = copy.deepcopy(self.state)
        if not (twin == self.state and hash(twin) == hash(self.state)):
            raise AssertionError("a deep copy of the position differs")
        if not (repr(self.state) and str(self.state)):
            raise AssertionError("the position has no repr or picture")


def protocol_machine(
    games: Game[Any, Any] | Iterable[Game[Any, Any]],
    *,
    players: Iterable[int] | None = None,
    variants: Iterable[str] | None = None,
) -> type[ProtocolMachine]:
    """A :class:`ProtocolMachine` over the cases of one game or several."""
    strategy = case_of(games, players, variants)
    return type("ProtocolMachineOf", (ProtocolMachine,), {"cases": strategy})
