"""The SVG picture of a Manitou table as one seat sees it: what ``state.svg(seat)`` draws.

The picture is drawn from a :class:`~tablerules.manitou.view.ManitouView`
alone, so nothing a seat may not see gets in. From the top:

- a heading: the season, the dealer, whose view it is and what happens next
  (or the final result);
- the three bison spots side by side, as on the table (MAN-1): each spot's
  bison cards (large or small herd; an empty dashed card where one is still
  to be laid), who holds the spot with which warriors, and one row per seat
  of the cards it played there with its hunters' sum. Face-down warriors
  are grey, crossed and in parentheses: everyone saw them, so they are
  public (MAN-14). Right after a season is scored (and once the game is
  over) the spots show the table as it was scored, with who took each bison
  card, the prisoners and the skin thief;
- one block per seat: its score, its tribe, its hand and its pile. Another
  seat's hand and pile are card backs with their count; a seat's own hand,
  pile (a multiset: its order is hidden from its owner too, MAN-5) and
  reserve are shown face up;
- the bison cards left in the two decks.

Every seat has its Okabe–Ito colour, but also its number written on each
row, so colour is never the only clue. ``last`` is outlined in
:data:`~tablerules.core.svg.HIGHLIGHT` (class :data:`~tablerules.core.svg.LAST`): the bison card
laid, the card played and the warriors it turned face down, the card chosen
or drawn for its own seat, and only the pile or hand of another seat, whose
card stays hidden. ``legal`` is marked with dashed outlines (class
:data:`~tablerules.core.svg.TARGET`), each titled with the action's notation: a card to play in a
"play:" row at each spot, a card to choose in the reserve.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Final

from tablerules.core.game import Action
from tablerules.core.outcome import Outcome
from tablerules.core.svg import (
    HIGHLIGHT,
    INK,
    LAST,
    PALETTE,
    PAPER,
    TARGET,
    Picture,
    element,
    label,
    seat_colour,
    titled,
)
from tablerules.core.svg import number as short_number
from tablerules.manitou.actions import Choose, Play
from tablerules.manitou.components import (
    CARDS,
    LARGE,
    LAYOUTS,
    SEASONS,
    SKIN_THIEF_POINTS,
    TRIBE,
    WARRIORS,
    card_name,
)
from tablerules.manitou.last_action import last_index, last_text, lit
from tablerules.manitou.phase import Phase
from tablerules.manitou.picture import doing_now, next_step
from tablerules.manitou.scoring import Hunt, SeasonResult
from tablerules.manitou.spot import Spot
from tablerules.manitou.view import ManitouView

__all__ = ["draw"]

#: The picture is this wide: shown 400 pixels wide, text of 12 units reads at about 10 pixels.
WIDTH: Final = 490
_MARGIN: Final = 10
_GAP: Final = 10
#: A spot's column: three of them, side by side, fill the width.
_COLUMN: Final = (WIDTH - 2 * _MARGIN - 2 * _GAP) // 3
#: A card at a spot or in a hand, and the step from one to the next.
_CARD_W: Final = 24
_CARD_H: Final = 32
_STEP: Final = 27
#: Cards in one line of a spot's seat row: a seat plays at most 7 cards a season.
_PER_LINE: Final = 5
#: How far apart the cards of one kind in the reserve fan out.
_FAN: Final = 7
#: A bison card.
_BISON_W: Final = 44
_BISON_H: Final = 56
_BISON_FILL: Final = "#F2E6CE"
#: A face-down warrior: grey, and crossed, so it does not rest on the grey alone.
_DOWN_FILL: Final = "#C8C8C8"
#: The light ground of a spot and of the seat blocks.
_GROUND: Final = "#F7F7F7"
_FONT: Final = "DejaVu Sans, Verdana, Arial, sans-serif"
_WARRIORS: Final = frozenset(WARRIORS)
#: The full tribe, for "tribe 16 of 21".
_TRIBE_SIZE: Final = len(TRIBE)


def draw(
    view: ManitouView, seat: int | None, *, last: Action | None = None, legal: Sequence[Action] = ()
) -> str:
    """``view`` (of ``seat``; ``None`` a spectator) as SVG text, as ``State.svg`` describes it.

    ``last`` is outlined where the view shows what it changed; ``legal`` (the
    seat's legal actions, or none) is marked where each would go. Raises
    ``ValueError`` if the view is not ``seat``'s.
    """
    if view.seat != seat:
        raise ValueError(f"a view of seat {view.seat!r} is not what seat {seat!r} sees")
    return _Drawing(view, last, legal).picture()


class _Drawing:
    """One picture being drawn: the view, what to outline and mark, and the parts so far."""

    def __init__(self, view: ManitouView, last: Action | None, legal: Sequence[Action]) -> None:
        self.view = view
        self.last = last
        self.lit = lit(view, last)
        self.last_text = last_text(view, last)
        self.plays: dict[int, list[Play]] = {}
        self.choices: list[Choose] = []
        for action in legal:
            if isinstance(action, Play):
                self.plays.setdefault(action.spot, []).append(action)
            elif isinstance(action, Choose):
                self.choices.append(action)
        # The season as scored stands on the table while nothing new is laid: after the
        # last play of a season (MAN-12), and for good once the game is over.
        self.scored: SeasonResult | None = None
        if view.results and (
            view.phase is Phase.OVER or (view.phase is Phase.LAYING and not any(s.bison for s in view.spots))
        ):
            self.scored = view.results[-1]
        self.parts: list[str] = []

    # -- the whole picture ----------------------------------------------------------

    def picture(self) -> str:
        """The SVG text: heading, spots, the season as scored, seat blocks and decks, top down."""
        view = self.view
        y = self._heading()
        y = self._spots(y + 8)
        y = self._scoring(y)
        for seat in range(view.players):
            y = self._seat_block(seat, y + 6)
        y = self._decks(y + 6)
        picture = Picture(WIDTH, y + _MARGIN, _title(view), description=self.last_text)
        picture.add(element("rect", x=0, y=0, width=WIDTH, height=y + _MARGIN, fill=PAPER))
        picture.add(f'<g font-family="{_FONT}" fill="{INK}">')
        picture.extend(self.parts)
        picture.add("</g>")
        return picture.to_svg()

    def _heading(self) -> int:
        """The season, the dealer, whose view and what happens next; the y below."""
        view = self.view
        season = view.season
        self.parts.append(
            label(
                _MARGIN,
                22,
                f"Manitou · season {season.number} of {SEASONS} · seat {season.dealer} deals",
                size=15,
                anchor="start",
                font_weight="bold",
            )
        )
        whose = "spectator's view" if view.seat is None else f"seat {view.seat}'s view"
        return self._lines(24, f"{whose} · {next_step(view)}", size=12) + 4

    # -- the spots ----------------------------------------------------------------

    def _spots(self, top: int) -> int:
        """The three spots side by side, as tall as the tallest; the y below."""
        view = self.view
        scored = self.scored
        spots = tuple(hunt.spot for hunt in scored.hunts) if scored is not None else view.spots
        columns = [
            self._spot(number, spot, None if scored is None else scored.hunts[number - 1], top)
            for number, spot in enumerate(spots, start=1)
        ]
        bottom = max(height for height, _ in columns)
        for number, (_, parts) in enumerate(columns, start=1):
            x = _column_x(number)
            ground = element(
                "rect", x=x, y=top, width=_COLUMN, height=bottom - top, rx=6, fill=_GROUND, stroke="#9A9A9A"
            )
            self.parts.append(ground)
            self.parts.extend(parts)
        return bottom

    def _spot(self, number: int, spot: Spot, hunt: Hunt | None, top: int) -> tuple[int, list[str]]:
        """Spot ``number``'s column (its parts and the y where it ends)."""
        view = self.view
        x = _column_x(number)
        parts = [label(x + 8, top + 17, f"spot {number}", size=13, anchor="start", font_weight="bold")]
        if hunt is not None:
            parts.append(label(x + _COLUMN - 8, top + 17, "as scored", size=11, anchor="end"))
        decks = LAYOUTS[view.players][number - 1]
        y = top + 24
        awards = list(hunt.awards) if hunt is not None else []
        for index, deck in enumerate(decks):
            bx = x + 8 + index * (_BISON_W + 30)
            value = spot.bison[index] if index < len(spot.bison) else None
            parts.append(self._bison(bx, y, number, index, deck, value))
            if hunt is not None and value is not None:
                taker = next((owner for owner, won in awards if won == value), None)
                if taker is not None:
                    awards.remove((taker, value))
                text = "nobody" if taker is None else f"→ seat {taker}"
                parts.append(
                    titled(
                        label(bx + _BISON_W / 2, y + _BISON_H + 14, text, size=11),
                        f"bison {value} at spot {number}: "
                        + ("nobody takes it" if taker is None else f"seat {taker} takes it"),
                    )
                )
        y += _BISON_H + (22 if hunt is not None else 6)
        parts.append(
            titled(
                label(x + 8, y + 12, _holder_text(spot), size=11, anchor="start"),
                _holder_words(spot, hunt),
            )
        )
        y += 18
        for owner in range(view.players):
            y = self._seat_row(parts, x, y, number, spot, owner)
        y = self._targets_row(parts, x, y, number)
        return y + 6, parts

    def _bison(self, x: float, y: float, number: int, index: int, deck: str, value: int | None) -> str:
        """Bison card ``index`` of spot ``number``, from the ``deck`` herds, ``None`` while unlaid."""
        herd = "large" if deck == LARGE else "small"
        if value is None:
            card = element(
                "rect",
                x=x,
                y=y,
                width=_BISON_W,
                height=_BISON_H,
                rx=4,
                fill="none",
                stroke="#9A9A9A",
                stroke_dasharray="4 3",
            ) + label(x + _BISON_W / 2, y + 40, herd, size=11, fill="#5A5A5A")
            return titled(card, f"spot {number}: a {herd} herd, not laid yet")
        card = element("g", _bison_markup(value, herd), transform=f"translate({x} {y})")
        if ("bison", number, index) in self.lit:
            card += self._outline(x, y, _BISON_W, _BISON_H)
        return titled(card, f"spot {number}: bison card {value} ({herd} herd)")

    def _seat_row(self, parts: list[str], x: int, y: int, number: int, spot: Spot, owner: int) -> int:
        """``owner``'s cards at spot ``number``: a line of words, then the cards; the y below."""
        played = [(index, card) for index, (who, card) in enumerate(spot.cards) if who == owner]
        hunters = spot.strength(owner)
        words = f"seat {owner}: hunters {hunters}" if played else f"seat {owner}: no cards"
        parts.append(element("rect", x=x + 8, y=y + 3, width=4, height=10, fill=seat_colour(owner)))
        parts.append(label(x + 16, y + 12, words, size=11, anchor="start"))
        y += 16
        if not played:
            return y
        for place, (index, card) in enumerate(played):
            cx = x + 8 + (place % _PER_LINE) * _STEP
            cy = y + (place // _PER_LINE) * (_CARD_H + 4)
            face_up = spot.is_face_up(index)
            lit = ("card", number, index) in self.lit
            parts.append(
                titled(
                    _card(cx, cy, card, owner, face_up=face_up, guard=index in spot.guard)
                    + (self._outline(cx, cy, _CARD_W, _CARD_H) if lit else ""),
                    _card_words(card, owner, face_up=face_up, guard=index in spot.guard)
                    + f", at spot {number}",
                )
            )
        lines = (len(played) + _PER_LINE - 1) // _PER_LINE
        return y + lines * (_CARD_H + 4) + 2

    def _targets_row(self, parts: list[str], x: int, y: int, number: int) -> int:
        """The cards the seat may play at spot ``number``, dashed; the y below."""
        plays = self.plays.get(number)
        if not plays:
            return y
        parts.append(label(x + 8, y + 22, "play:", size=11, anchor="start"))
        for place, action in enumerate(plays):
            cx = x + 44 + place * (_STEP + 4)
            parts.append(_target(cx, y + 3, action.card, str(action)))
        return y + _CARD_H + 8

    def _scoring(self, y: int) -> int:
        """Under the spots, as scored: the skin thief, and the prisoners each spot gave."""
        scored = self.scored
        if scored is None:
            return y
        thieves = ", ".join(f"seat {seat}" for seat in scored.skin_thieves) or "nobody"
        strengths = ", ".join(f"seat {seat} {total}" for seat, total in enumerate(scored.strengths))
        lines = [f"Season {scored.season} scored · skin thief ({SKIN_THIEF_POINTS}): {thieves}"]
        lines.append(f"hunters in all: {strengths}")
        for hunt in scored.hunts:
            if hunt.captor is not None and hunt.prisoners:
                count = len(hunt.prisoners)
                taken = " ".join(card for _, card in hunt.prisoners)
                lines.append(
                    f"spot {hunt.number}: seat {hunt.captor} takes {count} "
                    f"prisoner{'' if count == 1 else 's'} ({taken})"
                )
        for line in lines:
            y = self._lines(y, line, size=12)
        return y + 4

    def _lines(self, y: float, text: str, *, size: int) -> int:
        """``text`` below ``y``, broken into lines that fit the width; the y below the last."""
        for line in _wrapped(text, size, WIDTH - 2 * _MARGIN):
            y += size + 5
            self.parts.append(label(_MARGIN, y, line, size=size, anchor="start"))
        return int(y)

    # -- the seats ----------------------------------------------------------------

    def _seat_block(self, owner: int, top: int) -> int:
        """``owner``'s block: its line of facts, its hand and pile, its own reserve; the y below."""
        view = self.view
        own = owner == view.seat
        parts: list[str] = []
        pool = len(view.pools[owner])
        lost = _TRIBE_SIZE - pool
        facts = [f"seat {owner}" + (" (you)" if own else "")]
        if owner == view.season.dealer:
            facts.append("deals")
        facts.append(f"score {view.scores()[owner]}")
        if view.phase is Phase.OVER and owner in Outcome.rank(view.scores()).winners:
            facts.append("wins")
        facts.append(f"tribe {pool} of {_TRIBE_SIZE}" if lost else f"tribe {pool}")
        moving = view.to_move == owner
        x = _MARGIN + 8
        y = top
        parts.append(element("rect", x=x, y=y + 5, width=12, height=12, fill=seat_colour(owner), stroke=INK))
        if moving:
            parts.append(
                titled(
                    element(
                        "polygon", points=f"{x + 16},{y + 5} {x + 24},{y + 11} {x + 16},{y + 17}", fill=INK
                    ),
                    f"seat {owner} {doing_now(view)}",
                )
            )
        parts.append(
            label(
                x + 30,
                y + 16,
                " · ".join(facts),
                size=12,
                anchor="start",
                font_weight="bold" if moving or own else None,
            )
        )
        y += 24
        if view.phase is not Phase.OVER:
            y = self._hand_and_pile(parts, owner, x, y, own=own)
            if own:
                y = self._reserve(parts, owner, x, y)
        block = element(
            "rect",
            x=_MARGIN,
            y=top,
            width=WIDTH - 2 * _MARGIN,
            height=y - top + 2,
            rx=6,
            fill=_GROUND,
            stroke=seat_colour(owner),
            stroke_width=2,
        )
        self.parts.append(titled(block + "".join(parts), _seat_words(view, owner)))
        return y + 2

    def _hand_and_pile(self, parts: list[str], owner: int, x: int, y: int, *, own: bool) -> int:
        """``owner``'s hand and pile: face up for its own seat, backs with counts for any other."""
        view = self.view
        held, kept = view.hand_sizes[owner], view.pile_sizes[owner]
        parts.append(label(x, y + 20, "hand", size=11, anchor="start"))
        hand_x = x + 40
        if own:
            parts.extend(self._own_cards(view.hand, "hand-card", hand_x, y + 2, owner, "in your hand: {}"))
        else:
            backs = "".join(_back(hand_x + place * _STEP, y + 2, owner) for place in range(held))
            parts.append(titled(backs, f"seat {owner}'s hand: {_count(held)}, hidden"))
        if not held:
            parts.append(label(hand_x, y + 20, "empty", size=11, anchor="start", fill="#5A5A5A"))
        if ("hand", owner) in self.lit:
            parts.append(self._outline(hand_x - 3, y, max(held, 1) * _STEP + 1, _CARD_H + 4))
        pile_x = hand_x + 3 * _STEP + 20
        word = "chosen" if view.phase is Phase.CHOOSING else "pile"
        parts.append(label(pile_x, y + 20, word, size=11, anchor="start"))
        cards_x = pile_x + 44
        if own:
            words = "in your pile: {} (the pile's order is hidden, MAN-5)"
            parts.extend(self._own_cards(view.pile, "pile-card", cards_x, y + 2, owner, words))
            width = max(kept, 1) * _STEP + 1
        elif kept:
            pile = _back(cards_x + 4, y + 2, owner) + _back(cards_x, y + 6, owner)
            pile += label(cards_x + _CARD_W + 10, y + 24, f"× {kept}", size=12, anchor="start")
            parts.append(titled(pile, f"seat {owner}'s pile: {_count(kept)}, face down"))
            width = _CARD_W + 44
        else:
            width = _CARD_W
        if not kept:
            parts.append(label(cards_x, y + 20, "empty", size=11, anchor="start", fill="#5A5A5A"))
        if ("pile", owner) in self.lit:
            parts.append(self._outline(cards_x - 3, y, width, _CARD_H + 8))
        return y + _CARD_H + 10

    def _own_cards(
        self, cards: tuple[str, ...], kind: str, x: int, y: int, owner: int, words: str
    ) -> list[str]:
        """The seat's own ``cards`` face up in a line from ``(x, y)``, each titled ``words`` with
        its name, the one ``lit`` names by ``kind`` outlined."""
        lit = last_index(cards, self.lit, kind)
        shown = []
        for place, card in enumerate(cards):
            cx = x + place * _STEP
            outline = self._outline(cx, y, _CARD_W, _CARD_H) if place == lit else ""
            shown.append(titled(_card(cx, y, card, owner) + outline, words.format(card_name(card))))
        return shown

    def _reserve(self, parts: list[str], seat: int, x: int, y: int) -> int:
        """``seat``'s own reserve, alike cards fanned out together, each kind it may
        choose marked once (one mark a legal ``choose``); the y below."""
        reserve = self.view.reserve
        if not reserve:
            return y
        chosen = {action.card: action for action in self.choices}
        kinds: dict[str, int] = {}
        for card in reserve:
            kinds[card] = kinds.get(card, 0) + 1
        parts.append(label(x, y + 20, "reserve", size=11, anchor="start"))
        start = x + 50
        right = WIDTH - _MARGIN - 6
        cx, cy = start, y + 4
        for card, count in kinds.items():
            width = _CARD_W + _FAN * (count - 1)
            if cx + width > right:
                cx, cy = start, cy + _CARD_H + 8
            fan = "".join(_card(cx + _FAN * copy, cy, card, seat) for copy in range(count))
            parts.append(
                titled(fan, f"in your reserve: {card_name(card)}" + (f" (×{count})" if count > 1 else ""))
            )
            action = chosen.get(card)
            if action is not None:
                parts.append(_target(cx, cy, None, str(action), width=width))
            cx += width + 9
        return cy + _CARD_H + 8

    def _decks(self, y: int) -> int:
        """The bison cards left in the two decks: public (MAN-14)."""
        large, small = self.view.season.decks
        text = (
            f"bison cards left · large: {' '.join(map(str, large)) or 'none'}"
            f" · small: {' '.join(map(str, small)) or 'none'}"
        )
        return self._lines(y - 2, text, size=12)

    def _outline(self, x: float, y: float, width: float, height: float) -> str:
        """The outline of what the last action changed."""
        return titled(_frame(x, y, width, height, LAST), f"last action: {self.last_text}")


# -- pieces -------------------------------------------------------------------------


def _card(x: float, y: float, card: str, owner: int, *, face_up: bool = True, guard: bool = False) -> str:
    """One card of ``owner``'s, its seat's colour in a band at the top; face-down warriors
    grey, crossed and in parentheses; face-up warriors that hold a spot with a thick edge."""
    key = (card, owner, face_up, guard)
    markup = _CARD_MARKUP.get(key) or _card_markup(*key)
    return element("g", markup, transform=f"translate({short_number(x)} {short_number(y)})")


def _card_markup(card: str, owner: int, face_up: bool, guard: bool) -> str:
    """:func:`_card` at ``(0, 0)``."""
    parts = [
        element(
            "rect",
            x=0,
            y=0,
            width=_CARD_W,
            height=_CARD_H,
            rx=3,
            fill=PAPER if face_up else _DOWN_FILL,
            stroke=INK,
            stroke_width=2.5 if guard else 1,
        ),
        element("rect", x=1.5, y=1.5, width=_CARD_W - 3, height=5, fill=seat_colour(owner)),
    ]
    if face_up:
        size = 12 if len(card) > 1 else 14
        parts.append(label(_CARD_W / 2, 26, card, size=size, font_weight="bold"))
    else:
        parts.append(element("line", x1=2, y1=_CARD_H - 2, x2=_CARD_W - 2, y2=8, stroke="#7A7A7A"))
        parts.append(label(_CARD_W / 2, 25, f"({card})", size=11))
    return "".join(parts)


# Every card of every seat, drawn once: a picture holds dozens of cards, and writing each
# element anew was most of its time. Filled completely here, before any game, so the
# table says nothing about any hand.
_CARD_MARKUP: Final = {
    (card, owner, face_up, guard): _card_markup(card, owner, face_up, guard)
    for card in CARDS
    for owner in range(len(PALETTE))
    for face_up in (True, False)
    for guard in (True, False)
}


def _arrow(x: float, y: float) -> str:
    """The points of a small triangle pointing right, its top left corner at ``(x, y)``."""
    return f"{x},{y} {x + 8},{y + 6} {x},{y + 12}"


def _back(x: float, y: float, owner: int) -> str:
    """The back of one of ``owner``'s cards: its seat's colour, a white frame inside."""
    markup = _BACK_MARKUP.get(owner) or _back_markup(owner)
    return element("g", markup, transform=f"translate({short_number(x)} {short_number(y)})")


def _back_markup(owner: int) -> str:
    """:func:`_back` at ``(0, 0)``."""
    return element(
        "rect", x=0, y=0, width=_CARD_W, height=_CARD_H, rx=3, fill=seat_colour(owner), stroke=INK
    ) + element("rect", x=4, y=4, width=_CARD_W - 8, height=_CARD_H - 8, rx=2, fill="none", stroke=PAPER)


_BACK_MARKUP: Final = {owner: _back_markup(owner) for owner in range(len(PALETTE))}


# Bison values are public, and a game lays only a few; bounded, for decks made up in the options.
@functools.lru_cache(maxsize=1024)
def _bison_markup(value: int, herd: str) -> str:
    """A bison card of ``value`` from the ``herd`` deck, at ``(0, 0)``."""
    return (
        element("rect", x=0, y=0, width=_BISON_W, height=_BISON_H, rx=4, fill=_BISON_FILL, stroke=INK)
        + label(_BISON_W / 2, 27, value, size=18, font_weight="bold")
        + label(_BISON_W / 2, 46, herd, size=11)
    )


def _frame(x: float, y: float, width: float, height: float, kind: str) -> str:
    """A frame just outside the box at ``(x, y)``, of class ``kind``: thick for
    :data:`~tablerules.core.svg.LAST`, dashed for :data:`~tablerules.core.svg.TARGET`."""
    last = kind == LAST
    return element(
        "rect",
        x=x - 2,
        y=y - 2,
        width=width + 4,
        height=height + 4,
        rx=4,
        fill="none",
        stroke=HIGHLIGHT,
        stroke_width=3 if last else 2,
        stroke_dasharray=None if last else "4 2",
        class_=kind,
    )


def _target(x: float, y: float, card: str | None, notation: str, *, width: float = _CARD_W) -> str:
    """A dashed mark ``width`` wide where a legal action would go, titled with its notation."""
    mark = _frame(x, y, width, _CARD_H, TARGET)
    if card is not None:
        mark += label(x + _CARD_W / 2, y + 23, card, size=12 if len(card) > 1 else 14, font_weight="bold")
    return titled(mark, notation, legal=(notation,))


# -- words ----------------------------------------------------------------------------


def _title(view: ManitouView) -> str:
    """What the picture shows, for a screen reader."""
    whose = "a spectator's view" if view.seat is None else f"seat {view.seat}'s view"
    scores = ", ".join(f"seat {seat} {score}" for seat, score in enumerate(view.scores()))
    return (
        f"Manitou, {view.players} players, {whose}: season {view.season.number} of {SEASONS}, "
        f"{next_step(view)}; scores {scores}"
    )


def _wrapped(text: str, size: int, width: float) -> list[str]:
    """``text`` in lines no wider than ``width`` at font ``size``, broken between words.

    The width of a character is taken as 0.62 of the size, a little more than
    the widest digits and capitals of common sans-serif fonts average.
    """
    most = max(1, int(width / (0.62 * size)))
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > most:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return lines


def _count(cards: int) -> str:
    """``"1 card"``, ``"3 cards"``."""
    return f"{cards} card{'' if cards == 1 else 's'}"


def _card_words(card: str, owner: int, *, face_up: bool, guard: bool) -> str:
    """A card at a spot, in words."""
    words = f"seat {owner}'s {card_name(card)}"
    if card not in _WARRIORS:
        return words
    if not face_up:
        return f"{words}, face down (beaten)"
    return f"{words}, face up, holding the spot" if guard else f"{words}, face up"


def _holder_text(spot: Spot) -> str:
    """Who holds the spot, short: ``"held by seat 0: C + M"``."""
    if not spot.guard:
        return "no warrior holds it"
    warriors = " + ".join(spot.cards[index][1] for index in spot.guard)
    return f"held by seat {spot.holder}: {warriors}"


def _holder_words(spot: Spot, hunt: Hunt | None) -> str:
    """Who holds the spot, in words (and the prisoners it gave, once scored)."""
    words = spot.warriors_text()
    if hunt is not None and hunt.captor is not None:
        count = len(hunt.prisoners)
        words += f"; seat {hunt.captor} takes {count} prisoner{'' if count == 1 else 's'}"
    return words


def _seat_words(view: ManitouView, owner: int) -> str:
    """A seat's block, in words: its score broken down, its tribe, what it holds."""
    bison = prisoners = thieves = 0
    for result in view.results:
        thieves += result.skin_thieves.count(owner)
        for hunt in result.hunts:
            bison += sum(value for seat, value in hunt.awards if seat == owner)
            if hunt.captor == owner:
                prisoners += len(hunt.prisoners)
    words = [
        f"seat {owner}" + (" (you)" if owner == view.seat else ""),
        f"score {view.scores()[owner]}: bison {bison}, {prisoners} prisoner{'' if prisoners == 1 else 's'}, "
        f"{thieves} skin thie{'f' if thieves == 1 else 'ves'}",
        f"tribe of {len(view.pools[owner])} cards",
    ]
    if view.phase is not Phase.OVER:
        words.append(
            f"{_count(view.hand_sizes[owner])} in hand, {_count(view.pile_sizes[owner])} in the pile"
        )
    return "; ".join(words)


def _column_x(number: int) -> int:
    """The left edge of spot ``number``'s column."""
    return _MARGIN + (number - 1) * (_COLUMN + _GAP)
