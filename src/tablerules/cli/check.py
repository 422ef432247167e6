"""``tablerules check``: the conformance checks of ``tablerules.testing`` run on a title."""

from __future__ import annotations

import argparse
from typing import TextIO

import attrs

from tablerules.cli.arguments import Commands, json_flag, seed_flag, subcommand, title_argument
from tablerules.cli.common import at_least_one, chosen_options, load_title, write_json
from tablerules.cli.progress import progress_bar
from tablerules.core.words import counted
from tablerules.core.workers import cores
from tablerules.testing import run_checks

#: Random games a case by default: enough that ``check TITLE`` takes well under a minute for
#: each built-in title on two processors (``--games 8 --exhaustive`` is the long run).
GAMES = 4

#: What --json prints, for the help and the how-to.
CHECK_JSON = """\
with --json, one JSON object (exit status 1 if passed is false):
  {"title": str, "name": str, "players": [int, ...], "variants": [str, ...],
   "games": int, "seed": int, "exhaustive": bool, "passed": bool,
   "failures": [{"title": str, "players": int, "variant": str, "seed": int or null,
                 "step": int or null, "check": str, "message": str}, ...]}
"""


def add_parser(commands: Commands) -> argparse.ArgumentParser:
    parser = subcommand(
        commands,
        "check",
        help="run the conformance checks on a title",
        description="Run every conformance check of tablerules.testing on a title: random play "
        "to the end, replay, records, notation, views, refusals and the rest, on every player "
        "count and variant. Prints each failure with its player count, variant, seed and step; "
        "exit status 1 if any check fails. A progress bar is drawn on a terminal. At its defaults "
        "it takes well under a minute for each built-in title on two cores; --games 8 "
        "--exhaustive is the long run.",
        epilog=CHECK_JSON,
    )
    title_argument(parser)
    parser.add_argument(
        "--games", type=int, default=GAMES, metavar="N", help=f"random games a case (default: {GAMES})"
    )
    seed_flag(parser, 0)
    parser.add_argument(
        "--exhaustive",
        action="store_true",
        help="look at every position of every game with the slow checks (views, observations, "
        "pictures); by default only the first game of each case and the short games are looked "
        "at whole, the others at a stride",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=cores(),
        metavar="J",
        help=f"processes to check in (default: one a processor, {cores()} here)",
    )
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
    at_least_one(args.jobs, "--jobs")
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
            f"each from seed {args.seed}{', every position' if args.exhaustive else ''}\n"
        )
        out.flush()
    bar = progress_bar(0, verb="checked")
    try:
        failures = run_checks(
            game,
            players=players,
            variants=variants,
            games=args.games,
            seed=args.seed,
            thorough=args.exhaustive,
            jobs=args.jobs,
            progress=None if bar is None else bar.update,
        )
    finally:
        if bar is not None:
            bar.close()
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
                "exhaustive": args.exhaustive,
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
