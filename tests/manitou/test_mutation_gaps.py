"""Tests for the gaps that mutation testing found in the Manitou rules modules.

Each test checks a behaviour that no other test checked; docs/testing.rst
lists the changes to the code that they catch.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

from tablerules.core.chance import sample_outcome
from tablerules.core.game import Action
from tablerules.core.listing import Listing
from tablerules.manitou import Choose, ManitouState, Play, Spot
from tablerules.manitou.actions import play
from tablerules.manitou.scoring import award_bison, score_sheet
from tests.core.test_hostile import Poser
from tests.manitou.scripts import (
    WORKED_BISON,
    WORKED_CHOICES,
    chosen,
    first_choices,
    laid,
    new_game,
    run,
    worked_start,
)
from tests.manitou.test_scoring import hunters, season_of
from tests.strategies import forced

# -- steps/: the rule itself decides, never the slow look-up -----------------------------


def test_a_whole_game_is_played_without_looking_an_action_up_among_the_legal_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``is_legal`` and ``apply`` find an action in the position's listing, and each
    step's listing tells it from the rule itself (the card in the hand, the pile, the
    choice or the deck); ``Listing.find``, the look-up among all the legal actions, is
    "slow but never on the path of play". Every legal action of every phase (laying,
    choosing, dealing, playing, drawing), of its exact type, is decided without it,
    through three seasons."""

    def never(self: Listing, action: object) -> Action | None:
        raise AssertionError(f"{action!r} was looked up among the legal actions")

    monkeypatch.setattr(Listing, "find", never)
    state = new_game(2)
    phases = set()
    while not state.is_over:
        phases.add(state.phase.name)
        legal = state.legal_actions()
        assert all(state.is_legal(action) for action in legal)
        state = state.apply(legal[-1])
    assert phases == {"LAYING", "CHOOSING", "DEALING", "PLAYING", "DRAWING"}
    assert state.season.number == 3
    assert first_choices(new_game(3)).is_over


def test_a_dealt_or_drawn_card_is_sampled_without_building_the_piles_outcomes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ "prend les 3 premières dans sa main" and "pioche une nouvelle carte" (MAN-5):
    ``sample_chance`` draws the very card ``sample_outcome`` would draw from the pile's
    outcomes, while dealing and while drawing alike, without building those outcomes."""
    choices: dict[int, Iterable[str]] = dict(WORKED_CHOICES)
    dealing = chosen(laid(2, WORKED_BISON), choices)
    drawing = run(worked_start(), "play 10 at 1")
    assert (dealing.phase.name, drawing.phase.name) == ("DEALING", "DRAWING")
    states = (dealing, drawing)
    expected = [
        # Plain tuples, which sample_outcome sums itself (a pile's outcomes draw from the pile).
        [sample_outcome(tuple(s.chance_outcomes()), random.Random(seed)) for seed in range(30)]
        for s in states
    ]

    def never(self: ManitouState) -> tuple[()]:
        raise AssertionError("the outcomes of a pile were built")

    monkeypatch.setattr(ManitouState, "chance_outcomes", never)
    assert [[s.sample_chance(random.Random(seed)) for seed in range(30)] for s in states] == expected


def test_a_chosen_card_forced_to_a_text_of_another_type_leaves_only_plain_text_in_the_pile() -> None:
    """A ``Choose`` whose card is forced to a ``str`` subclass equal to ``"10"`` is the
    legal ``choose 10``: the state chooses its own plain ``"10"`` (MAN-4)."""
    state = laid(2)
    odd = forced(Choose("10"), card=Poser("10"))
    assert state.is_legal(odd)
    after = state.apply(odd)
    assert after == run(state, "choose 10")
    assert all(type(card) is str for pile in after.piles for card in pile)


# -- scoring.py ---------------------------------------------------------------------------


def test_a_spot_without_bison_cards_gives_no_card_to_its_strongest_hunter() -> None:
    """ "Le joueur le plus fort remporte la carte de bisons": where no card lies, the
    strongest takes nothing, and no one is asked to take a card that is not there."""
    assert award_bison((), (9, 4)) == ()
    assert award_bison((), (9, 4, 1), second_card_after_tie_for_first=True) == ()


def test_a_single_hunter_1_is_the_greatest_strength_and_makes_a_skin_thief() -> None:
    """ "quel joueur a obtenu, avec toutes ses cartes de chasseur, la plus grande force":
    a total of 1 (one hunter 1) is still the greatest; only 0 is none (MAN-10)."""
    result = season_of(2, hunters((12, 5), (0, "1")), Spot((3,)), hunters((7,), (1, "C")))
    assert result.strengths == (1, 0)
    assert result.skin_thieves == (0,)


def test_a_warrior_alone_at_a_spot_takes_no_prisoner_and_gets_no_row() -> None:
    """ "reçoit tous les chasseurs et tous les grands guerriers ... qui se trouvent sur cet
    emplacement": with no other player's card there, the holder takes none, and the score
    sheet has no prisoner row for it."""
    result = season_of(2, hunters((12, 5), (1, "4")), Spot((3,)), hunters((7,), (0, "C")))
    assert result.hunts[2].captor == 0
    assert result.hunts[2].prisoners == ()
    items = score_sheet((result,), 2).items
    assert [item.label for item in items] == ["season 1: skin thief", "season 1: bison 12"]


def test_two_prisoners_are_written_in_the_plural() -> None:
    """ "Chaque prisonnier vaut un point": two prisoners are a row of 2 points, "2 prisoners"."""
    spot = hunters((7,), (0, "C"), (1, "5"), (1, "3"))
    result = season_of(2, hunters((12, 5), (0, "4")), Spot((3,)), spot)
    rows = [(item.seat, item.label, item.points, item.detail) for item in score_sheet((result,), 2).items]
    assert rows[-1] == (0, "season 1: 2 prisoners", 2, "spot 3, from seat 1: 5 3")


# -- actions.py ---------------------------------------------------------------------------


def test_the_shared_plays_are_those_at_the_three_spots_only() -> None:
    """ "3 emplacements séparés": ``play`` hands out the shared value of a card at spot 1,
    2 or 3, and there is none at a fourth spot (nor of a card no tribe has)."""
    assert play("10", 3) == Play("10", 3)
    assert play("10", 3) is play("10", 3)
    for spot in (0, 4):
        with pytest.raises(KeyError):
            play("10", spot)
    with pytest.raises(KeyError):
        play("11", 1)
