"""``core.words.counted``: the one place a number and its noun are made to agree."""

from __future__ import annotations

from tablerules.bison.components import counted as bison_counted
from tablerules.core.words import counted


def test_one_is_singular_and_every_other_number_plural() -> None:
    assert [counted(n, "game") for n in (0, 1, 2)] == ["0 games", "1 game", "2 games"]
    assert counted(2, "bison", "bison") == "2 bison"


def test_bisons_nouns_are_given_in_the_plural_as_the_rulebook_writes_them() -> None:
    assert [bison_counted(n, "turkeys") for n in (1, 2)] == ["1 turkey", "2 turkeys"]
    assert [bison_counted(n, "salmon") for n in (1, 2)] == ["1 salmon", "2 salmon"]
