"""The protocol every title implements: ``Game``, ``State`` and ``Action``.

A title subclasses these three. ``State`` supplies the checked ``apply``,
``is_legal`` and the all-or-nothing ``apply_all`` once, on top of the few
methods a title writes: what may be done now (``legal_actions``, or
``_legal_listing`` to hand out a kept :class:`~tablerules.core.listing.Listing`),
``_apply_legal`` (the rules for an action already known to be legal) and
``_refusal`` (why an action is not). No title overrides ``apply`` or
``is_legal``: the listing is kept on the state the first time it is asked
for, so ``apply`` of a listed action costs one look-up, and anything else
goes to the title's refusal.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, Self, TypeVar, cast

import attrs

from tablerules.core.chance import Chance, sample_outcome
from tablerules.core.encoding import information_key
from tablerules.core.errors import IllegalActionError, PositionError
from tablerules.core.listing import Listing
from tablerules.core.outcome import Outcome, ScoreSheet
from tablerules.core.rules import GAME_OVER, NOT_AN_ACTION
from tablerules.core.words import shown

if TYPE_CHECKING:
    from tablerules.core.encoding import Layout
    from tablerules.core.universe import Limits, Universe

__all__ = [
    "Action",
    "Game",
    "JSONValue",
    "State",
    "has_sample_state",
    "legal_value",
    "malformed",
    "offered",
    "read_position",
    "sample_state",
    "text",
    "whole_number",
]

JSONValue = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]


def whole_number(instance: object, attribute: attrs.Attribute[int], value: object) -> None:
    """attrs validator: an ``int`` field takes exactly an ``int`` (``True`` and ``1.0`` are refused).

    Equal values of other types would find a legal action by equality and then
    break the rules that use them as numbers, or write notation that does not
    read back.
    """
    if type(value) is not int:
        raise TypeError(f"{type(instance).__name__}.{attribute.name} is a whole number, not {shown(value)}")


def text(instance: object, attribute: attrs.Attribute[str], value: object) -> None:
    """attrs validator: a ``str`` field takes exactly a ``str``."""
    if type(value) is not str:
        raise TypeError(f"{type(instance).__name__}.{attribute.name} is text, not {shown(value)}")


def malformed(action: object) -> str | None:
    """What is wrong with a field of ``action`` that was forced past its validators, if anything.

    ``object.__setattr__`` can put a float or ``True`` into a frozen action's
    int field after it was made; the action's attrs validators, run again,
    say so. ``None`` for a sound action, and for a value that is no attrs class.
    """
    if not attrs.has(type(action)):
        return None
    try:
        attrs.validate(action)  # type: ignore[arg-type]
    except (TypeError, ValueError) as error:
        return str(error)
    return None


class Action:
    """Base class of every action value: one decision, or one chance outcome.

    Titles define their actions as frozen attrs classes; ``str(action)`` is
    the action in the title's notation, which ``Game.parse_action`` reads back.
    A class made with ``attrs.frozen(repr=False)`` gets this ``repr``:
    ``Move('3p', '4p')``, its fields in order, which evaluates back where the
    class is imported.
    """

    __slots__ = ()

    def __copy__(self) -> Self:
        # An immutable value is its own copy (OpenSpiel deep-copies at every clone).
        return self

    def __deepcopy__(self, memo: object) -> Self:
        return self

    def __repr__(self) -> str:
        fields = getattr(type(self), "__attrs_attrs__", ())
        return f"{type(self).__name__}({', '.join(repr(getattr(self, f.name)) for f in fields if f.init)})"


def _is_abstract(cls: type) -> bool:
    """Whether ``cls`` still leaves an abstract method unwritten.

    ``ABCMeta`` works this out only after ``__init_subclass__`` has run, so it
    is worked out here the same way: an abstract method of a base, or of the
    class itself, that the class does not override with a concrete one.
    """
    names = {name for base in cls.__mro__[1:] for name in getattr(base, "__abstractmethods__", ())}
    names |= {name for name, value in vars(cls).items() if getattr(value, "__isabstractmethod__", False)}
    return any(getattr(getattr(cls, name, None), "__isabstractmethod__", False) for name in names)


ActionT = TypeVar("ActionT", bound=Action)


def legal_value(legal: Mapping[ActionT, ActionT], action: object) -> ActionT | None:
    """The legal action equal to ``action`` and of its very type, from ``legal``
    (each legal action mapped to itself), or ``None``.

    A dict finds it by the action's hash, then by identity when the caller
    hands back a value ``legal_actions()`` gave out, with no comparison at
    all; an unhashable value is no action. Titles whose ``_canonical`` keeps
    such a dict share this one lookup.
    """
    try:
        found = legal.get(cast(ActionT, action))
    except TypeError:  # unhashable: no action at all
        return None
    return found if type(found) is type(action) else None


class State(abc.ABC):
    """An immutable position of one game: who decides, what they may do.

    Subclasses are frozen attrs classes, hashable and equal by value.
    """

    # The state's Listing, once asked for (see _listing): not a field, so equality,
    # hashing, evolve and pickling never see it, and a new state starts without one.
    # core.frozen's makers set it to None: an empty slot costs a raised AttributeError
    # at its first read, which the states made at every step of play should not pay.
    __slots__ = ("_kept",)
    _kept: Listing | None

    #: The id of the title this state belongs to; every concrete state class sets it.
    title: ClassVar[str]

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        # Rule ids, refusals and records name the title; a state class that forgot it would
        # only fail at its first refusal, so say so when the class is made.
        if _is_abstract(cls):
            return
        if not (isinstance(getattr(cls, "title", None), str) and cls.title):
            raise TypeError(
                f"{cls.__qualname__} must set the class attribute title to its game's id, "
                f'like title = "take-away"'
            )
        # Each of the two is written in terms of the other: a title writes one.
        if cls.legal_actions is State.legal_actions and cls._legal_listing is State._legal_listing:
            raise TypeError(f"{cls.__qualname__} must say what may be done: write legal_actions")

    def __copy__(self) -> Self:
        # An immutable value is its own copy (OpenSpiel deep-copies at every clone).
        return self

    def __deepcopy__(self, memo: object) -> Self:
        return self

    def __getstate__(self) -> object:
        # The kept listing is no part of the value: it is made again when asked for.
        # Left in, it would be set back through a frozen class's __setattr__, which
        # refuses it. (attrs writes its own __getstate__ for a slotted class, this one
        # serves a state class with a __dict__.)
        state = super().__getstate__()
        if isinstance(state, tuple):
            values, slots = state
            slots = {name: value for name, value in (slots or {}).items() if name != "_kept"}
            return (values, slots) if slots else values
        return state

    @property
    @abc.abstractmethod
    def players(self) -> int:
        """The number of seats."""

    @property
    @abc.abstractmethod
    def to_move(self) -> int | Chance | None:
        """The seat that decides now, ``CHANCE``, or ``None`` once the game is over."""

    @property
    def chance_seat(self) -> int | None:
        """At a chance node, the seat the outcome is for (the roller, the drawing seat), else ``None``.

        ``None`` too where chance decides for no seat (a tablet laid, a bison
        card laid): a front end shows "chance rolls for seat 1", a log says
        whose draw it was.
        """
        return None

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.to_move is None

    def legal_actions(self) -> Sequence[Action]:
        """Every legal action of whoever decides now; the outcomes at a chance node.

        Listed once and kept on the state (see :meth:`_legal_listing`). A
        title writes either this method or ``_legal_listing``.
        """
        # _listing(), written out here: the README's loop asks at every step.
        try:
            listing = self._kept
        except AttributeError:  # not asked for yet, in a state made by __init__
            listing = None
        if listing is None:
            listing = self._legal_listing()
            _keep(self, listing)
        return listing.actions

    def _legal_listing(self) -> Listing:
        """What may be done now, as a :class:`~tablerules.core.listing.Listing`; core keeps it.

        A title that writes ``legal_actions`` itself gets its list made into
        a listing here; one that overrides this hands out listings from its
        steps' tables, which many positions share.
        """
        return Listing(self.legal_actions())

    def _listing(self) -> Listing:
        """The state's listing, made by :meth:`_legal_listing` the first time and kept."""
        try:
            listing = self._kept
        except AttributeError:  # not asked for yet, in a state made by __init__
            listing = None
        if listing is None:
            listing = self._legal_listing()
            _keep(self, listing)
        return listing

    def chance_outcomes(self) -> Sequence[tuple[Action, Fraction]]:
        """``(outcome, probability)`` pairs at a chance node, empty elsewhere."""
        return ()

    def sample_chance(self, rng: random.Random) -> Action:
        """At a chance node, one outcome drawn with ``rng``, exactly as
        ``sample_outcome(self.chance_outcomes(), rng)`` draws it: the same
        outcome, with the one ``rng.random()`` call.

        The match runner draws chance with it and applies the draw as legal,
        without asking again. A title may override it with a faster way to
        the same draw (no outcome list, no ``Fraction``); the conformance
        checker holds it to the same outcome. Raises
        ``ValueError`` where chance does not decide.
        """
        outcomes = self.chance_outcomes()
        if not outcomes:
            raise ValueError("chance decides nothing here: this is no chance node")
        return sample_outcome(outcomes, rng)

    def apply(self, action: object) -> Self:
        """The state after ``action``; raises ``IllegalActionError`` if it is not legal.

        The rules apply the state's own legal value that equals ``action``
        (see :meth:`_canonical`), never the caller's object.
        """
        # _listing(), written out here: every step of every game passes by.
        try:
            listing = self._kept
        except AttributeError:  # not asked for yet, in a state made by __init__
            listing = None
        if listing is None:
            listing = self._legal_listing()
            _keep(self, listing)
        if action is listing.drawn and action is not None:
            # What sample_outcome just drew from this chance listing: one of its outcomes.
            return self._apply_legal(action)
        found = listing.find(action)
        if found is None:
            raise self.refusal(action)
        return self._apply_legal(found)

    def is_legal(self, action: object) -> bool:
        """Whether ``apply(action)`` would succeed."""
        return self._listing().find(action) is not None

    def _canonical(self, action: object) -> Action | None:
        """The legal action equal to ``action``, of its very type, or ``None``.

        ``apply`` and ``is_legal`` both ask the state's one listing, so they
        always agree. The type must match as well: an object that claims to
        equal everything (``unittest.mock.ANY``) is no action. Applying the
        legal value rather than the caller's keeps an equal object with odd
        fields (a float forced into an int field, say) out of the next state.
        """
        return self._listing().find(action)

    def apply_all(self, actions: Iterable[object]) -> Self:
        """Apply a sequence as one unit: all of it, or an error naming the failing step."""
        state = self
        for step, action in enumerate(actions):
            try:
                state = state.apply(action)
            except IllegalActionError as error:
                raise error.at_step(step) from None
        return state

    def refusal(self, action: object) -> IllegalActionError:
        """The error that explains why ``action`` is not legal here.

        A value that is not an action of this title is refused by
        ``core.not-an-action``, and an action whose fields were forced past its
        validators (``object.__setattr__``) by ``<title>.action.malformed``,
        before the title's ``_refusal`` is asked: that only ever sees actions
        whose fields are what their validators allow.
        """
        if not isinstance(action, self.action_type()):
            return IllegalActionError(
                NOT_AN_ACTION,
                f"{shown(action)} is not an action of {self.title}",
                action=action,
            )
        odd = malformed(action)
        if odd is not None:
            return IllegalActionError(
                f"{self.title}.action.malformed",
                f"a field was forced past the action's checks ({odd})",
                action=action,
            )
        if self.is_over:
            return IllegalActionError(GAME_OVER, "the game is over", action=action)
        return self._refusal(action)

    @classmethod
    @abc.abstractmethod
    def action_type(cls) -> type[Action]:
        """The base class of this title's actions."""

    @abc.abstractmethod
    def _apply_legal(self, action: Action) -> Self:
        """The next state, for an action already known to be legal."""

    @abc.abstractmethod
    def _refusal(self, action: Action) -> IllegalActionError:
        """Why an action of this title is illegal here; called only for illegal ones."""

    @abc.abstractmethod
    def score_sheet(self) -> ScoreSheet:
        """The running score, broken down as the rulebook's scoring examples do."""

    def scores(self) -> tuple[int, ...]:
        """The running score of every seat."""
        return self.score_sheet().totals()

    @abc.abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else ``None``."""

    @abc.abstractmethod
    def view(self, seat: int | None) -> object:
        """What ``seat`` may know (``None``: a spectator). Holds no hidden data."""

    def check_seat(self, seat: object) -> None:
        """Raise ``ValueError`` unless ``seat`` is a seat of this game or ``None`` (a spectator)."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.players):
            raise ValueError(
                f"seats are 0 to {self.players - 1} (or None for a spectator), not {shown(seat)}"
            )

    def svg(self, seat: int | None = None, *, last: Action | None = None, targets: bool = False) -> str:
        """The position as ``seat`` may see it (``None``: a spectator), as an SVG picture.

        Plain SVG text: well-formed XML with a ``viewBox`` (it scales to any
        width, and reads at 400 pixels), a ``<title>`` for screen readers,
        colours colour-blind players tell apart. It is drawn from
        ``view(seat)`` alone, by :meth:`Game.draw`. ``last``, the action
        that led here, is highlighted as far as ``seat`` may see it;
        ``targets=True`` marks where ``seat``'s legal actions would go, when
        it is ``seat``'s turn. Raises ``ValueError`` for a bad seat or a
        ``last`` of another title, ``NotImplementedError`` for a title that
        draws no pictures.
        """
        self.check_seat(seat)
        if last is not None and not isinstance(last, self.action_type()):
            raise ValueError(f"the last action is an action of {self.title}, not {shown(last)}")
        legal = self.legal_actions() if targets and seat is not None and self.to_move == seat else ()
        from tablerules.core.registry import load  # the registry imports this module

        game: Game[Any, Any] = load(self.title)
        return game.draw(self.view(seat), seat, last=last, legal=legal)

    def notation_for(self, action: Action, seat: int | None) -> str:
        """``action`` in notation as ``seat`` may see it when it is applied here.

        Titles with hidden information redact what ``seat`` may not know.
        """
        return str(action)

    def determinize(self, seat: int | None, rng: random.Random) -> Self:
        """A state that ``seat`` cannot tell apart from this one, hidden parts drawn anew.

        With perfect information that is the state itself. The conformance
        suite checks that the result gives ``seat`` the same view.
        """
        return self


#: Stores a state's listing in its slot, past the frozen class's ``__setattr__``.
_keep: Final[Callable[[State, Listing | None], None]] = vars(State)["_kept"].__set__


def sample_state(view: object, rng: random.Random) -> State:
    """A whole position that the seat of ``view`` cannot tell from the one the view
    was made of: what an agent, which only ever gets its view, searches from.

    A title that hides nothing hands out the state itself as every view, and
    that is returned. A view of a title with hidden information draws its
    hidden parts with its own ``sample_state(rng)``: another seat's cards or
    tiles anew from those it may hold, every way of dealing them alike likely
    (Manitou's :meth:`~tablerules.manitou.view.ManitouView.sample_state`,
    Bison's :meth:`~tablerules.bison.view.BisonView.sample_state`). Either
    way the position gives that seat the very same view, which the
    conformance checker holds every title that offers it to. A title may
    leave ``sample_state`` out of its views (see :func:`has_sample_state`):
    the agents that search (``GreedyAgent``, ``MCTSAgent``) then refuse it
    with a ``ValueError`` naming the method, and the checker checks its
    views through ``determinize``. Raises ``TypeError`` for a value that is
    neither.
    """
    if isinstance(view, State):
        return view
    draw: Callable[[random.Random], State] | None = getattr(view, "sample_state", None)
    if draw is None:
        raise TypeError(f"a {type(view).__name__} is no view of a position: it has no sample_state")
    return draw(rng)


def has_sample_state(view: object) -> bool:
    """Whether :func:`sample_state` can make a position of ``view``: it is the state
    itself, or it has ``sample_state(rng)``, which a title's view may leave out."""
    return isinstance(view, State) or callable(getattr(view, "sample_state", None))


_Offered = TypeVar("_Offered")


def offered(ask: Callable[[], _Offered]) -> _Offered | None:
    """``ask()``, or ``None`` where it asks for an optional capability the title leaves out
    (which raises ``NotImplementedError``, see :class:`Game`): how a tool carries on without one,
    as in ``offered(lambda: game.action_universe(players))``."""
    try:
        return ask()
    except NotImplementedError:
        return None


def _json_data(value: object) -> JSONValue:
    """``value`` with every tuple a list, as JSON has them."""
    if isinstance(value, tuple | list):
        return [_json_data(item) for item in value]
    if isinstance(value, dict):
        return {key: _json_data(item) for key, item in value.items()}
    return value  # type: ignore[return-value]


OptionsT = TypeVar("OptionsT")
StateT = TypeVar("StateT", bound=State)


class Game(abc.ABC, Generic[StateT, OptionsT]):
    """One title: its metadata, its options, and its first state.

    A title sets ``id``, ``name``, ``min_players``, ``max_players`` and
    ``has_hidden_information``, and writes :attr:`options_type`, :meth:`setup`
    and :meth:`parse_action`; everything else has a default.

    **Optional capabilities.** Seven methods offer what a title may leave out.
    Until a title overrides one it raises ``NotImplementedError``, and every
    tool that uses it catches that and carries on without it (most through
    :func:`offered`):

    - :meth:`parse_position`, ``str(state)`` read back: without it the
      conformance checker does not read positions back, and rule testers state
      positions in Python rather than as the text they see.
    - :meth:`action_universe` and :meth:`chance_universe`, every action and
      every chance outcome numbered; :meth:`limits`, the most the rules allow;
      :meth:`observation_layout` and :meth:`observe`, a view as a vector of
      small ints. These five go together: the PettingZoo and OpenSpiel
      adapters (:mod:`tablerules.adapters`) need all of them (their
      ``NotImplementedError`` reaches whoever wraps the title), and the
      checker checks them together once ``action_universe`` is offered, and
      skips them otherwise. Without :meth:`limits` the checker's random games
      stop at its own limit (:data:`~tablerules.testing.checks.MOST_DECISIONS`);
      without :meth:`observation_layout` it checks no observations.
    - :meth:`draw`, a view as an SVG picture, which :meth:`State.svg` asks
      for: without it ``State.svg`` raises ``NotImplementedError``, the web
      page shows the text picture alone, ``tablerules replay --svg`` says the
      title draws no pictures, and the checker checks no pictures.
    """

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: Whether any seat ever lacks information that another has.
    has_hidden_information: ClassVar[bool]
    #: Whether the seat names are plural nouns, which take "win" ("foxes win", not "foxes wins").
    seat_names_are_plural: ClassVar[bool] = False
    #: How a person reads ``str(state)``: what its lines, symbols and abbreviations mean, in
    #: lines of at most 79 characters; ``tablerules play`` shows it under ``help``. Empty for a
    #: title that does not write one.
    picture_key: ClassVar[str] = ""

    @property
    @abc.abstractmethod
    def options_type(self) -> type[OptionsT]:
        """The frozen attrs class of this title's options."""

    @property
    def player_counts(self) -> range:
        """Every allowed number of players."""
        return range(self.min_players, self.max_players + 1)

    def variants(self) -> Mapping[str, OptionsT]:
        """Named option sets, one per variant of the rulebook; the first is the default."""
        return {"standard": self.options_type()}

    @abc.abstractmethod
    def setup(self, players: int | None = None, options: OptionsT | None = None) -> StateT:
        """The first state; ``players`` may be left out when only one count is allowed."""

    @abc.abstractmethod
    def parse_action(self, text: str, state: StateT) -> Action:
        """Read an action in this title's notation; raises ``NotationError``."""

    def information_key(self, view: object, seat: int | None) -> str:
        """A text equal for the positions ``seat`` cannot tell apart (equal views), different otherwise."""
        return information_key(view, seat)

    def seat_names(self, players: int | None = None) -> tuple[str, ...]:
        """What each seat is called, seat 0 first: ``("snakes", "foxes")``; ``"seat 0"``, ... by default.

        ``Outcome.summary``, score tables and the command line use these names.
        """
        count = self.check_players(players)
        return tuple(f"seat {seat}" for seat in range(count))

    def check_players(self, players: int | None) -> int:
        """``players``, checked against the allowed counts; raises ``ValueError``."""
        if players is None and self.min_players == self.max_players:
            return self.min_players
        if not isinstance(players, int) or isinstance(players, bool) or players not in self.player_counts:
            allowed = ", ".join(str(n) for n in self.player_counts)
            raise ValueError(f"{self.name} is played by {allowed} players, not {shown(players)}")
        return players

    def check_options(self, options: object) -> None:
        """Raise ``ValueError`` naming what is wrong with ``options``, if anything.

        The one place a title's options are checked: ``setup`` calls it, and so
        does ``options_from_json``, so options read from JSON are refused
        exactly when ``setup`` would refuse them. It checks every field, also
        one forced past the options' converters and validators with
        ``object.__setattr__`` (a list where a tuple belongs, ``1`` where a
        bool does), since the options become part of every state, which must
        stay hashable. The default checks only the type; every title overrides
        it. Checks that depend on the player count stay in ``setup``.
        """
        if not isinstance(options, self.options_type):
            raise ValueError(
                f"{self.name} options must be of type {self.options_type.__name__}, not {shown(options)}"
            )

    def options_to_json(self, options: OptionsT) -> dict[str, JSONValue]:
        """The options as plain JSON data (tuples become lists), which ``options_from_json`` reads back."""
        data = attrs.asdict(options)  # type: ignore[arg-type]
        return {name: _json_data(value) for name, value in data.items()}

    def options_from_json(self, data: object) -> OptionsT:
        """Options from JSON data, checked by ``check_options``; raises ``ValueError`` naming the fault."""
        if not isinstance(data, dict):
            raise ValueError(f"options must be a JSON object, not {shown(data)}")
        known = {field.name for field in attrs.fields(self.options_type)}  # type: ignore[arg-type]
        # Sorted as text: a mapping built in Python may mix keys that do not compare.
        unknown = sorted(set(data) - known, key=shown)
        if unknown:
            raise ValueError(f"unknown options {shown(unknown)}; {self.name} knows {sorted(known)}")
        try:
            options = self.options_type(**data)
            self.check_options(options)
        except (TypeError, ValueError) as error:
            raise ValueError(f"bad options {shown(data)}: {error}") from error
        except RecursionError as error:
            raise ValueError(f"bad options {shown(data)}: nested too deeply to be read") from error
        return options

    # -- Optional capabilities ---------------------------------------------------------------
    # What a title may leave out (the class docstring lists them with what each tool does
    # without them). Each raises NotImplementedError until the title overrides it, and every
    # tool that uses one catches that, so a title gains a capability by writing one method.

    def parse_position(self, text: str, options: OptionsT | None = None) -> StateT:
        """The position that ``str(state)`` printed, for a game played with ``options``.

        Raises :class:`~tablerules.core.errors.PositionError` for text that is
        no position of the title, or one that does not add up. A title that
        offers it reads back every reachable position exactly (the
        conformance checker tests it); one that does not raises
        ``NotImplementedError``. An optional capability (see :class:`Game`).
        """
        raise NotImplementedError(f"{self.name} does not read positions from text")

    def action_universe(
        self, players: int | None = None, options: OptionsT | None = None
    ) -> Universe[Action]:
        """Every action any seat can ever take with ``players`` and ``options``, numbered
        in the order the title's page documents (chance outcomes not among them).

        A title that offers it overrides it; one that does not raises
        ``NotImplementedError``, and the conformance checker skips its checks.
        An optional capability (see :class:`Game`), with the four below.
        """
        raise NotImplementedError(f"{self.name} does not number its actions")

    def chance_universe(
        self, players: int | None = None, options: OptionsT | None = None
    ) -> Universe[Action]:
        """Every chance outcome there can ever be with ``players`` and ``options``, numbered.

        An optional capability (see :class:`Game`), with :meth:`action_universe`.
        """
        raise NotImplementedError(f"{self.name} does not number its chance outcomes")

    def limits(self, players: int | None = None, options: OptionsT | None = None) -> Limits:
        """What the rules allow at most with ``players`` and ``options``
        (:class:`~tablerules.core.universe.Limits`).

        An optional capability (see :class:`Game`), with :meth:`action_universe`.
        """
        raise NotImplementedError(f"{self.name} does not state its limits")

    def observation_layout(self, players: int | None = None, options: OptionsT | None = None) -> Layout:
        """The parts of every observation vector with ``players`` and ``options``.

        An optional capability (see :class:`Game`), with :meth:`action_universe`.
        """
        raise NotImplementedError(f"{self.name} does not encode observations")

    def observe(self, view: object, seat: int | None) -> tuple[int, ...]:
        """What ``view`` (of ``seat``; ``None`` a spectator) shows, as a vector of small ints
        laid out as :meth:`observation_layout` says. Made from the view alone, so equal
        views give equal observations and no hidden data gets in.

        An optional capability (see :class:`Game`), with :meth:`action_universe`.
        """
        raise NotImplementedError(f"{self.name} does not encode observations")

    def draw(
        self, view: object, seat: int | None, *, last: Action | None = None, legal: Sequence[Action] = ()
    ) -> str:
        """``view`` (of ``seat``; ``None`` a spectator) as SVG text, as :meth:`State.svg` describes:
        ``last`` highlighted where the view shows it, ``legal`` (the seat's legal actions, or
        none) marked. Made from the view alone, so no hidden data gets in.

        An optional capability (see :class:`Game`).
        """
        raise NotImplementedError(f"{self.name} does not draw pictures")

    def __repr__(self) -> str:
        return f"tablerules.load({self.id!r})"


def read_position(read: Callable[[], StateT], options: object, title: str) -> StateT:
    """``read()``'s position, its ``ValueError`` made a ``PositionError``, and checked to have ``options``."""
    try:
        state = read()
    except PositionError:
        raise
    except ValueError as error:
        raise PositionError(f"not a {title} position: {error}") from error
    if options is not None and getattr(state, "options", options) != options:
        raise PositionError(f"the position is of a game with other options than {shown(options)}")
    return state
