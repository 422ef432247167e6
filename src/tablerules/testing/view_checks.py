"""The checks of one random game that look at what each seat is shown.

Views show each seat what it may know and nothing a determinized state
changes; observations and information keys fit the title's layout and hold
only the view; pictures are SVG as :meth:`tablerules.core.game.State.svg`
promises and draw nothing hidden. :func:`check_svg_text`, :func:`svg_titles`
and :func:`svg_marks` read one picture, for a title's own tests too. Each
check of a game takes a :class:`~tablerules.testing.played.PlayedGame` and
the case's pool of actions; ``GAME_CHECKS`` of
:mod:`tablerules.testing.checks` runs them in order, among the others.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Sequence
from xml.etree import ElementTree

from tablerules.core.game import Action, State, offered
from tablerules.core.svg import LEGAL
from tablerules.testing.invariants import _unseen, check_views, check_views_whole
from tablerules.testing.played import CheckError, PlayedGame, _at, _require, steps_looked_at

__all__ = [
    "OBSERVATION_STRIDE",
    "PICTURE_STRIDE",
    "WHOLE_VIEW_STRIDE",
    "check_observations_hold_only_the_view",
    "check_pictures_show_only_the_view",
    "check_svg_text",
    "check_views_hide",
    "svg_choices",
    "svg_marks",
    "svg_titles",
]


#: The stride at which whole views are walked in a long game that is not thorough.
WHOLE_VIEW_STRIDE = 20
#: The stride at which observations are checked in a long game that is not thorough.
OBSERVATION_STRIDE = 7
#: The stride at which pictures are checked, in a game longer than it.
PICTURE_STRIDE = 25


def check_views_hide(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Views show each seat what it may know, and nothing a determinized state changes.

    Views are compared at every position; whole views (``eq=False`` fields,
    slots and caches too) at the positions
    :func:`~tablerules.testing.played.steps_looked_at` picks: every one of a
    short or thorough game, every twentieth of the others.
    """
    rng = random.Random(game.seed)
    hidden = game.case.game.has_hidden_information
    for step, state in enumerate(game.states):
        _at(step, check_views, state, hidden, rng)
    if not hidden:
        return
    for step in steps_looked_at(game, WHOLE_VIEW_STRIDE):
        _at(step, check_views_whole, game.states[step], rng)


def check_observations_hold_only_the_view(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Each seat's observation and key fit the layout, and are the same in a position drawn from its view.

    Keys differ where views differ: along the game, positions that share a
    seat's key show that seat equal views. Checked at the positions
    :func:`~tablerules.testing.played.steps_looked_at` picks: every one of a
    short or thorough game, every seventh of the others. The position drawn
    is the view's ``sample_state``, or ``determinize`` where the view has none.
    """
    case = game.case
    layout = offered(lambda: case.game.observation_layout(case.players, case.options))
    if layout is None:
        return
    rng = random.Random(game.seed)
    seen: dict[str, object] = {}
    for step in steps_looked_at(game, OBSERVATION_STRIDE):
        state = game.states[step]
        for seat in (None, *range(case.players)):
            view = state.view(seat)
            observation = case.game.observe(view, seat)
            _require(type(observation) is tuple, "an observation is a tuple", step)
            try:
                layout.check(observation)
            except ValueError as error:
                raise CheckError(f"seat {seat}'s observation: {error}", step=step) from error
            key = case.game.information_key(view, seat)
            drawn = _unseen(state, seat, rng).view(seat)
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


def _check_previews(state: State, drawn: State, seat: int) -> None:
    """The seat's picture after one of its moves, not yet played (what the web app's preview
    shows), is the same in a position the seat cannot tell from this one: a move reveals
    nothing hidden. The first and the last legal action are tried."""
    mine = state.legal_actions()
    theirs = {str(action): action for action in drawn.legal_actions()}
    for action in {str(mine[0]): mine[0], str(mine[-1]): mine[-1]}.values():
        same = theirs.get(str(action))
        if same is None:
            raise AssertionError(
                f"seat {seat} may play {action} in a position it cannot tell apart, not here"
            )
        if state.apply(action).svg(seat, last=action) != drawn.apply(same).svg(seat, last=same):
            raise AssertionError(f"seat {seat}'s picture after {action}, not yet played, shows hidden data")


def svg_choices(text: str) -> list[tuple[str, ...]]:
    """What each target mark of an SVG picture stands for, in document order: the notations
    of the legal actions a click on it chooses among (the ``data-legal`` of its group, see
    :func:`tablerules.core.svg.titled`). Marks that name none are left out."""
    found = []
    for group in ElementTree.fromstring(text).iter(f"{_SVG}g"):
        listed = group.get(LEGAL)
        if listed is not None:
            found.append(tuple(json.loads(listed)))
    return found


def check_pictures_show_only_the_view(game: PlayedGame, pool: Sequence[Action]) -> None:
    """Each seat's picture is SVG as ``State.svg`` promises, also with the last action and the
    seat's targets marked, and that marked picture is the same in a position drawn from the
    seat's view, or determinized where the view has no ``sample_state`` (a seat's legal
    actions are its own to know). Checked at every position of a game of at most
    :data:`PICTURE_STRIDE` positions, else at every 25th and the last: a picture costs about a
    millisecond, and one that draws hidden data draws it at almost every position."""
    case = game.case
    rng = random.Random(game.seed)
    count = len(game.states)
    for step, state in enumerate(game.states):
        if count > PICTURE_STRIDE and step % PICTURE_STRIDE and step != count - 1:
            continue
        previous = game.actions[step - 1] if step else None
        for seat in (None, *range(case.players)):
            picture = offered(lambda: state.svg(seat))  # noqa: B023 (called at once)
            if picture is None:
                return
            _at(step, check_svg_text, picture, f"seat {seat}'s picture")
            marked = state.svg(seat, last=previous, targets=True)
            _at(step, check_svg_text, marked, f"seat {seat}'s picture with the last action and targets")
            drawn = _unseen(state, seat, rng)
            _require(
                drawn.svg(seat, last=previous, targets=True) == marked,
                f"seat {seat}'s picture shows hidden data",
                step,
            )
            if seat is not None and state.to_move == seat:
                legal = {str(action) for action in state.legal_actions()}
                for choice in svg_choices(marked):
                    odd = [notation for notation in choice if notation not in legal]
                    _require(not odd, f"seat {seat}'s picture offers {odd[:3]}, no legal action", step)
                _at(step, _check_previews, state, drawn, seat)
