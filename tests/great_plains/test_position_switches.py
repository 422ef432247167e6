"""Every rule switch of the options through the position builder and the text picture (issue 26, 12).

``GreatPlainsState.position(caves_block_bear=True)`` used to be refused: the
builder wrote the picture it reads back with ``turn_tablets`` alone on its
``rules:`` line, so the picture contradicted the other three switches.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tablerules.great_plains import GAME, GreatPlainsState, Options, Phase
from tablerules.great_plains.board import placement_text
from tablerules.great_plains.components import HABITATS
from tablerules.great_plains.picture import RULES

SWITCHES = RULES
#: Every combination of the four switches, each a mapping of them all.
EVERY_COMBINATION = [
    dict(zip(SWITCHES, values, strict=True)) for values in itertools.product((False, True), repeat=4)
]
CAVES = {"o2": "Sc", "d5": "Sc", "q8": "Sc", "u8": "Fc", "w10": "Fc", "e12": "Fc"}

switch_settings = st.fixed_dictionaries({name: st.booleans() for name in SWITCHES})


def _animal_letters(state: GreatPlainsState) -> tuple[str, str]:
    """The animal tiles each seat holds, as the builders take them (``"hb"``)."""
    held = (
        "".join(letter * count for letter, count in zip(HABITATS, mine, strict=True))
        for mine in state.animals
    )
    first, second = held
    return first, second


def _rebuilt(state: GreatPlainsState, switches: dict[str, bool]) -> GreatPlainsState:
    """``state`` stated again with the sparse builder: its layout, pieces, counts and seat."""
    return GreatPlainsState.position(
        layout=[placement_text(placement) for placement in state.layout],
        pieces=state.pieces(),
        to_move=state.seat if state.phase in (Phase.CAVES, Phase.TOKENS) else None,
        animals=_animal_letters(state),
        left=state.left,
        removed=state.removed,
        **switches,
    )


@pytest.mark.parametrize(
    "switches", EVERY_COMBINATION, ids=lambda s: "+".join(n for n in s if s[n]) or "none"
)
def test_the_builder_takes_every_combination_of_the_switches(switches: dict[str, bool]) -> None:
    state = GreatPlainsState.position(pieces={**CAVES, "k2": "S"}, left=(5, 20), **switches)
    assert {name: getattr(state.options, name) for name in SWITCHES} == switches
    text = str(state)
    assert GreatPlainsState.from_picture(text) == state
    assert GAME.parse_position(text, state.options) == state
    # The picture names exactly the switches that are on, and nothing when none is.
    named = [name.replace("_", " ") for name in SWITCHES if switches[name]]
    rules = [line for line in text.splitlines() if line.startswith("rules: ")]
    assert rules == ([f"rules: {', '.join(named)}"] if named else [])


@pytest.mark.parametrize("switch", SWITCHES)
def test_a_switch_given_both_ways_must_agree(switch: str) -> None:
    """The picture names the switch; the keyword may repeat it, not contradict it."""
    state = GreatPlainsState.position(pieces=CAVES, **{switch: True})
    assert GreatPlainsState.from_picture(str(state), **{switch: True}) == state
    with pytest.raises(ValueError, match=f"the picture says {switch} True, but {switch}=False was given"):
        GreatPlainsState.from_picture(str(state), **{switch: False})


@pytest.mark.parametrize("switch", SWITCHES)
@pytest.mark.parametrize("value", [None, 1, "yes", (True,)])
def test_a_switch_is_true_or_false(switch: str, value: object) -> None:
    with pytest.raises(ValueError, match=f"{switch} is true or false"):
        GreatPlainsState.position(pieces=CAVES, **{switch: value})  # type: ignore[arg-type]


def test_the_picture_of_the_default_options_is_unchanged() -> None:
    """No rules line where every switch is off: the pictures of seeded games keep their digests."""
    state = GreatPlainsState.position(pieces=CAVES)
    assert state.options == Options(layout=("1a", "2a", "3a", "4a", "5a", "6a", "7a"))
    assert "rules:" not in str(state)


@given(switches=switch_settings, seed=st.integers(0, 2**32 - 1))
def test_every_position_of_a_game_reads_back_whatever_the_switches(
    switches: dict[str, bool], seed: int
) -> None:
    """Picture, read, same state, at every step of a game played with the switches to its
    end; and the position stated again with the builder, with the same switches, is that
    position."""
    state = GAME.setup(players=2, options=Options(**switches))
    chooser = random.Random(seed)
    while True:
        assert GreatPlainsState.from_picture(str(state)) == state
        if state.board is not None and state.phase is not Phase.TURNING:
            rebuilt = _rebuilt(state, switches)
            assert rebuilt.options == Options(layout=rebuilt.options.layout, **switches)
            assert GreatPlainsState.from_picture(str(rebuilt)) == rebuilt
            assert rebuilt.pieces() == state.pieces() and rebuilt.to_move == state.to_move
            assert sorted(map(str, rebuilt.legal_actions())) == sorted(map(str, state.legal_actions()))
        if state.is_over:
            break
        state = state.apply(chooser.choice(state.legal_actions()))
