"""Options from a variant's name and settings over it: what ``--variant`` and ``--option``
ask for on the command line, and ``"variant"`` and ``"options"`` in a request of the web API.

>>> import tablerules
>>> from tablerules.core import read_options
>>> game = tablerules.load("beasty-borders")
>>> read_options(game, "standard", {"without_luck": True}) == game.variants()["without-luck"]
True
>>> read_options(game, None, [("without_luck", "true")], text=True).without_luck
True
>>> read_options(game, "with-luck")
Traceback (most recent call last):
  ...
tablerules.core.options.OptionsError: unknown variant 'with-luck'; Beasty Borders has standard, without-luck
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from tablerules.core.errors import TablerulesError
from tablerules.core.game import Game, JSONValue
from tablerules.core.words import shown

__all__ = ["OptionsError", "read_options"]

OptionsT = TypeVar("OptionsT")


class OptionsError(TablerulesError):
    """Options that cannot be made from a variant's name and settings.

    Raised by :func:`read_options`: an unknown variant, an unknown option (of
    settings given as text), a text that is not a value of its option's kind, or
    options the title refuses (the title's own ``ValueError`` is the cause).
    """


def read_options(
    game: Game[Any, OptionsT],
    variant: str | None = None,
    settings: Mapping[str, object] | Iterable[tuple[str, object]] = (),
    *,
    text: bool = False,
) -> OptionsT:
    """The options of ``variant`` (``None``: the title's first, its default) with ``settings``
    over them, checked by the title as ``setup`` checks them.

    ``settings`` maps option names to values, or is ``(name, value)`` pairs applied in
    order. The values are JSON data, as :meth:`Game.options_to_json
    <tablerules.core.game.Game.options_to_json>` writes them. With ``text=True`` each is
    text as typed on a command line (``without_luck=true``): JSON where it parses, else
    the text itself, and of the kind of the option's default (``true`` or ``false`` for
    a switch, a whole number for a count); an unknown name is refused before its value
    is read. The command line and the web API both read options here.

    Raises :class:`OptionsError` naming what the title has. A refusal quotes text
    settings as they were typed, and JSON settings as the title quotes them. Checks
    that depend on the player count are ``setup``'s.
    """
    variants = game.variants()
    name = variant if variant is not None else next(iter(variants))
    if name not in variants:
        raise OptionsError(f"unknown variant {name!r}; {game.name} has {', '.join(variants)}")
    base = variants[name]
    data: dict[str, object] = dict(game.options_to_json(base))
    changed = []
    # Pairs are read one by one, so that a caller that splits them as they come (the
    # command line's KEY=VALUE) reports its faults in order, after the variant's.
    for option, value in settings.items() if isinstance(settings, Mapping) else settings:
        if text:
            if option not in data:
                raise OptionsError(f"unknown option {option!r}; {game.name} knows {', '.join(data)}")
            data[option] = _from_text(option, _text(value), getattr(base, option, None))
            changed.append(f"{option}={value}")
        else:
            data[option] = value
    try:
        return game.options_from_json(data)
    except (ValueError, TypeError, RecursionError) as error:
        raise _refused(error, " ".join(changed) or name, text=text) from error


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(f"with text=True an option's value is text, not {shown(value)}")
    return value


def _from_text(option: str, text: str, default: object) -> JSONValue:
    """``text`` as JSON when it parses, else as a string; checked against the default's kind."""
    value: JSONValue
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        value = text
    except RecursionError:
        raise OptionsError(f"option {option}: the value is nested too deeply to read") from None
    # The options classes convert but do not check types, so a bool switch would take
    # any truthy text ("maybe") silently; say so instead.
    if isinstance(default, bool) and not isinstance(value, bool):
        raise OptionsError(f"option {option} takes true or false, not {text!r}")
    if isinstance(default, int) and not isinstance(default, bool) and type(value) is not int:
        raise OptionsError(f"option {option} takes a whole number, not {text!r}")
    if isinstance(default, str) and not isinstance(value, str):
        value = text
    return value


def _refused(error: Exception, where: str, *, text: bool) -> OptionsError:
    """The title's refusal of the options, ``where`` being the settings as typed (or the
    variant's name when there are none)."""
    if not text:
        return OptionsError(f"bad options: {error}")
    if isinstance(error, RecursionError):
        return OptionsError(f"bad option value in {where}: nested too deeply")
    # The title's message quotes every option; the cause alone says what is wrong.
    cause = error.__cause__ if error.__cause__ is not None else error
    return OptionsError(f"bad option value in {where}: {cause}")
