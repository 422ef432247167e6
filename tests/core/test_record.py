"""Records: JSON that is read back exactly, and every way a record can be wrong."""

from __future__ import annotations

import json
from typing import Any

import pytest

import tablerules
from tablerules import Record, RecordError, RecordView
from tablerules.bots import RandomAgent
from tablerules.core.record import FORMAT

TITLE = "beasty-borders"


@pytest.fixture(scope="module")
def record() -> Record:
    game = tablerules.load(TITLE)
    return tablerules.play(game, [RandomAgent()] * game.min_players, seed=7)


def data_of(record: Record) -> dict[str, Any]:
    data = json.loads(record.to_json())
    assert isinstance(data, dict)
    return data


def refused(data: object, *, step: int | None = None) -> RecordError:
    text = data if isinstance(data, str | bytes) else json.dumps(data)
    with pytest.raises(RecordError) as caught:
        Record.from_json(text)
    assert caught.value.step == step
    return caught.value


def test_json_layout(record: Record) -> None:
    data = data_of(record)
    assert data["format"] == FORMAT == 1
    assert data["title"] == TITLE
    assert data["players"] == record.players
    assert data["actions"] == [str(action) for action in record.actions]
    assert isinstance(data["options"], dict)


def test_json_round_trip(record: Record) -> None:
    assert Record.from_json(record.to_json()) == record
    assert Record.from_json(record.to_json().encode()) == record


def test_records_are_values(record: Record) -> None:
    again = Record(record.title, record.players, record.options, list(record.actions))
    assert again == record and hash(again) == hash(record)
    assert isinstance(again.actions, tuple)


@pytest.mark.parametrize("text", ["", "{", "not json", b"\xff\xfe\x00", "{'format': 1}"])
def test_text_that_is_not_json(text: str | bytes) -> None:
    assert "not JSON" in str(refused(text))


@pytest.mark.parametrize("data", [[], "record", 1, None])
def test_a_record_is_a_json_object(data: object) -> None:
    refused(data)


@pytest.mark.parametrize("version", [None, 0, 2, "1", 1.5, True])
def test_the_format_version_must_be_known(record: Record, version: object) -> None:
    data = data_of(record)
    data["format"] = version
    assert "format" in str(refused(data))


def test_a_missing_format_version(record: Record) -> None:
    data = data_of(record)
    del data["format"]
    refused(data)


def test_an_unknown_title_names_the_known_ones(record: Record) -> None:
    data = data_of(record)
    data["title"] = "no-such-title"
    message = str(refused(data))
    assert "no-such-title" in message
    assert all(title in message for title in tablerules.titles())


@pytest.mark.parametrize("title", [None, 3, ["beasty-borders"]])
def test_the_title_must_be_a_string(record: Record, title: object) -> None:
    data = data_of(record)
    data["title"] = title
    refused(data)


@pytest.mark.parametrize("players", [None, 0, 3, 99, -2, "2", 2.0, True])
def test_bad_player_counts(record: Record, players: object) -> None:
    data = data_of(record)
    data["players"] = players
    refused(data)


@pytest.mark.parametrize(
    "options", [[], "standard", {"no_such_option": 1}, {"without_luck": True, "layout": [1]}]
)
def test_bad_options(record: Record, options: object) -> None:
    data = data_of(record)
    data["options"] = options
    refused(data)


@pytest.mark.parametrize("actions", [None, "roll 3", [1, 2], ["lay 1", None]])
def test_actions_are_a_list_of_notation(record: Record, actions: object) -> None:
    data = data_of(record)
    data["actions"] = actions
    refused(data)


def test_a_tampered_action_names_its_step(record: Record) -> None:
    data = data_of(record)
    step = len(data["actions"]) // 2
    state = list(record.states())[step]
    # "roll 9" is notation the title reads, but never legal: a D8 has no 9.
    illegal = "roll 9"
    assert not state.is_legal(tablerules.load(TITLE).parse_action(illegal, state))
    data["actions"][step] = illegal
    error = refused(data, step=step)
    assert str(error).startswith(f"step {step}: ")


def test_unreadable_notation_names_its_step(record: Record) -> None:
    data = data_of(record)
    data["actions"][5] = "teleport the signpost"
    error = refused(data, step=5)
    assert "teleport the signpost" in str(error)


def test_actions_after_the_end_name_their_step(record: Record) -> None:
    data = data_of(record)
    data["actions"].append("pass")
    refused(data, step=len(record.actions))


def test_a_truncated_record_still_reads(record: Record) -> None:
    data = data_of(record)
    data["actions"] = data["actions"][:10]
    partial = Record.from_json(json.dumps(data))
    assert partial.actions == record.actions[:10]
    assert not partial.replay().is_over


def test_replay_of_a_tampered_record_names_the_step(record: Record) -> None:
    actions = list(record.actions)
    actions[3], actions[40] = actions[40], actions[3]
    tampered = Record(record.title, record.players, record.options, actions)
    with pytest.raises(RecordError) as caught:
        tampered.replay()
    assert caught.value.step is not None and caught.value.step <= 40
    assert isinstance(caught.value.__cause__, tablerules.IllegalActionError)


@pytest.mark.parametrize(("title", "players"), [("no-such-title", 2), (TITLE, 3)])
def test_replay_of_a_record_that_cannot_be_set_up(record: Record, title: str, players: int) -> None:
    with pytest.raises(RecordError) as caught:
        Record(title, players, record.options, record.actions).replay()
    assert caught.value.step is None


def test_replay_and_states(record: Record) -> None:
    states = list(record.states())
    assert len(states) == len(record.actions) + 1
    assert states[-1] == record.replay()
    assert states[0] == tablerules.load(TITLE).setup(players=record.players, options=record.options)


def test_a_record_may_leave_the_options_out(record: Record) -> None:
    bare = Record(record.title, record.players, None, record.actions)
    assert bare.replay() == record.replay()
    assert Record.from_json(bare.to_json()) == record


def test_a_record_view_is_one_entry_per_action(record: Record) -> None:
    for seat in (None, 0, 1):
        view = record.view(seat)
        assert isinstance(view, RecordView)
        assert view.seat == seat
        assert (view.title, view.players, view.options) == (record.title, record.players, record.options)
        assert view.actions == tuple(str(action) for action in record.actions)


def test_the_game_of_a_record(record: Record) -> None:
    assert record.game is tablerules.load(TITLE)


@pytest.mark.parametrize("text", [5, None, ["format"], "[" * 100_000 + "]" * 100_000])
def test_what_is_not_record_text_is_a_record_error(text: object) -> None:
    """Not text, or JSON nested past Python's recursion limit: a RecordError, never a crash."""
    with pytest.raises(RecordError):
        Record.from_json(text)  # type: ignore[arg-type]
