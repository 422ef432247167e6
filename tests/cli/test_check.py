"""``tablerules check``: the conformance checks from the terminal, and one-line errors for bad input."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from tablerules.cli import main
from tablerules.testing import registered

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "titles"))

from bluff import Bluff


class Lenient(Bluff):
    """Bluff with a setup that ignores the options it is given."""

    def setup(self, players=None, options=None):  # type: ignore[no-untyped-def]
        return super().setup(players)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_a_sound_title_passes(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "check", "great-plains", "--games", "1")
    assert status == 0, out
    assert out.startswith(
        "Great Plains: every conformance check, 2 players, variants standard, 1 random game each"
    )
    assert out.rstrip().endswith("all checks passed")
    assert err == ""


def test_a_broken_title_is_reported_with_exit_status_1(capsys: pytest.CaptureFixture[str]) -> None:
    with registered(Lenient()):
        status, out, _ = run(capsys, "check", "bluff", "--games", "1")
    assert status == 1
    assert "- bluff, 2 players, standard: wrong options are refused: setup accepted options='standard'" in out


def test_players_and_variants_narrow_the_check(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "check", "beasty-borders", "--variant", "without-luck", "--games", "1", "--seed", "5"
    )
    assert status == 0
    assert "variants without-luck, 1 random game each from seed 5" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["check", "no-such-title"], "unknown title 'no-such-title'"),
        (["check", "great-plains", "--games", "0"], "--games must be at least 1"),
        (["check", "great-plains", "--variant", "nope"], "unknown variant 'nope'"),
        (["check", "great-plains", "--players", "3"], "Great Plains is played by 2 players, not 3"),
        (["check", "great-plains", "--games", "x"], "invalid int value"),
    ],
)
def test_bad_arguments_get_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, _, err = run(capsys, *argv)
    assert status == 2
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_deeply_nested_option_is_one_line_not_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 8, finding 4: a RecursionError from reading the value is a usage error."""
    deep = "[" * 100_000 + "]" * 100_000
    status, _, err = run(capsys, "simulate", "bison", "-n", "1", "--option", f"variant={deep}")
    assert status == 2
    assert err.startswith("tablerules: error: option variant") and err.count("\n") == 1
    status, _, err = run(capsys, "simulate", "manitou", "-n", "1", "--option", f"large_herds={deep}")
    assert status == 2 and err.count("\n") == 1


# -- feedback that does not keep people waiting (issue 26, item 10) -------------------------


def test_a_progress_bar_on_a_terminal_only(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, err = run(capsys, "check", "beasty-borders", "--games", "2", "--jobs", "1")
    assert status == 0 and err == ""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    status, out, err = run(capsys, "check", "beasty-borders", "--games", "2", "--jobs", "2")
    assert status == 0
    assert "0/4 games checked" in err and "4/4 games checked" in err
    assert "games checked" not in out and out.rstrip().endswith("all checks passed")
    # The bar is wiped before anything else is written.
    assert err.endswith("\r")


def test_jobs_do_not_change_the_failures(capsys: pytest.CaptureFixture[str]) -> None:
    with registered(Lenient()):
        outputs = [run(capsys, "check", "bluff", "--games", "2", "--jobs", jobs)[:2] for jobs in "12"]
    assert outputs[0] == outputs[1] and outputs[0][0] == 1


def test_exhaustive_is_said_and_told(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "check", "great-plains", "--games", "1", "--exhaustive")
    assert status == 0 and "1 random game each from seed 0, every position\n" in out
    status, out, _ = run(capsys, "check", "great-plains", "--games", "1", "--exhaustive", "--json")
    assert json.loads(out)["exhaustive"] is True


def test_the_defaults_are_a_few_games_in_every_processor() -> None:
    from tablerules.cli.check import GAMES
    from tablerules.cli.main import _parser
    from tablerules.core.workers import cores

    args = _parser().parse_args(["check", "bison"])
    assert (args.games, args.jobs, args.exhaustive) == (GAMES, cores(), False)
    assert GAMES == 4


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["check", "great-plains", "--jobs", "0"], "--jobs must be at least 1"),
        (["check", "great-plains", "--jobs", "2000"], "jobs is at most 1,024 processes"),
    ],
)
def test_bad_jobs_get_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    status, _, err = run(capsys, *argv)
    assert status == 2 and message in err and err.count("\n") == 1


def test_arena_draws_a_progress_bar_on_a_terminal_only(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    argv = ["arena", "great-plains", "--agents", "random,greedy", "-n", "6", "--jobs", "2"]
    status, out, err = run(capsys, *argv)
    assert status == 0 and err == ""
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    status, again, err = run(capsys, *argv)
    assert status == 0 and again == out
    assert "0/6 games" in err and "6/6 games" in err and re.search(r"games/s, \d+ s left", err)
