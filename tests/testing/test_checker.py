"""The conformance checker passes a sound title and names the broken contract of each broken one."""

from __future__ import annotations

import importlib
import re
from typing import Any

import attrs
import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core import Game
from tablerules.testing import SHARED_RULES, cases, check_title, play_case, registered, run_checks
from tablerules.testing.played import MOST_LOOKED_AT, SHORT_GAME, PlayedGame, steps_looked_at
from tests.testing.toys import (
    Accepting,
    Backdoor,
    Bluff,
    Careless,
    Duplicate,
    Elsewhere,
    Endless,
    EndlessWithLimits,
    Forgetful,
    GlobalRandom,
    InPlace,
    Leaky,
    Lenient,
    Loaded,
    Lopsided,
    Misnamed,
    Misread,
    Mutating,
    Peeking,
    Showdown,
    Spent,
    Stuck,
    Telling,
    Undrawn,
    UndrawnPeeking,
    Unnamed,
)

# The module, not the function that tablerules.testing names after it.
checks_module = importlib.import_module("tablerules.testing.checks")


def failures(game: Game[object, object], *, seed: int = 0) -> str:
    """The checker's report on three games of ``game`` from ``seed``, or an empty text when
    every check passes."""
    try:
        check_title(game, games=3, seed=seed)
    except AssertionError as failed:
        return str(failed)
    return ""


@pytest.mark.parametrize(
    "game",
    [
        Bluff(),
        # Cards shown at the end: the last position hides nothing.
        Showdown(),
        # Views without sample_state, as titles were written before it: optional, like pictures.
        Undrawn(),
    ],
    ids=lambda game: type(game).__name__,
)
def test_a_sound_title_passes_every_check(game: Game[object, object]) -> None:
    assert failures(game) == ""


def test_a_title_need_not_be_installed_to_be_checked() -> None:
    with pytest.raises(KeyError):
        tablerules.load("bluff-elsewhere")
    check_title(Elsewhere(), games=1)
    with pytest.raises(KeyError):
        tablerules.load("bluff-elsewhere")


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
        # A leak in the middle of a game of six positions, in an eq=False field of the view
        # and the observation made of it: once found at neither the first nor the last step.
        (Peeking(), "views hide what they should"),
        (Peeking(), "observations hold only the view"),
        # The same leak where the views have no sample_state: determinize finds it.
        (UndrawnPeeking(), "views hide what they should"),
        (UndrawnPeeking(), "observations hold only the view"),
        (Unnamed(), "illegal actions are refused"),
        (Misnamed(), "setup is deterministic"),
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
    game = Elsewhere()
    with registered(game):
        assert tablerules.load("bluff-elsewhere") is game
        assert "bluff-elsewhere" in tablerules.titles()
        record = tablerules.play(game, [RandomAgent()] * 2, seed=1)
        assert tablerules.Record.from_json(record.to_json()) == record
    assert "bluff-elsewhere" not in tablerules.titles()
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


@pytest.mark.parametrize("rule", ["choose", "bluffing.turn", "bluff", "core.turn", "Bluff.turn"])
def test_a_rule_id_that_does_not_start_with_the_titles_id_is_reported(
    rule: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The how-to says rule ids start with the title's id; a refusal by "choose" passed."""
    monkeypatch.setattr(Unnamed, "rule", rule)
    report = failures(Unnamed())
    assert f"names the rule {rule!r}: a title's rule ids start with its id ('bluff.')" in report, report


@pytest.mark.parametrize("rule", ["bluff.turn", "bluff.bet.twice", *sorted(SHARED_RULES)])
def test_a_rule_id_of_the_title_or_shared_by_all_passes(rule: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Unnamed, "rule", rule)
    report = failures(Unnamed())
    assert "names the rule" not in report, report


def _of_length(count: int, *, seed: int = 0, thorough: bool = False) -> PlayedGame:
    """A played game stretched to ``count`` positions: what steps_looked_at reads is its length."""
    game = play_case(cases(Bluff())[0], seed)
    return attrs.evolve(game, states=(game.states[0],) * count, thorough=thorough)


def test_every_position_of_a_short_game_is_looked_at() -> None:
    assert steps_looked_at(_of_length(6), 20) == tuple(range(6))
    assert steps_looked_at(_of_length(SHORT_GAME), 7) == tuple(range(SHORT_GAME))


def test_a_long_game_is_looked_at_in_a_stride_that_moves_with_the_seed() -> None:
    count = SHORT_GAME * 3
    for seed in range(20):
        steps = steps_looked_at(_of_length(count, seed=seed), 20)
        assert set(steps) == {0, count - 1, *range(seed, count, 20)}
    covered = {step for seed in range(20) for step in steps_looked_at(_of_length(count, seed=seed), 20)}
    assert covered == set(range(count))


def test_a_thorough_game_is_looked_at_whole_within_the_budget() -> None:
    count = SHORT_GAME * 3
    assert steps_looked_at(_of_length(count, thorough=True), 20) == tuple(range(count))
    huge = steps_looked_at(_of_length(MOST_LOOKED_AT * 5 + 3, thorough=True), 20)
    assert MOST_LOOKED_AT // 2 < len(huge) <= MOST_LOOKED_AT + 2
    assert huge[0] == 0 and huge[-1] == MOST_LOOKED_AT * 5 + 2


def test_the_first_game_of_each_case_is_looked_at_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """A leak at a few steps of a long game was found only where a stride happened to fall."""
    # Peeking's games of six positions count as long; from seed 10 on, a stride of 20 looks at
    # their first and last positions alone, and the leak is in between.
    monkeypatch.setattr("tablerules.testing.played.SHORT_GAME", 2)
    report = failures(Peeking(), seed=10)
    leaks = [line for line in report.splitlines() if ": views hide what they should: " in line]
    assert leaks and all(", seed 10, " in line for line in leaks), report


def test_a_title_without_sample_state_is_still_checked_for_leaks() -> None:
    """Views without sample_state failed with a TypeError from core.sample_state."""
    report = failures(UndrawnPeeking())
    assert "TypeError" not in report and "no sample_state" not in report, report
    assert ": views hide what they should: the view of " in report, report


# -- in several processes, with progress (issue 26, item 10) --------------------------------


@pytest.mark.parametrize("title", [Leaky, Lenient, Mutating])
def test_processes_find_the_same_failures_in_the_same_order(title: type[Game[Any, Any]]) -> None:
    here = run_checks(title(), games=3)
    assert here
    assert run_checks(title(), games=3, jobs=2) == here


def test_an_installed_title_is_checked_alike_in_processes() -> None:
    great_plains = tablerules.load("great-plains")
    assert run_checks(great_plains, games=2, jobs=2) == run_checks(great_plains, games=2) == []


def test_progress_counts_the_games_checked() -> None:
    seen: list[tuple[int, int]] = []
    assert run_checks(Bluff(), games=3, progress=lambda done, total: seen.append((done, total))) == []
    cases_checked = len(cases(Bluff()))
    assert seen == [(done, 3 * cases_checked) for done in range(3 * cases_checked + 1)]


def test_a_thorough_check_looks_at_every_game_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    looked: list[bool] = []
    original = checks_module.GAME_CHECKS["views hide what they should"]

    def noted(game: PlayedGame, pool: object) -> None:
        looked.append(game.thorough)
        original(game, pool)

    monkeypatch.setitem(checks_module.GAME_CHECKS, "views hide what they should", noted)
    run_checks(Bluff(), players=[2], games=3)
    assert looked == [True, False, False]
    looked.clear()
    run_checks(Bluff(), players=[2], games=3, thorough=True)
    assert looked == [True, True, True]


class Unsendable(Bluff):
    """A title whose game holds something that cannot go to another process."""

    def __init__(self) -> None:
        self.hook = lambda: None


def test_a_title_that_cannot_travel_is_checked_here_or_refused() -> None:
    refused = r"Bluff cannot be sent to another process \(.*\): check it with jobs=1, or register"
    with pytest.raises(ValueError, match=refused):
        run_checks(Unsendable(), games=1, jobs=2)
    assert run_checks(Unsendable(), games=1) == []


@pytest.mark.parametrize("jobs", [0, 1025, 2.0])
def test_a_count_of_jobs_outside_the_range_is_refused(jobs: object) -> None:
    with pytest.raises(ValueError, match="jobs"):
        run_checks(Bluff(), games=1, jobs=jobs)  # type: ignore[arg-type]
