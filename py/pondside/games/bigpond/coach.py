"""The Big Pond's coach (pondside/app/coach.py, issue 26): the guided first game's moments.  The Hint's words
are the shell's own (the points a move scores now and what it does), so there is no ``reason`` here."""
from __future__ import annotations


def _placing(game, before, action, after, seat):
    """The player took a pair from the ring and now places it."""
    return before["to_move"] == seat and action.get("t") == "pick" and after["phase"] == "place"


def _may_score(game, before, action, after, seat):
    """The player's tiles are placed: score a marked feature now, or wait."""
    return before["to_move"] == seat and action.get("t") == "place" and after["phase"] == "score"


# the guided first game's moments (pondside/app/coach.py: guide_moments); the words are text.GUIDE
GUIDE_MOMENTS = (("place", _placing), ("cash", _may_score))
