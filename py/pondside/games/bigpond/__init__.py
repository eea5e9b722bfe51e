"""Kōhaku: The Big Pond — competitive shared-pond mode (issue 5)."""
from .game import GAME, BigPond  # noqa: F401
