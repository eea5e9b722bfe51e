"""The game registry.

``names()`` lists the registered games without importing them; ``get(name)``
imports a game's module on first use (a game's code loads when it is opened).
A new game joins the app, and the generic contract suite, by adding one line
to ``_REGISTRY`` and exposing ``GAME`` in its module.
"""
from __future__ import annotations

import importlib

# name -> module (relative to this package).  Order is the home shelf's order.
_REGISTRY = {
    "kohaku": ".kohaku",
    "bigpond": ".bigpond",
    "kokonana": ".kokonana",
    "koikoi": ".koikoi",
    "koi": ".koi",
}

_loaded: dict = {}


def names() -> list:
    return list(_REGISTRY)


def get(name: str):
    if name not in _REGISTRY:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(_REGISTRY)}")
    game = _loaded.get(name)
    if game is None:
        module = importlib.import_module(_REGISTRY[name], __name__)
        game = _loaded[name] = module.GAME
    return game
