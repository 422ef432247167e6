"""A table's memory does not grow with its length beyond its record (issue 27, B1).

Sixty-four finished tables of four-person Bison took 1.8 GB: 28 MB a table, nearly all
of it undo's copies of the generators' states. Undo now keeps a count of steps, the
generators are made for each step from the seed, and the store counts bytes as well as
tables.
"""

from __future__ import annotations

import gc
import random
import tracemalloc

import attrs
import pytest

import tablerules
from tablerules.web.tables import ACTION_BYTES, BUDGET, TABLE_BYTES, Table, Tables


def played(table: Table, seed: int, *, steps: int | None = None) -> Table:
    """``table`` played on by index, the person's choices drawn with ``seed``."""
    rng = random.Random(seed)
    while not table.state.is_over and (steps is None or len(table.actions) < steps):
        mover = table.state.to_move
        assert isinstance(mover, int)
        table.act(mover, rng.randrange(len(table.state.legal_actions())))
    return table


def bison_table(tables: Tables, seed: int) -> Table:
    game = tablerules.load("bison")
    return tables.open(game, 4, game.options_type(), ["person"] * 4, seed=seed)


@pytest.mark.parametrize(
    ("title", "players"), [("bison", 4), ("great-plains", 2), ("manitou", 4), ("beasty-borders", 2)]
)
def test_a_finished_table_takes_no_more_than_its_footprint(title: str, players: int) -> None:
    game = tablerules.load(title)
    tables = Tables(8)

    def opened(seed: int) -> Table:
        return tables.open(game, players, game.options_type(), ["person"] * players, seed=seed)

    played(opened(0), 0)  # the module-level tables and caches, filled once
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        table = played(opened(1), 1)
        gc.collect()
        taken = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert table.state.is_over and len(table.actions) > 40
    assert taken <= table.footprint() == TABLE_BYTES + ACTION_BYTES * len(table.actions)


def test_undo_keeps_a_count_of_steps_and_nothing_else() -> None:
    table = played(bison_table(Tables(2), 3), 3)
    assert [field.name for field in attrs.fields(type(table._moments[0]))] == ["seat", "taken"]
    assert not any(isinstance(value, random.Random) for value in vars(table).values())


@pytest.mark.parametrize(
    ("title", "bots"), [("beasty-borders", ["person", "random"]), ("manitou", ["person", "greedy", "random"])]
)
def test_a_takeback_plays_the_same_dice_and_replies_again(title: str, bots: list[str]) -> None:
    game = tablerules.load(title)
    table = Tables(2).open(game, len(bots), game.options_type(), bots, seed=11)
    played(table, 5, steps=len(table.actions) + 25)
    before = list(table.actions)
    mover = table.state.to_move
    assert mover == 0
    choice = 0
    table.act(0, choice)
    after = list(table.actions)
    table.undo(0)
    assert table.actions == before
    assert table.state == game.setup(players=len(bots), options=game.options_type()).apply_all(before)
    table.act(0, choice)
    assert table.actions == after


def test_the_store_keeps_its_tables_within_its_budget() -> None:
    tables = Tables(100, budget=3 * TABLE_BYTES + 1_000)
    opened = [bison_table(tables, seed) for seed in range(5)]
    assert len(tables) == 3
    assert [tables.get(table.ident) is not None for table in opened] == [False, False, True, True, True]
    # A long table counts for more: with a finished game, two tables fit, not three.
    played(opened[4], 4)
    newest = bison_table(tables, 9)
    assert len(tables) == 2 and tables.footprint() <= tables.budget
    assert tables.get(opened[4].ident) is opened[4] and tables.get(newest.ident) is newest


def test_the_budget_is_at_least_a_table() -> None:
    assert Tables().budget == BUDGET
    with pytest.raises(ValueError, match="a budget is at least one table's 128,000 bytes"):
        Tables(budget=1000)
