"""The checks of a case as a whole: what a title says of itself.

Its id, name and player counts; a setup that is the same every time; options
that round-trip through JSON; player counts and options that are wrong,
refused; and universes that number every action and chance outcome, with
limits and an observation layout that fit them. Each check takes a
:class:`~tablerules.testing.played.Case`; ``CASE_CHECKS`` of
:mod:`tablerules.testing.checks` runs them in order.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable

from tablerules.core.encoding import Layout
from tablerules.core.game import offered
from tablerules.core.universe import Limits, Universe
from tablerules.testing.played import Case, CheckError, _require

__all__ = [
    "check_bad_player_counts_are_refused",
    "check_game_describes_itself",
    "check_options_round_trip",
    "check_setup_is_deterministic",
    "check_universes_number_every_action",
    "check_wrong_options_are_refused",
]


def check_game_describes_itself(case: Case) -> None:
    """Id, name, player counts, hidden information, ``repr`` and variants are what they should be."""
    game = case.game
    _require(isinstance(game.id, str) and game.id, "a game has an id")
    _require(isinstance(game.name, str) and game.name, "a game has a name")
    _require(1 <= game.min_players <= game.max_players, "1 <= min_players <= max_players")
    _require(
        list(game.player_counts) == list(range(game.min_players, game.max_players + 1)),
        "player_counts runs from min_players to max_players",
    )
    _require(isinstance(game.has_hidden_information, bool), "has_hidden_information is True or False")
    variants = game.variants()
    _require(variants, "every title has at least its standard rules")
    _require(next(iter(variants.values())) == game.options_type(), "the first variant is the default options")


def check_setup_is_deterministic(case: Case) -> None:
    """Setting up twice gives equal states, of the game's title; with the first variant, options
    may be left out."""
    state = case.setup()
    # Rule ids start with the state's title, and pictures load the game by it.
    _require(
        state.title == case.game.id,
        f"the state's title is {state.title!r}, not the game's id {case.game.id!r}",
    )
    _require(state == case.setup() and hash(state) == hash(case.setup()), "two setups are equal values")
    _require(state.players == case.players, f"the state has {state.players} players, not {case.players}")
    if case.variant == next(iter(case.game.variants())):
        _require(case.game.setup(players=case.players) == state, "setup without options uses the default")


def check_options_round_trip(case: Case) -> None:
    """The options go to JSON and back unchanged."""
    game = case.game
    data = json.loads(json.dumps(game.options_to_json(case.options)))
    _require(game.options_from_json(data) == case.options, "the options do not come back from JSON")


def check_bad_player_counts_are_refused(case: Case) -> None:
    """``setup`` refuses player counts that are not allowed, and values that are no count."""
    for players in (-1, 0, 99, "2", 2.0, True, [2]):
        if type(players) is int and players in case.game.player_counts:
            continue
        _expect_value_error(case, players, case.options, f"players={players!r}")


def check_wrong_options_are_refused(case: Case) -> None:
    """``setup`` refuses options that are not the title's options value."""
    for options in ("standard", 0, object(), {"without_luck": True}):
        _expect_value_error(case, case.players, options, f"options={options!r}")


def _expect_value_error(case: Case, players: object, options: object, what: str) -> None:
    setup: Callable[..., object] = case.game.setup  # called with wrong types on purpose
    try:
        setup(players=players, options=options)
    except ValueError:
        return
    except Exception as error:
        raise CheckError(f"setup with {what} raised {type(error).__name__}, not ValueError") from error
    raise CheckError(f"setup accepted {what}")


def check_universes_number_every_action(case: Case) -> None:
    """The universes number each action once and read back; the limits fit them; the layout is sound.

    A title that does not number its actions (``NotImplementedError``) is
    not checked here.
    """
    game, players, options = case.game, case.players, case.options
    universe = offered(lambda: game.action_universe(players, options))
    if universe is None:
        return
    chances = game.chance_universe(players, options)
    limits = game.limits(players, options)
    layout = game.observation_layout(players, options)
    for numbered in (universe, chances):
        _require(isinstance(numbered, Universe), "a universe is a tablerules.core.universe.Universe")
        for index, action in enumerate(numbered):
            _require(
                numbered.index(action) == index and numbered.action(index) == action, "numbers read back"
            )
        _require(
            numbered
            == (game.action_universe if numbered is universe else game.chance_universe)(players, options),
            "asked again, a universe is the same",
        )
    _require(len(universe) >= 1, "a game has at least one action")
    _require(isinstance(limits, Limits), "limits are a tablerules.core.universe.Limits")
    _require(limits.most_legal_actions <= len(universe), "no decision offers more actions than the universe")
    _require(
        limits.most_chance_outcomes <= len(chances), "no chance node has more outcomes than its universe"
    )
    _require(isinstance(layout, Layout) and layout.size >= 1, "an observation layout has entries")
    for seat in (None, *range(players)):
        view = case.setup().view(seat)
        layout.check(game.observe(view, seat))
    for value in (universe, chances, limits):
        _require(copy.copy(value) == value, "a universe or limits copies as itself")
