"""The checks of one random game that read back what it writes down.

The record replays to the same positions, goes to JSON and back, gives each
seat a log as ``notation_for`` writes it, and fails to replay or load,
naming the step, once an action in it is tampered with; every legal
action's notation reads back as the action, garbage notation is refused,
``repr`` evaluates back, and a position's own text reads back as the
position. Each check takes a :class:`~tablerules.testing.played.PlayedGame`
and the case's pool of actions; ``GAME_CHECKS`` of
:mod:`tablerules.testing.checks` runs them in order, among the others.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import Any, cast

from tablerules.core.errors import NotationError, PositionError, RecordError
from tablerules.core.game import Action
from tablerules.core.record import Record
from tablerules.testing.invariants import GARBAGE_NOTATION, check_states_equal
from tablerules.testing.played import CheckError, PlayedGame, _require

__all__ = [
    "POSITIONS_READ",
    "check_garbage_notation",
    "check_json_round_trip",
    "check_notation_round_trip",
    "check_positions_read_back",
    "check_record_views",
    "check_replay",
    "check_repr_evaluates_back",
    "check_tampered_records",
]


def check_replay(game: PlayedGame, pool: Sequence[Action]) -> None:
    """The record replays to the same positions, which hash alike."""
    replayed = game.record.replay()
    _require(replayed == game.final and hash(replayed) == hash(game.final), "the replay ends elsewhere")
    check_states_equal(list(game.record.states()), game.states)


def check_json_round_trip(game: PlayedGame, pool: Sequence[Action]) -> None:
    """The record goes to JSON and back unchanged, and replays from there."""
    record = game.record
    text = record.to_json()
    data = json.loads(text)
    _require(isinstance(data, dict) and "format" in data, "a record's JSON is an object with a format")
    _require(data["title"] == game.case.title and data["players"] == game.case.players, "title and players")
    again = Record.from_json(text)
    _require(again == record and hash(again) == hash(record), "the record does not come back from JSON")
    _require(again.to_json() == text, "the record's JSON changes on a second trip")
    _require(Record.from_json(text.encode()) == record, "the record does not come back from bytes")
    _require(again.replay() == game.final, "the record read back replays elsewhere")


def check_record_views(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Each seat's log has an entry per action, as ``notation_for`` writes it."""
    for seat in [None, *range(game.case.players)]:
        view = game.record.view(seat)
        _require(view.seat == seat and len(view.actions) == len(game.actions), f"seat {seat}'s log is short")
        _require(all(isinstance(entry, str) and entry for entry in view.actions), "a log entry is empty")
        expected = tuple(
            state.notation_for(action, seat) for state, action in zip(game.states, game.actions, strict=False)
        )
        _require(view.actions == expected, f"seat {seat}'s log is not what notation_for writes")
        if not game.case.game.has_hidden_information:
            _require(
                view.actions == tuple(map(str, game.actions)), "with nothing hidden, logs are the notation"
            )


def check_tampered_records(game: PlayedGame, pool: Sequence[Action]) -> None:
    """A record with an illegal or garbled action fails to replay and to load, naming the step."""
    actions = list(game.actions)
    case = game.case
    for step in sorted({0, len(actions) // 2, len(actions) - 1}):
        bad = next((a for a in pool if not game.states[step].is_legal(a)), None)
        # Where no action of the pool is illegal, None stands in: no action at all.
        wrong = cast(Action, bad)
        tampered = Record(
            case.title, case.players, case.options, [*actions[:step], wrong, *actions[step + 1 :]]
        )
        _expect_record_error(Record.replay, tampered, step, "replaying a record with an illegal action")
        data = json.loads(game.record.to_json())
        data["actions"][step] = str(bad)
        _expect_record_error(Record.from_json, json.dumps(data), step, "loading an illegal action")
        data["actions"][step] = GARBAGE_NOTATION[-1]
        _expect_record_error(Record.from_json, json.dumps(data), step, "loading garbage notation")


def _expect_record_error(call: Callable[[Any], object], argument: object, step: int, what: str) -> None:
    try:
        call(argument)
    except RecordError as error:
        _require(error.step == step, f"{what} names step {error.step}", step)
        return
    raise CheckError(f"{what} did not fail", step=step)


def check_notation_round_trip(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Every legal action's notation reads back as that action."""
    parse = game.case.game.parse_action
    for step, state in enumerate(game.states):
        for action in state.legal_actions():
            text = str(action)
            _require(text and text == text.strip(), f"{action!r} has no tidy notation", step)
            parsed = parse(text, state)
            _require(
                parsed == action and type(parsed) is type(action), f"{text!r} reads back as {parsed!r}", step
            )


def check_garbage_notation(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Text that is no action raises ``NotationError``."""
    for step in (0, len(game.states) // 2):
        for text in GARBAGE_NOTATION:
            try:
                game.case.game.parse_action(text, game.states[step])
            except NotationError:
                continue
            except Exception as error:
                raise CheckError(
                    f"{text!r} raised {type(error).__name__}, not NotationError", step=step
                ) from error
            raise CheckError(f"{text!r} was read as an action", step=step)


def check_repr_evaluates_back(game: PlayedGame, pool: Sequence[Action]) -> None:
    """``eval(repr(action))`` in the action's module gives the action back."""
    for action in dict.fromkeys(a for state in game.states for a in state.legal_actions()):
        namespace = dict(vars(sys.modules[type(action).__module__]))
        try:
            again = eval(repr(action), namespace)
        except Exception as error:
            raise CheckError(f"repr {repr(action)!r} does not evaluate: {error}") from error
        _require(again == action, f"repr {repr(action)!r} evaluates to something else")


#: Positions of one game whose text ``check_positions_read_back`` reads back, at most.
POSITIONS_READ = 60


def check_positions_read_back(game: PlayedGame, pool: Sequence[Action]) -> None:
    """``game.parse_position(str(state))`` is the state, for a title that reads positions.

    Up to ``POSITIONS_READ`` positions spread over the game are read back; a
    title without ``parse_position`` passes.
    """
    title = game.case.game
    states = game.states
    picked = sorted(
        {round(i * (len(states) - 1) / max(1, POSITIONS_READ - 1)) for i in range(POSITIONS_READ)}
    )
    for step in picked:
        state = states[step]
        try:
            again = title.parse_position(str(state), game.case.options)
        except NotImplementedError:
            return
        except PositionError as error:
            raise CheckError(f"the position's own picture does not read back: {error}", step=step) from error
        _require(again == state, "the position's picture reads back as another position", step)
