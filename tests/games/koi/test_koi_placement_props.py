"""Property test: in reachable KOI states, the generated placements are exactly
those the placement rules (pond placement, luck tokens) allow — checked against an independent,
brute-force reading of the rules."""
from hypothesis import given, settings, strategies as st

from pondside import Rng
from pondside.games.koi.engine import GAME as G

D = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
BASE = {"lily": "foliage", "lantern": "shore"}


def xy(k):
    a, b = k.split(",")
    return int(a), int(b)


def nb(k):
    q, r = xy(k)
    return [f"{q + dq},{r + dr}" for dq, dr in D]


def brute_tile_ok(pond, item, h):
    """(legal without luck, legal with one luck token)."""
    if h in pond:
        return False, False
    kinds = [BASE.get(pond[n], pond[n]) for n in nb(h) if n in pond]
    if not kinds:
        return False, False
    broken = 0
    if not any(k in ("water", "spring") for k in kinds):
        broken += 1
    if item == "foliage" and "foliage" in kinds:
        broken += 1
    return broken == 0, broken == 1


def brute_koi_ok(p, hexes, size, ignore=None):
    occ = {h for k in p["koi"] if k["id"] != ignore for h in k["hexes"]}
    if any(p["pond"].get(h) != "water" or h in occ for h in hexes):
        return False
    if len(set(hexes)) != {"S": 1, "M": 2, "L": 3}[size] or len(hexes) != len(set(hexes)):
        return False
    return all(b in nb(a) for i, a in enumerate(hexes) for b in hexes[i + 1:])


def reachable(seed, steps):
    s = G.new_game(2 + seed % 3, seed)
    rng = Rng.from_seed(f"prop{seed}")
    out = []
    for _ in range(steps):
        if G.is_over(s):
            break
        legal = G.legal_actions(s)
        work = [a for a in legal if a["t"] in ("work", "sensei", "helper", "place", "upgrade", "move", "done")]
        pool = work if work and rng.below(4) else legal
        s = G.apply(s, pool[rng.below(len(pool))])
        out.append(s)
    return out


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(10, 120))
def test_generated_placements_match_the_rules(seed, steps):
    for s in reachable(seed, steps)[-6:]:
        if G.is_over(s):
            continue
        p = s["ps"][s["to_move"]]
        legal = G.legal_actions(s)
        luck_ok = s["options"]["luck_use"] == "ignore-adjacency" and p["luck"] >= 1
        places = [a for a in legal if a["t"] == "place"]
        for a in places:
            if "hex" in a:
                ok, lucky = brute_tile_ok(p["pond"], a["item"], a["hex"])
                assert (lucky and luck_ok) if a.get("luck") else ok, a
            else:
                assert brute_koi_ok(p, a["hexes"], a["item"]), a
        for a in legal:
            if a["t"] == "move":
                k = next(k for k in p["koi"] if k["id"] == a["koi"])
                assert brute_koi_ok(p, a["hexes"], k["size"], ignore=k["id"]) and a["hexes"] != k["hexes"]
            if a["t"] == "upgrade":
                assert p["pond"][a["hex"]] in ("foliage", "shore")
        # completeness: every hex the rules allow for a placeable tile is offered
        items = {a["item"] for a in places if "hex" in a}
        cells = {n for h in p["pond"] for n in nb(h)} - set(p["pond"])
        for it in items:
            for h in cells:
                ok, lucky = brute_tile_ok(p["pond"], it, h)
                if ok:
                    assert {"t": "place", "item": it, "hex": h} in legal
                elif lucky and luck_ok:
                    assert {"t": "place", "item": it, "hex": h, "luck": True} in legal
