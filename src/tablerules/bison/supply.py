"""A player's own things: the food tracks, the reserve, the market, the action markers.

"The rest of your game pieces - hunters, tipis, and canoes - are kept near
the game board as the market." Pieces bought move from the market to the
reserve; pieces that come back from the board go to the reserve, never to
the market.
"""

from __future__ import annotations

from typing import Final

import attrs

from tablerules.bison.components import (
    FOOD_CAP,
    HUNTERS,
    PIECE_SIZES,
    START_FOOD,
    START_HUNTERS,
    START_SIZES,
    Kind,
)
from tablerules.core.frozen import copied, unasked

__all__ = ["Food", "Supply", "price", "start_supply"]

#: Bison, salmon and turkeys, in track order.
Food = tuple[int, int, int]


def _without_one(sizes: tuple[int, ...], size: int) -> tuple[int, ...]:
    index = sizes.index(size)
    return sizes[:index] + sizes[index + 1 :]


def _with_one(sizes: tuple[int, ...], size: int) -> tuple[int, ...]:
    return tuple(sorted((*sizes, size)))


def price(piece: str, size: int) -> int:
    """Animals of *each* kind the market asks: 1 for a hunter, 1 a diamond for a tipi or canoe."""
    return 1 if piece == "hunter" else size


_MARKET_SIZES: Final = tuple(sorted(_without_one(_without_one(PIECE_SIZES, 1), 2)))


# Without slots: a changed supply is this one's fields copied at once (core.frozen.copied).
@attrs.frozen(cache_hash=True, slots=False)
class Supply:
    """One player's board and pieces off the landscape.

    ``food`` is the bison, salmon and turkey tracks. ``hunters``, ``tipis``
    and ``canoes`` are in the reserve (tipi and canoe sizes sorted);
    ``market_*`` are those still for sale. ``used`` holds this season's
    action markers as bits of :attr:`Kind.bit`.
    """

    food: Food
    hunters: int
    tipis: tuple[int, ...]
    canoes: tuple[int, ...]
    market_hunters: int
    market_tipis: tuple[int, ...]
    market_canoes: tuple[int, ...]
    used: int = 0

    def _evolve(self, **changes: object) -> Supply:
        # attrs.evolve, without attrs' __init__: a supply changes at most decisions.
        return copied(self, _UNASKED, changes)

    @property
    def total(self) -> int:
        """All the animals on the tracks."""
        food = self.food
        return food[0] + food[1] + food[2]

    def has_used(self, kind: Kind) -> bool:
        """Whether the action marker of ``kind`` is placed this season."""
        return bool(self.used & kind.bit)

    def reserve_of(self, piece: str) -> tuple[int, ...]:
        """The sizes of ``piece`` ("tipi" or "canoe") in the reserve."""
        return self.tipis if piece == "tipi" else self.canoes

    def market_of(self, piece: str) -> tuple[int, ...]:
        """The sizes of ``piece`` ("tipi" or "canoe") still in the market."""
        return self.market_tipis if piece == "tipi" else self.market_canoes

    def in_market(self, piece: str, size: int) -> bool:
        """Whether the market still holds that piece."""
        if piece == "hunter":
            return self.market_hunters > 0
        return size in self.market_of(piece)

    def can_pay_each(self, amount: int) -> bool:
        """Whether every track holds at least ``amount`` animals."""
        return min(self.food) >= amount

    # -- changes ----------------------------------------------------------------

    def with_food(self, food: Food) -> Supply:
        """The same supply with other tracks."""
        return self._evolve(food=food)

    def gained(self, track: int, amount: int) -> Supply:
        """``amount`` more animals on ``track``; above 15 the surplus is lost (BIS-16)."""
        food = list(self.food)
        food[track] = min(FOOD_CAP, food[track] + amount)
        return self._evolve(food=(food[0], food[1], food[2]))

    def paid(self, payment: Food) -> Supply:
        """The tracks less ``payment``."""
        food = self.food
        return self._evolve(food=(food[0] - payment[0], food[1] - payment[1], food[2] - payment[2]))

    def bought(self, piece: str, size: int) -> Supply:
        """The supply after buying ``piece`` at the market: one of each animal a diamond (a hunter: one)."""
        cost = price(piece, size)
        food = (self.food[0] - cost, self.food[1] - cost, self.food[2] - cost)
        if piece == "hunter":
            return self._evolve(food=food, hunters=self.hunters + 1, market_hunters=self.market_hunters - 1)
        if piece == "tipi":
            return self._evolve(
                food=food,
                tipis=_with_one(self.tipis, size),
                market_tipis=_without_one(self.market_tipis, size),
            )
        return self._evolve(
            food=food,
            canoes=_with_one(self.canoes, size),
            market_canoes=_without_one(self.market_canoes, size),
        )

    def exchanged(self, give: int, get: int, *, keep_surplus: bool = False) -> Supply:
        """Three animals of track ``give`` for one of track ``get``.

        On a player's own turn an animal above 15 is lost at once (BIS-16);
        while a surplus is traded after scoring (``keep_surplus``) the tracks
        keep what is above 15 until the player is done (BIS-19).
        """
        food = list(self.food)
        food[give] -= 3
        food[get] = food[get] + 1 if keep_surplus else min(FOOD_CAP, food[get] + 1)
        return self._evolve(food=(food[0], food[1], food[2]))

    def with_hunters(self, hunters: int) -> Supply:
        """The same supply with ``hunters`` hunters in reserve."""
        return self._evolve(hunters=hunters)

    def swapped(self, piece: str, taken: int, returned: int) -> Supply:
        """A tipi or canoe of size ``taken`` leaves the reserve, one of ``returned`` comes back (0: none)."""
        sizes = self.reserve_of(piece)
        if taken:
            sizes = _without_one(sizes, taken)
        if returned:
            sizes = _with_one(sizes, returned)
        return self._evolve(tipis=sizes) if piece == "tipi" else self._evolve(canoes=sizes)

    def marked(self, bit: int) -> Supply:
        """The supply with the action marker of bit ``bit`` placed (:attr:`Kind.bit`)."""
        # Copied here, not through _evolve: a marker is placed at every turn of every seat.
        return copied(self, _UNASKED, {"used": self.used | bit})

    def unmarked(self) -> Supply:
        """The supply with every action marker taken back, for a new season."""
        return self._evolve(used=0)

    def over_cap(self) -> bool:
        """Whether a track holds more than 15 animals."""
        return max(self.food) > FOOD_CAP

    def capped(self) -> Supply:
        """Every track cut to 15: the surplus is lost."""
        return self._evolve(
            food=(min(FOOD_CAP, self.food[0]), min(FOOD_CAP, self.food[1]), min(FOOD_CAP, self.food[2]))
        )


def start_supply() -> Supply:
    """What each player starts with: 10 of each animal, 4 hunters, a single and a double tipi and canoe."""
    return Supply(
        START_FOOD,
        START_HUNTERS,
        START_SIZES,
        START_SIZES,
        HUNTERS - START_HUNTERS,
        _MARKET_SIZES,
        _MARKET_SIZES,
    )


_UNASKED: Final = unasked(start_supply())
