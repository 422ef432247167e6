"""Sphinx configuration for the tablerules documentation."""

from __future__ import annotations

import sys
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _distribution_version
from pathlib import Path

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

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.doctest",
    "sphinx.ext.viewcode",
]
# No intersphinx: CI builds with no network access beyond package registries.

exclude_patterns = ["_build", "Thumbs.db", ".DS_Store"]
language = "en"

autodoc_typehints = "description"
autodoc_member_order = "bysource"
nitpicky = False

napoleon_google_docstring = True
napoleon_numpy_docstring = False

doctest_global_setup = "import tablerules"

html_theme = "furo"
html_title = f"tablerules {release}"
