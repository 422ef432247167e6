"""The registry: which titles exist, loading one, third-party titles by entry point."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from importlib.metadata import EntryPoint, entry_points
from typing import ClassVar

import pytest

import tablerules
from tablerules import Game, State
from tablerules.core import registry
from tablerules.core.registry import ENTRY_POINT_GROUP


class ToyGame(Game[State, object]):
    """A stand-in third-party title; only its metadata is used."""

    id: ClassVar[str] = "toy-title"
    name: ClassVar[str] = "Toy Title"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    has_hidden_information: ClassVar[bool] = False

    @property
    def options_type(self) -> type[object]:
        return object

    def variants(self) -> Mapping[str, object]:
        return {"standard": object()}

    def setup(self, players: int | None = None, options: object | None = None) -> State:
        raise NotImplementedError

    def parse_action(self, text: str, state: State) -> tablerules.Action:
        raise NotImplementedError


TOY = ToyGame()
NOT_A_GAME = "not a game"


@pytest.fixture
def third_party(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Installed entry points: a toy title, one that names no Game, and one that shadows a built-in."""
    found = [
        EntryPoint("toy-title", f"{__name__}:TOY", ENTRY_POINT_GROUP),
        EntryPoint("broken-title", f"{__name__}:NOT_A_GAME", ENTRY_POINT_GROUP),
        EntryPoint("beasty-borders", f"{__name__}:TOY", ENTRY_POINT_GROUP),
    ]
    monkeypatch.setattr(registry, "entry_points", lambda group: found if group == ENTRY_POINT_GROUP else [])
    registry._load.cache_clear()
    yield
    registry._load.cache_clear()


def test_titles_are_sorted_ids() -> None:
    titles = tablerules.titles()
    assert isinstance(titles, tuple)
    assert list(titles) == sorted(titles)
    assert len(set(titles)) == len(titles)
    assert "beasty-borders" in titles


def test_every_title_loads_as_its_game() -> None:
    for title in tablerules.titles():
        game = tablerules.load(title)
        assert isinstance(game, Game)
        assert game.id == title


def test_load_returns_the_same_game_every_time() -> None:
    from tablerules.beasty_borders import GAME

    assert tablerules.load("beasty-borders") is tablerules.load("beasty-borders") is GAME


@pytest.mark.parametrize("title", ["chess", "", "Beasty-Borders", "beasty_borders"])
def test_an_unknown_title_is_a_key_error_naming_the_known_ones(title: str) -> None:
    with pytest.raises(KeyError) as caught:
        tablerules.load(title)
    message = str(caught.value)
    assert repr(title) in message
    for known in tablerules.titles():
        assert known in message


def test_the_entry_point_group_is_tablerules_titles() -> None:
    assert ENTRY_POINT_GROUP == "tablerules.titles"
    # The installed distribution registers its own title in that group too.
    installed = {ep.name: ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)}
    assert installed.get("beasty-borders") == "tablerules.beasty_borders:GAME"


@pytest.mark.usefixtures("third_party")
def test_a_third_party_title_registers_by_entry_point() -> None:
    assert "toy-title" in tablerules.titles()
    assert list(tablerules.titles()) == sorted(tablerules.titles())
    assert tablerules.load("toy-title") is TOY


@pytest.mark.usefixtures("third_party")
def test_an_entry_point_must_name_the_titles_game() -> None:
    with pytest.raises(TypeError, match="broken-title"):
        tablerules.load("broken-title")


@pytest.mark.usefixtures("third_party")
def test_a_built_in_title_cannot_be_shadowed() -> None:
    assert tablerules.titles().count("beasty-borders") == 1
    assert tablerules.load("beasty-borders").id == "beasty-borders"


def test_game_repr_evaluates_to_load() -> None:
    game = tablerules.load("beasty-borders")
    assert repr(game) == "tablerules.load('beasty-borders')"
    assert eval(repr(game), {"tablerules": tablerules}) is game


@pytest.mark.parametrize("title", [["beasty-borders"], 5, None])
def test_a_title_id_that_is_not_text_is_a_key_error(title: object) -> None:
    with pytest.raises(KeyError, match="title id is text"):
        tablerules.load(title)  # type: ignore[arg-type]
