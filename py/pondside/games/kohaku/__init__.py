"""Kōhaku (1–4 players) with The Big Pond expansion modules and solo rivals.

``GAME`` is the engine (:class:`.game.Kohaku`); ``score_position(position)`` scores a JSON position
(docs/kohaku-positions.md); ``tiles`` and ``scoring`` are the data and scoring modules The Big Pond reuses.
"""
from .game import Kohaku
from .position import score_position  # noqa: F401

GAME = Kohaku()
