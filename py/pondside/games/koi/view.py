"""KOI view: ``render(view, ctx) -> str`` (HTML + inline SVG) and ``rules_html``.

Pure functions of one seat's view; clicks are declared with data-act/data-sel.  Words come from ``text``,
pictures from ``draw``, numbers of the rules from ``data``.
"""
from __future__ import annotations

import re
from functools import lru_cache
from html import unescape as _unescape

from ...ui.html import act_attr, button, esc, sel_attr, svg_clickable
from . import data as D
from .data import HELPERS, ITEMS, KOI
from .draw import R, SQ3, ITEM_FILL, f1 as _fmt, hex_points as _hex_points, item_icon, koi_svg, mini_svg, tile_svg
from .engine import GAME
from .pond import frontier, hxy, tile_check
from .text import MSG, RULES_TEXT, bonus_text, card_effect, card_name, count, items_text, name, pick, plural
from .text import prices_text, tr, where


def _center(key):
    q, r = hxy(key)
    return R * SQ3 * (q + r / 2.0), R * 1.5 * r


@lru_cache(maxsize=512)   # pure; the same pieces are drawn on every click
def _visible(html_text):
    """The visible text of an HTML fragment (icons' SVG dropped), for aria-labels that
    start with what a sighted user reads (WCAG 2.5.3, axe label-content-name-mismatch)."""
    text = re.sub(r"<svg\b.*?</svg>", " ", html_text, flags=re.S)
    text = _unescape(re.sub(r"<[^>]+>", " ", text))
    return " ".join(text.split())


def _named(visible_html, what):
    return f"{_visible(visible_html)} — {what}"


def _items_html(items, lang):
    return " ".join(f'<span class="koi-chip">{mini_svg(it)}<span>{esc(pick(lang, "short", it))}</span></span>'
                    for it in items)


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
                why = MSG(lang, res[0], item=name(lang, item))
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
                targets.append(_target(h, tr(lang, "a_place_luck", item=name(lang, item), where=where(lang, h)),
                                       "koi-target koi-target-luck", action=a, mark="★"))
            else:
                targets.append(_target(h, tr(lang, "a_place", item=name(lang, item), where=where(lang, h)),
                                       "koi-target", action=a, mark="+"))
    elif item in KOI or sel_koi is not None:
        if sel_koi is not None:
            cands = [m for m in moves if m["koi"] == sel_koi]
            label_key = "a_move"
        else:
            cands = [a for a in places if a["item"] == item]
            label_key = "a_place_koi"
        targets_, shape_choices = _koi_targets(cands, sel.get("anchor"), lang, label_key,
                                               name(lang, item) if item else "")
        targets += targets_
    up_svg = []
    for a in ups:
        h = a["hex"]
        up = "lily" if p["pond"].get(h) == "foliage" else "lantern"
        up_svg.append(_target(h, tr(lang, "a_upgrade", up=name(lang, up), where=where(lang, h)), "koi-target koi-target-up",
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

                koi_click.append(svg_clickable(inner, label=tr(lang, "sel_koi", item=name(lang, k["size"])),
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
        out.append(tile_svg(p["pond"][k], *_center(k), lang))
    for k in p["koi"]:
        out.append(koi_svg(k["size"], [_center(h) for h in k["hexes"]], lang))
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
                targets.append(_target(h, tr(lang, label_key, item=item_name, where=where(lang, acts[0]["hexes"])),
                                       "koi-target", action=acts[0], mark="+"))
        return targets, choices
    for h, acts in sorted(by_hex.items()):
        if len(acts) == 1:
            targets.append(_target(h, tr(lang, label_key, item=item_name, where=where(lang, acts[0]["hexes"])),
                                   "koi-target", action=acts[0], mark="+"))
        else:
            targets.append(_target(h, tr(lang, "sel_anchor", where=where(lang, h)), "koi-target", sel={"anchor": h}, mark="·"))
    return targets, choices


def _placeable_items(places):
    out = []
    for a in places:
        if a["item"] not in out:
            out.append(a["item"])
    return out


# ------------------------------------------------------------------ storage (sensei board)
STORE_LAYOUT = ["0,0", "1,0", "2,0", "0,1", "1,1"]           # the starting storage (its size is a stand-in number)
EXP_LAYOUT = [("2,1", "3,1"), ("3,0", "4,0"), ("-1,1", "-1,2"), ("0,2", "1,2"), ("4,-1", "5,-1"),
              ("2,2", "3,2"), ("-1,0", "-2,1"), ("5,0", "6,-1")]


def storage_hexes(view, cap):
    start = D.RULES["storage"]["start_hexes"]
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
    choosable = set(_placeable_items(places)) if view["phase"] != "rain" else set()
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
    who = view["players"][seat]["name"]
    out = [f'<svg class="koi-store-svg" viewBox="{_fmt(x0)} {_fmt(y0)} {_fmt(x1 - x0)} {_fmt(y1 - y0)}" '
           f'width="{(x1 - x0) * 1.6:.0f}" role="group" '
           f'aria-label="{esc(tr(lang, "storage_title", name=who, used=len(contents), cap=cap))}">',
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
            if first and it in choosable:
                chosen = " koi-picked" if sel_item == it else ""
                body = svg_clickable(body, label=tr(lang, "sel_item", item=name(lang, it), n=p["store"][it]),
                                     sel={"item": it, "anchor": None, "koi": None}, cls="koi-target-store" + chosen)
            elif first and it in discard:
                body = svg_clickable(body, label=tr(lang, "a_discard", item=name(lang, it)),
                                     action={"t": "discard", "item": it}, cls="koi-target-store koi-discard")
        out.append(body)
    for it, (cx, cy) in zip(over, ox):
        out.append(f'<polygon points="{_hex_points(cx, cy, rs - 3)}" fill="{ITEM_FILL[it]}" class="koi-store-over"/>'
                   + item_icon(it, cx, cy, 0.8) + f'<text x="{_fmt(cx)}" y="{_fmt(cy - rs)}" class="koi-over-mark">!</text>')
    out.append("</svg>")
    return "".join(out)


# ------------------------------------------------------------------ cards
def card_body(card, lang):
    typ = card["type"]
    c = card["contents"]
    kind = ""
    if typ in HELPERS:
        text = esc(card_effect(card, lang))
        kind = f'<span class="koi-card-kind">{esc(tr(lang, "helper"))}</span>'
    elif typ == "rain":
        text = esc(card_effect(card, lang)) + " " + _items_html(c["tiles"], lang)
    elif typ == "well":
        alts = [f'<span class="koi-alt">{_items_html(a, lang)}</span>' for a in c["alts"]]
        text = esc(card_effect(card, lang)) + " " + ' <span class="koi-slash">/</span> '.join(alts)
    else:
        text = esc(card_effect(card, lang))
    return (f' <span class="koi-card-name">{esc(card_name(card, lang))}</span> {kind} '
            f'<span class="koi-card-text">{text}</span>')


def _standin(lang):
    """The mark beside a stand-in rule on the board: visible words, not a hover tooltip."""
    return f'<span class="koi-standin">{esc(tr(lang, "standin_tag"))}</span>'


def market_html(view, ctx):
    lang = ctx.get("lang", "en")
    legal = ctx.get("legal") or []
    takes = {a["slot"]: a for a in legal if a.get("t") == "take"}
    bonus = D.RULES["market"]["slot_bonus"]
    out = [f'<section class="koi-market" aria-label="{esc(tr(lang, "market_title"))}">',
           f'<div class="koi-deck" title="{esc(tr(lang, "deck_n", n=view["deck_count"]))}">'
           f'<span class="koi-deck-n">{view["deck_count"]}</span><span>{esc(tr(lang, "deck"))}</span></div>']
    for i, cid in enumerate(view["market"]):
        head = (f'<span class="koi-slot">{esc(tr(lang, "slot", n=i + 1))} · '
                f'<b>{esc(bonus_text(bonus[i], lang))}</b></span>')
        if cid is None:
            out.append(f'<div class="koi-card koi-card-empty">{head}</div>')
            continue
        card = view["cards"][cid]
        inner = head + card_body(card, lang)
        cls = f"koi-card koi-card-{card['type']}"
        if i in takes:
            label = tr(lang, "a_take", card=card_name(card, lang), n=i + 1, bonus=bonus_text(bonus[i], lang))
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
           f'{_standin(lang)}</h3>']
    for g in view["goals"]:
        out.append(f'<div class="koi-goal"><span class="koi-goal-kind">{esc(pick(lang, "goal_kind", g["kind"]))}</span>')
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
    who = view["players"][seat]["name"]
    legal = ctx.get("legal") or [] if me else []
    helper_acts = {a["h"]: a for a in legal if a.get("t") == "helper"}
    used = view["work"]["used"] if view["to_move"] == seat else {}
    cls = "koi-player" + (" koi-active" if view["to_move"] == seat else "") + (" koi-shown" if shown else "")
    out = [f'<section class="{cls}" aria-label="{esc(who)}">',
           f'<header class="koi-ph"><b>{esc(who)}</b>'
           f'{" ▶" if view["to_move"] == seat else ""}'
           f'<span class="koi-res"><span title="{esc(tr(lang, "coins"))}">¤ {p["coins"]}</span>'
           f'<span title="{esc(tr(lang, "luck"))}">☘ {p["luck"]}</span>'
           f'<span title="{esc(tr(lang, "vp"))}">★ {esc(count(lang, "vp", view["scores"][seat]))}</span></span>',
           (button(tr(lang, "show_pond", name=who), sel={"show": seat}, cls="koi-btn koi-btn-small",
                   aria=tr(lang, "show_pond", name=who)) if not shown else ""),
           '</header>']
    hs = []
    for h in HELPERS:
        n = p["helpers"][h]
        if not n:
            continue
        u = used.get(h, 0)
        hn = pick(lang, "card", h)
        label = f'{hn} ×{n}' + (f' ({u}✓)' if u else "")
        eff = card_effect({"type": h}, lang)
        if h in helper_acts:
            hs.append(f'<button type="button" class="koi-helper koi-helper-{h} koi-can" {act_attr(helper_acts[h])} '
                      f'aria-label="{esc(_named(esc(label), tr(lang, "a_helper", helper=hn)))}" '
                      f'title="{esc(eff)}">{esc(label)}</button>')
        else:
            hs.append(f'<span class="koi-helper koi-helper-{h}" title="{esc(eff)}">{esc(label)}</span>')
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
    btns = []
    price = D.RULES["market"]["koi_price"]
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
            if view["phase"] == "buy":
                label = tr(lang, "a_skip_coin", n=D.RULES["market"]["coins_if_nothing_bought"])
            else:
                label = tr(lang, "a_skip")
            btns.append(_btn(label, action=a, cls="koi-btn"))
        elif t == "buy":
            btns.append(_btn(tr(lang, "a_buy", item=name(lang, a["size"]), n=price[a["size"]]), action=a,
                             cls="koi-btn"))
        elif t == "koi":
            btns.append(_btn(tr(lang, "a_koi", item=name(lang, a["size"]),
                                n=max(0, price[a["size"]] - D.MARKET_DISCOUNT)), action=a, cls="koi-btn"))
        elif t == "well":
            items = view["pend"]["alts"][a["alt"]]
            btns.append(_btn(tr(lang, "a_well", items=items_text(items, lang)), action=a, cls="koi-btn"))
        elif t == "goal":
            g = view["goals"][a["g"]]
            tier = g["tiers"][view["pend"]["tier"]]
            what = f'{pick(lang, "goal_kind", g["kind"])} {tier["n"]}+'
            if a["claim"]:
                btns.append(_btn(tr(lang, "a_claim", what=what, vp=tier["vp"]), action=a, cls="koi-btn koi-btn-main"))
            else:
                btns.append(_btn(tr(lang, "a_renounce"), action=a, cls="koi-btn"))
        elif t == "discard":
            btns.append(_btn(tr(lang, "a_discard", item=name(lang, a["item"])), action=a, cls="koi-btn"))
        elif t == "stow":
            btns.append(_btn(tr(lang, "a_stow", item=name(lang, a["item"])), action=a, cls="koi-btn"))
    for a in shape_choices:
        key = "a_move" if a["t"] == "move" else "a_place_koi"
        item = name(lang, a["item"]) if a.get("item") else ""
        btns.append(_btn(tr(lang, key, item=item, where=where(lang, a["hexes"])), action=a, cls="koi-btn"))
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
        short = esc(pick(lang, "short", it))
        if it in items:
            cls = "koi-chip koi-can" + (" koi-picked" if sel_item == it else "")
            chips.append(f'<button type="button" class="{cls}" {sel_attr({"item": it, "anchor": None, "koi": None})} '
                         f'aria-label="{esc(_named(short, tr(lang, "sel_item", item=name(lang, it), n=1)))}">'
                         f'{mini_svg(it)}<span>{short}</span></button>')
        else:
            chips.append(f'<span class="koi-chip">{mini_svg(it)}<span>{short}</span></span>')
    return f'<div class="koi-rain"><b>{esc(pick(lang, "card", "rain"))}:</b> {"".join(chips)}</div>'


def prompt_text(view, ctx):
    lang = ctx.get("lang", "en")
    tm = view["to_move"]
    if tm is None:
        names = ", ".join(view["players"][w]["name"] for w in view["winners"])
        return tr(lang, "winner", names=names)
    if ctx.get("seat") != tm:
        return tr(lang, "p_wait", name=view["players"][tm]["name"])
    ph = view["phase"]
    M = D.RULES["market"]
    S = D.RULES["sensei"]
    if ph == "helper":
        text = tr(lang, "p_helper", helper=pick(lang, "card", view["pend"]["h"]))
    elif ph == "buy":
        text = tr(lang, "p_buy", prices=prices_text(lang), n=M["coins_if_nothing_bought"])
    elif ph == "market_card":
        text = tr(lang, "p_market_card", d=D.MARKET_DISCOUNT)
    elif ph == "sensei":
        text = tr(lang, "p_sensei", w=S["water"], a=S["any"])
    elif ph == "discard":
        text = tr(lang, "p_discard", cap=count(lang, "hex", view["cap"][tm]))
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
            return tr(lang, "b_parchment", what=pick(lang, "pk", k[10:]))
        if k.startswith("goal_"):
            return tr(lang, "b_goal", what=pick(lang, "goal_kind", k[5:]))
        return pick(lang, "b", k)

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
        status.append(f'<span class="koi-badge koi-badge-final">'
                      f'{esc(plural(lang, "final_round", view["last_round"]))}</span>')
    prompt_cls = "koi-prompt koi-myturn" if my_turn else "koi-prompt"
    who = view["players"][shown]["name"]
    out = [f'<div class="koi-root{" koi-compact" if ctx.get("compact") else ""}" lang="{lang}">',
           f'<div class="{prompt_cls}" role="status"><span>{esc(prompt_text(view, ctx))}</span>{"".join(status)}</div>',
           actions_html(view, ctx, shapes) if my_turn else "",
           '<div class="koi-top">', market_html(view, ctx if my_turn else dict(ctx, legal=[])), goals_html(view, ctx),
           '</div>',
           '<div class="koi-main">',
           f'<section class="koi-pond" aria-label="{esc(tr(lang, "pond_of", name=who))}">'
           f'<h3>{esc(tr(lang, "pond_of", name=who))}</h3>',
           rain_tray(view, ctx) if interactive else "",
           pond, '</section>',
           '<div class="koi-side">',
           f'<section class="koi-store">{storage_svg(view, shown, ctx, interactive)}</section>']
    order = [shown] + [s for s in range(n) if s != shown]
    for s in order:
        out.append(player_html(view, s, ctx, interactive and s == me, s == shown))
    out.append(scores_html(view, ctx))
    out.append(f'<p class="koi-legend">{_standin(lang)} {esc(tr(lang, "standin"))}</p>')
    out.append("</div></div></div>")
    return "".join(out)


# ------------------------------------------------------------------ rules page
def _rules_fill(lang, opts):
    """Every number the rules page shows, formatted from the data."""
    R = D.RULES
    M, S, SC = R["market"], R["sensei"], R["scoring"]

    def removed(n):
        return ", ".join(f"−{D.KOI_REMOVED[n][s]} {pick(lang, 'short', s)}" for s in KOI if D.KOI_REMOVED[n][s])

    goal_groups = {}
    for k in R["goals"]["kinds"]:
        tiers = ", ".join(tr(lang, "goal_tier", n=t[0], vp=t[1]) for t in k["tiers"])
        goal_groups.setdefault(tiers, []).append(pick(lang, "goal_kind", k["id"]))
    goals = "; ".join(f"{', '.join(kinds)}: {tiers}" for tiers, kinds in goal_groups.items())
    seats = "; ".join(f"{i + 1}. {items_text(s, lang)}" for i, s in enumerate(R["seat_start"]))
    bonuses = "; ".join(f"{i + 1}: {bonus_text(b, lang)}" for i, b in enumerate(M["slot_bonus"]))
    koi_hexes = R["pond"]["koi_hexes"]
    return {
        "coins": count(lang, "coin", D.START_COINS), "luck": count(lang, "luck", D.START_LUCK),
        "r3": removed(3), "r2": removed(2), "slots": D.MARKET_SLOTS, "water": count(lang, "water", D.FIRST_SEAT_WATER),
        "lantern_luck": count(lang, "luck", D.LUCK_PER_LANTERN), "hexes": count(lang, "hex", D.EXPANSION_HEXES),
        "seats": seats, "start": count(lang, "hex", R["storage"]["start_hexes"]),
        "per": count(lang, "hex", R["storage"]["hexes_per_item"]), "bonuses": bonuses,
        "buys": M["koi_buys_per_meditate"], "prices": prices_text(lang),
        "coin": count(lang, "coin", M["coins_if_nothing_bought"]),
        "w": count(lang, "water", S["water"]), "a": S["any"],
        "kS": count(lang, "hex", koi_hexes["S"]), "kM": count(lang, "hex", koi_hexes["M"]),
        "kL": count(lang, "hex", koi_hexes["L"]),
        "cost": R["luck"]["cost_to_ignore_adjacency"], "lvp": count(lang, "vp", SC["luck"]),
        "goals": R["goals"]["cards_in_game"], "tiers": goals,
        "extra": count(lang, "turn", R["end"]["extra_turns_each"]),
        "pS": count(lang, "vp", SC["koi"]["S"]), "pM": count(lang, "vp", SC["koi"]["M"]),
        "pL": count(lang, "vp", SC["koi"]["L"]), "plily": count(lang, "vp", SC["lily"]),
        "plantern": count(lang, "vp", SC["lantern"]), "pluck": count(lang, "vp", SC["luck"]),
        "ncards": len(R["cards"]), "lo": GAME.min_players, "hi": GAME.max_players,
    }


def rules_html(lang, options=None) -> str:
    opts = GAME.check_options(options or {})
    T = RULES_TEXT.table(lang)
    fill = _rules_fill(lang, opts)

    def para(key):
        return esc(T[key].format(**fill))

    tag = _standin(lang)
    cards = "".join(f"<li><b>{esc(pick(lang, 'card', h))}</b> ({esc(tr(lang, 'helper'))}): "
                    f"{esc(card_effect({'type': h}, lang))}</li>" for h in HELPERS)
    cards += "".join(f"<li><b>{esc(pick(lang, 'card', c))}</b>: {esc(card_effect({'type': c}, lang))}</li>"
                     for c in ("storage", "market"))
    cards += (f"<li><b>{esc(pick(lang, 'card', 'rain'))}</b>: {para('rain')}</li>"
              f"<li><b>{esc(pick(lang, 'card', 'well'))}</b>: {para('well')}</li>")
    parch = "".join(f"<li>{esc(card_effect(c, lang))}</li>" for c in D.RULES["cards"] if c["type"] == "parchment")
    standins = "".join(f"<li>{tag} {para(k)}</li>" for k in T["standin_keys"])
    house = []
    for o in GAME.options_spec:
        if not o.assumed:
            continue
        house.append(f"<li>{tag} <b>{esc(o.label[lang])}</b>: {esc(o.choice_label(opts[o.key], lang))}. "
                     f"{esc(o.help[lang])}</li>")
    variants = "".join(f"<li><b>{esc(o.label[lang])}</b>: {esc(o.choice_label(opts[o.key], lang))}. "
                       f"{esc(o.help[lang])}</li>" for o in GAME.options_spec if not o.assumed)
    return (f'<article class="koi-rules" lang="{lang}"><h2>{esc(T["title"])}</h2><p>{para("intro")}</p>'
            f'<ul class="koi-rules-legend"><li><b>{esc(T["confirmed"])}</b>: {para("legend_confirmed")}</li>'
            f'<li>{tag} {esc(tr(lang, "standin"))}: {para("legend_standin")}</li></ul>'
            f'<p><b>{para("solo")}</b></p>'
            f'<h3>{esc(T["setup_h"])}</h3><p>{para("setup")}</p>'
            f'<h3>{esc(T["turn_h"])}</h3><p>{para("turn")}</p>'
            f'<h3>{esc(T["cards_h"])}</h3><ul>{cards}</ul><p>{para("upg")}</p><p>{para("storage")}</p>'
            f'<h3>{esc(T["parch_h"])}</h3><ul>{parch}</ul>'
            f'<h3>{esc(T["standin_h"])}</h3><ul>{standins}</ul>'
            f'<h3>{esc(T["house_h"])}</h3><p>{para("house")}</p><ul>{"".join(house)}</ul>'
            f'<h3>{esc(T["variant_h"])}</h3><ul>{variants}</ul></article>')


CACHED = (_visible,)
