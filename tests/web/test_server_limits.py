"""What the served web app does under the attacks of issue 27 (B2 to B12), over real sockets.

Each test names the finding it answers. None measures time against a bound: the load
goals are measured by ``benchmarks/web_load.py`` and written in the docs.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import logging
import socket
import threading
import time

import pytest

from tablerules.cli import main
from tests.web.conftest import needs_the_web_extra


def get(port: int, path: str, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path, headers=headers or {})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


def closed_within(connection: socket.socket, seconds: float) -> bool:
    """Whether the server closes ``connection`` within ``seconds`` (reading what it sends)."""
    connection.settimeout(seconds)
    try:
        while connection.recv(65536):
            pass
    except TimeoutError:
        return False
    return True


def test_b2_a_stalled_head_is_closed(port: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tablerules.web.server.HEAD_SECONDS", 1)
    silent = socket.create_connection(("127.0.0.1", port))
    partial = socket.create_connection(("127.0.0.1", port))
    partial.sendall(b"GET /api/titles HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    kept = socket.create_connection(("127.0.0.1", port))
    kept.sendall(
        b"GET /app.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /app.css HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    )
    try:
        # The others are answered meanwhile.
        assert get(port, "/app.css")[0] == 200
        for connection in (silent, partial, kept):
            assert closed_within(connection, 30)
    finally:
        for connection in (silent, partial, kept):
            connection.close()


def test_b6_fifty_clients_at_once_are_all_answered(port: int) -> None:
    answers: list[int] = []

    def client() -> None:
        answers.append(get(port, "/app.css")[0])

    clients = [threading.Thread(target=client) for _ in range(50)]
    for one in clients:
        one.start()
    for one in clients:
        one.join()
    assert answers == [200] * 50


def test_b7_answers_on_a_kept_connection_are_not_held_back() -> None:
    """Nagle's algorithm is off on the server's connections: asyncio turns it off only on
    sockets made as TCP by name, as ``listening`` makes them."""
    needs_the_web_extra()
    from tablerules.web.server import listening

    bound = listening("127.0.0.1", 0)
    assert bound.proto == socket.IPPROTO_TCP
    options: list[int] = []

    async def accept_one() -> None:
        def made(transport: asyncio.BaseTransport) -> None:
            options.append(
                transport.get_extra_info("socket").getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)
            )

        protocol = type("P", (asyncio.Protocol,), {"connection_made": lambda self, t: made(t)})
        server = await asyncio.get_running_loop().create_server(protocol, sock=bound)
        client = socket.create_connection(bound.getsockname()[:2])
        for _ in range(100):
            if options:
                break
            await asyncio.sleep(0.01)
        client.close()
        server.close()
        await server.wait_closed()

    asyncio.run(accept_one())
    assert options and options[0] != 0


def test_b8_b9_requests_that_are_not_http_get_a_400(port: int) -> None:
    for head in (
        b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + b"9" * 5000 + b"\r\n\r\n",
        b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nContent-Length: 40\r\n\r\n{}",
    ):
        with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
            connection.sendall(head)
            answer = connection.recv(65536)
        assert answer.startswith(b"HTTP/1.1 400"), answer[:60]
    assert get(port, "/app.css")[0] == 200


def test_b10_a_name_of_another_site_is_refused(port: int) -> None:
    opening = json.dumps({"title": "great-plains"}).encode()
    for host in ("evil.example", f"evil.example:{port}"):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.request(
            "POST", "/api/games", body=opening, headers={"Host": host, "Origin": f"http://{host}"}
        )
        response = connection.getresponse()
        body = json.loads(response.read())
        connection.close()
        assert response.status == 403 and "--allow-host" in body["error"]["message"]
        assert get(port, "/api/titles", {"Host": host})[0] == 403
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", "LOCALHOST", f"[::1]:{port}", "10.0.0.7"):
        assert get(port, "/api/titles", {"Host": host})[0] == 200, host


def test_b10_allow_host_adds_a_name() -> None:
    needs_the_web_extra()
    from tablerules.web import make_server

    server = make_server("127.0.0.1", 0, games=2, hosts=["tables.example"])
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        while not server.started:
            time.sleep(0.01)
        assert get(server.server_port, "/app.css", {"Host": "tables.example"})[0] == 200
        assert get(server.server_port, "/app.css", {"Host": "other.example"})[0] == 403
    finally:
        server.shutdown()
        thread.join(timeout=30)
        server.server_close()
    assert main(["serve", "--allow-host", "x", "--memory", "0"]) == 2


def test_b11_b12_control_bytes_and_hang_ups_leave_clean_logs(
    port: int, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO):
        with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
            connection.sendall(b"GET /\x1b[31mred\x07 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert connection.recv(65536).startswith(b"HTTP/1.1 400")
        for _ in range(5):  # a client that hangs up before its answer
            with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
                connection.sendall(b"GET /api/titles HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert get(port, "/app.css")[0] == 200
    logged = "\n".join(record.getMessage() for record in caplog.records)
    assert "\x1b" not in logged and "\x07" not in logged
    assert not any(record.exc_info for record in caplog.records), logged
    assert "Traceback" not in logged
