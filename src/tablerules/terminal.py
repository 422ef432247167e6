"""Playing a game in the terminal: a person at one seat, bots at the others.

``tablerules play`` runs :func:`play_in_terminal` with ``input`` and
standard output; tests hand it a script of answers and a buffer. The
person sees only what their seat may see: their view's picture at each of
their decisions, and every other move (chance's draws, the bots' actions) in
notation as their seat may read it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TextIO

import attrs

from tablerules.core.chance import CHANCE
from tablerules.core.errors import IllegalActionError, NotationError
from tablerules.core.game import Action, Game, State
from tablerules.core.play import Agent
from tablerules.core.record import Record

__all__ = ["HELP", "play_in_terminal"]

HELP = """\
Choose an action by its number in the list, or type it in the title's
notation (as the list writes it). Besides:
  undo   take back to your previous decision (and everything after it)
  help   show this text
  quit   leave the game unfinished
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
) -> Record:
    """Play one game with a person at ``seat`` and ``bot()`` at every other seat.

    ``read(prompt)`` returns the person's next answer (``EOFError`` ends the
    game as ``quit`` does). Chance and each bot draw from generators seeded
    by ``seed`` as :func:`tablerules.core.play.play_state` seeds them.
    Returns the record of the game, finished or left unfinished.
    """
    names = game.seat_names(players)
    state: State = game.setup(players=players, options=options)
    agents = [bot() for _ in range(players)]
    chance_rng = random.Random(f"{seed}:chance")
    seat_rngs = [random.Random(f"{seed}:seat{each}") for each in range(players)]
    taken: list[Action] = []
    moments: list[_Moment] = []
    out.write(f"{game.name}: you are {names[seat]}; type 'help' for help.\n")
    while (mover := state.to_move) is not None:
        if mover is CHANCE:
            action = state.sample_chance(chance_rng)
            out.write(f"chance: {state.notation_for(action, seat)}\n")
        elif mover != seat:
            action = agents[mover].choose(state.view(mover), state.legal_actions(), seat_rngs[mover])
            out.write(f"{names[mover]}: {state.notation_for(action, seat)}\n")
        else:
            moments.append(
                _Moment(state, len(taken), chance_rng.getstate(), tuple(r.getstate() for r in seat_rngs))
            )
            answer = _ask(game, state, seat, read, out)
            if answer is None:
                out.write("game left unfinished\n")
                break
            if isinstance(answer, str):  # "undo"
                moments.pop()  # this decision
                if not moments:
                    out.write("nothing to undo: this is your first decision\n")
                    continue
                back = moments.pop()  # the one before, which is asked again
                state, chance_rng, seat_rngs = back.state, random.Random(), [random.Random() for _ in agents]
                chance_rng.setstate(back.chance)  # type: ignore[arg-type]
                for rng, kept in zip(seat_rngs, back.seats, strict=True):
                    rng.setstate(kept)  # type: ignore[arg-type]
                del taken[back.taken :]
                out.write("taken back to your previous decision\n")
                continue
            action = answer
        state = state.apply(action)
        taken.append(action)
    if state.is_over:
        out.write(f"\n{state.view(seat)}\n\n")
        outcome = state.outcome()
        if outcome is not None:
            out.write(f"result: {outcome.summary(names, plural=game.seat_names_are_plural)}\n\n")
        out.write(f"{state.score_sheet().table(names)}\n")
    return Record(game.id, players, options, tuple(taken))


def _ask(
    game: Game[Any, Any], state: State, seat: int, read: Callable[[str], str], out: TextIO
) -> Action | str | None:
    """The person's choice at ``state``: a legal action, ``"undo"``, or ``None`` to quit."""
    legal = state.legal_actions()
    out.write(f"\n{state.view(seat)}\n\nyour move:\n")
    for number, action in enumerate(legal, start=1):
        out.write(f"  {number:>3}. {action}\n")
    while True:
        try:
            answer = read("> ").strip()
        except EOFError:
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
            continue
        if answer.isdigit():
            if 1 <= int(answer) <= len(legal):
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
