"""Chance as an explicit player: the ``CHANCE`` marker and seeded sampling."""

from __future__ import annotations

import bisect
import enum
import random
from collections.abc import Iterator, Sequence
from fractions import Fraction
from typing import Final, TypeVar, overload

__all__ = [
    "CHANCE",
    "Chance",
    "Outcomes",
    "Unlisted",
    "cumulative_weights",
    "pick",
    "prepared",
    "sample_outcome",
    "uniform",
]

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


class Outcomes(tuple[tuple[T, Fraction], ...]):
    """``(outcome, probability)`` pairs that carry the weights :func:`sample_outcome`
    draws them by, summed once: :func:`prepared` makes them.

    A tuple, equal to the plain tuple of the same pairs; ``weights`` are
    :func:`cumulative_weights` of the pairs. They live on the list itself and
    go with it: nothing is kept anywhere else, so a list made from a position
    that holds what a seat may not see (the cards of a pile) may carry them too.
    """

    weights: Sequence[float]


_tuple_new: Final = tuple.__new__


def prepared(outcomes: Sequence[tuple[T, Fraction]], weights: Sequence[float] | None = None) -> Outcomes[T]:
    """``outcomes`` as :class:`Outcomes`, which :func:`sample_outcome` then draws from
    without summing their weights.

    For a fixed list made once (``ROLLS = prepared(uniform(...))`` at module
    level), or a list a title makes for a position from weights it already
    holds: ``weights``, when given, must be ``cumulative_weights(outcomes)``
    (a title's tables of them, say); else they are summed here. Given an
    :class:`Outcomes` without ``weights``, returns it as it is.
    """
    if weights is None:
        if type(outcomes) is Outcomes:
            return outcomes
        weights = cumulative_weights(outcomes)
    made: Outcomes[T] = _tuple_new(Outcomes, outcomes)
    made.weights = weights
    return made


# Every subclass of Unlisted, noted as it is made: sample_outcome tells an unlisted list
# by its type's membership here, at a fraction of the cost of reading the type's __mro__.
_UNLISTED: Final[set[type]] = set()


class Unlisted(Sequence[tuple[T, Fraction]]):
    """Chance outcomes that are listed only when read, and drawn from without listing them.

    Where building the ``(outcome, probability)`` pairs is most of the cost of
    a chance node (a card drawn from a pile of eight), a title's
    ``chance_outcomes`` may return one of these: :func:`sample_outcome` asks
    its :meth:`sample` for the outcome, and the pairs are made by
    :meth:`listed` the first time anyone reads the list (its length, an item,
    a loop over it, a comparison). It equals, hashes and shows as the tuple
    of its pairs.

    A subclass writes :meth:`listed` and :meth:`sample`; ``sample(rng)`` must
    draw exactly what ``sample_outcome(self.listed(), rng)`` draws, with the
    same use of ``rng`` (the conformance checker holds it to that). It keeps
    the pairs in ``_pairs``: a subclass with ``__slots__`` names that slot,
    which this class leaves to it so that a subclass may be a
    :class:`~tablerules.core.listing.Listing` too
    (:class:`~tablerules.core.listing.ChanceListing`).
    """

    __slots__ = ()

    _pairs: tuple[tuple[T, Fraction], ...] | None

    def __init__(self) -> None:
        self._pairs = None

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        _UNLISTED.add(cls)

    def listed(self) -> tuple[tuple[T, Fraction], ...]:
        """The pairs, in order: made when first read, then kept on this list."""
        raise NotImplementedError

    def sample(self, rng: random.Random) -> T:
        """The outcome ``sample_outcome(self.listed(), rng)`` draws, without the pairs."""
        raise NotImplementedError

    def pairs(self) -> tuple[tuple[T, Fraction], ...]:
        """The pairs as a tuple, made by :meth:`listed` once."""
        pairs = self._pairs
        if pairs is None:
            pairs = self._pairs = self.listed()
        return pairs

    @overload
    def __getitem__(self, index: int) -> tuple[T, Fraction]: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[tuple[T, Fraction], ...]: ...

    def __getitem__(self, index: int | slice) -> tuple[T, Fraction] | tuple[tuple[T, Fraction], ...]:
        return self.pairs()[index]

    def __len__(self) -> int:
        return len(self.pairs())

    def __iter__(self) -> Iterator[tuple[T, Fraction]]:
        return iter(self.pairs())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Unlisted):
            other = other.pairs()
        return self.pairs() == other

    def __hash__(self) -> int:
        return hash(self.pairs())

    def __repr__(self) -> str:
        return repr(self.pairs())


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
    # Outcomes carry their weights, an unlisted list draws itself; any other list
    # is summed here, and its sums go with the call.
    kind = type(outcomes)
    if kind is Outcomes:
        weights = outcomes.weights  # type: ignore[attr-defined]
    elif kind in _UNLISTED:  # not isinstance(), a call of Python, nor kind.__mro__, a slow look-up
        drawn: T = outcomes.sample(rng)  # type: ignore[attr-defined]
        return drawn
    else:
        weights = cumulative_weights(outcomes)
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
