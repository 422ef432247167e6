"""SHA-256 digests of the records and pictures of seeded games, to show that a refactoring changes neither.

Run from the repository root:

    python3 tools/digests.py --write tests/conformance/digests.json   # note them down, before
    python3 tools/digests.py --check tests/conformance/digests.json   # exit status 1 on any change
    python3 tools/digests.py --check tests/conformance/digests.json --title bison --verbose

``--verbose`` prints every game's digest and, for a configuration that changed, which of its
games differ from the ones noted down. ``--jobs N`` digests N configurations at a time. The
script imports ``tablerules`` as installed, so ``PYTHONPATH=<another checkout>/src`` digests
that checkout's code. ``tests/conformance/test_digests.py`` (``pytest -m slow``) runs the same.

A configuration is a built-in title, one of its variants and a player count, written
``title/variant/players``. Its two digests:

records
    the JSON text (``Record.to_json``) of 15 games between random agents, seeds 1 to 15, and
    of one game between greedy agents, seed 1, each played by ``tablerules.play``;
pictures
    along the first 4 of those random games, at every position from the first to the last
    (chance nodes included): ``str(state)``; for the spectator and every seat,
    ``str(state.view(seat))``, ``state.svg(seat, last=<the action that led here>,
    targets=True)`` and the next action's notation as that seat sees it; at the end, the
    score sheet's table, the outcome and its summary.

Each game has a digest of its own; a configuration's digest is the SHA-256 of its games'
digests, one a line.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, TypedDict

import tablerules
from tablerules.bots import GreedyAgent, RandomAgent

__all__ = [
    "BUILT_IN",
    "GAMES",
    "PICTURED",
    "Digests",
    "compare",
    "configurations",
    "digest",
    "main",
]

#: The titles digested; any other registered title is left out.
BUILT_IN = ("beasty-borders", "bison", "great-plains", "manitou")
#: The seeds of the games between random agents.
GAMES = range(1, 16)
#: How many of those games, the first ones, are pictured.
PICTURED = 4
#: The seed of the one game between greedy agents.
GREEDY_SEED = 1


class Digests(TypedDict):
    """A configuration's two digests, and each game's (by name: ``random 1``, ``greedy 1``)."""

    records: str
    pictures: str
    games: dict[str, dict[str, str]]


def configurations(titles: Sequence[str] | None = None) -> list[str]:
    """Every ``title/variant/players`` of the built-in titles (of ``titles`` only, if given)."""
    found = []
    for title in tablerules.titles():
        if title not in BUILT_IN or (titles is not None and title not in titles):
            continue
        game = tablerules.load(title)
        found += [
            f"{title}/{variant}/{players}" for variant in game.variants() for players in game.player_counts
        ]
    return found


def _combined(games: dict[str, str]) -> str:
    return hashlib.sha256("\n".join(games.values()).encode()).hexdigest()


def _pictures(record: tablerules.Record) -> Iterator[tuple[str, str]]:
    """Every text and picture of the game, each with a label that says where it is from."""
    game = record.game
    players = record.players
    seats: tuple[int | None, ...] = (None, *range(players))
    last: tablerules.Action | None = None
    state: Any = None
    for step, state in enumerate(record.states()):
        yield f"state {step}", str(state)
        for seat in seats:
            yield f"view {step} {seat}", str(state.view(seat))
            yield f"svg {step} {seat}", state.svg(seat, last=last, targets=True)
        if step < len(record.actions):
            last = record.actions[step]
            for seat in seats:
                yield f"notation {step} {seat}", state.notation_for(last, seat)
    names = game.seat_names(players)
    outcome = state.outcome()
    yield "score sheet", state.score_sheet().table(names)
    yield "outcome", str(outcome)
    yield "summary", outcome.summary(names, plural=game.seat_names_are_plural)


def _picture_digest(record: tablerules.Record) -> str:
    digest = hashlib.sha256()
    for label, text in _pictures(record):
        data = text.encode()
        digest.update(f"{label}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()


def digest(configuration: str) -> Digests:
    """The digests of one ``title/variant/players``."""
    title, variant, count = configuration.split("/")
    game = tablerules.load(title)
    options = game.variants()[variant]
    players = int(count)
    records = {
        f"random {seed}": tablerules.play(game, [RandomAgent()] * players, seed=seed, options=options)
        for seed in GAMES
    }
    records[f"greedy {GREEDY_SEED}"] = tablerules.play(
        game, [GreedyAgent()] * players, seed=GREEDY_SEED, options=options
    )
    record_games = {
        name: hashlib.sha256(record.to_json().encode()).hexdigest() for name, record in records.items()
    }
    picture_games = {
        f"random {seed}": _picture_digest(records[f"random {seed}"]) for seed in list(GAMES)[:PICTURED]
    }
    return {
        "records": _combined(record_games),
        "pictures": _combined(picture_games),
        "games": {"records": record_games, "pictures": picture_games},
    }


def _timed(configuration: str) -> tuple[str, Digests, float]:
    start = time.perf_counter()
    digests = digest(configuration)
    return configuration, digests, time.perf_counter() - start


def compute(chosen: Sequence[str], jobs: int = 1, *, progress: bool = False) -> dict[str, Digests]:
    """The digests of every configuration in ``chosen``, ``jobs`` processes at a time."""
    done: dict[str, Digests] = {}
    pool = multiprocessing.Pool(jobs) if jobs > 1 else None
    try:
        results = pool.imap_unordered(_timed, chosen) if pool is not None else map(_timed, chosen)
        for configuration, digests, seconds in results:
            done[configuration] = digests
            if progress:
                print(f"{configuration}: {seconds:.1f} s", file=sys.stderr)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return {configuration: done[configuration] for configuration in chosen}


def compare(configuration: str, noted: Digests | None, now: Digests | None) -> list[str]:
    """What differs between the digests noted down and those of now, one line each; none if equal."""
    if noted is None:
        return [f"{configuration}: not noted down (a new configuration?)"]
    if now is None:
        return [f"{configuration}: noted down, but the code has no such configuration now"]
    lines = []
    for part, before, after in (
        ("records", noted["records"], now["records"]),
        ("pictures", noted["pictures"], now["pictures"]),
    ):
        if before != after:
            games = noted.get("games", {}).get(part, {})
            changed = [
                name for name, value in now["games"][part].items() if games and games.get(name) != value
            ]
            which = f" (games: {', '.join(changed)})" if changed else ""
            lines.append(f"{configuration}: the {part} changed{which}")
    return lines


def main(argv: list[str] | None = None) -> int:
    """The command line; returns the exit status."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--write", type=Path, metavar="PATH", help="write the digests to PATH as JSON")
    what.add_argument(
        "--check", type=Path, metavar="PATH", help="compare with PATH; exit status 1 on a change"
    )
    parser.add_argument("--title", action="append", choices=BUILT_IN, help="only this title (repeatable)")
    parser.add_argument("--jobs", type=int, default=1, help="configurations digested at a time (default 1)")
    parser.add_argument(
        "--verbose", action="store_true", help="print every game's digest, and the time taken"
    )
    args = parser.parse_args(argv)
    chosen = configurations(args.title)
    if args.verbose:
        print(f"digesting the code of {Path(tablerules.__file__).parent}", file=sys.stderr)
    start = time.perf_counter()
    now = compute(chosen, max(1, args.jobs), progress=args.verbose)
    if args.verbose:
        for configuration, digests in now.items():
            for part, games in digests["games"].items():
                for name, value in games.items():
                    print(f"{configuration} {part} {name}: {value}")
        print(f"{len(now)} configurations in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    if args.write is not None:
        kept: dict[str, Digests] = {}
        if args.title and args.write.is_file():  # the other titles' digests stay as they were
            kept = json.loads(args.write.read_text(encoding="utf-8"))
        kept.update(now)
        args.write.write_text(json.dumps(dict(sorted(kept.items())), indent=1) + "\n", encoding="utf-8")
        print(f"wrote the digests of {len(now)} configurations to {args.write}")
        return 0
    noted: dict[str, Digests] = json.loads(args.check.read_text(encoding="utf-8"))
    if args.title:
        noted = {key: value for key, value in noted.items() if key.split("/")[0] in args.title}
    changes = [
        line
        for configuration in sorted({*noted, *now})
        for line in compare(configuration, noted.get(configuration), now.get(configuration))
    ]
    for line in changes:
        print(line)
    if changes:
        return 1
    print(f"the digests of {len(now)} configurations are as noted down in {args.check}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
