"""Careless or hostile input to the command line, found by a review that tried each command:
a clear one-line error and nothing lost, never a traceback, a wiped file or a hang."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tablerules
from tablerules.bots import RandomAgent, agent_named
from tablerules.cli import main
from tablerules.core import Record
from tablerules.sim import simulate
from tablerules.sim.batch import MOST_JOBS
from tablerules.terminal import play_in_terminal


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one line of error a refused command writes, with exit status 2."""
    status, _, err = run(capsys, *argv)
    assert status == 2
    assert err.startswith("tablerules: error: ") and err.count("\n") == 1, err
    return err


def a_record(tmp_path: Path) -> Path:
    path = tmp_path / "kept.jsonl"
    record = tablerules.play(tablerules.load("great-plains"), [RandomAgent()] * 2, seed=3)
    path.write_text(record.to_json() + "\n")
    return path


# -- play --------------------------------------------------------------------------------------


def test_play_with_refused_options_leaves_the_save_file_alone(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Only setup refuses Manitou decks that do not fit the player count: the file was
    opened, and emptied, before it did."""
    kept = a_record(tmp_path)
    before = kept.read_bytes()
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    err = refused(
        capsys, "play", "manitou", "--players", "3", "--option", "large_herds=[9,10,11]", "--save", str(kept)
    )
    assert "3 players lay out" in err
    assert kept.read_bytes() == before


def test_a_number_of_thousands_of_digits_is_an_answer_like_any_other(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """int() refuses numbers of over 4,300 digits: the answer ended the game with Python's advice."""
    monkeypatch.setattr("sys.stdin", io.StringIO("9" * 5000 + "\nquit\n"))
    status, out, err = run(capsys, "play", "bison", "--bot", "random", "--seed", "1")
    assert (status, err) == (0, "")
    assert "choose a number from 1 to" in out


def test_answers_that_are_no_text_are_no_action(tmp_path: Path) -> None:
    """Bytes that are not UTF-8 made input() raise and end the game, the record unsaved."""
    saved = tmp_path / "game.jsonl"
    command = [sys.executable, "-m", "tablerules", "play", "great-plains", "--bot", "random"]
    done = subprocess.run(
        [*command, "--seed", "1", "--save", str(saved)],
        input=b"\xff\xfe\n1\nquit\n",
        capture_output=True,
        env={**os.environ, "PYTHONIOENCODING": "utf-8:strict"},
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert b"not an action" in done.stdout
    record = Record.from_json(saved.read_text())
    assert len(record.actions) > 0


class _GoneAway(io.StringIO):
    """A terminal that goes away after a number of writes."""

    def __init__(self, writes: int) -> None:
        super().__init__()
        self.left = writes

    def write(self, text: str) -> int:
        self.left -= 1
        if self.left < 0:
            raise BrokenPipeError("the terminal went away")
        return super().write(text)


def test_the_record_is_kept_when_the_terminal_goes_away() -> None:
    kept: list[Record] = []
    answers = iter(["1"] * 50)
    game = tablerules.load("great-plains")
    with pytest.raises(BrokenPipeError):
        play_in_terminal(
            game,
            seat=0,
            players=2,
            options=game.options_type(),
            bot=RandomAgent,
            seed=1,
            read=lambda _: next(answers),
            out=_GoneAway(40),
            keep=kept.append,
        )
    assert len(kept) == 1
    assert kept[0].replay().to_move is not None and len(kept[0].actions) > 0


# -- simulate and arena ------------------------------------------------------------------------


def test_a_report_that_cannot_be_written_is_refused_before_any_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """It was refused after every game had been played, and nothing was shown."""
    saved = tmp_path / "games.jsonl"
    for report, why in [(tmp_path / "no" / "report.html", "no folder"), (tmp_path, "it is a folder")]:
        err = refused(capsys, "simulate", "bison", "-n", "3", "--report", str(report), "--save", str(saved))
        assert why in err
    assert not saved.exists(), "no game was played"


def test_a_huge_count_of_games_is_played_as_it_is_asked_for() -> None:
    """Every batch was made before the first game: a count of 10**30 filled memory."""
    results = simulate("beasty-borders", ["random", "random"], games=10**30)
    first = next(iter(results))
    assert first.index == 0


def test_no_more_processes_than_batches_or_than_the_limit() -> None:
    with pytest.raises(ValueError, match=f"jobs is at most {MOST_JOBS:,}"):
        simulate("beasty-borders", ["random", "random"], games=10, jobs=MOST_JOBS + 1)
    # One game and six jobs: played here, without a pool of six processes.
    alone = list(simulate("beasty-borders", ["random", "random"], games=1, jobs=6))
    assert [result.index for result in alone] == [0]


@pytest.mark.parametrize("agents", ["random,,greedy", "random,greedy,", " ,random,greedy"])
def test_arena_refuses_an_empty_agent_name(capsys: pytest.CaptureFixture[str], agents: str) -> None:
    """simulate refused these; arena dropped the empty names."""
    assert "comma-separated list of agent names" in refused(
        capsys, "arena", "great-plains", "--agents", agents
    )


def test_one_game_is_one_game(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "simulate", "beasty-borders", "-n", "1")
    assert status == 0 and "1 game," in out and "speed: 1 game in" in out
    # A count of one, not the digit that ends a measured rate such as "(1,951 games/s)".
    assert re.search(r"(?<![\d,.])1 games", out) is None, out
    status, out, _ = run(capsys, "arena", "beasty-borders", "--agents", "random,greedy", "-n", "1")
    assert status == 0 and "1 game a pairing" in out


# -- agent names, options ------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["mcts:\u00b2", "mcts:" + "9" * 5000, "mcts:1" + "0" * 9])
def test_a_playout_count_that_is_no_number_is_named_as_such(name: str) -> None:
    with pytest.raises(ValueError, match="an agent is random, greedy, mcts or mcts:N"):
        agent_named(name)


@pytest.mark.parametrize(
    ("title", "setting"),
    [
        ("beasty-borders", "tiles=5"),
        ("beasty-borders", "tiles=null"),
        ("beasty-borders", 'bidding_row="AXBY"'),
        ("beasty-borders", 'bidding_row={"A": 1}'),
        ("manitou", "large_herds=5"),
        ("manitou", "small_herds=null"),
        ("manitou", 'large_herds="9"'),
    ],
)
def test_an_option_of_the_wrong_kind_says_what_it_takes(
    capsys: pytest.CaptureFixture[str], title: str, setting: str
) -> None:
    """A text was split into letters, a mapping read as its keys, and a number gave
    "'int' object is not iterable"."""
    err = refused(capsys, "simulate", title, "-n", "1", "--option", setting)
    assert "is a list of" in err or "are lists of" in err
    assert "not iterable" not in err


# -- replay --------------------------------------------------------------------------------------


def test_a_damaged_first_line_is_reported_as_that_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The file was read as one record: '--game must be from 1 to 1'."""
    good = a_record(tmp_path).read_text().strip()
    for first in ("garbage", good[: len(good) // 2]):
        path = tmp_path / "damaged.jsonl"
        path.write_text(f"{first}\n{good}\n{good}\n")
        err = refused(capsys, "replay", str(path), "--game", "2")
        assert "line 1 is not a record" in err
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps(json.loads(good), indent=2))
    assert run(capsys, "replay", str(pretty), "--final")[0] == 0


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_is_no_record(capsys: pytest.CaptureFixture[str]) -> None:
    """/dev/zero was read until memory ran out."""
    assert "it is not a file" in refused(capsys, "replay", "/dev/zero")


def test_pictures_need_a_folder_and_the_server_an_address(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """``--svg ''`` wrote into the working folder; ``--host ''`` listened on every address."""
    assert "--svg names the folder" in refused(capsys, "replay", str(a_record(tmp_path)), "--svg", "")
    assert "--host is an address" in refused(capsys, "serve", "--host", "", "--port", "0")
