"""whole_value: everything a view holds, as nested tuples, however its parts are shared."""

from __future__ import annotations

import random

import attrs
import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.testing import check_views_whole, whole_value


@attrs.frozen
class Hand:
    cards: tuple[int, ...]
    note: str = attrs.field(default="", eq=False)


class Slotted:
    __slots__ = ("inside",)

    def __init__(self, inside: object) -> None:
        self.inside = inside


class Loose:
    def __init__(self, **parts: object) -> None:
        self.__dict__.update(parts)


def test_fields_equality_ignores_slots_and_instance_attributes_are_followed() -> None:
    assert Hand((1, 2), "secret") == Hand((1, 2))
    assert whole_value(Hand((1, 2), "secret")) != whole_value(Hand((1, 2)))
    assert whole_value(Slotted(1)) != whole_value(Slotted(2))
    assert whole_value(Loose(a=1)) != whole_value(Loose(a=1, b=2))


def test_a_part_met_twice_reads_as_a_part_met_once() -> None:
    """The walk keeps what it found for an object it meets again."""
    shared = Hand((3, 4), "x")
    assert whole_value((shared, shared)) == whole_value((Hand((3, 4), "x"), Hand((3, 4), "x")))
    assert whole_value({"a": shared, "b": [shared]}) == whole_value(
        {"a": Hand((3, 4), "x"), "b": [Hand((3, 4), "x")]}
    )


def test_a_cycle_is_named_and_the_parts_around_it_still_read() -> None:
    looped: list[object] = [1]
    looped.append(looped)
    assert whole_value(looped) == ("list", (1, ("cycle", "list")))
    # Reached again from outside the cycle, it reads the same, not as a cycle.
    assert whole_value((looped, looped)) == ("tuple", (whole_value(looped), whole_value(looped)))


def test_a_position_inside_a_view_is_refused_however_deep() -> None:
    state = tablerules.load("great-plains").setup(players=2)
    with pytest.raises(AssertionError, match="a view holds a position"):
        whole_value(Hand((1,), note=[Slotted((state,))]))  # type: ignore[arg-type]


@pytest.mark.parametrize(("title", "players"), [("manitou", 3), ("bison", 2)])
def test_the_views_of_a_played_game_hide_what_they_should(title: str, players: int) -> None:
    game = tablerules.load(title)
    record = tablerules.play(game, [RandomAgent()] * players, seed=5)
    for index, state in enumerate(record.states()):
        if index % 10 == 0:
            check_views_whole(state, random.Random(index))
