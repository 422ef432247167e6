"""backend="ray": the same results as the local backend, on a local Ray instance of 2 CPUs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import tablerules
from tablerules.bots import GreedyAgent, RandomAgent
from tablerules.cli import main
from tablerules.sim import simulate
from tests.adapters.cases import needs

ray = needs("ray", "ray")


def test_a_simulation_starts_a_ray_instance_of_its_own_and_shuts_it_down() -> None:
    assert not ray.is_initialized()
    local = list(simulate("beasty-borders", ["random", "greedy"], games=12, seed=4, ordered=True))
    remote = list(simulate("beasty-borders", ["random", "greedy"], games=12, seed=4, backend="ray", jobs=2))
    assert sorted(remote, key=lambda result: result.index) == local
    assert not ray.is_initialized()


@pytest.fixture(scope="module")
def cluster() -> Iterator[None]:
    """One local Ray instance of 2 CPUs for the tests below, which the simulations join."""
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


@pytest.mark.usefixtures("cluster")
@pytest.mark.parametrize(("title", "players"), [("great-plains", 2), ("manitou", 3), ("bison", 2)])
def test_ray_one_job_and_two_jobs_give_the_same_results(title: str, players: int) -> None:
    agents = ["random"] * (players - 1) + ["greedy"]
    one = list(simulate(title, agents, games=10, seed=2, ordered=True))
    two = list(simulate(title, agents, games=10, seed=2, jobs=2, ordered=True))
    remote = list(simulate(title, agents, games=10, seed=2, jobs=2, backend="ray", batch=3))
    assert sorted(remote, key=lambda result: result.index) == one == two
    assert ray.is_initialized()  # joined, so left running


@pytest.mark.usefixtures("cluster")
def test_agent_objects_and_options_travel_to_ray_workers() -> None:
    game = tablerules.load("beasty-borders")
    options = game.variants()["without-luck"]
    agents = [GreedyAgent(), RandomAgent()]
    remote = list(simulate(game, agents, games=6, options=options, backend="ray", ordered=True))  # type: ignore[arg-type]
    for result in remote:
        assert result.record == tablerules.play(game, agents, seed=result.seed, options=options)  # type: ignore[arg-type]


@pytest.mark.usefixtures("cluster")
def test_the_command_saves_the_same_records_with_ray(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    local, remote = tmp_path / "local.jsonl", tmp_path / "ray.jsonl"
    assert main(["simulate", "manitou", "-n", "8", "--players", "3", "--save", str(local)]) == 0
    command = ["simulate", "manitou", "-n", "8", "--players", "3", "--backend", "ray", "--jobs", "2"]
    assert main([*command, "--save", str(remote)]) == 0
    out = capsys.readouterr().out
    assert "2 jobs (ray)" in out
    assert remote.read_bytes() == local.read_bytes()


class _CountingRay:
    """Enough of Ray's API to count the tasks sent and not yet returned."""

    def __init__(self, running: bool) -> None:
        self.running = running
        self.cpus: int | None = None
        self.sent = 0
        self.most = 0

    def is_initialized(self) -> bool:
        return self.running

    def init(self, address: str | None = None, **settings: object) -> None:
        self.running = True
        self.cpus = settings.get("num_cpus")  # type: ignore[assignment]

    def shutdown(self) -> None:
        self.running = False

    def put(self, value: object) -> object:
        return value

    def remote(self, **_: object) -> object:
        outer = self

        class Task:
            @staticmethod
            def remote(*_: object) -> int:
                outer.sent += 1
                return outer.sent

        return lambda _function: Task

    def wait(self, running: list[int], num_returns: int) -> tuple[list[int], list[int]]:
        self.most = max(self.most, len(running))
        return running[:num_returns], running[num_returns:]

    def get(self, _: int) -> list[object]:
        return []


@pytest.mark.parametrize(
    ("running", "address", "in_flight"), [(True, None, 3), (False, "host:1", 3), (False, None, 9)]
)
def test_a_joined_ray_gets_jobs_tasks_at_a_time_and_an_own_instance_a_few_ahead(
    monkeypatch: pytest.MonkeyPatch, running: bool, address: str | None, in_flight: int
) -> None:
    """``jobs`` is the run's share of a cluster or of a Ray already running: no more tasks are sent
    at once. A local instance of its own has ``jobs`` CPUs, so more may wait there, ready."""
    from tablerules.sim import ray_backend
    from tablerules.sim.batch import AHEAD

    fake = _CountingRay(running)
    monkeypatch.setattr(ray_backend, "ray", fake)
    batches = [range(index, index + 1) for index in range(20)]
    assert list(ray_backend.results(None, batches, 3, address)) == []  # type: ignore[arg-type]
    assert fake.sent == 20 and fake.most == in_flight
    assert in_flight == (3 * AHEAD if not running and address is None else 3)
    assert fake.cpus == (3 if not running and address is None else None)
