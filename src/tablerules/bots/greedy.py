"""The agent that looks one decision ahead and takes the best expected score difference."""

from __future__ import annotations

import random
from collections.abc import Sequence

import attrs

from tablerules.bots.searching import check_searchable
from tablerules.core.chance import CHANCE
from tablerules.core.game import Action, State, sample_state

__all__ = ["GreedyAgent", "score_difference"]

# Two expectations closer than this are a tie: sums of Fractions turned into
# floats may differ in the last bits for the same value.
_TIE: float = 1e-9


def score_difference(state: State, seat: int) -> float:
    """``seat``'s points less the best points of any other seat, in ``state``.

    With two players that is the difference of their scores; with more, the
    lead over (or the gap to) the best of the others. What the greedy agent
    maximises.
    """
    scores = state.scores()
    others = [points for other, points in enumerate(scores) if other != seat]
    return scores[seat] - max(others, default=0)


@attrs.frozen
class GreedyAgent:
    """Looks one decision ahead: plays the legal action whose result has the best
    expected :func:`score_difference` for its seat, ties broken by its generator.

    "One decision ahead" is the agent's own action and, where chance decides
    right after it (a die rolled, a card drawn), every outcome of that one
    chance step with its probability. Where the view hides something, the
    agent plays on ``samples`` positions drawn from its view
    (:func:`tablerules.core.sample_state`) and adds up the expectations of
    each. It keeps nothing between decisions and draws only from the
    generator it is handed, so the same generator gives the same choices.

    Where the view hides something it needs the view's ``sample_state``:
    without it, :meth:`choose` raises ``ValueError`` naming the method.
    """

    #: How many positions to draw from a view that hides something; at least 1.
    samples: int = attrs.field(default=1, validator=attrs.validators.ge(1))

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """The legal action with the best expected score difference, ties broken by ``rng``."""
        # Even one sample needs a position: the agent looks ahead by applying actions to it.
        check_searchable(view, "GreedyAgent looks ahead in")
        first = sample_state(view, rng)
        seat = first.to_move
        if not isinstance(seat, int):
            raise ValueError("the greedy agent decides only where a seat is to move")
        # A view that is the state itself hides nothing: one position is all there is.
        positions = [first]
        if first is not view:
            positions += [sample_state(view, rng) for _ in range(self.samples - 1)]
        values = [sum(_expected(place, action, seat) for place in positions) for action in legal_actions]
        best = max(values)
        ties = [index for index, value in enumerate(values) if value >= best - _TIE]
        return legal_actions[ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]]


def _expected(state: State, action: Action, seat: int) -> float:
    """The expected score difference after ``action``, over the chance step right after it."""
    after = state.apply(action)
    if after.to_move is not CHANCE:
        return score_difference(after, seat)
    return sum(
        float(probability) * score_difference(after.apply(outcome), seat)
        for outcome, probability in after.chance_outcomes()
    )
