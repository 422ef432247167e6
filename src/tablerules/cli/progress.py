"""The progress bar that long commands (``simulate``, ``arena``, ``check``) draw on a terminal.

It goes to standard error, and only when that is a terminal: output piped
to a file or read by a program is the same with or without it.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

__all__ = ["BAR_WIDTH", "Progress", "duration", "progress_bar"]

#: Progress-bar width in characters.
BAR_WIDTH = 30


class Progress:
    """A one-line progress bar: things done of the total, how fast, and the time left.

    It draws at most ten times a second, and always at the end. ``noun`` is
    what is counted, in the plural ("games"); ``verb`` says what happened to
    them ("checked"), if anything.
    """

    def __init__(self, stream: TextIO, total: int, noun: str = "games", verb: str = "") -> None:
        self.stream = stream
        self.total = total
        self.noun = noun
        self.verb = verb
        self.started = time.perf_counter()
        self.drawn = -1.0
        self.width = 0

    def update(self, done: int, total: int | None = None) -> None:
        """Show ``done`` of the total (``total``, when given, is the total from now on)."""
        if total is not None:
            self.total = total
        now = time.perf_counter()
        if now - self.drawn < 0.1 and done < self.total:
            return
        self.drawn = now
        elapsed = now - self.started
        filled = done * BAR_WIDTH // max(self.total, 1)
        line = f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{self.total} {self.noun}"
        if self.verb:
            line += f" {self.verb}"
        if done and elapsed > 0:
            left = (self.total - done) * elapsed / done
            line += f", {speed(done / elapsed, self.noun)}, {duration(left)} left"
        self.width = max(self.width, len(line))
        self.stream.write(line.ljust(self.width))
        self.stream.flush()

    def close(self) -> None:
        """Clear the line, so that what is printed next starts at its beginning."""
        self.stream.write("\r" + " " * self.width + "\r")
        self.stream.flush()


def progress_bar(total: int, noun: str = "games", verb: str = "") -> Progress | None:
    """A :class:`Progress` on standard error when it is a terminal, else ``None``."""
    return Progress(sys.stderr, total, noun, verb) if sys.stderr.isatty() else None


def speed(rate: float, noun: str) -> str:
    """``rate`` things a second for a person: "1,234 games/s", "2.5 games/s", "40 s a game"."""
    if rate >= 10:
        return f"{rate:,.0f} {noun}/s"
    if rate >= 1:
        return f"{rate:.1f} {noun}/s"
    return f"{duration(1 / rate)} a {noun.removesuffix('s')}"


def duration(seconds: float) -> str:
    """``seconds`` for a person: "42 s", "3 min 5 s", "2 h 10 min"."""
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    if whole < 3600:
        return f"{whole // 60} min {whole % 60} s"
    return f"{whole // 3600} h {whole % 3600 // 60} min"
