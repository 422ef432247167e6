"""The Manitou title: metadata, variants, setup and notation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from tablerules.core.game import Game, read_position
from tablerules.manitou.actions import ManitouAction, parse_action
from tablerules.manitou.options import Options, check_options
from tablerules.manitou.position import from_text
from tablerules.manitou.state import ManitouState

__all__ = ["GAME", "Manitou"]


class Manitou(Game[ManitouState, Options]):
    """Manitou (Günter Burkhardt, Goldsieber 1997), for two to four players."""

    id: ClassVar[str] = "manitou"
    name: ClassVar[str] = "Manitou"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    has_hidden_information: ClassVar[bool] = True

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


#: The one ``Game`` of this title; ``tablerules.load("manitou")`` returns it.
GAME = Manitou()
