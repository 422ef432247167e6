"""How many legal actions a Bison decision offers, over seeded random games.

    python3 benchmarks/bison_branching.py                # 2,000 games a row
    python3 benchmarks/bison_branching.py --games 200

For every variant and player count, plays ``--games`` games between random
agents exactly as ``benchmarks/run.py`` does (the same seeds, the same
generators as ``tablerules.core.play.play_state``, so the same games) and
prints the mean and the largest number of legal actions at one decision
(chance draws not counted), and the phase where the largest was met. Search
code can size its buffers by it; the figure goes in docs/performance.rst.
"""

from __future__ import annotations

import argparse
import random

import tablerules
from tablerules.bison import Options
from tablerules.core.chance import CHANCE, sample_outcome


def branching(players: int, options: Options, games: int, seed: int) -> tuple[int, str, int, int]:
    """The largest number of legal actions at one decision, its phase, the decisions and their actions."""
    game = tablerules.load("bison")
    largest, where, decisions, offered = 0, "", 0, 0
    for index in range(games):
        state = game.setup(players=players, options=options)
        chance_rng = random.Random(f"{seed + index}:chance")
        seat_rngs = [random.Random(f"{seed + index}:seat{seat}") for seat in range(players)]
        while (seat := state.to_move) is not None:
            if seat is CHANCE:
                action = sample_outcome(state.chance_outcomes(), chance_rng)
            else:
                legal = state.legal_actions()
                decisions += 1
                offered += len(legal)
                if len(legal) > largest:
                    largest, where = len(legal), state.phase.value
                action = legal[seat_rngs[seat].randrange(len(legal))]
            state = state.apply(action)
    return largest, where, decisions, offered


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=2000, help="games per row (default 2000)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    print(f"{args.games} random games a row, seeds from {args.seed}")
    print(f"{'variant':10} {'players':>7} {'decisions/game':>14} {'mean legal':>10} {'largest':>7}  phase")
    for variant, options in tablerules.load("bison").variants().items():
        for players in (2, 3, 4):
            largest, where, decisions, offered = branching(players, options, args.games, args.seed)
            print(
                f"{variant:10} {players:>7} {decisions / args.games:>14.1f} {offered / decisions:>10.1f} "
                f"{largest:>7}  {where}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
