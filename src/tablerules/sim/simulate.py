"""Many seeded games across processes, or across a Ray cluster, results streamed back.

Game ``i`` of a simulation is always played with seed ``seed + i`` by the
same agents in the same seats, in whichever process or on whichever machine
it lands, so the results are the same for any number of jobs and either
backend; only the order they arrive in changes (``ordered=True`` puts them
back in game order). Games travel in batches, so that a process pool or a
cluster spends its time playing rather than passing messages; only a few
batches a worker are in flight at once, so a million games never wait in
memory.
"""

from __future__ import annotations

import heapq
import pickle
from collections.abc import Iterator, Sequence
from typing import Any, Literal

from tablerules.bots.named import agent_named
from tablerules.core.game import Game
from tablerules.core.play import Agent
from tablerules.core.registry import load
from tablerules.core.workers import pooled
from tablerules.sim.batch import MOST_JOBS, Simulation
from tablerules.sim.results import GameResult

__all__ = ["BACKENDS", "agent_label", "simulate"]

#: The backends :func:`simulate` knows.
BACKENDS: tuple[str, ...] = ("local", "ray")

#: The most games a batch holds by default.
_BATCH_MOST = 250


def agent_label(agent: Agent | str) -> str:
    """How a summary names ``agent``: its name as given, else its class's name."""
    return agent.strip() if isinstance(agent, str) else type(agent).__name__


def simulate(
    game: Game[Any, Any] | str,
    agents: Sequence[Agent | str],
    *,
    games: int,
    seed: int = 0,
    options: object | None = None,
    jobs: int = 1,
    backend: Literal["local", "ray"] = "local",
    address: str | None = None,
    records: bool = True,
    ordered: bool = False,
    batch: int | None = None,
) -> Iterator[GameResult]:
    """Play ``games`` games of ``game`` (a :class:`~tablerules.Game` or a title id) and yield
    each one's :class:`~tablerules.sim.GameResult` as it finishes.

    ``agents`` holds one agent a seat, each a name that
    :func:`~tablerules.bots.agent_named` knows (``"random"``, ``"greedy"``,
    ``"mcts:200"``, ...) or an agent object, which must pickle when the
    games leave this process. Game ``i`` is played with seed ``seed + i``.
    ``jobs`` is how many processes play at once: with ``backend="local"``,
    ``jobs=1`` plays here and more start a process pool; with
    ``backend="ray"`` (``pip install "tablerules[ray]"``) batches of games
    are Ray tasks, ``jobs`` of them at work at a time, on the cluster at
    ``address`` or on a local Ray instance of ``jobs`` CPUs started for
    this call and shut down after it. ``records=False`` leaves the records
    out of the results (less to send back); ``ordered=True`` yields the
    results in game order; ``batch`` sets the games a task (by default
    about eight tasks a job, at most 250 games each).

    Raises ``ValueError`` (before any game is played) for a count below 1,
    more than :data:`~tablerules.core.workers.MOST_JOBS` local processes, an
    unknown agent name or backend, bad options, the wrong number of
    agents, or an agent that does not pickle where it has to; ``KeyError``
    for an unknown title id; ``ImportError`` naming the extra when Ray is
    missing, and ``ConnectionError`` when Ray cannot be started or joined.

    >>> from tablerules.sim import simulate
    >>> [result.winners for result in simulate("beasty-borders", ["random", "random"], games=3, ordered=True)]
    [(0,), (0,), (0,)]
    """
    simulation, size = _prepared(game, agents, games, seed, options, jobs, backend, batch, records)
    # Made as they are sent, not all at once: a count of games can be large.
    batches = (range(start, min(start + size, games)) for start in range(0, games, size))
    # No more processes or tasks at work than there are batches to play.
    jobs = min(jobs, -(-games // size))
    if backend == "ray":
        from tablerules.sim import ray_backend  # imported lazily: Ray is an optional extra

        stream = ray_backend.results(simulation, batches, jobs, address)
    elif jobs == 1:
        stream = (result for indices in batches for result in simulation.play(indices))
    else:
        stream = (result for results in pooled(simulation.play, batches, jobs) for result in results)
    return _in_order(stream) if ordered else stream


def _prepared(
    game: Game[Any, Any] | str,
    agents: Sequence[Agent | str],
    games: int,
    seed: int,
    options: object | None,
    jobs: int,
    backend: str,
    batch: int | None,
    records: bool,
) -> tuple[Simulation, int]:
    """The checked simulation and its batch size; every refusal comes from here, before a game."""
    if backend not in BACKENDS:
        raise ValueError(f"a backend is one of {', '.join(BACKENDS)}, not {backend!r}")
    for name, value in (("games", games), ("jobs", jobs), ("batch", 1 if batch is None else batch)):
        if type(value) is not int or value < 1:
            raise ValueError(f"{name} must be a whole number of at least 1, not {value!r}")
    if type(seed) is not int:
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    if backend == "local" and jobs > MOST_JOBS:
        raise ValueError(f"jobs is at most {MOST_JOBS:,} processes of this machine, not {jobs:,}")
    title = load(game) if isinstance(game, str) else game
    players = title.check_players(len(agents))
    used = options if options is not None else title.options_type()
    title.check_options(used)
    chosen = tuple(agent_named(agent) if isinstance(agent, str) else agent for agent in agents)
    travels = backend == "ray" or jobs > 1
    if travels:
        for seat, agent in enumerate(chosen):
            try:
                pickle.dumps(agent)
            except Exception as error:  # pickle raises many kinds; each means the same here
                raise ValueError(
                    f"the agent of seat {seat} ({agent_label(agent)}) cannot be sent to another "
                    f"process ({error}); give it by name or make it picklable"
                ) from None
    registered = _registered(title)
    simulation = Simulation(title.id if registered else title, players, used, chosen, seed, records)
    # About eight batches a job: few enough that passing them costs little next to playing
    # (a batch of random games of the quickest title takes tens of milliseconds), enough to
    # share the games out evenly and move the progress bar.
    size = batch if batch is not None else max(1, min(_BATCH_MOST, games // (jobs * 8)))
    return simulation, size


def _registered(game: Game[Any, Any]) -> bool:
    """Whether the registry hands out ``game`` itself for its id."""
    try:
        return load(game.id) is game
    except KeyError:
        return False


def _in_order(results: Iterator[GameResult]) -> Iterator[GameResult]:
    """``results`` (numbered 0, 1, ... in any order) yielded in game order."""
    early: list[tuple[int, GameResult]] = []
    following = 0
    for result in results:
        heapq.heappush(early, (result.index, result))
        while early and early[0][0] == following:
            yield heapq.heappop(early)[1]
            following += 1
    while early:  # pragma: no cover - every number comes once, so nothing is left
        yield heapq.heappop(early)[1]
