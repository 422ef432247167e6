"""Every page of the built docs in Chromium at 1280 pixels: nothing stands out of its column,
and the theme shows no error box.

Furo gives the page ``overflow-x: hidden``, so whatever is wider than the column is cut off with
no scrollbar to reach it: a table's last columns, the end of a code line. Sphinx's ``-W`` sees
none of it, nor the red box Furo draws over a ``.. contents::`` block. Each page is loaded,
screenshotted and measured:

- every element and every line of text lies inside the main column (give or take Furo's own
  half a rem), or inside a box that scrolls sideways and shows its scrollbar, and nothing is
  clipped by a box that hides what stands out of it;
- in a box that scrolls, code lines and captions still show whole: code wraps (only printed
  output and plain text blocks, whose columns line up, scroll), a caption keeps to the box;
- no element carries an error drawn by the theme's CSS, or a Sphinx error message;
- every picture loaded.

The docs come from a build named by ``TABLERULES_DOCS_HTML`` (``.ci/run`` builds them and sets
it); without it the test skips. Locally::

    python3 -m sphinx -b html docs /tmp/docs-html
    TABLERULES_DOCS_HTML=/tmp/docs-html python3 -m pytest tests/test_docs_browser.py

One more test needs neither docs nor browser: the web page's two pictures are there
(``tools/docs_pictures.py`` draws one at build time and took the other).

Each page is screenshotted: its first screen, or the whole page where a check fails and where
``TABLERULES_DOCS_SCREENSHOTS`` names a directory to keep the pictures in (else they go to a
temporary one, which a failure names). A screenshot Chromium had no frame for, as happens on
a busy machine, is tried again (:func:`_screenshot`).
Chromium and Playwright come as for every browser test (:mod:`tests.browser`); here scrollbars
are shown, as a desktop browser shows them, which a headless one by default does not.
"""

from __future__ import annotations

import importlib.util
import os
import pathlib
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from tablerules.testing import check_svg_text
from tests.browser import CHROMIUM, CHROMIUM_ARGS, missing

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

#: The window's width: a laptop's, where Furo shows the navigation and hides the page contents.
WIDTH, HEIGHT = 1280, 900
#: How far Furo's own blocks reach beyond the column by design: headings by half a rem on each
#: side, API signatures by a quarter.
SLACK = 8

ROOT = pathlib.Path(__file__).resolve().parents[1]
BUILD = os.environ.get("TABLERULES_DOCS_HTML", "")
PAGES = sorted(str(page.relative_to(BUILD)) for page in pathlib.Path(BUILD).rglob("*.html")) if BUILD else []

# The checks, run in the page: a list of faults, each a sentence.
FAULTS = """
([slack]) => {
  const column = document.querySelector("article[role=main]");
  if (column === null) return ["no main column (article[role=main]): is this a Furo page?"];
  const edge = column.getBoundingClientRect();
  const faults = [];
  const named = (element) => {
    let name = element.tagName.toLowerCase();
    if (element.id) name += "#" + element.id;
    for (const kind of element.classList) name += "." + kind;
    const section = element.closest("section[id]");
    const text = (element.textContent || "").replace(/\\s+/g, " ").trim().slice(0, 60);
    if (section !== null) name += " in section #" + section.id;
    return text ? name + " (" + JSON.stringify(text) + ")" : name;
  };
  // The nearest box at or above `start` that does not let its content spill sideways.
  const boxOf = (start) => {
    for (let box = start; box !== null && box !== column; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== "visible") return box;
    }
    return null;
  };
  const reported = new Set();
  const place = (element, rect, start) => {
    if (rect.width === 0 && rect.height === 0) return;
    for (let up = element; up !== null && up !== column; up = up.parentElement) {
      if (reported.has(up)) return;
    }
    const box = boxOf(start);
    if (box === null) {
      const over = Math.max(rect.right - edge.right, edge.left - rect.left);
      if (over > slack) {
        reported.add(element);
        faults.push("stands out of the column by " + Math.round(over) + " px: " + named(element));
      }
      return;
    }
    const overflow = getComputedStyle(box).overflowX;
    if (overflow === "auto" || overflow === "scroll") return;  // it scrolls: see below
    const outer = box.getBoundingClientRect();
    const left = outer.left + box.clientLeft, right = left + box.clientWidth;
    if (rect.right > right + 1 || rect.left < left - 1) {
      reported.add(element);
      faults.push("cut off, with no scrollbar, by " + named(box).slice(0, 80) + ": " + named(element));
    }
  };
  for (const element of column.querySelectorAll("*")) {
    if (element.closest("svg") !== null && element.tagName.toLowerCase() !== "svg") continue;
    place(element, element.getBoundingClientRect(), element.parentElement);
  }
  const walker = document.createTreeWalker(column, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text !== null; text = walker.nextNode()) {
    if (!text.textContent.trim() || text.parentElement.closest("svg") !== null) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    for (const rect of range.getClientRects()) place(text.parentElement, rect, text.parentElement);
  }
  // Within a box that scrolls, code and captions still show whole: code wraps, and only printed
  // output (Pygments' "go" lines) and plain text blocks, whose columns line up, may scroll.
  const inside = (box) => {
    const left = box.getBoundingClientRect().left + box.clientLeft;
    return [left, left + box.clientWidth];
  };
  const runsOut = (node, [left, right]) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return [...range.getClientRects()].some((rect) => rect.right > right + 1 || rect.left < left - 1);
  };
  for (const block of column.querySelectorAll(".highlight pre")) {
    if (block.scrollWidth <= block.clientWidth + 1 || block.closest(".highlight-text") !== null) continue;
    const bounds = inside(block);
    const lines = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let text = lines.nextNode(); text !== null; text = lines.nextNode()) {
      if (!text.textContent.trim() || text.parentElement.closest(".go") !== null) continue;
      if (runsOut(text, bounds)) {
        const line = JSON.stringify(text.textContent.trim().slice(0, 40));
        faults.push("a line of code runs past its block (at " + line + "): " + named(block));
        break;
      }
    }
  }
  for (const caption of column.querySelectorAll("caption")) {
    const box = boxOf(caption.parentElement);
    if (box !== null && runsOut(caption, inside(box))) {
      faults.push("a caption is cut off by its box: " + named(caption));
    }
  }
  // A box that scrolls sideways must show it: its scrollbar takes room below its content.
  for (const element of column.querySelectorAll("*")) {
    const style = getComputedStyle(element);
    if (style.overflowX !== "auto" && style.overflowX !== "scroll") continue;
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
    if (element.offsetHeight - element.clientHeight - borders < 1) {
      faults.push("scrolls sideways with no scrollbar to show it: " + named(element));
    }
  }
  if (document.documentElement.scrollWidth > window.innerWidth) {
    const wide = document.documentElement.scrollWidth;
    faults.push("the page is " + wide + " px wide in a window of " + window.innerWidth);
  }
  // Errors: drawn by the theme's CSS (Furo's over a `.. contents::` block), or left by Sphinx.
  for (const element of document.querySelectorAll("*")) {
    for (const pseudo of ["::before", "::after"]) {
      const content = getComputedStyle(element, pseudo).content;
      if (/\\bERROR\\b/.test(content)) {
        faults.push("the theme draws an error, " + content.slice(0, 100) + ", on " + named(element));
      }
    }
  }
  for (const element of document.querySelectorAll(".system-message, .problematic")) {
    faults.push("a Sphinx error message: " + named(element));
  }
  for (const image of document.querySelectorAll("img")) {
    if (!image.complete || image.naturalWidth === 0) {
      faults.push("a picture that did not load: " + image.getAttribute("src"));
    }
  }
  return faults;
}
"""


@pytest.fixture(scope="module")
def build() -> pathlib.Path:
    """The built docs, or a skip if there are none to check."""
    if not BUILD:
        pytest.skip(
            "no built docs: build them (python3 -m sphinx -b html docs DIR) and set TABLERULES_DOCS_HTML=DIR"
        )
    root = pathlib.Path(BUILD)
    if not (root / "index.html").is_file():
        pytest.fail(f"TABLERULES_DOCS_HTML={BUILD} holds no built docs (no index.html)")
    return root


@pytest.fixture(scope="module")
def screenshots(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    """Where the screenshots go."""
    chosen = os.environ.get("TABLERULES_DOCS_SCREENSHOTS")
    if chosen:
        path = pathlib.Path(chosen)
        path.mkdir(parents=True, exist_ok=True)
        return path
    return tmp_path_factory.mktemp("docs-screenshots")


@pytest.fixture(scope="module")
def tab(build: pathlib.Path) -> Iterator[Page]:
    """One Chromium tab at 1280 pixels, scrollbars shown."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing('the docs browser test needs Playwright: pip install "tablerules[browser]"')
    if not CHROMIUM.is_file():
        missing(f"the docs browser test needs Chromium at {CHROMIUM}: apt-get install chromium")
    with sync_playwright() as playwright:
        # Playwright hides a headless Chromium's scrollbars; a reader's browser shows them.
        browser: Browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, ignore_default_args=["--hide-scrollbars"]
        )
        try:
            yield browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
        finally:
            browser.close()


def test_the_web_page_shows_a_position_and_the_page() -> None:
    """Its picture of a position is drawn at build time, its screenshot committed (both by
    tools/docs_pictures.py): without a build or a browser, the code and the file are checked."""
    spec = importlib.util.spec_from_file_location("docs_pictures", ROOT / "tools" / "docs_pictures.py")
    assert spec is not None and spec.loader is not None
    docs_pictures = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(docs_pictures)
    check_svg_text(docs_pictures.position())
    assert docs_pictures.SCREENSHOT.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    page = (ROOT / "docs" / "web.rst").read_text(encoding="utf-8")
    assert ".. figure:: /_generated/pictures/web-position.svg" in page
    assert ".. figure:: /images/web-app.png" in page


def test_the_build_has_the_pages_of_the_guides(build: pathlib.Path) -> None:
    for page in ("index.html", "web.html", "interop.html", "howto.html", "rules/bison.html"):
        assert page in PAGES, page


@pytest.mark.parametrize("name", PAGES or ["(no build)"])
def test_nothing_on_the_page_is_cut_off_and_no_error_shows(
    build: pathlib.Path, tab: Page, screenshots: pathlib.Path, name: str
) -> None:
    tab.goto((build / name).as_uri(), wait_until="load")
    shot = screenshots / (name.replace("/", "__").removesuffix(".html") + ".png")
    _screenshot(tab, shot, full_page=bool(os.environ.get("TABLERULES_DOCS_SCREENSHOTS")))
    faults: list[str] = tab.evaluate(FAULTS, [SLACK])
    if faults:
        _screenshot(tab, shot, full_page=True)
    assert not faults, f"{name} at {WIDTH} px (screenshot {shot}):\n" + "\n".join(faults)


#: How often a screenshot is tried before its failure counts.
SHOTS = 3


def _screenshot(tab: Page, shot: pathlib.Path, *, full_page: bool) -> None:
    """Take the page's screenshot, trying again where Chromium had no frame to give.

    On a busy machine Chromium's compositor can fail to produce a frame in time, and the
    screenshot fails with "Unable to capture screenshot" (CI met it once in some 300 pages): the
    page is not at fault, and a frame later the same screenshot is taken. Any other error, or
    the same one every time, fails the test.
    """
    from playwright.sync_api import Error

    for attempt in range(SHOTS):
        try:
            tab.screenshot(path=str(shot), full_page=full_page)
        except Error as error:
            if "Unable to capture screenshot" not in error.message or attempt == SHOTS - 1:
                raise
            tab.wait_for_timeout(250 * (attempt + 1))
        else:
            return


class _Busy:
    """A tab whose compositor has no frame for the first `misses` screenshots."""

    def __init__(self, misses: int, message: str = "Unable to capture screenshot") -> None:
        self.misses, self.message, self.shots, self.waits = misses, message, 0, 0

    def screenshot(self, *, path: str, full_page: bool) -> None:
        from playwright.sync_api import Error

        self.shots += 1
        if self.shots <= self.misses:
            raise Error(f"Page.screenshot: Protocol error (Page.captureScreenshot): {self.message}")
        pathlib.Path(path).write_bytes(b"\x89PNG\r\n\x1a\n")

    def wait_for_timeout(self, timeout: float) -> None:
        self.waits += 1


@pytest.fixture
def needs_playwright() -> None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing('the screenshot retry test needs Playwright: pip install "tablerules[browser]"')


@pytest.mark.usefixtures("needs_playwright")
def test_a_screenshot_chromium_had_no_frame_for_is_taken_again(tmp_path: pathlib.Path) -> None:
    tab = _Busy(misses=SHOTS - 1)
    _screenshot(tab, tmp_path / "page.png", full_page=False)  # type: ignore[arg-type]
    assert (tab.shots, tab.waits) == (SHOTS, SHOTS - 1)
    assert (tmp_path / "page.png").is_file()


@pytest.mark.usefixtures("needs_playwright")
@pytest.mark.parametrize(
    ("misses", "message"),
    [(SHOTS, "Unable to capture screenshot"), (1, "Target crashed")],
    ids=["always", "other"],
)
def test_a_screenshot_failing_every_time_or_otherwise_fails_the_test(
    tmp_path: pathlib.Path, misses: int, message: str
) -> None:
    from playwright.sync_api import Error

    tab = _Busy(misses, message)
    with pytest.raises(Error, match=message):
        _screenshot(tab, tmp_path / "page.png", full_page=False)  # type: ignore[arg-type]
    assert tab.shots == min(misses, SHOTS)
