"""Chance as an explicit player: the ``CHANCE`` marker and seeded sampling."""

from __future__ import annotations

import bisect
import enum
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Final, TypeVar

__all__ = ["CHANCE", "Chance", "sample_outcome", "uniform"]

T = TypeVar("T")


class Chance(enum.Enum):
    """The type of :data:`CHANCE`; it has that one member."""

    CHANCE = "chance"

    def __repr__(self) -> str:
        return "tablerules.CHANCE"


#: ``state.to_move`` at a chance node: a die roll, a draw, a shuffle decides.
CHANCE: Final = Chance.CHANCE


def uniform(outcomes: Sequence[T]) -> tuple[tuple[T, Fraction], ...]:
    """Every outcome with the same probability."""
    p = Fraction(1, len(outcomes))
    return tuple((outcome, p) for outcome in outcomes)


# Titles hand out the same outcome tuples again and again (a D8 is always a
# D8), so the cumulative weights are kept per tuple. The tuple itself is kept
# as well, which stops its id from being reused while it is in the cache.
_CUMULATIVE: dict[int, tuple[Sequence[tuple[object, Fraction]], list[float]]] = {}
_CACHE_SIZE: Final = 512


def sample_outcome(outcomes: Sequence[tuple[T, Fraction]], rng: random.Random) -> T:
    """One outcome drawn by its probability, using one ``rng.random()`` call.

    The same ``rng`` state always gives the same outcome, so a seed and the
    list of decisions reproduce a game.
    """
    cached = _CUMULATIVE.get(id(outcomes))
    if cached is not None and cached[0] is outcomes:
        weights = cached[1]
    else:
        # Floats are enough to pick an outcome, and adding Fractions is slow
        # when every node is new (a pile that shrinks card by card).
        total = 0.0
        weights = []
        for _, p in outcomes:
            total += p.numerator / p.denominator
            weights.append(total)
        # Only a tuple cannot change under the cache's feet.
        if type(outcomes) is tuple:
            if len(_CUMULATIVE) >= _CACHE_SIZE:
                _CUMULATIVE.clear()
            _CUMULATIVE[id(outcomes)] = (outcomes, weights)
    index = bisect.bisect_right(weights, rng.random() * weights[-1])
    return outcomes[index if index < len(outcomes) else -1][0]
