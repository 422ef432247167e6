"""Running a line of Python under other hash seeds, for tests of what must not depend on them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def printed_under(program: str, seeds: tuple[str, ...] = ("0", "1", "4242")) -> set[str]:
    """What ``python -c program`` prints under each hash seed, run from the repository root
    (so ``tests.…`` and ``tablerules`` import); one text where nothing depends on the seed."""
    return {
        subprocess.run(
            [sys.executable, "-c", program],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
            env={
                **os.environ,
                "PYTHONHASHSEED": seed,
                "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "src")]),
            },
        ).stdout
        for seed in seeds
    }
