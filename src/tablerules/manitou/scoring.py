"""Scoring a hunting season, in the rulebook's order, and the game's score sheet.

"Dès que chacun a joué 7 cartes, on fait les comptes": 1. the skin thief,
2. the bison cards of each spot, 3. the prisoners. Each season's result is
kept, so the score sheet lists every row the way the rulebook counts it.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

import attrs

from tablerules.core.outcome import ScoreItem, ScoreSheet
from tablerules.core.words import counted
from tablerules.manitou.components import PRISONER_POINTS, SKIN_THIEF_POINTS
from tablerules.manitou.spot import PlayedCard, Spot

__all__ = ["Hunt", "SeasonResult", "award_bison", "score_season", "score_sheet"]


@attrs.frozen
class Hunt:
    """What one spot gave at the end of a season.

    ``spot`` is the spot as it lay (1-based ``number``); ``strengths`` holds
    each seat's hunter sum there; ``awards`` the bison cards taken, as
    ``(seat, value)``; ``unclaimed`` the bison cards nobody took, which leave
    the game (MAN-11); ``captor`` the seat whose face-up warrior(s) held the
    spot, and ``prisoners`` the other players' cards it took, as
    ``(owner, card)``.
    """

    number: int
    spot: Spot
    strengths: tuple[int, ...]
    awards: tuple[tuple[int, int], ...]
    unclaimed: tuple[int, ...]
    captor: int | None
    prisoners: tuple[PlayedCard, ...]


@attrs.frozen
class SeasonResult:
    """The scoring of one season: totals, skin thieves and each spot's hunt."""

    season: int
    dealer: int
    strengths: tuple[int, ...]
    skin_thieves: tuple[int, ...]
    hunts: tuple[Hunt, ...]


def _single_best(strengths: Sequence[int]) -> tuple[int | None, tuple[int, ...]]:
    """Among the seats with hunters (a strength above 0), seat by seat: the one
    strongest seat (or ``None`` on a tie) and every seat sharing the top."""
    top = max(strengths) if strengths else 0
    if top <= 0:
        return None, ()
    if strengths.count(top) == 1:
        seat = strengths.index(top)
        return seat, (seat,)
    return None, tuple([seat for seat, strength in enumerate(strengths) if strength == top])


def award_bison(
    bison: Sequence[int],
    strengths: Sequence[int],
    *,
    second_card_after_tie_for_first: bool = False,
    tie_for_second_voids_spot: bool = False,
) -> tuple[tuple[int, int], ...]:
    """Who takes which bison card of a spot, as ``(seat, value)`` pairs.

    "Le joueur le plus fort remporte la carte de bisons. S'il y a deux cartes
    de bisons à cet emplacement, le second emporte la deuxième carte. En cas
    d'égalité, aucun joueur ne reçoit de carte de bisons à cet emplacement."
    Only a seat with hunters here competes. The first card is the higher one.
    A tie for first gives no card at all, unless the option gives the second
    card to the single strongest seat below the tie; a tie for second gives
    no second card, or with ``tie_for_second_voids_spot`` no card at all at
    a two-card spot (MAN-11).
    """
    if not bison:
        return ()
    cards = sorted(bison, reverse=True)
    first, leaders = _single_best(strengths)
    awards: list[tuple[int, int]] = []
    if first is not None:
        awards.append((first, cards[0]))
    elif not second_card_after_tie_for_first:
        return ()
    if len(cards) > 1:
        # The leaders left out: they compete for the first card only.
        rest = list(strengths)
        for seat in leaders:
            rest[seat] = 0
        second, seconds = _single_best(rest)
        if second is not None:
            awards.append((second, cards[1]))
        elif len(seconds) > 1 and tie_for_second_voids_spot:
            # "En cas d'égalité, aucun joueur ne reçoit de carte de bisons à
            # cet emplacement", read as any tie that decides a card here.
            return ()
    return tuple(awards)


def score_season(
    season: int,
    dealer: int,
    spots: Sequence[Spot],
    players: int,
    *,
    second_card_after_tie_for_first: bool,
    tie_for_second_voids_spot: bool = False,
) -> SeasonResult:
    """Score the spots at the end of a season, in the rulebook's three steps."""
    hunts = []
    totals = [0] * players
    for number, spot in enumerate(spots, start=1):
        strengths = spot.strengths(players)
        totals = list(map(operator.add, totals, strengths))
        awards = award_bison(
            spot.bison,
            strengths,
            second_card_after_tie_for_first=second_card_after_tie_for_first,
            tie_for_second_voids_spot=tie_for_second_voids_spot,
        )
        unclaimed = list(spot.bison)
        for _, value in awards:
            unclaimed.remove(value)
        captor = spot.holder
        # "Le joueur qui possède un ou deux grands guerriers face ouverte sur un
        # emplacement à bison reçoit tous les chasseurs et tous les grands
        # guerriers (face cachée) qui se trouvent sur cet emplacement. Ses
        # propres cartes sont remises dans la réserve."
        prisoners = () if captor is None else tuple([card for card in spot.cards if card[0] != captor])
        hunts.append(Hunt(number, spot, strengths, awards, tuple(unclaimed), captor, prisoners))
    # "On commence par compter quel joueur a obtenu, avec toutes ses cartes de
    # chasseur, la plus grande force. ... En cas d'égalité, plusieurs joueurs
    # peuvent recevoir des cartes de voleurs de peaux." No hunters, no thief (MAN-10).
    top = max(totals)
    thieves = tuple([seat for seat, total in enumerate(totals) if total == top]) if top > 0 else ()
    return SeasonResult(season, dealer, tuple(totals), thieves, tuple(hunts))


def _prisoners_text(prisoners: Sequence[PlayedCard]) -> str:
    """The prisoners grouped by owner: ``"from seat 1: 7 C; from seat 2: 3"``."""
    owners = sorted({owner for owner, _ in prisoners})
    return "; ".join(
        f"from seat {owner}: " + " ".join(card for who, card in prisoners if who == owner) for owner in owners
    )


def score_sheet(results: Sequence[SeasonResult], players: int) -> ScoreSheet:
    """Every scored row of every season so far, in the rulebook's order.

    "Chaque carte de bisons vaut le nombre de points qui est écrit dessus.
    Chaque prisonnier vaut un point. Chaque carte de voleur de peaux fait
    perdre 10 points."
    """
    items: list[ScoreItem] = []
    for result in results:
        season = f"season {result.season}"
        for seat in result.skin_thieves:
            detail = f"hunters {result.strengths[seat]} in all"
            items.append(
                ScoreItem(
                    seat,
                    f"{season}: skin thief",
                    SKIN_THIEF_POINTS,
                    detail,
                    kind="skin-thief",
                    size=result.strengths[seat],
                    season=result.season,
                )
            )
        for hunt in result.hunts:
            for seat, value in hunt.awards:
                detail = f"spot {hunt.number}, hunters {hunt.strengths[seat]}"
                items.append(
                    ScoreItem(
                        seat,
                        f"{season}: bison {value}",
                        value,
                        detail,
                        kind="bison-card",
                        size=value,
                        where=(f"spot {hunt.number}",),
                        season=result.season,
                    )
                )
        for hunt in result.hunts:
            if hunt.captor is not None and hunt.prisoners:
                taken = _prisoners_text(hunt.prisoners)
                count = len(hunt.prisoners)
                label = f"{season}: {counted(count, 'prisoner')}"
                items.append(
                    ScoreItem(
                        hunt.captor,
                        label,
                        count * PRISONER_POINTS,
                        f"spot {hunt.number}, {taken}",
                        kind="prisoners",
                        size=count,
                        where=tuple(card for _, card in hunt.prisoners),
                        season=result.season,
                    )
                )
    return ScoreSheet(players, tuple(items))
