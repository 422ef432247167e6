"""Record files read by ``core.record``: one record, or JSON Lines of them, each read when
asked for, every fault a ``RecordError`` naming the file and the line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tablerules
from tablerules import Record, RecordError
from tablerules.bots import RandomAgent
from tablerules.core import read_records

GAME = tablerules.load("great-plains")


@pytest.fixture(scope="module")
def records() -> list[Record]:
    return [tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=seed) for seed in (1, 2, 3)]


def refused(path: Path) -> str:
    with pytest.raises(RecordError) as caught:
        read_records(path)[0]
    return str(caught.value)


def test_a_file_of_one_record_compact_or_pretty(tmp_path: Path, records: list[Record]) -> None:
    compact, pretty = tmp_path / "compact.json", tmp_path / "pretty.json"
    compact.write_text(records[0].to_json())
    pretty.write_text(json.dumps(json.loads(records[0].to_json()), indent=2))
    for path in (compact, pretty, str(compact)):
        read = read_records(path)
        assert len(read) == 1 and read[0] == records[0] and list(read) == records[:1]


def test_json_lines_in_order(tmp_path: Path, records: list[Record]) -> None:
    path = tmp_path / "games.jsonl"
    path.write_text("".join(record.to_json() + "\n" for record in records) + "\n")
    read = read_records(path)
    assert len(read) == 3
    assert read[1] == records[1] and read[-1] == records[2]
    assert read[1:] == tuple(records[1:])
    assert repr(read) == f"read_records({str(path)!r})"
    with pytest.raises(IndexError):
        read[3]


def test_a_record_is_read_only_when_asked_for(tmp_path: Path, records: list[Record]) -> None:
    """A bad record costs nothing until it is asked for; then it is named by its line."""
    tampered = json.loads(records[1].to_json())
    tampered["actions"][0] = "pass"
    path = tmp_path / "games.jsonl"
    path.write_text(f"{records[0].to_json()}\n{json.dumps(tampered)}\n")
    read = read_records(path)
    assert read[0] == records[0]
    with pytest.raises(RecordError, match=r"games\.jsonl' line 2 is not a record that replays: step 0:"):
        read[1]


def test_a_line_that_is_no_record_is_named_when_the_file_is_read(
    tmp_path: Path, records: list[Record]
) -> None:
    path = tmp_path / "games.jsonl"
    path.write_text(f"{records[0].to_json()}\ngarbage\n")
    with pytest.raises(RecordError) as caught:
        read_records(path)
    expected = f"{str(path)!r} line 2 is not a record: not JSON: Expecting value at character 1"
    assert str(caught.value) == expected


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("garbage", "is not a record that replays: not JSON"),
        ("[1, 2]", "is not a record that replays: a record is a JSON object"),
        ('{"format": 2}', "is not a record that replays: unknown record format 2; expected 1"),
    ],
)
def test_a_file_that_is_no_record(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "record.json"
    path.write_text(text)
    assert refused(path).startswith(f"{str(path)!r} {message}")


def test_what_cannot_be_read_is_no_record(tmp_path: Path) -> None:
    assert refused(tmp_path) == f"cannot read the record {str(tmp_path)!r}: it is not a file"
    missing = tmp_path / "missing.json"
    assert refused(missing) == f"cannot read the record {str(missing)!r}: No such file or directory"
