"""``tablerules play``: a game in the terminal, one seat against bots at the others."""

from __future__ import annotations

import argparse
import io
import secrets
import sys
from typing import TextIO

from tablerules.bots import agent_named
from tablerules.cli.arguments import Commands, game_flags, save_flag, subcommand, title_argument
from tablerules.cli.common import (
    UsageError,
    chosen_options,
    load_title,
    records_file,
    save_record,
    seat_named,
)
from tablerules.terminal import play_in_terminal


def add_parser(commands: Commands) -> argparse.ArgumentParser:
    parser = subcommand(
        commands,
        "play",
        help="play a game in the terminal against bots",
        description="Play a game at one seat against bots at the others. Each of your turns shows "
        "the position as your seat sees it and the legal actions, numbered: answer with a number "
        "or the action in notation, 'undo' to take back to your previous decision, 'help', or "
        "'quit'. Chance and the bots' moves are shown as your seat may see them.",
    )
    title_argument(parser)
    parser.add_argument(
        "--seat",
        default="0",
        metavar="N",
        help="your seat, by number or by the title's name for it (red, wild, ...) (default: 0)",
    )
    parser.add_argument(
        "--bot",
        default="greedy",
        metavar="NAME",
        help="the bots: random, greedy, mcts or mcts:N (N playouts a decision) (default: greedy)",
    )
    parser.add_argument(
        "--seed",
        type=int,
        metavar="S",
        help="seed of chance and the bots, to play a game again "
        "(default: one drawn at random, told at the end)",
    )
    game_flags(parser)
    save_flag(parser, "the game's record to FILE as one line of JSON, finished or not")
    return parser


def run(args: argparse.Namespace, out: TextIO) -> int:
    game = load_title(args.title)
    players = game.check_players(args.players if args.players is not None else game.min_players)
    seat = seat_named(game, players, args.seat)
    options = chosen_options(game, args.variant, args.option)
    try:
        agent_named(args.bot)
    except ValueError as error:
        raise UsageError(str(error)) from None
    # Set up once first: options the title refuses are reported before --save's
    # file is opened, which would empty a file of that name.
    game.setup(players=players, options=options)
    # A new deal each time unless asked for one: told at the end, not before, as
    # whoever knows the seed can work out the bots' hidden cards and tiles.
    seed: int = args.seed if args.seed is not None else secrets.randbelow(1_000_000)
    if isinstance(sys.stdin, io.TextIOWrapper):
        # Bytes that are no text in the terminal's encoding make an answer that is no
        # action, not an error that ends the game.
        sys.stdin.reconfigure(errors="replace")
    with records_file(args.save) as saved:
        play_in_terminal(
            game,
            seat=seat,
            players=players,
            options=options,
            bot=lambda: agent_named(args.bot),
            seed=seed,
            read=_answer,
            out=out,
            # Kept however the game ends, even when the terminal goes away mid-game.
            keep=lambda record: save_record(saved, record),
        )
    if args.seed is None:
        out.write(f"seed {seed}: with --seed {seed} the same choices meet the same chance and bots\n")
    if args.save is not None:
        out.write(f"record written to {args.save}\n")
    return 0


def _answer(prompt: str) -> str:
    """The person's next answer, read from standard input."""
    answer = input(prompt)
    if not sys.stdin.isatty():
        # Answers from a script: echo each, so that the transcript reads as the session did.
        sys.stdout.write(f"{answer}\n")
    return answer
