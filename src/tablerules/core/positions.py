"""Reading the parts of a position stated by hand: whole numbers, seats, per-seat values,
and the first line of a text picture.

The titles' position builders take keyword arguments from rule testers; each
part is checked here, and anything else is a ``ValueError`` that names the
part, says what it takes, and quotes what it got. A bool is an int in
Python, so ``True`` would pass for seat 1 or a count of 1: it is refused.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterable, Mapping, Sequence, Sized
from typing import Final, ParamSpec, TypeVar

from tablerules.core.words import shown

P = ParamSpec("P")
T = TypeVar("T")

__all__ = [
    "MOST_ITEMS",
    "agree",
    "deep_values_refused",
    "items",
    "per_seat",
    "picture_lines",
    "seat",
    "whole",
]


def whole(name: str, value: object, low: int = 0, high: int | None = None) -> int:
    """``value``, a whole number from ``low`` to ``high`` (no upper bound for ``None``)."""
    if type(value) is not int or value < low or (high is not None and value > high):
        bound = f"{low} to {high}" if high is not None else f"{low} or more"
        raise ValueError(f"{name} is a whole number {bound}, not {shown(value)}")
    return value


def agree(
    name: str, given: T | None, drawn: T | None, *, same: Callable[[T, T], bool] | None = None
) -> T | None:
    """The value of ``name`` given as a keyword or read from the picture; where both are
    there they must be the same (``==``, or ``same``), else a ``ValueError`` quotes both."""
    if given is None:
        return drawn
    if drawn is not None and not (given == drawn if same is None else same(given, drawn)):
        raise ValueError(f"the picture says {name} {drawn!r}, but {name}={given!r} was given")
    return given


def deep_values_refused(build: Callable[P, T]) -> Callable[P, T]:
    """``build``, with a ``ValueError`` where a value given to it is nested too deeply for
    Python to walk or print (a list in a list a thousand times): its checks quote what
    they were given, and ``repr`` of such a value raises ``RecursionError``."""

    @functools.wraps(build)
    def checked(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return build(*args, **kwargs)
        except RecursionError as error:
            raise ValueError(f"{build.__name__}: a value given is nested too deeply to be read") from error

    return checked


#: The most values :func:`items` reads where the caller names no bound of its own: more than
#: any part of a built-in title's position holds (the longest, a Beasty Borders bidding row,
#: has at most 999), few enough to read in a moment.
MOST_ITEMS: Final = 1_000


def items(name: str, value: object, like: str, *, most: int = MOST_ITEMS) -> tuple[object, ...]:
    """A part given as several values (a list, a tuple: not text), as a tuple of at most
    ``most`` values; ``like`` shows one in the error.

    A longer part is refused before it is copied, so ``range(10**18)`` is a ``ValueError``,
    not a ``MemoryError``; of an iterator without a length, at most ``most + 1`` values are read.
    """
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise ValueError(f"{name} is several values, like {like}, not {shown(value)}")
    if isinstance(value, Sized):
        try:
            length = len(value)
        except OverflowError:  # a length beyond sys.maxsize, like that of range(10**20)
            length = most + 1
        if length > most:
            raise _too_long(name, most, like, shown(value))
    # Quoted as given: reading an iterator changes what its repr says (count(0), count(8)).
    quoted = None if isinstance(value, Sized) else shown(value)
    # Read with a bound even where there is a length: a __len__ may say less than is there.
    values = tuple(itertools.islice(value, most + 1))
    if len(values) > most:
        raise _too_long(name, most, like, quoted or shown(value))
    return values


def _too_long(name: str, most: int, like: str, quoted: str) -> ValueError:
    return ValueError(f"{name} is at most {most:,} values, like {like}, not {quoted}")


def seat(value: object, players: int, *, names: Sequence[str] = (), what: str = "") -> int:
    """A seat given by its number, or by its name among ``names`` (seat 0 first).

    ``what`` names the part the seat was given for, in the error.
    """
    if type(value) is int and 0 <= value < players:
        return value
    known = [name.lower() for name in names[:players]]
    if isinstance(value, str) and value.lower() in known:
        return known.index(value.lower())
    also = f" or {', '.join(known)}" if known else ""
    prefix = f"{what}: " if what else ""
    raise ValueError(f"{prefix}seats are 0 to {players - 1}{also}, not {shown(value)}")


def per_seat(name: str, given: object, players: int, *, names: Sequence[str] = ()) -> dict[int, object]:
    """A per-seat part: a mapping by seat (number or name), or a sequence of one value a seat."""
    if given is None:
        return {}
    if isinstance(given, Mapping):
        return {seat(key, players, names=names, what=name): value for key, value in given.items()}
    if isinstance(given, Sequence) and not isinstance(given, str) and len(given) == players:
        return dict(enumerate(given))
    raise ValueError(
        f"{name} is a mapping by seat or a sequence of {players} values, one a seat, not {shown(given)}"
    )


def picture_lines(
    text: object, title: str, header: re.Pattern[str], example: str
) -> tuple[list[str], re.Match[str]]:
    """The lines of a text picture of ``title`` (right-stripped, indentation kept), and
    the match of ``header`` against the first; a ``ValueError`` that quotes ``example``
    as the first line it expects, for anything else."""
    if not isinstance(text, str):
        raise ValueError(f"a {title} picture is text, not {shown(text)}")
    lines = [line.rstrip() for line in text.strip().splitlines()]
    match = header.fullmatch(lines[0]) if lines else None
    if match is None:
        raise ValueError(f"not a {title} picture: the first line should be like '{example}', not {lines[:1]}")
    return lines, match
