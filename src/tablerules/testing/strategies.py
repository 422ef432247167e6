"""Hypothesis strategies for any title: cases, reachable states, seeds, and garbage input.

Needs hypothesis (``pip install "tablerules[test]"``); the rest of
:mod:`tablerules.testing` does not.

>>> import tablerules
>>> from hypothesis import given
>>> from tablerules.testing.strategies import states
>>> @given(states(tablerules.load("great-plains"), max_steps=20))
... def test_a_state_hashes(state):
...     assert hash(state) == hash(state)
>>> test_a_state_hashes()
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from hypothesis import strategies as st

from tablerules.core.game import Action, Game, State
from tablerules.testing.checks import Case, cases
from tablerules.testing.invariants import GARBAGE_NOTATION, MALFORMED

__all__ = [
    "case_of",
    "distinct",
    "garbage",
    "garbage_notation",
    "malformed_values",
    "play_randomly",
    "random_action",
    "seeds",
    "states",
]

#: Seeds for ``random.Random`` and ``tablerules.play``.
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def case_of(
    games: Game[Any, Any] | Iterable[Game[Any, Any]],
    players: Iterable[int] | None = None,
    variants: Iterable[str] | None = None,
) -> st.SearchStrategy[Case]:
    """A case (player count and variant) of one game, or of any of several."""
    each = [games] if isinstance(games, Game) else list(games)
    found = [case for game in each for case in cases(game, players, variants)]
    return st.sampled_from(found)


def random_action(state: State, rng: random.Random) -> Action:
    """A legal action picked uniformly (chance outcomes too, whatever their weights)."""
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def play_randomly(state: State, rng: random.Random, *, limit: int | None = None) -> list[State]:
    """The positions of a random game from ``state`` (inclusive), to the end or ``limit`` steps."""
    states = [state]
    while not state.is_over and (limit is None or len(states) <= limit):
        state = state.apply(random_action(state, rng))
        states.append(state)
    return states


def distinct(actions: Iterable[Action]) -> list[Action]:
    """The actions without repeats, in first-seen order (a set's order varies between runs)."""
    return list(dict.fromkeys(actions))


@st.composite
def _states(draw: st.DrawFn, case: st.SearchStrategy[Case], max_steps: int) -> State:
    chosen = draw(case, label="case")
    seed = draw(seeds, label="seed")
    steps = draw(st.integers(min_value=0, max_value=max_steps), label="steps")
    return play_randomly(chosen.setup(), random.Random(seed), limit=steps)[-1]


def states(
    games: Game[Any, Any] | Iterable[Game[Any, Any]],
    *,
    players: Iterable[int] | None = None,
    variants: Iterable[str] | None = None,
    max_steps: int = 150,
) -> st.SearchStrategy[State]:
    """Reachable positions: a case, then up to ``max_steps`` random legal steps from its start."""
    return _states(case_of(games, players, variants), max_steps)


def malformed_values() -> st.SearchStrategy[object]:
    """One of the values no title may accept as an action."""
    return st.sampled_from(MALFORMED)


def garbage_notation() -> st.SearchStrategy[str]:
    """Text that should be no action: the known garbage, or any text at all."""
    return st.one_of(st.sampled_from(GARBAGE_NOTATION), st.text(max_size=40))


def garbage() -> st.SearchStrategy[object]:
    """Anything a hostile caller might pass for an action: junk values, text, numbers, containers."""
    leaves: Sequence[st.SearchStrategy[Any]] = (
        malformed_values(),
        garbage_notation(),
        st.integers(),
        st.floats(allow_nan=True),
        st.booleans(),
        st.none(),
    )
    return st.recursive(
        st.one_of(*leaves), lambda inner: st.lists(inner, max_size=3) | st.tuples(inner), max_leaves=5
    )
