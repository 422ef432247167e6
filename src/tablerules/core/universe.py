"""Every action a game can ever see, numbered, and the limits the rules set on a game.

Learning and search frameworks number actions: a policy network has one
output per action, OpenSpiel's ``num_distinct_actions`` and PettingZoo's
``Discrete`` space are one number each. A :class:`Universe` is that
numbering for one title and configuration (players, options): a finite tuple,
in an order the title documents, of every action any seat can ever take (or
every chance outcome), with :meth:`Universe.index` and
:meth:`Universe.action`. The tuple is built from the rules alone, never from
games played, so it is the same in every process and under every hash seed.

:class:`Limits` are the other sizes such a framework asks for first, derived
from the rules as well: the most legal actions at one decision, the most
outcomes at one chance node, the longest game, and the score bounds.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Generic, TypeVar, overload

import attrs

from tablerules.core.game import Action
from tablerules.core.words import shown

__all__ = ["Limits", "Universe"]

ActionT = TypeVar("ActionT", bound=Action)


class Universe(Generic[ActionT]):
    """A numbering of every action of a kind: ``universe.index(action)`` and ``universe.action(index)``.

    It behaves as the tuple of its actions (``len``, iteration, ``in``,
    ``universe[i]``). Two actions equal as values but of different classes
    are different actions, as in ``State.apply``.
    """

    __slots__ = ("_actions", "_index")

    def __init__(self, actions: Iterable[ActionT]) -> None:
        self._actions: tuple[ActionT, ...] = tuple(actions)
        self._index: dict[ActionT, int] = {}
        for number, action in enumerate(self._actions):
            if not isinstance(action, Action):
                raise TypeError(f"a universe holds actions, not {action!r}")
            if action in self._index:
                first = self._index[action]
                raise ValueError(f"{action!r} is in the universe twice, at {first} and {number}")
            self._index[action] = number

    @property
    def actions(self) -> tuple[ActionT, ...]:
        """Every action, in the universe's order."""
        return self._actions

    def index(self, action: object) -> int:
        """The number of ``action``; raises ``ValueError`` for a value that is not in the universe."""
        number = self._number(action)
        if number is None:
            raise ValueError(f"{shown(action)} is not an action of this universe")
        return number

    def numbers(self, actions: Iterable[ActionT]) -> list[int]:
        """The numbers of ``actions``, such as a state's legal actions: the quick way to an action mask.

        Each is looked up by value alone, which tells apart actions of
        different classes where equality does (attrs classes do); raises
        ``ValueError`` naming the first action that is not in the universe.
        """
        index = self._index
        try:
            return [index[action] for action in actions]
        except (KeyError, TypeError):
            for action in actions:
                self.index(action)  # names the first that is missing
            raise

    def _number(self, action: object) -> int | None:
        """The number of ``action``, or ``None``: found by hash, then of the very same class
        (an object that claims to equal everything is no action)."""
        try:
            number: int | None = self._index.get(action)  # type: ignore[call-overload]
        except TypeError:  # unhashable: no action at all
            return None
        if number is None or type(self._actions[number]) is not type(action):
            return None
        return number

    def action(self, index: object) -> ActionT:
        """The action numbered ``index``; raises ``ValueError`` for anything but an int from 0 to len - 1.

        Any integer type will do (NumPy's too), but not ``bool`` and not a
        negative index counted from the end.
        """
        if isinstance(index, bool) or not hasattr(index, "__index__"):
            raise ValueError(f"an action number is a whole number, not {shown(index)}")
        number: int = index.__index__()
        if not 0 <= number < len(self._actions):
            raise ValueError(f"action numbers run from 0 to {len(self._actions) - 1}, not {number}")
        return self._actions[number]

    def __len__(self) -> int:
        return len(self._actions)

    def __iter__(self) -> Iterator[ActionT]:
        return iter(self._actions)

    def __contains__(self, action: object) -> bool:
        return self._number(action) is not None

    @overload
    def __getitem__(self, index: int) -> ActionT: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[ActionT, ...]: ...
    def __getitem__(self, index: int | slice) -> ActionT | tuple[ActionT, ...]:
        return self._actions[index]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Universe) and self._actions == other._actions

    def __hash__(self) -> int:
        return hash(self._actions)

    def __repr__(self) -> str:
        return f"<Universe of {len(self._actions)} actions>"

    def __copy__(self) -> Universe[ActionT]:
        return self

    def __deepcopy__(self, memo: object) -> Universe[ActionT]:
        return self


def _positive(instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    if type(value) is not int or value < 1:
        raise ValueError(f"Limits.{attribute.name} is a whole number of at least 1, not {value!r}")


@attrs.frozen
class Limits:
    """What the rules allow at most, in one title and configuration.

    Each is an upper bound worked out from the rules, not seen in games
    played; the conformance checker holds every game played to them, and
    each title's page says how it derived them.
    """

    #: The most legal actions at any one decision (``len(state.legal_actions())``).
    most_legal_actions: int = attrs.field(validator=_positive)
    #: The most outcomes at any one chance node (0 where chance never decides).
    most_chance_outcomes: int = attrs.field(validator=attrs.validators.ge(0))
    #: The most decisions of seats in one game, chance steps not counted.
    longest_game: int = attrs.field(validator=_positive)
    #: The most steps in one game, decisions and chance outcomes together.
    longest_game_steps: int = attrs.field(validator=_positive)
    #: The lowest score any seat can have at any time.
    lowest_score: int
    #: The highest score any seat can have at any time.
    highest_score: int

    def __attrs_post_init__(self) -> None:
        if self.longest_game_steps < self.longest_game:
            raise ValueError("a game has at least as many steps as decisions")
        if self.lowest_score > self.highest_score:
            raise ValueError("the lowest score is above the highest")
