"""Where a token may go: the normal rule and the three animal rules, on masks.

A mask is a Python int with one bit a space (see :mod:`tablerules.great_plains.board`): a row of
the board is 16 bits, so one step east is a shift by 1, one step south-east
a shift by 16, and so on (``SHIFTS``). Every function here answers for all
of a player's pieces at once, which keeps the rules fast enough for tree
search and random play.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from tablerules.great_plains.actions import (
    _BEAR_ON,
    _CAVE_ON,
    _EAGLE_ON,
    _HORSE_ON,
    _PLACE_ON,
    PASS,
    Bear,
    Eagle,
    GreatPlainsAction,
    Horse,
    Pass,
    Place,
    PlaceCave,
)
from tablerules.great_plains.board import BIT, DIRECTION_NAMES, NAMES, SHIFTS, SPACE_BIT

__all__ = [
    "Moves",
    "bear_targets",
    "cave_actions",
    "cave_allowed",
    "eagle_targets",
    "horse_targets",
    "moves_for",
    "step",
]

# The shifts, east first against the clock: E +1, NE -15, NW -16, W -1, SW +15, SE +16.
if SHIFTS != (1, -15, -16, -1, 15, 16):  # pragma: no cover - the formulas below rely on it
    raise ImportError(f"unexpected board shifts {SHIFTS}")


def step(mask: int, direction: int) -> int:
    """Every space one step from a space of ``mask`` in ``direction`` (off-board bits included)."""
    shift = SHIFTS[direction]
    return mask << shift if shift > 0 else mask >> -shift


def horse_targets(mine: int, lowland: int, empty: int, *, straight: bool = False) -> int:
    """HORSE: "an empty lowland space two steps away from one of your caves or tokens,
    moving through an empty or occupied lowland space. You cannot use a horse to move
    over a mountain."

    Two steps away is exactly two steps from that cave or token: on in the
    same direction, or bending one sixth either way (GP-4); with
    ``straight`` (the ``straight_horse`` option) only on in the same
    direction, like the eagle. The space between is lowland, with or
    without a token on it.
    """
    # The lowland spaces one step from ``mine``, by the direction of that step.
    e = (mine << 1) & lowland
    ne = (mine >> 15) & lowland
    nw = (mine >> 16) & lowland
    w = (mine >> 1) & lowland
    sw = (mine << 15) & lowland
    se = (mine << 16) & lowland
    if straight:
        return ((e << 1) | (ne >> 15) | (nw >> 16) | (w >> 1) | (sw << 15) | (se << 16)) & empty
    # From a space reached going d, the second step goes d - 1, d or d + 1:
    # grouped by the second step's direction.
    found = (
        ((se | e | ne) << 1)
        | ((e | ne | nw) >> 15)
        | ((ne | nw | w) >> 16)
        | ((nw | w | sw) >> 1)
        | ((w | sw | se) << 15)
        | ((sw | se | e) << 16)
    )
    return found & empty


def eagle_targets(mine: int, mountains: int, empty: int) -> int:
    """EAGLE: "an empty lowland space two steps away from one of your caves or tribe tokens,
    on the directly opposite side of a mountain space. You cannot use an eagle to move
    through an empty or occupied lowland space."

    Any mountain will do: a peak, a spring, or a cave with or without a cave
    tile (GP-10).
    """
    found = (
        ((mine << 1) & mountains) << 1
        | ((mine >> 15) & mountains) >> 15
        | ((mine >> 16) & mountains) >> 16
        | ((mine >> 1) & mountains) >> 1
        | ((mine << 15) & mountains) << 15
        | ((mine << 16) & mountains) << 16
    )
    return found & empty


def bear_targets(mine: int, theirs: int, blocked: int) -> tuple[int, int, int, int, int, int]:
    """BEAR: per push direction, the opponent's tokens next to your caves or tokens that
    can be pushed that way: "You cannot use a bear if the space beyond is occupied."

    The push goes on in the direction from your cave or token to the
    opponent's (GP-6). ``blocked`` holds the spaces a pushed token cannot
    enter: the tokens, and with ``caves_block_bear`` the cave tiles (GP-8).
    A token pushed off the board or onto a mountain is no obstacle: it
    leaves the game.
    """
    # Direction d's entry: a step d from mine onto theirs, where the space a
    # further step d on is not blocked (blocked, stepped back against d).
    return (
        (mine << 1) & theirs & ~(blocked >> 1),
        (mine >> 15) & theirs & ~(blocked << 15),
        (mine >> 16) & theirs & ~(blocked << 16),
        (mine >> 1) & theirs & ~(blocked << 1),
        (mine << 15) & theirs & ~(blocked >> 15),
        (mine << 16) & theirs & ~(blocked >> 16),
    )


_BYTES: Final = (max(BIT) + 8) // 8


class _Expander:
    """Turns a mask into the actions of one kind for its spaces, eight bits at a time.

    The tuple of actions for each of the 256 patterns of each byte of a mask
    is made once (on first use), then looked up: much quicker than walking
    the bits one by one.
    """

    __slots__ = ("_make", "_table")

    def __init__(self, make: dict[int, GreatPlainsAction]) -> None:
        self._make = make
        self._table: list[list[tuple[GreatPlainsAction, ...]]] | None = None

    def _build(self) -> list[list[tuple[GreatPlainsAction, ...]]]:
        # Bits of no space (the padding of each row) never occur in a mask.
        make = self._make
        table = [
            [
                tuple(
                    make[8 * index + bit]
                    for bit in range(8)
                    if pattern >> bit & 1 and 8 * index + bit in make
                )
                for pattern in range(256)
            ]
            for index in range(_BYTES)
        ]
        self._table = table
        return table

    def extend(self, mask: int, out: list[GreatPlainsAction]) -> None:
        """Append the actions for the spaces of ``mask`` to ``out``, in reading order."""
        if not mask:
            return
        table = self._table or self._build()
        # Only the bytes from the lowest set bit to the highest are looked at.
        first = ((mask & -mask).bit_length() - 1) >> 3
        data = (mask >> (first << 3)).to_bytes(((mask.bit_length() + 7) >> 3) - first, "little")
        index = first
        for byte in data:
            if byte:
                out += table[index][byte]
            index += 1

    def actions(self, mask: int) -> tuple[GreatPlainsAction, ...]:
        """The actions for the spaces of ``mask``, in reading order."""
        found: list[GreatPlainsAction] = []
        self.extend(mask, found)
        return tuple(found)


# The actions made once in actions.py: legal_actions hands out these very
# objects, the very ones the action universe numbers.
_PLACE: Final = _Expander({bit: _PLACE_ON[NAMES[cell]] for cell, bit in enumerate(BIT)})
_HORSE: Final = _Expander({bit: _HORSE_ON[NAMES[cell]] for cell, bit in enumerate(BIT)})
_EAGLE: Final = _Expander({bit: _EAGLE_ON[NAMES[cell]] for cell, bit in enumerate(BIT)})
_CAVE: Final = _Expander({bit: _CAVE_ON[NAMES[cell]] for cell, bit in enumerate(BIT)})
_BEAR: Final = tuple(
    _Expander({bit: _BEAR_ON[NAMES[cell], DIRECTION_NAMES[d]] for cell, bit in enumerate(BIT)})
    for d in range(6)
)
_PASS_ONLY: Final = (PASS,)
# The bear's pushes of a player without a bear tile: moves_for hands out this very tuple.
_NO_BEAR: Final = (0, 0, 0, 0, 0, 0)
_PUSH: Final = {name: d for d, name in enumerate(DIRECTION_NAMES)}


def cave_actions(free: int) -> tuple[GreatPlainsAction, ...]:
    """Placing a cave tile on each empty cave space of ``free``."""
    return _CAVE.actions(free)


def cave_allowed(free: int, action: object) -> bool:
    """Whether ``action`` places a cave tile on an empty cave space of ``free``."""
    if type(action) is not PlaceCave:
        return False
    bit = SPACE_BIT.get(action.space)  # a str: the action's validator sees to it
    return bit is not None and bool(free >> bit & 1)


class Moves(NamedTuple):
    """Every legal placement of one player in one position, as masks (an immutable value).

    A named tuple of masks; the bear's directions are in the order of
    ``DIRECTION_NAMES``. The state works them out once and caches its
    actions privately, so nothing a caller does with a ``Moves`` changes a
    state.
    """

    #: The spaces a token may go to by the normal rule.
    normal: int
    #: The spaces a horse may take a token to (0 without a horse tile).
    horse: int
    #: The spaces an eagle may take a token to (0 without an eagle tile).
    eagle: int
    #: Per push direction, the opponent's tokens a bear may take (all 0 without a bear tile).
    bear: tuple[int, int, int, int, int, int]

    @property
    def can_place(self) -> bool:
        """Whether the player has any legal placement at all."""
        return bool(self.normal or self.horse or self.eagle or any(self.bear))

    def actions(self) -> tuple[GreatPlainsAction, ...]:
        """Normal placements, then horse and eagle placements, each in reading order,
        then bear placements by push direction (e, ne, nw, w, sw, se), each
        direction in reading order; only ``pass`` when there is none (GP-7)."""
        found: list[GreatPlainsAction] = []
        _PLACE.extend(self.normal, found)
        if self.horse:
            _HORSE.extend(self.horse, found)
        if self.eagle:
            _EAGLE.extend(self.eagle, found)
        bear = self.bear
        # Without a bear tile there is no push to look at in any direction.
        if bear is not _NO_BEAR:
            for d, targets in enumerate(bear):
                if targets:
                    _BEAR[d].extend(targets, found)
        return tuple(found) if found else _PASS_ONLY

    def allows(self, action: object) -> bool:
        """Whether ``action`` is one of these placements (any value may be asked about)."""
        kind = type(action)
        # The fields of an action of these types are str: their validators see to it.
        if kind is Place:
            mask = self.normal
        elif kind is Horse:
            mask = self.horse
        elif kind is Eagle:
            mask = self.eagle
        elif kind is Bear:
            d = _PUSH.get(action.push)  # type: ignore[attr-defined]
            if d is None:
                return False
            mask = self.bear[d]
        else:
            return kind is Pass and not self.can_place
        bit = SPACE_BIT.get(action.space)  # type: ignore[attr-defined]
        return bit is not None and bool(mask >> bit & 1)


_new_moves: Final = tuple.__new__


def moves_for(
    mine: int,
    theirs: int,
    lowland: int,
    mountains: int,
    blocked: int,
    animals: tuple[int, int, int],
    straight_horse: bool = False,
) -> Moves:
    """The legal placements of a player with pieces ``mine`` (caves and tokens) holding ``animals``.

    ``theirs`` are the opponent's tokens; ``blocked`` the spaces a pushed
    token cannot enter (see :func:`bear_targets`), which holds every token;
    ``straight_horse`` keeps the horse to straight lines (GP-4).
    """
    empty = lowland & ~blocked
    # "On your turn, place 1 token on an empty lowland space adjacent to any one of
    # your cave tiles or existing tokens."
    normal = ((mine << 1) | (mine >> 15) | (mine >> 16) | (mine >> 1) | (mine << 15) | (mine << 16)) & empty
    horses, eagles, bears = animals
    # tuple.__new__ skips the named tuple's own __new__, a Python function: this runs at every step.
    return _new_moves(
        Moves,
        (
            normal,
            horse_targets(mine, lowland, empty, straight=straight_horse) if horses else 0,
            eagle_targets(mine, mountains, empty) if eagles else 0,
            bear_targets(mine, theirs, blocked) if bears else _NO_BEAR,
        ),
    )
