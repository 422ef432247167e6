"""The JSON API described for front-end authors: an OpenAPI 3.1 document.

The server answers it at ``GET /api/openapi.json``; a client generator
(openapi-generator, openapi-typescript, ...) makes a typed client of it.
The tests check every answer the API gives in a played game against the
schemas here, so the description and the server cannot drift apart.
"""

from __future__ import annotations

from typing import Any

from tablerules.web.api import MAX_BODY

__all__ = ["SCHEMAS", "openapi"]

_INT: dict[str, Any] = {"type": "integer"}
_STR: dict[str, Any] = {"type": "string"}
_BOOL: dict[str, Any] = {"type": "boolean"}


def _ref(name: str) -> dict[str, Any]:
    return {"$ref": f"#/components/schemas/{name}"}


def _object(properties: dict[str, Any], *, optional: tuple[str, ...] = ()) -> dict[str, Any]:
    """An object with exactly ``properties``, each required but the ``optional`` ones."""
    return {
        "type": "object",
        "properties": properties,
        "required": [name for name in properties if name not in optional],
        "additionalProperties": False,
    }


def _list(items: dict[str, Any]) -> dict[str, Any]:
    return {"type": "array", "items": items}


def _or_null(schema: dict[str, Any]) -> dict[str, Any]:
    return {"anyOf": [schema, {"type": "null"}]}


#: The schemas of the bodies sent and answered, by name.
SCHEMAS: dict[str, dict[str, Any]] = {
    "Title": _object(
        {
            "id": _STR,
            "name": _STR,
            "players": _list(_INT),
            "variants": _list(_STR),
            "options": {
                "type": "object",
                "description": "the title's options, as options_to_json writes them",
            },
            "seat_names": {
                "type": "object",
                "additionalProperties": _list(_STR),
                "description": "each player count (as text) with its seats' names",
            },
            "picture_key": {**_STR, "description": "how to read the title's text picture"},
        }
    ),
    "Titles": _object({"titles": _list(_ref("Title"))}),
    "Opening": {
        **_object(
            {
                "title": _STR,
                "players": _INT,
                "variant": _STR,
                "options": {"type": "object"},
                "seats": _list({**_STR, "description": "an agent's name (random, greedy, mcts:N) or person"}),
                "seed": {**_INT, "minimum": 0},
            },
            optional=("players", "variant", "options", "seats", "seed"),
        ),
        "description": "a table to open; without seats, a person at seat 0 and greedy bots at the "
        "others; without a seed, one the server draws and tells nobody",
    },
    "Seat": _object({"seat": _INT, "agent": _STR, "token": _STR}, optional=("token",)),
    "Opened": _object({"game": _STR, "seats": _list(_ref("Seat"))}),
    "Choice": {
        "oneOf": [
            _object({"action": {**_STR, "description": "the action's notation"}}),
            _object({"index": _INT}),
        ],
        "description": "an action by its notation, or by its index among the legal actions",
    },
    "Legal": _object({"index": _INT, "notation": _STR}),
    "Step": _object({"step": _INT, "seat": _or_null(_INT), "notation": _STR}),
    "Outcome": _object(
        {
            "scores": _list(_INT),
            "ranking": _list(_list(_INT)),
            "winners": _list(_INT),
            "tiebreak": _or_null(_STR),
            "tiebreak_id": _or_null(_STR),
            "is_draw": _BOOL,
        }
    ),
    "ScoreItem": _object(
        {
            "seat": _INT,
            "label": _STR,
            "points": _INT,
            "detail": _STR,
            "kind": _STR,
            "size": _or_null(_INT),
            "where": _list(_STR),
            "season": _or_null(_INT),
        }
    ),
    "Table": _object(
        {
            "game": _STR,
            "title": _STR,
            "name": _STR,
            "players": _INT,
            "options": {"type": "object"},
            "seat": _INT,
            "seat_names": _list(_STR),
            "agents": _list(_STR),
            "to_move": {**_or_null(_INT), "description": "null at chance or at the end"},
            "your_turn": _BOOL,
            "thinking": {**_BOOL, "description": "whether the bots are thinking in the background"},
            "is_over": _BOOL,
            "can_undo": _BOOL,
            "text": {**_STR, "description": "the text picture, as the seat sees it"},
            "svg": {**_or_null(_STR), "description": "the SVG picture; null for a title that draws none"},
            "legal": {**_list(_ref("Legal")), "description": "the seat's legal actions, on its turn"},
            "log": {**_list(_ref("Step")), "description": "every step as the seat saw it"},
            "outcome": _or_null(_ref("Outcome")),
            "score_sheet": _or_null(_list(_ref("ScoreItem"))),
        }
    ),
    "Preview": {
        **_object({"index": _INT, "notation": _STR, "text": _STR, "svg": _or_null(_STR)}),
        "description": "the seat's position after one of its legal actions, not played",
    },
    "SeatRecord": {
        **_object(
            {
                "title": _STR,
                "players": _INT,
                "options": {"type": "object"},
                "seat": _INT,
                "log": _list(_ref("Step")),
            }
        ),
        "description": "the game as one seat saw it: its log, hidden moves in the seat's redacted "
        "notation; not a record that replays (tablerules replay says so)",
    },
    "Error": _object(
        {
            "error": _object(
                {
                    "status": _INT,
                    "message": _STR,
                    "rule": {**_STR, "description": "the rule id, when the rules refused an action (409)"},
                    "reason": {**_STR, "description": "the rule's sentence for a player (409)"},
                },
                optional=("rule", "reason"),
            )
        }
    ),
}


def _answer(status: str, description: str, schema: str) -> dict[str, Any]:
    return {status: {"description": description, "content": {"application/json": {"schema": _ref(schema)}}}}


def _errors(*statuses: str) -> dict[str, Any]:
    said = {
        "400": "a malformed request: bad JSON, an unknown field, title, option or agent",
        "401": "no token",
        "403": "a token of no seat of this game, a page of another site, or a Host not answered to",
        "404": "no such game",
        "405": "a method the address does not take",
        "408": "the body did not come in time",
        "409": "refused: not the seat's turn, nothing to undo, or an action the rules refuse",
        "413": f"a body over {MAX_BODY} bytes",
    }
    answers: dict[str, Any] = {}
    for status in statuses:
        answers.update(_answer(status, said[status], "Error"))
    return answers


_GAME_ID: dict[str, Any] = {
    "name": "game",
    "in": "path",
    "required": True,
    "schema": {"type": "string", "pattern": "^[0-9a-f]{16}$"},
}
_SEATED: list[dict[str, Any]] = [{"seat": []}]


def _body(schema: str) -> dict[str, Any]:
    return {"required": True, "content": {"application/json": {"schema": _ref(schema)}}}


def openapi() -> dict[str, Any]:
    """The OpenAPI 3.1 document of the API, as JSON data."""
    import tablerules

    table = _answer("200", "the table as the token's seat sees it", "Table")
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "tablerules web API",
            "version": tablerules.__version__,
            "description": "Tables of tabletop games between people and bots, each person's seat "
            "played and seen through its token (Authorization: Bearer TOKEN).",
        },
        "paths": {
            "/api/titles": {
                "get": {"operationId": "listTitles", "responses": _answer("200", "every title", "Titles")}
            },
            "/api/games": {
                "post": {
                    "operationId": "openTable",
                    "requestBody": _body("Opening"),
                    "responses": {
                        **_answer("201", "the table, and a token for each person's seat", "Opened"),
                        **_errors("400", "403", "408", "413"),
                    },
                }
            },
            "/api/games/{game}": {
                "parameters": [_GAME_ID],
                "get": {
                    "operationId": "seeTable",
                    "security": _SEATED,
                    "responses": {**table, **_errors("401", "403", "404")},
                },
            },
            "/api/games/{game}/actions": {
                "parameters": [_GAME_ID],
                "post": {
                    "operationId": "act",
                    "security": _SEATED,
                    "requestBody": _body("Choice"),
                    "responses": {**table, **_errors("400", "401", "403", "404", "409", "413")},
                },
            },
            "/api/games/{game}/undo": {
                "parameters": [_GAME_ID],
                "post": {
                    "operationId": "undo",
                    "security": _SEATED,
                    "responses": {**table, **_errors("401", "403", "404", "409")},
                },
            },
            "/api/games/{game}/record": {
                "parameters": [_GAME_ID],
                "get": {
                    "operationId": "seatRecord",
                    "security": _SEATED,
                    "responses": {
                        **_answer("200", "the game as the seat saw it", "SeatRecord"),
                        **_errors("401", "403", "404"),
                    },
                },
            },
            "/api/games/{game}/preview/{index}": {
                "parameters": [
                    _GAME_ID,
                    {
                        "name": "index",
                        "in": "path",
                        "required": True,
                        "schema": {"type": "integer", "minimum": 0},
                    },
                ],
                "get": {
                    "operationId": "preview",
                    "security": _SEATED,
                    "responses": {
                        **_answer("200", "the position after the move, as the seat would see it", "Preview"),
                        **_errors("400", "401", "403", "404", "409"),
                    },
                },
            },
            "/api/games/{game}/events": {
                "parameters": [_GAME_ID],
                "get": {
                    "operationId": "watchTable",
                    "security": _SEATED,
                    "description": "Server-Sent Events: an event named table, its data "
                    '{"version": int, "thinking": bool}, at once and each time the table changes; '
                    "a comment after 15 seconds of quiet. It goes on until the client goes.",
                    "responses": {
                        "200": {"description": "the table's changes", "content": {"text/event-stream": {}}},
                        **_errors("401", "403", "404"),
                    },
                },
            },
            "/api/openapi.json": {
                "get": {
                    "operationId": "describeApi",
                    "responses": {
                        "200": {"description": "this document", "content": {"application/json": {}}}
                    },
                }
            },
        },
        "components": {
            "schemas": SCHEMAS,
            "securitySchemes": {
                "seat": {"type": "http", "scheme": "bearer", "description": "a seat's token"}
            },
        },
    }
