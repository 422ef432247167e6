"""The rulebook's worked examples, as positions: what the rules page, its pictures and the tests
play through.

>>> from tablerules.manitou.examples import worked_season
>>> worked_season().scores()
(13, 10)
"""

from __future__ import annotations

from typing import Final

from tablerules.manitou.actions import parse_action
from tablerules.manitou.game import GAME
from tablerules.manitou.state import ManitouState

__all__ = [
    "WORKED_BISON",
    "WORKED_CHOICES",
    "WORKED_HANDS",
    "WORKED_TURNS",
    "worked_season",
]

#: The worked season's bison cards, as chance lays them: 12 and 5 on spot 1, 3 on spot 2,
#: 7 on spot 3.
WORKED_BISON: Final = (12, 5, 3, 7)
#: The cards each seat chooses; seat 0 deals, so seat 1 chooses first.
WORKED_CHOICES: Final = {
    1: ("10", "9", "8", "7", "C", "Q", "M", "1"),
    0: ("10", "6", "5", "5", "C", "C", "S", "R"),
}
#: Each seat's first hand, drawn in the same order.
WORKED_HANDS: Final = {1: ("10", "C", "9"), 0: ("6", "C", "5")}
#: Each turn: the card played, and the card drawn after it (``None``: the pile is empty).
WORKED_TURNS: Final[tuple[tuple[str, str | None], ...]] = (
    ("play 10 at 1", "draw 8"),  # seat 1
    ("play 6 at 1", "draw 10"),  # seat 0
    ("play C at 3", "draw 7"),  # seat 1: its chief holds spot 3
    ("play C at 1", "draw C"),  # seat 0: its chief holds spot 1
    ("play 9 at 1", "draw Q"),  # seat 1
    ("play C at 1", "draw 5"),  # seat 0: a second chief makes a pair
    ("play Q at 1", "draw M"),  # seat 1: the squaw is sacrificed and takes the second chief down
    ("play 10 at 2", "draw S"),  # seat 0
    ("play M at 1", "draw 1"),  # seat 1: the chief beats the medicine man
    ("play S at 3", "draw R"),  # seat 0: the chief beats the scout
    ("play 8 at 2", None),  # seat 1
    ("play 5 at 2", None),  # seat 0
    ("play 7 at 3", None),  # seat 1
    ("play R at 2", None),  # seat 0: the rain maker holds spot 2, and the season is scored
)


def worked_season(turns: int = len(WORKED_TURNS)) -> ManitouState:
    """The rules page's "A worked season" (docs/rules/manitou.rst) after its first ``turns``
    turns, each with its draw: ``0`` is the table before the first turn.

    Two players, every rule of a season in fourteen turns: seat 0 pairs its
    chiefs at spot 1 and seat 1's squaw is sacrificed against the pair (MAN-8);
    after the last, seat 0's rain maker, the season is scored, seat 1 is the
    skin thief and the scores are 13 and 10. Every chance outcome is forced and
    every action checked.
    """
    if not 0 <= turns <= len(WORKED_TURNS):
        raise ValueError(f"the worked season has {len(WORKED_TURNS)} turns, not {turns!r}")
    texts = [f"bison {value}" for value in WORKED_BISON]
    texts += [f"choose {card}" for seat in WORKED_CHOICES for card in WORKED_CHOICES[seat]]
    texts += [f"draw {card}" for seat in WORKED_HANDS for card in WORKED_HANDS[seat]]
    for play, drawn in WORKED_TURNS[:turns]:
        texts += [play, *([drawn] if drawn else [])]
    return GAME.setup(players=2).apply_all(parse_action(text) for text in texts)
