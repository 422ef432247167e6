"""What a seat may know, as a learning framework takes it: a vector of small numbers, and a key.

An observation is a tuple of ints of one fixed length per configuration
(players, options), each between 0 and the bound its :class:`Layout` gives,
made by the title's ``Game.observe(view, seat)`` from the seat's view alone:
equal views give equal observations, and no hidden data can get in. The
layout names each part of the vector, so a title's documented layout and its
code are one thing.

An information-state key (:func:`information_key`) is a text equal for the
positions a seat cannot tell apart (equal views) and different otherwise.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Sequence
from fractions import Fraction

import attrs

__all__ = ["Layout", "Segment", "canonical_text", "information_key"]


def _size(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 1:
        raise ValueError(f"a segment's {attribute.name} is a whole number of at least 1, not {value!r}")


@attrs.frozen
class Segment:
    """One named part of an observation: ``size`` entries, each from 0 to ``high``."""

    #: A short stable name: ``"hand"``, ``"board.owner"``.
    name: str
    #: How many entries.
    size: int = attrs.field(validator=_size)
    #: The highest value any entry takes.
    high: int = attrs.field(validator=_size)
    #: What the entries say, for the docs.
    meaning: str = ""


def _segments(segments: Iterable[Segment]) -> tuple[Segment, ...]:
    return tuple(segments)


@attrs.frozen
class Layout:
    """The parts of one configuration's observation vector, in order."""

    segments: tuple[Segment, ...] = attrs.field(converter=_segments)

    def __attrs_post_init__(self) -> None:
        names = [segment.name for segment in self.segments]
        if len(set(names)) != len(names):
            raise ValueError(f"a layout names each segment once, not {names}")

    @property
    def size(self) -> int:
        """The length of the vector."""
        return sum(segment.size for segment in self.segments)

    def highs(self) -> tuple[int, ...]:
        """The highest value of every entry, in order (a ``Box``'s upper bound)."""
        return tuple(segment.high for segment in self.segments for _ in range(segment.size))

    def offsets(self) -> dict[str, range]:
        """Where each segment lies in the vector, by name."""
        found, start = {}, 0
        for segment in self.segments:
            found[segment.name] = range(start, start + segment.size)
            start += segment.size
        return found

    def parts(self, vector: Sequence[int]) -> dict[str, tuple[int, ...]]:
        """``vector`` cut into its segments, by name (for tests and for reading one)."""
        self.check(vector)
        return {name: tuple(vector[span.start : span.stop]) for name, span in self.offsets().items()}

    def check(self, vector: Sequence[int]) -> None:
        """Raise ``ValueError`` unless ``vector`` has this layout's length and every entry in bounds."""
        if len(vector) != self.size:
            raise ValueError(f"an observation of this layout has {self.size} entries, not {len(vector)}")
        for position, (value, high) in enumerate(zip(vector, self.highs(), strict=True)):
            if type(value) is not int or not 0 <= value <= high:
                segment = next(name for name, span in self.offsets().items() if position in span)
                raise ValueError(
                    f"entry {position} ({segment}) is {value!r}, not a whole number from 0 to {high}"
                )


def canonical_text(value: object) -> str:
    """A text that two values share exactly when they are equal, the same in every process.

    For values made of attrs classes, tuples, frozensets, dicts, enums,
    ints, strings, fractions and ``None``: sets and dicts are written in
    sorted order, so neither their order of iteration nor the hash seed shows.
    Raises ``TypeError`` for anything else.
    """
    return "".join(_canonical(value))


def _canonical(value: object) -> Iterator[str]:
    if value is None or isinstance(value, bool | int | str | Fraction):
        yield repr(value)
    elif isinstance(value, enum.Enum):
        yield f"{type(value).__name__}.{value.name}"
    elif attrs.has(type(value)):
        # Written out every time, never kept: a view holds its seat's own hand, and no
        # table of the package may keep a seat's hidden parts where other code can read them.
        yield from _attrs_parts(value)
    elif isinstance(value, tuple | list):
        yield "("
        for item in value:
            yield from _canonical(item)
            yield ","
        yield ")"
    elif isinstance(value, frozenset | set):
        yield "{"
        yield ",".join(sorted(canonical_text(item) for item in value))
        yield "}"
    elif isinstance(value, dict):
        yield "{"
        yield ",".join(sorted(f"{canonical_text(key)}:{canonical_text(item)}" for key, item in value.items()))
        yield "}"
    else:
        raise TypeError(f"no canonical text for a {type(value).__name__}")


def _attrs_parts(value: object) -> Iterator[str]:
    yield type(value).__name__
    yield "("
    for field in attrs.fields(type(value)):  # type: ignore[arg-type]
        if field.eq:
            yield from _canonical(getattr(value, field.name))
            yield ","
    yield ")"


def information_key(view: object, seat: int | None) -> str:
    """What ``seat`` knows, as text: equal for equal views of the same seat, different otherwise."""
    return f"{seat}|{canonical_text(view)}"
