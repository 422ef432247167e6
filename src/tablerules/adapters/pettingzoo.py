"""Any title as a PettingZoo AEC environment (``pip install "tablerules[pettingzoo]"``).

>>> from tablerules.adapters.pettingzoo import env
>>> game = env("great-plains", players=2)
>>> game.reset(seed=1)
>>> observation, reward, terminated, truncated, info = game.last()
>>> sorted(observation)
['action_mask', 'observation']

The agents are ``"player_0"`` to ``"player_{n-1}"``, the seats in order.
Each has a ``Discrete`` action space over the title's action universe
(``game.action_universe(players, options)``: action ``i`` is that
universe's action ``i``) and a ``Dict`` observation space: ``"observation"``,
a ``Box`` of ints laid out as ``game.observation_layout`` says, made from
the agent's own view only, and ``"action_mask"``, 1 at every action legal
for it now (all 0 when it is not its turn). Chance is resolved inside, with
the environment's generator, which ``reset(seed=...)`` seeds: the same seed
and actions give the same game. The reward comes at the end only: each
seat's :meth:`~tablerules.core.outcome.Outcome.utilities` (1 to a sole
winner, the rewards summing to 0). ``env.position`` is the tablerules
state, and ``env.notation(number)`` an action's notation, for anything
else. ``env.state()`` is PettingZoo's global state, for centralised
training: the observation vector of a spectator, who sees everything
public and nothing hidden (``env.state_space``).

An action that is not legal raises :class:`~tablerules.IllegalActionError`
and leaves the environment as it was; anything but a whole number of the
universe (a number outside it, ``True``, ``8.0``) raises ``ValueError``.
"""

from __future__ import annotations

import random
from typing import Any

from tablerules.adapters._common import Configuration, configure, missing, settled, utilities
from tablerules.core.game import State

try:
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ImportError as error:
    raise missing("pettingzoo", error) from error

__all__ = ["TablerulesEnv", "env"]


def env(
    title: str, players: int | None = None, options: object = None, *, render_mode: str | None = None
) -> TablerulesEnv:
    """The AEC environment of ``title`` (a title id) for ``players`` (default: the fewest)
    with ``options`` (an options value, their JSON as a mapping, or ``None`` for the defaults).

    ``render_mode`` is ``None``, ``"ansi"`` (``render()`` returns the text picture a
    spectator sees) or ``"human"`` (``render()`` prints it).
    """
    return TablerulesEnv(configure(title, players, options), render_mode=render_mode)


class TablerulesEnv(AECEnv):  # type: ignore[misc]
    """One title and configuration as a PettingZoo AEC environment (see the module)."""

    def __init__(self, configuration: Configuration, *, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode is None, 'ansi' or 'human', not {render_mode!r}")
        self.configuration = configuration
        self.render_mode = render_mode
        self.metadata = {
            "name": f"tablerules_{configuration.game.id.replace('-', '_')}",
            "render_modes": ["ansi", "human"],
            "is_parallelizable": False,
        }
        self.possible_agents = [f"player_{seat}" for seat in range(configuration.players)]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        size = len(configuration.actions)
        # Entries that all fit in a byte travel as bytes: bytes(vector) and frombuffer are
        # several times quicker than numpy reading a tuple of Python ints.
        self._dtype: Any = np.uint8 if max(configuration.layout.highs()) <= 255 else np.int64
        highs: Any = np.array(configuration.layout.highs(), dtype=self._dtype)
        self._action_space = spaces.Discrete(size)
        #: The space of :meth:`state`: a spectator's observation vector.
        self.state_space = spaces.Box(low=0, high=highs, shape=highs.shape, dtype=self._dtype)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(low=0, high=highs, shape=highs.shape, dtype=self._dtype),
                "action_mask": spaces.Box(low=0, high=1, shape=(size,), dtype=np.int8),
            }
        )
        self._rng = random.Random()
        #: The tablerules state of the game, hidden parts and all.
        self.position: State = settled(configuration.setup(), self._rng)
        #: The last position a mask was made for, and the numbers legal there.
        self._legal: tuple[State | None, frozenset[int]] = (None, frozenset())
        self._reset_books()

    def observation_space(self, agent: str) -> Any:
        """The same ``Dict`` space for every agent."""
        return self._observation_space

    def action_space(self, agent: str) -> Any:
        """The same ``Discrete`` space over the action universe for every agent."""
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game. ``seed`` seeds the generator that resolves chance (left out, it goes on
        drawing from where it was); ``options`` is not used: the game's options are the
        environment's own."""
        if seed is not None:
            self._rng = random.Random(seed)
        self.position = settled(self.configuration.setup(), self._rng)
        self._reset_books()

    def _reset_books(self) -> None:
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        """The seat to move decides next."""
        seat = self.position.to_move
        if isinstance(seat, int):
            self.agent_selection = self.possible_agents[seat]

    def observe(self, agent: str) -> dict[str, Any]:
        """``agent``'s observation vector and action mask."""
        seat = self._seats[agent]
        return {"observation": self._vector(seat), "action_mask": self._mask(seat)}

    def state(self) -> Any:
        """PettingZoo's global state: the observation vector of a spectator (in
        :attr:`state_space`), all that is public and nothing hidden."""
        return self._vector(None)

    def _vector(self, seat: int | None) -> Any:
        """The observation vector of ``seat`` (``None``: a spectator), made from its view."""
        vector = self.configuration.game.observe(self.position.view(seat), seat)
        if self._dtype is np.uint8:
            # bytearrays are writable buffers: numpy wraps them without a copy.
            return np.frombuffer(bytearray(vector), dtype=np.uint8)
        return np.array(vector, dtype=np.int64)

    def _mask(self, seat: int) -> Any:
        """1 at every number legal for ``seat`` now (all 0 off its turn); the numbers are
        kept, so that ``step`` need not check a number it offered again."""
        state = self.position
        mask = bytearray(len(self.configuration.actions))
        if state.to_move == seat:
            legal = self.configuration.actions.numbers(state.legal_actions())
            for number in legal:
                mask[number] = 1
            self._legal = (state, frozenset(legal))
        return np.frombuffer(mask, dtype=np.int8)

    def notation(self, number: int) -> str:
        """The notation of the action numbered ``number`` (``ValueError`` outside the universe)."""
        return str(self.configuration.actions.action(number))

    def step(self, action: Any) -> None:
        """Apply ``action`` (a number of the action universe) for the agent selected."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        known, legal = self._legal
        # True == 1 and 8.0 == 8 would pass a look-up in the legal numbers: the
        # universe's own check refuses them (below).
        if (
            known is self.position
            and (type(action) is int or isinstance(action, np.integer))
            and action in legal
        ):
            # The mask just handed out for this very position says it is legal.
            state = self.position._apply_legal(self.configuration.actions[int(action)])
        else:
            # Refuses a number outside the universe, or an illegal action, changing nothing.
            state = self.position.apply(self.configuration.actions.action(action))
        self._cumulative_rewards[agent] = 0.0
        self.position = settled(state, self._rng)
        if self.position.is_over:
            for seat, utility in enumerate(utilities(self.position)):
                self.rewards[self.possible_agents[seat]] = utility
            self.terminations = dict.fromkeys(self.agents, True)
            self._accumulate_rewards()
            # The finished agents step out in seat order, from the one that moved last.
            return
        # Rewards come at the end only: until then they stay 0 and need no resetting.
        self._select()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The text picture of the position as a spectator sees it (``"ansi"``), or printed (``"human"``)."""
        picture = str(self.position.view(None))
        if self.render_mode == "human":
            print(picture)
            return None
        return picture if self.render_mode == "ansi" else None

    def close(self) -> None:
        """Nothing to release."""
