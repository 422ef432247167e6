"""Hypothesis profiles for the whole suite, chosen with ``HYPOTHESIS_PROFILE``.

``default`` keeps a plain ``pytest`` run quick; ``long`` runs many more
examples (``HYPOTHESIS_PROFILE=long python -m pytest``), best together with
``-m slow`` for the long random-play runs.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "default",
    max_examples=25,
    deadline=None,
    stateful_step_count=40,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "long",
    max_examples=1000,
    deadline=None,
    stateful_step_count=200,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

# A headless Chromium for the browser tests (they skip without one, as tests/browser.py says).
pytest_plugins = ["tests.browser"]
