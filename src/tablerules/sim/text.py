"""A simulation's and an arena's figures as plain text for a person: what
``tablerules simulate`` and ``tablerules arena`` print.

:mod:`~tablerules.sim.report` gives a simulation as an HTML page; these give it,
and the pairings of an arena, as lines of text with aligned tables.
"""

from __future__ import annotations

from collections.abc import Sequence

from tablerules.core.words import aligned, counted
from tablerules.sim.arena import Pairing
from tablerules.sim.summary import SeatSummary, Summary

__all__ = ["arena_text", "summary_text"]

_SEAT_HEADINGS = (
    "",
    "agent",
    "wins",
    "win rate",
    "95% interval",
    "shared",
    "mean score",
    "sd",
    "min",
    "median",
    "max",
)

_PAIRING_HEADINGS = (
    "first",
    "second",
    "games",
    "first won",
    "second won",
    "draws",
    "first's rate (95%)",
    "mean scores",
    "decisions/game",
)


def summary_text(summary: Summary, *, variant: str, settings: Sequence[str] = ()) -> str:
    """``summary`` as text: the run in a line, a table by seat with a row of draws, the
    decisions and actions a game, and the speed; every line ends in a newline.

    ``variant`` is the name of the variant played; ``settings`` are the options set over
    it as they were typed (``without_luck=true``), shown after it.
    """
    games = summary.games
    last = summary.first_seed + games - 1
    seeds = str(summary.first_seed) if games == 1 else f"{summary.first_seed}..{last}"
    changed = f", options {' '.join(settings)}" if settings else ""
    jobs = counted(summary.jobs, "job")
    heading = (
        f"{summary.name}: {counted(games, 'game')}, {summary.players} players, variant {variant}{changed}, "
        f"seeds {seeds}, {jobs} ({summary.backend})\n\n"
    )
    rows: list[tuple[str, ...]] = [_SEAT_HEADINGS, *(_seat_row(seat) for seat in summary.seats)]
    draws = ("draws", "", str(summary.draws), f"{100 * summary.draws / games:.1f}%")
    rows.append(draws + ("",) * (len(_SEAT_HEADINGS) - len(draws)))
    # Figures to the right, so that their places line up.
    table = aligned(rows, right=range(2, len(_SEAT_HEADINGS))) + "\n"
    decisions = summary.decisions
    speed = summary.games_per_second
    shown = "inf" if speed is None else f"{speed:,.0f}"
    return (
        heading + table + f"\ndecisions a game: mean {decisions.mean:.1f}, min {decisions.minimum}, "
        f"median {decisions.median:g}, max {decisions.maximum}\n"
        f"mean length: {summary.actions.mean:.1f} actions (chance outcomes included)\n"
        f"speed: {counted(games, 'game')} in {summary.seconds:.2f} s ({shown} games/s)\n"
    )


def _seat_row(seat: SeatSummary) -> tuple[str, ...]:
    """One seat's row of the table: its name, agent, wins, rates and scores."""
    rate, low, high = seat.win_rate()
    scores = seat.scores
    return (
        f"seat {seat.seat} ({seat.name})" if seat.name != f"seat {seat.seat}" else seat.name,
        seat.agent,
        str(seat.wins),
        f"{100 * rate:.1f}%",
        f"{100 * low:.1f}-{100 * high:.1f}%",
        str(seat.shared),
        f"{scores.mean:.2f}",
        f"{scores.stdev:.2f}",
        str(scores.minimum),
        f"{scores.median:g}",
        str(scores.maximum),
    )


def arena_text(pairings: Sequence[Pairing], *, name: str, players: int, games: int, seed: int) -> str:
    """``pairings`` as text: the run in a line, then a table with a row a pairing; every
    line ends in a newline.

    ``name`` is the title's name, ``players`` the player count, ``games`` the games a
    pairing and ``seed`` the seed of the first game, as :func:`~tablerules.sim.arena.arena`
    was given them.
    """
    heading = (
        f"{name}, {players} players: {counted(games, 'game')} a pairing, seats rotated, seeds from {seed}\n"
    )
    rows = [_PAIRING_HEADINGS, *(_pairing_row(pairing) for pairing in pairings)]
    return heading + aligned(rows) + "\n"


def _pairing_row(pairing: Pairing) -> tuple[str, ...]:
    """One pairing's row of the table: the agents, the games' results and the figures."""
    rate, low, high = pairing.win_rate()
    return (
        pairing.first,
        pairing.second,
        str(pairing.games),
        str(pairing.first_wins),
        str(pairing.second_wins),
        str(pairing.draws),
        f"{rate:.2f} ({low:.2f}-{high:.2f})",
        f"{pairing.first_score:.1f} - {pairing.second_score:.1f}",
        f"{pairing.decisions:.1f}",
    )
