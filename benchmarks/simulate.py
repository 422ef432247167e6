"""How fast ``tablerules.simulate`` plays on every core: 1 job, 2 jobs, and local Ray.

    python3 benchmarks/simulate.py                          # every title, 2 players
    python3 benchmarks/simulate.py --title bison --seconds 5 --rounds 5
    python3 benchmarks/simulate.py --no-ray                 # without the Ray extra

For each title a short run first finds how many random games one job plays
in ``--seconds`` (a simulation is meant to be long: starting a pool of
processes or a Ray job is paid once, and a run of a fraction of a second
would measure little else). Each round then plays those seeded games
(results only, as ``tablerules simulate`` plays them without ``--save``;
``--records`` keeps the records too, sent back from the workers) three ways, one after the other:
here in this process (1 job); in a process pool of ``--jobs`` workers; and as
Ray tasks, ``--jobs`` at a time, on a local Ray instance of ``--jobs`` CPUs
started once before the rounds (its start-up time is printed apart). It
prints games a second, each way's speed-up over one job (the goal on 2
cores: at least 1.7), and what each way costs a game beyond playing it: the
processor time of all its jobs, ``jobs x seconds``, less the one job's
seconds, a game. The figures are medians over the rounds, in wall-clock
time, for the jobs share this machine. Figures go in docs/simulation.rst; no
test asserts them.
"""

from __future__ import annotations

import argparse
import functools
import math
import os
import platform
import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any

import tablerules
from tablerules.sim import simulate
from tablerules.sim.results import GameResult


def timed(run: Callable[[], Iterator[GameResult]], games: int) -> float:
    """Wall-clock seconds to read every result of ``run()``, which must be ``games`` results."""
    start = time.perf_counter()
    count = sum(1 for _ in run())
    seconds = time.perf_counter() - start
    if count != games:
        raise RuntimeError(f"{count} results of {games} games")
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--title", choices=tablerules.titles(), help="one title (default: every title)")
    parser.add_argument("--players", type=int, default=2, help="players (default 2)")
    parser.add_argument(
        "--seconds", type=float, default=2.0, help="seconds of one job a round and title (default 2)"
    )
    parser.add_argument("--rounds", type=int, default=3, help="rounds; the median is printed (default 3)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="jobs (default: the cores)")
    parser.add_argument("--records", action="store_true", help="keep every game's record")
    parser.add_argument("--no-ray", action="store_true", help="leave Ray out")
    args = parser.parse_args(argv)
    if min(args.rounds, args.jobs) < 1 or args.seconds <= 0:
        parser.error("--rounds and --jobs must be at least 1, --seconds above 0")

    ray: Any = None
    if not args.no_ray:
        import ray

        start = time.perf_counter()
        ray.init(num_cpus=args.jobs, include_dashboard=False, log_to_driver=False)
        ray_start = time.perf_counter() - start
    print(f"tablerules {tablerules.__version__}, Python {platform.python_version()}, {platform.machine()}")
    print(
        f"{os.cpu_count()} cores; random games{', records kept' if args.records else ''}, "
        f"about {args.seconds:g} s of one job a round; "
        f"median of {args.rounds} rounds"
    )
    if ray is not None:
        print(f"Ray {ray.__version__}: a local instance of {args.jobs} CPUs started in {ray_start:.1f} s")
    columns = ["title", "games", "1 job games/s", f"{args.jobs} jobs games/s", "speed-up", "pool ms/game"]
    if ray is not None:
        columns += ["Ray games/s", "speed-up", "Ray ms/game"]
    print("  ".join(columns))
    try:
        for title in [args.title] if args.title else tablerules.titles():
            game = tablerules.load(title)
            players = game.check_players(max(game.min_players, min(args.players, game.max_players)))
            agents = ["random"] * players
            trial = 50
            # Twice: the first run also pays for what a title builds once a process (tables).
            timed(functools.partial(simulate, title, agents, games=trial), trial)
            rate = trial / timed(functools.partial(simulate, title, agents, games=trial), trial)
            games = max(trial, math.ceil(rate * args.seconds))
            ways = [("local", 1), ("local", args.jobs)] + ([("ray", args.jobs)] if ray is not None else [])
            rows: list[list[float]] = []
            for round_ in range(args.rounds):
                way = functools.partial(
                    simulate, title, agents, games=games, seed=round_ * games, records=args.records
                )
                rows.append([timed(functools.partial(way, backend=b, jobs=j), games) for b, j in ways])
            seconds = [statistics.median(row[i] for row in rows) for i in range(len(ways))]
            here = seconds[0]
            cells = [f"{title} ({players})", f"{games:,}", f"{games / here:,.0f}"]
            for (_, jobs), taken in zip(ways[1:], seconds[1:], strict=True):
                cells += [
                    f"{games / taken:,.0f}",
                    f"{here / taken:.2f}",
                    f"{1000 * (jobs * taken - here) / games:.3f}",
                ]
            print("  ".join(cells), flush=True)
    finally:
        if ray is not None:
            ray.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
