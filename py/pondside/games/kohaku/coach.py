"""Kōhaku's coach (pondside/app/coach.py, issue 26).  The Hint's marks: a take marks the two central pond tiles
to tap, not the spaces the pond slides and refills afterwards (what ``changes`` also names).  The guided first
game's moments: placing the first pair (and the game's own words for the first move and the end)."""
from __future__ import annotations


def reason(game, view, seat, action, lang, rng):
    """``(None, marks)`` for a take (the shell's own words stay), None otherwise."""
    yield from ()               # a generator, like every coach's reason (this one has nothing to think about)
    if action.get("t") == "take":
        return None, [f"board:{action['a']}", f"board:{action['b']}"]
    return None


def _placing(game, before, action, after, seat):
    """The player took a pair and now places it."""
    return before["to_move"] == seat and action.get("t") == "take" and after["phase"] == "place"


# the guided first game's moments (pondside/app/coach.py: guide_moments); the words are text.GUIDE
GUIDE_MOMENTS = (("place", _placing),)
