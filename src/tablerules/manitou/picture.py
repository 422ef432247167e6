"""The text picture of a Manitou table: ``str(view)`` for one seat, ``str(state)`` for all.

``str(state)`` shows everything a position holds, so that
:func:`~tablerules.manitou.position.from_text` reads it back: besides what
every seat sees, each spot's cards in the order they were played, each
seat's hand, pile and reserve, and the tables of the seasons scored before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from tablerules.core.outcome import Outcome
from tablerules.manitou.components import SEASONS, cards_without
from tablerules.manitou.phase import Phase
from tablerules.manitou.scoring import SeasonResult
from tablerules.manitou.season import Season, SeasonLines
from tablerules.manitou.spot import Spot

if TYPE_CHECKING:
    from tablerules.manitou.view import ManitouView

__all__ = ["KEY", "doing_now", "next_step", "picture", "played_text", "spot_text"]

#: How to read the picture, for a person: ``tablerules play``'s ``help`` shows it.
KEY: Final = """\
Cards: 1 to 10 are hunters; the great warriors are C chief, M medicine man,
R rain maker, S scout and Q squaw; a card in parentheses, (Q), lies face
down.
Each spot: the bison cards of its herd (bison 10 + 4), then the cards each
seat played there with their hunters' strength, and who holds the spot.
bison decks: the bison cards not yet laid out, large and small.
Each seat: how many cards its tribe has, how many it holds in hand and in
its pile, and its score. Yours: your hand, your pile, and your reserve (the
cards of your tribe that are in neither, nor played).
season N scored: who was the skin thief, who took which bison at each spot,
and who took prisoners. The last line says what happens next. Once the game
is over, the spots show the last season as it was scored, and the tribes
and reserves are as they stand after it.
The whole position, str(state), adds the order of play at each spot and
the seasons scored before, a card written seat:card (1:C is seat 1's
chief), and every seat's hand, pile and reserve.
"""


def played_text(spot: Spot) -> str:
    """The cards at ``spot`` in the order they were played, as ``seat:card``:
    ``"1:10 0:6 0:C 1:(Q)"``, face-down warriors in parentheses."""
    return " ".join(
        f"{owner}:{card}" if spot.is_face_up(index) else f"{owner}:({card})"
        for index, (owner, card) in enumerate(spot.cards)
    )


def spot_text(spot: Spot) -> str:
    """``spot`` as :func:`~tablerules.manitou.position.build` reads it: its bison
    cards in the order laid, then its cards in play order, ``"bison 12 + 5; 1:10 0:6 0:C"``."""
    bison = f"bison {' + '.join(map(str, spot.bison))}" if spot.bison else ""
    return "; ".join(part for part in (bison, played_text(spot)) if part)


def picture(
    view: ManitouView,
    *,
    hands: Sequence[tuple[str, ...]] | None = None,
    piles: Sequence[tuple[str, ...]] | None = None,
) -> str:
    """The table: the season, each spot with its bison cards and the cards played
    there, each tribe, the cards the viewer may see, and what happens next.

    Face-down warriors are shown in parentheses. ``hands`` and ``piles``, when
    given, show every seat's hidden cards (the omniscient picture of
    ``str(state)``), together with what makes the picture a whole position:
    the order of play at each spot, each seat's reserve, and the table of
    every season scored before (as :func:`spot_text` writes a spot).
    """
    omniscient = hands is not None and piles is not None
    season = view.season
    header, decks, last_season, seat_lines = _season_lines(season)
    lines = [header]
    spots = view.spots
    if view.phase is Phase.OVER and view.results:
        # The game is over: show the table of the last season as it was scored.
        spots = tuple(hunt.spot for hunt in view.results[-1].hunts)
    for number, spot in enumerate(spots, start=1):
        bison, *under = spot.picture_lines()
        lines.append(f"spot {number}: bison {bison}")
        lines.extend(under)
        if omniscient and spot.cards:
            # The seat lines above group the cards by seat; fights and
            # equality need the order they were played in.
            lines.append(f"  in play order: {played_text(spot)}")
    lines.append(decks)
    for (tribe, score), hand, pile in zip(seat_lines, view.hand_sizes, view.pile_sizes, strict=True):
        lines.append(f"{tribe}{hand}, pile {pile}{score}")
    if hands is not None and piles is not None:
        for seat in range(view.players):
            reserve = cards_without(view.pools[seat], (*hands[seat], *piles[seat], *view.played(seat)))
            lines.append(
                f"seat {seat} hand: {_cards(hands[seat])}; pile: {_cards(piles[seat])}; "
                f"reserve: {_cards(reserve)}"
            )
        # The scores and the tribes follow from the earlier seasons' tables.
        # Once the game is over, the last table is the one drawn above.
        shown = view.results[:-1] if view.phase is Phase.OVER else view.results
        for result in shown:
            for hunt in result.hunts:
                lines.append(f"season {result.season}, spot {hunt.number}: {spot_text(hunt.spot)}")
    elif view.seat is not None:
        lines.append(f"your hand: {_cards(view.hand)}; your pile: {_cards(view.pile)}")
        lines.append(f"your reserve: {_cards(view.reserve)}")
    if last_season:
        lines.append(last_season)
    lines.append(next_step(view))
    return "\n".join(lines)


def _season_lines(season: Season) -> SeasonLines:
    """The lines the season alone decides: the heading, the bison decks, the last
    season scored (or nothing), and per seat the words before and after its hand
    and pile sizes. Written once a season: every position of it shares them."""
    lines = season._picture
    if lines is None:
        large, small = season.decks
        lines = (
            f"Manitou, season {season.number} of {SEASONS}, {season.players} players, "
            f"seat {season.dealer} deals",
            f"bison decks: large {_cards(list(map(str, large)))}; small {_cards(list(map(str, small)))}",
            _last_season(season.results[-1]) if season.results else "",
            tuple(
                (f"seat {seat}: tribe of {len(pool)} cards, hand ", f", score {score}")
                for seat, (pool, score) in enumerate(zip(season.pools, season.scores, strict=True))
            ),
        )
        object.__setattr__(season, "_picture", lines)
    return lines


def _cards(cards: Sequence[str]) -> str:
    return " ".join(cards) or "-"


def _last_season(result: SeasonResult) -> str:
    parts = []
    thieves = ", ".join(f"seat {seat}" for seat in result.skin_thieves) or "nobody"
    parts.append(f"skin thief {thieves}")
    for hunt in result.hunts:
        won = ", ".join(f"{value} to seat {seat}" for seat, value in hunt.awards) or "no bison"
        count = len(hunt.prisoners)
        taken = ""
        if hunt.captor is not None:
            taken = f", seat {hunt.captor} takes {count} prisoner{'' if count == 1 else 's'}"
        parts.append(f"spot {hunt.number}: {won}{taken}")
    return f"season {result.season} scored: " + "; ".join(parts)


def next_step(view: ManitouView) -> str:
    """What happens next, in words: the last line of the picture, and what the SVG picture
    says under its heading."""
    phase = view.phase
    if phase is Phase.OVER:
        # "Celui qui a le plus de points a gagné." A tie for most is a draw (MAN-13).
        return f"game over: {Outcome.rank(view.scores()).summary()}"
    if phase is Phase.LAYING:
        return "next: chance lays a bison card"
    return f"next: seat {view.turn} {doing_now(view)}"


def doing_now(view: ManitouView) -> str:
    """What the seat whose turn it is does now: ``"plays a card"``."""
    phase = view.phase
    if phase is Phase.CHOOSING:
        return f"chooses a card ({view.pile_sizes[view.turn]} of {view.season.quota(view.turn)} chosen)"
    if phase is Phase.DEALING:
        return "draws a card for their first hand"
    if phase is Phase.DRAWING:
        return "draws a card"
    return "plays a card"
