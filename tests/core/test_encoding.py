"""Observation layouts, canonical text and information keys."""

from __future__ import annotations

import enum
from fractions import Fraction

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablerules
from tablerules.core import Layout, Segment, canonical_text, information_key
from tests.hashseeds import printed_under


def layout() -> Layout:
    return Layout([Segment("hand", 3, 4, "cards of each colour"), Segment("turn", 1, 1)])


def test_a_layout_says_where_each_part_lies() -> None:
    shape = layout()
    assert shape.size == 4 and shape.highs() == (4, 4, 4, 1)
    assert shape.offsets() == {"hand": range(0, 3), "turn": range(3, 4)}
    assert shape.parts((1, 0, 4, 1)) == {"hand": (1, 0, 4), "turn": (1,)}


@pytest.mark.parametrize(
    ("vector", "fault"),
    [
        ((1, 0, 4), "4 entries"),
        ((1, 0, 5, 1), r"entry 2 \(hand\)"),
        ((1, 0, 4, -1), "turn"),
        ((1.0, 0, 0, 0), "hand"),
    ],
)
def test_a_vector_off_its_layout_is_refused(vector: tuple[int, ...], fault: str) -> None:
    with pytest.raises(ValueError, match=fault):
        layout().check(vector)


def test_segments_are_named_once_and_hold_something() -> None:
    with pytest.raises(ValueError, match="once"):
        Layout([Segment("a", 1, 1), Segment("a", 2, 1)])
    with pytest.raises(ValueError):
        Segment("a", 0, 1)
    with pytest.raises(ValueError):
        Segment("a", 1, 0)


class Colour(enum.Enum):
    RED = "red"
    BLUE = "blue"


@attrs.frozen
class Hand:
    cards: frozenset[str]
    colour: Colour
    counts: tuple[int, ...]
    odds: Fraction = Fraction(1, 2)
    notes: dict[str, int] = attrs.field(factory=dict, hash=False)
    cache: int = attrs.field(default=0, eq=False)


def test_canonical_text_is_equal_exactly_for_equal_values() -> None:
    one = Hand(frozenset({"fox", "elk", "owl"}), Colour.RED, (1, 2), notes={"b": 1, "a": 2})
    two = Hand(frozenset({"owl", "fox", "elk"}), Colour.RED, (1, 2), notes={"a": 2, "b": 1}, cache=9)
    assert one == two and canonical_text(one) == canonical_text(two)
    for other in (
        attrs.evolve(one, colour=Colour.BLUE),
        attrs.evolve(one, counts=(1, 2, 0)),
        attrs.evolve(one, odds=Fraction(1, 3)),
    ):
        assert canonical_text(other) != canonical_text(one)
    assert canonical_text((1, "1")) != canonical_text((1, 1)) and canonical_text(None) == "None"


@given(st.frozensets(st.text(max_size=3)), st.frozensets(st.integers()))
def test_canonical_text_does_not_depend_on_the_order_of_a_set(
    words: frozenset[str], numbers: frozenset[int]
) -> None:
    assert canonical_text(words) == canonical_text(frozenset(sorted(words, reverse=True)))
    assert canonical_text({"n": numbers}) == canonical_text({"n": frozenset(reversed(sorted(numbers)))})


def test_canonical_text_is_the_same_under_every_hash_seed() -> None:
    program = (
        "from tablerules.core import canonical_text; import tablerules; "
        "s = tablerules.load('manitou').setup(players=3); "
        "print(canonical_text(frozenset(['elk', 'fox', 'owl', 'yak'])) + canonical_text(s.view(1)))"
    )
    assert len(printed_under(program)) == 1


def test_what_has_no_canonical_text_is_refused() -> None:
    with pytest.raises(TypeError, match="float"):
        canonical_text((1, 2.5))


def test_an_information_key_names_the_seat_and_what_it_sees() -> None:
    state = tablerules.load("manitou").setup(players=2)
    game = tablerules.load("manitou")
    assert information_key(state.view(0), 0) == game.information_key(state.view(0), 0)
    assert game.information_key(state.view(0), 0) != game.information_key(state.view(1), 1)
    great = tablerules.load("great-plains").setup(players=2)
    # With nothing hidden both seats see the same, yet a key is a seat's own.
    assert information_key(great.view(0), 0) != information_key(great.view(1), 1)
