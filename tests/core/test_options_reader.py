"""The one options reader: a variant's name and settings over it, as the command line and
the web API both give them."""

from __future__ import annotations

from typing import Any

import pytest

import tablerules
import tablerules.cli.common
import tablerules.web.api
from tablerules import OptionsError, TablerulesError
from tablerules.cli import main
from tablerules.core import read_options
from tablerules.web.api import Api
from tablerules.web.tables import Tables

BEASTY = tablerules.load("beasty-borders")
BISON = tablerules.load("bison")


def refused(*arguments: Any, **keywords: Any) -> OptionsError:
    with pytest.raises(OptionsError) as caught:
        read_options(*arguments, **keywords)
    return caught.value


def test_an_options_error_is_a_value_error_of_the_library() -> None:
    assert issubclass(OptionsError, TablerulesError) and issubclass(OptionsError, ValueError)
    assert tablerules.OptionsError is tablerules.core.OptionsError is OptionsError


@pytest.mark.parametrize("title", tablerules.titles())
def test_each_variant_by_name_and_the_first_by_default(title: str) -> None:
    game = tablerules.load(title)
    variants = game.variants()
    assert read_options(game) == next(iter(variants.values()))
    for name, options in variants.items():
        assert read_options(game, name) == options


def test_an_unknown_variant_names_those_there_are() -> None:
    error = refused(BISON, "hard")
    assert str(error) == (
        "unknown variant 'hard'; Bison: Thunder on the Prairie has standard, variant-1, variant-2"
    )


def test_settings_as_a_mapping_or_as_pairs_applied_in_order() -> None:
    lucky = BEASTY.variants()["without-luck"]
    assert read_options(BEASTY, "standard", {"without_luck": True}) == lucky
    assert read_options(BEASTY, "standard", [("without_luck", False), ("without_luck", True)]) == lucky
    assert read_options(BEASTY, "without-luck", {"without_luck": False}) == BEASTY.variants()["standard"]


def test_settings_as_text_are_read_by_the_kind_of_their_default() -> None:
    options = read_options(
        BISON, None, [("hunters_break_ties", "false"), ("variant", "2"), ("cap_after", "season")], text=True
    )
    assert (options.hunters_break_ties, options.variant, options.cap_after) == (False, 2, "season")
    # A text option keeps the text as typed, even where it would parse as JSON.
    assert read_options(BEASTY, None, {"walk": "snake"}, text=True).walk == "snake"
    assert read_options(BEASTY, None, {"layout": "[1,2,3,4,5,6,7,8,9]"}, text=True).layout == tuple(
        range(1, 10)
    )


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"speed": "3"}, "unknown option 'speed'; Bison: Thunder on the Prairie knows variant, tiles,"),
        ({"hunters_break_ties": "maybe"}, "option hunters_break_ties takes true or false, not 'maybe'"),
        ({"variant": "1.5"}, "option variant takes a whole number, not '1.5'"),
        ({"variant": "[" * 100_000}, "option variant: the value is nested too deeply to read"),
        ({"variant": "9"}, "bad option value in variant=9: variant is 0 (the basic rules), 1 or 2, not 9"),
    ],
)
def test_text_that_is_refused_says_what_the_option_takes(settings: dict[str, str], message: str) -> None:
    assert str(refused(BISON, None, settings, text=True)).startswith(message)


def test_a_refusal_quotes_text_as_typed_and_json_as_the_title_does() -> None:
    typed = refused(BEASTY, "without-luck", [("without_luck", "true"), ("layout", "7")], text=True)
    assert str(typed) == (
        "bad option value in without_luck=true layout=7: a layout is a sequence of tile numbers, not 7"
    )
    data = refused(BEASTY, None, {"layout": 7})
    assert str(data).startswith("bad options: bad options {'without_luck': False")
    assert isinstance(data.__cause__, ValueError)
    # Unknown names in JSON data are the title's to name, all of them.
    assert str(refused(BISON, None, {"speed": 2, "alpha": 1})).startswith(
        "bad options: unknown options ['alpha', 'speed']; Bison: Thunder on the Prairie knows"
    )


def test_text_settings_are_text() -> None:
    with pytest.raises(TypeError, match="is text"):
        read_options(BISON, None, {"variant": 1}, text=True)


def test_the_command_line_and_the_web_api_read_options_here(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    asked: list[tuple[object, ...]] = []

    def spy(*arguments: Any, **keywords: Any) -> object:
        asked.append((arguments[1], keywords.get("text", False)))
        return read_options(*arguments, **keywords)

    monkeypatch.setattr(tablerules.cli.common, "read_options", spy)
    monkeypatch.setattr(tablerules.web.api, "read_options", spy)
    assert main(["simulate", "beasty-borders", "-n", "1", "--option", "without_luck=true"]) == 0
    capsys.readouterr()
    response = Api(Tables()).handle(
        "POST", "/api/games", {}, b'{"title": "beasty-borders", "variant": "without-luck"}'
    )
    assert response.status == 201
    assert asked == [(None, True), ("without-luck", False)]
