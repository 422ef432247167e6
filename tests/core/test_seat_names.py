"""``Game.seat_names``: what each seat is called, in results and score tables, with the grammar right."""

from __future__ import annotations

import pytest

import tablerules
from tablerules import Outcome
from tablerules.cli import describe_outcome, main


@pytest.mark.parametrize(
    ("title", "players", "names", "plural"),
    [
        ("beasty-borders", 2, ("farm", "wild"), False),
        ("great-plains", 2, ("snakes", "foxes"), True),
        ("bison", 3, ("yellow", "red", "blue"), False),
        ("manitou", 4, ("seat 0", "seat 1", "seat 2", "seat 3"), False),
    ],
)
def test_each_title_names_its_seats(title: str, players: int, names: tuple[str, ...], plural: bool) -> None:
    game = tablerules.load(title)
    assert game.seat_names(players) == names
    assert game.seat_names_are_plural is plural


def test_a_player_count_the_title_does_not_allow_is_refused() -> None:
    with pytest.raises(ValueError):
        tablerules.load("bison").seat_names(5)
    assert tablerules.load("great-plains").seat_names() == ("snakes", "foxes")


def test_plural_names_take_win_and_singular_ones_wins() -> None:
    assert Outcome.rank([3, 5]).summary(["snakes", "foxes"], plural=True) == "3 - 5, foxes win"
    assert Outcome.rank([5, 3]).summary(["farm", "wild"]) == "5 - 3, farm wins"
    outcome = Outcome.rank([4, 4], [("t.x", "more", [1, 2])])
    assert describe_outcome(outcome, ["snakes", "foxes"], plural=True) == (
        "foxes win on the tie-break 'more'; scores 4 - 4"
    )
    assert describe_outcome(Outcome.rank([4, 4]), ["farm", "wild"]) == (
        "draw between farm and wild (still tied after every tie-break); scores 4 - 4"
    )


def test_the_command_line_names_the_seats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "\nfarm " in out and "\nsnakes " in out and "\nyellow " in out
    assert any(f"result: {name} win" in out for name in ("snakes", "foxes"))
