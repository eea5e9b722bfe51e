"""Kōhaku scoring: pure functions over one pond (features, coins, compass cards, hidden objectives, rivals).

Public API (stable; The Big Pond mode imports it):

``score_feature(pond, pos, ctx=None) -> (points, reason)``
    The score of the ONE feature tile at ``pos``.  ``reason`` is a dict::

        {"pos": "x,y", "tile": id, "kind": kind, "points": int,
         "base": int, "bonus": int,          # bonus only with ctx["owner_colour"] (Big Pond), else 0
         "blue": {"x,y": colour, ...},       # the colour each blue koi plays for THIS feature
         "en": "Red flower: 4 adjacent koi with red → 12", "de": "..."}

``score_pond(pond, ctx=None) -> breakdown``
    Every scoring item of a pond::

        {"tiles": [reason, ...]  (one per feature tile, sorted by y then x),
         "features": int, "coins": {"count", "points", "en", "de"},
         "compass": [{"dir", "card", "count", "points", "blue", "en", "de"}, ...],   # with ctx["compass"]
         "objective": {"card", "count", "points", "choice", "en", "de"} | None,      # with ctx["objective"]
         "bonus": int,   # flat bonus (ctx["flat_bonus"])
         "total": int}

``feature_value(pond, pos, ctx=None) -> int`` and ``pond_total(pond, ctx=None) -> int``
    The same numbers without any text (fast; for bots and previews).

``norm_pond(pond) -> {(x, y): tile_id}``   accepts keys "x,y", (x, y) or [x, y].

``score_ctx(table, seat) -> ctx``   the scoring context of one seat of a state or of a view (the one home of it).

``rival_scores(pile, sundials) -> {rival: points}``   the solo rivals' scores of their pile.

Coordinates: x grows to the east, y grows to the SOUTH (north = smaller y, the top edge of the tiles).

``ctx`` (every key optional):

``ducks_total``   int: mandarin ducks in ALL ponds (default: the ducks of this pond — right for solo)
``compass``       {"N": card, "E": card, "S": card, "W": card} compass cards (Sundials module); the pond's
                  sundial tile (kind "sundial") marks the centre
``objective``     a hidden objective id (see data.OBJECTIVES)
``left_pond``     the pond of the player to the left (for Nosy Neighbor)
``owner_colour``  Big Pond: +1 per orthogonally adjacent koi containing this colour (blue koi play the same
                  single colour for feature and bonus; the choice maximises the sum)
``rules``         {"butterfly_blocked": False, "dual_flower_bonus": False} (house rules)
``flat_bonus``    int added to the total (solo rivals' sundial bonus is NOT here; it is the engine's)

Blue koi are wild: for every scoring item the engine picks, independently, the one colour that maximises that
item; acting as colour c a blue koi is a SOLID koi of colour c; it has no babies, dragonflies
or coins.
"""
from __future__ import annotations

from itertools import product

from pondside.ui.i18n import LANGS

from . import data
from .data import COLOURS, TILES
from .text import NAMES, REASON, colour_list, tile_label

ORTHO = ((0, -1), (1, 0), (0, 1), (-1, 0))
COLOUR_KINDS = ("single_flower", "dual_flower", "butterfly", "cat", "bamboo", "wildflower")
DIAG = ((-1, -1), (1, -1), (1, 1), (-1, 1))


# ------------------------------------------------------------------ helpers
def parse_pos(key):
    if isinstance(key, str):
        a, b = key.split(",")
        return int(a), int(b)
    return int(key[0]), int(key[1])


def pos_key(pos) -> str:
    return f"{pos[0]},{pos[1]}"


def norm_pond(pond) -> dict:
    if not pond:
        return {}
    k0 = next(iter(pond))
    if isinstance(k0, tuple):
        return pond
    return {parse_pos(k): v for k, v in pond.items()}


def _koi_at(P, pos):
    tid = P.get(pos)
    if tid is not None and TILES[tid]["type"] == "koi":
        return tid
    return None


def _adj_koi(P, pos):
    x, y = pos
    out = []
    for dx, dy in ORTHO:
        q = (x + dx, y + dy)
        tid = P.get(q)
        if tid is not None and TILES[tid]["type"] == "koi":
            out.append(q)
    return out


def _rules(ctx):
    return (ctx or {}).get("rules") or {}


def _blue_choices(P, blues):
    """All assignments {pos: colour} of the blue koi at ``blues``."""
    if not blues:
        return [{}]
    return [dict(zip(blues, combo)) for combo in product(COLOURS, repeat=len(blues))]


def _cols(P, q, assign):
    tid = P[q]
    if q in assign:
        return (assign[q],)
    return TILES[tid]["colours"]


def _line_koi(P, pos, blocked):
    """Koi in the same row or column as ``pos`` (butterfly); with ``blocked`` only up to the first gap/tile."""
    x, y = pos
    out = []
    if not blocked:
        for q, tid in P.items():
            if q != pos and (q[0] == x or q[1] == y) and TILES[tid]["type"] == "koi":
                out.append(q)
        return out
    for dx, dy in ORTHO:
        q = (x + dx, y + dy)
        while q in P:
            if TILES[P[q]]["type"] == "koi":
                out.append(q)
            q = (q[0] + dx, q[1] + dy)
    return out


# ------------------------------------------------------------- one feature
def _feature_core(P, pos, ctx):
    """(base points, info dict, koi positions it looks at, scorer(assign)->(pts, info))."""
    tid = P[pos]
    t = TILES[tid]
    k = t["kind"]
    rules = _rules(ctx)
    if k in ("single_flower", "dual_flower", "cat", "bamboo", "wildflower", "statue", "frog", "rock"):
        koi = _adj_koi(P, pos)
    elif k == "butterfly":
        koi = _line_koi(P, pos, rules.get("butterfly_blocked", False))
    else:
        koi = []

    def scorer(assign):
        if k == "single_flower":
            c = t["colours"][0]
            m = sum(1 for q in koi if c in _cols(P, q, assign))
            return (data.SINGLE_FLOWER["full"] if m == 4 else data.SINGLE_FLOWER["per_koi"] * m), {"m": m, "c": c}
        if k == "wildflower":
            best = (-1, None, 0)
            for c in COLOURS:
                m = sum(1 for q in koi if c in _cols(P, q, assign))
                p = data.WILDFLOWER["full"] if m == 4 else data.WILDFLOWER["per_koi"] * m
                if p > best[0]:
                    best = (p, c, m)
            return best[0], {"m": best[2], "c": best[1]}
        if k == "dual_flower":
            c1, c2 = t["colours"]
            both = one = 0
            for q in koi:
                cs = _cols(P, q, assign)
                n = (c1 in cs) + (c2 in cs)
                if n == 2:
                    both += 1
                elif n == 1:
                    one += 1
            p = data.DUAL_FLOWER["both"] * both + data.DUAL_FLOWER["one"] * one
            if rules.get("dual_flower_bonus") and both + one == 4:
                p = max(p, data.SINGLE_FLOWER["full"])
            return p, {"both": both, "one": one}
        if k == "butterfly":
            c = t["colours"][0]
            m = sum(1 for q in koi if c in _cols(P, q, assign))
            return data.BUTTERFLY_PER_KOI * m, {"m": m, "c": c}
        if k == "frog":
            m = sum(TILES[P[q]]["dragonflies"] for q in koi)
            return data.FROG_PER_DRAGONFLY * m, {"m": m}
        if k == "rock":
            m = sum(TILES[P[q]]["babies"] for q in koi)
            return data.ROCK_PER_BABY * m, {"m": m}
        if k == "statue":
            return data.STATUE[len(koi)], {"m": len(koi)}
        if k == "turtle":
            return data.TURTLE, {}
        if k == "heron":
            return data.HERON, {}
        if k == "cat":
            seen = set()
            for q in koi:
                seen.update(_cols(P, q, assign))
            missing = [c for c in COLOURS if c not in seen]
            return (0 if missing else data.CAT), {"missing": missing}
        if k == "bamboo":
            groups = {}
            for q in koi:
                typ = tuple(sorted(_cols(P, q, assign)))
                groups[typ] = groups.get(typ, 0) + 1
            if not groups:
                return 0, {"m": 0, "type": None}
            typ, n = max(sorted(groups.items()), key=lambda kv: kv[1])
            return data.BAMBOO[n], {"m": n, "type": list(typ)}
        if k == "fountain":
            kinds = set()
            x, y = pos
            for dx, dy in DIAG:
                q = (x + dx, y + dy)
                d = P.get(q)
                if d is not None and TILES[d]["type"] == "feature" and TILES[d]["kind"] != "sundial":
                    kinds.add(TILES[d]["kind"])
            return data.FOUNTAIN_PER_KIND * len(kinds), {"kinds": sorted(kinds)}
        if k == "duck":
            d = (ctx or {}).get("ducks_total")
            if d is None:
                d = sum(1 for v in P.values() if TILES[v]["kind"] == "duck")
            return data.DUCK_PER_DUCK * d, {"ducks": d}
        return 0, {}  # sundial
    return t, k, koi, scorer


def _best_feature(P, pos, ctx):
    t, k, koi, scorer = _feature_core(P, pos, ctx)
    blues = [q for q in koi if TILES[P[q]]["kind"] == "blue_koi"] if k in COLOUR_KINDS else []
    owner = (ctx or {}).get("owner_colour")
    adj = _adj_koi(P, pos) if owner else []
    if owner:
        blues = sorted(set(blues) | {q for q in adj if TILES[P[q]]["kind"] == "blue_koi"})
    best = None
    for assign in _blue_choices(P, blues):
        p, info = scorer(assign)
        bonus = 0
        if owner:
            bonus = sum(1 for q in adj if owner in _cols(P, q, assign))
        if best is None or p + bonus > best[0] + best[1]:
            best = (p, bonus, info, assign)
    return t, k, best


def feature_value(pond, pos, ctx=None) -> int:
    P = norm_pond(pond)
    pos = parse_pos(pos) if not isinstance(pos, tuple) else pos
    _, _, (p, bonus, _, _) = _best_feature(P, pos, ctx)
    return p + bonus


def _reason_text(t, k, p, info, lang):
    R = REASON
    n = info.get("m", 0)
    if k in ("single_flower", "butterfly"):
        return R(lang, k, name=tile_label(t["id"], lang), n=n, noun=NAMES(lang, "colour_noun")[info["c"]], p=p)
    if k == "wildflower":
        c = info["c"]
        return R(lang, k, colour=NAMES(lang, "colour")[c], n=n, noun=NAMES(lang, "colour_noun")[c], p=p)
    if k == "dual_flower":
        return R(lang, k, name=tile_label(t["id"], lang), both=info["both"], one=info["one"], p=p)
    if k in ("frog", "rock", "statue"):
        return R(lang, k, n=n, p=p)
    if k in ("turtle", "heron", "sundial"):
        return R(lang, k, p=p)
    if k == "cat":
        if info["missing"]:
            return R(lang, "cat_missing", missing=colour_list(info["missing"], lang), p=p)
        return R(lang, "cat_all", p=p)
    if k == "bamboo":
        typ = colour_list(info["type"], lang) if info.get("type") else "–"
        return R(lang, k, n=n, type=typ, p=p)
    if k == "fountain":
        return R(lang, k, n=len(info["kinds"]), p=p)
    if k == "duck":
        return R(lang, k, n=info["ducks"], per=data.DUCK_PER_DUCK, p=p)
    return R(lang, "other", kind=NAMES(lang, "kind").get(k, k), p=p)


def _blue_text(assign, lang):
    if not assign:
        return ""
    bits = [REASON(lang, "blue_one", x=q[0], y=q[1], colour=NAMES(lang, "colour")[c])
            for q, c in sorted(assign.items(), key=lambda kv: (kv[0][1], kv[0][0]))]
    return REASON(lang, "blue", list=", ".join(bits))


def score_feature(pond, pos, ctx=None):
    """Points and reason of the one feature tile at ``pos`` (see the module docstring)."""
    P = norm_pond(pond)
    pos = parse_pos(pos) if not isinstance(pos, tuple) else pos
    if pos not in P or TILES[P[pos]]["type"] != "feature":
        raise ValueError(f"no feature tile at {pos_key(pos)}")
    t, k, (p, bonus, info, assign) = _best_feature(P, pos, ctx)
    # only report blue koi that matter to this feature
    used = {}
    if assign:
        base_assign = {q: c for q, c in assign.items()}
        used = base_assign
    reason = {"pos": pos_key(pos), "tile": P[pos], "kind": k, "points": p + bonus, "base": p, "bonus": bonus,
              "blue": {pos_key(q): c for q, c in used.items()}, "info": info}
    for L in LANGS:
        txt = _reason_text(t, k, p, info, L) + _blue_text(used, L)
        if bonus:
            txt += REASON(L, "bonus", n=bonus, colour=NAMES(L, "colour")[ctx["owner_colour"]])
        reason[L] = txt
    return p + bonus, reason


# ----------------------------------------------------------------- compass
def find_sundial(P):
    for q, tid in P.items():
        if TILES[tid]["kind"] == "sundial":
            return q
    return None


def in_region(q, sd, direction) -> bool:
    """Strict half-planes: N = y < sy, S = y > sy, W = x < sx, E = x > sx."""
    if direction == "N":
        return q[1] < sd[1]
    if direction == "S":
        return q[1] > sd[1]
    if direction == "W":
        return q[0] < sd[0]
    return q[0] > sd[0]


def compass_value(P, sd, direction, card):
    spec = data.COMPASS[card]
    what = spec["what"]
    count = 0
    blue = 0
    for q, tid in P.items():
        if not in_region(q, sd, direction):
            continue
        t = TILES[tid]
        if what == "dragonflies":
            count += t["dragonflies"]
        elif what == "babies":
            count += t["babies"]
        elif what == "coins":
            count += t["coins"]
        elif what == "colour":
            if t["type"] == "koi":
                if spec["colour"] in t["colours"]:
                    count += 1
                elif t["kind"] == "blue_koi":
                    count += 1
                    blue += 1
        elif what == "kind":
            if t["kind"] == spec["kind"]:
                count += 1
        elif what == "flowers":
            if t["kind"] in ("single_flower", "wildflower"):
                count += 1
            elif t["kind"] == "dual_flower":
                count += 2
    return count, count * spec["per"], blue


# --------------------------------------------------------------- objectives
def _koi_tiles(P):
    return [(q, TILES[t]) for q, t in P.items() if TILES[t]["type"] == "koi"]


def _feature_kinds(P):
    out = {}
    for t in P.values():
        k = TILES[t]["kind"]
        if TILES[t]["type"] == "feature" and k != "sundial":
            out[k] = out.get(k, 0) + 1
    return out


_NEEDS_KOI = {"classic_keeper", "colorful_keeper", "fountain_of_wealth", "friendly_flies", "balanced_keeper",
              "fry_free", "bug_repellent", "rainbow_rocks", "simple_beauty", "through_the_reeds"}
_NEEDS_KINDS = {"diverse_decorator", "feathered_friends", "creature_keeper", "nosy_neighbor"}


def objective_value(P, card, ctx=None):
    """(count, points, choice) of a hidden objective for pond ``P``."""
    spec = data.OBJECTIVES[card]
    koi = _koi_tiles(P) if card in _NEEDS_KOI else []
    kinds = _feature_kinds(P) if card in _NEEDS_KINDS else {}
    choice = None
    if card == "classic_keeper":
        n = sum(1 for _, t in koi if t["kind"] == "blue_koi" or {"black", "white"} & set(t["colours"]))
    elif card == "colorful_keeper":
        n = sum(1 for _, t in koi if t["kind"] == "blue_koi" or {"red", "yellow"} & set(t["colours"]))
    elif card == "diverse_decorator":
        n = len(kinds)
    elif card == "sculptor":
        n = sum(1 for q, t in P.items() if TILES[t]["kind"] == "statue" and len(_adj_koi(P, q)) == 4)
    elif card == "curious_cats":
        n = sum(1 for q, t in P.items() if TILES[t]["kind"] == "cat" and len(_adj_koi(P, q)) >= 3)
    elif card == "feathered_friends":
        n = min(kinds.get("heron", 0), kinds.get("duck", 0))
    elif card == "fountain_of_wealth":
        n = sum(t["coins"] for _, t in koi)
    elif card == "friendly_flies":
        bfs = [q for q, t in P.items() if TILES[t]["kind"] == "butterfly"]
        n = sum(t["dragonflies"] for q, t in koi if any(b[0] == q[0] or b[1] == q[1] for b in bfs))
    elif card in ("balanced_keeper", "florist"):
        counts = {c: 0 for c in COLOURS}
        wild = 0
        if card == "balanced_keeper":
            for _, t in koi:
                if t["kind"] == "blue_koi":
                    wild += 1
                else:
                    for c in t["colours"]:
                        counts[c] += 1
        else:
            for t in P.values():
                tt = TILES[t]
                if tt["kind"] in ("single_flower", "dual_flower"):
                    for c in tt["colours"]:
                        counts[c] += 1
                elif tt["kind"] == "wildflower":
                    wild += 1
        choice = []
        for _ in range(wild):
            c = min(COLOURS, key=lambda c: counts[c])
            counts[c] += 1
            choice.append(c)
        n = min(counts.values())
    elif card == "fry_free":
        n = sum(1 for _, t in koi if t["babies"] == 0)
    elif card == "bug_repellent":
        n = sum(1 for _, t in koi if t["dragonflies"] == 0)
    elif card == "creature_keeper":
        n = min(kinds.get("frog", 0), kinds.get("turtle", 0))
    elif card == "zen_square":
        n = 0
        cells = set(P)
        for (x, y) in cells:
            size = n + 1
            while size <= 4 and all((x + i, y + j) in cells for i in range(size) for j in range(size)):
                n = size
                size += 1
        return n, spec["by_size"][n], None
    elif card == "nosy_neighbor":
        left = norm_pond((ctx or {}).get("left_pond") or {})
        lk = _feature_kinds(left) if left else {}
        if (ctx or {}).get("left_pond") is None:
            n = 0
        else:
            n = sum(1 for k, v in kinds.items() if v > lk.get(k, 0))
    elif card == "rainbow_rocks":
        types = set()
        for q, t in koi:
            if t["babies"] > 0:
                x, y = q
                if any(P.get((x + dx, y + dy)) and TILES[P[(x + dx, y + dy)]]["kind"] == "rock"
                       for dx, dy in ORTHO):
                    types.add(tuple(sorted(t["colours"])))
        n = len(types)
    elif card == "simple_beauty":
        n = sum(1 for _, t in koi if t["solid"] or t["kind"] == "blue_koi")
    elif card == "through_the_reeds":
        n = 0
        for q, t in koi:
            x, y = q

            def bam(dx, dy, x=x, y=y):
                d = P.get((x + dx, y + dy))
                return d is not None and TILES[d]["kind"] == "bamboo"
            if (bam(0, -1) and bam(0, 1)) or (bam(-1, 0) and bam(1, 0)):
                n += t["babies"] + t["dragonflies"]
    else:
        raise ValueError(f"unknown hidden objective {card!r}")
    return n, n * spec["per"], choice


# -------------------------------------------------------------------- pond
def pond_total(pond, ctx=None) -> int:
    P = norm_pond(pond)
    total = 0
    for q, tid in P.items():
        if TILES[tid]["type"] == "feature":
            total += feature_value(P, q, ctx)
        else:
            total += TILES[tid]["coins"] * data.COIN_POINTS
    ctx = ctx or {}
    comp = ctx.get("compass")
    if comp:
        sd = find_sundial(P)
        if sd is not None:
            for d in data.DIRECTIONS:
                if comp.get(d):
                    total += compass_value(P, sd, d, comp[d])[1]
    if ctx.get("objective"):
        total += objective_value(P, ctx["objective"], ctx)[1]
    return total + ctx.get("flat_bonus", 0)


def score_pond(pond, ctx=None) -> dict:
    """The full, explained breakdown of one pond (see the module docstring)."""
    P = norm_pond(pond)
    ctx = ctx or {}
    tiles = []
    for q in sorted(P, key=lambda q: (q[1], q[0])):
        if TILES[P[q]]["type"] == "feature":
            tiles.append(score_feature(P, q, ctx)[1])
    feats = sum(e["points"] for e in tiles)
    ncoins = sum(TILES[t]["coins"] for t in P.values())
    cp = ncoins * data.COIN_POINTS
    coins = {"count": ncoins, "points": cp}
    for L in LANGS:
        coins[L] = REASON(L, "coins", n=ncoins, p=cp)
    compass = []
    comp = ctx.get("compass")
    if comp:
        sd = find_sundial(P)
        if sd is not None:
            for d in data.DIRECTIONS:
                card = comp.get(d)
                if not card:
                    continue
                n, pts, blue = compass_value(P, sd, d, card)
                e = {"dir": d, "card": card, "count": n, "points": pts, "blue": blue}
                for L in LANGS:
                    extra = ""
                    if blue:
                        extra = REASON(L, "compass_blue", n=blue, colour=NAMES(L, "colour")[data.COMPASS[card]["colour"]])
                    e[L] = REASON(L, "compass", direction=NAMES(L, "direction")[d], card=compass_card(card, L),
                                  n=n, p=pts) + extra
                compass.append(e)
    objective = None
    card = ctx.get("objective")
    if card:
        n, pts, choice = objective_value(P, card, ctx)
        objective = {"card": card, "count": n, "points": pts, "choice": choice}
        for L in LANGS:
            objective[L] = REASON(L, "objective", name=NAMES(L, "objective")[card][0], n=n, p=pts)
    bonus = ctx.get("flat_bonus", 0)
    total = feats + cp + sum(e["points"] for e in compass) + (objective["points"] if objective else 0) + bonus
    return {"tiles": tiles, "features": feats, "coins": coins, "compass": compass, "objective": objective,
            "bonus": bonus, "total": total}


# -------------------------------------------------------------- a seat's context
def score_ctx(table, seat) -> dict:
    """The scoring context of ``seat`` in ``table``, a state or a view (each has players, options, ponds,
    compass and objectives; a view shows another seat's objective as ``"hidden"``, which scores nothing yet)."""
    n = len(table["players"])
    o = table["options"]
    ctx = {"rules": {"butterfly_blocked": o.get("butterfly_blocked", False),
                     "dual_flower_bonus": o.get("dual_flower_bonus", False)}}
    if n > 1:
        ctx["ducks_total"] = sum(1 for P in table["ponds"] for t in P.values() if TILES[t]["kind"] == "duck")
        ctx["left_pond"] = table["ponds"][(seat + 1) % n]
    if table.get("compass"):
        ctx["compass"] = table["compass"]
    obj = table["objectives"][seat]
    if obj in data.OBJECTIVES:
        ctx["objective"] = obj
    return ctx


def compass_card(card, lang) -> str:
    """A compass card in words with its points: "Coin: 2 per coin"."""
    return NAMES(lang, "compass_card", name=NAMES(lang, "compass")[card], per=data.COMPASS[card]["per"],
                 counts=NAMES(lang, "compass_counts")[card])


# ------------------------------------------------------------------ solo rivals
def rival_scores(pile, sundials=False) -> dict:
    """Each rival's score of the rivals' pile ``pile`` (tile ids): ``data.RIVALS``' points per tile and per solid
    koi, plus their sundial bonus in a game with sundials."""
    out = {}
    n = len(pile)
    for r, spec in data.RIVALS.items():
        solid = sum(1 for t in pile if TILES[t]["solid"] or (spec.get("blue_is_solid") and TILES[t]["kind"] == "blue_koi"))
        pts = spec["per_tile"] * n + spec["per_solid"] * solid
        if sundials:
            pts += spec["sundial_bonus"]
        out[r] = pts
    return out
