"""The conformance suite: what every title must do, checked through the protocol alone.

Parametrised over every registered title, player count and variant, so a new
title is tested the moment it is registered, with no change here. Each test
looks at a few random games (``SEEDS``) played to the end, position by
position; ``test_many_random_games`` (marked slow) plays a thousand per case.
"""

from __future__ import annotations

import copy
import functools
import json
import random
import sys
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

import attrs
import pytest

import tablerules
from tablerules import CHANCE, Action, IllegalActionError, NotationError, Record, RecordError, State
from tablerules.bots import RandomAgent
from tablerules.core.play import play_state
from tests.strategies import (
    GARBAGE_NOTATION,
    MALFORMED,
    ForeignAction,
    GameCase,
    check_outcome,
    check_position,
    check_refused,
    check_states_equal,
    check_views,
    distinct,
    game_cases,
)

TestT = TypeVar("TestT", bound=Callable[..., Any])

SEEDS = range(8)
SLOW_GAMES = 1000

#: Known bugs in title code, by (title, test name): the reason, and the errors the bug causes.
#: The test is a strict expected failure for that title until the bug is fixed.
KNOWN_BUGS: dict[tuple[str, str], tuple[str, tuple[type[BaseException], ...]]] = {}


def case_params(test_name: str) -> list[object]:
    """Every case, marked as an expected failure where a known bug breaks ``test_name``."""
    params: list[object] = []
    for case in game_cases():
        bug = KNOWN_BUGS.get((case.title, test_name))
        marks = [pytest.mark.xfail(strict=True, reason=bug[0], raises=bug[1])] if bug else []
        params.append(pytest.param(case, id=str(case), marks=marks))
    return params


def each_case(test: TestT) -> TestT:
    """Parametrise ``test`` over every case (with its known-bug marks)."""
    return pytest.mark.parametrize("case", case_params(test.__name__))(test)


each_seed = pytest.mark.parametrize("seed", SEEDS)


@attrs.frozen
class PlayedGame:
    """A random game played to the end, and every position it went through."""

    case: GameCase
    seed: int
    record: Record
    states: tuple[State, ...]

    @property
    def actions(self) -> tuple[Action, ...]:
        return self.record.actions

    @property
    def final(self) -> State:
        return self.states[-1]


@functools.cache
def played(case: GameCase, seed: int) -> PlayedGame:
    """The game ``tablerules.play`` records with random agents and ``seed``, walked step by step."""
    agents = [RandomAgent()] * case.players
    record = tablerules.play(case.game, agents, seed=seed, options=case.options)
    states = [case.setup()]
    for action in record.actions:
        states.append(states[-1].apply(action))
    return PlayedGame(case, seed, record, tuple(states))


@functools.cache
def action_pool(case: GameCase) -> tuple[Action, ...]:
    """Every action legal somewhere in the sample games of ``case``."""
    return tuple(
        distinct(
            action
            for seed in SEEDS
            for state in played(case, seed).states
            for action in state.legal_actions()
        )
    )


# -- the game as a whole --------------------------------------------------------


@each_case
def test_game_describes_itself(case: GameCase) -> None:
    game = case.game
    assert game.id == case.title
    assert isinstance(game.name, str) and game.name
    assert 1 <= game.min_players <= game.max_players
    assert list(game.player_counts) == list(range(game.min_players, game.max_players + 1))
    assert isinstance(game.has_hidden_information, bool)
    assert eval(repr(game), {"tablerules": tablerules}) is game
    variants = game.variants()
    assert variants, "every title has at least its standard rules"
    assert next(iter(variants.values())) == game.options_type(), "the first variant is the default"


@each_case
def test_setup_is_deterministic_and_defaults_to_the_first_variant(case: GameCase) -> None:
    state = case.setup()
    assert state == case.setup()
    assert hash(state) == hash(case.setup())
    assert state.players == case.players
    if case.variant == next(iter(case.game.variants())):
        assert case.game.setup(players=case.players) == state


@each_case
def test_options_round_trip_through_json(case: GameCase) -> None:
    game = case.game
    data = json.loads(json.dumps(game.options_to_json(case.options)))
    assert game.options_from_json(data) == case.options


@each_case
@pytest.mark.parametrize("players", [-1, 0, 99, "2", 2.0, True, [2]])
def test_setup_refuses_bad_player_counts(case: GameCase, players: object) -> None:
    if players in case.game.player_counts and type(players) is int:
        pytest.skip("a valid count for this title")
    with pytest.raises(ValueError):
        case.game.setup(players=players, options=case.options)


@each_case
@pytest.mark.parametrize("options", ["standard", 0, object(), {"without_luck": True}])
def test_setup_refuses_options_of_the_wrong_type(case: GameCase, options: object) -> None:
    with pytest.raises(ValueError):
        case.game.setup(players=case.players, options=options)


# -- random play ----------------------------------------------------------------


@each_case
@each_seed
def test_random_play_reaches_the_end(case: GameCase, seed: int) -> None:
    game = played(case, seed)
    assert game.final.is_over
    assert game.record.title == case.title
    assert game.record.players == case.players
    assert game.record.options == case.options
    # play() and play_state() draw chance and choices from the same seeded generators.
    final, actions = play_state(case.setup(), [RandomAgent()] * case.players, seed=seed)
    assert tuple(actions) == game.actions
    assert final == game.final


@each_case
@each_seed
def test_every_position_keeps_the_invariants(case: GameCase, seed: int) -> None:
    for state in played(case, seed).states:
        check_position(state)


@each_case
@each_seed
def test_turns_and_outcome(case: GameCase, seed: int) -> None:
    *running, final = played(case, seed).states
    for state in running:
        assert not state.is_over
        assert state.to_move is not None
        assert state.legal_actions()
        assert state.outcome() is None
    assert final.is_over and final.to_move is None
    assert len(final.legal_actions()) == 0
    outcome = final.outcome()
    assert outcome is not None
    check_outcome(final, outcome)


@each_case
@each_seed
def test_chance_nodes_are_explicit(case: GameCase, seed: int) -> None:
    for state, action in zip(played(case, seed).states, played(case, seed).actions, strict=False):
        outcomes = dict(state.chance_outcomes())
        if state.to_move is CHANCE:
            assert sum(outcomes.values()) == 1
            assert Counter(list(outcomes)) == Counter(state.legal_actions())
            assert action in outcomes
        else:
            assert outcomes == {}


# -- replay and records -------------------------------------------------------


@each_case
@each_seed
def test_replay_equals_the_original(case: GameCase, seed: int) -> None:
    game = played(case, seed)
    replayed = game.record.replay()
    assert replayed == game.final
    assert hash(replayed) == hash(game.final)
    check_states_equal(list(game.record.states()), game.states)


@each_case
@each_seed
def test_record_round_trips_through_json(case: GameCase, seed: int) -> None:
    record = played(case, seed).record
    text = record.to_json()
    data = json.loads(text)
    assert isinstance(data, dict) and "format" in data
    assert data["title"] == case.title and data["players"] == case.players
    again = Record.from_json(text)
    assert again == record
    assert hash(again) == hash(record)
    assert again.to_json() == text
    assert Record.from_json(text.encode()) == record
    assert again.replay() == played(case, seed).final


@each_case
@each_seed
def test_record_view_has_one_entry_per_action(case: GameCase, seed: int) -> None:
    game = played(case, seed)
    for seat in [None, *range(case.players)]:
        view = game.record.view(seat)
        assert view.seat == seat
        assert view.title == case.title and view.players == case.players
        assert len(view.actions) == len(game.actions)
        assert all(isinstance(entry, str) and entry for entry in view.actions)
        expected = tuple(
            state.notation_for(action, seat) for state, action in zip(game.states, game.actions, strict=False)
        )
        assert view.actions == expected
        if not case.game.has_hidden_information:
            assert view.actions == tuple(str(action) for action in game.actions)


@each_case
@each_seed
def test_tampered_records_name_the_failing_step(case: GameCase, seed: int) -> None:
    game = played(case, seed)
    actions = list(game.actions)
    for step in sorted({0, len(actions) // 2, len(actions) - 1}):
        bad = next((a for a in action_pool(case) if not game.states[step].is_legal(a)), None)
        tampered = Record(
            case.title, case.players, case.options, [*actions[:step], bad, *actions[step + 1 :]]
        )
        with pytest.raises(RecordError) as caught:
            tampered.replay()
        assert caught.value.step == step
        data = json.loads(game.record.to_json())
        data["actions"][step] = str(bad)
        with pytest.raises(RecordError) as caught:
            Record.from_json(json.dumps(data))
        assert caught.value.step == step
        data["actions"][step] = GARBAGE_NOTATION[-1]
        with pytest.raises(RecordError) as caught:
            Record.from_json(json.dumps(data))
        assert caught.value.step == step


# -- notation -------------------------------------------------------------------


@each_case
@each_seed
def test_notation_round_trips_for_every_legal_action(case: GameCase, seed: int) -> None:
    parse = case.game.parse_action
    for state in played(case, seed).states:
        for action in state.legal_actions():
            text = str(action)
            assert text and text == text.strip()
            parsed = parse(text, state)
            assert parsed == action, f"{text!r} reads back as {parsed!r}, not {action!r}"
            assert type(parsed) is type(action)


@each_case
@pytest.mark.parametrize("text", GARBAGE_NOTATION)
def test_garbage_notation_raises_notation_error(case: GameCase, text: str) -> None:
    for state in (played(case, 0).states[0], played(case, 0).states[len(played(case, 0).states) // 2]):
        with pytest.raises(NotationError) as caught:
            case.game.parse_action(text, state)
        assert isinstance(caught.value, ValueError)


@each_case
def test_action_repr_evaluates_back(case: GameCase) -> None:
    for action in action_pool(case):
        namespace = vars(sys.modules[type(action).__module__])
        assert eval(repr(action), dict(namespace)) == action


@each_case
@each_seed
def test_equal_copies_of_actions_apply_alike(case: GameCase, seed: int) -> None:
    for state in played(case, seed).states:
        for action in state.legal_actions():
            twin = copy.deepcopy(action)
            assert twin == action and hash(twin) == hash(action)
            assert state.apply(twin) == state.apply(action)


# -- views and hidden information -----------------------------------------------


@each_case
@each_seed
def test_views_show_a_seat_what_it_may_know(case: GameCase, seed: int) -> None:
    rng = random.Random(seed)
    for state in played(case, seed).states:
        check_views(state, case.game.has_hidden_information, rng)


# -- illegal actions ------------------------------------------------------------


@each_case
@each_seed
def test_actions_legal_elsewhere_are_refused_here(case: GameCase, seed: int) -> None:
    pool = action_pool(case)
    for state in played(case, seed).states:
        legal = set(state.legal_actions())
        for action in pool:
            if action in legal:
                assert state.is_legal(action)
            else:
                error = check_refused(state, action)
                if state.is_over:
                    assert error.rule == "core.game-over"


@each_case
@each_seed
@pytest.mark.parametrize("value", MALFORMED, ids=repr)
def test_malformed_values_are_refused(case: GameCase, seed: int, value: object) -> None:
    for state in played(case, seed).states:
        check_refused(state, value)


@each_case
def test_a_foreign_action_names_the_title(case: GameCase) -> None:
    state = played(case, 0).states[1]
    error = check_refused(state, ForeignAction())
    assert error.rule == "core.not-an-action"
    assert error.action == ForeignAction()


@each_case
@each_seed
def test_apply_all_is_all_or_nothing(case: GameCase, seed: int) -> None:
    game = played(case, seed)
    start, actions = game.states[0], list(game.actions)
    assert start.apply_all(actions) == game.final
    assert start.apply_all(iter(actions)) == game.final
    assert start.apply_all([]) == start
    for step in sorted({0, 1, len(actions) // 3, len(actions) - 1}):
        bad = next((a for a in action_pool(case) if not game.states[step].is_legal(a)), None)
        for wrong in (bad, None):
            with pytest.raises(IllegalActionError) as caught:
                start.apply_all([*actions[:step], wrong, *actions[step + 1 :]])
            assert caught.value.step == step
            assert f"step {step}" in str(caught.value)
            assert caught.value.rule and caught.value.reason
    with pytest.raises(IllegalActionError) as caught:
        start.apply_all([*actions, actions[-1]])
    assert caught.value.step == len(actions)
    assert caught.value.rule == "core.game-over"
    assert start == case.setup() and hash(start) == hash(case.setup())


# -- positions as values --------------------------------------------------------


@each_case
@each_seed
def test_states_are_values(case: GameCase, seed: int) -> None:
    game = played(case, seed)
    replayed = list(game.record.states())
    for state, twin in zip(game.states, replayed, strict=True):
        assert state == twin and hash(state) == hash(twin)
        assert copy.deepcopy(state) == state
        assert repr(state)
        assert str(state).strip()
    # A replayed position finds the original in a dict: equal values, equal hashes.
    by_value = {state: index for index, state in enumerate(game.states)}
    assert all(by_value[twin] >= index for index, twin in enumerate(replayed))
    assert game.states[0] != game.final


@each_case
@each_seed
def test_old_states_are_untouched_by_apply(case: GameCase, seed: int) -> None:
    game = played(case, seed)
    snapshots = [(hash(state), str(state)) for state in game.states]
    # Apply every legal action to every position; nothing may change the positions themselves.
    for state in game.states:
        for action in state.legal_actions():
            state.apply(action)
    assert [(hash(state), str(state)) for state in game.states] == snapshots
    assert list(game.record.states()) == list(game.states)


@each_case
@each_seed
def test_scores_are_the_score_sheet_totals(case: GameCase, seed: int) -> None:
    for state in played(case, seed).states:
        sheet = state.score_sheet()
        assert tuple(state.scores()) == tuple(sheet.totals())
        assert all(0 <= item.seat < case.players for item in sheet.items)
        assert isinstance(sheet.table(), str) and sheet.table()


# -- long runs ------------------------------------------------------------------


@pytest.mark.slow
@each_case
def test_many_random_games(case: GameCase) -> None:
    agents = [RandomAgent()] * case.players
    for seed in range(SLOW_GAMES):
        record = tablerules.play(case.game, agents, seed=f"slow-{seed}", options=case.options)
        states = list(record.states())
        for state in states:
            check_position(state)
            for action in state.legal_actions():
                assert case.game.parse_action(str(action), state) == action
        assert states[-1].is_over
        assert Record.from_json(record.to_json()) == record
        for value in MALFORMED:
            check_refused(states[len(states) // 2], value)
