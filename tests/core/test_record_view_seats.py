"""``Record.view``: a seat of the record's game or ``None``; anything else is a ``ValueError``."""

from __future__ import annotations

import pytest

import tablerules
from tablerules import Record, RecordView
from tablerules.bots import RandomAgent

#: Titles and player counts: Beasty Borders for two, Bison for three and for four.
RECORDS = [
    ("beasty-borders", 2),
    ("bison", 3),
    ("bison", 4),
]


@pytest.fixture(scope="module")
def played() -> Record:
    game = tablerules.load("beasty-borders")
    return tablerules.play(game, [RandomAgent()] * 2, seed=3)


@pytest.mark.parametrize(("title", "players"), RECORDS)
def test_every_seat_and_a_spectator_may_view(title: str, players: int) -> None:
    record = Record(title, players, None, ())
    for seat in (None, *range(players)):
        view = record.view(seat)
        assert isinstance(view, RecordView) and view.seat == seat and view.actions == ()


@pytest.mark.parametrize(("title", "players"), RECORDS)
@pytest.mark.parametrize("offset", [0, 1, 10])
def test_a_seat_past_the_last_is_refused(title: str, players: int, offset: int) -> None:
    """Seats are 0 to players - 1: ``players`` itself is the first seat that is not there."""
    record = Record(title, players, None, ())
    seat = players + offset
    with pytest.raises(
        ValueError, match=rf"seats are 0 to {players - 1} \(or None for a spectator\), not {seat}$"
    ):
        record.view(seat)


@pytest.mark.parametrize("seat", [-1, -2, -100])
def test_a_negative_seat_is_refused(seat: int) -> None:
    """A negative seat would count from the end of a list of seats: never a seat here."""
    with pytest.raises(ValueError, match=rf"not {seat}$"):
        Record("beasty-borders", 2, None, ()).view(seat)


@pytest.mark.parametrize(
    "seat",
    [True, False, 0.0, 1.0, "0", "1", b"0", [0], (0,), {0}, object()],
    ids=["true", "false", "0.0", "1.0", "str-0", "str-1", "bytes", "list", "tuple", "set", "object"],
)
def test_a_seat_that_is_not_a_whole_number_is_refused(seat: object) -> None:
    """``True`` and ``0.0`` equal seats 1 and 0 in Python, but are not seats."""
    with pytest.raises(ValueError) as caught:
        Record("beasty-borders", 2, None, ()).view(seat)  # type: ignore[arg-type]
    assert str(caught.value).endswith(f"not {seat!r}")


def test_a_played_record_refuses_bad_seats_before_replaying(played: Record) -> None:
    """The seat is checked first; a good seat sees one entry per action."""
    assert len(played.view(1).actions) == len(played.actions) > 0
    for seat in (2, -1, True):
        with pytest.raises(ValueError, match="seats are 0 to 1"):
            played.view(seat)
