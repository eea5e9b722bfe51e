"""The shared pond: its cells, where a tile may be placed, and why not.

The pond is ``{"x,y": tile_id}`` (x grows east, y grows SOUTH, as in ``kohaku.scoring``).  Koi sit on cells with
``x + y`` even (the seed koi is at 0,0), features on the others, so the checkerboard holds by construction.
``when`` maps a cell to the turn in which its tile was placed (a heron placed this turn is *fresh*).  The cat and
heron rules themselves are Kōhaku's, in ``kohaku/placement.py``; the option ``restrictions`` (off) lifts them
in the big pond.
"""
from __future__ import annotations

from ..kohaku import placement as PL

NEIGH = list(PL.STEPS)          # north, east, south, west

_CELL: dict = {}
_NB: dict = {}


def key(x: int, y: int) -> str:
    return f"{x},{y}"


def cell(k: str) -> tuple:
    c = _CELL.get(k)
    if c is None:
        x, y = k.split(",")
        c = _CELL[k] = (int(x), int(y))
    return c


def neighbours(k: str) -> list:
    """The four orthogonal neighbour keys of a cell key (memoised: pure data)."""
    nb = _NB.get(k)
    if nb is None:
        x, y = cell(k)
        nb = _NB[k] = [key(x + dx, y + dy) for dx, dy in NEIGH]
    return nb


def koi_cell(x: int, y: int) -> bool:
    return (x + y) % 2 == 0


def frontier(pond: dict) -> set:
    """Empty cells orthogonally next to a tile."""
    return {n for k in pond for n in neighbours(k) if n not in pond}


def _fresh(when: dict, turn: int, opts: dict):
    """Which cells hold a tile placed this turn that does not block yet (a heron, option heron_same_turn)."""
    if not opts.get("heron_same_turn", True):
        return None
    return lambda k: when.get(k, -1) >= turn


def koi_blocked_cells(pond: dict, when: dict, turn: int, opts: dict) -> set:
    """Every cell where a koi may not go now because of a heron or a cat's shore."""
    if not opts.get("restrictions", True):
        return set()
    return {nb for _, _, nb in PL.closures(pond, opts.get("cat_shore", "N"), _fresh(when, turn, opts))}


def problem(pond: dict, when: dict, tid: str, x: int, y: int, turn: int, opts: dict):
    """The cat or heron rule (a key of ``kohaku.placement.problem``) that keeps ``tid`` off (x, y), or None."""
    if not opts.get("restrictions", True):
        return None
    fresh = _fresh(when, turn, opts)
    f = [fresh(key(x + dx, y + dy)) for dx, dy in NEIGH] if fresh else None
    return PL.problem(tid, PL.around_key(pond, x, y), opts.get("cat_shore", "N"), f)


def legal_cells(pond: dict, when: dict, tid: str, is_koi: bool, kind: str, turn: int, opts: dict,
                front=None, blocked=None) -> list:
    """Cell keys (sorted north to south, west to east) where a tile of this type may be placed now."""
    if front is None:
        front = frontier(pond)
    out = []
    if is_koi:
        if blocked is None:
            blocked = koi_blocked_cells(pond, when, turn, opts)
        for k in front:
            x, y = cell(k)
            if (x + y) % 2 == 0 and k not in blocked:
                out.append((y, x, k))
    else:
        cat = kind == "cat"
        for k in front:
            x, y = cell(k)
            if (x + y) % 2 and not (cat and problem(pond, when, tid, x, y, turn, opts)):
                out.append((y, x, k))
    out.sort()
    return [k for _, _, k in out]


def why_not(pond: dict, when: dict, tid: str, is_koi: bool, x: int, y: int, turn: int, opts: dict):
    """The key (in ``text.TEXT``) of the rule that forbids this placement, or None."""
    k = key(x, y)
    if k in pond:
        return "place_taken"
    if not any(key(x + dx, y + dy) in pond for dx, dy in NEIGH):
        return "place_touch"
    if koi_cell(x, y) != is_koi:
        return "checkerboard"
    return problem(pond, when, tid, x, y, turn, opts)
