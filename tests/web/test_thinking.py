"""Bots off the request path (issue 27, B5): a request is answered at once while the bots think
in the background, within ``think`` seconds a decision, and the table tells of its changes."""

from __future__ import annotations

import http.client
import json
import time
from typing import Any

from tablerules.web.api import Api
from tablerules.web.tables import Tables
from tests.web.test_api import call, opened


def until_settled(api: Api, path: str, token: str) -> dict[str, Any]:
    """The table once its bots are done (they think 0.2 s a decision at most)."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        status, view = call(api, "GET", path, token=token)
        assert status == 200
        if not view["thinking"]:
            return view
        time.sleep(0.05)
    raise AssertionError("the bots never finished")


def test_a_request_is_answered_while_the_bots_think() -> None:
    api = Api(Tables(think=0.2))
    ident, tokens = opened(api, title="great-plains", seats=["mcts:2000", "person"], seed=2)
    path = f"/api/games/{ident}"
    status, view = call(api, "GET", path, token=tokens[1])
    assert status == 200 and view["thinking"] and view["to_move"] == 0 and not view["your_turn"]
    assert view["legal"] == []
    # Nothing to do meanwhile, and nothing to take back.
    status, data = call(api, "POST", f"{path}/actions", {"index": 0}, tokens[1])
    assert status == 409 and data["error"]["message"] == "it is not your turn"
    status, data = call(api, "POST", f"{path}/undo", token=tokens[1])
    assert status == 409 and "thinking" in data["error"]["message"]
    view = until_settled(api, path, tokens[1])
    assert view["your_turn"] and view["legal"] and len(view["log"]) >= 1
    # The person moves; the answer comes before the bot's reply.
    status, view = call(api, "POST", f"{path}/actions", {"index": 0}, tokens[1])
    assert status == 200
    if not view["is_over"]:
        assert view["thinking"]
        assert until_settled(api, path, tokens[1])["your_turn"]


def test_without_think_the_bots_play_inside_the_request() -> None:
    api = Api(Tables())
    ident, tokens = opened(api, title="great-plains", seats=["random", "person"], seed=2)
    status, view = call(api, "GET", f"/api/games/{ident}", token=tokens[1])
    assert status == 200 and not view["thinking"] and view["your_turn"]


def read_events(port: int, path: str, token: str, count: int) -> list[dict[str, Any]]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", f"{path}/events", headers={"Authorization": f"Bearer {token}"})
    response = connection.getresponse()
    assert response.status == 200
    assert response.getheader("content-type", "").startswith("text/event-stream")
    events: list[dict[str, Any]] = []
    while len(events) < count:
        line = response.fp.readline().decode()
        if line.startswith("data: "):
            events.append(json.loads(line[6:]))
    connection.close()  # a client that goes: the table plays on
    return events


def test_the_table_tells_of_its_changes_as_server_sent_events(port: int) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    opening = {"title": "great-plains", "seats": ["mcts:2000", "person"], "seed": 2}
    connection.request("POST", "/api/games", body=json.dumps(opening).encode())
    data = json.loads(connection.getresponse().read())
    path, token = f"/api/games/{data['game']}", data["seats"][1]["token"]
    first, later = read_events(port, path, token, 2)
    assert first["thinking"] and later["version"] > first["version"]
    # The stream is the seat's: no token, no stream.
    connection.request("GET", f"{path}/events")
    refused = connection.getresponse()
    assert refused.status == 401 and json.loads(refused.read())["error"]["status"] == 401
    # Its client went away; the bots finished all the same.
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        connection.request("GET", path, headers={"Authorization": f"Bearer {token}"})
        view = json.loads(connection.getresponse().read())
        if not view["thinking"]:
            break
        time.sleep(0.1)
    assert view["your_turn"]
    connection.close()
