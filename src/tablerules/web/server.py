"""``tablerules serve``: the API and the page over HTTP, with the standard library only."""

from __future__ import annotations

import sys
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from typing import ClassVar

from tablerules.web.api import MAX_BODY, Api, ApiError, Response
from tablerules.web.tables import Tables

__all__ = ["PAGES", "make_server", "serve"]

#: The static files of the page, by path: the file's name in ``tablerules.web`` and its type.
PAGES: dict[str, tuple[str, str]] = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/app.js": ("app.js", "text/javascript; charset=utf-8"),
    "/app.css": ("app.css", "text/css; charset=utf-8"),
}


class _Handler(BaseHTTPRequestHandler):
    """One request: static page files, or the API."""

    api: ClassVar[Api]
    server_version = "tablerules"
    # Keep-alive: the page sends one request after another.
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:
        self._answer("GET")

    def do_POST(self) -> None:
        self._answer("POST")

    def do_PUT(self) -> None:
        self._answer("PUT")

    def do_DELETE(self) -> None:
        self._answer("DELETE")

    def _answer(self, method: str) -> None:
        try:
            response = self._response(method)
        except Exception:  # a bug: answered with a bare 500, the traceback to the server's log
            traceback.print_exc(file=sys.stderr)
            response = ApiError(500, "something went wrong on the server").response()
        self.send_response(response.status)
        self.send_header("Content-Type", response.content_type)
        self.send_header("Content-Length", str(len(response.body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header(
            "Content-Security-Policy",
            "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
        )
        self.end_headers()
        self.wfile.write(response.body)

    def _response(self, method: str) -> Response:
        path = self.path.split("?", 1)[0]
        if path in PAGES:
            if method != "GET":
                return ApiError(405, "use GET here").response()
            name, kind = PAGES[path]
            return Response(200, resources.files("tablerules.web").joinpath(name).read_bytes(), kind)
        length = self.headers.get("Content-Length", "0")
        if not length.isdigit():
            self.close_connection = True
            return ApiError(400, "Content-Length is a number of bytes").response()
        if int(length) > MAX_BODY:
            # The body is not read: the connection closes after the answer.
            self.close_connection = True
            return ApiError(413, f"a request body is at most {MAX_BODY} bytes").response()
        body = self.rfile.read(int(length))
        return self.api.handle(method, path, dict(self.headers.items()), body)

    def log_message(self, format: str, *args: object) -> None:
        # One line a request on stderr, as http.server does, without the client's address.
        sys.stderr.write(f"{self.log_date_time_string()} {format % args}\n")


def make_server(host: str = "127.0.0.1", port: int = 8000, *, games: int = 64) -> ThreadingHTTPServer:
    """A server of the API and the page on ``host``:``port`` (port 0: any free port),
    keeping at most ``games`` games; call ``serve_forever()`` on it."""
    handler = type("Handler", (_Handler,), {"api": Api(Tables(games))})
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    return server


def serve(host: str = "127.0.0.1", port: int = 8000, *, games: int = 64) -> None:
    """Serve until interrupted (Ctrl-C)."""
    server = make_server(host, port, games=games)
    try:
        server.serve_forever()
    finally:
        server.server_close()
