"""Each title's ``picture_key``: how a person reads its text picture, shown by ``tablerules play``."""

from __future__ import annotations

import re

import pytest

import tablerules
from tablerules.beasty_borders import components as beasty
from tablerules.bison.board import PLACES
from tablerules.bison.components import Terrain
from tablerules.core.registry import BUILT_IN
from tablerules.great_plains import components as plains
from tablerules.manitou import components as manitou

#: What each key must explain: every symbol its picture draws, or every section it writes.
EXPLAINED = {
    "beasty-borders": (*beasty.TERRAIN_NAMES, beasty.EMPTY_MARKER, *beasty.KINDS, "[ ]", "pointed at"),
    "bison": (
        "now:",
        "landscape:",
        "map:",
        "pieces:",
        "players:",
        "action:",
        "scoring:",
        "totem",
        "target",
        "arrived",
        "touched",
        "scored",
        "food",
        "reserve",
        "market",
        "markers",
        "hand",
        "turned",
        *(f"14{terrain.letter}" for terrain in Terrain),
        "bison",
        "salmon",
        "turkey",
    ),
    "great-plains": (*plains.TERRAIN, "S ", "F ", "Sh", "Sc", "supply", "@n", "fixed layout"),
    "manitou": (
        *manitou.WARRIORS,
        "(Q)",
        "bison decks",
        "reserve",
        "pile",
        "scored",
        "prisoners",
        "seat:card",
    ),
}


def test_every_title_has_a_key() -> None:
    # The titles tablerules ships: a third-party title installed beside them is left out.
    assert set(EXPLAINED) == set(BUILT_IN)


@pytest.mark.parametrize("title", sorted(EXPLAINED))
def test_the_key_explains_what_the_picture_draws(title: str) -> None:
    key = tablerules.load(title).picture_key
    missing = [symbol for symbol in EXPLAINED[title] if symbol not in key]
    assert not missing, f"{title}'s key does not explain {missing}"


@pytest.mark.parametrize("title", sorted(EXPLAINED))
def test_the_key_fits_a_terminal(title: str) -> None:
    key = tablerules.load(title).picture_key
    assert key.endswith("\n") and not key.startswith("\n")
    assert max(map(len, key.splitlines())) <= 79


def test_the_bison_key_numbers_every_place() -> None:
    # So that a person finds place 14, where the legal actions say to lay a tile.
    key = tablerules.load("bison").picture_key
    numbered = key[key.index("numbered so:") : key.index("pieces:")]
    assert sorted(map(int, re.findall(r"[0-9]+", numbered))) == list(range(1, len(PLACES) + 1))


def test_a_title_without_a_key_has_an_empty_one() -> None:
    assert tablerules.Game.picture_key == ""
