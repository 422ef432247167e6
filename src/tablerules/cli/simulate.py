"""``tablerules simulate``: many seeded games, in several processes or on Ray, and their statistics."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any, TextIO

from tablerules.cli.arguments import (
    Commands,
    game_flags,
    json_flag,
    save_flag,
    seed_flag,
    subcommand,
    title_argument,
)
from tablerules.cli.common import (
    UsageError,
    agent_names,
    at_least_one,
    chosen_options,
    load_title,
    records_file,
    save_record,
    write_json,
)
from tablerules.cli.progress import progress_bar
from tablerules.core.game import Game
from tablerules.sim import BACKENDS, Summary, Tally, report_html, simulate, summary_text

#: What --json prints, for the help and the how-to.
SIMULATE_JSON = """\
with --json, one JSON object:
  {"title": str, "name": str, "games": int, "players": int, "variant": str,
   "options": {NAME: value, ...}, "agents": [str, ...] (one a seat),
   "seeds": {"first": int, "last": int},
   "seats": [{"seat": int, "name": str, "agent": str, "wins": int, "shared": int,
              "win_rate": float, "win_rate_95": [float, float], "mean_score": float,
              "scores": DISTRIBUTION}, ...],
   "draws": int, "decisions": DISTRIBUTION (a game, chance outcomes not counted),
   "actions": DISTRIBUTION (a game, chance outcomes included),
   "mean_length": float (the mean of "actions"),
   "seconds": float, "games_per_second": float or null, "jobs": int, "backend": str}
  where DISTRIBUTION is {"counts": [[value, games], ...], "mean": float, "stdev": float,
                         "min": int, "median": float, "max": int}
"""


def add_parser(commands: Commands) -> argparse.ArgumentParser:
    parser = subcommand(
        commands,
        "simulate",
        help="play many seeded games, in several processes or on Ray, and show statistics",
        description="Play N seeded games (seeds S, S+1, ...; game i always with seed S+i, so "
        "the results do not depend on --jobs or --backend) and show each seat's win rate with its "
        "95% interval, shared first places, the score distributions, game lengths and the speed. "
        "A progress bar with the time left is drawn on a terminal.",
        epilog=SIMULATE_JSON,
    )
    title_argument(parser)
    parser.add_argument("-n", type=int, default=100, metavar="N", help="number of games (default: 100)")
    seed_flag(parser, 1)
    parser.add_argument(
        "--agents",
        default="random",
        metavar="A,B,...",
        help="one agent for every seat, or one a seat in order: random, greedy, mcts or mcts:N "
        "(default: random)",
    )
    parser.add_argument("--jobs", type=int, default=1, metavar="J", help="processes to play in (default: 1)")
    parser.add_argument(
        "--backend",
        choices=BACKENDS,
        default="local",
        help='local processes, or Ray tasks (pip install "tablerules[ray]") (default: local)',
    )
    parser.add_argument(
        "--address",
        metavar="ADDR",
        help="the Ray cluster to join, with --backend ray (default: a local Ray instance of J CPUs)",
    )
    parser.add_argument(
        "--report", metavar="FILE", help="also write an HTML report with charts to FILE (one page)"
    )
    game_flags(parser)
    save_flag(parser)
    json_flag(parser)
    return parser


def run(args: argparse.Namespace, out: TextIO) -> int:
    game = load_title(args.title)
    games: int = args.n
    seed: int = args.seed
    at_least_one(games, "-n")
    at_least_one(args.jobs, "--jobs")
    if args.address is not None and args.backend != "ray":
        raise UsageError("--address names a Ray cluster: it goes with --backend ray")
    players, agents = _seat_agents(args.agents, game, args.players)
    options = chosen_options(game, args.variant, args.option)
    # Set up once first, so that options the title refuses are reported before any game is played.
    game.setup(players=players, options=options)
    if args.report is not None:
        _check_writable(args.report, "the report")
    tally = Tally(
        game.id,
        game.name,
        game.seat_names(players),
        agents,
        options=game.options_to_json(options),
        first_seed=seed,
        jobs=args.jobs,
        backend=args.backend,
    )
    try:
        results = simulate(
            game,
            agents,
            games=games,
            seed=seed,
            options=options,
            jobs=args.jobs,
            backend=args.backend,
            address=args.address,
            records=args.save is not None,
            # Records saved in game order, so that the file is the same for any --jobs.
            ordered=args.save is not None,
        )
    except (ImportError, ConnectionError) as error:
        raise UsageError(str(error)) from None
    with records_file(args.save) as saved:
        progress = progress_bar(games)
        started = time.perf_counter()
        for result in results:
            if result.record is not None:
                save_record(saved, result.record)
            tally.add(result)
            if progress is not None:
                progress.update(tally.games)
        elapsed = time.perf_counter() - started
        if progress is not None:
            progress.close()
    summary = tally.summary(seconds=elapsed)
    if args.report is not None:
        _write_report(args.report, summary)
    variant = args.variant if args.variant is not None else next(iter(game.variants()))
    if args.json:
        data = summary.to_json()
        data["variant"] = variant
        data["mean_length"] = summary.actions.mean
        write_json(out, data)
        return 0
    out.write(summary_text(summary, variant=variant, settings=args.option))
    return 0


def _seat_agents(text: str, game: Game[Any, Any], players: int | None) -> tuple[int, list[str]]:
    """The player count and every seat's agent name from ``--agents`` and ``--players``:
    one name plays every seat; several name the seats in order."""
    names = agent_names(text)
    if len(names) == 1:
        count = game.check_players(players if players is not None else game.min_players)
        return count, names * count
    if players is not None and players != len(names):
        raise UsageError(f"--players {players} but --agents names {len(names)} agents, one a seat")
    return game.check_players(len(names)), names


def _check_writable(name: str, what: str) -> None:
    """Refuse, before any game is played, a file name that could not be written
    afterwards: a folder, or a file in a folder that is not there."""
    path = Path(name)
    if path.is_dir():
        raise UsageError(f"cannot write {what} to {name!r}: it is a folder")
    if not path.absolute().parent.is_dir():
        raise UsageError(f"cannot write {what} to {name!r}: no folder {str(path.parent)!r}")


def _write_report(name: str, summary: Summary) -> None:
    """The HTML report of ``summary`` written to the file ``name``."""
    try:
        Path(name).write_text(report_html(summary), encoding="utf-8")
    except OSError as error:
        raise UsageError(f"cannot write the report to {name!r}: {error.strerror or error}") from None
