"""Words shared by every title's pictures, refusals and reports."""

from __future__ import annotations

import reprlib

__all__ = ["counted", "shown"]


def counted(number: int, singular: str, plural: str | None = None) -> str:
    """``number`` and a noun agreeing: one of ``singular``, else ``plural`` (``singular`` + s
    unless given).

    >>> from tablerules.core.words import counted
    >>> counted(1, "game"), counted(3, "game"), counted(0, "bison", "bison")
    ('1 game', '3 games', '0 bison')
    """
    if number == 1:
        return f"{number} {singular}"
    return f"{number} {plural if plural is not None else singular + 's'}"


def shown(value: object) -> str:
    """``repr(value)`` for an error that quotes what it was given, cut to at most 200
    characters; a value nested deeper than ``repr`` can go (a list in a list a
    thousand times) is quoted in short.

    >>> from tablerules.core.words import shown
    >>> deep = []
    >>> for _ in range(5000):
    ...     deep = [deep]
    >>> shown("purple"), shown(deep), len(shown("a" * 1000))
    ("'purple'", '[[[[[[[...]]]]]]]', 200)
    """
    try:
        text = repr(value)
    except RecursionError:
        return reprlib.repr(value)
    return text if len(text) <= _LONGEST else f"{text[: _LONGEST // 2 - 2]}...{text[-(_LONGEST // 2 - 1) :]}"


_LONGEST = 200
