"""A bison spot: its bison cards, the cards played there, and the warriors' fights.

"A son tour, chaque joueur doit poser une carte de sa main devant l'un des
emplacements à bison, face ouverte". Hunters simply join a spot. A great
warrior may start a fight, join its owner's warrior as a pair, or be
sacrificed against a pair; :meth:`Spot.with_card` holds those rules.
"""

from __future__ import annotations

from typing import Final

import attrs

from tablerules.core.frozen import maker
from tablerules.manitou.components import STRENGTH, WARRIORS, beats, card_name

__all__ = ["PlayedCard", "Spot", "spot_numbered"]

#: One card at a spot: the seat that played it and the card.
PlayedCard = tuple[int, str]

_WARRIORS: Final = frozenset(WARRIORS)


@attrs.frozen
class Spot:
    """One of the three bison spots during a season.

    ``bison`` holds the bison cards laid here, in the order they were laid
    (MAN-1). ``cards`` holds every card played here, in play order, as
    ``(seat, card)``. ``guard`` holds the indices (into ``cards``) of the
    face-up warriors: none, one, or the two of a pair, oldest first. Every
    other warrior here lies face down; hunters are always face up.
    """

    bison: tuple[int, ...] = ()
    cards: tuple[PlayedCard, ...] = ()
    guard: tuple[int, ...] = ()
    # The table's lines for this spot (picture_lines), written when first asked:
    # every picture shows all three spots, and a spot changes only with a card.
    _lines: tuple[str, ...] | None = attrs.field(default=None, init=False, eq=False, repr=False)

    def with_card(self, seat: int, card: str, *, fight_in_order: bool = False) -> Spot:
        """The spot after ``seat`` played ``card`` here, fights resolved.

        "Lorsqu'un grand guerrier est placé sur un emplacement à bisons où se
        trouve déjà un grand guerrier d'un autre joueur, le guerrier le plus
        fort bat le guerrier le plus faible et la carte inférieure est
        retournée et reste face cachée." Two warriors of one kind both lose
        (FACTS.md). "Il est permis d'ajouter un grand guerrier à un autre
        grand guerrier déjà posé. Ces deux grands guerriers ne peuvent alors
        être attaqués que grâce au sacrifice d'un guerrier adverse." (MAN-7,
        MAN-8.) ``fight_in_order`` plays MAN-8's option ``pair_rule="fight-in-order"``:
        a warrior played against a pair fights the pair's newer warrior and,
        only if it beats it, the older one.
        """
        cards = (*self.cards, (seat, card))
        guard = self.guard
        if card not in _WARRIORS:
            return _spot(self.bison, cards, guard)
        new = len(self.cards)
        if not guard:
            # No face-up warrior here (none yet, or all beaten): this one holds
            # the spot without a fight; face-down warriors take no part (MAN-9).
            guard = (new,)
        elif self.cards[guard[0]][0] == seat:
            # Joining one's own warrior makes a pair; a pair takes no third
            # warrior, which is turned face down at once (MAN-7).
            if len(guard) == 1:
                guard = (guard[0], new)
        elif len(guard) == 2:
            # The sacrifice (MAN-8): no fight; the attacker is turned face down
            # and takes the warrior added last to the pair with it. Or MAN-8's
            # option: the attacker fights the pair's warriors, newer first.
            guard = self._fought_in_order(guard, card, new) if fight_in_order else guard[:1]
        else:
            # The attacker fights the face-up warrior of whichever other seat
            # holds the spot; only one seat's warriors are ever face up (MAN-9).
            defender = self.cards[guard[0]][1]
            if defender == card:
                guard = ()
            elif beats(card, defender):
                guard = (new,)
            # Otherwise the attacker lost and lies face down; the guard stays.
        return _spot(self.bison, cards, guard)

    def _fought_in_order(self, guard: tuple[int, ...], card: str, new: int) -> tuple[int, ...]:
        """The face-up warriors after ``card`` (at index ``new``) attacks the pair
        ``guard`` under MAN-8's option ``"fight-in-order"``.

        "you can only fight the second warrior when the first one is beaten"
        (a published description): the attacker fights the warrior added last
        to the pair by the rank table. If it loses, it lies face down and the
        pair stands. If both are of one kind, both lie face down and the older
        warrior holds the spot alone. If it wins, the newer warrior lies face
        down and the attacker at once fights the older one, as an ordinary
        fight: it holds the spot alone if it wins, both lie face down if they
        are alike, and the older warrior holds alone if the attacker loses.
        """
        older, newer = guard
        front = self.cards[newer][1]
        if card == front:
            return (older,)
        if not beats(card, front):
            return guard
        back = self.cards[older][1]
        if card == back:
            return ()
        if beats(card, back):
            return (new,)
        return (older,)

    def with_bison(self, value: int) -> Spot:
        """The spot with one more bison card, of ``value``, laid here (MAN-1)."""
        return _spot((*self.bison, value), self.cards, self.guard)

    # -- what lies here ---------------------------------------------------

    @property
    def holder(self) -> int | None:
        """The seat whose face-up warrior(s) hold this spot, or ``None``."""
        return self.cards[self.guard[0]][0] if self.guard else None

    def is_face_up(self, index: int) -> bool:
        """Whether the card at ``index`` of ``cards`` lies face up."""
        return self.cards[index][1] not in _WARRIORS or index in self.guard

    def strength(self, seat: int) -> int:
        """The sum of ``seat``'s hunters here: "le joueur le plus fort"."""
        return sum(STRENGTH.get(card, 0) for owner, card in self.cards if owner == seat)

    def strengths(self, players: int) -> tuple[int, ...]:
        """Every seat's :meth:`strength` here, seat by seat, counted in one pass."""
        sums = [0] * players
        for owner, card in self.cards:
            sums[owner] += STRENGTH.get(card, 0)
        return tuple(sums)

    def describe(self, seat: int) -> str:
        """``seat``'s cards here as text: face-down warriors in parentheses."""
        return " ".join(
            card if self.is_face_up(index) else f"({card})"
            for index, (owner, card) in enumerate(self.cards)
            if owner == seat
        )

    def table_lines(self) -> tuple[str, ...]:
        """The lines the table shows under this spot: each seat's cards here with
        its hunters, seat by seat, then who holds the spot (none while it is empty)."""
        return self.picture_lines()[1:]

    def picture_lines(self) -> tuple[str, ...]:
        """The bison cards laid here as the table shows them (``"12 + 5"``, or
        ``"not laid yet"``), then :meth:`table_lines`."""
        lines = self._lines
        if lines is None:
            lines = (" + ".join(map(str, self.bison)) or "not laid yet", *self._written())
            object.__setattr__(self, "_lines", lines)
        return lines

    def _written(self) -> tuple[str, ...]:
        """:meth:`table_lines`, written out: :meth:`describe` and :meth:`strength`
        of every seat here in one pass over the cards."""
        if not self.cards:
            return ()
        shown: dict[int, list[str]] = {}
        hunters: dict[int, int] = {}
        guard = self.guard
        for index, (owner, card) in enumerate(self.cards):
            face_up = card not in _WARRIORS or index in guard
            shown.setdefault(owner, []).append(card if face_up else f"({card})")
            hunters[owner] = hunters.get(owner, 0) + STRENGTH.get(card, 0)
        return (
            *(f"  seat {seat}: {' '.join(shown[seat])}  (hunters {hunters[seat]})" for seat in sorted(shown)),
            f"  {self.warriors_text()}",
        )

    def warriors_text(self) -> str:
        """Who holds the spot, in words."""
        if not self.guard:
            return "no warrior holds it"
        names = " and ".join(card_name(self.cards[index][1]) for index in self.guard)
        return f"seat {self.holder} holds it with {'a pair: ' if len(self.guard) == 2 else 'a '}{names}"


# A spot is made at every card played: through core.frozen's maker, at about
# half the cost of attrs' __init__.
_spot: Final = maker(Spot, ("bison", "cards", "guard"))


def spot_numbered(spots: tuple[Spot, ...], number: int) -> Spot:
    """The spot the notation calls ``number`` (``play 10 at 2``: 1 to 3) among ``spots``.

    Raises ``ValueError`` for any other value."""
    if type(number) is not int or not 1 <= number <= len(spots):
        raise ValueError(f"the bison spots are numbered 1 to {len(spots)}, not {number!r}")
    return spots[number - 1]
