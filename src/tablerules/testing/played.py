"""What the conformance checks look at: the cases of a title and the random games played of them.

A *case* is one way to play a title: a player count and a named variant.
:func:`tablerules.testing.checks.play_case` plays a random game of a case to
the end, and a :class:`PlayedGame` keeps every position it went through.
A check raises ``AssertionError`` saying what is wrong, and where:
:class:`CheckError` names the step of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import attrs

from tablerules.core.game import Action, Game, State
from tablerules.core.record import Record

__all__ = [
    "Case",
    "CheckError",
    "PlayedGame",
    "action_pool",
    "cases",
]


class CheckError(AssertionError):
    """A failed check, with the step of the game where it failed (``None``: the game as a whole)."""

    def __init__(self, message: str, *, step: int | None = None) -> None:
        self.step = step
        super().__init__(message if step is None else f"step {step}: {message}")


def _require(condition: object, message: str, step: int | None = None) -> None:
    if not condition:
        raise CheckError(message, step=step)


def _at(step: int, check: Callable[..., Any], *arguments: object) -> Any:
    """``check(*arguments)``, its failure told at ``step``."""
    try:
        return check(*arguments)
    except CheckError:
        raise
    except AssertionError as error:
        raise CheckError(str(error), step=step) from error


def _offered(ask: Callable[[], Any]) -> Any:
    """``ask()``, or ``None`` where the title does not offer it (``NotImplementedError``)."""
    try:
        return ask()
    except NotImplementedError:
        return None


@attrs.frozen
class Case:
    """One way to play a title: a player count and a named variant of it."""

    game: Game[Any, Any] = attrs.field(eq=False)
    players: int
    variant: str
    title: str = attrs.field(default=attrs.Factory(lambda self: self.game.id, takes_self=True))

    @property
    def options(self) -> object:
        """The variant's options."""
        return self.game.variants()[self.variant]

    def setup(self) -> State:
        """The first position."""
        state: State = self.game.setup(players=self.players, options=self.options)
        return state

    def __str__(self) -> str:
        return f"{self.title}-{self.players}p-{self.variant}"


def cases(
    game: Game[Any, Any], players: Iterable[int] | None = None, variants: Iterable[str] | None = None
) -> list[Case]:
    """Every case of ``game``: each player count (or those given) with each variant (or those named)."""
    known = game.variants()
    names = list(known) if variants is None else list(variants)
    unknown = [name for name in names if name not in known]
    if unknown:
        raise ValueError(f"{game.name} has no variant {unknown[0]!r}; its variants: {', '.join(known)}")
    counts = list(game.player_counts) if players is None else list(players)
    for count in counts:
        game.check_players(count)
    return [Case(game, count, name) for count in counts for name in names]


@attrs.frozen
class PlayedGame:
    """A random game of a case played to the end, and every position it went through."""

    case: Case
    seed: int
    record: Record
    states: tuple[State, ...]

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action, chance outcomes included."""
        return self.record.actions

    @property
    def final(self) -> State:
        """The last position."""
        return self.states[-1]


def action_pool(games: Iterable[PlayedGame]) -> tuple[Action, ...]:
    """Every action legal somewhere in ``games``, each once, in the order first met."""
    return tuple(
        dict.fromkeys(action for game in games for state in game.states for action in state.legal_actions())
    )
