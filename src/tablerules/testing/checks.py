"""The conformance checks: what every title must do, checked through the protocol alone.

A *case* is one way to play a title: a player count and a named variant.
Some checks look at a case as a whole (the game describes itself, options
round-trip, bad arguments are refused); the others look at a random game of
the case played to the end with a seed, position by position. Each check is
a function that raises ``AssertionError`` saying what is wrong, and where
(:class:`~tablerules.testing.played.CheckError` names the step). :func:`check_title` runs them all.

The checks live by what they look at: :mod:`tablerules.testing.title_checks`
(what a title says of itself), :mod:`tablerules.testing.position_checks`
(the rules as played, position by position),
:mod:`tablerules.testing.record_checks` (what a game writes down reads back)
and :mod:`tablerules.testing.view_checks` (what each seat is shown); the
cases and played games they look at are :mod:`tablerules.testing.played`'s.
This module plays the games, lists the checks in the order they run
(:data:`CASE_CHECKS`, :data:`GAME_CHECKS`), runs them and reports the
failures; every name it exported before the checks moved out is still
importable from here.
"""

from __future__ import annotations

import contextlib
import functools
import pickle
import random
import traceback
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

import attrs

from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action, Game, State, offered
from tablerules.core.play import Agent, play_state
from tablerules.core.record import Record
from tablerules.core.registry import load, registered
from tablerules.core.workers import MOST_JOBS, pooled
from tablerules.testing.invariants import fingerprint
from tablerules.testing.played import Case, CheckError, PlayedGame, _require, action_pool, cases
from tablerules.testing.position_checks import (
    check_actions_are_numbered,
    check_apply_all,
    check_chance_is_explicit,
    check_equal_copies_apply_alike,
    check_illegal_actions_are_refused,
    check_invariants,
    check_malformed_values_are_refused,
    check_old_states_are_untouched,
    check_reaches_the_end,
    check_scores_are_the_sheet,
    check_states_are_values,
)
from tablerules.testing.record_checks import POSITIONS_READ as POSITIONS_READ
from tablerules.testing.record_checks import (
    check_garbage_notation,
    check_json_round_trip,
    check_notation_round_trip,
    check_positions_read_back,
    check_record_views,
    check_replay,
    check_repr_evaluates_back,
    check_tampered_records,
)
from tablerules.testing.title_checks import (
    check_bad_player_counts_are_refused,
    check_game_describes_itself,
    check_options_round_trip,
    check_setup_is_deterministic,
    check_universes_number_every_action,
    check_wrong_options_are_refused,
)
from tablerules.testing.view_checks import (
    check_observations_hold_only_the_view,
    check_pictures_show_only_the_view,
    check_svg_text,
    check_views_hide,
    svg_marks,
    svg_titles,
)

__all__ = [
    "CASE_CHECKS",
    "GAME_CHECKS",
    "MOST_DECISIONS",
    "MOST_STEPS",
    "Case",
    "CheckError",
    "Failure",
    "PlayedGame",
    "action_pool",
    "cases",
    "check_svg_text",
    "check_title",
    "longest_random_game",
    "play_case",
    "run_checks",
    "svg_marks",
    "svg_titles",
]


#: The most decisions a random game is played for when the title gives no limits, and
#: the most steps (decisions and chance outcomes).
MOST_DECISIONS = 100_000
MOST_STEPS = 1_000_000


class _Uniform:
    """Picks uniformly among the legal actions, like ``tablerules.bots.RandomAgent``, for
    at most ``most`` decisions in all: a game that never ends is a failure, not a hang."""

    def __init__(self, most: int, why: str) -> None:
        self.left = most
        self.most = most
        self.why = why

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        if not legal_actions:
            raise CheckError("a seat is to move but legal_actions() is empty")
        self.left -= 1
        if self.left < 0:
            raise CheckError(f"random play did not end within {self.most:,} decisions ({self.why})")
        return legal_actions[rng.randrange(len(legal_actions))]


def longest_random_game(case: Case) -> tuple[int, int, str]:
    """The decisions and the steps a random game of ``case`` may take before the checks call
    it endless, and where the numbers come from: the title's ``limits()``, else
    :data:`MOST_DECISIONS` and :data:`MOST_STEPS`."""
    limits = offered(lambda: case.game.limits(case.players, case.options))
    if limits is None:
        return MOST_DECISIONS, MOST_STEPS, "the checker's own limit: the title gives no limits()"
    return limits.longest_game, limits.longest_game_steps, "the title's limits()"


def _most_decisions(case: Case) -> tuple[int, str]:
    decisions, _, why = longest_random_game(case)
    return decisions, why


def play_case(case: Case, seed: int, *, thorough: bool = False) -> PlayedGame:
    """The random game of ``case`` with ``seed``, as ``tablerules.play`` with random agents plays
    it, for at most the title's ``limits().longest_game`` decisions (or :data:`MOST_DECISIONS`);
    then every step applied again, and each position the same after as before. A ``thorough``
    game has every position looked at by the slow checks too
    (:func:`~tablerules.testing.played.steps_looked_at`)."""
    agents: list[Agent] = [_Uniform(*_most_decisions(case))] * case.players
    final, actions = play_state(case.setup(), agents, seed=seed)
    states = [case.setup()]
    for step, action in enumerate(actions):
        before = states[-1]
        held = fingerprint(before)
        try:
            states.append(before.apply(action))
        except IllegalActionError as error:
            raise CheckError(f"the game does not apply again: {error}", step=step) from error
        _require(
            fingerprint(before) == held, f"applying {action!r} changed the position it was applied to", step
        )
    record = Record(case.title, case.players, case.options, tuple(actions))
    _require(states[-1] == final, "the same actions applied again end in another position")
    return PlayedGame(case, seed, record, tuple(states), thorough=thorough)


# -- the checks, in the order they run ----------------------------------------------------


#: The checks of a case as a whole, by name.
CASE_CHECKS: dict[str, Callable[[Case], None]] = {
    "game describes itself": check_game_describes_itself,
    "setup is deterministic": check_setup_is_deterministic,
    "options round-trip through JSON": check_options_round_trip,
    "bad player counts are refused": check_bad_player_counts_are_refused,
    "wrong options are refused": check_wrong_options_are_refused,
    "universes number every action": check_universes_number_every_action,
}


#: The checks of one random game, by name; each also gets the case's pool of actions.
GAME_CHECKS: dict[str, Callable[[PlayedGame, Sequence[Action]], None]] = {
    "random play reaches the end": check_reaches_the_end,
    "every position keeps the invariants": check_invariants,
    "chance is explicit": check_chance_is_explicit,
    "replay": check_replay,
    "record JSON round trip": check_json_round_trip,
    "record views": check_record_views,
    "tampered records fail": check_tampered_records,
    "notation round trip": check_notation_round_trip,
    "garbage notation": check_garbage_notation,
    "repr evaluates back": check_repr_evaluates_back,
    "equal copies apply alike": check_equal_copies_apply_alike,
    "views hide what they should": check_views_hide,
    "illegal actions are refused": check_illegal_actions_are_refused,
    "malformed values are refused": check_malformed_values_are_refused,
    "apply_all is all or nothing": check_apply_all,
    "states are values": check_states_are_values,
    "old states are untouched": check_old_states_are_untouched,
    "scores are the score sheet": check_scores_are_the_sheet,
    "positions read back": check_positions_read_back,
    "actions are numbered": check_actions_are_numbered,
    "observations hold only the view": check_observations_hold_only_the_view,
    "pictures show only the view": check_pictures_show_only_the_view,
}


# -- the whole title ---------------------------------------------------------------------


@attrs.frozen
class Failure:
    """One failed check: where, and what went wrong."""

    title: str
    players: int
    variant: str
    seed: int | None
    step: int | None
    check: str
    message: str

    def __str__(self) -> str:
        where = f"{self.title}, {self.players} players, {self.variant}"
        if self.seed is not None:
            where += f", seed {self.seed}"
        if self.step is not None:
            where += f", step {self.step}"
        return f"{where}: {self.check}: {self.message}"


@contextlib.contextmanager
def _loadable(game: Game[Any, Any]) -> Iterator[None]:
    """Records of ``game`` load and replay inside the block, installed or not."""
    try:
        installed = load(game.id) is game
    except KeyError:
        installed = False
    if installed:
        yield
    else:
        with registered(game):
            yield


def _run(
    failures: list[Failure],
    case: Case,
    seed: int | None,
    name: str,
    check: Callable[..., object],
    *arguments: object,
) -> object:
    """``check(*arguments)``; a failure is added to ``failures`` and ``None`` returned."""
    try:
        return check(*arguments)
    except Exception as error:  # every failure of a title's code is reported, not raised
        step = error.step if isinstance(error, CheckError) else None
        message = str(error) if isinstance(error, AssertionError) else f"{type(error).__name__}: {error}"
        if not isinstance(error, AssertionError):
            # Where the title's code raised it: the innermost frame of the traceback.
            frames = traceback.extract_tb(error.__traceback__)
            if frames:
                message += f" (at {frames[-1].filename}:{frames[-1].lineno}, in {frames[-1].name})"
        if isinstance(error, CheckError) and step is not None:
            message = message.removeprefix(f"step {step}: ")
        failures.append(Failure(case.title, case.players, case.variant, seed, step, name, message))
        return None


@attrs.frozen
class _GameTask:
    """One random game of a case, as it travels to the process that plays or checks it."""

    #: The number of the case in the order checked.
    number: int
    #: The title id when the registry hands out the game itself, else the game.
    game: str | Game[Any, Any]
    players: int
    variant: str
    seed: int
    thorough: bool

    def case(self) -> Case:
        return Case(load(self.game) if isinstance(self.game, str) else self.game, self.players, self.variant)


def _played(task: _GameTask) -> tuple[list[Failure], list[Failure], Record | None, tuple[Action, ...]]:
    """The first half of checking a game (a worker's task): the game played, and the actions
    legal somewhere in it; the failures of each."""
    case = task.case()
    failures: list[Failure] = []
    unhashable: list[Failure] = []
    with _loadable(case.game):
        played = _run(failures, case, task.seed, "random play", play_case, case, task.seed)
        if not isinstance(played, PlayedGame):
            return failures, unhashable, None, ()
        pool = _run(unhashable, case, None, "legal actions are hashable values", action_pool, [played])
    return failures, unhashable, played.record, pool if isinstance(pool, tuple) else ()


def _checked(sent: tuple[_GameTask, Record, tuple[Action, ...]]) -> list[Failure]:
    """The second half (a worker's task): every game check on the game of ``record``, with the
    actions legal anywhere in its case."""
    task, record, pool = sent
    case = task.case()
    failures: list[Failure] = []
    with _loadable(case.game):
        states = _run(failures, case, task.seed, "random play", _replayed, case, record)
        if isinstance(states, tuple):
            played = PlayedGame(case, task.seed, record, states, thorough=task.thorough)
            for name, game_check in GAME_CHECKS.items():
                _run(failures, case, task.seed, name, game_check, played, pool)
    return failures


def _replayed(case: Case, record: Record) -> tuple[State, ...]:
    """Every position of the game of ``record``, played once already by :func:`play_case`."""
    states = [case.setup()]
    for action in record.actions:
        states.append(states[-1].apply(action))
    return tuple(states)


def _traveller(game: Game[Any, Any], jobs: int) -> str | Game[Any, Any]:
    """How ``game`` travels to the processes that check it: its id when the registry hands
    out the game itself, else the game, which must then pickle to go to other processes."""
    try:
        if load(game.id) is game:
            return game.id
    except KeyError:
        pass
    if jobs > 1:
        try:
            pickle.dumps(game)
        except Exception as error:  # pickle raises many kinds; each means the same here
            raise ValueError(
                f"{game.name} cannot be sent to another process ({error}): check it with jobs=1, "
                "or register it"
            ) from None
    return game


def _each(work: Callable[[Any], Any], tasks: Sequence[Any], jobs: int) -> Iterator[tuple[int, Any]]:
    """``work`` on each of ``tasks``, here or in ``jobs`` processes, with the task's number,
    as each ends."""
    if jobs == 1:
        yield from enumerate(map(work, tasks))
    else:
        numbered = functools.partial(_numbered, work)
        yield from pooled(numbered, enumerate(tasks), jobs, ahead=1)


def _first(pair: tuple[int, Any]) -> int:
    return pair[0]


def _numbered(work: Callable[[Any], Any], task: tuple[int, Any]) -> tuple[int, Any]:
    return task[0], work(task[1])


def run_checks(
    game: Game[Any, Any],
    *,
    players: Iterable[int] | None = None,
    variants: Iterable[str] | None = None,
    games: int = 8,
    seed: int = 0,
    thorough: bool = False,
    jobs: int = 1,
    progress: Callable[[int, int], object] | None = None,
) -> list[Failure]:
    """Run every conformance check on ``game`` and return the failures (an empty list: all passed).

    For each player count (all the title allows, or ``players``) and each
    variant (all of ``game.variants()``, or those named), the case checks run
    once and the game checks on ``games`` random games, seeds ``seed`` to
    ``seed + games - 1``; the slow checks look at every position of the first
    game and of any game of at most
    :data:`~tablerules.testing.played.SHORT_GAME` positions, and at a stride
    of the others (at every position of every game when ``thorough``).

    ``jobs`` processes check the games (the failures are the same for any
    number); a game the registry does not hand out must then pickle.
    ``progress``, if given, is called with the games checked so far and
    the total each time a game is checked. The game need not be installed:
    while it is checked, records of it load as if it were. Bad arguments
    (an unknown variant, a player count the title does not allow, fewer
    than one game, or a count of jobs not from 1 to
    :data:`~tablerules.core.workers.MOST_JOBS`) raise ``ValueError``.
    """
    for name, value in (("games", games), ("jobs", jobs)):
        if type(value) is not int or value < 1:
            raise ValueError(f"{name} is a whole number of at least 1, not {value!r}")
    if jobs > MOST_JOBS:
        raise ValueError(f"jobs is at most {MOST_JOBS:,} processes of this machine, not {jobs:,}")
    every = cases(game, players, variants)
    traveller = _traveller(game, jobs)
    # The first game of a case is looked at whole: a leak that shows at a few steps
    # of a long game is found there, whatever stride the other games are looked at in.
    tasks = [
        _GameTask(number, traveller, case.players, case.variant, one, thorough or one == seed)
        for number, case in enumerate(every)
        for one in range(seed, seed + games)
    ]
    # Each case's failures in the order a serial run meets them: the case checks (0), the
    # games played (1, by seed), the actions pooled (2), the games checked (3, by seed).
    found: dict[tuple[int, int, int], list[Failure]] = {}
    with _loadable(game):
        for number, case in enumerate(every):
            found[number, 0, 0] = []
            for name, case_check in CASE_CHECKS.items():
                _run(found[number, 0, 0], case, None, name, case_check, case)
    if progress is not None:
        progress(0, len(tasks))
    # Every game is played first, for the actions legal anywhere in its case, then checked.
    pools: dict[int, dict[Action, None]] = {}
    records: list[tuple[_GameTask, Record]] = []
    for index, (failures, unhashable, record, pool) in sorted(_each(_played, tasks, jobs), key=_first):
        task = tasks[index]
        found[task.number, 1, task.seed] = failures
        if unhashable:
            found.setdefault((task.number, 2, 0), unhashable)
        if record is not None:
            records.append((task, record))
            pools.setdefault(task.number, {}).update(dict.fromkeys(pool))
    checking = [
        (task, record, () if (task.number, 2, 0) in found else tuple(pools[task.number]))
        for task, record in records
    ]
    for done, (index, failures) in enumerate(_each(_checked, checking, jobs), start=1):
        task = checking[index][0]
        found[task.number, 3, task.seed] = failures
        if progress is not None:
            progress(done, len(checking))
    return [failure for _, failures in sorted(found.items()) for failure in failures]


def check_title(
    game: Game[Any, Any],
    *,
    players: Iterable[int] | None = None,
    variants: Iterable[str] | None = None,
    games: int = 8,
    seed: int = 0,
    thorough: bool = False,
    jobs: int = 1,
) -> None:
    """Run every conformance check on ``game``; raise ``AssertionError`` listing every failure.

    The checks and arguments are those of :func:`run_checks`; each failure is
    listed with the title, player count, variant, seed and step.
    """
    failures = run_checks(
        game, players=players, variants=variants, games=games, seed=seed, thorough=thorough, jobs=jobs
    )
    if failures:
        lines = [f"{len(failures)} conformance check(s) failed for {game.id}:", *(f"- {f}" for f in failures)]
        raise AssertionError("\n".join(lines))
