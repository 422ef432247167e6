"""The options of Great Plains: the replaceable printed tablets and the open questions."""

from __future__ import annotations

from typing import Final

import attrs

from tablerules.core.words import shown
from tablerules.great_plains.board import (
    check_layout,
    check_tablets,
    normalise_side,
    parse_placement,
    placement_text,
)
from tablerules.great_plains.components import TABLETS

__all__ = ["Options", "check_options"]


def _tablets(value: object) -> object:
    """Lists (from JSON) become tuples and every side text its short form; the rest is checked later."""
    if not isinstance(value, list | tuple):
        return value
    return tuple(
        tuple(normalise_side(side) for side in tablet) if isinstance(tablet, list | tuple) else tablet
        for tablet in value
    )


def _optional_layout(value: object) -> object:
    """Lists (from JSON) become tuples and every good entry its normal form (``"3B@0"`` is ``"3b"``)."""
    if isinstance(value, list | tuple):
        return tuple(_entry(entry) for entry in value)
    return value


def _entry(entry: object) -> object:
    try:
        return placement_text(parse_placement(entry))
    except ValueError:
        return entry  # check_options says what is wrong with it


@attrs.frozen
class Options:
    """How to play Great Plains; the defaults follow the rulebook.

    ``tablets`` are the seven double-sided tablets as text, each a pair
    (side a, side b) of 19 terrain symbols in rows of 3, 4, 5, 4 and 3
    (GP-1, GP-2): ``.`` grass, ``h`` ``e`` ``b`` the horse, eagle and bear
    habitats, ``^`` a peak, ``~`` a spring, ``c`` the cave. ``layout`` fixes
    the board instead of shuffling: one entry a place in reading order, like
    ``"3b"`` (tablet 3, side b) or ``"3b@2"`` (turned two sixths clockwise).
    ``turn_tablets`` lets chance also turn each tablet (GP-3); with
    ``caves_block_bear`` a cave tile beyond a bear's victim stops the bear
    instead of knocking the token out (GP-8); with ``straight_horse`` the
    horse's two steps go in a straight line only, like the eagle's, instead
    of straight on or bending one sixth (GP-4); with ``stuck_ends_game`` the
    game ends as soon as the player due to place has tokens left but no
    legal placement, instead of that player passing (GP-7).
    """

    tablets: tuple[tuple[str, str], ...] = attrs.field(default=TABLETS, converter=_tablets)
    layout: tuple[str, ...] | None = attrs.field(default=None, converter=_optional_layout)
    turn_tablets: bool = False
    caves_block_bear: bool = False
    straight_horse: bool = False
    stuck_ends_game: bool = False


# The rule switches: true or false, all false by default.
_SWITCHES: Final = ("turn_tablets", "caves_block_bear", "straight_horse", "stuck_ends_game")


def check_options(options: object) -> None:
    """Raise ``ValueError`` naming what is wrong with ``options``, if anything."""
    if not isinstance(options, Options):
        raise ValueError(f"Great Plains options must be an Options value, not {shown(options)}")
    for name in _SWITCHES:
        value = getattr(options, name)
        if not isinstance(value, bool):
            # Options read from JSON may say "no", which is true as a Python value.
            raise ValueError(f"{name} is true or false, not {shown(value)}")
    tablets = options.tablets
    check_tablets(tablets)
    # Past the converter (object.__setattr__), lists or sides not in their short
    # form could slip in: the options are part of every state, and a record
    # must read back the very same options.
    if type(tablets) is not tuple or not all(
        type(tablet) is tuple and all(type(side) is str and normalise_side(side) == side for side in tablet)
        for tablet in tablets
    ):
        raise ValueError(f"tablets are a tuple of pairs of sides in their short form, not {shown(tablets)}")
    layout = options.layout
    if layout is not None:
        placements = check_layout(layout)
        normal = tuple(map(placement_text, placements))
        if type(layout) is not tuple or any(
            type(entry) is not str or entry != text for entry, text in zip(layout, normal, strict=True)
        ):
            raise ValueError(f"a layout is a tuple of entries like '3b' or '3b@2', not {shown(layout)}")
