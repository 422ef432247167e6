"""``tablerules replay``: the positions of a saved record, as text, JSON or SVG pictures."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from tablerules.cli.arguments import Commands, json_flag, subcommand
from tablerules.cli.common import UsageError, seat_named, write_json
from tablerules.core.errors import RecordError
from tablerules.core.game import Action, JSONValue, State
from tablerules.core.record import Record, read_records
from tablerules.core.words import counted, pictured
from tablerules.terminal import describe_outcome

#: What --json prints, for the help and the how-to.
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


def add_parser(commands: Commands) -> argparse.ArgumentParser:
    parser = subcommand(
        commands,
        "replay",
        help="show the positions of a saved record",
        description="Replay a record saved with Record.to_json(), or one game of a JSON Lines file "
        "of records (as --save writes): every position, each after the action that led to it, "
        "then the result and the score breakdown.",
        epilog=REPLAY_JSON,
    )
    parser.add_argument("file", metavar="FILE", help="a record in JSON, or records in JSON Lines")
    parser.add_argument(
        "--game", type=int, default=1, metavar="K", help="the K-th record of a JSON Lines file (default: 1)"
    )
    parser.add_argument(
        "--seat",
        metavar="N",
        help="show only what seat N may see: its number or the title's name for it (red, wild, ...)",
    )
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument(
        "--step", type=int, metavar="N", help="show only the position after step N (0: the start)"
    )
    shown.add_argument(
        "--final", action="store_true", help="show only the final position, the result and the scores"
    )
    parser.add_argument(
        "--svg",
        metavar="DIR",
        help="also write each position shown as an SVG picture to DIR (step-00.svg, step-01.svg, "
        "..., the numbers as wide as the last step's), "
        "as the seat sees it, the action that led to it highlighted",
    )
    json_flag(parser)
    return parser


def run(args: argparse.Namespace, out: TextIO) -> int:
    number: int = args.game
    record, count = _read_record(Path(args.file), number)
    seat = None if args.seat is None else seat_named(record.game, record.players, args.seat)
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
        return pictured(states[step].view(seat) if seat is not None else states[step])

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
            "games": count,
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
        write_json(out, data)
        return 0
    which = "" if count == 1 else f"game {number} of {count}, "
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


def _read_record(path: Path, number: int) -> tuple[Record, int]:
    """Record ``number`` (from 1) of the file and how many it holds, read by
    :func:`~tablerules.core.record.read_records`."""
    try:
        records = read_records(path)
        count = len(records)
        if not 1 <= number <= count:
            holds = "one record" if count == 1 else f"{count} records"
            raise UsageError(f"--game must be from 1 to {count} ({str(path)!r} holds {holds}), not {number}")
        return records[number - 1], count
    except RecordError as error:
        raise UsageError(str(error)) from None
