"""The public names: exported, importable, the same objects everywhere, and typed."""

from __future__ import annotations

import importlib
import importlib.metadata
import importlib.resources

import pytest

import tablerules

PACKAGES = [
    "tablerules",
    "tablerules.core",
    "tablerules.bots",
    "tablerules.beasty_borders",
    "tablerules.great_plains",
    "tablerules.manitou",
]


@pytest.mark.parametrize("package", PACKAGES)
def test_every_name_in_all_is_importable(package: str) -> None:
    module = importlib.import_module(package)
    names = module.__all__
    assert len(set(names)) == len(names)
    for name in names:
        assert hasattr(module, name), f"{package}.{name} is listed in __all__ but missing"


def test_star_import_gives_exactly_all() -> None:
    namespace: dict[str, object] = {}
    exec("from tablerules import *", namespace)
    assert set(namespace) - {"__builtins__"} == set(tablerules.__all__)


def test_the_design_names_are_public() -> None:
    expected = {
        "CHANCE",
        "Action",
        "Agent",
        "Game",
        "IllegalActionError",
        "NotationError",
        "Outcome",
        "Record",
        "RecordError",
        "RecordView",
        "ScoreItem",
        "ScoreSheet",
        "State",
        "TablerulesError",
        "load",
        "play",
        "simulate",
        "titles",
    }
    assert expected <= set(tablerules.__all__)


def test_top_level_names_are_the_core_objects() -> None:
    # Every name but simulate, which runs games in processes or on Ray: tablerules.sim's.
    core = importlib.import_module("tablerules.core")
    sim = importlib.import_module("tablerules.sim")
    for name in tablerules.__all__:
        if name != "__version__":
            assert getattr(tablerules, name) is getattr(sim if name == "simulate" else core, name)


def test_the_version_matches_the_distribution() -> None:
    assert tablerules.__version__ == importlib.metadata.version("tablerules")


def test_the_package_is_marked_as_typed() -> None:
    marker = importlib.resources.files("tablerules") / "py.typed"
    assert marker.is_file()
