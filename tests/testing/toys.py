"""Copies of the how-to's example title Bluff that each break one contract.

The checker's own tests run ``check_title`` on the sound title (no failure)
and on each broken copy (the failure named). Showdown, a Bluff whose cards
are shown at the end, and Undrawn, a Showdown whose views have no
``sample_state``, are sound too: titles the checker once passed only by
luck, or failed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from typing import ClassVar

import attrs
from bluff import Bet, Bluff, BluffOptions, BluffState, BluffView, Roll

from tablerules.core import Action, IllegalActionError
from tablerules.core.chance import CHANCE, Chance
from tablerules.core.encoding import Layout, Segment
from tablerules.core.universe import Limits

# -- copies that each break one contract ---------------------------------------------------


@attrs.frozen
class StayingState(BluffState):
    """Bluff's state, whose moves keep the class they were made in: the base of
    each broken copy below that changes only a method or two."""

    def _apply_legal(self, action: Action) -> BluffState:
        after = super()._apply_legal(action)
        return type(self)(after.cards, after.bets, after.die, after.top)


@attrs.frozen
class MutatingState(StayingState):
    """``apply`` changes the state it is called on."""

    def _apply_legal(self, action: Action) -> BluffState:
        after = super()._apply_legal(action)
        if isinstance(action, Bet):
            object.__setattr__(self, "bets", (*self.bets, 0))
        return after


@attrs.frozen
class AcceptingState(BluffState):
    """Any bet is legal, at any time."""

    def is_legal(self, action: object) -> bool:
        return isinstance(action, Bet) or super().is_legal(action)

    def apply(self, action: object) -> AcceptingState:
        if isinstance(action, Bet):
            return AcceptingState(self.cards, (*self.bets, action.amount), self.die, self.top)
        after = super().apply(action)
        return AcceptingState(after.cards, after.bets, after.die, after.top)


@attrs.frozen
class DuplicateState(StayingState):
    """A bet is listed twice."""

    def legal_actions(self) -> Sequence[Action]:
        legal = list(super().legal_actions())
        return [*legal, Bet(1)] if Bet(1) in legal else legal


@attrs.frozen
class LopsidedState(StayingState):
    """The die's chances sum to 6/7."""

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        outcomes = super().chance_outcomes()
        if outcomes and isinstance(outcomes[0][0], Roll):
            return [(action, Fraction(1, 7)) for action, _ in outcomes]
        return outcomes


@attrs.frozen
class LoadedState(StayingState):
    """A faster sample_chance that always rolls the die's last face."""

    def sample_chance(self, rng: random.Random) -> Action:
        outcomes = self.chance_outcomes()
        if outcomes and isinstance(outcomes[0][0], Roll):
            rng.random()
            return outcomes[-1][0]
        return super().sample_chance(rng)


@attrs.frozen
class LeakyView(BluffView):
    """The sound view, and every card besides."""

    every_card: tuple[int, ...] = ()

    def sample_state(self, rng: random.Random) -> BluffState:
        drawn = super().sample_state(rng)
        return LeakyState(drawn.cards, drawn.bets, drawn.die, drawn.top)


@attrs.frozen
class LeakyState(StayingState):
    """The view shows every card."""

    def view(self, seat: int | None) -> object:
        sound = super().view(seat)
        return LeakyView(sound.seat, sound.card, sound.dealt, sound.bets, sound.die, sound.top, self.cards)


@attrs.frozen
class TellingView(BluffView):
    """Equal to the sound view, but carrying every card in a field equality ignores."""

    cards: tuple[int, ...] = attrs.field(default=(), eq=False)

    def sample_state(self, rng: random.Random) -> BluffState:
        drawn = super().sample_state(rng)
        return TellingState(drawn.cards, drawn.bets, drawn.die, drawn.top)


@attrs.frozen
class TellingState(StayingState):
    """The view hides the cards from ``==`` but hands them over all the same."""

    def view(self, seat: int | None) -> object:
        sound = super().view(seat)
        return TellingView(sound.seat, sound.card, sound.dealt, sound.bets, sound.die, sound.top, self.cards)


@attrs.frozen
class BackdoorView(BluffView):
    """Equal to the sound view, but holding the position it was made from."""

    position: object = attrs.field(default=None, eq=False)

    def sample_state(self, rng: random.Random) -> BluffState:
        drawn = super().sample_state(rng)
        return BackdoorState(drawn.cards, drawn.bets, drawn.die, drawn.top)


@attrs.frozen
class BackdoorState(StayingState):
    """The view holds the whole state."""

    def view(self, seat: int | None) -> object:
        sound = super().view(seat)
        return BackdoorView(sound.seat, sound.card, sound.dealt, sound.bets, sound.die, sound.top, self)


class Broken(Bluff):
    """A copy of Bluff whose states are ``state_type`` and whose other parts may be broken too."""

    state_type: ClassVar[type[BluffState]] = BluffState

    def setup(self, players: int | None = None, options: BluffOptions | None = None) -> BluffState:
        first = super().setup(players, options)
        return self.state_type(top=first.top)


class Mutating(Broken):
    state_type = MutatingState


class Accepting(Broken):
    state_type = AcceptingState


class Duplicate(Broken):
    state_type = DuplicateState


class Lopsided(Broken):
    state_type = LopsidedState


class Loaded(Broken):
    state_type = LoadedState


class Leaky(Broken):
    state_type = LeakyState


class Telling(Broken):
    state_type = TellingState


class Backdoor(Broken):
    state_type = BackdoorState


@attrs.frozen
class CarelessView(BluffView):
    """The sound view, but one whose position deals the seat's own card anew too."""

    def sample_state(self, rng: random.Random) -> BluffState:
        drawn = super().sample_state(rng)
        cards = tuple(rng.randint(1, self.top) for _ in drawn.cards)
        return CarelessState(cards, drawn.bets, drawn.die, drawn.top)


@attrs.frozen
class CarelessState(StayingState):
    def view(self, seat: int | None) -> object:
        sound = super().view(seat)
        return CarelessView(sound.seat, sound.card, sound.dealt, sound.bets, sound.die, sound.top)


class Careless(Broken):
    state_type = CarelessState


class GlobalRandom(Bluff):
    """``setup`` uses the global random module: two setups differ."""

    def setup(self, players: int | None = None, options: BluffOptions | None = None) -> BluffState:
        first = super().setup(players, options)
        # The check compares four setups, which all agree once in about 10⁹ runs;
        # a larger deck would make every deal of the checker's games slow.
        return attrs.evolve(first, top=random.randint(3, 1_000))


class Misread(Bluff):
    """Notation reads ``bet 1`` as a bet of 2."""

    def parse_action(self, text: str, state: BluffState) -> Action:
        action = super().parse_action(text, state)
        return Bet(2) if action == Bet(1) else action


class Lenient(Bluff):
    """``setup`` takes options of any type, silently using the default."""

    def setup(self, players: int | None = None, options: BluffOptions | None = None) -> BluffState:
        self.check_players(players)
        return BluffState()


class Forgetful(Bluff):
    """Reads every picture back as the start of a game."""

    def parse_position(self, text: str, options: BluffOptions | None = None) -> BluffState:
        return self.setup(2, options)


# -- copies the checker once could not report: it hung, or raised itself ------------------


@attrs.frozen
class EndlessState(StayingState):
    """Betting never stops: the game has no end."""

    @property
    def to_move(self) -> int | Chance | None:
        if len(self.cards) < 2:
            return CHANCE
        return len(self.bets) % 2


class Endless(Broken):
    state_type = EndlessState


class EndlessWithLimits(Endless):
    """The endless game, which says no game takes more than 12 decisions."""

    def limits(self, players: int | None = None, options: BluffOptions | None = None) -> Limits:
        return Limits(
            most_legal_actions=6,
            most_chance_outcomes=6,
            longest_game=12,
            longest_game_steps=16,
            lowest_score=0,
            highest_score=100,
        )


@attrs.frozen
class SpentState(StayingState):
    """At the end, ``legal_actions`` raises instead of listing nothing."""

    def legal_actions(self) -> Sequence[Action]:
        if self.die:
            raise KeyError("no more bets")
        return super().legal_actions()


class Spent(Broken):
    state_type = SpentState


@attrs.frozen
class StuckState(StayingState):
    """Once the die is rolled, seat 0 is to move with nothing legal."""

    @property
    def to_move(self) -> int | Chance | None:
        return 0 if self.die else super().to_move

    def legal_actions(self) -> Sequence[Action]:
        return [] if self.die else super().legal_actions()


class Stuck(Broken):
    state_type = StuckState


@attrs.frozen
class InPlaceState(StayingState):
    """``apply`` changes the state it is called on and hands back that same object."""

    def _apply_legal(self, action: Action) -> BluffState:
        after = super()._apply_legal(action)
        for field in ("cards", "bets", "die"):
            object.__setattr__(self, field, getattr(after, field))
        return self


class InPlace(Broken):
    state_type = InPlaceState


# -- a rule id that does not name its title -------------------------------------------------


@attrs.frozen
class UnnamedState(StayingState):
    """Refuses with a rule id that is not the title's (the id is a field, so each test picks one)."""

    def _refusal(self, action: Action) -> IllegalActionError:
        return IllegalActionError(Unnamed.rule, f"{action} is not a choice now", action=action)


class Unnamed(Broken):
    """Bluff whose refusals name the rule ``rule``: ``"choose"`` starts with no title's id."""

    state_type = UnnamedState
    rule: ClassVar[str] = "choose"


# -- cards shown at the end: a leak in the middle of a short game ---------------------------


@attrs.frozen
class ShowdownView(BluffView):
    """Bluff's view, and every card once the game is over (``shown``); it copies as itself."""

    shown: tuple[int, ...] = ()

    def sample_state(self, rng: random.Random) -> BluffState:
        drawn = super().sample_state(rng)
        return ShowdownState(self.shown or drawn.cards, drawn.bets, drawn.die, drawn.top)

    def __copy__(self) -> ShowdownView:
        return self

    def __deepcopy__(self, memo: object) -> ShowdownView:
        return self


@attrs.frozen
class ShowdownState(StayingState):
    """Bluff, but the cards are shown when the game is over: nothing is hidden at the end."""

    #: The class of its views (called with Bluff's view's fields and ``shown``).
    view_type: ClassVar[type[object]] = ShowdownView

    def view(self, seat: int | None) -> object:
        sound = super().view(seat)
        shown = self.cards if self.is_over else ()
        return self.view_type(sound.seat, sound.card, sound.dealt, sound.bets, sound.die, sound.top, shown)

    def determinize(self, seat: int | None, rng: random.Random) -> BluffState:
        return self if self.is_over else super().determinize(seat, rng)


class Showdown(Broken):
    """A sound title: Bluff with the cards shown at the end, and observations."""

    state_type = ShowdownState

    def observation_layout(self, players: int | None = None, options: BluffOptions | None = None) -> Layout:
        top = (options or BluffOptions()).cards
        return Layout(
            [
                Segment("card", 1, top, "the seat's card, 0 if none"),
                Segment("dealt", 1, 2, "how many cards are dealt"),
                Segment("bets", 2, 2, "each seat's bet, 0 if none"),
                Segment("die", 1, 6, "the die, 0 until rolled"),
                Segment("shown", 2, top, "each seat's card once shown, 0 before"),
            ]
        )

    def observe(self, view: object, seat: int | None) -> tuple[int, ...]:
        seen: ShowdownView = view  # type: ignore[assignment]  # or an UndrawnView, alike
        bets = (*seen.bets, 0, 0)[:2]
        return (seen.card or 0, seen.dealt, *bets, seen.die, *self._cards(seen))

    def _cards(self, view: ShowdownView) -> tuple[int, ...]:
        return (*view.shown, 0, 0)[:2]


@attrs.frozen
class PeekingView(ShowdownView):
    """Equal to Showdown's view, but carrying every card all game long in a field equality ignores."""

    cards: tuple[int, ...] = attrs.field(default=(), eq=False)

    def sample_state(self, rng: random.Random) -> BluffState:
        drawn = super().sample_state(rng)
        return PeekingState(drawn.cards, drawn.bets, drawn.die, drawn.top)


@attrs.frozen
class PeekingState(ShowdownState):
    """The view hands over every card while they are secret; no one can tell once they are shown."""

    view_type = PeekingView

    def view(self, seat: int | None) -> object:
        return attrs.evolve(super().view(seat), cards=self.cards)  # type: ignore[misc]


class Peeking(Showdown):
    """Showdown whose views, and the observations made of them, hold every card: only in the
    middle of a game of six positions, which the checker once never looked at whole."""

    state_type = PeekingState

    def _cards(self, view: ShowdownView) -> tuple[int, ...]:
        return (*getattr(view, "cards", ()), 0, 0)[:2]


# -- views without sample_state, as titles were written before it ---------------------------


@attrs.frozen
class UndrawnView:
    """Showdown's view without ``sample_state``: no position can be drawn from it."""

    seat: int | None
    card: int | None
    dealt: int
    bets: tuple[int, ...]
    die: int
    top: int
    shown: tuple[int, ...] = ()

    def __copy__(self) -> UndrawnView:
        return self

    def __deepcopy__(self, memo: object) -> UndrawnView:
        return self


@attrs.frozen
class UndrawnState(ShowdownState):
    view_type = UndrawnView


class Undrawn(Showdown):
    """A sound title whose views have no ``sample_state``: it hides all it should."""

    state_type = UndrawnState


@attrs.frozen
class UndrawnPeekingView(UndrawnView):
    cards: tuple[int, ...] = attrs.field(default=(), eq=False)


@attrs.frozen
class UndrawnPeekingState(UndrawnState):
    view_type = UndrawnPeekingView

    def view(self, seat: int | None) -> object:
        return attrs.evolve(super().view(seat), cards=self.cards)  # type: ignore[misc]


class UndrawnPeeking(Peeking):
    """Peeking, with views that have no ``sample_state``: the leak is found all the same."""

    state_type = UndrawnPeekingState


# -- a title no package registers -----------------------------------------------------------


@attrs.frozen
class ElsewhereState(StayingState):
    title: ClassVar[str] = "bluff-elsewhere"

    def _refusal(self, action: Action) -> IllegalActionError:
        return IllegalActionError("bluff-elsewhere.turn", f"{action} is not a choice now", action=action)


class Elsewhere(Broken):
    """A sound Bluff under an id no package registers: Bluff itself is installed where the
    how-to's example titles are (``pip install ./examples/titles``)."""

    id: ClassVar[str] = "bluff-elsewhere"
    state_type = ElsewhereState


class Misnamed(Bluff):
    """A game whose id is not its states' title: its rule ids and pictures name another title."""

    id: ClassVar[str] = "misnamed"
