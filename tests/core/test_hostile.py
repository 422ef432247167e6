"""Hostile input meets the protocol: every value refused with a clear error, never a crash.

The findings of issue 8 that belong to no one title: a record with an
integer too long for Python to read (1), ``is_legal`` and ``apply`` that
disagree about an object equal to everything (5), actions and options with
fields forced past their validators (6), and options that ``options_from_json``
accepts but ``setup`` refuses, or that ``options_to_json`` leaves as tuples (8).
A toy title that relies on every default of ``State`` and ``Game`` shows what
a title of one's own gets for free.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Self
from unittest import mock

import attrs
import pytest

import tablerules
from tablerules import IllegalActionError, Record, RecordError
from tablerules.bots import RandomAgent
from tablerules.core.game import Action, Game, JSONValue, State, malformed, whole_number
from tablerules.core.outcome import Outcome, ScoreSheet
from tablerules.core.registry import BUILT_IN

# -- a toy title that keeps every default -----------------------------------------------


@attrs.frozen(cache_hash=True)
class Add(Action):
    """Add ``amount`` (1 or 2) to the running total."""

    amount: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"add {self.amount}"


@attrs.frozen
class ToyOptions:
    target: int = 5


@attrs.frozen
class ToyState(State):
    """One seat adds 1 or 2 until the total reaches the target."""

    title = "toy"

    total: int
    target: int

    @property
    def players(self) -> int:
        return 1

    @property
    def to_move(self) -> int | None:
        return None if self.total >= self.target else 0

    def legal_actions(self) -> Sequence[Action]:
        return () if self.is_over else (Add(1), Add(2))

    @classmethod
    def action_type(cls) -> type[Action]:
        return Add

    def _apply_legal(self, action: Action) -> Self:
        assert type(action) is Add and type(action.amount) is int, "the rules see only the legal value"
        return attrs.evolve(self, total=self.total + action.amount)

    def _refusal(self, action: Action) -> IllegalActionError:
        assert type(action) is Add and type(action.amount) is int, "refusals see only sound actions"
        return IllegalActionError("toy.add.one-or-two", "add 1 or 2", action=action)

    def score_sheet(self) -> ScoreSheet:
        return ScoreSheet(1, ())

    def outcome(self) -> Outcome | None:
        return Outcome.rank((self.total,)) if self.is_over else None

    def view(self, seat: int | None) -> ToyState:
        return self


class Toy(Game[ToyState, ToyOptions]):
    id: ClassVar[str] = "toy"
    name: ClassVar[str] = "Toy"
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    has_hidden_information: ClassVar[bool] = False

    @property
    def options_type(self) -> type[ToyOptions]:
        return ToyOptions

    def setup(self, players: int | None = None, options: ToyOptions | None = None) -> ToyState:
        self.check_players(players)
        options = ToyOptions() if options is None else options
        self.check_options(options)
        return ToyState(0, options.target)

    def parse_action(self, text: str, state: ToyState) -> Action:
        return Add(int(text.split()[1]))


class CheckedToy(Toy):
    """The toy with a check of its own, which ``options_from_json`` must run too."""

    def check_options(self, options: object) -> None:
        super().check_options(options)
        assert isinstance(options, ToyOptions)
        if type(options.target) is not int or not 1 <= options.target <= 9:
            raise ValueError(f"the target is 1 to 9, not {options.target!r}")


class AlwaysEqual:
    """Equal to everything, and hashed like ``like``: found by any lookup of a legal action."""

    def __init__(self, like: object) -> None:
        self.like = like

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return hash(self.like)


def forced(action: Add, amount: object) -> Add:
    """``action`` with its amount set past the validator, as hostile code could."""
    action = attrs.evolve(action)
    object.__setattr__(action, "amount", amount)
    return action


def agree(state: State, value: object) -> bool:
    """Whether ``value`` is legal, checking that ``apply`` says the same as ``is_legal``."""
    legal = state.is_legal(value)
    try:
        state.apply(value)
    except IllegalActionError:
        assert not legal, f"is_legal says yes, apply refuses {value!r}"
        return False
    assert legal, f"is_legal says no, apply takes {value!r}"
    return True


# -- finding 1: records ------------------------------------------------------------------

LONG = "9" * 4301  # one digit past Python's limit on reading an int


@pytest.mark.parametrize(
    "text",
    [
        LONG,
        f'{{"format": 1, "title": "manitou", "players": {LONG}, "actions": []}}',
        f'{{"format": {LONG}}}',
        f'{{"format": 1, "title": "manitou", "players": 2, "options": {{"large_herds": [{LONG}]}}}}',
        f'{{"format": 1, "title": "bison", "players": 2, "actions": [{LONG}]}}',
    ],
    ids=["bare", "players", "format", "option", "action"],
)
def test_an_integer_too_long_to_read_is_a_record_error(text: str) -> None:
    for given in (text, text.encode()):
        with pytest.raises(RecordError, match="not JSON") as caught:
            Record.from_json(given)
        assert caught.value.step is None


# -- findings 5 and 6: the defaults of State -----------------------------------------------


def test_the_default_apply_and_is_legal_agree_about_objects_equal_to_everything() -> None:
    state = Toy().setup()
    for value in (mock.ANY, AlwaysEqual(Add(1)), AlwaysEqual(Add(2))):
        assert not agree(state, value)
        assert state.refusal(value).rule == "core.not-an-action"


def test_the_default_apply_takes_the_states_own_value_for_an_equal_action() -> None:
    state = Toy().setup()
    odd = forced(Add(1), 1.0)
    assert odd == Add(1)
    assert agree(state, odd)
    after = state.apply(odd)
    assert after == state.apply(Add(1)) and type(after.total) is int


@pytest.mark.parametrize("amount", [1.5, "1", None, [1], True and 3.0])
def test_the_default_refusal_names_a_field_forced_past_its_validator(amount: object) -> None:
    state = Toy().setup()
    odd = forced(Add(1), amount)
    assert not agree(state, odd)
    error = state.refusal(odd)
    assert error.rule == "toy.action.malformed"
    assert "Add.amount is a whole number" in error.reason


def test_malformed_says_what_is_wrong_and_only_then() -> None:
    assert malformed(Add(1)) is None
    assert malformed("add 1") is None
    assert malformed(forced(Add(2), 2.0)) == "Add.amount is a whole number, not 2.0"


# -- finding 8: options in one place --------------------------------------------------------


def test_options_from_json_runs_the_titles_check() -> None:
    game = CheckedToy()
    assert game.options_from_json({"target": 7}) == ToyOptions(7)
    for target in (0, 10, "5", 5.0, None):
        with pytest.raises(ValueError, match="the target is 1 to 9"):
            game.options_from_json({"target": target})
        with pytest.raises(ValueError, match="the target is 1 to 9"):
            game.setup(options=ToyOptions(target))  # type: ignore[arg-type]


def test_the_default_check_refuses_options_of_another_type() -> None:
    with pytest.raises(ValueError, match="Toy options must be of type ToyOptions, not 'fast'"):
        Toy().setup(options="fast")  # type: ignore[arg-type]


@pytest.mark.parametrize("title", BUILT_IN)
def test_every_title_checks_options_in_one_place(title: str) -> None:
    """A value the options class takes but the rules do not is refused by ``options_from_json``
    exactly as by ``setup``: every rule switch is true or false, never ``"no"``."""
    game = tablerules.load(title)
    base = game.options_type()
    switches = [field.name for field in attrs.fields(game.options_type) if type(field.default) is bool]
    assert switches
    for name in switches:
        options = attrs.evolve(base, **{name: "no"})
        with pytest.raises(ValueError, match=name) as from_setup:
            game.setup(players=game.min_players, options=options)
        with pytest.raises(ValueError, match=name) as from_json:
            game.options_from_json({**game.options_to_json(base), name: "no"})
        assert str(from_setup.value) in str(from_json.value)
        with pytest.raises(ValueError, match=name):
            game.check_options(options)
    for other in ("standard", None, {}, *(tablerules.load(t).options_type() for t in tablerules.titles())):
        if not isinstance(other, game.options_type):
            with pytest.raises(ValueError, match="options"):
                game.check_options(other)


@pytest.mark.parametrize(
    ("title", "data", "words"),
    [
        ("manitou", {"pair_rule": "fight"}, "pair_rule is one of"),
        ("manitou", {"large_herds": [9, 10, 1000]}, "up to 999"),
        ("beasty-borders", {"walk": "spiral"}, "walk is one of"),
        ("bison", {"cap_after": "never"}, "cap_after is"),
        ("great-plains", {"layout": ["1a@2345", "2a", "3a", "4a", "5a", "6a", "7a"]}, "layout entry"),
    ],
)
def test_options_from_json_refuses_what_setup_refuses(
    title: str, data: dict[str, object], words: str
) -> None:
    game = tablerules.load(title)
    with pytest.raises(ValueError, match=words):
        game.options_from_json(data)
    with pytest.raises(ValueError, match=words):
        game.setup(players=game.min_players, options=game.options_type(**data))


def _has_tuple(value: object) -> bool:
    if isinstance(value, tuple):
        return True
    if isinstance(value, list):
        return any(map(_has_tuple, value))
    if isinstance(value, dict):
        return any(map(_has_tuple, value.values()))
    return False


@pytest.mark.parametrize(
    ("title", "variant"),
    [(title, variant) for title in tablerules.titles() for variant in tablerules.load(title).variants()],
)
def test_options_to_json_is_json_data_that_reads_back(title: str, variant: str) -> None:
    game = tablerules.load(title)
    options = game.variants()[variant]
    data = game.options_to_json(options)
    assert not _has_tuple(data), "JSON has lists, not tuples"
    assert json.loads(json.dumps(data)) == data
    assert game.options_from_json(json.loads(json.dumps(data))) == options


def test_options_from_json_with_keys_that_do_not_sort_together() -> None:
    game = tablerules.load("manitou")
    with pytest.raises(ValueError, match="unknown options"):
        game.options_from_json({1: True, "no_such": 2, None: 3})


def test_options_nested_too_deeply_are_a_value_error() -> None:
    game = tablerules.load("manitou")
    deep: JSONValue = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(ValueError):
        game.options_from_json({"large_herds": deep})


def test_options_with_a_key_nested_too_deeply_are_a_value_error() -> None:
    game = tablerules.load("manitou")
    key: object = ()
    for _ in range(100_000):
        key = (key,)
    with pytest.raises(ValueError, match="unknown options"):
        game.options_from_json({key: True})


def test_bad_options_are_quoted_in_short() -> None:
    game = tablerules.load("manitou")
    with pytest.raises(ValueError, match="bad options") as refused:
        game.options_from_json({"large_herds": "x" * 10_000})
    assert len(str(refused.value)) < 1_000


# -- findings 5 and 6 for every title ------------------------------------------------------


class Poser(str):
    """A text that is not quite a ``str``: equal to its value, and hashed like it."""

    __slots__ = ()


def _odd_values(value: object) -> list[object]:
    """Values a field holding ``value`` could be forced to: first those equal to it, then others."""
    if type(value) is int:
        return [float(value), *([True] if value == 1 else []), value + 0.5, str(value), None, [value]]
    if type(value) is str:
        return [Poser(value), value.encode(), None, [value], 7]
    return [None, [value], 7]


def _positions(title: str) -> list[State]:
    """Positions of a seeded game of ``title`` for each variant, at most 40 a game, spread over it."""
    game = tablerules.load(title)
    positions = []
    for variant, options in game.variants().items():
        record = tablerules.play(game, [RandomAgent()] * game.min_players, seed=variant, options=options)
        states = list(record.states())
        positions += states[:: max(1, len(states) // 40)]
    return positions


@pytest.fixture(scope="module", params=tablerules.titles())
def positions(request: pytest.FixtureRequest) -> tuple[str, list[State]]:
    return request.param, _positions(request.param)


def test_is_legal_and_apply_agree_on_objects_equal_to_everything(positions: tuple[str, list[State]]) -> None:
    _, states = positions
    for state in states:
        values: list[object] = [mock.ANY, *(AlwaysEqual(action) for action in state.legal_actions()[:3])]
        for value in values:
            assert not agree(state, value), value
            assert state.refusal(value).rule == "core.not-an-action"


def test_actions_with_forced_fields_are_applied_as_the_states_own_or_refused(
    positions: tuple[str, list[State]],
) -> None:
    """An action equal to a legal one is legal, and the state applies its own value; any other
    action with a field forced past its validator is refused as malformed, never with a crash."""
    title, states = positions
    for state in states:
        legal = state.legal_actions()
        for action in legal[:2]:
            for field in attrs.fields(type(action)):  # type: ignore[misc]
                for value in _odd_values(getattr(action, field.name)):
                    odd = attrs.evolve(action)
                    object.__setattr__(odd, field.name, value)
                    if odd == action:
                        assert agree(state, odd), odd
                        after = state.apply(odd)
                        assert after == state.apply(action)
                        hash(after), str(after)
                    else:
                        assert not agree(state, odd), odd
                        assert state.refusal(odd).rule == f"{title}.action.malformed", odd


# -- finding 3: no cache keyed by one's input grows without end ------------------------------


def caches_of(package: str) -> dict[str, Any]:
    """Every ``functools`` cache defined in the modules of ``package``, by qualified name."""
    found: dict[str, Any] = {}
    for module_info in pkgutil.iter_modules(importlib.import_module(package).__path__):
        module = importlib.import_module(f"{package}.{module_info.name}")
        for value in vars(module).values():
            candidates = [value]
            if isinstance(value, type):
                candidates += [getattr(member, "__func__", member) for member in vars(value).values()]
            for candidate in candidates:
                if hasattr(candidate, "cache_info") and candidate.__module__ == module.__name__:
                    found[f"{module.__name__}.{candidate.__qualname__}"] = candidate
    return found


def check_caches_stay_bounded(package: str, make: Callable[[int], object], fixed: Mapping[str, str]) -> None:
    """``make(n)`` for 300 new values of ``n`` (setups, positions with new option values)
    leaves every cache of ``package`` within its bound.

    ``fixed`` names the caches without a bound, each with why it may have none:
    they are keyed only by values the library makes within small fixed ranges,
    so 300 new setups add next to nothing to them.
    """
    caches = caches_of(package)
    unbounded = {name for name, cache in caches.items() if cache.cache_info().maxsize is None}
    assert unbounded == set(fixed), "a cache without a bound must say why it needs none"
    before = {name: caches[name].cache_info().currsize for name in fixed}
    for n in range(300):
        make(n)
    for name, cache in caches.items():
        info = cache.cache_info()
        if name in fixed:
            assert info.currsize - before[name] < 100, f"{name} grows with every new setup"
        else:
            assert info.currsize <= info.maxsize, name


def test_the_caches_of_core_are_bounded_or_keyed_by_fixed_values() -> None:
    def make(n: int) -> None:
        game = tablerules.load("beasty-borders")
        game.setup(options=game.options_type(without_luck=n % 2 == 1, walk=("rows", "snake")[n % 3 % 2]))

    check_caches_stay_bounded(
        "tablerules.core",
        make,
        {
            "tablerules.core.grid.SquareGrid.of": "keyed by the sizes of the titles' boards",
            "tablerules.core.registry._load": "keyed by registered title ids (a failed load is not kept)",
            "tablerules.core.frozen._base_slot_names": "keyed by the classes makers and copies are made of",
            "tablerules.core.frozen._opened": "keyed by the classes makers and copies are made of",
        },
    )
