"""KOI's coach (pondside/app/coach.py, issue 26): the guided first game's moments, each a step that leaves the
player at a choice every player can see (buying a koi, placing from storage).  The guided game is played
without goals, as the published set-up advises for a first game.  The Hint's
words are the shell's own, so there is no ``reason`` here."""
from __future__ import annotations


def _now(phase):
    def test(game, before, action, after, seat):
        return before["to_move"] == seat and after["to_move"] == seat and after["phase"] == phase \
            and before["phase"] != phase
    test.__name__ = f"_now_{phase}"
    return test


GUIDE_OPTIONS = {"first_game": True}     # no goals in a first game (the published set-up)

# the guided first game's moments (pondside/app/coach.py: guide_moments); the words are text.GUIDE
GUIDE_MOMENTS = (("sensei", _now("sensei")), ("buy", _now("buy")))
