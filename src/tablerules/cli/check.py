"""``tablerules check``: the conformance checks of ``tablerules.testing`` run on a title."""

from __future__ import annotations

import argparse
from typing import TextIO

import attrs

from tablerules.cli.arguments import Commands, json_flag, seed_flag, subcommand, title_argument
from tablerules.cli.common import at_least_one, chosen_options, load_title, write_json
from tablerules.core.words import counted
from tablerules.testing import run_checks

#: What --json prints, for the help and the how-to.
CHECK_JSON = """\
with --json, one JSON object (exit status 1 if passed is false):
  {"title": str, "name": str, "players": [int, ...], "variants": [str, ...],
   "games": int, "seed": int, "passed": bool,
   "failures": [{"title": str, "players": int, "variant": str, "seed": int or null,
                 "step": int or null, "check": str, "message": str}, ...]}
"""


def add_parser(commands: Commands) -> argparse.ArgumentParser:
    parser = subcommand(
        commands,
        "check",
        help="run the conformance checks on a title",
        description="Run every conformance check of tablerules.testing on a title: random play "
        "to the end, replay, records, notation, views, refusals and the rest. Prints each failure "
        "with its player count, variant, seed and step; exit status 1 if any check fails.",
        epilog=CHECK_JSON,
    )
    title_argument(parser)
    parser.add_argument("--games", type=int, default=8, metavar="N", help="random games a case (default: 8)")
    seed_flag(parser, 0)
    parser.add_argument(
        "--players", type=int, action="append", default=[], metavar="P", help="a player count (default: all)"
    )
    parser.add_argument(
        "--variant", action="append", default=[], metavar="NAME", help="a variant (default: all)"
    )
    json_flag(parser)
    return parser


def run(args: argparse.Namespace, out: TextIO) -> int:
    game = load_title(args.title)
    at_least_one(args.games, "--games")
    for name in args.variant:
        chosen_options(game, name, ())  # refuses an unknown variant, naming those there are
    players = args.players or list(game.player_counts)
    for count in players:
        game.check_players(count)
    variants = args.variant or list(game.variants())
    if not args.json:
        out.write(
            f"{game.name}: every conformance check, {', '.join(map(str, players))} players, "
            f"variants {', '.join(variants)}, {counted(args.games, 'random game')} "
            f"each from seed {args.seed}\n"
        )
        out.flush()
    failures = run_checks(game, players=players, variants=variants, games=args.games, seed=args.seed)
    if args.json:
        write_json(
            out,
            {
                "title": game.id,
                "name": game.name,
                "players": players,
                "variants": variants,
                "games": args.games,
                "seed": args.seed,
                "passed": not failures,
                "failures": [attrs.asdict(failure) for failure in failures],
            },
        )
    elif failures:
        out.write(f"{len(failures)} conformance check(s) failed for {game.id}:\n")
        out.writelines(f"- {failure}\n" for failure in failures)
    else:
        out.write("all checks passed\n")
    return 1 if failures else 0
