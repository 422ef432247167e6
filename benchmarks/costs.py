"""What the calls around play cost, as multiples of one checked ``apply``.

    python3 benchmarks/costs.py                    # every title, each player count
    python3 benchmarks/costs.py --title manitou --games 40 --rounds 7

For each title and player count, each round plays new random games and
keeps their records. It then times, on every position of those games the
moment a replay has made it (fresh: nothing has asked it anything yet, as in
a game or a search):

- ``apply``: the action the game took there, once, as play applies it;
- ``scores()``, as search calls it;
- ``str(view)`` for the seat to move (a spectator's at chance nodes), as a
  front end or learning code calls it at every step;

and, per action of the records, ``Record.from_json`` and ``replay``. Each
cost is printed as a multiple of the round's ``apply`` (the median of the
rounds), so a busy machine slows both sides alike; ``apply`` itself in
microseconds. The replay between the timed calls is not timed, and each
timed call meets a position that nothing has asked anything yet.
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


def timed_along(records: Sequence[Record], measure: Callable[[Any, Any], object]) -> float:
    """Seconds per call of ``measure(state, action)``, timed along a replay of every record.

    Each position is measured the moment the replay has made it, before
    anything else has asked it a question: fresh, as in a game or a search.
    The replay's own steps are not timed.
    """
    clock = time.perf_counter
    total, calls = 0.0, 0
    for record in records:
        state = record.game.setup(players=record.players, options=record.options)
        for action in record.actions:
            start = clock()
            result = measure(state, action)
            total += clock() - start
            calls += 1
            # Timing apply made the next position already; anything else, the replay makes it.
            state = result if measure is _apply else state.apply(action)
    return total / calls


def _apply(state: Any, action: Any) -> object:
    return state.apply(action)


def _scores(state: Any, action: Any) -> object:
    return state.scores()


def _view(state: Any, action: Any) -> object:
    seat = state.to_move
    return str(state.view(seat if type(seat) is int else None))


def seconds(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def round_costs(records: Sequence[Record], texts: Sequence[str]) -> dict[str, float]:
    """One round: seconds per call of each thing timed."""
    actions = sum(len(record.actions) for record in records)
    return {
        "apply": timed_along(records, _apply),
        "scores": timed_along(records, _scores),
        "view": timed_along(records, _view),
        "from_json": seconds(lambda: [Record.from_json(text) for text in texts]) / actions,
        "replay": seconds(lambda: [record.replay() for record in records]) / actions,
    }


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
            rounds = []
            for number in range(args.rounds):
                # New games each round: the same ones again would find every cache
                # keyed by position warm with their very positions.
                records = records_of(game, players, args.games, args.seed + number * args.games)
                rounds.append(round_costs(records, [record.to_json() for record in records]))
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
