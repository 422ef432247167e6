"""``tablerules list``: the titles with their player counts, variants and options."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from tablerules.cli.arguments import Commands, json_flag, subcommand
from tablerules.cli.common import load_title, write_json
from tablerules.core.game import Game, JSONValue
from tablerules.core.registry import titles
from tablerules.core.words import aligned

#: Option defaults longer than this are cut in ``tablerules list``.
DEFAULT_WIDTH = 60

#: What --json prints, for the help and the how-to.
LIST_JSON = """\
with --json, one JSON object:
  {"titles": [{"id": str, "name": str, "players": [int, ...],
               "variants": [str, ...], "options": {NAME: default value, ...}}, ...]}
"""


def add_parser(commands: Commands) -> argparse.ArgumentParser:
    parser = subcommand(
        commands,
        "list",
        help="list the titles with their player counts, variants and options",
        description="List every registered title with its player counts, variants and options.",
        epilog=LIST_JSON,
    )
    json_flag(parser)
    return parser


def run(args: argparse.Namespace, out: TextIO) -> int:
    if args.json:
        listed: list[JSONValue] = []
        for title in titles():
            game = load_title(title)
            listed.append(
                {
                    "id": title,
                    "name": game.name,
                    "players": list(game.player_counts),
                    "variants": list(game.variants()),
                    "options": game.options_to_json(game.options_type()),
                }
            )
        write_json(out, {"titles": listed})
        return 0
    for number, title in enumerate(titles()):
        game = load_title(title)
        if number:
            out.write("\n")
        out.write(f"{title}: {game.name}\n")
        out.write(f"  players:  {_players_text(game)}\n")
        out.write(f"  variants: {', '.join(game.variants())}\n")
        # Written as --option reads them: JSON (false, null, [...]), not Python's repr.
        defaults = game.options_to_json(game.options_type())
        if defaults:
            out.write("  options (default):\n")
            table = aligned([(name, _shorten(json.dumps(value))) for name, value in defaults.items()])
            out.write("".join(f"    {line}\n" for line in table.split("\n")))
    return 0


def _players_text(game: Game[Any, Any]) -> str:
    if game.min_players == game.max_players:
        return str(game.min_players)
    return f"{game.min_players}-{game.max_players}"


def _shorten(text: str, width: int = DEFAULT_WIDTH) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."
