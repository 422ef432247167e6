"""The quicker ways the rules take (issue 9) give what the plain ways give.

A next position is copied from the last one without attrs' ``__init__``
(``core.frozen.copied``, tested in tests/core/test_frozen.py); the open
places and the regions are worked out from the tile just laid and by
terrain numbers; the trades come from a table by the market and the largest
piece the food pays; a draw is found in the pile, a lay by its place and a
move by its fields, without a look-up among all the legal actions. Each is
checked here against the plain way, along played games and over every small
supply.
"""

from __future__ import annotations

import copy
import itertools
import random
from collections.abc import Iterator

import attrs
import pytest

import tablerules
from tablerules import CHANCE
from tablerules.bison import Buy, Draw, Exchange, Options, Phase
from tablerules.bison.actions import BisonAction
from tablerules.bison.board import FIELDS, PLACES, Board, Region, terrain_of
from tablerules.bison.components import ANIMALS, Terrain
from tablerules.bison.state import BisonState
from tablerules.bison.steps.trading import trades
from tablerules.bison.supply import Supply
from tablerules.core.grid import connected_groups
from tablerules.core.listing import Listing
from tests.strategies import forced

GAME = tablerules.load("bison")


def positions(players: int, options: Options, seed: int) -> Iterator[BisonState]:
    """Every position of one seeded random game, each asked its legal actions and its hash."""
    rng = random.Random(seed)
    state = GAME.setup(players=players, options=options)
    while state.to_move is not None:
        yield state
        legal = state.legal_actions()
        hash(state)
        state.is_legal(legal[0])
        action = state.sample_chance(rng) if state.to_move is CHANCE else legal[rng.randrange(len(legal))]
        state = state.apply(action)
    yield state


GAMES = [
    (players, name, seed) for players in (2, 3, 4) for name in ("standard", "variant-2") for seed in (0, 1)
]


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES)
def test_a_next_position_holds_what_one_made_by_init_holds(players: int, variant: str, seed: int) -> None:
    """Copied from the last position, which was asked its legal actions and hash: none of it carried over."""
    for state in positions(players, GAME.variants()[variant], seed):
        made = attrs.evolve(state)  # through __init__, the board passed on
        assert vars(state) == vars(made)
        assert state == made and hash(state) == hash(made)


def _boards() -> Iterator[Board]:
    for players, variant, seed in GAMES:
        for state in positions(players, GAME.variants()[variant], seed):
            if state.phase is Phase.ENTERING:  # a tile was just laid
                yield state.board


def test_the_open_places_follow_the_tiles_laid() -> None:
    """Worked out from the last tile laid, as a look at every place finds them (BIS-4)."""
    for board in _boards():
        everywhere = tuple(
            place
            for place in range(1, len(PLACES) + 1)
            if board.is_empty(place) and board.touches_landscape(place)
        )
        assert board.open_places() == everywhere


def test_the_regions_are_the_connected_fields_of_one_terrain() -> None:
    """As ``connected_groups`` finds them, numbered by terrain in the order of their first field."""
    for board in _boards():
        labels = [terrain_of(field) if board.has_field(field) else None for field in range(FIELDS)]
        groups = connected_groups(labels, board.links)
        expected = [
            Region(terrain, number, fields, sum(board.animals[f] for f in fields))
            for terrain in (Terrain.PRAIRIE, Terrain.MOUNTAIN, Terrain.RIVER)
            for number, fields in enumerate((f for label, f in groups if label is terrain), start=1)
        ]
        assert board.regions() == tuple(expected)


def _plain_trades(supply: Supply, keep: int) -> tuple[BisonAction, ...]:
    """The market and the exchange as BIS-7 states them, one offer at a time."""
    trades: list[BisonAction] = []
    total = supply.total
    if supply.market_hunters and supply.can_pay_each(1) and total - 3 >= keep:
        trades.append(Buy("hunter", 1))
    for piece, market in (("tipi", supply.market_tipis), ("canoe", supply.market_canoes)):
        for size in dict.fromkeys(market):
            if supply.can_pay_each(size) and total - 3 * size >= keep:
                trades.append(Buy(piece, size))
    if total - 2 >= keep:
        for give, get in itertools.permutations(range(3), 2):
            if supply.food[give] >= 3:
                trades.append(Exchange(ANIMALS[give], ANIMALS[get]))
    return tuple(trades)


def test_the_trades_are_those_the_market_and_the_exchange_allow() -> None:
    markets = [(), (4,), (2, 3), (1, 2, 3, 4), (1, 1, 2, 2, 3, 4)]
    counts = (0, 1, 2, 3, 4, 5, 8, 15)
    for (b, s, t), tipis, canoes, hunters, keep in itertools.product(
        itertools.product(counts, counts, counts), markets, markets[:3], (0, 2), (0, 2, 7)
    ):
        supply = Supply((b, s, t), 4, (1, 2), (1, 2), hunters, tipis, canoes)
        assert trades(supply, keep) == _plain_trades(supply, keep), (supply, keep)


def test_a_draw_is_found_in_the_pile_without_listing_it() -> None:
    state = GAME.setup(players=2)
    for tile in (*state.pile, 0, 1, 2, 99):
        assert state.is_legal(Draw(tile)) == (tile in state.pile)
    odd = Draw(state.pile[0])
    object.__setattr__(odd, "tile", float(state.pile[0]))
    # Equal to a legal draw, so legal, and the pile's own draw is applied.
    assert state.is_legal(odd)
    assert state.apply(odd) == state.apply(Draw(state.pile[0]))
    assert state.apply(odd).hands[0] == state.pile[0]


def _probes(action: BisonAction) -> list[object]:
    """``action``, a copy of it, and copies with a field forced to an equal value of another
    type, to an unequal one and to an unhashable one."""
    probes: list[object] = [action, copy.copy(attrs.evolve(action))]
    for field in attrs.fields(type(action)):
        value = getattr(action, field.name)
        others: list[object] = [[value]]
        if type(value) is int:
            others += [float(value), value + 1]
        elif type(value) is str:
            others += [value.upper(), value + "x"]
        probes += [forced(action, **{field.name: other}) for other in others]
    return probes


@pytest.mark.parametrize(("players", "variant", "seed"), [(2, "standard", 0), (4, "variant-2", 1)])
def test_each_step_finds_an_action_as_a_look_up_among_all_finds_it(
    players: int, variant: str, seed: int
) -> None:
    """The listing of every step (a lay found by its place and turn, a move by its fields, a
    draw in the pile, the rest by identity first) finds the very value a plain look-up among
    the same actions finds: for the listed actions, copies of them, actions listed elsewhere,
    and fields forced to equal, unequal or unhashable values."""
    states = list(positions(players, GAME.variants()[variant], seed))
    seen = list(dict.fromkeys(action for state in states for action in state.legal_actions()))
    rng = random.Random(seed)
    for state in states:
        listing = state._listing()
        plain = Listing(listing.actions)
        tried = [*listing.actions, *rng.sample(seen, min(40, len(seen)))]
        for action in tried:
            for probe in _probes(action):  # type: ignore[arg-type]
                assert listing.find(probe) is plain.find(probe), (state.phase, probe)
