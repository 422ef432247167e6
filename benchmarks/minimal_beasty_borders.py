"""A minimal hand-written random game of Beasty Borders, the yardstick for the library.

Mutable lists, no checks, no protocol: the same game as the library plays
(same tiles, walk, turn order and uniformly random choices among the same
legal decisions), written as plainly and quickly as Python allows. Only the
benchmark uses it.
"""

from __future__ import annotations

import random

from tablerules.beasty_borders.components import BIDDING_ROW, GROUP_POINTS, MAIN_SUPPLY, SEAT_KINDS, TILES


def _board(order: list[int], across: int) -> list[str]:
    """Lay the tiles numbered in ``order``; returns the spaces in reading order."""
    rows = len(order) // across * 2
    spaces = [""] * (rows * across * 3)
    for place, number in enumerate(order):
        top, left = place // across * 2, place % across * 3
        for dr, line in enumerate(TILES[number - 1].split("/")):
            for dc, space in enumerate(line):
                spaces[(top + dr) * across * 3 + left + dc] = space
    return spaces


def _walk(spaces: list[str], start: int, steps: int) -> int:
    cell = start
    size = len(spaces)
    while steps:
        cell += 1
        if cell == size:
            cell = 0
        if spaces[cell] == ".":
            steps -= 1
    return cell


def play_main(rng: random.Random) -> int:
    """One random game of the main rules; returns the number of decisions and outcomes."""
    return game_main(rng)[0]


def game_main(rng: random.Random) -> tuple[int, list[str]]:
    """One random game of the main rules: the decisions and outcomes, and the final spaces."""
    order = list(range(1, 10))
    rng.shuffle(order)
    spaces = _board(order, 3)
    marker = spaces.index("S")
    supply = [[MAIN_SUPPLY[k] for k in kinds] for kinds in SEAT_KINDS]
    empty = spaces.count(".")
    roller = 0
    steps = 9
    while empty:
        marker = _walk(spaces, marker, rng.randint(1, 8))
        steps += 2
        counts = supply[roller]
        choices = [i for i in range(3) if counts[i]]
        pick = rng.randrange(len(choices) + 1)
        if pick < len(choices):
            counts[choices[pick]] -= 1
            spaces[marker] = SEAT_KINDS[roller][choices[pick]]
            roller = 1 - roller
        else:
            steps += 1
            other = supply[1 - roller]
            choices = [i for i in range(3) if other[i]]
            pick = rng.randrange(len(choices) + 1)
            if pick < len(choices):
                other[choices[pick]] -= 1
                spaces[marker] = SEAT_KINDS[1 - roller][choices[pick]]
            else:
                spaces[marker] = "#"
        empty -= 1
    return steps, spaces


def play_without_luck(rng: random.Random) -> int:
    """One random game of 'Without Luck'; returns the number of decisions and outcomes."""
    return game_without_luck(rng)[0]


def game_without_luck(rng: random.Random) -> tuple[int, list[str]]:
    """One random game of 'Without Luck': the decisions and outcomes, and the final spaces."""
    others = [n for n in range(2, 10)]
    rng.shuffle(others)
    order = [1, *others[:5]]
    rng.shuffle(order)
    spaces = _board(order, 3)
    marker = spaces.index("S")
    row = [list(entry) for entry in BIDDING_ROW]
    empty = spaces.count(".")
    roller = 0
    steps = 6
    while empty:
        marker = _walk(spaces, marker, rng.randint(1, 8))
        steps += 3
        best = None
        for seat, floor in ((roller, 0), (1 - roller, None)):
            low = floor if floor is not None else (best[1] if best else 0)
            kinds = SEAT_KINDS[seat]
            choices = [(k, v) for v, present in enumerate(row, 1) if v > low for k in present if k in kinds]
            pick = rng.randrange(len(choices) + 1)
            if pick < len(choices):
                best = choices[pick]
        if best is None:
            spaces[marker] = "#"
        else:
            row[best[1] - 1].remove(best[0])
            spaces[marker] = best[0]
        roller = 1 - roller
        empty -= 1
    return steps, spaces


def final_scores(spaces: list[str]) -> tuple[int, int]:
    """Each seat's points on a board nine spaces wide: groups of the same animal across edges."""
    width = 9
    seen = [False] * len(spaces)
    points = [0, 0]
    for start, kind in enumerate(spaces):
        if seen[start] or not kind.isalpha() or kind == "S":
            continue
        seen[start] = True
        stack, size = [start], 0
        while stack:
            cell = stack.pop()
            size += 1
            row, col = divmod(cell, width)
            for other, inside in (
                (cell - width, row > 0),
                (cell + width, cell + width < len(spaces)),
                (cell - 1, col > 0),
                (cell + 1, col < width - 1),
            ):
                if inside and not seen[other] and spaces[other] == kind:
                    seen[other] = True
                    stack.append(other)
        seat = 0 if kind in SEAT_KINDS[0] else 1
        points[seat] += GROUP_POINTS[min(size, len(GROUP_POINTS) - 1)]
    return points[0], points[1]
