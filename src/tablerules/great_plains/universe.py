"""Every Great Plains action numbered, and the limits the rules set on a game.

A learning framework numbers the actions once per configuration (see
:mod:`tablerules.core.universe`). The universe is built from the rules and
the tablets alone: first what each space of the board *may* be in this
configuration (every tablet, side and turn chance may lay there, or the one
board a fixed layout makes), then every action whose space can ever hold
what that action needs. The order, documented on the rules page:

1. ``PlaceCave`` on every space that may be a cave;
2. ``Place`` on every space that may be lowland next to a space that may
   hold a piece of the player (a cave tile or a token);
3. ``Horse`` on every space that may be lowland two steps from such a space
   through a space that may be lowland (straight on or bending one sixth,
   GP-4; straight on only with ``straight_horse``);
4. ``Eagle`` on every space that may be lowland, directly across a space
   that may be a mountain from a space that may hold a piece;
5. ``Bear`` on every space that may be lowland, with each push (GP-6)
   whose bear comes from a space on the board that may hold a piece; the
   space beyond does not matter (off the board or a mountain, the token
   leaves the game);
6. ``PASS``, unless ``stuck_ends_game`` ends the game instead (GP-7).

Spaces come in the board's reading order (:data:`~tablerules.great_plains.geometry.SPACES`),
pushes in the order of the directions (``e``, ``ne``, ``nw``, ``w``, ``sw``, ``se``).
The chance universe is ``LayTablet`` 1a, 1b, ... 7b, then ``Turn`` 0 to 5
with ``turn_tablets``; with a fixed layout chance never decides.

Everything here is computed once per options value and cached: the
universes and limits are asked for often, and the options are frozen.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Final

from tablerules.core.game import Action
from tablerules.core.grid import HEX_DIRECTIONS
from tablerules.core.universe import Limits, Universe
from tablerules.great_plains.actions import (
    _BEAR_ON,
    _CAVE_ON,
    _EAGLE_ON,
    _HORSE_ON,
    _LAY,
    _PLACE_ON,
    _TURN_BY,
    PASS,
    Bear,
    Eagle,
    Horse,
    Place,
)
from tablerules.great_plains.board import (
    DIRECTION_NAMES,
    GRID,
    LOCAL,
    NAMES,
    PLACE_CENTRES,
    Board,
    Placement,
    check_layout,
    side_symbols,
)
from tablerules.great_plains.components import (
    CAVE,
    CAVE_TILES,
    GRASS,
    LOWLAND,
    MOUNTAINS,
    SIDES,
    SPRING,
    TOKENS,
)
from tablerules.great_plains.options import Options

__all__ = ["action_universe", "chance_universe", "limits", "possible_terrain"]

_TABLETS: Final = len(PLACE_CENTRES)
_DIRECTIONS: Final = len(DIRECTION_NAMES)
#: Both players' cave tiles: the decisions of the first phase.
_CAVES_IN_ALL: Final = 2 * CAVE_TILES
#: Every board has exactly one cave a tablet (GP-1, GP-2).
_CAVES_ON_A_BOARD: Final = _TABLETS
#: Chance turns a tablet by 0 to 5 sixths (GP-3).
_SIXTHS: Final = 6


# -- what each space may be ---------------------------------------------------------


@functools.lru_cache(maxsize=64)
def possible_terrain(options: Options) -> tuple[str, ...]:
    """Every terrain symbol each space may show in games with ``options``, sorted, in reading order.

    With a fixed layout each space has exactly one. Otherwise a space may be
    whatever any tablet, either side up (and with ``turn_tablets`` turned
    any number of sixths), puts there: every tablet can come to every place.
    """
    found: list[set[str]] = [set() for _ in NAMES]
    for board in _boards(options):
        for cell, symbol in enumerate(board.terrain):
            found[cell].add(symbol)
    return tuple("".join(sorted(symbols)) for symbols in found)


def _boards(options: Options) -> Iterator[Board]:
    """Boards that together put every tablet, side and turn chance may lay on every place."""
    if options.layout is not None:
        yield Board.build(options.tablets, check_layout(options.layout))
        return
    turns = range(_SIXTHS) if options.turn_tablets else range(1)
    # Shifting the tablets round the places brings each tablet to each place
    # once: 7 shifts, times both sides and every turn, give every combination
    # while each board still uses each tablet once, as Board.build wants.
    for shift in range(_TABLETS):
        for side in SIDES:
            for sixths in turns:
                layout: tuple[Placement, ...] = tuple(
                    ((place + shift) % _TABLETS + 1, side, sixths) for place in range(_TABLETS)
                )
                yield Board.build(options.tablets, layout)


def _spaces(
    options: Options,
) -> tuple[tuple[bool, ...], tuple[bool, ...], tuple[bool, ...], tuple[bool, ...]]:
    """Per space: whether it may be lowland, a mountain, a cave, and hold a player's piece."""
    terrain = possible_terrain(options)
    lowland = tuple(any(symbol in LOWLAND for symbol in symbols) for symbols in terrain)
    mountain = tuple(any(symbol in MOUNTAINS for symbol in symbols) for symbols in terrain)
    cave = tuple(CAVE in symbols for symbols in terrain)
    # A cave tile lies on a cave, a token on lowland.
    holds = tuple(a or b for a, b in zip(lowland, cave, strict=True))
    return lowland, mountain, cave, holds


# -- the universes -------------------------------------------------------------------


@functools.lru_cache(maxsize=64)
def action_universe(options: Options) -> Universe[Action]:
    """Every decision any seat can ever take with ``options``, in the documented order."""
    lowland, mountain, cave, holds = _spaces(options)
    step = GRID.step
    cells = range(GRID.size)

    def behind(cell: int, direction: int) -> int | None:
        """The space one step from ``cell`` against ``direction``."""
        return step(cell, (direction + 3) % _DIRECTIONS)

    def next_to_a_piece(cell: int) -> bool:
        return any(n is not None and holds[n] for n in GRID.neighbours[cell])

    def horse_reaches(cell: int) -> bool:
        # The token's last step goes ``last``; the step before it went ``last``
        # or one sixth either side of it (only ``last`` with straight_horse).
        bends = (0,) if options.straight_horse else (-1, 0, 1)
        for last in range(_DIRECTIONS):
            middle = behind(cell, last)
            if middle is None or not lowland[middle]:
                continue
            for bend in bends:
                origin = behind(middle, (last + bend) % _DIRECTIONS)
                if origin is not None and holds[origin]:
                    return True
        return False

    def eagle_reaches(cell: int) -> bool:
        for direction in range(_DIRECTIONS):
            middle = step(cell, direction)
            if middle is not None and mountain[middle]:
                origin = step(middle, direction)
                if origin is not None and holds[origin]:
                    return True
        return False

    def bear_pushes(cell: int) -> Iterator[int]:
        for push in range(_DIRECTIONS):
            origin = behind(cell, push)
            if origin is not None and holds[origin]:
                yield push

    # The very objects legal_actions() hands out (see actions.py), so that
    # numbering a legal action finds it by identity.
    actions: list[Action] = [_CAVE_ON[NAMES[cell]] for cell in cells if cave[cell]]
    actions += [_PLACE_ON[NAMES[cell]] for cell in cells if lowland[cell] and next_to_a_piece(cell)]
    actions += [_HORSE_ON[NAMES[cell]] for cell in cells if lowland[cell] and horse_reaches(cell)]
    actions += [_EAGLE_ON[NAMES[cell]] for cell in cells if lowland[cell] and eagle_reaches(cell)]
    actions += [
        _BEAR_ON[NAMES[cell], DIRECTION_NAMES[push]]
        for cell in cells
        if lowland[cell]
        for push in bear_pushes(cell)
    ]
    if not options.stuck_ends_game:
        actions.append(PASS)
    return Universe(actions)


@functools.lru_cache(maxsize=64)
def chance_universe(options: Options) -> Universe[Action]:
    """Every chance outcome with ``options``: ``LayTablet`` by tablet and side, then ``Turn`` by sixths."""
    if options.layout is not None:
        return Universe(())
    outcomes: list[Action] = [_LAY[tablet, side] for tablet in range(1, _TABLETS + 1) for side in SIDES]
    if options.turn_tablets:
        outcomes += _TURN_BY
    return Universe(outcomes)


# -- the limits ----------------------------------------------------------------------


@functools.lru_cache(maxsize=64)
def limits(options: Options) -> Limits:
    """What the rules allow at most with ``options``; each bound's argument is in the comments."""
    universe = action_universe(options)
    counts = {kind: sum(type(action) is kind for action in universe) for kind in (Place, Horse, Eagle, Bear)}
    most_actions = max(
        # Placing caves: at most the seven caves of the board, all empty at the first decision.
        _CAVES_ON_A_BOARD,
        _most_placements(_most_lowland(options), counts[Place], counts[Horse], counts[Eagle], counts[Bear]),
    )
    # Chance lays a tablet on each place: the first time 7 tablets, either side
    # up; a turn has 6 outcomes. A fixed layout leaves chance nothing to decide.
    if options.layout is not None:
        most_outcomes, chance_steps = 0, 0
    else:
        most_outcomes = _TABLETS * len(SIDES)
        chance_steps = 2 * _TABLETS if options.turn_tablets else _TABLETS
    # Decisions: 6 cave tiles, then each decision places a token (40 at most:
    # a token a bear knocks out is not placed again) or passes. A pass is
    # offered only while the other player can place, who then does place
    # (GP-7), so no two passes follow each other and the last decision is a
    # placement: at most as many passes as placements. With stuck_ends_game
    # nobody passes.
    placements = 2 * TOKENS
    decisions = _CAVES_IN_ALL + (placements if options.stuck_ends_game else 2 * placements)
    return Limits(
        most_legal_actions=min(most_actions, len(universe)),
        most_chance_outcomes=most_outcomes,
        longest_game=decisions,
        longest_game_steps=decisions + chance_steps,
        # Scores only count meadows won: never below 0.
        lowest_score=0,
        highest_score=_highest_score(options),
    )


def _most_placements(lowland: int, places: int, horses: int, eagles: int, bears: int) -> int:
    """The most legal actions at one placement, over every count of tokens on the board.

    With ``mine`` of the deciding player's tokens and ``theirs`` of the
    other's on a board of ``lowland`` lowland spaces, ``lowland - mine -
    theirs`` are empty: the normal rule, the horse and the eagle each reach
    at most that many (and no more than their part of the universe). A bear
    takes one of ``theirs`` from one of the player's pieces next to it:
    at most 6 bear actions per opposing token. Each normal placement and
    each bear action goes across its own side of one of the player's pieces
    (an empty space next to it, or an opposing token next to it), so
    together they are at most 6 per piece: 3 cave tiles and ``mine``
    tokens. Only 19 of the player's tokens can be on the board: one is still
    to place. A player with none of these only passes: 1 action.
    """
    best = 1
    for mine in range(TOKENS):
        sides = _DIRECTIONS * (mine + CAVE_TILES)
        for theirs in range(TOKENS + 1):
            empty = lowland - mine - theirs
            if empty < 0:
                continue
            normal_and_bear = min(sides, min(empty, places) + min(_DIRECTIONS * theirs, bears))
            best = max(best, normal_and_bear + min(empty, horses) + min(empty, eagles))
    return best


def _most_lowland(options: Options) -> int:
    """The most lowland spaces of any board with ``options``: each tablet lies once, either side up."""
    if options.layout is not None:
        return sum(symbol in LOWLAND for symbol in possible_terrain(options))
    return sum(
        max(sum(symbol in LOWLAND for symbol in side_symbols(side)) for side in tablet)
        for tablet in options.tablets
    )


def _highest_score(options: Options) -> int:
    """The most points one player can hold: the meadows it can win, at most one a token it has.

    A player wins a meadow only with a token on its grass, so it wins at most
    20 meadows. On a fixed layout that is at most the 20 meadows worth the
    most. Otherwise the meadows are not known, so each tablet counts at most
    its grass spaces plus, for each spring, how many separate meadows can
    touch it (grass runs around it, at most 3), with either side up.
    """
    if options.layout is not None:
        board = Board.build(options.tablets, check_layout(options.layout))
        worths = sorted((meadow.worth for meadow in board.meadows), reverse=True)
        return max(1, sum(worths[:TOKENS]))
    return max(1, sum(max(map(_most_side_points, tablet)) for tablet in options.tablets))


def _most_side_points(side: str) -> int:
    """The grass spaces of a tablet side plus the most meadows each of its springs can touch."""
    symbols = dict(zip(LOCAL, side_symbols(side), strict=True))
    points = sum(symbol == GRASS for symbol in symbols.values())
    for (q, r), symbol in symbols.items():
        if symbol == SPRING:
            # Round the spring in order (HEX_DIRECTIONS go round the clock face); off
            # the tablet a neighbour is unknown (None): any other tablet may lie there.
            ring = tuple(
                None if (q + dq, r + dr) not in symbols else symbols[(q + dq, r + dr)] == GRASS
                for dq, dr in HEX_DIRECTIONS
            )
            points += _most_grass_runs(ring)
    return points


def _most_grass_runs(ring: tuple[bool | None, ...]) -> int:
    """The most separate runs of grass round a space, choosing every unknown neighbour freely.

    Neighbours in different runs may still be one meadow further away, so
    this is an upper bound on the meadows a spring touches.
    """
    unknown = [position for position, grass in enumerate(ring) if grass is None]
    best = 0
    for choice in range(1 << len(unknown)):
        values = list(ring)
        for bit, position in enumerate(unknown):
            values[position] = bool(choice >> bit & 1)
        # A run starts at a grass space whose predecessor round the ring is not
        # grass; a ring of grass all round is one run.
        runs = sum(1 for i in range(len(values)) if values[i] and not values[i - 1])
        best = max(best, runs or int(all(values)))
    return best
