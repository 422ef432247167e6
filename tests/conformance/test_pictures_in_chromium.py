"""The SVG pictures as a browser lays them out: no label runs into another, none leaves the picture.

:func:`~tablerules.testing.check_svg_text` reads the SVG as XML; only a browser knows how wide
its text is. Along one random game of every title, player count and variant, a dozen
positions are drawn for the spectator and every seat (last action and targets marked) and
laid out in Chromium, whose DejaVu Sans is the widest of the fonts the pictures name. In
each picture:

- no two labels on the same line come closer than :data:`GAP` units (a name and the count
  after it once touched: "Snakes (S), you20 left");
- every label lies inside the ``viewBox``.

Labels of one or two characters are left out of the first check: a board's marks stand on
each other by design (a token's letter on its space's letter, a target's tag on a tile).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

import tablerules
from tablerules.core.chance import CHANCE
from tests.adapters.cases import CONFIGURATIONS, options_of

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

#: The least room between two labels on one line, in the picture's units.
GAP = 3.0
#: Positions looked at along each game.
POSITIONS = 12

# Each picture stands in a <div> of its own; the faults of all of them, each a sentence.
FAULTS = """
([gap]) => {
  const faults = [];
  for (const svg of document.querySelectorAll("body > div > svg")) {
    const where = svg.parentElement.dataset.where;
    const box = svg.viewBox.baseVal;
    const frame = svg.getBoundingClientRect();
    const scale = frame.width / box.width;
    // Each label's box in the picture's own units.
    const labels = [...svg.querySelectorAll("text")].map((text) => {
      const r = text.getBoundingClientRect();
      return {
        text: text.textContent.trim(),
        left: (r.left - frame.left) / scale + box.x, right: (r.right - frame.left) / scale + box.x,
        top: (r.top - frame.top) / scale + box.y, bottom: (r.bottom - frame.top) / scale + box.y,
      };
    }).filter((label) => label.text && label.right > label.left);
    const slack = 0.5;
    for (const label of labels) {
      if (label.left < box.x - slack || label.right > box.x + box.width + slack
          || label.top < box.y - slack || label.bottom > box.y + box.height + slack) {
        faults.push(`${where}: "${label.text}" stands out of the picture`);
      }
    }
    const long = labels.filter((label) => label.text.length > 2);
    for (let i = 0; i < long.length; i++) {
      for (let j = i + 1; j < long.length; j++) {
        const [a, b] = [long[i], long[j]];
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // On one line (their boxes share a third of a line's height), and closer than gap.
        if (down > (a.bottom - a.top) / 3 && across > -gap) {
          faults.push(`${where}: "${a.text}" and "${b.text}" are ${(-across).toFixed(1)} units apart`);
        }
      }
    }
  }
  return faults;
}
"""


@pytest.fixture(scope="module")
def page(browser: Browser) -> Page:
    return browser.new_page(viewport={"width": 1000, "height": 800})


def pictures(title: str, players: int, variant: str) -> dict[str, str]:
    """A dozen positions along a random game, for the spectator and every seat, by where."""
    game = tablerules.load(title)
    rng = random.Random(f"chromium-{title}-{players}-{variant}")
    state = game.setup(players=players, options=options_of(title, variant))
    path, last = [(state, None)], None
    while not state.is_over:
        last = state.sample_chance(rng) if state.to_move is CHANCE else rng.choice(state.legal_actions())
        state = state.apply(last)
        path.append((state, last))
    chosen = sorted({*range(0, len(path), max(1, len(path) // POSITIONS)), len(path) - 1})
    return {
        f"position {at}, seat {seat}": path[at][0].svg(seat, last=path[at][1], targets=True)
        for at in chosen
        for seat in (None, *range(players))
    }


@pytest.mark.parametrize(("title", "players", "variant"), CONFIGURATIONS)
def test_no_label_runs_into_another_or_out_of_the_picture(
    page: Page, title: str, players: int, variant: str
) -> None:
    drawn = pictures(title, players, variant)
    body = "".join(
        f'<div data-where="{where}" style="width: 900px">{svg}</div>' for where, svg in drawn.items()
    )
    page.set_content(f"<!doctype html><html><body style='margin: 0'>{body}</body></html>")
    faults: list[str] = page.evaluate(FAULTS, [GAP])
    assert not faults, f"{title}, {players} players, {variant}:\n" + "\n".join(dict.fromkeys(faults))
