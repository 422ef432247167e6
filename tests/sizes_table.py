"""The table of sizes a rules page's "Numbering and observations" section prints, checked against the code."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tablerules.core.game import Game


def check_sizes_table(page: Path, game: Game[Any, Any], rows: dict[str, tuple[int, object]]) -> None:
    """Every configuration of ``rows`` (its name on ``page``: players and options) has its row:
    ``name  actions  chances  observation  most-legal  most-outcomes  longest  longest-steps
    highest-score``, as the code works them out."""
    text = page.read_text(encoding="utf-8")
    section = text[text.index("Numbering and observations") :]
    for name, (players, options) in rows.items():
        limits = game.limits(players, options)
        numbers = (
            len(game.action_universe(players, options)),
            len(game.chance_universe(players, options)),
            game.observation_layout(players, options).size,
            limits.most_legal_actions,
            limits.most_chance_outcomes,
            limits.longest_game,
            limits.longest_game_steps,
            limits.highest_score,
        )
        pattern = rf"^{re.escape(name)}\s+" + r"\s+".join(str(n) for n in numbers) + r"\s*$"
        assert re.search(pattern, section, re.MULTILINE), f"the docs table has no row {name} {numbers}"
