"""``python -m tablerules``: the ``tablerules`` command."""

from tablerules.cli import main

raise SystemExit(main())
