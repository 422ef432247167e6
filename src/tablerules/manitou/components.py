"""The printed parts of Manitou, as data.

The French rulebook text names the cards but lists none of them; the card
list, the warriors' ranks, the bison cards and their layout come from the
public record (``FACTS.md``). Choices the record leaves open carry the
interpretation id cited next to them (see the rules page).

A card is written as its notation token: the hunters ``"1"`` to ``"10"``,
the great warriors ``"C"`` (chief), ``"M"`` (medicine man), ``"R"`` (rain
maker), ``"S"`` (scout) and ``"Q"`` (squaw).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

__all__ = [
    "CARDS",
    "CARD_NAMES",
    "CHIEF",
    "HAND_SIZE",
    "HUNTERS",
    "LARGE",
    "LARGE_HERDS",
    "LAYOUTS",
    "MEDICINE_MAN",
    "PLAYS_PER_SEASON",
    "PRISONER_POINTS",
    "RAIN_MAKER",
    "SCOUT",
    "SEASONS",
    "SKIN_THIEF_POINTS",
    "SMALL",
    "SMALL_HERDS",
    "SMALL_HERDS_TEN",
    "SPOTS",
    "SQUAW",
    "STRENGTH",
    "TO_CHOOSE",
    "TO_CHOOSE_PUBLISHED_DEALER",
    "TRIBE",
    "WARRIORS",
    "beats",
    "card_name",
    "cards_without",
    "sort_cards",
]

#: "11 chasseurs (de 1 à 10)": one of each strength, and two of strength 5.
HUNTERS: Final = ("1", "2", "3", "4", "5", "5", "6", "7", "8", "9", "10")

CHIEF: Final = "C"
MEDICINE_MAN: Final = "M"
RAIN_MAKER: Final = "R"
SCOUT: Final = "S"
SQUAW: Final = "Q"

#: The five kinds of great warrior, in the order the tribe card lists them.
WARRIORS: Final = (CHIEF, MEDICINE_MAN, RAIN_MAKER, SCOUT, SQUAW)

#: Every kind of card, in the order the library sorts cards: hunters by
#: strength, then the warriors.
CARDS: Final = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", *WARRIORS)

#: "un set de cartes composé de 11 chasseurs (de 1 à 10) et de 10 grands
#: guerriers": the 21 cards of one tribe, two of each warrior.
TRIBE: Final = (*HUNTERS, *(kind for kind in WARRIORS for _ in range(2)))

#: A hunter's strength; warriors have none.
STRENGTH: Final = {card: int(card) for card in CARDS[:10]}

CARD_NAMES: Final = {
    **{card: f"hunter {card}" for card in CARDS[:10]},
    CHIEF: "chief",
    MEDICINE_MAN: "medicine man",
    RAIN_MAKER: "rain maker",
    SCOUT: "scout",
    SQUAW: "squaw",
}

# Who beats whom (FACTS.md): the chief beats every warrior but the squaw; the
# squaw beats only the chief; medicine man beats rain maker, rain maker beats
# scout, scout beats medicine man; those three each beat the squaw.
_BEATS: Final = {
    CHIEF: frozenset({MEDICINE_MAN, RAIN_MAKER, SCOUT}),
    SQUAW: frozenset({CHIEF}),
    MEDICINE_MAN: frozenset({RAIN_MAKER, SQUAW}),
    RAIN_MAKER: frozenset({SCOUT, SQUAW}),
    SCOUT: frozenset({MEDICINE_MAN, SQUAW}),
}

#: "Le jeu se compose de 3 saisons de chasse."
SEASONS: Final = 3
#: "prend les 3 premières dans sa main"
HAND_SIZE: Final = 3
#: "chacun choisit ... 8 cartes qui vont participer à cette chasse"
TO_CHOOSE: Final = 8
#: The published rule (FACTS.md): the dealer chooses only 7 (MAN-4).
TO_CHOOSE_PUBLISHED_DEALER: Final = 7
#: "Dès que chaque joueur a posé sept cartes, la saison de chasse est terminée."
PLAYS_PER_SEASON: Final = 7
#: "Chaque carte de voleur de peaux fait perdre 10 points."
SKIN_THIEF_POINTS: Final = -10
#: "Chaque prisonnier vaut un point."
PRISONER_POINTS: Final = 1
#: "3 emplacements séparés"
SPOTS: Final = 3

#: The two bison decks, named as in a layout.
LARGE: Final = "large"
SMALL: Final = "small"

#: The six large herds (FACTS.md).
LARGE_HERDS: Final = (9, 10, 10, 11, 12, 13)
#: The nine small herds. The public record lists ten values for nine cards;
#: the library drops one of the two 2s (MAN-2). ``Options.small_herds``
#: plays with another deck.
SMALL_HERDS: Final = (1, 2, 3, 4, 4, 5, 5, 6, 7)
#: The ten small values of the English translation, one of them extra (MAN-2).
SMALL_HERDS_TEN: Final = (1, 2, 2, 3, 4, 4, 5, 5, 6, 7)

#: The bison cards laid on spots 1, 2 and 3 each season, by player count
#: (MAN-1): spot 1 always a large and a small herd, spot 2 a small herd (2
#: players), a large one (3) or both (4), spot 3 always a small herd.
LAYOUTS: Final = {
    2: ((LARGE, SMALL), (SMALL,), (SMALL,)),
    3: ((LARGE, SMALL), (LARGE,), (SMALL,)),
    4: ((LARGE, SMALL), (LARGE, SMALL), (SMALL,)),
}

_ORDER: Final = {card: index for index, card in enumerate(CARDS)}


def beats(attacker: str, defender: str) -> bool:
    """Whether warrior ``attacker`` beats warrior ``defender`` (never when they are alike)."""
    return defender in _BEATS[attacker]


def card_name(card: str) -> str:
    """The card in words: ``"hunter 7"``, ``"medicine man"``."""
    return CARD_NAMES.get(card, repr(card))


def sort_cards(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The cards in the library's order: hunters by strength, then C, M, R, S, Q."""
    return tuple(sorted(cards, key=_ORDER.__getitem__))


def cards_without(cards: Sequence[str], taken: Iterable[str]) -> tuple[str, ...]:
    """The multiset ``cards`` less the multiset ``taken``, sorted; a card of
    ``taken`` that ``cards`` lacks takes nothing."""
    left = list(cards)
    for card in taken:
        if card in left:
            left.remove(card)
    return sort_cards(left)
