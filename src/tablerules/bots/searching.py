"""What an agent that searches needs of a title: a whole position drawn from its view."""

from __future__ import annotations

from tablerules.core.game import has_sample_state

__all__ = ["check_searchable"]


def check_searchable(view: object, agent: str) -> None:
    """Raise ``ValueError`` unless :func:`tablerules.core.sample_state` can make a position of
    ``view``: the view is the state itself (nothing is hidden), or it has ``sample_state(rng)``.

    A title may leave ``sample_state`` out of its views; the agents that search (``agent``
    names one and what it does) then refuse at their first decision, saying what is missing,
    instead of failing deep inside the search.
    """
    if has_sample_state(view):
        return
    raise ValueError(
        f"{agent} positions drawn from its view, but {type(view).__name__} has no "
        "sample_state(rng) to draw one: give the title's view a sample_state method (see the "
        "how-to, 'A position from a view'), or play this title with RandomAgent"
    )
