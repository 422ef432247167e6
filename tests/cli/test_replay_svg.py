"""``tablerules replay --svg DIR``: one SVG picture a position shown, as the seat sees it."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

import tablerules
from tablerules.bots import RandomAgent
from tablerules.cli import main
from tablerules.core.registry import BUILT_IN
from tablerules.testing import check_svg_text, registered

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples" / "titles"))

from take_away import TakeAway


def saved(tmp_path: Path, title: str, seed: int = 2) -> tuple[Path, tablerules.Record]:
    game = tablerules.load(title)
    record = tablerules.play(game, [RandomAgent()] * game.min_players, seed=seed)
    path = tmp_path / f"{title}.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return path, record


@pytest.mark.parametrize("title", BUILT_IN)
def test_every_position_as_the_seat_sees_it(
    title: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, record = saved(tmp_path, title)
    folder = tmp_path / "pictures"
    assert main(["replay", str(path), "--seat", "0", "--svg", str(folder)]) == 0
    steps = len(record.actions)
    assert f"pictures: {steps + 1} SVG files in {folder}" in capsys.readouterr().out
    files = sorted(folder.iterdir())
    width = len(str(steps))
    assert [file.name for file in files] == [f"step-{step:0{width}d}.svg" for step in range(steps + 1)]
    states = list(record.states())
    for step in (0, 1, steps // 2, steps):
        picture = files[step].read_text(encoding="utf-8")
        check_svg_text(picture)
        assert picture == states[step].svg(0, last=record.actions[step - 1] if step else None)


def test_one_step_and_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, record = saved(tmp_path, "great-plains")
    folder = tmp_path / "deep" / "er"
    assert main(["replay", str(path), "--step", "7", "--svg", str(folder), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    width = len(str(len(record.actions)))
    assert data["svg"] == [f"step-{7:0{width}d}.svg"]
    assert [file.name for file in folder.iterdir()] == data["svg"]
    spectator = list(record.states())[7].svg(None, last=record.actions[6])
    assert (folder / data["svg"][0]).read_text(encoding="utf-8") == spectator


def test_a_folder_that_cannot_be_made_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, _ = saved(tmp_path, "beasty-borders")
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["replay", str(path), "--final", "--svg", str(blocker / "pictures")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tablerules: error: cannot write the pictures to")
    assert err.count("\n") == 1


def test_a_title_that_draws_no_pictures_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = TakeAway()
    with registered(game):
        record = tablerules.play(game, [RandomAgent()] * 2, seed=1)
        path = tmp_path / "take-away.json"
        path.write_text(record.to_json(), encoding="utf-8")
        assert main(["replay", str(path), "--final", "--svg", str(tmp_path / "pictures")]) == 2
    err = capsys.readouterr().err
    assert "does not draw pictures" in err
    assert err.count("\n") == 1
