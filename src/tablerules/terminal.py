"""Playing a game in the terminal: a person at one seat, bots at the others.

``tablerules play`` runs :func:`play_in_terminal` with ``input`` and
standard output; tests hand it a script of answers and a buffer. The
person sees only what their seat may see: their view's picture at each of
their decisions, and every other move (chance's draws, the bots' actions) in
notation as their seat may read it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, TextIO

import attrs

from tablerules.core.chance import CHANCE
from tablerules.core.errors import IllegalActionError, NotationError
from tablerules.core.game import Action, Game, State
from tablerules.core.outcome import Outcome
from tablerules.core.play import Agent
from tablerules.core.record import Record
from tablerules.core.words import aligned, pictured

__all__ = ["HELP", "describe_outcome", "numbered", "play_in_terminal"]

HELP = """\
Choose an action by its number in the list, or type it in the title's
notation (as the list writes it). Besides:
  undo   take back to your previous decision (and everything after it);
         the dice, the draws and the bots then answer as they did before
  help   show this text, and how to read the position
  quit   leave the game unfinished (so does Ctrl-C)
"""


@attrs.frozen
class _Moment:
    """Where the game stood at one of the person's decisions: enough to go back to it."""

    state: State
    taken: int
    chance: object
    seats: tuple[object, ...]


def play_in_terminal(
    game: Game[Any, Any],
    *,
    seat: int,
    players: int,
    options: object,
    bot: Callable[[], Agent],
    seed: int,
    read: Callable[[str], str],
    out: TextIO,
    keep: Callable[[Record], None] | None = None,
) -> Record:
    """Play one game with a person at ``seat`` and ``bot()`` at every other seat.

    ``read(prompt)`` returns the person's next answer; ``EOFError`` and
    ``KeyboardInterrupt`` (Ctrl-D, Ctrl-C, even while a bot thinks) end the
    game as ``quit`` does. Chance and each bot draw from generators seeded
    by ``seed`` as :func:`tablerules.core.play.play_state` seeds them; an
    ``undo`` winds them back too, so the same dice, draws and replies come
    again (a takeback cannot roll anew). Returns the record of the game,
    finished or left unfinished, and hands it to ``keep`` first, if given:
    also when an error (a terminal gone away) ends the game.
    """
    names = game.seat_names(players)
    table = _Table(
        game, game.setup(players=players, options=options), seat, [bot() for _ in range(players)], seed
    )
    try:
        out.write(f"{game.name}: you are {names[seat]}; type 'help' for help.\n")
        try:
            table.play(read, out)
        except KeyboardInterrupt:
            # The position and the actions taken change together, once an action is
            # applied, so what was played so far is whole.
            out.write("\ngame left unfinished\n")
    finally:
        record = Record(game.id, players, options, tuple(table.taken))
        if keep is not None:
            keep(record)
    state = table.state
    if state.is_over:
        out.write(f"\n{pictured(state.view(seat))}\n\n")
        outcome = state.outcome()
        if outcome is not None:
            out.write(f"result: {describe_outcome(outcome, names, plural=game.seat_names_are_plural)}\n\n")
        out.write(f"{state.score_sheet().table(names)}\n")
    return record


class _Table:
    """One game in the terminal: the position, the actions taken, the generators, the moments."""

    def __init__(self, game: Game[Any, Any], state: State, seat: int, agents: list[Agent], seed: int) -> None:
        self.game = game
        self.state = state
        self.seat = seat
        self.agents = agents
        self.names = game.seat_names(state.players)
        self.chance_rng = random.Random(f"{seed}:chance")
        self.seat_rngs = [random.Random(f"{seed}:seat{each}") for each in range(state.players)]
        self.taken: list[Action] = []
        self.moments: list[_Moment] = []

    def play(self, read: Callable[[str], str], out: TextIO) -> None:
        """Play on until the game is over or the person leaves it."""
        seat = self.seat
        while (mover := self.state.to_move) is not None:
            state = self.state
            if mover is CHANCE:
                action = state.sample_chance(self.chance_rng)
                out.write(f"chance: {state.notation_for(action, seat)}\n")
            elif mover != seat:
                action = self.agents[mover].choose(
                    state.view(mover), state.legal_actions(), self.seat_rngs[mover]
                )
                out.write(f"{self.names[mover]}: {state.notation_for(action, seat)}\n")
            else:
                self.moments.append(
                    _Moment(
                        state,
                        len(self.taken),
                        self.chance_rng.getstate(),
                        tuple(r.getstate() for r in self.seat_rngs),
                    )
                )
                answer = _ask(self.game, state, seat, read, out)
                if answer is None:
                    out.write("game left unfinished\n")
                    return
                if isinstance(answer, str):  # "undo"
                    self._undo(out)
                    continue
                action = answer
            # Both at once: an interrupt never leaves an action taken without its position.
            self.state, self.taken = state.apply(action), [*self.taken, action]

    def _undo(self, out: TextIO) -> None:
        self.moments.pop()  # this decision
        if not self.moments:
            out.write("nothing to undo: this is your first decision\n")
            return
        back = self.moments.pop()  # the one before, which is asked again
        self.chance_rng.setstate(back.chance)  # type: ignore[arg-type]
        for rng, kept in zip(self.seat_rngs, back.seats, strict=True):
            rng.setstate(kept)  # type: ignore[arg-type]
        self.state, self.taken = back.state, self.taken[: back.taken]
        out.write("taken back to your previous decision\n")


def _ask(
    game: Game[Any, Any], state: State, seat: int, read: Callable[[str], str], out: TextIO
) -> Action | str | None:
    """The person's choice at ``state``: a legal action, ``"undo"``, or ``None`` to quit."""
    legal = state.legal_actions()
    out.write(f"\n{pictured(state.view(seat))}\n\nyour move:\n")
    out.write(numbered(legal))
    while True:
        try:
            answer = read("> ").strip()
        except EOFError:
            out.write("\n")  # Ctrl-D leaves the cursor after the prompt
            return None
        command = answer.lower()
        if not answer:
            continue
        if command == "quit":
            return None
        if command == "undo":
            return "undo"
        if command == "help":
            out.write(HELP)
            if game.picture_key:
                out.write(f"\nHow to read the position:\n{game.picture_key}")
            continue
        digits = answer.removeprefix("-")
        if digits.isdecimal():  # not isdigit(): "²" is a digit that int() cannot read
            # int() refuses thousands of digits; no list is that long anyway.
            if len(digits) <= 9 and 1 <= int(answer) <= len(legal):
                return legal[int(answer) - 1]
            out.write(f"choose a number from 1 to {len(legal)}, or type the action\n")
            continue
        try:
            action = game.parse_action(answer, state)
        except NotationError as error:
            out.write(f"not an action: {error}\n")
            continue
        try:
            state.apply(action)
        except IllegalActionError as error:
            out.write(f"refused ({error.rule}): {error.reason}\n")
            continue
        return action


def numbered(actions: Sequence[Action], width: int = 79) -> str:
    """The actions numbered from 1, one a line, or in columns down then across when there are more
    than a dozen, so that a long list (Bison's trades, its 54 ways to lay a tile) leaves the
    position above it on the screen. As ``ls`` does, each column is as wide as its longest entry,
    and the fewest rows are used that fit ``width`` (one column if even that does not fit)."""
    cells = [f"{number:>3}. {action}" for number, action in enumerate(actions, start=1)]
    if len(cells) <= 12:
        return "".join(f"  {cell}\n" for cell in cells)
    for rows in range(1, len(cells) + 1):
        columns = [cells[start : start + rows] for start in range(0, len(cells), rows)]
        widths = [max(map(len, column)) + 2 for column in columns]
        if rows == len(cells) or 2 + sum(widths) - 2 <= width:
            break
    # Only the last column can run short: its missing cells end their lines.
    table = [[column[row] if row < len(column) else "" for column in columns] for row in range(rows)]
    return "".join(f"  {line}\n" for line in aligned(table).split("\n"))


def _seat_list(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def describe_outcome(
    outcome: Outcome, seat_names: Sequence[str] | None = None, *, plural: bool = False
) -> str:
    """One line: who won (and by which tie-break), or that it is a draw, with the scores.

    ``seat_names`` and ``plural`` are the game's ``seat_names(players)`` and
    ``seat_names_are_plural``; by default seats are "seat 0", "seat 1", ...
    """
    names = list(seat_names or [f"seat {seat}" for seat in range(len(outcome.scores))])
    scores = " - ".join(str(score) for score in outcome.scores)
    if outcome.is_draw:
        tied = _seat_list([names[seat] for seat in outcome.winners])
        return f"draw between {tied} (still tied after every tie-break); scores {scores}"
    (winner,) = outcome.winners
    why = f" on the tie-break '{outcome.tiebreak}'" if outcome.tiebreak else ""
    return f"{names[winner]} {'win' if plural else 'wins'}{why}; scores {scores}"
