"""A bounded fuzz of every door user input comes in by: records, notation, positions, options, the CLI.

Whatever hypothesis throws at them, each answers with its own ``ValueError``
subclass (or a one-line error and exit status 2 on the command line), never
another exception. Near misses of real pictures, notation and records (a few
edits away, ``near_misses``) get past the first checks of each reader; what
they read as must play on. ``HYPOTHESIS_PROFILE=long`` runs many more examples.
"""

from __future__ import annotations

import contextlib
import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tablerules
from tablerules import IllegalActionError, NotationError, PositionError, Record, RecordError, State
from tablerules.bots import RandomAgent
from tablerules.cli import main
from tablerules.core.registry import BUILT_IN
from tablerules.testing import Case
from tablerules.testing.invariants import check_position
from tablerules.testing.strategies import garbage, near_misses, play_randomly, random_action, seeds
from tests.strategies import cases

TITLES = tablerules.titles()

#: JSON values of any shape, nested a little.
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)


@given(text=st.text(max_size=200) | st.binary(max_size=200).map(bytes))
def test_any_text_is_a_record_or_a_record_error(text: str | bytes) -> None:
    with contextlib.suppress(RecordError):
        Record.from_json(text)


@given(title=st.sampled_from(TITLES), data=json_values, actions=st.lists(st.text(max_size=12), max_size=4))
def test_any_json_record_is_a_record_or_a_record_error(title: str, data: object, actions: list[str]) -> None:
    game = tablerules.load(title)
    for record in (
        {"format": 1, "title": title, "players": game.min_players, "options": data, "actions": actions},
        {"format": 1, "title": title, "players": data, "options": {}, "actions": actions},
        data,
    ):
        with contextlib.suppress(RecordError):
            Record.from_json(json.dumps(record))


@given(title=st.sampled_from(TITLES), text=st.text(max_size=40))
def test_any_text_is_an_action_or_a_notation_error(title: str, text: str) -> None:
    game = tablerules.load(title)
    state = game.setup(players=game.min_players)
    try:
        action = game.parse_action(text, state)
    except NotationError:
        return
    assert game.parse_action(str(action), state) == action


@given(title=st.sampled_from(BUILT_IN), text=st.text(max_size=300))
def test_any_text_is_a_position_or_a_position_error(title: str, text: str) -> None:
    with contextlib.suppress(PositionError):
        tablerules.load(title).parse_position(text)


@given(title=st.sampled_from(TITLES), data=json_values)
def test_any_options_data_is_options_or_a_value_error(title: str, data: object) -> None:
    game = tablerules.load(title)
    try:
        options = game.options_from_json(data)
    except ValueError:
        return
    # Options that read are options setup takes (finding 8 of the rule tester's kit).
    game.setup(players=game.min_players, options=options)


@given(title=st.sampled_from(TITLES), value=garbage())
def test_any_value_is_an_action_or_refused(title: str, value: object) -> None:
    game = tablerules.load(title)
    state = game.setup(players=game.min_players)
    if not state.is_legal(value):
        with pytest.raises(tablerules.IllegalActionError):
            state.apply(value)


WORDS = st.sampled_from(
    ["list", "simulate", "replay", "--json", "-n", "1", "0", "x", "--seed", "--players", "3", "--variant",
     "--option", "a=b", "without_luck=true", "variant=9", "--step", "--final", "--game", "-1", "--version",
     *TITLES]
)  # fmt: skip


@settings(deadline=None)
@given(argv=st.lists(WORDS, max_size=6))
def test_any_command_line_ends_with_a_status_not_a_traceback(
    argv: list[str], tmp_path_factory: pytest.TempPathFactory
) -> None:
    # Replay reads files: point it at a file that is no record, or one that is.
    folder = tmp_path_factory.mktemp("cli")
    junk = folder / "junk.json"
    junk.write_text("{not json")
    argv = [str(junk) if word == "x" and "replay" in argv else word for word in argv]
    status = main(argv)
    assert status in (0, 1, 2)


def test_the_fuzz_reaches_a_real_record(tmp_path: Path) -> None:
    """The CLI fuzz above can hit a real record too: a sanity check that replay of one works."""
    game = tablerules.load("great-plains")
    record = tablerules.play(game, [RandomAgent()] * 2, seed=1)
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    assert main(["replay", str(path), "--final"]) == 0


def a_game(case: Case, seed: int) -> Record:
    """A random game of ``case``."""
    return tablerules.play(case.game, [RandomAgent()] * case.players, seed=seed, options=case.options)


def plays_on(state: State, seed: int) -> None:
    """A position read from outside keeps the invariants all the way to the end of a random game."""
    for position in play_randomly(state, random.Random(seed)):
        check_position(position)


@given(case=cases.filter(lambda case: case.title in BUILT_IN), seed=seeds, data=st.data())
def test_a_near_miss_of_a_picture_is_a_position_that_plays_on_or_a_position_error(
    case: Case, seed: int, data: st.DataObject
) -> None:
    states = list(a_game(case, seed).states())
    text = data.draw(near_misses(str(data.draw(st.sampled_from(states)))))
    try:
        state = case.game.parse_position(text, case.options)
    except PositionError:
        return
    assert case.game.parse_position(str(state), case.options) == state
    plays_on(state, seed)


@given(case=cases, seed=seeds, data=st.data())
def test_a_near_miss_of_a_notation_is_applied_or_refused(case: Case, seed: int, data: st.DataObject) -> None:
    state = data.draw(st.sampled_from(list(a_game(case, seed).states())[:-1]))
    text = data.draw(near_misses(str(random_action(state, random.Random(seed)))))
    try:
        action = case.game.parse_action(text, state)
    except NotationError:
        return
    with contextlib.suppress(IllegalActionError):
        state.apply(action)


@given(case=cases, seed=seeds, data=st.data())
def test_a_near_miss_of_a_record_replays_or_is_a_record_error(
    case: Case, seed: int, data: st.DataObject
) -> None:
    text = data.draw(near_misses(a_game(case, seed).to_json()))
    try:
        final = Record.from_json(text).replay()
    except RecordError:
        return
    plays_on(final, seed)
