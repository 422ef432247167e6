"""The arguments that several commands take alike, and the subcommand parser they go on."""

from __future__ import annotations

import argparse
import textwrap
from typing import TypeAlias

#: What ``add_subparsers`` returns: each command's module adds its parser to it.
#: (A string: argparse's class is generic only to type checkers.)
Commands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def subcommand(
    commands: Commands, name: str, help: str, description: str, epilog: str | None = None
) -> argparse.ArgumentParser:
    """A subcommand whose help keeps the epilog's layout (the JSON shapes) as written."""
    return commands.add_parser(
        name,
        help=help,
        description=textwrap.fill(description, width=79),
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def title_argument(parser: argparse.ArgumentParser) -> None:
    """``TITLE``: the title the command plays or checks."""
    parser.add_argument("title", metavar="TITLE", help="a title id, as 'tablerules list' shows")


def game_flags(parser: argparse.ArgumentParser) -> None:
    """``--players``, ``--variant`` and ``--option``: the game that is played, as every command sets it."""
    parser.add_argument("--players", type=int, metavar="P", help="number of players (default: the fewest)")
    parser.add_argument(
        "--variant", metavar="NAME", help="a variant of the title (default: its first, 'standard')"
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="set an option over the variant's; VALUE is read as JSON if it parses, else as text "
        "(e.g. --option without_luck=true); may be repeated",
    )


def seed_flag(parser: argparse.ArgumentParser, default: int) -> None:
    """``--seed S``: the seed of a run's first game; game ``i`` is played with ``S + i``."""
    parser.add_argument(
        "--seed", type=int, default=default, metavar="S", help=f"seed of the first game (default: {default})"
    )


def json_flag(parser: argparse.ArgumentParser) -> None:
    """``--json``: JSON for scripts, its shape in the command's epilog."""
    parser.add_argument(
        "--json", action="store_true", help="print JSON for scripts instead of text (its shape is below)"
    )


def save_flag(
    parser: argparse.ArgumentParser,
    what: str = "every game's record to FILE as JSON Lines (one record a line, in the order played)",
) -> None:
    """``--save FILE``: the records of the games played, for ``tablerules replay``."""
    parser.add_argument(
        "--save",
        metavar="FILE",
        help=f"also write {what}, which 'tablerules replay FILE --game K' reads",
    )
