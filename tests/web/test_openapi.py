"""``GET /api/openapi.json``: the API described, checked against the server's real answers (issue 27).

Every answer of a game of every title played through the API (the titles, the
table opened, every view to the end, undo, the seat's record, and each kind of
refusal) is checked against the schema the document gives for its address,
method and status, by a checker of the part of JSON Schema the document uses.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

import tablerules
from tablerules.core.errors import RecordError
from tablerules.core.record import Record
from tablerules.web.api import MAX_BODY, Api
from tablerules.web.openapi import openapi
from tablerules.web.tables import Tables

DOCUMENT = openapi()


def resolve(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = DOCUMENT["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def faults(value: Any, schema: dict[str, Any], where: str = "$") -> list[str]:
    """What in ``value`` breaks ``schema`` (type, properties, required, additionalProperties,
    items, anyOf, oneOf, minimum, pattern: all the document uses)."""
    schema = resolve(schema)
    if "anyOf" in schema:
        return (
            []
            if any(not faults(value, one, where) for one in schema["anyOf"])
            else [f"{where}: none of anyOf"]
        )
    if "oneOf" in schema:
        fitting = sum(not faults(value, one, where) for one in schema["oneOf"])
        return [] if fitting == 1 else [f"{where}: {fitting} of oneOf"]
    kind = schema.get("type")
    python = {
        "string": str,
        "integer": int,
        "boolean": bool,
        "object": dict,
        "array": list,
        "null": type(None),
    }
    if kind is not None:
        wanted = python[kind]
        if not isinstance(value, wanted) or (kind == "integer" and isinstance(value, bool)):
            return [f"{where}: {type(value).__name__}, not {kind}"]
    found: list[str] = []
    if "minimum" in schema and value < schema["minimum"]:
        found.append(f"{where}: below {schema['minimum']}")
    if "pattern" in schema and not re.search(schema["pattern"], value):
        found.append(f"{where}: does not match {schema['pattern']}")
    if kind == "object":
        properties = schema.get("properties", {})
        found += [f"{where}: no {name}" for name in schema.get("required", []) if name not in value]
        extra = schema.get("additionalProperties", True)
        for name, item in value.items():
            if name in properties:
                found += faults(item, properties[name], f"{where}.{name}")
            elif extra is False:
                found.append(f"{where}: {name} is not described")
            elif isinstance(extra, dict):
                found += faults(item, extra, f"{where}.{name}")
    if kind == "array":
        for index, item in enumerate(value):
            found += faults(item, schema.get("items", {}), f"{where}[{index}]")
    return found


class Checked:
    """An :class:`Api` whose every answer is checked against the document."""

    def __init__(self) -> None:
        self.api = Api(Tables(16))
        self.seen: set[tuple[str, str, str]] = set()

    def call(self, method: str, path: str, body: object = None, token: str | None = None) -> tuple[int, Any]:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        raw = b"" if body is None else body if isinstance(body, bytes) else json.dumps(body).encode()
        response = self.api.handle(method, path, headers, raw)
        data = json.loads(response.body)
        template = re.sub(r"/api/games/[0-9a-f]{16}", "/api/games/{game}", path)
        template = re.sub(r"/preview/[0-9]+$", "/preview/{index}", template)
        operation = DOCUMENT["paths"][template].get(method.lower())
        if operation is None:
            # A method the address does not take is described by leaving it out: a 405.
            assert response.status == 405, (method, path, response.status)
            schema: dict[str, Any] | None = {"$ref": "#/components/schemas/Error"}
        else:
            answer = operation["responses"][str(response.status)]
            schema = answer["content"]["application/json"].get("schema")
        if schema is not None:
            assert not faults(data, schema), (method, path, response.status, faults(data, schema)[:5])
        self.seen.add((template, method.lower(), str(response.status)))
        return response.status, data


@pytest.mark.parametrize("title", tablerules.titles())
def test_a_game_of_every_title_answers_as_described(title: str) -> None:
    checked = Checked()
    game = tablerules.load(title)
    status, _ = checked.call("GET", "/api/titles")
    assert status == 200
    bots = ["random"] * (game.min_players - 1)
    status, opened = checked.call(
        "POST", "/api/games", {"title": title, "seats": ["person", *bots], "seed": 4}
    )
    assert status == 201
    path, token = f"/api/games/{opened['game']}", opened["seats"][0]["token"]
    rng = random.Random(0)
    status, view = checked.call("GET", path, token=token)
    undone = False
    while not view["is_over"]:
        if view["your_turn"]:
            status, preview = checked.call("GET", f"{path}/preview/{len(view['legal']) - 1}", token=token)
            assert status == 200 and preview["notation"] == view["legal"][-1]["notation"]
            assert checked.call("GET", f"{path}/preview/{len(view['legal'])}", token=token)[0] == 400
        status, view = checked.call(
            "POST", f"{path}/actions", {"index": rng.randrange(len(view["legal"]))}, token
        )
        assert status == 200
        if not undone and view["can_undo"]:
            status, view = checked.call("POST", f"{path}/undo", token=token)
            undone = True
    assert view["outcome"] is not None and view["score_sheet"] is not None
    assert checked.call("GET", f"{path}/record", token=token)[0] == 200
    # The refusals, each by its own status.
    assert checked.call("GET", path)[0] == 401
    assert checked.call("GET", path, token="nobody")[0] == 403
    assert checked.call("GET", "/api/games/0123456789abcdef", token=token)[0] == 404
    assert checked.call("PUT", path, token=token)[0] == 405
    assert checked.call("POST", f"{path}/actions", {"index": 0}, token)[0] == 409
    assert checked.call("GET", f"{path}/preview/0", token=token)[0] == 409
    assert checked.call("POST", "/api/games", {"title": "nope"})[0] == 400
    assert checked.call("POST", "/api/games", b"x" * (MAX_BODY + 1))[0] == 413


def test_every_address_and_method_described_is_answered() -> None:
    checked = Checked()
    _, opened = checked.call("POST", "/api/games", {"title": "great-plains", "seats": ["person", "person"]})
    path, token = f"/api/games/{opened['game']}", opened["seats"][0]["token"]
    for template, operations in DOCUMENT["paths"].items():
        for method in operations:
            if method == "parameters" or template.endswith("/events"):
                continue  # the event stream is the ASGI app's: tests/web/test_server.py reads it
            body = (
                {"index": 0}
                if template.endswith("actions")
                else {"title": "bison"}
                if method == "post"
                else None
            )
            address = template.replace("/api/games/{game}", path).replace("{index}", "0")
            checked.call(method.upper(), address, body, token)
    assert {(template, method) for template, method, _ in checked.seen} == {
        (template, method)
        for template, operations in DOCUMENT["paths"].items()
        for method in operations
        if method != "parameters" and not template.endswith("/events")
    }


def test_the_document_is_served_and_is_json() -> None:
    status, served = Checked().call("GET", "/api/openapi.json")
    assert status == 200 and served == json.loads(json.dumps(DOCUMENT))
    assert served["openapi"] == "3.1.0" and served["info"]["version"] == tablerules.__version__


def test_the_seat_record_is_told_apart_from_a_record() -> None:
    checked = Checked()
    _, opened = checked.call(
        "POST", "/api/games", {"title": "manitou", "players": 2, "seats": ["person", "random"]}
    )
    _, seat_record = checked.call(
        "GET", f"/api/games/{opened['game']}/record", token=opened["seats"][0]["token"]
    )
    with pytest.raises(
        RecordError, match=r"one seat's log from the web API .* not a record: it does not replay"
    ):
        Record.from_json(json.dumps(seat_record))
