"""The conformance suite: what every title must do, checked through the protocol alone.

The checks ship in the package (:mod:`tablerules.testing`), so that anyone
can run them on a title of their own with ``check_title``; here they run on
every registered title, player count and variant, one test per check, so a
new title is tested the moment it is registered, with no change here. The
game checks look at a few random games (``SEEDS``) played to the end,
position by position; ``test_many_random_games`` (marked slow) plays a
thousand per case.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import pytest

import tablerules
from tablerules import Action, Record
from tablerules.bots import RandomAgent
from tablerules.core.play import play_state
from tablerules.testing import CASE_CHECKS, GAME_CHECKS, PlayedGame, action_pool, play_case
from tests.strategies import MALFORMED, GameCase, check_position, check_refused, game_cases

TestT = TypeVar("TestT", bound=Callable[..., Any])

SEEDS = range(8)
SLOW_GAMES = 1000

#: Known bugs in title code, by (title, check name): the reason, and the errors the bug causes.
#: The test is a strict expected failure for that title until the bug is fixed.
KNOWN_BUGS: dict[tuple[str, str], tuple[str, tuple[type[BaseException], ...]]] = {}


def case_params(checks: dict[str, Any]) -> list[object]:
    """Every case with every check, marked as an expected failure where a known bug breaks it."""
    params: list[object] = []
    for case in game_cases():
        for name in checks:
            bug = KNOWN_BUGS.get((case.title, name))
            marks = [pytest.mark.xfail(strict=True, reason=bug[0], raises=bug[1])] if bug else []
            params.append(pytest.param(case, name, id=f"{case}-{name}", marks=marks))
    return params


@functools.cache
def played(case: GameCase, seed: int) -> PlayedGame:
    """The random game of ``case`` with ``seed``, walked step by step."""
    return play_case(case, seed)


@functools.cache
def pool(case: GameCase) -> tuple[Action, ...]:
    """Every action legal somewhere in the sample games of ``case``."""
    return action_pool(played(case, seed) for seed in SEEDS)


@pytest.mark.parametrize(("case", "check"), case_params(CASE_CHECKS))
def test_case(case: GameCase, check: str) -> None:
    CASE_CHECKS[check](case)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize(("case", "check"), case_params(GAME_CHECKS))
def test_game(case: GameCase, check: str, seed: int) -> None:
    GAME_CHECKS[check](played(case, seed), pool(case))


@pytest.mark.parametrize(("case", "check"), case_params({"play and RandomAgent": None}))
def test_play_with_random_agents_records_the_checked_game(case: GameCase, check: str) -> None:
    """``tablerules.play`` with ``RandomAgent`` plays the very games the checks look at."""
    for seed in SEEDS[:2]:
        game = played(case, seed)
        record = tablerules.play(case.game, [RandomAgent()] * case.players, seed=seed, options=case.options)
        assert record == game.record
        final, actions = play_state(case.setup(), [RandomAgent()] * case.players, seed=seed)
        assert tuple(actions) == game.actions and final == game.final


# -- long runs ------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("case", game_cases(), ids=str)
def test_many_random_games(case: GameCase) -> None:
    agents = [RandomAgent()] * case.players
    for seed in range(SLOW_GAMES):
        record = tablerules.play(case.game, agents, seed=f"slow-{seed}", options=case.options)
        states = list(record.states())
        for state in states:
            check_position(state)
            for action in state.legal_actions():
                assert case.game.parse_action(str(action), state) == action
        assert states[-1].is_over
        assert Record.from_json(record.to_json()) == record
        for value in MALFORMED:
            check_refused(states[len(states) // 2], value)
