"""Chance as an explicit player: the ``CHANCE`` marker and seeded sampling."""

from __future__ import annotations

import bisect
import enum
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import Final, TypeVar

__all__ = ["CHANCE", "Chance", "cumulative_weights", "pick", "prepared", "sample_outcome", "uniform"]

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


# The cumulative weights of outcome lists a title declared fixed and public (a
# die): by id, with the tuple itself, which keeps its id from being reused.
# Only what prepared() is given goes in, never a list made from a position.
_PREPARED: dict[int, tuple[Sequence[tuple[object, Fraction]], list[float]]] = {}


def prepared(outcomes: tuple[tuple[T, Fraction], ...]) -> tuple[tuple[T, Fraction], ...]:
    """``outcomes``, which :func:`sample_outcome` then draws from faster.

    For a fixed list that anyone may know and that lives as long as the
    program, such as a die's faces (``ROLLS = prepared(uniform(...))`` at
    module level): its weights are summed once and kept. Never use it on a
    list made from a position, which may hold what a seat may not see (the
    cards of a pile) and would be kept for good.
    """
    _PREPARED[id(outcomes)] = (outcomes, cumulative_weights(outcomes))
    return outcomes


def cumulative_weights(outcomes: Sequence[tuple[object, Fraction]]) -> list[float]:
    """The weights :func:`sample_outcome` sums from ``outcomes`` and hands to :func:`pick`.

    For a title's own ``sample_chance`` that keeps them beside an outcome list
    made from public values only (never from a hidden pile or hand).
    """
    # Floats are enough to pick an outcome, and adding Fractions is slow.
    total = 0.0
    weights = []
    for _, p in outcomes:
        total += p.numerator / p.denominator
        weights.append(total)
    return weights


def sample_outcome(outcomes: Sequence[tuple[T, Fraction]], rng: random.Random) -> T:
    """One outcome drawn by its probability, using one ``rng.random()`` call.

    The same ``rng`` state always gives the same outcome, so a seed and the
    list of decisions reproduce a game.
    """
    # Other lists are summed anew, never kept: a list made from a position may
    # hold what a seat may not see (the cards left in another seat's pile), and
    # a table kept between calls would hand it to anyone who imports this module.
    kept = _PREPARED.get(id(outcomes))
    weights = kept[1] if kept is not None and kept[0] is outcomes else cumulative_weights(outcomes)
    return outcomes[pick(weights, rng)][0]


def pick(cumulative: Sequence[float], rng: random.Random) -> int:
    """The index :func:`sample_outcome` draws for outcomes whose probabilities,
    as floats summed one by one, are ``cumulative``; one ``rng.random()`` call.

    For a title's own :meth:`~tablerules.core.game.State.sample_chance`: the
    float of ``Fraction(a, b)`` is ``a / b``, so summing ``a / b`` in the
    order of the outcomes gives the very weights ``sample_outcome`` uses.
    """
    index = bisect.bisect_right(cumulative, rng.random() * cumulative[-1])
    return index if index < len(cumulative) else len(cumulative) - 1
