"""Play a seeded game of Beasty Borders between two random agents and save it.

Run it with ``python3 examples/play_and_save.py``: it prints the final
position and the score sheet, and writes the record to ``game.json`` in the
current directory. ``examples/replay_record.py`` reads that file back.
"""

from pathlib import Path

import tablerules
from tablerules.bots import RandomAgent

SEED = 2026  # the same seed always plays the same game


def main() -> None:
    game = tablerules.load("beasty-borders")

    # One agent per seat; chance (tiles, dice) is drawn from the seed.
    record = tablerules.play(game, [RandomAgent(), RandomAgent()], seed=SEED)

    # The record holds every action; replaying it gives the final position.
    final = record.replay()
    print(final)
    print()
    print(final.score_sheet().table(["farm", "wild"]))
    print()
    print("scores:", final.scores())

    path = Path("game.json")
    path.write_text(record.to_json(), encoding="utf-8")
    print(f"saved {len(record.actions)} actions to {path.resolve()}")


if __name__ == "__main__":
    main()
