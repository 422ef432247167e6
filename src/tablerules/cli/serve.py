"""``tablerules serve``: the web app, a page to play any title against bots and its JSON API."""

from __future__ import annotations

import argparse
from typing import TextIO

from tablerules.cli.arguments import Commands, subcommand
from tablerules.cli.common import UsageError, at_least_one


def add_parser(commands: Commands) -> argparse.ArgumentParser:
    parser = subcommand(
        commands,
        "serve",
        help="serve a web page to play any title against bots, and its JSON API",
        description="Serve the web app: a page to play any installed title against the bots "
        "(the position drawn as your seat sees it, the legal moves, refusals with their rule id, "
        "undo, the score sheet) and the JSON API behind it (see tablerules.web.api). It listens "
        "on localhost unless told otherwise; stop it with Ctrl-C.",
    )
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="the port (default: 8000; 0: any free one)")
    parser.add_argument(
        "--games",
        type=int,
        default=64,
        metavar="N",
        help="games kept at once; the oldest is dropped (default: 64)",
    )
    parser.add_argument(
        "--memory",
        type=int,
        default=64,
        metavar="MB",
        help="megabytes the games kept may take, counted high (a finished game takes at most "
        "about 110 kB); the oldest are dropped (default: 64)",
    )
    parser.add_argument(
        "--think",
        type=float,
        default=3.0,
        metavar="SECONDS",
        help="seconds a bot may think a decision, in the background while the page waits (default: 3)",
    )
    parser.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="a name this server answers to, besides localhost and its addresses (a request "
        "for any other name is refused, so that no page of another site can reach it)",
    )
    return parser


def run(args: argparse.Namespace, out: TextIO) -> int:
    at_least_one(args.games, "--games")
    at_least_one(args.memory, "--memory")
    if not 0 < args.think <= 600:
        raise UsageError(f"--think is more than 0 seconds and at most 600, not {args.think}")
    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port is from 0 to 65535, not {args.port}")
    if not args.host.strip():
        # An empty address listens on every one, which must be asked for by name.
        raise UsageError("--host is an address to listen on (0.0.0.0 for every address), not ''")
    try:
        from tablerules.web import make_server
    except ImportError as error:
        raise UsageError(str(error)) from None
    try:
        server = make_server(
            args.host,
            args.port,
            games=args.games,
            budget=args.memory * 1024 * 1024,
            think=args.think,
            hosts=args.allow_host,
        )
    except OSError as error:
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {error.strerror or error}") from None
    # server_port: the port given, or the one the system chose for --port 0.
    out.write(f"serving tablerules on http://{args.host}:{server.server_port}/ (Ctrl-C to stop)\n")
    out.flush()
    try:
        server.serve_forever()
    finally:
        server.server_close()
    return 0
