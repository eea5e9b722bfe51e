"""Scoring of a documented JSON *scoring position* (docs/kohaku-positions.md), the format of old position links.

``score_position(position) -> result``::

    position = {"players": [{"name": "Ann", "pond": {"0,0": "S-R-B2", "1,0": "F-SF-R-1"},
                             "objective": "curious_cats"}],          # objective optional
                "modules": {"sundials": bool, "objectives": bool, "blue_koi": bool, "new_features": bool},
                "compass": {"N": "coin", "E": "baby", "S": "frog", "W": "red"},     # optional
                "rules": {"butterfly_blocked": false, "dual_flower_bonus": false},   # optional
                "solo": {"rival": "medium", "pile": ["T-BR-B2", ...]}}               # optional, 1 player

    result = {"players": [{"name", "breakdown": <scoring.score_pond result>, "total", "coins"}],
              "ducks_total": int, "winners": [seat, ...], "rivals": {...} | None}
"""
from __future__ import annotations

from ...core import defaults
from . import data
from . import placement as PL
from .data import TILES
from .options import OPTIONS
from .scoring import norm_pond, pos_key, rival_scores, score_pond
from .text import TEXT


def check_position(position) -> None:
    if not isinstance(position, dict) or not isinstance(position.get("players"), list):
        raise ValueError("a position is an object with a 'players' list")
    if not 1 <= len(position["players"]) <= 4:
        raise ValueError("a position has 1 to 4 players")
    seen = set()
    for p in position["players"]:
        pond = p.get("pond")
        if not isinstance(pond, dict):
            raise ValueError("every player needs a 'pond' object {\"x,y\": tile id}")
        for k, v in pond.items():
            if v not in TILES:
                raise ValueError(f"unknown tile id {v!r} at {k}")
            if v in seen:
                raise ValueError(f"tile {v!r} appears twice")
            seen.add(v)
        if p.get("objective") and p["objective"] not in data.OBJECTIVES:
            raise ValueError(f"unknown hidden objective {p['objective']!r}")
    comp = position.get("compass") or {}
    for d, c in comp.items():
        if d not in data.DIRECTIONS or c not in data.COMPASS:
            raise ValueError(f"bad compass card {d}: {c}")


def contexts(position) -> list:
    """The scoring ctx of each player of a position."""
    players = position["players"]
    n = len(players)
    ponds = [norm_pond(p["pond"]) for p in players]
    ducks = sum(1 for P in ponds for t in P.values() if TILES[t]["kind"] == "duck")
    out = []
    for i, p in enumerate(players):
        ctx = {"rules": position.get("rules") or {}}
        if n > 1:
            ctx["ducks_total"] = ducks
            ctx["left_pond"] = ponds[(i + 1) % n]
        if position.get("compass"):
            ctx["compass"] = position["compass"]
        if p.get("objective"):
            ctx["objective"] = p["objective"]
        out.append(ctx)
    return out


def score_position(position) -> dict:
    check_position(position)
    players = position["players"]
    ctxs = contexts(position)
    res = []
    for p, ctx in zip(players, ctxs):
        b = score_pond(p["pond"], ctx)
        res.append({"name": p.get("name", ""), "breakdown": b, "total": b["total"], "coins": b["coins"]["count"]})
    ducks = sum(1 for p in players for t in p["pond"].values() if TILES[t]["kind"] == "duck")
    rivals = None
    solo = position.get("solo")
    if solo is not None and len(players) == 1:
        sundials = bool((position.get("modules") or {}).get("sundials") or position.get("compass"))
        rivals = rival_scores(solo.get("pile", []), sundials)
        chosen = solo.get("rival", "medium")
        winners = [0] if res[0]["total"] > rivals[chosen] else []
    else:
        best = max((r["total"], r["coins"]) for r in res)
        winners = [i for i, r in enumerate(res) if (r["total"], r["coins"]) == best]
    return {"players": res, "ducks_total": ducks, "winners": winners, "rivals": rivals}


def pond_from_rows(rows, legend, origin=(0, 0)) -> dict:
    """Helper for tests/wiki: build a pond from text rows, each cell a legend key or '.'.
    Cells are separated by spaces."""
    pond = {}
    for y, row in enumerate(rows):
        for x, cell in enumerate(row.split()):
            if cell != ".":
                pond[pos_key((x + origin[0], y + origin[1]))] = legend[cell]
    return pond


# ------------------------------------------------------------------ links and display
def encode_position(position) -> str:
    """Compact, URL-safe text for a position (base64url of its canonical JSON), for share links."""
    import base64
    import json
    raw = json.dumps(position, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def decode_position(text: str) -> dict:
    import base64
    import json
    pad = "=" * (-len(text) % 4)
    try:
        pos = json.loads(base64.urlsafe_b64decode(text + pad).decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as e:
        raise ValueError(f"not a Kōhaku position link: {e}") from None
    check_position(pos)
    return pos


def position_view(position) -> dict:
    """A spectator view (as ``Kohaku.view`` gives) of a position, so ``view.render`` can show it."""
    check_position(position)
    players = [{"name": p.get("name") or TEXT("en", "player_n", n=i + 1)} for i, p in enumerate(position["players"])]
    n = len(players)
    mods = position.get("modules") or {}
    rules = position.get("rules") or {}
    opts = defaults(OPTIONS)
    opts.update({"sundials": bool(mods.get("sundials") or position.get("compass")),
                 "objectives": bool(mods.get("objectives")), "blue_koi": bool(mods.get("blue_koi")),
                 "new_features": bool(mods.get("new_features")),
                 "butterfly_blocked": bool(rules.get("butterfly_blocked", False)),
                 "dual_flower_bonus": bool(rules.get("dual_flower_bonus", False))})
    solo = position.get("solo") or {}
    if solo.get("rival") in data.RIVALS:
        opts["solo_rival"] = solo["rival"]
    ponds = [dict(p["pond"]) for p in position["players"]]
    blocked = [[list(e) for e in PL.closed_edges(P, opts["cat_shore"])] for P in ponds]
    return {"game": "kohaku", "players": players, "options": opts, "to_move": None, "phase": "position",
            "board": [None] * 12, "ponds": ponds, "hand": [], "herons_new": [], "turns": [0] * n, "first": 0,
            "ending": False, "discarded": [], "compass": position.get("compass"),
            "rival_pile": list(solo.get("pile", [])), "rival_last": None, "rival_pending": None, "seat": None,
            "koi_left": 0, "feat_left": 0, "removed_count": 0, "n_actions": 0,
            "objectives": [p.get("objective") for p in position["players"]], "dealt": [0] * n,
            "obj_deck_count": 0, "blocked": blocked, "solo_position": bool(position.get("solo"))}
