"""Batches of games as Ray tasks (``pip install "tablerules[ray]"``).

:func:`~tablerules.sim.simulate` imports this module only for
``backend="ray"``, so the rest of the library never needs Ray.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Any

from tablerules.sim.results import GameResult

try:
    import ray
except ImportError as error:
    raise ImportError(f'{error.name or "ray"} is missing: pip install "tablerules[ray]"') from error

from tablerules.sim.batch import AHEAD, Simulation

__all__ = ["results"]


def _play(simulation: Simulation, indices: range) -> list[GameResult]:
    """One batch, in a Ray worker."""
    return simulation.play(indices)


def results(
    simulation: Simulation, batches: Iterable[range], jobs: int, address: str | None
) -> Iterator[GameResult]:
    """``batches`` played as Ray tasks, ``jobs`` at work at a time, results as each batch ends.

    Joins the running Ray instance when there is one; else the cluster at
    ``address``, or a new local instance of ``jobs`` CPUs, which is shut
    down again when the results are all in (or the caller stops reading).
    Ray is started or joined at once, so that a cluster that cannot be
    reached raises ``ConnectionError`` here, before any result is asked for.

    A local instance of its own has ``jobs`` CPUs, so Ray runs ``jobs`` tasks
    at once whatever is queued: ``AHEAD`` a job are sent, so that no worker
    waits for the next. A joined instance may have more CPUs free, so only
    ``jobs`` tasks are sent at a time there: ``jobs`` is the run's share of it.
    """
    started = not ray.is_initialized()
    if started:
        settings: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address is None:
            settings["num_cpus"] = jobs
        try:
            ray.init(address=address, **settings)
        except Exception as error:  # Ray raises many kinds; each means the same here
            where = f"the Ray cluster at {address}" if address else "a local Ray instance"
            raise ConnectionError(f"cannot start or join {where}: {error}") from error
    own = started and address is None
    return _stream(simulation, batches, jobs * AHEAD if own else jobs, started)


def _stream(
    simulation: Simulation, batches: Iterable[range], in_flight: int, started: bool
) -> Iterator[GameResult]:
    """The results of ``batches``, at most ``in_flight`` tasks sent at a time; shuts Ray down
    after if ``started``."""
    try:
        task = ray.remote(num_cpus=1)(_play)
        shared = ray.put(simulation)  # sent to the object store once, not with every batch
        waiting = iter(batches)
        running = [task.remote(shared, indices) for indices in itertools.islice(waiting, in_flight)]
        while running:
            done, running = ray.wait(running, num_returns=1)
            yield from ray.get(done[0])
            following = next(waiting, None)
            if following is not None:
                running.append(task.remote(shared, following))
    finally:
        if started:
            ray.shutdown()
