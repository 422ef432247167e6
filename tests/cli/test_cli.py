"""The ``tablerules`` command: each subcommand's output, and one-line errors for bad input."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.cli import describe_outcome, main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def saved_record(tmp_path: Path, *, seed: int = 3, without_luck: bool = False) -> Path:
    game = tablerules.load("beasty-borders")
    options = game.variants()["without-luck" if without_luck else "standard"]
    record = tablerules.play(game, [RandomAgent(), RandomAgent()], seed=seed, options=options)
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    return path


# -- list ------------------------------------------------------------------------


def test_list_shows_every_title_with_players_variants_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "list")
    assert status == 0
    assert err == ""
    for title in tablerules.titles():
        assert f"{title}: {tablerules.load(title).name}" in out
    assert "beasty-borders: Beasty Borders" in out
    assert "players:  2" in out
    assert "variants: standard, without-luck" in out
    # The defaults as --option reads them (JSON), not as Python writes them.
    assert re.search(r"without_luck\s+false", out) and re.search(r"layout\s+null", out)
    assert "False" not in out and "None" not in out
    # Long defaults are cut so that each option stays on one line.
    assert all(len(line) < 100 for line in out.splitlines())


def test_python_dash_m_runs_the_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tablerules", "list"], capture_output=True, text=True, check=False, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "beasty-borders" in done.stdout


# -- demo ------------------------------------------------------------------------


def test_demo_shows_a_result_and_a_score_table_for_every_title(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "demo")
    assert status == 0
    assert err == ""
    for title in tablerules.titles():
        assert f"({title}): " in out
    assert out.count("\nresult: ") == len(tablerules.titles())
    assert len(re.findall(r"^seat +scored for", out, re.M)) == len(tablerules.titles())
    assert "seat 0  total" in out


def test_demo_is_deterministic_for_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "demo", "--seed", "7")
    again = run(capsys, "demo", "--seed", "7")
    other = run(capsys, "demo", "--seed", "8")
    assert first == again
    assert first[1] != other[1]
    assert run(capsys, "demo") == run(capsys, "demo", "--seed", "1")


# -- simulate --------------------------------------------------------------------


# A seat's row starts "seat 0", or "seat 0 (farm)" where the title names its seats, then
# its agent (the draws row has none), the games won and the win rate.
ROW = r"^(seat \d|draws)(?: \([a-z ]+\))?\s+(?:[a-z]+(?::\d+)?\s+)?(\d+)\s+([\d.]+)%"


def percentages(out: str) -> dict[str, float]:
    return {name: float(rate) for name, _, rate in re.findall(ROW, out, re.M)}


def test_simulate_shows_win_rates_scores_lengths_and_speed(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "simulate", "beasty-borders", "-n", "5", "--seed", "2")
    assert status == 0
    # stderr is captured, not a terminal: no progress bar.
    assert err == ""
    rows = re.findall(ROW, out, re.M)
    assert [name for name, _, _ in rows] == ["seat 0", "seat 1", "draws"]
    assert sum(int(wins) for _, wins, _ in rows) == 5
    assert sum(float(rate) for _, _, rate in rows) == pytest.approx(100, abs=0.2)
    # Then the 95% interval, shared first places, and the scores: mean, sd, min, median, max.
    scores = re.findall(
        r"^seat \d.*%\s+[\d.]+-[\d.]+%\s+\d+\s+([\d.]+)\s+[\d.]+\s+\d+\s+[\d.]+\s+\d+$", out, re.M
    )
    assert len(scores) == 2
    assert re.search(r"^decisions a game: mean [\d.]+, min \d+, median [\d.]+, max \d+$", out, re.M)
    length = re.search(r"mean length: ([\d.]+) actions", out)
    assert length is not None
    assert float(length.group(1)) > 0
    assert "games/s" in out
    assert "seeds 2..6" in out


def test_simulate_is_deterministic_apart_from_the_speed(capsys: pytest.CaptureFixture[str]) -> None:
    def without_speed(out: str) -> str:
        return "\n".join(line for line in out.splitlines() if not line.startswith("speed:"))

    _, first, _ = run(capsys, "simulate", "beasty-borders", "-n", "3")
    _, again, _ = run(capsys, "simulate", "beasty-borders", "-n", "3", "--seed", "1", "--players", "2")
    assert without_speed(first) == without_speed(again)


def test_simulate_with_an_option_plays_that_variant(capsys: pytest.CaptureFixture[str]) -> None:
    status, by_option, err = run(
        capsys, "simulate", "beasty-borders", "-n", "3", "--option", "without_luck=true"
    )
    assert (status, err) == (0, "")
    assert "options without_luck=true" in by_option
    status, by_variant, err = run(
        capsys, "simulate", "beasty-borders", "-n", "3", "--variant", "without-luck"
    )
    assert (status, err) == (0, "")
    assert percentages(by_option) == percentages(by_variant)


def test_simulate_draws_a_progress_bar_only_on_a_terminal(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    status, out, err = run(capsys, "simulate", "beasty-borders", "-n", "2")
    assert status == 0
    assert "2/2 games" in err
    assert "2/2 games" not in out


# -- replay ----------------------------------------------------------------------


def test_replay_shows_every_position_then_the_result(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = saved_record(tmp_path)
    record = tablerules.Record.from_json(path.read_text())
    status, out, err = run(capsys, "replay", str(path))
    assert (status, err) == (0, "")
    assert "step 0: start" in out
    for step, action in enumerate(record.actions, 1):
        assert f"\nstep {step}: {action}\n" in out
    final = record.replay()
    assert str(final) in out
    outcome = final.outcome()
    assert outcome is not None
    assert "\nresult: " in out
    # The title names its seats: farm and wild.
    assert final.score_sheet().table(["farm", "wild"]) in out


def test_replay_as_a_seat_sees_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = saved_record(tmp_path, without_luck=True)
    record = tablerules.Record.from_json(path.read_text())
    status, out, err = run(capsys, "replay", str(path), "--seat", "1")
    assert (status, err) == (0, "")
    assert "as seat 1 sees it" in out
    for step, action in enumerate(record.view(1).actions, 1):
        assert f"\nstep {step}: {action}\n" in out
    assert str(record.replay().view(1)) in out


# -- bad input -------------------------------------------------------------------


def corrupt_record(tmp_path: Path) -> list[str]:
    good = json.loads(saved_record(tmp_path).read_text())
    illegal = {**good, "actions": [*good["actions"][:12], "roll 9"]}
    (tmp_path / "illegal.json").write_text(json.dumps(illegal))
    (tmp_path / "garbage.json").write_text("{not json")
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe\x00")
    return [str(tmp_path / name) for name in ("illegal.json", "garbage.json", "binary.json")]


BAD_ARGUMENTS: list[tuple[list[str], str]] = [
    (["simulate", "chess"], "beasty-borders"),
    (["simulate", "beasty-borders", "--players", "3"], "2 players"),
    (["simulate", "beasty-borders", "--option", "speed=3"], "without_luck"),
    (["simulate", "beasty-borders", "--option", "without_luck=maybe"], "true or false"),
    (["simulate", "beasty-borders", "--option", "layout=5"], "layout"),
    (["simulate", "beasty-borders", "--option", "layout=[1, 2]"], "9 different tile numbers"),
    (["simulate", "beasty-borders", "--option", "without_luck"], "KEY=VALUE"),
    (["simulate", "beasty-borders", "--variant", "with-luck"], "without-luck"),
    (["simulate", "beasty-borders", "-n", "0"], "at least 1"),
    (["simulate", "beasty-borders", "-n", "many"], "invalid int"),
    (["simulate"], "TITLE"),
    (["simulate", "beasty-borders", "--jobs", "0"], "--jobs must be at least 1"),
    (["simulate", "beasty-borders", "--agents", "random,chess"], "an agent is random, greedy"),
    (["simulate", "beasty-borders", "--agents", "random,"], "comma-separated"),
    (["simulate", "beasty-borders", "--agents", "random,greedy", "--players", "3"], "one a seat"),
    (["simulate", "beasty-borders", "--agents", "random,random,random"], "2 players"),
    (["simulate", "beasty-borders", "--backend", "spark"], "invalid choice"),
    (["simulate", "beasty-borders", "--address", "10.0.0.1:6379"], "--backend ray"),
    (["simulate", "beasty-borders", "--report", "/no/such/dir/report.html"], "cannot write the report"),
    (["replay", "no-such-file.json"], "No such file"),
    (["fly"], "list"),
    ([], "COMMAND"),
]


@pytest.mark.parametrize(("argv", "named"), BAD_ARGUMENTS)
def test_bad_arguments_give_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], named: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert err.startswith("tablerules: error: ")
    assert err.count("\n") == 1
    assert named in err


def test_corrupt_records_give_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for path in corrupt_record(tmp_path):
        status, out, err = run(capsys, "replay", path)
        assert (status, out) == (2, "")
        assert err.startswith("tablerules: error: ")
        assert err.count("\n") == 1
        assert path in err
    status, _, err = run(capsys, "replay", str(tmp_path))
    assert status == 2
    assert err.count("\n") == 1


def test_replay_refuses_a_seat_that_does_not_play(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, err = run(capsys, "replay", str(saved_record(tmp_path)), "--seat", "2")
    assert (status, out) == (2, "")
    assert "0 to 1" in err
    assert err.count("\n") == 1


def test_replay_takes_a_seat_by_its_name_as_play_does(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = str(saved_record(tmp_path))
    by_number = run(capsys, "replay", path, "--seat", "1", "--final")
    names = tablerules.load("beasty-borders").seat_names(2)
    assert run(capsys, "replay", path, "--seat", names[1].upper(), "--final") == by_number
    assert by_number[0] == 0


def test_help_describes_every_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("list", "demo", "simulate", "replay"):
        status, out, _ = run(capsys, command, "--help")
        assert status == 0
        assert f"usage: tablerules {command}" in out


@pytest.mark.parametrize(
    ("outcome", "line"),
    [
        (tablerules.Outcome((7, 1), ((0,), (1,))), "seat 0 wins; scores 7 - 1"),
        (
            tablerules.Outcome((5, 5), ((1,), (0,)), "most animals placed"),
            "seat 1 wins on the tie-break 'most animals placed'; scores 5 - 5",
        ),
        (
            tablerules.Outcome((5, 5), ((0, 1),)),
            "draw between seat 0 and seat 1 (still tied after every tie-break); scores 5 - 5",
        ),
    ],
)
def test_the_result_line_names_winner_tiebreak_or_draw(outcome: tablerules.Outcome, line: str) -> None:
    assert describe_outcome(outcome) == line
