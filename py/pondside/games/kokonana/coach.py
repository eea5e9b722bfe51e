"""Kokonana!'s coach (pondside/app/coach.py, issue 26): the guided first game's moments, all read from what
every player sees (the tiles turned up, the runners, the keys and talismans).  The Hint's words are the
shell's own, so there is no ``reason`` here."""
from __future__ import annotations


def _mine(before, seat) -> bool:
    return before["to_move"] == seat


def _pair(game, before, action, after, seat):
    """The player turned up a pair."""
    return _mine(before, seat) and action.get("t") == "flip" and (
        sum(map(sum, after["matched"].values())) > sum(map(sum, before["matched"].values())))


def _talisman(game, before, action, after, seat):
    return _mine(before, seat) and after["talismans"][seat] > before["talismans"][seat]


def _key(game, before, action, after, seat):
    return _mine(before, seat) and before["key"][seat] is None and after["key"][seat] is not None


def _temple(game, before, action, after, seat):
    return _mine(before, seat) and before["pos"][seat] != "T" and after["pos"][seat] == "T"


# the guided first game's moments (pondside/app/coach.py: guide_moments); the words are text.GUIDE
GUIDE_MOMENTS = (("temple", _temple), ("key", _key), ("talisman", _talisman), ("match", _pair))
