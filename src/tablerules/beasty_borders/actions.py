"""The decisions and chance outcomes of Beasty Borders, and their notation.

========================  =============  ====================================
action                    notation       who
========================  =============  ====================================
``LayTile(3)``            ``lay 3``      chance: tile 3 goes on the next place
``Roll(5)``               ``roll 5``     chance: the D8 shows 5
``Place("A")``            ``place A``    a player places an animal of kind A
``Point("X", 26)``        ``point X26``  'Without Luck': point at X of value 26
``PASS``                  ``pass``       a player passes
========================  =============  ====================================
"""

from __future__ import annotations

import re
from typing import Final

import attrs

from tablerules.core.errors import NotationError
from tablerules.core.game import Action, text, whole_number
from tablerules.core.words import shown

__all__ = ["PASS", "BeastyBordersAction", "LayTile", "Pass", "Place", "Point", "Roll", "parse_action"]


class BeastyBordersAction(Action):
    """Base class of the Beasty Borders actions."""

    __slots__ = ()


@attrs.frozen(repr=False, cache_hash=True)
class LayTile(BeastyBordersAction):
    """Chance: the tile with this number (1-9) is laid on the next free place."""

    tile: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"lay {self.tile}"


@attrs.frozen(repr=False, cache_hash=True)
class Roll(BeastyBordersAction):
    """Chance: the D8 shows ``pips``."""

    pips: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"roll {self.pips}"


@attrs.frozen(repr=False, cache_hash=True)
class Place(BeastyBordersAction):
    """Place one of your animals of ``kind`` on the steps-marker's space."""

    kind: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"place {self.kind}"


@attrs.frozen(repr=False, cache_hash=True)
class Point(BeastyBordersAction):
    """'Without Luck': point at your animal of ``kind`` and ``value`` in the bidding row."""

    kind: str = attrs.field(validator=text)
    value: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"point {self.kind}{self.value}"


@attrs.frozen(repr=False, cache_hash=True)
class Pass(BeastyBordersAction):
    """Pass: place nothing (or point at nothing)."""

    def __str__(self) -> str:
        return "pass"


#: The one pass there is; ``Pass()`` equals it.
PASS: Final = Pass()

# ASCII only: \d and IGNORECASE would also take other scripts' digits and the
# Kelvin sign for a K; a few digits at most keep int() inside its limits.
_NOTATION: Final = re.compile(
    r"\s*(?:lay\s+(?P<tile>[0-9]{1,3})|roll\s+(?P<pips>[0-9]{1,3})|place\s+(?P<kind>[a-z])"
    r"|point\s+(?P<pkind>[a-z])\s*(?P<value>[0-9]{1,3})|(?P<pass>pass))\s*",
    re.IGNORECASE | re.ASCII,
)


def parse_action(text: str) -> BeastyBordersAction:
    """Read one action; raises ``NotationError`` for anything else."""
    match = _NOTATION.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        raise NotationError(
            f"not Beasty Borders notation: {shown(text)} "
            "(expected 'lay N', 'roll N', 'place K', 'point KN' or 'pass')"
        )
    if match["tile"]:
        return LayTile(int(match["tile"]))
    if match["pips"]:
        return Roll(int(match["pips"]))
    if match["kind"]:
        return Place(match["kind"].upper())
    if match["pkind"]:
        return Point(match["pkind"].upper(), int(match["value"]))
    return PASS
