"""``tablerules check``: the conformance checks from the terminal, and one-line errors for bad input."""

from __future__ import annotations

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
