"""The Great Plains title: metadata, setup and notation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from tablerules.core.encoding import Layout
from tablerules.core.game import Action, Game, read_position
from tablerules.core.universe import Limits, Universe
from tablerules.great_plains import observation, svg, universe
from tablerules.great_plains.actions import GreatPlainsAction, parse_action
from tablerules.great_plains.components import SEAT_NAMES
from tablerules.great_plains.options import Options, check_options
from tablerules.great_plains.picture import KEY
from tablerules.great_plains.state import GreatPlainsState

__all__ = ["GAME", "GreatPlains"]


class GreatPlains(Game[GreatPlainsState, Options]):
    """Great Plains (Trevor Benjamin & Brett J. Gilbert, Lookout 2021), for two players."""

    id: ClassVar[str] = "great-plains"
    name: ClassVar[str] = "Great Plains"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    has_hidden_information: ClassVar[bool] = False
    seat_names_are_plural: ClassVar[bool] = True
    picture_key: ClassVar[str] = KEY

    def seat_names(self, players: int | None = None) -> tuple[str, ...]:
        """The snakes (seat 0) and the foxes (GP-5)."""
        self.check_players(players)
        return SEAT_NAMES

    @property
    def options_type(self) -> type[Options]:
        return Options

    def check_options(self, options: object) -> None:
        """Raise ``ValueError`` naming what is wrong with ``options``, if anything."""
        check_options(options)

    def setup(self, players: int | None = None, options: Options | None = None) -> GreatPlainsState:
        """The first state: tablets still to be laid by chance, unless ``options.layout`` fixes them."""
        self.check_players(players)
        options = Options() if options is None else options
        self.check_options(options)
        return GreatPlainsState.start(options)

    def parse_action(self, text: str, state: GreatPlainsState) -> GreatPlainsAction:
        """Read ``lay 3b``, ``turn 2``, ``cave o2``, ``place n9``, ``horse n9``, ``eagle n9``,
        ``bear n9 ne`` or ``pass``."""
        return parse_action(text)

    def parse_position(self, text: str, options: Options | None = None) -> GreatPlainsState:
        """The position ``str(state)`` printed (see :meth:`GreatPlainsState.from_picture`)."""
        return read_position(lambda: GreatPlainsState.from_picture(text), options, self.name)

    def draw(
        self, view: object, seat: int | None, *, last: Action | None = None, legal: Sequence[Action] = ()
    ) -> str:
        """The board with its tablets, terrain and pieces, each tribe's tokens, animal tiles and score,
        the supply and what happens next, as SVG (see :mod:`tablerules.great_plains.svg`)."""
        return svg.draw(view, seat, last=last, legal=legal)

    # -- numbering and observations (see great_plains.universe and great_plains.observation) --

    def action_universe(self, players: int | None = None, options: Options | None = None) -> Universe[Action]:
        """Caves, normal, horse, eagle and bear placements by space (bears then by push), then pass."""
        return universe.action_universe(self._configured(players, options))

    def chance_universe(self, players: int | None = None, options: Options | None = None) -> Universe[Action]:
        """``lay 1a`` to ``lay 7b``, then ``turn 0`` to ``turn 5`` with ``turn_tablets``;
        none with a fixed layout."""
        return universe.chance_universe(self._configured(players, options))

    def limits(self, players: int | None = None, options: Options | None = None) -> Limits:
        return universe.limits(self._configured(players, options))

    def observation_layout(self, players: int | None = None, options: Options | None = None) -> Layout:
        return observation.observation_layout(self._configured(players, options))

    def observe(self, view: object, seat: int | None) -> tuple[int, ...]:
        """The position (the view is the state itself) from ``seat``'s side;
        a spectator sees it from the snakes' side."""
        return observation.observe(view, seat)

    def _configured(self, players: int | None, options: Options | None) -> Options:
        """``options`` (the default ones for ``None``), checked as ``setup`` checks them, with ``players``."""
        self.check_players(players)
        options = Options() if options is None else options
        self.check_options(options)
        return options


#: The one ``Game`` of this title; ``tablerules.load("great-plains")`` returns it.
GAME = GreatPlains()
