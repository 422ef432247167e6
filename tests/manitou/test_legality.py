"""The fast paths of the rules agree with a plain reading of them.

Core's ``is_legal`` and ``apply`` find an action in the position's listing,
and each step's listing (``manitou.steps``) asks the rule itself whether an
action is among it, rather than look it up among all the legal actions.
The legal actions and chance outcomes come from tables of public values
(each card's plays and draws, the weights of a draw by the pattern of a pile,
the outcomes of a deck), never from a cache keyed by a hand or a pile, and
what a choosing seat may still choose is handed on from one choice to the
next.
Position by position through random games of every player count and
variant, these tests check all of that against the rules worked out afresh
from the position's public fields, and check that the caches are no part of
a position's value and reach no view.
"""

from __future__ import annotations

import copy
import pickle
import random
from collections import Counter
from collections.abc import Hashable, Iterator
from fractions import Fraction
from typing import TypeVar

import attrs
import pytest

from tablerules import IllegalActionError
from tablerules.manitou import GAME, Choose, Draw, LayBison, ManitouState, Options, Phase, Play
from tablerules.manitou.actions import ManitouAction, choose, draw, play
from tablerules.manitou.components import CARDS, LARGE, LAYOUTS, SPOTS
from tests.manitou.scripts import laid, run, worked_start, worked_turns

#: Every action the tests offer each position: legal somewhere, or nowhere
#: (a card that does not exist, a spot 0 or 4, bison values no deck holds).
UNIVERSE: tuple[ManitouAction, ...] = (
    *(LayBison(value) for value in range(0, 16)),
    *(kind(card) for kind in (Choose, Draw) for card in (*CARDS, "11")),
    *(Play(card, spot) for card in (*CARDS, "11") for spot in range(0, SPOTS + 2)),
)

T = TypeVar("T", bound=Hashable)

#: Values that are no action at all.
MALFORMED: tuple[object, ...] = (None, "play 1 at 1", ("choose", "C"), [], 1)

CASES = [
    pytest.param(players, options, id=f"{players}p-{name}")
    for name, options in GAME.variants().items()
    for players in (2, 3, 4)
]


def positions(players: int, options: Options, seed: int) -> Iterator[ManitouState]:
    """Every position of a random game, chance outcomes picked uniformly."""
    rng = random.Random(seed)
    state = GAME.setup(players=players, options=options)
    while True:
        yield state
        if state.is_over:
            return
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])


def fresh(state: ManitouState) -> ManitouState:
    """The same position built anew from its fields, with nothing cached."""
    return ManitouState(
        state.season, state.phase, state.turn, state.plays, state.spots, state.piles, state.hands
    )


def shares(cards: tuple[T, ...]) -> list[tuple[T, Fraction]]:
    """Each kind among ``cards``, in order of first sight, with its share of them."""
    return [(card, Fraction(count, len(cards))) for card, count in Counter(cards).items()]


def expected_decisions(state: ManitouState) -> list[ManitouAction]:
    """The legal decisions, read from the rules: MAN-4 (choosing) and MAN-6 (playing)."""
    seat = state.turn
    if state.phase is Phase.PLAYING:
        hand = dict.fromkeys(state.hands[seat])
        return [Play(card, spot) for card in hand for spot in range(1, SPOTS + 1)]
    left = Counter(state.season.pools[seat]) - Counter(state.piles[seat])
    return [Choose(card) for card in dict.fromkeys(state.season.pools[seat]) if left[card]]


def expected_outcomes(state: ManitouState) -> list[tuple[ManitouAction, Fraction]]:
    """The chance outcomes, read from the rules: a bison card of the next deck (MAN-1), or a card
    of the drawing seat's pile (MAN-5), each by how many cards show it."""
    if state.phase is Phase.LAYING:
        layout = [deck for decks in LAYOUTS[state.players] for deck in decks]
        next_deck = layout[sum(len(spot.bison) for spot in state.spots)]
        deck = state.season.decks[0 if next_deck == LARGE else 1]
        return [(LayBison(value), share) for value, share in shares(deck)]
    return [(Draw(card), share) for card, share in shares(state.piles[state.turn])]


@pytest.mark.parametrize(("players", "options"), CASES)
@pytest.mark.parametrize("seed", [1, 2])
def test_legal_actions_and_chance_outcomes_are_the_rules_worked_out_afresh(
    players: int, options: Options, seed: int
) -> None:
    for state in positions(players, options, seed):
        twin = fresh(state)
        if state.is_over:
            assert state.legal_actions() == twin.legal_actions() == ()
            assert state.chance_outcomes() == ()
        elif state.to_move == state.turn:
            expected = expected_decisions(state)
            assert list(state.legal_actions()) == list(twin.legal_actions()) == expected
            assert state.chance_outcomes() == ()
        else:
            expected_chance = expected_outcomes(state)
            assert list(state.chance_outcomes()) == list(twin.chance_outcomes()) == expected_chance
            assert sum(share for _, share in state.chance_outcomes()) == 1
            assert list(state.legal_actions()) == [action for action, _ in expected_chance]


@pytest.mark.parametrize(("players", "options"), CASES)
def test_is_legal_accepts_exactly_the_legal_actions(players: int, options: Options) -> None:
    for state in positions(players, options, 3):
        legal = set(state.legal_actions())
        assert {action for action in UNIVERSE if state.is_legal(action)} == legal
        assert {action for action in UNIVERSE if fresh(state).is_legal(action)} == legal


@pytest.mark.parametrize("players", [2, 4])
def test_apply_takes_exactly_the_legal_actions(players: int) -> None:
    for step, state in enumerate(positions(players, Options(), 4)):
        if step % 7:
            continue  # every seventh position: each refusal builds an error
        legal = set(state.legal_actions())
        for action in UNIVERSE:
            if action in legal:
                assert state.apply(action) == fresh(state).apply(action)
            else:
                with pytest.raises(IllegalActionError):
                    state.apply(action)
        for value in MALFORMED:
            assert not state.is_legal(value)
            with pytest.raises(IllegalActionError):
                state.apply(value)


def test_legal_actions_are_the_shared_action_values() -> None:
    """apply() finds them fast; an equal copy is still accepted (conformance checks that)."""
    for state in positions(3, Options(), 5):
        for action in state.legal_actions():
            if isinstance(action, Play):
                assert action is play(action.card, action.spot)
            elif isinstance(action, Choose):
                assert action is choose(action.card)
            elif isinstance(action, Draw):
                assert action is draw(action.card)
        # The same position asked twice gives the same answer.
        assert state.chance_outcomes() == state.chance_outcomes()
        if state.to_move == state.turn:
            assert state.legal_actions() == state.legal_actions()


def test_the_same_hand_or_pile_gets_the_same_actions_in_any_game() -> None:
    """The actions depend on the cards alone: nothing of a game or a seat goes into them."""
    drawing = run(worked_start(), "play 10 at 1")
    playing = worked_turns(1)
    assert drawing.phase is Phase.DRAWING and playing.phase is Phase.PLAYING
    later = attrs.evolve(drawing.season, number=2, dealer=1)
    swapped = attrs.evolve(drawing, season=later, turn=0, piles=drawing.piles[::-1])
    assert swapped.chance_outcomes() == drawing.chance_outcomes()
    swapped = attrs.evolve(playing, season=later, turn=1, hands=playing.hands[::-1])
    assert swapped.legal_actions() == playing.legal_actions()
    assert laid(2, bison=()).chance_outcomes() is laid(4, bison=()).chance_outcomes()


def test_the_handed_over_choices_are_no_part_of_the_value() -> None:
    """What is left to choose is handed from choice to choice; a position built
    anew works it out itself, and equality, hashing and repr ignore it."""
    state = run(laid(2), "choose 10", "choose 5", "choose 5", "choose C")
    twin = fresh(state)
    assert twin == state and hash(twin) == hash(state) and repr(twin) == repr(state)
    assert twin.legal_actions() == state.legal_actions()
    assert Choose("10") not in state.legal_actions() and Choose("5") not in state.legal_actions()
    assert Choose("C") in state.legal_actions()  # the second chief is left
    for copied in (copy.copy(state), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert copied == state and copied.legal_actions() == state.legal_actions()
    assert copy.deepcopy(state).legal_actions() is state.legal_actions()


def test_a_position_with_other_choices_works_out_its_own() -> None:
    """Nothing handed over survives a change of the pile: evolve() and determinize()
    build positions anew, and each offers the choices of its own pile (MAN-4)."""
    state = run(laid(2), "choose 10", "choose 9", "choose 8")
    assert state.phase is Phase.CHOOSING and state.to_move == 1
    other = attrs.evolve(state, piles=(state.piles[0], ("1", "2", "3")))
    assert list(other.legal_actions()) == expected_decisions(other)
    assert Choose("10") in other.legal_actions() and Choose("1") not in other.legal_actions()
    for seed in range(10):
        guess = state.determinize(0, random.Random(seed))
        assert list(guess.legal_actions()) == expected_decisions(guess)


def test_no_view_carries_the_handed_over_choices() -> None:
    """What is left to choose would tell which cards the chooser took (MAN-14)."""
    handed = run(laid(2), "choose 10", "choose 9")
    rebuilt = attrs.evolve(handed, piles=((), ("1", "2")))
    rebuilt.legal_actions()
    for seat in (0, None):
        assert handed.view(seat) == rebuilt.view(seat)
        assert "_choice" not in attrs.asdict(handed.view(seat), recurse=False)
    assert handed.view(1) != rebuilt.view(1)
