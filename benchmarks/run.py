"""Throughput of seeded random games through the tablerules protocol.

    python3 benchmarks/run.py                      # every title, variant and player count
    python3 benchmarks/run.py --title beasty-borders --games 5000

Each row plays ``--games`` games between random agents with
``tablerules.core.play.play_state`` (views, legal actions, checked ``apply``,
chance drawn from a seeded generator) and prints games/s and actions/s.

The same row also plays ``--games`` games with the loop the README teaches,
as an application written from it would (one ``random.Random`` a game):

    while not state.is_over:
        if state.to_move is tablerules.CHANCE:
            action = sample_outcome(state.chance_outcomes(), rng)
        else:
            action = rng.choice(state.legal_actions())
        state = state.apply(action)

that is, ``chance_outcomes()`` and ``sample_outcome`` instead of the state's
own ``sample_chance``, and every action through the checked ``apply``. It
prints that loop's games/s ("loop games/s") and its speed as a multiple of
``play_state``'s ("loop/play_state"). Its games differ from ``play_state``'s
of the same seeds (other generators) but come from the same random play.

Where a minimal hand-written implementation of the same random game exists
(``minimal_*.py`` beside this file), it is run in the same process too, and
the ratio of the library's speed to it is printed, for ``play_state``
("ratio") and for the README loop ("loop ratio"): the library aims for at
least a third of it. The three take turns within each of the ``--repeat``
runs, each run in a new order, so a busy spell slows them alike; the fastest
run of each counts. Times are CPU seconds of this process
(``time.process_time``), so other work on the machine disturbs the figures
less. Figures go in docs/performance.rst; no test asserts a timing.
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
from tablerules.core import sample_outcome
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


def readme_games(game: Any, players: int, options: Any, games: int, seed: int) -> float:
    """Seconds for ``games`` random games with the loop the README teaches, verbatim."""
    start = time.process_time()
    for index in range(games):
        rng = random.Random(seed + index)
        state = game.setup(players=players, options=options)
        while not state.is_over:
            if state.to_move is tablerules.CHANCE:
                action = sample_outcome(state.chance_outcomes(), rng)
            else:
                action = rng.choice(state.legal_actions())
            state = state.apply(action)
    return time.process_time() - start


def minimal_games(play: Callable[[random.Random], int], games: int, seed: int) -> tuple[float, int]:
    """Seconds and steps for ``games`` games of a hand-written yardstick."""
    steps = 0
    start = time.process_time()
    for index in range(games):
        steps += play(random.Random(seed + index))
    return time.process_time() - start, steps


def fastest(
    game: Any,
    players: int,
    options: Any,
    yardstick: Callable[[random.Random], int] | None,
    games: int,
    seed: int,
    repeat: int,
) -> tuple[float, int, float, float]:
    """The fastest of ``repeat`` runs: seconds and actions of ``play_state``, seconds
    of the README loop and of the yardstick (infinite without one)."""
    seconds = loop_seconds = minimal_seconds = float("inf")
    actions = 0
    # Library, README loop and yardstick take turns, so a busy spell slows them
    # alike; each run starts with the next of them, so none always runs first.
    # Each run plays new seeds: the same games again would find every cache warm
    # with their very positions, which no real run does.
    for run in range(repeat):
        first = seed + run * games
        for turn in range(3):
            which = (run + turn) % 3
            if which == 0:
                run_seconds, run_actions = library_games(game, players, options, games, first)
                if run_seconds < seconds:
                    seconds, actions = run_seconds, run_actions
            elif which == 1:
                loop_seconds = min(loop_seconds, readme_games(game, players, options, games, first))
            elif yardstick is not None:
                minimal_seconds = min(minimal_seconds, minimal_games(yardstick, games, first)[0])
    return seconds, actions, loop_seconds, minimal_seconds


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
        f"{'actions/game':>12} {'minimal games/s':>15} {'ratio':>6} "
        f"{'loop games/s':>12} {'loop ratio':>10} {'loop/play_state':>15}"
    )
    for title in [args.title] if args.title else tablerules.titles():
        game = tablerules.load(title)
        for variant, options in game.variants().items():
            for players in game.player_counts:
                yardstick = MINIMAL.get((title, variant, players))
                seconds, actions, loop_seconds, minimal_seconds = fastest(
                    game, players, options, yardstick, args.games, args.seed, args.repeat
                )
                row = (
                    f"{title:16} {variant:20} {players:>7} {args.games / seconds:>9.0f} "
                    f"{actions / seconds:>10.0f} {actions / args.games:>12.1f}"
                )
                if yardstick is not None:
                    row += f" {args.games / minimal_seconds:>15.0f} {minimal_seconds / seconds:>6.2f}"
                    loop_ratio = f"{minimal_seconds / loop_seconds:>10.2f}"
                else:
                    row += f" {'-':>15} {'-':>6}"
                    loop_ratio = f"{'-':>10}"
                row += f" {args.games / loop_seconds:>12.0f} {loop_ratio} {seconds / loop_seconds:>15.2f}"
                print(row, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
