"""The load goals of the web app (issue 27), measured against ``tablerules serve`` running in
another process on 127.0.0.1.

    python3 benchmarks/web_load.py            # starts the server itself, on a free port
    python3 benchmarks/web_load.py --port 8000  # a server already running there

1. Fifty clients connect at the same instant and ask for the titles: connection errors,
   and the slowest answers (goal: none; p99 under 2 s).
2. Three hundred stalled connections (half stop in their headers, half in their body):
   a normal request's time meanwhile (goal: under 2 s), and how long until the server
   has closed every stalled one (goal: within a minute).

Figures, never asserted in tests: docs/web.rst holds them with this command.
"""

from __future__ import annotations

import argparse
import http.client
import re
import socket
import statistics
import subprocess
import sys
import threading
import time


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
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=30)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
