"""Positions for the Manitou tests, reached by forcing every chance outcome.

Every position here is played through the checked ``apply``: chance outcomes
are chosen, never sampled, as DESIGN.md's "a test can force any draw" says.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from tablerules.core.chance import CHANCE
from tablerules.manitou import GAME, ManitouState, Options
from tablerules.manitou.actions import parse_action
from tablerules.manitou.examples import WORKED_BISON as WORKED_BISON
from tablerules.manitou.examples import WORKED_CHOICES as WORKED_CHOICES
from tablerules.manitou.examples import WORKED_HANDS as WORKED_HANDS
from tablerules.manitou.examples import WORKED_TURNS as WORKED_TURNS
from tablerules.manitou.examples import worked_season


def run(state: ManitouState, *texts: str) -> ManitouState:
    """``state`` after the actions written in notation, each checked."""
    return state.apply_all(parse_action(text) for text in texts)


def new_game(players: int = 2, options: Options | None = None) -> ManitouState:
    return GAME.setup(players=players, options=options)


def laid(
    players: int = 2,
    bison: Iterable[int] = (12, 5, 3, 7),
    options: Options | None = None,
    *,
    pools: tuple[tuple[str, ...], ...] | None = None,
) -> ManitouState:
    """A new game with the first season's bison cards laid in the given order.

    ``pools`` gives the tribes other cards, as if earlier seasons had taken prisoners.
    """
    state = new_game(players, options)
    if pools is not None:
        state = attrs.evolve(state, season=attrs.evolve(state.season, pools=pools))
    return run(state, *(f"bison {value}" for value in bison))


def chosen(state: ManitouState, choices: dict[int, Iterable[str]]) -> ManitouState:
    """Every seat that must choose chooses these cards, in turn order."""
    while state.to_move == state.turn and state.phase.name == "CHOOSING":
        seat = state.turn
        state = run(state, *(f"choose {card}" for card in choices[seat]))
        assert state.turn != seat or state.phase.name != "CHOOSING", f"seat {seat} chose too few cards"
    return state


def dealt(state: ManitouState, hands: dict[int, Iterable[str]]) -> ManitouState:
    """Every seat draws these first cards, in turn order."""
    while state.phase.name == "DEALING":
        seat = state.turn
        state = run(state, *(f"draw {card}" for card in hands[seat]))
        assert state.turn != seat or state.phase.name != "DEALING", f"seat {seat} drew too few cards"
    return state


# -- the worked season: two players, every rule of a season in fourteen turns ---------
# The rules page's example, kept in tablerules.manitou.examples with its pictures.


def worked_start() -> ManitouState:
    """The worked season, every card chosen and the first hands drawn."""
    return worked_season(0)


def worked_turns(count: int = len(WORKED_TURNS)) -> ManitouState:
    """The worked season after its first ``count`` turns (each with its draw)."""
    return worked_season(count)


def swapped(state: ManitouState, seat: int, hand: tuple[str, ...], pile: tuple[str, ...]) -> ManitouState:
    """``state`` with ``seat``'s hand and pile replaced (a position another seat cannot tell apart)."""
    hands = (*state.hands[:seat], hand, *state.hands[seat + 1 :])
    piles = (*state.piles[:seat], pile, *state.piles[seat + 1 :])
    return attrs.evolve(state, hands=hands, piles=piles)


def first_choices(state: ManitouState, *, until_season: int | None = None) -> ManitouState:
    """Play on with the first legal action everywhere, to the given season (or the end)."""
    while not state.is_over and (until_season is None or state.season.number < until_season):
        state = state.apply(state.legal_actions()[0])
    return state


def hunted_season(
    players: int,
    bison: Iterable[int],
    pools: tuple[tuple[str, ...], ...],
    spot_for: Callable[[int, str], int],
    options: Options | None = None,
) -> ManitouState:
    """The first season played out to its scoring, every step checked.

    Each tribe is ``pools``: with 7 cards or fewer a seat takes them all without
    choosing. Every draw is forced to the pile's first card (never sampled);
    each seat plays the first card of its hand at spot ``spot_for(seat, card)``.
    """
    state = laid(players, bison, options, pools=pools)
    while state.season.number == 1:
        if state.to_move is CHANCE:
            state = state.apply(state.legal_actions()[0])
        else:
            card = state.hands[state.turn][0]
            state = run(state, f"play {card} at {spot_for(state.turn, card)}")
    return state
