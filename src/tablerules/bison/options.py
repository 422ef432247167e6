"""The options of Bison: the variants, the replaceable tiles, and the open questions."""

from __future__ import annotations

import functools
from typing import Final

import attrs

from tablerules.bison.board import Tile, parse_tile
from tablerules.bison.components import START_TILES, TILES
from tablerules.core.words import shown

__all__ = ["CAP_TIMINGS", "Options", "check_options"]

#: When the 15-animal limit is checked during scoring (BIS-15).
CAP_TIMINGS: Final = ("region", "season")


def _texts(value: object) -> object:
    """Lists (from JSON) become tuples; the rest is checked by ``check_options``."""
    return tuple(value) if isinstance(value, list) else value


@attrs.frozen
class Options:
    """How to play Bison; the defaults follow the rulebook text.

    ``variant`` is 0 for the basic rules, 1 for Variant 1 (several tipis or
    canoes placed and enlarged in one action, the cost by the total of
    hunters) and 2 for Variant 2 (also reduced and removed, hunters from the
    reserve taking the freed places). ``tiles`` are the 18 tiles of the pile
    and ``start_tiles`` the three starting tiles, each a line like
    ``"pppmmm 1 1 1"`` (see :mod:`~tablerules.bison.components`, BIS-2).
    ``hunters_break_ties`` follows the rules text: among players whose tipis
    or canoes are equal, the one with more hunters has the greater
    influence; with ``False``, hunters only rank players who have no tipi or
    canoe in the region, the reading closest to the rulebook's scoring
    Example 2 (BIS-12). ``cap_after`` says when the 15-animal limit is
    applied during scoring: after each ``"region"`` (the default, "you must
    immediately trade them") or once after the whole ``"season"`` (BIS-15).
    """

    variant: int = 0
    tiles: tuple[str, ...] = attrs.field(default=TILES, converter=_texts)
    start_tiles: tuple[str, ...] = attrs.field(default=START_TILES, converter=_texts)
    hunters_break_ties: bool = True
    cap_after: str = "region"

    def tile_set(self) -> tuple[Tile, ...]:
        """The 21 tiles: the three starting tiles (numbers 0 to 2), then the pile (3 to 20)."""
        texts = (*self.start_tiles, *self.tiles)
        try:
            return _tile_set(texts)
        except TypeError:  # something unhashable, which is no tile text: parse_tile says so
            return tuple(parse_tile(text) for text in texts)


@functools.lru_cache(maxsize=64)
def _tile_set(texts: tuple[object, ...]) -> tuple[Tile, ...]:
    return tuple(parse_tile(text) for text in texts)


def check_options(options: object) -> None:
    """Raise ``ValueError`` naming what is wrong with ``options``, if anything."""
    if not isinstance(options, Options):
        raise ValueError(f"Bison options must be an Options value, not {shown(options)}")
    if type(options.variant) is not int or options.variant not in (0, 1, 2):
        raise ValueError(f"variant is 0 (the basic rules), 1 or 2, not {shown(options.variant)}")
    if not isinstance(options.hunters_break_ties, bool):
        # Options read from JSON may say "no", which is true as a Python value.
        raise ValueError(f"hunters_break_ties is true or false, not {shown(options.hunters_break_ties)}")
    if options.cap_after not in CAP_TIMINGS:
        raise ValueError(f"cap_after is 'region' or 'season', not {shown(options.cap_after)}")
    if not isinstance(options.tiles, tuple) or len(options.tiles) != len(TILES):
        raise ValueError(
            f"tiles are the {len(TILES)} tiles of the pile, one text each, not {shown(options.tiles)}"
        )
    if not isinstance(options.start_tiles, tuple) or len(options.start_tiles) != len(START_TILES):
        raise ValueError(f"start_tiles are {len(START_TILES)} tile texts, not {shown(options.start_tiles)}")
    options.tile_set()
