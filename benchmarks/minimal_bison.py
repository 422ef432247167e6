"""A minimal hand-written random game of Bison, the yardstick for the library.

The same game as the library plays (the same tiles, landscape, seasons and
scoring, with the 15-animal limit checked after each region), split into the
same decisions: choose an action marker, the action's own steps one at a
time (lay the tile, put hunters into play, build, gather and call, move one
hunter), ``done``, then gain an animal or pay; the market and the 3:1
exchange are offered at every decision of the player's own turn, never
leaving less food than the action under way costs; a seat above 15 after a
region trades or stops. Every decision is uniformly random among the same
legal choices, listed in the library's order, and every tile is drawn
uniformly from the tiles never drawn. Written for speed only: mutable lists
changed in place, no checks, no protocol, one ``rng.randrange`` a decision
or draw.

Checked against the library while it was written, with a throwaway script
that drove both with the same choices (indices into the list of choices,
and of tiles for a draw): in 1,000 seeded games for each player count (2,
3, 4) under each of the standard rules, Variant 1 and Variant 2, and 1,000
more each with choices leaning to the first listed (the least of four
draws, so that players trade less and reach the surplus above 15 far more
often), 18,000 games and 4.5 million decisions and draws in all, every
decision offered exactly as many choices as ``legal_actions()``, every draw
as many tiles as ``chance_outcomes()``, and every game ended at the same
point with the same food on every track. Only the benchmark uses it.
"""

from __future__ import annotations

import random
from bisect import insort
from typing import Final

from tablerules.bison.board import GRID, start_layout
from tablerules.bison.components import SEASONS
from tablerules.bison.options import Options

_TILES: Final = Options().tile_set()
#: Each tile number's board edges (0 prairie, 2 mountain) for each rotation.
_EDGES: Final = tuple(
    tuple(tuple(int(tile.edges[(d + r) % 6]) for d in range(6)) for r in range(6)) for tile in _TILES
)
#: Each tile number's river ends (corners) for each rotation.
_CORNERS: Final = tuple(
    tuple(tuple(c for c in range(6) if e[c] != e[(c + 1) % 6]) for e in rotations) for rotations in _EDGES
)
_ANIMALS: Final = tuple(tuple(tile.animals) for tile in _TILES)
_AROUND: Final = tuple(tuple(-1 if n is None else n for n in around) for around in GRID.neighbours)
_START: Final = start_layout(_TILES[:3])
_PLACES: Final = len(_AROUND)
_FIELDS: Final = 3 * _PLACES
#: The cost table by hunters used (none: nothing to pay, one animal gained instead).
_COST: Final = (0, 0, 2, 4, 7, 10)
#: Trades by code: 0 a hunter, 1-4 a tipi, 11-14 a canoe, 20 + 3 * give + get an exchange.
_GIVES: Final = tuple(tuple(20 + 3 * give + get for get in range(3) if get != give) for give in range(3))
_CAP: Final = 15


def play(rng: random.Random, players: int = 4, variant: int = 0) -> int:
    """One random game; returns the number of decisions and chance outcomes (as the library counts)."""
    return game(rng, players, variant)[0]


def game(rng: random.Random, players: int, variant: int) -> tuple[int, list[list[int]]]:
    """One random game: the number of decisions and chance outcomes, and each seat's final food."""
    randrange = rng.randrange
    cost = _COST
    edges: list[tuple[int, ...] | None] = [None] * _PLACES
    corners: list[tuple[int, ...]] = [()] * _PLACES
    linked: list[set[int]] = [set() for _ in range(_FIELDS)]
    links: list[list[int]] = [[] for _ in range(_FIELDS)]
    animals = [0] * _FIELDS
    reach: dict[int, list[int]] = {}
    frontier: set[int] = set()  # the empty places next to the landscape

    def lay(index: int, tile: int, rotation: int) -> None:
        """Tile number ``tile`` on place ``index + 1``: its fields, animals and links."""
        sides = _EDGES[tile][rotation]
        ends = _CORNERS[tile][rotation]
        edges[index] = sides
        corners[index] = ends
        base = 3 * index
        animals[base : base + 3] = _ANIMALS[tile]
        pairs = [(base, base + 1), (base + 1, base + 2)]
        around = _AROUND[index]
        for d in range(6):
            other = around[d]
            if other >= 0:
                theirs = edges[other]
                if theirs is not None:
                    pairs.append((base + sides[d], 3 * other + theirs[(d + 3) % 6]))
        for corner in ends:
            for d, their_corner in ((corner, (corner + 2) % 6), ((corner + 1) % 6, (corner + 4) % 6)):
                other = around[d]
                if other >= 0 and edges[other] is not None and their_corner in corners[other]:
                    pairs.append((base + 1, 3 * other + 1))
        frontier.discard(index)
        frontier.update(n for n in around if n >= 0 and edges[n] is None)
        for a, b in pairs:
            linked[a].add(b)
            linked[b].add(a)
        for a, b in pairs:
            links[a] = sorted(linked[a])
            links[b] = sorted(linked[b])
        reach.clear()

    def within_three(field: int) -> list[int]:
        """The fields one to three movement points from ``field``."""
        found = reach.get(field)
        if found is None:
            seen = {field}
            ring = [field]
            for _ in range(3):
                step = []
                for here in ring:
                    for other in links[here]:
                        if other not in seen:
                            seen.add(other)
                            step.append(other)
                ring = step
            seen.discard(field)
            found = reach[field] = sorted(seen)
        return found

    for place, tile, rotation in _START:
        lay(place - 1, tile, rotation)

    owner = [-1] * _FIELDS
    hunters = [0] * _FIELDS
    pieces = [0] * _FIELDS
    food = [[10, 10, 10] for _ in range(players)]
    reserve = [4] * players
    tipis = [[1, 2] for _ in range(players)]
    canoes = [[1, 2] for _ in range(players)]
    market_hunters = [4] * players
    market_tipis = [[1, 2, 3, 4] for _ in range(players)]
    market_canoes = [[1, 2, 3, 4] for _ in range(players)]

    def trades(seat: int, keep: int) -> list[int]:
        """The market and the exchanges open to ``seat``, leaving ``keep`` animals, in the library's order."""
        f = food[seat]
        total = f[0] + f[1] + f[2]
        low = min(f)
        found = []
        if market_hunters[seat] and low and total - 3 >= keep:
            found.append(0)
        for size in market_tipis[seat]:
            if low >= size and total - 3 * size >= keep:
                found.append(size)
        for size in market_canoes[seat]:
            if low >= size and total - 3 * size >= keep:
                found.append(10 + size)
        if total - 2 >= keep:
            for g in range(3):
                if f[g] >= 3:
                    found += _GIVES[g]
        return found

    def trade(seat: int, code: int) -> None:
        f = food[seat]
        if code >= 20:
            give, get = divmod(code - 20, 3)
            f[give] -= 3
            f[get] = min(_CAP, f[get] + 1)
            return
        size = code % 10 or 1
        f[0] -= size
        f[1] -= size
        f[2] -= size
        if code == 0:
            reserve[seat] += 1
            market_hunters[seat] -= 1
        elif code < 10:
            insort(tipis[seat], size)
            market_tipis[seat].remove(size)
        else:
            insort(canoes[seat], size)
            market_canoes[seat].remove(size)

    def capping(seat: int) -> int:
        """``seat`` trades a surplus above 15 or stops; returns the decisions taken."""
        f = food[seat]
        taken = 0
        while True:
            low = min(f)
            found = []
            if market_hunters[seat] and low:
                found.append(0)
            found += [size for size in market_tipis[seat] if low >= size]
            found += [10 + size for size in market_canoes[seat] if low >= size]
            for g in range(3):
                if f[g] > _CAP:
                    found += _GIVES[g]
            pick = randrange(len(found) + 1)
            taken += 1
            if pick == len(found):
                f[0], f[1], f[2] = min(_CAP, f[0]), min(_CAP, f[1]), min(_CAP, f[2])
                return taken
            code = found[pick]
            if code >= 20:  # an exchange here keeps what is above 15 until the seat is done
                give, get = divmod(code - 20, 3)
                f[give] -= 3
                f[get] += 1
            else:
                trade(seat, code)
            if max(f) <= _CAP:
                return taken

    pile = list(range(3, len(_TILES)))
    hands = [0] * players
    seasons = SEASONS[players]
    steps = 0
    first = 0
    for season in range(1, seasons + 1):
        for i in range(players):
            hands[(first + i) % players] = pile.pop(randrange(len(pile)))
        steps += players
        used = [0] * players
        for turn in range(4 * players):
            seat = (first + turn) % players
            f = food[seat]
            # Choose an action marker; with one action left, the tile action if not taken.
            marks = used[seat]
            kinds = (
                [0] if turn >= 3 * players and not marks & 1 else [k for k in range(6) if not marks >> k & 1]
            )
            while True:
                offer = trades(seat, 0)
                pick = randrange(len(kinds) + len(offer))
                steps += 1
                if pick < len(kinds):
                    break
                trade(seat, offer[pick - len(kinds)])
            kind = kinds[pick]
            used[seat] = marks | 1 << kind
            spent = 0  # hunters used
            if kind == 0:
                opened = sorted(frontier)
                while True:
                    offer = trades(seat, 0)
                    pick = randrange(6 * len(opened) + len(offer))
                    steps += 1
                    if pick < 6 * len(opened):
                        break
                    trade(seat, offer[pick - 6 * len(opened)])
                index = opened[pick // 6]
                lay(index, hands[seat], pick % 6)
                while True:  # put hunters into play
                    total = f[0] + f[1] + f[2]
                    counts = 0
                    while counts < reserve[seat] and counts < 5 and cost[counts + 1] <= total:
                        counts += 1
                    offer = trades(seat, 0)
                    pick = randrange(3 * counts + 1 + len(offer))
                    steps += 1
                    if pick <= 3 * counts:
                        break
                    trade(seat, offer[pick - 3 * counts - 1])
                if pick < 3 * counts:
                    field = 3 * index + pick // counts
                    spent = pick % counts + 1
                    reserve[seat] -= spent
                    owner[field] = seat
                    hunters[field] = spent
            elif kind < 3:  # tipi (prairies, then mountains) or canoe (rivers)
                sizes_of = tipis[seat] if kind == 1 else canoes[seat]
                mine = [x for x in range(_FIELDS) if owner[x] == seat]
                fields = (
                    [x for x in mine if x % 3 == 0] + [x for x in mine if x % 3 == 2]
                    if kind == 1
                    else [x for x in mine if x % 3 == 1]
                )
                touched: list[int] = []
                while True:
                    total = f[0] + f[1] + f[2]
                    sizes = sorted(set(sizes_of))
                    changes = []
                    for field in fields:
                        if field in touched or owner[field] != seat:
                            continue
                        here = pieces[field]
                        at = hunters[field]
                        options = [(size, size - here) for size in sizes if size > here and at >= size - here]
                        if variant == 2 and here:
                            options += [
                                (size, here - size)
                                for size in (0, *sizes)
                                if size < here and reserve[seat] >= here - size
                            ]
                            options.sort()
                        for size, more in options:
                            if spent + more <= 5 and cost[spent + more] <= total:
                                changes.append((field, size, more))
                    offer = trades(seat, cost[spent])
                    pick = randrange(len(changes) + 1 + len(offer))
                    steps += 1
                    if pick > len(changes):
                        trade(seat, offer[pick - len(changes) - 1])
                        continue
                    if pick == len(changes):
                        break
                    field, size, more = changes[pick]
                    here = pieces[field]
                    if size:
                        sizes_of.remove(size)
                    if here:
                        insort(sizes_of, here)
                    if size > here:
                        hunters[field] -= more
                        reserve[seat] += more
                    else:
                        hunters[field] += more
                        reserve[seat] -= more
                    pieces[field] = size
                    if not size and not hunters[field]:
                        owner[field] = -1
                    spent += more
                    touched.append(field)
                    if not variant:
                        break
            elif kind == 3:  # gather
                fields = [x for x in range(_FIELDS) if owner[x] == seat and hunters[x]]
                while True:
                    offer = trades(seat, 0)
                    pick = randrange(len(fields) + 1 + len(offer))
                    steps += 1
                    if pick <= len(fields):
                        break
                    trade(seat, offer[pick - len(fields) - 1])
                if pick < len(fields):
                    target = fields[pick]
                    while True:  # call hunters
                        if spent < 5 and cost[spent + 1] <= f[0] + f[1] + f[2]:
                            calls = [x for x in fields if hunters[x] and x != target]
                        else:
                            calls = []
                        offer = trades(seat, cost[spent])
                        pick = randrange(len(calls) + 1 + len(offer))
                        steps += 1
                        if pick > len(calls):
                            trade(seat, offer[pick - len(calls) - 1])
                            continue
                        if pick == len(calls):
                            break
                        origin = calls[pick]
                        hunters[origin] -= 1
                        if not hunters[origin] and not pieces[origin]:
                            owner[origin] = -1
                        hunters[target] += 1
                        spent += 1
            else:  # move hunters one space, or one to three
                arrived = [0] * _FIELDS
                while True:
                    moves: list[tuple[int, list[int]]] = []
                    count = 0
                    if spent < 5 and cost[spent + 1] <= f[0] + f[1] + f[2]:
                        for origin in range(_FIELDS):
                            if owner[origin] == seat and hunters[origin] > arrived[origin]:
                                ways = [
                                    t
                                    for t in (links[origin] if kind == 4 else within_three(origin))
                                    if owner[t] < 0 or owner[t] == seat
                                ]
                                if ways:
                                    moves.append((origin, ways))
                                    count += len(ways)
                    offer = trades(seat, cost[spent])
                    pick = randrange(count + 1 + len(offer))
                    steps += 1
                    if pick > count:
                        trade(seat, offer[pick - count - 1])
                        continue
                    if pick == count:
                        break
                    k = 0
                    while pick >= len(moves[k][1]):
                        pick -= len(moves[k][1])
                        k += 1
                    origin, ways = moves[k]
                    to = ways[pick]
                    hunters[origin] -= 1
                    if not hunters[origin] and not pieces[origin]:
                        owner[origin] = -1
                    hunters[to] += 1
                    owner[to] = seat
                    arrived[to] += 1
                    spent += 1
            if not spent:  # no hunters: take an animal
                while True:
                    offer = trades(seat, 0)
                    pick = randrange(3 + len(offer))
                    steps += 1
                    if pick < 3:
                        f[pick] = min(_CAP, f[pick] + 1)
                        break
                    trade(seat, offer[pick - 3])
            elif spent > 1:  # pay
                amount = cost[spent]
                while True:
                    ways_to_pay = []
                    for b in range(min(amount, f[0]) + 1):
                        low, high = max(0, amount - b - f[2]), min(amount - b, f[1])
                        if high >= low:
                            ways_to_pay.append((b, low, high - low + 1))
                    count = sum(n for _, _, n in ways_to_pay)
                    offer = trades(seat, amount)
                    pick = randrange(count + len(offer))
                    steps += 1
                    if pick < count:
                        break
                    trade(seat, offer[pick - count])
                k = 0
                while pick >= ways_to_pay[k][2]:
                    pick -= ways_to_pay[k][2]
                    k += 1
                b, low, _ = ways_to_pay[k]
                s = low + pick
                f[0] -= b
                f[1] -= s
                f[2] -= amount - b - s

        # Scoring: every region (prairies, mountains, rivers, each by its first field).
        if season == seasons:
            for track in food:
                track[0] = track[1] = track[2] = 0
        seen = [False] * _FIELDS
        regions: tuple[list[list[int]], list[list[int]], list[list[int]]] = ([], [], [])
        for start in range(_FIELDS):
            if seen[start] or edges[start // 3] is None:
                continue
            seen[start] = True
            terrain = start % 3
            stack, cells = [start], []
            while stack:
                cell = stack.pop()
                cells.append(cell)
                for other in links[cell]:
                    if not seen[other] and other % 3 == terrain:
                        seen[other] = True
                        stack.append(other)
            regions[terrain].append(cells)
        for terrain in (0, 2, 1):
            for cells in regions[terrain]:
                held: dict[int, list[int]] = {}
                for cell in cells:
                    if owner[cell] >= 0:
                        held.setdefault(owner[cell], []).append(cell)
                if not held:
                    continue
                total = sum(animals[cell] for cell in cells)
                influence = {
                    s: (
                        sorted([pieces[c] for c in fields if pieces[c]], reverse=True),
                        sum(hunters[c] for c in fields),
                    )
                    for s, fields in held.items()
                }
                places = {
                    s: 1 + sum(other > value for other in influence.values())
                    for s, value in influence.items()
                }
                firsts = sum(place == 1 for place in places.values())
                seconds = sum(place == 2 for place in places.values())
                for s, fields in held.items():
                    place = places[s]
                    if place == 1:
                        took = total if firsts == 1 else total // 2
                    elif place == 2 and firsts == 1 and seconds == 1:
                        took = total // 2
                    else:
                        took = sum(animals[c] for c in fields)
                    food[s][terrain] += took
                for i in range(players):
                    s = (first + i) % players
                    if max(food[s]) > _CAP:
                        steps += capping(s)
        first = (first + 1) % players
    return steps, food
