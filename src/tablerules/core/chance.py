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


def sample_outcome(outcomes: Sequence[tuple[T, Fraction]], rng: random.Random) -> T:
    """One outcome drawn by its probability, using one ``rng.random()`` call.

    The same ``rng`` state always gives the same outcome, so a seed and the
    list of decisions reproduce a game.
    """
    # No cache: outcome tuples hold what a seat may not see (the cards left in
    # another seat's pile), and a table kept between calls would hand them to
    # anyone who imports this module. Summing again costs nothing measurable.
    # Floats are enough to pick an outcome, and adding Fractions is slow.
    total = 0.0
    weights = []
    for _, p in outcomes:
        total += p.numerator / p.denominator
        weights.append(total)
    index = bisect.bisect_right(weights, rng.random() * weights[-1])
    return outcomes[index if index < len(outcomes) else -1][0]
