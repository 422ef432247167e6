"""Running a match: agents decide, a seeded generator resolves chance."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import repeat
from operator import is_
from typing import Any, Protocol

from tablerules.core.chance import CHANCE
from tablerules.core.game import Action, Game, State
from tablerules.core.record import Record

__all__ = ["Agent", "play", "play_counted", "play_state"]


class Agent(Protocol):
    """Anything that picks one of the legal actions, seeing only its seat's view.

    An agent that never reads the view (a random player, say) may have a
    class attribute ``wants_view = False``: :func:`play` and
    :func:`play_state` then pass ``None`` instead of building a view at every
    decision. Without the attribute an agent gets its view.

    An agent may also have a method ``choose_index(view, legal_actions, rng)``
    that returns the position of its pick in ``legal_actions`` (a policy over
    the list, as in reinforcement learning): the runners then call it instead
    of ``choose`` and take the action out of the list themselves, so it needs
    no check; an index that is not an ``int`` in ``range(len(legal_actions))``
    raises ``ValueError``. ``choose`` must pick the same action.
    """

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """One of ``legal_actions``."""
        ...


def play_state(state: State, agents: Sequence[Agent], *, seed: int | str = 0) -> tuple[State, list[Action]]:
    """Play on from ``state`` to the end; returns the final state and the actions taken.

    Chance is drawn from ``random.Random(seed)``; each seat's agent gets a
    generator of its own, so swapping one agent never changes the dice.
    Every action is checked: one that is the very value ``legal_actions()``
    just handed the agent, or the outcome the state's own ``sample_chance``
    drew, is known legal and applied without asking again; any other (an
    equal copy, a made-up action) goes through ``apply``.
    """
    final, actions, _ = play_counted(state, agents, seed=seed)
    return final, actions


def play_counted(
    state: State, agents: Sequence[Agent], *, seed: int | str = 0
) -> tuple[State, list[Action], int]:
    """:func:`play_state`, with the number of the seats' decisions among the actions
    (chance outcomes not counted), which a simulation reports."""
    if len(agents) != state.players:
        raise ValueError(f"{state.players} players need {state.players} agents, not {len(agents)}")
    chance_rng = random.Random(f"{seed}:chance")
    agent_rngs = [random.Random(f"{seed}:seat{seat}") for seat in range(len(agents))]
    actions: list[Action] = []
    taken = actions.append
    chance = CHANCE  # a local: this loop is every benchmark's hot path
    decisions = 0
    wants_view = [getattr(agent, "wants_view", True) is not False for agent in agents]
    by_index = [getattr(agent, "choose_index", None) for agent in agents]
    while (seat := state.to_move) is not None:
        if seat is chance:
            # The state's own draw is one of its chance outcomes by contract
            # (State.sample_chance; the conformance checker holds every title
            # to it), so it is applied as legal, like an agent's pick below.
            action = state.sample_chance(chance_rng)
            state = state._apply_legal(action)
        else:
            decisions += 1
            view = state.view(seat) if wants_view[seat] else None
            legal = state.legal_actions()
            choose_index = by_index[seat]
            if choose_index is not None:
                # The runner takes the action out of legal_actions() itself:
                # legal, once the index is known to point into it.
                index = choose_index(view, legal, agent_rngs[seat])
                if type(index) is not int or not 0 <= index < len(legal):
                    raise ValueError(
                        f"the agent of seat {seat} chose index {index!r} of {len(legal)} legal actions"
                    )
                action = legal[index]
                state = state._apply_legal(action)
            else:
                action = agents[seat].choose(view, legal, agent_rngs[seat])
                # An action that is one of the very values legal_actions() just
                # handed out has passed the check apply() would make: apply it as
                # legal. Anything else, equal or not, goes through the check.
                if any(map(is_, legal, repeat(action))):
                    state = state._apply_legal(action)
                else:
                    state = state.apply(action)
        taken(action)
    return state, actions, decisions


def play(
    game: Game[Any, Any],
    agents: Sequence[Agent],
    *,
    seed: int | str = 0,
    options: object | None = None,
) -> Record:
    """Play one game of ``game`` to the end, one agent a seat, and return its record."""
    players = game.check_players(len(agents))
    state = game.setup(players=players, options=options)
    _, actions = play_state(state, agents, seed=seed)
    used = options if options is not None else game.options_type()
    return Record(game.id, players, used, tuple(actions))
