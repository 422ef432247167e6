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

An environment asks for the vector of a position nothing has asked anything
yet, at every decision, so the work is split by how often it changes. What a
season fixes (its number, dealer, scores, decks and tribes) and the bison
cards laid are written once per season and observing seat into a template of
the whole vector, every other entry 0; a call copies it into a list, counts
in the phase, the turn, the seat's cards, the sizes and the cards at the
spots, and makes the tuple. The templates are kept per season value (by
identity, the season kept with them), at most a few hundred; they hold only
public facts, and nothing of a hand or a pile outlives the call.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Sequence
from typing import Final

from tablerules.core.encoding import Layout, Segment
from tablerules.manitou.components import (
    CARDS,
    HAND_SIZE,
    PRISONER_POINTS,
    SEASONS,
    SKIN_THIEF_POINTS,
    SPOTS,
    TRIBE,
    WARRIORS,
)
from tablerules.manitou.options import Options
from tablerules.manitou.phase import Phase
from tablerules.manitou.scoring import SeasonResult
from tablerules.manitou.season import Season
from tablerules.manitou.spot import Spot
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
#: Each phase's code, by the member's identity: an enum member hashes in Python.
_PHASE_CODE: Final = {id(phase): code for code, phase in enumerate(_PHASES)}
#: The most cards of one kind a tribe holds (two 5s, two of each warrior).
_MOST_OF_A_KIND: Final = max(map(TRIBE.count, CARDS))


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


class _Where:
    """Where each entry of the vector lies for one player count and observing seat,
    after a season's part of ``head`` entries (its length follows from the decks).

    Seats are numbered in turn order from the observer: ``order`` lists them,
    ``place`` gives each seat's number. ``hand`` and ``pile`` map a card to its
    entry, ``cards`` maps ``(seat, card)`` to its entry, spot by spot, and
    ``sizes`` picks the hand and then the pile sizes in that order out of the
    two tuples of sizes joined.
    """

    __slots__ = (
        "bison_at",
        "cards",
        "guard_at",
        "hand",
        "holder_at",
        "order",
        "phase_at",
        "pile",
        "place",
        "players",
        "size",
        "sizes",
        "sizes_at",
    )

    def __init__(self, players: int, seat: int | None, head: int) -> None:
        start = 0 if seat is None else seat
        self.players = players
        self.order = tuple((start + step) % players for step in range(players))
        self.place = tuple((owner - start) % players for owner in range(players))
        self.sizes = operator.itemgetter(*self.order, *(players + owner for owner in self.order))
        self.phase_at = head
        hand_at = head + 2
        self.hand = {card: hand_at + index for card, index in _CARD_INDEX.items()}
        self.pile = {card: hand_at + _KINDS + index for card, index in _CARD_INDEX.items()}
        self.sizes_at = hand_at + 2 * _KINDS
        self.bison_at = self.sizes_at + 2 * players
        cards_at = self.bison_at + SPOTS * _PER_SPOT
        block = players * _KINDS
        self.cards = tuple(
            {
                (owner, card): cards_at + block * number + _KINDS * self.place[owner] + index
                for owner in range(players)
                for card, index in _CARD_INDEX.items()
            }
            for number in range(SPOTS)
        )
        self.holder_at = cards_at + SPOTS * block
        self.guard_at = self.holder_at + SPOTS
        self.size = self.guard_at + SPOTS * _PER_SPOT


@functools.lru_cache(maxsize=64)
def _where(players: int, seat: int | None, head: int) -> _Where:
    return _Where(players, seat, head)


def _counted(cards: tuple[str, ...]) -> tuple[int, ...]:
    """How many of each card ``cards`` holds, in the order of ``CARDS``."""
    # Not kept: it runs once a season and seat, and though a tribe is public, a table of
    # card tuples would hold what also makes up hands and piles of other games.
    counts = [0] * _KINDS
    for card in cards:
        counts[_CARD_INDEX[card]] += 1
    return tuple(counts)


@functools.lru_cache(maxsize=1024)
def _deck_counts(deck: tuple[int, ...], values: tuple[int, ...]) -> tuple[int, ...]:
    """How many cards of each of ``values`` the bison ``deck`` holds (public: the decks left are seen)."""
    return tuple(map(deck.count, values))


def _points(results: Sequence[SeasonResult], players: int) -> list[int]:
    """Each seat's points from ``results``: the totals of their score sheet
    (:func:`~tablerules.manitou.scoring.score_sheet`), without writing its rows."""
    points = [0] * players
    for result in results:
        for seat in result.skin_thieves:
            points[seat] += SKIN_THIEF_POINTS
        for hunt in result.hunts:
            for seat, value in hunt.awards:
                points[seat] += value
            if hunt.captor is not None and hunt.prisoners:
                points[hunt.captor] += PRISONER_POINTS * len(hunt.prisoners)
    return points


#: No bison card seen yet: every spot's bison cards are written anew.
_UNLAID: Final = (None,) * SPOTS


class _Seen:
    """What every vector of one season as one seat sees it shares: where the
    entries lie, the ``head`` the season fixes, and ``laid``: the bison cards
    of each spot last written, and the template of the whole vector holding
    them and the head (the rest 0). ``season`` is kept so that its id names it."""

    __slots__ = ("head", "laid", "season", "where")

    def __init__(self, season: Season, where: _Where, head: tuple[int, ...]) -> None:
        self.season = season
        self.where = where
        self.head = head
        self.laid: tuple[tuple[tuple[int, ...] | None, ...], tuple[int, ...]] = (_UNLAID, ())

    def lay(self, spots: tuple[Spot, ...]) -> tuple[int, ...]:
        """The template with the bison cards at ``spots``, kept for the next call."""
        where = self.where
        template = [*self.head, *(0,) * (where.size - len(self.head))]
        at = where.bison_at
        for spot in spots:
            bison = spot.bison
            template[at : at + len(bison)] = bison
            at += _PER_SPOT
        laid = tuple(template)
        # One store: a call in another thread reads both parts or neither.
        self.laid = (tuple(spot.bison for spot in spots), laid)
        return laid


# Per season value (by identity) and observing seat, bounded: the seasons of
# many games pass through, and a season is made anew at every bison card laid.
_SEEN: Final[dict[tuple[int, int | None], _Seen]] = {}
_MOST_SEEN: Final = 512


def _see(season: Season, seat: int | None) -> _Seen:
    """What each seat of ``season`` (and ``seat``, a spectator) sees of it, kept; ``seat``'s part."""
    players = season.players
    options = season.options
    lowest = lowest_score(players, options)
    points = [points - lowest for points in _points(season.results, players)]
    large, small = season.decks
    decks = (
        *_deck_counts(large, _deck_values(options.large_herds)),
        *_deck_counts(small, _deck_values(options.small_herds)),
    )
    tribes = [_counted(pool) for pool in season.pools]
    if len(_SEEN) > _MOST_SEEN:
        _SEEN.clear()
    for observer in {*range(players), seat}:
        # The season, the dealer, the scores, the decks, the tribes.
        where = _where(players, observer, 2 + players + len(decks) + _KINDS * players)
        head = [season.number, where.place[season.dealer], *[points[owner] for owner in where.order]]
        head += decks
        for owner in where.order:
            head += tribes[owner]
        _SEEN[id(season), observer] = _Seen(season, where, tuple(head))
    return _SEEN[id(season), seat]


def observe(view: ManitouView, seat: int | None) -> tuple[int, ...]:
    """``view`` of ``seat`` (``None``: a spectator) as :func:`layout` lays it out.

    Raises ``ValueError`` if the view is not ``seat``'s.
    """
    if view.seat != seat:
        raise ValueError(f"a view of seat {view.seat!r} is not what seat {seat!r} observes")
    season = view.season
    # The entry keeps its season alive, so no other season can have its id meanwhile.
    seen = _SEEN.get((id(season), seat)) or _see(season, seat)
    spots = view.spots
    first, second, third = spots  # the three bison spots
    bison, template = seen.laid
    if first.bison is not bison[0] or second.bison is not bison[1] or third.bison is not bison[2]:
        template = seen.lay(spots)
    vector = list(template)
    where = seen.where
    at = where.phase_at
    vector[at] = _PHASE_CODE[id(view.phase)]
    place = where.place
    vector[at + 1] = place[view.turn]
    slot = where.hand
    for card in view.hand:
        vector[slot[card]] += 1
    slot = where.pile
    for card in view.pile:
        vector[slot[card]] += 1
    at = where.sizes_at
    vector[at : at + 2 * where.players] = where.sizes(view.hand_sizes + view.pile_sizes)
    if not (first.cards or second.cards or third.cards):
        return tuple(vector)  # while choosing: nothing played yet
    spot_slots = where.cards
    holder_at = where.holder_at
    guard_at = where.guard_at
    for number, spot in enumerate(spots):
        cards = spot.cards
        if cards:
            slots = spot_slots[number]
            for played in cards:
                vector[slots[played]] += 1
            guard = spot.guard
            if guard:
                vector[holder_at + number] = 1 + place[cards[guard[0]][0]]
                at = guard_at + _PER_SPOT * number
                for index in guard:
                    vector[at] = _WARRIOR_CODE[cards[index][1]]
                    at += 1
    return tuple(vector)
