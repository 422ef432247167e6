"""The games a server keeps: who sits where, whose token is whose, and undo.

A :class:`Table` is one game being played: people at some seats, bots at
the others. Each person's seat has a token, a long random string handed out
once when the table is opened; whoever holds it plays that seat and sees
what that seat may see, nothing more. After a person's action the bots play
and chance is drawn (from the table's own seeded generators) until a person
is to move again or the game is over. :class:`Tables` keeps a bounded number
of tables and forgets the one left alone longest when a new one needs room.
"""

from __future__ import annotations

import logging
import random
import secrets
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any, Final

import attrs

from tablerules.bots import GreedyAgent, MCTSAgent
from tablerules.bots.named import agent_named
from tablerules.core.chance import CHANCE
from tablerules.core.errors import IllegalActionError
from tablerules.core.game import Action, Game, JSONValue, State, has_sample_state, offered
from tablerules.core.play import Agent
from tablerules.core.words import pictured

__all__ = ["ACTION_BYTES", "BUDGET", "PERSON", "TABLE_BYTES", "BotRefusal", "NotYourTurn", "Table", "Tables"]

_LOG = logging.getLogger("tablerules.web")

#: The name of a seat that a person plays, among the agents' names.
PERSON = "person"

#: What a table takes in memory besides its record, counted high: a finished game of
#: four-person Bison, the largest, took about 110 kB with its record (the position and
#: what it keeps, as tracemalloc counts it) on CPython 3.11.
TABLE_BYTES: Final = 128_000
#: What a step of a table's record takes, counted high: a place in the list (the actions
#: themselves are mostly shared values) and, for a person's decision, its undo entry.
ACTION_BYTES: Final = 64
#: The bytes a server's tables may take, by default (see :class:`Tables`).
BUDGET: Final = 64 * 1024 * 1024


class NotYourTurn(ValueError):
    """A person acted, or asked to undo, when the table was not waiting for them."""


@attrs.frozen
class _Moment:
    """The table just before one of a person's decisions: who decided, and how many steps
    had been taken. Enough to go back to it: the position is the record's first
    ``taken`` steps played again, and the generators of chance and the bots are made
    anew for each step from the seed (see :meth:`Table.generator`), so none is kept."""

    seat: int
    taken: int


# The agents that search positions drawn from a view (core.sample_state).
_SEARCHING: Final = (GreedyAgent, MCTSAgent)


def _bounded(agent: Agent, think: float | None) -> Agent:
    """``agent``, its search cut off after ``think`` seconds of the clock on the wall."""
    if think is not None and isinstance(agent, MCTSAgent):
        return attrs.evolve(agent, most_seconds=think)
    return agent


class BotRefusal(ValueError):
    """A bot refused to play at a table: it needs what the title does not offer (the
    agents that search need positions drawn from a view, ``sample_state``)."""


class Table:
    """One game between people and bots. The methods are not thread-safe: hold
    :attr:`lock` around them."""

    def __init__(
        self,
        ident: str,
        game: Game[Any, Any],
        players: int,
        options: object,
        agents: Sequence[str],
        seed: int,
        *,
        think: float | None = None,
    ) -> None:
        self.ident = ident
        self.lock = threading.Lock()
        self.game = game
        self.players = players
        self.options = options
        self.agent_names = tuple(agents)
        self.agents: tuple[Agent | None, ...] = tuple(
            None if name == PERSON else _bounded(agent_named(name), think) for name in agents
        )
        #: Seconds a bot may think a decision, in the background; ``None``: the bots play
        #: inside the call that gave them the turn.
        self.think = think
        #: Counts the table's changes: a client that saw this number has seen the table.
        self.version = 0
        #: Whether the bots are thinking in the background.
        self.thinking = False
        self.tokens = {secrets.token_urlsafe(24): seat for seat, name in enumerate(agents) if name == PERSON}
        self.state: State = game.setup(players=players, options=options)
        for seat, agent in enumerate(self.agents):
            # Refused now, not at the bot's first turn, which may come in another seat's request.
            if isinstance(agent, _SEARCHING) and not has_sample_state(self.state.view(seat)):
                raise BotRefusal(
                    f"seat {seat}: {agents[seat]} searches positions drawn from a view, and "
                    f"{game.name}'s views offer no sample_state"
                )
        self.actions: list[Action] = []
        self._seed = seed
        self._moments: list[_Moment] = []
        self._play_on()

    def generator(self, step: int, mover: int | None) -> random.Random:
        """The generator that chance (``mover`` ``None``) or the bot at seat ``mover`` draws
        with at ``step`` (the number of actions taken before it): made from the table's seed
        and the step, so that a game played again, or taken back and played on, draws the
        same, and undo keeps no generator's state (a 2.5 kB state a generator a decision
        was most of a long table's memory)."""
        who = "chance" if mover is None else f"seat{mover}"
        return random.Random(f"{self._seed}:{who}:{step}")

    def footprint(self) -> int:
        """The bytes the table takes, counted high: :data:`TABLE_BYTES` for the position and
        the rest, and :data:`ACTION_BYTES` a step of its record. Nothing else grows with the
        game (undo keeps a count of steps, not positions or generators)."""
        return TABLE_BYTES + ACTION_BYTES * len(self.actions)

    def seat_of(self, token: str) -> int | None:
        """The seat ``token`` plays, or ``None`` for no seat of this table."""
        if not token.isascii():  # tokens are ASCII; compare_digest takes no other text
            return None
        for known, seat in self.tokens.items():
            # Compared in constant time, so the time taken tells nothing of a token.
            if secrets.compare_digest(known, token):
                return seat
        return None

    def act(self, seat: int, choice: object) -> Action:
        """Play ``seat``'s choice: an action's notation (``str``) or its index among the legal
        actions (``int``); then the bots and chance until a person is to move.

        Raises :class:`NotYourTurn`, ``NotationError`` for notation that does not
        read, ``IllegalActionError`` (with its rule id) for an action the rules
        refuse, ``ValueError`` for an index out of range; the table is unchanged then.
        """
        state = self.state
        if state.to_move != seat:
            raise NotYourTurn("it is not your turn" if not state.is_over else "the game is over")
        legal = state.legal_actions()
        if isinstance(choice, bool) or not isinstance(choice, (int, str)):
            raise ValueError("an action is its notation (text) or its index in the legal actions (a number)")
        if isinstance(choice, int):
            if not 0 <= choice < len(legal):
                raise ValueError(f"there are {len(legal)} legal actions, numbered from 0, not {choice}")
            action = legal[choice]
        else:
            action = self.game.parse_action(choice, state)
            if not state.is_legal(action):
                raise state.refusal(action)
        self._moments.append(_Moment(seat, len(self.actions)))
        self.state = state.apply(action)
        self.actions.append(action)
        self.version += 1
        self._play_on()
        return action

    def preview(self, seat: int, index: int) -> dict[str, JSONValue]:
        """The position after ``seat``'s legal action ``index`` as the seat would see it, not
        played: the move that turns a Bison tile, shown before it is chosen.

        A decision changes nothing hidden (chance is explicit in every title, and the
        checker holds each title's pictures after a move to the seat's view), so the seat
        learns nothing it would not learn by playing. Raises :class:`NotYourTurn` when the
        seat is not to decide, ``ValueError`` for an index out of range.
        """
        state = self.state
        if state.to_move != seat or self.thinking:
            raise NotYourTurn("it is not your turn" if not state.is_over else "the game is over")
        legal = state.legal_actions()
        if not 0 <= index < len(legal):
            raise ValueError(f"there are {len(legal)} legal actions, numbered from 0, not {index}")
        action = legal[index]
        after = state.apply(action)
        picture = offered(lambda: after.svg(seat, last=action))
        return {"index": index, "notation": str(action), "text": pictured(after.view(seat)), "svg": picture}

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last decision, and what chance and the bots played after it.

        Raises :class:`NotYourTurn` when ``seat`` has made no decision yet, or when
        another person has decided since: one person never takes back another's move.
        Chance and the bots draw from generators made for each step (see
        :meth:`generator`), so the same dice, draws and replies come again after
        the same choice (a takeback cannot roll anew).
        """
        if self.thinking:
            raise NotYourTurn("wait: the bots are thinking")
        if not self._moments or self._moments[-1].seat != seat:
            if any(moment.seat == seat for moment in self._moments):
                raise NotYourTurn("nothing to undo: another player has decided since your last decision")
            raise NotYourTurn("nothing to undo: you have not decided anything yet")
        back = self._moments.pop()
        del self.actions[back.taken :]
        self.state = self._replayed()
        self.version += 1

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` has a decision to take back: the last a person made."""
        return bool(self._moments) and self._moments[-1].seat == seat

    def _play_on(self) -> None:
        """Chance and the bots play until a person is to move or the game is over: here, or
        in a thread of their own when they think in the background (the caller holds the
        lock, or no one else has the table yet)."""
        if self.think is None:
            while self._step() is not None:
                pass
        elif self._waiting_for_bots():
            self.thinking = True
            threading.Thread(target=self._think, name=f"table {self.ident}", daemon=True).start()

    def _waiting_for_bots(self) -> bool:
        mover = self.state.to_move
        return mover is CHANCE or (isinstance(mover, int) and self.agents[mover] is not None)

    def _step(self) -> Action | None:
        """Chance's outcome or a bot's decision applied; ``None`` when a person is to move or
        the game is over."""
        state = self.state
        mover = state.to_move
        if mover is CHANCE:
            action = state.sample_chance(self.generator(len(self.actions), None))
        elif mover is None or (agent := self.agents[mover]) is None:
            return None
        else:
            rng = self.generator(len(self.actions), mover)
            action = agent.choose(state.view(mover), state.legal_actions(), rng)
        self.state = state.apply(action)
        self.actions.append(action)
        return action

    def _think(self) -> None:
        """The bots' turns, in the background: each decision thought out without the lock, so
        that the table answers every request meanwhile, and applied with it. Nobody else
        changes the table meanwhile: no person is to move, and undo waits."""
        while True:
            with self.lock:
                if not self._waiting_for_bots():
                    self.thinking = False
                    self.version += 1
                    return
                state = self.state
                to_move = state.to_move
                if not isinstance(to_move, int):  # chance: drawn at once
                    self._step()
                    self.version += 1
                    continue
                mover = to_move
                agent = self.agents[mover]
                rng = self.generator(len(self.actions), mover)
            try:
                if agent is None:  # a person is to move: _waiting_for_bots says not
                    raise RuntimeError(f"seat {mover} has no bot")
                action = agent.choose(state.view(mover), state.legal_actions(), rng)
            except Exception:  # a bot's bug: the table stops waiting, the traceback to the log
                _LOG.exception("table %s: the bot at seat %s failed", self.ident, mover)
                with self.lock:
                    self.thinking = False
                    self.version += 1
                return
            with self.lock:
                self.state = state.apply(action)
                self.actions.append(action)
                self.version += 1

    def _replayed(self) -> State:
        """The position after the table's actions, played again from the start."""
        state: State = self.game.setup(players=self.players, options=self.options)
        for action in self.actions:
            state = state._apply_legal(action)  # the table's own actions, legal when taken
        return state

    def log(self, seat: int) -> list[JSONValue]:
        """Every step so far as ``seat`` saw it: the mover (``None`` for chance) and the notation."""
        entries: list[JSONValue] = []
        state = self.game.setup(players=self.players, options=self.options)
        for step, action in enumerate(self.actions, start=1):
            mover = state.to_move
            entries.append(
                {
                    "step": step,
                    "seat": mover if isinstance(mover, int) else None,
                    "notation": state.notation_for(action, seat),
                }
            )
            state = state._apply_legal(action)  # replayed from the table's own, legal, actions
        return entries

    def seen_by(self, seat: int) -> dict[str, JSONValue]:
        """Everything ``seat`` may know of the table, as JSON data."""
        state = self.state
        game = self.game
        last = self.actions[-1] if self.actions else None
        yours = state.to_move == seat
        legal = state.legal_actions() if yours else ()
        picture = offered(lambda: state.svg(seat, last=last, targets=True))
        # Scores are shown with the position while the game goes on (what the seat may see);
        # the score sheet and outcome come at the end, when everything is public.
        outcome = state.outcome()
        return {
            "game": self.ident,
            "title": game.id,
            "name": game.name,
            "players": self.players,
            "options": game.options_to_json(self.options),
            "seat": seat,
            "seat_names": list(game.seat_names(self.players)),
            "agents": list(self.agent_names),
            "to_move": state.to_move if isinstance(state.to_move, int) else None,
            "your_turn": yours,
            "thinking": self.thinking,
            "is_over": state.is_over,
            "can_undo": self.can_undo(seat),
            "text": pictured(state.view(seat)),
            "svg": picture,
            "legal": [{"index": index, "notation": str(action)} for index, action in enumerate(legal)],
            "log": self.log(seat),
            "outcome": None if outcome is None else outcome.to_json(),
            "score_sheet": state.score_sheet().to_json() if outcome is not None else None,
        }


class Tables:
    """At most ``limit`` tables, by id, and about ``budget`` bytes of them (see
    :meth:`Table.footprint`); opening one more forgets those left alone longest
    until both hold again (never the one just opened).

    Every method takes a lock, so the server's threads may share it.
    """

    def __init__(self, limit: int = 64, *, budget: int = BUDGET, think: float | None = None) -> None:
        if limit < 1:
            raise ValueError(f"a server keeps at least 1 game, not {limit}")
        if budget < TABLE_BYTES:
            raise ValueError(f"a budget is at least one table's {TABLE_BYTES:,} bytes, not {budget:,}")
        self.limit = limit
        self.budget = budget
        #: Seconds a bot may think a decision, in the background (see :class:`Table`).
        self.think = think
        self._tables: OrderedDict[str, Table] = OrderedDict()
        self.lock = threading.Lock()

    def open(
        self, game: Game[Any, Any], players: int, options: object, agents: Sequence[str], seed: int
    ) -> Table:
        """A new table, bots and chance already played up to the first person's decision."""
        table = Table(secrets.token_hex(8), game, players, options, agents, seed, think=self.think)
        with self.lock:
            self._tables[table.ident] = table
            while len(self._tables) > 1 and (
                len(self._tables) > self.limit or self.footprint() > self.budget
            ):
                self._tables.popitem(last=False)
        return table

    def footprint(self) -> int:
        """The bytes the tables take, as :meth:`Table.footprint` counts them."""
        return sum(table.footprint() for table in self._tables.values())

    def get(self, ident: str) -> Table | None:
        """The table ``ident``, now the most recently used; ``None`` when there is none."""
        with self.lock:
            table = self._tables.get(ident)
            if table is not None:
                self._tables.move_to_end(ident)
            return table

    def __len__(self) -> int:
        with self.lock:
            return len(self._tables)


def refusal_json(error: IllegalActionError) -> dict[str, JSONValue]:
    """A refusal as JSON data: its rule id and the reason a player reads."""
    return {"rule": error.rule, "reason": error.reason}
