"""``main``: the top-level parser, built from the command modules, and the dispatch to them."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn, Protocol, TextIO

import tablerules
from tablerules.cli import arena, check, demo, play, replay, serve, simulate
from tablerules.cli import list as list_
from tablerules.cli.arguments import Commands
from tablerules.cli.common import USAGE_ERROR, UsageError


class Command(Protocol):
    """What a command's module holds: its arguments beside its handler."""

    def add_parser(self, commands: Commands) -> argparse.ArgumentParser:
        """The command's parser, with its arguments, added to ``commands``."""
        ...

    def run(self, args: argparse.Namespace, out: TextIO) -> int:
        """Carry out the command that ``args`` holds, writing to ``out``; returns the exit status."""
        ...


#: The commands, in the order ``tablerules --help`` lists them.
COMMANDS: tuple[Command, ...] = (list_, demo, simulate, replay, arena, play, check, serve)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, like every other error of the command."""

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE_ERROR, f"tablerules: error: {message} (see '{self.prog} --help')\n")


def _parser() -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = _Parser(
        prog="tablerules",
        description="The rules of tabletop games behind one typed protocol.",
    )
    parser.add_argument("--version", action="version", version=f"tablerules {tablerules.__version__}")
    # The subcommands' parsers are _Parsers too: add_parser makes them of the parent's class.
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(commands).set_defaults(run=command.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``tablerules`` command with ``argv`` (default: ``sys.argv[1:]``); returns the exit status."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        # argparse exits on --help and on bad arguments; a return value suits callers and tests.
        return exit_.code if isinstance(exit_.code, int) else USAGE_ERROR
    try:
        status: int = args.run(args, sys.stdout)
    except BrokenPipeError:
        # The reader went away (``tablerules replay FILE | head``): not an error worth a message.
        _silence_stdout()
        return 1
    except KeyboardInterrupt:
        sys.stderr.write("\n")
        return 130
    except UsageError as error:
        return _fail(str(error))
    except KeyError as error:
        return _fail(error.args[0] if error.args else repr(error))
    except OSError as error:
        where = f"{error.filename}: " if error.filename else ""
        return _fail(f"{where}{error.strerror or error}")
    except ValueError as error:
        # TablerulesError, RecordError and the ValueErrors of setup and options all land here.
        return _fail(str(error))
    return status


def _silence_stdout() -> None:
    # Python flushes stdout again at exit, which would raise once more; point it at devnull.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _fail(message: str) -> int:
    # One line, whatever the message holds, so scripts can read it.
    line = " ".join(str(message).split())
    sys.stderr.write(f"tablerules: error: {line}\n")
    return USAGE_ERROR
