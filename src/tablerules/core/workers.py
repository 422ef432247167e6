"""Work shared out to other processes of this machine, whose workers never outlive the caller.

:func:`pooled` runs a function on a stream of tasks in a pool of processes
and hands each result back as it ends. The simulator, the arena and the
conformance checker share it. Its workers leave Ctrl-C to the process that
started them, and end with it however it ends: a loop left early (an
error, Ctrl-C, a ``break``) terminates them at once, and a caller killed
outright (``kill``, ``kill -9``) is noticed by each worker within half a
second. A long arena of thinking bots stopped by its user leaves no process
behind still thinking.
"""

from __future__ import annotations

import itertools
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

__all__ = ["AHEAD", "MOST_JOBS", "cores", "pooled"]

#: Tasks in flight for each job: enough that no worker waits for the next.
AHEAD = 3
#: The most processes :func:`pooled` starts (a typo such as ``--jobs 10000`` would start them all).
MOST_JOBS = 1024
#: Seconds between a worker's looks at whether the process that started it is still there.
_WATCH_EVERY = 0.5

_Task = TypeVar("_Task")
_Result = TypeVar("_Result")


def cores() -> int:
    """The processors this process may run on (all of the machine's, unless it is confined)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every system: macOS and Windows have no affinity
        return os.cpu_count() or 1


def pooled(
    work: Callable[[_Task], _Result], tasks: Iterable[_Task], jobs: int, *, ahead: int = AHEAD
) -> Iterator[_Result]:
    """``work(task)`` for each of ``tasks``, in a pool of ``jobs`` processes, each result as its
    task ends (not in the order sent).

    ``tasks`` is read as the tasks are sent, at most ``jobs * ahead`` of them
    in flight, so a stream of a million costs no more memory than a few.
    ``work`` and the tasks travel by pickle. An exception of a task is raised
    here (a worker that died is ``BrokenProcessPool``), and ends the pool.
    However the loop over the results ends, no worker is left running:
    stopping early terminates them.
    """
    if type(jobs) is not int or not 1 <= jobs <= MOST_JOBS:
        raise ValueError(f"jobs must be a whole number from 1 to {MOST_JOBS:,}, not {jobs!r}")
    # Imported here: the process machinery costs a fifth of `import tablerules`.
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

    waiting = iter(tasks)
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_started)
    finished = False
    try:
        running: set[Future[_Result]] = {
            pool.submit(work, task) for task in itertools.islice(waiting, jobs * ahead)
        }
        while running:
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
                for task in itertools.islice(waiting, 1):
                    running.add(pool.submit(work, task))
        finished = True
    finally:
        if not finished:
            # Left early: what the workers are doing is wanted by nobody.
            _terminate(pool)
        pool.shutdown(wait=True, cancel_futures=True)


def _terminate(pool: ProcessPoolExecutor) -> None:
    """Stop ``pool``'s workers now, in the middle of their tasks."""
    terminate = getattr(pool, "terminate_workers", None)  # Python 3.14 has it
    if terminate is not None:
        terminate()
        return
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()


def _started() -> None:
    """A worker's first step: Ctrl-C is for the process that started it (which ends the pool),
    and the worker ends when that process is gone."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_watch, args=(os.getppid(),), name="tablerules-watch", daemon=True).start()


def _watch(parent: int) -> None:
    """End this process once ``parent`` has ended (its children then belong to another)."""
    while os.getppid() == parent:
        time.sleep(_WATCH_EVERY)
    os._exit(1)
