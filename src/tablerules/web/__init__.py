"""The local web app behind ``tablerules serve``: a JSON API over the protocol and one page.

:mod:`tablerules.web.api` holds the routes (with the standard library only),
:mod:`tablerules.web.tables` the games kept, :mod:`tablerules.web.asgi` the
ASGI application on Starlette that an app of one's own can mount, and
:mod:`tablerules.web.server` its uvicorn server. The last two, and the names
``app``, ``make_server`` and ``serve`` here, need the ``web`` extra
(``pip install "tablerules[web]"``); without it they raise ``ImportError``
saying so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tablerules.web.api import Api as Api
from tablerules.web.tables import Table as Table
from tablerules.web.tables import Tables as Tables

if TYPE_CHECKING:
    from tablerules.web.asgi import app as app
    from tablerules.web.server import make_server as make_server
    from tablerules.web.server import serve as serve

__all__ = ["WEB_EXTRA", "Api", "Table", "Tables", "app", "make_server", "serve"]

#: What to install for the web app's server.
WEB_EXTRA = 'pip install "tablerules[web]"'

_NEED_THE_EXTRA = {
    "app": "tablerules.web.asgi",
    "make_server": "tablerules.web.server",
    "serve": "tablerules.web.server",
}


def __getattr__(name: str) -> Any:
    # Imported when first asked for: Starlette and uvicorn come with the web extra only.
    module = _NEED_THE_EXTRA.get(name)
    if module is None:
        raise AttributeError(f"module 'tablerules.web' has no attribute {name!r}")
    try:
        imported = __import__(module, fromlist=[name])
    except ImportError as error:
        raise ImportError(f"the web app needs Starlette and uvicorn: {WEB_EXTRA} ({error})") from error
    return getattr(imported, name)
