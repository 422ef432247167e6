"""The ``tablerules`` command: list the titles, watch a demo, play against bots, pit agents
against each other, simulate, replay a record, check a title, serve the web app.

Every subcommand works for every registered title through the protocol
alone. ``demo``, ``simulate`` and ``play`` save their records as JSON Lines
(one ``Record.to_json()`` a line) with ``--save FILE``, which ``replay``
reads; ``list``, ``simulate``, ``arena``, ``replay`` and ``check`` print JSON
for scripts with ``--json``. Bad input on the command line (an unknown title, option or file,
a corrupt record) ends with one line on stderr naming what is allowed, and
exit status 2; tracebacks are kept for bugs.

One module a command (``cli/simulate.py`` for ``tablerules simulate``, and so on) holds its
arguments (``add_parser``) beside its handler (``run``); ``cli/common.py`` and
``cli/arguments.py`` hold what several commands share, and ``cli/main.py`` the top-level
parser and ``main``, which this package re-exports: ``tablerules.cli.main`` is the function.
"""

from tablerules.cli.common import USAGE_ERROR, UsageError
from tablerules.cli.main import main as main
from tablerules.terminal import describe_outcome

__all__ = ["USAGE_ERROR", "UsageError", "describe_outcome", "main"]
