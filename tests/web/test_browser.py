"""The page of ``tablerules serve`` in headless Chromium: games played to the end by clicks,
refusals shown with their rule id, and one seat's page holding nothing of another's hand.

The ``browser`` fixture comes from :mod:`tests.browser`: without Playwright and Chromium
these tests skip, or fail where ``TABLERULES_EXTRAS_REQUIRED=1``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest

import tablerules
from tablerules.core.registry import BUILT_IN

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

    from tablerules.web.server import Server


def opened(
    browser: Browser, port: int, title: str, players: int, *, seat: int = 0, bot: str = "random"
) -> Page:
    """A page at a new table of ``title``: the person at ``seat``, ``bot`` at the others."""
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    page.goto(f"http://127.0.0.1:{port}/")
    page.wait_for_selector("body[data-ready='true']")
    page.select_option("#title", title)
    page.select_option("#players", str(players))
    page.select_option("#seat", str(seat))
    page.select_option("#bot", bot)
    page.fill("#seed", "7")
    page.click("#new-game")
    settled(page)
    return page


def settled(page: Page) -> None:
    """Wait until the page has its answer."""
    page.wait_for_selector("body[data-busy='false']")


@pytest.mark.parametrize("title", BUILT_IN)
def test_a_game_of_every_title_to_the_end_by_clicks(browser: Browser, port: int, title: str) -> None:
    game = tablerules.load(title)
    page = opened(browser, port, title, game.min_players)
    try:
        clicks = 0
        while page.locator("#result-section").is_hidden():
            moves = page.locator("button.move")
            assert moves.count() > 0, page.locator("#status").text_content()
            # The last move of the list: never always the first, which could loop in some titles.
            moves.nth(clicks % moves.count()).click()
            settled(page)
            clicks += 1
            assert clicks < 2000
            assert page.locator("#message").text_content() == ""
        assert page.locator("#status").text_content() == "The game is over."
        rows = page.locator("#score-sheet tbody tr")
        assert rows.count() > 0
        assert "won" in (page.locator("#result").text_content() or "") or "draw" in (
            page.locator("#result").text_content() or ""
        )
        # The picture is the title's SVG drawing of the seat's view.
        assert page.locator("#picture svg").count() == 1
        assert page.locator("#picture svg").bounding_box()["width"] > 300  # type: ignore[index]
    finally:
        page.close()


def test_a_refused_move_shows_its_rule_id(browser: Browser, port: int) -> None:
    page = opened(browser, port, "great-plains", 2)
    try:
        first = page.locator("button.move").first.text_content() or ""
        page.locator("button.move").first.click()
        settled(page)
        # The same space again: taken now, so the rules refuse it.
        page.fill("#notation", first)
        page.click("#play")
        settled(page)
        rule = page.locator("#message code.rule")
        assert (rule.text_content() or "").startswith("great-plains.")
        assert "Refused" in (page.locator("#message").text_content() or "")
        page.fill("#notation", "no such move")
        page.click("#play")
        settled(page)
        assert page.locator("#message code.rule").count() == 0
        assert "no such move" in (page.locator("#message").text_content() or "")
    finally:
        page.close()


def test_a_table_without_a_seed_sends_none(browser: Browser, port: int) -> None:
    """The page sent seed 1 by default, and whoever knows a table's seed can work out
    every hidden card: now the field starts empty, an empty field sends no seed, and
    the server draws one."""
    sent: list[Any] = []
    page = browser.new_page()
    page.on(
        "request",
        lambda request: (
            sent.append(request.post_data_json)
            if request.method == "POST" and request.url.endswith("/api/games")
            else None
        ),
    )
    try:
        page.goto(f"http://127.0.0.1:{port}/")
        page.wait_for_selector("body[data-ready='true']")
        assert page.locator("#seed").input_value() == ""
        page.select_option("#title", "manitou")
        page.click("#new-game")
        settled(page)
        assert page.locator("#message").text_content() == ""
        assert page.locator("button.move").count() > 0
    finally:
        page.close()
    assert len(sent) == 1 and "seed" not in sent[0], sent


def test_the_text_picture_comes_with_its_key(browser: Browser, port: int) -> None:
    page = opened(browser, port, "bison", 2)
    try:
        assert page.locator("#picture-key").text_content() == tablerules.load("bison").picture_key
        # Both fold away: the key opens inside the text picture.
        page.click("#text-picture-box > summary")
        assert page.locator("#picture-key").is_hidden()
        page.click("#picture-key-box > summary")
        assert page.locator("#picture-key").is_visible()
    finally:
        page.close()


def test_undo_by_click(browser: Browser, port: int) -> None:
    page = opened(browser, port, "manitou", 2)
    try:
        assert page.locator("#undo").is_hidden()
        before = page.locator("#text-picture").text_content()
        page.locator("button.move").first.click()
        settled(page)
        assert page.locator("#undo").is_visible()
        page.click("#undo")
        settled(page)
        assert page.locator("#text-picture").text_content() == before
    finally:
        page.close()


def test_one_seats_page_never_holds_another_seats_hand(browser: Browser, port: int, server: Server) -> None:
    # Manitou, the person at seat 0 and a bot at seat 1: whatever the page was sent is seat 0's,
    # and seat 1's own lines (its hand, its pile, its reserve) never reach the page.
    answers: list[dict[str, Any]] = []
    page = opened(browser, port, "manitou", 2)
    page.on(
        "response",
        lambda response: answers.append(response.json()) if "/api/games/" in response.url else None,
    )
    tables = server.tables
    try:
        for step in range(40):
            if page.locator("#result-section").is_visible():
                break
            table = next(iter(tables._tables.values()))
            state = table.state
            secret = [line for line in str(state.view(1)).splitlines() if line.startswith("your ")]
            mine = str(state.view(0)).splitlines()
            content = page.content()
            for line in secret:
                if line not in mine:
                    assert line not in content, (step, line)
            assert page.locator("#text-picture").text_content() == str(state.view(0))
            page.locator("button.move").nth(step % page.locator("button.move").count()).click()
            settled(page)
        assert answers
        assert all(answer["seat"] == 0 for answer in answers), json.dumps(answers[0])[:200]
    finally:
        page.close()


# -- play by clicking (issue 27) ------------------------------------------------------------


def marks(page: Page) -> list[list[str]]:
    """What each clickable mark of the board stands for."""
    return [
        json.loads(mark.get_attribute("data-legal") or "[]")
        for mark in page.locator("#picture g[data-legal]").all()
    ]


@pytest.mark.parametrize("title", BUILT_IN)
def test_a_game_of_every_title_to_the_end_by_clicking_the_board(
    browser: Browser, port: int, title: str
) -> None:
    """Every title's targets are clickable: one move is played at once, several are offered in a
    menu of just those. A move the board marks nowhere (pass, done, pay) is taken from the list."""
    page = opened(browser, port, title, tablerules.load(title).min_players)
    try:
        clicks = menus = 0
        for _ in range(3000):
            if page.locator("#result-section").is_visible():
                break
            offered = marks(page)
            steps = int(page.evaluate("document.body.dataset.step"))
            if not offered:
                page.locator("button.move").first.click()
                settled(page)
                continue
            # Now a mark of several moves, now one of a single move, so that both are met.
            several = [i for i, legal in enumerate(offered) if len(legal) > 1]
            index = several[0] if several and clicks % 2 else 0
            legal = offered[index]
            page.locator("#picture g[data-legal]").nth(index).click()
            if len(legal) > 1:
                page.wait_for_selector("#choices:not([hidden])")
                shown = [button.text_content() for button in page.locator("#choices button.choice").all()]
                assert sorted(shown) == sorted(legal)
                page.locator("#choices button.choice").last.click()
                menus += 1
            clicks += 1
            settled(page)
            assert int(page.evaluate("document.body.dataset.step")) > steps
            assert page.locator("#choices").is_hidden()
        assert page.locator("#result-section").is_visible(), "the game did not end"
        assert clicks > 0 and (menus > 0 or title in ("manitou", "beasty-borders"))
    finally:
        page.close()


def test_a_bots_move_appears_without_reloading(browser: Browser, port: int) -> None:
    """The bot (a searching one, at seat 0) moves first: the page says it is thinking, and shows
    its move when it comes, told by the server's event stream."""
    page = opened(browser, port, "great-plains", 2, seat=1, bot="mcts:200")
    try:
        page.wait_for_function(
            "document.getElementById('status').textContent === 'Your turn.'", timeout=60_000
        )
        log = page.locator("#log li").all_text_contents()
        names = tablerules.load("great-plains").seat_names(2)
        assert any(entry.startswith(f"{names[0]}: ") for entry in log)
    finally:
        page.close()


def test_the_moves_are_grouped_and_counted(browser: Browser, port: int) -> None:
    page = opened(browser, port, "great-plains", 2)
    try:
        count = page.locator("button.move").count()
        assert page.locator("#moves-heading").text_content() == f"Your moves ({count})"
        groups = page.locator("#moves summary").all_text_contents()
        assert groups and sum(int(text.rsplit("(", 1)[1].rstrip(")")) for text in groups) == count
        # The seat's name once: Great Plains names its seats.
        heading = page.locator("#game-heading").text_content() or ""
        assert heading.count("seat 0") == 1
    finally:
        page.close()


def test_a_bison_tile_is_turned_with_a_preview_before_it_is_laid(browser: Browser, port: int) -> None:
    page = opened(browser, port, "bison", 2)
    try:
        for _ in range(40):
            offered = marks(page)
            index = next((i for i, legal in enumerate(offered) if legal[0].startswith("lay ")), None)
            if index is not None:
                break
            page.locator("button.move").first.click()
            settled(page)
        assert index is not None, "no tile to lay in forty moves"
        board = page.locator("#picture").inner_html()
        page.locator("#picture g[data-legal]").nth(index).click()
        page.wait_for_selector("#choices:not([hidden])")
        turns = page.locator("#choices button.choice")
        assert turns.count() > 1
        turns.nth(1).hover()
        second = turns.nth(1).text_content()
        # The first turn, focused as the menu opened, may answer later: the one pointed at wins.
        page.wait_for_function(
            "(second) => document.getElementById('picture').dataset.preview === second", arg=second
        )
        shown = page.locator("#picture").inner_html()
        assert shown != board
        # The arrow keys turn the tile on: another preview.
        turns.nth(1).press("ArrowDown")
        page.wait_for_function(
            "(second) => document.getElementById('picture').dataset.preview !== second", arg=second
        )
        # Escape puts the board back as it was; choosing a turn lays the tile.
        page.keyboard.press("Escape")
        assert page.locator("#picture").inner_html() == board
        steps = int(page.evaluate("document.body.dataset.step"))
        page.locator("#picture g[data-legal]").nth(index).click()
        page.wait_for_selector("#choices:not([hidden])")
        chosen = page.locator("#choices button.choice").last.text_content()
        page.locator("#choices button.choice").last.click()
        settled(page)
        assert int(page.evaluate("document.body.dataset.step")) > steps
        assert any(chosen in entry for entry in page.locator("#log li").all_text_contents())
    finally:
        page.close()
