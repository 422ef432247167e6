"""Work shared out to other processes ends with the process that shared it (issue 26, item 10).

``tablerules arena bison --agents greedy,mcts -n 4 --jobs 2`` stopped by its
user left its workers thinking. :func:`tablerules.core.workers.pooled` is the
pool the simulator, the arena and the checker share: these tests stop it every
way a user does (a loop left early, Ctrl-C, ``kill``, ``kill -9``) and look
for its workers afterwards.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tablerules.core.workers import MOST_JOBS, cores, pooled

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def square(number: int) -> int:
    return number * number


def refuse(number: int) -> int:
    if number == 3:
        raise LookupError(f"no {number}")
    return number


def wait_or_tell(seconds: float) -> int:
    """Sleeps ``seconds``, then gives this worker's process id."""
    time.sleep(seconds)
    return os.getpid()


def ended(pid: int) -> bool:
    """Whether process ``pid`` has ended (gone, or a zombie waiting for its parent to reap it)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    return state in ("Z", "X")


def all_end(pids: list[int], within: float = 10.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if all(ended(pid) for pid in pids):
            return True
        time.sleep(0.05)
    return False


def children(pid: int) -> list[int]:
    """The processes whose parent is ``pid``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid and fields[0] not in ("Z", "X"):
                found.append(int(entry.name))
    return found


def test_every_task_is_done_once() -> None:
    assert sorted(pooled(square, range(40), 2)) == [number * number for number in range(40)]
    assert list(pooled(square, iter([7]), 3)) == [49]
    assert list(pooled(square, [], 2)) == []


def test_a_task_that_fails_raises_its_error_here() -> None:
    with pytest.raises(LookupError, match="no 3"):
        list(pooled(refuse, range(10), 2))


@pytest.mark.parametrize("jobs", [0, -1, MOST_JOBS + 1, 1.5, True])
def test_a_count_of_jobs_outside_the_range_is_refused(jobs: object) -> None:
    with pytest.raises(ValueError, match="jobs must be a whole number from 1 to 1,024"):
        next(pooled(square, range(3), jobs))  # type: ignore[arg-type]


def test_cores_is_at_least_one() -> None:
    assert type(cores()) is int and 1 <= cores() <= (os.cpu_count() or 1)


@linux_only
def test_leaving_the_loop_early_ends_the_workers_at_once() -> None:
    results = pooled(wait_or_tell, [0.0, 60.0, 60.0, 60.0], 2)
    first = next(results)
    busy = [pid for pid in children(os.getpid()) if pid != first] or [first]
    started = time.monotonic()
    results.close()
    assert time.monotonic() - started < 10, "the workers were waited for, not ended"
    assert all_end([first, *busy])


#: A program that shares out two tasks of a minute each and says when they have begun.
SHARER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from tablerules.core.workers import pooled

    def work(seconds):
        Path(sys.argv[1], str(__import__("os").getpid())).write_text("")
        time.sleep(seconds)
        return seconds

    if __name__ == "__main__":
        for _ in pooled(work, [60, 60], 2):
            pass
    """
)


@linux_only
@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL, signal.SIGINT])
def test_a_caller_stopped_takes_its_workers_with_it(tmp_path: Path, how: signal.Signals) -> None:
    program = tmp_path / "sharer.py"
    program.write_text(SHARER)
    begun = tmp_path / "begun"
    begun.mkdir()
    caller = subprocess.Popen([sys.executable, str(program), str(begun)], stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while len(list(begun.iterdir())) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        workers = [int(path.name) for path in begun.iterdir()]
        assert len(workers) == 2
        caller.send_signal(how)
        _, err = caller.communicate(timeout=30)
        assert all_end(workers), f"{how.name} left workers running"
        if how == signal.SIGINT:
            # Ctrl-C is the caller's: the workers ignore it and print nothing.
            assert err.count("KeyboardInterrupt") == 1
    finally:
        caller.kill()
        caller.wait()


@linux_only
@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT])
def test_stopping_the_arena_command_ends_its_workers(how: signal.Signals) -> None:
    """The command of the issue, stopped with ``kill`` or Ctrl-C while its bots think."""
    command = [sys.executable, "-m", "tablerules", "arena", "bison", "--agents", "greedy,mcts", "-n", "4"]
    arena = subprocess.Popen([*command, "--jobs", "2"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while len(workers := children(arena.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(workers) == 2
        time.sleep(0.5)
        arena.send_signal(how)
        _, err = arena.communicate(timeout=30)
        assert all_end(workers)
        if how == signal.SIGINT:
            assert arena.returncode == 130 and b"Traceback" not in err
    finally:
        arena.kill()
        arena.wait()
