"""The local web app behind ``tablerules serve``: a JSON API over the protocol and one page.

It uses only the standard library. See :mod:`tablerules.web.api` for the
routes, :mod:`tablerules.web.tables` for the games it keeps and
:mod:`tablerules.web.server` for the HTTP server.
"""

from tablerules.web.api import Api as Api
from tablerules.web.server import make_server as make_server
from tablerules.web.server import serve as serve
from tablerules.web.tables import Table as Table
from tablerules.web.tables import Tables as Tables

__all__ = ["Api", "Table", "Tables", "make_server", "serve"]
