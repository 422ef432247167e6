"""The web app mounted in an app of one's own, and ``serve`` without the web extra (issue 27)."""

from __future__ import annotations

import http.client
import json
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from tablerules.cli import main
from tests.web.conftest import needs_the_web_extra


@pytest.fixture()
def site() -> Iterator[int]:
    """A Starlette site of its own on a free port, the tables mounted at /games."""
    needs_the_web_extra()
    import uvicorn
    from starlette.applications import Starlette
    from starlette.responses import PlainTextResponse
    from starlette.routing import Mount, Route

    import tablerules.web

    async def home(request: object) -> PlainTextResponse:
        return PlainTextResponse("mine")

    app = Starlette(routes=[Route("/", home), Mount("/games", app=tablerules.web.app(games=2))])
    from tablerules.web.server import listening

    bound = listening("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [bound]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    yield bound.getsockname()[1]
    server.should_exit = True
    thread.join(timeout=30)
    bound.close()


def get(port: int, method: str, path: str, body: bytes = b"") -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request(method, path, body=body)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, data


def test_the_page_and_the_api_under_a_path_of_ones_own(site: int) -> None:
    assert get(site, "GET", "/")[2] == b"mine"
    status, headers, page = get(site, "GET", "/games/")
    assert status == 200 and headers["content-type"].startswith("text/html")
    # The page's files and the API are asked for relative to the page, so they stay under /games.
    assert b'href="app.css"' in page and b'src="app.js"' in page
    assert get(site, "GET", "/games/app.js")[0] == 200
    status, _, body = get(site, "GET", "/games/api/titles")
    assert status == 200 and json.loads(body)["titles"]
    status, _, body = get(site, "POST", "/games/api/games", json.dumps({"title": "great-plains"}).encode())
    assert status == 201
    status, _, body = get(site, "GET", f"/games/api/games/{json.loads(body)['game']}")
    assert status == 401  # no token: the API's own answer
    # Without the slash, the page would ask for /app.js: it is sent to /games/.
    status, headers, _ = get(site, "GET", "/games")
    assert status == 307 and headers["location"].endswith("/games/")


def test_the_page_asks_for_nothing_by_an_absolute_address() -> None:
    from importlib import resources

    script = resources.files("tablerules.web").joinpath("app.js").read_text()
    assert '"/api' not in script and "`/api" not in script


def test_serve_without_the_web_extra_says_what_to_install(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for module in ("uvicorn", "tablerules.web.server", "tablerules.web.asgi"):
        monkeypatch.setitem(sys.modules, module, None)
    assert main(["serve", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert 'pip install "tablerules[web]"' in err and err.count("\n") == 1
    with pytest.raises(ImportError, match=r'pip install "tablerules\[web\]"'):
        import tablerules.web

        tablerules.web.make_server
