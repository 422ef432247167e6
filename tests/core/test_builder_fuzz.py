"""Hostile keyword arguments for the position builders of the four titles.

A rule tester states a position with keyword arguments: ``bison.position.build``,
``manitou.position.build``, ``GreatPlainsState.position`` and ``from_picture``,
and ``BeastyBordersState.from_picture``. Their contract (see
:mod:`tablerules.core.positions`): any input is a position or a ``ValueError``
that says what is wrong, never another exception; and a position returned is
sound: it passes ``check_position``, ``str(state)`` reads back as the same state
with the title's ``parse_position`` (for the options used), and a random game
from it plays to the end, each position passing ``check_position``.

The arguments are drawn mostly near valid ones: the parts of a reachable
position, or of no position at all (every default), with one to three small
changes deep inside (a number moved to or past its bound, a field, space, seat
or card swapped for another, an entry dropped, repeated or added, a tuple made
a list, a keyword dropped or added with a plausible value), and sometimes wild
ones (``None``, floats, negative and huge numbers, text, bools, dicts, nested
lists, a list nested deeper than ``repr`` can print).
``HYPOTHESIS_PROFILE=long`` runs many more examples.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any
from unittest import mock

import attrs
from hypothesis import given
from hypothesis import strategies as st

import tablerules
from tablerules.beasty_borders import BeastyBordersState, Point
from tablerules.beasty_borders import Phase as BeastyPhase
from tablerules.bison import Phase as BisonPhase
from tablerules.bison import position as bison_position
from tablerules.bison.board import FIELD_NAMES
from tablerules.bison.components import SEAT_NAMES, Kind
from tablerules.bison.options import Options as BisonOptions
from tablerules.bison.progress import Pending
from tablerules.core.game import Game, State
from tablerules.great_plains import GreatPlainsState
from tablerules.great_plains import Options as GreatPlainsOptions
from tablerules.great_plains.board import SPACE, placement_text
from tablerules.great_plains.components import ANIMAL_SYMBOLS
from tablerules.manitou import Phase as ManitouPhase
from tablerules.manitou import position as manitou_position
from tablerules.manitou.components import CARDS
from tablerules.testing.invariants import check_position
from tablerules.testing.strategies import near_misses, play_randomly, seeds

BISON = tablerules.load("bison")
MANITOU = tablerules.load("manitou")
GREAT_PLAINS = tablerules.load("great-plains")
BEASTY_BORDERS = tablerules.load("beasty-borders")

Keywords = dict[str, object]


class Nested(list[object]):
    """A list nested ``depth`` deep: its ``repr`` (in an error message) runs out of stack, while
    hypothesis, reporting an example, prints it short."""

    def __init__(self, depth: int) -> None:
        inner: list[object] = []
        for _ in range(depth - 1):
            inner = [inner]
        super().__init__([inner])
        self.depth = depth

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(f"Nested({self.depth})")


#: Values no builder takes anywhere: they must be refused with a ValueError wherever they are put.
wild: st.SearchStrategy[object] = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.sampled_from([-(2**63), 2**63, 10**40, float("inf"), float("nan"), -0.0, 1.0, 2.5, 1j]),
    st.floats(allow_nan=True),
    st.text(max_size=6),
    st.binary(max_size=3),
    st.lists(st.integers(-1, 3) | st.none() | st.text(max_size=2), max_size=3),
    st.lists(st.lists(st.integers(0, 2), max_size=2), max_size=2).map(tuple),
    st.dictionaries(st.text(max_size=2) | st.integers(-1, 3), st.integers(-1, 3) | st.none(), max_size=2),
    st.frozensets(st.integers(0, 3), max_size=2),
    st.sampled_from([object(), Ellipsis, (), [], {}, "", " ", "-", "\x00", "٣", Nested(3000)]),
)


def _hashable(value: object) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


@st.composite
def tweaked(draw: st.DrawFn, value: object, words: Sequence[object]) -> object:
    """``value`` with one small change somewhere inside it; now and then a word or a wild value instead."""
    roll = draw(st.integers(0, 11), label="how")
    if roll == 0:
        return draw(wild, label="wild")
    if roll == 1 or value is None:
        return draw(st.sampled_from(words), label="word")
    if isinstance(value, bool):
        return draw(st.sampled_from([not value, int(value), str(value), None]))
    if isinstance(value, enum.Enum):
        return draw(st.sampled_from([*type(value), value.value, value.name]))
    if isinstance(value, int):
        return draw(
            st.sampled_from([value - 1, value + 1, value - 2, value + 2, 0, -1, 10 * value + 9, float(value)])
        )
    if isinstance(value, str):
        return draw(
            st.sampled_from([value.upper(), f" {value} ", value[:-1], value * 2, ""])
            | st.sampled_from(words)
            | near_misses(value, edits=1)
        )
    if isinstance(value, tuple | list):
        return draw(_tweaked_sequence(value, words))
    if isinstance(value, Mapping):
        return draw(_tweaked_mapping(value, words))
    if attrs.has(type(value)):
        made: Any = value  # an attrs value: a Pending, a Spot, a SeasonResult, a Point
        fields = [field for field in attrs.fields(type(made)) if field.init]
        if fields:
            field = draw(st.sampled_from(fields), label="field")
            new = draw(tweaked(getattr(value, field.name), words))
            try:
                return attrs.evolve(made, **{field.name: new})
            except (TypeError, ValueError):  # a validator refuses it: that value is no input
                return value
    return draw(st.sampled_from(words))


@st.composite
def _tweaked_sequence(
    draw: st.DrawFn, value: tuple[object, ...] | list[object], words: Sequence[object]
) -> object:
    items = list(value)
    change = draw(
        st.sampled_from(["change", "change", "drop", "repeat", "add", "retype"] if items else ["add"])
    )
    at = draw(st.integers(0, max(len(items) - 1, 0)), label="at")
    if change == "change":
        items[at] = draw(tweaked(items[at], words))
    elif change == "drop":
        del items[at]
    elif change == "repeat":
        items.insert(at, items[at])
    elif change == "add":
        items.insert(at, draw(st.sampled_from(words)))
    else:
        return items if isinstance(value, tuple) else tuple(items)
    return tuple(items) if isinstance(value, tuple) else items


@st.composite
def _tweaked_mapping(draw: st.DrawFn, value: Mapping[Any, object], words: Sequence[object]) -> object:
    items = dict(value)
    keys = [word for word in words if _hashable(word)]
    change = draw(st.sampled_from(["change", "change", "drop", "add", "rename"] if items else ["add"]))
    if change == "add":
        items[draw(st.sampled_from(keys))] = draw(st.sampled_from(words))
        return items
    key = draw(st.sampled_from(sorted(items, key=repr)), label="key")
    if change == "change":
        items[key] = draw(tweaked(items[key], words))
    elif change == "rename":
        items[draw(st.sampled_from(keys))] = items.pop(key)
    else:
        del items[key]
    return items


@st.composite
def tweaked_keywords(
    draw: st.DrawFn,
    keywords: Keywords,
    fresh: Mapping[str, st.SearchStrategy[object]],
    words: Sequence[object],
) -> Keywords:
    """``keywords`` with one to three changes: a value tweaked, a keyword dropped, or one added fresh."""
    changed = dict(keywords)
    for _ in range(draw(st.integers(1, 3), label="changes")):
        name = draw(st.sampled_from(sorted(fresh)), label="keyword")
        if name not in changed:
            changed[name] = draw(fresh[name] | wild, label=name)
        elif draw(st.integers(0, 5), label="drop") == 0:
            del changed[name]
        else:
            changed[name] = draw(tweaked(changed[name], words), label=name)
    return changed


def assert_contract(game: Game[Any, Any], build: Callable[[], State], seed: int) -> None:
    """``build()`` is refused with a ValueError, or a sound position that reads back and plays to the end."""
    try:
        state = build()
    except ValueError as error:
        assert str(error), "a refusal says what is wrong"
        return
    check_position(state)
    text = str(state)
    assert game.parse_position(text, getattr(state, "options", None)) == state, text
    for later in play_randomly(state, random.Random(seed)):
        check_position(later)


def reached(game: Game[Any, Any], players: int, options: object, seed: int, steps: int) -> State:
    """The position after up to ``steps`` random steps of a game."""
    return play_randomly(game.setup(players, options), random.Random(seed), limit=steps)[-1]


def keywords_read(module: Any, state: State) -> Keywords:
    """The keyword arguments ``module.from_text(str(state))`` hands its ``build``: the parts of ``state``."""
    found: Keywords = {}

    def capture(players: object, **keywords: object) -> State:
        found.update(keywords, players=players)
        return state

    with mock.patch.object(module, "build", capture):
        module.from_text(str(state), options=getattr(state, "options", None))
    return found


def per_seat(value: st.SearchStrategy[object], names: Sequence[object]) -> st.SearchStrategy[object]:
    """A per-seat keyword: by seat number or name, or one value a seat (of about the right length)."""
    keys = st.sampled_from([-1, 0, 1, 2, 3, 4, *names])
    return st.dictionaries(keys, value, max_size=4) | st.lists(value, min_size=1, max_size=5)


# -- Bison ---------------------------------------------------------------------------------------

_BISON_OPTIONS = [None, *BISON.variants().values(), BisonOptions(hunters_break_ties=False)]
_BISON_SEATS = [0, 1, 2, 3, 4, -1, *SEAT_NAMES, "Red", "purple"]
_BISON_PIECES = st.one_of(
    st.tuples(st.sampled_from(_BISON_SEATS), st.integers(0, 10), st.integers(0, 5)),
    st.builds(
        "{} {}{}".format,
        st.sampled_from(["yellow", "red", "blue", "green", "0", "1", "3", "4"]),
        st.integers(0, 12),
        st.sampled_from(["", " tipi 1", " tipi 3", " canoe 2", " canoe 4", " tipi 5", " hunters"]),
    ),
)
_SIZES = st.lists(st.integers(0, 5), max_size=6).map(tuple)
_BISON_FRESH: dict[str, st.SearchStrategy[object]] = {
    "players": st.sampled_from([1, 2, 3, 4, 5]),
    "options": st.sampled_from(_BISON_OPTIONS),
    "tiles": st.lists(st.tuples(st.integers(0, 28), st.integers(0, 22), st.integers(-1, 6)), max_size=4),
    "pieces": st.dictionaries(
        st.sampled_from((*FIELD_NAMES[:15], "28p", "1x", "")), _BISON_PIECES, max_size=4
    ),
    "food": per_seat(st.tuples(st.integers(0, 20), st.integers(0, 20), st.integers(0, 20)), SEAT_NAMES),
    "reserve": per_seat(st.tuples(st.integers(0, 9), _SIZES, _SIZES), SEAT_NAMES),
    "market": per_seat(st.tuples(st.integers(0, 9), _SIZES, _SIZES), SEAT_NAMES),
    "markers": per_seat(
        st.lists(st.sampled_from([k.value for k in Kind] + ["swim"]), max_size=6), SEAT_NAMES
    ),
    "hands": per_seat(st.none() | st.integers(2, 22), SEAT_NAMES),
    "season": st.integers(0, 7),
    "first": st.sampled_from(_BISON_SEATS),
    "to_move": st.sampled_from(_BISON_SEATS),
    "phase": st.sampled_from(BisonPhase),
    "pending": st.none()
    | st.builds(
        Pending,
        st.sampled_from(Kind),
        st.integers(-1, 6),
        st.integers(-1, 28),
        st.integers(-2, 82),
        st.lists(st.integers(0, 81), max_size=6).map(tuple),
        st.lists(st.integers(0, 81), max_size=3).map(tuple),
    ),
    "scored": st.integers(-1, 8),
}
_BISON_WORDS: list[object] = [
    *_BISON_SEATS[:8],
    *FIELD_NAMES[:9],
    "red 2 tipi 3",
    "yellow canoe 1",
    "tile",
    "move3",
    (4, 5, 0),
    (1, 2, 3),
    (10, 10, 10),
    (4, (1, 2), (1, 2)),
    *BisonPhase,
    *Kind,
    None,
    (),
]


def reached_or_nothing(draw: st.DrawFn, game: Game[Any, Any], most_steps: int) -> State | None:
    """A position reached in up to ``most_steps`` random steps of ``game``, or (now and then) none."""
    if draw(st.integers(0, 4), label="from scratch") == 0:
        return None
    players = draw(st.sampled_from(list(game.player_counts)), label="players")
    options = draw(st.sampled_from(list(game.variants().values())), label="options")
    return reached(game, players, options, draw(seeds), draw(st.integers(0, most_steps), label="steps"))


@st.composite
def bison_keywords(draw: st.DrawFn) -> Keywords:
    """The parts of a reached Bison position, or nothing (the defaults), a little changed."""
    state = reached_or_nothing(draw, BISON, 400)
    keywords = {} if state is None else keywords_read(bison_position, state)
    return draw(tweaked_keywords(keywords, _BISON_FRESH, _BISON_WORDS))


@given(keywords=bison_keywords(), seed=seeds)
def test_bison_build_gives_a_sound_position_or_a_value_error(keywords: Keywords, seed: int) -> None:
    assert_contract(BISON, lambda: bison_position.build(**keywords), seed)  # type: ignore[arg-type]


# -- Manitou -------------------------------------------------------------------------------------

_MANITOU_OPTIONS = [None, *MANITOU.variants().values()]
_CARD_TEXTS = st.lists(st.sampled_from([*CARDS, "11", "X", "c"]), max_size=9).map(" ".join)
_SPOT_TEXTS = st.builds(
    "{}{}".format,
    st.sampled_from(
        ["", "bison 12; ", "bison 12 + 5; ", "bison 3; ", "bison 9 + 1; ", "bison 0; ", "bison 999; "]
    ),
    st.lists(
        st.builds("{}:{}".format, st.integers(0, 4), st.sampled_from([*CARDS, "(C)", "(Q)", "(5)"])),
        max_size=8,
    ).map(" ".join),
)
_MANITOU_FRESH: dict[str, st.SearchStrategy[object]] = {
    "players": st.sampled_from([1, 2, 3, 4, 5]),
    "options": st.sampled_from(_MANITOU_OPTIONS),
    "season": st.none() | st.integers(0, 4),
    "dealer": st.none() | st.integers(-1, 4),
    "earlier": st.lists(st.lists(_SPOT_TEXTS, min_size=2, max_size=4), max_size=4),
    "tribes": per_seat(_CARD_TEXTS, ()),
    "decks": st.tuples(st.lists(st.integers(0, 14), max_size=7), st.lists(st.integers(0, 14), max_size=10)),
    "spots": st.lists(_SPOT_TEXTS, max_size=4),
    "hands": per_seat(_CARD_TEXTS, ()),
    "piles": per_seat(_CARD_TEXTS, ()),
    "phase": st.none() | st.sampled_from(ManitouPhase),
    "turn": st.none() | st.integers(-1, 4),
}
_MANITOU_WORDS: list[object] = [
    0,
    1,
    2,
    3,
    *CARDS,
    "(C)",
    "5 5 C",
    "-",
    "bison 12 + 5; 1:10 0:(C)",
    "bison 7",
    (12, 5),
    (1, "(Q)"),
    (0, "10"),
    *ManitouPhase,
    None,
    (),
]


@st.composite
def manitou_keywords(draw: st.DrawFn) -> Keywords:
    """The parts of a reached Manitou position, or nothing (the defaults), a little changed."""
    state = reached_or_nothing(draw, MANITOU, 250)
    keywords: Keywords = {}
    if state is not None:
        keywords = keywords_read(manitou_position, state)
        # Spots and earlier seasons may also be stated as values: a Spot, a SeasonResult.
        if draw(st.booleans(), label="spot values") and keywords["spots"]:
            keywords["spots"] = list(state.spots)  # type: ignore[attr-defined]
        if draw(st.booleans(), label="results") and keywords["earlier"]:
            keywords["earlier"] = list(state.results)  # type: ignore[attr-defined]
    return draw(tweaked_keywords(keywords, _MANITOU_FRESH, _MANITOU_WORDS))


@given(keywords=manitou_keywords(), seed=seeds)
def test_manitou_build_gives_a_sound_position_or_a_value_error(keywords: Keywords, seed: int) -> None:
    assert_contract(MANITOU, lambda: manitou_position.build(**keywords), seed)  # type: ignore[arg-type]


# -- Great Plains --------------------------------------------------------------------------------

_SPACES = sorted(SPACE)
_LAYOUT_ENTRIES = [f"{tablet}{side}{turn}" for tablet in range(1, 8) for side in "ab" for turn in ("", "@2")]
_SWITCHES = ("turn_tablets", "caves_block_bear", "straight_horse", "stuck_ends_game")
_GREAT_PLAINS_FRESH: dict[str, st.SearchStrategy[object]] = {
    "layout": st.permutations(range(1, 8)).flatmap(
        lambda order: st.tuples(*(st.sampled_from([f"{n}a", f"{n}b", f"{n}B@1", f"{n}a@6"]) for n in order))
    ),
    "pieces": st.dictionaries(
        st.sampled_from([*_SPACES, "z99", "M8"]),
        st.sampled_from(["S", "F", "Sc", "Fc", "X", "", "Sh"]),
        max_size=8,
    ),
    "to_move": st.sampled_from([None, 0, 1, 2, -1]),
    "animals": st.tuples(st.text(alphabet="hebx", max_size=4), st.text(alphabet="heb", max_size=4)),
    "left": st.tuples(st.integers(-1, 21), st.integers(-1, 21)),
    "removed": st.tuples(st.integers(-1, 21), st.integers(-1, 21)),
    **{switch: st.booleans() for switch in _SWITCHES},
}
_GREAT_PLAINS_WORDS: list[object] = [
    0,
    1,
    2,
    *_SPACES[::9],
    "S",
    "F",
    "Sc",
    "Fc",
    "hb",
    "3b",
    "3b@2",
    None,
    (),
]


def great_plains_parts(state: GreatPlainsState) -> Keywords:
    """What ``GreatPlainsState.position`` takes for ``state`` (its layout on the printed tablets)."""
    pieces = {space: piece if piece.endswith("c") else piece[:1] for space, piece in state.pieces().items()}
    return {
        "layout": tuple(map(placement_text, state.layout)),
        "pieces": pieces,
        "to_move": state.to_move if isinstance(state.to_move, int) else None,
        "animals": tuple(
            "".join(symbol * count for symbol, count in zip(ANIMAL_SYMBOLS, held, strict=True))
            for held in state.animals
        ),
        "left": state.left,
        "removed": state.removed,
        **{switch: getattr(state.options, switch) for switch in _SWITCHES},
    }


@st.composite
def great_plains_state(draw: st.DrawFn) -> GreatPlainsState:
    """A position of a random game once its board is laid: caves or tokens placed, or the game over."""
    options = GreatPlainsOptions(**{switch: draw(st.booleans(), label=switch) for switch in _SWITCHES})
    game = play_randomly(GREAT_PLAINS.setup(2, options), random.Random(draw(seeds)))
    laid = [state for state in game if isinstance(state, GreatPlainsState) and state.board is not None]
    return laid[draw(st.integers(0, len(laid) - 1), label="step")]


@st.composite
def great_plains_keywords(draw: st.DrawFn) -> Keywords:
    """The parts of a reached Great Plains position, or nothing (the defaults), a little changed."""
    if draw(st.integers(0, 4), label="from scratch") == 0:
        keywords: Keywords = {}
    else:
        keywords = great_plains_parts(draw(great_plains_state()))
        keywords = {
            name: value
            for name, value in keywords.items()
            if draw(st.booleans(), label=name) or name == "pieces"
        }
    return draw(tweaked_keywords(keywords, _GREAT_PLAINS_FRESH, _GREAT_PLAINS_WORDS))


@given(keywords=great_plains_keywords(), seed=seeds)
def test_great_plains_position_gives_a_sound_position_or_a_value_error(keywords: Keywords, seed: int) -> None:
    assert_contract(GREAT_PLAINS, lambda: GreatPlainsState.position(**keywords), seed)  # type: ignore[arg-type]


@st.composite
def great_plains_picture(draw: st.DrawFn) -> tuple[str, Keywords]:
    """A reached position's picture (or its board alone, or a near miss) and keywords for the rest."""
    state = draw(great_plains_state())
    lines = str(state).splitlines()
    if draw(st.booleans(), label="board only"):
        lines = [
            line
            for line in lines
            if not line.startswith(("next:", "game over", "removed", "animals", "left"))
        ]
    text = "\n".join(lines)
    if draw(st.integers(0, 2), label="near miss") == 0:
        text = draw(near_misses(text, edits=2))
    parts = great_plains_parts(state)
    fresh = {name: value for name, value in _GREAT_PLAINS_FRESH.items() if name not in ("layout", "pieces")}
    keywords = {name: parts[name] for name in fresh if draw(st.booleans(), label=name)}
    return text, draw(tweaked_keywords(keywords, fresh, _GREAT_PLAINS_WORDS))


@given(picture=great_plains_picture(), seed=seeds)
def test_great_plains_from_picture_gives_a_sound_position_or_a_value_error(
    picture: tuple[str, Keywords], seed: int
) -> None:
    text, keywords = picture
    assert_contract(GREAT_PLAINS, lambda: GreatPlainsState.from_picture(text, **keywords), seed)  # type: ignore[arg-type]


# -- Beasty Borders ------------------------------------------------------------------------------

_NAMES = [f"{column}{row}" for column in "abcdefghij" for row in range(0, 8)]
_BEASTY_WORDS: list[object] = [0, 1, 2, "d1", "a1", "i6", "A13", "X2", "Y1", "", "A", "XY", "-", None, ()]
_BEASTY_FRESH: dict[str, st.SearchStrategy[object]] = {
    "without_luck": st.booleans(),
    "walk": st.sampled_from(["rows", "snake", "spiral", "", "Rows"]),
    "marker": st.sampled_from([*_NAMES, "z9", " D1", "d01"]),
    "roller": st.sampled_from([0, 1, 2, -1]),
    "to_move": st.sampled_from([0, 1, 2, -1]),
    "pointed": st.sampled_from(
        ["A13", "X2", "B1", "Y7", "A0", "Z9", "A", "a3", Point("A", 3), Point("X", 30)]
    ),
    "row": st.lists(st.sampled_from(["A", "X", "B", "Y", "AX", "BY", ""]), min_size=12, max_size=16),
    "bidding_row": st.lists(st.sampled_from(["A", "X", "B", "Y", "AX", "BY", "Z"]), min_size=1, max_size=16),
}


def beasty_parts(state: BeastyBordersState) -> Keywords:
    """What ``from_picture`` takes as keywords for ``state``, beside its board."""
    parts: Keywords = {"without_luck": state.options.without_luck, "walk": state.options.walk}
    if state.options.without_luck:
        parts.update(row=state.row, bidding_row=state.options.bidding_row)
    if state.phase in (BeastyPhase.ROLLING, BeastyPhase.ROLLER_DECIDES, BeastyPhase.OTHER_DECIDES):
        parts["roller"] = state.roller
    if state.phase in (BeastyPhase.ROLLER_DECIDES, BeastyPhase.OTHER_DECIDES) and state.board is not None:
        parts.update(to_move=state.to_move, marker=state.board.grid.name(state.marker))
    if state.pointed is not None:
        parts["pointed"] = f"{state.pointed.kind}{state.pointed.value}"
    return parts


@st.composite
def beasty_picture(draw: st.DrawFn) -> tuple[str, Keywords]:
    """A reached position's picture (or its board alone, or a near miss) and keywords for the rest."""
    options = draw(st.sampled_from(list(BEASTY_BORDERS.variants().values())), label="options")
    state = reached(BEASTY_BORDERS, 2, options, draw(seeds), draw(st.integers(0, 140), label="steps"))
    lines = str(state).splitlines()
    if draw(st.booleans(), label="board only"):
        below = ("seat ", "next:", "game over", "bidding row")
        lines = [line.replace("[", " ").replace("]", " ") for line in lines if not line.startswith(below)]
    text = "\n".join(lines)
    if draw(st.integers(0, 2), label="near miss") == 0:
        text = draw(near_misses(text, edits=2))
    parts = beasty_parts(state)  # type: ignore[arg-type]
    keywords = {name: value for name, value in parts.items() if draw(st.booleans(), label=name)}
    if draw(st.booleans(), label="tweak"):
        keywords = draw(tweaked_keywords(keywords, _BEASTY_FRESH, _BEASTY_WORDS))
    return text, keywords


@given(picture=beasty_picture(), seed=seeds)
def test_beasty_borders_from_picture_gives_a_sound_position_or_a_value_error(
    picture: tuple[str, Keywords], seed: int
) -> None:
    text, keywords = picture
    assert_contract(BEASTY_BORDERS, lambda: BeastyBordersState.from_picture(text, **keywords), seed)  # type: ignore[arg-type]
