"""The agent that picks uniformly among the legal actions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar

import attrs

from tablerules.core.game import Action

__all__ = ["RandomAgent"]


@attrs.frozen
class RandomAgent:
    """Chooses every legal action with the same chance, from the generator it is given."""

    #: It never reads the view, so the match runner need not build one.
    wants_view: ClassVar[bool] = False

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """A uniformly random legal action."""
        return legal_actions[rng.randrange(len(legal_actions))]

    def choose_index(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> int:
        """Where in ``legal_actions`` the action :meth:`choose` picks lies, drawn the same way."""
        return rng.randrange(len(legal_actions))
