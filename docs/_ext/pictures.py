"""Sphinx extension: the SVG pictures of the rules pages, drawn when the docs are built.

Each module ``docs/pictures/<name>.py`` has a function ``pictures()`` that
returns a mapping from a file name (``"bison-mountain.svg"``) to SVG text,
drawn with ``State.svg`` from positions the module builds. Before Sphinx
reads a page, every picture is written to ``docs/_generated/pictures/``,
which pages show with ``.. image:: /_generated/pictures/<file>``. So the
pictures always show what the code draws now; none is kept in the
repository.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.errors import ExtensionError

HERE = Path(__file__).resolve().parent.parent
SOURCES = HERE / "pictures"
TARGET = HERE / "_generated" / "pictures"


def draw_all(sources: Path = SOURCES, target: Path = TARGET) -> list[Path]:
    """Write every picture of every module in ``sources`` to ``target``; return the files."""
    target.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for source in sorted(sources.glob("*.py")):
        spec = importlib.util.spec_from_file_location(f"_tablerules_pictures_{source.stem}", source)
        if spec is None or spec.loader is None:
            raise ExtensionError(f"cannot load {source}")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        drawn: Mapping[str, str] = module.pictures()
        for name, svg in drawn.items():
            if not name.endswith(".svg") or "/" in name:
                raise ExtensionError(f"{source.name}: a picture is a plain name ending in .svg, not {name!r}")
            path = target / name
            path.write_text(svg, encoding="utf-8")
            written.append(path)
    return written


def _on_builder_inited(app: Sphinx) -> None:
    draw_all()


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("builder-inited", _on_builder_inited)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
