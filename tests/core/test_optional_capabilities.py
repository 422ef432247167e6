"""The optional ``Game`` hooks are one documented group: together in the class, listed in
its docstring and in the how-to, and each still raises ``NotImplementedError`` as before."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

import pytest

from tablerules import Game, State
from tablerules.core.game import offered
from tablerules.core.universe import Limits

OPTIONAL: dict[str, str] = {
    "parse_position": "does not read positions from text",
    "action_universe": "does not number its actions",
    "chance_universe": "does not number its chance outcomes",
    "limits": "does not state its limits",
    "observation_layout": "does not encode observations",
    "observe": "does not encode observations",
    "draw": "does not draw pictures",
}

HOWTO = Path(__file__).parents[2] / "docs" / "howto.rst"


class Bare(Game[State, object]):
    """A title that offers none of the optional capabilities."""

    id: ClassVar[str] = "bare"
    name: ClassVar[str] = "Bare"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    has_hidden_information: ClassVar[bool] = False

    @property
    def options_type(self) -> type[object]:
        return object

    def setup(self, players: int | None = None, options: object | None = None) -> State:
        raise AssertionError("not played")

    def parse_action(self, text: str, state: State) -> Any:
        raise AssertionError("not played")


def _raises_not_implemented(function: Callable[..., object]) -> bool:
    return "raise NotImplementedError" in inspect.getsource(function)


def test_the_hooks_that_raise_are_the_seven_and_stand_together() -> None:
    names = [name for name, value in vars(Game).items() if inspect.isfunction(value)]
    optional = [name for name in names if _raises_not_implemented(vars(Game)[name])]
    assert set(optional) == set(OPTIONAL)
    first = names.index(optional[0])
    assert names[first : first + len(optional)] == optional


@pytest.mark.parametrize("name", OPTIONAL)
def test_each_still_raises_with_its_message(name: str) -> None:
    arguments: dict[str, tuple[object, ...]] = {
        "parse_position": ("text",),
        "observe": (None, None),
        "draw": (None, None),
    }
    with pytest.raises(NotImplementedError) as caught:
        getattr(Bare(), name)(*arguments.get(name, ()))
    assert str(caught.value) == f"Bare {OPTIONAL[name]}"


@pytest.mark.parametrize("name", OPTIONAL)
def test_each_is_listed_in_the_class_docstring_and_the_how_to(name: str) -> None:
    docstring = Game.__doc__ or ""
    assert "Optional capabilities" in docstring and f":meth:`{name}`" in docstring
    section = HOWTO.read_text(encoding="utf-8").split("Optional capabilities\n")[1].split("\n---")[0]
    assert f"Game.{name}`" in section
    assert "optional capability" in (getattr(Game, name).__doc__ or "").lower()


def test_a_title_that_offers_one_is_asked_for_it() -> None:
    class Limited(Bare):
        def limits(self, players: int | None = None, options: object | None = None) -> Limits:
            return Limits(1, 0, 1, 1, 0, 0)

    assert Limited().limits().longest_game == 1
    with pytest.raises(NotImplementedError):
        Limited().observation_layout()


def test_offered_answers_none_for_a_capability_left_out_and_passes_anything_else_on() -> None:
    class Limited(Bare):
        def limits(self, players: int | None = None, options: object | None = None) -> Limits:
            return Limits(1, 0, 1, 1, 0, 0)

    assert offered(lambda: Limited().limits()) == Limits(1, 0, 1, 1, 0, 0)
    assert offered(lambda: Bare().limits()) is None
    assert offered(lambda: Bare().draw(None, None)) is None

    def broken() -> int:
        raise ValueError("a bug, not a capability left out")

    with pytest.raises(ValueError, match="a bug"):
        offered(broken)
