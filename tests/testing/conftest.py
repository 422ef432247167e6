"""The how-to's example titles, importable by the checker's tests without installing them."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "titles"))
