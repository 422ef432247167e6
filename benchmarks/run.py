"""Throughput of seeded random games through the tablerules protocol.

    python3 benchmarks/run.py                      # every title, variant and player count
    python3 benchmarks/run.py --title beasty-borders --games 5000

Each row plays ``--games`` games between random agents with
``tablerules.core.play.play_state`` (views, legal actions, checked ``apply``,
chance drawn from a seeded generator) and prints games/s and actions/s.
Where a minimal hand-written implementation of the same random game exists
(``minimal_*.py`` beside this file), it is run in the same process right
after, and the ratio is printed: the library aims for at least a third of it.
Times are CPU seconds of this process (``time.process_time``), so other work
on the machine disturbs the figures less. Figures go in docs/performance.rst;
no test asserts a timing.
"""

from __future__ import annotations

import argparse
import functools
import platform
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core.play import play_state

sys.path.insert(0, str(Path(__file__).parent))

import minimal_beasty_borders
import minimal_bison
import minimal_great_plains
import minimal_manitou

#: Yardsticks by (title, variant, players): one random game from a generator, returning its length.
MINIMAL: dict[tuple[str, str, int], Callable[[random.Random], int]] = {
    ("beasty-borders", "standard", 2): minimal_beasty_borders.play_main,
    ("beasty-borders", "without-luck", 2): minimal_beasty_borders.play_without_luck,
    **{
        ("bison", variant, players): functools.partial(minimal_bison.play, players=players, variant=number)
        for number, variant in enumerate(("standard", "variant-1", "variant-2"))
        for players in (2, 3, 4)
    },
    ("great-plains", "standard", 2): minimal_great_plains.play,
    **{
        ("manitou", variant, players): functools.partial(
            minimal_manitou.play, players=players, dealer_chooses_seven=variant != "standard"
        )
        for variant in ("standard", "dealer-chooses-seven")
        for players in (2, 3, 4)
    },
}


def library_games(game: Any, players: int, options: Any, games: int, seed: int) -> tuple[float, int]:
    """Seconds and actions for ``games`` random games through the protocol."""
    agents = [RandomAgent()] * players
    actions = 0
    start = time.process_time()
    for index in range(games):
        state = game.setup(players=players, options=options)
        final, taken = play_state(state, agents, seed=seed + index)
        if not final.is_over:
            raise RuntimeError(f"game {seed + index} did not finish")
        actions += len(taken)
    return time.process_time() - start, actions


def minimal_games(play: Callable[[random.Random], int], games: int, seed: int) -> tuple[float, int]:
    """Seconds and steps for ``games`` games of a hand-written yardstick."""
    steps = 0
    start = time.process_time()
    for index in range(games):
        steps += play(random.Random(seed + index))
    return time.process_time() - start, steps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--title", choices=tablerules.titles(), help="one title (default: every title)")
    parser.add_argument("--games", type=int, default=1000, help="games per row (default 1000)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per row, the fastest counts (default 3)")
    args = parser.parse_args(argv)
    if args.games < 1 or args.repeat < 1:
        parser.error("--games and --repeat must be at least 1")

    print(f"tablerules {tablerules.__version__}, Python {platform.python_version()}, {platform.machine()}")
    print(f"{args.games} games a run, fastest of {args.repeat} runs, CPU time of this process")
    print(
        f"{'title':16} {'variant':20} {'players':>7} {'games/s':>9} {'actions/s':>10} "
        f"{'actions/game':>12} {'minimal games/s':>15} {'ratio':>6}"
    )
    for title in [args.title] if args.title else tablerules.titles():
        game = tablerules.load(title)
        for variant, options in game.variants().items():
            for players in game.player_counts:
                yardstick = MINIMAL.get((title, variant, players))
                seconds, minimal_seconds = float("inf"), float("inf")
                # Library and yardstick take turns, so a busy spell slows both alike.
                # Each run plays new seeds: the same games again would find every
                # cache warm with their very positions, which no real run does.
                for run in range(args.repeat):
                    first = args.seed + run * args.games
                    run_seconds, run_actions = library_games(game, players, options, args.games, first)
                    if run_seconds < seconds:
                        seconds, actions = run_seconds, run_actions
                    if yardstick is not None:
                        minimal_seconds = min(minimal_seconds, minimal_games(yardstick, args.games, first)[0])
                row = (
                    f"{title:16} {variant:20} {players:>7} {args.games / seconds:>9.0f} "
                    f"{actions / seconds:>10.0f} {actions / args.games:>12.1f}"
                )
                if yardstick is not None:
                    row += f" {args.games / minimal_seconds:>15.0f} {minimal_seconds / seconds:>6.2f}"
                print(row, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
