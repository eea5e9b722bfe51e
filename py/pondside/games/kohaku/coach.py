"""The Hint's marks for Kōhaku (pondside/app/coach.py, issue 26): a take marks the two central pond tiles to
tap, not the spaces the pond slides and refills afterwards (what ``changes`` also names)."""
from __future__ import annotations


def reason(game, view, seat, action, lang, rng):
    """``(None, marks)`` for a take (the shell's own words stay), None otherwise."""
    yield from ()               # a generator, like every coach's reason (this one has nothing to think about)
    if action.get("t") == "take":
        return None, [f"board:{action['a']}", f"board:{action['b']}"]
    return None
