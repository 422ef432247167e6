"""The decisions and chance outcomes of Manitou, and their notation.

==========================  ================  ===========================================
action                      notation          who
==========================  ================  ===========================================
``LayBison(12)``            ``bison 12``      chance: a bison card of value 12 is laid
``Choose("7")``             ``choose 7``      a player secretly chooses a hunter 7
``Draw("C")``               ``draw C``        chance: the drawing player gets a chief
``Play("M", 2)``            ``play M at 2``   a player plays a medicine man at spot 2
==========================  ================  ===========================================

Cards are written as in :mod:`~tablerules.manitou.components`: hunters
``1`` to ``10``, warriors ``C`` (chief), ``M`` (medicine man), ``R`` (rain
maker), ``S`` (scout) and ``Q`` (squaw). Reading also takes the warriors'
names (``play medicine man at 2``), in any case. A seat that may not see a
card reads ``choose ?`` or ``draw ?`` instead (see
:meth:`~tablerules.manitou.state.ManitouState.notation_for`).
"""

from __future__ import annotations

import functools
import re
from typing import Final

import attrs

from tablerules.core.errors import NotationError
from tablerules.core.game import Action, text, whole_number
from tablerules.core.words import shown
from tablerules.manitou.components import CARD_NAMES, CARDS, SPOTS, WARRIORS

__all__ = [
    "HIDDEN",
    "Choose",
    "Draw",
    "LayBison",
    "ManitouAction",
    "Play",
    "choose",
    "draw",
    "lay_bison",
    "parse_action",
    "play",
]

#: What a seat sees in place of a card it may not know.
HIDDEN: Final = "?"


class ManitouAction(Action):
    """Base class of the Manitou actions."""

    __slots__ = ()


@attrs.frozen(repr=False, cache_hash=True)
class LayBison(ManitouAction):
    """Chance: the next bison card of the layout shows ``value``."""

    value: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"bison {self.value}"


@attrs.frozen(repr=False, cache_hash=True)
class Choose(ManitouAction):
    """Secretly choose ``card`` for this season's pile."""

    card: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"choose {self.card}"


@attrs.frozen(repr=False, cache_hash=True)
class Draw(ManitouAction):
    """Chance: the drawing player takes ``card`` from their pile into their hand."""

    card: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"draw {self.card}"


@attrs.frozen(repr=False, cache_hash=True)
class Play(ManitouAction):
    """Play ``card`` from your hand face up at spot ``spot`` (1, 2 or 3)."""

    card: str = attrs.field(validator=text)
    spot: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"play {self.card} at {self.spot}"


# The same action values are handed out again and again: legal_actions() and
# chance_outcomes() build their tuples from them, and a search of those tuples
# (index, in) matches them by identity before comparing fields.
_CHOOSE: Final = {card: Choose(card) for card in CARDS}
_DRAW: Final = {card: Draw(card) for card in CARDS}
_PLAY: Final = {(card, spot): Play(card, spot) for card in CARDS for spot in range(1, SPOTS + 1)}


def choose(card: str) -> Choose:
    """The ``Choose`` value of ``card``, shared."""
    return _CHOOSE[card]


def draw(card: str) -> Draw:
    """The ``Draw`` value of ``card``, shared."""
    return _DRAW[card]


def play(card: str, spot: int) -> Play:
    """The ``Play`` value of ``card`` at ``spot`` (1-based), shared."""
    return _PLAY[card, spot]


# Bounded: the options allow bison values 1 to 999, but a position made by hand
# could hold any value, and no cache keyed by one's input may grow without end.
@functools.lru_cache(maxsize=1024)
def lay_bison(value: int) -> LayBison:
    """The ``LayBison`` value of ``value``, shared."""
    return LayBison(value)


_NAMES: Final = {
    **{card.lower(): card for card in WARRIORS},
    **{CARD_NAMES[card].replace(" ", ""): card for card in WARRIORS},
}
# ASCII only: \d and IGNORECASE would also take other scripts' digits, the long
# s and the Kelvin sign; a few digits at most keep int() inside its limits.
_CARD: Final = r"(?:[0-9]{1,3}|[a-z]+(?:[\s-]+[a-z]+)??)"
_NOTATION: Final = re.compile(
    rf"\s*(?:bison\s+(?P<value>[0-9]{{1,3}})|choose\s+(?P<chosen>{_CARD})|draw\s+(?P<drawn>{_CARD})"
    rf"|play\s+(?P<played>{_CARD})\s+at\s+(?P<spot>[0-9]{{1,3}}))\s*",
    re.IGNORECASE | re.ASCII,
)
_EXPECTED: Final = "expected 'bison N', 'choose CARD', 'draw CARD' or 'play CARD at SPOT'"


def _card(text: str, whole: str) -> str:
    """The card token of ``text``: a hunter's number or a warrior's letter or name."""
    if text.isdigit():
        # Any number reads as a hunter; whether that hunter exists is a rule.
        return str(int(text))
    card = _NAMES.get(re.sub(r"[\s-]+", "", text).lower())
    if card is None:
        raise NotationError(f"not Manitou notation: {shown(whole)} (no card {shown(text)}; {_EXPECTED})")
    return card


def parse_action(text: str) -> ManitouAction:
    """Read one action; raises ``NotationError`` for anything else."""
    match = _NOTATION.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        if isinstance(text, str) and re.fullmatch(
            r"\s*(?:choose|draw)\s+\?\s*", text, re.IGNORECASE | re.ASCII
        ):
            raise NotationError(f"{shown(text)} hides its card: a redacted log entry cannot be played back")
        raise NotationError(f"not Manitou notation: {shown(text)} ({_EXPECTED})")
    if match["value"]:
        return LayBison(int(match["value"]))
    if match["chosen"]:
        return Choose(_card(match["chosen"], text))
    if match["drawn"]:
        return Draw(_card(match["drawn"], text))
    return Play(_card(match["played"], text), int(match["spot"]))
