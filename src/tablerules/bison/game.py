"""The Bison title: metadata, variants, setup and notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from tablerules.bison import observation, universe
from tablerules.bison.actions import BisonAction, parse_action
from tablerules.bison.components import SEAT_NAMES
from tablerules.bison.options import Options, check_options
from tablerules.bison.picture import KEY
from tablerules.bison.position import from_text
from tablerules.bison.state import BisonState
from tablerules.bison.svg import draw
from tablerules.bison.view import BisonView
from tablerules.core.encoding import Layout
from tablerules.core.game import Action, Game, read_position
from tablerules.core.universe import Limits, Universe

__all__ = ["GAME", "Bison"]


class Bison(Game[BisonState, Options]):
    """Bison: Thunder on the Prairie (Wolfgang Kramer & Michael Kiesling, Phalanx Games 2006).

    2 to 4 players.
    """

    id: ClassVar[str] = "bison"
    name: ClassVar[str] = "Bison: Thunder on the Prairie"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    has_hidden_information: ClassVar[bool] = True
    picture_key: ClassVar[str] = KEY

    def seat_names(self, players: int | None = None) -> tuple[str, ...]:
        """The players' colours, seat 0 first: yellow, red, blue, green."""
        return SEAT_NAMES[: self.check_players(players)]

    @property
    def options_type(self) -> type[Options]:
        return Options

    def variants(self) -> Mapping[str, Options]:
        """The basic rules and the rulebook's two variants."""
        return {"standard": Options(), "variant-1": Options(variant=1), "variant-2": Options(variant=2)}

    def check_options(self, options: object) -> None:
        """Raise ``ValueError`` naming what is wrong with ``options``, if anything."""
        check_options(options)

    def setup(self, players: int | None = None, options: Options | None = None) -> BisonState:
        """The first state: the starting tiles laid, seat 0 (the youngest player, BIS-18)
        holding the totem, chance to draw."""
        count = self.check_players(players)
        options = Options() if options is None else options
        self.check_options(options)
        return BisonState.start(count, options)

    def parse_action(self, text: str, state: BisonState) -> BisonAction:
        """Read ``choose tipi``, ``lay 14 2``, ``move 5p 6r``, ``pay 2 0 2`` and the rest
        (see :mod:`~tablerules.bison.actions`)."""
        return parse_action(text)

    def parse_position(self, text: str, options: Options | None = None) -> BisonState:
        """The position ``str(state)`` printed (see :func:`tablerules.bison.position.from_text`)."""
        return read_position(lambda: from_text(text, options=options), options, self.name)

    # -- numbering and observations (docs: "Numbering and observations") ---------------

    def _configuration(self, players: int | None, options: Options | None) -> tuple[int, Options]:
        """``players`` and ``options`` checked as ``setup`` checks them, the defaults filled in."""
        count = self.check_players(players)
        options = Options() if options is None else options
        self.check_options(options)
        return count, options

    def action_universe(self, players: int | None = None, options: Options | None = None) -> Universe[Action]:
        """Every decision, by the actions table: choose, lay, enter, build, gather, call, move,
        done, gain, pay, buy, exchange (:mod:`~tablerules.bison.universe`); the same for every
        player count and tile set, by variant."""
        _, options = self._configuration(players, options)
        return universe.action_universe(options.variant)

    def chance_universe(self, players: int | None = None, options: Options | None = None) -> Universe[Action]:
        """Drawing each tile of the pile: ``draw 3`` to ``draw 20``."""
        self._configuration(players, options)
        return universe.chance_universe()

    def limits(self, players: int | None = None, options: Options | None = None) -> Limits:
        """What the rules allow at most (:func:`tablerules.bison.universe.limits`)."""
        return universe.limits(*self._configuration(players, options))

    def observation_layout(self, players: int | None = None, options: Options | None = None) -> Layout:
        """The parts of an observation (:func:`tablerules.bison.observation.observation_layout`)."""
        return observation.observation_layout(*self._configuration(players, options))

    def observe(self, view: object, seat: int | None) -> tuple[int, ...]:
        """What a :class:`~tablerules.bison.view.BisonView` shows, from ``seat``'s side
        (:func:`tablerules.bison.observation.observe`)."""
        if type(view) is not BisonView:
            raise TypeError(f"Bison observes a BisonView, not {type(view).__name__}")
        return observation.observe(view, seat)

    def draw(
        self, view: object, seat: int | None, *, last: Action | None = None, legal: Sequence[Action] = ()
    ) -> str:
        """A :class:`~tablerules.bison.view.BisonView` as SVG: the landscape, the pieces, each seat's
        tracks, markers, hand, reserve and market (:func:`tablerules.bison.svg.draw`)."""
        if type(view) is not BisonView:
            raise TypeError(f"Bison draws a BisonView, not {type(view).__name__}")
        return draw(view, seat, last=last, legal=legal)


#: The one ``Game`` of this title; ``tablerules.load("bison")`` returns it.
GAME = Bison()
