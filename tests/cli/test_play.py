"""``tablerules play``: a person at one seat against bots, from a script of answers."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

import tablerules
from tablerules.cli import main
from tablerules.core import Record
from tablerules.terminal import HELP, describe_outcome, numbered

PLENTY = 2000  # more answers than any game asks for


def play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], answers: list[str], *argv: str
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{answer}\n" for answer in answers)))
    # Seed 1, the command's default until it drew one: each test plays the game it always did.
    seeded = argv if "--seed" in argv else (*argv, "--seed", "1")
    status = main(["play", *seeded])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def saved(path: Path) -> Record:
    return Record.from_json(path.read_text().strip())


@pytest.mark.parametrize(
    ("title", "players"),
    [("beasty-borders", 2), ("bison", 2), ("bison", 3), ("great-plains", 2), ("manitou", 2), ("manitou", 4)],
)
def test_every_title_can_be_played_to_the_end(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    title: str,
    players: int,
) -> None:
    path = tmp_path / "game.jsonl"
    status, out, err = play(
        monkeypatch,
        capsys,
        ["1"] * PLENTY,
        title,
        "--players",
        str(players),
        "--bot",
        "random",
        "--save",
        str(path),
    )
    assert status == 0 and err == ""
    assert "your move:" in out and "result: " in out and "total" in out
    record = saved(path)
    final = record.replay()
    assert record.players == players and final.is_over
    # The result is worded as `demo` and `replay` word it.
    game = tablerules.load(title)
    outcome = final.outcome()
    assert outcome is not None
    names = game.seat_names(players)
    assert f"result: {describe_outcome(outcome, names, plural=game.seat_names_are_plural)}\n" in out


def test_an_action_can_be_typed_and_a_refused_one_says_why(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Beasty Borders: the farm seat may not place a wild animal; "nonsense" is no action;
    # 99 is no number in the list.
    status, out, _ = play(
        monkeypatch,
        capsys,
        ["place X", "nonsense", "99", "pass", "quit"],
        "beasty-borders",
        "--bot",
        "random",
    )
    assert status == 0
    assert "refused (beasty-borders." in out
    assert "not an action: " in out
    assert "choose a number from 1 to " in out
    assert out.count("your move:") == 2  # "pass" was taken, then the next decision came
    assert "game left unfinished" in out


def test_undo_takes_back_to_the_previous_decision_with_the_same_dice(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    straight, undone = tmp_path / "straight.jsonl", tmp_path / "undone.jsonl"
    play(
        monkeypatch,
        capsys,
        ["2", *["1"] * PLENTY],
        "beasty-borders",
        "--bot",
        "random",
        "--save",
        str(straight),
    )
    status, out, _ = play(
        monkeypatch,
        capsys,
        ["undo", "1", "1", "undo", "undo", "2", *["1"] * PLENTY],
        "beasty-borders",
        "--bot",
        "random",
        "--save",
        str(undone),
    )
    assert status == 0
    assert "nothing to undo: this is your first decision" in out
    assert out.count("taken back to your previous decision") == 2
    assert saved(undone) == saved(straight)


def test_help_and_the_end_of_the_answers(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = play(monkeypatch, capsys, ["help", "", "HELP"], "great-plains")
    assert status == 0
    assert out.count(HELP) == 2
    assert "game left unfinished" in out


@pytest.mark.parametrize("title", ["beasty-borders", "bison", "great-plains", "manitou"])
def test_help_says_how_to_read_the_position(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], title: str
) -> None:
    status, out, _ = play(monkeypatch, capsys, ["help"], title)
    key = tablerules.load(title).picture_key
    assert status == 0 and key
    assert f"{HELP}\nHow to read the position:\n{key}" in out


def test_the_person_sees_only_what_their_seat_may_see(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "game.jsonl"
    status, out, _ = play(
        monkeypatch, capsys, ["1"] * PLENTY, "manitou", "--seat", "1", "--bot", "random", "--save", str(path)
    )
    assert status == 0
    record = saved(path)
    # Seat 0's choices and draws read "?" in what seat 1 was shown, as in seat 1's view of the record.
    shown = [line.split(": ", 1)[1] for line in out.splitlines() if line.startswith(("seat 0: ", "chance: "))]
    assert "choose ?" in shown and "draw ?" in shown
    hidden = [entry for entry in record.view(1).actions if entry.endswith("?")]
    assert shown.count("choose ?") + shown.count("draw ?") == len(hidden)


@pytest.mark.parametrize(
    ("argv", "complaint"),
    [
        (["great-plains", "--seat", "2"], "--seat is a seat of the 2 players"),
        (["bison", "--seat", "green"], "0 to 1 (0 yellow, 1 red), not 'green'"),
        (["bison", "--seat", "²"], "--seat is a seat of the 2 players"),
        (["great-plains", "--bot", "minimax"], "an agent is random, greedy, mcts or mcts:N"),
        (["great-plains", "--players", "3"], "players"),
        (["great-plains", "--variant", "nope"], "unknown variant"),
        (["no-such-title"], "no-such-title"),
    ],
)
def test_bad_arguments_are_one_line_errors(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: list[str], complaint: str
) -> None:
    status, out, err = play(monkeypatch, capsys, [], *argv)
    assert status == 2 and out == ""
    assert err.startswith("tablerules: error: ") and complaint in err and err.count("\n") == 1


def test_a_person_at_any_seat_of_a_larger_game(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = play(
        monkeypatch, capsys, ["1"] * PLENTY, "bison", "--players", "4", "--seat", "3", "--bot", "random"
    )
    assert status == 0
    names = tablerules.load("bison").seat_names(4)
    assert f"you are {names[3]}" in out and "result: " in out


def test_ctrl_c_leaves_the_game_as_quit_does_and_the_record_is_saved(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Ctrl-C at the prompt (or while a bot thinks) once emptied the --save file: now the record so far
    is written, as for quit."""
    answers = iter(["choose tile", "lay 4 0"])

    def answer(prompt: str) -> str:
        for next_answer in answers:
            return next_answer
        raise KeyboardInterrupt

    monkeypatch.setattr("tablerules.cli.play._answer", answer)
    path = tmp_path / "game.jsonl"
    status = main(["play", "bison", "--bot", "random", "--save", str(path), "--seed", "1"])
    out = capsys.readouterr().out
    assert status == 0
    assert "game left unfinished" in out and f"record written to {path}" in out
    record = saved(path)
    mine = [str(action) for action in record.actions if str(action).startswith(("choose", "lay"))]
    assert mine[:2] == ["choose tile", "lay 4 0"] and not record.replay().is_over


@pytest.mark.parametrize("typo", ["²", "③", "1²"])
def test_a_digit_that_is_no_number_is_an_answer_like_any_other(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], typo: str
) -> None:
    """ "²" is a digit to str.isdigit, which int() cannot read: it once ended the game."""
    status, out, err = play(monkeypatch, capsys, [typo, "quit"], "bison", "--bot", "random")
    assert status == 0 and err == ""
    assert "not an action: " in out and "game left unfinished" in out


def test_undo_is_explained_as_a_takeback_of_the_same_dice() -> None:
    assert "the dice, the draws and the bots then answer as they did before" in HELP


def test_a_long_list_of_actions_goes_in_columns_that_fit_the_screen() -> None:
    """Bison's 69 ways to lay a tile or trade once took 69 lines and pushed the position off the screen."""
    game = tablerules.load("bison")
    state = game.setup(players=2)
    while state.to_move is tablerules.CHANCE:
        state = state.apply(state.legal_actions()[0])
    state = state.apply(game.parse_action("choose tile", state))
    legal = state.legal_actions()
    text = numbered(legal)
    lines = text.splitlines()
    assert len(legal) == 69 and len(lines) == 18
    assert max(map(len, lines)) <= 79
    # Every action once, with its number, down the columns then across.
    found = {int(number): action for number, action in re.findall(r"(\d+)\. (\S+(?: \S+)*)", text)}
    assert found == {number: str(action) for number, action in enumerate(legal, start=1)}
    assert lines[0].split()[:3] == ["1.", "lay", "4"] and lines[1].split()[:3] == ["2.", "lay", "4"]
    # A dozen or fewer: one a line, as before.
    assert numbered(legal[:12]).splitlines() == [f"  {n:>3}. {a}" for n, a in enumerate(legal[:12], start=1)]
    # Nothing fits beside the longest action on a narrow screen: one column.
    assert len(numbered(legal, width=20).splitlines()) == 69


def test_a_negative_number_is_out_of_range_like_zero(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = play(monkeypatch, capsys, ["-1", "0"], "great-plains", "--bot", "random")
    assert status == 0
    assert out.count("choose a number from 1 to ") == 2
    assert out.rstrip().endswith("game left unfinished")


def test_a_seat_by_its_name(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = play(monkeypatch, capsys, ["quit"], "bison", "--seat", "Red", "--bot", "random")
    assert status == 0 and "you are red" in out
    status, out, _ = play(
        monkeypatch, capsys, ["quit"], "beasty-borders", "--seat", "wild", "--bot", "random"
    )
    assert status == 0 and "you are wild" in out


def test_without_a_seed_each_game_is_dealt_anew_and_the_seed_told_at_the_end(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The default was seed 1: every game against the bots was the same game."""
    drawn = iter([4242, 777])
    monkeypatch.setattr("tablerules.cli.play.secrets.randbelow", lambda limit: next(drawn))
    records = []
    for name in ("first", "second"):
        path = tmp_path / f"{name}.jsonl"
        monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * PLENTY))
        assert main(["play", "manitou", "--bot", "random", "--save", str(path)]) == 0
        out = capsys.readouterr().out
        seed = 4242 if name == "first" else 777
        assert f"seed {seed}: with --seed {seed} the same choices meet the same chance and bots" in out
        assert out.index(f"seed {seed}") > out.index("result: "), "told at the end, not before"
        records.append(saved(path))
    assert records[0].actions != records[1].actions
    # The seed told plays the same game again, given the same answers.
    path = tmp_path / "again.jsonl"
    status, out, _ = play(
        monkeypatch,
        capsys,
        ["1"] * PLENTY,
        "manitou",
        "--bot",
        "random",
        "--seed",
        "4242",
        "--save",
        str(path),
    )
    assert status == 0 and "with --seed" not in out
    assert saved(path).actions == records[0].actions
