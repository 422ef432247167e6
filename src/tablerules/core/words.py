"""Words shared by every title's pictures, refusals and reports."""

from __future__ import annotations

__all__ = ["counted"]


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
