"""Scoring a season: once everyone has played seven cards, nobody decides; the season is
scored, the cards go back or are taken prisoner, and the next season begins or the game ends.

"Dès que chaque joueur a posé sept cartes, la saison de chasse est terminée."
"Ses propres cartes sont remises dans la réserve. Les cartes prises aux
autres joueurs sont des prisonniers." Prisoners leave their owner's tribe
for good; every other card, the one left in hand too, goes back to its
owner's reserve (MAN-12). The deal passes each season (MAN-3). "Dès que la
troisième saison de chasse est terminée, chacun compte sa pile de points."
What a season scores, and why, is :mod:`tablerules.manitou.scoring`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tablerules.manitou.cards import Cards, without
from tablerules.manitou.components import SEASONS, SPOTS
from tablerules.manitou.phase import Phase
from tablerules.manitou.scoring import score_season
from tablerules.manitou.season import Season
from tablerules.manitou.spot import Spot

if TYPE_CHECKING:
    from tablerules.manitou.state import ManitouState

__all__ = ["EMPTY_SPOTS", "scored"]

#: The three spots before a season's first bison card.
EMPTY_SPOTS: Final = (Spot(),) * SPOTS

_LAYING: Final = Phase.LAYING
_OVER: Final = Phase.OVER


def scored(state: ManitouState, spots: tuple[Spot, ...]) -> ManitouState:
    """The season of ``state`` scored at ``spots``; then the next season's bison cards
    are laid, or, after the third season, the game is over."""
    season = state.season
    result = score_season(
        season.number,
        season.dealer,
        spots,
        season.players,
        second_card_after_tie_for_first=season.options.second_card_after_tie_for_first,
        tie_for_second_voids_spot=season.options.tie_for_second_voids_spot,
    )
    lost: list[list[str]] = [[] for _ in season.pools]
    for hunt in result.hunts:
        for owner, card in hunt.prisoners:
            lost[owner].append(card)
    pools = [
        tuple(without(pool, cards)) if cards else pool for pool, cards in zip(season.pools, lost, strict=True)
    ]
    nothing: tuple[Cards, ...] = ((),) * season.players
    results = (*season.results, result)
    over = season.number == SEASONS
    # "The deal passes each season" (MAN-3); after the third season it stays.
    dealer = season.dealer if over else (season.dealer + 1) % season.players
    following = Season(
        season.options,
        season.players,
        season.number if over else season.number + 1,
        dealer,
        season.decks,
        tuple(pools),
        results,
    )
    if over:
        # The cards went back or were taken, so the spots are empty; the last
        # table stays in its result, where the picture finds it.
        return state._make(following, _OVER, dealer, 0, EMPTY_SPOTS, nothing, nothing, None)
    return state._make(following, _LAYING, dealer, 0, EMPTY_SPOTS, nothing, nothing, None)
