"""The decisions and chance outcomes of Great Plains, and their notation.

=========================  ================  ==========================================
action                     notation          who
=========================  ================  ==========================================
``LayTablet(3, "b")``      ``lay 3b``        chance: tablet 3, side b up, on the next place
``Turn(2)``                ``turn 2``        chance: that tablet turns two sixths (GP-3)
``PlaceCave("o2")``        ``cave o2``       a player places a cave tile on the cave o2
``Place("n9")``            ``place n9``      a player places a token by the normal rule
``Horse("n9")``            ``horse n9``      ... returning a horse tile to place by its rule
``Eagle("n9")``            ``eagle n9``      ... returning an eagle tile
``Bear("n9", "ne")``       ``bear n9 ne``    ... returning a bear tile; the token on n9 is pushed north-east
``PASS``                   ``pass``          a player who cannot place passes (GP-7)
=========================  ================  ==========================================

Spaces are named as on the text picture: column letter, row number (a row
uses every other letter, so ``n9`` is a space and ``m9`` is not). Using an
animal tile is part of the placement action, so a turn uses one animal tile
at most (GP-12). Every field takes exactly an ``int`` or a ``str``: ``True``,
``1.0`` or ``Fraction(2)`` equal an int, so they would pass as a legal
action and then break the rules and the records that use them; they raise
``TypeError`` when the action is made.
"""

from __future__ import annotations

import re
from typing import Final

import attrs

from tablerules.core.errors import NotationError
from tablerules.core.game import Action, text, whole_number
from tablerules.core.words import shown
from tablerules.great_plains.board import DIRECTION_NAMES, PLACE_CENTRES, SPACE
from tablerules.great_plains.components import SIDES

__all__ = [
    "ACTION_TYPES",
    "PASS",
    "Bear",
    "Eagle",
    "GreatPlainsAction",
    "Horse",
    "LayTablet",
    "Pass",
    "Place",
    "PlaceCave",
    "Turn",
    "parse_action",
]


class GreatPlainsAction(Action):
    """Base class of the Great Plains actions."""

    __slots__ = ()


@attrs.frozen(repr=False, cache_hash=True)
class LayTablet(GreatPlainsAction):
    """Chance: tablet ``tablet`` (1-7), side ``side`` ("a" or "b") up, goes on the next place."""

    tablet: int = attrs.field(validator=whole_number)
    side: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"lay {self.tablet}{self.side}"


@attrs.frozen(repr=False, cache_hash=True)
class Turn(GreatPlainsAction):
    """Chance: the tablet just laid turns ``sixths`` sixths of a full turn clockwise (GP-3)."""

    sixths: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"turn {self.sixths}"


@attrs.frozen(repr=False, cache_hash=True)
class PlaceCave(GreatPlainsAction):
    """Place one of your cave tiles on the empty cave space ``space``."""

    space: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"cave {self.space}"


@attrs.frozen(repr=False, cache_hash=True)
class Place(GreatPlainsAction):
    """Place a token on ``space``, an empty lowland space next to one of your caves or tokens."""

    space: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"place {self.space}"


@attrs.frozen(repr=False, cache_hash=True)
class Horse(GreatPlainsAction):
    """Return a horse tile and place a token on ``space``, two steps away through lowland."""

    space: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"horse {self.space}"


@attrs.frozen(repr=False, cache_hash=True)
class Eagle(GreatPlainsAction):
    """Return an eagle tile and place a token on ``space``, directly across a mountain."""

    space: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"eagle {self.space}"


@attrs.frozen(repr=False, cache_hash=True)
class Bear(GreatPlainsAction):
    """Return a bear tile, place a token on the opponent's token at ``space``, push it ``push``.

    ``push`` is a direction (``e``, ``ne``, ``nw``, ``w``, ``sw``, ``se``):
    the bear comes from your cave or token on the other side of ``space``,
    and the opponent's token goes on in that straight line (GP-6).
    """

    space: str = attrs.field(validator=text)
    push: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"bear {self.space} {self.push}"


@attrs.frozen(repr=False, cache_hash=True)
class Pass(GreatPlainsAction):
    """Pass: only when you have tokens left but nowhere to place one (GP-7)."""

    def __str__(self) -> str:
        return "pass"


#: The one pass there is; ``Pass()`` equals it.
PASS: Final = Pass()

#: Every class of action the rules know; a value of another subclass of
#: :class:`GreatPlainsAction` is no action of the title (``core.not-an-action``).
ACTION_TYPES: Final = (LayTablet, Turn, PlaceCave, Place, Horse, Eagle, Bear, Pass)

# Every action the rules hand out, made once. legal_actions() hands out these
# very objects (through placement's tables and the state's chance outcomes), and
# the universes number them, so that looking a legal action up in a universe's
# dict matches it by identity: an equal copy costs a call of attrs' __eq__.
_CAVE_ON: Final = {space: PlaceCave(space) for space in SPACE}
_PLACE_ON: Final = {space: Place(space) for space in SPACE}
_HORSE_ON: Final = {space: Horse(space) for space in SPACE}
_EAGLE_ON: Final = {space: Eagle(space) for space in SPACE}
_BEAR_ON: Final = {(space, push): Bear(space, push) for space in SPACE for push in DIRECTION_NAMES}
_LAY: Final = {
    (tablet, side): LayTablet(tablet, side) for tablet in range(1, len(PLACE_CENTRES) + 1) for side in SIDES
}
# "turn 0" to "turn 5", by the sixths turned (GP-3).
_TURN_BY: Final = tuple(Turn(sixths) for sixths in range(6))

_SPACE_KINDS: Final = {"cave": PlaceCave, "place": Place, "horse": Horse, "eagle": Eagle}

# ASCII only: \d and IGNORECASE would also take other scripts' digits and the
# Kelvin sign for a k; a few digits at most keep int() far inside its limits
# (thousands of digits raise a plain ValueError, not a NotationError).
_NOTATION: Final = re.compile(
    r"\s*(?:lay\s+(?P<tablet>[0-9]{1,3})\s*(?P<side>[a-z])|turn\s+(?P<sixths>[0-9]{1,3})"
    r"|(?P<kind>cave|place|horse|eagle)\s+(?P<space>[a-z][0-9]{1,3})"
    r"|bear\s+(?P<bear>[a-z][0-9]{1,3})\s+(?P<push>[a-z]{1,9})|(?P<pass>pass))\s*",
    re.IGNORECASE | re.ASCII,
)

_EXPECTED: Final = (
    "expected 'lay 3b', 'turn 2', 'cave o2', 'place n9', 'horse n9', 'eagle n9', 'bear n9 ne' or 'pass'"
)


def _space(name: str, text: str) -> str:
    name = name.lower()
    if name not in SPACE:
        raise NotationError(f"no space {name!r} on the Great Plains board in {shown(text)}{_row_hint(name)}")
    return name


def _row_hint(name: str) -> str:
    """The spaces of the row ``name`` points at, if it names a row: the rows are offset, so only
    every other letter is a space in a given row, which a reader counting columns easily misses."""
    row = name[1:]
    spaces = [space for space in SPACE if space[1:] == row]
    if not spaces:
        return ""
    shown = ", ".join(spaces) if len(spaces) <= 4 else f"{', '.join(spaces[:3])}, ... {spaces[-1]}"
    return f" (row {row} has {shown})"


def parse_action(text: str) -> GreatPlainsAction:
    """Read one action; raises ``NotationError`` for anything else."""
    match = _NOTATION.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        raise NotationError(f"not Great Plains notation: {shown(text)} ({_EXPECTED})")
    if match["tablet"]:
        return LayTablet(int(match["tablet"]), match["side"].lower())
    if match["sixths"]:
        return Turn(int(match["sixths"]))
    if match["kind"]:
        return _SPACE_KINDS[match["kind"].lower()](_space(match["space"], text))
    if match["bear"]:
        push = match["push"].lower()
        if push not in DIRECTION_NAMES:
            raise NotationError(f"a bear pushes {', '.join(DIRECTION_NAMES)}, not {push!r} in {shown(text)}")
        return Bear(_space(match["bear"], text), push)
    return PASS
