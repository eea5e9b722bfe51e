"""Plays whole months against the computer only through the markup the view
renders (data-act / data-sel), the way the browser shell does: a stand-in for
the browser test until the shell exists."""
import html
import json
import re

from support.koikoi import GAME
from pondside import Rng
from pondside.games.koikoi.bots import choose_heuristic
from pondside.games.koikoi.view import render

CLICK = re.compile(r'<(?:div|button|g)\b([^>]*?)\bdata-(act|sel)="([^"]*)"([^>]*)>')


def _clickables(h):
    out = []
    for pre, kind, val, post in CLICK.findall(h):
        attrs = pre + post
        label = re.search(r'aria-label="([^"]*)"', attrs)
        assert label and label.group(1).strip(), "every clickable has an aria-label"
        out.append((kind, json.loads(html.unescape(val)), html.unescape(label.group(1))))
    return out


def _human_click(st, sel, rng, prefer_koi):
    """Render seat 0's screen and click something (one click)."""
    ctx = {"lang": "en", "seat": 0, "legal": GAME.legal_actions(st), "sel": sel, "compact": True}
    h = render(GAME.view(st, 0), ctx)
    clicks = _clickables(h)
    acts = [c for c in clicks if c[0] == "act"]
    if prefer_koi and any(a == {"t": "koi"} for _k, a, _l in acts):
        return "act", {"t": "koi"}
    if acts:
        return "act", acts[rng.below(len(acts))][1]
    sels = [c for c in clicks if c[0] == "sel" and c[1].get("card")]
    assert sels, "a screen where it is your turn offers something to click"
    return "sel", sels[rng.below(len(sels))][1]


def test_play_months_by_clicking_including_a_koi_decision():
    rng = Rng(17)
    koi_decisions = 0
    months_done = 0
    for seed in range(40):
        st = GAME.new_game(["You", "Computer"], seed, {"months": 3})
        sel = {}
        while not GAME.is_over(st):
            if st["to_move"] == 0:
                kind, val = _human_click(st, sel, rng, prefer_koi=koi_decisions == 0)
                if kind == "sel":
                    sel = {k: v for k, v in {**sel, **val}.items() if v is not None}
                    continue
                if val in ({"t": "koi"}, {"t": "stop"}):
                    koi_decisions += 1
                before = GAME.to_json(st)
                st = GAME.apply(st, val)
                assert GAME.to_json(st) != before
                sel = {}
            else:
                st = GAME.apply(st, choose_heuristic(GAME, GAME.view(st, 1), GAME.legal_actions(st), rng))
            if st["phase"] in ("summary", "over") and st["result"] is not None:
                h = render(GAME.view(st, 0), {"lang": "en", "seat": 0, "legal": [], "sel": {}, "compact": True})
                assert "End of month" in h
                if st["phase"] == "summary":
                    months_done += 1
        if koi_decisions >= 2 and months_done >= 3:
            break
    assert koi_decisions >= 2 and months_done >= 3
