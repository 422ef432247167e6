"""Issue 8, finding 9: nothing a seat may not see is kept where other code can read it.

Within one process an agent can import any module. So no table or cache kept
between states may hold a hidden pile, hand or draw: after whole games of the
titles with hidden information, every module-level table and cache of the
package is searched for the hidden parts those games held.
"""

from __future__ import annotations

import gc
import random
import sys
import weakref
from collections.abc import Iterator
from fractions import Fraction

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core.chance import sample_outcome
from tablerules.core.play import play_state


class _Secret:
    """An outcome that can be watched for: it dies when nothing holds it."""


def test_sampling_keeps_nothing_of_the_outcomes() -> None:
    secret = _Secret()
    alive = weakref.ref(secret)
    outcomes = ((secret, Fraction(1, 2)), (_Secret(), Fraction(1, 2)))
    sample_outcome(outcomes, random.Random(0))
    del secret, outcomes
    gc.collect()
    assert alive() is None


def _kept() -> Iterator[object]:
    """Every module-level value of the package, caches opened up to their entries."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("tablerules"):
            continue
        for value in list(vars(module).values()):
            yield value
            if isinstance(value, type):
                yield from vars(value).values()


def _contents(value: object, depth: int = 0) -> Iterator[object]:
    """``value`` and what it holds, with the entries of ``functools`` caches."""
    yield value
    if depth > 6:
        return
    if hasattr(value, "cache_info"):
        # An lru_cache keeps its entries in a dict only the garbage collector sees.
        for part in gc.get_referents(value):
            if isinstance(part, dict):
                yield from _contents(part, depth + 1)
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _contents(key, depth + 1)
            yield from _contents(item, depth + 1)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for item in value:
            yield from _contents(item, depth + 1)


def _hidden_parts(title: str, players: int, seed: int) -> set[tuple[object, ...]]:
    """The piles and hands (of three or more) that one game held at some point."""
    game = tablerules.load(title)
    state = game.setup(players=players)
    _, actions = play_state(state, [RandomAgent()] * players, seed=seed)
    hidden: set[tuple[object, ...]] = set()
    for action in actions:
        parts = (*getattr(state, "hands", ()), getattr(state, "pile", None), *getattr(state, "piles", ()))
        for part in parts:
            if isinstance(part, tuple) and len(part) >= 3:
                hidden.add(part)
        state = state.apply(action)
    return hidden


def _among(part: object, hidden: set[tuple[object, ...]]) -> bool:
    if not isinstance(part, tuple):
        return False
    try:
        return part in hidden
    except TypeError:  # a tuple holding a list: no pile or hand
        return False


def test_no_table_or_cache_of_the_package_holds_a_hidden_pile_or_hand() -> None:
    hidden: set[tuple[object, ...]] = set()
    for title, players in (("bison", 4), ("bison", 2), ("manitou", 4), ("manitou", 2)):
        for seed in range(3):
            hidden |= _hidden_parts(title, players, seed)
    assert len(hidden) > 100
    found = [part for value in _kept() for part in _contents(value) if _among(part, hidden)]
    assert not found, f"kept between games: {found[:3]}"
