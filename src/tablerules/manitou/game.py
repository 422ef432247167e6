"""The Manitou title: metadata, variants, setup and notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar, cast

from tablerules.core.encoding import Layout
from tablerules.core.game import Action, Game, read_position
from tablerules.core.universe import Limits, Universe
from tablerules.manitou import observation, svg, universe
from tablerules.manitou.actions import ManitouAction, parse_action
from tablerules.manitou.options import Options, check_options
from tablerules.manitou.picture import KEY
from tablerules.manitou.position import from_text
from tablerules.manitou.state import ManitouState
from tablerules.manitou.view import ManitouView

__all__ = ["GAME", "Manitou"]


class Manitou(Game[ManitouState, Options]):
    """Manitou (Günter Burkhardt, Goldsieber 1997), for two to four players."""

    id: ClassVar[str] = "manitou"
    name: ClassVar[str] = "Manitou"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    has_hidden_information: ClassVar[bool] = True
    picture_key: ClassVar[str] = KEY

    @property
    def options_type(self) -> type[Options]:
        return Options

    def variants(self) -> Mapping[str, Options]:
        """The French rulebook text, and the published rule where the dealer chooses 7 cards."""
        return {"standard": Options(), "dealer-chooses-seven": Options(dealer_chooses_seven=True)}

    def check_options(self, options: object) -> None:
        """Raise ``ValueError`` naming what is wrong with ``options``, if anything.

        The decks must hold enough cards for two players; ``setup`` checks
        them against the player count as well.
        """
        check_options(options)

    def setup(self, players: int | None = None, options: Options | None = None) -> ManitouState:
        """The first state: chance lays the first season's bison cards; seat 0 deals (MAN-3)."""
        count = self.check_players(players)
        options = Options() if options is None else options
        self.check_options(options)
        return ManitouState.start(count, options)

    def parse_action(self, text: str, state: ManitouState) -> ManitouAction:
        """Read ``bison N``, ``choose CARD``, ``draw CARD`` or ``play CARD at SPOT``."""
        return parse_action(text)

    def parse_position(self, text: str, options: Options | None = None) -> ManitouState:
        """The position ``str(state)`` printed (see :func:`tablerules.manitou.position.from_text`)."""
        return read_position(lambda: from_text(text, options=options), options, self.name)

    # -- numbering and observations (tablerules.manitou.universe and .observation) --

    def _configuration(self, players: int | None, options: Options | None) -> tuple[int, Options]:
        """``players`` and ``options`` checked as ``setup`` checks them (the decks against the count too)."""
        count = self.check_players(players)
        options = Options() if options is None else options
        self.check_options(options)
        check_options(options, count)
        return count, options

    def action_universe(self, players: int | None = None, options: Options | None = None) -> Universe[Action]:
        """``Choose`` of each card, then ``Play`` of each card at spots 1 to 3, cards in ``CARDS`` order."""
        return universe.action_universe(*self._configuration(players, options))

    def chance_universe(self, players: int | None = None, options: Options | None = None) -> Universe[Action]:
        """``LayBison`` of each value of either bison deck, ascending, then ``Draw`` of each card."""
        return universe.chance_universe(*self._configuration(players, options))

    def limits(self, players: int | None = None, options: Options | None = None) -> Limits:
        """What the rules allow at most (derived in :func:`tablerules.manitou.universe.limits`)."""
        return universe.limits(*self._configuration(players, options))

    def observation_layout(self, players: int | None = None, options: Options | None = None) -> Layout:
        """The segments of every observation (see :func:`tablerules.manitou.observation.layout`)."""
        return observation.layout(*self._configuration(players, options))

    def observe(self, view: object, seat: int | None) -> tuple[int, ...]:
        """What ``view`` shows ``seat``, from it alone (:func:`tablerules.manitou.observation.observe`)."""
        return observation.observe(cast(ManitouView, view), seat)

    # -- pictures (tablerules.manitou.svg) --

    def draw(
        self, view: object, seat: int | None, *, last: Action | None = None, legal: Sequence[Action] = ()
    ) -> str:
        """``view`` of ``seat`` as SVG text: the spots, every seat's block, the decks
        (:func:`tablerules.manitou.svg.draw`)."""
        return svg.draw(cast(ManitouView, view), seat, last=last, legal=legal)


#: The one ``Game`` of this title; ``tablerules.load("manitou")`` returns it.
GAME = Manitou()
