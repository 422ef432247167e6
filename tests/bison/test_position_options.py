"""Options of the wrong type for reading a Bison picture back (issue 26, 13).

``game.parse_position(text, True)`` and ``from_text(text, options=<another
title's Options>)`` used to raise ``AttributeError: 'bool' object has no
attribute 'variant'``. The options are checked before their variant is read:
``from_text`` raises ``ValueError`` and ``parse_position`` the documented
``PositionError``, as for the other titles.
"""

from __future__ import annotations

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

import tablerules
from tablerules import PositionError
from tablerules.bison import Options
from tablerules.bison.position import from_text
from tablerules.great_plains import Options as GreatPlainsOptions
from tablerules.manitou import Options as ManitouOptions

GAME = tablerules.load("bison")
TEXT = str(GAME.setup(players=2))
NOT_OPTIONS = "Bison options must be an Options value"

#: Values that are no Bison options, among them another title's options.
WRONG = [
    True,
    False,
    0,
    1,
    "basic",
    {"variant": 1},
    (1,),
    ManitouOptions(),
    GreatPlainsOptions(),
    tablerules.load("beasty-borders").options_type(),
]


@pytest.mark.parametrize("options", WRONG, ids=repr)
def test_parse_position_refuses_what_is_no_bison_options(options: object) -> None:
    with pytest.raises(PositionError, match=f"not a Bison.* position: {NOT_OPTIONS}, not "):
        GAME.parse_position(TEXT, options)  # type: ignore[arg-type]


@pytest.mark.parametrize("options", WRONG, ids=repr)
def test_from_text_refuses_what_is_no_bison_options(options: object) -> None:
    with pytest.raises(ValueError, match=f"{NOT_OPTIONS}, not "):
        from_text(TEXT, options=options)  # type: ignore[arg-type]


def test_options_with_a_field_of_the_wrong_type_are_named() -> None:
    """Bison options forced past their converters are checked as ``setup`` checks them."""
    broken = Options()
    object.__setattr__(broken, "variant", "1")
    with pytest.raises(PositionError, match="variant is 0 \\(the basic rules\\), 1 or 2, not '1'"):
        GAME.parse_position(TEXT, broken)


def test_good_options_still_read_the_picture_back() -> None:
    for variant in (0, 1, 2):
        options = Options(variant=variant)
        state = GAME.setup(players=3, options=options)
        assert GAME.parse_position(str(state), options) == state
        assert from_text(str(state), options=options) == state
    with pytest.raises(PositionError, match="the picture is of variant 0, the options say 2"):
        GAME.parse_position(TEXT, Options(variant=2))


@pytest.mark.parametrize("title", ["beasty-borders", "great-plains", "manitou"])
def test_the_other_titles_refuse_the_same_way(title: str) -> None:
    """What Bison now does, the other titles did: a ``PositionError``, never another error."""
    game = tablerules.load(title)
    with pytest.raises(PositionError):
        game.parse_position(str(game.setup(players=2)), True)


any_value = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=6,
)
other_options = st.sampled_from(
    [ManitouOptions(), GreatPlainsOptions(), GreatPlainsOptions(turn_tablets=True)]
)
forced_fields = st.fixed_dictionaries({"variant": any_value}) | st.fixed_dictionaries(
    {"cap_after": any_value}
)


@given(options=any_value | other_options)
def test_any_value_for_the_options_is_a_position_error(options: object) -> None:
    """``None`` means the default options; anything else that is no Bison ``Options`` is refused."""
    if options is None:
        assert GAME.parse_position(TEXT, options) == GAME.setup(players=2)
        return
    with pytest.raises(PositionError, match=NOT_OPTIONS):
        GAME.parse_position(TEXT, options)  # type: ignore[arg-type]


@given(fields=forced_fields)
def test_bison_options_with_any_field_value_are_a_position_or_a_position_error(
    fields: dict[str, object],
) -> None:
    options = Options()
    for name, value in fields.items():
        object.__setattr__(options, name, value)
    try:
        state = GAME.parse_position(TEXT, options)
    except PositionError:
        return
    # Only values that are the default's equals (variant 0 as False, 0.0, ...) read back.
    assert attrs.asdict(state.options) == attrs.asdict(Options())
