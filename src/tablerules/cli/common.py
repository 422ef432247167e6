"""What several commands share: the usage error, the title, its options and seats from the
command line, the agents of ``--agents``, JSON output and the file that ``--save`` writes."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TextIO

from tablerules.bots import agent_named
from tablerules.core.game import Game, JSONValue
from tablerules.core.record import Record
from tablerules.core.registry import load

#: Exit status for bad input, as argparse uses for bad arguments.
USAGE_ERROR = 2


class UsageError(Exception):
    """Bad input that the user can correct; main prints it as one line."""


def load_title(title: str) -> Game[Any, Any]:
    """The title that ``TITLE`` names; an unknown one is a usage error naming the known ones."""
    try:
        return load(title)
    except KeyError as error:
        # KeyError's str() wraps the message in quotes; the message itself names the known titles.
        raise UsageError(error.args[0] if error.args else str(error)) from None


def write_json(out: TextIO, data: JSONValue) -> None:
    out.write(json.dumps(data, indent=2) + "\n")


@contextmanager
def records_file(name: str | None) -> Iterator[TextIO | None]:
    """The file that ``--save`` names, open for JSON Lines (``None`` when nothing is saved)."""
    if name is None:
        yield None
        return
    if name == "-":
        # Records on stdout would mix with the text (or JSON) the command prints there.
        raise UsageError("--save takes a file name; '-' (standard output) is not supported")
    try:
        stream = open(name, "w", encoding="utf-8", newline="\n")  # noqa: SIM115 (the with below closes it)
    except OSError as error:
        raise UsageError(f"cannot write the records to {name!r}: {error.strerror or error}") from None
    with stream:
        yield stream


def save_record(stream: TextIO | None, record: Record) -> None:
    """``record`` as one line of the ``--save`` file, if there is one."""
    if stream is not None:
        stream.write(record.to_json() + "\n")


def _option_value(name: str, text: str, default: object) -> JSONValue:
    """``text`` as JSON when it parses, else as a string; checked against the default's type."""
    value: JSONValue
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        value = text
    except RecursionError:
        raise UsageError(f"option {name}: the value is nested too deeply to read") from None
    # The options classes convert but do not check types, so a bool switch would take
    # any truthy text ("maybe") silently; say so instead.
    if isinstance(default, bool) and not isinstance(value, bool):
        raise UsageError(f"option {name} takes true or false, not {text!r}")
    if isinstance(default, int) and not isinstance(default, bool) and type(value) is not int:
        raise UsageError(f"option {name} takes a whole number, not {text!r}")
    if isinstance(default, str) and not isinstance(value, str):
        value = text
    return value


def chosen_options(game: Game[Any, Any], variant: str | None, settings: Sequence[str]) -> object:
    """The variant's options (the first variant by default) with ``KEY=VALUE`` settings applied:
    what ``--variant`` and ``--option`` ask for."""
    variants = game.variants()
    name = variant if variant is not None else next(iter(variants))
    if name not in variants:
        raise UsageError(f"unknown variant {name!r}; {game.name} has {', '.join(variants)}")
    base = variants[name]
    data = dict(game.options_to_json(base))
    for setting in settings:
        key, equals, text = setting.partition("=")
        key = key.strip()
        if not equals or not key:
            raise UsageError(f"an option is KEY=VALUE, not {setting!r}; {game.name} knows {', '.join(data)}")
        if key not in data:
            raise UsageError(f"unknown option {key!r}; {game.name} knows {', '.join(data)}")
        data[key] = _option_value(key, text, getattr(base, key, None))
    try:
        return game.options_from_json(data)
    except RecursionError:
        raise UsageError(f"bad option value in {' '.join(settings) or name}: nested too deeply") from None
    except ValueError as error:
        # The title's message quotes every option; the cause alone says what is wrong.
        cause = error.__cause__ if error.__cause__ is not None else error
        raise UsageError(f"bad option value in {' '.join(settings) or name}: {cause}") from None


def agent_names(text: str) -> list[str]:
    """The agent names of ``--agents``, each checked: comma-separated, none left empty."""
    names = [name.strip() for name in text.split(",")]
    if not all(names):
        raise UsageError(f"--agents is a comma-separated list of agent names, not {text!r}")
    for name in names:
        try:
            agent_named(name)
        except ValueError as error:
            raise UsageError(str(error)) from None
    return names


def seat_named(game: Game[Any, Any], players: int, text: str) -> int:
    """The seat ``--seat`` names: its number, or its name among the title's seat names."""
    names = [name.lower() for name in game.seat_names(players)]
    number = int(text) if text.strip().removeprefix("-").isdecimal() else None
    if number is None and text.strip().lower() in names:
        number = names.index(text.strip().lower())
    if number is None or not 0 <= number < players:
        raise UsageError(
            f"--seat is a seat of the {players} players, 0 to {players - 1} "
            f"({', '.join(f'{seat} {name}' for seat, name in enumerate(names))}), not {text!r}"
        )
    return number
