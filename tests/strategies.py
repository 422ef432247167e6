"""What the property tests draw from: which game to play, seeds, and bad input.

Everything here goes through the protocol only (``tablerules.titles()``,
``Game``, ``State``), so a newly registered title is covered without a change.
The invariants every position must satisfy live here too, because the
conformance suite and the stateful machine both check them.
"""

from __future__ import annotations

import copy
import importlib
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Any

import attrs
from hypothesis import strategies as st

import tablerules
from tablerules import CHANCE, Action, Game, IllegalActionError, Outcome, State


@attrs.frozen
class GameCase:
    """One way to play: a title, a player count and a named variant of it."""

    title: str
    players: int
    variant: str

    @property
    def game(self) -> Game[Any, Any]:
        return tablerules.load(self.title)

    @property
    def options(self) -> object:
        return self.game.variants()[self.variant]

    def setup(self) -> State:
        return self.game.setup(players=self.players, options=self.options)

    def __str__(self) -> str:
        return f"{self.title}-{self.players}p-{self.variant}"


def game_cases() -> list[GameCase]:
    """Every registered title, with every player count and every variant."""
    return [
        GameCase(title, players, variant)
        for title in tablerules.titles()
        for players in tablerules.load(title).player_counts
        for variant in tablerules.load(title).variants()
    ]


#: A game to play, drawn from every title x player count x variant.
cases = st.sampled_from(game_cases())

#: (title, players, options) triples, for tests that want the raw values.
triples = cases.map(lambda case: (case.title, case.players, case.options))

#: Seeds for ``random.Random`` and ``tablerules.play``.
seeds = st.integers(min_value=0, max_value=2**32 - 1)


@attrs.frozen
class ForeignAction(Action):
    """An action of a title that does not exist: no real title may accept it."""

    name: str = "foreign"

    def __str__(self) -> str:
        return self.name


#: Values that are no action of any title; ``apply`` must refuse each of them.
MALFORMED: tuple[object, ...] = (
    None,
    0,
    3.5,
    "pass",
    "",
    object(),
    ForeignAction(),
    ("pass",),
    [],
)

#: Text that no title's notation should read.
GARBAGE_NOTATION: tuple[str, ...] = ("", "   ", "%%% no such action %%%", "pass pass pass 99 zz")


def malformed_values() -> st.SearchStrategy[object]:
    """One of the values no title may accept as an action."""
    return st.sampled_from(MALFORMED)


def random_action(state: State, rng: random.Random) -> Action:
    """A legal action picked uniformly (chance outcomes too, whatever their weights)."""
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def play_randomly(state: State, rng: random.Random, *, limit: int | None = None) -> list[State]:
    """The positions of a random game from ``state`` (inclusive), to the end or ``limit`` steps."""
    states = [state]
    while not state.is_over and (limit is None or len(states) <= limit):
        state = state.apply(random_action(state, rng))
        states.append(state)
    return states


def distinct(actions: Iterable[Action]) -> list[Action]:
    """The actions without repeats, in first-seen order (a set's order varies between runs)."""
    return list(dict.fromkeys(actions))


# -- invariants ----------------------------------------------------------------


def check_refused(state: State, action: object) -> IllegalActionError:
    """``action`` is refused with a rule and a reason, and ``state`` stays as it was."""
    before_hash = hash(state)
    assert not state.is_legal(action), f"{action!r} should not be legal"
    try:
        state.apply(action)
    except IllegalActionError as error:
        assert isinstance(error, ValueError)
        assert isinstance(error.rule, str) and error.rule, "a refusal names its rule"
        assert isinstance(error.reason, str) and error.reason, "a refusal says why"
        assert error.step is None
        assert error.rule in str(error) and error.reason in str(error)
        assert hash(state) == before_hash
        return error
    raise AssertionError(f"{action!r} was applied to a state where it is not legal")


def check_refused_by(state: State, action: object, rule: str) -> None:
    """``action`` is refused by ``rule`` exactly, and ``state`` is unchanged and still plays on."""
    before = copy.deepcopy(state)
    error = check_refused(state, action)
    assert error.rule == rule
    assert error.action == action
    assert f"[{rule}]" in str(error)
    assert state.refusal(action).rule == rule
    assert state == before
    assert hash(state) == hash(before)
    for legal in state.legal_actions()[:3]:
        state.apply(legal)


def check_rulebook_entry(sentence: str, tests: Sequence[str], package: str) -> None:
    """A rulebook sentence names at least one test, and every named ``module::test`` exists."""
    assert tests, f"no test checks {sentence!r}"
    for name in tests:
        module_name, function = name.split("::")
        module = importlib.import_module(f"{package}.{module_name}")
        assert callable(getattr(module, function, None)), f"{name} (for {sentence!r}) does not exist"


def check_outcome(state: State, outcome: Outcome) -> None:
    """A finished game's outcome: final scores, every seat ranked once, winners first."""
    players = state.players
    assert isinstance(outcome, Outcome)
    assert tuple(outcome.scores) == tuple(state.scores())
    ranked = [seat for place in outcome.ranking for seat in place]
    assert sorted(ranked) == list(range(players)), "every seat has exactly one place"
    assert all(place for place in outcome.ranking)
    assert outcome.winners == outcome.ranking[0]
    assert set(outcome.winners) <= set(range(players))
    assert outcome.is_draw == (len(outcome.winners) > 1)
    if outcome.is_draw:
        assert outcome.tiebreak is None, "a draw was decided by no tie-break"
    for place in outcome.ranking:
        assert len({outcome.scores[seat] for seat in place}) == 1, "seats sharing a place share a score"
    tops = [outcome.scores[place[0]] for place in outcome.ranking]
    assert tops == sorted(tops, reverse=True), "higher scores rank first"


def check_chance(state: State) -> None:
    """At a chance node the outcomes are the legal actions and their chances sum to exactly 1."""
    outcomes = state.chance_outcomes()
    legal = state.legal_actions()
    if state.to_move is CHANCE:
        assert outcomes, "a chance node has outcomes"
        assert all(isinstance(p, Fraction) and 0 < p <= 1 for _, p in outcomes)
        assert sum((p for _, p in outcomes), Fraction(0)) == 1
        actions = [action for action, _ in outcomes]
        assert len(set(actions)) == len(actions), "each outcome is listed once"
        assert Counter(actions) == Counter(legal)
    else:
        assert len(outcomes) == 0, "only chance nodes have chance outcomes"


def check_position(state: State) -> None:
    """The cheap invariants of any position: whose turn, legal actions, scores, outcome."""
    players = state.players
    to_move = state.to_move
    legal = state.legal_actions()
    assert state.is_over == (to_move is None)
    assert to_move is None or to_move is CHANCE or to_move in range(players)
    if state.is_over:
        assert len(legal) == 0, "nothing is legal once the game is over"
        outcome = state.outcome()
        assert outcome is not None
        check_outcome(state, outcome)
    else:
        assert len(legal) > 0, "someone can always do something before the end"
        assert len(set(legal)) == len(legal), "legal actions are listed once each"
        assert state.outcome() is None
        assert all(isinstance(action, Action) for action in legal)
    check_chance(state)
    scores = state.scores()
    assert len(scores) == players and all(isinstance(score, int) for score in scores)
    assert tuple(scores) == tuple(state.score_sheet().totals())
    assert hash(state) == hash(state)


def check_views(state: State, hidden: bool, rng: random.Random) -> None:
    """What a seat sees: everything, or (hidden information) the same in states it cannot tell apart."""
    spectator = state.view(None)
    for seat in range(state.players):
        view = state.view(seat)
        if not hidden:
            assert view == spectator, "with nothing hidden every seat sees everything"
            assert state.determinize(seat, rng) == state
            continue
        for _ in range(2):
            other = state.determinize(seat, rng)
            assert other.view(seat) == view, "a determinized state looks the same to that seat"
            assert other.to_move == state.to_move
            assert other.is_over == state.is_over
            if state.to_move == seat:
                assert Counter(other.legal_actions()) == Counter(state.legal_actions())


def check_states_equal(a: Sequence[State], b: Sequence[State]) -> None:
    """Two runs of positions are equal one by one, and hash alike."""
    assert len(a) == len(b)
    for x, y in zip(a, b, strict=True):
        assert x == y
        assert hash(x) == hash(y)
