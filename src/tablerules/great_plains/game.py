"""The Great Plains title: metadata, setup and notation."""

from __future__ import annotations

from typing import ClassVar

from tablerules.core.game import Game, read_position
from tablerules.great_plains.actions import GreatPlainsAction, parse_action
from tablerules.great_plains.components import SEAT_NAMES
from tablerules.great_plains.options import Options, check_options
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


#: The one ``Game`` of this title; ``tablerules.load("great-plains")`` returns it.
GAME = GreatPlains()
