"""tablerules simulate with --jobs, --agents, --report and --backend."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

from tests.cli.test_cli import run


def without_speed(out: str) -> str:
    """The output without what the speed changes: the timing line, and the jobs in the heading."""
    lines = [line for line in out.splitlines() if not line.startswith("speed:")]
    return "\n".join(re.sub(r", \d+ jobs? \(\w+\)$", "", line) for line in lines)


def test_two_jobs_show_and_save_what_one_job_does(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    status, by_one, _ = run(capsys, "simulate", "bison", "-n", "12", "--players", "3", "--save", str(one))
    assert status == 0
    status, by_two, _ = run(
        capsys, "simulate", "bison", "-n", "12", "--players", "3", "--jobs", "2", "--save", str(two)
    )
    assert status == 0
    assert ", 2 jobs (local)" in by_two
    assert without_speed(by_two) == without_speed(by_one)
    assert two.read_bytes() == one.read_bytes()


def test_agents_one_for_all_seats_or_one_a_seat(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "simulate", "great-plains", "-n", "4", "--agents", "random,greedy")
    rows = re.findall(r"^(seat \d)(?: \([a-z ]+\))?\s+(\S+)\s+\d+\s+[\d.]+%", out, re.M)
    assert rows == [("seat 0", "random"), ("seat 1", "greedy")]
    _, out, _ = run(capsys, "simulate", "manitou", "-n", "2", "--agents", "greedy", "--players", "4")
    assert len(re.findall(r"^seat \d(?: \([a-z ]+\))?\s+greedy\s", out, re.M)) == 4
    _, out, _ = run(capsys, "simulate", "manitou", "-n", "2", "--agents", "random,random,mcts:5")
    assert "3 players" in out
    assert re.search(r"^seat 2(?: \([a-z ]+\))?\s+mcts:5\s", out, re.M)


def test_report_writes_one_html_page(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    status, _, err = run(capsys, "simulate", "beasty-borders", "-n", "6", "--report", str(page))
    assert (status, err) == (0, "")
    text = page.read_text(encoding="utf-8")
    assert text.lstrip().lower().startswith("<!doctype html>")
    assert text.count("<svg") >= 3
    assert "Beasty Borders" in text


def test_the_progress_bar_shows_speed_and_time_left(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    status, _, err = run(capsys, "simulate", "beasty-borders", "-n", "30", "--jobs", "2")
    assert status == 0
    assert "30/30 games" in err
    assert re.search(r"[\d,]+ games/s, \d+ s left", err)


def test_ray_missing_or_unreachable_is_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    if importlib.util.find_spec("ray") is not None:
        from tablerules.sim import ray_backend

        def refuse(*args: object, **kwargs: object) -> None:
            raise RuntimeError("no cluster here")

        monkeypatch.setattr(ray_backend.ray, "is_initialized", lambda: False)
        monkeypatch.setattr(ray_backend.ray, "init", refuse)
        expected = "cannot start or join the Ray cluster at 10.0.0.1:6379: no cluster here"
    else:
        expected = 'pip install "tablerules[ray]"'
    status, out, err = run(
        capsys, "simulate", "beasty-borders", "--backend", "ray", "--address", "10.0.0.1:6379"
    )
    assert (status, out) == (2, "")
    assert err.count("\n") == 1
    assert expected in err
