"""A simulation's and an arena's figures as text, worded by ``tablerules.sim`` and only
printed by the command line."""

from __future__ import annotations

import pytest

from tablerules.cli import main
from tablerules.sim import GameResult, Pairing, Tally, arena_text, summary_text


def tally(games: int, first_seed: int = 5) -> Tally:
    seats, agents = ("snakes", "foxes"), ("random", "greedy")
    counted = Tally("great-plains", "Great Plains", seats, agents, first_seed=first_seed, jobs=2)
    for index in range(games):
        counted.add(
            GameResult(
                index=index,
                seed=first_seed + index,
                winners=(index % 2,) if index < 3 else (0, 1),
                scores=(20 + index, 30 - index),
                decisions=46,
                actions=53,
            )
        )
    return counted


def test_the_summary_in_words() -> None:
    text = summary_text(tally(4).summary(seconds=2.0), variant="standard", settings=["caves_block_bear=true"])
    assert text == (
        "Great Plains: 4 games, 2 players, variant standard, options caves_block_bear=true, "
        "seeds 5..8, 2 jobs (local)\n"
        "\n"
        "                 agent   wins  win rate  95% interval  shared  mean score    sd  min  median  max\n"
        "seat 0 (snakes)  random     2     50.0%    15.0-85.0%       1       21.50  1.12   20    21.5   23\n"
        "seat 1 (foxes)   greedy     1     25.0%     4.6-69.9%       1       28.50  1.12   27    28.5   30\n"
        "draws                       1     25.0%\n"
        "\n"
        "decisions a game: mean 46.0, min 46, median 46, max 46\n"
        "mean length: 53.0 actions (chance outcomes included)\n"
        "speed: 4 games in 2.00 s (2 games/s)\n"
    )


def test_one_game_and_a_run_too_quick_to_time() -> None:
    text = summary_text(tally(1).summary(seconds=0.0), variant="standard")
    assert text.startswith("Great Plains: 1 game, 2 players, variant standard, seeds 5, 2 jobs (local)\n")
    assert text.endswith("speed: 1 game in 0.00 s (inf games/s)\n")


def test_the_pairings_in_words() -> None:
    pairings = [Pairing("random", "greedy", 2, 0, 2, 0, 21.0, 55.5, 46.0)]
    assert arena_text(pairings, name="Great Plains", players=2, games=2, seed=5) == (
        "Great Plains, 2 players: 2 games a pairing, seats rotated, seeds from 5\n"
        "first   second  games  first won  second won  draws  "
        "first's rate (95%)  mean scores  decisions/game\n"
        "random  greedy  2      0          2           0      0.00 (0.00-0.66)    21.0 - 55.5  46.0\n"
    )


def test_the_command_line_prints_the_words_of_sim(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "great-plains", "--agents", "random,greedy", "-n", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Great Plains, 2 players: 2 games a pairing, seats rotated, seeds from 5\n")
    assert main(["simulate", "great-plains", "-n", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Great Plains: 2 games, 2 players, variant standard, seeds 3..4, 1 job (local)\n\n")
