"""How strong the bots are: one agent against others, seats rotated, for every title.

    python3 benchmarks/strength.py                          # greedy against random, 200 games a row
    python3 benchmarks/strength.py --title manitou --games 400
    python3 benchmarks/strength.py --agent mcts:200 --against greedy --title great-plains

Each row plays ``--games`` seeded games of one title and player count: the
agent under test takes seat 0 in the first game, seat 1 in the second, and
so on round the table; every other seat is the opponent agent. It prints
how often the agent won alone, shared the win and lost, its win rate (a
shared win counts as a win split between the winners) with a 95% Wilson
interval on the games it won alone, its mean score difference
(:func:`tablerules.bots.greedy.score_difference`) at the end, and the
seconds a game took. Figures go in docs/bots.rst; no test asserts them.
"""

from __future__ import annotations

import argparse
import platform
import time

import tablerules
from tablerules.bots import agent_named
from tablerules.bots.greedy import score_difference
from tablerules.core.play import Agent
from tablerules.sim.arena import wilson


def agent(name: str) -> Agent:
    """The agent ``name`` stands for (:func:`tablerules.bots.agent_named`), for argparse."""
    try:
        return agent_named(name)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--title", choices=tablerules.titles(), help="one title (default: every title)")
    parser.add_argument("--agent", type=agent, default="greedy", help="the agent under test (default greedy)")
    parser.add_argument(
        "--against", type=agent, default="random", help="the agent in every other seat (default random)"
    )
    parser.add_argument("--games", type=int, default=200, help="games per row (default 200)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")

    print(f"tablerules {tablerules.__version__}, Python {platform.python_version()}, {platform.machine()}")
    print(f"{args.agent!r} against {args.against!r}, {args.games} games a row, seats rotated")
    print(
        f"{'title':16} {'players':>7} {'won':>5} {'shared':>6} {'lost':>5} {'win rate':>8} "
        f"{'95% (alone)':>13} {'mean diff':>9} {'s/game':>7}"
    )
    for title in [args.title] if args.title else tablerules.titles():
        game = tablerules.load(title)
        for players in game.player_counts:
            won = shared = lost = 0
            rate = difference = 0.0
            start = time.process_time()
            for index in range(args.games):
                seat = index % players
                agents = [args.against] * players
                agents[seat] = args.agent
                final = tablerules.play(game, agents, seed=args.seed + index).replay()
                winners = final.outcome().winners  # type: ignore[union-attr]
                if seat in winners:
                    rate += 1 / len(winners)
                    if len(winners) == 1:
                        won += 1
                    else:
                        shared += 1
                else:
                    lost += 1
                difference += score_difference(final, seat)
            seconds = (time.process_time() - start) / args.games
            low, high = wilson(won, args.games)
            print(
                f"{title:16} {players:>7} {won:>5} {shared:>6} {lost:>5} {rate / args.games:>8.2f} "
                f"{f'{low:.2f}-{high:.2f}':>13} {difference / args.games:>9.1f} {seconds:>7.3f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
