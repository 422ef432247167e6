"""Which titles exist, and loading one by id.

The built-in titles are named here as import paths, so nothing is imported
before it is asked for. Other packages add titles through the entry-point
group ``tablerules.titles`` (``my-title = "my_package:GAME"``).
"""

from __future__ import annotations

import contextlib
import functools
import importlib
from collections.abc import Iterator
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any, Final, Literal, overload

from tablerules.core.game import Game
from tablerules.core.words import shown

if TYPE_CHECKING:
    from tablerules.beasty_borders.game import BeastyBorders
    from tablerules.bison.game import Bison
    from tablerules.great_plains.game import GreatPlains
    from tablerules.manitou.game import Manitou

__all__ = ["BUILT_IN", "ENTRY_POINT_GROUP", "load", "registered", "titles"]

ENTRY_POINT_GROUP: Final = "tablerules.titles"

_BUILT_IN: Final = {
    "beasty-borders": "tablerules.beasty_borders:GAME",
    "bison": "tablerules.bison:GAME",
    "great-plains": "tablerules.great_plains:GAME",
    "manitou": "tablerules.manitou:GAME",
}

#: The ids of the titles tablerules itself ships, sorted: ``titles()`` lists them and
#: whatever another package registers through the entry-point group.
BUILT_IN: Final[tuple[str, ...]] = tuple(sorted(_BUILT_IN))


# Titles lent to the registry for the span of a ``registered`` block.
_LENT: dict[str, Game[Any, Any]] = {}


@contextlib.contextmanager
def registered(game: Game[Any, Any]) -> Iterator[Game[Any, Any]]:
    """Within the ``with`` block, ``load(game.id)`` returns ``game``, and ``titles()`` lists it.

    For a title not installed as a package, such as one a test defines:
    records of it save, load and replay inside the block.
    """
    if not isinstance(game, Game):
        raise TypeError(f"only a Game can be registered, not {game!r}")
    before = _LENT.get(game.id)
    _LENT[game.id] = game
    try:
        yield game
    finally:
        if before is None:
            del _LENT[game.id]
        else:
            _LENT[game.id] = before


def _sources() -> dict[str, str]:
    found = {ep.name: ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)}
    return {**found, **_BUILT_IN}


def titles() -> tuple[str, ...]:
    """The ids of every registered title, sorted."""
    return tuple(sorted({*_sources(), *_LENT}))


@overload
def load(title: Literal["beasty-borders"]) -> BeastyBorders: ...
@overload
def load(title: Literal["bison"]) -> Bison: ...
@overload
def load(title: Literal["great-plains"]) -> GreatPlains: ...
@overload
def load(title: Literal["manitou"]) -> Manitou: ...
@overload
def load(title: str) -> Game[Any, Any]: ...


def load(title: str) -> Game[Any, Any]:
    """The ``Game`` of a title; an unknown id raises ``KeyError`` naming the known ones.

    The built-in ids are typed: ``load("beasty-borders")`` is a
    ``BeastyBorders``, whose ``setup()`` gives a ``BeastyBordersState``.
    """
    if not isinstance(title, str):
        raise KeyError(f"a title id is text, like {titles()[0]!r}, not {shown(title)}")
    lent = _LENT.get(title)
    return lent if lent is not None else _load(title)


@functools.cache
def _load(title: str) -> Game[Any, Any]:
    sources = _sources()
    if title not in sources:
        raise KeyError(f"unknown title {shown(title)}; known titles: {', '.join(sorted(sources))}")
    module_name, _, attribute = sources[title].partition(":")
    game = getattr(importlib.import_module(module_name), attribute)
    if not isinstance(game, Game) or game.id != title:
        raise TypeError(f"{sources[title]} does not name the Game of {title!r}")
    return game
