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
from fractions import Fraction
from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING, Final, TypeVar

from tablerules.core.chance import Unlisted

if TYPE_CHECKING:
    from tablerules.core.game import Action

A = TypeVar("A", bound="Action")

__all__ = ["NOTHING", "ChanceListing", "Listing"]


class Listing:
    """The legal actions of a position: ``actions``, in the title's order, and
    :meth:`find`, which finds the listed value equal to an action.

    A listing is shared between every position it answers for, so it never
    changes once made. A step whose actions can be told legal more cheaply
    than by a look-up among all of them (a space free on the board, say)
    subclasses it and overrides :meth:`find`, with the same answers.
    """

    __slots__ = ("_lookup", "actions", "drawn")

    actions: tuple[Action, ...]
    _lookup: _Lookup | None
    #: The outcome a :class:`ChanceListing` drew last, which ``apply`` takes as legal
    #: without asking :meth:`find`; ``None`` for any other listing. A slot, set by
    #: every constructor (a subclass's that skips this ``__init__`` too), so that
    #: ``apply`` reads it at the cost of a field.
    drawn: Action | None

    def __init__(self, actions: Iterable[Action]) -> None:
        self.actions = tuple(actions)
        self.drawn = None
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


class ChanceListing(Unlisted[A], Listing):
    """The outcomes of a chance node both as its listing and as its ``chance_outcomes()``:
    one object, its outcomes listed only when read.

    Where a chance node is new at nearly every position (a card drawn from a
    pile that the last draw changed), a listing for ``apply`` and an
    :class:`~tablerules.core.chance.Unlisted` for ``chance_outcomes()`` would
    be two objects made at every draw; this is both. As an ``Unlisted`` it is
    the sequence of ``(outcome, probability)`` pairs, made by :meth:`listed`
    when first read, and ``sample_outcome`` draws from it with :meth:`sample`.
    As a ``Listing``, its ``actions`` are the outcomes of its pairs in order,
    and ``apply`` takes the outcome drawn last (``drawn``) as legal by its
    identity, without asking :meth:`find`: the README's loop applies the very
    value ``sample_outcome`` just drew.

    A subclass writes ``listed`` and ``sample`` as ``Unlisted`` asks, its
    ``sample`` noting the outcome it returns in ``drawn`` (always one of its
    outcomes); it may write ``actions`` and ``find`` where its own values
    answer sooner, with the same answers. It equals, hashes and shows as the
    tuple of its pairs.
    """

    __slots__ = ("_listed", "_pairs")

    drawn: A | None
    _listed: tuple[A, ...] | None
    _pairs: tuple[tuple[A, Fraction], ...] | None

    def __init__(self) -> None:
        # Neither Listing's __init__ nor Unlisted's: the actions and the pairs are
        # listed when first read.
        self._lookup = None
        self._listed = None
        self._pairs = None
        self.drawn = None

    @property
    def actions(self) -> tuple[A, ...]:  # type: ignore[override]
        listed = self._listed
        if listed is None:
            listed = self._listed = tuple(outcome for outcome, _ in self.pairs())
        return listed


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
