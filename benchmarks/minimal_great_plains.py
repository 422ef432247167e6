"""A minimal hand-written random game of Great Plains, the yardstick for the library.

Mutable sets and lists, no checks, no protocol: the same game as the library
plays (same tablets and board, caves, tokens, the horse, eagle and bear
rules, passes and the end when no one can place), with uniformly random
choices among the same legal decisions, written as plainly as Python
allows. Only the benchmark uses it.
"""

from __future__ import annotations

import random

from tablerules.great_plains.board import GRID, Board
from tablerules.great_plains.components import ANIMALS, HABITATS, LOWLAND, MOUNTAINS
from tablerules.great_plains.options import Options

_TABLETS = Options().tablets
_NEIGHBOURS = GRID.neighbours


def _targets(
    seat: int, board: list[str], owner: list[int], held: list[list[int]]
) -> list[tuple[str, int, int]]:
    """Every legal placement of ``seat``: (kind, space, push direction or -1)."""
    mine = [cell for cell, who in enumerate(owner) if who == seat]
    found: list[tuple[str, int, int]] = []
    normal: set[int] = set()
    horse: set[int] = set()
    eagle: set[int] = set()
    for cell in mine:
        around = _NEIGHBOURS[cell]
        for d in range(6):
            middle = around[d]
            if middle is None:
                continue
            if board[middle] in LOWLAND:
                if owner[middle] < 0:
                    normal.add(middle)
                if held[seat][0]:
                    for bend in (d - 1, d, (d + 1) % 6):
                        target = _NEIGHBOURS[middle][bend]
                        if target is not None and board[target] in LOWLAND and owner[target] < 0:
                            horse.add(target)
                if held[seat][2] and owner[middle] == 1 - seat:
                    # Off the board or onto a mountain the token leaves the game; onto an
                    # occupied lowland space the bear cannot go.
                    beyond = _NEIGHBOURS[middle][d]
                    if beyond is None or board[beyond] in MOUNTAINS or owner[beyond] < 0:
                        found.append(("bear", middle, d))
            elif held[seat][1]:
                target = _NEIGHBOURS[middle][d]
                if target is not None and board[target] in LOWLAND and owner[target] < 0:
                    eagle.add(target)
    found += [("place", cell, -1) for cell in normal]
    found += [("horse", cell, -1) for cell in horse]
    found += [("eagle", cell, -1) for cell in eagle]
    return found


def play(rng: random.Random) -> int:
    """One random game; returns the number of decisions and outcomes."""
    order = rng.sample(range(1, 8), 7)
    board = list(Board.build(_TABLETS, tuple((n, rng.choice("ab"), 0) for n in order)).terrain)
    steps = 7
    # Cave tiles count as pieces of their seat (owner); tokens too, on lowland.
    owner = [-1] * len(board)
    caves = [cell for cell, symbol in enumerate(board) if symbol == "c"]
    for turn in range(6):
        cell = rng.choice([c for c in caves if owner[c] < 0])
        owner[cell] = turn % 2
        steps += 1
    left = [20, 20]
    held = [[0, 0, 0], [0, 0, 0]]
    seat = 1
    while True:
        options = _targets(seat, board, owner, held) if left[seat] else []
        if not options:
            other = 1 - seat
            if left[other] and _targets(other, board, owner, held):
                if left[seat]:
                    steps += 1  # a pass
                seat = other
                continue
            return steps
        kind, cell, push = options[rng.randrange(len(options))]
        if kind != "place":
            held[seat][ANIMALS.index(kind)] -= 1
        if kind == "bear":
            beyond = _NEIGHBOURS[cell][push]
            if beyond is not None and board[beyond] in LOWLAND:
                owner[beyond] = 1 - seat
        owner[cell] = seat
        if board[cell] in HABITATS:
            animal = HABITATS.index(board[cell])
            if held[0][animal] + held[1][animal] < 3:
                held[seat][animal] += 1
        left[seat] -= 1
        steps += 1
        seat = 1 - seat
