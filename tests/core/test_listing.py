"""Core owns apply and is_legal: a state's legal actions are listed once and kept on it.

A title writes ``legal_actions`` or ``_legal_listing``; ``apply`` of a listed
action is a look-up in the kept :class:`~tablerules.core.listing.Listing`,
anything else goes to the title's refusal.
"""

from __future__ import annotations

import pickle
import random
import unittest.mock
from collections.abc import Sequence
from fractions import Fraction
from typing import ClassVar

import attrs
import pytest

import tablerules
from tablerules.core import Action, IllegalActionError, Outcome, ScoreSheet, State
from tablerules.core.chance import CHANCE, Chance, Unlisted, prepared, sample_outcome
from tablerules.core.frozen import maker
from tablerules.core.listing import NOTHING, ChanceListing, Listing


@attrs.frozen
class Step(Action):
    size: int


@attrs.frozen
class Jump(Action):
    size: int


class Twin(Step):
    """Equal to a Step, but of another type."""


def test_find_gives_the_listed_value_for_an_equal_action() -> None:
    listing = Listing((Step(1), Step(2)))
    asked = Step(2)
    found = listing.find(asked)
    assert found == asked and found is listing.actions[1] and found is not asked


def test_find_refuses_other_types_unhashables_and_equals_of_everything() -> None:
    listing = Listing((Step(1), Step(2)))
    assert listing.find(Step(3)) is None
    assert listing.find(Jump(1)) is None
    assert listing.find(Twin(1)) is None
    assert listing.find(unittest.mock.ANY) is None
    assert listing.find([1]) is None
    assert NOTHING.find(Step(1)) is None and len(NOTHING) == 0


_STEPS = {size: Step(size) for size in range(1, 7)}


class Die(ChanceListing[Step]):
    """A die of some faces, each as likely: its outcomes and its listing in one."""

    __slots__ = ("faces", "listings")

    def __init__(self, faces: tuple[int, ...]) -> None:
        super().__init__()
        self.faces = faces
        self.listings = 0

    def listed(self) -> tuple[tuple[Step, Fraction], ...]:
        self.listings += 1
        return prepared(tuple((_STEPS[face], Fraction(1, len(self.faces))) for face in self.faces))

    def sample(self, rng: random.Random) -> Step:
        step = self.drawn = _STEPS[self.faces[rng.randrange(len(self.faces))]]
        return step


def test_a_chance_listing_is_its_outcomes_and_its_listing() -> None:
    die = Die((2, 4, 6))
    assert isinstance(die, Unlisted) and isinstance(die, Listing)
    assert die.drawn is None and die.listings == 0
    pairs = tuple(die)
    assert die == pairs and hash(die) == hash(pairs) and repr(die) == repr(pairs) and len(die) == 3
    assert die.actions == (Step(2), Step(4), Step(6)) and die.actions[0] is _STEPS[2]
    assert die.listings == 1  # listed once, for the pairs and the actions alike
    assert die.find(Step(4)) is _STEPS[4] and die.drawn is None
    assert die.find(Step(3)) is None and die.find(Twin(4)) is None and die.find(unittest.mock.ANY) is None


@attrs.frozen
class OneSeat(State):
    """What the toy states share: one seat, steps for actions, an empty score sheet,
    nothing hidden."""

    @property
    def players(self) -> int:
        return 1

    @classmethod
    def action_type(cls) -> type[Action]:
        return Step

    def score_sheet(self) -> ScoreSheet:
        return ScoreSheet(1, ())

    def outcome(self) -> Outcome | None:
        return Outcome.rank(self.scores()) if self.is_over else None

    def view(self, seat: int | None) -> OneSeat:
        return self


@attrs.frozen
class Rolled(OneSeat):
    """One roll of a die of three faces, then over; counts what its die is asked."""

    title: ClassVar[str] = "rolled"

    roll: int = 0

    @property
    def to_move(self) -> int | Chance | None:
        return None if self.roll else CHANCE

    def _legal_listing(self) -> Listing:
        return Die((1, 3, 5)) if not self.roll else NOTHING

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        listing: Die = self._listing()  # type: ignore[assignment]
        return listing if not self.roll else ()

    def _apply_legal(self, action: Action) -> Rolled:
        return Rolled(action.size)  # type: ignore[attr-defined]

    def _refusal(self, action: Action) -> IllegalActionError:
        return IllegalActionError("rolled.face", "the die shows 1, 3 or 5", action=action)


def test_apply_takes_what_a_chance_listing_drew_without_listing_or_finding_it() -> None:
    state = Rolled()
    die: Die = state.chance_outcomes()  # type: ignore[assignment]
    drawn = sample_outcome(die, random.Random(4))
    assert drawn is die.drawn and drawn in (Step(1), Step(3), Step(5))
    assert state.apply(drawn) == Rolled(drawn.size)
    assert die.listings == 0 and die._pairs is None
    # Anything else is asked of the pairs, as of any listing: an equal copy, a face it lacks.
    other = next(face for face in (1, 3, 5) if face != drawn.size)
    assert state.apply(Step(other)) == Rolled(other) and die.listings == 1
    with pytest.raises(IllegalActionError, match="1, 3 or 5"):
        state.apply(Step(2))
    # None is no outcome, though a listing that drew nothing holds None as drawn.
    fresh = Rolled()
    with pytest.raises(IllegalActionError):
        fresh.apply(None)
    assert fresh.is_legal(drawn) and not fresh.is_legal(None)


@attrs.frozen(eq=False)
class Counted(Action):
    """An action whose hash and equality count how often they are asked."""

    size: int
    asked: ClassVar[list[str]] = []

    def __hash__(self) -> int:
        Counted.asked.append("hash")
        return hash(self.size)

    def __eq__(self, other: object) -> bool:
        Counted.asked.append("eq")
        return type(other) is Counted and other.size == self.size


def test_a_listed_value_handed_back_is_found_without_hashing_or_comparing_it() -> None:
    """What a loop over legal_actions() hands back is found by identity; only an equal
    copy costs the values' own hashes (and the look-up by value is then kept)."""
    listing = Listing((Counted(1), Counted(2)))
    Counted.asked.clear()
    assert listing.find(listing.actions[1]) is listing.actions[1]
    assert Counted.asked == []
    assert listing.find(Counted(2)) is listing.actions[1]
    hashed = Counted.asked.count("hash")
    assert hashed == 3  # each listed value once, and the copy
    assert listing.find(Counted(1)) is listing.actions[0]
    assert Counted.asked.count("hash") == hashed + 1  # the copy only: the look-up is kept


#: How often each toy state was asked to list its actions.
ASKED: list[int] = []


@attrs.frozen
class Counter(OneSeat):
    """Count up by 1 or 2 to 5; each state counts how often it was asked what may be done."""

    title: ClassVar[str] = "counter"

    count: int = 0

    @property
    def to_move(self) -> int | Chance | None:
        return None if self.count >= 5 else 0

    def legal_actions(self) -> Sequence[Action]:
        ASKED.append(self.count)
        return tuple(Step(size) for size in (1, 2) if self.count + size <= 5)

    def _apply_legal(self, action: Action) -> Counter:
        return Counter(self.count + action.size)  # type: ignore[attr-defined]

    def _refusal(self, action: Action) -> IllegalActionError:
        return IllegalActionError("counter.step", "step 1 or 2, up to 5", action=action)


@attrs.frozen
class Keeper(Counter):
    """The same game, listing through ``_legal_listing``: core keeps what it hands out."""

    title: ClassVar[str] = "keeper"

    def legal_actions(self) -> Sequence[Action]:
        return State.legal_actions(self)

    def _legal_listing(self) -> Listing:
        ASKED.append(self.count)
        return Listing(Step(size) for size in (1, 2) if self.count + size <= 5)

    def _apply_legal(self, action: Action) -> Keeper:
        return Keeper(self.count + action.size)  # type: ignore[attr-defined]


@pytest.mark.parametrize("kind", [Counter, Keeper])
def test_apply_and_is_legal_ask_the_rules_once_a_state(kind: type[Counter]) -> None:
    ASKED.clear()
    state = kind(1)
    assert state.is_legal(Step(1)) and not state.is_legal(Step(5))
    after = state.apply(Step(2))
    with pytest.raises(IllegalActionError) as refused:
        state.apply(Step(3))
    assert refused.value.rule == "counter.step"
    assert after == kind(3)
    assert ASKED == [1]


def test_a_title_that_lists_through_core_hands_out_the_kept_actions() -> None:
    ASKED.clear()
    state = Keeper(0)
    assert state.legal_actions() is state.legal_actions()
    state.apply(state.legal_actions()[0])
    assert ASKED == [0]


def test_the_kept_listing_changes_nothing_a_value_shows() -> None:
    asked, fresh = Keeper(2), Keeper(2)
    asked.legal_actions()
    assert asked == fresh and hash(asked) == hash(fresh) and repr(asked) == repr(fresh)
    assert attrs.evolve(asked, count=3) == Keeper(3)
    again = pickle.loads(pickle.dumps(asked))
    assert again == asked and again.legal_actions() == asked.legal_actions()


def test_a_state_made_by_a_maker_starts_with_nothing_kept() -> None:
    make = maker(Counter, ("count",))
    made = make(4)
    assert made == Counter(4) and made._kept is None
    assert made.legal_actions() == (Step(1),) and made.apply(Step(1)) == Counter(5)
    assert made._kept is not None


def test_a_state_class_that_says_nothing_of_what_may_be_done_is_refused() -> None:
    with pytest.raises(TypeError, match="legal_actions"):

        @attrs.frozen
        class Silent(State):  # a concrete class: every other abstract method is written
            title: ClassVar[str] = "silent"

            @property
            def players(self) -> int:
                return 1

            @property
            def to_move(self) -> int | Chance | None:
                return None

            @classmethod
            def action_type(cls) -> type[Action]:
                return Step

            def _apply_legal(self, action: Action) -> Silent:
                return self

            def _refusal(self, action: Action) -> IllegalActionError:
                raise NotImplementedError

            def score_sheet(self) -> ScoreSheet:
                return ScoreSheet(1, ())

            def outcome(self) -> Outcome | None:
                return None

            def view(self, seat: int | None) -> Silent:
                return self


@pytest.mark.parametrize("title", ["beasty-borders", "bison", "great-plains", "manitou"])
def test_a_title_in_steps_applies_only_through_core(title: str) -> None:
    """The state class of a title in steps/ writes neither apply nor is_legal."""
    state = tablerules.load(title).setup(players=2)
    cls = type(state)
    assert "apply" not in vars(cls) and "is_legal" not in vars(cls) and "_canonical" not in vars(cls)
    rng = random.Random(3)
    while not state.is_over:
        listed = state.legal_actions()
        assert state.legal_actions() is listed
        state = state.apply(rng.choice(listed))


def test_a_state_with_a_dict_pickles_without_its_kept_listing() -> None:
    """Bison's states have a ``__dict__`` and are made by core.frozen.copied."""
    state = tablerules.load("bison").setup(players=2)
    state = state.apply(state.legal_actions()[0])
    state.legal_actions()
    again = pickle.loads(pickle.dumps(state))
    assert again == state and again.legal_actions() == state.legal_actions()
