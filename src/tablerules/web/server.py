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
    # Seconds a client may stay silent mid-request: one that sends less body than it
    # announced does not hold a thread for good.
    timeout = 30

    def do_GET(self) -> None:
        self._answer("GET")

    def do_POST(self) -> None:
        self._answer("POST")

    def do_PUT(self) -> None:
        self._answer("PUT")

    def do_DELETE(self) -> None:
        self._answer("DELETE")

    # The other methods of HTTP get a JSON 405 too, not http.server's HTML 501.
    def do_HEAD(self) -> None:
        self._answer("HEAD")

    def do_OPTIONS(self) -> None:
        self._answer("OPTIONS")

    def do_PATCH(self) -> None:
        self._answer("PATCH")

    def do_TRACE(self) -> None:
        self._answer("TRACE")

    def do_CONNECT(self) -> None:
        self._answer("CONNECT")

    def _answer(self, method: str) -> None:
        try:
            response = self._response(method)
        except Exception:  # a bug: answered with a bare 500, the traceback to the server's log
            traceback.print_exc(file=sys.stderr)
            self.close_connection = True
            response = ApiError(500, "something went wrong on the server").response()
        self._send(response, body=method != "HEAD")

    def _send(self, response: Response, *, body: bool = True) -> None:
        self.send_response(response.status)
        self.send_header("Content-Type", response.content_type)
        self.send_header("Content-Length", str(len(response.body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header(
            "Content-Security-Policy",
            "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
        )
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if body:
            self.wfile.write(response.body)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """http.server's own refusals (a request line it cannot read, a method HTTP does
        not have, headers too long) as JSON, like every other answer."""
        self.close_connection = True
        default = self.responses.get(code, ("error",))[0]
        self._send(ApiError(code, message or default).response(), body=self.command != "HEAD")

    def _response(self, method: str) -> Response:
        if "Transfer-Encoding" in self.headers:
            # Only a Content-Length says where a body ends; a chunked body left unread
            # would be taken for the next request on this connection.
            self.close_connection = True
            return ApiError(411, "send the body with a Content-Length").response()
        length = self.headers.get("Content-Length", "0").strip()
        if not (length.isascii() and length.isdigit()):
            self.close_connection = True
            return ApiError(400, "Content-Length is a number of bytes").response()
        if int(length) > MAX_BODY:
            # The body is not read: the connection closes after the answer.
            self.close_connection = True
            return ApiError(413, f"a request body is at most {MAX_BODY} bytes").response()
        # Read whatever the request says it sends, wherever it goes: what is left
        # unread would be taken for the next request on this connection.
        try:
            body = self.rfile.read(int(length))
        except TimeoutError:
            self.close_connection = True
            return ApiError(408, f"the body did not come within {self.timeout} seconds").response()
        if len(body) < int(length):  # the client closed its side before the whole body came
            self.close_connection = True
            return ApiError(400, "the body is shorter than its Content-Length").response()
        path = self.path.split("?", 1)[0]
        if path in PAGES:
            if method != "GET":
                return ApiError(405, "use GET here").response()
            name, kind = PAGES[path]
            return Response(200, resources.files("tablerules.web").joinpath(name).read_bytes(), kind)
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
