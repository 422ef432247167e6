"""The benchmark's yardsticks play the library's games: same lengths, same scores, in distribution.

``benchmarks/minimal_<title>.py`` is the hand-written loop each title's
speed is measured against, so it must play the same random game: the same
rules, the same decision points, the same uniform choices. Here each
yardstick and the library each play 1,000 seeded games, and the two samples
of game lengths and of every seat's final score must pass a two-sample
Kolmogorov-Smirnov test at the 0.1% level (the seeds are fixed, so the
verdict is too). The whole matrix of variants and player counts is behind
``-m slow``; the default suite plays one case of each yardstick.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core.play import play_state

sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))

import minimal_beasty_borders
import minimal_bison
import minimal_great_plains
import minimal_manitou

GAMES = 1000
#: The two-sample Kolmogorov-Smirnov critical value's coefficient at the 0.1% level.
KS_COEFFICIENT = 1.949

Result = tuple[int, tuple[int, ...]]


def _beasty_borders(
    play: Callable[[random.Random], tuple[int, list[str]]],
) -> Callable[[random.Random], Result]:
    def result(rng: random.Random) -> Result:
        steps, spaces = play(rng)
        return steps, minimal_beasty_borders.final_scores(spaces)

    return result


def _great_plains(rng: random.Random) -> Result:
    steps, terrain, tokens = minimal_great_plains.game(rng)
    return steps, minimal_great_plains.final_scores(terrain, tokens)


def _manitou(players: int, seven: bool) -> Callable[[random.Random], Result]:
    def result(rng: random.Random) -> Result:
        steps, scores = minimal_manitou.game(rng, players, seven)
        return steps, tuple(scores)

    return result


def _bison(players: int, variant: int) -> Callable[[random.Random], Result]:
    def result(rng: random.Random) -> Result:
        steps, food = minimal_bison.game(rng, players, variant)
        return steps, tuple(sum(track) for track in food)

    return result


#: (title, variant, players) -> the yardstick's game, with its length and final scores.
YARDSTICKS: dict[tuple[str, str, int], Callable[[random.Random], Result]] = {
    ("beasty-borders", "standard", 2): _beasty_borders(minimal_beasty_borders.game_main),
    ("beasty-borders", "without-luck", 2): _beasty_borders(minimal_beasty_borders.game_without_luck),
    ("great-plains", "standard", 2): _great_plains,
    **{
        ("manitou", variant, players): _manitou(players, variant != "standard")
        for variant in ("standard", "dealer-chooses-seven")
        for players in (2, 3, 4)
    },
    **{
        ("bison", variant, players): _bison(players, number)
        for number, variant in enumerate(("standard", "variant-1", "variant-2"))
        for players in (2, 3, 4)
    },
}
#: One case of each yardstick for the default suite.
QUICK = [
    ("beasty-borders", "standard", 2),
    ("beasty-borders", "without-luck", 2),
    ("great-plains", "standard", 2),
    ("manitou", "standard", 4),
    ("bison", "standard", 2),
]


def library_results(title: str, variant: str, players: int) -> list[Result]:
    game: Any = tablerules.load(title)
    options = game.variants()[variant]
    found = []
    for seed in range(GAMES):
        final, actions = play_state(
            game.setup(players=players, options=options), [RandomAgent()] * players, seed=seed
        )
        found.append((len(actions), tuple(final.scores())))
    return found


def ks_statistic(a: Sequence[float], b: Sequence[float]) -> float:
    """The largest gap between the two samples' empirical distribution functions."""
    xs, ys = sorted(a), sorted(b)
    i = j = 0
    gap = 0.0
    while i < len(xs) and j < len(ys):
        value = min(xs[i], ys[j])
        while i < len(xs) and xs[i] == value:
            i += 1
        while j < len(ys) and ys[j] == value:
            j += 1
        gap = max(gap, abs(i / len(xs) - j / len(ys)))
    return gap


def check_agree(title: str, variant: str, players: int) -> None:
    ours = library_results(title, variant, players)
    theirs = [YARDSTICKS[title, variant, players](random.Random(10_000 + seed)) for seed in range(GAMES)]
    critical = KS_COEFFICIENT * math.sqrt(2 / GAMES)
    samples = {"game length": ([r[0] for r in ours], [r[0] for r in theirs])}
    for seat in range(players):
        samples[f"seat {seat}'s score"] = ([r[1][seat] for r in ours], [r[1][seat] for r in theirs])
    for what, (a, b) in samples.items():
        gap = ks_statistic(a, b)
        assert gap < critical, (
            f"{title} {variant} {players}p: the yardstick's {what} differs from the library's "
            f"(KS {gap:.3f} >= {critical:.3f}; means {sum(a) / GAMES:.2f} and {sum(b) / GAMES:.2f})"
        )


def test_the_statistic_sees_a_shift_and_not_a_reshuffle() -> None:
    same = list(range(100))
    assert ks_statistic(same, list(reversed(same))) == 0
    assert ks_statistic(same, [x + 20 for x in same]) == pytest.approx(0.2)


@pytest.mark.parametrize(("title", "variant", "players"), QUICK)
def test_each_yardstick_plays_the_librarys_game(title: str, variant: str, players: int) -> None:
    check_agree(title, variant, players)


@pytest.mark.slow
@pytest.mark.parametrize(("title", "variant", "players"), sorted(set(YARDSTICKS) - set(QUICK)))
def test_every_yardstick_case_plays_the_librarys_game(title: str, variant: str, players: int) -> None:
    check_agree(title, variant, players)
