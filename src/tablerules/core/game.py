"""The protocol every title implements: ``Game``, ``State`` and ``Action``.

A title subclasses these three. ``State`` supplies the checked ``apply``,
``is_legal`` and the all-or-nothing ``apply_all`` once, on top of the few
methods a title writes: ``legal_actions``, ``_apply_legal`` (the rules for an
action already known to be legal) and ``_refusal`` (why an action is not).
"""

from __future__ import annotations

import abc
import random
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import ClassVar, Generic, Self, TypeVar

import attrs

from tablerules.core.chance import Chance
from tablerules.core.errors import IllegalActionError
from tablerules.core.outcome import Outcome, ScoreSheet

__all__ = ["Action", "Game", "JSONValue", "State", "text", "whole_number"]

JSONValue = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]


def whole_number(instance: object, attribute: attrs.Attribute[int], value: object) -> None:
    """attrs validator: an ``int`` field takes exactly an ``int`` (``True`` and ``1.0`` are refused).

    Equal values of other types would find a legal action by equality and then
    break the rules that use them as numbers, or write notation that does not
    read back.
    """
    if type(value) is not int:
        raise TypeError(f"{type(instance).__name__}.{attribute.name} is a whole number, not {value!r}")


def text(instance: object, attribute: attrs.Attribute[str], value: object) -> None:
    """attrs validator: a ``str`` field takes exactly a ``str``."""
    if type(value) is not str:
        raise TypeError(f"{type(instance).__name__}.{attribute.name} is text, not {value!r}")


class Action:
    """Base class of every action value: one decision, or one chance outcome.

    Titles define their actions as frozen attrs classes; ``str(action)`` is
    the action in the title's notation, which ``Game.parse_action`` reads back.
    """

    __slots__ = ()


class State(abc.ABC):
    """An immutable position of one game: who decides, what they may do.

    Subclasses are frozen attrs classes, hashable and equal by value.
    """

    __slots__ = ()

    #: The id of the title this state belongs to.
    title: ClassVar[str]

    @property
    @abc.abstractmethod
    def players(self) -> int:
        """The number of seats."""

    @property
    @abc.abstractmethod
    def to_move(self) -> int | Chance | None:
        """The seat that decides now, ``CHANCE``, or ``None`` once the game is over."""

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.to_move is None

    @abc.abstractmethod
    def legal_actions(self) -> Sequence[Action]:
        """Every legal action of whoever decides now; the outcomes at a chance node."""

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        """``(outcome, probability)`` pairs at a chance node, empty elsewhere."""
        return ()

    def apply(self, action: object) -> Self:
        """The state after ``action``; raises ``IllegalActionError`` if it is not legal."""
        if action in self.legal_actions():
            return self._apply_legal(action)  # type: ignore[arg-type]
        raise self.refusal(action)

    def is_legal(self, action: object) -> bool:
        """Whether ``apply(action)`` would succeed."""
        return action in self.legal_actions()

    def apply_all(self, actions: Iterable[object]) -> Self:
        """Apply a sequence as one unit: all of it, or an error naming the failing step."""
        state = self
        for step, action in enumerate(actions):
            try:
                state = state.apply(action)
            except IllegalActionError as error:
                raise error.at_step(step) from None
        return state

    def refusal(self, action: object) -> IllegalActionError:
        """The error that explains why ``action`` is not legal here."""
        if not isinstance(action, self.action_type()):
            return IllegalActionError(
                "core.not-an-action",
                f"{action!r} is not an action of {self.title}",
                action=action,
            )
        if self.is_over:
            return IllegalActionError("core.game-over", "the game is over", action=action)
        return self._refusal(action)

    @classmethod
    @abc.abstractmethod
    def action_type(cls) -> type[Action]:
        """The base class of this title's actions."""

    @abc.abstractmethod
    def _apply_legal(self, action: Action) -> Self:
        """The next state, for an action already known to be legal."""

    @abc.abstractmethod
    def _refusal(self, action: Action) -> IllegalActionError:
        """Why an action of this title is illegal here; called only for illegal ones."""

    @abc.abstractmethod
    def score_sheet(self) -> ScoreSheet:
        """The running score, broken down as the rulebook's scoring examples do."""

    def scores(self) -> tuple[int, ...]:
        """The running score of every seat."""
        return self.score_sheet().totals()

    @abc.abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else ``None``."""

    @abc.abstractmethod
    def view(self, seat: int | None) -> object:
        """What ``seat`` may know (``None``: a spectator). Holds no hidden data."""

    def check_seat(self, seat: object) -> None:
        """Raise ``ValueError`` unless ``seat`` is a seat of this game or ``None`` (a spectator)."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.players):
            raise ValueError(f"seats are 0 to {self.players - 1} (or None for a spectator), not {seat!r}")

    def notation_for(self, action: Action, seat: int | None) -> str:
        """``action`` in notation as ``seat`` may see it when it is applied here.

        Titles with hidden information redact what ``seat`` may not know.
        """
        return str(action)

    def determinize(self, seat: int | None, rng: random.Random) -> Self:
        """A state that ``seat`` cannot tell apart from this one, hidden parts drawn anew.

        With perfect information that is the state itself. The conformance
        suite checks that the result gives ``seat`` the same view.
        """
        return self


OptionsT = TypeVar("OptionsT")
StateT = TypeVar("StateT", bound=State)


class Game(abc.ABC, Generic[StateT, OptionsT]):
    """One title: its metadata, its options, and its first state."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: Whether any seat ever lacks information that another has.
    has_hidden_information: ClassVar[bool]

    @property
    @abc.abstractmethod
    def options_type(self) -> type[OptionsT]:
        """The frozen attrs class of this title's options."""

    @property
    def player_counts(self) -> range:
        """Every allowed number of players."""
        return range(self.min_players, self.max_players + 1)

    def variants(self) -> Mapping[str, OptionsT]:
        """Named option sets, one per variant of the rulebook; the first is the default."""
        return {"standard": self.options_type()}

    @abc.abstractmethod
    def setup(self, players: int | None = None, options: OptionsT | None = None) -> StateT:
        """The first state; ``players`` may be left out when only one count is allowed."""

    @abc.abstractmethod
    def parse_action(self, text: str, state: StateT) -> Action:
        """Read an action in this title's notation; raises ``NotationError``."""

    def check_players(self, players: int | None) -> int:
        """``players``, checked against the allowed counts; raises ``ValueError``."""
        if players is None and self.min_players == self.max_players:
            return self.min_players
        if not isinstance(players, int) or isinstance(players, bool) or players not in self.player_counts:
            allowed = ", ".join(str(n) for n in self.player_counts)
            raise ValueError(f"{self.name} is played by {allowed} players, not {players!r}")
        return players

    def options_to_json(self, options: OptionsT) -> dict[str, JSONValue]:
        """The options as plain JSON data (tuples become lists)."""
        return attrs.asdict(options)  # type: ignore[arg-type]

    def options_from_json(self, data: object) -> OptionsT:
        """Options from JSON data; raises ``ValueError`` naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"options must be a JSON object, not {data!r}")
        known = {field.name for field in attrs.fields(self.options_type)}  # type: ignore[arg-type]
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown options {unknown}; {self.name} knows {sorted(known)}")
        try:
            return self.options_type(**data)
        except (TypeError, ValueError) as error:
            raise ValueError(f"bad options {data!r}: {error}") from error

    def __repr__(self) -> str:
        return f"tablerules.load({self.id!r})"
