"""The errors: every one a ValueError; refusals carry the rule, the reason and the step."""

from __future__ import annotations

import copy
import pickle

import pytest

import tablerules
from tablerules import IllegalActionError, NotationError, RecordError, TablerulesError
from tablerules.core import errors


@pytest.mark.parametrize("error_type", [TablerulesError, IllegalActionError, NotationError, RecordError])
def test_every_error_is_a_value_error(error_type: type[Exception]) -> None:
    assert issubclass(error_type, TablerulesError)
    assert issubclass(error_type, ValueError)


def test_the_errors_module_exports_every_error() -> None:
    assert sorted(errors.__all__) == [
        "IllegalActionError",
        "NotationError",
        "PositionError",
        "RecordError",
        "TablerulesError",
    ]
    assert tablerules.IllegalActionError is errors.IllegalActionError
    assert tablerules.PositionError is errors.PositionError
    assert issubclass(errors.PositionError, errors.TablerulesError)


def test_a_refusal_names_the_action_the_reason_and_the_rule() -> None:
    error = IllegalActionError("title.place.own", "X is not one of your animals", action="place X")
    assert error.rule == "title.place.own"
    assert error.reason == "X is not one of your animals"
    assert error.action == "place X"
    assert error.step is None
    message = str(error)
    assert "title.place.own" in message
    assert "X is not one of your animals" in message
    assert repr("place X") in message
    assert "step" not in message


def test_at_step_says_which_action_of_a_sequence_failed() -> None:
    error = IllegalActionError("core.game-over", "the game is over", action=None)
    stepped = error.at_step(7)
    assert stepped.step == 7
    assert (stepped.rule, stepped.reason, stepped.action) == (error.rule, error.reason, error.action)
    assert "at step 7" in str(stepped)
    assert error.step is None, "the original refusal is untouched"


def test_a_refusal_can_be_raised_and_caught_as_a_value_error() -> None:
    with pytest.raises(ValueError, match=r"core\.game-over"):
        raise IllegalActionError("core.game-over", "the game is over", action=None)


def test_record_errors_name_the_step() -> None:
    assert RecordError("not JSON").step is None
    assert str(RecordError("not JSON")) == "not JSON"
    error = RecordError("illegal action", step=3)
    assert error.step == 3
    assert str(error) == "step 3: illegal action"


@pytest.mark.parametrize(
    "error",
    [
        IllegalActionError("a.rule", "a reason", action=("some", "action"), step=4),
        IllegalActionError("a.rule", "a reason", action=None),
        RecordError("bad record", step=2),
        RecordError("bad record"),
        NotationError("not notation: 'x'"),
    ],
    ids=repr,
)
def test_errors_survive_pickling_and_copying(error: TablerulesError) -> None:
    # Simulations and training loops send errors between processes.
    for again in (pickle.loads(pickle.dumps(error)), copy.copy(error), copy.deepcopy(error)):
        assert type(again) is type(error)
        assert str(again) == str(error)
        assert vars(again) == vars(error)
