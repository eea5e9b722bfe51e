"""KOI view: ``render(view, ctx) -> str`` (HTML + inline SVG) and ``rules_html``.

Pure functions of one seat's view; clicks are declared with data-act/data-sel.
"""
from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from html import unescape as _unescape

from ...ui.html import act_attr, button, esc, sel_attr, svg_clickable
from .engine import HELPERS, ITEMS, KOI, RULESETS, GAME, RULE_TEXT, frontier, hxy, tile_check
from .text import STRINGS, card_name, items_text, tr

R = 26.0                     # pond hex radius (SVG units)
SQ3 = math.sqrt(3.0)

TILE_FILL = {"spring": "#2b6f9e", "water": "#5fa8d3", "shore": "#d9c38f", "foliage": "#6a9f58",
             "lily": "#6a9f58", "lantern": "#d9c38f"}
TILE_MARK = {"spring": "◎", "water": "≈", "shore": "∴", "foliage": "♣"}
ITEM_FILL = {"water": "#5fa8d3", "shore": "#d9c38f", "foliage": "#6a9f58",
             "S": "#f6f1e7", "M": "#f6f1e7", "L": "#f6f1e7"}


def _center(key):
    q, r = hxy(key)
    return R * SQ3 * (q + r / 2.0), R * 1.5 * r


@lru_cache(maxsize=4096)   # pure; the same pieces are drawn on every click
def _hex_points(cx, cy, rad):
    pts = []
    for i in range(6):
        a = math.radians(60 * i - 30)
        pts.append(f"{cx + rad * math.cos(a):.1f},{cy + rad * math.sin(a):.1f}")
    return " ".join(pts)


@lru_cache(maxsize=512)   # pure; the same pieces are drawn on every click
def _visible(html_text):
    """The visible text of an HTML fragment (icons' SVG dropped), for aria-labels that
    start with what a sighted user reads (WCAG 2.5.3, axe label-content-name-mismatch)."""
    text = re.sub(r"<svg\b.*?</svg>", " ", html_text, flags=re.S)
    text = _unescape(re.sub(r"<[^>]+>", " ", text))
    return " ".join(text.split())


def _named(visible_html, what):
    return f"{_visible(visible_html)} — {what}"


def _fmt(x):
    return f"{x:.1f}"


# ------------------------------------------------------------------ small icons
@lru_cache(maxsize=1024)   # pure; the same pieces are drawn on every click
def item_icon(item, cx, cy, s=1.0):
    """An SVG drawing of a storage item (tile or koi) centred at cx, cy."""
    if item in KOI:
        ln = {"S": 9, "M": 12, "L": 15}[item] * s
        return (f'<g class="koi-fish koi-fish-{item}">'
                f'<ellipse cx="{_fmt(cx)}" cy="{_fmt(cy)}" rx="{_fmt(ln)}" ry="{_fmt(ln * 0.45)}" fill="#f28c28" stroke="#7a3b0c" stroke-width="1"/>'
                f'<polygon points="{_fmt(cx + ln * 0.8)},{_fmt(cy)} {_fmt(cx + ln * 1.35)},{_fmt(cy - ln * 0.45)} {_fmt(cx + ln * 1.35)},{_fmt(cy + ln * 0.45)}" fill="#f28c28" stroke="#7a3b0c" stroke-width="1"/>'
                f'<circle cx="{_fmt(cx - ln * 0.2)}" cy="{_fmt(cy - ln * 0.12)}" r="{_fmt(ln * 0.22)}" fill="#fff"/>'
                f'<text x="{_fmt(cx - ln * 0.25)}" y="{_fmt(cy + 4 * s)}" class="koi-fish-label">{item}</text></g>')
    mark = TILE_MARK.get(item, "?")
    return f'<text x="{_fmt(cx)}" y="{_fmt(cy + 5 * s)}" class="koi-tile-mark">{mark}</text>'


@lru_cache(maxsize=512)   # pure; the same pieces are drawn on every click
def _mini_svg(item, size=26):
    inner = f'<polygon points="{_hex_points(0, 0, 11)}" fill="{ITEM_FILL.get(item, "#ccc")}" stroke="#234" stroke-width="1"/>'
    if item in KOI:
        inner = f'<polygon points="{_hex_points(0, 0, 11)}" fill="#5fa8d3" stroke="#234" stroke-width="1"/>' + item_icon(item, -2, 0, 0.6)
    elif item == "coin":
        inner = '<circle r="9" fill="#e9b949" stroke="#8a6510"/><text y="4" class="koi-tile-mark">¤</text>'
    else:
        inner += item_icon(item, 0, 0, 0.8)
    inner = re.sub(r"<text\b.*?</text>", "", inner, flags=re.S)     # icons carry no text of their own
    return (f'<svg class="koi-mini" width="{size}" height="{size}" viewBox="-13 -13 26 26" aria-hidden="true">'
            f'{inner}</svg>')


def _items_html(items, lang):
    return " ".join(f'<span class="koi-chip">{_mini_svg(it)}<span>{esc(tr(lang, it))}</span></span>' for it in items)


# ------------------------------------------------------------------ pond
@lru_cache(maxsize=1024)   # pure; the same pieces are drawn on every click
def _tile_svg(key, cell, lang):
    cx, cy = _center(key)
    base = {"lily": "foliage", "lantern": "shore"}.get(cell, cell)
    out = [f'<g class="koi-tile koi-t-{base}"><title>{esc(tr(lang, base))} {esc(key)}</title>',
           f'<polygon points="{_hex_points(cx, cy, R - 1)}" fill="{TILE_FILL[base]}" class="koi-hex"/>',
           f'<polygon points="{_hex_points(cx, cy, R - 6)}" fill="none" class="koi-hex-inner"/>',
           item_icon(base, cx, cy + 9, 0.8)]
    if cell in ("lily", "lantern"):  # level 1: a raised piece standing on the tile
        out.append(f'<g class="koi-level1 koi-up-{cell}"><title>{esc(tr(lang, cell))} (level 1)</title>'
                   f'<ellipse cx="{_fmt(cx)}" cy="{_fmt(cy - 2)}" rx="13" ry="8" class="koi-shadow"/>')
        if cell == "lily":
            out.append(f'<circle cx="{_fmt(cx)}" cy="{_fmt(cy - 6)}" r="11" fill="#3f8f3a" stroke="#1f4d1c"/>'
                       f'<path d="M{_fmt(cx)},{_fmt(cy - 6)} L{_fmt(cx + 11)},{_fmt(cy - 9)} L{_fmt(cx + 10)},{_fmt(cy - 2)} Z" fill="{TILE_FILL["foliage"]}"/>'
                       f'<circle cx="{_fmt(cx - 2)}" cy="{_fmt(cy - 8)}" r="4.5" fill="#f3a6c8" stroke="#9b3d6b"/>')
        else:
            out.append(f'<rect x="{_fmt(cx - 5)}" y="{_fmt(cy - 18)}" width="10" height="14" rx="2" fill="#8c8c8c" stroke="#333"/>'
                       f'<rect x="{_fmt(cx - 3)}" y="{_fmt(cy - 15)}" width="6" height="6" fill="#ffd45c"/>'
                       f'<polygon points="{_fmt(cx - 9)},{_fmt(cy - 18)} {_fmt(cx)},{_fmt(cy - 25)} {_fmt(cx + 9)},{_fmt(cy - 18)}" fill="#555"/>')
        out.append(f'<text x="{_fmt(cx + 14)}" y="{_fmt(cy - 12)}" class="koi-lvl">1</text></g>')
    out.append("</g>")
    return "".join(out)


def _koi_svg(k, lang, ghost=False):
    pts = [_center(h) for h in k["hexes"]]
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    if len(pts) >= 2:
        ang = math.degrees(math.atan2(pts[1][1] - pts[0][1], pts[1][0] - pts[0][0]))
    else:
        ang = -20
    ln = {"S": 12, "M": 24, "L": 26}[k["size"]]
    wd = {"S": 6, "M": 8, "L": 12}[k["size"]]
    cls = "koi-koi koi-ghost" if ghost else "koi-koi"
    return (f'<g class="{cls}" transform="translate({_fmt(cx)},{_fmt(cy)}) rotate({_fmt(ang)})">'
            f'<title>{esc(tr(lang, k["size"]))}</title>'
            f'<ellipse rx="{ln}" ry="{wd}" fill="#fbf7ef" stroke="#7a3b0c" stroke-width="1.2"/>'
            f'<ellipse cx="{-ln * 0.25:.1f}" cy="-1" rx="{ln * 0.35:.1f}" ry="{wd * 0.6:.1f}" fill="#e5512b"/>'
            f'<ellipse cx="{ln * 0.35:.1f}" cy="1" rx="{ln * 0.2:.1f}" ry="{wd * 0.45:.1f}" fill="#e5512b"/>'
            f'<polygon points="{ln - 2},0 {ln + 9},-{wd} {ln + 9},{wd}" fill="#f3b38a" stroke="#7a3b0c" stroke-width="1"/>'
            f'<circle cx="{-ln + 4}" cy="-2" r="1.6" fill="#111"/>'
            f'<text x="0" y="4" class="koi-fish-label">{k["size"]}</text></g>')


def _target(key, label, cls, action=None, sel=None, mark=""):
    cx, cy = _center(key)
    inner = (f'<polygon points="{_hex_points(cx, cy, R - 2)}" class="koi-target-hex"/>'
             + (f'<text x="{_fmt(cx)}" y="{_fmt(cy + 5)}" class="koi-target-mark">{mark}</text>' if mark else ""))
    return svg_clickable(inner, label=label, action=action, sel=sel, cls=cls)


def pond_svg(view, seat, ctx, interactive):
    lang = ctx.get("lang", "en")
    p = view["ps"][seat]
    legal = ctx.get("legal") or [] if interactive else []
    sel = ctx.get("sel") or {}
    places = [a for a in legal if a.get("t") == "place"]
    moves = [a for a in legal if a.get("t") == "move"]
    ups = [a for a in legal if a.get("t") == "upgrade"]
    items = _placeable_items(places)
    # the chosen item, else the first placeable one (its hexes light up at once)
    item = sel.get("item") if sel.get("item") in items else (items[0] if items and not moves else None)
    sel_koi = sel.get("koi") if any(m["koi"] == sel.get("koi") for m in moves) else None
    keys = set(p["pond"])
    targets = []      # svg fragments drawn above tiles
    extra_keys = set()
    shape_choices = []
    if item in ("water", "shore", "foliage"):
        legal_hexes = {a["hex"] for a in places if a["item"] == item}
        for h in sorted(frontier(p), key=hxy):     # refused hexes say which rule refuses them
            if h in legal_hexes:
                continue
            res = tile_check(p, item, h)
            if isinstance(res, list) and res:
                cx, cy = _center(h)
                why = RULE_TEXT[res[0]]["de" if lang == "de" else "en"].format(h=h, item=tr(lang, item))
                extra_keys.add(h)
                targets.append(f'<g class="koi-nope"><title>{esc(why)}</title>'
                               f'<polygon points="{_hex_points(cx, cy, R - 3)}" class="koi-nope-hex"/>'
                               f'<text x="{_fmt(cx)}" y="{_fmt(cy + 5)}" class="koi-target-mark koi-nope-mark">×</text></g>')
        for a in places:
            if a["item"] != item:
                continue
            h = a["hex"]
            extra_keys.add(h)
            if a.get("luck"):
                targets.append(_target(h, tr(lang, "a_place_luck", item=tr(lang, item), h=h),
                                       "koi-target koi-target-luck", action=a, mark="★"))
            else:
                targets.append(_target(h, tr(lang, "a_place", item=tr(lang, item), h=h),
                                       "koi-target", action=a, mark="+"))
    elif item in KOI or sel_koi is not None:
        if sel_koi is not None:
            cands = [m for m in moves if m["koi"] == sel_koi]
            label_key = "a_move"
        else:
            cands = [a for a in places if a["item"] == item]
            label_key = "a_place_koi"
        targets_, shape_choices = _koi_targets(cands, sel.get("anchor"), lang, label_key,
                                               tr(lang, item) if item else "")
        targets += targets_
    up_svg = []
    for a in ups:
        h = a["hex"]
        up = "lily" if p["pond"].get(h) == "foliage" else "lantern"
        up_svg.append(_target(h, tr(lang, "a_upgrade", up=tr(lang, up), h=h), "koi-target koi-target-up",
                              action=a, mark="▲"))
    koi_click = []
    if moves and item is None:
        movable = sorted({m["koi"] for m in moves})
        for k in p["koi"]:
            if k["id"] in movable:
                cs = [_center(h) for h in k["hexes"]]
                cx, cy = sum(c[0] for c in cs) / len(cs), sum(c[1] for c in cs) / len(cs)
                inner = "".join(f'<polygon points="{_hex_points(*_center(h), R - 1)}" class="koi-koi-pick"/>'
                                for h in k["hexes"])
                # one solid hit area over the fish itself (its centre lies between the hexes)
                inner += f'<circle cx="{_fmt(cx)}" cy="{_fmt(cy)}" r="{_fmt(R * 0.7)}" class="koi-hit"/>'

                koi_click.append(svg_clickable(inner, label=tr(lang, "sel_koi", item=tr(lang, k["size"])),
                                               sel={"koi": k["id"], "anchor": None, "item": None},
                                               cls="koi-target koi-target-koi"))
    allk = keys | extra_keys
    xs, ys = zip(*[_center(k) for k in allk]) if allk else ((0,), (0,))
    pad = R * 1.3
    x0, x1, y0, y1 = min(xs) - pad, max(xs) + pad, min(ys) - pad, max(ys) + pad
    w, h = x1 - x0, y1 - y0
    if w < 12 * R:       # small ponds: keep the hexes at a sensible size, centred
        x0 -= (12 * R - w) / 2
        w = 12 * R
    if h < 8 * R:
        y0 -= (8 * R - h) / 2
        h = 8 * R
    out = [f'<svg class="koi-pond-svg" viewBox="{_fmt(x0)} {_fmt(y0)} {_fmt(w)} {_fmt(h)}" '
           f'width="{w * 1.7:.0f}" role="group" '
           f'aria-label="{esc(tr(lang, "pond_of", name=view["players"][seat]["name"]))}">',
           '<defs><pattern id="koi-waves" width="12" height="8" patternUnits="userSpaceOnUse">'
           '<path d="M0,4 q3,-3 6,0 t6,0" fill="none" stroke="rgba(255,255,255,.35)" stroke-width="1"/></pattern></defs>']
    for k in sorted(keys, key=hxy):
        out.append(_tile_svg(k, p["pond"][k], lang))
    for k in p["koi"]:
        out.append(_koi_svg(k, lang))
    out += up_svg + koi_click + targets
    out.append("</svg>")
    ctx["_auto_item"] = item
    return "".join(out), shape_choices


def _koi_targets(cands, anchor, lang, label_key, item_name):
    """Clickable hexes for multi-hex koi placements (anchor first, then the rest)."""
    targets, choices = [], []
    by_hex = {}
    for a in cands:
        for h in a["hexes"]:
            by_hex.setdefault(h, []).append(a)
    if anchor is not None and anchor in by_hex:
        mine = by_hex[anchor]
        for a in mine:
            choices.append(a)
        partner = {}
        for a in mine:
            for h in a["hexes"]:
                if h != anchor:
                    partner.setdefault(h, []).append(a)
        targets.append(_target(anchor, tr(lang, "cancel"), "koi-target koi-target-anchor",
                               sel={"anchor": None}, mark="●"))
        for h, acts in sorted(partner.items()):
            if len(acts) == 1:
                targets.append(_target(h, tr(lang, label_key, item=item_name, hs=" + ".join(acts[0]["hexes"])),
                                       "koi-target", action=acts[0], mark="+"))
        return targets, choices
    for h, acts in sorted(by_hex.items()):
        if len(acts) == 1:
            targets.append(_target(h, tr(lang, label_key, item=item_name, hs=" + ".join(acts[0]["hexes"])),
                                   "koi-target", action=acts[0], mark="+"))
        else:
            targets.append(_target(h, tr(lang, "sel_anchor", h=h), "koi-target", sel={"anchor": h}, mark="·"))
    return targets, choices


def _placeable_items(places):
    out = []
    for a in places:
        if a["item"] not in out:
            out.append(a["item"])
    return out


# ------------------------------------------------------------------ storage (sensei board)
STORE_LAYOUT = ["0,0", "1,0", "2,0", "0,1", "1,1"]           # starting storage (P2: 5 hexes)
EXP_LAYOUT = [("2,1", "3,1"), ("3,0", "4,0"), ("-1,1", "-1,2"), ("0,2", "1,2"), ("4,-1", "5,-1"),
              ("2,2", "3,2"), ("-1,0", "-2,1"), ("5,0", "6,-1")]


def storage_hexes(view, cap):
    start = RULESETS[view["options"]["ruleset"]]["P2_storage"]["start_hexes"]
    hexes = [("s", h) for h in STORE_LAYOUT[:start]]
    while len(hexes) < start:
        hexes.append(("s", f"{len(hexes)},-1"))
    i = 0
    while len(hexes) < cap:
        pair = EXP_LAYOUT[i] if i < len(EXP_LAYOUT) else (f"{i},3", f"{i},4")
        hexes += [("e", pair[0]), ("e", pair[1])]
        i += 1
    return hexes[:cap] if cap >= start else hexes


def storage_svg(view, seat, ctx, interactive):
    lang = ctx.get("lang", "en")
    p = view["ps"][seat]
    cap = view["cap"][seat]
    legal = ctx.get("legal") or [] if interactive else []
    places = [a for a in legal if a.get("t") == "place"]
    pick = set(_placeable_items(places)) if view["phase"] != "rain" else set()
    discard = {a["item"] for a in legal if a.get("t") == "discard"}
    sel_item = (ctx.get("sel") or {}).get("item") or ctx.get("_auto_item")
    contents = []
    for it in ITEMS:
        contents += [it] * p["store"][it]
    hexes = storage_hexes(view, cap)
    rs = 20.0
    cells = []
    for i, (kind, key) in enumerate(hexes):
        cells.append((kind, key, contents[i] if i < len(contents) else None))
    over = contents[len(hexes):]
    coords = [(rs * SQ3 * (hxy(k)[0] + hxy(k)[1] / 2.0), rs * 1.5 * hxy(k)[1]) for _, k, _ in cells]
    ox = [(rs * SQ3 * (7 + i * 1.0), 0.0) for i in range(len(over))]
    allc = coords + ox or [(0, 0)]
    x0 = min(c[0] for c in allc) - rs * 1.4
    x1 = max(c[0] for c in allc) + rs * 1.4
    y0 = min(c[1] for c in allc) - rs * 1.4 - 20
    y1 = max(c[1] for c in allc) + rs * 1.4
    out = [f'<svg class="koi-store-svg" viewBox="{_fmt(x0)} {_fmt(y0)} {_fmt(x1 - x0)} {_fmt(y1 - y0)}" '
           f'width="{(x1 - x0) * 1.6:.0f}" role="group" '
           f'aria-label="{esc(tr(lang, "storage_title", used=len(contents), cap=cap))}">',
           f'<rect x="{_fmt(x0 + 2)}" y="{_fmt(y0 + 2)}" width="{_fmt(x1 - x0 - 4)}" height="{_fmt(y1 - y0 - 4)}" rx="10" class="koi-board"/>',
           f'<text x="{_fmt(x0 + 12)}" y="{_fmt(y0 + 16)}" class="koi-board-title">{esc(tr(lang, "store_short", used=len(contents), cap=cap))}</text>']
    done_items = set()
    for (kind, key, it), (cx, cy) in zip(cells, coords):
        cls = "koi-store-hex koi-store-exp" if kind == "e" else "koi-store-hex"
        body = f'<polygon points="{_hex_points(cx, cy, rs - 1)}" class="{cls}"/>'
        if it is not None:
            body += (f'<polygon points="{_hex_points(cx, cy, rs - 4)}" fill="{ITEM_FILL[it]}" class="koi-store-item"/>'
                     + item_icon(it, cx, cy, 0.8 if it in KOI else 0.9))
            first = it not in done_items
            done_items.add(it)
            if first and it in pick:
                chosen = " koi-picked" if sel_item == it else ""
                body = svg_clickable(body, label=tr(lang, "sel_item", item=tr(lang, it), n=p["store"][it]),
                                     sel={"item": it, "anchor": None, "koi": None}, cls="koi-target-store" + chosen)
            elif first and it in discard:
                body = svg_clickable(body, label=tr(lang, "a_discard", item=tr(lang, it)),
                                     action={"t": "discard", "item": it}, cls="koi-target-store koi-discard")
        out.append(body)
    for it, (cx, cy) in zip(over, ox):
        out.append(f'<polygon points="{_hex_points(cx, cy, rs - 3)}" fill="{ITEM_FILL[it]}" class="koi-store-over"/>'
                   + item_icon(it, cx, cy, 0.8) + f'<text x="{_fmt(cx)}" y="{_fmt(cy - rs)}" class="koi-over-mark">!</text>')
    out.append("</svg>")
    return "".join(out)


# ------------------------------------------------------------------ cards
def _bonus_text(b, lang):
    if b["coins"] < 0:
        s = tr(lang, "pay", n=-b["coins"]) + " ¤"
    elif b["coins"] > 0:
        s = tr(lang, "gain", n=b["coins"]) + " ¤"
    else:
        s = tr(lang, "free")
    for it in b["tiles"]:
        s += " +" + tr(lang, it)
    return s


def card_body(card, lang):
    typ = card["type"]
    c = card["contents"]
    if typ in HELPERS:
        text = esc(tr(lang, "eff_" + typ))
        kind = f'<span class="koi-card-kind">{esc(tr(lang, "helper"))}</span>'
    elif typ == "parchment":
        text = esc(tr(lang, "eff_parchment", vp=c["vp"], what=tr(lang, "pk_" + c["kind"])))
        kind = ""
    elif typ == "rain":
        text = esc(tr(lang, "eff_rain")) + " " + _items_html(c["tiles"], lang)
        kind = ""
    elif typ == "well":
        alts = [f'<span class="koi-alt">{_items_html(a, lang)}</span>' for a in c["alts"]]
        text = esc(tr(lang, "eff_well")) + " " + ' <span class="koi-slash">/</span> '.join(alts)
        kind = ""
    else:
        text = esc(tr(lang, "eff_" + typ))
        kind = ""
    return (f' <span class="koi-card-name">{esc(card_name(card, lang))}</span> {kind} '
            f'<span class="koi-card-text">{text}</span>')


def market_html(view, ctx):
    lang = ctx.get("lang", "en")
    legal = ctx.get("legal") or []
    takes = {a["slot"]: a for a in legal if a.get("t") == "take"}
    bonus = RULESETS[view["options"]["ruleset"]]["P3_market"]["slot_bonus"]
    out = [f'<section class="koi-market" aria-label="{esc(tr(lang, "market_title"))}">',
           f'<div class="koi-deck" title="{esc(tr(lang, "deck_n", n=view["deck_count"]))}">'
           f'<span class="koi-deck-n">{view["deck_count"]}</span><span>{esc(tr(lang, "deck"))}</span></div>']
    for i, cid in enumerate(view["market"]):
        head = (f'<span class="koi-slot">{esc(tr(lang, "slot", n=i + 1))} · '
                f'<b>{esc(_bonus_text(bonus[i], lang))}</b></span>')
        if cid is None:
            out.append(f'<div class="koi-card koi-card-empty">{head}</div>')
            continue
        card = view["cards"][cid]
        inner = head + card_body(card, lang)
        cls = f"koi-card koi-card-{card['type']}"
        if i in takes:
            label = tr(lang, "a_take", card=card_name(card, lang), n=i + 1, bonus=_bonus_text(bonus[i], lang))
            out.append(f'<button type="button" class="{cls} koi-can" {act_attr(takes[i])} '
                       f'aria-label="{esc(_named(inner, label))}">{inner}</button>')
        else:
            out.append(f'<div class="{cls}">{inner}</div>')
    out.append("</section>")
    return "".join(out)


def goals_html(view, ctx):
    lang = ctx.get("lang", "en")
    if not view["goals"]:
        return ""
    out = [f'<section class="koi-goals" aria-label="{esc(tr(lang, "goals_title"))}"><h3>{esc(tr(lang, "goals_title"))} '
           f'<span class="koi-prov" title="{esc(tr(lang, "provisional_badge"))}">P7</span></h3>']
    for g in view["goals"]:
        out.append(f'<div class="koi-goal"><span class="koi-goal-kind">{esc(tr(lang, "goal_kind_" + g["kind"]))}</span>')
        for tier in g["tiers"]:
            who = (tr(lang, "claimed_by", name=view["players"][tier["by"]]["name"]) if tier["by"] is not None
                   else tr(lang, "open"))
            cls = "koi-tier koi-tier-taken" if tier["by"] is not None else "koi-tier"
            out.append(f'<span class="{cls}">{esc(tr(lang, "goal_tier", n=tier["n"], vp=tier["vp"]))}'
                       f'<small>{"✓ " if tier["by"] is not None else ""}{esc(who)}</small></span>')
        out.append("</div>")
    out.append("</section>")
    return "".join(out)


# ------------------------------------------------------------------ players
def player_html(view, seat, ctx, me, shown):
    lang = ctx.get("lang", "en")
    p = view["ps"][seat]
    name = view["players"][seat]["name"]
    legal = ctx.get("legal") or [] if me else []
    helper_acts = {a["h"]: a for a in legal if a.get("t") == "helper"}
    used = view["work"]["used"] if view["to_move"] == seat else {}
    cls = "koi-player" + (" koi-active" if view["to_move"] == seat else "") + (" koi-shown" if shown else "")
    out = [f'<section class="{cls}" aria-label="{esc(name)}">',
           f'<header class="koi-ph"><span class="koi-seat">{seat + 1}</span> <b>{esc(name)}</b>'
           f'{" ▶" if view["to_move"] == seat else ""}'
           f'<span class="koi-res"><span title="{esc(tr(lang, "coins"))}">¤ {p["coins"]}</span>'
           f'<span title="{esc(tr(lang, "luck"))}">☘ {p["luck"]}</span>'
           f'<span title="{esc(tr(lang, "vp"))}">★ {view["scores"][seat]} {esc(tr(lang, "vp"))}</span></span>',
           (button(tr(lang, "show_pond", name=name), sel={"show": seat}, cls="koi-btn koi-btn-small",
                   aria=tr(lang, "show_pond", name=name)) if not shown else ""),
           '</header>']
    hs = []
    for h in HELPERS:
        n = p["helpers"][h]
        if not n:
            continue
        u = used.get(h, 0)
        label = f'{tr(lang, h)} ×{n}' + (f' ({u}✓)' if u else "")
        if h in helper_acts:
            hs.append(f'<button type="button" class="koi-helper koi-helper-{h} koi-can" {act_attr(helper_acts[h])} '
                      f'aria-label="{esc(_named(esc(label), tr(lang, "a_helper", helper=tr(lang, h))))}" '
                      f'title="{esc(tr(lang, "eff_" + h))}">'
                      f'{esc(label)}</button>')
        else:
            hs.append(f'<span class="koi-helper koi-helper-{h}" title="{esc(tr(lang, "eff_" + h))}">{esc(label)}</span>')
    out.append(f'<div class="koi-helpers"><small>{esc(tr(lang, "helpers_title"))}:</small> '
               f'{"".join(hs) or esc(tr(lang, "none"))}</div>')
    kept = [card_name(view["cards"][c], lang) for c in p["kept"]]
    out.append(f'<div class="koi-kept"><small>{esc(tr(lang, "kept_title"))}:</small> '
               f'{esc(", ".join(kept)) if kept else esc(tr(lang, "none"))}</div>')
    out.append("</section>")
    return "".join(out)


# ------------------------------------------------------------------ action bar
def _btn(label, **kw):
    kw.setdefault("aria", label)
    return button(label, **kw)


def actions_html(view, ctx, shape_choices):
    lang = ctx.get("lang", "en")
    legal = ctx.get("legal") or []
    seat = ctx.get("seat")
    btns = []
    R_ = RULESETS[view["options"]["ruleset"]]["P3_market"]["koi_price"]
    for a in legal:
        t = a.get("t")
        if t == "work":
            btns.append(_btn(tr(lang, "a_work"), action=a, cls="koi-btn koi-btn-main"))
        elif t == "sensei":
            btns.append(_btn(tr(lang, "a_sensei"), action=a, cls="koi-btn koi-btn-main"))
        elif t == "end":
            btns.append(_btn(tr(lang, "a_end"), action=a, cls="koi-btn"))
        elif t == "done":
            btns.append(_btn(tr(lang, "a_done"), action=a, cls="koi-btn"))
        elif t == "pass":
            btns.append(_btn(tr(lang, "a_pass"), action=a, cls="koi-btn"))
        elif t == "skip":
            key = "a_skip_coin" if view["phase"] == "buy" else "a_skip"
            btns.append(_btn(tr(lang, key), action=a, cls="koi-btn"))
        elif t == "buy":
            btns.append(_btn(tr(lang, "a_buy", item=tr(lang, a["size"]), n=R_[a["size"]]), action=a, cls="koi-btn"))
        elif t == "koi":
            btns.append(_btn(tr(lang, "a_koi", item=tr(lang, a["size"]), n=max(0, R_[a["size"]] - 1)),
                               action=a, cls="koi-btn"))
        elif t == "well":
            items = view["pend"]["alts"][a["alt"]]
            btns.append(_btn(tr(lang, "a_well", items=items_text(items, lang)), action=a, cls="koi-btn"))
        elif t == "goal":
            g = view["goals"][a["g"]]
            tier = g["tiers"][view["pend"]["tier"]]
            what = f'{tr(lang, "goal_kind_" + g["kind"])} {tier["n"]}+'
            if a["claim"]:
                btns.append(_btn(tr(lang, "a_claim", what=what, vp=tier["vp"]), action=a, cls="koi-btn koi-btn-main"))
            else:
                btns.append(_btn(tr(lang, "a_renounce"), action=a, cls="koi-btn"))
        elif t == "discard":
            btns.append(_btn(tr(lang, "a_discard", item=tr(lang, a["item"])), action=a, cls="koi-btn"))
        elif t == "stow":
            btns.append(_btn(tr(lang, "a_stow", item=tr(lang, a["item"])), action=a, cls="koi-btn"))
    for a in shape_choices:
        key = "a_move" if a["t"] == "move" else "a_place_koi"
        item = tr(lang, a.get("item", "")) if a.get("item") else ""
        btns.append(_btn(tr(lang, key, item=item, hs=" + ".join(a["hexes"])), action=a, cls="koi-btn"))
    sel = ctx.get("sel") or {}
    if any(sel.get(k) is not None for k in ("item", "koi", "anchor")):
        btns.append(_btn(tr(lang, "cancel"), sel={"_clear": True}, cls="koi-btn koi-btn-ghost"))
    return f'<div class="koi-actions" role="toolbar">{"".join(btns)}</div>' if btns else ""


def rain_tray(view, ctx):
    lang = ctx.get("lang", "en")
    if view["phase"] != "rain":
        return ""
    legal = ctx.get("legal") or []
    items = _placeable_items([a for a in legal if a.get("t") == "place"])
    sel_item = (ctx.get("sel") or {}).get("item") or ctx.get("_auto_item")
    chips = []
    for it in view["pend"]["tiles"]:
        if it in items:
            cls = "koi-chip koi-can" + (" koi-picked" if sel_item == it else "")
            chips.append(f'<button type="button" class="{cls}" {sel_attr({"item": it, "anchor": None, "koi": None})} '
                         f'aria-label="{esc(_named(esc(tr(lang, it)), tr(lang, "sel_item", item=tr(lang, it), n=1)))}">{_mini_svg(it)}'
                         f'<span>{esc(tr(lang, it))}</span></button>')
        else:
            chips.append(f'<span class="koi-chip">{_mini_svg(it)}<span>{esc(tr(lang, it))}</span></span>')
    return f'<div class="koi-rain"><b>{esc(tr(lang, "rain"))}:</b> {"".join(chips)}</div>'


def prompt_text(view, ctx):
    lang = ctx.get("lang", "en")
    tm = view["to_move"]
    if tm is None:
        names = ", ".join(view["players"][w]["name"] for w in view["winners"])
        return tr(lang, "game_over") + " — " + tr(lang, "winner", names=names)
    if ctx.get("seat") != tm:
        return tr(lang, "p_wait", name=view["players"][tm]["name"])
    ph = view["phase"]
    if ph == "helper":
        text = tr(lang, "p_helper", helper=tr(lang, view["pend"]["h"]))
    else:
        text = tr(lang, "p_" + ph)
    if ph in ("sensei", "helper", "rain") and any(a.get("t") in ("place", "move") for a in ctx.get("legal") or []):
        sel = ctx.get("sel") or {}
        if sel.get("anchor"):
            text += " " + tr(lang, "pick_shape")
        elif sel.get("item") in KOI:
            text += " " + tr(lang, "pick_anchor")
        elif not sel.get("item"):
            text += " " + tr(lang, "pick_item")
    return text


def scores_html(view, ctx):
    lang = ctx.get("lang", "en")
    n = len(view["players"])
    keys = []
    for rows in view["breakdown"]:
        for r in rows:
            if r[0] not in keys:
                keys.append(r[0])

    def label(k):
        if k.startswith("parchment_"):
            return tr(lang, "b_parchment", what=tr(lang, "pk_" + k[10:]))
        if k.startswith("goal_"):
            return tr(lang, "b_goal", what=tr(lang, "goal_kind_" + k[5:]))
        return tr(lang, "b_" + k)

    head = "".join(f"<th scope='col'>{esc(view['players'][s]['name'])}"
                   f"{' ★' if s in view['winners'] else ''}</th>" for s in range(n))
    body = []
    for k in keys:
        cells = []
        for s in range(n):
            r = next((r for r in view["breakdown"][s] if r[0] == k), None)
            cells.append(f"<td>{r[2]} <small>({r[1]})</small></td>" if r else "<td>–</td>")
        body.append(f"<tr><th scope='row'>{esc(label(k))}</th>{''.join(cells)}</tr>")
    tot = "".join(f"<td><b>{view['scores'][s]}</b></td>" for s in range(n))
    over = view["to_move"] is None
    return (f'<details class="koi-scores"{" open" if over else ""}><summary>{esc(tr(lang, "score_title"))}</summary>'
            f'<table><thead><tr><th></th>{head}</tr></thead><tbody>{"".join(body)}'
            f'<tr class="koi-total"><th scope="row">{esc(tr(lang, "total"))}</th>{tot}</tr></tbody></table></details>')


# ------------------------------------------------------------------ render
def render(view, ctx) -> str:
    ctx = dict(ctx)          # render-local notes (the auto-selected item) never leak to the caller
    lang = ctx.get("lang", "en")
    seat = ctx.get("seat")
    sel = ctx.get("sel") or {}
    n = len(view["players"])
    me = seat if isinstance(seat, int) and 0 <= seat < n else None
    shown = sel.get("show")
    if not isinstance(shown, int) or not 0 <= shown < n:
        shown = me if me is not None else (view["to_move"] if view["to_move"] is not None else 0)
    my_turn = me is not None and view["to_move"] == me
    interactive = my_turn and shown == me
    pond, shapes = pond_svg(view, shown, ctx, interactive)
    status = []
    if view["last_round"] is not None and view["to_move"] is not None:
        status.append(f'<span class="koi-badge koi-badge-final">{esc(tr(lang, "final_round", n=view["last_round"]))}</span>')
    status.append(f'<span class="koi-badge koi-prov" title="{esc(tr(lang, "provisional_badge"))}">'
                  f'{esc(view["options"]["ruleset"])}</span>')
    prompt_cls = "koi-prompt koi-myturn" if my_turn else "koi-prompt"
    out = [f'<div class="koi-root{" koi-compact" if ctx.get("compact") else ""}" lang="{lang}">',
           f'<div class="{prompt_cls}" role="status"><span>{esc(prompt_text(view, ctx))}</span>{"".join(status)}</div>',
           actions_html(view, ctx, shapes) if my_turn else "",
           '<div class="koi-top">', market_html(view, ctx if my_turn else dict(ctx, legal=[])), goals_html(view, ctx),
           '</div>',
           '<div class="koi-main">',
           f'<section class="koi-pond" aria-label="{esc(tr(lang, "pond_of", name=view["players"][shown]["name"]))}">'
           f'<h3>{esc(tr(lang, "pond_of", name=view["players"][shown]["name"]))}</h3>',
           rain_tray(view, ctx) if interactive else "",
           pond, '</section>',
           '<div class="koi-side">',
           f'<section class="koi-store">{storage_svg(view, shown, ctx, interactive)}</section>']
    order = [shown] + [s for s in range(n) if s != shown]
    for s in order:
        out.append(player_html(view, s, ctx, interactive and s == me, s == shown))
    out.append(scores_html(view, ctx))
    out.append("</div></div></div>")
    return "".join(out)


# ------------------------------------------------------------------ rules page
RULES_TEXT = {
    "en": {
        "title": "KOI — rules",
        "intro": "KOI (dV Giochi; Battiato, Borzì, Chiacchiera). The publisher's full rulebook is not public. "
                 "Rules marked <b>confirmed</b> come from the card appendix and the published set-up; rules marked "
                 "<b class='koi-prov'>provisional</b> are our complete fill-in (rule set “provisional-v1”, "
                 "patterned on the designers' earlier game <i>Bonsai</i>). Every provisional number lives in "
                 "<code>rules_provisional.json</code>.",
        "solo": "Solo: not yet available (rules unknown).",
        "setup_h": "Set-up (confirmed)",
        "setup": "Each player: a sensei board with its storage, a spring tile (the first hex of the pond), 2 coins "
                 "and 1 luck token. Koi removed by player count: 3 players −1 small, −1 medium, −2 large; "
                 "2 players −1 small, −2 medium, −2 large. Cards marked “4+” leave with 3 players, “3+” and “4+” "
                 "with 2. The deck is shuffled and 5 cards are laid face up. In seat order players take their "
                 "starting tiles (1st player: 2 water). First game: no goals.",
        "turn_h": "Your turn (confirmed)",
        "turn": "Choose exactly one: <b>Meditate</b> — take a card from the market, pay or gain the bonus of its "
                "space, use the card, and buy koi (details in P3), or <b>Work</b> — your sensei action moves items from storage "
                "into your pond; activate each of your Helper cards at most once, before or after the sensei "
                "action, in any order, each with either of its alternatives.",
        "cards_h": "Cards (confirmed)",
        "parch_h": "Parchments (confirmed, end of game)",
        "prov_h": "Provisional rules (rule set provisional-v1)",
        "opts_h": "Assumed options and their current values",
        "upg": "Upgrades only on their tile kind: a water-lily (from the supply) only on a placed foliage tile, "
               "a lantern only on a placed shore tile; a lantern also gives 1 luck token. Rain tiles go into the "
               "pond at once; Well tiles and coins go to storage; a “/” on a Well is a choice.",
        "storage": "Storage expansions add 2 hexes and must touch your storage; they may be rearranged at any "
                   "time, so the board simply shows them attached.",
        "rain": "take the tiles shown on the card from the supply and place them in your pond at once.",
        "well": "take the tiles and/or coins shown on the card (a “/” means choose one side); tiles go to storage.",
    },
    "de": {
        "title": "KOI — Regeln",
        "intro": "KOI (dV Giochi; Battiato, Borzì, Chiacchiera). Das vollständige Regelheft ist nicht öffentlich. "
                 "<b>Bestätigte</b> Regeln stammen aus dem Kartenanhang und dem veröffentlichten Aufbau; "
                 "<b class='koi-prov'>vorläufige</b> Regeln sind unsere vollständige Ergänzung (Regelwerk "
                 "„provisional-v1“, nach dem Vorbild von <i>Bonsai</i> derselben Autoren). Jede vorläufige Zahl "
                 "steht in <code>rules_provisional.json</code>.",
        "solo": "Solo: noch nicht verfügbar (Regeln unbekannt).",
        "setup_h": "Aufbau (bestätigt)",
        "setup": "Jede Person: ein Sensei-Tableau mit Lager, eine Quelle (das erste Feld des Teichs), 2 Münzen und "
                 "1 Glücksmarker. Koi nach Personenzahl entfernt: zu dritt −1 klein, −1 mittel, −2 groß; zu zweit "
                 "−1 klein, −2 mittel, −2 groß. Karten mit „4+“ fallen zu dritt weg, „3+“ und „4+“ zu zweit. Der "
                 "Stapel wird gemischt, 5 Karten liegen offen aus. In Sitzreihenfolge nimmt man die Startplättchen "
                 "(1. Person: 2 Wasser). Erste Partie: ohne Ziele.",
        "turn_h": "Dein Zug (bestätigt)",
        "turn": "Wähle genau eins: <b>Meditieren</b> — eine Karte aus der Auslage nehmen, den Bonus ihres Feldes "
                "zahlen oder erhalten, die Karte nutzen und Koi kaufen (Einzelheiten in P3) oder <b>Arbeiten</b> — die Sensei-Aktion legt Teile aus dem Lager in "
                "den Teich; jede Helfer-Karte höchstens einmal, vor oder nach der Sensei-Aktion, in beliebiger "
                "Reihenfolge, jeweils mit einer ihrer beiden Möglichkeiten.",
        "cards_h": "Karten (bestätigt)",
        "parch_h": "Pergamente (bestätigt, Spielende)",
        "prov_h": "Vorläufige Regeln (Regelwerk provisional-v1)",
        "opts_h": "Angenommene Optionen und ihre aktuellen Werte",
        "upg": "Aufwertungen nur auf ihrer Plättchenart: eine Seerose (aus dem Vorrat) nur auf ein gelegtes Laub, "
               "eine Laterne nur auf ein gelegtes Ufer; eine Laterne bringt außerdem 1 Glücksmarker. "
               "Regen-Plättchen kommen sofort in den Teich; Brunnen-Plättchen und Münzen ins Lager; ein „/“ auf "
               "dem Brunnen ist eine Wahl.",
        "storage": "Lager-Erweiterungen bringen 2 Felder und müssen am Lager anliegen; sie dürfen jederzeit "
                   "umgelegt werden, daher zeigt das Tableau sie einfach angelegt.",
        "rain": "nimm die abgebildeten Plättchen aus dem Vorrat und lege sie sofort in deinen Teich.",
        "well": "nimm die abgebildeten Plättchen und/oder Münzen (ein „/“ heißt: wähle eine Seite); Plättchen kommen ins Lager.",
    },
}

PROV_TEXT = {
    "en": [
        ("P1", "Seat start tiles: {P1}."),
        ("P2", "Storage: {start} hexes at the start, each tile or koi takes 1 hex, +2 per Storage card; at the end "
               "of your turn anything beyond capacity goes back to the supply (your choice)."),
        ("P3", "Market spaces 1 (next to the deck) to 5: {slots}. If you cannot pay, you cannot take that space. "
               "The cards nearer the deck slide over and space 1 is refilled. Then buy at most one koi "
               "(S {pS}, M {pM}, L {pL} coins) or take {nb} coin if you buy nothing."),
        ("P4", "Sensei action: place {w} water tile and {a} tile or koi of any type from storage. A Work turn must "
               "place or upgrade something while it can."),
        ("P5", "Pond: water and shore must touch water or the spring; foliage must touch water or the spring and no "
               "other foliage; koi only on free water hexes (small 1 hex, medium 2 adjacent, large 3 mutually "
               "adjacent); the Breeder moves a koi under the same rule. A rain tile with no legal hex goes to "
               "storage if there is room, else to the supply."),
        ("P6", "Luck: spend {luck} token to ignore one adjacency requirement of one placement; unspent tokens score."),
        ("P7", "Goals: {goals} random goal cards with tiers {tiers}; reaching a free tier you must claim it or "
               "renounce it (checked at the end of your turn); at most one tile per goal card each."),
        ("P8", "End: when the last card of the deck is revealed, everyone, the trigger included, has one more turn."),
        ("P9", "Pond scoring: small/medium/large koi {kS}/{kM}/{kL}, each water-lily {lily}, each lantern {lantern}, "
               "each luck token {lk} VP; plus parchments and goals. Coins and storage score nothing."),
        ("P10", "Tie: the tied player latest in turn order wins."),
        ("P11", "Card list (copies, contents of each Rain and Well, “3+”/“4+” marks): our own list of {ncards} cards."),
    ],
    "de": [
        ("P1", "Startplättchen je Sitz: {P1}."),
        ("P2", "Lager: {start} Felder zu Beginn, jedes Plättchen oder jeder Koi belegt 1 Feld, +2 je Lager-Karte; am "
               "Ende deines Zuges geht alles über der Kapazität in den Vorrat (du wählst)."),
        ("P3", "Auslagefelder 1 (neben dem Stapel) bis 5: {slots}. Wer nicht zahlen kann, kann das Feld nicht "
               "nehmen. Die Karten näher am Stapel rücken nach, Feld 1 wird aufgefüllt. Danach höchstens einen Koi "
               "kaufen (S {pS}, M {pM}, L {pL} Münzen) oder {nb} Münze nehmen, wenn man nichts kauft."),
        ("P4", "Sensei-Aktion: {w} Wasser und {a} beliebiges Plättchen oder Koi aus dem Lager legen. Ein "
               "Arbeiten-Zug muss etwas legen oder aufwerten, solange es geht."),
        ("P5", "Teich: Wasser und Ufer müssen an Wasser oder die Quelle grenzen; Laub an Wasser oder Quelle und an "
               "kein anderes Laub; Koi nur auf freie Wasserfelder (klein 1 Feld, mittel 2 benachbarte, groß 3 "
               "gegenseitig benachbarte); der Züchter versetzt einen Koi nach derselben Regel. Ein Regen-Plättchen "
               "ohne erlaubtes Feld kommt ins Lager, wenn Platz ist, sonst in den Vorrat."),
        ("P6", "Glück: {luck} Marker abgeben, um eine Angrenzungsbedingung eines Legens zu ignorieren; übrige Marker zählen."),
        ("P7", "Ziele: {goals} zufällige Zielkarten mit Stufen {tiers}; wer eine freie Stufe erreicht, muss sie "
               "nehmen oder darauf verzichten (am Zugende geprüft); höchstens ein Plättchen je Zielkarte."),
        ("P8", "Ende: wird die letzte Karte des Stapels aufgedeckt, hat jede Person, auch die auslösende, noch einen Zug."),
        ("P9", "Teichwertung: kleiner/mittlerer/großer Koi {kS}/{kM}/{kL}, jede Seerose {lily}, jede Laterne {lantern}, "
               "jeder Glücksmarker {lk} SP; dazu Pergamente und Ziele. Münzen und Lager zählen nicht."),
        ("P10", "Gleichstand: es gewinnt, wer in der Zugfolge am spätesten sitzt."),
        ("P11", "Kartenliste (Anzahl, Inhalt jedes Regens und Brunnens, „3+“/„4+“): unsere eigene Liste mit {ncards} Karten."),
    ],
}


def rules_html(lang, options=None) -> str:
    lang = "de" if lang == "de" else "en"
    opts = GAME.check_options(options or {})
    Rd = RULESETS[opts["ruleset"]]
    T = RULES_TEXT[lang]
    P1 = "; ".join(f"{i + 1}. {items_text(s, lang)}" for i, s in enumerate(Rd["P1_seat_start"]))
    slots = "; ".join(f"{i + 1}: {_bonus_text(b, lang)}" for i, b in enumerate(Rd["P3_market"]["slot_bonus"]))
    tiers = ", ".join(f"{t[0]}→{t[1]}" for t in Rd["P7_goals"]["kinds"][0]["tiers"])
    S = Rd["P9_scoring"]
    fill = {"P1": P1, "start": Rd["P2_storage"]["start_hexes"], "slots": slots,
            "pS": Rd["P3_market"]["koi_price"]["S"], "pM": Rd["P3_market"]["koi_price"]["M"],
            "pL": Rd["P3_market"]["koi_price"]["L"], "nb": Rd["P3_market"]["coins_if_nothing_bought"],
            "w": Rd["P4_sensei"]["water"], "a": Rd["P4_sensei"]["any"],
            "luck": Rd["P6_luck"]["cost_to_ignore_adjacency"], "goals": Rd["P7_goals"]["cards_in_game"],
            "tiers": tiers, "kS": S["koi"]["S"], "kM": S["koi"]["M"], "kL": S["koi"]["L"], "lily": S["lily"],
            "lantern": S["lantern"], "lk": S["luck"], "ncards": len(Rd["cards"])}
    cards = "".join(f"<li><b>{esc(tr(lang, h))}</b> ({esc(tr(lang, 'helper'))}): {esc(tr(lang, 'eff_' + h))}</li>"
                    for h in HELPERS)
    cards += "".join(f"<li><b>{esc(tr(lang, c))}</b>: {esc(tr(lang, 'eff_' + c))}</li>" for c in ("storage", "market"))
    cards += (f"<li><b>{esc(tr(lang, 'rain'))}</b>: {esc(T['rain'])}</li>"
              f"<li><b>{esc(tr(lang, 'well'))}</b>: {esc(T['well'])}</li>")
    parch = "".join(f"<li>{esc(tr(lang, 'eff_parchment', vp=vp, what=tr(lang, 'pk_' + k)))}</li>"
                    for k, vp in [("lily", 2), ("S", 2), ("M", 3), ("L", 4), ("lantern", 2), ("well", 2),
                                  ("market", 3), ("storage", 3)])
    prov = "".join(f"<li><span class='koi-prov'>{k} · {'provisional' if lang == 'en' else 'vorläufig'}</span> "
                   f"{esc(text.format(**fill))}</li>" for k, text in PROV_TEXT[lang])
    ol = []
    for o in GAME.options_spec:
        mark = (" <span class='koi-prov'>" + ("assumed" if lang == "en" else "angenommen") + "</span>") if o.assumed else ""
        ol.append(f"<li><b>{esc(o.label.get(lang, o.label['en']))}</b>{mark}: <code>{esc(json.dumps(opts[o.key]))}</code>"
                  f" — {esc(o.help.get(lang, o.help.get('en', '')))}</li>")
    return (f'<article class="koi-rules" lang="{lang}"><h2>{esc(T["title"])}</h2><p>{T["intro"]}</p>'
            f'<p><b>{esc(T["solo"])}</b></p>'
            f'<h3>{esc(T["setup_h"])}</h3><p>{esc(T["setup"])}</p>'
            f'<h3>{esc(T["turn_h"])}</h3><p>{T["turn"]}</p>'
            f'<h3>{esc(T["cards_h"])}</h3><ul>{cards}</ul><p>{esc(T["upg"])}</p><p>{esc(T["storage"])}</p>'
            f'<h3>{esc(T["parch_h"])}</h3><ul>{parch}</ul>'
            f'<h3>{esc(T["prov_h"])}</h3><ul>{prov}</ul>'
            f'<h3>{esc(T["opts_h"])}</h3><ul>{"".join(ol)}</ul></article>')
