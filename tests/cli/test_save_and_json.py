"""``--save`` (JSON Lines), ``replay --game/--step/--final``, ``--json`` and ``--version``."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import attrs
import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.cli import main
from tablerules.testing import Failure, registered, run_checks

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "titles"))

from bluff import Bluff


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    status, out, err = run(capsys, *argv, "--json")
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def one_line_error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert err.startswith("tablerules: error: ") and err.count("\n") == 1
    assert "Traceback" not in err
    return err


def lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


# -- --version -------------------------------------------------------------------


def test_version_prints_the_package_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--version") == (0, f"tablerules {tablerules.__version__}\n", "")


# -- --save and replay of JSON Lines ---------------------------------------------


def test_simulate_saves_every_game_and_replay_reads_each(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "games.jsonl"
    status, out, err = run(
        capsys, "simulate", "beasty-borders", "-n", "3", "--seed", "5", "--save", str(path)
    )
    assert (status, err) == (0, "")
    assert "seeds 5..7" in out
    saved = lines(path)
    assert len(saved) == 3
    game = tablerules.load("beasty-borders")
    for number, line in enumerate(saved, 1):
        # The games in the order played: seeds 5, 6, 7, as tablerules.play plays them.
        record = tablerules.Record.from_json(line)
        assert record == tablerules.play(game, [RandomAgent(), RandomAgent()], seed=4 + number)
        final = record.replay()
        status, out, err = run(capsys, "replay", str(path), "--game", str(number))
        assert (status, err) == (0, "")
        assert out.startswith(
            f"Beasty Borders: game {number} of 3, 2 players, {len(record.actions)} actions\n"
        )
        assert out.count("\nstep ") == len(record.actions) + 1
        assert str(final) in out
        assert final.score_sheet().table(record.game.seat_names(record.players)) in out


def test_simulate_saves_the_options_and_player_count_it_played(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "manitou.jsonl"
    status, _, err = run(
        capsys,
        "simulate",
        "manitou",
        "-n",
        "2",
        "--players",
        "3",
        "--option",
        "pair_rule=fight-in-order",
        "--save",
        str(path),
    )
    assert (status, err) == (0, "")
    records = [tablerules.Record.from_json(line) for line in lines(path)]
    assert [record.players for record in records] == [3, 3]
    assert all(record.options.pair_rule == "fight-in-order" for record in records)  # type: ignore[attr-defined]
    data = run_json(capsys, "replay", str(path), "--game", "2", "--final")
    assert (data["game"], data["games"], data["players"]) == (2, 2, 3)
    assert data["options"]["pair_rule"] == "fight-in-order"  # type: ignore[index]


def test_demo_saves_one_record_a_title_and_replay_reads_them(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "demo.jsonl"
    status, demo_out, err = run(capsys, "demo", "--seed", "4", "--save", str(path))
    assert (status, err) == (0, "")
    saved = lines(path)
    assert [json.loads(line)["title"] for line in saved] == list(tablerules.titles())
    for number, line in enumerate(saved, 1):
        record = tablerules.Record.from_json(line)
        final = record.replay()
        # The saved game is the one the demo showed.
        assert str(final) in demo_out
        status, out, err = run(capsys, "replay", str(path), "--game", str(number), "--final")
        assert (status, err) == (0, "")
        assert out.startswith(f"{record.game.name}: game {number} of {len(saved)}, ")
        assert str(final) in out


def test_demo_output_is_the_same_with_and_without_save(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert run(capsys, "demo", "--seed", "2") == run(
        capsys, "demo", "--seed", "2", "--save", str(tmp_path / "x")
    )


def test_a_single_record_file_still_replays_pretty_printed_or_not(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    game = tablerules.load("great-plains")
    record = tablerules.play(game, [RandomAgent(), RandomAgent()], seed=2)
    compact, pretty = tmp_path / "compact.json", tmp_path / "pretty.json"
    compact.write_text(record.to_json())
    pretty.write_text(json.dumps(json.loads(record.to_json()), indent=2))
    outputs = []
    for path in (compact, pretty):
        status, out, err = run(capsys, "replay", str(path), "--final")
        assert (status, err) == (0, "")
        assert out.startswith(f"Great Plains: 2 players, {len(record.actions)} actions\n")  # no "game 1 of 1"
        outputs.append(out)
    assert outputs[0] == outputs[1]
    assert run(capsys, "replay", str(compact), "--game", "1") == run(capsys, "replay", str(compact))


# -- replay --step and --final ----------------------------------------------------


def test_replay_step_shows_only_that_position(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "games.jsonl"
    run(capsys, "simulate", "beasty-borders", "-n", "1", "--save", str(path))
    record = tablerules.Record.from_json(lines(path)[0])
    states = list(record.states())
    for step in (0, 1, len(record.actions) // 2, len(record.actions)):
        status, out, err = run(capsys, "replay", str(path), "--step", str(step))
        assert (status, err) == (0, "")
        heading = "start" if step == 0 else str(record.actions[step - 1])
        assert out.count("\nstep ") == 1
        assert f"\nstep {step}: {heading}\n{states[step]}\n" in out
        assert "result:" not in out


def test_replay_step_as_a_seat_sees_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "demo.jsonl"
    run(capsys, "demo", "--save", str(path))
    number = tablerules.titles().index("manitou") + 1
    record = tablerules.Record.from_json(lines(path)[number - 1])
    state = list(record.states())[10]
    status, out, _ = run(capsys, "replay", str(path), "--game", str(number), "--step", "10", "--seat", "0")
    assert status == 0
    assert f"step 10: {record.view(0).actions[9]}\n{state.view(0)}\n" in out
    assert "as seat 0 sees it" in out


def test_replay_final_shows_the_last_position_the_result_and_the_sheet(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "games.jsonl"
    run(capsys, "simulate", "great-plains", "-n", "2", "--save", str(path))
    status, everything, _ = run(capsys, "replay", str(path), "--game", "2")
    assert status == 0
    status, out, err = run(capsys, "replay", str(path), "--game", "2", "--final")
    assert (status, err) == (0, "")
    record = tablerules.Record.from_json(lines(path)[1])
    final = record.replay()
    last = len(record.actions)
    assert out.count("\nstep ") == 1
    assert f"\nstep {last}: {record.actions[-1]}\n{final}\n" in out
    assert "\nresult: " in out
    assert out.endswith(f"\n{final.score_sheet().table(record.game.seat_names(record.players))}\n")
    # The full replay ends with exactly what --final shows.
    assert everything.endswith(out.split("\n", 1)[1])


# -- --json ----------------------------------------------------------------------


def test_list_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "list")
    assert list(data) == ["titles"]
    listed = data["titles"]
    assert isinstance(listed, list)
    assert [title["id"] for title in listed] == list(tablerules.titles())
    for title in listed:
        assert set(title) == {"id", "name", "players", "variants", "options"}
        game = tablerules.load(title["id"])
        assert title["name"] == game.name
        assert title["players"] == list(game.player_counts)
        assert title["variants"] == list(game.variants())
        assert game.options_from_json(title["options"]) == game.options_type()


def test_simulate_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "simulate", "bison", "-n", "3", "--players", "3", "--seed", "9")
    assert set(data) == {
        "title", "name", "games", "players", "variant", "options", "agents", "seeds", "seats", "draws",
        "decisions", "actions", "mean_length", "seconds", "games_per_second", "jobs", "backend",
    }  # fmt: skip
    assert (data["title"], data["games"], data["players"], data["variant"]) == ("bison", 3, 3, "standard")
    assert data["seeds"] == {"first": 9, "last": 11}
    seats = data["seats"]
    assert isinstance(seats, list)
    assert [seat["seat"] for seat in seats] == [0, 1, 2]
    assert all(
        set(seat)
        == {"seat", "name", "agent", "wins", "shared", "win_rate", "win_rate_95", "mean_score", "scores"}
        for seat in seats
    )
    assert sum(seat["wins"] for seat in seats) + data["draws"] == 3  # type: ignore[operator]
    assert data["agents"] == ["random"] * 3
    assert (data["jobs"], data["backend"]) == (1, "local")
    assert data["mean_length"] == data["actions"]["mean"] > 0  # type: ignore[index,operator]
    for seat in seats:
        counts = seat["scores"]["counts"]  # type: ignore[index]
        assert sum(games for _, games in counts) == 3
    game = tablerules.load("bison")
    assert game.options_from_json(data["options"]) == game.options_type()


def test_simulate_json_agrees_with_the_text(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "simulate", "beasty-borders", "-n", "4", "--option", "without_luck=true")
    _, text, _ = run(capsys, "simulate", "beasty-borders", "-n", "4", "--option", "without_luck=true")
    assert data["options"]["without_luck"] is True  # type: ignore[index]
    for seat in data["seats"]:  # type: ignore[attr-defined]
        rate = f"{100 * seat['wins'] / 4:.1f}%"
        mean = f"{seat['mean_score']:.2f}"
        row = rf"seat {seat['seat']} \([a-z]+\)\s+random\s+{seat['wins']}\s+{rate}.*\s{mean}\s"
        assert re.search(row, text), row
    assert f"mean length: {data['mean_length']:.1f} actions" in text


def test_replay_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    game = tablerules.load("beasty-borders")
    record = tablerules.play(game, [RandomAgent(), RandomAgent()], seed=3)
    path.write_text(record.to_json())
    data = run_json(capsys, "replay", str(path))
    assert set(data) == {
        "title", "name", "game", "games", "players", "options", "seat", "actions", "steps", "outcome",
        "score_sheet",
    }  # fmt: skip
    assert (data["title"], data["name"], data["game"], data["games"]) == ("beasty-borders", game.name, 1, 1)
    assert (data["players"], data["seat"]) == (2, None)
    assert game.options_from_json(data["options"]) == record.options
    assert data["actions"] == [str(action) for action in record.actions]
    states = list(record.states())
    assert data["steps"] == [
        {"step": step, "action": None if step == 0 else str(record.actions[step - 1]), "picture": str(state)}
        for step, state in enumerate(states)
    ]
    outcome = states[-1].outcome()
    assert outcome is not None
    assert data["outcome"] == {
        "scores": list(outcome.scores),
        "ranking": [list(tier) for tier in outcome.ranking],
        "winners": list(outcome.winners),
        "tiebreak": outcome.tiebreak,
        "tiebreak_id": outcome.tiebreak_id,
        "is_draw": outcome.is_draw,
    }
    assert data["score_sheet"] == [
        {
            "seat": item.seat,
            "label": item.label,
            "points": item.points,
            "detail": item.detail,
            "kind": item.kind,
            "size": item.size,
            "where": list(item.where),
            "season": item.season,
        }
        for item in states[-1].score_sheet().items
    ]


def test_replay_json_with_a_seat_a_step_or_the_final_position(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "manitou.jsonl"
    run(capsys, "simulate", "manitou", "-n", "2", "--save", str(path))
    record = tablerules.Record.from_json(lines(path)[1])
    states = list(record.states())
    seen = run_json(capsys, "replay", str(path), "--game", "2", "--seat", "1")
    assert seen["seat"] == 1
    assert seen["actions"] == list(record.view(1).actions)
    # Manitou hides the tribes' cards, so seat 1's log is not the full notation.
    assert seen["actions"] != [str(action) for action in record.actions]
    assert [step["picture"] for step in seen["steps"]] == [str(s.view(1)) for s in states]  # type: ignore[attr-defined]
    step = run_json(capsys, "replay", str(path), "--game", "2", "--step", "7")
    assert step["steps"] == [{"step": 7, "action": str(record.actions[6]), "picture": str(states[7])}]
    final = run_json(capsys, "replay", str(path), "--game", "2", "--final")
    assert final["steps"] == [
        {"step": len(record.actions), "action": str(record.actions[-1]), "picture": str(states[-1])}
    ]
    assert final["outcome"] == step["outcome"] == seen["outcome"]


def test_check_json_passing(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "check", "great-plains", "--games", "1", "--seed", "3")
    assert data == {
        "title": "great-plains",
        "name": "Great Plains",
        "players": [2],
        "variants": ["standard"],
        "games": 1,
        "seed": 3,
        "exhaustive": False,
        "passed": True,
        "failures": [],
    }


class Lenient(Bluff):
    """Bluff with a setup that ignores the options it is given."""

    def setup(self, players=None, options=None):  # type: ignore[no-untyped-def]
        return super().setup(players)


def test_check_json_failing_lists_the_failures_with_status_1(capsys: pytest.CaptureFixture[str]) -> None:
    with registered(Lenient()):
        status, out, err = run(capsys, "check", "bluff", "--games", "1", "--json")
    assert (status, err) == (1, "")
    data = json.loads(out)
    assert data["passed"] is False
    assert data["failures"] == [
        {
            "title": "bluff",
            "players": 2,
            "variant": "standard",
            "seed": None,
            "step": None,
            "check": "wrong options are refused",
            "message": "setup accepted options='standard'",
        }
    ]
    assert {field.name for field in attrs.fields(Failure)} == set(data["failures"][0])


def test_run_checks_returns_the_failures_that_check_title_reports() -> None:
    assert run_checks(tablerules.load("beasty-borders"), variants=["without-luck"], games=1) == []
    failures = run_checks(Lenient(), games=1)
    assert [(f.check, f.message) for f in failures] == [
        ("wrong options are refused", "setup accepted options='standard'")
    ]
    with pytest.raises(ValueError, match="at least 1"):
        run_checks(Lenient(), games=0)


@pytest.mark.parametrize(
    ("command", "shape"),
    [
        ("list", '"titles"'),
        ("simulate", '"games_per_second"'),
        ("replay", '"score_sheet"'),
        ("check", '"passed"'),
    ],
)
def test_help_documents_the_json_shape(capsys: pytest.CaptureFixture[str], command: str, shape: str) -> None:
    status, out, _ = run(capsys, command, "--help")
    assert status == 0
    assert "--json" in out and shape in out


def test_help_documents_save(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("demo", "simulate"):
        status, out, _ = run(capsys, command, "--help")
        assert status == 0
        assert "--save FILE" in out and "JSON Lines" in out


# -- bad input -------------------------------------------------------------------


def saved_games(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Path:
    path = tmp_path / "games.jsonl"
    status, _, _ = run(capsys, "simulate", "beasty-borders", "-n", "3", "--save", str(path))
    assert status == 0
    return path


def test_save_refuses_stdout_and_unwritable_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    err = one_line_error(capsys, "simulate", "beasty-borders", "-n", "1", "--save", "-")
    assert "'-' (standard output) is not supported" in err
    assert "not supported" in one_line_error(capsys, "demo", "--save", "-")
    err = one_line_error(capsys, "demo", "--save", str(tmp_path))
    assert f"cannot write the records to {str(tmp_path)!r}" in err
    err = one_line_error(capsys, "simulate", "bison", "--save", str(tmp_path / "no" / "such" / "dir.jsonl"))
    assert "No such file or directory" in err


def test_replay_refuses_a_game_out_of_range(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = saved_games(capsys, tmp_path)
    for number in ("0", "4", "-1"):
        err = one_line_error(capsys, "replay", str(path), "--game", number)
        assert f"--game must be from 1 to 3 ({str(path)!r} holds 3 records), not {number}" in err
    single = tmp_path / "one.json"
    single.write_text(lines(path)[0])
    err = one_line_error(capsys, "replay", str(single), "--game", "2")
    assert "--game must be from 1 to 1" in err and "holds one record" in err


def test_replay_refuses_a_step_out_of_range_or_with_final(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = saved_games(capsys, tmp_path)
    actions = len(json.loads(lines(path)[0])["actions"])
    for step in ("-1", str(actions + 1), "1000000"):
        err = one_line_error(capsys, "replay", str(path), "--step", step)
        assert f"--step must be from 0 to {actions} (the record has {actions} actions), not {step}" in err
    err = one_line_error(capsys, "replay", str(path), "--step", "1", "--final")
    assert "not allowed with argument" in err
    assert "invalid int value" in one_line_error(capsys, "replay", str(path), "--step", "last")


def test_a_bad_line_is_reported_with_its_line_number(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    good = lines(saved_games(capsys, tmp_path))
    record = json.loads(good[1])
    illegal = json.dumps({**record, "actions": [*record["actions"][:5], "roll 9"]})
    cases = {
        "garbage": ([good[0], "", good[1], "{not json", good[2]], "line 4 is not a record: not JSON"),
        "not an object": ([good[0], "[1, 2]"], "line 2 is not a record: a record is a JSON object"),
        "huge number": ([good[0], "1" * 5000], "line 2 is not a record: not JSON"),
        "deep": ([good[0], "[" * 100_000], "line 2 is not a record: not JSON"),
    }
    for name, (content, message) in cases.items():
        path = tmp_path / f"{name}.jsonl"
        path.write_text("\n".join(content) + "\n")
        # Every line is read, not just the one replayed.
        err = one_line_error(capsys, "replay", str(path), "--game", "1")
        assert f"{str(path)!r} {message}" in err, name
    path = tmp_path / "illegal.jsonl"
    path.write_text("\n".join([good[0], illegal, good[2]]) + "\n")
    assert run(capsys, "replay", str(path), "--game", "3")[0] == 0
    err = one_line_error(capsys, "replay", str(path), "--game", "2")
    assert f"{str(path)!r} line 2 is not a record that replays: step 5" in err


def test_json_is_not_offered_where_it_is_not_documented(capsys: pytest.CaptureFixture[str]) -> None:
    assert "unrecognized arguments: --json" in one_line_error(capsys, "demo", "--json")


def test_bad_input_with_json_is_still_one_line_on_stderr(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert "No such file" in one_line_error(capsys, "replay", str(tmp_path / "none.jsonl"), "--json")
    assert "unknown title" in one_line_error(capsys, "simulate", "chess", "--json")
    assert "unknown variant" in one_line_error(capsys, "check", "bison", "--variant", "x", "--json")
