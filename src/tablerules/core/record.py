"""Records: a whole game as data, saved as JSON and replayed through the rules, and read
back from a file of one record or of many (JSON Lines)."""

from __future__ import annotations

import collections
import json
import os
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, Final, overload

import attrs

from tablerules.core.errors import IllegalActionError, NotationError, RecordError
from tablerules.core.game import Action, Game, State
from tablerules.core.registry import load
from tablerules.core.words import shown

__all__ = ["FORMAT", "Record", "RecordView", "read_records"]

#: The version of the JSON layout written by ``Record.to_json``.
FORMAT: Final = 1


def _actions(actions: Iterable[Action]) -> tuple[Action, ...]:
    return tuple(actions)


@attrs.frozen
class Record:
    """Title, player count, options and every action, chance outcomes included."""

    title: str
    players: int
    options: object
    actions: tuple[Action, ...] = attrs.field(converter=_actions)

    @property
    def game(self) -> Game[Any, Any]:
        """The title's ``Game``."""
        return load(self.title)

    def states(self) -> Iterator[State]:
        """Every position from the first, each action re-applied through the checked rules."""
        try:
            state: State = self.game.setup(players=self.players, options=self.options)
        except (KeyError, ValueError) as error:
            raise RecordError(f"cannot set up the game: {error}") from error
        yield state
        for step, action in enumerate(self.actions):
            try:
                state = state.apply(action)
            except IllegalActionError as error:
                raise RecordError(str(error), step=step) from error
            yield state

    def replay(self) -> State:
        """The final position; raises ``RecordError`` naming the step that fails."""
        # Only the last position is kept: a list of them all would keep the
        # garbage collector walking every state of the game.
        return collections.deque(self.states(), maxlen=1)[0]

    def to_json(self) -> str:
        """The record as JSON text (actions in the title's notation)."""
        game = self.game
        # ``setup`` reads ``None`` as the default options, so a record may hold it too.
        options = game.options_type() if self.options is None else self.options
        return json.dumps(
            {
                "format": FORMAT,
                "title": self.title,
                "players": self.players,
                "options": game.options_to_json(options),
                "actions": [str(action) for action in self.actions],
            }
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """Read a record written by ``to_json``; raises ``RecordError``.

        Notation is read against the position each action was played in, so
        the record is replayed while it is read.
        """
        if not isinstance(text, str | bytes | bytearray):
            raise RecordError(f"a record is JSON text, not {type(text).__name__}")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:
            # ValueError: besides bad JSON and bad bytes (both ValueErrors), an integer of more
            # digits than Python converts (4,300 by default) is refused while it is read.
            raise RecordError(f"not JSON: {error}") from error
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        version = data.get("format")
        if version is None and {"title", "seat", "log"} <= data.keys() and "actions" not in data:
            # What the web API's record address answers: one seat's view, not a record.
            raise RecordError(
                f"this is one seat's log from the web API (seat {shown(data.get('seat'))} of "
                f"{shown(data.get('title'))}: each step as that seat saw it, hidden moves redacted), "
                "not a record: it does not replay; the server keeps the whole record"
            )
        if type(version) is not int or version != FORMAT:  # true == 1 in Python, not in a record
            raise RecordError(f"unknown record format {shown(data.get('format'))}; expected {FORMAT}")
        title, players, actions = data.get("title"), data.get("players"), data.get("actions")
        if not isinstance(title, str):
            raise RecordError(f"the title must be a string, not {shown(title)}")
        if not isinstance(players, int) or isinstance(players, bool):
            raise RecordError(f"players must be a whole number, not {shown(players)}")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise RecordError("actions must be a list of notation strings")
        try:
            game = load(title)
            options = game.options_from_json(data.get("options", {}))
            state = game.setup(players=players, options=options)
        except (KeyError, ValueError) as error:
            raise RecordError(f"cannot set up the game: {error}") from error
        parsed: list[Action] = []
        for step, text_action in enumerate(actions):
            try:
                action = game.parse_action(text_action, state)
                state = state.apply(action)
            except (NotationError, IllegalActionError) as error:
                raise RecordError(str(error), step=step) from error
            parsed.append(action)
        return cls(title, players, options, tuple(parsed))

    def view(self, seat: int | None) -> RecordView:
        """The log as ``seat`` may see it (``None``: a spectator)."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.players):
            raise ValueError(
                f"seats are 0 to {self.players - 1} (or None for a spectator), not {shown(seat)}"
            )
        seen = []
        for state, action in zip(self.states(), self.actions, strict=False):
            seen.append(state.notation_for(action, seat))
        return RecordView(self.title, self.players, self.options, seat, tuple(seen))


@attrs.frozen
class RecordView:
    """A record as one seat may see it: hidden outcomes are redacted in the notation."""

    title: str
    players: int
    options: object
    seat: int | None
    actions: tuple[str, ...]


def read_records(path: str | os.PathLike[str]) -> Sequence[Record]:
    """The records of the file at ``path``: one record as :meth:`Record.to_json` writes it
    (pretty-printed or not), or `JSON Lines <https://jsonlines.org/>`_ of them, one a line,
    as ``tablerules simulate --save`` writes them.

    The file is read and split at once; each record is read (and so replayed, see
    :meth:`Record.from_json`) only when it is asked for, so one game of a long file
    costs one replay. A file that is one JSON document, or whose lines are none of
    them a JSON object, holds one record, whose faults are reported as a record's.
    Raises :class:`~tablerules.core.errors.RecordError` naming the file (and the
    line): for a file that cannot be read, a line that is no JSON object, and, when
    it is asked for, a record that does not replay.
    """
    where = repr(str(path))
    file = Path(path)
    if file.exists() and not file.is_file():
        # A folder, a pipe or a device such as /dev/zero, which would be read for ever.
        raise RecordError(f"cannot read the record {where}: it is not a file")
    try:
        raw = file.read_bytes()
    except OSError as error:
        raise RecordError(f"cannot read the record {where}: {error.strerror or error}") from error
    lines = _json_lines(raw, where)
    if lines is None:
        return _RecordFile(where, ((where, raw),))
    return _RecordFile(where, tuple((f"{where} line {number}", line) for number, line in lines))


class _RecordFile(Sequence[Record]):
    """The records of a file, each read from its text when it is asked for."""

    __slots__ = ("_file", "_texts")

    def __init__(self, file: str, texts: tuple[tuple[str, str | bytes], ...]) -> None:
        self._file = file
        # Each record's text, with where it stands in the file for its errors.
        self._texts = texts

    def __len__(self) -> int:
        return len(self._texts)

    @overload
    def __getitem__(self, index: int) -> Record: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Record]: ...

    def __getitem__(self, index: int | slice) -> Record | Sequence[Record]:
        if isinstance(index, slice):
            return tuple(self[number] for number in range(len(self))[index])
        where, text = self._texts[index]
        try:
            return Record.from_json(text)
        except RecordError as error:
            raise RecordError(f"{where} is not a record that replays: {error}") from error

    def __repr__(self) -> str:
        return f"read_records({self._file})"


def _json_error(text: str) -> str | None:
    """Why ``text`` is not one JSON object, or ``None`` when it is one."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        # Its own "line 1 column 2" would muddle the line number of the file that is reported.
        return f"not JSON: {error.msg} at character {error.pos + 1}"
    except (ValueError, RecursionError) as error:
        # ValueError: also integers of more digits than Python converts.
        return f"not JSON: {error}"
    return None if isinstance(data, dict) else "a record is a JSON object"


def _json_lines(raw: bytes, where: str) -> list[tuple[int, str]] | None:
    """The numbered non-blank lines of a JSON Lines file, or ``None`` for a file of one JSON document.

    A file that is one JSON document, or whose lines are none of them a JSON
    object of their own, is read as a single record, so that its faults are
    reported as a record's; a file with some such lines is JSON Lines, and the
    first line that is no record is reported.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if _json_error(text) is None:
        return None
    numbered = [(number, line) for number, line in enumerate(text.split("\n"), 1) if line.strip()]
    if not any(_json_error(line) is None for _, line in numbered):
        return None
    for number, line in numbered:
        fault = _json_error(line)
        if fault is not None:
            raise RecordError(f"{where} line {number} is not a record: {fault}")
    return numbered
