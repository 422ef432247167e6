"""What the conformance checks look at: the cases of a title and the random games played of them.

A *case* is one way to play a title: a player count and a named variant.
:func:`tablerules.testing.checks.play_case` plays a random game of a case to
the end, and a :class:`PlayedGame` keeps every position it went through.
A check raises ``AssertionError`` saying what is wrong, and where:
:class:`CheckError` names the step of the game. The slow checks look at the
positions :func:`steps_looked_at` picks: every one of a short game or a
thorough one, a stride of the others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import attrs

from tablerules.core.game import Action, Game, State
from tablerules.core.record import Record

__all__ = [
    "MOST_LOOKED_AT",
    "SHORT_GAME",
    "Case",
    "CheckError",
    "PlayedGame",
    "action_pool",
    "cases",
    "steps_looked_at",
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
    #: Whether the slow checks look at every position of this game, however long: ``run_checks``
    #: plays the first game of each case so (see :func:`steps_looked_at`).
    thorough: bool = attrs.field(default=False, kw_only=True)

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action, chance outcomes included."""
        return self.record.actions

    @property
    def final(self) -> State:
        """The last position."""
        return self.states[-1]


#: A game of at most this many positions is looked at whole by the slow checks.
SHORT_GAME = 100
#: The most positions a slow check looks at in one game, however long or thorough.
MOST_LOOKED_AT = 2_000


def steps_looked_at(game: PlayedGame, stride: int) -> tuple[int, ...]:
    """The steps of ``game`` whose positions a slow check (whole views, observations) looks at.

    Every step of a game of at most :data:`SHORT_GAME` positions, and of a
    thorough game; of a longer one, every ``stride``-th step, starting at its
    seed modulo ``stride`` so that games of other seeds look at other steps,
    and the first and the last. No game is looked at in more than about
    :data:`MOST_LOOKED_AT` positions.
    """
    count = len(game.states)
    every = 1 if game.thorough or count <= SHORT_GAME else stride
    # A leak in a long game shows at many of its steps; a budget keeps a game of a million
    # steps from taking hours, and still spreads over the whole game.
    every = max(every, -(-count // MOST_LOOKED_AT))
    return tuple(sorted({0, count - 1, *range(game.seed % every, count, every)}))


def action_pool(games: Iterable[PlayedGame]) -> tuple[Action, ...]:
    """Every action legal somewhere in ``games``, each once, in the order first met."""
    return tuple(
        dict.fromkeys(action for game in games for state in game.states for action in state.legal_actions())
    )
