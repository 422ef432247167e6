"""What the property tests draw from: which game to play, seeds, and bad input.

The checks and strategies themselves ship in the package as
:mod:`tablerules.testing`, so that anyone can run them on a title of their
own; this module picks them for the registered titles, so a newly
registered title is covered without a change.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import TypeVar

import attrs
from hypothesis import strategies as st

import tablerules
from tablerules.testing import (
    GARBAGE_NOTATION as GARBAGE_NOTATION,
)
from tablerules.testing import (
    MALFORMED as MALFORMED,
)
from tablerules.testing import (
    Case,
)
from tablerules.testing import (
    ForeignAction as ForeignAction,
)
from tablerules.testing import (
    cases as cases_of,
)
from tablerules.testing import (
    check_chance as check_chance,
)
from tablerules.testing import (
    check_outcome as check_outcome,
)
from tablerules.testing import (
    check_position as check_position,
)
from tablerules.testing import (
    check_refused as check_refused,
)
from tablerules.testing import (
    check_refused_by as check_refused_by,
)
from tablerules.testing import (
    check_states_equal as check_states_equal,
)
from tablerules.testing import (
    check_views as check_views,
)
from tablerules.testing.strategies import (
    distinct as distinct,
)
from tablerules.testing.strategies import (
    malformed_values as malformed_values,
)
from tablerules.testing.strategies import (
    play_randomly as play_randomly,
)
from tablerules.testing.strategies import (
    random_action as random_action,
)
from tablerules.testing.strategies import (
    seeds as seeds,
)

#: One way to play a registered title (a player count and a variant).
GameCase = Case


def game_cases() -> list[Case]:
    """Every registered title, with every player count and every variant."""
    return [case for title in tablerules.titles() for case in cases_of(tablerules.load(title))]


#: A game to play, drawn from every title x player count x variant.
cases = st.sampled_from(game_cases())

#: (title, players, options) triples, for tests that want the raw values.
triples = cases.map(lambda case: (case.title, case.players, case.options))


def check_rulebook_entry(sentence: str, tests: Sequence[str], package: str) -> None:
    """A rulebook sentence names at least one test, and every named ``module::test`` exists."""
    assert tests, f"no test checks {sentence!r}"
    for name in tests:
        module_name, function = name.split("::")
        module = importlib.import_module(f"{package}.{module_name}")
        assert callable(getattr(module, function, None)), f"{name} (for {sentence!r}) does not exist"


A = TypeVar("A")


def forced(action: A, **fields: object) -> A:
    """A copy of ``action`` with ``fields`` set past its validators, as hostile code could."""
    copy = attrs.evolve(action)  # type: ignore[misc]
    for name, value in fields.items():
        object.__setattr__(copy, name, value)
    return copy
