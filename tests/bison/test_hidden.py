"""Hidden information: views, redacted notation and determinized positions.

"Each player draws a landscape tile from the pile. You must look at your
tile and keep it hidden from the other players." A drawn tile is known to
its holder only, until it is laid; the pile and the tiles put back in the
box unseen are known to nobody (BIS-5: every draw is uniform over the tiles
never drawn, so the removed tiles are simply never drawn).
"""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest

import tablerules
from tablerules import CHANCE
from tablerules.bison import DONE, BisonState, BisonView, Choose, Draw, Gain, Kind, Lay
from tablerules.bison.actions import HIDDEN_DRAW
from tablerules.bison.components import SEAT_NAMES
from tablerules.bots import RandomAgent

GAME = tablerules.load("bison")


def drawn(players: int, *tiles: int) -> BisonState:
    """A new game in which the seats drew ``tiles`` in turn order (seat 0 first)."""
    return GAME.setup(players=players).apply_all([Draw(tile) for tile in tiles])


def seen(state: BisonState, seat: int | None) -> BisonView:
    """``state.view(seat)``, typed."""
    view = state.view(seat)
    assert isinstance(view, BisonView)
    return view


def with_hand(state: BisonState, seat: int, tile: int) -> BisonState:
    """``state`` with ``seat`` holding ``tile`` from the pile instead of its own (which goes to the pile)."""
    held = state.hands[seat]
    assert held is not None and tile in state.pile
    hands = (*state.hands[:seat], tile, *state.hands[seat + 1 :])
    pile = tuple(sorted({*state.pile, held} - {tile}))
    return attrs.evolve(state, hands=hands, pile=pile)


def test_a_view_holds_only_the_seats_own_tile() -> None:
    """ "You must look at your tile and keep it hidden from the other players.\""""
    state = drawn(3, 7, 12, 15)
    assert state.to_move == 0
    for seat in range(3):
        view = seen(state, seat)
        assert view.seat == seat
        assert view.hand == state.hands[seat]
        assert view.holding == (True, True, True)
        assert [view.hand_of(other) for other in range(3)] == [
            state.hands[other] if other == seat else "?" for other in range(3)
        ]
    spectator = seen(state, None)
    assert spectator.hand is None and spectator.holding == (True, True, True)
    assert [spectator.hand_of(seat) for seat in range(3)] == ["?", "?", "?"]


def test_while_the_tiles_are_drawn_holding_says_who_has_drawn() -> None:
    state = drawn(3, 7)
    assert state.to_move is CHANCE and state.drawing_seat == 1
    assert seen(state, 2).holding == (True, False, False)
    assert seen(state, 2).hand is None
    assert seen(state, 0).hand == 7
    assert seen(state, 1).hand_of(0) == "?" and seen(state, 1).hand_of(2) is None


def test_the_pile_and_the_removed_tiles_are_in_no_view() -> None:
    """BIS-5: the tiles put back unseen are never drawn; nobody ever sees them, nor the pile."""
    state = drawn(2, 7, 12)
    for seat in (0, 1, None):
        view = seen(state, seat)
        names = {field.name for field in attrs.fields(type(view))}
        assert "pile" not in names and "hands" not in names
        assert not hasattr(view, "pile")
        values = attrs.asdict(view, recurse=False).values()
        assert state.pile not in values and state.hands not in values
    # The pile does not show in any picture of a view either.
    assert "pile" not in str(state.view(0)) and "pile" not in str(state.view(None))


@pytest.mark.parametrize("holder", [0, 1, 2])
def test_states_differing_only_in_another_seats_tile_look_the_same(holder: int) -> None:
    state = drawn(3, 7, 12, 15)
    other = with_hand(state, holder, 4)
    assert other != state
    for seat in (0, 1, 2, None):
        if seat == holder:
            assert other.view(seat) != state.view(seat)
            assert str(other.view(seat)) != str(state.view(seat))
        else:
            assert other.view(seat) == state.view(seat)
            assert str(other.view(seat)) == str(state.view(seat))


def test_states_differing_only_in_a_tile_not_yet_laid_look_the_same_later_in_the_season() -> None:
    state = drawn(2, 7, 12).apply_all([Choose(Kind.TILE), Lay(4, 0), DONE, Gain("bison")])
    assert state.hands == (None, 12) and state.to_move == 1
    other = with_hand(state, 1, 3)
    assert other.view(0) == state.view(0) and other.view(None) == state.view(None)
    assert other.view(1) != state.view(1)


def test_a_draw_reads_draw_question_mark_for_every_seat_but_the_drawer() -> None:
    state = drawn(4, 7)
    assert state.drawing_seat == 1
    for seat in (0, 1, 2, 3, None):
        expected = "draw 9" if seat == 1 else HIDDEN_DRAW
        assert state.notation_for(Draw(9), seat) == expected
    assert HIDDEN_DRAW == "draw ?"


def test_actions_other_than_draws_are_public() -> None:
    state = drawn(2, 7, 12)
    for seat in (0, 1, None):
        assert state.notation_for(Choose(Kind.TILE), seat) == "choose tile"
    laying = state.apply(Choose(Kind.TILE))
    for seat in (0, 1, None):
        assert laying.notation_for(Lay(4, 2), seat) == "lay 4 2"


@pytest.mark.parametrize("seat", [True, False, -1, 2, 1.0, "1"])
def test_notation_for_refuses_what_is_no_seat(seat: object) -> None:
    """``True`` equals seat 1 and would read seat 1's draw in clear; 2 is nobody's seat in a 2-player game."""
    state = drawn(2, 7)
    assert state.drawing_seat == 1
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        state.notation_for(Draw(9), seat)  # type: ignore[arg-type]


@pytest.mark.parametrize("seat", [True, -1, 2, 1.0, "0"])
def test_view_refuses_what_is_no_seat(seat: object) -> None:
    state = drawn(2, 7, 12)
    with pytest.raises(ValueError, match="seats are 0 to 1"):
        state.view(seat)  # type: ignore[arg-type]


def test_a_record_view_redacts_other_seats_draws() -> None:
    record = tablerules.play(GAME, [RandomAgent()] * 3, seed=11)
    states = [state for state in record.states() if isinstance(state, BisonState)]
    assert len(states) == len(record.actions) + 1
    draws = 0
    for seat in (0, 1, 2, None):
        entries = record.view(seat).actions
        assert len(entries) == len(record.actions)
        for state, action, entry in zip(states, record.actions, entries, strict=False):
            if isinstance(action, Draw):
                draws += 1
                drawer = state.drawing_seat
                assert entry == (str(action) if seat == drawer else HIDDEN_DRAW)
            else:
                assert entry == str(action)
    # Five seasons of three draws each, looked at from four chairs.
    assert draws == 4 * 5 * 3
    hidden = [entry for entry in record.view(None).actions if entry == HIDDEN_DRAW]
    assert len(hidden) == 5 * 3


def test_str_of_a_view_shows_hand_question_mark_for_others() -> None:
    state = drawn(3, 7, 12)
    assert state.to_move is CHANCE
    lines = str(state.view(1)).splitlines()
    player_lines = {line.split()[0]: line for line in lines if line.startswith("  ") and " food " in line}
    assert player_lines["yellow"].endswith(" hand ?")
    # One's own tile shows what it is, fields and animals, as a laid tile's line does.
    tiles = state.options.tile_set()
    assert player_lines["red"].endswith(f" hand 12 {tiles[12]}")
    assert player_lines["blue"].endswith(" hand -")
    spectator = str(state.view(None))
    assert spectator.count(" hand ?") == 2 and " hand -" in spectator
    assert " hand 7" not in str(state.view(1)) and " hand 12" not in spectator
    assert str(tiles[7]) not in str(state.view(1)).split("players:")[1]
    # The state itself shows every tile: it is the whole position.
    assert " hand 7" in str(state) and " hand 12" in str(state)


def test_the_laid_tile_becomes_public() -> None:
    """ "You will play your tile during the third phase of the season": once laid, everyone sees it."""
    state = drawn(2, 7, 12).apply(Choose(Kind.TILE))
    assert " hand ?" in str(state.view(1)) and "tile 7" not in str(state.view(1))
    laid = state.apply(Lay(4, 2))
    for seat in (0, 1, None):
        view = seen(laid, seat)
        assert (4, 7, 2) in view.laid
        assert view.holding == (False, True)
        assert view.hand_of(0) is None
        assert "  4 tile 7 " in str(view)
        assert view.board.animals == laid.board.animals
    assert seen(laid, 1).hand == 12 and seen(laid, 0).hand is None


def test_determinize_keeps_the_seats_view_and_own_tile() -> None:
    state = drawn(3, 7, 12, 15)
    rng = random.Random(3)
    for seat in (0, 1, 2, None):
        others = [tile for s, tile in enumerate(state.hands) if s != seat and tile is not None]
        unseen = sorted([*state.pile, *others])
        for _ in range(20):
            other = state.determinize(seat, rng)
            assert other.view(seat) == state.view(seat)
            assert other.laid == state.laid and other.supplies == state.supplies
            if seat is not None:
                assert other.hands[seat] == state.hands[seat]
            hidden = [tile for s, tile in enumerate(other.hands) if s != seat and tile is not None]
            assert len(hidden) == (3 if seat is None else 2)
            # The other hands and the pile are the same tiles as before, dealt anew.
            assert sorted([*other.pile, *hidden]) == unseen
            assert other.to_move == state.to_move
            assert Counter(other.legal_actions()) == Counter(state.legal_actions())


def test_determinize_changes_nothing_when_no_other_seat_holds_a_tile() -> None:
    """While only the seat itself holds a tile, the pile is never looked at: nothing to redraw."""
    state = drawn(2, 7)
    assert state.determinize(0, random.Random(1)) == state
    fresh = GAME.setup(players=3)
    assert fresh.determinize(None, random.Random(1)) == fresh


def test_determinize_deals_every_unseen_tile_to_each_other_seat_equally_often() -> None:
    """Every tile the seat has not seen is as likely as any other in another seat's hand (BIS-5)."""
    state = drawn(3, 7, 12, 15)
    seat = 0
    unseen = sorted([*state.pile, 12, 15])
    assert len(unseen) == 17
    rounds = 3400
    counts = {other: Counter[int]() for other in (1, 2)}
    rng = random.Random(2024)
    for _ in range(rounds):
        dealt = state.determinize(seat, rng)
        assert dealt.hands[1] != dealt.hands[2]
        for other in (1, 2):
            tile = dealt.hands[other]
            assert tile is not None
            counts[other][tile] += 1
    expected = rounds / len(unseen)
    for other in (1, 2):
        assert set(counts[other]) == set(unseen), f"{SEAT_NAMES[other]} was dealt every unseen tile"
        chi_square = sum((counts[other][tile] - expected) ** 2 / expected for tile in unseen)
        # 16 degrees of freedom: 39.25 is the 0.1% tail.
        assert chi_square < 39.25, (SEAT_NAMES[other], chi_square, counts[other])
        assert all(abs(counts[other][tile] - expected) < 0.35 * expected for tile in unseen)


def test_determinize_for_a_spectator_redraws_every_hand() -> None:
    state = drawn(2, 7, 12)
    seen = {state.determinize(None, random.Random(seed)).hands for seed in range(30)}
    assert len({hands[0] for hands in seen}) > 5 and len({hands[1] for hands in seen}) > 5
