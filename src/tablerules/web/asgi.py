"""The web app as an ASGI application on Starlette: the page's files and the JSON API.

:func:`app` makes it. ``tablerules serve`` serves it with uvicorn
(:mod:`tablerules.web.server`); an app of one's own can mount it at a path of
its choosing, since the page asks for its files and the API relative to
where it is served::

    from starlette.applications import Starlette
    from starlette.routing import Mount

    import tablerules.web

    site = Starlette(routes=[Mount("/games", app=tablerules.web.app())])

It needs the ``web`` extra: ``pip install "tablerules[web]"``.
"""

from __future__ import annotations

import ipaddress
import json
import logging
import re
from collections.abc import AsyncIterator, Iterable
from importlib import resources

import anyio
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.responses import StreamingResponse
from starlette.routing import Mount
from starlette.types import Receive, Scope, Send

from tablerules.web.api import MAX_BODY, Api, ApiError, Response
from tablerules.web.tables import BUDGET, Table, Tables

__all__ = ["BODY_SECONDS", "HEADERS", "PAGES", "QUIET_SECONDS", "THINK", "app"]

#: The static files of the page, by path: the file's name in ``tablerules.web`` and its type.
PAGES: dict[str, tuple[str, str]] = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/app.js": ("app.js", "text/javascript; charset=utf-8"),
    "/app.css": ("app.css", "text/css; charset=utf-8"),
}

#: The headers of every answer: nothing is cached, nothing is sniffed, and the page runs
#: only its own script and style.
HEADERS: dict[str, str] = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
}

#: Seconds a client has to send a request's whole body: one that sends less than it
#: announced, or a byte now and then, does not hold the request for good.
BODY_SECONDS = 30

#: Seconds a bot may think a decision, by default, in the background.
THINK = 3.0
#: Seconds of quiet after which a table's event stream says it is still there.
QUIET_SECONDS = 15.0
#: Seconds between two looks at a table for its event stream (a number read, no lock).
_LOOK_EVERY = 0.05

_EVENTS = re.compile(r"/api/games/([0-9a-f]{16})/events")

_LOG = logging.getLogger("tablerules.web")


def app(
    *,
    games: int = 64,
    budget: int = BUDGET,
    think: float = THINK,
    tables: Tables | None = None,
    hosts: Iterable[str] | None = None,
) -> Starlette:
    """The web app: the page at ``/`` and the API under ``/api/`` (see
    :mod:`tablerules.web.api`), keeping at most ``games`` games and about
    ``budget`` bytes of them (see :class:`~tablerules.web.tables.Tables`), or
    the store ``tables``, which may be shared with other code. The bots think in
    the background, ``think`` seconds at most a decision: a request is answered at
    once, its table ``"thinking"``, and ``GET /api/games/ID/events`` tells when the
    table changes (Server-Sent Events).

    With ``hosts``, a request whose ``Host`` is a name (not an address) other
    than ``localhost`` or one of ``hosts`` is refused (403), so that a page of
    another site cannot reach the app through a name of its own that it points
    at this machine (DNS rebinding). ``tablerules serve`` sets it; an app that
    mounts this one checks its hosts itself (Starlette's ``TrustedHostMiddleware``).
    """
    kept = tables if tables is not None else Tables(games, budget=budget, think=think)
    names = None if hosts is None else frozenset({"localhost", *(name.strip().lower() for name in hosts)})
    return Starlette(routes=[Mount("/", app=_Answers(Api(kept), names))])


class _Answers:
    """The ASGI application under the mount: every request of every method, answered by the
    page's files or by the :class:`~tablerules.web.api.Api`, in JSON when it fails."""

    def __init__(self, api: Api, hosts: frozenset[str] | None) -> None:
        self.api = api
        self.hosts = hosts
        # Read once: a request never opens a file (with a thousand connections open, the
        # files a process may open run out).
        self.pages = {
            path: Response(200, resources.files("tablerules.web").joinpath(name).read_bytes(), kind)
            for path, (name, kind) in PAGES.items()
        }

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # lifespan and websockets: nothing to do here
            return
        if self.hosts is not None:
            host = dict(scope["headers"]).get(b"host", b"").decode("latin-1")
            if not _known_host(host, self.hosts):
                refusal = ApiError(
                    403,
                    f"this server answers to its addresses and {', '.join(sorted(self.hosts))}, not to "
                    f"{host[:100]!r} (tablerules serve --allow-host NAME adds a name)",
                ).response()
                await _send(send, refusal, head=scope["method"] == "HEAD")
                return
        path = _route_path(scope)
        if path == "":
            # Mounted at /games, asked for /games: the page's relative addresses need the slash.
            moved = Response(307, b"", "text/plain")
            await _send(send, moved, {"Location": scope.get("root_path", "") + "/"})
            return
        method: str = scope["method"]
        try:
            response = await self._response(method, path, scope, receive)
        except Exception:  # a bug: answered with a bare 500, the traceback to the server's log
            _LOG.exception("%s %s failed", method, path[:100])
            response = ApiError(500, "something went wrong on the server").response()
        if isinstance(response, _Stream):
            stream = StreamingResponse(response.events, media_type="text/event-stream", headers=HEADERS)
            await stream(scope, receive, send)
            return
        await _send(send, response, head=method == "HEAD")

    async def _response(self, method: str, path: str, scope: Scope, receive: Receive) -> Response | _Stream:
        headers = {
            name.decode("latin-1").title(): value.decode("latin-1") for name, value in scope["headers"]
        }
        length = headers.get("Content-Length", "0").strip()
        if length.isascii() and length.isdigit() and int(length) > MAX_BODY:
            return ApiError(413, f"a request body is at most {MAX_BODY} bytes").response()
        try:
            with anyio.fail_after(BODY_SECONDS):
                body = await _body(receive)
        except TimeoutError:
            return ApiError(408, f"the body did not come within {BODY_SECONDS} seconds").response()
        except ApiError as error:
            return error.response()
        watched = _EVENTS.fullmatch(path)
        if watched is not None:
            if method != "GET":
                return ApiError(405, "use GET here").response()
            try:
                table, _ = self.api.seated(watched.group(1), headers)
            except ApiError as error:
                return error.response()
            return _Stream(_changes(table))
        page = self.pages.get(path)
        if page is not None:
            if method not in ("GET", "HEAD"):
                return ApiError(405, "use GET here").response()
            return page
        # The API's answers may take a bot's think: in a thread, so the server answers others.
        return await run_in_threadpool(self.api.handle, method, path, headers, body)


class _Stream:
    """An answer that goes on: a table's changes, as Server-Sent Events."""

    def __init__(self, events: AsyncIterator[str]) -> None:
        self.events = events


async def _changes(table: Table) -> AsyncIterator[str]:
    """An event each time ``table`` changes (its ``version`` and whether the bots are
    thinking), the first at once, and a comment every :data:`QUIET_SECONDS` of quiet, so
    that nothing between takes the stream for dead. It ends when the client goes."""
    seen: tuple[int, bool] | None = None
    quiet = 0.0
    while True:
        now = (table.version, table.thinking)
        if now != seen:
            seen, quiet = now, 0.0
            yield f"event: table\ndata: {json.dumps({'version': now[0], 'thinking': now[1]})}\n\n"
        elif quiet >= QUIET_SECONDS:
            quiet = 0.0
            yield ": quiet\n\n"
        await anyio.sleep(_LOOK_EVERY)
        quiet += _LOOK_EVERY


def _known_host(host: str, names: frozenset[str]) -> bool:
    """Whether ``host`` (a ``Host`` header: a name or an address, and maybe a port) is an
    address, or one of ``names``. An address cannot be a rebound name of another site."""
    host = host.strip().lower()
    if host.startswith("["):  # an IPv6 address, as a URL writes it
        host = host[1 : host.find("]")] if "]" in host else host
    elif host.count(":") == 1:
        host = host.partition(":")[0]
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return host in names
    return True


def _route_path(scope: Scope) -> str:
    """The path asked for, below where the app is mounted."""
    path: str = scope["path"]
    root: str = scope.get("root_path", "")
    if root and path.startswith(root) and (path == root or path[len(root)] == "/"):
        return path[len(root) :]
    return path


async def _body(receive: Receive) -> bytes:
    """The request's body; an :class:`~tablerules.web.api.ApiError` once it grows past
    :data:`~tablerules.web.api.MAX_BODY` bytes (the rest is not read: the server closes
    the connection after the answer), or when the client hangs up before its end."""
    parts: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            raise ApiError(400, "the body is shorter than its Content-Length")
        part: bytes = message.get("body", b"")
        size += len(part)
        if size > MAX_BODY:
            raise ApiError(413, f"a request body is at most {MAX_BODY} bytes")
        parts.append(part)
        if not message.get("more_body", False):
            return b"".join(parts)


async def _send(
    send: Send, response: Response, extra: dict[str, str] | None = None, *, head: bool = False
) -> None:
    """The answer: its headers, then its body (none to a ``HEAD``, which is told its length)."""
    body = response.body
    headers = {
        "Content-Type": response.content_type,
        "Content-Length": str(len(body)),
        **HEADERS,
        **(extra or {}),
    }
    await send(
        {
            "type": "http.response.start",
            "status": response.status,
            "headers": [
                (name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in headers.items()
            ],
        }
    )
    await send({"type": "http.response.body", "body": b"" if head else body})
