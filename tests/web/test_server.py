"""``tablerules serve`` over real HTTP: the page's files, the API, and what no request may do."""

from __future__ import annotations

import http.client
import json
import re
import socket
import subprocess
import sys

import pytest

from tablerules.cli import main
from tablerules.web.api import MAX_BODY, Api


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
    status, _, body = request(port, "POST", "/api/games", b"{}", {"Content-Length": "lots"})
    assert status == 400
    status, _, body = request(port, "POST", "/api/games", b"x", {"Content-Length": str(MAX_BODY + 1)})
    assert (status, json.loads(body)["error"]["status"]) == (413, 413)
    status, _, body = request(port, "PATCH", "/api/games")
    assert status == 501  # http.server's own answer to a method it has no handler for


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
    command = [sys.executable, "-m", "tablerules", "serve", "--port", "0", "--games", "2"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        found = re.fullmatch(r"serving tablerules on http://127\.0\.0\.1:(\d+)/ \(Ctrl-C to stop\)\n", line)
        assert found, line
        status, _, body = request(int(found.group(1)), "GET", "/api/titles")
        assert status == 200
        assert len(json.loads(body)["titles"]) == 4
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_the_command_refuses_a_port_in_use_and_bad_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        assert main(["serve", "--port", str(taken.getsockname()[1])]) == 2
    assert "cannot listen on 127.0.0.1:" in capsys.readouterr().err
    assert main(["serve", "--games", "0"]) == 2
    assert "--games must be at least 1" in capsys.readouterr().err
    assert main(["serve", "--port", "70000"]) == 2
    assert "--port is from 0 to 65535" in capsys.readouterr().err
