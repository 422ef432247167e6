"""Seeded games keep their records and pictures: the digests noted down in ``digests.json``.

``tools/digests.py`` computes them (what goes in: its docstring) and wrote the file from the
code before a refactoring; a refactoring changes no record and no picture. Recomputing all
takes a minute or two: ``python3 -m pytest -m slow tests/conformance/test_digests.py``.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTED = Path(__file__).with_name("digests.json")


def _tool() -> ModuleType:
    """``tools/digests.py``, the one place the digests are computed."""
    name = "tablerules_tools_digests"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / "digests.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


digests = _tool()
NOTED_DIGESTS = json.loads(NOTED.read_text(encoding="utf-8"))


def test_every_configuration_is_noted_down() -> None:
    assert sorted(digests.configurations()) == sorted(NOTED_DIGESTS)


@pytest.mark.slow
@pytest.mark.parametrize("configuration", sorted(NOTED_DIGESTS))
def test_the_records_and_pictures_of_seeded_games_are_as_noted_down(configuration: str) -> None:
    title = configuration.split("/")[0]
    now = digests.digest(configuration) if configuration in digests.configurations([title]) else None
    changes = digests.compare(configuration, NOTED_DIGESTS[configuration], now)
    assert not changes, (
        "\n".join(changes) + "\nlocate the game: python3 tools/digests.py"
        f" --check {NOTED.relative_to(ROOT)} --title {title} --verbose"
        " ('random N' is tablerules.play(game, [RandomAgent()] * players, seed=N,"
        " options=game.variants()[variant]), 'greedy N' the same with GreedyAgent)"
    )
