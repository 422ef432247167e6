"""What the last action changed that a seat's view shows: what the SVG picture outlines.

:func:`lit` names, as keys the drawing looks up, the bison card laid, the
card played and the warriors it turned face down, the card chosen or drawn
for the view's own seat, or only the pile or hand of another seat, whose
card stays hidden; :func:`last_text` writes the action as the view's seat
may read it. All of it is worked out from the view alone (MAN-14).
"""

from __future__ import annotations

from tablerules.core.game import Action
from tablerules.manitou.actions import Choose, Draw, LayBison, Play
from tablerules.manitou.components import LAYOUTS, TO_CHOOSE, TO_CHOOSE_PUBLISHED_DEALER
from tablerules.manitou.phase import Phase
from tablerules.manitou.spot import Spot
from tablerules.manitou.view import ManitouView

__all__ = ["laid_last", "last_chooser", "last_drawer", "last_index", "last_text", "lit", "played_last"]


def lit(view: ManitouView, last: Action | None) -> frozenset[tuple[object, ...]]:
    """What ``last`` changed that the view shows, as keys the drawing looks up:
    ``("bison", spot, index)``, ``("card", spot, index)``, ``("hand", seat)``,
    ``("pile", seat)``, ``("hand-card", card)`` and ``("pile-card", card)``."""
    if isinstance(last, LayBison):
        return laid_last(view, last.value)
    if isinstance(last, Play):
        return played_last(view, last)
    if isinstance(last, Choose):
        chooser = last_chooser(view)
        if chooser is None:
            return frozenset()
        if chooser == view.seat and last.card in view.pile:
            return frozenset({("pile", chooser), ("pile-card", last.card)})
        return frozenset({("pile", chooser)})
    if isinstance(last, Draw):
        drawer = last_drawer(view)
        if drawer is None:
            return frozenset()
        if drawer == view.seat and last.card in view.hand:
            return frozenset({("hand-card", last.card)})
        return frozenset({("hand", drawer)})
    return frozenset()


def laid_last(view: ManitouView, value: int) -> frozenset[tuple[object, ...]]:
    """The bison card laid last, if it shows ``value``: cards are laid spot by spot (MAN-1)."""
    slots = [
        (number, index)
        for number, decks in enumerate(LAYOUTS[view.players], start=1)
        for index in range(len(decks))
    ]
    laid = sum(len(spot.bison) for spot in view.spots)
    if not laid:
        return frozenset()
    number, index = slots[laid - 1]
    bison = view.spots[number - 1].bison
    return frozenset({("bison", number, index)}) if bison[index : index + 1] == (value,) else frozenset()


def played_last(view: ManitouView, action: Play) -> frozenset[tuple[object, ...]]:
    """The card played last at the action's spot, and the warriors it turned face down."""
    if not 1 <= action.spot <= len(view.spots):
        return frozenset()
    if any(spot.cards for spot in view.spots):
        spot = view.spots[action.spot - 1]
    elif view.results and (view.phase is Phase.OVER or view.phase is Phase.LAYING):
        # The play ended the season: it is on the table as scored.
        spot = view.results[-1].hunts[action.spot - 1].spot
    else:
        return frozenset()
    if not spot.cards or spot.cards[-1][1] != action.card:
        return frozenset()
    new = len(spot.cards) - 1
    # The spot before the play, fights played out again in order, shows who was face up.
    before = Spot(spot.bison)
    fight_in_order = view.season.options.pair_rule == "fight-in-order"
    for owner, card in spot.cards[:-1]:
        before = before.with_card(owner, card, fight_in_order=fight_in_order)
    turned = {index for index in before.guard if index not in spot.guard}
    return frozenset({("card", action.spot, index) for index in (new, *sorted(turned))})


def last_chooser(view: ManitouView) -> int | None:
    """The seat that chose last, from the view: seats choose one after another from the
    dealer's left, and a seat with no more cards than it must choose takes them all (MAN-4)."""
    season = view.season
    players = view.players
    if view.phase is Phase.CHOOSING:
        if view.pile_sizes[view.turn]:
            return view.turn
        if view.turn == season.first:
            return None
        seat = (view.turn - 1) % players
    elif view.phase is Phase.DEALING and not any(view.hand_sizes):
        seat = season.dealer
    else:
        return None
    while True:
        wanted = (
            TO_CHOOSE_PUBLISHED_DEALER
            if season.options.dealer_chooses_seven and seat == season.dealer
            else TO_CHOOSE
        )
        if len(season.pools[seat]) > wanted:
            return seat
        if seat == season.first:
            return None
        seat = (seat - 1) % players


def last_drawer(view: ManitouView) -> int | None:
    """The seat that drew last, from the view: the first hands are drawn seat by seat,
    three cards each; after a play, the player draws and the next seat plays (MAN-5)."""
    players = view.players
    turn = view.turn
    if view.phase is Phase.DEALING:
        if view.hand_sizes[turn]:
            return turn
        return None if turn == view.season.first else (turn - 1) % players
    if view.phase is Phase.PLAYING:
        return (turn - 1) % players
    return None


def last_text(view: ManitouView, last: Action | None) -> str | None:
    """``last`` in notation as the view's seat may know it: another seat's choice or
    draw hides its card (as ``notation_for`` writes it)."""
    if last is None:
        return None
    if isinstance(last, Choose) and last_chooser(view) != view.seat:
        return "choose ?"
    if isinstance(last, Draw) and last_drawer(view) != view.seat:
        return "draw ?"
    return str(last)


def last_index(cards: tuple[str, ...], lit: frozenset[tuple[object, ...]], kind: str) -> int | None:
    """Where in ``cards`` the card of ``lit``'s ``kind`` key lies (its last copy), if any."""
    for key in lit:
        if key[0] == kind:
            card = key[1]
            return max(place for place, held in enumerate(cards) if held == card)
    return None
