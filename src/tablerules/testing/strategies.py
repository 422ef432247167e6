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
import re
from collections.abc import Iterable, Sequence
from typing import Any

from hypothesis import strategies as st

from tablerules.core.game import Action, Game, State
from tablerules.testing.invariants import GARBAGE_NOTATION, MALFORMED
from tablerules.testing.played import Case, cases

__all__ = [
    "case_of",
    "distinct",
    "garbage",
    "garbage_notation",
    "malformed_values",
    "near_misses",
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


#: Words an edit may put in: numbers at and past every bound, digits that are no
#: ASCII, signs, brackets and separators, control characters.
_HOSTILE_WORDS: tuple[str, ...] = (
    "0", "1", "-1", "99", "999", "1" + "0" * 22, "1.5", "0x1", "+1", "²", "٣", "nan", "None",
    "True", "", " ", "\t", "\n", "-", ",", ":", "/", "#", "?", "(", ")", "é", "\x00",
)  # fmt: skip


@st.composite
def _edited(draw: st.DrawFn, text: str) -> str:
    """``text`` with one edit: of a word, a number, a line or a character."""
    words = re.findall(r"\S+|\s+", text)
    lines = text.split("\n")
    kind = draw(st.sampled_from(["word", "number", "line", "character"]), label="edit")
    if kind == "word" and words:
        at = draw(st.integers(0, len(words) - 1), label="word")
        new = draw(st.sampled_from(_HOSTILE_WORDS) | st.sampled_from(words), label="new word")
        change = draw(st.sampled_from(["replace", "delete", "repeat"]), label="change")
        words[at : at + 1] = {"replace": [new], "delete": [], "repeat": [words[at]] * 2}[change]
        return "".join(words)
    numbers = list(re.finditer(r"[0-9]+", text))
    if kind == "number" and numbers:
        number = draw(st.sampled_from(numbers), label="number")
        value = int(number.group()) + draw(st.sampled_from([-10, -2, -1, 1, 2, 10, 1000]), label="by")
        return f"{text[: number.start()]}{value}{text[number.end() :]}"
    if kind == "line":
        at, to = (draw(st.integers(0, len(lines) - 1), label="line") for _ in range(2))
        change = draw(st.sampled_from(["delete", "repeat", "swap"]), label="change")
        if change == "swap":
            lines[at], lines[to] = lines[to], lines[at]
        else:
            lines[at : at + 1] = [lines[at]] * (2 if change == "repeat" else 0)
        return "\n".join(lines)
    if not text:
        return draw(st.sampled_from(_HOSTILE_WORDS), label="new text")
    at = draw(st.integers(0, len(text) - 1), label="character")
    new = draw(st.sampled_from("0123456789abcdefpmrxyz -:,()[]#/+.\n") | st.just(""), label="new character")
    return text[:at] + new + text[at + 1 :]


@st.composite
def _near_misses(draw: st.DrawFn, text: str, edits: int) -> str:
    for _ in range(draw(st.integers(1, edits), label="edits")):
        text = draw(_edited(text))
    return text


def near_misses(text: str, *, edits: int = 3) -> st.SearchStrategy[str]:
    """``text`` a few edits away (1 to ``edits``): a word replaced, dropped or
    repeated, a number moved past its bounds, a line dropped, repeated or
    swapped, a character changed.

    Near misses of a picture, a record or a notation get past the first
    checks of a reader, where wholly random text does not; whatever they
    read as must be refused with the reader's own error, or play on.

    >>> import tablerules
    >>> from hypothesis import given
    >>> from tablerules import PositionError
    >>> from tablerules.testing.strategies import near_misses
    >>> game = tablerules.load("great-plains")
    >>> @given(near_misses(str(game.setup())))
    ... def test_a_near_miss_reads_or_is_refused(text):
    ...     try:
    ...         game.parse_position(text).legal_actions()
    ...     except PositionError:
    ...         pass
    >>> test_a_near_miss_reads_or_is_refused()
    """
    return _near_misses(text, edits)
