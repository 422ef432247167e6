"""Gaps that mutation testing found in the Bison tests (``tools/mutate.py``, see docs/testing.rst).

Each test here fails on a small change to ``bison/scoring.py`` or
``bison/supply.py`` that the other tests let through: the text of an
influence and of a region's scoring, the columns of a season's table when
few seats are present, the influence recorded for a player whose hunters do
not count (BIS-12), and the market's last hunter.
"""

from __future__ import annotations

import attrs
import pytest

from tablerules.bison import Buy, Influence, SeasonScore
from tablerules.bison.position import build
from tablerules.bison.scoring import describe
from tablerules.bison.supply import start_supply
from tests.bison.test_scoring import EXAMPLE_1, score
from tests.strategies import check_refused_by

YELLOW, RED = 0, 1


# -- scoring.py ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("influence", "text"),
    [
        (Influence((4, 3, 2, 1), 0), "quadruple + triple + double + single"),
        (Influence((1,), 1), "single + 1 hunter"),
        (Influence((), 2), "2 hunters"),
        (Influence((), 1), "1 hunter"),
        (Influence((), 0), "nothing"),
    ],
)
def test_an_influence_in_words(influence: Influence, text: str) -> None:
    """Each size by its name, largest first, then the hunters (one hunter, two hunters)."""
    assert str(influence) == text


def test_a_region_scoring_in_one_line() -> None:
    """``describe``: the region, its fields and animals, then each player present by place."""
    assert describe(score(EXAMPLE_1)) == (
        "Prairie 1 (1p 2p 3p 4p 5p; 7 bison): yellow triple place 1 takes 7; "
        "red single + single place 2 takes 3; green 2 hunters place 3 takes 0; "
        "blue 1 hunter place 4 takes 2"
    )


def test_a_region_where_nobody_is_present_in_one_line() -> None:
    assert describe(score([(None, 0, 0, 3), (None, 0, 0, 1)])) == "Prairie 1 (1p 2p; 4 bison): nobody"


def result_columns(table: str) -> list[str]:
    header = table.splitlines()[0]
    return [cell for cell in header.split("  ") if cell.endswith("'s result")]


def test_a_season_table_has_a_column_for_each_seat_up_to_the_last_present() -> None:
    """Without seat names the table counts the seats from those present: Yellow and Red in a
    region give two columns, Yellow alone one."""
    both = score([(YELLOW, 0, 2, 3), (RED, 1, 0, 1)])
    assert result_columns(SeasonScore(1, (both,)).table()) == ["Yellow's result", "Red's result"]
    alone = score([(YELLOW, 0, 2, 3), (None, 0, 0, 1)])
    assert result_columns(SeasonScore(1, (alone,)).table()) == ["Yellow's result"]
    assert result_columns(SeasonScore(1, (alone,)).table(["farm", "wild"])) == [
        "Farm's result",
        "Wild's result",
    ]


def test_hunters_that_do_not_count_are_not_recorded_in_the_influence() -> None:
    """BIS-12 with ``hunters_break_ties=False``: the influence of a player with a tipi or canoe
    holds no hunters (the score items show it), while a player with hunters only keeps them."""
    result = score(
        [(YELLOW, 2, 3, 1), (RED, 4, 3, 0), (YELLOW, 0, 1, 1), (None, 0, 0, 0)], hunters_break_ties=False
    )
    assert [s.influence for s in result.standings] == [Influence((3, 1), 0), Influence((3,), 0)]
    hunters_only = score([(YELLOW, 2, 3, 1), (RED, 4, 0, 0)], hunters_break_ties=False)
    assert [s.influence for s in hunters_only.standings] == [Influence((3,), 0), Influence((), 4)]


# -- supply.py ----------------------------------------------------------------------------------


def test_the_last_hunter_is_still_in_the_market() -> None:
    """'only if there are still some available in your color': one left is some."""
    supply = start_supply()
    assert attrs.evolve(supply, market_hunters=1).in_market("hunter", 1)
    assert not attrs.evolve(supply, market_hunters=0).in_market("hunter", 1)


def test_the_last_hunter_refused_for_its_price_not_for_the_market() -> None:
    """With one hunter left in the market and no turkeys, buying it is refused because of the
    price: the market still has it."""
    state = build(players=2, reserve={"yellow": (7, (1, 2), (1, 2))}, food={"yellow": (10, 10, 0)})
    assert state.supplies[YELLOW].market_hunters == 1
    check_refused_by(state, Buy("hunter", 1), "bison.market.price")
    assert build(players=2, reserve={"yellow": (7, (1, 2), (1, 2))}).is_legal(Buy("hunter", 1))
