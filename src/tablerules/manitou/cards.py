"""A seat's cards as the steps move them: hands, piles and tribes as sorted multisets.

Every hand and pile of a position is a tuple of card texts sorted in the
order of :data:`~tablerules.manitou.components.CARDS`, one a seat; a card
chosen or drawn goes into its sorted place (by :data:`RANK`), so that two
positions holding the same cards are equal values. The steps move a card
themselves, each in a few lines: a call more at every step would cost more
than the move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, TypeVar

from tablerules.manitou.components import CARDS

__all__ = ["RANK", "Cards", "replaced", "without"]

#: A multiset of cards, sorted in the order of ``components.CARDS``.
Cards = tuple[str, ...]

#: Each card's place in a sorted hand or pile: its index in ``components.CARDS``.
RANK: Final = {card: index for index, card in enumerate(CARDS)}

T = TypeVar("T")


def replaced(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the one at ``index`` replaced by ``value``."""
    # A list copy is quicker than joining two slices around the new item.
    each = list(items)
    each[index] = value
    return tuple(each)


def without(cards: Sequence[str], taken: Sequence[str]) -> list[str]:
    """The multiset ``cards`` minus the multiset ``taken`` (every card of ``taken`` among ``cards``)."""
    left = list(cards)
    for card in taken:
        left.remove(card)
    return left
