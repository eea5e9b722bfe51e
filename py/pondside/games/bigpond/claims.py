"""Scoring a claimed feature in the Big Pond — a thin adapter
over ``kohaku.scoring`` (the one implementation of the feature rules).

What is Big-Pond-specific lives here: the whole shared pond is the only pond
(mandarin ducks count every duck in it), and the owner's colour bonus (+1 per
orthogonally adjacent koi containing the owner's colour).
"""
from __future__ import annotations

from pondside.ui.i18n import LANGS

from ..kohaku import scoring as K
from ..kohaku.data import TILES
from ..kohaku.text import NAMES, REASON

ORTHO = ((0, -1), (1, 0), (0, 1), (-1, 0))


def ducks(P: dict) -> int:
    return sum(1 for t in P.values() if TILES[t]["kind"] == "duck")


def _ctx(P, colour, blue_bonus):
    ctx = {"ducks_total": ducks(P)}
    if colour and blue_bonus == "same":
        ctx["owner_colour"] = colour
    return ctx


def free_bonus(P: dict, pos: tuple, colour: str) -> int:
    """Bonus when a blue koi may show the owner's colour for the bonus
    independently of the colour it plays for the feature (option blue_bonus="free")."""
    x, y = pos
    n = 0
    for dx, dy in ORTHO:
        t = P.get((x + dx, y + dy))
        if t is not None and TILES[t]["type"] == "koi":
            if colour in TILES[t]["colours"] or TILES[t]["kind"] == "blue_koi":
                n += 1
    return n


def claim_reason(P: dict, pos: tuple, colour: str, blue_bonus: str = "same") -> dict:
    """The explained score of a claim: ``kohaku.scoring``'s reason dict (keys points, base,
    bonus, blue, en, de, ...) with the owner's colour bonus included."""
    pts, reason = K.score_feature(P, pos, _ctx(P, colour, blue_bonus))
    if blue_bonus != "same":
        b = free_bonus(P, pos, colour)
        reason = dict(reason)
        reason["bonus"] = b
        reason["points"] = pts + b
        if b:
            for lang in LANGS:
                reason[lang] += REASON(lang, "bonus", n=b, colour=NAMES(lang, "colour")[colour])
    return reason


def pond_then(pond: dict, when: dict, rec: dict) -> dict:
    """The pond as it was when the claim ``rec`` was scored: every tile placed in or before its turn."""
    turn = rec["turn"]
    P = {}
    for k, tid in pond.items():
        if rec.get("final") or when.get(k, 0) <= turn:
            x, y = k.split(",")
            P[(int(x), int(y))] = tid
    return P


def reason_then(pond: dict, when: dict, rec: dict, colour: str, blue_bonus: str = "same") -> dict:
    """The explanation of a past claim ``rec`` (a record of ``state["claims"]``), rebuilt from the
    pond as it was when it was scored."""
    return claim_reason(pond_then(pond, when, rec), tuple(rec["at"]), colour, blue_bonus)
