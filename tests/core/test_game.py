"""Game and State: setup arguments, option data, and what State provides for every title."""

from __future__ import annotations

import random

import pytest

import tablerules
from tablerules import CHANCE, Action, IllegalActionError
from tablerules.beasty_borders import Options

GAME = tablerules.load("beasty-borders")


def first_decision() -> tablerules.State:
    """The first position where a player decides."""
    state = GAME.setup(players=2)
    rng = random.Random(0)
    while state.to_move is CHANCE:
        state = state.apply(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
    return state


def test_setup_with_the_only_player_count() -> None:
    assert GAME.setup(players=2) == GAME.setup() == GAME.setup(players=2, options=Options())


@pytest.mark.parametrize("players", [3, 1, 0, -2, "2", 2.0, True, [2]])
def test_setup_refuses_bad_player_counts(players: object) -> None:
    with pytest.raises(ValueError, match="played by 2 players") as caught:
        GAME.setup(players=players)  # type: ignore[arg-type]
    assert repr(players) in str(caught.value)


@pytest.mark.parametrize(
    "options",
    [
        "without-luck",
        {"without_luck": True},
        Options(layout=(1, 1, 2, 3, 4, 5, 6, 7, 8)),
        Options(layout=(1, 2, 3)),
        Options(without_luck=True, layout=(2, 3, 4, 5, 6, 7)),
        Options(tiles=("S../...",) * 9),
        Options(tiles=("..../...",) * 9),
        Options(without_luck=True, bidding_row=("A", "Q")),
    ],
    ids=repr,
)
def test_setup_refuses_bad_options(options: object) -> None:
    with pytest.raises(ValueError):
        GAME.setup(players=2, options=options)  # type: ignore[arg-type]


def test_check_players_lists_the_allowed_counts() -> None:
    assert GAME.check_players(2) == 2
    assert GAME.check_players(None) == 2
    with pytest.raises(ValueError, match=r"played by 2 players, not 5"):
        GAME.check_players(5)


def test_options_json_round_trip() -> None:
    for options in GAME.variants().values():
        assert GAME.options_from_json(GAME.options_to_json(options)) == options


@pytest.mark.parametrize(
    ("data", "complaint"),
    [
        ([], "JSON object"),
        ("without_luck", "JSON object"),
        ({"no_such": 1}, "unknown options"),
        ({"tiles": 5}, "bad options"),
    ],
)
def test_options_from_json_says_what_is_wrong(data: object, complaint: str) -> None:
    with pytest.raises(ValueError, match=complaint):
        GAME.options_from_json(data)


def test_variants_start_with_the_default() -> None:
    variants = GAME.variants()
    assert list(variants) == ["standard", "without-luck"]
    assert variants["standard"] == GAME.options_type()
    assert variants["without-luck"] == Options(without_luck=True)


def test_chance_repr() -> None:
    assert repr(CHANCE) == "tablerules.CHANCE"
    assert eval(repr(CHANCE), {"tablerules": tablerules}) is CHANCE
    assert tablerules.CHANCE is tablerules.Chance.CHANCE
    assert GAME.setup(players=2).to_move is CHANCE


def test_the_state_protocol_defaults() -> None:
    state = first_decision()
    assert state.to_move == 0 and not state.is_over
    assert state.chance_outcomes() == ()
    assert state.determinize(0, random.Random(1)) is state
    action = state.legal_actions()[0]
    assert state.notation_for(action, 1) == str(action)
    assert state.scores() == state.score_sheet().totals()
    assert state.is_legal(action)
    assert not state.is_legal(None)


def test_refusals_of_values_that_are_no_action() -> None:
    state = first_decision()

    class Stray(Action):
        __slots__ = ()

    for value in (None, "place A", Stray()):
        with pytest.raises(IllegalActionError) as caught:
            state.apply(value)
        assert caught.value.rule == "core.not-an-action"
        assert caught.value.action is value
        assert "beasty-borders" in caught.value.reason


def test_refusals_once_the_game_is_over() -> None:
    record = tablerules.play(GAME, [tablerules.bots.RandomAgent()] * 2, seed=3)
    final = record.replay()
    for action in {*record.actions}:
        with pytest.raises(IllegalActionError) as caught:
            final.apply(action)
        assert caught.value.rule == "core.game-over"


def test_apply_all_names_the_failing_step() -> None:
    start = GAME.setup(players=2)
    layout = start.legal_actions()
    with pytest.raises(IllegalActionError) as caught:
        start.apply_all([layout[0], layout[1], layout[1]])
    assert caught.value.step == 2
    assert caught.value.rule == "beasty-borders.setup.tile-once"
