"""The two pictures of the docs page "Pictures and the web app" (docs/web.rst).

    python3 tools/docs_pictures.py                # writes docs/images/web-app.png
    python3 tools/docs_pictures.py --chromium /usr/bin/chromium

The picture of a position is the SVG that ``State.svg`` draws: docs/conf.py
calls :func:`position` at every build and writes it to
``docs/_generated/pictures/``, so it shows what the code draws now and no copy
is kept in the repository.

The picture of the page is a screenshot of ``tablerules serve`` in Chromium,
taken through Playwright (``pip install ".[browser]"``) by running this script,
and committed: a screenshot needs a browser, which building the docs must not,
and its pixels depend on the browser and its fonts, so no test can hold it to
a fresh one. Take it again when the page changes.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import threading
from pathlib import Path

import tablerules
from tablerules import CHANCE

ROOT = Path(__file__).resolve().parent.parent
SCREENSHOT = ROOT / "docs" / "images" / "web-app.png"
#: The window: the page as a laptop shows it (the docs' column shows it at about 60%).
WIDTH, HEIGHT = 1200, 860
#: The table in the screenshot: title, players, bots, seed, and how many of its moves the person makes.
TITLE, PLAYERS, BOT, SEED, MOVES = "manitou", 3, "greedy", 7, 14
#: Debian's Chromium, which the browser tests use too; without it, Playwright's own.
SYSTEM_CHROMIUM = Path("/usr/bin/chromium")


def position() -> str:
    """A Manitou game of three in its second season, as seat 0 sees it: the other hands face
    down, the last action highlighted and the seat's moves marked."""
    game = tablerules.load("manitou")
    rng = random.Random(3)
    state = game.setup(players=3)
    last = None
    while state.to_move != 0 or state.season.number < 2 or state.plays < 6:
        chance = state.to_move is CHANCE
        last = state.sample_chance(rng) if chance else rng.choice(list(state.legal_actions()))
        state = state.apply(last)
    return state.svg(0, last=last, targets=True)


def screenshot(path: Path = SCREENSHOT, *, chromium: Path | None = None) -> None:
    """Serve the web app on a free port, play the start of a seeded table by clicks, and write
    the whole page as a PNG to ``path``."""
    from playwright.sync_api import sync_playwright

    # Here, not at the top: the docs build draws position() alone, and needs no web server.
    from tablerules.web import make_server

    if chromium is None and SYSTEM_CHROMIUM.is_file():
        chromium = SYSTEM_CHROMIUM

    server = make_server("127.0.0.1", 0, games=1)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    # The server logs every request on standard error: here, only noise.
    with contextlib.redirect_stderr(io.StringIO()), sync_playwright() as playwright:
        thread.start()
        browser = playwright.chromium.launch(
            executable_path=str(chromium) if chromium else None,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        try:
            page = browser.new_page(viewport={"width": WIDTH, "height": HEIGHT}, device_scale_factor=1)
            page.goto(f"http://127.0.0.1:{server.server_port}/")
            page.wait_for_selector("body[data-ready='true']")
            page.select_option("#title", TITLE)
            page.select_option("#players", str(PLAYERS))
            page.select_option("#seat", "0")
            page.select_option("#bot", BOT)
            page.fill("#seed", str(SEED))
            page.click("#new-game")
            page.wait_for_selector("body[data-busy='false']")
            for _ in range(MOVES):
                page.locator("button.move").first.click()
                page.wait_for_selector("body[data-busy='false']")
            page.screenshot(path=str(path), full_page=True)
        finally:
            browser.close()
            server.shutdown()
            server.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=SCREENSHOT, help=f"the PNG (default: {SCREENSHOT})")
    parser.add_argument("--chromium", type=Path, help=f"the browser (default: {SYSTEM_CHROMIUM}, if there)")
    args = parser.parse_args(argv)
    screenshot(args.out, chromium=args.chromium)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
