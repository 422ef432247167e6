"""The picture the README shows is what the code draws now (``python3 tools/readme_picture.py``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tablerules.testing import check_svg_text

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_picture_is_drawn_by_the_code_of_today() -> None:
    check_svg_text((ROOT / "docs" / "images" / "bison.svg").read_text(encoding="utf-8"))
    assert "(docs/images/bison.svg)" in (ROOT / "README.md").read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "readme_picture.py"), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
