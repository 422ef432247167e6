"""The SVG pictures of Bison positions: valid, drawn from the view alone, true to the position.

``state.svg(seat)`` draws the landscape, the pieces, each seat's tracks,
markers, hand, reserve and market (:mod:`tablerules.bison.svg`). A drawn tile
is hidden from the other seats (BIS-5), so their pictures show it as a back;
the last action is outlined, and ``targets=True`` marks where the seat's legal
actions go.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from xml.etree import ElementTree

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tablerules
from tablerules import CHANCE
from tablerules.bison import (
    BisonAction,
    BisonState,
    Build,
    Buy,
    Call,
    Choose,
    Done,
    Draw,
    Enter,
    Gain,
    Gather,
    Lay,
    Move,
    Phase,
)
from tablerules.bison.examples import moving_hunters, placing_a_tipi, scoring_example_1, scoring_example_3
from tablerules.core.game import sample_state
from tablerules.core.svg import HIGHLIGHT, LAST, TARGET
from tablerules.testing import check_svg_text, svg_marks, svg_titles

GAME = tablerules.load("bison")
SVG = "{http://www.w3.org/2000/svg}"
#: The decisions that have a place in the picture; the others (done, pay, exchange) have none.
PLACED = (Choose, Lay, Enter, Build, Gather, Call, Move, Buy, Gain)


def played(
    players: int, variant: str, seed: int, steps: int | None = None
) -> Iterator[tuple[BisonState, BisonAction]]:
    """Each position of a random game with the action that led to it, to the end or ``steps``."""
    rng = random.Random(seed)
    state = GAME.setup(players=players, options=GAME.variants()[variant])
    count = 0
    while not state.is_over and (steps is None or count < steps):
        if state.to_move is CHANCE:
            action = state.sample_chance(rng)
        else:
            action = rng.choice(list(state.legal_actions()))
        state = state.apply(action)
        count += 1
        yield state, action


def run(state: BisonState, *texts: str) -> BisonState:
    return state.apply_all([GAME.parse_action(text, state) for text in texts])


def targets(svg: str) -> set[str]:
    """The actions the picture marks as targets: its ``TARGET`` marks are titled ``legal: ...``."""
    marked: set[str] = set()
    for title in svg_marks(svg, TARGET):
        assert title.startswith("legal: "), title
        marked.update(title.removeprefix("legal: ").split(", "))
    return marked


# -- every position -----------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "variant"), [(2, "standard"), (3, "variant-1"), (4, "variant-2")])
def test_every_position_of_a_random_game_is_an_svg_picture(players: int, variant: str) -> None:
    """Every position, seen in turn by each seat and the spectator, with and without the last
    action and the targets: well-formed SVG with a viewBox and a title. Every player count and
    every variant once (the conformance suite draws all nine at every seventh position)."""
    viewers = [None, *range(players)]
    for step, (state, action) in enumerate(played(players, variant, seed=players)):
        seat = viewers[step % len(viewers)]
        check_svg_text(state.svg(seat), f"step {step}, seat {seat}")
        check_svg_text(state.svg(seat, last=action, targets=True), f"step {step}, seat {seat}, marked")


@settings(max_examples=12, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10_000), steps=st.integers(1, 200))
def test_a_position_drawn_from_a_view_has_the_same_picture(players: int, seed: int, steps: int) -> None:
    """The picture is made from the view alone: a position drawn from the view (other seats'
    tiles dealt anew) gives the same picture, with the last action too."""
    state, action = BisonState.start(players, GAME.variants()["standard"]), None
    for state, action in played(players, "standard", seed, steps):  # noqa: B007 (the last one is kept)
        pass
    rng = random.Random(seed)
    for seat in (None, *range(players)):
        drawn = sample_state(state.view(seat), rng)
        assert drawn.svg(seat) == state.svg(seat)
        assert drawn.svg(seat, last=action) == state.svg(seat, last=action)


def test_the_same_position_gives_the_same_text() -> None:
    *_, (state, action) = played(3, "standard", seed=7, steps=90)
    assert state.svg(1, last=action, targets=True) == state.svg(1, last=action, targets=True)


# -- hidden tiles --------------------------------------------------------------------------------


def test_a_drawn_tile_shows_only_in_its_holders_picture() -> None:
    """ "You must look at your tile and keep it hidden from the other players" (BIS-5)."""
    state = GAME.setup(players=3).apply_all([Draw(7), Draw(12), Draw(15)])
    for holder, tile in enumerate((7, 12, 15)):
        own = state.svg(holder)
        assert re.search(rf"\btile {tile}\b", own)
        shown = f"{['yellow', 'red', 'blue'][holder]}'s tile in hand: tile {tile} ("
        assert any(title.startswith(shown) for title in svg_titles(own))
        for other in (None, *range(3)):
            if other != holder:
                assert not re.search(rf"\btile {tile}\b", state.svg(other, last=Draw(tile)))
    assert svg_titles(state.svg(None)).count("red holds a tile, face down") == 1


def test_no_picture_names_a_tile_another_seat_holds_in_a_random_game() -> None:
    for step, (state, action) in enumerate(played(4, "standard", seed=11)):
        if step % 5:
            continue
        for seat in (None, 0, 1, 2, 3):
            picture = state.svg(seat, last=action, targets=True)
            for other, tile in enumerate(state.hands):
                if tile is not None and other != seat:
                    assert not re.search(rf"\btile {tile}\b", picture), (step, seat, other)


def test_another_seats_draw_is_outlined_as_a_back_without_its_number() -> None:
    state = GAME.setup(players=2).apply(Draw(9))
    marked = state.svg(1, last=Draw(9))
    assert "last: yellow drew a tile" in marked and "tile 9" not in marked
    assert svg_marks(marked, LAST) == ["changed by the last action"]


# -- the rulebook's worked examples ----------------------------------------------------------------


def test_scoring_example_1_shows_every_piece_of_the_prairie() -> None:
    """Example 1: Yellow a triple tipi on space 1, Red single tipis on spaces 2 and 3, Green
    hunters on space 4, Blue hunters on space 5; the page rebuilds it on its landscape."""
    picture = scoring_example_1().svg(None)
    named = svg_titles(picture)
    for piece in (
        "1p: yellow: a tipi of 3 diamonds",
        "3p: red: a tipi of 1 diamond",
        "4p: red: a tipi of 1 diamond",
        "5p: green: 2 hunters",
        "6p: blue: 1 hunter",
    ):
        assert piece in named
    assert "4p: prairie, 3 bison" in named and "6p: prairie, 2 bison" in named
    assert "place 4: tile 15 (ppppmm 3 0 0), turned 2" in named
    # The pieces show each seat's letter and the count, not colour alone.
    for text in (">Y3<", ">R1<", ">G2<", ">B1<", ">= 30<"):
        assert text in picture
    assert named[0].startswith("Bison: Thunder on the Prairie, 4 players, a spectator's view: season 2")


def test_scoring_example_3_shows_what_each_seat_took() -> None:
    """Example 3: Yellow scores 9 and Red 10 (Red also gained a bison with its last action)."""
    before = run(scoring_example_3(), "choose gather", "done")
    scored = run(before, "gain bison")
    picture = scored.svg(0, last=GAME.parse_action("gain bison", before))
    named = svg_titles(picture)
    assert "yellow took 9 in season 1" in named and "red took 10 in season 1" in named
    assert ">took 9<" in picture and ">took 10<" in picture
    # The bison red gained is outlined on red's track: 10 + 1 gained + 3 scored.
    assert "red: 14 bison on the track" in named
    assert "last: gain bison" in picture and svg_marks(picture, LAST) == ["changed by the last action"]


# -- the last action and the targets ----------------------------------------------------------------


def test_the_last_action_adds_an_outline_where_it_changed_something() -> None:
    """The rulebook's Red moving hunters: the field a hunter left and the field it reached."""
    moved = run(moving_hunters(), "choose move1", "move 4p 4r")
    plain, marked = moved.svg(0), moved.svg(0, last=Move("4p", "4r"))
    assert HIGHLIGHT not in plain
    assert svg_marks(plain, LAST) == []
    assert svg_marks(marked, LAST) == ["changed by the last action"] * 2
    assert "last: move 4p 4r" in marked
    laid = run(GAME.setup(players=2), "draw 7", "draw 8", "choose tile", "lay 4 0")
    assert len(svg_marks(laid.svg(None, last=Lay(4, 0)), LAST)) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_marks_outline_the_last_action_and_target_exactly_the_legal_actions_with_a_place(
    players: int,
) -> None:
    """At every third position of a random game, as the seat to decide (or a spectator) sees
    it: the last action has a ``LAST`` mark unless it changed nothing the picture shows
    (``done``, or a trade of a surplus after scoring, which leaves the turn); on the seat's
    turn the ``TARGET`` marks name exactly its legal actions that have a place."""
    before: BisonState = GAME.setup(players=players, options=GAME.variants()["variant-1"])
    for step, (state, action) in enumerate(played(players, "variant-1", seed=20 + players)):
        previous, before = before, state
        if step % 3:
            continue
        seat = state.to_move if isinstance(state.to_move, int) else None
        picture = state.svg(seat, last=action, targets=True)
        if not isinstance(action, Done) and previous.phase is not Phase.CAPPING:
            assert svg_marks(picture, LAST), (step, str(action))
        if seat is None:
            assert targets(picture) == set(), step
            continue
        expected = {str(legal) for legal in state.legal_actions() if isinstance(legal, PLACED)}
        assert targets(picture) == expected, step
        # Another seat's picture, and a picture without targets, mark nothing.
        assert targets(state.svg((seat + 1) % players, targets=True)) == set()
        assert targets(state.svg(seat)) == set()


def test_the_targets_of_a_tipi_are_the_sizes_it_may_have() -> None:
    """ "Yellow has 3 hunters on a mountain. They may build a single, double, or triple tipi." """
    state = run(placing_a_tipi(), "choose tipi", "buy tipi 3")
    assert {"build 5m 1", "build 5m 2", "build 5m 3"} <= targets(state.svg(0, targets=True))


def test_a_picture_names_what_it_shows_for_a_screen_reader() -> None:
    *_, (state, _) = played(3, "standard", seed=3, steps=40)
    root = ElementTree.fromstring(state.svg(2))
    assert root.get("role") == "img" and root.get("viewBox", "").startswith("0 0 480 ")
    first = root[0]
    assert first.tag == f"{SVG}title" and "3 players, blue's view (seat 2)" in (first.text or "")
    # Every group with a picture in it says what it is.
    assert len(list(root.iter(f"{SVG}title"))) > 60


def test_draw_refuses_what_is_no_bison_view() -> None:
    with pytest.raises(TypeError, match="BisonView"):
        GAME.draw(GAME.setup(players=2), None)
