"""A concrete state class must name its title when the class is made, not at its first refusal."""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import pytest

from tablerules.core import Action, Chance, IllegalActionError, ScoreSheet, State


class Half(State):
    """Abstract still: no title needed yet."""

    @property
    def players(self) -> int:
        return 2


class Rules:
    """Every rule a state writes, for a game that is over before it starts."""

    __slots__ = ()

    @property
    def to_move(self) -> int | Chance | None:
        return None

    def legal_actions(self) -> Sequence[Action]:
        return ()

    @classmethod
    def action_type(cls) -> type[Action]:
        return Action

    def _apply_legal(self, action: Action) -> Rules:
        return self

    def _refusal(self, action: Action) -> IllegalActionError:
        return IllegalActionError("titled.x", "no", action=action)

    def score_sheet(self) -> ScoreSheet:
        return ScoreSheet(2, ())

    def outcome(self) -> None:
        return None

    def view(self, seat: int | None) -> object:
        return self


def test_a_concrete_state_without_a_title_is_a_type_error_at_class_creation() -> None:
    with pytest.raises(TypeError, match="must set the class attribute title"):

        @attrs.frozen
        class Untitled(Rules, Half):
            pass


def test_an_abstract_state_class_needs_no_title_and_a_titled_one_is_fine() -> None:
    assert Half.__abstractmethods__

    @attrs.frozen
    class Titled(Rules, Half):
        title = "titled"

    assert Titled().title == "titled"
    assert not Titled.__abstractmethods__
