"""Optional bridges to learning and search frameworks, each an extra of its own.

- :mod:`tablerules.adapters.pettingzoo` (``pip install "tablerules[pettingzoo]"``):
  a PettingZoo AEC environment for any title.
- :mod:`tablerules.adapters.openspiel` (``pip install "tablerules[openspiel]"``):
  an OpenSpiel game for any title.

Nothing is imported here: ``import tablerules`` never needs a framework,
and each module raises an ``ImportError`` naming its extra when the
framework is missing.
"""
