"""What several commands share: the usage error, the title, its options and seats from the
command line, the agents of ``--agents``, JSON output and the file that ``--save`` writes."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TextIO

from tablerules.bots import agent_named
from tablerules.core.game import Game, JSONValue
from tablerules.core.options import OptionsError, read_options
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


def at_least_one(value: int, flag: str) -> int:
    """``value``, given with ``flag`` (games to play, processes to play in), refused below 1."""
    if value < 1:
        raise UsageError(f"{flag} must be at least 1, not {value}")
    return value


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


def chosen_options(game: Game[Any, Any], variant: str | None, settings: Sequence[str]) -> object:
    """The variant's options (the first variant by default) with ``KEY=VALUE`` settings applied:
    what ``--variant`` and ``--option`` ask for, read by :func:`~tablerules.core.options.read_options`."""
    try:
        return read_options(game, variant, _settings(game, settings), text=True)
    except OptionsError as error:
        raise UsageError(str(error)) from None


def _settings(game: Game[Any, Any], settings: Sequence[str]) -> Iterator[tuple[str, str]]:
    """Each ``KEY=VALUE`` of ``--option`` as the option's name and its text.

    Split only as the reader comes to it, so that a setting that is no ``KEY=VALUE``
    is reported where it stands: after the variant, and after the settings before it.
    """
    for setting in settings:
        key, equals, text = setting.partition("=")
        key = key.strip()
        if not equals or not key:
            known = ", ".join(game.options_to_json(next(iter(game.variants().values()))))
            raise UsageError(f"an option is KEY=VALUE, not {setting!r}; {game.name} knows {known}")
        yield key, text


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
