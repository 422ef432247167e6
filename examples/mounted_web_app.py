"""The tablerules web app mounted inside an app of one's own, at /games.

Needs the web extra: pip install "tablerules[web]". It serves your own site
with the tables under /games, asks the API for the titles as a browser
would, and stops; drop the last lines and run ``uvicorn`` to keep it up.
"""

from __future__ import annotations

import json
import threading
import time
import urllib.request

import uvicorn
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Mount, Route

import tablerules.web
from tablerules.web.server import listening


async def home(request: object) -> PlainTextResponse:
    return PlainTextResponse("my site: the tables are at /games/\n")


site = Starlette(
    routes=[
        Route("/", home),
        # The page asks for its files and the API relative to where it is served.
        Mount("/games", app=tablerules.web.app(games=16)),
    ]
)


def main() -> None:
    # A socket of its own, to learn the free port: made by tablerules, as TCP by name, so
    # that answers on kept-alive connections are not held back (see its docstring).
    bound = listening("127.0.0.1", 0)
    port = bound.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(site, log_level="warning"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [bound]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    base = f"http://127.0.0.1:{port}"
    with urllib.request.urlopen(f"{base}/") as answer:
        print(answer.read().decode().strip())
    with urllib.request.urlopen(f"{base}/games/api/titles") as answer:
        names = [title["name"] for title in json.load(answer)["titles"]]
    print("titles at /games/api/titles:", ", ".join(names))
    with urllib.request.urlopen(f"{base}/games/") as answer:
        print("the page at /games/:", answer.headers["Content-Type"])
    server.should_exit = True
    thread.join()


if __name__ == "__main__":
    main()
