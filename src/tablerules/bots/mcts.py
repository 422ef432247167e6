"""Monte Carlo tree search (UCT), with chance as its own nodes and hidden parts drawn anew.

Each iteration draws a whole position from the agent's view
(:func:`tablerules.core.sample_state`: the state itself where nothing is
hidden), walks down the tree from the root choosing by UCB1 at each
decision and drawing each chance outcome with ``sample_chance``, adds one new
node, plays on at random to the end, and credits every decision on the way
with what the game gave the seat that took it: 1 for a win, ``1/k`` for a
win shared by ``k`` seats, 0 for a loss. Where positions drawn from a view
differ (what another seat holds), a node's children are the actions seen in
any of them, and each is weighed only against the others that were legal in
the same drawn position (information-set MCTS, with availability counts).
The agent plays the root's most visited action.
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Sequence

import attrs

from tablerules.bots.searching import check_searchable
from tablerules.core.chance import CHANCE
from tablerules.core.game import Action, State, sample_state

__all__ = ["MCTSAgent"]


class _Node:
    """A decision taken in the tree: how often it was tried, what it won for the
    seat that took it, and how often it was there to take."""

    __slots__ = ("available", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.available = 0


@attrs.frozen
class MCTSAgent:
    """Plays the action Monte Carlo tree search visits most, after ``iterations``
    playouts from its view (or as many as fit in ``seconds`` of processor time).

    ``exploration`` is UCB1's constant on rewards between 0 and 1. With the
    same generator and an iteration budget the agent makes the same choices;
    a time budget depends on the machine. It keeps nothing between decisions,
    and spends no search on a decision with one legal action.

    Where the view hides something it needs the view's ``sample_state``:
    without it, :meth:`choose` raises ``ValueError`` naming the method, at
    the first decision (one with a single legal action too).
    """

    #: Playouts per decision.
    iterations: int = attrs.field(default=1000, validator=attrs.validators.ge(1))
    #: UCB1's exploration constant.
    exploration: float = attrs.field(default=0.7, validator=attrs.validators.ge(0))
    #: A time budget in processor seconds instead of ``iterations``, or ``None``.
    seconds: float | None = attrs.field(
        default=None, validator=attrs.validators.optional(attrs.validators.gt(0))
    )
    #: A limit in wall-clock seconds on top of the budget, or ``None``: the search stops at
    #: whichever ends first (a server's bots answer within it however busy the machine).
    most_seconds: float | None = attrs.field(
        default=None, validator=attrs.validators.optional(attrs.validators.gt(0)), kw_only=True
    )

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """The legal action the search visited most, ties broken by ``rng``.

        A decision with one legal action is no choice: it is played at once,
        without a search and without drawing from ``rng``.
        """
        # Refused before the shortcut: a title the agent cannot search fails at its first decision.
        check_searchable(view, "MCTSAgent searches")
        if len(legal_actions) == 1:
            return legal_actions[0]
        root = _Node()
        if self.most_seconds is not None:
            # At least one playout, and no more than the budget, within the wall-clock limit.
            cutoff = time.monotonic() + self.most_seconds
            spend = None if self.seconds is None else time.process_time() + self.seconds
            for _ in range(self.iterations if spend is None else sys.maxsize):
                self._playout(root, sample_state(view, rng), rng)
                if time.monotonic() >= cutoff or (spend is not None and time.process_time() >= spend):
                    break
        elif self.seconds is None:
            for _ in range(self.iterations):
                self._playout(root, sample_state(view, rng), rng)
        else:
            deadline = time.process_time() + self.seconds
            while True:  # at least one playout, however short the budget
                self._playout(root, sample_state(view, rng), rng)
                if time.process_time() >= deadline:
                    break
        visits = [root.children[a].visits if a in root.children else 0 for a in legal_actions]
        most = max(visits)
        best = [index for index, count in enumerate(visits) if count == most]
        return legal_actions[best[rng.randrange(len(best))] if len(best) > 1 else best[0]]

    def _playout(self, root: _Node, state: State, rng: random.Random) -> None:
        """One iteration: down the tree, one node added, at random to the end, credit back up."""
        path: list[tuple[_Node, int]] = []  # each decision node and the seat that took it
        node = root
        expanded = False
        while (seat := state.to_move) is not None:
            if seat is CHANCE:
                action = state.sample_chance(rng)
                node = node.children.setdefault(action, _Node())
            elif expanded:
                break
            else:
                action, node, expanded = self._select(node, state.legal_actions(), rng)
                path.append((node, seat))
            state = state._apply_legal(action)  # an outcome drawn, or an action of legal_actions()
        rewards = _rewards(_played_out(state, rng))
        for visited, seat in path:
            visited.visits += 1
            visited.reward += rewards[seat]

    def _select(self, node: _Node, legal: Sequence[Action], rng: random.Random) -> tuple[Action, _Node, bool]:
        """The action to take at ``node`` among ``legal``: one never tried yet, else by
        UCB1 over the tries and the times each was there to take. Returns whether it is new."""
        children = node.children
        untried = [action for action in legal if action not in children]
        if untried:
            action = untried[rng.randrange(len(untried))]
            child = children[action] = _Node()
            for other in legal:
                tried = children.get(other)
                if tried is not None:
                    tried.available += 1
            return action, child, True
        best, best_value = legal[0], -math.inf
        for action in legal:
            child = children[action]
            child.available += 1
            value = child.reward / child.visits + self.exploration * math.sqrt(
                math.log(child.available) / child.visits
            )
            if value > best_value:
                best, best_value = action, value
        return best, children[best], False


def _played_out(state: State, rng: random.Random) -> State:
    """``state`` played on to the end, every decision and chance outcome at random."""
    while (seat := state.to_move) is not None:
        if seat is CHANCE:
            action = state.sample_chance(rng)
        else:
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
        state = state._apply_legal(action)  # an outcome drawn, or an action of legal_actions()
    return state


def _rewards(final: State) -> list[float]:
    """What a finished game gives each seat: 1 to a sole winner, 1/k to each of k sharing the win."""
    outcome = final.outcome()
    if outcome is None:
        raise ValueError("a game that is not over has no rewards")
    winners = outcome.winners
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(final.players)]
