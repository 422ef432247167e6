"""The SVG pictures: ``state.svg(seat)`` draws the table as that seat sees it (MAN-14)."""

from __future__ import annotations

import random
import re
from xml.etree import ElementTree

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablerules import CHANCE
from tablerules.core import sample_state
from tablerules.core.svg import LAST, TARGET
from tablerules.manitou import GAME, Choose, Draw, LayBison, ManitouAction, Play
from tablerules.manitou.position import build
from tablerules.manitou.state import ManitouState
from tablerules.testing import check_svg_text, svg_marks, svg_titles
from tests.manitou.scripts import laid, new_game, run, swapped, worked_start, worked_turns

SVG = "{http://www.w3.org/2000/svg}"


def played(players: int, variant: str, seed: int) -> tuple[list[ManitouState], list[ManitouAction]]:
    """A random game to the end: every position, and the action after each but the last."""
    rng = random.Random(seed)
    state = GAME.setup(players=players, options=GAME.variants()[variant])
    states, actions = [state], []
    while not state.is_over:
        legal = state.legal_actions()
        action = state.sample_chance(rng) if state.to_move is CHANCE else rng.choice(list(legal))
        state = state.apply(action)
        states.append(state)
        actions.append(action)
    return states, actions


def texts(svg: str) -> list[str]:
    """Every line of text the picture shows."""
    return [element.text or "" for element in ElementTree.fromstring(svg).iter(f"{SVG}text")]


@pytest.mark.parametrize("variant", list(GAME.variants()))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_position_of_a_random_game_is_an_svg_picture(players: int, variant: str) -> None:
    states, actions = played(players, variant, seed=players)
    for step, state in enumerate(states):
        last = actions[step - 1] if step else None
        mover = state.to_move if isinstance(state.to_move, int) else None
        other = step % players
        for seat, picture in (
            (mover, state.svg(mover, last=last, targets=True)),
            (None, state.svg(None, last=last)),
            (other, state.svg(other)),
        ):
            check_svg_text(picture, f"step {step}, seat {seat}")


@settings(deadline=None, max_examples=12)
@given(
    players=st.sampled_from([2, 3, 4]),
    variant=st.sampled_from(list(GAME.variants())),
    seed=st.integers(0, 10_000),
    where=st.floats(0, 1),
)
def test_a_position_drawn_from_the_view_gives_the_same_picture(
    players: int, variant: str, seed: int, where: float
) -> None:
    states, actions = played(players, variant, seed)
    step = min(int(where * len(states)), len(states) - 1)
    state, last = states[step], actions[step - 1] if step else None
    rng = random.Random(seed)
    for seat in (None, *range(players)):
        drawn = sample_state(state.view(seat), rng)
        assert drawn.svg(seat) == state.svg(seat)
        assert drawn.svg(seat, last=last) == state.svg(seat, last=last)
        assert drawn.svg(seat, last=last, targets=True) == state.svg(seat, last=last, targets=True)


def test_the_same_view_gives_the_same_text() -> None:
    state = worked_turns(9)
    again = GAME.parse_position(str(state))
    assert again == state and again is not state
    for seat in (None, 0, 1):
        assert again.svg(seat, targets=True) == state.svg(seat, targets=True)


def test_the_text_parses_as_svg_with_a_viewbox_and_a_title() -> None:
    svg = worked_turns(9).svg(0)
    root = ElementTree.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.get("role") == "img"
    assert root.get("viewBox", "").split()[:3] == ["0", "0", "490"]
    first = next(iter(root))
    assert first.tag == f"{SVG}title"
    assert first.text == (
        "Manitou, 2 players, seat 0's view: season 1 of 3, next: seat 0 plays a card; "
        "scores seat 0 0, seat 1 0"
    )
    assert "a spectator's view" in svg_titles(worked_turns(9).svg(None))[0]
    # Text is never smaller than 11 units: about 9 pixels with the picture 400 pixels wide.
    sizes = [float(size) for size in re.findall(r'font-size="([0-9.]+)"', svg)]
    assert min(sizes) >= 11


# -- hidden cards -------------------------------------------------------------------


def test_another_seats_hand_and_pile_are_backs_with_counts() -> None:
    state = worked_turns(2)
    assert state.hands[0] == ("5", "10", "C") and state.piles[0] == ("5", "C", "R", "S")
    other = swapped(state, 0, ("5", "5", "R"), ("10", "C", "C", "S"))
    for seat in (1, None):
        assert other.svg(seat, targets=True) == state.svg(seat, targets=True)
        named = svg_titles(state.svg(seat))
        assert "seat 0's hand: 3 cards, hidden" in named
        assert "seat 0's pile: 4 cards, face down" in named
        if seat is None:
            assert not [title for title in named if title.startswith("in your")]
    assert other.svg(0) != state.svg(0)
    own = svg_titles(state.svg(0))
    assert [title for title in own if title.startswith("in your hand")] == [
        "in your hand: hunter 5",
        "in your hand: hunter 10",
        "in your hand: chief",
    ]
    assert "in your pile: rain maker (the pile's order is hidden, MAN-5)" in own
    assert "in your pile: rain maker (the pile's order is hidden, MAN-5)" not in svg_titles(state.svg(1))


def test_another_seats_choice_or_draw_never_shows_its_card() -> None:
    chose = run(laid(2), "choose 10")  # seat 1 chooses first
    for card in ("7", "Q"):
        assert chose.svg(0, last=Choose(card)) == chose.svg(0, last=Choose("10"))
    assert svg_marks(chose.svg(0, last=Choose("10")), LAST) == ["last action: choose ?"]
    assert svg_marks(chose.svg(1, last=Choose("10")), LAST) == ["last action: choose 10"] * 2
    drew = run(worked_start(), "play 10 at 1", "draw 8")
    assert drew.svg(0, last=Draw("8")) == drew.svg(0, last=Draw("Q"))
    assert svg_marks(drew.svg(0, last=Draw("8")), LAST) == ["last action: draw ?"]
    assert svg_marks(drew.svg(1, last=Draw("8")), LAST) == ["last action: draw 8"]
    assert "draw 8" not in drew.svg(None, last=Draw("8"))


# -- the worked season of the rules page ---------------------------------------------


def test_the_worked_season_before_its_last_card() -> None:
    state = worked_turns(13)
    assert state == build(
        spots=[
            "bison 12 + 5; 1:10 0:6 0:C 1:9 0:(C) 1:(Q) 1:(M)",
            "bison 3; 0:10 1:8 0:5",
            "bison 7; 1:C 0:(S) 1:7",
        ],
        hands={0: "5 R", 1: "1"},
    )
    svg = state.svg(0, targets=True)
    shown = texts(svg)
    for line in (
        "seat 0's view · next: seat 0 plays a card",
        "held by seat 0: C",
        "no warrior holds it",
        "held by seat 1: C",
        "seat 0: hunters 6",
        "seat 1: hunters 19",
        "seat 0: hunters 15",
        "seat 1: hunters 7",
        "seat 0 (you) · deals · score 0 · tribe 21",
        "seat 1 · score 0 · tribe 21",
        "bison cards left · large: 9 10 10 11 13 · small: 1 2 4 4 5 6",
    ):
        assert line in shown, line
    named = svg_titles(svg)
    for title in (
        "spot 1: bison card 12 (large herd)",
        "spot 1: bison card 5 (small herd)",
        "seat 0's chief, face up, holding the spot, at spot 1",
        "seat 0's chief, face down (beaten), at spot 1",
        "seat 1's squaw, face down (beaten), at spot 1",
        "seat 1's hunter 10, at spot 1",
        "in your hand: rain maker",
        "seat 1's hand: 1 card, hidden",
    ):
        assert title in named, title


def test_the_worked_season_as_scored() -> None:
    state = run(worked_turns(13), "play R at 2")
    svg = state.svg(1, last=Play("R", 2))
    shown = texts(svg)
    for line in (
        "as scored",
        "→ seat 1",
        "→ seat 0",
        "Season 1 scored · skin thief (-10): seat 1",
        "hunters in all: seat 0 21, seat 1 34",
        "spot 1: seat 0 takes 4 prisoners (10 9 Q M)",
        "spot 2: seat 0 takes 1 prisoner (8)",
        "spot 3: seat 1 takes 1 prisoner (S)",
        "seat 0 · score 13 · tribe 20 of 21",
        "seat 1 (you) · deals · score 10 · tribe 16 of 21",
    ):
        assert line in shown, line
    assert "bison 12 at spot 1: seat 1 takes it" in svg_titles(svg)
    # The rain maker that ended the season is outlined on the table as scored.
    assert svg_marks(svg, LAST) == ["last action: play R at 2"]


def test_the_end_of_the_game_names_the_winner() -> None:
    states, _ = played(3, "standard", seed=5)
    final = states[-1]
    shown = " ".join(texts(final.svg(None)))
    winners = final.outcome().winners  # type: ignore[union-attr]
    assert "game over: " in shown
    for seat in winners:
        assert f"seat {seat} · " in shown and "wins" in shown


# -- the last action and the targets --------------------------------------------------


def test_the_last_action_is_outlined() -> None:
    state = run(new_game(2), "bison 12", "bison 5")
    assert svg_marks(state.svg(0), LAST) == []
    assert svg_marks(state.svg(0, last=LayBison(5)), LAST) == ["last action: bison 5"]
    assert svg_marks(state.svg(0, last=LayBison(9)), LAST) == []  # not what lies there: nothing outlined
    # Seat 1's squaw is sacrificed against seat 0's pair and takes the second chief down (MAN-8).
    before = worked_turns(6)
    after = run(before, "play Q at 1")
    for seat in (None, 0, 1):
        assert svg_marks(after.svg(seat, last=Play("Q", 1)), LAST) == ["last action: play Q at 1"] * 2
        assert after.svg(seat, last=Play("Q", 1)) != after.svg(seat)


def test_targets_mark_exactly_the_legal_plays() -> None:
    state = worked_turns(9)
    legal = {str(action) for action in state.legal_actions()}
    assert legal == {"play 5 at 1", "play 5 at 2", "play 5 at 3", "play S at 1", "play S at 2", "play S at 3"}
    assert sorted(svg_marks(state.svg(0, targets=True), TARGET)) == sorted(legal)
    # Another seat, or a spectator, has no targets; nor has a picture without them.
    assert svg_marks(state.svg(1, targets=True), TARGET) == []
    assert svg_marks(state.svg(None, targets=True), TARGET) == []
    assert svg_marks(state.svg(0), TARGET) == []


@pytest.mark.parametrize("players", [2, 4])
def test_the_last_action_and_the_targets_are_marked_all_game(players: int) -> None:
    states, actions = played(players, "dealer-chooses-seven", seed=11)
    for step, state in enumerate(states):
        last = actions[step - 1] if step else None
        for seat in (None, *range(players)):
            picture = state.svg(seat, last=last, targets=True)
            # Every action changes something each seat sees: a bison card laid, a card
            # played, or the chooser's pile or the drawer's hand (its count, if not its card).
            assert last is None or svg_marks(picture, LAST), (step, seat, last)
            legal = state.legal_actions() if seat is not None and state.to_move == seat else ()
            # A card to play has its spot, a card to choose its place in the reserve.
            placed = sorted(str(action) for action in legal if isinstance(action, (Play, Choose)))
            assert sorted(svg_marks(picture, TARGET)) == placed, (step, seat)
