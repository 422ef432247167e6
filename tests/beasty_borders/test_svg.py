"""The SVG pictures: ``state.svg(seat, last=..., targets=...)``, drawn by ``svg.draw``."""

from __future__ import annotations

import collections
import random
from xml.etree import ElementTree

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablerules.beasty_borders import GAME, PASS, BeastyBordersState, LayTile, Options, Place, Point, Roll
from tablerules.beasty_borders.components import FARM, KINDS, owner_of
from tablerules.beasty_borders.examples import SCORING_EXAMPLE, scoring_example
from tablerules.beasty_borders.svg import CELL, LEFT, TARGET_SPACE, TOP
from tablerules.core.game import Action, sample_state
from tablerules.core.svg import LAST, TARGET
from tablerules.testing import Case, check_svg_text, play_case, svg_marks, svg_titles

SVG = "{http://www.w3.org/2000/svg}"
STRAIGHT = tuple(range(1, 10))
VARIANTS = tuple(GAME.variants())


def played(variant: str, seed: int) -> tuple[tuple[BeastyBordersState, ...], tuple[Action, ...]]:
    """Every position of a random game of ``variant``, and the actions between them."""
    game = play_case(Case(GAME, 2, variant), seed)
    return game.states, game.actions  # type: ignore[return-value]


def parsed(svg: str) -> ElementTree.Element:
    return ElementTree.fromstring(svg)


def marked_rects(root: ElementTree.Element, kind: str) -> list[ElementTree.Element]:
    """The outlines of class ``kind``, to tell where they are (``svg_marks`` gives their titles)."""
    return [rect for rect in root.iter(f"{SVG}rect") if rect.get("class") == kind]


def drawn_parts(state: BeastyBordersState) -> tuple[object, ...]:
    """What a picture draws of a position besides its words: the tiles, the spaces, the
    steps-marker, the bidding row and the animal pointed at (a roller's pass changes none)."""
    return (state.layout, state.spaces, state.marker, state.row, state.pointed)


def space_at(rect: ElementTree.Element, cols: int = 9) -> str:
    """The name of the space whose corner an outline starts at."""
    col = round((float(rect.get("x", "0")) - LEFT) / CELL)
    row = round((float(rect.get("y", "0")) - TOP) / CELL)
    return f"{chr(ord('a') + col)}{row + 1}"


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_position_of_random_games_is_one_svg_picture_for_every_seat(variant: str) -> None:
    """Also: ``last`` leaves a ``LAST`` mark where it changed what is drawn, and only there."""
    for seed in (1, 2):
        states, actions = played(variant, seed)
        for step, state in enumerate(states):
            last = actions[step - 1] if step else None
            for seat in (None, 0, 1):
                plain = state.svg(seat)
                check_svg_text(plain, f"step {step}, seat {seat}")
                assert svg_marks(plain, LAST) == []
                marked_up = state.svg(seat, last=last, targets=True)
                check_svg_text(marked_up, f"step {step}, seat {seat}, with last and targets")
                assert parsed(marked_up).get("viewBox", "").startswith("0 0 480 ")
                assert all(text.strip() for text in svg_titles(marked_up))
                changed = step > 0 and drawn_parts(states[step - 1]) != drawn_parts(state)
                assert bool(svg_marks(marked_up, LAST)) == changed, f"step {step}: {last}"


@given(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32 - 1), seat=st.sampled_from([None, 0, 1]))
@settings(max_examples=10)
def test_pictures_of_positions_drawn_from_the_view_are_equal(
    variant: str, seed: int, seat: int | None
) -> None:
    states, actions = played(variant, seed % 1000)
    rng = random.Random(seed)
    for step in sorted({1, len(states) // 2, len(states) - 1}):
        state, last = states[step], actions[step - 1]
        drawn = sample_state(state.view(seat), rng)
        assert drawn.svg(seat) == state.svg(seat)
        assert drawn.svg(seat, last=last) == state.svg(seat, last=last)
        assert drawn.svg(seat, last=last, targets=True) == state.svg(seat, last=last, targets=True)


def test_the_same_view_gives_the_same_text() -> None:
    state = BeastyBordersState.from_picture(SCORING_EXAMPLE.replace("Y # ~\n", "Y . ~\n"))
    again = BeastyBordersState.from_picture(str(state))
    assert again == state
    assert again.svg(0, last=PASS, targets=True) == state.svg(0, last=PASS, targets=True)


def test_beasty_borders_hides_nothing_so_the_seats_pictures_differ_only_in_whose_view() -> None:
    """Every seat sees the whole board: the farm animals' letters, the wild ones', the supplies."""
    states, _ = played("standard", 3)
    middle = states[len(states) // 2]
    pictures = {seat: middle.svg(seat) for seat in (None, 0, 1)}
    shown = {
        seat: [line for line in svg.splitlines() if "view" not in line] for seat, svg in pictures.items()
    }
    # Only the viewer's own words differ: "Seen by ...", and "(you)" on its seat's line.
    for seat in (0, 1):
        differing = [(a, b) for a, b in zip(shown[None], shown[seat], strict=True) if a != b]
        assert len(differing) == 2
        assert "Seen by a spectator" in differing[0][0] and f"Seen by seat {seat}" in differing[0][1]
        assert "(you)" in differing[1][1]
    # Each seat sees the other seat's animals on the board and their counts.
    for seat in (0, 1):
        titles = svg_titles(pictures[seat])
        for kind in KINDS:
            on_board = sum(1 for space in middle.spaces if space == kind)
            named = f"animal {kind} (seat {owner_of(kind)})"
            assert sum(1 for text in titles if text.endswith(named)) == on_board
        for owner in (0, 1):
            for kind, count in middle.animals_left(owner).items():
                assert f"seat {owner} has {count} {kind} left" in titles


def test_nothing_of_the_future_shows_before_the_roll() -> None:
    """The roll to come is chance's, not yet in the view: the picture names no value before it."""
    state = GAME.setup(options=Options(layout=STRAIGHT))
    for seat in (None, 0, 1):
        text = state.svg(seat, targets=True)
        assert "roll" not in text.replace("rolls the D8", "")
        assert svg_marks(text, TARGET) == []


def test_the_rulebook_scoring_example_shows_its_scores_and_animals() -> None:
    state = scoring_example()
    svg = state.svg(None)
    root, titles = parsed(svg), svg_titles(svg)
    texts = [text.text or "" for text in root.iter(f"{SVG}text")]
    assert "Game over: 19 - 17, farm wins" in texts
    assert "19 points" in texts and "17 points" in texts
    assert (root.findtext(f"{SVG}title") or "").startswith(
        "Beasty Borders, 2 players, a spectator's view: farm 19 points, wild 17 points"
    )
    counted = collections.Counter(space for space in state.spaces if space in KINDS)
    for kind, count in counted.items():
        side = "farm" if kind in FARM else "wild"
        assert sum(1 for text in titles if f": {side} animal {kind} " in text) == count
        assert texts.count(kind) == count + 1  # and once on the seat's line below the board
    assert sum(
        1 for text in titles if text.endswith("empty-space-marker, stays empty")
    ) == state.spaces.count("#")
    assert sum(1 for text in titles if text.endswith(": lake")) == state.spaces.count("~")
    assert "a1: lake with the signpost, pointing the steps-marker's way (rows)" in titles
    assert "e1: lake with the signpost, pointing the steps-marker's way (rows)" not in titles


def test_the_start_shows_the_tiles_the_marker_and_the_full_supplies() -> None:
    state = GAME.setup(options=Options(layout=STRAIGHT))
    svg = state.svg(0)
    root, names = parsed(svg), svg_titles(svg)
    assert [text for text in names if text.startswith("tile ")] == [f"tile {n}" for n in STRAIGHT]
    assert "the steps-marker on a1" in names
    assert "seat 0 has 8 A left" in names and "seat 1 has 5 Z left" in names
    texts = [text.text or "" for text in root.iter(f"{SVG}text")]
    assert "Next: seat 0 (farm) rolls the D8" in texts
    assert "Seat 0 · farm (you)" in texts and "Seat 1 · wild" in texts
    assert list("abcdefghi") == texts[2:11]


def test_while_tiles_are_laid_the_empty_places_wait() -> None:
    state = GAME.setup().apply_all([LayTile(3), LayTile(1)])
    svg = state.svg(None, last=LayTile(1))
    root, names = parsed(svg), svg_titles(svg)
    assert [text for text in names if text.startswith("tile ") and "place" not in text] == [
        "tile 3",
        "tile 1",
    ]
    assert sum(1 for text in names if text.endswith("no tile laid yet")) == 7
    (outline,) = marked_rects(root, LAST)
    assert space_at(outline) == "d1"  # tile 1 went on the second place


def test_last_outlines_what_it_changed() -> None:
    start = GAME.setup(options=Options(layout=STRAIGHT))
    rolled = start.apply(Roll(3))
    assert svg_marks(rolled.svg(1), LAST) == []
    (outline,) = marked_rects(parsed(rolled.svg(1, last=Roll(3))), LAST)
    assert space_at(outline) == rolled.marker_space == "d1"
    placed = rolled.apply(Place("B"))
    root = parsed(placed.svg(1, last=Place("B")))
    (outline,) = marked_rects(root, LAST)
    assert space_at(outline) == "d1"
    assert "last: place B" in [text.text for text in root.iter(f"{SVG}text")]
    # The roller's pass changes no space: only the note says it.
    passed = rolled.apply(PASS)
    svg = passed.svg(0, last=PASS)
    assert marked_rects(parsed(svg), LAST) == []
    assert "the move that led here: pass" in svg_titles(svg)
    # The second pass leaves an empty-space-marker there.
    (outline,) = marked_rects(parsed(passed.apply(PASS).svg(0, last=PASS)), LAST)
    assert space_at(outline) == "d1"


def test_last_in_without_luck_outlines_the_value_pointed_at() -> None:
    state = GAME.setup(options=Options(without_luck=True, layout=(1, 2, 3, 4, 5, 6))).apply(Roll(3))
    pointed = state.apply(Point("A", 13))
    svg = pointed.svg(1, last=Point("A", 13))
    assert svg_marks(svg, LAST) == ["the last move: point A13"]
    assert "seat 0 pointed at A13" in svg_titles(svg)
    placed = pointed.apply(Point("X", 14))
    svg = placed.svg(1, last=Point("X", 14))
    assert len(svg_marks(svg, LAST)) == 2  # the space it went to, and the value it left
    assert "value 14: no animal left" in svg_titles(svg)


@pytest.mark.parametrize("variant", VARIANTS)
def test_targets_mark_exactly_the_legal_actions_with_a_place(variant: str) -> None:
    states, _ = played(variant, 5)
    deciding = [state for state in states if state.to_move in (0, 1)]
    assert deciding
    for state in deciding[:: max(1, len(deciding) // 12)]:
        seat = state.to_move
        assert isinstance(seat, int)
        # Every choice but passing has a place: the kind to place, the animal to point at.
        wanted = sorted(str(action) for action in state.legal_actions() if action != PASS)
        svg = state.svg(seat, targets=True)
        assert sorted(svg_marks(svg, TARGET)) == wanted
        assert len(svg_marks(svg, TARGET_SPACE)) == (1 if wanted else 0)
        # No marks for the other seat, for a spectator, or without targets=True.
        for other in (1 - seat, None):
            assert svg_marks(state.svg(other, targets=True), TARGET) == []
        assert svg_marks(state.svg(seat), TARGET) == []


def test_the_last_picture_of_a_game_says_who_won() -> None:
    states, _ = played("without-luck", 7)
    final = states[-1]
    outcome = final.outcome()
    assert outcome is not None
    text = final.svg(None)
    assert f"Game over: {outcome.summary(['farm', 'wild'])}" in text


def test_draw_takes_only_a_beasty_borders_view() -> None:
    with pytest.raises(TypeError, match="Beasty Borders view"):
        GAME.draw("S../...", 0)
