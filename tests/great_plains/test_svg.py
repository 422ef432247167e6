"""The SVG picture of a position: well-formed, the same for every seat, true to the board."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from xml.etree import ElementTree

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tablerules
from tablerules.bots import RandomAgent
from tablerules.core.game import Action, State, sample_state
from tablerules.core.svg import HIGHLIGHT, LAST, TARGET, seat_colour
from tablerules.great_plains import (
    GAME,
    PASS,
    Bear,
    Eagle,
    GreatPlainsState,
    Horse,
    LayTablet,
    Options,
    Place,
    PlaceCave,
)
from tablerules.great_plains.board import NAMES
from tablerules.great_plains.examples import scoring_examples
from tablerules.testing import check_svg_text, svg_marks, svg_titles
from tests.great_plains.positions import around, position

SVG = "{http://www.w3.org/2000/svg}"
STRAIGHT = Options(layout=tuple(f"{n}a" for n in range(1, 8)))
#: One options value per variant and rule switch the pictures must cope with.
VARIANTS = (
    Options(),
    Options(turn_tablets=True),
    STRAIGHT,
    Options(straight_horse=True, caves_block_bear=True),
    Options(stuck_ends_game=True),
)


def targets(svg: str) -> dict[str, set[str]]:
    """The actions each target mark names, by space."""
    found: dict[str, set[str]] = {}
    for title in svg_marks(svg, TARGET):
        assert title.startswith("legal: "), title
        actions = set(title.removeprefix("legal: ").split(", "))
        spaces = {action.split()[1] for action in actions}
        assert len(spaces) == 1, f"one target, one space: {title}"
        found[spaces.pop()] = actions
    return found


def placed(actions: Iterable[object]) -> set[str]:
    """The actions that go to a space, as text: all but a pass and chance's."""
    return {str(a) for a in actions if isinstance(a, PlaceCave | Place | Horse | Eagle | Bear)}


def game_states(seed: int, options: Options) -> tuple[list[State], list[Action]]:
    record = tablerules.play(GAME, [RandomAgent(), RandomAgent()], seed=seed, options=options)
    return list(record.states()), list(record.actions)


@pytest.mark.parametrize("options", VARIANTS)
@settings(max_examples=2)
@given(seed=st.integers(0, 10_000))
def test_every_position_of_a_game_is_a_picture_of_its_view(seed: int, options: Options) -> None:
    """Every position, for every seat and the spectator, with and without the last action and
    the targets, is SVG as ``State.svg`` promises; drawn from a position sampled from the view,
    it is the same; and every seat sees the same board (nothing is hidden). Every action but a
    pass leaves a ``LAST`` mark, and on the seat's turn the ``TARGET`` marks name exactly the
    legal actions that go to a space."""
    states, actions = game_states(seed, options)
    rng = random.Random(seed)
    for step, state in enumerate(states):
        last = actions[step - 1] if step else None
        pictures = {}
        for seat in (None, 0, 1):
            plain = state.svg(seat)
            marked = state.svg(seat, last=last, targets=True)
            check_svg_text(plain, f"step {step}, seat {seat}")
            check_svg_text(marked, f"step {step}, seat {seat}, marked")
            drawn = sample_state(state.view(seat), rng)
            assert drawn.svg(seat) == plain
            assert drawn.svg(seat, last=last) == state.svg(seat, last=last)
            pictures[seat] = plain
            if seat is None:
                assert svg_marks(marked, LAST) or last in (None, PASS), f"step {step}: {last} not marked"
            elif seat == state.to_move:
                assert set().union(*targets(marked).values()) == placed(state.legal_actions()), f"step {step}"
        # The seats' pictures differ only in whose view they are: the title and "you" (and the
        # ids of the title, made from the content).
        bodies = {
            re.sub(r", you|seat \d's view \(\w+\)|a spectator's view|tablerules-[0-9a-f]{10}", "", p)
            for p in pictures.values()
        }
        assert len(bodies) == 1, f"step {step}: the seats see different boards"


def test_the_picture_is_deterministic_and_fits_400_pixels() -> None:
    states, _ = game_states(11, STRAIGHT)
    for state in (states[0], states[len(states) // 2], states[-1]):
        again = GreatPlainsState.from_picture(str(state))
        assert again.svg(0, targets=True) == state.svg(0, targets=True)
        root = ElementTree.fromstring(state.svg(1))
        width = float(root.get("viewBox", "").split()[2])
        assert 400 <= width <= 700
        sizes = [float(text.get("font-size", 0)) for text in root.iter(f"{SVG}text")]
        assert min(sizes) >= 10 and max(sizes) <= 14


def test_every_space_is_a_hexagon_named_in_words() -> None:
    """133 hexagons, each titled with its name and terrain; its piece too."""
    state = position({"k8": "S", "j9": "F"}, {"j9": "b", "k10": "~"}, to_move=0)
    svg = state.svg(0)
    root = ElementTree.fromstring(svg)
    spaces = [t for t in svg_titles(svg) if re.match(r"[a-y]\d{1,2}: ", t)]
    assert [t.split(":")[0] for t in spaces] == list(NAMES)
    assert "k8: snake token on grass, in a meadow of" in svg
    assert "j9: fox token on bear habitat</title>" in svg
    assert "m8: cave</title>" in svg and "n3: snake cave tile on cave</title>" in svg
    assert "k10: spring</title>" in svg
    hexagons = [g for g in root.iter(f"{SVG}g") if (g.findtext(f"{SVG}title") or "")[:1].isalpha()]
    assert sum(1 for g in hexagons if re.match(r"[a-y]\d", g.findtext(f"{SVG}title") or "")) == 133


def test_the_scoring_examples_show_the_scores_and_every_token() -> None:
    """The rulebook's scoring examples: foxes 12, snakes 2, and every token in its colour."""
    examples = scoring_examples()
    svg = examples.svg(None)
    assert "Game over: 2 - 12, foxes win" in svg
    assert ">score 2<" in svg and ">score 12<" in svg
    assert "scores snakes 2, foxes 12" in svg_titles(svg)[0]
    assert "l1: fox token on grass, in a meadow of 5 grass + 1 spring, worth 6" in svg
    assert "k2: snake token on horse habitat" in svg
    assert "d5: snake token on grass, in a meadow of 1 grass + 1 spring, worth 2" in svg
    root = ElementTree.fromstring(svg)
    tokens = [c for c in root.iter(f"{SVG}circle") if c.get("r") == "10.5"]
    for seat in (0, 1):
        assert sum(1 for c in tokens if c.get("fill") == seat_colour(seat)) == len(examples.tokens_on(seat))
    assert "Snakes (seat 0, S): 0 tokens left, 13 knocked out of the game" in svg


def test_the_last_move_is_outlined() -> None:
    state = position({"k8": "S"}, to_move=0)
    after = state.apply(Place("l7"))
    assert HIGHLIGHT not in after.svg(1) and svg_marks(after.svg(1), LAST) == []
    marked = after.svg(1, last=Place("l7"))
    assert svg_marks(marked, LAST) == ["last move: place l7"] and HIGHLIGHT in marked
    assert "Last move: place l7." in marked


@pytest.mark.parametrize(("beyond", "fate"), [("~", "pushed out of the game"), (".", "pushed to l9")])
def test_a_bears_push_is_an_arrow(beyond: str, fate: str) -> None:
    """The bear's space is outlined and an arrow shows the push; the new space of the pushed
    token is outlined too, or the title says it left the game."""
    state = position({"j7": "S", "k8": "F"}, {"l9": beyond}, animals=("b", ""), to_move=0)
    push = Bear("k8", "se")
    after = state.apply(push)
    marked = after.svg(1, last=push)
    assert svg_marks(marked, LAST) == [f"last move: bear k8 se, the token there {fate}"]
    assert "<line" in marked


def test_a_tablet_laid_is_outlined() -> None:
    state = GAME.setup(players=2).apply(LayTablet(3, "b"))
    marked = state.svg(None, last=LayTablet(3, "b"))
    assert svg_marks(marked, LAST) == ["last move: lay 3b (place 1, top)"]
    assert sum(1 for t in svg_titles(state.svg(None)) if t.endswith("no tablet laid here yet")) == 133 - 19


def test_targets_mark_exactly_the_placeable_legal_actions() -> None:
    state = position({"k8": "S", "j9": "F"}, {"g8": "e"}, animals=("heb", ""), to_move=0)
    legal = placed(state.legal_actions())
    marked = targets(state.svg(0, targets=True))
    assert set().union(*marked.values()) == legal
    assert set(marked) == {action.split()[1] for action in legal}
    assert targets(state.svg(1, targets=True)) == {}, "not the foxes' turn"
    assert targets(state.svg(0)) == {}


def test_a_pass_marks_no_target() -> None:
    """Fox tokens all around the snakes' caves: the snakes can only pass, which goes nowhere."""
    foxes = {space: "F" for cave in ("n3", "f5", "u6") for space in around(cave)}
    state = position(foxes, left=(20, 20 - len(foxes)), to_move=0)
    assert list(state.legal_actions()) == [PASS]
    svg = state.svg(0, targets=True)
    assert targets(svg) == {} and "The snakes (S) cannot place and pass" in svg
    assert svg_marks(state.apply(PASS).svg(0, last=PASS), LAST) == [], "a pass changes nothing to see"
    caves = GAME.setup(players=2, options=STRAIGHT)
    assert set(targets(caves.svg(0, targets=True))) == {str(a).split()[1] for a in caves.legal_actions()}


def test_the_rules_line_names_the_same_switches_as_the_text_picture() -> None:
    """Own tablets too: the SVG once left them out of its line while the text said them."""
    own = tuple(reversed(Options().tablets))
    state = GAME.setup(players=2, options=Options(tablets=own, turn_tablets=True, layout=STRAIGHT.layout))
    assert "rules: turn tablets, own tablets" in str(state)
    assert "Tablets: 1a 2a 3a 4a 5a 6a 7a; rules: turn tablets, own tablets" in state.svg(None)
    plain = GAME.setup(players=2, options=STRAIGHT)
    assert "rules:" not in str(plain) and "rules:" not in plain.svg(None)
