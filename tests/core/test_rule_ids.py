"""Every rule id a refusal can carry is written out whole, in one module of the source.

A rule tester who reads ``beasty-borders.place.own-animals`` in an error
searches the source for it and finds the one step that lists, applies and
explains that rule (issue "One rule, one place"). So the ids met in refusals
during random play, and every id the title's rules page lists, must each
stand in the source as a whole string literal, in exactly one module.

``<title>.action.malformed`` is the one id core makes from the title's id
(``State.refusal``, for an action whose fields were forced past its
validators); it is written out on each rules page instead.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import tablerules
from tablerules import IllegalActionError
from tablerules.core.game import Action, State

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "src" / "tablerules"

#: The built-in titles, each of which writes every id out whole.
WHOLE = ("beasty-borders", "bison", "great-plains", "manitou")

GAMES = 6
TRIED_PER_POSITION = 12


def listed(title: str) -> set[str]:
    """The ids on the title's rules page: in its table of rule ids, or named with ``:rule:``."""
    page = (ROOT / "docs" / "rules" / f"{title}.rst").read_text(encoding="utf-8")
    table = re.findall(r"^   \* - ``([a-z-]+\.[a-z.-]+)``", page, flags=re.MULTILINE)
    return {*table, *re.findall(r":rule:`([a-z-]+\.[a-z.-]+)`", page)}


def positions(title: str) -> Iterator[tuple[State, list[Action]]]:
    """Every position of a few seeded random games, with every action seen legal in them."""
    game = tablerules.load(title)
    for players in game.player_counts:
        for name, options in game.variants().items():
            rng = random.Random(f"{title}/{name}/{players}")
            for _ in range(GAMES // len(game.variants()) or 1):
                state = game.setup(players=players, options=options)
                seen: list[Action] = []
                states = [state]
                while not state.is_over:
                    action = rng.choice(state.legal_actions())
                    seen.append(action)
                    state = state.apply(action)
                    states.append(state)
                for position in states:
                    yield position, rng.sample(seen, min(TRIED_PER_POSITION, len(seen)))


def met(title: str) -> set[str]:
    """The rule ids of the refusals met when actions legal elsewhere are tried."""
    rules = set()
    for state, pool in positions(title):
        for action in pool:
            if not state.is_legal(action):
                with pytest.raises(IllegalActionError) as refused:
                    state.apply(action)
                rules.add(refused.value.rule)
    return rules


def modules_writing(rule: str) -> list[str]:
    """The source modules in which ``rule`` stands as a whole string literal."""
    literal = re.compile(rf"[\"']{re.escape(rule)}[\"']")
    return sorted(
        str(path.relative_to(SOURCE))
        for path in SOURCE.rglob("*.py")
        if literal.search(path.read_text(encoding="utf-8"))
    )


def check(title: str) -> None:
    ids = (met(title) | listed(title)) - {f"{title}.action.malformed"}
    assert len(ids) > 3
    scattered = {rule: modules_writing(rule) for rule in sorted(ids)}
    wrong = {rule: where for rule, where in scattered.items() if len(where) != 1}
    assert wrong == {}, "each id stands whole in exactly one module"


@pytest.mark.parametrize("title", WHOLE)
def test_every_rule_id_is_written_out_whole_in_one_module(title: str) -> None:
    check(title)


def test_the_met_ids_are_listed_on_the_rules_page() -> None:
    for title in WHOLE:
        assert met(title) - listed(title) == set(), title


def test_the_shared_ids_are_written_out_in_core_rules() -> None:
    for rule in ("core.not-an-action", "core.game-over", "core.chance-decides", "core.player-decides"):
        assert modules_writing(rule) == ["core/rules.py"]
