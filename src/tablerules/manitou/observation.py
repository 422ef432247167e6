"""What one seat knows of a Manitou position, as a vector of small ints for a learning framework.

The vector is made from a :class:`~tablerules.manitou.view.ManitouView`
alone, so it holds exactly what the view holds (MAN-14): the seat's own hand
and pile counted by card, the other seats' hand and pile sizes, every tribe's
cards this season, every card at the spots, the bison cards laid and left,
the scores, the season, the dealer, the phase and whose turn it is.

Cards are counted by kind in the order of
:data:`~tablerules.manitou.components.CARDS` (``1`` to ``10``, then
``C M R S Q``). Every per-seat part starts with the observing seat and goes
on in turn order (a spectator sees from seat 0). The order of play at a
spot is left out: what is left of it that matters for play (which warriors
are face up, the older of a pair first) is encoded on its own.

What a season fixes (its number, dealer, scores, decks and tribes) changes
only a few times a game, so its part of the vector is made once per season
value and seat; the rest is counted at each call from precomputed tables.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable
from typing import Final, NamedTuple

from tablerules.core.encoding import Layout, Segment
from tablerules.manitou.components import CARDS, HAND_SIZE, LAYOUTS, SEASONS, SPOTS, TRIBE, WARRIORS
from tablerules.manitou.options import Options
from tablerules.manitou.phase import Phase
from tablerules.manitou.season import Season
from tablerules.manitou.universe import MOST_IN_PILE, highest_score, lowest_score
from tablerules.manitou.view import ManitouView

__all__ = ["layout", "observe"]

_KINDS: Final = len(CARDS)
#: Where each card is counted among the kinds.
_CARD_INDEX: Final = {card: index for index, card in enumerate(CARDS)}
#: A face-up warrior's kind, counted from 1 (0: none).
_WARRIOR_CODE: Final = {warrior: code for code, warrior in enumerate(WARRIORS, start=1)}
#: A spot holds at most two bison cards (MAN-1), and at most two face-up warriors (MAN-7).
_PER_SPOT: Final = 2
_PHASES: Final = tuple(Phase)
#: The most cards of one kind a tribe holds (two 5s, two of each warrior).
_MOST_OF_A_KIND: Final = max(map(TRIBE.count, CARDS))
#: Where the part made at each call counts the hand and the pile, after the phase and the turn.
_HAND_AT: Final = 2
_PILE_AT: Final = _HAND_AT + _KINDS
_HAND_SLOT: Final = {card: _HAND_AT + index for card, index in _CARD_INDEX.items()}
_PILE_SLOT: Final = {card: _PILE_AT + index for card, index in _CARD_INDEX.items()}


@functools.lru_cache(maxsize=64)
def _deck_values(deck: tuple[int, ...]) -> tuple[int, ...]:
    """The values of a bison deck, ascending, each once."""
    return tuple(sorted(set(deck)))


def _most_alike(deck: tuple[int, ...]) -> int:
    return max(deck.count(value) for value in set(deck))


@functools.lru_cache(maxsize=64)
def layout(players: int, options: Options) -> Layout:
    """The segments of every observation with ``players`` and ``options``, in order (see the rules page)."""
    large, small = _deck_values(options.large_herds), _deck_values(options.small_herds)
    lowest = lowest_score(players, options)
    spread = highest_score(players, options) - lowest
    return Layout(
        (
            Segment("season", 1, SEASONS, "the season under way, 1 to 3 (3 once the game is over)"),
            Segment("dealer", 1, players - 1, "the dealer, counted in turn order from the observing seat"),
            Segment("scores", players, spread, f"each seat's score plus {-lowest}, observing seat first"),
            Segment(
                "decks.large",
                len(large),
                _most_alike(options.large_herds),
                f"how many cards of each value are left in the large deck: {', '.join(map(str, large))}",
            ),
            Segment(
                "decks.small",
                len(small),
                _most_alike(options.small_herds),
                f"how many cards of each value are left in the small deck: {', '.join(map(str, small))}",
            ),
            Segment(
                "tribes",
                _KINDS * players,
                _MOST_OF_A_KIND,
                "each seat's tribe this season (its cards not taken prisoner), counted by card",
            ),
            Segment(
                "phase",
                1,
                len(_PHASES) - 1,
                "what comes next: "
                + ", ".join(f"{code} {phase.value}" for code, phase in enumerate(_PHASES)),
            ),
            Segment(
                "turn", 1, players - 1, "the seat that chooses, draws or plays now, counted as the dealer is"
            ),
            Segment("hand", _KINDS, _MOST_OF_A_KIND, "the observing seat's hand, counted by card"),
            Segment("pile", _KINDS, _MOST_OF_A_KIND, "the observing seat's pile (its chosen cards), by card"),
            Segment("hand_sizes", players, HAND_SIZE, "how many cards each seat holds in hand"),
            Segment("pile_sizes", players, MOST_IN_PILE, "how many cards each seat has left in its pile"),
            Segment(
                "bison",
                SPOTS * _PER_SPOT,
                max(*options.large_herds, *options.small_herds),
                "each spot's bison cards in the order laid, two a spot (0: none)",
            ),
            Segment(
                "spots.cards",
                SPOTS * players * _KINDS,
                _MOST_OF_A_KIND,
                "per spot, per seat: its cards there, face up or down, counted by card",
            ),
            Segment(
                "spots.holder",
                SPOTS,
                players,
                "per spot: 0 if no warrior is face up, else 1 + the holder, counted as the dealer is",
            ),
            Segment(
                "spots.guard",
                SPOTS * _PER_SPOT,
                len(WARRIORS),
                "per spot: the face-up warriors, oldest first, 1 to 5 for C M R S Q (0: none)",
            ),
        )
    )


class _Tables(NamedTuple):
    """How one player count and observing seat number the seats: each seat's place in turn
    order from the observer (``place``) and that place times the kinds (``card_base``);
    the seats in that order, as a getter of per-seat tuples (``in_order``); and how long
    the part made at each call is (``tail``)."""

    players: int
    order: tuple[int, ...]
    place: tuple[int, ...]
    card_base: tuple[int, ...]
    in_order: Callable[[tuple[int, ...]], tuple[int, ...]]
    tail: int


def _make_tables(players: int, seat: int | None) -> _Tables:
    start = 0 if seat is None else seat
    order = tuple((start + step) % players for step in range(players))
    place = tuple((owner - start) % players for owner in range(players))
    in_order = operator.itemgetter(*order)
    tail = (
        _PILE_AT
        + _KINDS
        + 2 * players
        + SPOTS * _PER_SPOT
        + SPOTS * players * _KINDS
        + SPOTS * (1 + _PER_SPOT)
    )
    return _Tables(players, order, place, tuple(_KINDS * at for at in place), in_order, tail)


# Every player count and observing seat (None: a spectator), made here at import.
_TABLES: Final = {
    (players, seat): _make_tables(players, seat) for players in LAYOUTS for seat in (None, *range(players))
}


@functools.lru_cache(maxsize=1024)
def _counted(cards: tuple[str, ...]) -> tuple[int, ...]:
    """How many of each card ``cards`` holds, in the order of ``CARDS``."""
    # Tribes are public, and most of them are the whole tribe or one of few others.
    counts = [0] * _KINDS
    for card in cards:
        counts[_CARD_INDEX[card]] += 1
    return tuple(counts)


@functools.lru_cache(maxsize=1024)
def _deck_counts(deck: tuple[int, ...], values: tuple[int, ...]) -> tuple[int, ...]:
    """How many cards of each of ``values`` the bison ``deck`` holds (public: the decks left are seen)."""
    return tuple(map(deck.count, values))


# A season is public and shared by every position of it; what it fixes is kept
# per season value and observing seat, bounded, as the seasons of many games pass.
@functools.lru_cache(maxsize=4096)
def _head(season: Season, seat: int | None) -> tuple[int, ...]:
    """The segments a season fixes: season, dealer, scores, decks and tribes."""
    options = season.options
    tables = _TABLES[season.players, seat]
    lowest = lowest_score(season.players, options)
    scores, pools, (large, small) = season.scores, season.pools, season.decks
    head = [season.number, tables.place[season.dealer], *(scores[owner] - lowest for owner in tables.order)]
    head += _deck_counts(large, _deck_values(options.large_herds))
    head += _deck_counts(small, _deck_values(options.small_herds))
    for owner in tables.order:
        head += _counted(pools[owner])
    return tuple(head)


def observe(view: ManitouView, seat: int | None) -> tuple[int, ...]:
    """``view`` of ``seat`` (``None``: a spectator) as :func:`layout` lays it out.

    Raises ``ValueError`` if the view is not ``seat``'s.
    """
    if view.seat != seat:
        raise ValueError(f"a view of seat {view.seat!r} is not what seat {seat!r} observes")
    season = view.season
    players = season.players
    tables = _TABLES[players, seat]
    place = tables.place
    tail = [0] * tables.tail
    # Phase members compare by identity: index() calls no Python-level __hash__.
    tail[0] = _PHASES.index(view.phase)
    tail[1] = place[view.turn]
    for card in view.hand:
        tail[_HAND_SLOT[card]] += 1
    for card in view.pile:
        tail[_PILE_SLOT[card]] += 1
    at = _PILE_AT + _KINDS
    in_order = tables.in_order
    # itemgetter of one seat would give an int: there are always two seats or more.
    tail[at : at + players] = in_order(view.hand_sizes)
    at += players
    tail[at : at + players] = in_order(view.pile_sizes)
    bison_at = at + players
    cards_at = bison_at + SPOTS * _PER_SPOT
    holder_at = cards_at + SPOTS * players * _KINDS
    guard_at = holder_at + SPOTS
    card_base = tables.card_base
    card_index = _CARD_INDEX
    for number, spot in enumerate(view.spots):
        bison = spot.bison
        if bison:
            slot = bison_at + _PER_SPOT * number
            tail[slot : slot + len(bison)] = bison
        cards = spot.cards
        if cards:
            base = cards_at + players * _KINDS * number
            for owner, card in cards:
                tail[base + card_base[owner] + card_index[card]] += 1
            guard = spot.guard
            if guard:
                tail[holder_at + number] = 1 + place[cards[guard[0]][0]]
                slot = guard_at + _PER_SPOT * number
                for index in guard:
                    tail[slot] = _WARRIOR_CODE[cards[index][1]]
                    slot += 1
    return _head(season, seat) + tuple(tail)
