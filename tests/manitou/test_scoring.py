"""Scoring a season (skin thief, bison cards, prisoners) and the end of the game.

Rulebook: "1. La carte de voleur de peaux ... 2. Capturer des bisons ... 3.
Faire des prisonniers ..." and "La fin du jeu: ... Chaque carte de bisons
vaut le nombre de points qui est écrit dessus. Chaque prisonnier vaut un
point. Chaque carte de voleur de peaux fait perdre 10 points. Celui qui a le
plus de points a gagné." Interpretations MAN-10 to MAN-13.
"""

from __future__ import annotations

from typing import cast

import pytest

from tablerules.manitou import Choose, Options, Spot
from tablerules.manitou.components import TRIBE
from tablerules.manitou.scoring import SeasonResult, award_bison, score_season
from tablerules.manitou.state import ManitouState
from tests.manitou.scripts import first_choices, hunted_season, new_game, worked_turns


def season_of(players: int, *spots: Spot) -> SeasonResult:
    return score_season(1, 0, spots, players, second_card_after_tie_for_first=False)


def hunters(bison: tuple[int, ...], *plays: tuple[int, str]) -> Spot:
    spot = Spot(bison)
    for seat, card in plays:
        spot = spot.with_card(seat, card)
    return spot


# -- 1. the skin thief ------------------------------------------------------------


def test_the_skin_thief_goes_to_the_highest_total_hunter_strength() -> None:
    """ "quel joueur a obtenu, avec toutes ses cartes de chasseur, la plus grande force" """
    result = score_season(
        1,
        0,
        (hunters((12, 5), (0, "10"), (1, "9")), hunters((3,), (1, "8")), hunters((7,), (0, "2"))),
        2,
        second_card_after_tie_for_first=False,
    )
    assert result.strengths == (12, 17)
    assert result.skin_thieves == (1,)


def test_a_spot_counts_every_seats_hunters_at_once_as_one_by_one() -> None:
    """``Spot.strengths`` (one pass, used by the scoring) agrees with ``Spot.strength``."""
    spot = hunters((12, 5), (0, "10"), (2, "C"), (1, "9"), (0, "5"), (2, "1"), (1, "Q"), (0, "5"))
    assert spot.strengths(4) == tuple(spot.strength(seat) for seat in range(4)) == (20, 9, 1, 0)
    assert Spot((7,)).strengths(3) == (0, 0, 0)


def test_tied_players_all_get_a_skin_thief() -> None:
    """ "En cas d'égalité, plusieurs joueurs peuvent recevoir des cartes de voleurs de peaux." (MAN-10)"""
    result = score_season(
        1,
        0,
        (hunters((12, 5), (0, "10"), (1, "9"), (2, "4")), hunters((13,), (1, "1")), hunters((7,), (2, "6"))),
        3,
        second_card_after_tie_for_first=False,
    )
    assert result.strengths == (10, 10, 10)
    assert result.skin_thieves == (0, 1, 2)


def test_a_player_without_hunters_is_no_skin_thief() -> None:
    """MAN-10: a total strength of 0 is no "plus grande force"."""
    result = score_season(
        1, 0, (hunters((12, 5), (0, "C")), Spot((3,)), Spot((7,))), 2, second_card_after_tie_for_first=False
    )
    assert result.strengths == (0, 0)
    assert result.skin_thieves == ()


# -- 2. the bison cards --------------------------------------------------------------


def test_the_strongest_takes_the_first_card_and_the_second_the_second() -> None:
    """ "Le joueur le plus fort remporte la carte de bisons. S'il y a deux cartes
    de bisons à cet emplacement, le second emporte la deuxième carte." """
    assert award_bison((12, 5), (9, 14, 3)) == ((1, 12), (0, 5))
    assert award_bison((5, 12), (9, 14, 3)) == ((1, 12), (0, 5))  # the higher card is the first
    assert award_bison((7,), (9, 14, 3)) == ((1, 7),)


def test_a_tie_for_first_gives_no_card_at_the_spot() -> None:
    """ "En cas d'égalité, aucun joueur ne reçoit de carte de bisons à cet
    emplacement." A tie for first gives neither card (MAN-11)."""
    assert award_bison((12, 5), (9, 9, 3)) == ()
    assert award_bison((7,), (4, 4)) == ()


def test_the_option_gives_the_second_card_to_the_strongest_below_a_tie_for_first() -> None:
    """MAN-11's option ``second_card_after_tie_for_first``."""
    assert award_bison((12, 5), (9, 9, 3), second_card_after_tie_for_first=True) == ((2, 5),)
    assert award_bison((12, 5), (9, 9, 3, 3), second_card_after_tie_for_first=True) == ()
    assert award_bison((12, 5), (9, 9), second_card_after_tie_for_first=True) == ()
    assert award_bison((7,), (4, 4, 1), second_card_after_tie_for_first=True) == ()


def test_a_tie_for_second_gives_no_second_card() -> None:
    """MAN-11: the first card is taken, the second is not."""
    assert award_bison((12, 5), (10, 4, 4)) == ((0, 12),)


def test_the_option_voids_the_spot_on_a_tie_for_second() -> None:
    """MAN-11's option ``tie_for_second_voids_spot``: any tie at a two-card spot gives no card there."""
    assert award_bison((12, 5), (10, 4, 4), tie_for_second_voids_spot=True) == ()
    assert award_bison((12, 5), (10, 4, 3), tie_for_second_voids_spot=True) == ((0, 12), (1, 5))
    # A single card has no second place to tie for; a lone leader still takes the first card.
    assert award_bison((7,), (10, 4, 4), tie_for_second_voids_spot=True) == ((0, 7),)
    assert award_bison((12, 5), (10, 0, 0), tie_for_second_voids_spot=True) == ((0, 12),)
    # Below a tie for first, a tie gives nothing with either option.
    assert (
        award_bison(
            (12, 5), (9, 9, 3, 3), second_card_after_tie_for_first=True, tie_for_second_voids_spot=True
        )
        == ()
    )


# -- the MAN-11 options through a game ------------------------------------------------

#: Three players: spot 1 lays a 12 and a 5, spot 2 a 10, spot 3 a 3 (MAN-1). Each
#: tribe has lost all but seven hunters, so nobody chooses: the season is all plays.
THREE_HUNTERS = (("1", "2", "3", "4", "5", "6", "7"),) * 3
THREE_BISON = (12, 5, 10, 3)


def spot_one_rows(state: ManitouState) -> list[tuple[int, str, int, str]]:
    """The score sheet's bison rows for spot 1 of the first season."""
    return [
        (item.seat, item.label, item.points, item.detail)
        for item in state.score_sheet().items
        if "bison" in item.label and item.detail.startswith("spot 1,")
    ]


def other_rows(state: ManitouState) -> list[object]:
    return [item for item in state.score_sheet().items if not item.detail.startswith("spot 1,")]


def tie_for_first(seat: int, card: str) -> int:
    """Seats 0 and 1 play their 7 at spot 1 (7 against 7), seat 2 its 5 there."""
    if (seat, card) in ((0, "7"), (1, "7"), (2, "5")):
        return 1
    return 3 if seat == 1 else 2


def tie_for_second(seat: int, card: str) -> int:
    """Seat 0 plays its 7 at spot 1, seats 1 and 2 their 5 there (5 against 5)."""
    if (seat, card) in ((0, "7"), (1, "5"), (2, "5")):
        return 1
    return 3 if seat == 1 else 2


def test_a_game_with_a_tie_for_first_gives_the_second_card_only_with_the_option() -> None:
    """MAN-11: seats 0 and 1 tie for first at spot 1 (7 each), seat 2 alone below (5).
    With ``second_card_after_tie_for_first`` seat 2 takes the 5; without, nobody
    takes a card there. Nothing else on the score sheet changes."""
    option = Options(second_card_after_tie_for_first=True)
    on = hunted_season(3, THREE_BISON, THREE_HUNTERS, tie_for_first, option)
    off = hunted_season(3, THREE_BISON, THREE_HUNTERS, tie_for_first)
    # The same table, scored two ways.
    assert on.results[0].hunts[0].spot == off.results[0].hunts[0].spot
    assert on.results[0].hunts[0].strengths == (7, 7, 5)
    assert spot_one_rows(on) == [(2, "season 1: bison 5", 5, "spot 1, hunters 5")]
    assert on.results[0].hunts[0].unclaimed == (12,)
    assert spot_one_rows(off) == []
    assert off.results[0].hunts[0].unclaimed == (12, 5)
    assert other_rows(on) == other_rows(off)


def test_a_game_with_a_tie_for_second_voids_the_spot_only_with_the_option() -> None:
    """MAN-11: seat 0 alone first at spot 1 (7), seats 1 and 2 tied below (5 each).
    By default seat 0 takes the 12 and nobody the 5; with ``tie_for_second_voids_spot``
    nobody takes a card there."""
    option = Options(tie_for_second_voids_spot=True)
    on = hunted_season(3, THREE_BISON, THREE_HUNTERS, tie_for_second, option)
    off = hunted_season(3, THREE_BISON, THREE_HUNTERS, tie_for_second)
    assert on.results[0].hunts[0].spot == off.results[0].hunts[0].spot
    assert on.results[0].hunts[0].strengths == (7, 5, 5)
    assert spot_one_rows(off) == [(0, "season 1: bison 12", 12, "spot 1, hunters 7")]
    assert off.results[0].hunts[0].unclaimed == (5,)
    assert spot_one_rows(on) == []
    assert on.results[0].hunts[0].unclaimed == (12, 5)
    assert other_rows(on) == other_rows(off)


def test_only_players_with_hunters_at_the_spot_compete() -> None:
    """MAN-11: strength 0 (no hunters, warriors only) never takes a card."""
    assert award_bison((12, 5), (6, 0)) == ((0, 12),)
    assert award_bison((12, 5), (0, 0)) == ()


def test_unclaimed_bison_cards_leave_the_game() -> None:
    """MAN-11: the next season lays new cards; an unclaimed one is in nobody's score."""
    result = season_of(2, hunters((12, 5), (0, "6"), (1, "6")), Spot((3,)), hunters((7,), (1, "1")))
    hunts = result.hunts
    assert hunts[0].awards == () and hunts[0].unclaimed == (12, 5)
    assert hunts[1].unclaimed == (3,)
    assert hunts[2].awards == ((1, 7),) and hunts[2].unclaimed == ()


# -- 3. prisoners ----------------------------------------------------------------------


def test_the_holder_of_a_spot_takes_every_other_players_cards_there() -> None:
    """ "Le joueur qui possède un ou deux grands guerriers face ouverte sur un
    emplacement à bison reçoit tous les chasseurs et tous les grands guerriers
    (face cachée) qui se trouvent sur cet emplacement. Ses propres cartes sont
    remises dans la réserve." """
    spot = hunters((12, 5), (0, "7"), (1, "C"), (2, "S"), (0, "M"), (2, "4"), (1, "10"))
    assert spot.holder == 1  # the chief beat the scout; the medicine man lost to the chief
    result = season_of(3, spot, Spot((13,)), Spot((7,)))
    hunt = result.hunts[0]
    assert hunt.captor == 1
    assert hunt.prisoners == ((0, "7"), (2, "S"), (0, "M"), (2, "4"))


def test_a_pair_takes_prisoners_as_one_holder() -> None:
    spot = hunters((7,), (0, "S"), (0, "Q"), (1, "5"))
    assert season_of(2, Spot((12, 5)), Spot((3,)), spot).hunts[2].prisoners == ((1, "5"),)


def test_a_spot_with_no_face_up_warrior_takes_no_prisoners() -> None:
    spot = hunters((7,), (0, "S"), (1, "S"), (1, "5"))
    hunt = season_of(2, Spot((12, 5)), Spot((3,)), spot).hunts[2]
    assert hunt.captor is None and hunt.prisoners == ()


def test_prisoners_leave_their_owners_tribe_for_later_seasons() -> None:
    """MAN-12 (FACTS.md): prisoners "are lost to their owner for later seasons";
    every other card, played or not, goes back to its owner."""
    state = worked_turns()
    assert state.season.number == 2
    lost_by_1 = ["10", "9", "Q", "M", "8"]
    expected_1 = list(TRIBE)
    for card in lost_by_1:
        expected_1.remove(card)
    assert list(state.season.pools[1]) == expected_1
    expected_0 = list(TRIBE)
    expected_0.remove("S")
    assert list(state.season.pools[0]) == expected_0
    # In season 2 seat 1 can no longer choose its 10, 9 or 8, and has one medicine man left ...
    choices_1 = _choices_of(state, 1)
    assert not {"10", "9", "8"} & set(choices_1)
    assert "M" in choices_1 and state.season.pools[1].count("M") == 1
    # ... while its unplayed 1 and its played 7 and chief came back.
    assert {"1", "7", "C"} <= set(choices_1)


def _choices_of(state: ManitouState, seat: int) -> list[str]:
    """The cards ``seat`` may choose when its turn to choose comes."""
    while state.to_move != seat:
        state = state.apply(state.legal_actions()[0])
    return [cast(Choose, action).card for action in state.legal_actions()]


# -- the worked season and the end ----------------------------------------------------


def test_the_worked_season_scores_as_the_rules_page_says() -> None:
    state = worked_turns()
    sheet = state.score_sheet()
    assert sheet.totals() == (13, 10)
    rows = [(item.seat, item.label, item.points) for item in sheet.items]
    assert rows == [
        (1, "season 1: skin thief", -10),
        (1, "season 1: bison 12", 12),
        (0, "season 1: bison 5", 5),
        (0, "season 1: bison 3", 3),
        (1, "season 1: bison 7", 7),
        (0, "season 1: 4 prisoners", 4),
        (0, "season 1: 1 prisoner", 1),
        (1, "season 1: 1 prisoner", 1),
    ]
    assert sheet.items[5].detail == "spot 1, from seat 1: 10 9 Q M"


def test_the_final_score_is_bison_plus_prisoners_minus_ten_per_skin_thief() -> None:
    """ "Chaque carte de bisons vaut le nombre de points qui est écrit dessus. Chaque
    prisonnier vaut un point. Chaque carte de voleur de peaux fait perdre 10 points." """
    state = first_choices(new_game(4))
    expected = [0] * 4
    for result in state.results:
        for seat in result.skin_thieves:
            expected[seat] -= 10
        for hunt in result.hunts:
            for seat, value in hunt.awards:
                expected[seat] += value
            if hunt.captor is not None:
                expected[hunt.captor] += len(hunt.prisoners)
    assert state.scores() == tuple(expected)
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == tuple(expected)


@pytest.mark.parametrize(
    ("scores", "winners", "draw"),
    [((30, 12), (0,), False), ((20, 20), (0, 1), True), ((5, 9, 9, 1), (1, 2), True)],
)
def test_the_most_points_wins_and_a_tie_is_a_draw(
    scores: tuple[int, ...], winners: tuple[int, ...], draw: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Celui qui a le plus de points a gagné." No tie-break: equal best scores draw (MAN-13)."""
    state = first_choices(new_game(len(scores)))
    monkeypatch.setattr(ManitouState, "scores", lambda self: scores)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == winners
    assert outcome.is_draw == draw
    assert outcome.tiebreak is None


def test_no_outcome_before_the_end() -> None:
    assert worked_turns().outcome() is None
