"""The progress bar of the long commands reads well however fast or slow they go."""

from __future__ import annotations

import io

from tablerules.cli.progress import BAR_WIDTH, Progress, duration, speed


def test_speed_reads_well_fast_and_slow() -> None:
    assert speed(1234.4, "games") == "1,234 games/s"
    assert speed(2.46, "games") == "2.5 games/s"
    # Thinking bots: a game takes longer than a second.
    assert speed(0.025, "games") == "40 s a game"
    assert speed(1 / 150, "games") == "2 min 30 s a game"


def test_duration_reads_well() -> None:
    assert [duration(s) for s in (0.4, 42, 185, 7800)] == ["0 s", "42 s", "3 min 5 s", "2 h 10 min"]


def test_the_bar_fills_as_things_are_done_and_learns_its_total() -> None:
    stream = io.StringIO()
    bar = Progress(stream, 0, verb="checked")
    bar.update(0, 8)
    bar.update(8)
    lines = stream.getvalue().split("\r")[1:]
    assert lines[0].startswith("[" + "." * BAR_WIDTH + "] 0/8 games checked")
    assert lines[-1].startswith("[" + "#" * BAR_WIDTH + "] 8/8 games checked, ")
    bar.close()
    assert stream.getvalue().endswith("\r")
