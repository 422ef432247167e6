"""The ``tablerules`` command: list the titles, watch a demo, play against bots, pit agents
against each other, simulate, replay a record, check a title, serve the web app.

Every subcommand works for every registered title through the protocol
alone. ``demo``, ``simulate`` and ``play`` save their records as JSON Lines
(one ``Record.to_json()`` a line) with ``--save FILE``, which ``replay``
reads; ``list``, ``simulate``, ``arena``, ``replay`` and ``check`` print JSON
for scripts with ``--json``. Bad input on the command line (an unknown title, option or file,
a corrupt record) ends with one line on stderr naming what is allowed, and
exit status 2; tracebacks are kept for bugs.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import secrets
import sys
import textwrap
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn, TextIO

import attrs

import tablerules
from tablerules.bots import RandomAgent, agent_named
from tablerules.core.errors import RecordError
from tablerules.core.game import Action, Game, JSONValue, State
from tablerules.core.outcome import Outcome
from tablerules.core.play import play_state
from tablerules.core.record import Record
from tablerules.core.registry import load, titles
from tablerules.core.words import aligned, counted
from tablerules.sim import BACKENDS, Summary, Tally, arena, report_html, simulate
from tablerules.terminal import describe_outcome, play_in_terminal
from tablerules.testing import run_checks
from tablerules.web import make_server

__all__ = ["USAGE_ERROR", "UsageError", "describe_outcome", "main"]

#: Exit status for bad input, as argparse uses for bad arguments.
USAGE_ERROR = 2
#: Option defaults longer than this are cut in ``tablerules list``.
DEFAULT_WIDTH = 60
#: Progress-bar width in characters.
BAR_WIDTH = 30


class UsageError(Exception):
    """Bad input that the user can correct; main prints it as one line."""


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, like every other error of the command."""

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE_ERROR, f"tablerules: error: {message} (see '{self.prog} --help')\n")


# -- shared helpers -------------------------------------------------------------


def _load(title: str) -> Game[Any, Any]:
    try:
        return load(title)
    except KeyError as error:
        # KeyError's str() wraps the message in quotes; the message itself names the known titles.
        raise UsageError(error.args[0] if error.args else str(error)) from None


def _final_outcome(state: State) -> Outcome:
    outcome = state.outcome()
    if outcome is None:
        # Only a title bug gets here: play runs every game until it is over.
        raise RuntimeError(f"{state.title}: the game ended without an outcome")
    return outcome


def _players_text(game: Game[Any, Any]) -> str:
    if game.min_players == game.max_players:
        return str(game.min_players)
    return f"{game.min_players}-{game.max_players}"


def _shorten(text: str, width: int = DEFAULT_WIDTH) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def _write_json(out: TextIO, data: JSONValue) -> None:
    out.write(json.dumps(data, indent=2) + "\n")


@contextmanager
def _records_file(name: str | None) -> Iterator[TextIO | None]:
    """The file that ``--save`` names, open for JSON Lines (``None`` when nothing is saved)."""
    if name is None:
        yield None
        return
    if name == "-":
        # Records on stdout would mix with the text (or JSON) the command prints there.
        raise UsageError("--save takes a file name; '-' (standard output) is not supported")
    try:
        stream = open(name, "w", encoding="utf-8", newline="\n")  # noqa: SIM115 (the with below closes it)
    except OSError as error:
        raise UsageError(f"cannot write the records to {name!r}: {error.strerror or error}") from None
    with stream:
        yield stream


def _save(stream: TextIO | None, record: Record) -> None:
    if stream is not None:
        stream.write(record.to_json() + "\n")


# -- tablerules list ---------------------------------------------------------------


def _cmd_list(args: argparse.Namespace, out: TextIO) -> int:
    if args.json:
        listed: list[JSONValue] = []
        for title in titles():
            game = _load(title)
            listed.append(
                {
                    "id": title,
                    "name": game.name,
                    "players": list(game.player_counts),
                    "variants": list(game.variants()),
                    "options": game.options_to_json(game.options_type()),
                }
            )
        _write_json(out, {"titles": listed})
        return 0
    for number, title in enumerate(titles()):
        game = _load(title)
        if number:
            out.write("\n")
        out.write(f"{title}: {game.name}\n")
        out.write(f"  players:  {_players_text(game)}\n")
        out.write(f"  variants: {', '.join(game.variants())}\n")
        # Written as --option reads them: JSON (false, null, [...]), not Python's repr.
        defaults = game.options_to_json(game.options_type())
        if defaults:
            out.write("  options (default):\n")
            table = aligned([(name, _shorten(json.dumps(value))) for name, value in defaults.items()])
            out.write("".join(f"    {line}\n" for line in table.split("\n")))
    return 0


# -- tablerules demo ---------------------------------------------------------------


def _cmd_demo(args: argparse.Namespace, out: TextIO) -> int:
    seed: int = args.seed
    with _records_file(args.save) as saved:
        for number, title in enumerate(titles()):
            _demo_game(_load(title), seed, number, out, saved)
    return 0


def _demo_game(game: Game[Any, Any], seed: int, number: int, out: TextIO, saved: TextIO | None) -> None:
    players = game.min_players
    options = game.options_type()
    final, actions = play_state(
        game.setup(players=players, options=options), [RandomAgent()] * players, seed=seed
    )
    _save(saved, Record(game.id, players, options, tuple(actions)))
    if number:
        out.write("\n")
    header = f"{game.name} ({game.id}): {players} random agents, seed {seed}, {len(actions)} actions"
    out.write(f"{header}\n{'=' * len(header)}\n")
    out.write(f"{final}\n\n")
    names = game.seat_names(players)
    result = describe_outcome(_final_outcome(final), names, plural=game.seat_names_are_plural)
    out.write(f"result: {result}\n\n")
    out.write(f"{final.score_sheet().table(names)}\n")


# -- tablerules simulate -----------------------------------------------------------


def _option_value(name: str, text: str, default: object) -> JSONValue:
    """``text`` as JSON when it parses, else as a string; checked against the default's type."""
    value: JSONValue
    try:
        value = json.loads(text)
    except json.JSONDecodeError:
        value = text
    except RecursionError:
        raise UsageError(f"option {name}: the value is nested too deeply to read") from None
    # The options classes convert but do not check types, so a bool switch would take
    # any truthy text ("maybe") silently; say so instead.
    if isinstance(default, bool) and not isinstance(value, bool):
        raise UsageError(f"option {name} takes true or false, not {text!r}")
    if isinstance(default, int) and not isinstance(default, bool) and type(value) is not int:
        raise UsageError(f"option {name} takes a whole number, not {text!r}")
    if isinstance(default, str) and not isinstance(value, str):
        value = text
    return value


def _options(game: Game[Any, Any], variant: str | None, settings: Sequence[str]) -> object:
    """The variant's options (the first variant by default) with ``KEY=VALUE`` settings applied."""
    variants = game.variants()
    name = variant if variant is not None else next(iter(variants))
    if name not in variants:
        raise UsageError(f"unknown variant {name!r}; {game.name} has {', '.join(variants)}")
    base = variants[name]
    data = dict(game.options_to_json(base))
    for setting in settings:
        key, equals, text = setting.partition("=")
        key = key.strip()
        if not equals or not key:
            raise UsageError(f"an option is KEY=VALUE, not {setting!r}; {game.name} knows {', '.join(data)}")
        if key not in data:
            raise UsageError(f"unknown option {key!r}; {game.name} knows {', '.join(data)}")
        data[key] = _option_value(key, text, getattr(base, key, None))
    try:
        return game.options_from_json(data)
    except RecursionError:
        raise UsageError(f"bad option value in {' '.join(settings) or name}: nested too deeply") from None
    except ValueError as error:
        # The title's message quotes every option; the cause alone says what is wrong.
        cause = error.__cause__ if error.__cause__ is not None else error
        raise UsageError(f"bad option value in {' '.join(settings) or name}: {cause}") from None


class _Progress:
    """A one-line progress bar on a terminal: games done, games a second and the time left.

    It draws at most ten times a second, and always at the end.
    """

    def __init__(self, stream: TextIO, total: int) -> None:
        self.stream = stream
        self.total = total
        self.started = time.perf_counter()
        self.drawn = -1.0
        self.width = 0

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if now - self.drawn < 0.1 and done < self.total:
            return
        self.drawn = now
        elapsed = now - self.started
        filled = done * BAR_WIDTH // self.total
        line = f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{self.total} games"
        if done and elapsed > 0:
            rate = done / elapsed
            line += f", {rate:,.0f} games/s, {_duration((self.total - done) / rate)} left"
        self.width = max(self.width, len(line))
        self.stream.write(line.ljust(self.width))
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\r" + " " * self.width + "\r")
        self.stream.flush()


def _duration(seconds: float) -> str:
    """``seconds`` for a person: "42 s", "3 min 5 s", "2 h 10 min"."""
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    if whole < 3600:
        return f"{whole // 60} min {whole % 60} s"
    return f"{whole // 3600} h {whole % 3600 // 60} min"


def _agent_names(text: str) -> list[str]:
    """The agent names of ``--agents``, each checked: comma-separated, none left empty."""
    names = [name.strip() for name in text.split(",")]
    if not all(names):
        raise UsageError(f"--agents is a comma-separated list of agent names, not {text!r}")
    for name in names:
        try:
            agent_named(name)
        except ValueError as error:
            raise UsageError(str(error)) from None
    return names


def _seat_agents(text: str, game: Game[Any, Any], players: int | None) -> tuple[int, list[str]]:
    """The player count and every seat's agent name from ``--agents`` and ``--players``:
    one name plays every seat; several name the seats in order."""
    names = _agent_names(text)
    if len(names) == 1:
        count = game.check_players(players if players is not None else game.min_players)
        return count, names * count
    if players is not None and players != len(names):
        raise UsageError(f"--players {players} but --agents names {len(names)} agents, one a seat")
    return game.check_players(len(names)), names


def _cmd_simulate(args: argparse.Namespace, out: TextIO) -> int:
    game = _load(args.title)
    games: int = args.n
    seed: int = args.seed
    if games < 1:
        raise UsageError(f"-n must be at least 1, not {games}")
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, not {args.jobs}")
    if args.address is not None and args.backend != "ray":
        raise UsageError("--address names a Ray cluster: it goes with --backend ray")
    players, agents = _seat_agents(args.agents, game, args.players)
    options = _options(game, args.variant, args.option)
    # Set up once first, so that options the title refuses are reported before any game is played.
    game.setup(players=players, options=options)
    if args.report is not None:
        _check_writable(args.report, "the report")
    tally = Tally(
        game.id,
        game.name,
        game.seat_names(players),
        agents,
        options=game.options_to_json(options),
        first_seed=seed,
        jobs=args.jobs,
        backend=args.backend,
    )
    try:
        results = simulate(
            game,
            agents,
            games=games,
            seed=seed,
            options=options,
            jobs=args.jobs,
            backend=args.backend,
            address=args.address,
            records=args.save is not None,
            # Records saved in game order, so that the file is the same for any --jobs.
            ordered=args.save is not None,
        )
    except (ImportError, ConnectionError) as error:
        raise UsageError(str(error)) from None
    with _records_file(args.save) as saved:
        progress = _Progress(sys.stderr, games) if sys.stderr.isatty() else None
        started = time.perf_counter()
        for result in results:
            if result.record is not None:
                _save(saved, result.record)
            tally.add(result)
            if progress is not None:
                progress.update(tally.games)
        elapsed = time.perf_counter() - started
        if progress is not None:
            progress.close()
    summary = tally.summary(seconds=elapsed)
    if args.report is not None:
        _write_report(args.report, summary)
    variant = args.variant if args.variant is not None else next(iter(game.variants()))
    if args.json:
        data = summary.to_json()
        data["variant"] = variant
        data["mean_length"] = summary.actions.mean
        _write_json(out, data)
        return 0
    _describe_simulation(out, summary, variant, args.option)
    return 0


def _check_writable(name: str, what: str) -> None:
    """Refuse, before any game is played, a file name that could not be written
    afterwards: a folder, or a file in a folder that is not there."""
    path = Path(name)
    if path.is_dir():
        raise UsageError(f"cannot write {what} to {name!r}: it is a folder")
    if not path.absolute().parent.is_dir():
        raise UsageError(f"cannot write {what} to {name!r}: no folder {str(path.parent)!r}")


def _write_report(name: str, summary: Summary) -> None:
    """The HTML report of ``summary`` written to the file ``name``."""
    try:
        Path(name).write_text(report_html(summary), encoding="utf-8")
    except OSError as error:
        raise UsageError(f"cannot write the report to {name!r}: {error.strerror or error}") from None


def _describe_simulation(out: TextIO, summary: Summary, variant: str, settings: Sequence[str]) -> None:
    """The summary as text for a person."""
    games = summary.games
    last = summary.first_seed + games - 1
    seeds = str(summary.first_seed) if games == 1 else f"{summary.first_seed}..{last}"
    changed = f", options {' '.join(settings)}" if settings else ""
    jobs = counted(summary.jobs, "job")
    out.write(
        f"{summary.name}: {counted(games, 'game')}, {summary.players} players, variant {variant}{changed}, "
        f"seeds {seeds}, {jobs} ({summary.backend})\n\n"
    )
    rows: list[tuple[str, ...]] = [
        (
            "",
            "agent",
            "wins",
            "win rate",
            "95% interval",
            "shared",
            "mean score",
            "sd",
            "min",
            "median",
            "max",
        )
    ]
    for seat in summary.seats:
        rate, low, high = seat.win_rate()
        scores = seat.scores
        rows.append(
            (
                f"seat {seat.seat} ({seat.name})" if seat.name != f"seat {seat.seat}" else seat.name,
                seat.agent,
                str(seat.wins),
                f"{100 * rate:.1f}%",
                f"{100 * low:.1f}-{100 * high:.1f}%",
                str(seat.shared),
                f"{scores.mean:.2f}",
                f"{scores.stdev:.2f}",
                str(scores.minimum),
                f"{scores.median:g}",
                str(scores.maximum),
            )
        )
    draws = ("draws", "", str(summary.draws), f"{100 * summary.draws / games:.1f}%")
    rows.append(draws + ("",) * (len(rows[0]) - len(draws)))
    # Figures to the right, so that their places line up.
    out.write(aligned(rows, right=range(2, len(rows[0]))) + "\n")
    decisions = summary.decisions
    out.write(
        f"\ndecisions a game: mean {decisions.mean:.1f}, min {decisions.minimum}, "
        f"median {decisions.median:g}, max {decisions.maximum}\n"
    )
    out.write(f"mean length: {summary.actions.mean:.1f} actions (chance outcomes included)\n")
    speed = summary.games_per_second
    shown = "inf" if speed is None else f"{speed:,.0f}"
    out.write(f"speed: {counted(games, 'game')} in {summary.seconds:.2f} s ({shown} games/s)\n")


# -- tablerules replay -------------------------------------------------------------


def _json_error(text: str) -> str | None:
    """Why ``text`` is not one JSON object, or ``None`` when it is one."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        # Its own "line 1 column 2" would muddle the line number of the file that we report.
        return f"not JSON: {error.msg} at character {error.pos + 1}"
    except (ValueError, RecursionError) as error:
        # ValueError: also integers of more digits than Python converts.
        return f"not JSON: {error}"
    return None if isinstance(data, dict) else "a record is a JSON object"


def _json_lines(raw: bytes, where: str) -> list[tuple[int, str]] | None:
    """The numbered non-blank lines of a JSON Lines file, or ``None`` for a file of one JSON document.

    A file that is one JSON document (a record as ``Record.to_json`` writes it,
    pretty-printed or not), or whose lines are none of them a JSON object of
    their own, is read as a single record, so that its faults are reported as
    a record's; a file with some such lines is JSON Lines, and the first line
    that is no record is reported.
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
            raise UsageError(f"{where} line {number} is not a record: {fault}")
    return numbered


def _record(text: str | bytes, where: str) -> Record:
    try:
        return Record.from_json(text)
    except RecordError as error:
        raise UsageError(f"{where} is not a record that replays: {error}") from None


def _read_record(path: Path, number: int) -> tuple[Record, int | None]:
    """Record ``number`` (from 1) of the file and how many it holds (``None``: one record, no JSON Lines)."""
    where = repr(str(path))
    if path.exists() and not path.is_file():
        # A folder, a pipe or a device such as /dev/zero, which would be read for ever.
        raise UsageError(f"cannot read the record {where}: it is not a file")
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise UsageError(f"cannot read the record {where}: {error.strerror or error}") from None
    lines = _json_lines(raw, where)
    count = 1 if lines is None else len(lines)
    if not 1 <= number <= count:
        holds = "one record" if count == 1 else f"{count} records"
        raise UsageError(f"--game must be from 1 to {count} ({where} holds {holds}), not {number}")
    if lines is None:
        return _record(raw, where), None
    line_number, text = lines[number - 1]
    return _record(text, f"{where} line {line_number}"), count


def _cmd_replay(args: argparse.Namespace, out: TextIO) -> int:
    number: int = args.game
    record, count = _read_record(Path(args.file), number)
    seat = None if args.seat is None else _seat_named(record.game, record.players, args.seat)
    last = len(record.actions)
    if args.step is not None and not 0 <= args.step <= last:
        raise UsageError(f"--step must be from 0 to {last} (the record has {last} actions), not {args.step}")
    game = record.game
    states = list(record.states())
    notation = record.view(seat).actions if seat is not None else tuple(str(a) for a in record.actions)
    shown = [args.step] if args.step is not None else [last] if args.final else list(range(last + 1))

    def heading(step: int) -> str:
        return "start" if step == 0 else notation[step - 1]

    def picture(step: int) -> str:
        return str(states[step].view(seat) if seat is not None else states[step])

    final = states[-1]
    outcome = final.outcome()
    if args.svg is not None and not args.svg.strip():
        raise UsageError("--svg names the folder to write the pictures to, not ''")
    drawn = _write_pictures(args.svg, states, record.actions, seat, shown) if args.svg is not None else None
    if args.json:
        data: dict[str, JSONValue] = {
            "title": record.title,
            "name": game.name,
            "game": number,
            "games": 1 if count is None else count,
            "players": record.players,
            "options": game.options_to_json(record.options),
            "seat": seat,
            "actions": list(notation),
            "steps": [
                {
                    "step": step,
                    "action": None if step == 0 else notation[step - 1],
                    "picture": picture(step),
                }
                for step in shown
            ],
            "outcome": None if outcome is None else outcome.to_json(),
            "score_sheet": final.score_sheet().to_json(),
        }
        if drawn is not None:
            data["svg"] = [name for name in drawn]
        _write_json(out, data)
        return 0
    which = "" if count is None else f"game {number} of {count}, "
    seen_by = f", as seat {seat} sees it" if seat is not None else ""
    out.write(f"{game.name}: {which}{record.players} players, {last} actions{seen_by}\n")
    for step in shown:
        out.write(f"\nstep {step}: {heading(step)}\n{picture(step)}\n")
    if drawn is not None:
        out.write(f"\npictures: {counted(len(drawn), 'SVG file')} in {args.svg}\n")
    if args.step is not None:
        return 0
    names = game.seat_names(record.players)
    if outcome is None:
        out.write("\nthe record ends before the game is over\n")
    else:
        out.write(f"\nresult: {describe_outcome(outcome, names, plural=game.seat_names_are_plural)}\n")
    out.write(f"\n{final.score_sheet().table(names)}\n")
    return 0


def _write_pictures(
    folder: str, states: Sequence[State], actions: Sequence[Action], seat: int | None, shown: Sequence[int]
) -> list[str]:
    """Each shown position as ``seat`` sees it, its last action highlighted, as an SVG file in
    ``folder`` (made if need be): ``step-00.svg`` and so on, the step numbers as wide as the
    record's last (three digits from 100 actions on), so that the names sort in order. Returns
    the file names."""
    width = len(str(len(actions)))
    names = []
    try:
        target = Path(folder)
        target.mkdir(parents=True, exist_ok=True)
        for step in shown:
            picture = states[step].svg(seat, last=actions[step - 1] if step else None)
            name = f"step-{step:0{width}d}.svg"
            (target / name).write_text(picture, encoding="utf-8")
            names.append(name)
    except NotImplementedError as error:
        raise UsageError(str(error)) from None
    except OSError as error:
        raise UsageError(f"cannot write the pictures to {folder!r}: {error.strerror or error}") from None
    return names


# -- tablerules serve ----------------------------------------------------------------


def _cmd_serve(args: argparse.Namespace, out: TextIO) -> int:
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port is from 0 to 65535, not {args.port}")
    if not args.host.strip():
        # An empty address listens on every one, which must be asked for by name.
        raise UsageError("--host is an address to listen on (0.0.0.0 for every address), not ''")
    try:
        server = make_server(args.host, args.port, games=args.games)
    except OSError as error:
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {error.strerror or error}") from None
    # server_port: the port given, or the one the system chose for --port 0.
    out.write(f"serving tablerules on http://{args.host}:{server.server_port}/ (Ctrl-C to stop)\n")
    out.flush()
    try:
        server.serve_forever()
    finally:
        server.server_close()
    return 0


# -- tablerules check ----------------------------------------------------------------


def _cmd_check(args: argparse.Namespace, out: TextIO) -> int:
    game = _load(args.title)
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, not {args.games}")
    known = game.variants()
    for name in args.variant:
        if name not in known:
            raise UsageError(f"unknown variant {name!r}; {game.name} has {', '.join(known)}")
    players = args.players or list(game.player_counts)
    for count in players:
        game.check_players(count)
    variants = args.variant or list(known)
    if not args.json:
        out.write(
            f"{game.name}: every conformance check, {', '.join(map(str, players))} players, "
            f"variants {', '.join(variants)}, {counted(args.games, 'random game')} "
            f"each from seed {args.seed}\n"
        )
        out.flush()
    failures = run_checks(game, players=players, variants=variants, games=args.games, seed=args.seed)
    if args.json:
        _write_json(
            out,
            {
                "title": game.id,
                "name": game.name,
                "players": players,
                "variants": variants,
                "games": args.games,
                "seed": args.seed,
                "passed": not failures,
                "failures": [attrs.asdict(failure) for failure in failures],
            },
        )
    elif failures:
        out.write(f"{len(failures)} conformance check(s) failed for {game.id}:\n")
        out.writelines(f"- {failure}\n" for failure in failures)
    else:
        out.write("all checks passed\n")
    return 1 if failures else 0


# -- the parser and main -----------------------------------------------------------


# What --json prints, for each subcommand's help and the how-to.
LIST_JSON = """\
with --json, one JSON object:
  {"titles": [{"id": str, "name": str, "players": [int, ...],
               "variants": [str, ...], "options": {NAME: default value, ...}}, ...]}
"""
SIMULATE_JSON = """\
with --json, one JSON object:
  {"title": str, "name": str, "games": int, "players": int, "variant": str,
   "options": {NAME: value, ...}, "agents": [str, ...] (one a seat),
   "seeds": {"first": int, "last": int},
   "seats": [{"seat": int, "name": str, "agent": str, "wins": int, "shared": int,
              "win_rate": float, "win_rate_95": [float, float], "mean_score": float,
              "scores": DISTRIBUTION}, ...],
   "draws": int, "decisions": DISTRIBUTION (a game, chance outcomes not counted),
   "actions": DISTRIBUTION (a game, chance outcomes included),
   "mean_length": float (the mean of "actions"),
   "seconds": float, "games_per_second": float or null, "jobs": int, "backend": str}
  where DISTRIBUTION is {"counts": [[value, games], ...], "mean": float, "stdev": float,
                         "min": int, "median": float, "max": int}
"""
REPLAY_JSON = """\
with --json, one JSON object:
  {"title": str, "name": str, "game": int, "games": int, "players": int,
   "options": {NAME: value, ...}, "seat": int or null,
   "actions": [notation, ...] (as the seat may see them),
   "steps": [{"step": int, "action": notation or null, "picture": str}, ...]
            (only the positions shown: all, --step N's or the final one),
   "svg": [file name, ...] (only with --svg: the pictures written, one a step shown),
   "outcome": null or {"scores": [int, ...], "ranking": [[seat, ...], ...],
              "winners": [seat, ...], "tiebreak": str or null, "tiebreak_id": str or null, "is_draw": bool},
   "score_sheet": [{"seat": int, "label": str, "points": int, "detail": str, "kind": str,
                    "size": int or null, "where": [str, ...], "season": int or null}, ...]}
  (outcome and score_sheet are the final position's)
"""
CHECK_JSON = """\
with --json, one JSON object (exit status 1 if passed is false):
  {"title": str, "name": str, "players": [int, ...], "variants": [str, ...],
   "games": int, "seed": int, "passed": bool,
   "failures": [{"title": str, "players": int, "variant": str, "seed": int or null,
                 "step": int or null, "check": str, "message": str}, ...]}
"""


# -- tablerules arena -------------------------------------------------------------


def _cmd_arena(args: argparse.Namespace, out: TextIO) -> int:
    game = _load(args.title)
    options = _options(game, args.variant, args.option)
    names = _agent_names(args.agents)
    try:
        pairings = arena(
            game.id,
            names,
            games=args.n,
            players=args.players,
            options=options,
            seed=args.seed,
            jobs=args.jobs,
        )
    except ValueError as error:
        raise UsageError(str(error)) from None
    if args.json:
        _write_json(out, {"title": game.id, "pairings": [pairing.to_json() for pairing in pairings]})
        return 0
    players = game.check_players(args.players if args.players is not None else game.min_players)
    out.write(
        f"{game.name}, {players} players: {counted(args.n, 'game')} a pairing, seats rotated, "
        f"seeds from {args.seed}\n"
    )
    rows = [
        (
            "first",
            "second",
            "games",
            "first won",
            "second won",
            "draws",
            "first's rate (95%)",
            "mean scores",
            "decisions/game",
        )
    ]
    for pairing in pairings:
        rate, low, high = pairing.win_rate()
        rows.append(
            (
                pairing.first,
                pairing.second,
                str(pairing.games),
                str(pairing.first_wins),
                str(pairing.second_wins),
                str(pairing.draws),
                f"{rate:.2f} ({low:.2f}-{high:.2f})",
                f"{pairing.first_score:.1f} - {pairing.second_score:.1f}",
                f"{pairing.decisions:.1f}",
            )
        )
    out.write(aligned(rows) + "\n")
    return 0


# -- tablerules play --------------------------------------------------------------


def _answer(prompt: str) -> str:
    """The person's next answer, read from standard input."""
    answer = input(prompt)
    if not sys.stdin.isatty():
        # Answers from a script: echo each, so that the transcript reads as the session did.
        sys.stdout.write(f"{answer}\n")
    return answer


def _seat_named(game: Game[Any, Any], players: int, text: str) -> int:
    """The seat ``--seat`` names: its number, or its name among the title's seat names."""
    names = [name.lower() for name in game.seat_names(players)]
    number = int(text) if text.strip().removeprefix("-").isdecimal() else None
    if number is None and text.strip().lower() in names:
        number = names.index(text.strip().lower())
    if number is None or not 0 <= number < players:
        raise UsageError(
            f"--seat is a seat of the {players} players, 0 to {players - 1} "
            f"({', '.join(f'{seat} {name}' for seat, name in enumerate(names))}), not {text!r}"
        )
    return number


def _cmd_play(args: argparse.Namespace, out: TextIO) -> int:
    game = _load(args.title)
    players = game.check_players(args.players if args.players is not None else game.min_players)
    seat = _seat_named(game, players, args.seat)
    options = _options(game, args.variant, args.option)
    try:
        agent_named(args.bot)
    except ValueError as error:
        raise UsageError(str(error)) from None
    # Set up once first: options the title refuses are reported before --save's
    # file is opened, which would empty a file of that name.
    game.setup(players=players, options=options)
    # A new deal each time unless asked for one: told at the end, not before, as
    # whoever knows the seed can work out the bots' hidden cards and tiles.
    seed: int = args.seed if args.seed is not None else secrets.randbelow(1_000_000)
    if isinstance(sys.stdin, io.TextIOWrapper):
        # Bytes that are no text in the terminal's encoding make an answer that is no
        # action, not an error that ends the game.
        sys.stdin.reconfigure(errors="replace")
    with _records_file(args.save) as saved:
        play_in_terminal(
            game,
            seat=seat,
            players=players,
            options=options,
            bot=lambda: agent_named(args.bot),
            seed=seed,
            read=_answer,
            out=out,
            # Kept however the game ends, even when the terminal goes away mid-game.
            keep=lambda record: _save(saved, record),
        )
    if args.seed is None:
        out.write(f"seed {seed}: with --seed {seed} the same choices meet the same chance and bots\n")
    if args.save is not None:
        out.write(f"record written to {args.save}\n")
    return 0


ARENA_JSON = """\
JSON output (--json):
  {"title": str,
   "pairings": [{"first": str, "second": str, "games": int, "first_wins": int,
                 "second_wins": int, "draws": int, "first_win_rate": float,
                 "first_wins_95": [float, float], "first_mean_score": float,
                 "second_mean_score": float, "decisions_per_game": float}, ...]}
"""


def _subcommand(
    commands: Any, name: str, help: str, description: str, epilog: str | None = None
) -> argparse.ArgumentParser:
    """A subcommand whose help keeps the epilog's layout (the JSON shapes) as written."""
    parser: argparse.ArgumentParser = commands.add_parser(
        name,
        help=help,
        description=textwrap.fill(description, width=79),
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    return parser


def _game_flags(parser: argparse.ArgumentParser) -> None:
    """``--players``, ``--variant`` and ``--option``: the game that is played, as every command sets it."""
    parser.add_argument("--players", type=int, metavar="P", help="number of players (default: the fewest)")
    parser.add_argument(
        "--variant", metavar="NAME", help="a variant of the title (default: its first, 'standard')"
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="set an option over the variant's; VALUE is read as JSON if it parses, else as text "
        "(e.g. --option without_luck=true); may be repeated",
    )


def _json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--json", action="store_true", help="print JSON for scripts instead of text (its shape is below)"
    )


def _save_flag(
    parser: argparse.ArgumentParser,
    what: str = "every game's record to FILE as JSON Lines (one record a line, in the order played)",
) -> None:
    parser.add_argument(
        "--save",
        metavar="FILE",
        help=f"also write {what}, which 'tablerules replay FILE --game K' reads",
    )


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="tablerules",
        description="The rules of tabletop games behind one typed protocol.",
    )
    parser.add_argument("--version", action="version", version=f"tablerules {tablerules.__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    listing = _subcommand(
        commands,
        "list",
        help="list the titles with their player counts, variants and options",
        description="List every registered title with its player counts, variants and options.",
        epilog=LIST_JSON,
    )
    _json_flag(listing)
    listing.set_defaults(run=_cmd_list)

    demo = _subcommand(
        commands,
        "demo",
        help="play one seeded game of every title between random agents",
        description="Play one seeded game of every title between random agents and show "
        "the final position, the result and the score breakdown.",
    )
    demo.add_argument("--seed", type=int, default=1, help="seed of the games (default: 1)")
    _save_flag(demo)
    demo.set_defaults(run=_cmd_demo)

    simulate = _subcommand(
        commands,
        "simulate",
        help="play many seeded games, in several processes or on Ray, and show statistics",
        description="Play N seeded games (seeds S, S+1, ...; game i always with seed S+i, so "
        "the results do not depend on --jobs or --backend) and show each seat's win rate with its "
        "95% interval, shared first places, the score distributions, game lengths and the speed. "
        "A progress bar with the time left is drawn on a terminal.",
        epilog=SIMULATE_JSON,
    )
    simulate.add_argument("title", metavar="TITLE", help="a title id, as 'tablerules list' shows")
    simulate.add_argument("-n", type=int, default=100, metavar="N", help="number of games (default: 100)")
    simulate.add_argument(
        "--seed", type=int, default=1, metavar="S", help="seed of the first game (default: 1)"
    )
    simulate.add_argument(
        "--agents",
        default="random",
        metavar="A,B,...",
        help="one agent for every seat, or one a seat in order: random, greedy, mcts or mcts:N "
        "(default: random)",
    )
    simulate.add_argument(
        "--jobs", type=int, default=1, metavar="J", help="processes to play in (default: 1)"
    )
    simulate.add_argument(
        "--backend",
        choices=BACKENDS,
        default="local",
        help='local processes, or Ray tasks (pip install "tablerules[ray]") (default: local)',
    )
    simulate.add_argument(
        "--address",
        metavar="ADDR",
        help="the Ray cluster to join, with --backend ray (default: a local Ray instance of J CPUs)",
    )
    simulate.add_argument(
        "--report", metavar="FILE", help="also write an HTML report with charts to FILE (one page)"
    )
    _game_flags(simulate)
    _save_flag(simulate)
    _json_flag(simulate)
    simulate.set_defaults(run=_cmd_simulate)

    replay = _subcommand(
        commands,
        "replay",
        help="show the positions of a saved record",
        description="Replay a record saved with Record.to_json(), or one game of a JSON Lines file "
        "of records (as --save writes): every position, each after the action that led to it, "
        "then the result and the score breakdown.",
        epilog=REPLAY_JSON,
    )
    replay.add_argument("file", metavar="FILE", help="a record in JSON, or records in JSON Lines")
    replay.add_argument(
        "--game", type=int, default=1, metavar="K", help="the K-th record of a JSON Lines file (default: 1)"
    )
    replay.add_argument(
        "--seat",
        metavar="N",
        help="show only what seat N may see: its number or the title's name for it (red, wild, ...)",
    )
    shown = replay.add_mutually_exclusive_group()
    shown.add_argument(
        "--step", type=int, metavar="N", help="show only the position after step N (0: the start)"
    )
    shown.add_argument(
        "--final", action="store_true", help="show only the final position, the result and the scores"
    )
    replay.add_argument(
        "--svg",
        metavar="DIR",
        help="also write each position shown as an SVG picture to DIR (step-00.svg, step-01.svg, "
        "..., the numbers as wide as the last step's), "
        "as the seat sees it, the action that led to it highlighted",
    )
    _json_flag(replay)
    replay.set_defaults(run=_cmd_replay)

    arena_ = _subcommand(
        commands,
        "arena",
        help="play agents against each other and show win rates",
        description="Play every pairing of the agents N games each, seats rotated (every seating "
        "for more players), and show each pairing's wins, draws, the first agent's win rate with "
        "its 95% interval, mean scores and decisions per game. A game is a win for an agent when "
        "every winning seat is its own; a win shared between the two is a draw.",
        epilog=ARENA_JSON,
    )
    arena_.add_argument("title", metavar="TITLE", help="a title id, as 'tablerules list' shows")
    arena_.add_argument(
        "--agents",
        required=True,
        metavar="A,B,...",
        help="the agents, comma-separated: random, greedy, mcts or mcts:N (N playouts a decision)",
    )
    arena_.add_argument("-n", type=int, default=20, metavar="N", help="games a pairing (default: 20)")
    arena_.add_argument(
        "--seed", type=int, default=1, metavar="S", help="seed of the first game (default: 1)"
    )
    arena_.add_argument("--jobs", type=int, default=1, metavar="J", help="processes to play in (default: 1)")
    _game_flags(arena_)
    _json_flag(arena_)
    arena_.set_defaults(run=_cmd_arena)

    play = _subcommand(
        commands,
        "play",
        help="play a game in the terminal against bots",
        description="Play a game at one seat against bots at the others. Each of your turns shows "
        "the position as your seat sees it and the legal actions, numbered: answer with a number "
        "or the action in notation, 'undo' to take back to your previous decision, 'help', or "
        "'quit'. Chance and the bots' moves are shown as your seat may see them.",
    )
    play.add_argument("title", metavar="TITLE", help="a title id, as 'tablerules list' shows")
    play.add_argument(
        "--seat",
        default="0",
        metavar="N",
        help="your seat, by number or by the title's name for it (red, wild, ...) (default: 0)",
    )
    play.add_argument(
        "--bot",
        default="greedy",
        metavar="NAME",
        help="the bots: random, greedy, mcts or mcts:N (N playouts a decision) (default: greedy)",
    )
    play.add_argument(
        "--seed",
        type=int,
        metavar="S",
        help="seed of chance and the bots, to play a game again "
        "(default: one drawn at random, told at the end)",
    )
    _game_flags(play)
    _save_flag(play, "the game's record to FILE as one line of JSON, finished or not")
    play.set_defaults(run=_cmd_play)

    check = _subcommand(
        commands,
        "check",
        help="run the conformance checks on a title",
        description="Run every conformance check of tablerules.testing on a title: random play "
        "to the end, replay, records, notation, views, refusals and the rest. Prints each failure "
        "with its player count, variant, seed and step; exit status 1 if any check fails.",
        epilog=CHECK_JSON,
    )
    check.add_argument("title", metavar="TITLE", help="a title id, as 'tablerules list' shows")
    check.add_argument("--games", type=int, default=8, metavar="N", help="random games a case (default: 8)")
    check.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the first game (default: 0)")
    check.add_argument(
        "--players", type=int, action="append", default=[], metavar="P", help="a player count (default: all)"
    )
    check.add_argument(
        "--variant", action="append", default=[], metavar="NAME", help="a variant (default: all)"
    )
    _json_flag(check)
    check.set_defaults(run=_cmd_check)

    serve = _subcommand(
        commands,
        "serve",
        help="serve a web page to play any title against bots, and its JSON API",
        description="Serve the web app: a page to play any installed title against the bots "
        "(the position drawn as your seat sees it, the legal moves, refusals with their rule id, "
        "undo, the score sheet) and the JSON API behind it (see tablerules.web.api). It listens "
        "on localhost unless told otherwise; stop it with Ctrl-C.",
    )
    serve.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="the port (default: 8000; 0: any free one)")
    serve.add_argument(
        "--games",
        type=int,
        default=64,
        metavar="N",
        help="games kept at once; the oldest is dropped (default: 64)",
    )
    serve.set_defaults(run=_cmd_serve)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``tablerules`` command with ``argv`` (default: ``sys.argv[1:]``); returns the exit status."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        # argparse exits on --help and on bad arguments; a return value suits callers and tests.
        return exit_.code if isinstance(exit_.code, int) else USAGE_ERROR
    try:
        status: int = args.run(args, sys.stdout)
    except BrokenPipeError:
        # The reader went away (``tablerules replay FILE | head``): not an error worth a message.
        _silence_stdout()
        return 1
    except KeyboardInterrupt:
        sys.stderr.write("\n")
        return 130
    except UsageError as error:
        return _fail(str(error))
    except KeyError as error:
        return _fail(error.args[0] if error.args else repr(error))
    except OSError as error:
        where = f"{error.filename}: " if error.filename else ""
        return _fail(f"{where}{error.strerror or error}")
    except ValueError as error:
        # TablerulesError, RecordError and the ValueErrors of setup and options all land here.
        return _fail(str(error))
    return status


def _silence_stdout() -> None:
    # Python flushes stdout again at exit, which would raise once more; point it at devnull.
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _fail(message: str) -> int:
    # One line, whatever the message holds, so scripts can read it.
    line = " ".join(str(message).split())
    sys.stderr.write(f"tablerules: error: {line}\n")
    return USAGE_ERROR
