"""A part of a position given as a huge sequence is refused before it is copied (issue 26, 14).

``layout=range(10**18)`` or ``bidding_row=range(10**18)`` used to be a
``MemoryError``: ``core.positions.items`` made a tuple of it. The builders'
documented outcome for any input that is no position is a ``ValueError``
naming the part; ``items`` checks the length first where there is one, and
reads at most one value past its bound where there is none.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablerules
from tablerules.beasty_borders import BeastyBordersState
from tablerules.beasty_borders import Options as BeastyOptions
from tablerules.core.positions import MOST_ITEMS, items
from tablerules.great_plains import GreatPlainsState

LIKE = "('a', 'b')"


class Counted:
    """An iterable without a length that counts the values read from it (endless when asked)."""

    def __init__(self, size: int | None) -> None:
        self.size = size
        self.read = 0

    def __iter__(self) -> Iterator[int]:
        for value in itertools.count() if self.size is None else range(self.size):
            self.read += 1
            yield value


class Liar(list[int]):
    """A list whose ``__len__`` says it is short."""

    def __len__(self) -> int:
        return 1


def huge_values() -> list[object]:
    """Sequences and iterables too long to copy, or endless."""
    return [
        range(10**18),
        range(10**20),  # len() raises OverflowError: longer than sys.maxsize
        itertools.count(),
        itertools.repeat("1a"),
        (value for value in itertools.count()),
        Counted(None),
        Liar(range(MOST_ITEMS + 5)),
    ]


@pytest.mark.parametrize("value", huge_values(), ids=lambda v: type(v).__name__)
def test_items_refuses_what_is_too_long(value: object) -> None:
    with pytest.raises(ValueError, match=r"^layout is at most 1,000 values, like \('a', 'b'\), not "):
        items("layout", value, LIKE)


def test_the_bound_is_the_callers() -> None:
    assert items("layout", ["1a"] * 7, LIKE, most=7) == ("1a",) * 7
    with pytest.raises(ValueError, match=r"layout is at most 7 values, like .*, not \['1a', "):
        items("layout", ["1a"] * 8, LIKE, most=7)
    # An iterator is quoted as it was given, not as reading it left it.
    with pytest.raises(ValueError, match=r"not count\(0\)$"):
        items("layout", itertools.count(), LIKE, most=7)


@given(size=st.integers(0, 40), most=st.integers(0, 20), sized=st.booleans())
def test_at_most_one_value_past_the_bound_is_read(size: int, most: int, sized: bool) -> None:
    """Up to the bound a part reads as its values; past it, a ``ValueError``, having read
    no value of a part with a length and at most ``most + 1`` of one without."""
    value: object = list(range(size)) if sized else Counted(size)
    if size <= most:
        assert items("part", value, LIKE, most=most) == tuple(range(size))
        return
    with pytest.raises(ValueError, match=f"part is at most {most:,} values"):
        items("part", value, LIKE, most=most)
    if isinstance(value, Counted):
        assert value.read == most + 1


@given(most=st.integers(0, 30))
def test_an_endless_iterable_reads_one_value_past_the_bound(most: int) -> None:
    endless = Counted(None)
    with pytest.raises(ValueError, match="is at most"):
        items("part", endless, LIKE, most=most)
    assert endless.read == most + 1


def test_text_and_single_values_are_still_no_parts() -> None:
    for value in ("1a 2a", b"1a", 7, None):
        with pytest.raises(ValueError, match="layout is several values"):
            items("layout", value, LIKE)


# -- every builder argument that goes through items, in every title ------------------------


def _without_luck_board() -> BeastyBordersState:
    """A 'Without Luck' position with the tiles laid, where the bidding row left is read."""
    state = tablerules.load("beasty-borders").setup(players=2, options=BeastyOptions(without_luck=True))
    chooser = random.Random(1)
    while state.board is None:
        state = state.apply(chooser.choice(state.legal_actions()))
    return state


def _great_plains_layout(value: object) -> object:
    return GreatPlainsState.position(layout=value)  # type: ignore[arg-type]


def _beasty_bidding_row(value: object) -> object:
    state = tablerules.load("beasty-borders").setup(players=2)
    return BeastyBordersState.from_picture(str(state), bidding_row=value)  # type: ignore[arg-type]


def _beasty_row(value: object) -> object:
    return BeastyBordersState.from_picture(str(_without_luck_board()), row=value)  # type: ignore[arg-type]


BUILDERS: dict[str, tuple[Callable[[object], object], str]] = {
    "great-plains position(layout=...)": (_great_plains_layout, "layout is at most 7 values"),
    "beasty-borders from_picture(bidding_row=...)": (
        _beasty_bidding_row,
        "bidding_row is at most 1,000 values",
    ),
    "beasty-borders from_picture(row=...)": (_beasty_row, "row is at most 1,000 values"),
}


@pytest.mark.parametrize("builder", BUILDERS)
@pytest.mark.parametrize("value", huge_values(), ids=lambda v: type(v).__name__)
def test_every_builder_refuses_a_huge_part_with_a_value_error(builder: str, value: object) -> None:
    build, complaint = BUILDERS[builder]
    with pytest.raises(ValueError, match=complaint):
        build(value)


def test_a_layout_one_too_long_is_named() -> None:
    with pytest.raises(ValueError, match=r"layout is at most 7 values, like \('3b', '1a@2'\)"):
        GreatPlainsState.position(layout=[f"{n}a" for n in range(1, 8)] + ["1b"])
    # Seven entries still go on to the layout's own checks.
    with pytest.raises(ValueError, match="a layout uses each tablet once"):
        GreatPlainsState.position(layout=["1a"] * 7)


@given(size=st.integers(0, 2 * MOST_ITEMS))
def test_a_bidding_row_of_any_length_is_a_position_or_a_value_error(size: int) -> None:
    """Whatever the length of the row given, the builder answers with a position or a
    ``ValueError``; a row longer than :data:`MOST_ITEMS` is refused for its length."""
    row = ["A"] * size
    try:
        _beasty_bidding_row(row)
    except ValueError as error:
        if size > MOST_ITEMS:
            assert "bidding_row is at most 1,000 values" in str(error)
    else:
        assert size <= MOST_ITEMS
