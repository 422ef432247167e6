"""Hostile input to Manitou: options the notation cannot write, forced fields, and caches.

Findings 2, 3 and 6 of issue 8: bison values of 1000 and more were taken by
the options but not read by the notation, so such records did not replay;
``lay_bison`` kept every value it was ever asked about; and a ``Play`` whose
spot was forced to ``1.0`` past its validator was called legal, then crashed
``apply``.
"""

from __future__ import annotations

from typing import TypeVar

import attrs
import pytest

import tablerules
from tablerules import Record
from tablerules.bots import RandomAgent
from tablerules.manitou import GAME, Draw, LayBison, ManitouState, Options, Play
from tablerules.manitou.actions import lay_bison, parse_action
from tablerules.manitou.options import MAX_BISON_VALUE, MAX_DECK
from tests.core.test_hostile import Poser, agree, check_caches_stay_bounded
from tests.manitou.scripts import new_game, run, worked_start
from tests.strategies import forced

A = TypeVar("A")


# -- finding 2: the options take no bison value the notation cannot write ---------------------


@pytest.mark.parametrize("deck", ["large_herds", "small_herds"])
@pytest.mark.parametrize("value", [1000, 12345, 10**100])
def test_a_bison_value_past_three_digits_is_refused_naming_the_limit(deck: str, value: int) -> None:
    options = attrs.evolve(Options(), **{deck: (*getattr(Options(), deck)[1:], value)})
    with pytest.raises(ValueError, match=f"{deck} lists bison values as positive whole numbers up to 999"):
        GAME.setup(players=2, options=options)
    with pytest.raises(ValueError, match="up to 999"):
        GAME.options_from_json(GAME.options_to_json(options))


def test_the_highest_bison_value_is_written_and_read_back() -> None:
    assert MAX_BISON_VALUE == 999
    assert parse_action(str(LayBison(MAX_BISON_VALUE))) == LayBison(MAX_BISON_VALUE)
    options = Options(large_herds=(999,) * 6, small_herds=(998,) * 9)
    record = tablerules.play(GAME, [RandomAgent()] * 2, seed=1, options=options)
    assert "bison 999" in record.to_json()
    back = Record.from_json(record.to_json())
    assert back == record
    assert back.replay() == record.replay()


def test_a_deck_of_more_than_999_cards_is_refused() -> None:
    with pytest.raises(ValueError, match=f"large_herds holds at most {MAX_DECK} cards, not 1000"):
        GAME.setup(players=2, options=Options(large_herds=(9,) * 1000))
    GAME.setup(players=2, options=Options(large_herds=(9,) * MAX_DECK))


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("large_herds", [9, 10, 10, 11, 12, 13]),
        ("large_herds", {9: 1, 10: 1, 11: 1, 12: 1, 13: 1, 14: 1}),
        ("small_herds", (1.0, 2, 3, 4, 4, 5, 5, 6, 7)),
        ("small_herds", (True, 2, 3, 4, 4, 5, 5, 6, 7)),
        ("pair_rule", Poser("sacrifice")),
        ("pair_rule", ["sacrifice"]),
        ("dealer_chooses_seven", 1),
    ],
    ids=repr,
)
def test_options_forced_past_their_converters_are_a_value_error(name: str, value: object) -> None:
    options = Options()
    object.__setattr__(options, name, value)
    with pytest.raises(ValueError, match=name):
        GAME.setup(players=2, options=options)
    with pytest.raises(ValueError, match=name):
        GAME.check_options(options)


def test_options_from_json_checks_what_setup_checks() -> None:
    with pytest.raises(ValueError, match="pair_rule is one of 'sacrifice', 'fight-in-order', not 'fight'"):
        GAME.options_from_json({"pair_rule": "fight"})
    with pytest.raises(ValueError, match="even 2 players lay out 3 cards of large_herds"):
        GAME.options_from_json({"large_herds": [9, 10]})
    # Enough for two players, not for four: refused by setup, which knows the player count.
    options = GAME.options_from_json({"large_herds": [9, 10, 11]})
    with pytest.raises(ValueError, match="4 players lay out"):
        GAME.setup(players=4, options=options)


# -- finding 6: forced fields are never taken for what they are not ---------------------------


@pytest.mark.parametrize("spot", [1.0, True], ids=repr)
def test_a_spot_forced_to_an_equal_value_plays_the_states_own_action(spot: object) -> None:
    """``Play("10", 1)`` with its spot forced to ``1.0`` (or ``True``) equals the legal ``Play("10", 1)``:
    it is legal, and the state plays its own value; it was legal before, and then crashed ``apply``."""
    state = worked_start()
    odd = forced(Play("10", 1), spot=spot)
    assert odd == Play("10", 1)
    assert agree(state, odd)
    assert state.apply(odd) == state.apply(Play("10", 1))


@pytest.mark.parametrize("spot", [1.5, "1", None, [1], 4.0], ids=repr)
def test_a_spot_forced_to_anything_else_is_refused_as_malformed(spot: object) -> None:
    state = worked_start()
    odd = forced(Play("10", 1), spot=spot)
    assert not agree(state, odd)
    error = state.refusal(odd)
    assert error.rule == "manitou.action.malformed"
    assert "Play.spot is a whole number" in error.reason


def test_a_card_forced_to_a_text_of_another_type_leaves_only_plain_text_in_the_state() -> None:
    state = run(worked_start(), "play 10 at 1")  # seat 1 draws from 1 7 8 M Q
    odd = forced(Draw("M"), card=Poser("M"))
    assert agree(state, odd)
    after = state.apply(odd)
    assert after == state.apply(Draw("M"))
    assert all(type(card) is str for hand in after.hands for card in hand)


def test_a_bison_value_forced_to_a_float_leaves_whole_numbers_in_the_deck() -> None:
    state = new_game()
    after = state.apply(forced(LayBison(12), value=12.0))
    assert after == state.apply(LayBison(12))
    assert all(type(value) is int for deck in after.season.decks for value in deck)
    assert all(type(value) is int for spot in after.spots for value in spot.bison)


# -- finding 3: caches ---------------------------------------------------------------------------


def _season_laid(n: int) -> ManitouState:
    """A new game whose decks hold values never used before (up to 999), the first season laid."""
    base = 1 + 3 * n
    options = Options(large_herds=tuple(range(base, base + 6)), small_herds=tuple(range(base, base + 9)))
    state = GAME.setup(players=2, options=options)
    while isinstance(state.to_move, type(tablerules.CHANCE)) and state.legal_actions():
        if type(state.legal_actions()[0]) is not LayBison:
            break
        state = state.apply(state.legal_actions()[0])
    return state


def test_300_setups_with_new_bison_values_leave_every_cache_bounded() -> None:
    before = lay_bison.cache_info().currsize
    check_caches_stay_bounded("tablerules.manitou", _season_laid, {})
    assert lay_bison.cache_info().maxsize is not None
    assert lay_bison.cache_info().currsize <= max(before, lay_bison.cache_info().maxsize)
