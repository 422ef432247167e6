"""Whatever legal sequence is played, in any title, the protocol's invariants hold.

The hypothesis state machine of :mod:`tablerules.testing.machine` starts a
game of any registered title (any player count, any variant), optionally
fast-forwards it with a seeded random prefix, then picks legal actions,
illegal ones and malformed values.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

import tablerules
from tablerules import Record
from tablerules.bots import RandomAgent
from tablerules.testing.machine import protocol_machine
from tests.strategies import seeds, triples

#: The machine of :mod:`tablerules.testing.machine`, over every registered title.
ProtocolMachine = protocol_machine([tablerules.load(title) for title in tablerules.titles()])


TestProtocol = ProtocolMachine.TestCase


class TestProtocolLong(ProtocolMachine.TestCase):  # type: ignore[name-defined,misc]
    """The same machine, long enough to play whole games many times over: ``-m slow``."""

    settings = settings(
        max_examples=300, stateful_step_count=400, deadline=None, suppress_health_check=list(HealthCheck)
    )
    pytestmark = pytest.mark.slow


@given(triple=triples, seed=seeds)
def test_any_seed_plays_replays_and_round_trips(triple: tuple[str, int, object], seed: int) -> None:
    title, players, options = triple
    game = tablerules.load(title)
    record = tablerules.play(game, [RandomAgent()] * players, seed=seed, options=options)
    final = record.replay()
    assert final.is_over
    assert Record.from_json(record.to_json()) == record
    assert game.setup(players=players, options=options).apply_all(record.actions) == final
