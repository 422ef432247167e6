"""Positions at the last decision of a season, stated with the builder, and the scoring they lead to.

``build(..., turn=-1)`` states the season's last action (``turn`` counts the
actions carried out, as ``BisonState.turn`` does, from the end where it is
negative), and places every seat's markers as that turn implies. Where the
last decision is the ``done`` of an action of one hunter, which costs
nothing, playing it scores the season and nothing else changes the tracks:
the rulebook's scoring examples come out with its own numbers, with no
animal gained to take off again.
"""

from __future__ import annotations

import pytest

from tablerules.bison import GAME, BisonState, Kind, Options, Pending, Phase
from tablerules.bison.board import parse_field
from tablerules.bison.examples import LANDSCAPE
from tablerules.bison.position import build, from_text
from tablerules.bison.scoring import REGION_ROW
from tests.bison.layouts import EXAMPLE_3_OPTIONS, EXAMPLE_3_PIECES, EXAMPLE_3_TILES

YELLOW, RED, BLUE, GREEN = 0, 1, 2, 3

#: The rulebook's Example 1: "A prairie covers 5 spaces and has 7 bison", on the rules page's
#: landscape, where the prairie 1p 3p 4p 5p 6p shows 1, 1, 3, 0 and 2 bison.
EXAMPLE_1_PIECES = {
    "1p": "yellow tipi 3",
    "3p": "red tipi 1",
    "4p": "red tipi 1",
    "5p": "green 2",
    "6p": "blue 1",
}
#: Example 2, "the following season": Green's triple tipi on space 2, Red's single on space 3.
EXAMPLE_2_PIECES = {
    "1p": "yellow tipi 3",
    "3p": "green tipi 3",
    "4p": "red tipi 1",
    "5p": "green 2",
    "6p": "blue 1",
}


def done(state: BisonState) -> BisonState:
    """The position after ``done``, the last decision stated."""
    return state.apply(GAME.parse_action("done", state))


def example_3_last_decision(*, season: int = 1) -> BisonState:
    """Example 3 with Red at the ``done`` of her last action: one hunter moved onto 12m,
    where Mountain 3 holds only her, from empty tracks."""
    return build(
        2,
        options=EXAMPLE_3_OPTIONS,
        tiles=EXAMPLE_3_TILES,
        pieces=EXAMPLE_3_PIECES,
        food=((0, 0, 0), (0, 0, 0)),
        season=season,
        turn=-1,
        phase=Phase.MOVING,
        pending="move1 hunters 1 arrived 12m",
    )


def prairie_last_decision(
    pieces: dict[str, str], *, season: int = 2, options: Options | None = None
) -> BisonState:
    """Examples 1 and 2's prairie, 4 players, from empty tracks, with Green (the last seat
    after Yellow's totem) at the ``done`` of her last action: one of her 2 hunters moved onto 5p."""
    return build(
        4,
        options=options,
        tiles=LANDSCAPE,
        pieces=pieces,
        food=[(0, 0, 0)] * 4,
        season=season,
        turn=-1,
        phase=Phase.MOVING,
        pending="move1 hunters 1 arrived 5p",
    )


def markers(state: BisonState, seat: int) -> set[Kind]:
    """The actions whose markers ``seat`` has placed this season."""
    return {kind for kind in Kind if state.supplies[seat].has_used(kind)}


def prairie_taken(state: BisonState) -> tuple[int, ...]:
    """What each seat took from Prairie 1 in the scoring the score sheet shows."""
    taken = [0, 0, 0, 0]
    for item in state.score_sheet().items:
        if item.kind == REGION_ROW and item.label.endswith(": Prairie 1"):
            taken[item.seat] += item.points
    return tuple(taken)


# -- the builder states the last decision ---------------------------------------------------------


def test_turn_minus_one_is_the_last_seat_s_last_action() -> None:
    """Red acts last after Yellow's totem; every seat has placed its markers for four actions,
    Red's move1 among them, and no seat still holds a tile."""
    state = example_3_last_decision()
    assert state.turn == 7 and state.acting_seat == RED and state.round == 3
    assert state.pending == Pending(Kind.MOVE1, 1, arrived=(parse_field("12m"),))
    assert markers(state, YELLOW) == {Kind.TILE, Kind.TIPI, Kind.CANOE, Kind.GATHER}
    assert markers(state, RED) == {Kind.MOVE1, Kind.TILE, Kind.TIPI, Kind.CANOE}
    assert state.hands == (None, None)
    assert "now: moving hunters, red (move1, action 4 of 4)" in str(state)
    assert from_text(str(state), options=EXAMPLE_3_OPTIONS) == state


def test_turn_states_a_choice_too() -> None:
    """At the last choice of the season the seat to act has placed three markers, the tile
    first, and may choose among the other three."""
    state = build(2, turn=-1)
    assert state.to_move == RED and state.phase is Phase.CHOOSING
    assert state.free_kinds(RED) == (Kind.GATHER, Kind.MOVE1, Kind.MOVE3)
    assert markers(state, YELLOW) == {Kind.TILE, Kind.TIPI, Kind.CANOE, Kind.GATHER}
    assert build(2, turn=7) == state
    assert build(3, turn=4).to_move == 1 and build(3, turn=4).round == 1


def test_markers_given_are_kept_and_must_fit_the_turn() -> None:
    """A seat's markers given are its markers; the others follow from the turn."""
    state = build(2, turn=-1, markers={"yellow": ("tile", "gather", "move1", "move3")})
    assert markers(state, YELLOW) == {Kind.TILE, Kind.GATHER, Kind.MOVE1, Kind.MOVE3}
    assert markers(state, RED) == {Kind.TILE, Kind.TIPI, Kind.CANOE}
    with pytest.raises(ValueError, match="yellow has placed 4 action markers, not 2"):
        build(2, turn=-1, markers={"yellow": ("tile", "gather")})


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"turn": 8}, "turn is a whole number -8 to 7, not 8"),
        ({"turn": True}, "turn"),
        ({"turn": 1, "to_move": "yellow"}, "turn 1 is red's action 1 of 4, not yellow's"),
        ({"turn": 0, "phase": Phase.DRAWING}, "none is carried out while drawing a tile"),
        ({"turn": -1, "phase": Phase.MOVING, "pending": "move1 hunters"}, "reads as the picture writes it"),
        ({"turn": -1, "phase": Phase.MOVING, "pending": "fly hunters 1"}, "no action 'fly'"),
        ({"turn": -1, "phase": Phase.MOVING, "pending": "move1 hunters 1 arrived 99m"}, "no field '99m'"),
    ],
)
def test_a_turn_that_does_not_add_up_is_a_value_error(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        build(2, **kwargs)  # type: ignore[arg-type]


def test_the_action_under_way_may_be_given_as_the_picture_writes_it() -> None:
    """``pending`` as text is the Pending the picture's ``action:`` line reads back to."""
    given = dict(turn=-1, pieces={"4p": "red 1"}, tiles=[(4, 5, 0)], phase=Phase.MOVING)
    as_text = build(2, pending="move1 hunters 1 arrived 4p", **given)  # type: ignore[arg-type]
    as_value = build(2, pending=Pending(Kind.MOVE1, 1, arrived=(parse_field("4p"),)), **given)  # type: ignore[arg-type]
    assert as_text == as_value
    assert build(2, pending="action: move1 hunters 1 arrived 4p", **given) == as_value  # type: ignore[arg-type]


# -- playing the last decision scores the season with the rulebook's numbers ------------------------


def test_example_3_the_last_done_scores_yellow_9_and_red_10() -> None:
    """'Yellow scores 9: 1 bison (Prairie 2), 4 turkeys (Mountain 2), 4 salmon (River 1 + 3).
    Red scores 10: 3 bison (Prairie 1 + 2), 4 turkeys (Mountain 2 + 3), 3 salmon (River 1 +
    3).' The last decision costs nothing, so the tracks hold exactly what the season gave."""
    scored = done(example_3_last_decision())
    assert (scored.season, scored.phase) == (2, Phase.DRAWING)
    assert scored.supplies[YELLOW].food == (1, 4, 4)
    assert scored.supplies[RED].food == (3, 3, 4)
    assert scored.scores() == scored.score_sheet().totals() == (9, 10)
    assert scored.results[-1].took(YELLOW) == (1, 4, 4)
    assert scored.results[-1].took(RED) == (3, 3, 4)


def test_example_1_the_last_done_scores_the_prairie_as_the_rulebook() -> None:
    """'The result for this region is: Yellow 7 (7 bison), Red 3 (half of 7 bison, rounded
    down), Green 0 (no bison on their space, space 4), and Blue 2 (2 bison on their space,
    space 5).'"""
    scored = done(prairie_last_decision(EXAMPLE_1_PIECES))
    assert scored.season == 3
    taken = {YELLOW: 7, RED: 3, GREEN: 0, BLUE: 2}
    assert prairie_taken(scored) == tuple(taken[seat] for seat in range(4))
    assert [supply.food for supply in scored.supplies] == [(taken[seat], 0, 0) for seat in range(4)]
    details = [item.detail for item in scored.score_sheet().items if item.kind == REGION_ROW]
    assert details == [
        "triple tipi, 1st: all 7 bison",
        "single tipi + single tipi, 2nd: half of 7 bison",
        "2 hunters, 3rd: the 0 bison on 5p",
        "1 hunter, 4th: the 2 bison on 6p",
    ]


def test_example_2_the_last_done_scores_the_prairie_by_the_rules_text() -> None:
    """Example 2 contradicts the tie-break text (BIS-12): by the text Green's triple tipi and
    hunters beat Yellow's triple tipi, Green 7, Yellow 3, Red 3 (its own space), Blue 2."""
    scored = done(prairie_last_decision(EXAMPLE_2_PIECES))
    assert prairie_taken(scored) == (3, 3, 2, 7)


def test_example_2_the_last_done_scores_the_example_s_reading() -> None:
    """With hunters_break_ties=False Yellow and Green share 1st place as the example says and
    'each score 3 bison (half of 7, rounded down)'; Blue scores 2 'on space 5'. Red takes the
    3 bison of the one space it holds, not the example's 4 (BIS-12)."""
    lenient = Options(hunters_break_ties=False)
    scored = done(prairie_last_decision(EXAMPLE_2_PIECES, options=lenient))
    assert prairie_taken(scored) == (3, 3, 2, 3)


def test_the_last_decision_of_the_last_season_ends_the_game_with_the_final_scoring() -> None:
    """In the last season (4 of a 4-player game) the tracks go to 0 before the final
    scoring: Example 1's prairie is the whole result, and Yellow wins with 7."""
    last = prairie_last_decision(EXAMPLE_1_PIECES, season=4)
    over = done(last)
    assert over.is_over
    assert over.scores() == over.score_sheet().totals() == (7, 3, 2, 0)
    assert over.outcome() is not None and over.outcome().winners == (YELLOW,)  # type: ignore[union-attr]
    assert from_text(str(over)).score_sheet() == over.score_sheet()
