"""Every refusal names the rule it breaks, and leaves the state as it was.

The rule ids are those the modules of ``tablerules/bison/steps/`` write out,
each a constant of the step that applies it;
``test_every_rule_id_of_the_steps_is_reached`` reads them from those modules,
so a new id there fails here until a case reaches it.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable

import pytest

import tablerules
from tablerules import IllegalActionError
from tablerules.bison import (
    DONE,
    BisonState,
    Build,
    Buy,
    Call,
    Choose,
    Draw,
    Enter,
    Exchange,
    Gain,
    Gather,
    Kind,
    Lay,
    Move,
    Options,
    Pay,
    Phase,
    steps,
)
from tablerules.bison.position import build
from tablerules.bots import RandomAgent
from tests.strategies import check_refused_by, forced

GAME = tablerules.load("bison")

#: Variant 1: several tipis or canoes in one action (BIS-9); Variant 2: also reduced and removed (BIS-10).
VARIANT_1 = Options(variant=1)
VARIANT_2 = Options(variant=2)
#: Tile 3 ("pppmmm 1 1 1") on place 5: its prairie lies 6 movement points from 2p, out of reach of a
#: 1-to-3-spaces move (places 2 and 5 do not touch, so this is not a move across a corner).
FAR_TILE = [(5, 3, 0)]
ALL_BUT_MOVES = ("tile", "tipi", "canoe", "gather")


# -- positions ---------------------------------------------------------------------------------


def drawing() -> BisonState:
    """A new game: chance draws yellow's tile."""
    return GAME.setup(players=2)


def drawing_second() -> BisonState:
    """Yellow has drawn tile 7; chance draws red's."""
    return GAME.setup(players=2).apply(Draw(7))


def choosing(**given: object) -> BisonState:
    """Yellow chooses its first action of the season (yellow holds tile 3, red tile 4)."""
    return build(players=2, **given)  # type: ignore[arg-type]


def chose(kind: Kind, *steps: object, **given: object) -> BisonState:
    """Yellow has chosen ``kind`` in a position built from ``given``, and taken ``steps``."""
    return choosing(**given).apply(Choose(kind)).apply_all(steps)


def laying() -> BisonState:
    return chose(Kind.TILE)


def entering(**given: object) -> BisonState:
    """Yellow has laid tile 3 on place 4 and puts hunters into play."""
    return chose(Kind.TILE, Lay(4, 0), **given)


def gathering() -> BisonState:
    return chose(Kind.GATHER, pieces={"1p": "yellow 1", "1m": "yellow 1", "3p": "red 1"})


def calling() -> BisonState:
    """Yellow's hunters gather on 1p; one more waits on 1m."""
    return chose(Kind.GATHER, Gather("1p"), pieces={"1p": "yellow 1", "1m": "yellow 1", "3p": "red 1"})


def calling_five() -> BisonState:
    """Five hunters have joined the gathering on 1p already: the most an action uses."""
    return chose(
        Kind.GATHER,
        Gather("1p"),
        *[Call("2p")] * 5,
        pieces={"1p": "yellow 1", "2p": "yellow 6", "1m": "yellow 1"},
        food={"yellow": (15, 15, 15)},
    )


def moving1() -> BisonState:
    return chose(Kind.MOVE1, pieces={"1p": "yellow 2", "1r": "red 1", "2m": "red 1"})


def moving3() -> BisonState:
    return chose(
        Kind.MOVE3,
        tiles=FAR_TILE,
        pieces={"1p": "yellow 1", "2p": "yellow 1", "3m": "red 1"},
    )


def gaining() -> BisonState:
    """Yellow gathered nobody: an action with no hunters earns an animal (BIS-11)."""
    return chose(Kind.GATHER, DONE)


def paying(food: tuple[int, int, int] = (10, 10, 10), hunters: int = 2) -> BisonState:
    """Yellow moved ``hunters`` hunters one space each and pays for them."""
    moves = [Move("1p", "1r")] * hunters
    return chose(Kind.MOVE1, *moves, DONE, pieces={"1p": f"yellow {hunters}"}, food={"yellow": food})


def short_of_food() -> BisonState:
    """Yellow owes 7 animals for 4 hunters and has 8: no trade may leave less than 7."""
    return paying((3, 3, 2), hunters=4)


def tipi(*steps: object, options: Options | None = None, **given: object) -> BisonState:
    return chose(Kind.TIPI, *steps, options=options or Options(), **given)


def canoe(*steps: object, options: Options | None = None, **given: object) -> BisonState:
    return chose(Kind.CANOE, *steps, options=options or Options(), **given)


def capping() -> BisonState:
    """After scoring a region, yellow holds 16 bison and must trade the surplus."""
    return build(phase=Phase.CAPPING, food={"yellow": (16, 10, 10)}, markers=[ALL_BUT_MOVES] * 2)


# -- the cases -----------------------------------------------------------------------------------

CASES: list[tuple[str, Callable[[], BisonState], object]] = [
    # Is it that kind of decision now?
    ("bison.turn.step", drawing, Choose(Kind.TIPI)),
    ("bison.turn.step", drawing, DONE),
    ("bison.turn.step", drawing_second, Lay(4, 0)),
    ("bison.turn.step", choosing, Draw(3)),
    ("bison.turn.step", choosing, Lay(4, 0)),
    ("bison.turn.step", choosing, Pay(0, 0, 0)),
    ("bison.turn.step", choosing, DONE),
    ("bison.turn.step", choosing, Gain("bison")),
    ("bison.turn.step", laying, Enter("4p", 1)),
    ("bison.turn.step", laying, Choose(Kind.TIPI)),
    ("bison.turn.step", entering, Lay(5, 0)),
    ("bison.turn.step", gathering, Call("1m")),
    ("bison.turn.step", calling, Gather("1m")),
    ("bison.turn.step", moving1, Build("1p", 1)),
    ("bison.turn.step", gaining, DONE),
    ("bison.turn.step", gaining, Pay(0, 0, 0)),
    ("bison.turn.step", paying, Gain("bison")),
    ("bison.turn.step", paying, DONE),
    ("bison.turn.step", capping, Choose(Kind.MOVE1)),
    ("bison.turn.step", capping, Draw(3)),
    # Trading: "at any time", read as a player's own turn (BIS-7).
    ("bison.trade.own-turn", drawing, Buy("hunter")),
    ("bison.trade.own-turn", drawing, Exchange("bison", "salmon")),
    ("bison.trade.own-turn", drawing_second, Buy("tipi", 3)),
    # Names of fields the action cannot find.
    ("bison.notation.field", gathering, Gather("28p")),
    ("bison.notation.field", calling, Call("0m")),
    ("bison.notation.field", moving1, Move("1p", "28m")),
    ("bison.notation.field", lambda: tipi(pieces={"1p": "yellow 2"}), Build("9p", 1)),
    ("bison.notation.field", entering, Enter("4x", 1)),
    # Drawing.
    ("bison.draw.pile", drawing, Draw(0)),
    ("bison.draw.pile", drawing, Draw(21)),
    ("bison.draw.pile", drawing_second, Draw(7)),
    # Choosing an action.
    (
        "bison.action.once-per-season",
        lambda: choosing(markers={"yellow": ("tile",), "red": ("tile",)}),
        Choose(Kind.TILE),
    ),
    (
        "bison.action.once-per-season",
        lambda: choosing(markers={"yellow": ("move1",), "red": ("move1",)}),
        Choose(Kind.MOVE1),
    ),
    (
        "bison.tile.compulsory",
        lambda: choosing(markers={"yellow": ("tipi", "canoe", "gather"), "red": ("tipi", "canoe", "gather")}),
        Choose(Kind.MOVE1),
    ),
    # Laying the tile.
    ("bison.tile.rotation", laying, Lay(4, 6)),
    ("bison.tile.rotation", laying, Lay(4, -1)),
    ("bison.tile.distance", laying, Lay(28, 0)),
    ("bison.tile.distance", laying, Lay(0, 0)),
    ("bison.tile.place-taken", laying, Lay(2, 0)),
    ("bison.tile.adjacent", laying, Lay(13, 0)),
    ("bison.tile.adjacent", laying, Lay(27, 3)),
    # Putting hunters into play.
    ("bison.enter.new-tile", entering, Enter("1p", 1)),
    ("bison.enter.new-tile", entering, Enter("5m", 1)),
    ("bison.enter.count", entering, Enter("4p", 0)),
    ("bison.hunters.at-most-five", entering, Enter("4p", 6)),
    ("bison.enter.reserve", entering, Enter("4m", 5)),
    ("bison.enter.reserve", lambda: entering(pieces={"1p": "yellow 3"}), Enter("4m", 2)),
    ("bison.cost.afford", lambda: entering(food={"yellow": (2, 2, 2)}), Enter("4r", 4)),
    # Tipis and canoes.
    ("bison.tipi.terrain", lambda: tipi(pieces={"1r": "yellow 2"}), Build("1r", 1)),
    ("bison.canoe.terrain", lambda: canoe(pieces={"1p": "yellow 2"}), Build("1p", 1)),
    ("bison.canoe.terrain", lambda: canoe(pieces={"2m": "yellow 2"}), Build("2m", 1)),
    (
        "bison.tipi.once-per-field",
        lambda: tipi(Build("1p", 1), options=VARIANT_1, pieces={"1p": "yellow 3"}),
        Build("1p", 2),
    ),
    (
        "bison.canoe.once-per-field",
        lambda: canoe(Build("2r", 1), options=VARIANT_2, pieces={"2r": "yellow 3"}),
        Build("2r", 2),
    ),
    ("bison.field.one-player", lambda: tipi(pieces={"1p": "yellow 2", "2p": "red 2"}), Build("2p", 1)),
    ("bison.field.one-player", lambda: canoe(pieces={"3r": "red canoe 1"}), Build("3r", 2)),
    ("bison.tipi.change", lambda: tipi(pieces={"1p": "yellow 1 tipi 1"}), Build("1p", 1)),
    ("bison.tipi.size", lambda: tipi(pieces={"1p": "yellow 5"}), Build("1p", 5)),
    ("bison.canoe.size", lambda: canoe(pieces={"1r": "yellow 2"}), Build("1r", 9)),
    ("bison.canoe.change", lambda: canoe(options=VARIANT_2, pieces={"1r": "yellow canoe 2"}), Build("1r", 2)),
    ("bison.tipi.reduce", lambda: tipi(pieces={"1p": "yellow tipi 2"}), Build("1p", 1)),
    ("bison.tipi.reduce", lambda: tipi(options=VARIANT_1, pieces={"1p": "yellow tipi 2"}), Build("1p", 0)),
    ("bison.canoe.reduce", lambda: canoe(pieces={"1r": "yellow 1 canoe 2"}), Build("1r", 1)),
    (
        "bison.tipi.reserve-hunters",
        lambda: tipi(options=VARIANT_2, pieces={"1p": "yellow tipi 2", "2p": "yellow 4"}),
        Build("1p", 0),
    ),
    (
        "bison.canoe.reserve-hunters",
        lambda: canoe(options=VARIANT_2, pieces={"1r": "yellow canoe 2", "2p": "yellow 3"}),
        Build("1r", 0),
    ),
    ("bison.tipi.hunters-present", lambda: tipi(pieces={"1p": "yellow 1"}), Build("1p", 2)),
    ("bison.tipi.hunters-present", lambda: tipi(pieces={"1p": "yellow 1"}), Build("3p", 1)),
    ("bison.tipi.hunters-present", lambda: tipi(pieces={"1m": "yellow 1 tipi 1"}), Build("1m", 3)),
    ("bison.canoe.hunters-present", lambda: canoe(pieces={"1r": "yellow 1"}), Build("1r", 2)),
    ("bison.canoe.hunters-present", lambda: canoe(pieces={"1r": "yellow 1"}), Build("2r", 1)),
    ("bison.tipi.in-reserve", lambda: tipi(pieces={"1p": "yellow 3"}), Build("1p", 3)),
    ("bison.tipi.in-reserve", lambda: tipi(pieces={"1p": "yellow 3 tipi 1"}), Build("1p", 4)),
    ("bison.canoe.in-reserve", lambda: canoe(pieces={"1r": "yellow 4"}), Build("1r", 4)),
    (
        "bison.cost.afford",
        lambda: tipi(pieces={"1p": "yellow 2"}, food={"yellow": (1, 0, 0)}),
        Build("1p", 2),
    ),
    # Gathering.
    ("bison.gather.hunter-present", gathering, Gather("2p")),
    ("bison.gather.hunter-present", gathering, Gather("3p")),
    ("bison.gather.from-elsewhere", calling, Call("1p")),
    ("bison.gather.own-hunter", calling, Call("2p")),
    ("bison.gather.own-hunter", calling, Call("3p")),
    ("bison.hunters.at-most-five", calling_five, Call("1m")),
    # Moving.
    ("bison.move.own-hunter", moving1, Move("2p", "2r")),
    ("bison.move.own-hunter", moving1, Move("1r", "1p")),
    (
        "bison.move.once",
        lambda: chose(Kind.MOVE3, Move("1p", "1r"), pieces={"1p": "yellow 1"}),
        Move("1r", "1m"),
    ),
    (
        "bison.move.once",
        lambda: chose(Kind.MOVE1, Move("1p", "1r"), pieces={"1p": "yellow 1"}),
        Move("1r", "2r"),
    ),
    ("bison.move.landscape", moving1, Move("1p", "6p")),
    ("bison.move.landscape", moving3, Move("1p", "4m")),
    ("bison.move.somewhere", moving1, Move("1p", "1p")),
    ("bison.move.corner", moving1, Move("1p", "2p")),
    ("bison.move.corner", moving1, Move("1p", "3m")),
    ("bison.move.one-space", moving1, Move("1p", "1m")),
    ("bison.move.three-spaces", moving3, Move("2p", "5p")),
    ("bison.move.opponent-field", moving1, Move("1p", "1r")),
    ("bison.move.opponent-field", moving3, Move("2p", "3m")),
    (
        "bison.cost.afford",
        lambda: chose(Kind.MOVE1, Move("1p", "1r"), pieces={"1p": "yellow 2"}, food={"yellow": (1, 0, 0)}),
        Move("1p", "1r"),
    ),
    # Paying and gaining.
    ("bison.gain.animal", gaining, Gain("beaver")),
    ("bison.gain.animal", gaining, Gain("Bison")),
    ("bison.pay.cost", paying, Pay(1, 0, 0)),
    ("bison.pay.cost", paying, Pay(2, 0, 1)),
    ("bison.pay.track", lambda: paying((0, 10, 10)), Pay(2, 0, 0)),
    ("bison.pay.track", paying, Pay(-1, 3, 0)),
    # The market.
    ("bison.market.piece", choosing, Buy("dragon", 1)),
    ("bison.market.piece", choosing, Buy("hunter", 2)),
    ("bison.market.piece", choosing, Buy("tipi", 5)),
    ("bison.market.piece", choosing, Buy("canoe", 0)),
    ("bison.market.in-market", lambda: choosing(pieces={"1p": "yellow 3 tipi 3"}), Buy("tipi", 3)),
    (
        "bison.market.in-market",
        lambda: choosing(
            reserve={"yellow": (8, (1, 2), (1, 2))}, market={"yellow": (0, (1, 2, 3, 4), (1, 2, 3, 4))}
        ),
        Buy("hunter"),
    ),
    ("bison.market.price", lambda: choosing(food={"yellow": (3, 10, 10)}), Buy("tipi", 4)),
    ("bison.market.price", lambda: choosing(food={"yellow": (10, 0, 10)}), Buy("hunter")),
    ("bison.cost.afford", short_of_food, Buy("hunter")),
    # The 3:1 exchange.
    ("bison.exchange.animal", choosing, Exchange("bison", "beaver")),
    ("bison.exchange.animal", choosing, Exchange("gold", "salmon")),
    ("bison.exchange.different", choosing, Exchange("salmon", "salmon")),
    ("bison.exchange.three", lambda: choosing(food={"yellow": (2, 10, 10)}), Exchange("bison", "turkeys")),
    ("bison.cost.afford", short_of_food, Exchange("bison", "salmon")),
    # Trading a surplus after a region is scored (BIS-19).
    ("bison.cap.surplus", capping, Exchange("salmon", "bison")),
    ("bison.cap.surplus", capping, Exchange("turkeys", "salmon")),
    # Fields forced past the validators (the action is hashed as made, then changed).
    ("bison.action.malformed", laying, forced(Lay(5, 0), place=4.5)),
    ("bison.action.malformed", laying, forced(Lay(5, 0), rotation=1.5)),
    ("bison.action.malformed", choosing, forced(Choose(Kind.TIPI), kind="tipi")),
]


@pytest.mark.parametrize(
    ("rule", "factory", "action"),
    CASES,
    ids=[f"{rule.removeprefix('bison.')}-{action}" for rule, _, action in CASES],
)
def test_an_illegal_action_is_refused_by_its_rule(
    rule: str, factory: Callable[[], BisonState], action: object
) -> None:
    """The refusal names exactly this rule, and the position is unchanged and plays on."""
    check_refused_by(factory(), action, rule)


#: One decision of every kind but the draw and the trades.
DECISIONS: list[object] = [
    Choose(Kind.TILE),
    Lay(4, 0),
    Enter("4p", 1),
    Build("1p", 1),
    Gather("1p"),
    Call("1p"),
    Move("1p", "1r"),
    DONE,
    Gain("bison"),
    Pay(0, 0, 0),
]


@pytest.mark.parametrize("state", [drawing(), drawing_second()], ids=["first-draw", "second-draw"])
def test_at_a_chance_node_every_decision_is_of_the_wrong_step(state: BisonState) -> None:
    """ "Each player draws a landscape tile from the pile": while the tiles are drawn, no one acts."""
    for action in DECISIONS:
        check_refused_by(state, action, "bison.turn.step")


@pytest.mark.parametrize("state", [drawing(), drawing_second()], ids=["first-draw", "second-draw"])
def test_at_a_chance_node_nobody_trades(state: BisonState) -> None:
    """ "You may trade at the market or exchange animals at any time": on a player's own turn (BIS-7),
    never while chance draws a tile."""
    for action in (Buy("hunter"), Buy("tipi", 1), Buy("canoe", 4), Exchange("bison", "salmon")):
        check_refused_by(state, action, "bison.trade.own-turn")


def test_only_the_decisions_of_the_step_under_way_are_taken() -> None:
    """While yellow lays its tile, every decision of another step is refused as such."""
    state = laying()
    for action in DECISIONS:
        if not isinstance(action, Lay):
            check_refused_by(state, action, "bison.turn.step")


def _rule_ids_of_the_steps() -> dict[str, str]:
    """The rule ids the modules of ``steps/`` write out, each with the module that writes it.

    An id is a constant a module exports whose value starts with ``bison.``;
    each one stands in one module only, written out whole
    (tests/core/test_rule_ids.py holds the source to that). A module may
    import another's ids, but not hold one that no module exports.
    """
    modules = [
        importlib.import_module(f"{steps.__name__}.{info.name}")
        for info in pkgutil.iter_modules(steps.__path__)
    ]
    ids: dict[str, str] = {}
    for module in modules:
        for name in module.__all__:
            value = getattr(module, name)
            if name.isupper() and isinstance(value, str) and value.startswith("bison."):
                assert value not in ids, f"{value} is written in {ids[value]} and {module.__name__}"
                ids[value] = module.__name__
    for module in modules:
        held = {
            value for value in vars(module).values() if isinstance(value, str) and value.startswith("bison.")
        }
        assert held <= set(ids), f"{module.__name__} holds ids no step exports: {held - set(ids)}"
    return ids


def test_the_rule_ids_are_read_from_the_steps() -> None:
    """The reading of the steps finds ids of every kind: of one step, of a tipi and its twin
    for canoes, and of both move actions, each in the step that applies it."""
    ids = _rule_ids_of_the_steps()
    assert {"bison.turn.step", "bison.trade.own-turn", "bison.action.once-per-season"} <= set(ids)
    assert {"bison.tipi.hunters-present", "bison.canoe.hunters-present"} <= set(ids)
    assert {"bison.move.one-space", "bison.move.three-spaces"} <= set(ids)
    assert ids["bison.tipi.hunters-present"] == ids["bison.canoe.hunters-present"] == steps.building.__name__
    assert ids["bison.move.one-space"] == steps.moving.__name__
    assert len(ids) > 40
    assert all(re.fullmatch(r"bison\.[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*", rule) for rule in ids)


def test_every_rule_id_of_the_steps_is_reached() -> None:
    covered = {rule for rule, _, _ in CASES}
    missing = set(_rule_ids_of_the_steps()) - covered
    assert not missing, f"no case reaches {sorted(missing)}"
    # Core's State.refusal refuses an action with fields forced past its validators, for every title.
    unknown = covered - set(_rule_ids_of_the_steps()) - {"bison.action.malformed"}
    assert not unknown, f"cases name ids the steps do not write: {sorted(unknown)}"


def test_a_finished_game_refuses_everything_as_over() -> None:
    state = tablerules.play(GAME, [RandomAgent()] * 2, seed=3).replay()
    assert state.is_over
    for action in (Choose(Kind.TILE), Draw(5), Buy("hunter"), Exchange("bison", "salmon"), DONE):
        check_refused_by(state, action, "core.game-over")


@pytest.mark.parametrize("value", [None, "choose tile", ("draw", 3), 3, Choose])
def test_values_that_are_no_action_are_refused_not_crashed(value: object) -> None:
    for state in (drawing(), choosing(), laying(), paying(), capping()):
        with pytest.raises(IllegalActionError) as info:
            state.apply(value)
        assert info.value.rule == "core.not-an-action"


def test_apply_all_names_the_failing_step_and_applies_nothing() -> None:
    state = choosing()
    with pytest.raises(IllegalActionError) as info:
        state.apply_all([Choose(Kind.TILE), Lay(4, 0), Enter("4p", 2), Lay(5, 0)])
    assert info.value.step == 3
    assert info.value.rule == "bison.turn.step"
    assert state == choosing()


def test_a_refusal_says_what_the_game_is_doing() -> None:
    """The reason of a wrong-step refusal names the step and the seat, so a player sees what is asked."""
    error = laying().refusal(Choose(Kind.TIPI))
    assert "laying the tile" in error.reason and "yellow" in error.reason
    error = drawing().refusal(Buy("hunter"))
    assert "own turn" in error.reason


def test_an_equal_action_with_forced_fields_applies_the_states_own_value() -> None:
    """``Lay(4, 0)`` with its place forced to ``4.0`` equals the legal ``Lay(4, 0)``: the state applies
    its own value, so no float reaches the landscape or the records."""
    state = laying()
    odd = forced(Lay(4, 0), place=4.0)
    assert state.is_legal(odd)
    after = state.apply(odd)
    assert after == state.apply(Lay(4, 0))
    place, _, _ = after.laid[-1]
    assert type(place) is int
