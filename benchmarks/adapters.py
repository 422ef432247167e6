"""How fast the PettingZoo environment runs, next to bare play: decisions per second.

    python3 benchmarks/adapters.py                         # every title, each player count
    python3 benchmarks/adapters.py --title manitou --games 40 --rounds 5

Needs the extra: ``pip install ".[pettingzoo]"``. For each title and player
count, each round plays ``--games`` random games twice, interleaved: with
bare ``play_state`` and random agents, and through the AEC loop of
:func:`tablerules.adapters.pettingzoo.env` the way a learning loop drives it
(``last()``, which builds the observation vector and the action mask, then a
random legal number, then ``step``). It prints the decisions per second of
both and their ratio, the median over the rounds; a busy machine slows both
sides alike. Figures go in docs/interop.rst; no test asserts them.

``--free-observation`` adds a third side, a diagnostic: the same loop with
an environment whose observation vector costs nothing (a fixed vector, no
view made), the mask made as usual. Its ratio is the most the environment
could reach by making observations cheaper alone.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time
from typing import Any

import numpy as np

import tablerules
from tablerules.adapters._common import Configuration, configure
from tablerules.adapters.pettingzoo import TablerulesEnv, env
from tablerules.bots import RandomAgent
from tablerules.core.play import play_state


def bare(title: str, players: int, seeds: range) -> tuple[int, float]:
    """Decisions (chance steps not counted) and seconds of random games with ``play_state``."""
    game = tablerules.load(title)
    agents = [RandomAgent()] * players
    games, start = [], time.perf_counter()
    for seed in seeds:
        games.append(play_state(game.setup(players=players), agents, seed=seed)[1])
    seconds = time.perf_counter() - start
    decisions = 0
    for actions in games:  # counted after the clock stopped
        state = game.setup(players=players)
        for action in actions:
            decisions += state.to_move is not tablerules.CHANCE
            state = state.apply(action)
    return decisions, seconds


class FreeObservation(TablerulesEnv):
    """The environment with one fixed observation vector: what the rest of a step costs."""

    def __init__(self, configuration: Configuration) -> None:
        super().__init__(configuration)
        self._fixed = np.zeros(len(configuration.layout.highs()), dtype=self._dtype)

    def _vector(self, seat: int) -> Any:
        return self._fixed


def through_pettingzoo(environment: TablerulesEnv, seeds: range) -> tuple[int, float]:
    """Decisions and seconds of random games through the AEC loop."""
    decisions, start = 0, time.perf_counter()
    for seed in seeds:
        environment.reset(seed=seed)
        rng = random.Random(seed)
        for _ in environment.agent_iter():
            observation, _, terminated, truncated, _ = environment.last()
            if terminated or truncated:
                environment.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            environment.step(int(legal[rng.randrange(len(legal))]))
            decisions += 1
    return decisions, time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--title", choices=tablerules.titles(), help="one title (default: every title)")
    parser.add_argument("--games", type=int, default=30, help="games per round and side (default 30)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds; the median is printed (default 3)")
    parser.add_argument(
        "--free-observation",
        action="store_true",
        help="also run the loop with a fixed observation vector (a diagnostic)",
    )
    args = parser.parse_args(argv)
    if min(args.games, args.rounds) < 1:
        parser.error("--games and --rounds must be at least 1")

    print(f"tablerules {tablerules.__version__}, Python {platform.python_version()}, {platform.machine()}")
    print(f"{args.games} games a round and side, median of {args.rounds} rounds")
    free = args.free_observation
    print(
        f"{'title':16} {'players':>7} {'bare decisions/s':>16} {'AEC decisions/s':>15} {'ratio':>6}"
        + (f" {'ratio, free observation':>23}" if free else "")
    )
    for title in [args.title] if args.title else tablerules.titles():
        for players in tablerules.load(title).player_counts:
            environment = env(title, players)
            diagnostic = FreeObservation(configure(title, players, None))
            rates: list[tuple[float, float, float]] = []
            for round_ in range(args.rounds):
                seeds = range(round_ * args.games, (round_ + 1) * args.games)
                steps, bare_seconds = bare(title, players, seeds)
                decisions, aec_seconds = through_pettingzoo(environment, seeds)
                fixed = through_pettingzoo(diagnostic, seeds) if free else (decisions, aec_seconds)
                rates.append((steps / bare_seconds, decisions / aec_seconds, fixed[0] / fixed[1]))
            ratio = statistics.median(aec / plain for plain, aec, _ in rates)
            plain = statistics.median(rate for rate, _, _ in rates)
            aec = statistics.median(rate for _, rate, _ in rates)
            line = f"{title:16} {players:>7} {plain:>16,.0f} {aec:>15,.0f} {ratio:>6.2f}"
            if free:
                line += f" {statistics.median(rate / plain for plain, _, rate in rates):>23.2f}"
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
