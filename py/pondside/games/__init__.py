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

# The home shelf's cheap metadata, so the shelf appears without importing any game:
# name -> (title, description, min players, max players).  tests/test_registry.py checks it
# against each game's own attributes.
_SHELF = {
    "kokonana": ({"en": "Kokonana!", "de": "Kokonana!"},
                 {"en": "Memory and race across the river to the temple.",
                  "de": "Merken und Wettlauf über den Fluss zum Tempel."}, 2, 4),
    "koikoi": ({"en": "Koi-Koi", "de": "Koi-Koi"},
               {"en": "Hanafuda for two: capture by month, build yaku, call koi or stop.",
                "de": "Hanafuda zu zweit: nach Monaten stechen, Yaku bilden, Koi rufen oder aufhören."}, 2, 2),
    "kohaku": ({"en": "Kōhaku", "de": "Kōhaku"},
               {"en": "Draft koi and features to build the finest pond; every module of The Big Pond, and solo rivals.",
                "de": "Koi und Teichelemente wählen und den schönsten Teich bauen; alle Module von The Big Pond, Solo-Rivalen."}, 1, 4),
    "bigpond": ({"en": "Kōhaku: The Big Pond", "de": "Kōhaku: The Big Pond"},
                {"en": "One shared pond: draft from the ring, claim features with your markers.",
                 "de": "Ein gemeinsamer Teich: vom Ring wählen, Elemente mit Markern beanspruchen."}, 2, 4),
    "koi": ({"en": "KOI", "de": "KOI"},
            {"en": "Build a multi-level pond with your sensei, storage and helpers (provisional rules marked).",
             "de": "Einen mehrstöckigen Teich mit Sensei, Lager und Helfern bauen (vorläufige Regeln markiert)."}, 2, 4),
}

_loaded: dict = {}


def shelf() -> list:
    """``[(name, title, description, min, max)]`` for every game, importing none."""
    out = []
    for name in _REGISTRY:
        if name in _SHELF:
            title, desc, lo, hi = _SHELF[name]
        else:  # a newly registered game without shelf data: import it
            g = get(name)
            title, desc, lo, hi = g.title, g.description, g.min_players, g.max_players
        out.append((name, title, desc, lo, hi))
    return out


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


def shelf_title(name: str) -> dict:
    """A game's title for messages, without importing it; the raw name if unknown."""
    if name in _SHELF:
        return _SHELF[name][0]
    return {"en": str(name)}
