"""``tablerules serve``: the web app (:func:`tablerules.web.asgi.app`) served by uvicorn.

It needs the ``web`` extra: ``pip install "tablerules[web]"``.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
from collections.abc import Iterable
from typing import TypedDict

import uvicorn
from typing_extensions import Unpack
from uvicorn.protocols.http.h11_impl import H11Protocol

from tablerules.web.asgi import THINK, app
from tablerules.web.tables import BUDGET, Tables

__all__ = ["BACKLOG", "HEAD_SECONDS", "Server", "Settings", "listening", "make_server", "more_files", "serve"]

#: Connections the system holds for the server before it accepts them: fifty clients
#: connecting at once are all answered (http.server's five reset twenty-four of them).
BACKLOG = 2048


#: Seconds a client has to send a request's head (its line and headers), on a new
#: connection or a kept-alive one: a client that sends a header now and then, or nothing,
#: does not hold a connection for good. (The body has ``asgi.BODY_SECONDS``.)
HEAD_SECONDS = 20


class _Protocol(H11Protocol):
    """uvicorn's HTTP/1.1 connection, which waits for a request's head for good, with a
    deadline of :data:`HEAD_SECONDS` for it."""

    _head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._await_head()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._await_head()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
        super().connection_lost(exc)

    def _await_head(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
        self._head_timer = self.loop.call_later(HEAD_SECONDS, self._head_late)

    def _head_late(self) -> None:
        """Close the connection if it is still waiting for a request's head: one that came
        in time is answered, and its answer sets the next deadline."""
        self._head_timer = None
        waiting = self.cycle is None or self.cycle.response_complete
        if waiting and not self.transport.is_closing():
            self.transport.close()


def more_files() -> None:
    """Let this process open as many files as the system allows it (the soft limit raised to
    the hard one): each connection is a file, and a thousand of them ran out at 1,024."""
    try:
        import resource
    except ImportError:  # not on Windows, whose limit is another matter
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        # A hard limit of "unlimited" some systems refuse as a soft one: then as it was.
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def listening(host: str, port: int, *, backlog: int = BACKLOG) -> socket.socket:
    """A TCP socket bound to ``host``:``port`` (port 0: any free one) and listening.

    Made as TCP by name, not as ``socket.create_server`` makes it: asyncio turns
    Nagle's algorithm off only on sockets whose protocol says TCP, and with it on,
    each answer on a kept-alive connection waited some 44 ms for the client's
    delayed acknowledgement.
    """
    family, kind, proto, _, address = socket.getaddrinfo(
        host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP, flags=socket.AI_PASSIVE
    )[0]
    made = socket.socket(family, kind, proto)
    try:
        if os.name == "posix":  # elsewhere SO_REUSEADDR lets two servers share a port
            made.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        made.bind(address)
        made.listen(backlog)
    except OSError:
        made.close()
        raise
    return made


class Server:
    """The web app on a socket of its own, served by uvicorn until :meth:`shutdown`:
    ``host``:``port`` (port 0: any free port), keeping at most ``games`` games and about
    ``budget`` bytes of them, its bots thinking ``think`` seconds at most a decision in
    the background, answering to its addresses, ``localhost``, ``host`` and the
    names ``hosts`` (see :func:`~tablerules.web.asgi.app`). Raises ``OSError`` when the
    address cannot be listened on.

    The socket is bound when the server is made, so that an address in use
    is an ``OSError`` at once, and ``server_port`` is the port listened on
    (the one the system chose, for port 0).
    """

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 8000,
        *,
        games: int = 64,
        budget: int = BUDGET,
        think: float = THINK,
        hosts: Iterable[str] = (),
    ) -> None:
        self.socket = listening(host, port)
        self.server_address: tuple[str, int] = self.socket.getsockname()[:2]
        self.server_port = self.server_address[1]
        #: The games the server keeps.
        self.tables = Tables(games, budget=budget, think=think)
        # The address served, and the names added, are the hosts answered (besides localhost
        # and any address): a name of another site pointed at this machine is refused.
        answers = app(tables=self.tables, hosts=(host, *hosts))
        # Event streams go on until their client goes: a stop waits a second for them at most.
        config = uvicorn.Config(
            answers, http=_Protocol, log_level="info", server_header=False, timeout_graceful_shutdown=1
        )
        self._uvicorn = uvicorn.Server(config)

    def serve_forever(self) -> None:
        """Answer requests until :meth:`shutdown`, or Ctrl-C in the main thread."""
        more_files()
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


#: A server of the web app (:class:`Server`), by the name the standard library's server had:
#: ``make_server(host, port, games=..., budget=..., hosts=...)``.
make_server = Server


class Settings(TypedDict, total=False):
    """What :class:`Server` takes by keyword besides the address, and so :func:`serve` too."""

    games: int
    budget: int
    think: float
    hosts: Iterable[str]


def serve(host: str = "127.0.0.1", port: int = 8000, **settings: Unpack[Settings]) -> None:
    """Serve until interrupted (Ctrl-C), with :class:`Server`'s ``settings``."""
    server = make_server(host, port, **settings)
    try:
        server.serve_forever()
    finally:
        server.server_close()
