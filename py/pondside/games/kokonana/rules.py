"""Kokonana! board rules as pure functions of a state: where a runner may hop, how many runners a space holds,
which tiles a runner turns over, what a talisman buys now, and how a turn begins.

The engine (``engine.py``) and the set-up positions (``position.py``) both use them, so a position is checked
by exactly the rules the game plays by.  A "state" here needs only the keys these functions read:
``options``, ``players``, ``pos``, ``matched``, ``talismans``, ``key`` and (for talismans) ``turn``.

Spaces: ``"V"`` village bank, ``"B"`` sandbank, ``"T"`` temple bank, water tiles ``"S<i>"`` / ``"D<i>"``
with ``i = (row - 1) * lanes + (lane - 1)``, row 1 nearest the bank the runners come from.
"""
from __future__ import annotations

from . import data as D

BANKS = ("V", "B", "T")


def dims(options):
    """(depth, lanes) of each water."""
    return D.GRIDS[options["grid"]]


def neighbours(state, space):
    """Spaces one hop away from ``space`` (forward, diagonal-forward, sideways)."""
    depth, lanes = dims(state["options"])
    diag = state["options"]["diagonal_hops"]
    if space == "V":
        return [f"S{r}" for r in range(lanes)]
    if space == "B":
        return [f"D{r}" for r in range(lanes)]
    if space == "T":
        return []
    sec, i = space[0], int(space[1:])
    c, r = divmod(i, lanes)
    out = []
    if c == depth - 1:
        out.append("B" if sec == "S" else "T")
    else:
        for dr in ((-1, 0, 1) if diag else (0,)):
            rr = r + dr
            if 0 <= rr < lanes:
                out.append(f"{sec}{(c + 1) * lanes + rr}")
    for rr in (r - 1, r + 1):
        if 0 <= rr < lanes:
            out.append(f"{sec}{c * lanes + rr}")
    return out


def capacity(state, space):
    """How many runners ``space`` holds (99: any number)."""
    if space in BANKS:
        cap = state["options"]["bank_capacity"]
        return cap if cap else 99
    return D.STONE_CAPACITY_2P if len(state["players"]) == 2 else D.STONE_CAPACITY


def is_stone(state, space):
    """A bank, or a water tile turned face up for good (a stepping stone)."""
    return space in BANKS or state["matched"][space[0]][int(space[1:])]


def hop_targets(state, seat):
    here = state["pos"][seat]
    out = []
    for sp in neighbours(state, here):
        if not is_stone(state, sp):
            continue
        if state["pos"].count(sp) >= capacity(state, sp):
            continue
        out.append(sp)
    return out


def past_sandbank(space) -> bool:
    """Whether a runner on ``space`` has reached the sandbank (it turns over deep tiles from then on)."""
    return space in ("B", "T") or space[0] == "D"


def flip_pool(state, seat):
    """(section, face-down indices) the seat may turn over (a turn's second step)."""
    secs = ["D"] if past_sandbank(state["pos"][seat]) else ["S", "D"]
    for sec in secs:
        down = [i for i, m in enumerate(state["matched"][sec]) if not m]
        if down:
            return sec, down
    return None, []


def talisman_actions(state, seat):
    """What a talisman buys the seat now: an extra hop, or (with a key) a look at a temple tile."""
    turn = state["turn"]
    if state["talismans"][seat] <= 0 or turn["stage"] not in ("hop", "flip1", "after", "peek", "peeked"):
        return []
    limit = state["options"]["talismans_per_turn"]
    if limit and turn["spent"] >= limit:
        return []
    acts = [{"t": "thop", "to": sp} for sp in hop_targets(state, seat)]
    if state["key"][seat] is not None and not state["options"]["young_children"]:
        acts += [{"t": "tpeek", "i": i} for i in range(temple_size(state["options"]))]
    return acts


def temple_size(options) -> int:
    return len(D.KEYS) + (0 if options["young_children"] else D.WALL_TILES)


def new_turn() -> dict:
    return {"stage": "hop", "hopped": False, "flipped": False, "first": None, "reveal": None,
            "spent": 0, "after_key": None, "peek": None}


def fresh_turn(state, seat):
    """The turn record of ``seat`` at the start of its turn in ``state`` (as the engine begins a turn), or None
    when the seat can do nothing at all (no hop, no tile to turn over, no talisman to use): its turn passes."""
    turn = new_turn()
    if state["pos"][seat] == "T":
        turn["stage"] = "peek"
        return turn
    if hop_targets(state, seat):
        return turn
    turn["hopped"] = True
    if len(flip_pool(state, seat)[1]) >= 2:
        turn["stage"] = "flip1"
        return turn
    turn["flipped"] = True
    turn["stage"] = "after"
    probe = dict(state, turn=turn)
    return turn if talisman_actions(probe, seat) else None
