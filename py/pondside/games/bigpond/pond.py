"""The shared pond (digest §2, §8, §9.3 step 3): cells, checkerboard, Cat/Heron limits.

The pond is ``{"x,y": tile_id}`` (x grows east, y grows SOUTH, as in
``kohaku.scoring``).  Koi sit on cells with ``x + y`` even (the seed koi is at
0,0), features on the others, so the checkerboard rule holds by construction.
``when`` maps a cell to the turn number in which its tile was placed (Herons
only block koi of *later* turns, §8).
"""
from __future__ import annotations

DIRS = {"north": (0, -1), "south": (0, 1), "west": (-1, 0), "east": (1, 0)}
NEIGH = list(DIRS.values())


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


def blocked_for_koi(pond: dict, when: dict, kinds: dict, x: int, y: int, turn: int, opts: dict):
    """Why a koi may not go to (x, y) because of a Heron or a Cat ("heron"/"cat"), or None."""
    if not opts.get("restrictions", True):
        return None
    sx, sy = DIRS[opts.get("cat_shore", "north")]
    for dx, dy in NEIGH:
        n = key(x + dx, y + dy)
        t = pond.get(n)
        if t is None:
            continue
        kd = kinds(t)
        if kd == "heron":
            placed = when.get(n, -1)
            if placed < turn or not opts.get("heron_same_turn", True):
                return "heron"
        elif kd == "cat" and (dx, dy) == (-sx, -sy):
            # the cat lies at (x+dx, y+dy); its shore side points back at (x, y)
            return "cat"
    return None


def cat_blocked(pond: dict, x: int, y: int, opts: dict) -> bool:
    """A cat may not be placed with a koi already on its shore side."""
    if not opts.get("restrictions", True):
        return False
    sx, sy = DIRS[opts.get("cat_shore", "north")]
    return key(x + sx, y + sy) in pond


def koi_blocked_cells(pond: dict, when: dict, kinds, turn: int, opts: dict) -> set:
    """Every cell where a koi may not go now because of a Heron or a Cat's shore."""
    out = set()
    if not opts.get("restrictions", True):
        return out
    sx, sy = DIRS[opts.get("cat_shore", "north")]
    same = opts.get("heron_same_turn", True)
    for k, t in pond.items():
        kd = kinds(t)
        if kd == "heron":
            if when.get(k, -1) < turn or not same:
                out.update(neighbours(k))
        elif kd == "cat":
            x, y = cell(k)
            out.add(key(x + sx, y + sy))
    return out


def legal_cells(pond: dict, when: dict, kinds, is_koi: bool, kind: str, turn: int, opts: dict,
                front=None, blocked=None) -> list:
    """Cell keys (sorted north to south, west to east) where a tile of this type may be placed now."""
    if front is None:
        front = frontier(pond)
    out = []
    if is_koi:
        if blocked is None:
            blocked = koi_blocked_cells(pond, when, kinds, turn, opts)
        for k in front:
            x, y = cell(k)
            if (x + y) % 2 == 0 and k not in blocked:
                out.append((y, x, k))
    else:
        cat = kind == "cat"
        for k in front:
            x, y = cell(k)
            if (x + y) % 2 and not (cat and cat_blocked(pond, x, y, opts)):
                out.append((y, x, k))
    out.sort()
    return [k for _, _, k in out]


def why_not(pond: dict, when: dict, kinds, is_koi: bool, kind: str, x: int, y: int, turn: int,
            opts: dict):
    """The rule (with its section) that forbids this placement, or None."""
    k = key(x, y)
    if k in pond:
        return "Place (§9.3): that cell of the pond already holds a tile"
    if not any(key(x + dx, y + dy) in pond for dx, dy in NEIGH):
        return "Place (§9.3): a new tile must touch a tile already in the pond"
    if koi_cell(x, y) != is_koi:
        return ("Checkerboard (§2): a koi tile may never touch another koi tile, nor a feature "
                "another feature")
    if is_koi:
        b = blocked_for_koi(pond, when, kinds, x, y, turn, opts)
        if b == "heron":
            return "Heron (§8): no koi may be placed next to a Heron on a later turn"
        if b == "cat":
            return "Cat (§8): no koi may be placed on a Cat's shore side"
    elif kind == "cat" and cat_blocked(pond, x, y, opts):
        return "Cat (§8): a Cat may not be placed with a koi on its shore side"
    return None
