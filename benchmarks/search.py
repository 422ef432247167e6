"""How fast Monte Carlo tree search runs: playouts per second, for every title.

    python3 benchmarks/search.py                       # every title, each player count
    python3 benchmarks/search.py --title bison --positions 20 --playouts 200

For each title and player count it plays ``--games`` seeded random games,
takes every position along them where a seat has a choice of more than one
action, and keeps ``--positions`` of them spread evenly over the games (so
early, middle and late positions all count). At each it times
``MCTSAgent(iterations=--playouts).choose`` on the seat's view, in processor
seconds, and prints the playouts per second over all of them, the seconds a
decision takes at the agent's default budget (1,000 playouts), and the steps
a random game takes (a playout plays the rest of one). Figures go in
docs/bots.rst; no test asserts a timing.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from typing import Any

import tablerules
from tablerules.bots import MCTSAgent, RandomAgent
from tablerules.core.play import play_state


def positions_of(game: Any, players: int, games: int, wanted: int, seed: int) -> tuple[list[Any], float]:
    """``wanted`` positions with a real choice, evenly spread over ``games`` random
    games, and the mean number of steps in those games."""
    found, steps = [], 0
    for index in range(games):
        state = game.setup(players=players)
        _, actions = play_state(state, [RandomAgent()] * players, seed=seed + index)
        steps += len(actions)
        for action in actions:
            if state.to_move is not tablerules.CHANCE and len(state.legal_actions()) > 1:
                found.append(state)
            state = state.apply(action)
    stride = max(1, len(found) // wanted)
    return found[::stride][:wanted], steps / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--title", choices=tablerules.titles(), help="one title (default: every title)")
    parser.add_argument("--games", type=int, default=10, help="random games to take positions from")
    parser.add_argument("--positions", type=int, default=40, help="positions searched per row")
    parser.add_argument("--playouts", type=int, default=250, help="playouts per search (default 250)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    args = parser.parse_args(argv)
    if min(args.games, args.positions, args.playouts) < 1:
        parser.error("--games, --positions and --playouts must be at least 1")

    print(f"tablerules {tablerules.__version__}, Python {platform.python_version()}, {platform.machine()}")
    print(f"MCTSAgent(iterations={args.playouts}) at {args.positions} positions a row, processor time")
    print(f"{'title':16} {'players':>7} {'steps/game':>10} {'playouts/s':>10} {'s/decision at 1,000':>20}")
    agent = MCTSAgent(iterations=args.playouts)
    for title in [args.title] if args.title else tablerules.titles():
        game = tablerules.load(title)
        for players in game.player_counts:
            positions, steps = positions_of(game, players, args.games, args.positions, args.seed)
            rng = random.Random(args.seed)
            start = time.process_time()
            for state in positions:
                agent.choose(state.view(state.to_move), state.legal_actions(), rng)
            rate = len(positions) * args.playouts / (time.process_time() - start)
            print(f"{title:16} {players:>7} {steps:>10.0f} {rate:>10,.0f} {1000 / rate:>20.2f}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
