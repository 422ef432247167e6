"""What both adapters need: one configuration of a title, its numbering, and chance resolved."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import attrs

from tablerules.core.chance import CHANCE
from tablerules.core.encoding import Layout
from tablerules.core.game import Game, JSONValue, State
from tablerules.core.registry import load
from tablerules.core.universe import Limits, Universe

__all__ = ["Configuration", "configure", "missing", "settled", "utilities"]


def missing(extra: str, error: ImportError) -> ImportError:
    """The error to raise when an adapter's framework is not installed: it names the extra."""
    return ImportError(f'{error.name or "a framework"} is missing: pip install "tablerules[{extra}]"')


@attrs.frozen
class Configuration:
    """One title with a player count and options, and everything a framework asks of it."""

    game: Game[Any, Any]
    players: int
    options: Any
    actions: Universe[Any]
    chances: Universe[Any]
    limits: Limits
    layout: Layout

    def setup(self) -> State:
        """The first position."""
        state: State = self.game.setup(players=self.players, options=self.options)
        return state

    @property
    def options_json(self) -> dict[str, JSONValue]:
        """The options as JSON data."""
        return self.game.options_to_json(self.options)


def configure(title: str, players: int | None, options: object) -> Configuration:
    """The configuration of ``title`` (a title id) with ``players`` (default: the fewest)
    and ``options``: an options value, a mapping read as the options' JSON, or ``None``
    for the defaults. Raises ``KeyError`` for an unknown title, ``ValueError`` for bad
    players or options."""
    game = load(title)
    count = game.min_players if players is None else game.check_players(players)
    if options is None:
        chosen = game.options_type()
    elif isinstance(options, Mapping):
        chosen = game.options_from_json(dict(options))
    else:
        game.check_options(options)
        chosen = options
    return Configuration(
        game,
        count,
        chosen,
        game.action_universe(count, chosen),
        game.chance_universe(count, chosen),
        game.limits(count, chosen),
        game.observation_layout(count, chosen),
    )


def settled(state: State, rng: random.Random) -> State:
    """``state`` with every chance node in a row resolved with ``rng``, as the match runner draws."""
    while state.to_move is CHANCE:
        state = state._apply_legal(state.sample_chance(rng))  # the state's own draw: legal
    return state


def utilities(state: State) -> tuple[float, ...]:
    """The finished game's :meth:`~tablerules.core.outcome.Outcome.utilities`
    (``ValueError`` before the end)."""
    outcome = state.outcome()
    if outcome is None:
        raise ValueError("a game that is not over has no utilities yet")
    return outcome.utilities()
