"""A minimal hand-written random game of Manitou, the yardstick for the library.

Mutable lists, no checks, no protocol, no views: the same game as the
library plays (same cards, decks and layouts, one choice per card, one draw
per card, the same fights, pairs and sacrifice, the same scoring and card
flow), with uniformly random choices among the same legal decisions and
draws by count, written as plainly as Python allows. Only the benchmark
uses it.
"""

from __future__ import annotations

import random

from tablerules.manitou.components import (
    LARGE,
    LARGE_HERDS,
    LAYOUTS,
    SMALL_HERDS,
    STRENGTH,
    TRIBE,
    WARRIORS,
    beats,
)

_WARRIORS = frozenset(WARRIORS)


def _place(spot: list[tuple[int, str]], guard: list[int], seat: int, card: str) -> None:
    """Play ``card`` at a spot: hunters join, warriors fight, pair or are sacrificed."""
    spot.append((seat, card))
    if card not in _WARRIORS:
        return
    new = len(spot) - 1
    if not guard:
        guard.append(new)
    elif spot[guard[0]][0] == seat:
        if len(guard) == 1:
            guard.append(new)
    elif len(guard) == 2:
        guard.pop()
    else:
        defender = spot[guard[0]][1]
        if defender == card:
            guard.clear()
        elif beats(card, defender):
            guard[0] = new


def play(rng: random.Random, players: int = 4, dealer_chooses_seven: bool = False) -> int:
    """One random game; returns the number of decisions and chance outcomes."""
    return game(rng, players, dealer_chooses_seven)[0]


def game(rng: random.Random, players: int = 4, dealer_chooses_seven: bool = False) -> tuple[int, list[int]]:
    """One random game: the decisions and chance outcomes, and each seat's final score."""
    decks = {LARGE: list(LARGE_HERDS), "small": list(SMALL_HERDS)}
    pools = [list(TRIBE) for _ in range(players)]
    scores = [0] * players
    steps = 0
    for season in range(3):
        dealer = season % players
        order = [(dealer + 1 + i) % players for i in range(players)]
        bison: list[list[int]] = []
        for kinds in LAYOUTS[players]:
            laid = []
            for kind in kinds:
                deck = decks[kind]
                laid.append(deck.pop(rng.randrange(len(deck))))
                steps += 1
            bison.append(sorted(laid, reverse=True))
        piles: list[list[str]] = [[] for _ in range(players)]
        for seat in order:
            quota = 7 if dealer_chooses_seven and seat == dealer else 8
            left = list(pools[seat])
            if len(left) <= quota:
                piles[seat] = left
                continue
            for _ in range(quota):
                kinds = list(dict.fromkeys(left))
                card = kinds[rng.randrange(len(kinds))]
                left.remove(card)
                piles[seat].append(card)
                steps += 1
        hands: list[list[str]] = [[] for _ in range(players)]
        for seat in order:
            pile = piles[seat]
            while len(hands[seat]) < 3 and pile:
                hands[seat].append(pile.pop(rng.randrange(len(pile))))
                steps += 1
        spots: list[list[tuple[int, str]]] = [[], [], []]
        guards: list[list[int]] = [[], [], []]
        for _ in range(7):
            for seat in order:
                hand = hands[seat]
                kinds = list(dict.fromkeys(hand))
                choice = rng.randrange(len(kinds) * 3)
                card, where = kinds[choice // 3], choice % 3
                hand.remove(card)
                _place(spots[where], guards[where], seat, card)
                steps += 1
                if piles[seat]:
                    pile = piles[seat]
                    hand.append(pile.pop(rng.randrange(len(pile))))
                    steps += 1
        totals = [0] * players
        for where in range(3):
            strengths = [0] * players
            for seat, card in spots[where]:
                strengths[seat] += STRENGTH.get(card, 0)
            for seat in range(players):
                totals[seat] += strengths[seat]
            hunting = sorted(((s, seat) for seat, s in enumerate(strengths) if s > 0), reverse=True)
            cards = bison[where]
            if hunting and (len(hunting) == 1 or hunting[0][0] > hunting[1][0]):
                scores[hunting[0][1]] += cards[0]
                rest = hunting[1:]
                if len(cards) > 1 and rest and (len(rest) == 1 or rest[0][0] > rest[1][0]):
                    scores[rest[0][1]] += cards[1]
            if guards[where]:
                captor = spots[where][guards[where][0]][0]
                for seat, card in spots[where]:
                    if seat != captor:
                        scores[captor] += 1
                        pools[seat].remove(card)
        top = max(totals)
        if top > 0:
            for seat in range(players):
                if totals[seat] == top:
                    scores[seat] -= 10
    return steps, scores


def play_2(rng: random.Random) -> int:
    return play(rng, 2)


def play_3(rng: random.Random) -> int:
    return play(rng, 3)


def play_4(rng: random.Random) -> int:
    return play(rng, 4)
