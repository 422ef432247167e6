"""Every Beasty Borders action numbered, and the limits the rules set on a game.

A learning or search framework numbers actions once per configuration and
asks how large a game can get before it plays one. Both follow here from the
rules and the options alone (the tiles, the layout, the bidding row), never
from games played, and never from the iteration order of a set or a dict
of strings, so every process numbers alike whatever its hash seed.

The order follows the actions table of :mod:`~tablerules.beasty_borders.actions`:
``Place`` by kind (``A B C X Y Z``), then ``Point`` by kind (``A B X Y``) and
value ascending, then ``PASS``; chance lays tiles ``1`` to ``9``, then rolls
``1`` to ``8``. The docs page "Numbering and observations" derives each
limit in words; the comments below give the same arguments.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from tablerules.beasty_borders.actions import PASS, BeastyBordersAction, LayTile, Place, Point, Roll
from tablerules.beasty_borders.board import signpost_tile, tile_places
from tablerules.beasty_borders.components import (
    DIE_SIDES,
    GROUP_POINTS,
    KINDS,
    MAIN_SUPPLY,
    MEADOW,
    SEAT_KINDS,
)
from tablerules.beasty_borders.options import Options
from tablerules.core.game import Action
from tablerules.core.universe import Limits, Universe

__all__ = [
    "action_universe",
    "chance_universe",
    "green_spaces",
    "highest_score",
    "limits",
    "supply",
    "tiles_laid_by_chance",
]

#: The tile numbers, in their own order.
_TILE_NUMBERS = range(1, 10)


def _places(options: Options) -> int:
    across, down = tile_places(options.without_luck)
    return across * down


def supply(options: Options) -> dict[str, int]:
    """How many animals of each kind the game holds, in ``KINDS`` order (kinds with none left out).

    The main game's supply is printed; in 'Without Luck' the bidding row
    holds every animal there is (BB-9), one per kind a value at most.
    """
    if not options.without_luck:
        return dict(MAIN_SUPPLY)
    joined = "".join(options.bidding_row)
    return {kind: joined.count(kind) for kind in KINDS if kind in joined}


def _points(options: Options) -> Iterator[Point]:
    """Every animal of the printed bidding row as a ``Point``: by kind, then by value."""
    row = options.bidding_row
    for kind in KINDS:
        for value, present in enumerate(row, start=1):
            if kind in present:
                yield Point(kind, value)


@functools.lru_cache(maxsize=64)
def action_universe(options: Options) -> Universe[Action]:
    """Every decision of a game with ``options``: the main game's places, or the variant's points; then pass.

    Main game: ``Place`` of each of the six kinds, then ``PASS`` (7). Any
    kind can be placed as long as a green space is left: the roller who
    does not own it passes, and its owner places it. 'Without Luck': one
    ``Point`` per animal of the printed bidding row (the row only ever loses
    animals, and each can be pointed at by its owner as the first decision
    of a turn), then ``PASS``. Placing is never legal there, and pointing
    never in the main game (``beasty-borders.without-luck.point``,
    ``beasty-borders.point.without-luck-only``), so neither is numbered.
    """
    decisions: list[BeastyBordersAction] = []
    if options.without_luck:
        decisions.extend(_points(options))
    else:
        decisions.extend(Place(kind) for kind in KINDS)
    decisions.append(PASS)
    return Universe[Action](decisions)


def tiles_laid_by_chance(options: Options) -> int:
    """How many tiles chance lays: none with a fixed layout, else one a place (9; 6 in 'Without Luck')."""
    return 0 if options.layout is not None else _places(options)


@functools.lru_cache(maxsize=64)
def chance_universe(options: Options) -> Universe[Action]:
    """Every chance outcome: ``LayTile`` 1 to 9 (unless the layout is fixed), then ``Roll`` 1 to 8.

    Any tile can come at any place while tiles are laid by chance, also in
    'Without Luck', where the six come from all nine (BB-7).
    """
    outcomes: list[BeastyBordersAction] = []
    if tiles_laid_by_chance(options):
        outcomes.extend(LayTile(tile) for tile in _TILE_NUMBERS)
    outcomes.extend(Roll(pips) for pips in range(1, DIE_SIDES + 1))
    return Universe[Action](outcomes)


def green_spaces(options: Options) -> int:
    """The most green spaces a board laid with ``options`` can hold.

    The main game lays all nine tiles. 'Without Luck' lays six, the signpost
    tile among them: a fixed layout's six, or else the signpost tile and the
    five others with the most green spaces.
    """
    greens = [text.count(MEADOW) for text in options.tiles]
    if not options.without_luck:
        return sum(greens)
    if options.layout is not None:
        return sum(greens[number - 1] for number in options.layout)
    signpost = signpost_tile(options.tiles)
    others = sorted((greens[number - 1] for number in _TILE_NUMBERS if number != signpost), reverse=True)
    return greens[signpost - 1] + sum(others[: _places(options) - 1])


def _kind_best(animals: int) -> tuple[int, ...]:
    """The most points ``m`` animals of one kind can score, for every ``m`` up to ``animals``.

    The groups of a kind split its animals on the board, and the score is
    the sum of the groups' points: the best split, whatever the geometry.
    A group above eight scores as eight (``group_points``), so splits into
    groups of at most eight are enough.
    """
    best = [0] * (animals + 1)
    for count in range(1, animals + 1):
        # A single animal scores nothing: the best of one fewer, or a group of ``size`` on top of the rest.
        best[count] = max(
            (
                best[count - 1],
                *(best[count - size] + GROUP_POINTS[size] for size in range(2, min(count, 8) + 1)),
            )
        )
    return tuple(best)


def highest_score(options: Options) -> int:
    """The most points one seat can hold at any time: its animals in their best groups.

    A seat's points are the sum over its kinds of the points of that kind's
    groups, so they are at most the best split of each kind's animals
    (:func:`_kind_best`). A seat cannot place more animals than there are
    green spaces, so the kinds share those. Main game: 8 A as one group
    (10), 7 B (9) and 5 C (7), 26 points; the printed 'Without Luck' row:
    8 A (10) and 6 B (8), 18 points.
    """
    animals = supply(options)
    room = green_spaces(options)
    highest = 0
    for kinds in SEAT_KINDS:
        # best[m]: the most points with m animals on the board, over the kinds seen so far.
        best = [0] * (room + 1)
        for kind in kinds:
            of_kind = _kind_best(min(animals.get(kind, 0), room))
            best = [
                max(
                    best[total - placed] + of_kind[placed]
                    for placed in range(min(total, len(of_kind) - 1) + 1)
                )
                for total in range(room + 1)
            ]
        highest = max(highest, best[room])
    return highest


def _most_choices(options: Options) -> int:
    """The most legal actions at one decision.

    Main game: placing each kind the seat still has, at most its three
    kinds, or passing: 4, as at the first decision. 'Without Luck': pointing
    at each own animal still in the row above the value pointed at already,
    or passing: at most the seat's animals in the printed row, plus one; the
    roller of the first turn (and the other seat, answering a first pass)
    has them all.
    """
    if not options.without_luck:
        return max(len(kinds) for kinds in SEAT_KINDS) + 1
    animals = supply(options)
    return max(sum(animals.get(kind, 0) for kind in kinds) for kinds in SEAT_KINDS) + 1


@functools.lru_cache(maxsize=64)
def limits(options: Options) -> Limits:
    """What the rules allow at most in a game with ``options``.

    Every turn is one roll and fills exactly one green space: the roller
    places; or passes and the other seat places or passes, and an
    empty-space-marker fills the space. So a board of ``G`` green spaces
    takes ``G`` turns, each of at most two decisions ('Without Luck':
    exactly two, the other seat always answers): ``2G`` decisions, and
    ``3G`` steps plus the tiles chance lays. Both are reached when every
    decision passes. Chance offers the 9 tiles at the first tile, 8 faces
    at a roll. Scores start at 0 and only count groups
    (:func:`highest_score`).
    """
    greens = green_spaces(options)
    laid = tiles_laid_by_chance(options)
    # A board of one's own tiles may hold no green space: the game ends once the tiles lie.
    decisions = max(1, 2 * greens)
    return Limits(
        most_legal_actions=_most_choices(options),
        most_chance_outcomes=len(_TILE_NUMBERS) if laid else DIE_SIDES,
        longest_game=decisions,
        longest_game_steps=max(decisions, 3 * greens + laid),
        lowest_score=0,
        highest_score=highest_score(options),
    )
