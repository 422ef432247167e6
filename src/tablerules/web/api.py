"""The JSON API of ``tablerules serve``, apart from HTTP: a request in, a response out.

========  ==============================  ==========================================================
method    path                            what it does
========  ==============================  ==========================================================
GET       ``/api/titles``                 every title: id, name, player counts, variants, options,
                                          seat names, and how to read its text picture
POST      ``/api/games``                  open a table: ``{"title", "players", "variant",
                                          "options", "seats", "seed"}``, all but ``title``
                                          optional; ``seats`` names each seat's agent or
                                          ``"person"`` (default: a person at seat 0, greedy
                                          bots at the others); ``seed`` makes chance and the
                                          bots repeat a game (default: one the server draws
                                          and tells nobody). Answers 201 with the game's id
                                          and a token for each person's seat.
GET       ``/api/games/ID``               the table as the token's seat sees it: the position
                                          (text and SVG picture), the legal actions when it is
                                          the seat's turn, the log as the seat saw it; the
                                          outcome and score sheet at the end
POST      ``/api/games/ID/actions``       play ``{"action": notation}`` or ``{"index": n}``
                                          (from the legal actions); the bots answer at once
POST      ``/api/games/ID/undo``          take back the seat's last decision, unless another
                                          person has decided since
GET       ``/api/games/ID/record``        the game as the seat saw it: its log, hidden moves
                                          redacted as the seat's notation shows them (not a
                                          record: ``tablerules replay`` says so)
GET       ``/api/games/ID/preview/N``     the seat's position after its legal action ``N``, not
                                          played: ``{"index", "notation", "text", "svg"}``
GET       ``/api/openapi.json``           the API described (OpenAPI 3.1), to generate a client
========  ==============================  ==========================================================

A seat's token goes in the header ``Authorization: Bearer TOKEN``. Every
answer is JSON; every failure is a 4xx answer ``{"error": {"status",
"message"}}``, with ``"rule"`` and ``"reason"`` when the rules refused an
action (409), and never a traceback. A request body is at most
:data:`MAX_BODY` bytes. A request that is not a ``GET`` and comes from a
page of another site (its ``Origin`` is not the server's own address) is
refused (403), so no web page a person visits can open or play tables.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import urlsplit

import attrs

from tablerules.bots.named import agent_named
from tablerules.core.errors import IllegalActionError, NotationError
from tablerules.core.game import Game, JSONValue
from tablerules.core.options import OptionsError, read_options
from tablerules.core.registry import load, titles
from tablerules.web.tables import PERSON, BotRefusal, NotYourTurn, Table, Tables

__all__ = ["MAX_BODY", "Api", "ApiError", "Response"]

#: The largest request body read, in bytes.
MAX_BODY = 64 * 1024
#: The most seats' agents that are not a person may search for (``mcts:N``): bots answer
#: inside a request, which must not take minutes.
MAX_PLAYOUTS = 2000

_GAME = re.compile(r"/api/games/([0-9a-f]{16})(?:/(actions|undo|record|preview)(?:/([0-9]{1,6}))?)?")


@attrs.frozen
class Response:
    """An answer: an HTTP status, a content type and the body."""

    status: int
    body: bytes
    content_type: str = "application/json"


class ApiError(Exception):
    """A request the API refuses: its HTTP status and a message for the person."""

    def __init__(self, status: int, message: str, **extra: JSONValue) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.extra = extra

    def response(self) -> Response:
        """The error as a JSON response."""
        error: dict[str, JSONValue] = {"status": self.status, "message": self.message, **self.extra}
        return _json(self.status, {"error": error})


def _json(status: int, data: JSONValue) -> Response:
    return Response(status, json.dumps(data, ensure_ascii=False).encode("utf-8"))


class Api:
    """The routes over a store of :class:`~tablerules.web.tables.Tables`."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    def handle(self, method: str, path: str, headers: Mapping[str, str], body: bytes) -> Response:
        """The response to one request; every refusal is an :class:`ApiError`'s response."""
        try:
            return self._route(method, path.split("?", 1)[0], headers, body)
        except ApiError as error:
            return error.response()

    def _route(self, method: str, path: str, headers: Mapping[str, str], body: bytes) -> Response:
        if method != "GET":
            _same_site(headers)
        if path == "/api/titles":
            _allow(method, "GET")
            return _json(200, {"titles": [_describe(load(title)) for title in titles()]})
        if path == "/api/openapi.json":
            _allow(method, "GET")
            from tablerules.web.openapi import openapi  # it reads this module's limits

            return _json(200, openapi())
        if path == "/api/games":
            _allow(method, "POST")
            return self._open(_read(body))
        match = _GAME.fullmatch(path)
        if match is None:
            raise ApiError(404, f"no such address: {path[:100]}")
        ident, part, number = match.groups()
        if (part == "preview") != (number is not None):
            raise ApiError(404, f"no such address: {path[:100]}")
        table, seat = self.seated(ident, headers)
        handlers: dict[str | None, tuple[str, Callable[[], Response]]] = {
            None: ("GET", lambda: _json(200, table.seen_by(seat))),
            "actions": ("POST", lambda: self._act(table, seat, _read(body))),
            "undo": ("POST", lambda: self._undo(table, seat)),
            "record": ("GET", lambda: _json(200, _record(table, seat))),
            "preview": ("GET", lambda: self._preview(table, seat, int(number or 0))),
        }
        allowed, handler = handlers[part]
        _allow(method, allowed)
        with table.lock:
            return handler()

    def seated(self, ident: str, headers: Mapping[str, str]) -> tuple[Table, int]:
        """The table ``ident`` and the seat whose token ``headers`` carry; an
        :class:`ApiError` (404, 401, 403) when there is no such table or seat."""
        table = self.tables.get(ident)
        if table is None:
            raise ApiError(404, "no such game (it may have ended long ago and been forgotten)")
        return table, _seat(table, headers)

    def _open(self, data: dict[str, Any]) -> Response:
        unknown = sorted(set(data) - {"title", "players", "variant", "options", "seats", "seed"})
        if unknown:
            raise ApiError(400, f"unknown fields {unknown}")
        title = data.get("title")
        if not isinstance(title, str) or title not in titles():
            raise ApiError(400, f"title is one of {', '.join(titles())}, not {title!r}")
        game = load(title)
        players = _players(game, data)
        options = _options(game, data)
        seats = data.get("seats", [PERSON] + ["greedy"] * (players - 1))
        if not isinstance(seats, list) or len(seats) != players or not all(isinstance(s, str) for s in seats):
            raise ApiError(400, f"seats is a list of {players} agent names or {PERSON!r}, not {seats!r}")
        if PERSON not in seats:
            raise ApiError(400, f"a table needs a person at one seat at least ({PERSON!r})")
        for name in seats:
            _check_agent(name)
        # Whoever knows the seed can work out every hidden card and draw, so without
        # one the server draws its own and tells nobody.
        seed = data.get("seed")
        if seed is None:
            seed = secrets.randbits(63)
        elif type(seed) is not int or not 0 <= seed < 2**63:
            raise ApiError(400, f"seed is a whole number from 0, not {seed!r}")
        try:
            table = self.tables.open(game, players, options, seats, seed)
        except BotRefusal as error:
            raise ApiError(400, f"bad seats: {error}") from None
        except ValueError as error:  # options only the player count can refuse (Manitou's decks)
            raise ApiError(400, f"bad options: {error}") from None
        tokens = {seat: token for token, seat in table.tokens.items()}
        return _json(
            201,
            {
                "game": table.ident,
                "seats": [
                    {"seat": seat, "agent": name, **({"token": tokens[seat]} if seat in tokens else {})}
                    for seat, name in enumerate(seats)
                ],
            },
        )

    def _act(self, table: Table, seat: int, data: dict[str, Any]) -> Response:
        if set(data) not in ({"action"}, {"index"}):
            raise ApiError(400, 'send {"action": notation} or {"index": number}')
        choice = data.get("action", data.get("index"))
        try:
            table.act(seat, choice)
        except IllegalActionError as error:
            raise ApiError(409, f"refused: {error.reason}", rule=error.rule, reason=error.reason) from None
        except NotYourTurn as error:
            raise ApiError(409, str(error)) from None
        except NotationError as error:
            raise ApiError(400, str(error)) from None
        except ValueError as error:
            raise ApiError(400, str(error)) from None
        return _json(200, table.seen_by(seat))

    def _preview(self, table: Table, seat: int, index: int) -> Response:
        try:
            return _json(200, table.preview(seat, index))
        except NotYourTurn as error:
            raise ApiError(409, str(error)) from None
        except ValueError as error:
            raise ApiError(400, str(error)) from None

    def _undo(self, table: Table, seat: int) -> Response:
        try:
            table.undo(seat)
        except NotYourTurn as error:
            raise ApiError(409, str(error)) from None
        return _json(200, table.seen_by(seat))


def _same_site(headers: Mapping[str, str]) -> None:
    """Refuse a request sent by a page of another site: a browser names the page's
    site in ``Origin``, and it must be the address the request went to (``Host``)."""
    lowered = {key.lower(): value for key, value in headers.items()}
    origin = lowered.get("origin")
    if origin is None:
        return  # not from a browser's page of another site: curl, a script, the page itself
    try:
        site = urlsplit(origin).netloc
    except ValueError:
        site = ""
    if not site or site.lower() != lowered.get("host", "").strip().lower():
        raise ApiError(403, "a page of another site may not use this server")


def _allow(method: str, allowed: str) -> None:
    if method != allowed:
        raise ApiError(405, f"use {allowed} here, not {method[:20]}")


def _read(body: bytes) -> dict[str, Any]:
    """The request's JSON object."""
    if len(body) > MAX_BODY:
        raise ApiError(413, f"a request body is at most {MAX_BODY} bytes")
    try:
        data = json.loads(body.decode("utf-8")) if body.strip() else {}
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ApiError(400, "the body is not JSON") from None
    if not isinstance(data, dict):
        raise ApiError(400, "the body is a JSON object")
    return data


def _seat(table: Table, headers: Mapping[str, str]) -> int:
    """The seat whose token the request carries."""
    value = next((v for k, v in headers.items() if k.lower() == "authorization"), "")
    scheme, _, token = value.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ApiError(401, "send your seat's token: Authorization: Bearer TOKEN")
    seat = table.seat_of(token.strip())
    if seat is None:
        raise ApiError(403, "that token plays no seat of this game")
    return seat


def _players(game: Game[Any, Any], data: dict[str, Any]) -> int:
    players = data.get("players", game.min_players)
    if type(players) is not int:
        raise ApiError(400, f"players is a whole number, not {players!r}")
    try:
        return game.check_players(players)
    except ValueError as error:
        raise ApiError(400, str(error)) from None


def _options(game: Game[Any, Any], data: dict[str, Any]) -> object:
    """The request's ``variant`` and ``options`` as the title's options, read by
    :func:`~tablerules.core.options.read_options` as the command line reads them."""
    # The two fields are checked first, in the API's words: each names the field it is about.
    variants = game.variants()
    variant = data.get("variant", next(iter(variants)))
    if not isinstance(variant, str) or variant not in variants:
        raise ApiError(400, f"variant is one of {', '.join(variants)}, not {variant!r}")
    changes = data.get("options", {})
    if not isinstance(changes, dict):
        raise ApiError(400, "options is a JSON object of option names and values")
    try:
        return read_options(game, variant, changes)
    except OptionsError as error:
        raise ApiError(400, str(error)) from None


def _check_agent(name: str) -> None:
    if name == PERSON:
        return
    try:
        agent_named(name)
    except ValueError as error:
        raise ApiError(400, f"{error}, or {PERSON!r}") from None
    kind, _, playouts = name.partition(":")
    if kind.strip() == "mcts" and playouts and int(playouts) > MAX_PLAYOUTS:
        raise ApiError(400, f"a bot here searches at most {MAX_PLAYOUTS} playouts a decision")


def _describe(game: Game[Any, Any]) -> dict[str, JSONValue]:
    return {
        "id": game.id,
        "name": game.name,
        "players": list(game.player_counts),
        "variants": list(game.variants()),
        "options": game.options_to_json(game.options_type()),
        "seat_names": {str(count): list(game.seat_names(count)) for count in game.player_counts},
        "picture_key": game.picture_key,
    }


def _record(table: Table, seat: int) -> dict[str, JSONValue]:
    return {
        "title": table.game.id,
        "players": table.players,
        "options": table.game.options_to_json(table.options),
        "seat": seat,
        "log": table.log(seat),
    }
