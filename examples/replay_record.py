"""Replay a saved game of Beasty Borders position by position.

Reads ``game.json`` from the current directory (as written by
``examples/play_and_save.py``); if there is none, it first plays a seeded
game and saves it, so the example also runs on its own.
"""

from pathlib import Path

import tablerules
from tablerules.bots import RandomAgent

PATH = Path("game.json")


def ensure_record() -> None:
    """Write a record to ``game.json`` unless one is there already."""
    if PATH.exists():
        return
    game = tablerules.load("beasty-borders")
    record = tablerules.play(game, [RandomAgent(), RandomAgent()], seed=2026)
    PATH.write_text(record.to_json(), encoding="utf-8")
    print(f"no {PATH} found: played a seeded game and saved it\n")


def main() -> None:
    ensure_record()

    # from_json checks every action against the rules while it reads them,
    # so a damaged file raises RecordError naming the step that fails.
    record = tablerules.Record.from_json(PATH.read_text(encoding="utf-8"))

    # states() yields the first position and then one after each action.
    states = list(record.states())
    print("start")
    print(states[0])
    for step, (action, state) in enumerate(zip(record.actions, states[1:], strict=True), start=1):
        print(f"\nstep {step}: {action}")
        print(state)

    outcome = states[-1].outcome()
    if outcome is None:
        print("\nthe record stops before the end of the game")
    else:
        # One line: the scores, then the winner and any tie-break, or the draw.
        print(f"\n{outcome.summary(record.game.seat_names(record.players))}")


if __name__ == "__main__":
    main()
