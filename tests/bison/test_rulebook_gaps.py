"""Rulebook sentences that no other Bison test checked on its own, each checked here.

``test_rulebook.py`` maps every rule sentence of the rulebook to its tests;
these are the tests it found missing. Scenes stand on the three starting
tiles (BIS-3): Prairie 1 is ``1p`` + ``3p``, Mountain 1 is ``1m``, the one
river region is ``1r`` + ``2r`` + ``3r``. Yellow (seat 0) acts first, in
round 1 of season 1 of a 2-player game, food 10 of each unless a test says
otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

import tablerules
from tablerules.bison import (
    DONE,
    Build,
    Buy,
    Call,
    Choose,
    Enter,
    Gain,
    Gather,
    Influence,
    Kind,
    Lay,
    Move,
    Options,
    Pay,
    Phase,
    Region,
    RegionScore,
    Terrain,
)
from tablerules.bison.board import FIELDS, field_of
from tablerules.bison.position import build
from tablerules.bison.scoring import score_region
from tablerules.bison.state import BisonState
from tests.strategies import check_refused_by

GAME = tablerules.load("bison")
YELLOW, RED = 0, 1


def quiet(state: BisonState, kind: Kind = Kind.MOVE3) -> BisonState:
    """The seat to act takes ``kind`` with no hunters and gains a bison (BIS-11)."""
    return state.apply_all([Choose(kind), DONE, Gain("bison")])


# -- players and pieces ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 5])
def test_the_game_is_for_two_to_four_players(players: int) -> None:
    """'4 individual player boards'; 'The number of seasons depends on the number of players:'
    2, 3 or 4. Any other number of players is refused at setup."""
    with pytest.raises(ValueError, match="2, 3, 4 players"):
        GAME.setup(players=players)


@pytest.mark.parametrize("players", [2, 3])
def test_only_the_players_colours_are_in_play(players: int) -> None:
    """'Return unused pieces to the box.' A game holds the pieces of its players' colours only."""
    state = GAME.setup(players=players)
    assert len(state.supplies) == players
    picture = str(state)
    unused = ("yellow", "red", "blue", "green")[players:]
    assert all(colour not in picture for colour in unused)


# -- the tile action ---------------------------------------------------------------------------


def test_any_player_may_move_hunters_onto_a_tile_another_player_laid() -> None:
    """'Later in the game, all players (including you) will be able to move your hunters onto
    this tile.' Yellow lays tile 3 ``pppmmm`` on place 4, whose mountain faces prairie 3p
    across an edge; red then moves her hunter from 3p onto it."""
    state = build(players=2, pieces={"3p": "red 1"})
    state = state.apply_all([Choose(Kind.TILE), Lay(4, 0), Enter("4p", 1)])
    assert state.to_move == RED
    assert "4m" in state.neighbours("3p")
    state = state.apply_all([Choose(Kind.MOVE1), Move("3p", "4m"), DONE])
    assert state.field_owner("4m") == RED and state.hunters_on("4m") == 1
    assert state.field_owner("4p") == YELLOW


# -- tipis and canoes ----------------------------------------------------------------------------


def test_a_region_across_several_tiles_may_hold_several_tipis() -> None:
    """'There may be only one tipi on each terrain space (although a region spanning several
    tiles may have several tipis).' Yellow's tipi on 1p does not stop a second one on 3p, the
    other space of Prairie 1, and both count for her influence there."""
    state = build(
        players=2,
        pieces={"1p": "yellow tipi 1", "3p": "yellow 1"},
        reserve={"yellow": (3, (1, 2), (1, 2))},
    )
    assert state.region("1p") == state.region("3p")
    state = state.apply_all([Choose(Kind.TIPI), Build("3p", 1)])
    assert (state.piece_on("1p"), state.piece_on("3p")) == (1, 1)
    prairie = next(r for r in state.region_scores() if r.region == state.region("1p"))
    assert [s.influence for s in prairie.standings] == [Influence((1, 1), 0)]


@pytest.mark.parametrize(("field", "piece"), [("1r", "canoe"), ("1m", "tipi")])
def test_any_number_of_hunters_share_a_field_with_their_own_tipi_or_canoe(field: str, piece: str) -> None:
    """'Any number of hunters may be placed on the same river as your canoe.' 'Any number of
    hunters may share a terrain with a tipi.' Five more hunters gather where one stands with
    the piece: six hunters and the piece share the field."""
    state = build(players=2, pieces={field: f"yellow 1 {piece} 1", "2p": "yellow 3", "3p": "yellow 2"})
    state = state.apply_all([Choose(Kind.GATHER), Gather(field), *[Call("2p")] * 3, *[Call("3p")] * 2, DONE])
    assert (state.hunters_on(field), state.piece_on(field)) == (6, 1)
    assert state.field_owner(field) == YELLOW
    assert {sum(pay.animals) for pay in state.pay_options()} == {10}


def test_hunters_returned_by_a_tipi_come_into_play_again() -> None:
    """'You can return hunters to your reserve, so you can reuse them later in the game.' Yellow
    has all four hunters on 1m; a double tipi sends two back, and with her next action they come
    into play on her new tile."""
    state = build(players=2, pieces={"1m": "yellow 4"})
    assert state.supplies[YELLOW].hunters == 0
    state = state.apply_all([Choose(Kind.TIPI), Build("1m", 2), Pay(1, 1, 0)])
    assert state.supplies[YELLOW].hunters == 2
    state = quiet(state)
    assert state.to_move == YELLOW
    state = state.apply_all([Choose(Kind.TILE), Lay(4, 0)])
    assert max(a.hunters for a in state.legal_actions() if isinstance(a, Enter)) == 2
    state = state.apply_all([Enter("4p", 2), Pay(0, 1, 1)])
    assert state.hunters_on("4p") == 2 and state.supplies[YELLOW].hunters == 0


def test_a_missing_canoe_is_bought_at_the_market_while_building() -> None:
    """'Placing canoes works the same way as placing tipis: choose a canoe from your reserve (or
    trade for one at the market) and place it next to your hunters on the river.' A triple canoe
    costs 3 of each animal at the market; built with 3 hunters it costs 4 animals more (BIS-7: the
    market is open at every step of one's own action)."""
    state = build(players=2, pieces={"1r": "yellow 3"}).apply(Choose(Kind.CANOE))
    check_refused_by(state, Build("1r", 3), "bison.canoe.in-reserve")
    state = state.apply(Buy("canoe", 3))
    assert state.phase is Phase.BUILDING
    assert state.supplies[YELLOW].canoes == (1, 2, 3)
    state = state.apply(Build("1r", 3))
    assert (state.piece_on("1r"), state.hunters_on("1r")) == (3, 0)
    paid = state.apply(Pay(2, 1, 1))
    assert paid.supplies[YELLOW].food == (5, 6, 6)
    assert paid.supplies[YELLOW].canoes == (1, 2)
    assert paid.supplies[YELLOW].hunters == 4


def test_enlarging_a_canoe_needs_hunters_on_the_river_and_pays_for_them() -> None:
    """'If you have a canoe, you may enlarge it if you have hunters present on the river. Choose a
    larger canoe, pay the cost according to the cost table, and return the hunters to your
    reserve.' Without hunters there is no enlarging; with two, a single canoe becomes a triple for
    2 animals and the single canoe comes back to the reserve."""
    alone = build(players=2, pieces={"1r": "yellow canoe 1"}).apply(Choose(Kind.CANOE))
    check_refused_by(alone, Build("1r", 2), "bison.canoe.hunters-present")
    state = build(
        players=2, pieces={"1r": "yellow 2 canoe 1"}, reserve={"yellow": (2, (1, 2), (2, 3))}
    ).apply(Choose(Kind.CANOE))
    check_refused_by(state, Build("1r", 4), "bison.canoe.hunters-present")
    state = state.apply(Build("1r", 3))
    assert (state.piece_on("1r"), state.hunters_on("1r")) == (3, 0)
    supply = state.supplies[YELLOW]
    assert supply.canoes == (1, 2) and supply.hunters == 4
    assert {sum(pay.animals) for pay in state.pay_options()} == {2}


# -- moving and gathering --------------------------------------------------------------------------


def test_hunters_moving_together_each_count_for_the_cost() -> None:
    """'The cost of this action depends on the number of hunters that move, even if they move
    together.' Two hunters from 1r to 2r side by side are 2 hunters: 2 animals."""
    state = build(players=2, pieces={"1r": "yellow 2"}).apply(Choose(Kind.MOVE1))
    state = state.apply_all([Move("1r", "2r"), Move("1r", "2r"), DONE])
    assert state.hunters_on("2r") == 2 and state.field_owner("1r") is None
    assert state.phase is Phase.PAYING
    assert {sum(pay.animals) for pay in state.pay_options()} == {2}


def test_one_hunter_two_spaces_and_two_others_three_spaces_each() -> None:
    """'For example, you could move one hunter only 2 spaces and two others 3 spaces each.'
    From 1p: to 1m is 2 spaces (over the river), to 2m and to 3m 3 spaces each; 3 hunters cost
    4 animals."""
    state = build(players=2, pieces={"1p": "yellow 3"}).apply(Choose(Kind.MOVE3))
    assert [state.movement_cost("1p", f) for f in ("1m", "2m", "3m")] == [2, 3, 3]
    state = state.apply_all([Move("1p", "1m"), Move("1p", "2m"), Move("1p", "3m"), DONE])
    assert [state.hunters_on(f) for f in ("1p", "1m", "2m", "3m")] == [0, 1, 1, 1]
    assert {sum(pay.animals) for pay in state.pay_options()} == {4}


def test_at_most_five_hunters_move_one_to_three_spaces_each() -> None:
    """'With this action, you may move up to 5 of your hunters one to 3 spaces each.'"""
    state = build(players=2, pieces={"1r": "yellow 6"}, food={"yellow": (15, 15, 15)})
    state = state.apply(Choose(Kind.MOVE3))
    state = state.apply_all([Move("1r", to) for to in ("1p", "1m", "2r", "3r", "2m")])
    assert not any(isinstance(a, Move) for a in state.legal_actions())
    check_refused_by(state, Move("1r", "3m"), "bison.hunters.at-most-five")
    assert {sum(pay.animals) for pay in state.apply(DONE).pay_options()} == {10}


#: Tile 17 ``pmmmmm 0 1 2`` on place 7 turned 3 and tile 8 ``ppmmmm 1 1 1`` on place 8 turned 1
#: join 1m: Mountain 1 is 1m, 7m and 8m with 1 + 2 + 1 = 4 wild turkeys.
FOUR_TURKEYS = [(7, 17, 3), (8, 8, 1)]


def test_three_hunters_concentrated_on_a_mountain_build_a_tipi_next_and_control_it() -> None:
    """'With their next action, they could build a single, double, or triple tipi, for example,
    which would give them control of this mountain and earn 4 wild turkeys.' 'Blue now has 3
    hunters on the same mountain and can build a single, double, or triple tipi with their next
    action.' Yellow gathers 2 hunters to her hunter on 7m (2 animals); after red's turn she may
    build a single or double tipi from her reserve, or buy a triple and build it; the tipi wins
    Mountain 1 and its 4 turkeys (BIS-8: gathered hunters need no path; BIS-7: the triple tipi is
    bought during the action)."""
    state = build(
        players=2,
        tiles=FOUR_TURKEYS,
        pieces={"7m": "yellow 1", "2p": "yellow 1", "3p": "yellow 1", "8m": "red 3"},
    )
    mountain = state.region("7m")
    assert mountain.name == "Mountain 1" and mountain.animals == 4
    assert state.region("8m") == mountain
    state = state.apply_all([Choose(Kind.GATHER), Gather("7m"), Call("2p"), Call("3p"), DONE, Pay(1, 1, 0)])
    assert state.hunters_on("7m") == 3
    state = quiet(state)
    state = state.apply(Choose(Kind.TIPI))
    assert {a.size for a in state.legal_actions() if isinstance(a, Build) and a.field == "7m"} == {1, 2}
    state = state.apply_all([Buy("tipi", 3), Build("7m", 3)])
    assert (state.piece_on("7m"), state.hunters_on("7m")) == (3, 0)
    scores = next(r for r in state.region_scores() if r.region == mountain)
    assert scores.first() == (YELLOW,)
    assert scores.took(YELLOW) == 4


# -- no action -------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", [Kind.TIPI, Kind.MOVE1])
def test_an_action_taken_without_hunters_cannot_be_taken_again_that_season(kind: Kind) -> None:
    """'Since you have placed an action marker on that action space, you will not be able to
    carry out that action again later in the same season.' (BIS-11: an action may be taken with no
    hunters even where hunters could have been used.)"""
    state = quiet(build(players=2, pieces={"1m": "yellow 2"}), kind)
    assert state.supplies[YELLOW].food == (11, 10, 10)
    state = quiet(state, Kind.GATHER)
    assert state.to_move == YELLOW and state.round == 1
    assert kind not in state.free_kinds(YELLOW)
    assert Choose(kind) not in state.legal_actions()
    check_refused_by(state, Choose(kind), "bison.action.once-per-season")


# -- influence ---------------------------------------------------------------------------------


def prairie(spaces: Sequence[tuple[int, int, int, int]]) -> RegionScore:
    """A prairie region scored; space n is ``(seat, hunters, diamonds, bison)`` on place n."""
    owner, hunters, pieces, animals = [-1] * FIELDS, [0] * FIELDS, [0] * FIELDS, [0] * FIELDS
    fields = []
    for place, (seat, count, size, shown) in enumerate(spaces, start=1):
        field = field_of(place, Terrain.PRAIRIE)
        fields.append(field)
        owner[field], hunters[field], pieces[field], animals[field] = seat, count, size, shown
    region = Region(Terrain.PRAIRIE, 1, tuple(fields), sum(animals))
    return score_region(region, owner, hunters, pieces, animals, hunters_break_ties=True)


def test_a_tie_of_the_two_largest_pieces_is_broken_by_the_third() -> None:
    """'If there is a tie, the second-largest tipi or canoe counts, and so on.' Yellow's triple and
    two single tipis beat Red's triple, single tipi and five hunters: the third piece decides
    before any hunter counts."""
    result = prairie(
        [(YELLOW, 0, 3, 1), (YELLOW, 0, 1, 1), (YELLOW, 0, 1, 1), (RED, 0, 3, 1), (RED, 5, 1, 1)]
    )
    assert [(s.seat, s.place) for s in result.standings] == [(YELLOW, 1), (RED, 2)]
    assert [s.influence for s in result.standings] == [Influence((3, 1, 1), 0), Influence((3, 1), 5)]
    assert (result.took(YELLOW), result.took(RED)) == (5, 2)


# -- the actions' names ------------------------------------------------------------------------------

#: The six actions as the rulebook lists them, and as the variants rename the tipi and canoe actions.
ACTION_NAMES = {
    Kind.TILE: "Place your landscape tile and put hunters into play",
    Kind.TIPI: "Place or enlarge a tipi",
    Kind.CANOE: "Place or enlarge a canoe",
    Kind.GATHER: "Gather hunters",
    Kind.MOVE1: "Move hunters one space each",
    Kind.MOVE3: "Move hunters one to 3 spaces each",
}
VARIANT_NAMES = {
    1: {Kind.TIPI: "Place and Enlarge Tipis", Kind.CANOE: "Place and Enlarge Canoes"},
    2: {
        Kind.TIPI: "Place, Enlarge, Reduce, or Remove Tipis",
        Kind.CANOE: "Place, Enlarge, Reduce, or Remove Canoes",
    },
}


def test_the_actions_bear_the_rulebooks_names_in_each_variant() -> None:
    """'The 6 possible actions are:' ...; Variant 1: 'The actions are now called "Place and Enlarge
    Tipis" and "Place and Enlarge Canoes."' Variant 2: 'The actions are now called "Place, Enlarge,
    Reduce, or Remove Tipis" and "Place, Enlarge, Reduce, or Remove Canoes."' A refusal names the
    action as the variant in play calls it."""
    assert {kind: kind.title for kind in Kind} == {kind: name.lower() for kind, name in ACTION_NAMES.items()}
    for variant, names in VARIANT_NAMES.items():
        for kind in Kind:
            assert kind.title_in(variant) == names.get(kind, ACTION_NAMES[kind]).lower()
        state = build(
            players=2, options=Options(variant=variant), markers={"yellow": ("tipi",), "red": ("tipi",)}
        )
        error = state.refusal(Choose(Kind.TIPI))
        assert error is not None and names[Kind.TIPI].lower() in error.reason


# -- the variants ------------------------------------------------------------------------------------


def test_variant_1_places_and_enlarges_several_canoes_in_one_action() -> None:
    """'For one action, you may build or enlarge tipis or canoes in several locations instead of
    just one. The cost still depends on the total number of hunters used for that action.' A single
    canoe on 1r and a double on 2r: 3 hunters, 4 animals; the action ends with "done" (BIS-9)."""
    state = build(players=2, options=Options(variant=1), pieces={"1r": "yellow 1", "2r": "yellow 2"})
    state = state.apply_all([Choose(Kind.CANOE), Build("1r", 1)])
    assert state.phase is Phase.BUILDING, "more canoes may follow"
    state = state.apply_all([Build("2r", 2), DONE])
    assert (state.piece_on("1r"), state.piece_on("2r")) == (1, 2)
    assert state.supplies[YELLOW].hunters == 4 and state.supplies[YELLOW].canoes == ()
    assert {sum(pay.animals) for pay in state.pay_options()} == {4}


def test_variant_2_removes_a_canoe() -> None:
    """'Now, you may also reduce or remove a tipi or canoe.' 'For each diamond removed, take a
    hunter from your reserve and place it at the location of the reduced tipi or canoe.' Yellow's
    single canoe leaves 1r for a hunter from her reserve: 1 hunter, no cost (BIS-10)."""
    state = build(players=2, options=Options(variant=2), pieces={"1r": "yellow canoe 1"})
    assert state.supplies[YELLOW].canoes == (2,)
    state = state.apply_all([Choose(Kind.CANOE), Build("1r", 0)])
    assert (state.piece_on("1r"), state.hunters_on("1r")) == (0, 1)
    assert state.field_owner("1r") == YELLOW
    assert state.supplies[YELLOW].canoes == (1, 2) and state.supplies[YELLOW].hunters == 3
    state = state.apply(DONE)
    assert state.to_move == RED and state.supplies[YELLOW].food == (10, 10, 10)
