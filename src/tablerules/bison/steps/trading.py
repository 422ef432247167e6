"""Trading at the market and exchanging 3:1, at every decision of a seat's own turn.

"You may trade at the market or exchange animals at any time during the game.
You may use this special action as often as you like and at any time, without
placing an action marker on your individual board."

"A hunter costs 1 animal of each type ... A tipi costs 1 animal of each type
per diamond ... A canoe costs 1 animal of each type per diamond ... Take the
traded hunter(s), tipi, or canoe from the market and add it to your reserve."

"You may always exchange animals on your individual board at a ratio of 3:1."

"At any time" is read as at every decision of a seat's own turn, never while
a tile is drawn; a trade must leave the animals the action under way costs
(BIS-7). Every step of an action lists its own decisions, then the trades of
:func:`offers`. A surplus above 15 is traded during scoring
(:mod:`~tablerules.bison.steps.scoring`).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Final

from tablerules.bison.actions import PIECES, BisonAction, Buy, Exchange
from tablerules.bison.components import ANIMALS, cost, counted
from tablerules.bison.phase import Phase
from tablerules.bison.steps.turn import COST_AFFORD, Listed, put
from tablerules.bison.supply import price
from tablerules.core.errors import IllegalActionError

if TYPE_CHECKING:
    from tablerules.bison.state import BisonState
    from tablerules.bison.supply import Supply

__all__ = [
    "BUY_HUNTER",
    "EXCHANGES",
    "EXCHANGE_ANIMAL",
    "EXCHANGE_DIFFERENT",
    "EXCHANGE_THREE",
    "MARKET_IN_MARKET",
    "MARKET_PIECE",
    "MARKET_PRICE",
    "OWN_TURN",
    "after",
    "buy",
    "fault",
    "offers",
    "refusal",
    "short",
    "traded",
    "trades",
]

#: Trades happen on a seat's own turn only (BIS-7).
OWN_TURN: Final = "bison.trade.own-turn"
#: The market sells hunters, and tipis and canoes of 1 to 4 diamonds.
MARKET_PIECE: Final = "bison.market.piece"
#: The market sells only the pieces of the seat's colour still there.
MARKET_IN_MARKET: Final = "bison.market.in-market"
#: A piece costs one animal of each kind a diamond (a hunter: one), and no track goes below 0.
MARKET_PRICE: Final = "bison.market.price"
#: The animals are bison, salmon and turkeys.
EXCHANGE_ANIMAL: Final = "bison.exchange.animal"
#: An exchange gives one kind of animal for another.
EXCHANGE_DIFFERENT: Final = "bison.exchange.different"
#: An exchange takes 3 animals of the kind given.
EXCHANGE_THREE: Final = "bison.exchange.three"

_DRAWING: Final = Phase.DRAWING
_OVER: Final = Phase.OVER
_TRACK: Final = {animal: index for index, animal in enumerate(ANIMALS)}

#: Every exchange by the tracks given and got.
EXCHANGES: Final = {(g, t): Exchange(ANIMALS[g], ANIMALS[t]) for g in range(3) for t in range(3) if g != t}
#: The exchanges open by which tracks hold 3 or more (bit t for track t), in :data:`EXCHANGES` order.
_EXCHANGES_FROM: Final = tuple(
    tuple(exchange for (give, _get), exchange in EXCHANGES.items() if able >> give & 1) for able in range(8)
)
#: Buying a hunter.
BUY_HUNTER: Final = Buy("hunter", 1)


# Unbounded: keyed by a piece and its size 1 to 4 (the position builder checks them).
@functools.cache
def buy(piece: str, size: int) -> Buy:
    """Buying ``piece`` of ``size`` diamonds: one value for every game."""
    return Buy(piece, size)


def offers(supply: Supply, keep: int) -> Listed:
    """The trades open to ``supply`` that leave ``keep`` animals for the cost under way
    (BIS-7): the market's hunter, tipis and canoes that the food pays (by size, each size
    once), then the exchanges."""
    bison, salmon, turkeys = supply.food
    spare = bison + salmon + turkeys - keep
    # A piece of s diamonds costs s of each animal, 3s in all: it needs s on every
    # track and 3s to spare, so the sizes on sale run up to `largest` (a hunter is 1).
    largest = min(bison, salmon, turkeys, spare // 3)
    # An exchange leaves 2 animals fewer; bit t for track t.
    able = (bison >= 3) + 2 * (salmon >= 3) + 4 * (turkeys >= 3) if spare >= 2 else 0
    if largest > 0:
        return _offers(supply.market_hunters > 0, supply.market_tipis, supply.market_canoes, largest, able)
    return _offers(False, (), (), 0, able)


# Bounded: a position made by hand may set any market and food.
@functools.lru_cache(maxsize=4096)
def _offers(hunter: bool, tipis: tuple[int, ...], canoes: tuple[int, ...], largest: int, able: int) -> Listed:
    """Buying a ``hunter`` (or not), each size of ``tipis`` and ``canoes`` up to ``largest``
    diamonds, then the exchanges from the tracks in ``able``."""
    buys = [BUY_HUNTER] if hunter else []
    buys += [buy("tipi", size) for size in dict.fromkeys(tipis) if size <= largest]
    buys += [buy("canoe", size) for size in dict.fromkeys(canoes) if size <= largest]
    return Listed((*buys, *_EXCHANGES_FROM[able]))


def trades(supply: Supply, keep: int) -> tuple[BisonAction, ...]:
    """The actions of :func:`offers`."""
    return offers(supply, keep).actions  # type: ignore[return-value]


def after(supply: Supply, action: BisonAction, *, keep_surplus: bool = False) -> Supply:
    """``supply`` after the trade ``action`` (see :meth:`Supply.exchanged` for ``keep_surplus``)."""
    if type(action) is Buy:
        return supply.bought(action.piece, action.size)
    return supply.exchanged(
        _TRACK[action.give],  # type: ignore[attr-defined]
        _TRACK[action.get],  # type: ignore[attr-defined]
        keep_surplus=keep_surplus,
    )


def traded(state: BisonState, action: BisonAction) -> BisonState:
    """The acting seat has traded: the same decision is due."""
    seat = (state.first + state.turn) % state.seats  # the acting seat
    return state._evolve(supplies=put(state.supplies, seat, after(state.supplies[seat], action)))


def fault(supply: Supply, action: BisonAction) -> IllegalActionError | None:
    """What the market or the exchange refuses in ``action`` for ``supply``, whatever the
    step; ``None`` for a trade they allow."""
    if type(action) is Buy:
        piece, size = action.piece, action.size
        if piece not in PIECES or (piece == "hunter" and size != 1) or not 1 <= size <= 4:
            return IllegalActionError(
                MARKET_PIECE,
                "the market sells a hunter, or a tipi or canoe of 1 to 4 diamonds",
                action=action,
            )
        if not supply.in_market(piece, size):
            return IllegalActionError(
                MARKET_IN_MARKET,
                (
                    "none of your hunters is left in the market"
                    if piece == "hunter"
                    else f"none of your {piece}s of {counted(size, 'diamonds')} is left in the market"
                )
                + ": it sells only pieces of your colour still there",
                action=action,
            )
        each = price(piece, size)
        if not supply.can_pay_each(each):
            return IllegalActionError(
                MARKET_PRICE,
                f"it costs {counted(each, 'bison')}, {counted(each, 'salmon')} "
                f"and {counted(each, 'turkeys')}; no track goes below 0",
                action=action,
            )
        return None
    give, get = action.give, action.get  # type: ignore[attr-defined]
    if give not in ANIMALS or get not in ANIMALS:
        return IllegalActionError(EXCHANGE_ANIMAL, f"the animals are {', '.join(ANIMALS)}", action=action)
    if give == get:
        return IllegalActionError(
            EXCHANGE_DIFFERENT, "an exchange gives one kind of animal for another", action=action
        )
    had = supply.food[ANIMALS.index(give)]
    if had < 3:
        return IllegalActionError(
            EXCHANGE_THREE, f"an exchange takes 3 {give}; you have {had}", action=action
        )
    return None


def short(action: BisonAction, keep: int) -> IllegalActionError:
    """The refusal of a trade that would leave fewer than the ``keep`` animals the action under way costs."""
    what = "trade" if type(action) is Buy else "exchange"
    return IllegalActionError(
        COST_AFFORD,
        f"after this {what} you could not pay the {counted(keep, 'animals')} your action under way costs",
        action=action,
    )


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """Why the trade ``action`` is refused on a seat's own turn, or while a tile is drawn (a
    surplus traded during scoring is :mod:`~tablerules.bison.steps.scoring`'s)."""
    phase = state.phase
    if phase is _DRAWING or phase is _OVER:
        return IllegalActionError(
            OWN_TURN,
            "the market and the exchange are open only on a player's own turn"
            + (" (the game is over)" if phase is _OVER else ""),
            action=action,
        )
    pending = state.pending
    keep = cost(pending.hunters) if pending is not None else 0
    return fault(state.supplies[state.acting_seat], action) or short(action, keep)
