"""Draw the picture the README shows: a Bison game in its last season, as seat 0 sees it.

    python3 tools/readme_picture.py          # writes docs/images/bison.svg
    python3 tools/readme_picture.py --check  # exit status 1 if the file is not what the code draws

The position comes from a seeded game between greedy bots, so the picture
changes only when the drawing or the rules do; a test runs ``--check``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import tablerules
from tablerules.bots import GreedyAgent
from tablerules.core.play import play_state

PICTURE = Path(__file__).resolve().parent.parent / "docs" / "images" / "bison.svg"
#: The seed of the game, and the step it is shown at.
SEED, STEP = 5, 250


def draw() -> str:
    """Step ``STEP`` of game ``SEED``, as seat 0 sees it, the last action and its moves marked."""
    game = tablerules.load("bison")
    _, actions = play_state(game.setup(players=3), [GreedyAgent()] * 3, seed=SEED)
    state = game.setup(players=3).apply_all(actions[:STEP])
    return state.svg(0, last=actions[STEP - 1], targets=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    picture = draw()
    if args.check:
        if not PICTURE.is_file() or PICTURE.read_text(encoding="utf-8") != picture:
            print(
                f"{PICTURE} is not what the code draws now: run python3 tools/readme_picture.py",
                file=sys.stderr,
            )
            return 1
        return 0
    PICTURE.write_text(picture, encoding="utf-8")
    print(f"wrote {PICTURE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
