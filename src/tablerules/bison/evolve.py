"""A quicker ``attrs.evolve`` for the values that change at every decision.

``attrs.evolve`` looks the class's fields up and passes every value by
keyword on each call; a Bison state changes at every decision, so the field
names are looked up once per class and the values passed by position.
"""

from __future__ import annotations

from typing import TypeVar

import attrs

__all__ = ["init_names", "replaced"]

T = TypeVar("T")


def init_names(cls: type) -> tuple[str, ...]:
    """The names ``cls.__init__`` takes, in order."""
    return tuple(field.alias for field in attrs.fields(cls) if field.init)


def replaced(value: T, names: tuple[str, ...], changes: dict[str, object]) -> T:
    """``value`` with ``changes``: every other init field (``names``) copied from it."""
    get = value.__getattribute__
    return type(value)(*[changes[name] if name in changes else get(name) for name in names])
