"""core.frozen.maker: a quicker way to the very value attrs' __init__ makes."""

from __future__ import annotations

import abc
import copy
import linecache
import pickle
import traceback

import attrs
import pytest

from tablerules.core.frozen import copied, maker, unasked


@attrs.frozen(cache_hash=True)
class Point:
    x: int
    y: int
    label: str = "p"
    _note: object = attrs.field(default=None, init=False, eq=False, repr=False)


def test_the_value_made_is_the_value_init_makes() -> None:
    make = maker(Point, ("x", "y", "label"))
    made, built = make(1, 2, "q"), Point(1, 2, "q")
    assert made == built and hash(made) == hash(built) and repr(made) == repr(built)
    assert type(made) is Point and made._note is None
    assert pickle.loads(pickle.dumps(made)) == built == copy.deepcopy(made) == copy.copy(made)
    assert attrs.evolve(made, x=5) == Point(5, 2, "q")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        made.x = 3  # type: ignore[misc]
    assert make.__name__ == "make_Point"


def test_the_hash_cache_starts_empty() -> None:
    make = maker(Point, ("x", "y", "label"))
    first, second = make(1, 2, "q"), make(3, 4, "r")
    assert hash(first) == hash(Point(1, 2, "q")) and hash(second) == hash(Point(3, 4, "r"))


def test_a_cache_left_out_is_none_and_may_be_filled() -> None:
    made = maker(Point, ("x", "y", "label"))(1, 2, "q")
    object.__setattr__(made, "_note", "cached")
    assert made == Point(1, 2, "q")


def test_the_values_are_given_in_the_order_named() -> None:
    assert maker(Point, ("label", "y", "x"))("q", 2, 1) == Point(1, 2, "q")


@attrs.frozen(slots=False)
class Loose:
    x: int


@attrs.frozen
class Converted:
    x: int = attrs.field(converter=int)


@attrs.frozen
class Defaulted:
    x: int
    y: int = 7


class Plain:
    __slots__ = ("x",)


@attrs.frozen
class Derived(Defaulted):
    z: int = 0


@pytest.mark.parametrize(
    ("cls", "names", "complaint"),
    [
        (Plain, ("x",), "not a slotted attrs class"),
        (Loose, ("x",), "not a slotted attrs class"),
        (Point, ("x", "z"), "not distinct fields"),
        (Point, ("x", "x", "y"), "not distinct fields"),
        (Converted, ("x",), "converters"),
        (Defaulted, ("x",), "default to None"),
        (Derived, ("x", "y", "z"), "a base class's"),
    ],
)
def test_a_class_it_cannot_make_quickly_is_refused_at_once(
    cls: type, names: tuple[str, ...], complaint: str
) -> None:
    with pytest.raises(TypeError, match=complaint):
        maker(cls, names)


@attrs.frozen(cache_hash=True, slots=False)
class Open:
    x: int
    y: int
    _note: object = attrs.field(default=None, init=False, eq=False, repr=False)


def test_a_value_without_slots_is_copied_with_its_changes_and_empty_caches() -> None:
    fresh = unasked(Open(0, 0))
    value = Open(1, 2)
    hash(value)  # fills attrs' hash cache
    object.__setattr__(value, "_note", "answered for value")
    made = copied(value, fresh, {"y": 5})
    assert made == Open(1, 5) and hash(made) == hash(Open(1, 5)) and made._note is None
    assert value == Open(1, 2) and value._note == "answered for value"
    assert pickle.loads(pickle.dumps(made)) == made == copy.deepcopy(made)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        made.x = 3  # type: ignore[misc]


@attrs.frozen(slots=False)
class Primed:
    x: int
    _seen: int = attrs.field(default=0, init=False, eq=False)


def test_caches_that_do_not_start_as_none_cannot_be_shared() -> None:
    with pytest.raises(TypeError, match="must default to None"):
        unasked(Primed(1))


def test_the_generated_code_is_in_linecache_under_a_name_of_its_own() -> None:
    make = maker(Point, ("x", "y", "label"))
    filename = make.__code__.co_filename
    assert filename == f"<tablerules generated make {__name__}.Point>"
    assert linecache.getline(filename, 1) == "def make(v0, v1, v2):\n"
    assert linecache.getline(filename, 2) == "    made = new(opened)\n"
    assert "".join(linecache.getlines(filename)).endswith("    made.__class__ = cls\n    return made\n")
    assert maker(Point, ("x", "y", "label")).__code__.co_filename == filename


def test_a_made_value_is_of_its_class_and_frozen_though_made_as_an_open_twin() -> None:
    """The twin whose slots take plain stores is never seen: the value is a Point."""
    made = maker(Point, ("x", "y", "label"))(1, 2, "a")
    assert type(made) is Point and made == Point(1, 2, "a")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        made.x = 3  # type: ignore[misc]
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        del made.x
    assert maker(Point, ("x", "y", "label"))(1, 2, "a").__class__ is Point


def test_makers_of_one_class_with_other_code_each_keep_their_own_lines() -> None:
    first = maker(Point, ("x", "y", "label"))
    other = maker(Point, ("label", "y", "x"))
    assert other.__code__.co_filename != first.__code__.co_filename
    assert linecache.getline(first.__code__.co_filename, 3) == "    made.x = v0\n"
    assert linecache.getline(other.__code__.co_filename, 3) == "    made.x = v2\n"


@attrs.frozen
class Shape(abc.ABC):
    side: int

    @abc.abstractmethod
    def area(self) -> int: ...


def test_an_error_raised_in_the_generated_code_shows_its_line() -> None:
    make = maker(Shape, ("side",))
    try:
        make(3)
    except TypeError:
        shown = traceback.format_exc()
    else:
        pytest.fail("an abstract class was made")
    assert "Can't instantiate abstract class Shape" in shown
    assert f'File "<tablerules generated make {__name__}.Shape>", line 2, in make' in shown
    assert "    made = new(opened)\n" in shown


class Keeping:
    """A base class with a slot of its own that is no field (as core's State keeps its listing)."""

    __slots__ = ("kept",)


@attrs.frozen
class SlottedKeeper(Keeping):
    count: int


@attrs.frozen(slots=False)
class DictKeeper(Keeping):
    count: int


def test_a_base_class_slot_starts_as_none_in_what_a_maker_makes() -> None:
    made = maker(SlottedKeeper, ("count",))(3)
    assert made == SlottedKeeper(3) and made.kept is None


def test_a_base_class_slot_starts_as_none_in_a_copy() -> None:
    first = DictKeeper(1)
    object.__setattr__(first, "kept", "asked")
    made = copied(first, unasked(DictKeeper(0)), {"count": 2})
    assert made == DictKeeper(2) and made.kept is None
