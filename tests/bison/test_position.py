"""The position builder: a position stated in a few lines, and the text picture read back.

``build`` fills in what is not given as at setup ("You begin the game with
10 bison, 10 salmon, and 10 wild turkeys"; "4 hunters, 1 single tipi, 1
double tipi, 1 single canoe, and 1 double canoe ... The rest of your game
pieces ... are kept near the game board as the market"), and refuses a
position that does not add up with a ``ValueError`` naming what is wrong.
"""

from __future__ import annotations

import re

import pytest

import tablerules
from tablerules import CHANCE
from tablerules.bison import BisonState, Kind, Options, Phase
from tablerules.bison.board import START_LAYOUT
from tablerules.bison.position import build, from_text
from tablerules.bison.progress import Pending
from tablerules.bots import RandomAgent

GAME = tablerules.load("bison")


def stated() -> BisonState:
    """A small position: two tiles laid, a few pieces, red short of food."""
    return build(
        players=2,
        tiles=[(4, 5, 0), (5, 9, 3)],
        pieces={"1p": "yellow 3", "4m": "red 1 tipi 2", "1r": "yellow canoe 1", "2p": "red 2 tipi 3"},
        food={"red": (4, 0, 2)},
        to_move="yellow",
    )


# -- what the builder states -------------------------------------------------------------


def test_a_built_position_has_the_tiles_it_says() -> None:
    state = stated()
    assert state.laid == (*START_LAYOUT, (4, 5, 0), (5, 9, 3))
    assert state.board.laid_places() == (1, 2, 3, 4, 5)
    assert state.animals_on("4p") == 1 and state.animals_on("4r") == 0 and state.animals_on("4m") == 2
    assert 5 not in state.pile and 9 not in state.pile


def test_a_built_position_has_the_pieces_it_says() -> None:
    state = stated()
    assert (state.field_owner("1p"), state.hunters_on("1p"), state.piece_on("1p")) == (0, 3, 0)
    assert (state.field_owner("1r"), state.hunters_on("1r"), state.piece_on("1r")) == (0, 0, 1)
    assert (state.field_owner("4m"), state.hunters_on("4m"), state.piece_on("4m")) == (1, 1, 2)
    assert (state.field_owner("2p"), state.hunters_on("2p"), state.piece_on("2p")) == (1, 2, 3)
    assert state.field_owner("1m") is None and state.hunters_on("1m") == 0 and state.piece_on("1m") == 0
    occupied = {field for field, seat in enumerate(state.owner) if seat >= 0}
    assert len(occupied) == 4


def test_pieces_may_be_given_as_tuples_and_seats_as_numbers() -> None:
    by_text = build(pieces={"1p": "yellow 2 tipi 1", "2r": "red canoe 2"})
    by_tuple = build(pieces={"1p": (0, 2, 1), "2r": ("red", 0, 2)})
    by_number = build(pieces={"1p": "0 2 tipi 1", "2r": "1 canoe 2"})
    assert by_text == by_tuple == by_number


def test_food_not_given_is_ten_of_each() -> None:
    state = stated()
    assert state.supplies[0].food == (10, 10, 10)
    assert state.supplies[1].food == (4, 0, 2)


def test_pieces_on_the_landscape_come_from_the_reserve_first_then_from_the_market() -> None:
    """Yellow's single canoe and 3 hunters come from the reserve; red's double tipi from the reserve,
    its triple tipi (none in the reserve at setup) from the market."""
    state = stated()
    yellow, red = state.supplies
    assert (yellow.hunters, yellow.market_hunters) == (1, 4)
    assert (yellow.tipis, yellow.market_tipis) == ((1, 2), (1, 2, 3, 4))
    assert (yellow.canoes, yellow.market_canoes) == ((2,), (1, 2, 3, 4))
    assert (red.hunters, red.market_hunters) == (1, 4)
    assert (red.tipis, red.market_tipis) == ((1,), (1, 2, 4))
    assert (red.canoes, red.market_canoes) == ((1, 2), (1, 2, 3, 4))


def test_more_pieces_than_the_reserve_holds_take_the_rest_from_the_market() -> None:
    state = build(pieces={"1p": "yellow 6 tipi 1", "2p": "yellow tipi 1", "3p": "yellow 1 tipi 2"})
    yellow = state.supplies[0]
    assert (yellow.hunters, yellow.market_hunters) == (0, 1)
    assert yellow.tipis == () and yellow.market_tipis == (2, 3, 4)


def test_reserve_and_market_may_be_stated() -> None:
    state = build(
        pieces={"1p": "yellow 2"},
        reserve={"yellow": (5, (1, 2, 3), (1,))},
        market={"yellow": (1, (1, 2, 4), (1, 2, 2, 3, 4))},
    )
    yellow = state.supplies[0]
    assert (yellow.hunters, yellow.tipis, yellow.canoes) == (5, (1, 2, 3), (1,))
    assert (yellow.market_hunters, yellow.market_tipis, yellow.market_canoes) == (
        1,
        (1, 2, 4),
        (1, 2, 2, 3, 4),
    )
    # A reserve alone: the market holds the rest.
    alone = build(pieces={"1p": "yellow 2"}, reserve={"yellow": (6, (1, 1, 2), ())})
    assert alone.supplies[0].market_hunters == 0
    assert alone.supplies[0].market_tipis == (2, 3, 4)
    assert alone.supplies[0].market_canoes == (1, 1, 2, 2, 3, 4)


def test_markers_and_hands() -> None:
    """A seat holds a tile until it lays it: by default the lowest tiles still unseen."""
    state = build(players=3, markers={"yellow": ("tile",)}, to_move="red", hands={"blue": 17})
    assert state.supplies[0].has_used(Kind.TILE)
    assert not state.supplies[1].has_used(Kind.TILE)
    assert state.hands == (None, 3, 17)
    assert 3 not in state.pile and 17 not in state.pile and 4 in state.pile
    assert state.free_kinds(0) == (Kind.TIPI, Kind.CANOE, Kind.GATHER, Kind.MOVE1, Kind.MOVE3)


def test_the_seat_to_move_and_the_markers_give_the_turn() -> None:
    state = build(markers={"yellow": ("tile",), "red": ("tile",)}, to_move="yellow")
    assert (state.turn, state.round, state.to_move, state.phase) == (2, 1, 0, Phase.CHOOSING)
    second = build(markers={"yellow": ("tile",)}, to_move="red")
    assert (second.turn, second.round, second.to_move) == (1, 0, 1)
    later = build(players=3, season=2, first="red", markers={"red": ("tipi",)}, to_move="blue")
    assert (later.season, later.first, later.turn, later.to_move) == (2, 1, 1, 2)
    assert later.acting_seat == 2


def test_the_default_is_a_seat_choosing_its_first_action() -> None:
    state = build()
    assert (state.season, state.first, state.turn, state.phase, state.to_move) == (1, 0, 0, Phase.CHOOSING, 0)
    assert state.hands == (3, 4)
    assert state.owner == (-1,) * len(state.owner)
    assert build(players=4).seasons == 4


# -- the picture read back -----------------------------------------------------------------

CONFIGS = [(players, variant) for players in (2, 3, 4) for variant in (0, 1, 2)]


@pytest.mark.parametrize(("players", "variant"), CONFIGS, ids=[f"{p}p-variant{v}" for p, v in CONFIGS])
def test_from_text_reads_back_every_position_of_a_random_game(players: int, variant: int) -> None:
    """``from_text(str(state)) == state``; and with no hidden hand in it, a seat's view is the whole
    position, so its picture reads back too (that, and the picture of what was read, checked on every
    third position, for time)."""
    record = tablerules.play(
        GAME, [RandomAgent()] * players, seed=10 * players + variant, options=Options(variant=variant)
    )
    phases = set()
    views = 0
    for index, state in enumerate(record.states()):
        assert isinstance(state, BisonState)
        phases.add(state.phase)
        text = str(state)
        read = from_text(text)
        assert read == state, text
        if index % 3:
            continue
        # The seasons scored before are history: the only lines not read back.
        assert str(read) == "\n".join(line for line in text.splitlines() if " scored: " not in line)
        for seat in range(players):
            if all(hand is None for other, hand in enumerate(state.hands) if other != seat):
                assert from_text(str(state.view(seat))) == state
                views += 1
        if all(hand is None for hand in state.hands):
            assert from_text(str(state.view(None))) == state
    assert {Phase.DRAWING, Phase.CHOOSING, Phase.LAYING, Phase.PAYING, Phase.OVER} <= phases
    assert views > 20


def test_from_text_reads_back_a_built_position() -> None:
    state = stated()
    assert from_text(str(state)) == state
    assert str(from_text(str(state))) == str(state)


@pytest.mark.parametrize(
    "state",
    [
        build(
            players=3,
            phase=Phase.CAPPING,
            food={"red": (17, 3, 10), "blue": (16, 16, 0)},
            markers=[("tile", "tipi", "canoe", "gather")] * 3,
            scored=2,
        ),
        build(
            options=Options(variant=2),
            pieces={"1p": "yellow 2 tipi 1", "3p": "yellow 1 tipi 2"},
            markers={"yellow": ("tipi",)},
            phase=Phase.BUILDING,
            pending=Pending(Kind.TIPI, hunters=1, touched=(0,)),
        ),
        build(
            pieces={"1p": "yellow 2", "2r": "yellow 1"},
            markers={"yellow": ("gather",)},
            phase=Phase.CALLING,
            pending=Pending(Kind.GATHER, hunters=1, target=0, arrived=(0,)),
        ),
        build(
            pieces={"1p": "yellow 2", "2r": "yellow 1"},
            markers={"yellow": ("move3",)},
            phase=Phase.MOVING,
            pending=Pending(Kind.MOVE3, hunters=2, arrived=(0, 4)),
        ),
    ],
    ids=["capping", "building-variant-2", "calling", "moving"],
)
def test_from_text_reads_back_a_step_under_way(state: BisonState) -> None:
    """The action under way (its hunters, target, arrivals, changed fields) and a scoring under way."""
    assert from_text(str(state), options=state.options) == state


def test_a_picture_whose_action_under_way_does_not_add_up_is_a_position_error() -> None:
    """A fuzz of pictures found that 'action: gather hunters 999' crashed the cost table."""
    state = build(
        pieces={"1p": "yellow 2", "2r": "yellow 1"},
        markers={"yellow": ("gather",)},
        phase=Phase.CALLING,
        pending=Pending(Kind.GATHER, hunters=1, target=0, arrived=(0,)),
    )
    text = str(state)
    assert "action: gather hunters 1 target 1p arrived 1p" in text
    for wrong, message in [
        ("hunters 999", "0 to 5, not 999"),
        ("hunters 2", "2 hunters took part, but 1 arrived"),
    ]:
        with pytest.raises(tablerules.PositionError, match=message):
            GAME.parse_position(text.replace("hunters 1 target", f"{wrong} target"))


def test_a_picture_that_contradicts_itself_line_by_line_is_a_position_error() -> None:
    """Near misses of a picture from the fuzz: a player line dropped or doubled, a field listed twice."""
    text = str(stated())
    lines = text.splitlines()
    red = next(line for line in lines if line.lstrip().startswith("red food"))
    pieces = next(line for line in lines if line.lstrip().startswith("1p "))
    for wrong, message in [
        ("\n".join(line for line in lines if line != red), "the picture has no player line for red"),
        (
            text.replace(red, red + "\n" + red.replace("food 4", "food 5")),
            "the picture has two lines for red",
        ),
        (text.replace(pieces, pieces + "\n" + pieces.replace("3", "2")), "lists the pieces on 1p twice"),
        (text.replace("hand 4 ", "hand - "), r"holds no tile \('hand -'\), so no tile text follows"),
    ]:
        assert wrong != text
        with pytest.raises(tablerules.PositionError, match=message):
            GAME.parse_position(wrong)


def test_a_view_with_a_hidden_tile_cannot_be_read_as_a_position() -> None:
    state = stated()
    assert " hand ?" in str(state.view(0))
    with pytest.raises(ValueError, match="cannot read the player line"):
        from_text(str(state.view(0)))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not a Bison picture"),
        ("Chess, 2 players", "not a Bison picture"),
        ("Bison, 2 players, basic rules: season 1 of 6, totem yellow", "what happens now"),
        ("Bison, 2 players, basic rules: season 1 of 6, totem yellow\nnow: dancing", "cannot tell the step"),
    ],
)
def test_from_text_names_what_it_cannot_read(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        from_text(text)


def test_from_text_refuses_options_of_another_variant() -> None:
    with pytest.raises(ValueError, match="variant"):
        from_text(str(stated()), options=Options(variant=2))


# -- inconsistent input ----------------------------------------------------------------------


def under_way(phase: Phase, pending: object, marker: str | None = None) -> dict[str, object]:
    """Keywords for ``build``: yellow to act, ``phase`` of ``pending``, its marker placed."""
    kind = marker or (pending.kind.value if isinstance(pending, Pending) else "tile")
    return {"phase": phase, "pending": pending, "markers": {"yellow": (kind,)}}


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"tiles": [(4, 5, 0), (4, 6, 0)]}, "two tiles on place 4"),
        ({"tiles": [(2, 5, 0)]}, "two tiles on place 2"),
        ({"tiles": [(13, 5, 0)]}, "place 13 shares no edge"),
        ({"tiles": [(4, 5, 0), (5, 5, 1)]}, "tile 5 is laid twice"),
        ({"tiles": [(28, 5, 0)]}, "place is a whole number 1 to 27, not 28"),
        ({"tiles": [(4, 1, 0)]}, "tile number is a whole number 3 to 20, not 1"),
        ({"tiles": [(4, 5, 6)]}, "rotation is a whole number 0 to 5, not 6"),
        ({"tiles": [(4, 5)]}, r"a tile is \(place, tile number, rotation\)"),
        ({"pieces": {"28p": "yellow 1"}}, "no field '28p'"),
        ({"pieces": {"1x": "yellow 1"}}, "no field '1x'"),
        ({"pieces": {"4p": "yellow 1"}}, "no tile lies on place 4, so nothing stands on 4p"),
        ({"pieces": {"1r": "yellow tipi 1"}}, "1r: tipis stand on prairies and mountains, canoes on rivers"),
        ({"pieces": {"2m": "red canoe 2"}}, "2m: tipis stand on prairies and mountains, canoes on rivers"),
        ({"pieces": {"1p": "yellow"}}, "1p: a field listed holds at least a hunter"),
        ({"pieces": {"1p": "yellow three"}}, "pieces on 1p: expected like 'yellow 3'"),
        ({"pieces": {"1p": 3}}, "pieces on 1p are like 'yellow 3'"),
        ({"pieces": {"1p": "yellow 5", "2p": "yellow 4"}}, "yellow has 8 hunters, not 9 on the landscape"),
        ({"pieces": {"1p": ("red", 9, 0)}}, "hunters is a whole number 0 to 8, not 9"),
        (
            {"pieces": {"1p": "yellow tipi 4", "2p": "yellow tipi 4"}},
            "yellow has no more tipis of 4 diamonds",
        ),
        ({"pieces": {"1p": "purple 1"}}, "seats are 0 to 1 or yellow, red, not 'purple'"),
        ({"pieces": {"1p": "blue 1"}}, "seats are 0 to 1 or yellow, red, not 'blue'"),
        ({"food": {"purple": (1, 1, 1)}}, "seats are 0 to 1 or yellow, red, not 'purple'"),
        ({"to_move": "green"}, "seats are 0 to 1 or yellow, red, not 'green'"),
        ({"to_move": 2}, "seats are 0 to 1 or yellow, red, not 2"),
        ({"first": True}, "seats are 0 to 1 or yellow, red, not True"),
        ({"food": {"red": (1, 2)}}, r"food is \(bison, salmon, turkeys\), not \(1, 2\)"),
        ({"food": {"red": (-1, 2, 3)}}, "food is a whole number 0 or more, not -1"),
        ({"food": {"red": (1.0, 2, 3)}}, "food is a whole number 0 or more, not 1.0"),
        ({"food": {"red": (16, 2, 3)}}, "red has more than 15 of an animal, which only a season's scoring"),
        ({"food": {"red": "123"}}, r"food is \(bison, salmon, turkeys\)"),
        ({"food": [(1, 1, 1)]}, "food is a mapping by seat or a sequence of 2 values, one a seat"),
        (
            {"markers": {"yellow": ("tile",)}, "to_move": "yellow"},
            "with yellow to act in round 2, red has placed 1 action markers, not 0",
        ),
        (
            {"markers": {"yellow": ("tile", "tipi")}, "to_move": "red"},
            "with red to act in round 1, yellow has placed 1 action markers, not 2",
        ),
        (
            {
                "markers": {
                    "yellow": ("tile", "tipi", "canoe", "gather"),
                    "red": ("tile", "tipi", "canoe", "gather"),
                },
                "to_move": "yellow",
            },
            "yellow has placed 4 action markers: no action is left to take",
        ),
        (
            {"markers": {"yellow": ("dance",)}},
            "the actions are tile, tipi, canoe, gather, move1, move3, not 'dance'",
        ),
        ({"markers": {"yellow": "tile"}}, "markers are action names"),
        ({"hands": {"yellow": 7, "red": 7}}, "tile 7 is laid or held already"),
        ({"hands": {"yellow": 1}}, "hand is a whole number 3 to 20, not 1"),
        (
            {"players": 3, "phase": Phase.DRAWING, "hands": {"red": 5}},
            "the seats draw in turn from yellow until each holds a tile, so red cannot be",
        ),
        (
            {"phase": Phase.DRAWING, "hands": {"yellow": 5, "red": 6}},
            "so yellow, red cannot be the seats holding one while tiles are drawn",
        ),
        # "You must play your landscape tile during the season in which you drew it."
        ({"hands": {"red": None}}, "red has not laid this season's tile, so it holds one"),
        (
            {"markers": {"yellow": ("tile",)}, "to_move": "red", "hands": {"yellow": 7}},
            "yellow holds no tile once this season's tile is laid",
        ),
        (
            {
                "reserve": {"yellow": (5, (1, 2), (1, 2))},
                "market": {"yellow": (4, (1, 2, 3, 4), (1, 2, 3, 4))},
            },
            "yellow's hunters on the landscape, in reserve and in the market must add up to 8",
        ),
        (
            {"reserve": {"yellow": (4, (1, 2), (1, 2))}, "market": {"yellow": (4, (1, 2, 3), (1, 2, 3, 4))}},
            "yellow's tipis on the landscape, in reserve and in the market must be sizes 1, 1, 2, 2, 3, 4",
        ),
        ({"reserve": {"yellow": (4, (1, 2))}}, r"yellow's reserve is \(hunters, tipi sizes, canoe sizes\)"),
        ({"season": 7}, "season is a whole number 1 to 6, not 7"),
        ({"players": 5}, "Bison is played by 2, 3 or 4 players, not 5"),
        (
            {"phase": Phase.PAYING, "markers": {"yellow": ("tipi",)}},
            r"paying needs the action under way: pass pending=Pending\(...\)",
        ),
        ({"phase": Phase.CAPPING}, "a seat trades a surplus only when a track holds more than 15"),
        # The action under way (found by a fuzz of pictures: 'action: gather hunters 999' crashed).
        (under_way(Phase.MOVING, "x"), "the action under way is a Pending of an action kind, not 'x'"),
        (under_way(Phase.MOVING, Pending(Kind.TIPI)), "moving hunters is no step of the action tipi"),
        (
            under_way(Phase.MOVING, Pending(Kind.MOVE1), marker="move3"),
            r"the marker of the action under way \(move1\) is not placed",
        ),
        (
            under_way(Phase.MOVING, Pending(Kind.MOVE1, 9, arrived=(0,) * 9)),
            "hunters of the action under way is a whole number 0 to 5, not 9",
        ),
        (
            under_way(Phase.GAINING, Pending(Kind.MOVE1, 1, arrived=(0,))),
            "a seat gains an animal only when no hunter took part",
        ),
        (
            under_way(Phase.PAYING, Pending(Kind.MOVE1, 1, arrived=(0,))),
            "an action with 1 hunter costs nothing: there is nothing to pay",
        ),
        (under_way(Phase.ENTERING, Pending(Kind.TILE)), "has a place once, and only once, its tile is laid"),
        (under_way(Phase.LAYING, Pending(Kind.TILE, place=4)), "has a place once, and only once"),
        (
            under_way(Phase.ENTERING, Pending(Kind.TILE, place=2)),
            "the tile of the action under way is not laid on place 2",
        ),
        (
            under_way(Phase.ENTERING, Pending(Kind.TILE, place=4)),
            "the tile of the action under way is not laid on place 4",
        ),
        (
            under_way(Phase.ENTERING, Pending(Kind.TILE, place=28)),
            "place of the action under way is a whole number 0 to 27, not 28",
        ),
        (
            under_way(Phase.CALLING, Pending(Kind.GATHER)),
            "only a gathering under way, once its field is chosen",
        ),
        (under_way(Phase.MOVING, Pending(Kind.MOVE1, target=0)), "only a gathering under way"),
        (
            under_way(Phase.CALLING, Pending(Kind.GATHER, target="1p")),  # type: ignore[arg-type]
            "the field hunters gather on is a field number or -1, not '1p'",
        ),
        (
            under_way(Phase.MOVING, Pending(Kind.MOVE1, 1, arrived=[0])),  # type: ignore[arg-type]
            r"the fields arrived are a tuple of field numbers, not \[0\]",
        ),
        (
            under_way(Phase.MOVING, Pending(Kind.MOVE1, 1, arrived=(81,))),
            "a field arrived is a whole number 0 to 80, not 81",
        ),
        (
            under_way(Phase.MOVING, Pending(Kind.MOVE1, 1, arrived=(12,))),
            "no tile lies on place 5, so no action reaches 5p",
        ),
        (under_way(Phase.MOVING, Pending(Kind.MOVE1, 2, arrived=(0,))), "2 hunters took part, but 1 arrived"),
        (
            {
                **under_way(Phase.MOVING, Pending(Kind.MOVE1, 3, arrived=(0, 0, 0))),
                "food": {"yellow": (1, 1, 1)},
            },
            "3 hunters cost 4 animals, more than the acting seat's 3: no action uses more hunters",
        ),
        (
            under_way(Phase.MOVING, Pending(Kind.MOVE1, touched=(0,))),
            "the action move1 has no fields touched",
        ),
        (
            under_way(Phase.BUILDING, Pending(Kind.TIPI, 1, touched=(0, 0))),
            "a tipi or canoe changes once an action",
        ),
    ],
    ids=lambda value: None if isinstance(value, dict) else value[:40],
)
def test_inconsistent_input_is_a_value_error_that_says_what_is_wrong(
    kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        build(**kwargs)  # type: ignore[arg-type]


def test_the_builder_refuses_options_that_are_not_options() -> None:
    with pytest.raises(ValueError, match="Bison options must be an Options value"):
        build(options={"variant": 1})  # type: ignore[arg-type]


# -- queries on fields ---------------------------------------------------------------------------


@pytest.mark.parametrize("query", ["field_owner", "hunters_on", "piece_on", "animals_on"])
@pytest.mark.parametrize("field", ["6p", "6r", "13m", "27p"])
def test_queries_on_a_field_of_an_empty_place_are_a_value_error(query: str, field: str) -> None:
    """No tile lies on the place, so the field is not in play: asking what stands there is a mistake,
    not an empty field."""
    state = stated()
    with pytest.raises(ValueError, match=re.escape(f"field {field} is not in play")):
        getattr(state, query)(field)


@pytest.mark.parametrize("query", ["field_owner", "hunters_on", "piece_on", "animals_on", "terrain"])
@pytest.mark.parametrize("field", ["28p", "0m", "1x", "", "1 p"])
def test_queries_on_a_name_that_is_no_field_are_a_value_error(query: str, field: str) -> None:
    with pytest.raises(ValueError, match="no field"):
        getattr(stated(), query)(field)


@pytest.mark.parametrize("query", ["field_owner", "hunters_on", "piece_on", "animals_on"])
def test_queries_answer_on_every_field_in_play(query: str) -> None:
    state = stated()
    for place in state.board.laid_places():
        for letter in "prm":
            getattr(state, query)(f"{place}{letter}")


def test_a_picture_whose_tile_text_contradicts_its_number_is_refused() -> None:
    """A laid tile's or a tile in hand's text must be the tile set's for that number."""
    state = GAME.setup(players=2)
    while state.to_move is CHANCE:
        state = state.apply(state.legal_actions()[0])
    text = str(state)
    tiles = state.options.tile_set()
    hand = state.hand_of(0)
    assert isinstance(hand, int) and from_text(text) == state
    wrong = next(str(tile) for tile in tiles if str(tile) != str(tiles[hand]))
    with pytest.raises(ValueError, match=f"tile {hand} is '{tiles[hand]}' in this tile set, not '{wrong}'"):
        from_text(text.replace(f"hand {hand} {tiles[hand]}", f"hand {hand} {wrong}"))
    laid = f"1 tile 0 {tiles[0]} turned 0"
    assert laid in text
    other = next(str(tile) for tile in tiles if str(tile) != str(tiles[0]))
    with pytest.raises(ValueError, match=f"tile 0 is '{tiles[0]}' in this tile set"):
        from_text(text.replace(laid, f"1 tile 0 {other} turned 0"))
