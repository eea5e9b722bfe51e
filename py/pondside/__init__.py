"""Pondside: rules engines for koi-themed tabletop games, pure Python."""
__version__ = "0.1.0"

from .core import BadState, Game, IllegalAction, Option, PositionError, Rng, clone, dumps  # noqa: F401
