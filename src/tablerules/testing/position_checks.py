"""The checks of one random game that hold at every position: the rules as played.

Random play reaches an end with an outcome; each position keeps the cheap
invariants and lists chance outcomes only where chance decides; equal
actions apply alike; actions that are not legal, and values that are no
action, are refused with a rule and leave the state as it was; ``apply_all``
applies a whole game or nothing; positions are values that ``apply`` never
changes; scores are the score sheet's; and every action keeps within the
title's universes and limits. Each check takes a
:class:`~tablerules.testing.played.PlayedGame` and the case's pool of
actions; ``GAME_CHECKS`` of :mod:`tablerules.testing.checks` runs them in
order, among the others.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence

from tablerules.core.chance import CHANCE
from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action, offered
from tablerules.core.rules import GAME_OVER, NOT_AN_ACTION
from tablerules.testing.invariants import (
    MALFORMED,
    ForeignAction,
    check_outcome,
    check_position,
    check_refused,
    check_sampling,
)
from tablerules.testing.played import CheckError, PlayedGame, _at, _require

__all__ = [
    "check_actions_are_numbered",
    "check_apply_all",
    "check_chance_is_explicit",
    "check_equal_copies_apply_alike",
    "check_illegal_actions_are_refused",
    "check_invariants",
    "check_malformed_values_are_refused",
    "check_old_states_are_untouched",
    "check_reaches_the_end",
    "check_scores_are_the_sheet",
    "check_states_are_values",
]


def check_reaches_the_end(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Random play ends with an outcome; the record says what was played."""
    _require(game.final.is_over, "random play did not end")
    _require(
        game.final.to_move is None and len(game.final.legal_actions()) == 0, "nothing is legal at the end"
    )
    outcome = game.final.outcome()
    _require(outcome is not None, "a finished game has an outcome")
    check_outcome(game.final, outcome)  # type: ignore[arg-type]
    for step, state in enumerate(game.states[:-1]):
        _require(not state.is_over and state.to_move is not None, "the game ended early", step)
        _require(state.legal_actions(), "no legal action before the end", step)
        _require(state.outcome() is None, "an outcome before the end", step)


def check_invariants(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Every position keeps the cheap invariants (turns, legal actions, chance, scores)."""
    for step, state in enumerate(game.states):
        _at(step, check_position, state)


def check_chance_is_explicit(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Chance outcomes are listed exactly at chance nodes, and each drawn outcome among them."""
    for step, (state, action) in enumerate(zip(game.states, game.actions, strict=False)):
        outcomes = dict(state.chance_outcomes())
        if state.to_move is CHANCE:
            _require(sum(outcomes.values()) == 1, "the chances do not sum to 1", step)
            _require(
                Counter(list(outcomes)) == Counter(state.legal_actions()),
                "outcomes are not the legal actions",
                step,
            )
            _require(action in outcomes, f"{action!r} is no chance outcome here", step)
        else:
            _require(outcomes == {}, "chance outcomes where no chance decides", step)
        _at(step, check_sampling, state)


def check_equal_copies_apply_alike(game: PlayedGame, pool: Sequence[Action]) -> None:
    """A deep copy of a legal action is equal, hashes alike and gives the same next state."""
    for step, state in enumerate(game.states):
        for action in state.legal_actions():
            twin = copy.deepcopy(action)
            _require(twin == action and hash(twin) == hash(action), f"a copy of {action!r} differs", step)
            _require(
                state.apply(twin) == state.apply(action), f"a copy of {action!r} applies differently", step
            )


#: How many (position, action) pairs ``check_illegal_actions_are_refused`` tries in one game.
_REFUSAL_PAIRS = 100_000


def check_illegal_actions_are_refused(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Actions legal elsewhere are refused here with a rule, leaving the state as it was.

    The first and last positions try the whole pool. A long game with a large
    pool (a four-player Bison game: 290 positions, 1,284 actions) would try
    some 370,000 pairs, so the positions between share the pool out: with a
    stride k, the position at step n tries the actions at n mod k, n mod k + k,
    and so on. That keeps a game to about 100,000 pairs, and each action is
    still tried at many positions.
    """
    last = len(game.states) - 1
    stride = max(1, -(-len(game.states) * len(pool) // _REFUSAL_PAIRS))
    for step, state in enumerate(game.states):
        legal = set(state.legal_actions())
        tried = pool if step in (0, last) else pool[step % stride :: stride]
        for action in tried:
            if action in legal:
                _require(state.is_legal(action), f"{action!r} is listed but not legal", step)
            else:
                error = _at(step, check_refused, state, action)
                if state.is_over:
                    _require(
                        error.rule == GAME_OVER,
                        "after the end, actions are refused as game over",
                        step,
                    )


def check_malformed_values_are_refused(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Values that are no action are refused everywhere, and a foreign action names the title."""
    for step, state in enumerate(game.states):
        for value in MALFORMED:
            _at(step, check_refused, state, value)
    error = _at(1, check_refused, game.states[1], ForeignAction())
    _require(error.rule == NOT_AN_ACTION and error.action == ForeignAction(), "a foreign action", 1)


def check_apply_all(game: PlayedGame, pool: Sequence[Action]) -> None:
    """``apply_all`` applies a whole game, or nothing and names the failing step."""
    start, actions = game.states[0], list(game.actions)
    _require(start.apply_all(actions) == game.final, "apply_all of the record ends elsewhere")
    _require(start.apply_all(iter(actions)) == game.final, "apply_all of an iterator ends elsewhere")
    _require(start.apply_all([]) == start, "apply_all of nothing is the state")
    for step in sorted({0, 1, len(actions) // 3, len(actions) - 1}):
        bad = next((a for a in pool if not game.states[step].is_legal(a)), None)
        for wrong in (bad, None):
            try:
                start.apply_all([*actions[:step], wrong, *actions[step + 1 :]])
            except IllegalActionError as error:
                _require(error.step == step and f"step {step}" in str(error), "the wrong step is named", step)
                _require(error.rule and error.reason, "the refusal has a rule and a reason", step)
                continue
            raise CheckError(f"apply_all went past {wrong!r}", step=step)
    try:
        start.apply_all([*actions, actions[-1]])
    except IllegalActionError as error:
        _require(error.step == len(actions) and error.rule == GAME_OVER, "past the end: game over")
    else:
        raise CheckError("apply_all went past the end of the game")
    _require(
        start == game.case.setup() and hash(start) == hash(game.case.setup()), "apply_all changed the start"
    )


def check_states_are_values(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Positions are values: equal when replayed, copies equal, a text picture, found in a dict."""
    replayed = list(game.record.states())
    for step, (state, twin) in enumerate(zip(game.states, replayed, strict=True)):
        _require(state == twin and hash(state) == hash(twin), "a replayed position differs", step)
        _require(copy.deepcopy(state) == state, "a deep copy differs", step)
        _require(repr(state) and str(state).strip(), "a position has a repr and a picture", step)
    by_value = {state: index for index, state in enumerate(game.states)}
    _require(
        all(by_value[twin] >= index for index, twin in enumerate(replayed)), "dict look-up by value fails"
    )
    _require(game.states[0] != game.final, "the first and last positions are equal")


def check_old_states_are_untouched(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Applying every legal action everywhere changes no position."""
    snapshots = [(hash(state), str(state)) for state in game.states]
    for state in game.states:
        for action in state.legal_actions():
            state.apply(action)
    after = [(hash(state), str(state)) for state in game.states]
    changed = next((step for step, (a, b) in enumerate(zip(snapshots, after, strict=True)) if a != b), None)
    _require(changed is None, "apply() changed the position it was called on", changed)
    _require(list(game.record.states()) == list(game.states), "the positions no longer replay")


def check_scores_are_the_sheet(game: PlayedGame, pool: Sequence[Action]) -> None:
    """``scores()`` are the score sheet's totals, and the sheet prints."""
    for step, state in enumerate(game.states):
        sheet = state.score_sheet()
        _require(tuple(state.scores()) == tuple(sheet.totals()), "scores() differ from the sheet", step)
        _require(all(0 <= item.seat < game.case.players for item in sheet.items), "a row of no seat", step)
        _require(isinstance(sheet.table(), str) and sheet.table(), "the sheet does not print", step)


def check_actions_are_numbered(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Every legal action and chance outcome is in its universe, and the game keeps within its limits."""
    case = game.case
    universe = offered(lambda: case.game.action_universe(case.players, case.options))
    if universe is None:
        return
    chances = case.game.chance_universe(case.players, case.options)
    limits = case.game.limits(case.players, case.options)
    decisions = 0
    for step, state in enumerate(game.states):
        legal = state.legal_actions()
        if state.to_move is CHANCE:
            _require(
                len(legal) <= limits.most_chance_outcomes,
                f"{len(legal)} chance outcomes, above the limit",
                step,
            )
            outside = [action for action in legal if action not in chances]
        else:
            _require(
                len(legal) <= limits.most_legal_actions, f"{len(legal)} legal actions, above the limit", step
            )
            outside = [action for action in legal if action not in universe]
            decisions += state.to_move is not None
        _require(not outside, f"{outside[:1]!r} is not in its universe", step)
        scores = state.scores()
        _require(
            all(limits.lowest_score <= score <= limits.highest_score for score in scores),
            f"the scores {scores} leave the limits {limits.lowest_score} to {limits.highest_score}",
            step,
        )
    _require(decisions <= limits.longest_game, f"{decisions} decisions, more than the longest game's")
    _require(
        len(game.actions) <= limits.longest_game_steps,
        f"{len(game.actions)} steps, more than the longest game's",
    )
