"""The parts of a position stated by hand, read and checked, for
:func:`~tablerules.manitou.position.build`.

Cards are written as texts (``"5 5 C"``) or sequences of card texts, bison
values as texts (``"9 10 10"``) or sequences of numbers, and a spot as
:func:`~tablerules.manitou.picture.spot_text` writes it. A season's table is
checked as the rules would have made it: the bison cards laid in the order
of the layout (MAN-1), the cards played seat by seat (MAN-3), the warriors'
fights played out (MAN-7 to MAN-9), and no tribe playing a card it does not
have. Each function raises ``ValueError`` naming what does not add up, and
where it was stated (``where``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Final

from tablerules.core.positions import seat as seat_named
from tablerules.core.positions import whole
from tablerules.manitou.components import CARDS, LARGE, LAYOUTS, WARRIORS, card_name, sort_cards
from tablerules.manitou.options import MAX_BISON_VALUE, Options
from tablerules.manitou.spot import Spot

__all__ = [
    "Stated",
    "bison_slots",
    "check_laid",
    "check_tribe",
    "check_turns",
    "layout_text",
    "played_counts",
    "played_out",
    "read_card",
    "read_cards",
    "read_seat",
    "read_spot",
    "read_spot_text",
    "read_values",
    "spot_stated",
    "take_bison",
]

_WARRIORS: Final = frozenset(WARRIORS)
_CARD_LIST: Final = ", ".join(CARDS)
_PLAYED: Final = re.compile(r"(?P<seat>[0-9]):(?:(?P<card>[0-9A-Z]{1,2})|\((?P<down>[0-9A-Z]{1,2})\))")
_VALUE: Final = re.compile(r"[0-9]{1,3}")

#: One card at a spot as stated: the seat, the card, and whether it lies face up.
Stated = tuple[int, str, bool]


# -- reading the pieces of a position ---------------------------------------------------------------


def read_seat(name: str, value: object, players: int) -> int:
    return seat_named(value, players, what=name)


def read_card(where: str, value: object) -> str:
    if type(value) is not str or value not in CARDS:
        raise ValueError(f"{where}no card {value!r} (the cards are {_CARD_LIST})")
    return value


def read_cards(where: str, value: object) -> tuple[str, ...]:
    """Cards as a text (``"5 5 C"``, ``"-"`` for none) or a sequence of card texts, sorted."""
    if isinstance(value, str):
        tokens: Sequence[object] = [] if value.strip() in ("", "-") else value.split()
    elif isinstance(value, Sequence):
        tokens = value
    else:
        raise ValueError(f"{where}cards are a text like '5 5 C' or a sequence of cards, not {value!r}")
    return sort_cards([read_card(where, token) for token in tokens])


def read_values(where: str, value: object) -> tuple[int, ...]:
    """Bison values as a text (``"9 10 10"``, ``"-"`` for none) or a sequence of numbers, sorted."""
    if isinstance(value, str):
        parts = [] if value.strip() in ("", "-") else value.split()
        if not all(_VALUE.fullmatch(part) for part in parts):
            raise ValueError(f"{where}bison values are whole numbers, not {value!r}")
        numbers: Sequence[object] = [int(part) for part in parts]
    elif isinstance(value, Sequence):
        numbers = value
    else:
        raise ValueError(f"{where}bison values are a sequence of numbers, not {value!r}")
    return tuple(sorted(whole(f"{where}a bison value", number, 1, MAX_BISON_VALUE) for number in numbers))


def read_spot(where: str, value: object, players: int) -> tuple[tuple[int, ...], tuple[Stated, ...]]:
    """A spot as stated: its bison cards in the order laid, and its cards in play order.

    ``value`` is a text as :func:`~tablerules.manitou.picture.spot_text` writes
    it, a :class:`~tablerules.manitou.spot.Spot`, or a pair ``(bison values,
    cards played)`` with each card played as ``(seat, card)``, a face-down
    warrior's card in parentheses: ``(1, "(Q)")``.
    """
    if isinstance(value, str):
        return read_spot_text(where, value, players)
    if isinstance(value, Spot):
        value = (value.bison, spot_stated(where, value))
    if not (isinstance(value, Sequence) and not isinstance(value, str) and len(value) == 2):
        raise ValueError(
            f"{where}a spot is a text like 'bison 12 + 5; 1:10 0:(C)', a Spot, "
            f"or (bison values, cards played), not {value!r}"
        )
    bison_given, played_given = value
    if not isinstance(bison_given, Sequence) or isinstance(bison_given, str):
        raise ValueError(f"{where}the bison cards are a sequence of values, not {bison_given!r}")
    bison = tuple(whole(f"{where}a bison value", number, 1, MAX_BISON_VALUE) for number in bison_given)
    if not isinstance(played_given, Sequence) or isinstance(played_given, str):
        raise ValueError(f"{where}the cards played are a sequence of (seat, card), not {played_given!r}")
    stated: list[Stated] = []
    for entry in played_given:
        if not (isinstance(entry, Sequence) and not isinstance(entry, str) and len(entry) == 2):
            raise ValueError(
                f"{where}a card played is (seat, card), like (1, 'C') or (1, '(C)'), not {entry!r}"
            )
        seat = read_seat(f"{where}a card played", entry[0], players)
        card = entry[1]
        down = isinstance(card, str) and card.startswith("(") and card.endswith(")")
        stated.append((seat, read_card(where, card[1:-1] if down else card), not down))
    return bison, tuple(stated)


def spot_stated(where: str, spot: Spot) -> list[tuple[object, str]]:
    """The cards of a :class:`Spot` as stated: ``(seat, card)``, a face-down warrior's card in parentheses."""
    cards, guard = spot.cards, spot.guard
    if not (
        isinstance(cards, tuple) and all(isinstance(entry, tuple) and len(entry) == 2 for entry in cards)
    ):
        raise ValueError(f"{where}a spot's cards are (seat, card) pairs, not {cards!r}")
    if not (isinstance(guard, tuple) and all(type(index) is int for index in guard)):
        raise ValueError(f"{where}a spot's guard holds indices of its cards, not {guard!r}")
    return [
        (seat, f"({card})" if isinstance(card, str) and card in _WARRIORS and index not in guard else card)
        for index, (seat, card) in enumerate(cards)
    ]


def read_spot_text(where: str, text: str, players: int) -> tuple[tuple[int, ...], tuple[Stated, ...]]:
    """``"bison 12 + 5; 1:10 0:6 0:(C)"``, either part left out where there is none."""
    rest = text.strip()
    bison: tuple[int, ...] = ()
    if rest.startswith("bison"):
        head, _, rest = rest.partition(";")
        parts = [part.strip() for part in head[len("bison") :].split("+")]
        if not all(_VALUE.fullmatch(part) for part in parts):
            raise ValueError(f"{where}the bison cards are written like 'bison 12 + 5', not {head.strip()!r}")
        bison = tuple(whole(f"{where}a bison value", int(part), 1, MAX_BISON_VALUE) for part in parts)
    stated: list[Stated] = []
    for token in rest.split():
        match = _PLAYED.fullmatch(token)
        if match is None:
            raise ValueError(
                f"{where}a card played is written seat:card, like 1:10 or 0:(C) face down, not {token!r}"
            )
        seat = read_seat(f"{where}{token}", int(match["seat"]), players)
        stated.append((seat, read_card(where, match["card"] or match["down"]), match["down"] is None))
    return bison, tuple(stated)


# -- checking a table -----------------------------------------------------------------------------


def bison_slots(players: int) -> list[tuple[int, str]]:
    """Where the bison cards of a season go, in the order they are laid: ``(spot index, deck)`` (MAN-1)."""
    return [(spot, deck) for spot, decks in enumerate(LAYOUTS[players]) for deck in decks]


def layout_text(players: int) -> str:
    return ", ".join(
        f"spot {number} {' + '.join(decks)}" for number, decks in enumerate(LAYOUTS[players], start=1)
    )


def check_laid(where: str, bison: Sequence[tuple[int, ...]], players: int, *, whole: bool) -> list[str]:
    """The deck of each bison card laid, spot by spot; raises unless the cards follow the layout (MAN-1)."""
    slots = bison_slots(players)
    laid = sum(map(len, bison))
    if (whole and laid < len(slots)) or laid > len(slots):
        expected = f"all {len(slots)}" if whole else f"at most {len(slots)}"
        raise ValueError(
            f"{where}{players} players lay {expected} bison cards a season ({layout_text(players)}; MAN-1), "
            f"not {laid}"
        )
    counts = [sum(1 for spot, _ in slots[:laid] if spot == index) for index in range(len(bison))]
    if [len(values) for values in bison] != counts:
        raise ValueError(
            f"{where}bison cards are laid in the order of the layout, {layout_text(players)} (MAN-1): "
            f"{laid} laid lie {' / '.join(map(str, counts))} on the spots, not "
            f"{' / '.join(str(len(values)) for values in bison)}"
        )
    return [deck for _, deck in slots[:laid]]


def take_bison(
    where: str, decks: list[list[int]], bison: Sequence[tuple[int, ...]], players: int, *, whole: bool
) -> None:
    """Take each bison card laid at the spots out of its deck; raises for a card the deck does not hold."""
    kinds = iter(check_laid(where, bison, players, whole=whole))
    for number, values in enumerate(bison, start=1):
        for value in values:
            kind = next(kinds)
            deck = decks[0 if kind == LARGE else 1]
            if value not in deck:
                left = " ".join(map(str, sorted(deck))) or "none"
                raise ValueError(
                    f"{where}spot {number}: no {kind} herd {value} is left to lay "
                    f"(the {kind} deck holds {left})"
                )
            deck.remove(value)


def played_counts(plays: int, first: int, players: int) -> list[int]:
    """How many cards each seat has played once ``plays`` cards are out, ``first`` playing first."""
    return [
        plays // players + (1 if (seat - first) % players < plays % players else 0) for seat in range(players)
    ]


def check_turns(where: str, tables: Sequence[Sequence[Stated]], first: int, players: int) -> None:
    """Raise unless the cards at the spots can have been played seat by seat, ``first`` first.

    Each spot shows the order of its own cards; the seats play in turn, and
    each may send its card to any spot (MAN-6). The order holds if the
    spots' cards can be merged into one sequence of turns.
    """
    plays = sum(map(len, tables))
    counts = Counter(seat for table in tables for seat, _, _ in table)
    expected = played_counts(plays, first, players)
    if [counts[seat] for seat in range(players)] != expected:
        raise ValueError(
            f"{where}seat {first} plays first and the seats follow in turn (MAN-3), so with {plays} cards "
            f"played the seats have played {' / '.join(map(str, expected))}, not "
            f"{' / '.join(str(counts[seat]) for seat in range(players))}"
        )
    lengths = tuple(map(len, tables))
    frontier = {(0,) * len(tables)}
    for turn in range(plays):
        seat = (first + turn) % players
        following = set()
        for at in frontier:
            for index, table in enumerate(tables):
                if at[index] < lengths[index] and table[at[index]][0] == seat:
                    following.add((*at[:index], at[index] + 1, *at[index + 1 :]))
        if not following:
            raise ValueError(
                f"{where}the cards at the spots cannot have been played in turn: seat {first} plays first "
                f"and the seats follow in order (MAN-3), but after {turn} cards it is seat {seat}'s turn and "
                "the next card at every spot is another seat's"
            )
        frontier = following


def played_out(
    where: str, bison: Sequence[tuple[int, ...]], plays: Sequence[Sequence[Stated]], options: Options
) -> tuple[Spot, ...]:
    """The spots after the cards were played there in order, the fights resolved and checked
    against the cards stated face up or face down (MAN-7 to MAN-9)."""
    fight_in_order = options.pair_rule == "fight-in-order"
    spots = []
    for number, (values, table) in enumerate(zip(bison, plays, strict=True), start=1):
        spot = Spot(values)
        for seat, card, _ in table:
            spot = spot.with_card(seat, card, fight_in_order=fight_in_order)
        for index, (seat, card, face_up) in enumerate(table):
            if spot.is_face_up(index) != face_up:
                if card not in _WARRIORS:
                    raise ValueError(f"{where}spot {number}: hunters lie face up, so write {seat}:{card}")
                actually = "up" if spot.is_face_up(index) else "down"
                written = f"{seat}:{card}" if spot.is_face_up(index) else f"{seat}:({card})"
                raise ValueError(
                    f"{where}spot {number}: seat {seat}'s {card_name(card)} (card {index + 1} played here) "
                    f"lies face {actually} after the fights (MAN-7 to MAN-9, pair rule "
                    f"{options.pair_rule!r}), so write {written}"
                )
        spots.append(spot)
    return tuple(spots)


def check_tribe(
    who: str, cards: Sequence[str], tribe: Sequence[str], doing: str, owner: str = "its tribe"
) -> None:
    """Raise unless ``cards`` are among ``tribe``: a card twice is a card the tribe has once.

    ``doing`` says what ``who`` does with the cards, ``{count}`` of ``{card}``."""
    extra = Counter(cards) - Counter(tribe)
    if extra:
        card = next(iter(extra))
        raise ValueError(
            f"{who} {doing.format(count=Counter(cards)[card], card=card)}, but {owner} has "
            f"{Counter(tribe)[card]} ({' '.join(tribe) or 'no cards'})"
        )
