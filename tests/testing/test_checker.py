"""The conformance checker passes a sound title and names the broken contract of each broken one."""

from __future__ import annotations

import re

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core import Game
from tablerules.testing import cases, check_title, registered
from tests.testing.toys import (
    Accepting,
    Backdoor,
    Bluff,
    Careless,
    Duplicate,
    Endless,
    EndlessWithLimits,
    Forgetful,
    GlobalRandom,
    InPlace,
    Leaky,
    Lenient,
    Loaded,
    Lopsided,
    Misread,
    Mutating,
    Spent,
    Stuck,
    Telling,
)


def failures(game: Game[object, object]) -> str:
    """The checker's report on ``game``, or an empty text when every check passes."""
    try:
        check_title(game, games=3)
    except AssertionError as failed:
        return str(failed)
    return ""


def test_a_sound_title_passes_every_check() -> None:
    assert failures(Bluff()) == ""


def test_a_title_need_not_be_installed_to_be_checked() -> None:
    with pytest.raises(KeyError):
        tablerules.load("bluff")
    check_title(Bluff(), games=1)
    with pytest.raises(KeyError):
        tablerules.load("bluff")


@pytest.mark.parametrize(
    ("game", "check"),
    [
        # Found as the random game is applied again, at the step that changed the old position.
        (Mutating(), "random play"),
        (InPlace(), "random play"),
        (Accepting(), "illegal actions are refused"),
        (Duplicate(), "every position keeps the invariants"),
        (Lopsided(), "chance is explicit"),
        (Loaded(), "chance is explicit"),
        (Leaky(), "views hide what they should"),
        (Telling(), "views hide what they should"),
        (Backdoor(), "views hide what they should"),
        (GlobalRandom(), "setup is deterministic"),
        (Misread(), "notation round trip"),
        (Lenient(), "wrong options are refused"),
        (Forgetful(), "positions read back"),
    ],
    ids=lambda value: value if isinstance(value, str) else type(value).__name__,
)
def test_each_broken_contract_is_reported(game: Game[object, object], check: str) -> None:
    report = failures(game)
    assert report, f"{type(game).__name__} passed every check"
    assert f": {check}: " in report, report


def test_the_report_names_title_players_variant_seed_and_step() -> None:
    report = failures(Duplicate())
    line = next(line for line in report.splitlines() if "every position keeps the invariants" in line)
    assert line.startswith("- bluff, 2 players, standard, seed ")
    assert ", step " in line
    assert "legal actions are listed once each" in line


def test_player_counts_and_variants_can_be_chosen_and_are_checked() -> None:
    check_title(tablerules.load("great-plains"), players=[2], variants=["standard"], games=1)
    with pytest.raises(ValueError, match="no variant"):
        check_title(tablerules.load("great-plains"), variants=["nope"])
    with pytest.raises(ValueError):
        check_title(tablerules.load("great-plains"), players=[3])
    with pytest.raises(ValueError):
        check_title(tablerules.load("great-plains"), games=0)


def test_cases_list_every_count_and_variant() -> None:
    found = [(case.players, case.variant) for case in cases(tablerules.load("beasty-borders"))]
    assert found == [(2, "standard"), (2, "without-luck")]


def test_registered_lends_a_title_to_the_registry_for_a_block() -> None:
    game = Bluff()
    with registered(game):
        assert tablerules.load("bluff") is game
        assert "bluff" in tablerules.titles()
        record = tablerules.play(game, [RandomAgent()] * 2, seed=1)
        assert tablerules.Record.from_json(record.to_json()) == record
    assert "bluff" not in tablerules.titles()
    with pytest.raises(TypeError), registered("bluff"):  # type: ignore[arg-type]
        pass


def test_a_view_whose_position_looks_different_to_its_seat_is_reported() -> None:
    # An agent searches from view.sample_state(rng): the seat must see there what it saw.
    report = failures(Careless())
    assert ": views hide what they should: sample_state() of the view of seat" in report, report


def test_a_change_to_the_position_applied_to_is_named_at_its_step() -> None:
    """An apply() that changed the state in place and handed it back was reported as
    'chance is explicit: Bet(2) is no chance outcome here'; one that changed the old
    state and returned a new one only by its consequences."""
    for game in (InPlace(), Mutating()):
        report = failures(game)
        assert re.search(
            r"step \d+: random play: applying \w+\(\d\) changed the position it was applied to", report
        )


def test_a_game_that_never_ends_is_reported_not_played_for_ever(monkeypatch: pytest.MonkeyPatch) -> None:
    """The checker played an endless game for ever, memory growing."""
    report = failures(EndlessWithLimits())
    assert "random play did not end within 12 decisions (the title's limits())" in report, report
    # A title without limits() is played for the checker's own number of decisions.
    monkeypatch.setattr("tablerules.testing.checks.MOST_DECISIONS", 50)
    report = failures(Endless())
    assert "random play did not end within 50 decisions (the checker's own limit" in report, report


def test_title_code_that_raises_where_the_checker_looks_is_reported_with_its_place() -> None:
    """legal_actions() raising at the end stopped the checker with its own traceback."""
    report = failures(Spent())
    assert "legal actions are hashable values: KeyError: 'no more bets' (at " in report, report
    assert "toys.py:" in report
    report = failures(Stuck())
    assert "a seat is to move but legal_actions() is empty" in report, report
