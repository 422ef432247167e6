"""Issue 26, item 4: a view without ``__str__`` shows something a person can read.

A title of one's own may leave ``__str__`` out of its view (the Bluff example
does); the terminal game, the web page and ``replay`` show its fields, one a
line, rather than ``BluffView(seat=0, ...)``.
"""

from __future__ import annotations

import dataclasses
import io
import sys
from pathlib import Path

import attrs

from tablerules.bots import RandomAgent
from tablerules.core.words import pictured
from tablerules.terminal import play_in_terminal

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "titles"))

from bluff import Bluff


@attrs.frozen
class Shown:
    seat: int
    _cache: int = attrs.field(default=0, repr=False)

    def __str__(self) -> str:
        return f"seat {self.seat}"


@attrs.frozen
class Plain:
    seat: int
    dice: tuple[int, ...]
    _cache: int = attrs.field(default=0, repr=False)


@dataclasses.dataclass(frozen=True)
class Data:
    seat: int
    hidden: str = dataclasses.field(default="x", repr=False)


class Loose:
    def __init__(self) -> None:
        self.seat = 1
        self._hand = "AK"


def test_a_class_that_writes_str_is_shown_by_it() -> None:
    assert pictured(Shown(2)) == "seat 2"
    assert pictured(3) == "3" and pictured("text") == "text"


def test_fields_are_shown_one_a_line_as_repr_shows_them() -> None:
    assert pictured(Plain(0, (3, 5))) == "seat: 0\ndice: (3, 5)"
    assert pictured(Data(1)) == "seat: 1"
    assert pictured(Loose()) == "seat: 1\nhand: 'AK'"
    assert pictured(object()).startswith("<object object")


def test_the_terminal_shows_a_view_without_str_field_by_field() -> None:
    game = Bluff()
    answers = iter(["quit"])
    out = io.StringIO()
    play_in_terminal(
        game,
        seat=0,
        players=2,
        options=game.options_type(),
        bot=RandomAgent,
        seed=1,
        read=lambda prompt: next(answers),
        out=out,
    )
    shown = out.getvalue()
    assert "BluffView(" not in shown
    assert "\nseat: 0\n" in shown and "\nbets: " in shown
