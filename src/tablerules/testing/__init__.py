"""The conformance checker anyone can run on a title: ``check_title(game)``.

It runs every check the project runs on its own titles: random play to the
end, replay, the JSON round trip and tampered records, notation, views and
``determinize``, illegal and malformed actions refused with the state
unchanged, ``apply_all``, chance, hashing and equality, scores, positions
read back, numbering, observations and pictures that show only the view,
options and player counts that are wrong refused (``CASE_CHECKS`` and
``GAME_CHECKS`` in :mod:`tablerules.testing.checks` list them all). It needs
only the runtime dependencies. With hypothesis installed,
:mod:`tablerules.testing.strategies` offers strategies and
:mod:`tablerules.testing.machine` the stateful machine.

>>> import tablerules
>>> from tablerules.testing import check_title
>>> check_title(tablerules.load("great-plains"), games=1)
"""

from tablerules.core.registry import registered as registered
from tablerules.testing.checks import CASE_CHECKS as CASE_CHECKS
from tablerules.testing.checks import GAME_CHECKS as GAME_CHECKS
from tablerules.testing.checks import MOST_DECISIONS as MOST_DECISIONS
from tablerules.testing.checks import MOST_STEPS as MOST_STEPS
from tablerules.testing.checks import Failure as Failure
from tablerules.testing.checks import check_title as check_title
from tablerules.testing.checks import longest_random_game as longest_random_game
from tablerules.testing.checks import play_case as play_case
from tablerules.testing.checks import run_checks as run_checks
from tablerules.testing.invariants import GARBAGE_NOTATION as GARBAGE_NOTATION
from tablerules.testing.invariants import MALFORMED as MALFORMED
from tablerules.testing.invariants import SHARED_RULES as SHARED_RULES
from tablerules.testing.invariants import ForeignAction as ForeignAction
from tablerules.testing.invariants import check_chance as check_chance
from tablerules.testing.invariants import check_outcome as check_outcome
from tablerules.testing.invariants import check_position as check_position
from tablerules.testing.invariants import check_refused as check_refused
from tablerules.testing.invariants import check_refused_by as check_refused_by
from tablerules.testing.invariants import check_sampling as check_sampling
from tablerules.testing.invariants import check_states_equal as check_states_equal
from tablerules.testing.invariants import check_views as check_views
from tablerules.testing.invariants import check_views_whole as check_views_whole
from tablerules.testing.invariants import fingerprint as fingerprint
from tablerules.testing.invariants import whole_value as whole_value
from tablerules.testing.played import Case as Case
from tablerules.testing.played import CheckError as CheckError
from tablerules.testing.played import PlayedGame as PlayedGame
from tablerules.testing.played import action_pool as action_pool
from tablerules.testing.played import cases as cases
from tablerules.testing.view_checks import check_svg_text as check_svg_text
from tablerules.testing.view_checks import svg_choices as svg_choices
from tablerules.testing.view_checks import svg_marks as svg_marks
from tablerules.testing.view_checks import svg_titles as svg_titles

__all__ = [
    "CASE_CHECKS",
    "GAME_CHECKS",
    "GARBAGE_NOTATION",
    "MALFORMED",
    "MOST_DECISIONS",
    "MOST_STEPS",
    "SHARED_RULES",
    "Case",
    "CheckError",
    "Failure",
    "ForeignAction",
    "PlayedGame",
    "action_pool",
    "cases",
    "check_chance",
    "check_outcome",
    "check_position",
    "check_refused",
    "check_refused_by",
    "check_sampling",
    "check_states_equal",
    "check_svg_text",
    "check_title",
    "check_views",
    "check_views_whole",
    "fingerprint",
    "longest_random_game",
    "play_case",
    "registered",
    "run_checks",
    "svg_choices",
    "svg_marks",
    "svg_titles",
    "whole_value",
]
