"""KOI view: ``render(view, ctx) -> str`` (HTML + inline SVG) and ``rules_html``.

Pure functions of one seat's view; clicks are declared with data-act/data-sel.  Words come from ``text``,
pictures from ``draw``, numbers of the rules from ``data``.

Every player's sensei board and pond is on the table (the shown one large, the others small), so whatever
another seat did is on screen: each piece a move can touch carries ``data-piece`` (the ids of
``KoiGame.changes``) and, when it is in ``ctx["changed"]``, ``data-changed`` with a mark that does not rely
on colour (``pondside.ui.marks``).
"""
from __future__ import annotations

import re
from functools import lru_cache
from html import unescape as _unescape

from ...ui import marks
from ...ui.html import act_attr, button, esc, sel_attr, svg_clickable
from ...ui.i18n import of
from . import data as D
from . import draw
from .data import HELPERS, ITEMS, KOI
from .engine import GAME
from .pond import frontier, hxy, tile_check
from .text import (MSG, RULES_TEXT, TEXT, bonus_text, card_effect, card_name, count, items_text, name, nom, pick,
                   plural, prices_text, tr, where)
from .text import price as coins

R = draw.R


def _center(key, rad=R, flat=False):
    """A hex's centre; ``flat``: in a pond turned a quarter (clockwise), whose hexes are flat-topped."""
    q, r = hxy(key)
    x, y = draw.center(q, r, rad)
    return (round(-y, 1), round(x, 1)) if flat else (x, y)


PHONE_WIDTH = 12 * R      # the widest pond (SVG units) a 360 px phone shows with hexes of at least 44 px


def _turned(keys):
    """Whether a phone draws this pond turned a quarter: when it is too wide to fit and turned is narrower.
    Judged on the pond and the hexes around it (never on what is highlighted: choosing a piece does not move
    the pond); a pond only grows, so it turns only when it has to, in seeded games once a game."""
    xs = [_center(k)[0] for k in keys]
    ys = [_center(k)[1] for k in keys]
    wide = max(xs) - min(xs) + R * draw.SQ3
    turned = max(ys) - min(ys) + 2 * R
    return wide > PHONE_WIDTH and turned < wide


@lru_cache(maxsize=512)   # pure; the same pieces are drawn on every click
def _visible(html_text):
    """The visible text of an HTML fragment (icons' SVG dropped), for aria-labels that
    start with what a sighted user reads (WCAG 2.5.3, axe label-content-name-mismatch)."""
    text = re.sub(r"<svg\b.*?</svg>", " ", html_text, flags=re.S)
    text = _unescape(re.sub(r"<[^>]+>", " ", text))
    return " ".join(text.split())


def _named(visible_html, what):
    return f"{_visible(visible_html)} — {what}"


def _piece(ctx, pid, inner, box):
    """An SVG piece: a group with its ``data-piece`` id, and the change mark when another seat just touched it."""
    mark = marks.svg_marks(ctx, pid, *box)
    return f'<g{marks.piece_attrs(ctx, pid)}>{inner}{mark}</g>'


def _hex_box(cx, cy, rad=R, flat=False):
    w, h = (2 * rad, rad * draw.SQ3) if flat else (rad * draw.SQ3, 2 * rad)
    return (round(cx - w / 2, 1), round(cy - h / 2, 1), round(w, 1), round(h, 1))


def _items_html(items, lang):
    return " ".join(f'<span class="koi-chip">{draw.chip(it)}<span>{esc(pick(lang, "short", it))}</span></span>'
                    for it in items)


def _standin(lang):
    """The one small mark beside what a stand-in rule decides on the board (the market's spaces, the goals, the
    sensei action): a dotted diamond, named for a screen reader and for "What is this?" (``describe``); what
    it means is said once, in the new-game dialog and on the rules page."""
    return (f'<span class="koi-standin" role="img" data-piece="standin" aria-label="{esc(tr(lang, "standin"))}" '
            f'title="{esc(tr(lang, "standin"))}">{draw.icon("standin")}</span>')


def _standin_words(lang):
    """The mark with its words, where the rules page explains it."""
    return f'<span class="koi-standin koi-standin-words">{draw.icon("standin")}{esc(tr(lang, "standin_tag"))}</span>'


def setup_note(lang):
    """Said once in the new-game dialog (``newgame.render_setup``): which rules are ours."""
    return f'{_standin_words(lang)} {esc(tr(lang, "standin_note"))}'


def _placeable_items(places):
    out = []
    for a in places:
        if a["item"] not in out:
            out.append(a["item"])
    return out


# ------------------------------------------------------------------ the pond
def _target(key, label, cls, action=None, sel=None, mark="plus", flat=False):
    cx, cy = _center(key, flat=flat)
    inner = (f'<polygon points="{draw.hex_points(cx, cy, R - 0.8, flat)}" class="koi-target-hex"/>'
             + draw.target_mark(mark, cx, cy))
    return svg_clickable(inner, label=label, action=action, sel=sel, cls=cls)


def pond_svg(view, seat, ctx, interactive, mini=False):
    lang = ctx.get("lang", "en")
    p = view["ps"][seat]
    legal = (ctx.get("legal") or []) if interactive else []
    sel = ctx.get("sel") or {}
    places = [a for a in legal if a.get("t") == "place"]
    moves = [a for a in legal if a.get("t") == "move"]
    ups = [a for a in legal if a.get("t") == "upgrade"]
    items = _placeable_items(places)
    # the chosen item, else the first placeable one (its hexes light up at once)
    item = sel.get("item") if sel.get("item") in items else (items[0] if items and not moves else None)
    sel_koi = sel.get("koi") if any(m["koi"] == sel.get("koi") for m in moves) else None
    keys = set(p["pond"])
    around = set() if mini else frontier(p)      # the hexes a tile could go: the pond's frame, always
    flat = bool(ctx.get("compact")) and not mini and _turned(keys | around)

    def at(h):
        return _center(h, flat=flat)

    targets = []      # svg fragments drawn above tiles
    extra_keys = set()
    shape_choices = []
    if item in D.TILES:
        legal_hexes = {a["hex"] for a in places if a["item"] == item}
        for h in sorted(frontier(p), key=hxy):     # refused hexes say which rule refuses them
            if h in legal_hexes:
                continue
            res = tile_check(p, item, h)
            if isinstance(res, list) and res:
                cx, cy = at(h)
                why = MSG(lang, res[0], item=nom(lang, item))
                extra_keys.add(h)
                targets.append(f'<g class="koi-nope"><title>{esc(why)}</title>'
                               f'<polygon points="{draw.hex_points(cx, cy, R - 3, flat)}" class="koi-nope-hex"/>'
                               f'{draw.target_mark("cross", cx, cy)}</g>')
        for a in places:
            if a["item"] != item:
                continue
            h = a["hex"]
            extra_keys.add(h)
            if a.get("luck"):
                targets.append(_target(h, tr(lang, "a_place_luck", item=name(lang, item), where=where(lang, h)),
                                       "koi-target koi-target-luck", action=a, mark="luck", flat=flat))
            else:
                targets.append(_target(h, tr(lang, "a_place", item=name(lang, item), where=where(lang, h)),
                                       "koi-target", action=a, flat=flat))
    elif item in KOI or sel_koi is not None:
        if sel_koi is not None:
            cands = [m for m in moves if m["koi"] == sel_koi]
            label_key = "a_move"
        else:
            cands = [a for a in places if a["item"] == item]
            label_key = "a_place_koi"
        targets_, shape_choices = _koi_targets(cands, sel.get("anchor"), lang, label_key,
                                               name(lang, item) if item else "", flat)
        targets += targets_
    up_svg = []
    for a in ups:
        h = a["hex"]
        up = D.UPGRADE[p["pond"][h]]
        up_svg.append(_target(h, tr(lang, "a_upgrade", up=name(lang, up), where=where(lang, h)),
                              "koi-target koi-target-up", action=a, mark="up", flat=flat))
    koi_click = []
    if moves and item is None:
        movable = sorted({m["koi"] for m in moves})
        for k in p["koi"]:
            if k["id"] not in movable:
                continue
            hexes = "".join(f'<polygon points="{draw.hex_points(*at(h), R - 1, flat)}" class="koi-koi-pick"/>'
                            for h in k["hexes"])
            if k["id"] == sel_koi:   # the koi being moved: shown chosen; its own hexes may be where it goes
                koi_click.append(f'<g class="koi-koi-chosen" aria-hidden="true">{hexes}</g>')
                continue
            # the koi's own hexes are its target (they hold a koi, so no other target lies on them)
            koi_click.append(svg_clickable(hexes, label=tr(lang, "sel_koi", item=name(lang, k["size"])),
                                           sel={"koi": k["id"], "anchor": None, "item": None},
                                           cls="koi-target koi-target-koi"))
    allk = keys | extra_keys | around
    xs, ys = zip(*[at(k) for k in allk])
    pad = R * (1.3 if mini else 0.9)
    x0, x1, y0, y1 = min(xs) - pad, max(xs) + pad, min(ys) - pad, max(ys) + pad
    w, h = x1 - x0, y1 - y0
    least_w, least_h = (6 * R, 4 * R) if mini else (10 * R, 7 * R) if flat or ctx.get("compact") else (12 * R, 8 * R)
    if w < least_w:       # small ponds: keep the hexes at a sensible size, centred
        x0 -= (least_w - w) / 2
        w = least_w
    if h < least_h:
        y0 -= (least_h - h) / 2
        h = least_h
    who = view["players"][seat]["name"]
    cls = "koi-pond-svg koi-pond-mini" if mini else "koi-pond-svg"
    out = [f'<svg class="{cls}" viewBox="{draw.f1(x0)} {draw.f1(y0)} {draw.f1(w)} {draw.f1(h)}" '
           f'width="{w * (1.0 if mini else 1.7):.0f}" role="group" '
           f'aria-label="{esc(of(TEXT, lang, "pond_of", who))}">']
    for k in sorted(keys, key=hxy):
        cx, cy = at(k)
        pid = f"pond:{seat}:{k}"
        # a small pond: one element per tile, its id on it (a marked tile is drawn in full)
        if mini and not (marks.is_changed(ctx, pid) or marks.is_hinted(ctx, pid) or marks.is_marked(ctx, pid)):
            out.append(draw.tile_use(p["pond"][k], cx, cy, f' data-piece="{esc(pid)}"'))
        else:
            out.append(_piece(ctx, pid, draw.tile(p["pond"][k], cx, cy, lang, flat), _hex_box(cx, cy, flat=flat)))
    for k in p["koi"]:
        pts = [at(h) for h in k["hexes"]]
        box = (min(x for x, _ in pts) - R * 0.8, min(y for _, y in pts) - R * 0.8,
               max(x for x, _ in pts) - min(x for x, _ in pts) + R * 1.6,
               max(y for _, y in pts) - min(y for _, y in pts) + R * 1.6)
        out.append(_piece(ctx, f"koi:{seat}:{k['id']}", draw.koi(k["size"], pts, lang), tuple(round(v, 1) for v in box)))
    out += up_svg + koi_click + targets
    out.append("</svg>")
    if interactive:
        ctx["_auto_item"] = item
    return "".join(out), shape_choices


def _koi_targets(cands, anchor, lang, label_key, item_name, flat=False):
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
                               sel={"anchor": None}, mark="anchor", flat=flat))
        for h, acts in sorted(partner.items()):
            if len(acts) == 1:
                targets.append(_target(h, tr(lang, label_key, item=item_name, where=where(lang, acts[0]["hexes"])),
                                       "koi-target", action=acts[0], flat=flat))
        return targets, choices
    for h, acts in sorted(by_hex.items()):
        if len(acts) == 1:
            targets.append(_target(h, tr(lang, label_key, item=item_name, where=where(lang, acts[0]["hexes"])),
                                   "koi-target", action=acts[0], flat=flat))
        else:
            targets.append(_target(h, tr(lang, "sel_anchor", where=where(lang, h)), "koi-target",
                                   sel={"anchor": h}, mark="dot", flat=flat))
    return targets, choices


# ------------------------------------------------------------------ storage (on the sensei board)
STORE_LAYOUT = ["0,0", "1,0", "2,0", "0,1", "1,1"]           # the starting storage (its size is a stand-in number)
EXP_LAYOUT = [("2,1", "3,1"), ("3,0", "4,0"), ("-1,1", "-1,2"), ("0,2", "1,2"), ("4,-1", "5,-1"),
              ("2,2", "3,2"), ("-1,0", "-2,1"), ("5,0", "6,-1")]
RS = 20.0                                                      # a storage hex's radius


def storage_hexes(cap):
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


def storage_svg(view, seat, ctx, mini=False):
    """A player's storage drawn as a board, a picture only: the things to place are chosen from the picture
    chips by the prompt (``place_chips``), and an overflow is returned by the action bar's buttons, because a
    storage drawn beside the board at a tablet's or a phone's width would make its hexes tap targets under
    44 px.  The item the player has chosen is outlined here too."""
    lang = ctx.get("lang", "en")
    p = view["ps"][seat]
    cap = view["cap"][seat]
    sel_item = ((ctx.get("sel") or {}).get("item") or ctx.get("_auto_item")) if ctx.get("seat") == seat else None
    contents = []
    for it in ITEMS:
        contents += [(it, j) for j in range(p["store"][it])]
    hexes = storage_hexes(cap)
    cells = [(kind, key, contents[i] if i < len(contents) else None) for i, (kind, key) in enumerate(hexes)]
    over = contents[len(hexes):]
    coords = [_center(k, RS) for _, k, _ in cells]
    ox = [(RS * draw.SQ3 * (7 + i * 1.0), 0.0) for i in range(len(over))]
    allc = coords + ox or [(0, 0)]
    x0 = min(c[0] for c in allc) - RS * 1.3
    x1 = max(c[0] for c in allc) + RS * 1.3
    y0 = min(c[1] for c in allc) - RS * 1.3
    y1 = max(c[1] for c in allc) + RS * 1.3
    who = view["players"][seat]["name"]
    label = of(TEXT, lang, "storage_title", who, used=len(contents), cap=cap)
    out = [f'<svg class="koi-store-svg{" koi-store-mini" if mini else ""}" '
           f'viewBox="{draw.f1(x0)} {draw.f1(y0)} {draw.f1(x1 - x0)} {draw.f1(y1 - y0)}" '
           f'width="{(x1 - x0) * (0.8 if mini else 1.6):.0f}" role="img" aria-label="{esc(label)}">']
    board = draw.board_rect(x0 + 2, y0 + 2, x1 - x0 - 4, y1 - y0 - 4)
    out.append(_piece(ctx, f"store:{seat}", board, (round(x0 + 2, 1), round(y0 + 2, 1), round(x1 - x0 - 4, 1),
                                                     round(y1 - y0 - 4, 1))))
    picked = False
    for (kind, _key, it), (cx, cy) in zip(cells, coords):
        body = draw.store_hex(kind == "e", cx, cy, RS)
        if it is None:
            out.append(body)
            continue
        item, j = it
        body += draw.store_item(item, cx, cy, RS)
        if item == sel_item and not picked:
            picked = True
            body = f'<g class="koi-picked">{body}</g>'
        out.append(_piece(ctx, f"store:{seat}:{item}:{j}", body, _hex_box(cx, cy, RS)))
    for (item, j), (cx, cy) in zip(over, ox):
        body = draw.store_item(item, cx, cy, RS, over=True)
        out.append(_piece(ctx, f"store:{seat}:{item}:{j}", body, _hex_box(cx, cy, RS)))
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
    pic = draw.card_pic(typ, c.get("kind") if typ == "parchment" else None)
    return (f' {pic}<span class="koi-card-name">{esc(card_name(card, lang))}</span> {kind} '
            f'<span class="koi-card-text">{text}</span>')


def market_html(view, ctx, next_here=False):
    lang = ctx.get("lang", "en")
    legal = ctx.get("legal") or []
    takes = {a["slot"]: a for a in legal if a.get("t") == "take"}
    bonus = D.RULES["market"]["slot_bonus"]
    out = [f'<section class="koi-market-area"{" data-next" if next_here else ""} aria-label="{esc(tr(lang, "market_title"))}">'
           f'<h3 class="koi-h">{esc(tr(lang, "market_title"))} <span class="koi-deck-count">'
           f'{esc(tr(lang, "deck_n", n=view["deck_count"]))}</span> {_standin(lang)}</h3><div class="koi-market">',
           f'<div class="koi-deck" title="{esc(tr(lang, "deck_n", n=view["deck_count"]))}">'
           f'<span class="koi-deck-n">{view["deck_count"]}</span><span>{esc(tr(lang, "deck"))}</span></div>']
    for i, cid in enumerate(view["market"]):
        head = (f'<span class="koi-slot">{esc(tr(lang, "slot", n=i + 1))} · '
                f'<b>{esc(bonus_text(bonus[i], lang))}</b></span>')
        attrs = marks.piece_attrs(ctx, f"market:{i}")
        if cid is None:
            out.append(f'<div class="koi-card koi-card-empty"{attrs}>{head}</div>')
            continue
        card = view["cards"][cid]
        inner = head + card_body(card, lang)
        cls = f"koi-card koi-card-{card['type']}"
        if i in takes:
            label = tr(lang, "a_take", card=card_name(card, lang), n=i + 1, bonus=bonus_text(bonus[i], lang))
            out.append(f'<button type="button" class="{cls} koi-can" {act_attr(takes[i])}{attrs} '
                       f'aria-label="{esc(_named(inner, label))}">{inner}</button>')
        else:
            out.append(f'<div class="{cls}"{attrs}>{inner}</div>')
    out.append("</div></section>")
    return "".join(out)


def goals_html(view, ctx):
    lang = ctx.get("lang", "en")
    if not view["goals"]:
        return ""
    out = [f'<section class="koi-goals" aria-label="{esc(tr(lang, "goals_title"))}">'
           f'<h3 class="koi-h">{esc(tr(lang, "goals_title"))} {_standin(lang)}</h3>']
    for g, goal in enumerate(view["goals"]):
        out.append(f'<div class="koi-goal"><span class="koi-goal-kind">{esc(pick(lang, "goal_kind", goal["kind"]))}</span>')
        for ti, tier in enumerate(goal["tiers"]):
            who = (of(TEXT, lang, "claimed_by", view["players"][tier["by"]]["name"]) if tier["by"] is not None
                   else tr(lang, "open"))
            cls = "koi-tier koi-tier-taken" if tier["by"] is not None else "koi-tier"
            out.append(f'<span class="{cls}"{marks.piece_attrs(ctx, f"goal:{g}:{ti}")}>'
                       f'{esc(tr(lang, "goal_tier", n=tier["n"], vp=tier["vp"]))}'
                       f'<small>{draw.icon("check") if tier["by"] is not None else ""}{esc(who)}</small></span>')
        out.append("</div>")
    out.append("</section>")
    return "".join(out)


# ------------------------------------------------------------------ a player's sensei board
def _counter(ctx, pid, icon, value, label):
    return (f'<span class="koi-count"{marks.piece_attrs(ctx, pid)} title="{esc(label)}">{draw.icon(icon)}'
            f'<span class="sr-only">{esc(label)}:</span> {esc(value)}</span>')


def board_html(view, seat, ctx, me, big):
    """A player's sensei board: name and counters, the sensei action, the storage, helpers and kept cards."""
    lang = ctx.get("lang", "en")
    p = view["ps"][seat]
    who = view["players"][seat]["name"]
    legal = (ctx.get("legal") or []) if me else []
    helper_acts = {a["h"]: a for a in legal if a.get("t") == "helper"}
    active = view["to_move"] == seat
    used = view["work"]["used"] if active else {}
    cls = "koi-board" + (" koi-active" if active else "") + (" koi-board-big" if big else " koi-board-small")
    out = [f'<section class="{cls}" aria-label="{esc(who)}">',
           f'<header class="koi-ph">{draw.icon("turn") if active else ""}<b class="koi-name">{esc(who)}</b>'
           f'<span class="koi-res">'
           + _counter(ctx, f"coins:{seat}", "coin", p["coins"], tr(lang, "coins"))
           + _counter(ctx, f"luck:{seat}", "luck", p["luck"], tr(lang, "luck"))
           + _counter(ctx, f"vp:{seat}", "star", view["scores"][seat], tr(lang, "vp"))
           + '</span></header>',
           f'<div class="koi-board-body"><div class="koi-store">{storage_svg(view, seat, ctx, mini=not big)}'
           f'<small class="koi-store-cap" aria-hidden="true">{esc(tr(lang, "store_short", used=sum(p["store"].values()), cap=view["cap"][seat]))}'
           f'</small></div>'
           '<div class="koi-board-text">']
    # the sensei action: what it does where it matters (the player's own board while working), else its name
    S = D.RULES["sensei"]
    state = f' <span class="koi-used">{draw.icon("check")}{esc(tr(lang, "done_mark"))}</span>' \
        if active and view["work"]["sensei"] and view["phase"] != "sensei" else ""
    does = (f' {esc(tr(lang, "sensei_does", w=count(lang, "water", S["water"]), a=S["any"]))} {_standin(lang)}'
            if big and not ctx.get("compact") else "")
    out.append(f'<p class="koi-sensei"><span class="koi-sensei-name"{marks.piece_attrs(ctx, f"sensei:{seat}")}>'
               f'<b>{esc(tr(lang, "a_sensei"))}</b>{state}</span>{does}</p>')
    hs = []
    for h in HELPERS:
        n = p["helpers"][h]
        if not n:
            continue
        u = used.get(h, 0)
        hn = pick(lang, "card", h)
        label = f'{hn} ×{n}'
        done = f' <span class="koi-used">{draw.icon("check")}{esc(tr(lang, "used", n=u))}</span>' if u else ""
        eff = card_effect({"type": h}, lang)
        attrs = marks.piece_attrs(ctx, f"helper:{seat}:{h}")
        if h in helper_acts:
            inner = esc(label) + done
            hs.append(f'<button type="button" class="koi-helper koi-helper-{h} koi-can" {act_attr(helper_acts[h])}{attrs} '
                      f'aria-label="{esc(_named(inner, tr(lang, "a_helper", helper=hn)))}" '
                      f'title="{esc(eff)}">{inner}</button>')
        else:
            hs.append(f'<span class="koi-helper koi-helper-{h}"{attrs} title="{esc(eff)}">{esc(label)}{done}</span>')
    out.append(f'<div class="koi-helpers"><small>{esc(tr(lang, "helpers_title"))}:</small> '
               f'{"".join(hs) or esc(tr(lang, "none"))}</div>')
    # cards kept face down: a pip per card (each can carry the change mark), their names one chip per kind
    groups = {}
    for i, c in enumerate(p["kept"]):
        card = view["cards"][c]
        groups.setdefault(card_name(card, lang), [card, []])[1].append(i)
    pips = "".join(f'<span class="koi-pip"{marks.piece_attrs(ctx, f"kept:{seat}:{i}")}></span>'
                   for i in range(len(p["kept"])))
    # each kind with its picture, as on the market (a parchment's scroll and what it scores)
    names = "".join(f'<span class="koi-kept-card">{draw.card_pic(card["type"], (card.get("contents") or {}).get("kind"))}{esc(label)}'
                    f'{f" ×{len(idx)}" if len(idx) > 1 else ""}</span>'
                    for label, (card, idx) in groups.items())
    head = (f'<summary>{esc(tr(lang, "kept_title"))}: {len(p["kept"])}'
            f'<span class="koi-pips" aria-hidden="true">{pips}</span></summary>')
    if p["kept"]:
        opened = "" if ctx.get("compact") else " open"
        out.append(f'<details class="koi-kept"{opened}>{head}<div class="koi-kept-names">{names}</div></details>')
    else:
        out.append(f'<p class="koi-kept koi-kept-none">{esc(tr(lang, "kept_title"))}: {esc(tr(lang, "none"))}</p>')
    out.append("</div></div></section>")          # .koi-board-text, .koi-board-body
    return "".join(out)


# ------------------------------------------------------------------ action bar
def _btn(label, **kw):
    kw.setdefault("aria", label)
    return button(label, **kw)


def actions_html(view, ctx, shape_choices):
    lang = ctx.get("lang", "en")
    legal = ctx.get("legal") or []
    btns = []
    if ctx.get("compact"):        # on a phone the helpers are activated here, beside the prompt
        for a in legal:
            if a.get("t") == "helper":
                btns.append(_btn(tr(lang, "a_helper", helper=pick(lang, "card", a["h"])), action=a,
                                 cls="koi-btn koi-btn-main"))
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
            btns.append(_btn(tr(lang, "a_buy", item=name(lang, a["size"]), price=coins(lang, price[a["size"]])),
                             action=a, cls="koi-btn"))
        elif t == "koi":
            btns.append(_btn(tr(lang, "a_koi", item=name(lang, a["size"]),
                                price=coins(lang, max(0, price[a["size"]] - D.MARKET_DISCOUNT))), action=a, cls="koi-btn"))
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


def place_chips(view, ctx):
    """What can be placed now, as picture chips to choose from, in the prompt: the rain's tiles, or the tiles
    and koi in storage (the storage on the board is a picture)."""
    lang = ctx.get("lang", "en")
    rain = view["phase"] == "rain"
    legal = ctx.get("legal") or []
    items = _placeable_items([a for a in legal if a.get("t") == "place"])
    if not rain and not items:
        return ""
    sel_item = (ctx.get("sel") or {}).get("item") or ctx.get("_auto_item")
    p = view["ps"][view["to_move"]]
    things = view["pend"]["tiles"] if rain else [it for it in ITEMS if it in items]
    chips = []
    for it in things:
        short = esc(pick(lang, "short", it))
        n = 1 if rain else p["store"][it]
        shown = short if rain or n == 1 else f"{short} ×{n}"
        if it in items:
            cls = "koi-chip koi-can" + (" koi-picked" if sel_item == it else "")
            chips.append(f'<button type="button" class="{cls}" {sel_attr({"item": it, "anchor": None, "koi": None})} '
                         f'aria-pressed="{"true" if sel_item == it else "false"}" '
                         f'aria-label="{esc(_named(shown, tr(lang, "sel_item", item=name(lang, it), n=n)))}">'
                         f'{draw.chip(it, 30)}<span>{shown}</span></button>')
        else:
            chips.append(f'<span class="koi-chip">{draw.chip(it, 30)}<span>{shown}</span></span>')
    title = pick(lang, "card", "rain") if rain else tr(lang, "to_place")
    return f'<div class="koi-rain"><b>{esc(title)}:</b> {"".join(chips)}</div>'


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
    compact = bool(ctx.get("compact"))
    pond, shapes = pond_svg(view, shown, ctx, interactive)
    status = []
    if view["last_round"] is not None and view["to_move"] is not None:
        status.append(f'<span class="koi-badge koi-badge-final">'
                      f'{esc(plural(lang, "final_round", view["last_round"]))}</span>')
    prompt_cls = "koi-prompt koi-myturn" if my_turn else "koi-prompt"
    who = view["players"][shown]["name"]
    others = [s for s in range(n) if s != shown]
    phase = view["phase"] if view["to_move"] is not None else "over"
    root_cls = "koi-root" + (" koi-compact" if compact else "") + ("" if view["goals"] else " koi-no-goals")
    # where the player acts next (data-next: the page brings it into view after each step): the pond while a
    # tile or koi goes into it, the market while a card is to take, else the prompt and its buttons
    in_pond = interactive and ("data-act=" in pond or "data-sel=" in pond)
    at_market = my_turn and not in_pond and any(a.get("t") == "take" for a in ctx.get("legal") or [])
    # (another's pond on screen during your turn: the button back to yours)
    next_at = ("back" if my_turn and shown != me else "pond" if in_pond else "market" if at_market
               else "prompt" if my_turn else "")
    mark = lambda where: " data-next" if next_at == where else ""  # noqa: E731
    market = market_html(view, ctx if my_turn else dict(ctx, legal=[]), at_market)
    out = [f'<div class="{root_cls}" data-phase="{esc(phase)}" lang="{lang}">',
           f'<div class="{prompt_cls}" data-prompt{mark("prompt")}><p class="koi-prompt-text" role="status">'
           f'{esc(prompt_text(view, ctx))}'
           f'{"".join(status)}</p>{actions_html(view, ctx, shapes) if my_turn else ""}'
           f'{place_chips(view, ctx) if interactive else ""}</div>',
           f'<div class="koi-mine">{board_html(view, shown, ctx, interactive and not compact, True)}</div>',
           f'<section class="koi-pond"{mark("pond")} aria-label="{esc(of(TEXT, lang, "pond_of", who))}">'
           f'<h3 class="koi-h">{esc(of(TEXT, lang, "pond_of", who))}</h3>',
           pond, '</section>',
           market,
           goals_html(view, ctx),
           '<div class="koi-others">']
    for s in others:
        mini, _ = pond_svg(view, s, ctx, False, mini=True)
        other = view["players"][s]["name"]
        out.append(f'<div class="koi-other"{mark("back") if s == me else ""}>{board_html(view, s, ctx, False, False)}'
                   f'<div class="koi-other-pond">{mini}'
                   + button(of(TEXT, lang, "show_pond", other), sel={"show": s}, cls="koi-btn koi-btn-small",
                            aria=of(TEXT, lang, "show_pond", other)) + '</div></div>')
    out.append('</div>')
    # (the end's table of how the points were made is the shell's, under "Game over": Game.score_table)
    out.append("</div>")
    return "".join(out)


# ------------------------------------------------------------------ what is this?
def _info_fill(lang):
    SC, kh = D.RULES["scoring"], D.RULES["pond"]["koi_hexes"]
    return {"plily": count(lang, "vp", SC["lily"]), "plantern": count(lang, "vp", SC["lantern"]),
            "pluck": count(lang, "vp", SC["luck"]), "lantern_luck": count(lang, "luck", D.LUCK_PER_LANTERN),
            "kS": count(lang, "hex", kh["S"]), "kM": count(lang, "hex", kh["M"]), "kL": count(lang, "hex", kh["L"])}


def _card_info(card, lang):
    line, c = card_effect(card, lang), card["contents"]
    if card["type"] == "rain":
        line += " " + items_text(c["tiles"], lang)
    elif card["type"] == "well":
        line += " " + f' {tr(lang, "or")} '.join(items_text(a, lang) for a in c["alts"])
    return [line]


def _cap(text):
    return text[:1].upper() + text[1:]


def describe(view, piece, lang="en"):  # noqa: C901 (one branch per kind of piece)
    """What a tapped piece is and what it scores or does (shell's "What is this?"): a market card and its
    space, a kept card, a helper, a pond tile or koi, storage and what is in it, coins, luck, points, a goal,
    the stand-in mark.  Only what ``view`` shows."""
    parts = str(piece).split(":")
    kind, n = parts[0], len(view["ps"])
    fill = _info_fill(lang)
    seat = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() and int(parts[1]) < n else None
    p = view["ps"][seat] if seat is not None else None
    if piece == "standin":
        return {"title": tr(lang, "standin"), "lines": [tr(lang, "standin_note")]}
    if kind == "market" and len(parts) == 2 and parts[1].isdigit() and int(parts[1]) < len(view["market"]):
        i = int(parts[1])
        cid = view["market"][i]
        space = tr(lang, "i_space", bonus=bonus_text(D.RULES["market"]["slot_bonus"][i], lang))
        if cid is None:
            return {"title": tr(lang, "slot", n=i + 1), "lines": [space]}
        space = f'{tr(lang, "slot", n=i + 1)}. {space}'
        card = view["cards"][cid]
        return {"title": card_name(card, lang), "lines": _card_info(card, lang) + [space]}
    if kind == "kept" and p is not None and len(parts) == 3 and parts[2].isdigit() and int(parts[2]) < len(p["kept"]):
        card = view["cards"].get(p["kept"][int(parts[2])])
        if card is None:
            return None
        end = [tr(lang, "i_kept")] if card["type"] == "parchment" else []
        return {"title": card_name(card, lang), "lines": _card_info(card, lang) + end}
    if kind == "helper" and p is not None and len(parts) == 3 and parts[2] in HELPERS:
        h = parts[2]
        return {"title": f'{pick(lang, "card", h)} ({tr(lang, "helper")})',
                "lines": [card_effect({"type": h}, lang)]}
    if kind == "pond" and p is not None and len(parts) == 3:
        cell = p["pond"].get(parts[2])
        if cell is None:
            return None
        return {"title": _cap(pick(lang, "tile_title", cell)), "lines": [pick(lang, "i_tile", cell, **fill)]}
    if kind == "koi" and p is not None and len(parts) == 3:
        k = next((k for k in p["koi"] if str(k["id"]) == parts[2]), None)
        if k is None:
            return None
        vp = count(lang, "vp", D.RULES["scoring"]["koi"][k["size"]])
        return {"title": _cap(pick(lang, "short", k["size"])), "lines": [tr(lang, "i_scores", vp=vp)]}
    if kind == "store" and p is not None:
        if len(parts) == 2:
            return {"title": of(TEXT, lang, "storage_title", view["players"][seat]["name"],
                                used=sum(p["store"].values()), cap=view["cap"][seat]),
                    "lines": [tr(lang, "i_storage", used=sum(p["store"].values()), cap=view["cap"][seat])]}
        if len(parts) >= 3 and parts[2] in p["store"]:
            item = parts[2]
            lines = [tr(lang, "i_store")]
            if item in KOI:
                lines.append(tr(lang, "i_scores", vp=count(lang, "vp", D.RULES["scoring"]["koi"][item])))
            return {"title": _cap(pick(lang, "short" if item in KOI else "tile_title", item)), "lines": lines}
    if kind in ("coins", "luck", "vp") and p is not None:
        if kind == "coins":
            line = tr(lang, "i_coins", n=count(lang, "coin", p["coins"]))
        elif kind == "luck":
            line = tr(lang, "i_luck", n=count(lang, "luck", p["luck"]), **fill)
        else:
            line = tr(lang, "i_vp", n=count(lang, "vp", view["scores"][seat]))
        return {"title": f'{_cap(tr(lang, kind))} · {view["players"][seat]["name"]}', "lines": [line]}
    if kind == "sensei" and p is not None:
        S = D.RULES["sensei"]
        return {"title": tr(lang, "a_sensei"),
                "lines": [_cap(tr(lang, "sensei_does", w=count(lang, "water", S["water"]), a=S["any"])) + ".",
                          tr(lang, "standin")]}
    if kind == "goal" and len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        g, ti = int(parts[1]), int(parts[2])
        if g < len(view["goals"]) and ti < len(view["goals"][g]["tiers"]):
            goal, tier = view["goals"][g], view["goals"][g]["tiers"][ti]
            what = pick(lang, "goal_kind", goal["kind"])
            lines = [tr(lang, "i_goal", n=tier["n"], what=what, vp=count(lang, "vp", tier["vp"]))]
            if tier["by"] is not None:
                lines.append(tr(lang, "i_goal_by", name=view["players"][tier["by"]]["name"]))
            return {"title": f'{what}: {tr(lang, "goal_tier", n=tier["n"], vp=tier["vp"])}', "lines": lines}
    return None


# ------------------------------------------------------------------ rules page
def _rules_fill(lang, opts):
    """Every number the rules page shows, formatted from the data."""
    R_ = D.RULES
    M, S, SC = R_["market"], R_["sensei"], R_["scoring"]

    def removed(n):
        return ", ".join(count(lang, s, D.KOI_REMOVED[n][s]) for s in KOI if D.KOI_REMOVED[n][s])

    goal_groups = {}
    for k in R_["goals"]["kinds"]:
        tiers = ", ".join(tr(lang, "goal_tier", n=t[0], vp=t[1]) for t in k["tiers"])
        goal_groups.setdefault(tiers, []).append(pick(lang, "goal_kind", k["id"]))
    goals = "; ".join(f"{', '.join(kinds)}: {tiers}" for tiers, kinds in goal_groups.items())
    seats = "; ".join(RULES_TEXT(lang, "seat_items", i=i + 1, items=items_text(s, lang))
                      for i, s in enumerate(R_["seat_start"]))
    bonuses = "; ".join(f"{i + 1}: {bonus_text(b, lang)}" for i, b in enumerate(M["slot_bonus"]))
    koi_hexes = R_["pond"]["koi_hexes"]
    return {
        "coins": count(lang, "coin", D.START_COINS), "luck": count(lang, "luck", D.START_LUCK),
        "r3": removed(3), "r2": removed(2), "slots": D.MARKET_SLOTS, "water": count(lang, "water", D.FIRST_SEAT_WATER),
        "lantern_luck": count(lang, "luck", D.LUCK_PER_LANTERN), "hexes": count(lang, "hex", D.EXPANSION_HEXES),
        "seats": seats, "start": count(lang, "hex", R_["storage"]["start_hexes"]),
        "per": count(lang, "hex", R_["storage"]["hexes_per_item"]), "bonuses": bonuses,
        "buys": M["koi_buys_per_meditate"], "prices": prices_text(lang),
        "coin": count(lang, "coin", M["coins_if_nothing_bought"]),
        "w": count(lang, "water", S["water"]), "a": S["any"],
        "kS": count(lang, "hex", koi_hexes["S"]), "kM": count(lang, "hex", koi_hexes["M"]),
        "kL": count(lang, "hex", koi_hexes["L"]),
        "goals": R_["goals"]["cards_in_game"], "tiers": goals,
        "extra": count(lang, "turn", R_["end"]["extra_turns_each"]),
        "pS": count(lang, "vp", SC["koi"]["S"]), "pM": count(lang, "vp", SC["koi"]["M"]),
        "pL": count(lang, "vp", SC["koi"]["L"]), "plily": count(lang, "vp", SC["lily"]),
        "plantern": count(lang, "vp", SC["lantern"]), "pluck": count(lang, "vp", SC["luck"]),
        "ncards": len(R_["cards"]), "lo": GAME.min_players, "hi": GAME.max_players,
    }


def rules_html(lang, options=None) -> str:
    opts = GAME.check_options(options or {})
    T = RULES_TEXT.table(lang)
    fill = _rules_fill(lang, opts)

    def para(key):
        return esc(T[key].format(**fill))

    tag = _standin_words(lang)

    def chosen(o):
        return T["this_game"].format(choice=o.choice_label(opts[o.key], lang))

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
        house.append(f"<li>{tag} <b>{esc(o.label[lang])}</b> — {esc(chosen(o))}. {esc(o.help[lang])}</li>")
    variants = "".join(f"<li><b>{esc(o.label[lang])}</b> — {esc(chosen(o))}. {esc(o.help[lang])}</li>"
                       for o in GAME.options_spec if not o.assumed)
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


def sprites() -> str:
    """Every design once (``draw.symbols``), kept by the page in a hidden SVG outside the screen
    (``assets.game_sprites``): the same whatever the game state."""
    return draw.symbols()


def art(lang="en") -> list:
    """Every tile and koi design's image (``assets.game_art``), for the page to build while it is idle."""
    return draw.art_urls()


CACHED = (_visible,)
