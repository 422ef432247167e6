"""Tiles that are not tiles: refused with a ``ValueError``, naming the tile by its number.

``Options(tiles=...)`` takes nine tiles of one's own making as text
(``"S../..."``). Whatever else is given, in any of the nine places, setup
refuses it with a ``ValueError``, never a ``TypeError`` or a crash later in
the game; :func:`~tablerules.beasty_borders.board.check_tiles`, which any
value may be passed, says which tile (1 to 9) is wrong.
"""

from __future__ import annotations

import json
import re

import pytest

from tablerules import Record, RecordError
from tablerules.beasty_borders import GAME, Options
from tablerules.beasty_borders.board import check_tiles
from tablerules.beasty_borders.components import TILES

NUMBERS = range(1, len(TILES) + 1)

#: Values that are not text at all.
NOT_TEXT = [None, 5, 2.5, True, b"S../...", ["S../..."], ("S..", "..."), frozenset({"S../..."}), object()]

#: Text that is no tile: wrong shape, or unknown spaces.
MALFORMED = [
    "",
    "/",
    "...",
    ".../.../...",
    "..../....",
    "S../..",
    "S../...\n",
    ".x./...",
    "s../...",
    "S~./.-.",
]


def with_tile(number: int, tile: object) -> tuple[object, ...]:
    """The default tiles with tile ``number`` (1-based) replaced by ``tile``."""
    return (*TILES[: number - 1], tile, *TILES[number:])


def refusal(tiles: object) -> str:
    """The message of the ``ValueError`` that setup raises for ``tiles``."""
    with pytest.raises(ValueError) as caught:
        GAME.setup(options=Options(tiles=tiles))  # type: ignore[arg-type]
    return str(caught.value)


def check_refusal(tiles: object) -> str:
    """The message of the ``ValueError`` that ``check_tiles`` raises for ``tiles``."""
    with pytest.raises(ValueError) as caught:
        check_tiles(tiles)
    return str(caught.value)


@pytest.mark.parametrize("number", NUMBERS)
@pytest.mark.parametrize("tile", NOT_TEXT, ids=lambda tile: type(tile).__name__)
def test_a_tile_that_is_not_text_is_refused(number: int, tile: object) -> None:
    tiles = with_tile(number, tile)
    message = check_refusal(tiles)
    assert message.startswith(f"tile {number} must be two rows of three spaces"), message
    assert message.endswith(f"not {tile!r}")
    assert repr(tile) in refusal(tiles)


@pytest.mark.parametrize("number", NUMBERS)
@pytest.mark.parametrize("tile", MALFORMED)
def test_a_malformed_tile_is_refused_by_its_number(number: int, tile: str) -> None:
    for message in (refusal(with_tile(number, tile)), check_refusal(with_tile(number, tile))):
        assert re.match(rf"tile {number} (must be two rows|has unknown spaces)", message), message


@pytest.mark.parametrize("number", NUMBERS)
def test_the_tiles_may_be_a_list_with_a_bad_tile(number: int) -> None:
    """A list of tiles (unhashable, so never cached) is checked the same way."""
    assert check_refusal(list(with_tile(number, 7))).startswith(f"tile {number} ")
    assert check_refusal(list(with_tile(number, ".x./..."))).startswith(f"tile {number} has unknown spaces")


@pytest.mark.parametrize(
    ("tiles", "carriers"),
    [
        (with_tile(4, "..S/..."), "(on tiles 1, 4)"),
        (with_tile(1, "S../..S"), "(on tile 1)"),
        (with_tile(1, ".../..."), None),
    ],
    ids=["two-tiles", "one-tile-twice", "none"],
)
def test_the_signpost_message_names_the_tiles_that_carry_one(
    tiles: tuple[str, ...], carriers: str | None
) -> None:
    message = refusal(tiles)
    assert message == check_refusal(tiles)
    assert message.startswith("exactly one tile space must hold the signpost 'S'")
    assert message.endswith("not 0" if carriers is None else f"not 2 {carriers}")


@pytest.mark.parametrize(
    "tiles",
    [None, 5, "S../...", iter(TILES), {"tiles": TILES}],
    ids=["none", "int", "str", "iterator", "dict"],
)
def test_tiles_forced_past_the_converter_are_refused(tiles: object) -> None:
    """``Options`` makes a tuple of what it is given; a value forced in past it is no sequence
    of tiles at all, and is refused all the same."""
    options = Options()
    object.__setattr__(options, "tiles", tiles)
    with pytest.raises(ValueError, match=re.escape("9 texts like 'S../...'")):
        GAME.setup(options=options)
    assert check_refusal(tiles).startswith("Beasty Borders' tiles are 9 texts like 'S../...'")


class Impostor(str):
    """A text that claims to be equal to, and hashes like, the tile whose place it takes."""

    poses_as: str

    def __new__(cls, text: str, poses_as: str) -> Impostor:
        impostor = super().__new__(cls, text)
        impostor.poses_as = poses_as
        return impostor

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return hash(self.poses_as)


def test_a_text_posing_as_a_good_tile_is_still_checked() -> None:
    """Good tiles are remembered, so that each setup need not check them again; a str subclass
    that compares equal to them must not pass for them."""
    GAME.setup()  # the default tiles, now remembered as good
    check_tiles(TILES)
    tiles = with_tile(5, Impostor("xx", TILES[4]))
    assert tiles == TILES and hash(tiles) == hash(TILES)
    assert check_refusal(tiles).startswith("tile 5 must be two rows of three spaces")
    refusal(tiles)


def test_a_record_with_a_tile_that_is_not_text_is_a_record_error() -> None:
    """The same tiles in a saved record: a ``RecordError``, which is a ``ValueError``."""
    record = Record("beasty-borders", 2, None, ())
    data = json.loads(record.to_json())
    data["options"]["tiles"] = list(with_tile(3, 7))
    with pytest.raises(RecordError) as caught:
        Record.from_json(json.dumps(data))
    assert isinstance(caught.value, ValueError) and caught.value.step is None
