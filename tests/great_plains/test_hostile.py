"""Hostile input to Great Plains: layouts, forced fields, forced options, and caches.

Findings 3, 5, 6 and 7 of issue 8: the layout check tested the turns with a
substring test, so ``"1a@2345"`` was taken (and compared unequal to
``"1a@5"``); a tablet number forced to ``3.0`` past its validator went into
the layout; a space forced to something unhashable crashed ``apply`` with a
``TypeError``; and the chance outcomes of the tablets were kept, without a
bound, per set of tablets laid, which a position made by hand may set to
anything.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import TypeVar
from unittest import mock

import attrs
import pytest

from tablerules import CHANCE
from tablerules.bots import RandomAgent
from tablerules.great_plains import GAME, GreatPlainsState, LayTablet, Options, Phase, Turn
from tablerules.great_plains.actions import Bear, Place, PlaceCave
from tablerules.great_plains.board import check_layout, parse_placement, placement_text
from tablerules.great_plains.components import TABLETS
from tablerules.testing import check_refused_by
from tests.core.test_hostile import AlwaysEqual, Poser, agree, check_caches_stay_bounded
from tests.strategies import forced

A = TypeVar("A")

LAYOUT = ("1a", "2b", "3a", "4b", "5a", "6b", "7a")


def reached(phase: Phase, options: Options | None = None) -> GreatPlainsState:
    """The first position of a seeded random game in ``phase``."""
    state = GAME.setup(options=options)
    rng = random.Random(1)
    agent = RandomAgent()
    while state.phase is not phase:
        legal = state.legal_actions()
        seat = state.to_move
        action = legal[0] if seat is CHANCE else agent.choose(state, legal, rng)
        state = state.apply(action)
    return state


def laying() -> GreatPlainsState:
    return GAME.setup()


def turning() -> GreatPlainsState:
    return GAME.setup(options=Options(turn_tablets=True)).apply(LayTablet(3, "a"))


def caving() -> GreatPlainsState:
    return reached(Phase.CAVES)


def placing() -> GreatPlainsState:
    return reached(Phase.TOKENS)


PHASES = [laying, turning, caving, placing]


# -- finding 7: layout entries ------------------------------------------------------------------


@pytest.mark.parametrize(
    "entry",
    ["1a@2345", "1a@", "1a@6", "1a@-1", "1a@ 2", "1a@2@3", "1a@02", "11a", "1ab", "\uff11a", "1a@\uff12"],
)
def test_a_layout_entry_is_exactly_a_tablet_a_side_and_at_most_one_digit_of_turns(entry: str) -> None:
    with pytest.raises(ValueError, match="like '3b' or '3b@2'"):
        parse_placement(entry)
    layout = (entry, *LAYOUT[1:])
    with pytest.raises(ValueError, match="like '3b'"):
        GAME.setup(options=Options(layout=layout))
    with pytest.raises(ValueError, match="like '3b'"):
        GAME.options_from_json({"layout": list(layout)})


@pytest.mark.parametrize(
    ("entry", "normal"),
    [("1a", "1a"), ("1A", "1a"), (" 1a@5 ", "1a@5"), ("1a@0", "1a"), ("1B@3", "1b@3")],
)
def test_a_good_layout_entry_reads_in_its_normal_form(entry: str, normal: str) -> None:
    assert placement_text(parse_placement(entry)) == normal
    assert parse_placement(normal) == parse_placement(entry)
    assert Options(layout=(entry, *LAYOUT[1:])) == Options(layout=(normal, *LAYOUT[1:]))
    assert Options(layout=(entry, *LAYOUT[1:])).layout == (normal, *LAYOUT[1:])


def test_every_placement_has_one_normal_form_that_reads_back() -> None:
    for placement in itertools.product(range(1, 8), "ab", range(6)):
        text = placement_text(placement)
        assert parse_placement(text) == placement
        assert parse_placement(text.upper()) == placement


def test_a_turned_layout_replays_from_its_options() -> None:
    layout = ("1a@5", "2b", "3a@1", "4b", "5A@0", "6b", "7a")
    state = GAME.setup(options=Options(layout=layout))
    assert state.layout == check_layout(layout)
    assert state.options.layout == ("1a@5", "2b", "3a@1", "4b", "5a", "6b", "7a")


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("layout", list(LAYOUT)),
        ("layout", ("1A", *LAYOUT[1:])),
        ("layout", ("1a@0", *LAYOUT[1:])),
        ("layout", (Poser("1a"), *LAYOUT[1:])),
        ("tablets", list(TABLETS)),
        ("tablets", tuple(list(tablet) for tablet in TABLETS)),
        ("tablets", ((TABLETS[0][0].replace("/", "\n"), TABLETS[0][1]), *TABLETS[1:])),
        ("tablets", tuple((Poser(a), b) for a, b in TABLETS)),
        ("turn_tablets", 1),
    ],
    ids=repr,
)
def test_options_forced_past_their_converters_are_a_value_error(name: str, value: object) -> None:
    options = Options()
    object.__setattr__(options, name, value)
    with pytest.raises(ValueError):
        GAME.setup(options=options)
    with pytest.raises(ValueError):
        GAME.check_options(options)


# -- finding 5 -----------------------------------------------------------------------------------


@pytest.mark.parametrize("factory", PHASES, ids=lambda factory: factory.__name__)
def test_objects_equal_to_everything_are_no_action(factory: Callable[[], GreatPlainsState]) -> None:
    state = factory()
    for value in (mock.ANY, *map(AlwaysEqual, state.legal_actions()[:5])):
        assert not agree(state, value)
        assert state.refusal(value).rule == "core.not-an-action"


# -- finding 6 -----------------------------------------------------------------------------------


def test_a_tablet_forced_to_a_float_lays_the_states_own_tablet() -> None:
    state = laying()
    odd = forced(LayTablet(3, "a"), tablet=3.0)
    assert agree(state, odd)
    after = state.apply(odd)
    assert after == state.apply(LayTablet(3, "a"))
    assert after.layout == ((3, "a", 0),) and type(after.layout[0][0]) is int


def test_a_turn_forced_to_true_turns_by_the_states_own_sixths() -> None:
    state = turning()
    after = state.apply(forced(Turn(1), sixths=True))
    assert after.layout[0] == (3, "a", 1) and type(after.layout[0][2]) is int


@pytest.mark.parametrize(
    ("factory", "action"),
    [
        (laying, forced(LayTablet(3, "a"), side=["a"])),
        (turning, forced(Turn(1), sixths=1.5)),
        (caving, forced(PlaceCave("a1"), space=["a1"])),
        (placing, forced(Place("a1"), space=["a1"])),
        (placing, forced(Place("a1"), space=None)),
        (placing, forced(Bear("a1", "ne"), push=["ne"])),
        (placing, forced(Bear("a1", "ne"), space={"a1"})),
    ],
    # A step by its function's name, not its address: the same test id in every
    # process, as pytest-xdist requires.
    ids=lambda value: value.__name__ if callable(value) else repr(value),
)
def test_other_forced_fields_are_refused_as_malformed(
    factory: Callable[[], GreatPlainsState], action: object
) -> None:
    """Fields forced to something unhashable crashed ``apply`` with a ``TypeError``."""
    state = factory()
    assert not agree(state, action)
    check_refused_by(state, action, "great-plains.action.malformed")


def test_a_space_forced_to_a_text_of_another_type_places_the_same_token() -> None:
    state = placing()
    action = next(action for action in state.legal_actions() if type(action) is Place)
    odd = forced(action, space=Poser(action.space))
    assert agree(state, odd)
    assert state.apply(odd) == state.apply(action)


# -- finding 3 -------------------------------------------------------------------------------------


def _laid(n: int) -> GreatPlainsState:
    """A game on a layout of its own (one of many), or one laid by chance from a hand-made start."""
    tablets = list(range(1, 8))
    random.Random(n).shuffle(tablets)
    layout = tuple(f"{t}{'ab'[(n >> i) & 1]}@{(n + i) % 6}" for i, t in enumerate(tablets))
    state = GAME.setup(options=Options(layout=layout))
    # A position made by hand, partly laid with tablets of any number.
    hand_made = attrs.evolve(GAME.setup(), layout=((100 + n, "a", 0),))
    hand_made.legal_actions()
    return state


def test_300_setups_with_new_layouts_leave_every_cache_bounded() -> None:
    check_caches_stay_bounded("tablerules.great_plains", _laid, {})
    # The tablets' chances are kept by the step that lays them.
    check_caches_stay_bounded("tablerules.great_plains.steps", _laid, {})
