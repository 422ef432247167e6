"""Take-away, a complete small title: players take 1 to 3 counters; whoever takes the last one wins.

The how-to guide "Add a title of your own" shows this file as it is; with
``pyproject.toml`` beside it, ``pip install .`` registers it, and
``tablerules check take-away`` runs every conformance check on it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar, cast

import attrs

from tablerules import Action, Game, IllegalActionError, NotationError, Outcome, ScoreItem, ScoreSheet, State
from tablerules.core import Chance, whole_number


@attrs.frozen
class Take(Action):
    """Take this many counters from the pile."""

    # whole_number refuses True and 1.0, which equal 1 and would pass as a legal action.
    count: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"take {self.count}"


@attrs.frozen
class TakeAwayState(State):
    """A pile of counters; whoever takes the last one wins."""

    # Every state class names its title; rule ids start with it.
    title: ClassVar[str] = "take-away"

    pile: int
    seat: int = 0
    took_last: int | None = None

    @property
    def players(self) -> int:
        return 2

    @property
    def to_move(self) -> int | Chance | None:
        return None if self.pile == 0 else self.seat

    @classmethod
    def action_type(cls) -> type[Action]:
        return Take

    def legal_actions(self) -> Sequence[Take]:
        return tuple(Take(n) for n in (1, 2, 3) if n <= self.pile)

    def _apply_legal(self, action: Action) -> TakeAwayState:
        pile = self.pile - cast(Take, action).count  # apply() passes only legal actions here
        return TakeAwayState(pile, 1 - self.seat, self.seat if pile == 0 else None)

    def _refusal(self, action: Action) -> IllegalActionError:
        most = min(3, self.pile)
        return IllegalActionError("take-away.take", f"take 1 to {most} counters", action=action)

    def score_sheet(self) -> ScoreSheet:
        if self.took_last is None:
            return ScoreSheet(2, ())
        # kind is the row's stable id, for programs; the label is for people.
        return ScoreSheet(2, (ScoreItem(self.took_last, "took the last counter", 1, kind="last-counter"),))

    def outcome(self) -> Outcome | None:
        return Outcome.rank(self.scores()) if self.is_over else None

    def view(self, seat: int | None) -> TakeAwayState:
        self.check_seat(seat)
        return self  # nothing is hidden

    def __str__(self) -> str:
        return f"pile: {self.pile}"


@attrs.frozen
class TakeAwayOptions:
    """The size of the pile."""

    pile: int = attrs.field(default=10, validator=[whole_number, attrs.validators.ge(1)])


class TakeAway(Game[TakeAwayState, TakeAwayOptions]):
    """Take-away, for two players."""

    id: ClassVar[str] = "take-away"
    name: ClassVar[str] = "Take-away"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    has_hidden_information: ClassVar[bool] = False

    @property
    def options_type(self) -> type[TakeAwayOptions]:
        return TakeAwayOptions

    def setup(self, players: int | None = None, options: TakeAwayOptions | None = None) -> TakeAwayState:
        self.check_players(players)
        options = TakeAwayOptions() if options is None else options
        # Refuses anything but a TakeAwayOptions value with a ValueError, as setup must.
        self.check_options(options)
        return TakeAwayState(options.pile)

    def parse_action(self, text: str, state: TakeAwayState) -> Take:
        match = re.fullmatch(r"\s*take\s+([0-9]{1,3})\s*", text) if isinstance(text, str) else None
        if match is None:
            raise NotationError(f"not Take-away notation: {text!r} (expected 'take N')")
        return Take(int(match[1]))


#: What ``tablerules.load("take-away")`` returns once the package is installed.
GAME = TakeAway()
