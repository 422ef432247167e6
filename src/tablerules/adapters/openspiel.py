"""Any title as an OpenSpiel game (``pip install "tablerules[openspiel]"``).

>>> from tablerules.adapters.openspiel import game
>>> spiel = game("great-plains", players=2)
>>> state = spiel.new_initial_state()
>>> state.is_chance_node()
True

Importing the module registers every installed title with OpenSpiel as
``python_tablerules_<title>`` (``python_tablerules_great_plains``), with the
parameters ``players`` (an int) and ``options`` (JSON text of the options
that differ from the defaults), so
``pyspiel.load_game("python_tablerules_bison", {"players": 3})`` works as
well as :func:`game`. A game's own string names the options that differ, as
JSON where that has no comma (``options={"variant":1}``), else as that JSON
in base64url, since OpenSpiel's game strings cannot hold a comma in a
value; either reads back, so games and states pickle and serialize.

- Actions are numbered by the title's action universe, chance outcomes by its
  chance universe (``Game.action_universe``, ``Game.chance_universe``);
  legal actions come sorted by number.
- Chance nodes are OpenSpiel chance nodes with the rules' probabilities.
- The returns are the outcome's
  :meth:`~tablerules.core.outcome.Outcome.utilities`, at the end only: a
  zero-sum game with utilities from -1 to 1.
- The observation tensor is ``Game.observe`` of the seat's view; the
  observation string is the seat's information key
  (``Game.information_key``); the information-state string adds what the
  seat saw happen, step by step (its redacted log), so it has perfect recall.
- ``max_game_length`` is the title's ``Limits.longest_game_steps``: chance
  steps included.
"""

from __future__ import annotations

import base64
import json
from typing import Any, ClassVar

from tablerules.adapters._common import Configuration, configure, missing, utilities
from tablerules.core.chance import CHANCE
from tablerules.core.game import Action, State
from tablerules.core.registry import load, titles

try:
    import numpy as np
    import pyspiel
except ImportError as error:
    raise missing("openspiel", error) from error

__all__ = ["TablerulesGame", "TablerulesState", "game", "short_name"]


def short_name(title: str) -> str:
    """The name OpenSpiel knows ``title`` by: ``python_tablerules_great_plains``."""
    return "python_tablerules_" + title.replace("-", "_")


def game(title: str, players: int | None = None, options: object = None) -> TablerulesGame:
    """The OpenSpiel game of ``title`` (a title id) for ``players`` (default: the fewest) with
    ``options`` (an options value, their JSON as a mapping, or ``None`` for the defaults)."""
    configuration = configure(title, players, options)
    if title not in _CLASSES:
        _CLASSES[title] = _register(title)
    return _CLASSES[title]({"players": configuration.players, "options": _options_text(configuration)})


def _options_text(configuration: Configuration) -> str:
    """The ``options`` parameter of ``configuration``: the options that differ from the
    defaults, as compact JSON where that holds nothing OpenSpiel's game strings cannot
    (a comma, ``=`` or a parenthesis), else as base64url of it."""
    game = configuration.game
    defaults = game.options_to_json(game.options_type())
    changed = {key: value for key, value in configuration.options_json.items() if defaults.get(key) != value}
    text = json.dumps(changed, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    if not any(mark in text for mark in ",=()"):
        return text
    return base64.urlsafe_b64encode(text.encode("ascii")).decode("ascii").rstrip("=")


def _options_read(text: str, title: str) -> dict[str, Any]:
    """The options' JSON from the ``options`` parameter: JSON text, or base64url of it;
    the options it leaves out are the defaults."""
    if not text.lstrip().startswith("{"):
        try:
            text = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode("utf-8")
        except ValueError:  # binascii.Error and UnicodeDecodeError among them
            raise ValueError(
                f"the options parameter is JSON text or base64url of it, not {text[:80]!r}"
            ) from None
    try:
        changed = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as error:
        raise ValueError(f"the options parameter is JSON text: {error}") from None
    if not isinstance(changed, dict):
        raise ValueError(f"the options parameter is a JSON object, not {text[:80]!r}")
    game = load(title)
    return {**game.options_to_json(game.options_type()), **changed}


def _game_type(title: str) -> Any:
    """The ``pyspiel.GameType`` of ``title``."""
    described = load(title)
    information = pyspiel.GameType.Information
    return pyspiel.GameType(
        short_name=short_name(title),
        long_name=f"{described.name} (tablerules)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(
            information.IMPERFECT_INFORMATION
            if described.has_hidden_information
            else information.PERFECT_INFORMATION
        ),
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=described.max_players,
        min_num_players=described.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": described.min_players, "options": "{}"},
        default_loadable=True,
        provides_factored_observation_string=False,
    )


class TablerulesGame(pyspiel.Game):  # type: ignore[misc]
    """A title with a player count and options, as a ``pyspiel.Game``.

    Each title has a subclass of its own, registered with OpenSpiel, which
    sets ``title``; OpenSpiel makes it from its parameters.
    """

    #: The title id the subclass plays.
    title: ClassVar[str]

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        title = self.title
        described = load(title)
        players = params.get("players", described.min_players)
        options = _options_read(params.get("options", "{}"), title)
        self.configuration: Configuration = configure(title, players, options)
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.configuration.actions),
            max_chance_outcomes=len(self.configuration.chances),
            num_players=self.configuration.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.configuration.limits.longest_game_steps,
        )
        super().__init__(
            _game_type(title),
            info,
            {"players": self.configuration.players, "options": _options_text(self.configuration)},
        )

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        # pyspiel's own pickling restores the C++ game but not this object's attributes:
        # load the game from its string, which names the title, players and options.
        return pyspiel.load_game, (str(self),)

    def new_initial_state(self) -> TablerulesState:
        """The first position."""
        return TablerulesState(self, self.configuration.setup(), ())

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
        """The seat's own observation (``perfect_recall=False``) or information state (``True``)."""
        if params:
            raise ValueError(f"tablerules observers take no parameters, not {params!r}")
        if iig_obs_type is not None and (
            not iig_obs_type.public_info or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError("tablerules observes for one seat: public and that seat's private information")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return _Observer(self.configuration, recall)


class TablerulesState(pyspiel.State):  # type: ignore[misc]
    """A position of a title, as a ``pyspiel.State``.

    ``position`` is the tablerules state; every attribute is immutable, so
    OpenSpiel's clones copy nothing but references.
    """

    def __init__(self, spiel: TablerulesGame, position: State, log: tuple[tuple[State, Action], ...]) -> None:
        super().__init__(spiel)
        self.configuration = spiel.configuration
        self.position = position
        #: Every step so far with the position it was taken in, for the redacted logs.
        self.log = log

    def current_player(self) -> int:
        """The seat to move, ``PlayerId.CHANCE`` or ``PlayerId.TERMINAL``."""
        seat = self.position.to_move
        if seat is None:
            return int(pyspiel.PlayerId.TERMINAL)
        if seat is CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        """The numbers of the legal actions, ascending."""
        index = self.configuration.actions.index
        return sorted(index(action) for action in self.position.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """``(number, probability)`` of every chance outcome, by number."""
        index = self.configuration.chances.index
        return sorted((index(outcome), float(chance)) for outcome, chance in self.position.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        numbered = (
            self.configuration.chances if self.position.to_move is CHANCE else self.configuration.actions
        )
        chosen = numbered.action(action)
        after = self.position.apply(chosen)  # checked: an illegal number changes nothing
        self.log = (*self.log, (self.position, chosen))
        self.position = after

    def _action_to_string(self, player: int, action: int) -> str:
        numbered = (
            self.configuration.chances if player == pyspiel.PlayerId.CHANCE else self.configuration.actions
        )
        return str(numbered.action(action))

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.position.is_over

    def returns(self) -> list[float]:
        """Each seat's utility at the end, 0 before."""
        if not self.position.is_over:
            return [0.0] * self.configuration.players
        return list(utilities(self.position))

    def __str__(self) -> str:
        return str(self.position)


class _Observer:
    """OpenSpiel's Python observer: a seat's observation tensor and strings."""

    def __init__(self, configuration: Configuration, recall: bool) -> None:
        self.configuration = configuration
        self.recall = recall
        layout = configuration.layout
        # With perfect recall the history is a string only (no information-state tensor).
        self.tensor = None if recall else np.zeros(layout.size, np.float32)
        self.dict = {} if recall else {"observation": self.tensor}

    def set_from(self, state: TablerulesState, player: int) -> None:
        """The tensor for ``player`` in ``state``."""
        if self.tensor is not None:
            self.tensor[:] = self.configuration.game.observe(state.position.view(player), player)

    def string_from(self, state: TablerulesState, player: int) -> str:
        """The seat's information key, and with perfect recall its log of the game so far."""
        key = self.configuration.game.information_key(state.position.view(player), player)
        if not self.recall:
            return key
        seen = " ".join(before.notation_for(action, player) for before, action in state.log)
        return f"{key}|{seen}"


#: The registered subclass of every title, by id.
_CLASSES: dict[str, type[TablerulesGame]] = {}


def _register(title: str) -> type[TablerulesGame]:
    """A subclass of :class:`TablerulesGame` for ``title``, registered with OpenSpiel.

    A class, not a function: OpenSpiel keeps what is registered until after
    Python has shut down, and a Python function kept so crashes the exit.
    """
    name = "".join(part.capitalize() for part in title.replace("_", "-").split("-")) + "Game"
    subclass = type(name, (TablerulesGame,), {"title": title, "__module__": __name__})
    # Found by its name in this module, so that pickle can find it again.
    globals()[name] = subclass
    pyspiel.register_game(_game_type(title), subclass)
    return subclass


for _title in titles():
    _CLASSES[_title] = _register(_title)
