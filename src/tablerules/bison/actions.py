"""The decisions and chance outcomes of Bison, and their notation.

A rulebook action is split into small decisions (DESIGN: one action is one
decision): choose the action, then its steps, then pay.

===============================  =========================  =======================================
action                           notation                   meaning
===============================  =========================  =======================================
``Draw(7)``                      ``draw 7``                 chance: the drawing seat draws tile 7
``Choose(Kind.TIPI)``            ``choose tipi``            place an action marker: ``tile``,
                                                            ``tipi``, ``canoe``, ``gather``,
                                                            ``move1`` or ``move3``
``Lay(14, 2)``                   ``lay 14 2``               lay your tile on place 14, turned
                                                            2 sixths clockwise
``Enter("14m", 3)``              ``enter 14m 3``            put 3 hunters from your reserve on 14m
``Build("14m", 3)``              ``build 14m 3``            your tipi or canoe on 14m becomes a
                                                            triple one (placed, enlarged, or in
                                                            Variant 2 reduced; size 0 removes it)
``Gather("14m")``                ``gather 14m``             your hunters gather on 14m
``Call("5p")``                   ``call 5p``                one hunter from 5p joins the gathering
``Move("5p", "6r")``             ``move 5p 6r``             one hunter moves from 5p to 6r
``DONE``                         ``done``                   no more steps in this action (or, with
                                                            a surplus, no more trading)
``Gain("bison")``                ``gain bison``             an action with no hunters earns one
                                                            animal
``Pay(2, 0, 2)``                 ``pay 2 0 2``              pay bison, salmon and turkeys for the
                                                            hunters used
``Buy("tipi", 3)``               ``buy tipi 3``             the market: ``buy hunter``, a tipi
                                                            or a canoe
``Exchange("bison", "salmon")``  ``exchange bison salmon``  three bison for one salmon
===============================  =========================  =======================================

Fields are named by place number and terrain letter (``14m``: the mountain
of the tile on place 14, see :mod:`~tablerules.bison.board`). Every field
takes exactly an ``int`` or a ``str`` (or a :class:`Kind`): ``True`` or
``1.0`` equal an int, so they would find a legal action by equality and then
break the records that use them; they raise ``TypeError`` when the action is made.
"""

from __future__ import annotations

import re
from typing import Final

import attrs

from tablerules.bison.board import FIELD_NAMES
from tablerules.bison.components import ANIMALS, Kind
from tablerules.core.errors import NotationError
from tablerules.core.game import Action, text, whole_number
from tablerules.core.words import shown

__all__ = [
    "DONE",
    "HIDDEN_DRAW",
    "PIECES",
    "BisonAction",
    "Build",
    "Buy",
    "Call",
    "Choose",
    "Done",
    "Draw",
    "Enter",
    "Exchange",
    "Gain",
    "Gather",
    "Kind",
    "Lay",
    "Move",
    "Pay",
    "parse_action",
]

#: What the market sells: hunters, tipis and canoes.
PIECES: Final = ("hunter", "tipi", "canoe")
#: How another seat's draw reads in a redacted log.
HIDDEN_DRAW: Final = "draw ?"


class BisonAction(Action):
    """Base class of the Bison actions."""

    __slots__ = ()


def _kind(instance: object, attribute: attrs.Attribute[Kind], value: object) -> None:
    if type(value) is not Kind:
        raise TypeError(f"{type(instance).__name__}.{attribute.name} is a Kind, not {value!r}")


@attrs.frozen(repr=False, cache_hash=True)
class Draw(BisonAction):
    """Chance: the drawing seat draws tile number ``tile`` from the pile."""

    tile: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"draw {self.tile}"


@attrs.frozen(repr=False, cache_hash=True)
class Choose(BisonAction):
    """Place an action marker on ``kind``: that is this turn's action."""

    kind: Kind = attrs.field(validator=_kind)

    def __str__(self) -> str:
        # getattr: a kind forced past the validator must still print in a refusal.
        return f"choose {getattr(self.kind, 'value', self.kind)}"


@attrs.frozen(repr=False, cache_hash=True)
class Lay(BisonAction):
    """Lay your landscape tile on ``place`` (1 to 27), turned ``rotation`` sixths clockwise."""

    place: int = attrs.field(validator=whole_number)
    rotation: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"lay {self.place} {self.rotation}"


@attrs.frozen(repr=False, cache_hash=True)
class Enter(BisonAction):
    """Put ``hunters`` hunters from your reserve, as one group, on ``field`` of the tile just laid."""

    field: str = attrs.field(validator=text)
    hunters: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"enter {self.field} {self.hunters}"


@attrs.frozen(repr=False, cache_hash=True)
class Build(BisonAction):
    """Your tipi (prairie, mountain) or canoe (river) on ``field`` becomes one of ``size`` diamonds.

    With no piece there it is placed; a smaller one of yours is enlarged; in
    Variant 2 a larger one is reduced, and size 0 removes it.
    """

    field: str = attrs.field(validator=text)
    size: int = attrs.field(validator=whole_number)

    def __str__(self) -> str:
        return f"build {self.field} {self.size}"


@attrs.frozen(repr=False, cache_hash=True)
class Gather(BisonAction):
    """Your hunters gather on ``field``, where one of them already stands."""

    field: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"gather {self.field}"


@attrs.frozen(repr=False, cache_hash=True)
class Call(BisonAction):
    """One of your hunters on ``field`` joins the gathering."""

    field: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"call {self.field}"


@attrs.frozen(repr=False, cache_hash=True)
class Move(BisonAction):
    """One of your hunters moves from ``origin`` to ``to``."""

    origin: str = attrs.field(validator=text)
    to: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"move {self.origin} {self.to}"


@attrs.frozen(repr=False, cache_hash=True)
class Done(BisonAction):
    """No more steps in this action; while trading a surplus, no more trades."""

    def __str__(self) -> str:
        return "done"


#: The one ``Done`` there is; ``Done()`` equals it.
DONE: Final = Done()


@attrs.frozen(repr=False, cache_hash=True)
class Gain(BisonAction):
    """An action taken with no hunters: one ``animal`` (bison, salmon or turkeys) to your reserve."""

    animal: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"gain {self.animal}"


@attrs.frozen(repr=False, cache_hash=True)
class Pay(BisonAction):
    """Pay the cost of the hunters used: this many bison, salmon and turkeys."""

    bison: int = attrs.field(validator=whole_number)
    salmon: int = attrs.field(validator=whole_number)
    turkeys: int = attrs.field(validator=whole_number)

    @property
    def animals(self) -> tuple[int, int, int]:
        """The payment in track order."""
        return (self.bison, self.salmon, self.turkeys)

    def __str__(self) -> str:
        return f"pay {self.bison} {self.salmon} {self.turkeys}"


@attrs.frozen(repr=False, cache_hash=True)
class Buy(BisonAction):
    """Trade at the market: a ``"hunter"`` (size 1), or a ``"tipi"`` or ``"canoe"`` of ``size`` diamonds."""

    piece: str = attrs.field(validator=text)
    size: int = attrs.field(default=1, validator=whole_number)

    def __str__(self) -> str:
        return "buy hunter" if self.piece == "hunter" else f"buy {self.piece} {self.size}"


@attrs.frozen(repr=False, cache_hash=True)
class Exchange(BisonAction):
    """Exchange three of ``give`` for one of ``get`` (animals: bison, salmon, turkeys)."""

    give: str = attrs.field(validator=text)
    get: str = attrs.field(validator=text)

    def __str__(self) -> str:
        return f"exchange {self.give} {self.get}"


_KINDS: Final = {kind.value: kind for kind in Kind}
_FIELD: Final = r"[0-9]{1,3}[a-z]"
_ANIMAL: Final = "|".join(ANIMALS)
_NUMBER: Final = r"[0-9]{1,3}"

# ASCII only: \d and IGNORECASE would also take other scripts' digits; a few
# digits at most keep int() far inside its limits.
_NOTATION: Final = re.compile(
    rf"""\s*(?:
      draw\s+(?P<draw>{_NUMBER})
    | choose\s+(?P<choose>[a-z0-9]{{1,9}})
    | lay\s+(?P<place>{_NUMBER})\s+(?P<rotation>{_NUMBER})
    | enter\s+(?P<enter>{_FIELD})\s+(?P<entering>{_NUMBER})
    | build\s+(?P<build>{_FIELD})\s+(?P<size>{_NUMBER})
    | gather\s+(?P<gather>{_FIELD})
    | call\s+(?P<call>{_FIELD})
    | move\s+(?P<origin>{_FIELD})\s+(?P<to>{_FIELD})
    | (?P<done>done)
    | gain\s+(?P<gain>{_ANIMAL})
    | pay\s+(?P<bison>{_NUMBER})\s+(?P<salmon>{_NUMBER})\s+(?P<turkeys>{_NUMBER})
    | buy\s+(?:(?P<hunter>hunter)|(?P<piece>tipi|canoe)\s+(?P<diamonds>{_NUMBER}))
    | exchange\s+(?P<give>{_ANIMAL})\s+(?P<get>{_ANIMAL})
    )\s*""",
    re.IGNORECASE | re.ASCII | re.VERBOSE,
)

_EXPECTED: Final = (
    "expected 'draw 7', 'choose tipi', 'lay 14 2', 'enter 14m 3', 'build 14m 3', 'gather 14m', "
    "'call 5p', 'move 5p 6r', 'done', 'gain bison', 'pay 2 0 2', 'buy hunter', 'buy tipi 3' "
    "or 'exchange bison salmon'"
)


def _field(name: str, text: str) -> str:
    name = name.lower()
    if name not in _FIELD_SET:
        raise NotationError(
            f"no field {shown(name)} in {shown(text)}: fields are a place 1 to 27 and p, r or m"
        )
    return name


_FIELD_SET: Final = frozenset(FIELD_NAMES)


def parse_action(text: str) -> BisonAction:
    """Read one action; raises ``NotationError`` for anything else."""
    match = _NOTATION.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        raise NotationError(f"not Bison notation: {shown(text)} ({_EXPECTED})")
    if match["draw"]:
        return Draw(int(match["draw"]))
    if match["choose"]:
        kind = _KINDS.get(match["choose"].lower())
        if kind is None:
            raise NotationError(
                f"the actions are {', '.join(_KINDS)}, not {match['choose']!r} in {shown(text)}"
            )
        return Choose(kind)
    if match["place"]:
        return Lay(int(match["place"]), int(match["rotation"]))
    if match["enter"]:
        return Enter(_field(match["enter"], text), int(match["entering"]))
    if match["build"]:
        return Build(_field(match["build"], text), int(match["size"]))
    if match["gather"]:
        return Gather(_field(match["gather"], text))
    if match["call"]:
        return Call(_field(match["call"], text))
    if match["origin"]:
        return Move(_field(match["origin"], text), _field(match["to"], text))
    if match["done"]:
        return DONE
    if match["gain"]:
        return Gain(match["gain"].lower())
    if match["bison"]:
        return Pay(int(match["bison"]), int(match["salmon"]), int(match["turkeys"]))
    if match["hunter"]:
        return Buy("hunter", 1)
    if match["piece"]:
        return Buy(match["piece"].lower(), int(match["diamonds"]))
    return Exchange(match["give"].lower(), match["get"].lower())
