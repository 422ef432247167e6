"""Every title, player count and variant, as the adapters' tests run them."""

from __future__ import annotations

import importlib
import os
from types import ModuleType

import pytest

import tablerules
from tablerules.core.registry import BUILT_IN

CONFIGURATIONS = [
    (title, players, variant)
    for title in BUILT_IN
    for players in tablerules.load(title).player_counts
    for variant in tablerules.load(title).variants()
]


def options_of(title: str, variant: str) -> object:
    """The options of ``variant`` of ``title``."""
    return tablerules.load(title).variants()[variant]


def needs(module: str, extra: str) -> ModuleType:
    """``module``, or a skip naming the extra that brings it; where CI sets
    ``TABLERULES_EXTRAS_REQUIRED`` a missing extra fails instead of skipping."""
    if os.environ.get("TABLERULES_EXTRAS_REQUIRED"):
        return importlib.import_module(module)
    return pytest.importorskip(module, reason=f'needs the extra: pip install "tablerules[{extra}]"')
