"""The errors of tablerules: one module, and every error is a ``ValueError``.

Malformed input (text that is not notation, a record that is not JSON) and
illegal input (a well-formed action that the rules forbid now) are told apart,
as python-chess does, so that a front end can answer each in its own way.
"""

from __future__ import annotations

import functools

from tablerules.core.words import shown

__all__ = ["IllegalActionError", "NotationError", "PositionError", "RecordError", "TablerulesError"]


class TablerulesError(ValueError):
    """Base class of every error that tablerules raises on bad input."""


class IllegalActionError(TablerulesError):
    """An action that the rules do not allow in this state.

    Raised by ``State.apply`` and ``State.apply_all``. ``rule`` is a stable id
    of the rule that was broken (``beasty-borders.place.own-animals``);
    ``reason`` is a sentence a player understands; ``step`` is the index of the
    failing action when it came from ``apply_all``, else ``None``.
    """

    rule: str
    reason: str
    action: object
    step: int | None

    def __init__(self, rule: str, reason: str, *, action: object, step: int | None = None) -> None:
        self.rule = rule
        self.reason = reason
        self.action = action
        self.step = step
        where = "" if step is None else f" at step {step}"
        super().__init__(f"illegal action {shown(action)}{where}: {reason} [{rule}]")

    def at_step(self, step: int) -> IllegalActionError:
        """The same refusal, saying which action of a sequence it was."""
        return IllegalActionError(self.rule, self.reason, action=self.action, step=step)

    def __reduce__(self) -> tuple[object, ...]:
        # The default pickles only the message, which __init__ cannot take back;
        # a refusal must survive the trip from a worker process (simulations, training).
        rebuild = functools.partial(type(self), action=self.action, step=self.step)
        return (rebuild, (self.rule, self.reason))


class NotationError(TablerulesError):
    """Text that is not an action in the title's notation.

    Raised by ``Game.parse_action``. The message quotes the text and says
    what the notation looks like.
    """


class RecordError(TablerulesError):
    """A record that cannot be read or does not replay.

    Raised by ``Record.from_json`` and ``Record.replay``; ``step`` is the index
    of the action that failed, or ``None`` when the record itself is malformed.
    """

    step: int | None

    def __init__(self, message: str, *, step: int | None = None) -> None:
        self.step = step
        super().__init__(message if step is None else f"step {step}: {message}")


class PositionError(TablerulesError):
    """Text that is not a position of the title, or a position that does not add up.

    Raised by ``Game.parse_position``, which reads what ``str(state)`` prints.
    """
