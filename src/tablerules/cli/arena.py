"""``tablerules arena``: agents against each other, every pairing, seats rotated, and their win rates."""

from __future__ import annotations

import argparse
from typing import TextIO

from tablerules.cli.arguments import Commands, game_flags, json_flag, seed_flag, subcommand, title_argument
from tablerules.cli.common import UsageError, agent_names, chosen_options, load_title, write_json
from tablerules.cli.progress import progress_bar
from tablerules.sim import arena, arena_text

#: What --json prints, for the help and the how-to.
ARENA_JSON = """\
JSON output (--json):
  {"title": str,
   "pairings": [{"first": str, "second": str, "games": int, "first_wins": int,
                 "second_wins": int, "draws": int, "first_win_rate": float,
                 "first_wins_95": [float, float], "first_mean_score": float,
                 "second_mean_score": float, "decisions_per_game": float}, ...]}
"""


def add_parser(commands: Commands) -> argparse.ArgumentParser:
    parser = subcommand(
        commands,
        "arena",
        help="play agents against each other and show win rates",
        description="Play every pairing of the agents N games each, seats rotated (every seating "
        "for more players), and show each pairing's wins, draws, the first agent's win rate with "
        "its 95% interval, mean scores and decisions per game. A game is a win for an agent when "
        "every winning seat is its own; a win shared between the two is a draw. A progress bar "
        "is drawn on a terminal; stopping the command (Ctrl-C, kill) stops its processes too.",
        epilog=ARENA_JSON,
    )
    title_argument(parser)
    parser.add_argument(
        "--agents",
        required=True,
        metavar="A,B,...",
        help="the agents, comma-separated: random, greedy, mcts or mcts:N (N playouts a decision)",
    )
    parser.add_argument("-n", type=int, default=20, metavar="N", help="games a pairing (default: 20)")
    seed_flag(parser, 1)
    parser.add_argument("--jobs", type=int, default=1, metavar="J", help="processes to play in (default: 1)")
    game_flags(parser)
    json_flag(parser)
    return parser


def run(args: argparse.Namespace, out: TextIO) -> int:
    game = load_title(args.title)
    options = chosen_options(game, args.variant, args.option)
    names = agent_names(args.agents)
    bar = progress_bar(0)
    try:
        pairings = arena(
            game.id,
            names,
            games=args.n,
            players=args.players,
            options=options,
            seed=args.seed,
            jobs=args.jobs,
            progress=None if bar is None else bar.update,
        )
    except ValueError as error:
        raise UsageError(str(error)) from None
    finally:
        if bar is not None:
            bar.close()
    if args.json:
        write_json(out, {"title": game.id, "pairings": [pairing.to_json() for pairing in pairings]})
        return 0
    players = game.check_players(args.players if args.players is not None else game.min_players)
    out.write(arena_text(pairings, name=game.name, players=players, games=args.n, seed=args.seed))
    return 0
