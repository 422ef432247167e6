"""The load goals of the web app (issue 27), measured against ``tablerules serve`` running in
another process on 127.0.0.1.

    python3 benchmarks/web_load.py            # starts the server itself, on a free port
    python3 benchmarks/web_load.py --port 8000  # a server already running there

1. Fifty clients connect at the same instant and ask for the titles: connection errors,
   and the slowest answers (goal: none; p99 under 2 s).
2. Three hundred stalled connections (half stop in their headers, half in their body):
   a normal request's time meanwhile (goal: under 2 s), and how long until the server
   has closed every stalled one (goal: within a minute).
3. Requests on one kept-alive connection (goal: median under 10 ms).
4. Finished tables of four-person Bison, every seat a person, played through the API:
   the server's memory a table (goal: at most 2 MB). Only for a server it started.
5. A table of three of the strongest bots (mcts:2000) and one person: the opening
   request (goal: within 10 s) and the time until the person is to act (within 2 min).
6. Hostile requests: a Host of another site, two Content-Lengths, one of 5,000 digits
   (goal: each refused with a 4xx, and no second answer).

Figures, never asserted in tests: docs/web.rst holds them with this command.
"""

from __future__ import annotations

import argparse
import http.client
import json
import re
import socket
import statistics
import subprocess
import sys
import threading
import time
from typing import Any


def timed_get(port: int, path: str = "/api/titles") -> float:
    started = time.perf_counter()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", path)
    response = connection.getresponse()
    response.read()
    connection.close()
    if response.status != 200:
        raise RuntimeError(f"GET {path}: {response.status}")
    return time.perf_counter() - started


def at_once(port: int, clients: int) -> tuple[list[float], list[str]]:
    """``clients`` threads released together, each one request on a new connection."""
    gate = threading.Barrier(clients)
    times: list[float] = []
    errors: list[str] = []

    def client() -> None:
        gate.wait()
        try:
            times.append(timed_get(port))
        except Exception as error:  # every failure is counted, whatever its kind
            errors.append(f"{type(error).__name__}: {error}")

    threads = [threading.Thread(target=client) for _ in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return times, errors


def stalled(port: int, count: int) -> tuple[float, float]:
    """``count`` stalled connections; the time of a normal request meanwhile, and the
    seconds until the server has closed them all."""
    opened = []
    for number in range(count):
        connection = socket.create_connection(("127.0.0.1", port), timeout=120)
        if number % 2:
            connection.sendall(b"GET /api/titles HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        else:
            connection.sendall(b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{")
        opened.append(connection)
    started = time.perf_counter()
    normal = timed_get(port)
    closed_at: list[float] = []

    def wait_closed(connection: socket.socket) -> None:
        try:
            while connection.recv(65536):
                pass
        except OSError:
            pass
        closed_at.append(time.perf_counter() - started)

    waiting = [threading.Thread(target=wait_closed, args=(c,)) for c in opened]
    for thread in waiting:
        thread.start()
    for thread in waiting:
        thread.join()
    for connection in opened:
        connection.close()
    return normal, max(closed_at)


def kept_alive(port: int, requests: int = 50) -> float:
    """The median time of ``requests`` requests for a page file on one connection."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    times = []
    for _ in range(requests):
        started = time.perf_counter()
        connection.request("GET", "/app.css")
        connection.getresponse().read()
        times.append(time.perf_counter() - started)
    connection.close()
    return statistics.median(times)


def api(port: int, method: str, path: str, body: object = None, token: str | None = None) -> Any:
    """One request of the JSON API; its answer's data (an error raises)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=300)
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    sent = None if body is None else json.dumps(body).encode()
    connection.request(method, path, body=sent, headers=headers)
    response = connection.getresponse()
    data = json.loads(response.read())
    connection.close()
    if response.status >= 400:
        raise RuntimeError(f"{method} {path}: {response.status} {data}")
    return data


def resident(pid: int) -> int:
    """The resident memory of process ``pid``, in bytes (Linux)."""
    with open(f"/proc/{pid}/statm") as numbers:
        return int(numbers.read().split()[1]) * 4096


def finished_tables(port: int, pid: int, count: int) -> float:
    """The server's memory a finished four-person Bison table, every seat a person."""
    before = resident(pid)
    for seed in range(count):
        opening = {"title": "bison", "players": 4, "seats": ["person"] * 4, "seed": seed}
        opened = api(port, "POST", "/api/games", opening)
        tokens = [seat["token"] for seat in opened["seats"]]
        path = f"/api/games/{opened['game']}"
        view = api(port, "GET", path, token=tokens[0])
        while not view["is_over"]:
            mover = view["to_move"]
            if view["thinking"] or mover is None:  # chance, drawn in the background
                time.sleep(0.01)
                view = api(port, "GET", path, token=tokens[0])
                continue
            view = api(port, "GET", path, token=tokens[mover])
            view = api(
                port,
                "POST",
                f"{path}/actions",
                {"index": len(view["log"]) % len(view["legal"])},
                tokens[mover],
            )
    return (resident(pid) - before) / count


def strongest_bots(port: int) -> tuple[float, float]:
    """Seconds to open a table of three mcts:2000 bots and a person, and until the person acts."""
    started = time.perf_counter()
    opening = {"title": "bison", "players": 4, "seats": ["mcts:2000"] * 3 + ["person"]}
    opened = api(port, "POST", "/api/games", opening)
    answered = time.perf_counter() - started
    path, token = f"/api/games/{opened['game']}", opened["seats"][3]["token"]
    while not api(port, "GET", path, token=token)["your_turn"]:
        time.sleep(0.2)
    return answered, time.perf_counter() - started


def raw_exchange(port: int, data: bytes, *, wait: float = 1.5) -> bytes:
    """Send ``data`` as it is and read every byte the server answers until it closes or goes
    quiet. (The connection stays open both ways: a client that shuts its side is gone.)"""
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as connection:
        connection.sendall(data)
        answer = b""
        try:
            while chunk := connection.recv(65536):
                answer += chunk
        except TimeoutError:
            pass
    return answer


def hostile(port: int) -> list[str]:
    """The first line of the answer to each hostile request, and how many answers came."""
    twice = (
        b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}"
    )
    requests = [
        b"GET /api/titles HTTP/1.1\r\nHost: evil.example\r\n\r\n",
        twice + b"GET /api/titles HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + b"9" * 5000 + b"\r\n\r\n",
    ]
    answers = []
    for request in requests:
        answer = raw_exchange(port, request, wait=3)
        status = answer.split(b"\r\n", 1)[0].decode("latin-1")
        answers.append(f"{status} ({answer.count(b'HTTP/1.1 ')} answer)")
    return answers


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--port", type=int, help="a server already running on 127.0.0.1 (default: start one)")
    args = parser.parse_args()
    server = None
    port = args.port
    if port is None:
        command = [sys.executable, "-m", "tablerules", "serve", "--port", "0"]
        server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        assert server.stdout is not None
        found = re.search(r":(\d+)/", server.stdout.readline())
        if found is None:
            raise SystemExit("the server did not say where it listens")
        port = int(found.group(1))
        # uvicorn logs every request on standard output: read it all, or the pipe fills and
        # the server waits for good to write its next line.
        threading.Thread(target=server.stdout.read, daemon=True).start()
    try:
        timed_get(port)  # the titles described once, as a first visit would
        times, errors = at_once(port, 50)
        ordered = sorted(times)
        p99 = ordered[max(0, round(0.99 * len(ordered)) - 1)] if ordered else float("nan")
        print(
            f"50 clients at once: {len(errors)} errors, median {statistics.median(ordered):.3f} s, "
            f"p99 {p99:.3f} s, slowest {ordered[-1]:.3f} s"
        )
        for error in errors[:5]:
            print(f"  {error}")
        normal, closed = stalled(port, 300)
        print(
            f"300 stalled connections: a normal request answered in {normal:.3f} s; "
            f"every stalled one closed after {closed:.1f} s"
        )
        print(f"kept-alive requests: median {kept_alive(port) * 1000:.2f} ms")
        if server is not None:
            memory = finished_tables(port, server.pid, 8)
            print(f"finished four-person Bison tables: {memory / 1e6:.2f} MB a table")
        answered, to_act = strongest_bots(port)
        print(
            f"three mcts:2000 bots and a person: opened in {answered:.2f} s, "
            f"the person to act after {to_act:.0f} s"
        )
        for line in hostile(port):
            print(f"hostile request: {line}")
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
