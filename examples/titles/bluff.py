"""Bluff, a small title with a die and a secret card: the how-to's second example title.

Chance deals each of two seats a secret card (1 to 3, or up to
``BluffOptions.cards``); each seat then bets 1 or 2; a die is rolled. Each
seat scores its card times its bet, and the higher bet also scores the die.
It shows what a title with chance and hidden information writes:
``chance_outcomes`` (with ``uniform``), a ``view`` that holds only what the
seat may know, ``notation_for`` redacting another seat's card, and
``sample_state`` (on the view) and ``determinize`` dealing the hidden cards anew.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from fractions import Fraction
from typing import ClassVar, cast

import attrs

from tablerules.core import (
    CHANCE,
    Action,
    Chance,
    Game,
    IllegalActionError,
    NotationError,
    Outcome,
    ScoreItem,
    ScoreSheet,
    State,
    uniform,
    whole_number,
)


class BluffAction(Action):
    """Base class of Bluff's actions."""

    __slots__ = ()


@attrs.frozen(repr=False)
class Deal(BluffAction):
    """Chance: the next seat's secret card."""

    card: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"deal {self.card}"

    def __repr__(self) -> str:
        return f"Deal({self.card!r})"


@attrs.frozen(repr=False)
class Bet(BluffAction):
    """Bet 1 or 2."""

    amount: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"bet {self.amount}"

    def __repr__(self) -> str:
        return f"Bet({self.amount!r})"


@attrs.frozen(repr=False)
class Roll(BluffAction):
    """Chance: the die shows ``pips``."""

    pips: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"roll {self.pips}"

    def __repr__(self) -> str:
        return f"Roll({self.pips!r})"


@attrs.frozen
class BluffOptions:
    """The highest card."""

    cards: int = attrs.field(default=3, validator=[whole_number, attrs.validators.ge(1)])


@attrs.frozen
class BluffView:
    """What one seat knows: its own card, every bet, the die, the highest card."""

    seat: int | None
    card: int | None
    dealt: int
    bets: tuple[int, ...]
    die: int
    top: int

    def sample_state(self, rng: random.Random) -> BluffState:
        """A whole position this seat cannot tell from the real one: the cards it
        cannot see dealt anew, as an agent that searches needs."""
        own = self.card
        cards = tuple(
            own if index == self.seat and own is not None else rng.randint(1, self.top)
            for index in range(self.dealt)
        )
        return BluffState(cards, self.bets, self.die, self.top)


@attrs.frozen
class BluffState(State):
    """Cards dealt so far, bets so far, the die (0 until rolled)."""

    title: ClassVar[str] = "bluff"

    cards: tuple[int, ...] = ()
    bets: tuple[int, ...] = ()
    die: int = 0
    top: int = 3

    @property
    def players(self) -> int:
        return 2

    @property
    def to_move(self) -> int | Chance | None:
        if len(self.cards) < 2:
            return CHANCE
        if len(self.bets) < 2:
            return len(self.bets)
        return CHANCE if self.die == 0 else None

    @classmethod
    def action_type(cls) -> type[Action]:
        return BluffAction

    def legal_actions(self) -> Sequence[Action]:
        if self.to_move is CHANCE:
            return [action for action, _ in self.chance_outcomes()]
        return [Bet(1), Bet(2)] if self.to_move is not None else []

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        if len(self.cards) < 2:
            return uniform([Deal(card) for card in range(1, self.top + 1)])
        if len(self.bets) == 2 and self.die == 0:
            return uniform([Roll(pips) for pips in range(1, 7)])
        return ()

    def _apply_legal(self, action: Action) -> BluffState:
        if isinstance(action, Deal):
            return attrs.evolve(self, cards=(*self.cards, action.card))
        if isinstance(action, Bet):
            return attrs.evolve(self, bets=(*self.bets, action.amount))
        return attrs.evolve(self, die=cast(Roll, action).pips)

    def _refusal(self, action: Action) -> IllegalActionError:
        # Rule ids start with the title's id.
        return IllegalActionError("bluff.turn", f"{action} is not a choice now", action=action)

    def score_sheet(self) -> ScoreSheet:
        if self.die == 0:
            return ScoreSheet(2, ())
        items = [
            ScoreItem(seat, "card x bet", self.cards[seat] * self.bets[seat], kind="card-times-bet")
            for seat in (0, 1)
        ]
        if self.bets[0] != self.bets[1]:
            items.append(ScoreItem(self.bets.index(max(self.bets)), "the die", self.die, kind="die"))
        return ScoreSheet(2, tuple(items))

    def outcome(self) -> Outcome | None:
        return Outcome.rank(self.scores()) if self.is_over else None

    def view(self, seat: int | None) -> BluffView:
        """Only the seat's own card: a view holds no hidden data at all, not even in a private field."""
        self.check_seat(seat)
        card = self.cards[seat] if seat is not None and seat < len(self.cards) else None
        return BluffView(seat, card, len(self.cards), self.bets, self.die, self.top)

    def notation_for(self, action: Action, seat: int | None) -> str:
        """Another seat's card reads ``deal ?`` in a seat's log."""
        self.check_seat(seat)
        if isinstance(action, Deal) and seat != len(self.cards):
            return "deal ?"
        return str(action)

    def determinize(self, seat: int | None, rng: random.Random) -> BluffState:
        """The cards ``seat`` cannot see, dealt anew: a state that seat cannot tell from this one."""
        cards = tuple(
            card if index == seat else rng.randint(1, self.top) for index, card in enumerate(self.cards)
        )
        return attrs.evolve(self, cards=cards)

    def __str__(self) -> str:
        return f"cards {self.cards}, bets {self.bets}, die {self.die}"


_NOTATION = re.compile(r"\s*(deal|bet|roll)\s+([0-9]{1,2})\s*")


class Bluff(Game[BluffState, BluffOptions]):
    """Bluff, for two players."""

    id: ClassVar[str] = "bluff"
    name: ClassVar[str] = "Bluff"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    has_hidden_information: ClassVar[bool] = True

    @property
    def options_type(self) -> type[BluffOptions]:
        return BluffOptions

    def setup(self, players: int | None = None, options: BluffOptions | None = None) -> BluffState:
        self.check_players(players)
        options = BluffOptions() if options is None else options
        self.check_options(options)
        return BluffState(top=options.cards)

    def parse_action(self, text: str, state: BluffState) -> Action:
        match = _NOTATION.fullmatch(text) if isinstance(text, str) else None
        if match is None:
            raise NotationError(f"not Bluff notation: {text!r}")
        kind = {"deal": Deal, "bet": Bet, "roll": Roll}[match[1]]
        return kind(int(match[2]))


#: What ``tablerules.load("bluff")`` returns once the package is installed.
GAME = Bluff()
