"""Making frozen values quickly, for the states a game makes at every step.

attrs' ``__init__`` for a frozen slotted class stores each field through
``object.__setattr__``, which looks the attribute up anew for every field. A
state is made at every step of a game, so :func:`maker` builds a function
that stores each value straight through its slot's own descriptor instead:
about half the cost. The value it makes is as frozen, hashable and equal as
one made by ``__init__``; only the title's own steps call it, on a value
nobody holds yet, with values the rules made (no validator runs).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import attrs

__all__ = ["maker"]

T = TypeVar("T")


def maker(cls: type[T], names: tuple[str, ...]) -> Callable[..., T]:
    """A function ``make(*values)`` that makes a ``cls`` from the values of the
    fields ``names``, given in that order.

    ``cls`` is a frozen, slotted attrs class. Every slot that ``names`` leaves
    out (a cache field, attrs' own hash cache) is set to ``None``, so each
    field left out must default to ``None``. Raises ``TypeError`` when the
    class is not such a class, when ``names`` are not fields of it or have
    their slots in a base class, when a field left out has another default,
    or when a field given has a converter (``make`` stores what it is given).
    """
    if not attrs.has(cls) or "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__qualname__} is not a slotted attrs class")
    fields = {field.name: field for field in attrs.fields(cls)}
    unknown = [name for name in names if name not in fields]
    if unknown or len(set(names)) != len(names):
        raise TypeError(f"{unknown or names} are not distinct fields of {cls.__qualname__}")
    converted = [name for name in names if fields[name].converter is not None]
    if converted:
        raise TypeError(f"{cls.__qualname__}: fields {converted} have converters, which make would skip")
    slots = [name for name in vars(cls)["__slots__"] if name != "__weakref__"]
    inherited = [name for name in names if name not in slots]
    if inherited:
        raise TypeError(f"{cls.__qualname__}: the slots of {inherited} are a base class's")
    odd = [
        name for name in slots if name not in names and name in fields and fields[name].default is not None
    ]
    if odd:
        raise TypeError(f"{cls.__qualname__}: fields {odd} left out must default to None")
    # Generated, as attrs generates __init__: one direct call a slot, no loop.
    arguments = [f"v{index}" for index in range(len(names))]
    lines = [f"def make({', '.join(arguments)}):", "    made = new(cls)"]
    namespace: dict[str, object] = {"new": object.__new__, "cls": cls}
    for index, name in enumerate(slots):
        namespace[f"set{index}"] = vars(cls)[name].__set__
        value = arguments[names.index(name)] if name in names else "None"
        lines.append(f"    set{index}(made, {value})")
    lines.append("    return made")
    exec("\n".join(lines), namespace)  # code made above from slot positions only
    make = namespace["make"]
    make.__qualname__ = make.__name__ = f"make_{cls.__name__}"  # type: ignore[attr-defined]
    make.__doc__ = f"A {cls.__qualname__} of the fields {', '.join(names)}, in that order."
    return make  # type: ignore[return-value]
