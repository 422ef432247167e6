"""The sizes and limits table of docs/interop.rst is what the code says.

Print the table afresh with ``python3 -m tests.adapters.test_interop_docs``.
"""

from __future__ import annotations

import pathlib

import tablerules
from tests.adapters.cases import BUILT_IN

GUIDE = pathlib.Path(__file__).parents[2] / "docs" / "interop.rst"
COLUMNS = (
    "title",
    "players",
    "variant",
    "actions",
    "chance outcomes",
    "most legal actions",
    "most chance outcomes",
    "longest game (decisions)",
    "longest game (steps)",
    "scores",
    "observation entries",
)


def limits_table() -> str:
    """The list-table of every title, player count and named variant."""
    lines = [
        ".. list-table:: Sizes and limits of every configuration (printed components, named variants)",
        "   :header-rows: 1",
        "",
    ]
    rows: list[tuple[object, ...]] = [COLUMNS]
    for title in BUILT_IN:
        game = tablerules.load(title)
        for players in game.player_counts:
            for variant, options in game.variants().items():
                limits = game.limits(players, options)
                rows.append(
                    (
                        title,
                        players,
                        variant,
                        len(game.action_universe(players, options)),
                        len(game.chance_universe(players, options)),
                        limits.most_legal_actions,
                        limits.most_chance_outcomes,
                        limits.longest_game,
                        limits.longest_game_steps,
                        f"{limits.lowest_score} to {limits.highest_score}",
                        game.observation_layout(players, options).size,
                    )
                )
    for row in rows:
        lines.append(f"   * - {row[0]}")
        lines.extend(f"     - {cell}" for cell in row[1:])
    return "\n".join(lines) + "\n"


def test_the_guide_shows_every_configuration_as_the_code_has_it() -> None:
    assert limits_table() in GUIDE.read_text(encoding="utf-8")


if __name__ == "__main__":
    print(limits_table(), end="")
