"""What a position says while chance lays the tablets, and the board is not whole yet.

A reviewer found that ``terrain(space)`` read a string with nothing for the
spaces not laid yet, so every later space was read at the wrong index: a
wrong symbol, or an ``IndexError``. Each answer here is checked against a
whole board built from the same placements (whole boards were always read
right), place by place, in every laying step of random games.
"""

from __future__ import annotations

import random

import pytest

import tablerules
from tablerules.great_plains import GreatPlainsState, LayTablet, Options, Phase, Turn
from tablerules.great_plains.board import SPACE, Board
from tablerules.great_plains.components import TERRAIN_NAMES
from tablerules.great_plains.geometry import SPACES, place_of, spaces_of_place
from tablerules.great_plains.observation import TERRAIN_CODES

GAME = tablerules.load("great-plains")


def laying(options: Options, seed: int) -> list[GreatPlainsState]:
    """Every position from the setup until the caves are placed, chance drawing with ``seed``."""
    rng = random.Random(seed)
    state = GAME.setup(players=2, options=options)
    found = [state]
    while state.phase in (Phase.LAYING, Phase.TURNING):
        state = state.apply(state.sample_chance(rng))
        found.append(state)
    return found


def whole_terrain(state: GreatPlainsState, final: GreatPlainsState) -> str:
    """The terrain of a whole board with ``state``'s placements on the places laid so far.

    The places not laid yet get the tablets that the game laid there in the
    end, so that the board uses each tablet once, as a laid board does."""
    layout = state.layout + final.layout[len(state.layout) :]
    return Board.build(state.options.tablets, layout).terrain


@pytest.mark.parametrize("turn_tablets", [False, True])
@pytest.mark.parametrize("seed", range(4))
def test_the_terrain_of_each_space_while_the_tablets_are_laid(turn_tablets: bool, seed: int) -> None:
    played = laying(Options(turn_tablets=turn_tablets), seed)
    final = played[-1]
    for state in played:
        terrain = whole_terrain(state, final)
        for space in SPACES:
            if place_of(space) <= len(state.layout):
                assert state.terrain(space) == TERRAIN_NAMES[terrain[SPACE[space]]], (space, state.layout)
                assert state.tablet_at(space) == state.layout[place_of(space) - 1]
            else:
                assert state.terrain(space) is None, (space, state.layout)
                assert state.tablet_at(space) is None


def test_before_any_tablet_no_space_has_terrain_or_a_tablet() -> None:
    state = GAME.setup(players=2)
    assert [state.terrain(space) for space in SPACES] == [None] * len(SPACES)
    assert [state.tablet_at(space) for space in SPACES] == [None] * len(SPACES)


def test_the_top_tablet_alone_reads_as_on_the_whole_board() -> None:
    # The reviewer's case: with the top tablet laid, its spaces on rows 3 to 5
    # were read at the indexes of other places' spaces, or past the end.
    state = GAME.setup(players=2).apply(LayTablet(1, "a"))
    whole = GreatPlainsState.position()  # tablet 1, side a, at the top too
    for space in spaces_of_place(1):
        assert state.terrain(space) == whole.terrain(space)
    assert state.terrain("l3") == "spring" and state.terrain("p5") == whole.terrain("p5")


def test_the_tablet_just_laid_reads_unturned_until_chance_turns_it() -> None:
    """First the tablet is laid, then turned (GP-3): while the turn is to come, the
    tablet lies as printed, as ``tablet_at`` and the observation say too."""
    options = Options(turn_tablets=True)
    laid = GAME.setup(players=2, options=options).apply(LayTablet(1, "a"))
    assert laid.phase is Phase.TURNING and laid.tablet_at("l1") == (1, "a", 0)
    turned = laid.apply(Turn(2))
    unturned_board = GreatPlainsState.position(turn_tablets=True)
    turned_board = GreatPlainsState.position(
        layout=("1a@2", "2a", "3a", "4a", "5a", "6a", "7a"), turn_tablets=True
    )
    assert [laid.terrain(s) for s in spaces_of_place(1)] == [
        unturned_board.terrain(s) for s in spaces_of_place(1)
    ]
    assert [turned.terrain(s) for s in spaces_of_place(1)] == [
        turned_board.terrain(s) for s in spaces_of_place(1)
    ]
    assert turned.tablet_at("l1") == (1, "a", 2)


@pytest.mark.parametrize("seed", range(3))
def test_terrain_agrees_with_the_observation_in_every_laying_step(seed: int) -> None:
    options = Options(turn_tablets=True)
    layout = GAME.observation_layout(2, options)
    codes = {name: TERRAIN_CODES[symbol] for symbol, name in TERRAIN_NAMES.items()}
    for state in laying(options, seed):
        observed = layout.parts(GAME.observe(state, 0))["terrain"]
        asked = [state.terrain(space) for space in SPACES]
        assert [0 if name is None else codes[name] for name in asked] == list(observed)


@pytest.mark.parametrize("name", ["z1", "m9", "", "M8x", 8, None])
def test_a_name_that_is_no_space_is_refused_in_every_phase(name: object) -> None:
    for state in (GAME.setup(players=2), GAME.setup(players=2).apply(LayTablet(4, "b"))):
        with pytest.raises(ValueError, match="no space"):
            state.terrain(name)  # type: ignore[arg-type]
        with pytest.raises(ValueError, match="no space"):
            state.tablet_at(name)  # type: ignore[arg-type]


def test_a_board_is_built_only_from_all_seven_places() -> None:
    """A laid board answers for all 133 spaces: a part of a layout makes no board
    (its terrain would be short, and every space after a gap read wrongly)."""
    tablets = Options().tablets
    for layout in ((), ((1, "a", 0),), tuple((n, "a", 0) for n in range(1, 7))):
        with pytest.raises(ValueError, match="one placement for each of the 7 places"):
            Board.build(tablets, layout)
    board = Board.build(tablets, tuple((n, "a", 0) for n in range(1, 8)))
    assert len(board.terrain) == len(SPACES)


@pytest.mark.parametrize("turn_tablets", [False, True])
def test_the_other_questions_while_the_tablets_are_laid(turn_tablets: bool) -> None:
    """No pieces, no meadows, no points, no placements yet; the picture reads back."""
    for state in laying(Options(turn_tablets=turn_tablets), 7)[:-1]:
        assert state.board is None
        assert state.pieces() == {} and state.tokens_on(0) == state.tokens_on(1) == ()
        assert all(state.piece_on(space) is None for space in SPACES)
        assert state.meadows() == () and state.scores() == (0, 0) and state.score_sheet().items == ()
        assert state.supply() == {"horse": 3, "eagle": 3, "bear": 3}
        assert state.animal_tiles(0) == state.animal_tiles(1) == {"horse": 0, "eagle": 0, "bear": 0}
        moves = state.moves()
        assert not moves.can_place and moves.normal == moves.horse == moves.eagle == 0 and not any(moves.bear)
        assert GreatPlainsState.from_picture(str(state)) == state
