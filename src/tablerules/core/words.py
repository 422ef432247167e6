"""Words shared by every title's pictures, refusals and reports."""

from __future__ import annotations

import dataclasses
import reprlib
from collections.abc import Collection, Sequence

import attrs

__all__ = ["aligned", "counted", "pictured", "shown"]


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


def pictured(value: object) -> str:
    """What a person reads of a view or a position: ``str(value)`` where its class
    writes ``__str__``, else one line a field, ``name: value``.

    A title of one's own may leave ``__str__`` out of its view; the terminal
    game, the web page and ``replay`` then show its fields rather than a
    ``repr`` on one line (``HighDieView(seat=0, ...)``). Fields are those of
    an attrs class or a dataclass that its ``repr`` shows, else the
    instance's ``__dict__``; a value with none of them is shown by ``str``.

    >>> import attrs
    >>> from tablerules.core.words import pictured
    >>> @attrs.frozen
    ... class DiceView:
    ...     seat: int
    ...     mine: tuple[int, ...]
    ...     theirs: int
    >>> print(pictured(DiceView(0, (3, 5), 2)))
    seat: 0
    mine: (3, 5)
    theirs: 2
    """
    kind = type(value)
    if kind.__str__ is not object.__str__:
        return str(value)
    if attrs.has(kind):
        names = [field.name for field in attrs.fields(kind) if field.repr]
    elif dataclasses.is_dataclass(value):
        names = [field.name for field in dataclasses.fields(value) if field.repr]
    else:
        names = list(getattr(value, "__dict__", {}))
    if not names:
        return str(value)
    return "\n".join(f"{name.lstrip('_')}: {shown(getattr(value, name))}" for name in names)


def aligned(rows: Sequence[Sequence[str]], *, right: Collection[int] = (), ruled: bool = False) -> str:
    """``rows`` of cells as a plain-text table, each column as wide as its widest cell.

    Columns are two spaces apart and left-aligned, except those whose index is
    in ``right``; no line ends in padding. ``ruled`` rules the first row off
    with dashes, as a header. Every row has as many cells as the first
    (``ValueError`` otherwise); no rows make an empty text.

    >>> from tablerules.core.words import aligned
    >>> print(aligned([("seat", "points"), ("yellow", "7"), ("red", "12")], right={1}, ruled=True))
    seat    points
    ------  ------
    yellow       7
    red         12
    """
    if not rows:
        return ""
    columns = len(rows[0])
    ragged = [row for row in rows if len(row) != columns]
    if ragged:
        raise ValueError(f"every row needs {columns} cells, as the first has: not {shown(ragged[0])}")
    widths = [max(len(row[column]) for row in rows) for column in range(columns)]
    pads = [str.rjust if column in right else str.ljust for column in range(columns)]

    def line(row: Sequence[str]) -> str:
        return "  ".join(
            pad(cell, width) for pad, cell, width in zip(pads, row, widths, strict=True)
        ).rstrip()

    lines = [line(row) for row in rows]
    if ruled:
        lines.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(lines)
