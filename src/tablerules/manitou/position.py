"""Positions built by hand, for rule tests and examples, and read back from the text picture.

:func:`build` states a position in a few lines: here the worked season of
the rules page after thirteen turns, seat 0 to play its last card::

    state = build(
        players=2,
        spots=[
            "bison 12 + 5; 1:10 0:6 0:C 1:9 0:(C) 1:(Q) 1:(M)",
            "bison 3; 0:10 1:8 0:5",
            "bison 7; 1:C 0:(S) 1:7",
        ],
        hands={0: "5 R", 1: "1"},
    )

A spot is written as :func:`~tablerules.manitou.picture.spot_text` writes
it: the bison cards in the order they were laid, then each card played
there as ``seat:card`` in play order, face-down warriors in parentheses.
Whatever is not given is as at the start of a game: season 1, dealt by seat
0, tribes of 21 cards, the whole bison decks less the cards laid, no cards
chosen, drawn or played. What happens next and whose turn it is follow from
the cards, as they do in play. A later season states the tables of the
seasons before it (``earlier``), which give the scores so far, the
prisoners each tribe lost and the bison cards left. :func:`from_text` reads
back the picture that ``str(state)`` prints.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Final

from tablerules.core.positions import deep_values_refused, per_seat, picture_lines, whole
from tablerules.core.words import shown
from tablerules.manitou.components import (
    HAND_SIZE,
    LARGE,
    LAYOUTS,
    PLAYS_PER_SEASON,
    SEASONS,
    SMALL,
    SPOTS,
    TRIBE,
)
from tablerules.manitou.options import Options, check_options
from tablerules.manitou.phase import Phase
from tablerules.manitou.scoring import Hunt, SeasonResult, score_season
from tablerules.manitou.season import Season, quota
from tablerules.manitou.state import ManitouState
from tablerules.manitou.stated import (
    bison_slots,
    check_tribe,
    check_turns,
    played_out,
    read_cards,
    read_seat,
    read_spot,
    read_values,
    take_bison,
)

__all__ = ["build", "from_text"]


# -- the builder ---------------------------------------------------------------------------------------


@deep_values_refused
def build(
    players: int = 2,
    *,
    options: Options | None = None,
    season: int | None = None,
    dealer: int | None = None,
    earlier: Sequence[object] = (),
    tribes: object = None,
    decks: object = None,
    spots: Sequence[object] | None = None,
    hands: object = None,
    piles: object = None,
    phase: Phase | None = None,
    turn: int | None = None,
) -> ManitouState:
    """A position stated by hand; raises ``ValueError`` naming what does not add up.

    ``spots`` holds the spots of the season under way (the ones not given
    are empty), each a text as :func:`~tablerules.manitou.picture.spot_text`
    writes it: ``"bison 12 + 5; 1:10 0:6 0:C 1:(Q)"`` is the bison cards in
    the order laid, then each card played there as ``seat:card`` in play
    order, face-down warriors in parentheses. A spot may also be a
    :class:`~tablerules.manitou.spot.Spot`, or a pair ``(bison values,
    [(seat, card), ...])`` with ``"(Q)"`` for a face-down warrior. The
    fights are played out in that order, and each warrior must lie as
    stated. ``hands`` and ``piles`` give each seat's cards in hand and in
    its pile (a pile has no order, MAN-5), as a mapping by seat or one value
    a seat, each a text (``"5 5 C"``) or a sequence of cards; none by default.

    ``earlier`` holds the table of each season scored before this one: its
    three spots, stated as in ``spots``, or the
    :class:`~tablerules.manitou.scoring.SeasonResult` of another position.
    They are scored as in play, which gives the scores so far, the prisoners
    each tribe lost and the bison cards left; the season follows from them,
    and after three the game is over. Without ``earlier``, ``season`` (1 by
    default) starts with no score, ``tribes`` gives each tribe's cards this
    season (all 21 by default) and ``decks`` the values left in the
    ``(large, small)`` bison decks (by default the options' decks less the
    cards laid this season). Given with ``earlier``, ``season``, ``tribes``
    and ``decks`` must be what those seasons left.

    ``dealer`` is the seat that deals this season: seat 0 deals the first,
    and the deal passes on each season (MAN-3). What happens next and whose
    turn it is follow from the cards, as in play; ``phase`` and ``turn``
    (the seat that chooses, draws or plays now), when given, must agree.
    """
    if type(players) is not int or players not in LAYOUTS:
        raise ValueError(f"Manitou is played by 2, 3 or 4 players, not {players!r}")
    options = Options() if options is None else options
    check_options(options, players)
    if not isinstance(earlier, Sequence) or isinstance(earlier, str) or len(earlier) > SEASONS:
        raise ValueError(
            f"earlier holds the tables of up to {SEASONS} seasons scored before, not {earlier!r}"
        )
    over = len(earlier) == SEASONS
    number = _season(season, len(earlier))
    expected_dealer = (number - 1) % players
    if dealer is not None and read_seat("dealer", dealer, players) != expected_dealer:
        raise ValueError(
            "seat 0 deals the first season and the deal passes to the next seat each season (MAN-3): "
            f"seat {expected_dealer} deals season {number}, not seat {dealer}"
        )
    results, pools, left = _earlier_seasons(earlier, players, options)
    _tribes(tribes, pools, players, number, known=bool(earlier), over=over)

    # The season under way.
    if spots is None:
        spots = ()
    if not isinstance(spots, Sequence) or isinstance(spots, str) or len(spots) > SPOTS:
        raise ValueError(f"spots holds the {SPOTS} spots, or the first of them, not {spots!r}")
    stated = [read_spot(f"spot {n}: ", spot, players) for n, spot in enumerate(spots, start=1)]
    stated += [((), ())] * (SPOTS - len(stated))
    bison = [values for values, _ in stated]
    tables = [cards for _, cards in stated]
    hand_of = _seat_cards("hand", hands, players)
    pile_of = _seat_cards("pile", piles, players)
    if over and (any(bison) or any(tables) or any(hand_of) or any(pile_of)):
        raise ValueError(
            "the game is over after the third season: no bison cards or other cards lie at the spots, "
            "in hands or in piles"
        )
    take_bison("", left, bison, players, whole=False)
    laid = sum(map(len, bison))
    _decks(decks, left, players, number, laid, known=bool(earlier) or number == 1, over=over)

    slots = len(bison_slots(players))
    plays = sum(map(len, tables))
    if plays and laid < slots:
        raise ValueError(f"cards are played once all {slots} bison cards are laid, not after {laid}")
    if plays >= PLAYS_PER_SEASON * players:
        raise ValueError(
            f"once every seat has played {PLAYS_PER_SEASON} cards the season is scored: "
            "state its table in earlier= and build the next season"
        )
    dealer = expected_dealer
    check_turns("", tables, (dealer + 1) % players, players)
    table = played_out("", bison, tables, options)
    played_by = [
        [card for cards in tables for owner, card, _ in cards if owner == seat] for seat in range(players)
    ]
    quotas = [quota(options, dealer, seat, pools[seat]) for seat in range(players)]
    for seat in range(players):
        held = [*hand_of[seat], *pile_of[seat], *played_by[seat]]
        check_tribe(
            f"seat {seat}",
            held,
            pools[seat],
            "holds {count} of card {card} in hand, in its pile and at the spots",
        )
        if len(held) > quotas[seat]:
            raise ValueError(
                f"seat {seat} chooses {quotas[seat]} cards this season (MAN-4), but holds {len(held)} "
                "in hand, in its pile and at the spots"
            )

    found_phase, found_turn = (
        (Phase.OVER, dealer)
        if over
        else _next(
            laid < slots,
            dealer,
            players,
            pools,
            quotas,
            [len(hand) for hand in hand_of],
            [len(pile) for pile in pile_of],
            [len(cards) for cards in played_by],
        )
    )
    if phase is not None and not isinstance(phase, Phase):
        raise ValueError(f"phase is a Phase, like Phase.PLAYING, not {phase!r}")
    if phase is not None and phase is not found_phase:
        raise ValueError(f"the cards say the game is at {found_phase!r} now, not {phase!r}")
    if turn is not None and read_seat("turn", turn, players) != found_turn:
        raise ValueError(f"the cards say it is seat {found_turn}'s turn now, not seat {turn}'s")
    return ManitouState(
        season=Season(
            options=options,
            players=players,
            number=number,
            dealer=dealer,
            decks=(tuple(left[0]), tuple(left[1])),
            pools=tuple(pools),
            results=results,
        ),
        phase=found_phase,
        turn=found_turn,
        plays=plays,
        spots=table,
        piles=tuple(pile_of),
        hands=tuple(hand_of),
    )


def _season(season: object, earlier: int) -> int:
    """The season under way: ``season``, or the one after the ``earlier`` seasons stated."""
    derived = min(earlier + 1, SEASONS)
    if season is None:
        return derived
    number = whole("season", season, 1, SEASONS)
    if earlier and number != derived:
        raise ValueError(
            f"{earlier} earlier season{'s are' if earlier > 1 else ' is'} stated, "
            f"so this is season {derived}, not {number}"
        )
    return number


def _seat_cards(name: str, given: object, players: int) -> list[tuple[str, ...]]:
    """Each seat's cards of a per-seat keyword (``hands``, ``piles``), sorted; none where not given."""
    cards = {
        seat: read_cards(f"seat {seat}'s {name}: ", value)
        for seat, value in per_seat(f"{name}s", given, players).items()
    }
    return [cards.get(seat, ()) for seat in range(players)]


def _earlier_seasons(
    earlier: Sequence[object], players: int, options: Options
) -> tuple[tuple[SeasonResult, ...], list[tuple[str, ...]], list[list[int]]]:
    """The seasons before, scored as in play: their results, the tribes they left
    (less the prisoners taken, MAN-12) and the bison cards left in the decks."""
    pools = [TRIBE] * players
    left = [sorted(options.large_herds), sorted(options.small_herds)]
    results: list[SeasonResult] = []
    for index, given in enumerate(earlier):
        number = index + 1
        where = f"season {number}, "
        stated_result = given if isinstance(given, SeasonResult) else None
        if stated_result is not None:
            hunts = stated_result.hunts
            if not (isinstance(hunts, tuple) and all(isinstance(hunt, Hunt) for hunt in hunts)):
                raise ValueError(f"{where}a season's result holds its hunts, not {shown(hunts)}")
            given = tuple(hunt.spot for hunt in hunts)
        if not (isinstance(given, Sequence) and not isinstance(given, str) and len(given) == SPOTS):
            raise ValueError(f"{where}a season's table is its {SPOTS} spots, not {given!r}")
        stated = [read_spot(f"{where}spot {n}: ", spot, players) for n, spot in enumerate(given, start=1)]
        bison = [values for values, _ in stated]
        tables = [cards for _, cards in stated]
        take_bison(where, left, bison, players, whole=True)
        dealer = index % players
        check_turns(where, tables, (dealer + 1) % players, players)
        if sum(map(len, tables)) != PLAYS_PER_SEASON * players:
            raise ValueError(f"{where}every seat plays {PLAYS_PER_SEASON} cards a season")
        for seat in range(players):
            played = [card for cards in tables for owner, card, _ in cards if owner == seat]
            check_tribe(f"{where}seat {seat}", played, pools[seat], "plays {count} of card {card}")
        result = score_season(
            number,
            dealer,
            played_out(where, bison, tables, options),
            players,
            second_card_after_tie_for_first=options.second_card_after_tie_for_first,
            tie_for_second_voids_spot=options.tie_for_second_voids_spot,
        )
        if stated_result is not None and stated_result != result:
            raise ValueError(f"{where}the result given is not what its table scores with these options")
        results.append(result)
        for hunt in result.hunts:
            for owner, card in hunt.prisoners:
                pools[owner] = _less(pools[owner], card)
    return tuple(results), pools, left


def _less(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


def _tribes(
    given: object, pools: list[tuple[str, ...]], players: int, season: int, *, known: bool, over: bool
) -> None:
    """Set the tribes given into ``pools``: each of the tribe's cards and, with the
    earlier seasons ``known``, what those left it; enough for the seasons to come."""
    for seat, value in per_seat("tribes", given, players).items():
        tribe = read_cards(f"seat {seat}'s tribe: ", value)
        if known and tribe != pools[seat]:
            raise ValueError(
                f"seat {seat}'s tribe is what the earlier seasons left it, {' '.join(pools[seat])}, "
                f"not {' '.join(tribe) or 'no cards'}"
            )
        check_tribe(f"seat {seat}'s tribe", tribe, TRIBE, "holds {count} of card {card}", "a tribe")
        # A tribe loses at most the 7 cards it plays a season (MAN-12); fewer
        # would leave a seat without a card to play before the game is over.
        needed = PLAYS_PER_SEASON * (SEASONS - season + 1)
        if not over and len(tribe) < needed:
            raise ValueError(
                f"seat {seat}'s tribe holds {len(tribe)} cards, too few to play {PLAYS_PER_SEASON} "
                f"in each of the {SEASONS - season + 1} seasons left (at least {needed})"
            )
        pools[seat] = tribe


def _decks(
    given: object, left: list[list[int]], players: int, season: int, laid: int, *, known: bool, over: bool
) -> None:
    """Set the bison decks given into ``left``: with every card laid before ``known``,
    exactly the cards not laid yet; enough for the seasons to come."""
    kinds = (LARGE, SMALL)
    if given is not None:
        if not (isinstance(given, Sequence) and not isinstance(given, str) and len(given) == 2):
            raise ValueError(f"decks is (large values, small values), not {given!r}")
        for kind, stated, deck in zip(kinds, given, left, strict=True):
            values = list(read_values(f"the {kind} deck: ", stated))
            if (known and values != deck) or Counter(values) - Counter(deck):
                what = "not laid yet" if known else "of the options' decks not laid this season"
                raise ValueError(
                    f"the {kind} deck holds the {kind} herds {what}, {' '.join(map(str, deck)) or 'none'}, "
                    f"not {' '.join(map(str, values)) or 'none'}"
                )
            deck[:] = values
    if over:
        return
    # This season's cards not laid yet, and every card of the seasons after it.
    to_lay = Counter(kind for _, kind in bison_slots(players)[laid:])
    for _ in range(SEASONS - season):
        to_lay.update(kind for _, kind in bison_slots(players))
    for kind, deck in zip(kinds, left, strict=True):
        if len(deck) < to_lay[kind]:
            raise ValueError(
                f"the {kind} deck holds {len(deck)} cards, too few for the {to_lay[kind]} {kind} herds "
                "still to lay"
            )


def _next(
    laying: bool,
    dealer: int,
    players: int,
    pools: Sequence[Sequence[str]],
    quotas: Sequence[int],
    hands: Sequence[int],
    piles: Sequence[int],
    played: Sequence[int],
) -> tuple[Phase, int]:
    """What happens next, and whose turn it is, from how many cards each seat
    holds in hand, in its pile and at the spots; raises where they do not add up.

    From the dealer's left, seat by seat: while chance lays the bison cards
    nobody holds a card; each seat chooses (a seat with no more cards than it
    chooses takes them all); each draws three; then they play in turn, each
    drawing after its play while its pile holds cards (MAN-3 to MAN-5).
    """
    first = (dealer + 1) % players
    order = [(first + step) % players for step in range(players)]
    chosen = [hands[seat] + piles[seat] + played[seat] for seat in range(players)]
    if laying:
        for seat in order:
            if chosen[seat]:
                raise ValueError(
                    f"while the bison cards are laid nobody holds a card, "
                    f"but seat {seat} holds {chosen[seat]}"
                )
        return Phase.LAYING, dealer
    for position, seat in enumerate(order):
        if chosen[seat] == quotas[seat]:
            continue
        if any(hands) or any(played):
            raise ValueError(
                f"every seat chooses its cards before anyone draws or plays (MAN-4, MAN-5), but seat {seat} "
                f"holds {chosen[seat]} of the {quotas[seat]} it chooses in hand, in its pile and at the spots"
            )
        if len(pools[seat]) <= quotas[seat]:
            raise ValueError(
                f"seat {seat} takes all {len(pools[seat])} cards of its tribe without choosing (MAN-4): "
                f"its pile holds them once the seats before it have chosen, not {chosen[seat]}"
            )
        for later in order[position + 1 :]:
            if chosen[later]:
                raise ValueError(
                    f"seat {later} chooses after seat {seat} (MAN-3), but has chosen {chosen[later]} cards "
                    f"while seat {seat} has chosen {chosen[seat]} of its {quotas[seat]}"
                )
        return Phase.CHOOSING, seat
    plays = sum(played)
    if not plays:
        for position, seat in enumerate(order):
            if hands[seat] == HAND_SIZE:
                continue
            for later in order[position + 1 :]:
                if hands[later]:
                    raise ValueError(
                        f"seat {later} draws its hand after seat {seat} (MAN-5), but holds {hands[later]} "
                        f"cards while seat {seat} holds {hands[seat]}"
                    )
            return Phase.DEALING, seat
        return Phase.PLAYING, first
    last = (first + plays - 1) % players
    # After each play the player draws while its pile holds cards: only the
    # seat that played last may be one card short, while it draws.
    drawing = piles[last] > 0 and hands[last] == min(quotas[last] - played[last], HAND_SIZE) - 1
    for seat in order:
        expected = min(quotas[seat] - played[seat], HAND_SIZE)
        if hands[seat] != expected and not (seat == last and drawing):
            while_drawing = f" (or {expected - 1} while it draws)" if seat == last and piles[seat] else ""
            raise ValueError(
                f"seat {seat} chose {quotas[seat]} cards and has played {played[seat]}, so it holds "
                f"{expected} in hand{while_drawing}, not {hands[seat]}"
            )
    if drawing:
        return Phase.DRAWING, last
    return Phase.PLAYING, (first + plays) % players


# -- reading the picture back ------------------------------------------------------------------------

_HEADER: Final = re.compile(
    r"Manitou, season (?P<season>[1-3]) of 3, (?P<players>[2-4]) players, seat (?P<dealer>[0-3]) deals"
)
_SPOT_LINE: Final = re.compile(
    r"spot (?P<number>[1-3]): bison (?P<bison>not laid yet|[0-9]{1,3}(?: \+ [0-9]{1,3})*)"
)
_ORDER_LINE: Final = re.compile(r"in play order: (?P<played>.+)")
_DECKS_LINE: Final = re.compile(r"bison decks: large (?P<large>[-0-9 ]+); small (?P<small>[-0-9 ]+)")
_HAND_LINE: Final = re.compile(
    r"seat (?P<seat>[0-3]) hand: (?P<hand>[-0-9A-Z ]+); pile: (?P<pile>[-0-9A-Z ]+); "
    r"reserve: (?P<reserve>[-0-9A-Z ]+)"
)
_TABLE_LINE: Final = re.compile(r"season (?P<season>[1-3]), spot (?P<number>[1-3]): (?P<spot>.+)")
_NEXT_LINE: Final = re.compile(
    r"next: (?:chance lays a bison card|seat (?P<seat>[0-3]) (?P<what>chooses a card|draws a card for their "
    r"first hand|draws a card|plays a card)\b.*)"
)
_PHASES: Final = {
    "chooses a card": Phase.CHOOSING,
    "draws a card for their first hand": Phase.DEALING,
    "draws a card": Phase.DRAWING,
    "plays a card": Phase.PLAYING,
}


def from_text(text: str, *, options: Options | None = None) -> ManitouState:
    """The position that ``str(state)`` printed; raises ``ValueError`` for text it cannot read.

    The picture does not show the options: pass the ones the game was played
    with (the defaults if not given). What is read is drawn again and must
    give the same picture, so a line that does not fit the rest is named.
    A seat's view (``str(state.view(seat))``) hides the other seats' cards
    and cannot be read back.
    """
    lines, header = picture_lines(text, "Manitou", _HEADER, "Manitou, season 1 of 3, 2 players, seat 0 deals")
    players = int(header["players"])
    spots: list[tuple[str, list[str]]] = []
    tables: dict[int, list[str]] = {}
    decks: tuple[str, str] | None = None
    hands: dict[int, str] = {}
    piles: dict[int, str] = {}
    reserves: dict[int, str] = {}
    phase: Phase | None = None
    turn: int | None = None
    for line in lines[1:]:
        if line.startswith("  "):
            order = _ORDER_LINE.fullmatch(line.strip())
            if not spots:
                raise ValueError(f"cannot read {line!r}: no spot above it")
            if order is not None:
                spots[-1][1].append(order["played"])
            # The seat lines and who holds the spot follow from the order; the check below sees them.
            continue
        if line.startswith(("your hand:", "your reserve:")):
            raise ValueError("a seat's view hides the other seats' cards: only str(state) reads back")
        if match := _SPOT_LINE.fullmatch(line):
            bison = "" if match["bison"] == "not laid yet" else f"bison {match['bison']}"
            spots.append((bison, []))
        elif match := _DECKS_LINE.fullmatch(line):
            decks = (match["large"], match["small"])
        elif match := _HAND_LINE.fullmatch(line):
            seat = int(match["seat"])
            hands[seat], piles[seat], reserves[seat] = match["hand"], match["pile"], match["reserve"]
        elif match := _TABLE_LINE.fullmatch(line):
            tables.setdefault(int(match["season"]), []).append(match["spot"])
        elif match := _NEXT_LINE.fullmatch(line):
            if match["seat"] is None:
                phase = Phase.LAYING
            else:
                phase, turn = _PHASES[match["what"]], int(match["seat"])
        elif line.startswith("game over: "):
            phase = Phase.OVER
        elif not (
            re.fullmatch(r"seat [0-3]: tribe of .*", line) or re.fullmatch(r"season [1-3] scored: .*", line)
        ):
            raise ValueError(f"cannot read {line!r}")
    if sorted(hands) != list(range(players)):
        raise ValueError(
            f"the picture shows {len(hands)} of the {players} seats' hands, piles and reserves: "
            "only str(state) reads back"
        )
    if decks is None:
        raise ValueError("the picture shows no bison decks")
    if phase is None:
        raise ValueError("the picture does not say what happens next")
    current = [f"{bison}; {played[0]}" if played else bison for bison, played in spots]
    if sorted(tables) != list(range(1, len(tables) + 1)):
        raise ValueError(f"the earlier seasons' tables are of seasons {sorted(tables)}, not 1 onwards")
    earlier: list[object] = [tables[number] for number in sorted(tables)]
    if phase is Phase.OVER:
        # The table drawn at the top is the last season's, as it was scored.
        earlier.append(current)
        current = []
    tribes = {}
    for seat in range(players):
        played = [token for spot in current for token in spot.partition(";")[2].split()]
        own = [token.split(":", 1)[1].strip("()") for token in played if token.startswith(f"{seat}:")]
        cards = [part for part in (hands[seat], piles[seat], reserves[seat]) if part != "-"]
        tribes[seat] = " ".join([*cards, *own])
    state = build(
        players,
        options=options,
        season=int(header["season"]),
        dealer=int(header["dealer"]),
        earlier=earlier,
        tribes=tribes,
        decks=decks,
        spots=current,
        hands=hands,
        piles=piles,
        phase=phase,
        turn=turn,
    )
    drawn = [line.rstrip() for line in str(state).splitlines()]
    for number, (read, again) in enumerate(zip(lines, drawn, strict=False), start=1):
        if read != again:
            raise ValueError(
                f"the picture does not add up: line {number} reads {read!r}, but the position "
                f"the rest describes draws {again!r}"
            )
    if len(lines) != len(drawn):
        raise ValueError(
            f"the picture does not add up: it has {len(lines)} lines, "
            f"the position it describes draws {len(drawn)}"
        )
    return state
