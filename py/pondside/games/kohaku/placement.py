"""Where a tile may go: the one home of Kōhaku's placement rules, used by Kōhaku's engine (each player's own
pond), The Big Pond's engine (the shared pond) and every bot of both.

* **Checkerboard**: a koi never touches a koi, a feature never touches a feature (orthogonally).
* **Cat**: one side of a cat is its shore (the option ``cat_shore``: ``"N"``, ``"E"``, ``"S"`` or ``"W"``); no koi
  may ever go on that side, and a cat may not be placed with a koi already there.
* **Heron**: no koi may go next to a heron placed on an earlier turn (a heron placed this turn is *fresh*: the
  koi taken with it may still go next to it, unless the option ``heron_same_turn`` is off).

A cell's neighbourhood is given as ``around``: the four neighbouring tile ids (or None) in the order of
``data.DIRECTIONS`` (north, east, south, west), so the rule does not depend on how a caller keys its pond.
Directions are always named ``"N"``, ``"E"``, ``"S"``, ``"W"``.
"""
from __future__ import annotations

from . import data
from .data import TILES

DIRS = tuple(data.DIRECTIONS)                       # ("N", "E", "S", "W")
STEPS = tuple(data.STEP[d] for d in DIRS)           # ((0, -1), (1, 0), (0, 1), (-1, 0))
SIDE = {d: i for i, d in enumerate(DIRS)}
OPPOSITE = (2, 3, 0, 1)                             # the side facing back: N <-> S, E <-> W
_ALL = (0, 1, 2, 3)


def closes(kind: str, shore: str, fresh: bool = False) -> tuple:
    """The sides (indices into ``DIRS``) of a tile of ``kind`` next to which no koi may be placed: a cat's
    shore side; all four sides of a heron that is not fresh; none for any other tile."""
    if kind == "cat":
        return (SIDE[shore],)
    if kind == "heron" and not fresh:
        return _ALL
    return ()


def koi_block(around, shore: str, fresh=None):
    """Why a koi may not go to a cell with neighbours ``around`` because of a heron or a cat: ``"heron"``,
    ``"cat_shore"`` or None.  ``fresh``: None, or four flags (the neighbours placed this turn)."""
    for i, nb in enumerate(around):
        if nb is None:
            continue
        k = TILES[nb]["kind"]
        if (k == "cat" or k == "heron") and OPPOSITE[i] in closes(k, shore, bool(fresh and fresh[i])):
            return "heron" if k == "heron" else "cat_shore"
    return None


def problem(tid: str, around, shore: str, fresh=None):
    """The rule that keeps ``tid`` off a cell with neighbours ``around`` (the cell itself empty and touching
    the pond), or None: ``"koi_touches_koi"``, ``"feature_touches_feature"``, ``"heron"``, ``"cat_shore"`` (a
    koi on a cat's shore side) or ``"cat_koi"`` (a cat whose shore side holds a koi).  These are the keys of
    the messages in ``text.TEXT``."""
    koi = TILES[tid]["type"] == "koi"
    i = -1
    for nb in around:
        i += 1
        if nb is None:
            continue
        nt = TILES[nb]
        if (nt["type"] == "koi") == koi:
            return "koi_touches_koi" if koi else "feature_touches_feature"
        if koi:
            k = nt["kind"]
            if (k == "cat" or k == "heron") and OPPOSITE[i] in closes(k, shore, bool(fresh and fresh[i])):
                return "heron" if k == "heron" else "cat_shore"
    if not koi:
        for i in closes(TILES[tid]["kind"], shore, fresh=True):     # what the new tile closes at once
            nb = around[i]
            if nb is not None and TILES[nb]["type"] == "koi":
                return "cat_koi"
    return None


# (written out in the order of STEPS: the bots ask this for every cell they weigh)
def around_key(pond: dict, x: int, y: int) -> tuple:
    """``around`` of cell (x, y) of a pond keyed ``"x,y"``."""
    g = pond.get
    return g(f"{x},{y - 1}"), g(f"{x + 1},{y}"), g(f"{x},{y + 1}"), g(f"{x - 1},{y}")


def around_pos(pond: dict, x: int, y: int) -> tuple:
    """``around`` of cell (x, y) of a pond keyed ``(x, y)``."""
    g = pond.get
    return g((x, y - 1)), g((x + 1, y)), g((x, y + 1)), g((x - 1, y))


def closures(pond: dict, shore: str, fresh=None):
    """Every side a cat or a heron of ``pond`` (keyed ``"x,y"``) closes to koi, as ``(cell, direction, the
    neighbouring cell's key)``; ``fresh(cell)`` says whether the tile there was placed this turn."""
    for key, tid in pond.items():
        k = TILES[tid]["kind"]
        if k != "cat" and k != "heron":
            continue
        sides = closes(k, shore, bool(fresh and fresh(key)))
        if not sides:
            continue
        x, y = (int(v) for v in key.split(","))
        for i in sides:
            dx, dy = STEPS[i]
            yield key, DIRS[i], f"{x + dx},{y + dy}"


def closed_edges(pond: dict, shore: str, fresh=None) -> list:
    """``[(cell, direction)]``: the open sides of the pond where no koi may go (the block marks a view draws)."""
    return [(key, d) for key, d, nb in closures(pond, shore, fresh) if nb not in pond]
