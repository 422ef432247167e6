"""The Beasty Borders title: metadata, variants, setup and notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from tablerules.beasty_borders import observation, svg, universe
from tablerules.beasty_borders.actions import BeastyBordersAction, parse_action
from tablerules.beasty_borders.options import Options, check_options
from tablerules.beasty_borders.picture import KEY
from tablerules.beasty_borders.state import BeastyBordersState
from tablerules.core.encoding import Layout
from tablerules.core.game import Action, Game, read_position
from tablerules.core.universe import Limits, Universe

__all__ = ["GAME", "BeastyBorders"]


class BeastyBorders(Game[BeastyBordersState, Options]):
    """Beasty Borders (Corné van Moorsel, Cwali 2019), for two players."""

    id: ClassVar[str] = "beasty-borders"
    name: ClassVar[str] = "Beasty Borders"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    has_hidden_information: ClassVar[bool] = False
    picture_key: ClassVar[str] = KEY

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

    # -- numbering, limits and observations (see universe.py and observation.py) --

    def _options(self, players: int | None, options: Options | None) -> Options:
        """``options`` (the default when ``None``), checked with ``players`` as ``setup`` checks them."""
        self.check_players(players)
        options = Options() if options is None else options
        self.check_options(options)
        return options

    def action_universe(self, players: int | None = None, options: Options | None = None) -> Universe[Action]:
        """Main game: ``place A`` to ``place Z``, ``pass``; 'Without Luck': each ``point KN`` of
        the printed bidding row by kind and value, ``pass``."""
        return universe.action_universe(self._options(players, options))

    def chance_universe(self, players: int | None = None, options: Options | None = None) -> Universe[Action]:
        """``lay 1`` to ``lay 9`` (unless the layout is fixed), then ``roll 1`` to ``roll 8``."""
        return universe.chance_universe(self._options(players, options))

    def limits(self, players: int | None = None, options: Options | None = None) -> Limits:
        return universe.limits(self._options(players, options))

    def observation_layout(self, players: int | None = None, options: Options | None = None) -> Layout:
        return observation.observation_layout(self._options(players, options))

    def observe(self, view: object, seat: int | None) -> tuple[int, ...]:
        """The whole position (Beasty Borders hides nothing), seen from ``seat``'s side."""
        return observation.observe(view, seat)

    def draw(
        self, view: object, seat: int | None, *, last: Action | None = None, legal: Sequence[Action] = ()
    ) -> str:
        """The landscape, the animals, the steps-marker, the supplies and scores, as SVG text
        (see :mod:`tablerules.beasty_borders.svg`)."""
        if not isinstance(view, BeastyBordersState):
            raise TypeError(f"a Beasty Borders picture is drawn from a Beasty Borders view, not {view!r}")
        return svg.draw(view, seat, self.seat_names(), last=last, legal=legal)


#: The one ``Game`` of this title; ``tablerules.load("beasty-borders")`` returns it.
GAME = BeastyBorders()
