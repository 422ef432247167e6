"""The numbering of actions (``Universe``) and the limits a title states (``Limits``)."""

from __future__ import annotations

import copy

import attrs
import pytest

from tablerules.core import Action, Limits, Universe


@attrs.frozen
class Take(Action):
    count: int


@attrs.frozen
class Give(Action):
    count: int


def test_numbers_read_back_both_ways() -> None:
    universe = Universe([Take(1), Take(2), Give(1)])
    assert len(universe) == 3 and list(universe) == [Take(1), Take(2), Give(1)]
    assert [universe.index(action) for action in universe] == [0, 1, 2]
    assert [universe.action(number) for number in range(3)] == list(universe.actions)
    assert universe[1] == Take(2) and universe[1:] == (Take(2), Give(1))


def test_equal_fields_of_another_class_are_another_action() -> None:
    # Take(1) and Give(1) have equal fields; attrs keeps them unequal, and so must the numbering.
    universe = Universe([Take(1), Give(1)])
    assert universe.index(Give(1)) == 1 and Give(1) in universe and Take(3) not in universe


def test_what_is_not_in_it_is_refused_with_a_value_error() -> None:
    universe = Universe([Take(1)])
    for stranger in (Take(2), Give(1), "take 1", None, [1]):
        with pytest.raises(ValueError, match="not an action"):
            universe.index(stranger)
    assert [1] not in universe


@pytest.mark.parametrize("number", [-1, 1, True, 0.0, "0", None])
def test_only_a_number_in_range_names_an_action(number: object) -> None:
    with pytest.raises(ValueError):
        Universe([Take(1)]).action(number)


def test_any_integer_type_names_an_action() -> None:
    class Integer:
        def __index__(self) -> int:
            return 0

    assert Universe([Take(1)]).action(Integer()) == Take(1)


def test_an_action_is_numbered_once() -> None:
    with pytest.raises(ValueError, match="twice"):
        Universe([Take(1), Take(1)])
    with pytest.raises(TypeError):
        Universe([Take(1), "take 2"])  # type: ignore[list-item]


def test_a_universe_is_a_value_and_its_own_copy() -> None:
    universe = Universe([Take(1)])
    assert universe == Universe([Take(1)]) and hash(universe) == hash(Universe([Take(1)]))
    assert universe != Universe([Take(2)])
    assert copy.copy(universe) is universe and copy.deepcopy(universe) is universe
    assert repr(universe) == "<Universe of 1 actions>"


def test_actions_are_their_own_copies() -> None:
    action = Take(1)
    assert copy.copy(action) is action and copy.deepcopy([action])[0] is action


def test_limits_hold_together() -> None:
    limits = Limits(5, 6, 10, 20, -3, 40)
    assert limits.most_legal_actions == 5 and limits.highest_score == 40
    with pytest.raises(ValueError, match="steps"):
        Limits(5, 6, 10, 9, 0, 1)
    with pytest.raises(ValueError, match="lowest"):
        Limits(5, 6, 10, 20, 2, 1)
    with pytest.raises(ValueError):
        Limits(0, 6, 10, 20, 0, 1)
    with pytest.raises(ValueError):
        Limits(True, 6, 10, 20, 0, 1)  # type: ignore[arg-type]
