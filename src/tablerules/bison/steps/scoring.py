"""The end of a season: every region scored in turn, a surplus above 15 traded, the totem passed.

"At the end of each season, once the last player has completed their fourth
action, scoring is carried out as follows: Each region is scored - first all
prairies, then the mountains, and finally the rivers." (how a region scores:
:func:`tablerules.bison.scoring.score_region`)

"If you have more than 15 animals of the same type, you must immediately trade
them at the market or exchange them at the 3:1 ratio. If you still have too
many animals, the surplus is lost." Scoring pauses (phase ``CAPPING``) for
each seat above 15, in turn order from the first player, which trades or says
``done`` (BIS-15, BIS-19).

"In the final scoring, remaining food is not counted! Before points are
awarded, all players move their food reserve markers to the '0' space."
(BIS-20) "At the start of each season after the first, the Totem tile is
passed to the player to the left of the current first player." (BIS-18)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tablerules.bison.actions import DONE, BisonAction, Buy, Done, Exchange
from tablerules.bison.components import ANIMALS, FOOD_CAP, counted
from tablerules.bison.phase import Phase
from tablerules.bison.progress import ScoringProgress
from tablerules.bison.scoring import SeasonScore, score_region
from tablerules.bison.steps import trading
from tablerules.bison.steps.turn import Listed, elsewhere, not_a_choice, put
from tablerules.core.errors import IllegalActionError

if TYPE_CHECKING:
    from tablerules.bison.state import BisonState
    from tablerules.bison.supply import Food, Supply

__all__ = ["CAP_SURPLUS", "applied", "listing", "refusal", "started", "surplus"]

#: While a surplus is traded, only an animal above 15 is exchanged.
CAP_SURPLUS: Final = "bison.cap.surplus"

_DRAWING: Final = Phase.DRAWING
_CAPPING: Final = Phase.CAPPING
_OVER: Final = Phase.OVER


def surplus(food: Food, track: int) -> bool:
    """Whether ``track`` holds more than 15 animals, which must be traded now."""
    return food[track] > FOOD_CAP


def listing(state: BisonState) -> Listed:
    """A seat above 15 of an animal trades the surplus at the market or exchanges it, or stops."""
    seat = state.scoring.queue[0]  # type: ignore[union-attr]
    supply = state.supplies[seat]
    actions: list[BisonAction] = []
    if supply.market_hunters and supply.can_pay_each(1):
        actions.append(trading.BUY_HUNTER)
    for piece, market in (("tipi", supply.market_tipis), ("canoe", supply.market_canoes)):
        for size in dict.fromkeys(market):
            if supply.can_pay_each(size):
                actions.append(trading.buy(piece, size))
    food = supply.food
    for (give, _get), exchange in trading.EXCHANGES.items():
        if surplus(food, give):
            actions.append(exchange)
    actions.append(DONE)
    return Listed(actions)


def applied(state: BisonState, action: BisonAction) -> BisonState:
    """A trade of the seat's surplus, or its ``done``: "if you still have too many animals,
    the surplus is lost"; once the seat is at 15 or less, the next seat above 15, or scoring
    goes on."""
    progress: ScoringProgress = state.scoring  # type: ignore[assignment]
    seat = progress.queue[0]
    supply = state.supplies[seat]
    # "If you still have too many animals, the surplus is lost."
    supply = supply.capped() if type(action) is Done else trading.after(supply, action, keep_surplus=True)
    state = state._evolve(supplies=put(state.supplies, seat, supply))
    if supply.over_cap():
        return state
    queue = progress.queue[1:]
    state = state._evolve(scoring=progress.evolve(queue=queue))
    if queue:
        return state
    return _scored_on(state)


def refusal(state: BisonState, action: BisonAction) -> IllegalActionError:
    """Why ``action`` is no trade of the surplus, nor ``done``."""
    kind = type(action)
    if kind is not Buy and kind is not Exchange:
        return elsewhere(state, action)
    supply = state.supplies[state.scoring.queue[0]]  # type: ignore[union-attr]
    refused = trading.fault(supply, action)
    if refused is not None:
        return refused
    if kind is Buy:
        return trading.short(action, 0)
    give = ANIMALS.index(action.give)  # type: ignore[attr-defined]
    if not surplus(supply.food, give):
        return IllegalActionError(
            CAP_SURPLUS,
            f"only the animals above {FOOD_CAP} must be traded now; "
            f"you have {counted(supply.food[give], action.give)}",  # type: ignore[attr-defined]
            action=action,
        )
    return not_a_choice(state, action)


def started(state: BisonState) -> BisonState:
    """The season's actions are over: empty the tracks if it is the last (BIS-20),
    list the board's regions and score them."""
    if state.season == state.seasons:
        state = state._evolve(supplies=tuple(s.with_food((0, 0, 0)) for s in state.supplies))
    return _scored_on(state._evolve(scoring=ScoringProgress(state.board.regions())))


def _scored_on(state: BisonState) -> BisonState:
    """Score the regions not scored yet, in order, and end the season after the last.

    Scoring pauses in phase ``CAPPING`` when a seat is above 15 of an animal
    (BIS-15): after the region that put it there, or only after the last
    region with ``cap_after="season"``. :func:`applied` comes back here.
    """
    progress: ScoringProgress = state.scoring  # type: ignore[assignment]
    supplies = state.supplies
    # The tracks as lists, a supply made once a seat at the end: a seat takes
    # animals in several regions, and a supply is a value to copy.
    food = [list(supply.food) for supply in supplies]
    scored = list(progress.scored)
    by_region = state.options.cap_after == "region"
    regions = progress.regions
    animals = state.board.animals
    owner, hunters, pieces = state.owner, state.hunters, state.pieces
    ties = state.options.hunters_break_ties
    seats = state.seats
    # Whether a seat may be above 15 at the next look at the tracks: only a seat that
    # took animals since the last look can have gone there. True at first: every seat
    # is looked at then, as a position made by hand may start above 15.
    over = True
    last = len(regions) - 1
    for index in range(len(scored), len(regions)):
        region = regions[index]
        result = score_region(region, owner, hunters, pieces, animals, hunters_break_ties=ties)
        scored.append(result)
        terrain = region.terrain
        for standing in result.standings:
            took = standing.took
            if took:
                tracks = food[standing.seat]
                tracks[terrain] += took
                if max(tracks) > FOOD_CAP:
                    over = True
        if over and (by_region or index == last):
            order = [(state.first + i) % seats for i in range(seats)]
            queue = tuple([seat for seat in order if max(food[seat]) > FOOD_CAP])
            if queue:
                progress = ScoringProgress(regions, tuple(scored), queue)
                return state._evolve(supplies=_fed(supplies, food), scoring=progress, phase=_CAPPING)
            over = False
    state = state._evolve(supplies=_fed(supplies, food))
    return _season_ended(state, SeasonScore(state.season, tuple(scored), seats))


def _fed(supplies: tuple[Supply, ...], food: list[list[int]]) -> tuple[Supply, ...]:
    """``supplies`` with the tracks ``food``: a seat whose tracks did not change keeps its supply."""
    return tuple(
        supply if supply.food == (now := (tracks[0], tracks[1], tracks[2])) else supply.with_food(now)
        for supply, tracks in zip(supplies, food, strict=True)
    )


def _season_ended(state: BisonState, result: SeasonScore) -> BisonState:
    """Keep the season's ``result``; pass the totem and start the next season, or end the game."""
    results = (*state.results, result)
    if state.season == state.seasons:
        return state._evolve(results=results, scoring=None, phase=_OVER)
    # "the Totem tile is passed to the player to the left of the current first player."
    # The player to the left is the next seat (BIS-18).
    return state._evolve(
        results=results,
        scoring=None,
        season=state.season + 1,
        first=(state.first + 1) % state.seats,
        turn=0,
        supplies=tuple(s.unmarked() for s in state.supplies),
        phase=_DRAWING,
    )
