"""The position builder: a Manitou position stated in a few lines, and the text picture read back.

``build`` fills in what is not given as at the start of a game, works out
what happens next from the cards as play would, and refuses a position that
does not add up with a ``ValueError`` naming what is wrong.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable

import attrs
import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.manitou import ManitouState, Options, Phase, Spot
from tablerules.manitou.components import LARGE_HERDS, SMALL_HERDS, SMALL_HERDS_TEN, TRIBE
from tablerules.manitou.picture import spot_text
from tablerules.manitou.position import build, from_text
from tests.manitou.scripts import (
    WORKED_CHOICES,
    laid,
    new_game,
    run,
    worked_start,
    worked_turns,
)

GAME = tablerules.load("manitou")

#: The worked season of the rules page after thirteen turns, seat 0 to play its last card.
WORKED_SPOTS = (
    "bison 12 + 5; 1:10 0:6 0:C 1:9 0:(C) 1:(Q) 1:(M)",
    "bison 3; 0:10 1:8 0:5",
    "bison 7; 1:C 0:(S) 1:7",
)
#: The same season once scored: seat 0's rain maker went to spot 2.
WORKED_TABLE = (WORKED_SPOTS[0], "bison 3; 0:10 1:8 0:5 0:R", WORKED_SPOTS[2])


def worked() -> ManitouState:
    return build(spots=WORKED_SPOTS, hands={0: "5 R", 1: "1"})


def random_game(players: int, seed: int, options: Options | None = None) -> list[ManitouState]:
    record = tablerules.play(GAME, [RandomAgent()] * players, seed=seed, options=options)
    return [state for state in record.states() if isinstance(state, ManitouState)]


def rebuilt(state: ManitouState) -> ManitouState:
    """``state`` stated again from its parts, as a rule tester would write them."""
    over = state.phase is Phase.OVER
    return build(
        state.players,
        options=state.options,
        season=state.season.number,
        dealer=state.dealer,
        earlier=[[spot_text(hunt.spot) for hunt in result.hunts] for result in state.results],
        spots=() if over else [spot_text(spot) for spot in state.spots],
        hands={seat: " ".join(hand) for seat, hand in enumerate(state.hands)},
        piles=state.piles,
        phase=state.phase,
        turn=state.turn,
    )


# -- what the builder states ---------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", ["standard", "dealer-chooses-seven"])
def test_the_default_is_the_start_of_a_game(players: int, variant: str) -> None:
    options = GAME.variants()[variant]
    state = build(players, options=options)
    assert state == GAME.setup(players=players, options=options)
    assert (state.season.number, state.dealer, state.phase, state.turn) == (1, 0, Phase.LAYING, 0)
    assert state.season.pools == (TRIBE,) * players
    assert state.season.decks == (LARGE_HERDS, SMALL_HERDS)


def test_a_built_position_has_the_season_the_spots_and_the_cards_it_says() -> None:
    state = worked()
    assert state == worked_turns(13)
    assert (state.season.number, state.dealer, state.phase, state.turn, state.plays) == (
        1,
        0,
        Phase.PLAYING,
        0,
        13,
    )
    first = state.spots[0]
    assert first.bison == (12, 5)
    assert first.cards == ((1, "10"), (0, "6"), (0, "C"), (1, "9"), (0, "C"), (1, "Q"), (1, "M"))
    assert [first.is_face_up(index) for index in range(7)] == [True, True, True, True, False, False, False]
    assert first.holder == 0 and first.guard == (2,)
    assert state.spots[1].holder is None and state.spots[2].holder == 1
    assert state.hands == (("5", "R"), ("1",)) and state.piles == ((), ())
    assert state.reserve(0) == ("1", "2", "3", "4", "7", "8", "9", "M", "M", "R", "S", "Q", "Q")
    assert state.season.decks == ((9, 10, 10, 11, 13), (1, 2, 4, 4, 5, 6))
    assert state.season.pools == (TRIBE, TRIBE) and state.results == () and state.scores() == (0, 0)


def test_cards_may_be_given_as_sequences_and_spots_as_pairs_or_spot_values() -> None:
    by_pairs = build(
        spots=[
            ((12, 5), [(1, "10"), (0, "6"), (0, "C"), (1, "9"), (0, "(C)"), (1, "(Q)"), (1, "(M)")]),
            ((3,), [(0, "10"), (1, "8"), (0, "5")]),
            ((7,), [(1, "C"), (0, "(S)"), (1, "7")]),
        ],
        hands=[("R", "5"), ["1"]],
        piles=["-", ""],
    )
    assert by_pairs == worked()
    assert build(spots=worked().spots, hands=worked().hands) == worked()


def test_a_position_with_cards_in_the_piles() -> None:
    """After four turns each seat holds three cards and has one left in its pile."""
    state = build(
        spots=["bison 12 + 5; 1:10 0:6 0:C", "bison 3", "bison 7; 1:C"],
        hands={0: "5 10 C", 1: "9 8 7"},
        piles={0: "5 S R", 1: "Q M 1"},
    )
    assert state == worked_turns(4)
    assert state.piles == (("5", "R", "S"), ("1", "M", "Q"))
    assert (state.phase, state.turn, state.plays) == (Phase.PLAYING, 1, 4)


def test_a_position_where_a_player_draws() -> None:
    """Seat 1 has played its third card and not drawn yet: chance draws for seat 1."""
    replayed = run(worked_turns(2), "play C at 3")
    state = build(
        spots=["bison 12 + 5; 1:10 0:6", "bison 3", "bison 7; 1:C"],
        hands={0: replayed.hands[0], 1: replayed.hands[1]},
        piles=replayed.piles,
    )
    assert state == replayed
    assert (state.phase, state.turn, state.to_move) == (Phase.DRAWING, 1, tablerules.CHANCE)


@pytest.mark.parametrize(
    ("reached", "kwargs"),
    [
        (lambda: run(new_game(), "bison 12", "bison 5"), {"spots": ["bison 12 + 5"]}),
        (lambda: laid(), {"spots": ["bison 12 + 5", "bison 3", "bison 7"]}),
        (
            lambda: run(laid(), "choose 10", "choose C", "choose C"),
            {"spots": ["bison 12 + 5", "bison 3", "bison 7"], "piles": {1: "C 10 C"}},
        ),
        (
            lambda: run(laid(), *[f"choose {card}" for card in (*WORKED_CHOICES[1], "10", "6")]),
            {"spots": ["bison 12 + 5", "bison 3", "bison 7"], "piles": {1: WORKED_CHOICES[1], 0: "10 6"}},
        ),
        (
            lambda: run(
                laid(),
                *[f"choose {card}" for card in (*WORKED_CHOICES[1], *WORKED_CHOICES[0])],
                *["draw 10", "draw C", "draw 9", "draw 6"],
            ),
            {
                "spots": ["bison 12 + 5", "bison 3", "bison 7"],
                "hands": {1: "10 C 9", 0: "6"},
                "piles": {1: "8 7 Q M 1", 0: "10 5 5 C C S R"},
            },
        ),
    ],
    ids=["laying", "choosing-first", "choosing-on", "choosing-second-seat", "dealing"],
)
def test_what_happens_next_follows_from_the_cards(
    reached: Callable[[], ManitouState], kwargs: dict[str, object]
) -> None:
    state = reached()
    built = build(**kwargs)  # type: ignore[arg-type]
    assert built == state
    assert build(**kwargs, phase=state.phase, turn=state.turn) == state  # type: ignore[arg-type]


def test_the_first_play_of_a_season() -> None:
    state = build(
        spots=["bison 12 + 5", "bison 3", "bison 7"],
        hands={0: "6 C 5", 1: "10 C 9"},
        piles={0: "10 5 C S R", 1: "8 7 Q M 1"},
    )
    assert state == worked_start()
    assert (state.phase, state.turn, state.plays) == (Phase.PLAYING, 1, 0)


def test_an_earlier_season_gives_the_scores_the_tribes_and_the_decks() -> None:
    """The worked season scored: seat 1 deals the second season; seat 0 has 13 points and 20
    cards, seat 1 10 points and 16 cards; the cards laid have left the decks."""
    state = build(earlier=[WORKED_TABLE])
    assert state == worked_turns()
    assert (state.season.number, state.dealer, state.phase, state.turn) == (2, 1, Phase.LAYING, 1)
    assert state.scores() == (13, 10)
    assert [len(pool) for pool in state.season.pools] == [20, 16]
    assert state.season.decks == ((9, 10, 10, 11, 13), (1, 2, 4, 4, 5, 6))
    assert [row.label for row in state.score_sheet().items][:2] == [
        "season 1: skin thief",
        "season 1: bison 12",
    ]
    # The same, with every piece of it stated and checked.
    assert build(
        earlier=[WORKED_TABLE], season=2, dealer=1, tribes=state.season.pools, decks=state.season.decks
    ) == (state)


def test_earlier_seasons_may_be_given_as_the_results_of_another_position() -> None:
    states = random_game(3, seed=5)
    late = next(state for state in states if state.season.number == 3 and state.phase is Phase.PLAYING)
    spots = [spot_text(spot) for spot in late.spots]
    assert build(3, earlier=late.results, spots=spots, hands=late.hands, piles=late.piles) == late


def test_the_game_over_follows_from_three_earlier_seasons() -> None:
    final = random_game(4, seed=2)[-1]
    assert final.is_over
    state = build(4, earlier=final.results)
    assert state == final
    assert state.outcome() == final.outcome()
    assert state.legal_actions() == ()


def test_without_earlier_seasons_the_tribes_and_the_decks_may_be_stated() -> None:
    """A second season whose first is not stated: seat 1 deals and has lost four cards; no score."""
    tribe = (*TRIBE[:8], *TRIBE[11:])
    decks = ((9, 11, 12), (1, 2, 4, 5, 6, 7))
    state = build(season=2, tribes={1: tribe}, decks=decks)
    assert (state.season.number, state.dealer, state.turn, state.phase) == (2, 1, 1, Phase.LAYING)
    assert state.season.pools == (TRIBE, tribe)
    assert state.season.decks == decks
    assert state.scores() == (0, 0) and state.results == ()
    start = new_game()
    season = attrs.evolve(start.season, number=2, dealer=1, pools=(TRIBE, tribe), decks=decks)
    assert state == attrs.evolve(start, season=season, turn=1)


def test_the_dealer_chooses_seven_in_the_published_rule() -> None:
    options = Options(dealer_chooses_seven=True)
    spots = ["bison 12 + 5", "bison 3", "bison 7"]
    state = build(options=options, spots=spots, piles={1: WORKED_CHOICES[1], 0: "1 2 3 4 5 6"})
    assert (state.phase, state.turn) == (Phase.CHOOSING, 0)
    dealing = build(options=options, spots=spots, piles={1: WORKED_CHOICES[1], 0: "1 2 3 4 5 6 7"})
    assert (dealing.phase, dealing.turn) == (Phase.DEALING, 1)


def test_a_seat_with_no_more_cards_than_it_chooses_has_taken_them_all() -> None:
    """In the third season a tribe of 7 cards takes them all without choosing (MAN-4)."""
    small = ("1", "2", "3", "4", "5", "C", "Q")
    state = build(season=3, tribes={1: small}, spots=["bison 12 + 5", "bison 3", "bison 7"], piles={1: small})
    assert (state.phase, state.turn) == (Phase.CHOOSING, 0)


# -- built positions play on ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "start",
    [
        worked,
        lambda: build(earlier=[WORKED_TABLE]),
        lambda: build(
            3,
            options=Options(pair_rule="fight-in-order"),
            spots=["bison 13 + 4; 1:(C) 2:(M) 0:Q", "bison 10; 1:C", "bison 1"],
            hands={0: "1 2 3", 1: "4 5 6", 2: "7 8 9"},
            piles={0: "5 5 6 7", 1: "1 2 3", 2: "1 2 3 4"},
        ),
        lambda: build(4, season=3, tribes={2: TRIBE[:14]}, options=Options(dealer_chooses_seven=True)),
    ],
    ids=["worked", "second-season", "fight-in-order", "third-season-of-four"],
)
def test_a_built_position_plays_on_to_the_end(start: Callable[[], ManitouState]) -> None:
    for seed in range(4):
        rng = random.Random(seed)
        state = start()
        steps = 0
        while not state.is_over:
            legal = state.legal_actions()
            assert legal, str(state)
            state = state.apply(rng.choice(list(legal)))
            steps += 1
            if steps % 17 == 0:
                assert from_text(str(state), options=state.options) == state
        outcome = state.outcome()
        assert outcome is not None and outcome.scores == state.scores()
        assert state.results[-1].season == 3


# -- built positions equal replayed ones ---------------------------------------------------------

CONFIGS = [(players, variant) for players in (2, 3, 4) for variant in ("standard", "dealer-chooses-seven")]


@pytest.mark.parametrize(("players", "variant"), CONFIGS, ids=[f"{p}p-{v}" for p, v in CONFIGS])
def test_every_position_of_random_games_is_built_again_from_its_parts(players: int, variant: str) -> None:
    options = GAME.variants()[variant]
    phases = set()
    for seed in range(2):
        for state in random_game(players, seed, options):
            phases.add(state.phase)
            assert rebuilt(state) == state
    assert phases == set(Phase)


# -- the picture read back -------------------------------------------------------------------------

OPTIONS = [
    Options(),
    Options(dealer_chooses_seven=True),
    Options(pair_rule="fight-in-order"),
    Options(
        second_card_after_tie_for_first=True, tie_for_second_voids_spot=True, small_herds=SMALL_HERDS_TEN
    ),
]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTIONS, ids=["standard", "dealer-7", "fight-in-order", "tie-options"])
def test_from_text_reads_back_every_position_of_a_random_game(players: int, options: Options) -> None:
    for state in random_game(players, seed=players, options=options):
        assert from_text(str(state), options=options) == state


def test_from_text_reads_back_built_positions() -> None:
    for state in (
        worked(),
        build(season=2, tribes={1: (*TRIBE[:8], *TRIBE[11:])}, decks=((9, 11, 12), (1, 2, 4, 5, 6, 7))),
        build(spots=["bison 12"]),
    ):
        assert from_text(str(state)) == state
        assert str(from_text(str(state))) == str(state)


def test_the_picture_of_a_state_holds_the_order_of_play_the_reserves_and_the_earlier_tables() -> None:
    state = build(earlier=[WORKED_TABLE], spots=["bison 11 + 4", "bison 2", "bison 6"], piles={0: "C 10 9"})
    lines = str(state).splitlines()
    assert "seat 0 hand: -; pile: 9 10 C; reserve: 1 2 3 4 5 5 6 7 8 C M M R R S Q Q" in lines
    assert "seat 1 hand: -; pile: -; reserve: 1 2 3 4 5 5 6 7 C C M R R S S Q" in lines
    assert f"season 1, spot 1: {WORKED_TABLE[0]}" in lines
    assert f"season 1, spot 3: {WORKED_TABLE[2]}" in lines
    assert lines[-1] == "next: seat 0 chooses a card (3 of 8 chosen)"
    assert "  in play order: 1:10 0:6 0:C 1:9 0:(C) 1:(Q) 1:(M)" in str(worked()).splitlines()
    # A seat's view is unchanged: the seat lines show what it may see.
    for seat in (None, 0, 1):
        view = str(state.view(seat))
        assert "in play order" not in view and "season 1, spot" not in view and "seat 0 hand" not in view


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not a Manitou picture"),
        ("Chess, 2 players", "not a Manitou picture"),
        ("Manitou, season 1 of 3, 2 players, seat 0 deals\nthe wind blows", "cannot read 'the wind blows'"),
        ("Manitou, season 1 of 3, 2 players, seat 0 deals\n  in play order: 0:5", "no spot above it"),
        ("Manitou, season 1 of 3, 2 players, seat 0 deals", "shows 0 of the 2 seats' hands"),
    ],
)
def test_from_text_names_what_it_cannot_read(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        from_text(text)


def test_a_seats_view_cannot_be_read_back() -> None:
    with pytest.raises(ValueError, match="a seat's view hides the other seats' cards"):
        from_text(str(worked().view(0)))


def test_from_text_names_a_line_that_does_not_fit_the_rest() -> None:
    text = str(worked()).replace("score 0\nseat 1", "score 7\nseat 1")
    with pytest.raises(ValueError, match=r"line 18 reads 'seat 0: .* score 7', but the position .* score 0'"):
        from_text(text)
    with pytest.raises(ValueError, match=r"seat 1's squaw .* lies face down"):
        from_text(str(worked()).replace("1:(Q)", "1:Q"))


def test_from_text_needs_the_options_the_game_was_played_with() -> None:
    """A pair attacked under 'fight-in-order' stands where a sacrifice would break it."""
    options = Options(pair_rule="fight-in-order")
    state = build(
        options=options,
        spots=["bison 12 + 5; 1:C 0:5 1:S 0:(Q)", "bison 3", "bison 7"],
        hands={0: "1 2 3", 1: "1 2 3"},
        piles={0: "4 6 7", 1: "4 5 6"},
    )
    assert from_text(str(state), options=options) == state
    with pytest.raises(ValueError, match="face down after the fights"):
        from_text(str(state))


def test_from_text_refuses_what_is_not_text() -> None:
    with pytest.raises(ValueError, match="a Manitou picture is text"):
        from_text(None)  # type: ignore[arg-type]


# -- inconsistent input ----------------------------------------------------------------------------

LAID = ["bison 12 + 5", "bison 3", "bison 7"]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 5}, "Manitou is played by 2, 3 or 4 players, not 5"),
        ({"players": True}, "Manitou is played by 2, 3 or 4 players, not True"),
        ({"options": {"pair_rule": "fight"}}, "Manitou options must be an Options value"),
        ({"options": Options(pair_rule="fight")}, "pair_rule is one of"),
        ({"season": 4}, "season is a whole number 1 to 3, not 4"),
        ({"season": "2"}, "season is a whole number 1 to 3, not '2'"),
        ({"dealer": 1}, r"seat 0 deals the first season .* \(MAN-3\): seat 0 deals season 1, not seat 1"),
        ({"season": 2, "dealer": 0}, "seat 1 deals season 2, not seat 0"),
        ({"dealer": 2}, "dealer: seats are 0 to 1, not 2"),
        ({"earlier": [WORKED_TABLE], "season": 3}, "1 earlier season is stated, so this is season 2, not 3"),
        ({"earlier": [WORKED_TABLE] * 4}, "earlier holds the tables of up to 3 seasons"),
        ({"earlier": "bison 12"}, "earlier holds the tables of up to 3 seasons"),
        ({"earlier": [WORKED_TABLE[:2]]}, "season 1, a season's table is its 3 spots"),
        ({"earlier": [LAID]}, "season 1, every seat plays 7 cards a season"),
        (
            {"earlier": [(WORKED_TABLE[0], "bison 3; 0:10 1:8 0:5 0:R 0:1", "bison 7; 1:C 0:(S)")]},
            r"season 1, seat 1 plays first .* the seats have played 7 / 7, not 8 / 6",
        ),
        (
            {"earlier": [(WORKED_TABLE[0], "bison 3; 0:10 1:8 0:5 0:C", WORKED_TABLE[2])]},
            "season 1, seat 0 plays 3 of card C, but its tribe has 2",
        ),
        (
            {"earlier": [WORKED_TABLE, WORKED_TABLE]},
            r"season 2, spot 1: no large herd 12 is left to lay \(the large deck holds 9 10 10 11 13\)",
        ),
        ({"spots": "bison 12"}, "spots holds the 3 spots"),
        ({"spots": [12]}, "spot 1: a spot is a text like 'bison 12 \\+ 5; 1:10 0:\\(C\\)'"),
        ({"spots": ["bison twelve"]}, "spot 1: the bison cards are written like 'bison 12 \\+ 5'"),
        ({"spots": [*LAID[:2], "bison 7; 1-10"]}, "spot 3: a card played is written seat:card"),
        ({"spots": [*LAID[:2], "bison 7; 2:10"]}, "spot 3: 2:10: seats are 0 to 1, not 2"),
        ({"spots": [*LAID[:2], "bison 7; 1:11"]}, "spot 3: no card '11'"),
        (
            {"spots": ["", "bison 3"]},
            r"laid in the order of the layout, spot 1 large \+ small, spot 2 small, spot 3 small \(MAN-1\): "
            "1 laid lie 1 / 0 / 0 on the spots, not 0 / 1 / 0",
        ),
        ({"spots": ["bison 12 + 5 + 4"]}, "laid in the order of the layout"),
        ({"spots": ["bison 5 + 12"]}, r"spot 1: no large herd 5 is left to lay \(the large deck holds 9 10"),
        ({"spots": ["bison 12 + 12"]}, "spot 1: no small herd 12 is left to lay"),
        ({"players": 3, "spots": ["bison 13 + 5", "bison 13"]}, "spot 2: no large herd 13 is left to lay"),
        ({"spots": ["bison 12 + 5; 1:10"]}, "cards are played once all 4 bison cards are laid, not after 2"),
        ({"spots": [*LAID[:2], "bison 7; 0:10"]}, r"seat 1 plays first .* have played 0 / 1, not 1 / 0"),
        (
            {"spots": ["bison 12 + 5; 0:10 1:9", "bison 3; 0:5 1:8", "bison 7"]},
            "cannot have been played in turn: .* after 0 cards it is seat 1's turn",
        ),
        (
            {"spots": ["bison 12 + 5; 1:C 0:C", *LAID[1:]], "hands": {0: "1 2 3", 1: "1 2 3"}},
            r"spot 1: seat 1's chief \(card 1 played here\) lies face down after the fights .* write 1:\(C\)",
        ),
        (
            {"spots": ["bison 12 + 5; 1:(C)", *LAID[1:]], "hands": {0: "1 2 3", 1: "1 2 3"}},
            r"spot 1: seat 1's chief .* lies face up after the fights .* write 1:C",
        ),
        ({"spots": ["bison 12 + 5; 1:(5)", *LAID[1:]]}, r"spot 1: hunters lie face up, so write 1:5"),
        ({"spots": [(12, 5), *LAID[1:]]}, "spot 1: the bison cards are a sequence of values, not 12"),
        ({"spots": [(12, 5, 3), *LAID[1:]]}, r"spot 1: a spot is a text like .* not \(12, 5, 3\)"),
        ({"spots": [((12, 5), [(1, 10)])]}, "spot 1: no card 10"),
        ({"spots": [((12, 5), [1])]}, r"spot 1: a card played is \(seat, card\)"),
        (
            {"spots": [Spot((12, 5), ((1, "C"), (0, "C")), (0,)), *LAID[1:]]},
            "seat 1's chief .* lies face down",
        ),
        ({"spots": [Spot((12, 5), ((1, "C"),), "x")]}, "a spot's guard holds indices"),  # type: ignore[arg-type]
        ({"spots": WORKED_TABLE}, "once every seat has played 7 cards the season is scored"),
        ({"hands": "5 5"}, "hands is a mapping by seat or a sequence of 2 values"),
        ({"hands": {2: "5"}}, "hands: seats are 0 to 1, not 2"),
        ({"hands": {0: 5}}, "seat 0's hand: cards are a text like '5 5 C'"),
        ({"hands": {0: "5 X"}}, "seat 0's hand: no card 'X'"),
        (
            {"spots": WORKED_SPOTS, "hands": {0: "C C R", 1: "1"}},
            "seat 0 holds 4 of card C in hand, in its pile and at the spots, but its tribe has 2",
        ),
        (
            {
                "season": 3,
                "spots": WORKED_SPOTS,
                "hands": {0: "5 R", 1: "1"},
                "tribes": {0: TRIBE[:6] + TRIBE[7:]},
            },
            "seat 0 holds 1 of card 6 in hand, in its pile and at the spots, but its tribe has 0",
        ),
        (
            {"spots": WORKED_SPOTS, "hands": {0: "5", 1: "1"}, "piles": {0: "R"}},
            "seat 0 chose 8 cards and has played 6, so it holds 2 in hand, not 1",
        ),
        (
            {"spots": WORKED_SPOTS, "hands": {0: "5"}},
            "every seat chooses its cards before anyone draws or plays .* seat 1 holds 7 of the 8",
        ),
        (
            {"spots": WORKED_SPOTS, "hands": {0: "5 R", 1: "1 2"}},
            "seat 1 chooses 8 cards this season .* but holds 9",
        ),
        (
            {"spots": WORKED_SPOTS, "hands": {0: "5 R", 1: "1"}, "turn": 1},
            "it is seat 0's turn now, not seat 1's",
        ),
        (
            {"spots": WORKED_SPOTS, "hands": {0: "5 R", 1: "1"}, "turn": True},
            "turn: seats are 0 to 1, not True",
        ),
        (
            {"spots": WORKED_SPOTS, "hands": {0: "5 R", 1: "1"}, "phase": Phase.DRAWING},
            "the game is at Phase.PLAYING now, not Phase.DRAWING",
        ),
        ({"phase": "laying"}, "phase is a Phase"),
        ({"spots": ["bison 12"], "piles": {1: "1"}}, "while the bison cards are laid nobody holds a card"),
        ({"spots": LAID, "piles": {1: "1 2 3 4 5 6 7 8 9"}}, "seat 1 chooses 8 cards .* but holds 9"),
        ({"spots": LAID, "piles": {1: "1 2", 0: "3"}}, "seat 0 chooses after seat 1 .* has chosen 1 cards"),
        (
            {"spots": LAID, "piles": {1: "1 2"}, "hands": {1: "3"}},
            "every seat chooses its cards before anyone",
        ),
        (
            {"spots": LAID, "piles": {1: "1 2 3 4 5 6 7 8", 0: "1 2 3 4 5 6 7"}, "hands": {0: "8"}},
            r"seat 0 draws its hand after seat 1 \(MAN-5\), but holds 1 cards while seat 1 holds 0",
        ),
        (
            {"season": 3, "tribes": {1: "1 2 3 4 5 C Q"}, "spots": LAID},
            r"seat 1 takes all 7 cards of its tribe without choosing \(MAN-4\)",
        ),
        (
            {"tribes": {0: "1 2 3"}},
            "seat 0's tribe holds 3 cards, too few to play 7 in each of the 3 seasons left",
        ),
        ({"tribes": {0: [*TRIBE, "C"]}}, "seat 0's tribe holds 3 of card C, but a tribe has 2"),
        (
            {"earlier": [WORKED_TABLE], "tribes": {0: TRIBE}},
            "seat 0's tribe is what the earlier seasons left it",
        ),
        (
            {"decks": ((9, 10), SMALL_HERDS)},
            "the large deck holds the large herds not laid yet, 9 10 10 11 12 13",
        ),
        ({"decks": (1, 2, 3)}, r"decks is \(large values, small values\)"),
        ({"decks": ("9 ten", "1")}, "the large deck: bison values are whole numbers"),
        ({"decks": ((9, 0), (1,))}, "the large deck: a bison value is a whole number 1 to 999, not 0"),
        (
            {"season": 2, "decks": ((9,), SMALL_HERDS)},
            "the large deck holds 1 cards, too few for the 2 large",
        ),
        ({"season": 2, "decks": ((9, 14), SMALL_HERDS)}, "of the options' decks not laid this season"),
        (
            {"earlier": [WORKED_TABLE], "spots": ["bison 11 + 4", "bison 2", "bison 6"], "piles": {1: "10"}},
            "seat 1 holds 1 of card 10 in hand, in its pile and at the spots, but its tribe has 0",
        ),
        (
            {"earlier": [WORKED_TABLE], "spots": ["bison 11 + 4", "bison 2", "bison 6"], "piles": {1: "1"}},
            "seat 1 chooses after seat 0 .* has chosen 1 cards while seat 0 has chosen 0 of its 8",
        ),
    ],
    ids=lambda value: None if isinstance(value, dict) else value[:50],
)
def test_inconsistent_input_is_a_value_error_that_says_what_is_wrong(
    kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        build(**kwargs)  # type: ignore[arg-type]


def test_a_result_that_its_table_does_not_give_is_refused() -> None:
    result = worked_turns().results[0]
    with pytest.raises(ValueError, match="season 1, the result given is not what its table scores"):
        build(earlier=[attrs.evolve(result, skin_thieves=())])


def test_the_game_over_holds_no_cards() -> None:
    final = random_game(2, seed=1)[-1]
    with pytest.raises(ValueError, match="the game is over after the third season"):
        build(earlier=final.results, hands={0: "1"})


JUNK: tuple[object, ...] = (
    None,
    True,
    -1,
    1.5,
    "x",
    "",
    [],
    {},
    (1, 2),
    ["x"],
    {0: None},
    {9: "1"},
    object(),
)


@pytest.mark.parametrize(
    "keyword",
    ["players", "options", "season", "dealer", "earlier", "tribes", "decks", "spots", "hands", "piles"],
)
def test_any_value_of_any_keyword_is_a_position_or_a_value_error(keyword: str) -> None:
    """No other exception escapes from what a caller passes."""
    for value in JUNK:
        for others in ({}, {"spots": WORKED_SPOTS, "hands": {0: "5 R", 1: "1"}}, {"earlier": [WORKED_TABLE]}):
            with contextlib.suppress(ValueError):
                build(**{**others, keyword: value})  # type: ignore[arg-type]


def test_damaged_pictures_are_read_the_same_or_refused_with_a_value_error() -> None:
    """Lines dropped, doubled or swapped, characters changed: never another exception, and what
    is read draws the very text that was read."""
    rng = random.Random(8)
    pictures = [str(state) for players in (2, 3, 4) for state in random_game(players, seed=players)[::9]]
    for _ in range(2000):
        lines = rng.choice(pictures).splitlines()
        index = rng.randrange(len(lines))
        kind = rng.randrange(4)
        if kind == 0:
            del lines[index]
        elif kind == 1:
            lines.insert(index, rng.choice(lines))
        elif kind == 2:
            line = lines[index]
            at = rng.randrange(len(line) + 1)
            lines[index] = line[:at] + rng.choice("0123456789CMRSQX():;+- ") + line[at + 1 :]
        else:
            words = lines[index].split(" ")
            one, two = rng.randrange(len(words)), rng.randrange(len(words))
            words[one], words[two] = words[two], words[one]
            lines[index] = " ".join(words)
        text = "\n".join(lines)
        try:
            state = from_text(text)
        except ValueError:
            continue
        assert str(state).splitlines() == [line.rstrip() for line in text.strip().splitlines()]
