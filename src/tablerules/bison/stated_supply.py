"""A seat's supply as a position built by hand states it: given whole, or the
setup's supply less what stands on the landscape (see :func:`tablerules.bison.position.build`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tablerules.bison.board import FIELDS
from tablerules.bison.components import HUNTERS, PIECE_SIZES, SEAT_NAMES, Kind, Terrain
from tablerules.bison.supply import Food, Supply, start_supply
from tablerules.core.positions import whole

__all__ = ["stated_supply"]


def stated_supply(
    seat: int,
    owner: Sequence[int],
    hunters: Sequence[int],
    sizes: Sequence[int],
    food: object,
    reserve: object,
    market: object,
    markers: object,
) -> Supply:
    """A seat's supply: given, or the setup's less what stands on the landscape."""
    start = start_supply()
    on_board = sum(h for f, h in enumerate(hunters) if owner[f] == seat)
    tipis = sorted(
        sizes[f] for f in range(FIELDS) if owner[f] == seat and sizes[f] and f % 3 != Terrain.RIVER
    )
    canoes = sorted(
        sizes[f] for f in range(FIELDS) if owner[f] == seat and sizes[f] and f % 3 == Terrain.RIVER
    )
    if reserve is None and market is None:
        reserve_hunters, market_hunters = start.hunters, start.market_hunters
        extra = on_board - reserve_hunters
        reserve_hunters, market_hunters = max(0, -extra), market_hunters - max(0, extra)
        reserve_tipis, market_tipis = _take(list(start.tipis), list(start.market_tipis), tipis, "tipis", seat)
        reserve_canoes, market_canoes = _take(
            list(start.canoes), list(start.market_canoes), canoes, "canoes", seat
        )
        if market_hunters < 0:
            raise ValueError(f"{SEAT_NAMES[seat]} has {HUNTERS} hunters, not {on_board} on the landscape")
    else:
        reserve_hunters, reserve_tipis, reserve_canoes = _stock("reserve", reserve, seat)
        if market is None:
            market_hunters = HUNTERS - on_board - reserve_hunters
            if market_hunters < 0:
                raise ValueError(
                    f"{SEAT_NAMES[seat]} has {HUNTERS} hunters, not {on_board} on the landscape "
                    f"and {reserve_hunters} in reserve"
                )
            market_tipis = _rest(reserve_tipis, tipis, "tipis", seat)
            market_canoes = _rest(reserve_canoes, canoes, "canoes", seat)
        else:
            market_hunters, market_tipis, market_canoes = _stock("market", market, seat)
    if reserve_hunters + market_hunters + on_board != HUNTERS:
        raise ValueError(
            f"{SEAT_NAMES[seat]}'s hunters on the landscape, in reserve and in the market "
            f"must add up to {HUNTERS}"
        )
    for name, parts in (
        ("tipis", (reserve_tipis, market_tipis, tipis)),
        ("canoes", (reserve_canoes, market_canoes, canoes)),
    ):
        if sorted(s for part in parts for s in part) != sorted(PIECE_SIZES):
            raise ValueError(
                f"{SEAT_NAMES[seat]}'s {name} on the landscape, in reserve and in the market must be sizes "
                f"{', '.join(map(str, PIECE_SIZES))}"
            )
    used = 0
    if not (isinstance(markers, Sequence) and not isinstance(markers, str)):
        raise ValueError(f"markers are action names like ('tile', 'move1'), not {markers!r}")
    for name in markers:
        kinds = {kind.value: kind for kind in Kind}
        if type(name) is not str or name not in kinds:
            raise ValueError(f"the actions are {', '.join(kinds)}, not {name!r}")
        used |= kinds[name].bit
    return Supply(
        start.food if food is None else _food(food),
        reserve_hunters,
        tuple(sorted(reserve_tipis)),
        tuple(sorted(reserve_canoes)),
        market_hunters,
        tuple(sorted(market_tipis)),
        tuple(sorted(market_canoes)),
        used,
    )


def _take(
    reserve: list[int], market: list[int], placed: Sequence[int], name: str, seat: int
) -> tuple[list[int], list[int]]:
    """Pieces on the landscape come from the reserve where it has them, else from the market."""
    for size in placed:
        if size in reserve:
            reserve.remove(size)
        elif size in market:
            market.remove(size)
        else:
            raise ValueError(f"{SEAT_NAMES[seat]} has no more {name} of {size} diamonds")
    return reserve, market


def _rest(reserve: Sequence[int], placed: Sequence[int], name: str, seat: int) -> list[int]:
    rest = list(PIECE_SIZES)
    for size in [*reserve, *placed]:
        if size not in rest:
            raise ValueError(f"{SEAT_NAMES[seat]} has no more {name} of {size} diamonds")
        rest.remove(size)
    return rest


def _stock(name: str, value: object, seat: int) -> tuple[int, list[int], list[int]]:
    if not (isinstance(value, Sequence) and not isinstance(value, str) and len(value) == 3):
        raise ValueError(f"{SEAT_NAMES[seat]}'s {name} is (hunters, tipi sizes, canoe sizes), not {value!r}")
    return (
        whole(f"{name} hunters", value[0], 0, HUNTERS),
        list(_sizes("tipis", value[1])),
        list(_sizes("canoes", value[2])),
    )


def _sizes(name: str, value: object) -> tuple[int, ...]:
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise ValueError(f"{name} are sizes 1 to 4, like (1, 2), not {value!r}")
    return tuple(sorted(whole(name, size, 1, 4) for size in value))


def _food(value: object) -> Food:
    if not (isinstance(value, Sequence) and not isinstance(value, str) and len(value) == 3):
        raise ValueError(f"food is (bison, salmon, turkeys), not {value!r}")
    b, s, t = (whole("food", count, 0) for count in value)
    return (b, s, t)
