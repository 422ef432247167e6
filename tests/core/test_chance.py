"""Chance: the CHANCE marker, uniform outcomes and seeded sampling."""

from __future__ import annotations

import copy
import pickle
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tablerules.core.chance import (
    CHANCE,
    Chance,
    Outcomes,
    Unlisted,
    cumulative_weights,
    prepared,
    sample_outcome,
    uniform,
)

DIE = uniform(tuple(range(1, 9)))


def test_chance_is_a_singleton() -> None:
    assert list(Chance) == [CHANCE]
    assert copy.copy(CHANCE) is CHANCE
    assert copy.deepcopy(CHANCE) is CHANCE
    assert pickle.loads(pickle.dumps(CHANCE)) is CHANCE
    assert repr(CHANCE) == "tablerules.CHANCE"


def test_uniform_gives_every_outcome_the_same_exact_chance() -> None:
    assert tuple((pips, Fraction(1, 8)) for pips in range(1, 9)) == DIE
    assert sum(p for _, p in uniform("abc")) == 1
    assert all(isinstance(p, Fraction) for _, p in uniform("abc"))


@given(st.integers(min_value=0))
def test_sampling_is_determined_by_the_seed(seed: int) -> None:
    first = [sample_outcome(DIE, random.Random(seed)) for _ in range(3)]
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    assert [sample_outcome(DIE, rng_a) for _ in range(20)] == [sample_outcome(DIE, rng_b) for _ in range(20)]
    assert len(set(first)) == 1


def test_sampling_uses_one_random_call() -> None:
    rng, twin = random.Random(5), random.Random(5)
    sample_outcome(DIE, rng)
    twin.random()
    assert rng.getstate() == twin.getstate()


def test_sampling_gives_the_same_outcome_for_an_equal_list() -> None:
    # A fresh list each time: equal outcomes and equal seeds must agree whatever the container.
    assert sample_outcome(list(DIE), random.Random(9)) == sample_outcome(DIE, random.Random(9))


class FixedRandom(random.Random):
    """A generator whose ``random()`` returns a chosen number."""

    def __init__(self, value: float) -> None:
        super().__init__(0)
        self.value = value

    def random(self) -> float:
        return self.value


@pytest.mark.parametrize(
    ("value", "expected"),
    [(0.0, "a"), (0.2499, "a"), (0.25, "c"), (0.7499, "c"), (0.75, "d"), (0.999999999, "d")],
)
def test_sampling_follows_the_cumulative_chances(value: float, expected: str) -> None:
    outcomes = (("a", Fraction(1, 4)), ("b", Fraction(0)), ("c", Fraction(1, 2)), ("d", Fraction(1, 4)))
    assert sample_outcome(outcomes, FixedRandom(value)) == expected


def test_a_certain_outcome_is_always_drawn() -> None:
    rng = random.Random(1)
    assert {sample_outcome((("only", Fraction(1)),), rng) for _ in range(50)} == {"only"}


def test_sampling_matches_the_chances_on_average() -> None:
    rng = random.Random(2024)
    counts = Counter(
        sample_outcome((("rare", Fraction(1, 10)), ("common", Fraction(9, 10))), rng) for _ in range(10_000)
    )
    assert 800 < counts["rare"] < 1200


def test_a_prepared_list_draws_exactly_as_an_unprepared_equal_one() -> None:
    """prepared() only keeps the summed weights: the same generator state draws the same outcome."""
    weights = (Fraction(1, 7), Fraction(2, 7), Fraction(3, 7), Fraction(1, 7))
    kept = prepared(tuple(zip("abcd", weights, strict=True)))
    unprepared = tuple(zip("abcd", weights, strict=True))
    assert kept == unprepared and kept is not unprepared
    a, b = random.Random(5), random.Random(5)
    drawn = [sample_outcome(kept, a) for _ in range(2000)]
    assert drawn == [sample_outcome(unprepared, b) for _ in range(2000)]


def test_prepared_outcomes_are_the_tuple_they_were_made_from_and_carry_its_weights() -> None:
    die = uniform(tuple(range(1, 7)))
    kept = prepared(die)
    assert type(kept) is Outcomes and kept == die and hash(kept) == hash(die)
    assert list(kept.weights) == cumulative_weights(die)
    assert prepared(kept) is kept  # already prepared: nothing to sum again
    assert repr(kept) == repr(die)


def test_prepared_outcomes_pickle_with_their_weights() -> None:
    kept = prepared((("a", Fraction(1, 3)), ("b", Fraction(2, 3))))
    again = pickle.loads(pickle.dumps(kept))
    assert again == kept and list(again.weights) == list(kept.weights)


def test_sample_outcome_draws_by_the_weights_an_outcome_list_carries() -> None:
    """Weights handed to prepared() are the ones sample_outcome reads: a title that
    holds them in a table of its own (a pile's runs) saves summing them."""
    pairs = (("a", Fraction(1, 2)), ("b", Fraction(1, 2)))
    lopsided = prepared(pairs, [0.0, 1.0])  # wrong on purpose: only "b" can come
    rng = random.Random(3)
    assert {sample_outcome(lopsided, rng) for _ in range(50)} == {"b"}


class _Dice(Unlisted[int]):
    """Two dice's sum, listed only when read; counts how often it was listed."""

    __slots__ = ("_pairs", "listings")

    def __init__(self) -> None:
        super().__init__()
        self.listings = 0

    def listed(self) -> tuple[tuple[int, Fraction], ...]:
        self.listings += 1
        counts = Counter(a + b for a in range(1, 7) for b in range(1, 7))
        return tuple((total, Fraction(count, 36)) for total, count in sorted(counts.items()))

    def sample(self, rng: random.Random) -> int:
        return sample_outcome(tuple(self.listed()), rng)


def test_unlisted_outcomes_are_a_sequence_equal_to_the_tuple_of_their_pairs() -> None:
    dice = _Dice()
    assert dice.listings == 0
    pairs = tuple(dice)
    assert dice == pairs and pairs == dice and hash(dice) == hash(pairs) and repr(dice) == repr(pairs)
    assert len(dice) == 11 and dice[0] == (2, Fraction(1, 36)) and dice[-2:] == pairs[-2:]
    assert (7, Fraction(1, 6)) in dice and list(reversed(dice)) == list(reversed(pairs))
    assert dice == _Dice() and dice != pairs[1:]
    assert dice.listings == 1  # listed once, then kept


def test_sample_outcome_asks_an_unlisted_list_to_draw_itself() -> None:
    """No pairs are listed for the draw: the list's own sample() makes it."""
    dice = _Dice()
    a, b = random.Random(9), random.Random(9)
    assert [sample_outcome(dice, a) for _ in range(20)] == [
        sample_outcome(tuple(_Dice()), b) for _ in range(20)
    ]
    assert dice.listings == 20  # one a draw, by sample() itself: the kept pairs were never made
    assert dice._pairs is None
