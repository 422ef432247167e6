"""Sphinx configuration for the tablerules documentation."""

from __future__ import annotations

import importlib.util
import sys
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _distribution_version
from pathlib import Path

from sphinx.application import Sphinx

project = "tablerules"
author = "The tablerules developers"
copyright = "2026, The tablerules developers"

try:
    release = _distribution_version("tablerules")
except PackageNotFoundError:
    # Not installed: document the source tree so a plain checkout still builds.
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    release = "0.0.0+unknown"
version = ".".join(release.split(".")[:2])

# No napoleon: the docstrings are plain prose, not Google or NumPy sections,
# and napoleon would read a first line like "The laid board: derived from ..."
# on an attribute or property as "type: description" and print it as a type.
# docs/_ext/pictures.py draws the rules pages' SVG pictures at build time.
sys.path.insert(0, str(Path(__file__).resolve().parent / "_ext"))
extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
    "sphinx.ext.viewcode",
    "pictures",
]
# No intersphinx: CI builds with no network access beyond package registries.

exclude_patterns = ["_build", "_generated", "pictures", "_ext", "Thumbs.db", ".DS_Store"]
language = "en"

autodoc_typehints = "description"
autodoc_member_order = "bysource"
nitpicky = False

# The how-to guide's example titles are files of the repository, imported by its doctests.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples" / "titles"))
doctest_global_setup = "import tablerules"

html_theme = "furo"
html_title = f"tablerules {release}"
# docs/_static/tablerules.css fits wide tables and long code lines into Furo's column.
html_static_path = ["_static"]
html_css_files = ["tablerules.css"]


def _draw_web_picture(app: Sphinx) -> None:
    """Draw web.rst's picture of a position with tools/docs_pictures.py, as the rules pages'
    pictures are drawn (docs/_ext/pictures.py): at every build, never kept."""
    script = Path(__file__).resolve().parent.parent / "tools" / "docs_pictures.py"
    spec = importlib.util.spec_from_file_location("_tablerules_docs_pictures", script)
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {script}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    target = Path(__file__).resolve().parent / "_generated" / "pictures" / "web-position.svg"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(module.position(), encoding="utf-8")


def setup(app: Sphinx) -> None:
    app.connect("builder-inited", _draw_web_picture)
