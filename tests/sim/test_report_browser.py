"""The HTML report in a real browser: every chart visible and wide enough, phone to desktop.

The ``browser`` fixture comes from :mod:`tests.browser`: without Playwright and Chromium these tests
skip, or fail where ``TABLERULES_EXTRAS_REQUIRED=1``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

import tablerules
from tablerules.sim.report import report_html
from tablerules.sim.summary import Tally
from tests.sim.test_report import played

if TYPE_CHECKING:
    from playwright.sync_api import Browser

CHARTS = ["win-rate", "scores-0", "scores-1", "lengths"]


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The file:// address of the report of a few real games."""
    game = tablerules.load("beasty-borders")
    tally = Tally(game.id, game.name, game.seat_names(2), ("random", "random"), first_seed=1)
    for index in range(20):
        tally.add(played(index, 1 + index))
    path = tmp_path_factory.mktemp("report") / "report.html"
    path.write_text(report_html(tally.summary(seconds=0.5)), encoding="utf-8")
    return path.as_uri()


@pytest.mark.parametrize("width", [400, 1200])
def test_every_chart_is_visible_and_wide_enough(browser: Browser, report: str, width: int) -> None:
    page = browser.new_page(viewport={"width": width, "height": 900})
    try:
        page.goto(report)
        assert page.locator("svg").count() == len(CHARTS)
        for chart in CHARTS:
            svg = page.locator(f"svg#{chart}")
            assert svg.is_visible()
            box = svg.bounding_box()
            assert box is not None and 100 <= box["width"] <= width and box["height"] > 50, (chart, box)
        # The page itself never scrolls sideways; only the wide tables do, inside their boxes.
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    finally:
        page.close()


def test_the_win_rate_bars_are_drawn(browser: Browser, report: str) -> None:
    page = browser.new_page(viewport={"width": 400, "height": 900})
    try:
        page.goto(report)
        bars = page.locator("svg#win-rate rect")
        assert bars.count() == 3  # two seats and the draws
        for index in range(bars.count()):
            box = bars.nth(index).bounding_box()
            assert box is not None and box["width"] > 0 and box["height"] > 0, box
        labels = page.locator("svg#win-rate text").all_text_contents()
        assert "farm" in labels and "wild" in labels and "draws" in labels
    finally:
        page.close()
