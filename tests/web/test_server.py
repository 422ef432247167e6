"""``tablerules serve`` over real HTTP: the page's files, the API, and what no request may do."""

from __future__ import annotations

import http.client
import json
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

import tablerules
from tablerules.cli import main
from tablerules.web.api import MAX_BODY, Api
from tests.web.conftest import needs_the_web_extra

sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))

from web_load import raw_exchange


def request(
    port: int, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None
) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request(method, path, body=body, headers=headers or {})
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, data


def test_the_page_and_its_files(port: int) -> None:
    for path, kind in [("/", "text/html"), ("/app.js", "text/javascript"), ("/app.css", "text/css")]:
        status, headers, body = request(port, "GET", path)
        assert status == 200
        assert headers["content-type"].startswith(kind)
        assert "default-src 'self'" in headers["content-security-policy"]
        assert headers["x-content-type-options"] == "nosniff"
        assert body
    assert request(port, "POST", "/")[0] == 405


def test_a_game_over_http(port: int) -> None:
    status, _, body = request(port, "POST", "/api/games", json.dumps({"title": "bison"}).encode())
    assert status == 201
    opened = json.loads(body)
    token = opened["seats"][0]["token"]
    path = f"/api/games/{opened['game']}"
    status, _, body = request(port, "GET", path, headers={"Authorization": f"Bearer {token}"})
    assert status == 200
    view = json.loads(body)
    assert view["your_turn"] and view["legal"]
    move = json.dumps({"index": 0}).encode()
    status, _, body = request(port, "POST", f"{path}/actions", move, {"Authorization": f"Bearer {token}"})
    assert status == 200
    assert len(json.loads(body)["log"]) > len(view["log"])


def test_bad_requests_are_json_4xx(port: int) -> None:
    status, _, body = request(port, "GET", "/nothing/here")
    assert (status, json.loads(body)["error"]["status"]) == (404, 404)
    # Not HTTP: refused by the server with a plain 400 before the API sees it.
    status, _, body = request(port, "POST", "/api/games", b"{}", {"Content-Length": "lots"})
    assert status == 400
    status, _, body = request(port, "POST", "/api/games", b"x", {"Content-Length": str(MAX_BODY + 1)})
    assert (status, json.loads(body)["error"]["status"]) == (413, 413)
    # Methods the API does not use: a JSON 405 (http.server's own answer was an HTML 501).
    for method in ("PATCH", "OPTIONS", "TRACE"):
        status, headers, body = request(port, method, "/api/games")
        assert (status, json.loads(body)["error"]["status"]) == (405, 405), method
    status, headers, body = request(port, "HEAD", "/api/titles")
    assert (status, body) == (405, b"")
    assert int(headers["content-length"]) > 0
    # Unicode digits are no Content-Length ("²".isdigit() is true; int("²") fails).
    status, _, body = request(port, "POST", "/api/games", b"{}", {"Content-Length": "\u00b2"})
    assert status == 400
    # A token of other than ASCII plays no seat (compare_digest takes no such text).
    _, _, body = request(port, "POST", "/api/games", json.dumps({"title": "bison"}).encode())
    game = json.loads(body)["game"]
    status, _, body = request(port, "GET", f"/api/games/{game}", headers={"Authorization": "Bearer \xe9t"})
    assert (status, json.loads(body)["error"]["status"]) == (403, 403)


def test_a_method_the_api_does_not_use_is_a_json_405(port: int) -> None:
    answer = raw_exchange(port, b"BREW /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 405")
    assert json.loads(body)["error"]["status"] == 405


def test_a_body_is_never_read_as_the_next_request(port: int) -> None:
    """A page's GET with a body answered, then read the body as a second request on
    the same connection; a chunked body is read as the body it is."""
    hidden = b"GET /api/titles HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    answer = raw_exchange(
        port, b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: %d\r\n\r\n" % len(hidden) + hidden
    )
    assert answer.count(b"HTTP/1.1 ") == 1
    assert answer.startswith(b"HTTP/1.1 200")
    chunked = b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n"
    answer = raw_exchange(port, chunked + b"%x\r\n" % len(hidden) + hidden + b"\r\n0\r\n\r\n")
    assert answer.count(b"HTTP/1.1 ") == 1
    assert answer.startswith(b"HTTP/1.1 400") and b"JSON" in answer


def test_a_body_shorter_than_announced_is_refused(port: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The server waits ``BODY_SECONDS`` for the whole body, not for good."""
    monkeypatch.setattr("tablerules.web.asgi.BODY_SECONDS", 1)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{}")
        answer = connection.recv(65536)
    assert answer.startswith(b"HTTP/1.1 408")
    # A client that hangs up in the middle of its body costs nothing more.
    with socket.create_connection(("127.0.0.1", port), timeout=10) as connection:
        connection.sendall(b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{}")
    assert request(port, "GET", "/api/titles")[0] == 200


def test_a_page_of_another_site_is_refused(port: int) -> None:
    opening = json.dumps({"title": "bison"}).encode()
    status, _, _ = request(port, "POST", "/api/games", opening, {"Origin": "http://evil.example"})
    assert status == 403
    status, _, _ = request(port, "POST", "/api/games", opening, {"Origin": f"http://127.0.0.1:{port}"})
    assert status == 201


def test_a_bug_is_a_500_without_a_traceback(port: int, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object) -> None:
        raise ZeroDivisionError("secret detail")

    monkeypatch.setattr(Api, "handle", broken)
    status, _, body = request(port, "GET", "/api/titles")
    assert status == 500
    text = body.decode()
    assert "secret detail" not in text and "Traceback" not in text
    assert json.loads(text)["error"]["message"] == "something went wrong on the server"


def test_the_command_serves_until_stopped() -> None:
    needs_the_web_extra()
    command = [sys.executable, "-m", "tablerules", "serve", "--port", "0", "--games", "2"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        found = re.fullmatch(r"serving tablerules on http://127\.0\.0\.1:(\d+)/ \(Ctrl-C to stop\)\n", line)
        assert found, line
        status, _, body = request(int(found.group(1)), "GET", "/api/titles")
        assert status == 200
        assert [title["id"] for title in json.loads(body)["titles"]] == list(tablerules.titles())
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_the_command_refuses_a_port_in_use(capsys: pytest.CaptureFixture[str]) -> None:
    needs_the_web_extra()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        assert main(["serve", "--port", str(taken.getsockname()[1])]) == 2
    assert "cannot listen on 127.0.0.1:" in capsys.readouterr().err


def test_the_command_refuses_bad_numbers_with_or_without_the_web_extra(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["serve", "--games", "0"]) == 2
    assert "--games must be at least 1" in capsys.readouterr().err
    assert main(["serve", "--port", "70000"]) == 2
    assert "--port is from 0 to 65535" in capsys.readouterr().err


def test_serve_hands_its_settings_to_the_server(monkeypatch: pytest.MonkeyPatch) -> None:
    """serve() takes what Server takes by keyword, and closes the socket when it ends."""
    needs_the_web_extra()
    from tablerules.web import server as served

    made: list[served.Server] = []

    class Once(served.Server):
        def serve_forever(self) -> None:
            made.append(self)

    monkeypatch.setattr(served, "make_server", Once)
    served.serve("127.0.0.1", 0, games=3, budget=1 << 20, think=0.5, hosts=("tables.example",))
    (server,) = made
    assert server.tables.limit == 3 and server.tables.budget == 1 << 20 and server.tables.think == 0.5
    assert server.socket.fileno() == -1  # closed
