"""Making frozen values quickly, for the states a game makes at every step.

attrs' ``__init__`` for a frozen class stores each field through
``object.__setattr__``, which looks the attribute up anew for every field. A
state is made at every step of a game, so this module makes the same values
a quicker way:

- for a slotted class, :func:`maker` builds a function that makes the value
  as an open twin of its class, stores each field with a plain store and
  then gives it its class: about a fifth of the cost;
- for a class with a ``__dict__`` (``slots=False``), :func:`copied` copies a
  value's dict at once with the changes, into a value made the same way: a
  state of seventeen fields costs a fraction of what its ``__init__`` does.

The values made are as frozen, hashable and equal as those ``__init__``
makes; only a title's own steps make them, on a value nobody holds yet, with
values the rules made (no validator or converter runs).
"""

from __future__ import annotations

import functools
import linecache
from collections.abc import Callable
from typing import Any, Final, TypeVar

import attrs

__all__ = ["copied", "maker", "unasked"]

T = TypeVar("T")


def maker(cls: type[T], names: tuple[str, ...]) -> Callable[..., T]:
    """A function ``make(*values)`` that makes a ``cls`` from the values of the
    fields ``names``, given in that order.

    ``cls`` is a frozen, slotted attrs class. Every slot that ``names`` leaves
    out (a cache field, attrs' own hash cache, a base class's own slot) is set
    to ``None``, so each field left out must default to ``None``. Raises ``TypeError`` when the
    class is not such a class, when ``names`` are not fields of it or have
    their slots in a base class, when a field left out has another default,
    or when a field given has a converter (``make`` stores what it is given).

    Tracebacks and debuggers show the code of ``make``, under the file name
    ``<tablerules generated make module.Class>``.
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
    # Generated, as attrs generates __init__: one plain store a slot, no loop. The
    # value is made as an instance of an open twin of cls (see _opened), whose slots
    # take plain stores, and becomes a cls once every slot is filled.
    arguments = [f"v{index}" for index in range(len(names))]
    lines = [f"def make({', '.join(arguments)}):", "    made = new(opened)"]
    namespace: dict[str, object] = {"new": object.__new__, "cls": cls, "opened": _opened(cls)}
    for name in slots:
        value = arguments[names.index(name)] if name in names else "None"
        lines.append(f"    made.{name} = {value}")
    for name in _base_slot_names(cls):
        lines.append(f"    made.{name} = None")
    lines.append("    made.__class__ = cls")
    lines.append("    return made")
    source = "\n".join(lines) + "\n"
    filename = _cached(source, f"<tablerules generated make {cls.__module__}.{cls.__qualname__}>")
    exec(compile(source, filename, "exec"), namespace)  # code made above from slot positions only
    make = namespace["make"]
    make.__qualname__ = make.__name__ = f"make_{cls.__name__}"  # type: ignore[attr-defined]
    make.__doc__ = f"A {cls.__qualname__} of the fields {', '.join(names)}, in that order."
    return make  # type: ignore[return-value]


def _cached(source: str, filename: str) -> str:
    """The name under which ``linecache`` now holds ``source``, so that a traceback or a debugger
    shows the generated code, as attrs does for the methods it generates.

    That is ``filename`` unless it holds other source (a maker of the same
    class for other fields, or in another order, or of another class of that
    name); then the first of ``filename-1``, ``filename-2`` ... that is free
    or holds the same source.
    """
    tried, count = filename, 0
    while True:
        entry = (len(source), None, source.splitlines(True), tried)
        if linecache.cache.setdefault(tried, entry) == entry:
            return tried
        count += 1
        tried = f"{filename[:-1]}-{count}>"


def unasked(sample: attrs.AttrsInstance) -> dict[str, object]:
    """What a value just made by ``__init__`` holds besides its init fields: its caches, unfilled.

    That is the fields with ``init=False`` and attrs' own hash cache, each at
    its default. Every default must be ``None``: :func:`copied` shares these
    values between all the values it makes, which only an immutable value
    allows. Raises ``TypeError`` otherwise.
    """
    names = {field.name for field in attrs.fields(type(sample)) if field.init}
    fresh = {name: value for name, value in vars(sample).items() if name not in names}
    odd = [name for name, value in fresh.items() if value is not None]
    if odd:
        raise TypeError(f"{type(sample).__name__}: caches {odd} must default to None to be copied")
    return fresh


def copied(value: T, fresh: dict[str, object], changes: dict[str, object]) -> T:
    """``value`` with ``changes``, its caches set back to ``fresh`` (see :func:`unasked`).

    Only for a frozen attrs class without slots whose fields need no
    converter or validator: the values are set as given. What the caches held
    answered for ``value``, not for the new value, so none of it is copied;
    the slots of its base classes that are no fields start as ``None``.
    """
    cls: type = type(value)
    # A dict look-up, not functools.cache's call: Bison copies a value at every step.
    known = _COPYING.get(cls)
    if known is None:
        known = _COPYING[cls] = (_opened(cls), _base_slot_names(cls))
    opened, clears = known
    # Made as the open twin of the class, as maker's values are: plain stores.
    made: Any = _new(opened)
    made.__dict__ = vars(value) | changes | fresh
    for name in clears:
        setattr(made, name, None)
    made.__class__ = cls
    return made  # type: ignore[no-any-return]


#: The open twin and the base class slots to clear, by class, for copied.
_COPYING: dict[type, tuple[type, tuple[str, ...]]] = {}


@functools.cache
def _base_slot_names(cls: type) -> tuple[str, ...]:
    """The slots that base classes of ``cls`` declare and that are no fields of it,
    which every value made here starts with set to ``None``.

    ``core.game.State`` keeps a position's legal actions in one: an empty slot
    costs a raised ``AttributeError`` at its first read, which the states
    made at every step of play should not pay.
    """
    fields = {field.name for field in attrs.fields(cls)}
    names = []
    for base in cls.__mro__[1:]:
        own = vars(base).get("__slots__", ())
        for name in (own,) if isinstance(own, str) else own:
            if name not in fields and name not in ("__weakref__", "__dict__"):
                names.append(name)
    return tuple(names)


@functools.cache
def _opened(cls: type) -> type:
    """A subclass of the frozen class ``cls`` that adds no slot and takes plain stores.

    A frozen class refuses stores in its ``__setattr__``, so that each slot of
    a new value must be filled through its descriptor, one call a slot. The
    twin's ``__setattr__`` and ``__delattr__`` are ``object``'s own, so that ``made.name = value``
    is a plain store; once every slot is filled the value's class becomes
    ``cls`` (the two lay out their instances alike, which Python checks), and
    it is as frozen as any. Nothing but a value being made is ever of the twin.
    """
    namespace = {
        "__slots__": (),
        # Both: they share one slot of the type, which is Python's generic one only
        # when neither is a function of Python (attrs' frozen class has both).
        "__setattr__": object.__setattr__,
        "__delattr__": object.__delattr__,
        "__module__": cls.__module__,
        "__qualname__": f"{cls.__qualname__}.being_made",
    }
    return type(cls)(f"{cls.__name__}.being_made", (cls,), namespace)


_new: Final = object.__new__
_set: Final = object.__setattr__
