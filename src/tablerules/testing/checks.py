"""The conformance checks: what every title must do, checked through the protocol alone.

A *case* is one way to play a title: a player count and a named variant.
Some checks look at a case as a whole (the game describes itself, options
round-trip, bad arguments are refused); the others look at a random game of
the case played to the end with a seed, position by position. Each check is
a function that raises ``AssertionError`` saying what is wrong, and where
(:class:`CheckError` names the step). :func:`check_title` runs them all.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
import sys
import traceback
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, cast
from xml.etree import ElementTree

import attrs

from tablerules.core.chance import CHANCE
from tablerules.core.encoding import Layout
from tablerules.core.errors import IllegalActionError, NotationError, PositionError, RecordError
from tablerules.core.game import Action, Game, State, sample_state
from tablerules.core.play import Agent, play_state
from tablerules.core.record import Record
from tablerules.core.registry import load, registered
from tablerules.core.rules import GAME_OVER, NOT_AN_ACTION
from tablerules.core.universe import Limits, Universe
from tablerules.testing.invariants import (
    GARBAGE_NOTATION,
    MALFORMED,
    ForeignAction,
    check_outcome,
    check_position,
    check_refused,
    check_sampling,
    check_states_equal,
    check_views,
    check_views_whole,
    fingerprint,
)

__all__ = [
    "CASE_CHECKS",
    "GAME_CHECKS",
    "MOST_DECISIONS",
    "MOST_STEPS",
    "Case",
    "CheckError",
    "Failure",
    "PlayedGame",
    "action_pool",
    "cases",
    "check_svg_text",
    "check_title",
    "longest_random_game",
    "play_case",
    "run_checks",
    "svg_marks",
    "svg_titles",
]


class CheckError(AssertionError):
    """A failed check, with the step of the game where it failed (``None``: the game as a whole)."""

    def __init__(self, message: str, *, step: int | None = None) -> None:
        self.step = step
        super().__init__(message if step is None else f"step {step}: {message}")


def _require(condition: object, message: str, step: int | None = None) -> None:
    if not condition:
        raise CheckError(message, step=step)


@attrs.frozen
class Case:
    """One way to play a title: a player count and a named variant of it."""

    game: Game[Any, Any] = attrs.field(eq=False)
    players: int
    variant: str
    title: str = attrs.field(default=attrs.Factory(lambda self: self.game.id, takes_self=True))

    @property
    def options(self) -> object:
        """The variant's options."""
        return self.game.variants()[self.variant]

    def setup(self) -> State:
        """The first position."""
        state: State = self.game.setup(players=self.players, options=self.options)
        return state

    def __str__(self) -> str:
        return f"{self.title}-{self.players}p-{self.variant}"


def cases(
    game: Game[Any, Any], players: Iterable[int] | None = None, variants: Iterable[str] | None = None
) -> list[Case]:
    """Every case of ``game``: each player count (or those given) with each variant (or those named)."""
    known = game.variants()
    names = list(known) if variants is None else list(variants)
    unknown = [name for name in names if name not in known]
    if unknown:
        raise ValueError(f"{game.name} has no variant {unknown[0]!r}; its variants: {', '.join(known)}")
    counts = list(game.player_counts) if players is None else list(players)
    for count in counts:
        game.check_players(count)
    return [Case(game, count, name) for count in counts for name in names]


#: The most decisions a random game is played for when the title gives no limits, and
#: the most steps (decisions and chance outcomes).
MOST_DECISIONS = 100_000
MOST_STEPS = 1_000_000


class _Uniform:
    """Picks uniformly among the legal actions, like ``tablerules.bots.RandomAgent``, for
    at most ``most`` decisions in all: a game that never ends is a failure, not a hang."""

    def __init__(self, most: int, why: str) -> None:
        self.left = most
        self.most = most
        self.why = why

    def choose(self, view: object, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        if not legal_actions:
            raise CheckError("a seat is to move but legal_actions() is empty")
        self.left -= 1
        if self.left < 0:
            raise CheckError(f"random play did not end within {self.most:,} decisions ({self.why})")
        return legal_actions[rng.randrange(len(legal_actions))]


def longest_random_game(case: Case) -> tuple[int, int, str]:
    """The decisions and the steps a random game of ``case`` may take before the checks call
    it endless, and where the numbers come from: the title's ``limits()``, else
    :data:`MOST_DECISIONS` and :data:`MOST_STEPS`."""
    try:
        limits = case.game.limits(case.players, case.options)
    except NotImplementedError:
        return MOST_DECISIONS, MOST_STEPS, "the checker's own limit: the title gives no limits()"
    return limits.longest_game, limits.longest_game_steps, "the title's limits()"


def _most_decisions(case: Case) -> tuple[int, str]:
    decisions, _, why = longest_random_game(case)
    return decisions, why


@attrs.frozen
class PlayedGame:
    """A random game of a case played to the end, and every position it went through."""

    case: Case
    seed: int
    record: Record
    states: tuple[State, ...]

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action, chance outcomes included."""
        return self.record.actions

    @property
    def final(self) -> State:
        """The last position."""
        return self.states[-1]


def play_case(case: Case, seed: int) -> PlayedGame:
    """The random game of ``case`` with ``seed``, as ``tablerules.play`` with random agents plays
    it, for at most the title's ``limits().longest_game`` decisions (or :data:`MOST_DECISIONS`);
    then every step applied again, and each position the same after as before."""
    agents: list[Agent] = [_Uniform(*_most_decisions(case))] * case.players
    final, actions = play_state(case.setup(), agents, seed=seed)
    states = [case.setup()]
    for step, action in enumerate(actions):
        before = states[-1]
        held = fingerprint(before)
        try:
            states.append(before.apply(action))
        except IllegalActionError as error:
            raise CheckError(f"the game does not apply again: {error}", step=step) from error
        _require(
            fingerprint(before) == held, f"applying {action!r} changed the position it was applied to", step
        )
    record = Record(case.title, case.players, case.options, tuple(actions))
    _require(states[-1] == final, "the same actions applied again end in another position")
    return PlayedGame(case, seed, record, tuple(states))


def action_pool(games: Iterable[PlayedGame]) -> tuple[Action, ...]:
    """Every action legal somewhere in ``games``, each once, in the order first met."""
    return tuple(
        dict.fromkeys(action for game in games for state in game.states for action in state.legal_actions())
    )


# -- checks of a case as a whole -------------------------------------------------------


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
    """Setting up twice gives equal states; with the first variant, options may be left out."""
    state = case.setup()
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


def _offered(ask: Callable[[], Any]) -> Any:
    """``ask()``, or ``None`` where the title does not offer it (``NotImplementedError``)."""
    try:
        return ask()
    except NotImplementedError:
        return None


def check_universes_number_every_action(case: Case) -> None:
    """The universes number each action once and read back; the limits fit them; the layout is sound.

    A title that does not number its actions (``NotImplementedError``) is
    not checked here.
    """
    game, players, options = case.game, case.players, case.options
    universe = _offered(lambda: game.action_universe(players, options))
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


#: The checks of a case as a whole, by name.
CASE_CHECKS: dict[str, Callable[[Case], None]] = {
    "game describes itself": check_game_describes_itself,
    "setup is deterministic": check_setup_is_deterministic,
    "options round-trip through JSON": check_options_round_trip,
    "bad player counts are refused": check_bad_player_counts_are_refused,
    "wrong options are refused": check_wrong_options_are_refused,
    "universes number every action": check_universes_number_every_action,
}


# -- checks of one random game -----------------------------------------------------------


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


def check_replay(game: PlayedGame, pool: Sequence[Action]) -> None:
    """The record replays to the same positions, which hash alike."""
    replayed = game.record.replay()
    _require(replayed == game.final and hash(replayed) == hash(game.final), "the replay ends elsewhere")
    check_states_equal(list(game.record.states()), game.states)


def check_json_round_trip(game: PlayedGame, pool: Sequence[Action]) -> None:
    """The record goes to JSON and back unchanged, and replays from there."""
    record = game.record
    text = record.to_json()
    data = json.loads(text)
    _require(isinstance(data, dict) and "format" in data, "a record's JSON is an object with a format")
    _require(data["title"] == game.case.title and data["players"] == game.case.players, "title and players")
    again = Record.from_json(text)
    _require(again == record and hash(again) == hash(record), "the record does not come back from JSON")
    _require(again.to_json() == text, "the record's JSON changes on a second trip")
    _require(Record.from_json(text.encode()) == record, "the record does not come back from bytes")
    _require(again.replay() == game.final, "the record read back replays elsewhere")


def check_record_views(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Each seat's log has an entry per action, as ``notation_for`` writes it."""
    for seat in [None, *range(game.case.players)]:
        view = game.record.view(seat)
        _require(view.seat == seat and len(view.actions) == len(game.actions), f"seat {seat}'s log is short")
        _require(all(isinstance(entry, str) and entry for entry in view.actions), "a log entry is empty")
        expected = tuple(
            state.notation_for(action, seat) for state, action in zip(game.states, game.actions, strict=False)
        )
        _require(view.actions == expected, f"seat {seat}'s log is not what notation_for writes")
        if not game.case.game.has_hidden_information:
            _require(
                view.actions == tuple(map(str, game.actions)), "with nothing hidden, logs are the notation"
            )


def check_tampered_records(game: PlayedGame, pool: Sequence[Action]) -> None:
    """A record with an illegal or garbled action fails to replay and to load, naming the step."""
    actions = list(game.actions)
    case = game.case
    for step in sorted({0, len(actions) // 2, len(actions) - 1}):
        bad = next((a for a in pool if not game.states[step].is_legal(a)), None)
        # Where no action of the pool is illegal, None stands in: no action at all.
        wrong = cast(Action, bad)
        tampered = Record(
            case.title, case.players, case.options, [*actions[:step], wrong, *actions[step + 1 :]]
        )
        _expect_record_error(Record.replay, tampered, step, "replaying a record with an illegal action")
        data = json.loads(game.record.to_json())
        data["actions"][step] = str(bad)
        _expect_record_error(Record.from_json, json.dumps(data), step, "loading an illegal action")
        data["actions"][step] = GARBAGE_NOTATION[-1]
        _expect_record_error(Record.from_json, json.dumps(data), step, "loading garbage notation")


def _expect_record_error(call: Callable[[Any], object], argument: object, step: int, what: str) -> None:
    try:
        call(argument)
    except RecordError as error:
        _require(error.step == step, f"{what} names step {error.step}", step)
        return
    raise CheckError(f"{what} did not fail", step=step)


def check_notation_round_trip(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Every legal action's notation reads back as that action."""
    parse = game.case.game.parse_action
    for step, state in enumerate(game.states):
        for action in state.legal_actions():
            text = str(action)
            _require(text and text == text.strip(), f"{action!r} has no tidy notation", step)
            parsed = parse(text, state)
            _require(
                parsed == action and type(parsed) is type(action), f"{text!r} reads back as {parsed!r}", step
            )


def check_garbage_notation(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Text that is no action raises ``NotationError``."""
    for step in (0, len(game.states) // 2):
        for text in GARBAGE_NOTATION:
            try:
                game.case.game.parse_action(text, game.states[step])
            except NotationError:
                continue
            except Exception as error:
                raise CheckError(
                    f"{text!r} raised {type(error).__name__}, not NotationError", step=step
                ) from error
            raise CheckError(f"{text!r} was read as an action", step=step)


def check_repr_evaluates_back(game: PlayedGame, pool: Sequence[Action]) -> None:
    """``eval(repr(action))`` in the action's module gives the action back."""
    for action in dict.fromkeys(a for state in game.states for a in state.legal_actions()):
        namespace = dict(vars(sys.modules[type(action).__module__]))
        try:
            again = eval(repr(action), namespace)
        except Exception as error:
            raise CheckError(f"repr {repr(action)!r} does not evaluate: {error}") from error
        _require(again == action, f"repr {repr(action)!r} evaluates to something else")


def check_equal_copies_apply_alike(game: PlayedGame, pool: Sequence[Action]) -> None:
    """A deep copy of a legal action is equal, hashes alike and gives the same next state."""
    for step, state in enumerate(game.states):
        for action in state.legal_actions():
            twin = copy.deepcopy(action)
            _require(twin == action and hash(twin) == hash(action), f"a copy of {action!r} differs", step)
            _require(
                state.apply(twin) == state.apply(action), f"a copy of {action!r} applies differently", step
            )


def check_views_hide(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Views show each seat what it may know, and nothing a determinized state changes."""
    rng = random.Random(game.seed)
    hidden = game.case.game.has_hidden_information
    for step, state in enumerate(game.states):
        _at(step, check_views, state, hidden, rng)
        # Whole views are slow to walk; a leak in a private field shows at
        # almost every step, so every twentieth and the last are enough.
        if hidden and (step % 20 == 0 or step == len(game.states) - 1):
            _at(step, check_views_whole, state, rng)


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


#: Positions of one game whose text ``check_positions_read_back`` reads back, at most.
POSITIONS_READ = 60


def check_positions_read_back(game: PlayedGame, pool: Sequence[Action]) -> None:
    """``game.parse_position(str(state))`` is the state, for a title that reads positions.

    Up to ``POSITIONS_READ`` positions spread over the game are read back; a
    title without ``parse_position`` passes.
    """
    title = game.case.game
    states = game.states
    picked = sorted(
        {round(i * (len(states) - 1) / max(1, POSITIONS_READ - 1)) for i in range(POSITIONS_READ)}
    )
    for step in picked:
        state = states[step]
        try:
            again = title.parse_position(str(state), game.case.options)
        except NotImplementedError:
            return
        except PositionError as error:
            raise CheckError(f"the position's own picture does not read back: {error}", step=step) from error
        _require(again == state, "the position's picture reads back as another position", step)


def check_actions_are_numbered(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Every legal action and chance outcome is in its universe, and the game keeps within its limits."""
    case = game.case
    universe = _offered(lambda: case.game.action_universe(case.players, case.options))
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


def check_observations_hold_only_the_view(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Each seat's observation and key fit the layout, and are the same in a position drawn from its view.

    Keys differ where views differ: along the game, positions that share a
    seat's key show that seat equal views. Checked at every seventh position
    and the last.
    """
    case = game.case
    layout = _offered(lambda: case.game.observation_layout(case.players, case.options))
    if layout is None:
        return
    rng = random.Random(game.seed)
    seen: dict[str, object] = {}
    last = len(game.states) - 1
    for step, state in enumerate(game.states):
        # Drawing positions and writing keys for every seat is slow; an encoding that reads
        # hidden data does so at almost every step, so every seventh and the last are enough.
        if step % 7 and step != last:
            continue
        for seat in (None, *range(case.players)):
            view = state.view(seat)
            observation = case.game.observe(view, seat)
            _require(type(observation) is tuple, "an observation is a tuple", step)
            try:
                layout.check(observation)
            except ValueError as error:
                raise CheckError(f"seat {seat}'s observation: {error}", step=step) from error
            key = case.game.information_key(view, seat)
            drawn = sample_state(view, rng).view(seat)
            _require(case.game.observe(drawn, seat) == observation, f"seat {seat} observes hidden data", step)
            _require(
                case.game.information_key(drawn, seat) == key, f"seat {seat}'s key holds hidden data", step
            )
            _require(
                seen.setdefault(key, view) == view, f"seat {seat}'s key is the same for other views", step
            )
            for value in (state, view):
                _require(
                    copy.copy(value) is value and copy.deepcopy(value) is value,
                    f"a copy of the {type(value).__name__} is not the value itself",
                    step,
                )
        for action in state.legal_actions()[:3]:
            _require(copy.deepcopy(action) is action, "a copy of an action is not the action itself", step)


_SVG = "{http://www.w3.org/2000/svg}"


def check_svg_text(text: object, where: str = "the picture") -> None:
    """Raise ``AssertionError`` unless ``text`` is one SVG picture as :meth:`State.svg` promises:
    well-formed XML, an ``<svg>`` root with a four-number ``viewBox`` of positive size, and a
    ``<title>`` with some text as its first child."""
    if type(text) is not str:
        raise AssertionError(f"{where} is SVG text, not {type(text).__name__}")
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as error:
        raise AssertionError(f"{where} is not well-formed XML: {error}") from None
    if root.tag != f"{_SVG}svg":
        raise AssertionError(f"{where} is an {root.tag} element, not an svg element of the SVG namespace")
    box = root.get("viewBox", "").replace(",", " ").split()
    try:
        sizes = [float(value) for value in box]
    except ValueError:
        sizes = []
    if len(sizes) != 4 or min(sizes[2:]) <= 0:
        raise AssertionError(f"{where} has no viewBox of four numbers and a positive size: {box}")
    first = next(iter(root), None)
    if first is None or first.tag != f"{_SVG}title" or not (first.text or "").strip():
        raise AssertionError(f"{where} does not begin with a <title> that names it")


def svg_titles(text: str) -> list[str]:
    """The text of every ``<title>`` of an SVG picture, in document order: what a screen reader
    can tell of it, the picture's own name first."""
    return [(element.text or "") for element in ElementTree.fromstring(text).iter(f"{_SVG}title")]


def svg_marks(text: str, kind: str) -> list[str]:
    """The titles of the marks of ``class`` ``kind`` in an SVG picture, in document order:
    ``"last"`` for what the last action changed, ``"target"`` for the seat's legal targets
    (:data:`tablerules.core.svg.LAST` and ``TARGET``). A mark is a group that begins with its
    ``<title>`` and has the class itself or on one of its other children."""
    found = []
    for group in ElementTree.fromstring(text).iter(f"{_SVG}g"):
        children = list(group)
        if not children or children[0].tag != f"{_SVG}title":
            continue
        if any(kind in (part.get("class") or "").split() for part in (group, *children[1:])):
            found.append(children[0].text or "")
    return found


def check_pictures_show_only_the_view(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Each seat's picture is SVG as ``State.svg`` promises, also with the last action and the
    seat's targets marked, and that marked picture is the same in a position drawn from the
    seat's view (a seat's legal actions are its own to know). Checked at every 25th position
    and the last: a picture costs about a millisecond, and one that draws hidden data draws it
    at almost every position."""
    case = game.case
    rng = random.Random(game.seed)
    last = len(game.states) - 1
    for step, state in enumerate(game.states):
        if step % 25 and step != last:
            continue
        previous = game.actions[step - 1] if step else None
        for seat in (None, *range(case.players)):
            picture = _offered(lambda: state.svg(seat))  # noqa: B023 (called at once)
            if picture is None:
                return
            _at(step, check_svg_text, picture, f"seat {seat}'s picture")
            marked = state.svg(seat, last=previous, targets=True)
            _at(step, check_svg_text, marked, f"seat {seat}'s picture with the last action and targets")
            drawn = sample_state(state.view(seat), rng)
            _require(
                drawn.svg(seat, last=previous, targets=True) == marked,
                f"seat {seat}'s picture shows hidden data",
                step,
            )


def _at(step: int, check: Callable[..., Any], *arguments: object) -> Any:
    """``check(*arguments)``, its failure told at ``step``."""
    try:
        return check(*arguments)
    except CheckError:
        raise
    except AssertionError as error:
        raise CheckError(str(error), step=step) from error


#: The checks of one random game, by name; each also gets the case's pool of actions.
GAME_CHECKS: dict[str, Callable[[PlayedGame, Sequence[Action]], None]] = {
    "random play reaches the end": check_reaches_the_end,
    "every position keeps the invariants": check_invariants,
    "chance is explicit": check_chance_is_explicit,
    "replay": check_replay,
    "record JSON round trip": check_json_round_trip,
    "record views": check_record_views,
    "tampered records fail": check_tampered_records,
    "notation round trip": check_notation_round_trip,
    "garbage notation": check_garbage_notation,
    "repr evaluates back": check_repr_evaluates_back,
    "equal copies apply alike": check_equal_copies_apply_alike,
    "views hide what they should": check_views_hide,
    "illegal actions are refused": check_illegal_actions_are_refused,
    "malformed values are refused": check_malformed_values_are_refused,
    "apply_all is all or nothing": check_apply_all,
    "states are values": check_states_are_values,
    "old states are untouched": check_old_states_are_untouched,
    "scores are the score sheet": check_scores_are_the_sheet,
    "positions read back": check_positions_read_back,
    "actions are numbered": check_actions_are_numbered,
    "observations hold only the view": check_observations_hold_only_the_view,
    "pictures show only the view": check_pictures_show_only_the_view,
}


# -- the whole title ---------------------------------------------------------------------


@attrs.frozen
class Failure:
    """One failed check: where, and what went wrong."""

    title: str
    players: int
    variant: str
    seed: int | None
    step: int | None
    check: str
    message: str

    def __str__(self) -> str:
        where = f"{self.title}, {self.players} players, {self.variant}"
        if self.seed is not None:
            where += f", seed {self.seed}"
        if self.step is not None:
            where += f", step {self.step}"
        return f"{where}: {self.check}: {self.message}"


@contextlib.contextmanager
def _loadable(game: Game[Any, Any]) -> Iterator[None]:
    """Records of ``game`` load and replay inside the block, installed or not."""
    try:
        installed = load(game.id) is game
    except KeyError:
        installed = False
    if installed:
        yield
    else:
        with registered(game):
            yield


def _run(
    failures: list[Failure],
    case: Case,
    seed: int | None,
    name: str,
    check: Callable[..., object],
    *arguments: object,
) -> object:
    """``check(*arguments)``; a failure is added to ``failures`` and ``None`` returned."""
    try:
        return check(*arguments)
    except Exception as error:  # every failure of a title's code is reported, not raised
        step = error.step if isinstance(error, CheckError) else None
        message = str(error) if isinstance(error, AssertionError) else f"{type(error).__name__}: {error}"
        if not isinstance(error, AssertionError):
            # Where the title's code raised it: the innermost frame of the traceback.
            frames = traceback.extract_tb(error.__traceback__)
            if frames:
                message += f" (at {frames[-1].filename}:{frames[-1].lineno}, in {frames[-1].name})"
        if isinstance(error, CheckError) and step is not None:
            message = message.removeprefix(f"step {step}: ")
        failures.append(Failure(case.title, case.players, case.variant, seed, step, name, message))
        return None


def run_checks(
    game: Game[Any, Any],
    *,
    players: Iterable[int] | None = None,
    variants: Iterable[str] | None = None,
    games: int = 8,
    seed: int = 0,
) -> list[Failure]:
    """Run every conformance check on ``game`` and return the failures (an empty list: all passed).

    For each player count (all the title allows, or ``players``) and each
    variant (all of ``game.variants()``, or those named), the case checks run
    once and the game checks on ``games`` random games, seeds ``seed`` to
    ``seed + games - 1``. The game need not be installed: while it is
    checked, records of it load as if it were. Bad arguments (an unknown
    variant, a player count the title does not allow, fewer than one game)
    raise ``ValueError``.
    """
    if type(games) is not int or games < 1:
        raise ValueError(f"games is a whole number of at least 1, not {games!r}")
    failures: list[Failure] = []
    with _loadable(game):
        for case in cases(game, players, variants):
            for name, case_check in CASE_CHECKS.items():
                _run(failures, case, None, name, case_check, case)
            played = [
                _run(failures, case, number, "random play", play_case, case, number)
                for number in range(seed, seed + games)
            ]
            finished = [one for one in played if isinstance(one, PlayedGame)]
            pooled = _run(failures, case, None, "legal actions are hashable values", action_pool, finished)
            pool = pooled if isinstance(pooled, tuple) else ()
            for one in finished:
                for name, game_check in GAME_CHECKS.items():
                    _run(failures, case, one.seed, name, game_check, one, pool)
    return failures


def check_title(
    game: Game[Any, Any],
    *,
    players: Iterable[int] | None = None,
    variants: Iterable[str] | None = None,
    games: int = 8,
    seed: int = 0,
) -> None:
    """Run every conformance check on ``game``; raise ``AssertionError`` listing every failure.

    The checks and arguments are those of :func:`run_checks`; each failure is
    listed with the title, player count, variant, seed and step.
    """
    failures = run_checks(game, players=players, variants=variants, games=games, seed=seed)
    if failures:
        lines = [f"{len(failures)} conformance check(s) failed for {game.id}:", *(f"- {f}" for f in failures)]
        raise AssertionError("\n".join(lines))
