"""Headless Chromium for the browser tests, through Python Playwright.

Needs Python Playwright and the system's Chromium (``pip install "tablerules[browser]"``,
``apt-get install chromium``); Playwright's own browser download is never
used. Without them the tests skip, or fail where ``TABLERULES_EXTRAS_REQUIRED=1``.
``tests/conftest.py`` loads this module as a plugin: any test may take ``browser``.
"""

from __future__ import annotations

import os
import pathlib
from collections.abc import Iterator
from typing import TYPE_CHECKING, NoReturn

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser

CHROMIUM = pathlib.Path("/usr/bin/chromium")
# Without the background-networking flags Chromium calls home at every start, which this
# machine's closed network refuses, many times over.
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def missing(what: str) -> NoReturn:
    """Skip for want of ``what``, or fail where CI requires every extra."""
    if os.environ.get("TABLERULES_EXTRAS_REQUIRED") == "1":
        pytest.fail(f"TABLERULES_EXTRAS_REQUIRED=1 but {what}")
    pytest.skip(what)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """One headless Chromium for a module's tests."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing('the browser tests need Playwright: pip install "tablerules[browser]"')
    if not CHROMIUM.is_file():
        missing(f"the browser tests need Chromium at {CHROMIUM}: apt-get install chromium")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield launched
        launched.close()
