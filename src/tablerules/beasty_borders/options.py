"""The options of Beasty Borders: the variant and the replaceable printed data."""

from __future__ import annotations

from typing import Final

import attrs

from tablerules.beasty_borders.board import PATHS, check_tiles, signpost_tile, tile_places
from tablerules.beasty_borders.components import BIDDING_ROW, TILES, WITHOUT_LUCK_SUPPLY
from tablerules.core.words import shown

__all__ = ["MAX_VALUE", "Options", "check_options"]

#: The highest value of the bidding row: ``point X999`` is the longest the notation reads.
MAX_VALUE: Final = 999


def _strings(value: object) -> tuple[str, ...]:
    """A list or tuple of texts as a tuple. Nothing else: a text would be split into
    its letters and a mapping into its keys; ``check_options`` checks the texts."""
    if not isinstance(value, list | tuple):
        raise TypeError(f"tiles and bidding_row are lists of texts, not {shown(value)}")
    return tuple(value)


def _optional_layout(value: object) -> tuple[int, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list | tuple):
        raise TypeError(f"a layout is a sequence of tile numbers, not {shown(value)}")
    return tuple(value)


@attrs.frozen
class Options:
    """How to play Beasty Borders; the defaults follow the rulebook.

    ``without_luck`` plays the 'Without Luck' variant. ``tiles`` are the
    nine tiles as text (``"S../..."``: top row, ``/``, bottom row; ``.`` a
    green space, ``~`` a lake, ``S`` the lake with the signpost). ``layout``
    fixes the tile numbers (1-based) laid on each place of the grid, in
    reading order, instead of shuffling them; ``bidding_row`` is the
    'Without Luck' row, one entry per value, lowest first. ``walk`` is the
    steps-marker's way when it reaches the side (BB-4): ``"rows"`` goes on at
    the west end of the row below, ``"snake"`` comes back along it.
    """

    without_luck: bool = False
    tiles: tuple[str, ...] = attrs.field(default=TILES, converter=_strings)
    layout: tuple[int, ...] | None = attrs.field(default=None, converter=_optional_layout)
    bidding_row: tuple[str, ...] = attrs.field(default=BIDDING_ROW, converter=_strings)
    walk: str = "rows"


def check_options(options: object) -> None:
    """Raise ``ValueError`` naming what is wrong with ``options``, if anything.

    Every field is checked, also one forced past the converters with
    ``object.__setattr__``: the options are part of every state, which must
    stay hashable, and their texts must be plain strings.
    """
    if not isinstance(options, Options):
        raise ValueError(f"Beasty Borders options must be an Options value, not {shown(options)}")
    if not isinstance(options.without_luck, bool):
        # Options read from JSON may say "no", which is true as a Python value.
        raise ValueError(f"without_luck is true or false, not {shown(options.without_luck)}")
    if type(options.walk) is not str or options.walk not in PATHS:
        raise ValueError(f"walk is one of {', '.join(map(repr, PATHS))}, not {shown(options.walk)}")
    tiles = options.tiles
    check_tiles(tiles)
    if type(tiles) is not tuple or not all(type(text) is str for text in tiles):
        # A list, or str subclasses, forced past the converter.
        raise ValueError(f"tiles are a tuple of 9 texts like 'S../...', not {shown(tiles)}")
    across, down = tile_places(options.without_luck)
    places = across * down
    if options.layout is not None:
        layout = options.layout
        if (
            type(layout) is not tuple
            or len(layout) != places
            # ``True`` is an int equal to 1, but no tile number.
            or not all(type(n) is int and 1 <= n <= 9 for n in layout)
            or len(set(layout)) != places
        ):
            raise ValueError(
                f"a layout lists {places} different tile numbers from 1 to 9, not {shown(layout)}"
            )
        signpost = signpost_tile(options.tiles)
        if signpost not in layout:
            # 'Without Luck': "The marker's start tile must be one of these."
            raise ValueError(f"the layout must include tile {signpost}, which carries the signpost")
    # Checked in both variants: the row is part of every state, which must stay hashable.
    row = options.bidding_row
    if type(row) is not tuple or not row or not all(type(entry) is str and entry for entry in row):
        raise ValueError("the bidding row lists, per value, one or more kinds like 'A' or 'XY'")
    if len(row) > MAX_VALUE:
        # 'point X1000' would be no notation: records of such a game would not read back.
        raise ValueError(
            f"the bidding row has values 1 to {MAX_VALUE} at most (the notation writes three digits), "
            f"not {len(row)}"
        )
    unknown = set("".join(row)) - set(WITHOUT_LUCK_SUPPLY)
    if unknown:
        raise ValueError(f"the bidding row may hold only kinds A, B, X and Y, not {sorted(unknown)}")
    if any(len(set(entry)) != len(entry) for entry in row):
        # Two animals of one kind and value could not be told apart when pointed at.
        raise ValueError("a value of the bidding row holds each kind at most once, like 'XY'")
