"""What every position and every refusal must satisfy, in any title.

Each function raises ``AssertionError`` with a sentence saying what is wrong;
the checks of :mod:`tablerules.testing.checks` are built from them, and a
title's own tests may call them too.
"""

from __future__ import annotations

import copy
import enum
import random
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

import attrs

from tablerules.core import rules
from tablerules.core.chance import CHANCE, sample_outcome
from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action, State, has_sample_state, sample_state
from tablerules.core.outcome import Outcome

__all__ = [
    "GARBAGE_NOTATION",
    "MALFORMED",
    "SHARED_RULES",
    "ForeignAction",
    "check_chance",
    "check_outcome",
    "check_position",
    "check_refused",
    "check_refused_by",
    "check_sampling",
    "check_states_equal",
    "check_views",
    "check_views_whole",
    "fingerprint",
    "whole_value",
]


@attrs.frozen
class ForeignAction(Action):
    """An action of a title that does not exist: no real title may accept it."""

    name: str = "foreign"

    def __str__(self) -> str:
        return self.name


#: Values that are no action of any title; ``apply`` must refuse each of them.
MALFORMED: tuple[object, ...] = (
    None,
    0,
    3.5,
    "pass",
    "",
    object(),
    ForeignAction(),
    ("pass",),
    [],
)

#: Text that no title's notation should read.
GARBAGE_NOTATION: tuple[str, ...] = ("", "   ", "%%% no such action %%%", "pass pass pass 99 zz")


def _require(condition: object, message: str) -> None:
    # Not ``assert``: these checks must run under ``python -O`` too.
    if not condition:
        raise AssertionError(message)


def check_refused(state: State, action: object) -> IllegalActionError:
    """``action`` is refused with a rule and a reason, and ``state`` stays as it was.

    The rule is one of the title's own, whose ids start with the title's id
    and a dot (``"take-away.take"``), or one all titles share
    (:data:`SHARED_RULES`).
    """
    # The conformance suite calls this some million times; the messages, which
    # need ``repr(action)``, are written only when a check fails.
    before_hash = hash(state)
    if state.is_legal(action):
        raise AssertionError(f"{action!r} should not be legal")
    try:
        state.apply(action)
    except IllegalActionError as error:
        _require(isinstance(error, ValueError), "IllegalActionError is a ValueError")
        if not (isinstance(error.rule, str) and error.rule):
            raise AssertionError(f"the refusal of {action!r} names no rule") from error
        if not _is_rule_of(error.rule, state.title):
            raise AssertionError(
                f"the refusal of {action!r} names the rule {error.rule!r}: a title's rule ids start "
                f"with its id ({state.title + '.'!r}), or are one of those all titles share "
                f"({', '.join(sorted(SHARED_RULES))})"
            ) from error
        if not (isinstance(error.reason, str) and error.reason):
            raise AssertionError(f"the refusal of {action!r} gives no reason") from error
        _require(error.step is None, "a refusal by apply() names no step")
        message = str(error)
        if not (error.rule in message and error.reason in message):
            raise AssertionError(f"the message of a refusal shows its rule and reason: {error}") from error
        if hash(state) != before_hash:
            raise AssertionError(f"refusing {action!r} changed the state") from error
        return error
    except Exception as error:
        raise AssertionError(
            f"{action!r} raised {type(error).__name__}: {error}, not IllegalActionError"
        ) from error
    raise AssertionError(f"{action!r} was applied to a state where it is not legal")


#: The rule ids every title's refusals may use besides its own: those of :mod:`tablerules.core.rules`.
SHARED_RULES: frozenset[str] = frozenset(getattr(rules, name) for name in rules.__all__)


def _is_rule_of(rule: str, title: str) -> bool:
    """Whether ``rule`` is an id a refusal of ``title`` may name: one of its own, which start
    with its id and a dot (``"take-away.take"``), or a shared one."""
    return rule.startswith(f"{title}.") or rule in SHARED_RULES


def fingerprint(state: State) -> object:
    """What ``state`` holds now, to compare with later: the values of the fields equality
    reads (not caches), or its ``repr`` for a state that is no attrs class.

    A state is its own deep copy (it is a value), so a copy made before cannot show
    that something changed it in place; its fields, taken before, can. A field set
    anew (``object.__setattr__``) is a new object, so comparing is quick.
    """
    fields = getattr(type(state), "__attrs_attrs__", None)
    if fields is None:
        return repr(state)
    return tuple(getattr(state, field.name) for field in fields if field.eq)


def check_refused_by(state: State, action: object, rule: str) -> None:
    """``action`` is refused by ``rule`` exactly, and ``state`` is unchanged and still plays on."""
    before = copy.deepcopy(state)
    held = fingerprint(state)  # the deep copy is the state itself (see fingerprint)
    error = check_refused(state, action)
    _require(error.rule == rule, f"{action!r} was refused by {error.rule!r}, not {rule!r}")
    _require(error.action == action, "the refusal carries the action refused")
    _require(f"[{rule}]" in str(error), f"the message names the rule: {error}")
    _require(state.refusal(action).rule == rule, "refusal() and apply() name the same rule")
    _require(state == before and fingerprint(state) == held, "the refused state is what it was before")
    _require(hash(state) == hash(before), "the refused state still hashes as before")
    for legal in state.legal_actions()[:3]:
        state.apply(legal)


def check_outcome(state: State, outcome: Outcome) -> None:
    """A finished game's outcome: final scores, every seat ranked once, winners first."""
    players = state.players
    _require(isinstance(outcome, Outcome), f"outcome() returns an Outcome, not {outcome!r}")
    _require(tuple(outcome.scores) == tuple(state.scores()), "the outcome's scores are the final scores")
    ranked = [seat for place in outcome.ranking for seat in place]
    _require(sorted(ranked) == list(range(players)), f"every seat has exactly one place: {outcome.ranking}")
    _require(all(place for place in outcome.ranking), "no place of the ranking is empty")
    _require(outcome.winners == outcome.ranking[0], "the winners are the first place")
    _require(outcome.is_draw == (len(outcome.winners) > 1), "a draw is a shared first place")
    if outcome.is_draw:
        _require(outcome.tiebreak is None, "a draw was decided by no tie-break")
    for place in outcome.ranking:
        _require(len({outcome.scores[seat] for seat in place}) == 1, "seats sharing a place share a score")
    tops = [outcome.scores[place[0]] for place in outcome.ranking]
    _require(tops == sorted(tops, reverse=True), "higher scores rank first")


def check_chance(state: State) -> None:
    """At a chance node the outcomes are the legal actions and their chances sum to exactly 1."""
    outcomes = state.chance_outcomes()
    legal = state.legal_actions()
    if state.to_move is CHANCE:
        _require(outcomes, "a chance node has outcomes")
        _require(
            all(isinstance(p, Fraction) and 0 < p <= 1 for _, p in outcomes),
            "chance probabilities are Fractions above 0 and at most 1",
        )
        total = sum((p for _, p in outcomes), Fraction(0))
        _require(total == 1, f"the chances sum to {total}, not 1")
        actions = [action for action, _ in outcomes]
        _require(len(set(actions)) == len(actions), "each outcome is listed once")
        _require(Counter(actions) == Counter(legal), "the chance outcomes are the legal actions")
    else:
        _require(len(outcomes) == 0, "only chance nodes have chance outcomes")
    check_sampling(state)


def check_sampling(state: State) -> None:
    """``sample_chance`` draws what ``sample_outcome(chance_outcomes())`` draws,
    with the same use of the generator, and refuses where chance decides nothing."""
    outcomes = state.chance_outcomes()
    if not outcomes:
        try:
            state.sample_chance(random.Random(0))
        except ValueError:
            return
        raise AssertionError("sample_chance() draws where chance does not decide")
    # The listed pairs as a plain tuple, whose weights sample_outcome sums itself: an
    # Unlisted list draws itself, as sample_chance may, and is held to the pairs too.
    pairs = tuple(outcomes)
    for seed in range(3):
        mine, theirs, listed = random.Random(seed), random.Random(seed), random.Random(seed)
        drawn = state.sample_chance(mine)
        _require(
            drawn == sample_outcome(pairs, theirs) and mine.getstate() == theirs.getstate(),
            "sample_chance() draws another outcome than sample_outcome(chance_outcomes())",
        )
        _require(
            sample_outcome(outcomes, listed) == drawn and listed.getstate() == theirs.getstate(),
            "chance_outcomes() draws itself another outcome than its listed pairs give",
        )


def check_position(state: State) -> None:
    """The cheap invariants of any position: whose turn, legal actions, scores, outcome."""
    players = state.players
    to_move = state.to_move
    legal = state.legal_actions()
    _require(state.is_over == (to_move is None), "is_over is to_move being None")
    _require(
        to_move is None or to_move is CHANCE or to_move in range(players),
        f"to_move is a seat, CHANCE or None, not {to_move!r}",
    )
    if state.is_over:
        _require(len(legal) == 0, "nothing is legal once the game is over")
        outcome = state.outcome()
        _require(outcome is not None, "a finished game has an outcome")
        check_outcome(state, outcome)  # type: ignore[arg-type]
    else:
        _require(len(legal) > 0, "someone can always do something before the end")
        _require(len(set(legal)) == len(legal), "legal actions are listed once each")
        _require(state.outcome() is None, "a running game has no outcome")
        _require(all(isinstance(action, Action) for action in legal), "legal actions are Action values")
    check_chance(state)
    scores = state.scores()
    _require(
        len(scores) == players and all(isinstance(score, int) for score in scores),
        f"scores() gives one whole number a seat, not {scores!r}",
    )
    _require(tuple(scores) == tuple(state.score_sheet().totals()), "scores() are the score sheet's totals")
    _require(hash(state) == hash(state), "a state hashes alike twice")


def check_views(state: State, hidden: bool, rng: random.Random) -> None:
    """What a seat sees: everything, or (hidden information) the same in states it cannot tell apart.

    A view's ``sample_state`` is checked where the title offers it: the
    position it draws must look the same to the seat. A title may leave it
    out (its views are checked through ``determinize`` alone then).
    """
    spectator = state.view(None)
    for seat in range(state.players):
        view = state.view(seat)
        if not hidden:
            _require(view == spectator, "with nothing hidden every seat sees everything")
            _require(state.determinize(seat, rng) == state, "with nothing hidden determinize() is the state")
            if has_sample_state(view):
                _require(sample_state(view, rng) == state, "with nothing hidden sample_state() is the state")
            continue
        for _ in range(2):
            other = state.determinize(seat, rng)
            _require(other.view(seat) == view, f"a determinized state looks different to seat {seat}")
            _require(other.to_move == state.to_move, "determinize() keeps who is to move")
            _require(other.is_over == state.is_over, "determinize() keeps whether the game is over")
            if state.to_move == seat:
                _require(
                    Counter(other.legal_actions()) == Counter(state.legal_actions()),
                    f"determinize() changes what seat {seat} may do",
                )
    for seat in (None, *range(state.players)):
        # An agent gets only its view, and searches from a position made of it.
        view = state.view(seat)
        if not has_sample_state(view):
            continue
        drawn = sample_state(view, rng)
        _require(drawn.view(seat) == view, f"sample_state() of the view of seat {seat} looks different to it")
        _require(drawn.to_move == state.to_move, "sample_state() keeps who is to move")


def _unseen(state: State, seat: int | None, rng: random.Random) -> State:
    """A position ``seat`` cannot tell from ``state``: drawn from the seat's view where it
    has ``sample_state``, as an agent would draw it, else ``state.determinize``."""
    view = state.view(seat)
    return sample_state(view, rng) if has_sample_state(view) else state.determinize(seat, rng)


def check_views_whole(state: State, rng: random.Random) -> None:
    """Each seat's view is the same, down to fields equality ignores, in a state
    that seat cannot tell from this one; and it holds no position."""
    # One walk for all the views: they share most of what they hold (a seat's view and
    # that of a determinized state share every public part), and each part is walked once.
    walk = _Walk()
    for seat in (None, *range(state.players)):
        whole = walk.whole(state.view(seat))
        other = walk.whole(state.determinize(seat, rng).view(seat))
        _require(
            other == whole,
            f"the view of {'a spectator' if seat is None else f'seat {seat}'} holds what a determinized "
            "state changes, in a field that equality ignores",
        )


_ATOMS = (int, float, complex, str, bytes, bool, type(None), Fraction, enum.Enum)
# Most of what a walk meets is of these exact types: a set look-up, before isinstance
# (Fraction's and State's checks go through abc, and cost many times more).
_ATOM_TYPES = frozenset({int, float, complex, str, bytes, bool, type(None), Fraction})
_CONTAINER_TYPES = frozenset({tuple, list, dict, set, frozenset})


def whole_value(value: object) -> object:
    """Everything reachable from ``value``, as nested tuples that compare by content.

    It follows what equality may skip: every attrs field (``eq=False`` ones
    too), every slot, every instance attribute, the items of containers. So
    two views whose ``whole_value`` is equal hold the same data, down to
    private caches. Reaching a :class:`~tablerules.core.game.State` raises
    ``AssertionError``: a view must not hold the position it was made from.
    """
    return _Walk().whole(value)


class _Walk:
    """One walk through values: an object met again (views share their parts) gives the
    value found the first time, unless a cycle was met below it."""

    __slots__ = ("cycles", "found", "path")

    def __init__(self) -> None:
        self.path: set[int] = set()
        # By id: the object itself, so that its id stays its own while the walk lasts, and its value.
        self.found: dict[int, tuple[object, object]] = {}
        self.cycles = 0

    def whole(self, value: object) -> object:
        kind = type(value)
        if kind in _ATOM_TYPES:
            return value
        if kind not in _CONTAINER_TYPES:
            if isinstance(value, _ATOMS):
                return value
            if isinstance(value, State):
                raise AssertionError(f"a view holds a position ({kind.__name__}), hidden parts and all")
        key = id(value)
        known = self.found.get(key)
        if known is not None:
            return known[1]
        if key in self.path:
            self.cycles += 1
            return ("cycle", kind.__qualname__)
        cycles = self.cycles
        self.path.add(key)
        try:
            whole = (kind.__qualname__, self._parts(value))
        finally:
            self.path.discard(key)
        # Below a cycle the value depends on where the walk came from: not kept.
        if self.cycles == cycles:
            self.found[key] = (value, whole)
        return whole

    def _parts(self, value: object) -> object:
        whole = self.whole
        if isinstance(value, (tuple, list)):
            return tuple(whole(item) for item in value)
        if isinstance(value, dict):
            return tuple((whole(k), whole(v)) for k, v in value.items())
        if isinstance(value, (set, frozenset)):
            return tuple(sorted((whole(item) for item in value), key=repr))
        if isinstance(value, type) or callable(value):
            return getattr(value, "__qualname__", repr(value))
        fields = [(name, getattr(value, name, _UNSET)) for name in _names(type(value))]
        fields.extend(sorted(getattr(value, "__dict__", {}).items()))
        return tuple((name, whole(part)) for name, part in fields if part is not _UNSET)


_UNSET = object()


# The names of each class met, found once: walking its bases is most of a small value's cost.
_NAMES: dict[type, tuple[str, ...]] = {}


def _names(kind: type) -> tuple[str, ...]:
    """The slots and attrs fields of ``kind`` and its bases, each once."""
    names = _NAMES.get(kind)
    if names is None:
        declared = (name for cls in kind.__mro__ for name in _declared(cls))
        names = _NAMES[kind] = tuple(dict.fromkeys(name for name in declared if name != "__weakref__"))
    return names


def _declared(cls: type) -> tuple[str, ...]:
    """The slots and attrs fields a class declares itself."""
    slots = cls.__dict__.get("__slots__", ())
    fields = getattr(cls, "__attrs_attrs__", ())
    return (*((slots,) if isinstance(slots, str) else slots), *(f.name for f in fields))


def check_states_equal(a: Sequence[State], b: Sequence[State]) -> None:
    """Two runs of positions are equal one by one, and hash alike."""
    _require(len(a) == len(b), f"{len(a)} positions against {len(b)}")
    for step, (x, y) in enumerate(zip(a, b, strict=True)):
        _require(x == y and hash(x) == hash(y), f"the positions after step {step} differ")
