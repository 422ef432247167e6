"""Every Manitou action numbered, and the limits the rules set on a game.

A learning or search framework numbers actions once per configuration and
asks how large a game can get before it plays one. Both follow here from the
rules, the card list and the options alone, never from games played and
never from the iteration order of a set or a dict of strings, so every
process numbers alike whatever its hash seed.

The order follows the actions table of :mod:`~tablerules.manitou.actions`.
Decisions: ``Choose`` of each card of :data:`~tablerules.manitou.components.CARDS`
(``1`` to ``10``, then ``C M R S Q``), then ``Play`` of each card in that
order at spots 1, 2 and 3. Chance: ``LayBison`` of each value of the two
bison decks, ascending, then ``Draw`` of each card in the order of ``CARDS``.
The docs page "Numbering and observations" derives each limit in words; the
comments below give the same arguments.
"""

from __future__ import annotations

import functools
from typing import Final

from tablerules.core.game import Action
from tablerules.core.universe import Limits, Universe
from tablerules.manitou.actions import choose, draw, lay_bison, play
from tablerules.manitou.components import (
    CARDS,
    HAND_SIZE,
    LARGE,
    LAYOUTS,
    PLAYS_PER_SEASON,
    PRISONER_POINTS,
    SEASONS,
    SKIN_THIEF_POINTS,
    SPOTS,
    TO_CHOOSE,
    TO_CHOOSE_PUBLISHED_DEALER,
)
from tablerules.manitou.options import Options, herds_needed

__all__ = [
    "MOST_IN_PILE",
    "action_universe",
    "bison_values",
    "chance_universe",
    "highest_score",
    "limits",
    "lowest_score",
]

_SPOT_NUMBERS: Final = range(1, SPOTS + 1)

#: The most cards a pile ever holds: a season's choice (MAN-4).
MOST_IN_PILE: Final = TO_CHOOSE


def bison_values(options: Options) -> tuple[int, ...]:
    """Every value a bison card of the two decks shows, ascending, each once."""
    return tuple(sorted({*options.large_herds, *options.small_herds}))


@functools.lru_cache(maxsize=64)
def action_universe(players: int, options: Options) -> Universe[Action]:
    """Every decision: ``Choose`` of each card, then ``Play`` of each card at spots 1 to 3 (60 in all).

    Every card can be chosen: the first choice of the first season offers
    the whole tribe, which holds every kind (MAN-4). Every card can be
    played at every spot (MAN-6). Neither depends on the player count or the
    options, which are taken only so that every configuration is asked alike.
    """
    decisions: list[Action] = [choose(card) for card in CARDS]
    decisions.extend(play(card, spot) for card in CARDS for spot in _SPOT_NUMBERS)
    return Universe(decisions)


@functools.lru_cache(maxsize=64)
def chance_universe(players: int, options: Options) -> Universe[Action]:
    """Every chance outcome: ``LayBison`` of each value of either deck, ascending, then ``Draw`` of each card.

    Each season lays at least one card of each deck (MAN-1), and the first
    card of a deck is laid while the whole deck is left, so every value of
    either deck can come. Every card can be chosen and so drawn (MAN-5).
    """
    outcomes: list[Action] = [lay_bison(value) for value in bison_values(options)]
    outcomes.extend(draw(card) for card in CARDS)
    return Universe(outcomes)


def _top(values: tuple[int, ...], count: int) -> int:
    """The sum of the ``count`` highest of ``values``."""
    return sum(sorted(values, reverse=True)[:count])


def highest_score(players: int, options: Options) -> int:
    """The most points one seat can hold at any time.

    Points only come at a season's end, from bison cards and prisoners; the
    skin thief only takes points away, so leaving it out keeps the bound
    (MAN-10). A seat takes at most one bison card per spot and season (the
    first card to the single strongest seat, the second to a seat below it,
    MAN-11), a card laid at that spot. Over three seasons it takes at most
    ``3 x M`` cards at the ``M`` spots that hold a large herd, each of them
    a card of either deck, and ``3 x (3 - M)`` at the spots that hold only a
    small herd, each from the small deck: at most the highest ``3 x M``
    values of both decks together, plus the highest ``3 x (3 - M)`` of the
    small deck. Prisoners are the other seats' cards at the spots it holds:
    each other seat plays 7 cards a season, so at most ``7 x 3`` from each.
    """
    layout = LAYOUTS[players]
    with_large = sum(LARGE in spot for spot in layout)
    both = (*options.large_herds, *options.small_herds)
    bison = _top(both, SEASONS * with_large) + _top(options.small_herds, SEASONS * (SPOTS - with_large))
    prisoners = PRISONER_POINTS * PLAYS_PER_SEASON * SEASONS * (players - 1)
    return bison + prisoners


def lowest_score(players: int, options: Options) -> int:
    """The fewest points one seat can hold at any time: a skin thief every season (MAN-10), nothing else."""
    return SKIN_THIEF_POINTS * SEASONS


def _chosen_per_season(players: int, options: Options) -> int:
    """The most cards chosen in a season: 8 a seat, the dealer 7 with ``dealer_chooses_seven`` (MAN-4)."""
    chosen = TO_CHOOSE * players
    if options.dealer_chooses_seven:
        chosen -= TO_CHOOSE - TO_CHOOSE_PUBLISHED_DEALER
    return chosen


@functools.lru_cache(maxsize=64)
def limits(players: int, options: Options) -> Limits:
    """What the rules allow at most with ``players`` and ``options``.

    Most legal actions: a choice offers each kind of card the seat may
    still choose, at most the 15 kinds of a whole tribe (the first choice of
    the game offers all 15); a play offers each kind in a hand of at most 3
    cards at 3 spots, 9. Most chance outcomes: a draw offers each kind in
    the pile, at most its 8 cards, all different at the first draw after
    choosing 8 kinds; laying a bison card offers each value left in its
    deck, all the deck's values at the first card of the game.

    Longest game: each season every seat chooses at most its quota (8, the
    dealer 7 with ``dealer_chooses_seven``; a seat whose tribe holds no more
    takes it without deciding) and plays 7 cards: decisions ``3 x (chosen +
    7 x players)``. Every chosen card is drawn once (3 into the hand, then
    one after each play while the pile lasts), and the season lays its
    bison cards: steps ``3 x (bison laid + 2 x chosen + 7 x players)``.
    Both are reached in every game where no tribe falls to 8 cards or fewer.
    """
    large, small = herds_needed(players)  # the bison cards of three seasons (MAN-1)
    chosen = _chosen_per_season(players, options)
    plays = PLAYS_PER_SEASON * players
    # A pile holds what was chosen, at most 8 cards, all of them of different kinds when so chosen.
    drawing = min(MOST_IN_PILE, len(CARDS))
    laying = max(len(set(options.large_herds)), len(set(options.small_herds)))
    return Limits(
        most_legal_actions=max(len(CARDS), HAND_SIZE * SPOTS),
        most_chance_outcomes=max(drawing, laying),
        longest_game=SEASONS * (chosen + plays),
        longest_game_steps=large + small + SEASONS * (2 * chosen + plays),
        lowest_score=lowest_score(players, options),
        highest_score=highest_score(players, options),
    )
