"""core.legal_value: the one lookup of an action among a state's legal values."""

from __future__ import annotations

import unittest.mock

import attrs

from tablerules.core import Action, legal_value


@attrs.frozen
class Step(Action):
    size: int


@attrs.frozen
class Jump(Action):
    size: int


class Twin(Step):
    """Equal to a Step, but of another type."""


VALUES = (Step(1), Step(2))
LEGAL = {value: value for value in VALUES}


def test_the_legal_value_itself_is_found_for_an_equal_action() -> None:
    asked = Step(2)
    found = legal_value(LEGAL, asked)
    assert found is VALUES[1] and found is not asked


def test_no_value_for_an_illegal_action_or_another_type() -> None:
    assert legal_value(LEGAL, Step(3)) is None
    assert legal_value(LEGAL, Jump(1)) is None
    assert legal_value(LEGAL, Twin(1)) is None  # equal, but not of the very type
    assert legal_value(LEGAL, unittest.mock.ANY) is None  # equal to everything, no action


def test_an_unhashable_value_is_no_action() -> None:
    assert legal_value(LEGAL, [1]) is None
    assert legal_value(LEGAL, {"size": 1}) is None
