"""A minimal hand-written random game of Great Plains, the yardstick for the library.

The same game as the library plays with its default options (the same
tablets laid and flipped at random, caves placed at random, then tokens by
the normal, horse, eagle and bear rules, passes, and the end when no one
can place), with uniformly random choices among the same legal decisions,
but written for speed only: mutable lists and sets changed in place, no
checks, no protocol.

Nothing is worked out from scratch on a turn. Each seat keeps, for every
space, how many of its pieces reach it by the normal rule, by a horse and by
an eagle, and the sets of empty lowland spaces with a count above zero; a
new piece adds its few paths, a space taken leaves every set. Only the
bear's targets are looked up on the turn, and only by a seat holding a bear
tile. Checked against the library while it was written: in 2,000 games side
by side, every turn had the same legal placements and every game the same
length. Only the benchmark uses it.
"""

from __future__ import annotations

import random
from typing import Final

from tablerules.great_plains.board import GRID, side_symbols, tablet_regions
from tablerules.great_plains.components import CAVE, GRASS, HABITATS, LOWLAND, SIDES, SPRING
from tablerules.great_plains.options import Options

_SPACES: Final = GRID.size
#: Each space's neighbours in the six directions, -1 off the board.
_NEXT: Final = tuple(tuple(-1 if n is None else n for n in around) for around in GRID.neighbours)
#: Each step from each space: (the space one step on, the spaces a second step reaches
#: straight on or bending a sixth (GP-4), the one straight on or -1); none off the board.
_STEPS: Final = tuple(
    tuple(
        (
            middle,
            tuple(n for n in (_NEXT[middle][d - 1], _NEXT[middle][d], _NEXT[middle][(d + 1) % 6]) if n >= 0),
            _NEXT[middle][d],
        )
        for d, middle in enumerate(around)
        if middle >= 0
    )
    for around in _NEXT
)
#: Every tablet side on every place, unturned: its (space, symbol) pairs, made once.
_LAID: Final = {
    (tablet, side, place): tuple(zip(region, side_symbols(sides[SIDES.index(side)]), strict=True))
    for tablet, sides in enumerate(Options().tablets, start=1)
    for side in SIDES
    for place, region in enumerate(tablet_regions())
}


def play(rng: random.Random) -> int:
    """One random game; returns the number of decisions and chance outcomes (as the library counts)."""
    return game(rng)[0]


def game(rng: random.Random) -> tuple[int, list[str], list[set[int]]]:
    """One random game: the decisions and chance outcomes, the terrain, and each seat's tokens."""
    order = rng.sample(range(1, 8), 7)
    terrain = [""] * _SPACES
    for place, tablet in enumerate(order):
        for cell, symbol in _LAID[tablet, rng.choice(SIDES), place]:
            terrain[cell] = symbol
    low = [symbol in LOWLAND for symbol in terrain]
    habitat = [HABITATS.index(symbol) if symbol in HABITATS else -1 for symbol in terrain]
    nexts, ways = _NEXT, _STEPS

    owner = [-1] * _SPACES  # the seat of the cave tile or token on each space
    tokens: list[set[int]] = [set(), set()]
    # Per seat: how many paths reach each space by the normal rule, by horse, by eagle,
    # and the empty lowland spaces with at least one.
    reach = [([0] * _SPACES, [0] * _SPACES, [0] * _SPACES) for _ in range(2)]
    targets: list[tuple[set[int], set[int], set[int]]] = [(set(), set(), set()) for _ in range(2)]

    def paths(seat: int, cell: int, change: int) -> None:
        """Add (``change`` 1) or take away (-1) the paths from a piece of ``seat`` on ``cell``."""
        near, far, fly = reach[seat]
        normal, horse, eagle = targets[seat]
        for middle, onwards, straight in ways[cell]:
            if low[middle]:
                near[middle] += change
                if owner[middle] < 0:
                    if near[middle]:
                        normal.add(middle)
                    else:
                        normal.discard(middle)
                for target in onwards:
                    if low[target]:
                        far[target] += change
                        if owner[target] < 0:
                            if far[target]:
                                horse.add(target)
                            else:
                                horse.discard(target)
            elif straight >= 0 and low[straight]:  # across a mountain
                fly[straight] += change
                if owner[straight] < 0:
                    if fly[straight]:
                        eagle.add(straight)
                    else:
                        eagle.discard(straight)

    def take(seat: int, cell: int) -> None:
        """A piece of ``seat`` now stands on ``cell`` (empty, or just taken by a bear)."""
        owner[cell] = seat
        for sets in targets:
            for found in sets:
                found.discard(cell)
        paths(seat, cell, 1)

    steps = 7
    caves = [cell for cell, symbol in enumerate(terrain) if symbol == CAVE]
    for turn in range(6):
        cave = caves.pop(rng.randrange(len(caves)))
        take(turn % 2, cave)
        steps += 1

    left = [20, 20]
    held = [[0, 0, 0], [0, 0, 0]]

    def bears(seat: int) -> list[tuple[int, int]]:
        """The opponent's tokens a bear can take, with the direction of the push."""
        found = []
        near = reach[seat][0]
        for cell in tokens[1 - seat]:
            if not near[cell]:  # no cave or token of ``seat`` next to it
                continue
            around = nexts[cell]
            for d, back in enumerate(around):
                if back >= 0 and owner[back] == seat:
                    # Pushed away from ``back``: off the board or onto a mountain it leaves the
                    # game; onto an occupied lowland space the bear cannot go.
                    beyond = around[d - 3]
                    if beyond < 0 or not low[beyond] or owner[beyond] < 0:
                        found.append((cell, d - 3 if d >= 3 else d + 3))
        return found

    def choices(seat: int) -> tuple[int, list[tuple[int, int]]]:
        """How many placements ``seat`` has, and its bear placements."""
        normal, horse, eagle = targets[seat]
        horses, eagles, bear_tiles = held[seat]
        pushes = bears(seat) if bear_tiles else []
        total = len(normal) + (len(horse) if horses else 0) + (len(eagle) if eagles else 0) + len(pushes)
        return total, pushes

    seat = 1
    while True:
        total, pushes = choices(seat) if left[seat] else (0, [])
        if not total:
            other = 1 - seat
            if left[other] and choices(other)[0]:
                if left[seat]:
                    steps += 1  # a pass
                seat = other
                continue
            return steps, terrain, tokens
        pick = rng.randrange(total)
        normal, horse, eagle = targets[seat]
        mine = held[seat]
        if pick < len(normal):
            cell = tuple(normal)[pick]
        else:
            pick -= len(normal)
            if mine[0] and pick < len(horse):
                mine[0] -= 1
                cell = tuple(horse)[pick]
            else:
                pick -= len(horse) if mine[0] else 0
                if mine[1] and pick < len(eagle):
                    mine[1] -= 1
                    cell = tuple(eagle)[pick]
                else:
                    pick -= len(eagle) if mine[1] else 0
                    mine[2] -= 1
                    cell, d = pushes[pick]
                    other = 1 - seat
                    tokens[other].discard(cell)
                    paths(other, cell, -1)
                    beyond = nexts[cell][d]
                    if beyond >= 0 and low[beyond]:
                        take(other, beyond)
                        tokens[other].add(beyond)
        take(seat, cell)
        tokens[seat].add(cell)
        animal = habitat[cell]
        if animal >= 0 and mine[animal] + held[1 - seat][animal] < 3:
            mine[animal] += 1
        left[seat] -= 1
        steps += 1
        seat = 1 - seat


def final_scores(terrain: list[str], tokens: list[set[int]]) -> tuple[int, int]:
    """Each seat's points: every meadow (connected grass) to the seat with more tokens on it,
    worth its grass spaces and the springs next to it; a tie scores nothing."""
    seen = [False] * _SPACES
    points = [0, 0]
    for start, symbol in enumerate(terrain):
        if seen[start] or symbol != GRASS:
            continue
        seen[start] = True
        meadow, springs = [start], set()
        for cell in meadow:
            for other in _NEXT[cell]:
                if other < 0:
                    continue
                if terrain[other] == SPRING:
                    springs.add(other)
                elif terrain[other] == GRASS and not seen[other]:
                    seen[other] = True
                    meadow.append(other)
        snakes, foxes = (sum(cell in mine for cell in meadow) for mine in tokens)
        if snakes != foxes:
            points[0 if snakes > foxes else 1] += len(meadow) + len(springs)
    return points[0], points[1]
