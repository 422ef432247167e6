"""A state's legal actions, listed once: in order for whoever chooses, and found by value for ``apply``.

A state is immutable, so what may be done in it never changes: core keeps its
:class:`Listing` on it the first time anyone asks (``legal_actions``,
``apply``, ``is_legal``), and every later question is a look-up. A title
hands out a listing from a step's own table wherever the same situation
recurs (a die's faces, the kinds a seat may place), so that a new position
costs no new listing at all.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from tablerules.core.game import Action

__all__ = ["NOTHING", "Listing"]


class Listing:
    """The legal actions of a position: ``actions``, in the title's order, and
    :meth:`find`, which finds the listed value equal to an action.

    A listing is shared between every position it answers for, so it never
    changes once made. A step whose actions can be told legal more cheaply
    than by a look-up among all of them (a space free on the board, say)
    subclasses it and overrides :meth:`find`, with the same answers.
    """

    __slots__ = ("_lookup", "actions")

    actions: tuple[Action, ...]
    _lookup: _Lookup | None

    def __init__(self, actions: Iterable[Action]) -> None:
        self.actions = tuple(actions)
        # Made at the second find: a position that only lists its actions (a match
        # runner takes one out of the list) or is asked once never pays for it.
        self._lookup = None

    def find(self, action: object) -> Action | None:
        """The listed action equal to ``action`` and of its very type, or ``None``.

        A listed value handed back (what a loop over ``legal_actions()`` does)
        is found by its identity, with no hash or comparison of Python's at
        all; any other is found by its hash among the listed values. The type
        must match as well: an object that claims to equal everything
        (``unittest.mock.ANY``) is no action, and neither is an unhashable one.
        """
        lookup = self._lookup
        if lookup is None:
            # The first question, most often about a value just handed out (the README's
            # loop asks once a position): a scan for it in C costs less than the table.
            self._lookup = _ASKED
            if any(map(is_, self.actions, repeat(action))):
                return action  # type: ignore[return-value]
            lookup = _ASKED
        if lookup is _ASKED:
            # Asked again (a listing shared by many positions, a checker's questions): the table.
            lookup = self._lookup = _Lookup((id(listed), listed) for listed in self.actions)
        # Every listed value lives as long as the listing, so no other object has its id.
        found: Action | None = lookup.get(id(action))
        if found is not None:
            return found
        by_value = lookup.by_value
        if by_value is None:
            by_value = lookup.by_value = {listed: listed for listed in self.actions}
        try:
            equal: Action | None = by_value.get(action)  # type: ignore[call-overload]
        except TypeError:  # unhashable: no action at all
            return None
        if type(equal) is not type(action):
            return None
        return equal

    def __len__(self) -> int:
        return len(self.actions)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self.actions)!r})"


class _Lookup(dict[int, "Action"]):
    """A listing's actions by their ids, and, once an equal copy was asked about, by value."""

    __slots__ = ("by_value",)

    by_value: dict[Action, Action] | None

    def __init__(self, pairs: Iterable[tuple[int, Action]]) -> None:
        super().__init__(pairs)
        self.by_value = None


#: Nothing may be done: the listing of a finished game.
NOTHING: Final = Listing(())

#: A listing asked once, by an action found by its identity: the table waits for a second question.
_ASKED: Final = _Lookup(())
