"""``tablerules demo``: one seeded game of every title between random agents."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from tablerules.bots import RandomAgent
from tablerules.cli.arguments import Commands, save_flag, subcommand
from tablerules.cli.common import load_title, records_file, save_record
from tablerules.core.game import Game, State
from tablerules.core.outcome import Outcome
from tablerules.core.play import play_state
from tablerules.core.record import Record
from tablerules.core.registry import titles
from tablerules.terminal import describe_outcome


def add_parser(commands: Commands) -> argparse.ArgumentParser:
    parser = subcommand(
        commands,
        "demo",
        help="play one seeded game of every title between random agents",
        description="Play one seeded game of every title between random agents and show "
        "the final position, the result and the score breakdown.",
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of the games (default: 1)")
    save_flag(parser)
    return parser


def run(args: argparse.Namespace, out: TextIO) -> int:
    seed: int = args.seed
    with records_file(args.save) as saved:
        for number, title in enumerate(titles()):
            _demo_game(load_title(title), seed, number, out, saved)
    return 0


def _demo_game(game: Game[Any, Any], seed: int, number: int, out: TextIO, saved: TextIO | None) -> None:
    players = game.min_players
    options = game.options_type()
    final, actions = play_state(
        game.setup(players=players, options=options), [RandomAgent()] * players, seed=seed
    )
    save_record(saved, Record(game.id, players, options, tuple(actions)))
    if number:
        out.write("\n")
    header = f"{game.name} ({game.id}): {players} random agents, seed {seed}, {len(actions)} actions"
    out.write(f"{header}\n{'=' * len(header)}\n")
    out.write(f"{final}\n\n")
    names = game.seat_names(players)
    result = describe_outcome(_final_outcome(final), names, plural=game.seat_names_are_plural)
    out.write(f"result: {result}\n\n")
    out.write(f"{final.score_sheet().table(names)}\n")


def _final_outcome(state: State) -> Outcome:
    outcome = state.outcome()
    if outcome is None:
        # Only a title bug gets here: play runs every game until it is over.
        raise RuntimeError(f"{state.title}: the game ended without an outcome")
    return outcome
