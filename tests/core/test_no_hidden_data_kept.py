"""Issue 8, finding 9: nothing a seat may not see is kept where other code can read it.

Within one process an agent can import any module. So no table or cache kept
between states may hold a hidden pile, hand or draw: after whole games of the
titles with hidden information, every module-level table and cache of the
package is searched for the hidden parts those games held.
"""

from __future__ import annotations

import gc
import itertools
import random
import sys
import weakref
from collections.abc import Callable, Iterator
from fractions import Fraction

import attrs

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


def _kept() -> Iterator[tuple[str, object]]:
    """Every module-level value of the package, by where it is kept, caches opened up
    to their entries."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("tablerules"):
            continue
        for key, value in list(vars(module).items()):
            yield f"{name}.{key}", value
            if isinstance(value, type):
                for attribute, member in list(vars(value).items()):
                    yield f"{name}.{key}.{attribute}", member


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
        # What learning code asks at every step must keep nothing hidden either.
        for seat in (None, *range(players)):
            game.observe(state.view(seat), seat)
            game.information_key(state.view(seat), seat)
        parts = (*getattr(state, "hands", ()), getattr(state, "pile", None), *getattr(state, "piles", ()))
        # A pile that is all a seat's public tribe (Manitou: a tribe of eight, all chosen)
        # is no secret: the spectator sees it, and a table of public values may keep it.
        public = set(_tuples(state.view(None)))
        for part in parts:
            if isinstance(part, tuple) and len(part) >= 3 and part not in public:
                hidden.add(part)
        state = state.apply(action)
    return hidden


def _tuples(value: object, depth: int = 0) -> Iterator[tuple[object, ...]]:
    """Every tuple reachable from ``value`` through attrs fields and containers."""
    if depth > 8:
        return
    if isinstance(value, tuple):
        yield value
    if attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            yield from _tuples(getattr(value, field.name), depth + 1)
    elif isinstance(value, tuple | list | frozenset | set):
        for item in value:
            yield from _tuples(item, depth + 1)


def _among(part: object, hidden: set[tuple[object, ...]]) -> bool:
    if not isinstance(part, tuple):
        return False
    try:
        return part in hidden
    except TypeError:  # a tuple holding a list: no pile or hand
        return False


def _every_hand() -> set[tuple[str, ...]]:
    """Every sorted Manitou hand of one to three cards."""
    from tablerules.manitou.components import CARDS, HAND_SIZE

    return {
        hand
        for size in range(1, HAND_SIZE + 1)
        for hand in itertools.combinations_with_replacement(CARDS, size)
    }


#: Tables keyed by a hidden value that hold every value there could be, filled at
#: import: their keys say nothing about any game. Each is checked to hold exactly
#: those keys, before and after the games, and only then left out of the search.
_COMPLETE: dict[str, Callable[[], set[tuple[str, ...]]]] = {
    "tablerules.manitou.steps.playing._HAND_PLAYS": _every_hand,
}


def test_no_table_or_cache_of_the_package_holds_a_hidden_pile_or_hand() -> None:
    tablerules.load("manitou")
    kept = dict(_kept())
    for where, every in _COMPLETE.items():
        assert set(kept[where]) == every(), f"{where} holds other keys than every value there could be"
    hidden: set[tuple[object, ...]] = set()
    for title, players in (("bison", 4), ("bison", 2), ("manitou", 4), ("manitou", 2)):
        for seed in range(3):
            hidden |= _hidden_parts(title, players, seed)
    assert len(hidden) > 100
    found = []
    for where, value in _kept():
        if where in _COMPLETE:
            assert set(value) == _COMPLETE[where](), f"{where} changed in play"  # type: ignore[call-overload]
            continue
        found.extend((where, part) for part in _contents(value) if _among(part, hidden))
    assert not found, f"kept between games: {found[:3]}"
