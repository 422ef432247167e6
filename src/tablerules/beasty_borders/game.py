"""The Beasty Borders title: metadata, variants, setup and notation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from tablerules.beasty_borders.actions import BeastyBordersAction, parse_action
from tablerules.beasty_borders.options import Options, check_options
from tablerules.beasty_borders.state import BeastyBordersState
from tablerules.core.game import Game, read_position

__all__ = ["GAME", "BeastyBorders"]


class BeastyBorders(Game[BeastyBordersState, Options]):
    """Beasty Borders (Corné van Moorsel, Cwali 2019), for two players."""

    id: ClassVar[str] = "beasty-borders"
    name: ClassVar[str] = "Beasty Borders"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    has_hidden_information: ClassVar[bool] = False

    def seat_names(self, players: int | None = None) -> tuple[str, ...]:
        """The farm animals (seat 0, BB-5) and the wild animals."""
        self.check_players(players)
        return ("farm", "wild")

    @property
    def options_type(self) -> type[Options]:
        return Options

    def variants(self) -> Mapping[str, Options]:
        return {"standard": Options(), "without-luck": Options(without_luck=True)}

    def check_options(self, options: object) -> None:
        """Raise ``ValueError`` naming what is wrong with ``options``, if anything."""
        check_options(options)

    def setup(self, players: int | None = None, options: Options | None = None) -> BeastyBordersState:
        """The first state: tiles still to be laid by chance, unless ``options.layout`` fixes them."""
        self.check_players(players)
        options = Options() if options is None else options
        self.check_options(options)
        return BeastyBordersState.start(options)

    def parse_action(self, text: str, state: BeastyBordersState) -> BeastyBordersAction:
        """Read ``lay N``, ``roll N``, ``place K``, ``point KN`` or ``pass``."""
        return parse_action(text)

    def parse_position(self, text: str, options: Options | None = None) -> BeastyBordersState:
        """The position ``str(state)`` printed (see :meth:`BeastyBordersState.from_picture`)."""
        return read_position(lambda: BeastyBordersState.from_picture(text), options, self.name)


#: The one ``Game`` of this title; ``tablerules.load("beasty-borders")`` returns it.
GAME = BeastyBorders()
