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

#: Seat 0 deals the first season, so seat 1 chooses, draws and plays first.
WORKED_BISON = (12, 5, 3, 7)
WORKED_CHOICES = {1: ("10", "9", "8", "7", "C", "Q", "M", "1"), 0: ("10", "6", "5", "5", "C", "C", "S", "R")}
WORKED_HANDS = {1: ("10", "C", "9"), 0: ("6", "C", "5")}
#: Each turn: the card played, and the card drawn after it (None: the pile is empty).
WORKED_TURNS: tuple[tuple[str, str | None], ...] = (
    ("play 10 at 1", "draw 8"),  # seat 1
    ("play 6 at 1", "draw 10"),  # seat 0
    ("play C at 3", "draw 7"),  # seat 1: its chief holds spot 3
    ("play C at 1", "draw C"),  # seat 0: its chief holds spot 1
    ("play 9 at 1", "draw Q"),  # seat 1
    ("play C at 1", "draw 5"),  # seat 0: a second chief makes a pair
    ("play Q at 1", "draw M"),  # seat 1: the squaw is sacrificed and takes the second chief down
    ("play 10 at 2", "draw S"),  # seat 0
    ("play M at 1", "draw 1"),  # seat 1: the chief beats the medicine man
    ("play S at 3", "draw R"),  # seat 0: the chief beats the scout
    ("play 8 at 2", None),  # seat 1
    ("play 5 at 2", None),  # seat 0
    ("play 7 at 3", None),  # seat 1
    ("play R at 2", None),  # seat 0: the rain maker holds spot 2
)


def worked_start() -> ManitouState:
    """The worked season, every card chosen and the first hands drawn."""
    return dealt(chosen(laid(2, WORKED_BISON), WORKED_CHOICES), WORKED_HANDS)


def worked_turns(count: int = len(WORKED_TURNS)) -> ManitouState:
    """The worked season after its first ``count`` turns (each with its draw)."""
    state = worked_start()
    for play, drawn in WORKED_TURNS[:count]:
        state = run(state, play, *([drawn] if drawn else []))
    return state


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
