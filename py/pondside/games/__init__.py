"""The game registry.

Every game is a package ``pondside.games.<name>`` of the same shape (docs/engine.md): its ``__init__.py``
declares ``INFO`` (a :class:`pondside.core.GameInfo`: name, titles, descriptions, player counts) and
imports nothing else, so the home shelf reads every game's INFO without loading any engine; its
``engine.py`` holds ``GAME``; its other parts (``view``, ``bots``, ``text`` …) are found with
:func:`module`.  A new game joins the app, the contract suite and the benchmark by adding its name here.
"""
from __future__ import annotations

import importlib

# the home shelf's order
_NAMES = ("kohaku", "bigpond", "kokonana", "koikoi", "koi")

_loaded: dict = {}


def names() -> list:
    return list(_NAMES)


def _check(name):
    if name not in _NAMES:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(_NAMES)}")


def package(name: str):
    """A game's package (its ``__init__``: INFO and nothing else)."""
    _check(name)
    return importlib.import_module(f"{__name__}.{name}")


def info(name: str):
    """A game's :class:`~pondside.core.GameInfo` (imports only its package's ``__init__``)."""
    return package(name).INFO


def module(name: str, part: str):
    """One part of a game's package: ``module("koikoi", "view")`` is ``pondside.games.koikoi.view``."""
    _check(name)
    return importlib.import_module(f"{__name__}.{name}.{part}")


def get(name: str):
    """A game's engine object (``GAME`` of its ``engine`` module), imported on first use."""
    game = _loaded.get(name)
    if game is None:
        game = _loaded[name] = module(name, "engine").GAME
    return game


def shelf() -> list:
    """Every game's INFO in the shelf's order, importing no engine."""
    return [info(name) for name in _NAMES]


def shelf_title(name: str) -> dict:
    """A game's title for messages, without importing its engine; the raw name if unknown."""
    try:
        return info(name).title
    except (KeyError, ImportError, AttributeError):
        return {"en": str(name)}
