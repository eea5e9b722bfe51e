"""Kokonana! computer players.  Each sees only its own seat's view.

* ``random``: any legal action.
* ``memory``: remembers every tile ever turned up (the view's public ``seen`` record) and its
  own temple peeks; flips known pairs, hops forward, spends talismans wisely.
"""
from __future__ import annotations

from ...ui.i18n import both
from .text import TEXT


def _progress(view, space):
    """How far along the river a space is (bigger is closer to the temple)."""
    depth, lanes = view["dims"]
    if space == "V":
        return 0
    if space == "B":
        return depth + 1
    if space == "T":
        return 2 * depth + 2
    sec, i = space[0], int(space[1:])
    c = i // lanes + 1
    return c if sec == "S" else depth + 1 + c


def choose_random(game, view, legal, rng):
    return legal[rng.below(len(legal))]


def _known_pairs(view, sec):
    """Face-down tiles whose motif this seat has seen: motif -> [indices]."""
    seen = view["seen"][sec]
    out = {}
    for k, motif in seen.items():
        i = int(k)
        if not view["matched"][sec][i]:
            out.setdefault(motif, []).append(i)
    return out


def choose_memory(game, view, legal, rng):
    seat = view["seat"]
    kinds = {}
    for a in legal:
        kinds.setdefault(a["t"], []).append(a)
    here = view["pos"][seat]
    mine = view["key"][seat]

    def best_hop(acts):
        best = max(acts, key=lambda a: (_progress(view, a["to"]), rng.random()))
        return best if _progress(view, best["to"]) > _progress(view, here) else None

    if "key" in kinds:
        # prefer a key whose lock we have already seen in the temple
        seen_locks = set(view["known"].values())
        for a in kinds["key"]:
            if a["k"] in seen_locks:
                return a
        return kinds["key"][0]
    if "peek" in kinds:
        for k, v in view["known"].items():
            if v == mine:
                return {"t": "peek", "i": int(k)}
        unknown = [a for a in kinds["peek"] if str(a["i"]) not in view["known"]]
        return (unknown or kinds["peek"])[rng.below(len(unknown or kinds["peek"]))]
    if "flip" in kinds:
        flips = kinds["flip"]
        sec = flips[0]["s"]
        known = _known_pairs(view, sec)
        seen = view["seen"][sec]
        first = view["first"]
        if first is not None:                     # second flip: find the partner if we know it
            motif = view["tiles"][sec][first[1]]
            for i in known.get(motif, []):
                if i != first[1] and {"t": "flip", "s": sec, "i": i} in flips:
                    return {"t": "flip", "s": sec, "i": i}
            unseen = [a for a in flips if str(a["i"]) not in seen]
            pick = unseen or flips
            return pick[rng.below(len(pick))]
        for idx in known.values():                # a pair we have located completely
            if len(idx) >= 2:
                return {"t": "flip", "s": sec, "i": idx[0]}
        unseen = [a for a in flips if str(a["i"]) not in seen]
        pick = unseen or flips
        return pick[rng.below(len(pick))]
    if "hop" in kinds:
        a = best_hop(kinds["hop"])
        if a:
            return a
        return {"t": "nohop"}
    if "fhop" in kinds:
        a = best_hop(kinds["fhop"])
        return a or {"t": "talisman"}
    if "thop" in kinds:
        a = best_hop(kinds["thop"])
        if a:
            return a
    if "tpeek" in kinds and mine and mine not in view["known"].values():
        unknown = [a for a in kinds["tpeek"] if str(a["i"]) not in view["known"]]
        if unknown and (here == "T" or view["talismans"][seat] >= 2):
            return unknown[rng.below(len(unknown))]
    if "end" in kinds:
        return {"t": "end"}
    if "nohop" in kinds:
        return {"t": "nohop"}
    return legal[rng.below(len(legal))]


BOTS = {"random": choose_random, "memory": choose_memory}
BOT_LABELS = {level: both(TEXT, f"bot_{level}") for level in BOTS}
