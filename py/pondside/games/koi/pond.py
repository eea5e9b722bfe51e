"""KOI's pond: hex geometry and where a tile or a koi may go (the placement rules, in one place for the
engine, the view and the bots).

A pond maps hex keys ``"q,r"`` (axial coordinates, the spring at ``"0,0"``) to a cell (``data.LEVEL``); koi
lie on free water hexes.  A small koi covers 1 hex, a medium koi 2 adjacent ones, a large koi 3 mutually
adjacent ones (the sizes are stand-in numbers in ``data.RULES["pond"]``)."""
from __future__ import annotations

from .data import BASE

DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hk(q, r):
    return f"{q},{r}"


_XY_CACHE: dict = {}


def hxy(key):
    v = _XY_CACHE.get(key)
    if v is None:
        a, b = key.split(",")
        v = _XY_CACHE[key] = (int(a), int(b))
    return v


_NB_CACHE: dict = {}


def nbrs(key):
    v = _NB_CACHE.get(key)
    if v is None:
        q, r = hxy(key)
        v = _NB_CACHE[key] = tuple(hk(q + dq, r + dr) for dq, dr in DIRS)
    return v


def hsort(keys):
    return sorted(keys, key=lambda k: hxy(k))


def store_total(p):
    return sum(p["store"].values())


def free_water(p, ignore_koi=None):
    occ = set()
    for k in p["koi"]:
        if k["id"] != ignore_koi:
            occ.update(k["hexes"])
    return {h for h, c in p["pond"].items() if c == "water" and h not in occ}


def koi_spots(p, size, ignore_koi=None):
    """Every legal set of hexes (sorted list) for a koi of ``size``."""
    W = free_water(p, ignore_koi)
    out = []
    if size == "S":
        out = [[h] for h in W]
    elif size == "M":
        seen = set()
        for h in W:
            for n in nbrs(h):
                if n in W:
                    t = tuple(hsort([h, n]))
                    if t not in seen:
                        seen.add(t)
                        out.append(list(t))
    else:
        seen = set()
        for h in W:
            nb = nbrs(h)
            for i in range(6):
                a, b = nb[i], nb[(i + 1) % 6]
                if a in W and b in W:
                    t = tuple(hsort([h, a, b]))
                    if t not in seen:
                        seen.add(t)
                        out.append(list(t))
    out.sort(key=lambda hs: [hxy(h) for h in hs])
    return out


def tile_check(p, item, h):
    """None if ``item`` (a level-0 tile) may go on hex ``h``; otherwise the list of broken adjacency
    requirements (``"needs_water"``, ``"foliage_touch"``) or a fatal reason (``"occupied"``, ``"detached"``)."""
    pond = p["pond"]
    if h in pond:
        return "occupied"
    nts = [BASE.get(pond[n], pond[n]) for n in nbrs(h) if n in pond]
    if not nts:
        return "detached"
    broken = []
    if not any(t in ("water", "spring") for t in nts):
        broken.append("needs_water")
    if item == "foliage" and "foliage" in nts:
        broken.append("foliage_touch")
    return broken or None


def frontier(p):
    pond = p["pond"]
    out = set()
    for h in pond:
        for n in nbrs(h):
            if n not in pond:
                out.add(n)
    return out


def tile_spots(p, item, luck_ok):
    """(normal hexes, luck-only hexes) where a level-0 tile may go."""
    norm, lucky = [], []
    for h in frontier(p):
        res = tile_check(p, item, h)
        if res is None:
            norm.append(h)
        elif luck_ok and isinstance(res, list) and len(res) == 1:
            lucky.append(h)
    return hsort(norm), hsort(lucky)


def tile_exists(p, item, luck_ok):
    """Whether tile_spots would find any hex (early exit)."""
    for h in frontier(p):
        res = tile_check(p, item, h)
        if res is None or (luck_ok and isinstance(res, list) and len(res) == 1):
            return True
    return False


def upgrade_spots(p, base):
    return hsort([h for h, c in p["pond"].items() if c == base])
