"""``tablerules serve``: the web app (:func:`tablerules.web.asgi.app`) served by uvicorn.

It needs the ``web`` extra: ``pip install "tablerules[web]"``.
"""

from __future__ import annotations

import socket

import uvicorn

from tablerules.web.asgi import app
from tablerules.web.tables import BUDGET, Tables

__all__ = ["Server", "make_server", "serve"]


class Server:
    """The web app on a socket of its own, served by uvicorn until :meth:`shutdown`.

    The socket is bound when the server is made, so that an address in use
    is an ``OSError`` at once, and ``server_port`` is the port listened on
    (the one the system chose, for port 0).
    """

    def __init__(
        self, host: str = "127.0.0.1", port: int = 8000, *, games: int = 64, budget: int = BUDGET
    ) -> None:
        self.socket = socket.create_server((host, port), backlog=2048)
        self.server_address: tuple[str, int] = self.socket.getsockname()[:2]
        self.server_port = self.server_address[1]
        #: The games the server keeps.
        self.tables = Tables(games, budget=budget)
        config = uvicorn.Config(app(tables=self.tables), log_level="info", server_header=False)
        self._uvicorn = uvicorn.Server(config)

    def serve_forever(self) -> None:
        """Answer requests until :meth:`shutdown`, or Ctrl-C in the main thread."""
        self._uvicorn.run(sockets=[self.socket])

    @property
    def started(self) -> bool:
        """Whether :meth:`serve_forever` has started answering."""
        return bool(self._uvicorn.started)

    def shutdown(self) -> None:
        """Ask :meth:`serve_forever` to end, from another thread; it ends within a second or so."""
        self._uvicorn.should_exit = True

    def server_close(self) -> None:
        """Close the socket."""
        self.socket.close()


def make_server(
    host: str = "127.0.0.1", port: int = 8000, *, games: int = 64, budget: int = BUDGET
) -> Server:
    """A server of the web app on ``host``:``port`` (port 0: any free port), keeping at most
    ``games`` games and about ``budget`` bytes of them; call ``serve_forever()`` on it.
    Raises ``OSError`` when the address cannot be listened on."""
    return Server(host, port, games=games, budget=budget)


def serve(host: str = "127.0.0.1", port: int = 8000, *, games: int = 64, budget: int = BUDGET) -> None:
    """Serve until interrupted (Ctrl-C)."""
    server = make_server(host, port, games=games, budget=budget)
    try:
        server.serve_forever()
    finally:
        server.server_close()
