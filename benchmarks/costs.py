"""What the calls around play cost, as multiples of one checked ``apply``.

    python3 benchmarks/costs.py                    # every title, each player count
    python3 benchmarks/costs.py --title manitou --games 40 --rounds 7

For each title and player count, random games are played and every position
of them kept. Each round then times, one after the other on the same
positions:

- ``apply``: the action the game took there;
- ``scores()``, as search calls it;
- ``str(view)`` for the seat to move (a spectator's at chance nodes), as a
  front end or learning code calls it at every step;
- ``Record.from_json`` and ``replay``, each per action of the record.

Each cost is printed as a multiple of the round's ``apply`` (the median of
the rounds), so a busy machine slows both sides alike. The positions are
made anew by replaying the records before each of the first three is timed,
so nothing is cached in them yet: each is a fresh child state, as search
meets it.
Figures go in docs/performance.rst; no test asserts a timing.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core.play import play_state
from tablerules.core.record import Record


def records_of(game: Any, players: int, games: int, seed: int) -> list[Record]:
    """The records of ``games`` seeded random games."""
    found = []
    for index in range(games):
        state = game.setup(players=players)
        _, actions = play_state(state, [RandomAgent()] * players, seed=seed + index)
        found.append(Record(game.id, players, game.options_type(), tuple(actions)))
    return found


def fresh_pairs(records: Sequence[Record]) -> list[tuple[Any, Any]]:
    """Every position of the records before its action, made anew (nothing cached in them yet)."""
    pairs = []
    for record in records:
        for state, action in zip(record.states(), record.actions, strict=False):
            pairs.append((state, action))
    return pairs


def seconds(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def round_costs(records: Sequence[Record], texts: Sequence[str]) -> dict[str, float]:
    """One round: seconds per call of each thing timed, each on positions made anew."""
    actions = sum(len(record.actions) for record in records)
    pairs = fresh_pairs(records)
    apply = seconds(lambda: [state.apply(action) for state, action in pairs]) / len(pairs)
    fresh = [state for state, _ in fresh_pairs(records)]
    scores = seconds(lambda: [state.scores() for state in fresh]) / len(fresh)
    fresh = [state for state, _ in fresh_pairs(records)]
    seats = [state.to_move if type(state.to_move) is int else None for state in fresh]
    view = seconds(lambda: [str(state.view(seat)) for state, seat in zip(fresh, seats, strict=True)]) / len(
        fresh
    )
    read = seconds(lambda: [Record.from_json(text) for text in texts]) / actions
    replay = seconds(lambda: [record.replay() for record in records]) / actions
    return {"apply": apply, "scores": scores, "view": view, "from_json": read, "replay": replay}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--title", choices=tablerules.titles(), help="one title (default: every title)")
    parser.add_argument("--games", type=int, default=20, help="games whose positions are timed (default 20)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds; the median counts (default 5)")
    parser.add_argument("--seed", type=int, default=0, help="first seed (default 0)")
    args = parser.parse_args(argv)
    if args.games < 1 or args.rounds < 1:
        parser.error("--games and --rounds must be at least 1")
    print(f"tablerules {tablerules.__version__}, Python {platform.python_version()}, {platform.machine()}")
    print(f"positions of {args.games} games, median of {args.rounds} rounds; costs as multiples of apply")
    print(
        f"{'title':16} {'players':>7} {'apply µs':>9} {'scores()':>9} {'str(view)':>10} "
        f"{'from_json':>10} {'replay':>7}"
    )
    for title in [args.title] if args.title else tablerules.titles():
        game = tablerules.load(title)
        for players in game.player_counts:
            records = records_of(game, players, args.games, args.seed)
            texts = [record.to_json() for record in records]
            rounds = [round_costs(records, texts) for _ in range(args.rounds)]
            ratio = {
                name: statistics.median(r[name] / r["apply"] for r in rounds)
                for name in ("scores", "view", "from_json", "replay")
            }
            apply_us = statistics.median(r["apply"] for r in rounds) * 1e6
            print(
                f"{title:16} {players:>7} {apply_us:>9.1f} {ratio['scores']:>9.2f} {ratio['view']:>10.2f} "
                f"{ratio['from_json']:>10.2f} {ratio['replay']:>7.2f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
