"""A server of the web app on a free port of localhost, for a test."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import ThreadingHTTPServer

import pytest

from tablerules.web import make_server


@pytest.fixture()
def server() -> Iterator[ThreadingHTTPServer]:
    running = make_server("127.0.0.1", 0, games=4)
    thread = threading.Thread(target=running.serve_forever, daemon=True)
    thread.start()
    yield running
    running.shutdown()
    running.server_close()


@pytest.fixture()
def port(server: ThreadingHTTPServer) -> int:
    return server.server_port
