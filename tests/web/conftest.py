"""A server of the web app on a free port of localhost, for a test."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tablerules.web.server import Server


def needs_the_web_extra() -> None:
    """Skip the test when Starlette or uvicorn is missing, as in the Quick start's light
    install; with ``TABLERULES_EXTRAS_REQUIRED`` (CI), fail instead."""
    for module in ("starlette", "uvicorn"):
        if os.environ.get("TABLERULES_EXTRAS_REQUIRED"):
            __import__(module)
        else:
            pytest.importorskip(module, reason='needs the extra: pip install "tablerules[web]"')


@pytest.fixture()
def server() -> Iterator[Server]:
    needs_the_web_extra()
    from tablerules.web import make_server

    running = make_server("127.0.0.1", 0, games=4)
    thread = threading.Thread(target=running.serve_forever, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not running.started and time.monotonic() < deadline:
        time.sleep(0.01)
    yield running
    running.shutdown()
    thread.join(timeout=30)
    running.server_close()


@pytest.fixture()
def port(server: Server) -> int:
    return server.server_port
