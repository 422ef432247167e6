"""Turn order in the second phase, a player who cannot place (GP-7), and the end of the game.

"The player who placed the last cave tile goes first in the second phase.
Then take alternating turns until both players have placed all of their
tokens." "The game ends when both players have placed all of their tribe
tokens." The rulebook is silent on a player with tokens left but no legal
placement: that player passes while the other can place, and the game ends
when no one can (GP-7).
"""

from __future__ import annotations

import itertools

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.great_plains import GAME, PASS, Bear, Phase, Place
from tablerules.great_plains.components import TOKENS
from tests.great_plains.positions import around, placements, position

SNAKE_CAVES = ("n3", "f5", "u6")
FOX_CAVES = ("e10", "t11", "l13")


def walled_in(cave: str, door: str) -> dict[str, str]:
    """Peaks all round ``cave`` but on ``door``, and round ``door`` too, so a token on the
    door can go nowhere."""
    walls = {space: "^" for space in around(cave) if space != door}
    walls.update({space: "^" for space in around(door) if space != cave and space not in walls})
    return walls


def stuck_snakes(*, foxes_stuck: bool) -> dict[str, object]:
    """Every snake cave walled in with a fox token on its one door; with ``foxes_stuck``
    every fox cave too, with a snake token on its door."""
    terrain: dict[str, str] = {}
    pieces: dict[str, str] = {}
    for cave in SNAKE_CAVES:
        door = around(cave)[0]
        terrain.update(walled_in(cave, door))
        pieces[door] = "F"
    if foxes_stuck:
        for cave in FOX_CAVES:
            door = around(cave)[0]
            terrain.update(walled_in(cave, door))
            pieces[door] = "S"
    # The empty middle cave keeps one grass space next to it, as every cave must.
    terrain.update({space: "^" for space in around("m8")[1:]})
    return {"terrain": terrain, "pieces": pieces}


def test_players_alternate_placing_tokens() -> None:
    record = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=11)
    states = list(record.states())
    movers = [s.to_move for s in states if s.phase is Phase.TOKENS]
    assert movers[0] == 1, "the last cave's player begins"
    assert all(a != b for a, b in itertools.pairwise(movers)), "no passes in this game"


def test_the_game_ends_when_both_players_have_placed_all_their_tokens() -> None:
    final = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=3).replay()
    assert final.is_over and final.phase is Phase.OVER
    assert final.left == (0, 0)
    for seat in (0, 1):
        assert len(final.tokens_on(seat)) + final.removed[seat] == TOKENS


def test_the_last_token_ends_the_game() -> None:
    state = position({"k8": "F"}, left=(0, 1), removed=(TOKENS, TOKENS - 2), to_move=1)
    assert state.to_move == 1
    final = state.apply(Place("i8"))
    assert final.is_over and final.outcome() is not None
    assert final.legal_actions() == ()


def test_a_player_without_tokens_has_no_more_turns() -> None:
    """GP-7: the other player places on, one turn after another."""
    # A to_move that is given is obeyed or refused, never replaced (issue 8): seat 0 has no tokens.
    with pytest.raises(ValueError, match="seat 0 cannot be next"):
        position({"k8": "F"}, left=(0, 5), removed=(TOKENS, TOKENS - 6), to_move=0)
    state = position({"k8": "F"}, left=(0, 5), removed=(TOKENS, TOKENS - 6))
    assert state.to_move == 1
    state = state.apply(Place("i8"))
    assert state.to_move == 1 and state.left == (0, 4)


def test_a_player_with_no_legal_placement_passes() -> None:
    """GP-7: tokens left but nowhere to go: 'pass' is the only legal action."""
    state = position(**stuck_snakes(foxes_stuck=False), to_move=0)  # type: ignore[arg-type]
    assert state.to_move == 0 and not state.is_over
    assert state.legal_actions() == (PASS,)
    assert "cannot place and passes" in str(state)
    after = state.apply(PASS)
    assert after.to_move == 1 and after.left == state.left
    fox_move = after.legal_actions()[0]
    again = after.apply(fox_move)
    assert again.to_move == 0 and again.legal_actions() == (PASS,)


def test_a_stuck_player_ends_the_game_with_stuck_ends_game() -> None:
    """GP-7, the other reading (``stuck_ends_game``): the game ends as soon as the player due
    to place has tokens left but no legal placement; there is no pass."""
    # The snakes are due by the alternation; asked for by name, seat 0 is refused, as the game
    # is over and a given to_move is never silently replaced (issue 8).
    with pytest.raises(ValueError, match="no one can place"):
        position(**stuck_snakes(foxes_stuck=False), to_move=0, stuck_ends_game=True)  # type: ignore[arg-type]
    state = position(**stuck_snakes(foxes_stuck=False), stuck_ends_game=True)  # type: ignore[arg-type]
    assert state.is_over and state.phase is Phase.OVER
    assert state.left == (TOKENS, TOKENS - 3) and state.outcome() is not None
    assert "game over" in str(state)
    # The foxes to move: they place, and then the snakes' turn ends the game.
    foxes = position(**stuck_snakes(foxes_stuck=False), to_move=1, stuck_ends_game=True)  # type: ignore[arg-type]
    assert foxes.to_move == 1
    final = foxes.apply(foxes.legal_actions()[0])
    assert final.is_over and final.left == (TOKENS, TOKENS - 4)


def test_a_player_without_tokens_is_not_stuck_with_stuck_ends_game() -> None:
    """A player who has placed all their tokens has no more turns, also with
    ``stuck_ends_game``: the other places on."""
    state = position({"k8": "F"}, left=(0, 5), removed=(TOKENS, TOKENS - 6), stuck_ends_game=True)
    assert state.to_move == 1
    assert state.apply(Place("i8")).to_move == 1


def test_a_stuck_player_with_an_animal_tile_may_still_place() -> None:
    """A bear tile gives the walled-in snakes a way out: the fox on a door is pushed into a
    peak and leaves the game."""
    state = position(**stuck_snakes(foxes_stuck=False), animals=("b", ""), to_move=0)  # type: ignore[arg-type]
    bears = placements(state, "bear")
    assert bears and PASS not in state.legal_actions()
    door = around("n3")[0]
    after = state.apply(Bear(door, "e"))
    assert after.removed == (0, 1)


def test_when_no_one_can_place_the_game_ends() -> None:
    """GP-7: every game ends, also when tokens are left over."""
    with pytest.raises(ValueError, match="no one can place"):
        position(**stuck_snakes(foxes_stuck=True), to_move=0)  # type: ignore[arg-type]
    state = position(**stuck_snakes(foxes_stuck=True))  # type: ignore[arg-type]
    assert state.is_over and state.phase is Phase.OVER
    assert state.left == (TOKENS - 3, TOKENS - 3)
    ended = position(**stuck_snakes(foxes_stuck=True), stuck_ends_game=True)  # type: ignore[arg-type]
    assert ended.is_over and ended.left == state.left, "both readings end this game"
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == state.scores()


def test_the_last_placement_can_leave_the_other_player_stuck_for_good() -> None:
    """The foxes' last token is placed; the walled-in snakes cannot place: the game ends."""
    scene = stuck_snakes(foxes_stuck=False)
    state = position(**scene, left=(TOKENS, 1), removed=(0, TOKENS - 4), to_move=1)  # type: ignore[arg-type]
    assert state.to_move == 1
    target = next(a for a in state.legal_actions() if isinstance(a, Place))
    final = state.apply(target)
    assert final.is_over and final.left == (TOKENS, 0)


def test_a_tied_game_is_a_draw() -> None:
    """'If tied, play again': the library reports a draw, no tie-break (GP-13)."""
    state = position({"k8": "S", "i8": "F"}, left=(0, 0), removed=(TOKENS - 1, TOKENS - 1))
    assert state.is_over
    outcome = state.outcome()
    assert outcome is not None and outcome.is_draw and outcome.tiebreak is None
    assert outcome.winners == (0, 1)
