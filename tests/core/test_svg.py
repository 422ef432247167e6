"""tablerules.core.svg: the building blocks of every title's pictures, and State.svg's contract."""

from __future__ import annotations

import math
import random
from xml.etree import ElementTree

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablerules
from tablerules.core.registry import BUILT_IN
from tablerules.core.svg import (
    PALETTE,
    Picture,
    element,
    escape,
    hexagon,
    label,
    number,
    seat_colour,
    titled,
)
from tablerules.testing import check_svg_text

SVG = "{http://www.w3.org/2000/svg}"


@given(st.text())
def test_escaped_text_reads_back_as_the_text_with_forbidden_characters_replaced(text: str) -> None:
    root = ElementTree.fromstring(f'<a b="{escape(text)}">{escape(text)}</a>')
    allowed = "".join(
        "\ufffd"
        if (ord(c) < 32 and c not in "\t\n\r") or 0xD800 <= ord(c) <= 0xDFFF or c in "\ufffe\uffff"
        else c
        for c in text
    )
    # XML normalises line ends in content, and white space in attribute values.
    assert (root.text or "") == allowed.replace("\r\n", "\n").replace("\r", "\n")
    assert root.get("b") is not None


def test_elements_write_their_attributes_in_order() -> None:
    assert element("rect", x=1, y=2.5, fill=None, stroke_width=0.333, class_="a") == (
        '<rect x="1" y="2.5" stroke-width="0.33" class="a"/>'
    )
    assert element("g", "<circle/>", id="x") == '<g id="x"><circle/></g>'
    assert label(10, 20, "a < b") == '<text x="10" y="20" text-anchor="middle" font-size="12">a &lt; b</text>'
    assert titled("<rect/>", "seat 1 & 2") == "<g><title>seat 1 &amp; 2</title><rect/></g>"
    assert (number(3.0), number(2.50), number(-0.004), number(1 / 3)) == ("3", "2.5", "0", "0.33")


def test_a_hexagon_has_six_corners_at_its_radius() -> None:
    for pointy in (True, False):
        corners = [
            tuple(map(float, point.split(","))) for point in hexagon(50, 40, 10, pointy=pointy).split()
        ]
        assert len(corners) == 6
        assert all(math.isclose(math.dist(corner, (50, 40)), 10, abs_tol=0.02) for corner in corners)
    assert hexagon(0, 0, 10).split()[0] == "0,-10"  # pointy: a corner at the top


def test_seats_get_different_colours_of_the_palette() -> None:
    colours = [seat_colour(seat) for seat in range(7)]
    assert len(set(colours)) == 7
    assert set(colours) == set(PALETTE)


def test_a_picture_is_svg_with_a_view_box_and_a_title() -> None:
    picture = Picture(120, 80, 'A "board" & more', description="what it shows")
    picture.add(element("rect", width=10, height=10))
    picture.extend([label(5, 5, "x")])
    text = picture.to_svg()
    check_svg_text(text)
    root = ElementTree.fromstring(text)
    assert root.get("viewBox") == "0 0 120 80"
    ident = root.get("aria-labelledby", "").split()[0].removesuffix("-title")
    assert root.get("aria-labelledby") == f"{ident}-title {ident}-description"
    assert root.find(f"{SVG}title").get("id") == f"{ident}-title"  # type: ignore[union-attr]
    assert root.find(f"{SVG}title").text == 'A "board" & more'  # type: ignore[union-attr]
    assert root.find(f"{SVG}desc").text == "what it shows"  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="positive size"):
        Picture(0, 10, "nothing")


def test_different_pictures_have_different_ids_and_equal_ones_equal_text() -> None:
    def drawn(title: str, ident: str | None = None) -> str:
        picture = Picture(10, 10, title, ident=ident)
        picture.add(element("rect", width=1, height=1))
        return picture.to_svg()

    def ids(text: str) -> set[str]:
        return {e.get("id", "") for e in ElementTree.fromstring(text).iter() if e.get("id")}

    assert drawn("one") == drawn("one")
    assert ids(drawn("one")).isdisjoint(ids(drawn("two")))
    assert ids(drawn("one", ident="board")) == {"board-title"}


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        (3, "SVG text"),
        ("<svg", "well-formed"),
        ("<html/>", "not an svg element"),
        ('<svg xmlns="http://www.w3.org/2000/svg"><title>t</title></svg>', "viewBox"),
        ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 5"><title>t</title></svg>', "viewBox"),
        ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 5"><rect/></svg>', "<title>"),
        ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 5 5"><title> </title></svg>', "<title>"),
    ],
)
def test_check_svg_text_names_the_fault(text: object, fault: str) -> None:
    with pytest.raises(AssertionError, match=fault):
        check_svg_text(text)


@pytest.mark.parametrize("title", BUILT_IN)
def test_state_svg_checks_its_arguments(title: str) -> None:
    game = tablerules.load(title)
    state = game.setup(players=game.min_players)
    rng = random.Random(1)
    while state.to_move is tablerules.CHANCE:
        state = state.apply(state.sample_chance(rng))
    with pytest.raises(ValueError, match="seats are 0 to"):
        state.svg(game.min_players)
    with pytest.raises(ValueError, match="the last action is an action of"):
        state.svg(0, last="pass")  # type: ignore[arg-type]
    # Targets are marked only on the seat's own turn: another seat's picture is the same with them.
    mover = state.to_move
    assert isinstance(mover, int)
    other = (mover + 1) % game.min_players
    assert state.svg(other, targets=True) == state.svg(other)
    assert state.svg(None, targets=True) == state.svg(None)
