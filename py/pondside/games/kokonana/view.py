"""Kokonana! view: a pure function from one seat's view to HTML + SVG."""
from __future__ import annotations

from ...ui.html import act_attr, button, esc
from ...ui.marks import is_changed, piece_attrs, svg_badge
from . import INFO, draw
from . import data as D
from .options import OPTIONS, value_label
from .text import TEXT, colour_name, lock_name, motif_name, names_list, plural, space_name, temple_what

TILE = 60
GAP = 8


def _tt(lang, key, **kw):
    return TEXT(lang, key, **kw)


def _motif(view, sec, pair):
    return D.MOTIFS[sec][pair] if isinstance(pair, int) and 0 <= pair < len(D.MOTIFS[sec]) else str(pair)


def _mark(ctx, piece, box):
    """``(attributes, badge)`` of an SVG piece: its ``data-piece`` id, and the changed mark when another player
    just touched it (marks.svg_badge: a dashed ring and a star, not colour alone)."""
    return piece_attrs(ctx, piece), (svg_badge(*box) if is_changed(ctx, piece) else "")


def _what(lang, tile):
    return temple_what(lang, tile)


class _Geo:
    """Maps a river column (0 = village ... 2*depth+2 = temple bank) and a lane to SVG coordinates;
    horizontal on wide screens, bottom-to-top on phones."""

    def __init__(self, view, vertical):
        self.depth, self.lanes = view["dims"]
        self.vertical = vertical
        self.cols = 2 * self.depth + 3
        self.bank = 46
        self.temple_cols = 2
        # each column's left edge, once (a render asks for it a few hundred times)
        self._xs = [10]
        for k in range(self.cols + self.temple_cols + 2):
            self._xs.append(self._xs[-1] + self.col_w(k) + GAP)

    def col_x(self, col):
        # banks are narrower than water columns
        if 0 <= col < len(self._xs):
            return self._xs[col]
        x = 10
        for k in range(col):
            x += (self.bank if k in (0, self.depth + 1, 2 * self.depth + 2) else TILE) + GAP
        return x

    def col_w(self, col):
        return self.bank if col in (0, self.depth + 1, 2 * self.depth + 2) else TILE

    def length(self):
        return self.col_x(self.cols) + 2 * (TILE + GAP) + 10

    def width(self):
        return 10 + self.lanes * (TILE + GAP) + 10

    def rect(self, col, lane, span_all=False):
        """(x, y, w, h) of a cell."""
        a = self.col_x(col)
        la = self.col_w(col)
        if span_all:
            b, lb = 10, self.lanes * (TILE + GAP) - GAP
        else:
            b, lb = 10 + lane * (TILE + GAP), TILE
        if self.vertical:
            total = self.length()
            return (b, total - a - la, lb, la)
        return (a, b, la, lb)

    def size(self):
        return (self.width(), self.length()) if self.vertical else (self.length(), self.width())


def _space_cell(geo, view, space):
    depth, lanes = view["dims"]
    if space == "V":
        return geo.rect(0, 0, True)
    if space == "B":
        return geo.rect(depth + 1, 0, True)
    if space == "T":
        return geo.rect(2 * depth + 2, 0, True)
    sec, i = space[0], int(space[1:])
    c, r = divmod(i, lanes)
    col = 1 + c if sec == "S" else depth + 2 + c
    return geo.rect(col, r)


def render(view, ctx):
    lang = ctx.get("lang", "en")
    seat = ctx.get("seat")
    legal = ctx.get("legal") or []
    sel = ctx.get("sel") or {}
    mode = sel.get("mode")
    geo = _Geo(view, ctx.get("compact", False))
    depth, lanes = view["dims"]
    W, H = geo.size()
    by_type = {}
    for a in legal:
        by_type.setdefault(a["t"], []).append(a)

    # which action a click on a space / tile / temple slot performs
    hop_for = {}
    for typ in (("thop",) if mode == "thop" else ("hop", "fhop")):
        for a in by_type.get(typ, []):
            hop_for[a["to"]] = a
    flip_for = {(a["s"], a["i"]): a for a in by_type.get("flip", [])}
    peek_for = {a["i"]: a for a in by_type.get("tpeek" if mode == "tpeek" else "peek", [])}
    key_for = {a["k"]: a for a in by_type.get("key", [])}

    parts = [f'<svg class="kn-river" viewBox="0 0 {W} {H}" role="group" '
             f'aria-label="{esc(_tt(lang, "river"))}" preserveAspectRatio="xMidYMid meet">',
             '<defs><pattern id="kn-waves" width="16" height="10" patternUnits="userSpaceOnUse">'
             '<path d="M0 5 Q4 1 8 5 T16 5" fill="none" stroke="#ffffff55" stroke-width="1.5"/></pattern></defs>']
    # water sections background
    for sec, c0 in (("S", 1), ("D", depth + 2)):
        x0, y0, _, _ = geo.rect(c0, 0)
        x1, y1, w1, h1 = geo.rect(c0 + depth - 1, lanes - 1)
        xa, ya = min(x0, x1) - 4, min(y0, y1) - 4
        xb, yb = max(x0, x1) + w1 + 4, max(y0, y1) + h1 + 4
        fill = "#5fb3d9" if sec == "S" else "#24578f"
        parts.append(f'<rect x="{xa}" y="{ya}" width="{xb - xa}" height="{yb - ya}" rx="10" fill="{fill}"/>')
    # banks
    for space, fill, key in (("V", "#c9b27c", "village"), ("B", "#ead9a6", "sandbank"), ("T", "#b99b62", "templebank")):
        x, y, w, h = _space_cell(geo, view, space)
        label = _tt(lang, key)
        act = hop_for.get(space)
        cls = "kn-bank kn-target" if act else "kn-bank"
        attrs = f'{act_attr(act)} role="button" tabindex="0" aria-label="{esc(_tt(lang, "hopto", where=label))}"' if act \
            else f'role="img" aria-label="{esc(label)}"'
        parts.append(f'<g class="{cls}" {attrs}><rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{fill}" '
                     f'stroke="#7a6235" stroke-width="2"/>')
        tx, ty = (x + w / 2, y + h / 2) if (geo.vertical or space != "B") else (x + 12, y + h / 2)
        rot = "" if geo.vertical else f' transform="rotate(-90 {tx} {ty})"'
        parts.append(f'<text x="{tx}" y="{ty}" class="kn-banklabel" text-anchor="middle" dominant-baseline="middle"{rot}>'
                     f'{esc(label)}</text></g>')
    # keys on the sandbank
    bx, by, bw, bh = _space_cell(geo, view, "B")
    for k, key in enumerate(view["keys_left"]):
        if geo.vertical:
            kx, ky = bx + 18 + k * (bw - 36) / 4, by + bh - 10
        else:
            kx, ky = bx + bw - 15, by + 22 + k * (bh - 44) / 4
        a = key_for.get(key)
        name = _tt(lang, "key", colour=colour_name(lang, key))
        body = draw.key_disc(kx, ky, key, colour_name(lang, key)[0].upper())
        pa, badge = _mark(ctx, f"key:{key}", (kx - 10, ky - 10, 20, 20))
        if a:
            parts.append(f'<g class="kn-key kn-target" role="button" tabindex="0" {act_attr(a)}{pa} '
                         f'aria-label="{esc(name)}"><circle cx="{kx}" cy="{ky}" r="16" fill="transparent"/>{body}{badge}</g>')
        else:
            parts.append(f'<g class="kn-key" role="img"{pa} aria-label="{esc(name)}">{body}{badge}</g>')
    # water tiles
    reveal = view.get("reveal")
    for sec, c0 in (("S", 1), ("D", depth + 2)):
        secname = _tt(lang, "shallow" if sec == "S" else "deep")
        for i, pair in enumerate(view["tiles"][sec]):
            c, r = divmod(i, lanes)
            x, y, w, h = geo.rect(c0 + c, r)
            space = f"{sec}{i}"
            if pair is None:
                a = flip_for.get((sec, i))
                label = _tt(lang, "facedown", where=space_name(lang, view["dims"], space))
                body = (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="9" class="kn-down kn-down-{sec}"/>'
                        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="9" fill="url(#kn-waves)"/>')
                pa, badge = _mark(ctx, space, (x, y, w, h))
                if a:
                    parts.append(f'<g class="kn-tile kn-flip" role="button" tabindex="0" {act_attr(a)}{pa} '
                                 f'aria-label="{esc(_tt(lang, "flip") + ": " + label)}">{body}{badge}</g>')
                else:
                    parts.append(f'<g class="kn-tile" role="img"{pa} aria-label="{esc(label)}">{body}{badge}</g>')
                continue
            motif = _motif(view, sec, pair)
            matched = view["matched"][sec][i]
            name = motif_name(lang, motif)
            hue = draw.MOTIF_HUE.get(motif, 200)
            is_reveal = bool(reveal and reveal[0] == sec and i in (reveal[1], reveal[3]))
            cls = "kn-up kn-stone" if matched else ("kn-up kn-nomatch" if is_reveal else "kn-up kn-open")
            code = draw.MOTIF_CODE.get(motif, "?")
            # the name starts with the words printed on the tile, in order (WCAG 2.5.3 label in name)
            label = _tt(lang, "faceup", motif=f"{code} {name}", where=space_name(lang, view["dims"], space)) + (
                f" — {_tt(lang, 'stone')}" if matched else "")
            a = hop_for.get(space)
            # a long name is squeezed to the tile's width rather than cut (its printed words stay whole)
            fit = f' textLength="{w - 8}" lengthAdjust="spacingAndGlyphs"' if len(name) > 9 else ""
            body = (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="9" class="{cls}" '
                    f'fill="hsl({hue} 45% 88%)"/>'
                    f'<text x="{x + w / 2}" y="{y + 27}" text-anchor="middle" class="kn-code">{esc(code)}</text> '
                    f'<text x="{x + w / 2}" y="{y + 46}" text-anchor="middle" class="kn-motif"{fit}>{esc(name)}</text>')
            pa, badge = _mark(ctx, space, (x, y, w, h))
            if a:
                parts.append(f'<g class="kn-tile kn-target" role="button" tabindex="0" {act_attr(a)}{pa} '
                             f'aria-label="{esc(_tt(lang, "hopto", where=label))}">{body}{badge}</g>')
            else:
                parts.append(f'<g class="kn-tile" role="img"{pa} aria-label="{esc(label)}">{body}{badge}</g>')
    # temple tiles beside the temple bank
    tcol = 2 * depth + 3
    for i in range(view["temple_size"]):
        cc, rr = divmod(i, lanes)
        x, y, w, h = geo.rect(tcol + cc, rr) if not geo.vertical else geo.rect(tcol + cc, rr)
        public = view["temple"][i]
        mine = view["known"].get(str(i))
        now = view.get("peek_now") and view["peek_now"][0] == i
        label = _tt(lang, "templeslot", i=i + 1)
        shown = public or (view["peek_now"][1] if now else None)
        text = ""
        fill = "#8a6d3b"
        if shown:
            fill = "#f4f1e8" if shown == "wall" else draw.KEY_FILL[shown]
            label += ": " + _what(lang, shown)
            text = "▦" if shown == "wall" else colour_name(lang, shown)[:3].upper()
        elif mine:
            label += " — " + _tt(lang, "seen_as", what=_what(lang, mine))
            text = ("✓ " if mine == view["key"][seat] else "") + ("▦" if mine == "wall" else colour_name(lang, mine)[:3].upper()) \
                if seat is not None else ""
        a = peek_for.get(i)
        word = text.replace("✓", "").replace("▦", "").strip()
        if word:   # the name holds the tile's printed words in order (WCAG 2.5.3 label in name)
            label = label.replace(_tt(lang, "templeslot", i=i + 1), _tt(lang, "templeslot", i=i + 1) + " " + word, 1)
        body = (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="{fill}" stroke="#4d3a17" stroke-width="2" '
                f'class="kn-temple{" kn-now" if now else ""}{" kn-memo" if (mine and not shown) else ""}"/>'
                f'<text x="{x + w / 2}" y="{y + 20}" text-anchor="middle" class="kn-slotno">{i + 1}</text> '
                f'<text x="{x + w / 2}" y="{y + 42}" text-anchor="middle" class="kn-code'
                f'{" kn-dark" if shown in ("wall", "white", "orange") else ""}">{esc(text)}</text>')
        pa, badge = _mark(ctx, f"temple:{i}", (x, y, w, h))
        if a:
            parts.append(f'<g class="kn-tile kn-target" role="button" tabindex="0" {act_attr(a)}{pa} '
                         f'aria-label="{esc(label)}">{body}{badge}</g>')
        else:
            parts.append(f'<g class="kn-tile" role="img"{pa} aria-label="{esc(label)}">{body}{badge}</g>')
    # runners
    groups = {}
    for s, sp in enumerate(view["pos"]):
        groups.setdefault(sp, []).append(s)
    for sp, seats in groups.items():
        x, y, w, h = _space_cell(geo, view, sp)
        for k, s in enumerate(seats):
            if sp in ("V", "B", "T"):
                off = (k - (len(seats) - 1) / 2) * 22
                cx, cy = (x + w / 2 + off, y + h / 2 - 24) if geo.vertical else (x + w / 2, y + h / 2 + off - 30)
            else:
                off = (k - (len(seats) - 1) / 2) * 20
                cx, cy = x + w / 2 + off, y + h - 12
            name = view["players"][s]["name"]
            colour = _tt(lang, "runner_colour")[s]
            pa, badge = _mark(ctx, f"runner:{s}", (cx - 11, cy - 11, 22, 22))
            parts.append(f'<g{pa}>{draw.runner(cx, cy, s, _tt(lang, "runner", name=name, colour=colour))}{badge}</g>')
    parts.append("</svg>")
    return (f'<div class="kn-game{" kn-compact" if geo.vertical else ""}">'
            f'{_panel(view, ctx, by_type, mode)}<div class="kn-board">{"".join(parts)}</div></div>')


def _prompt(view, ctx, mode):
    lang = ctx.get("lang", "en")
    seat = ctx.get("seat")
    st = view["stage"]
    if view["winner"] is not None:
        w = view["winner"]
        return _tt(lang, "p_won", name=view["players"][w]["name"], lock=lock_name(lang, view["key"][w]))
    if view["to_move"] != seat:
        name = view["players"][view["to_move"]]["name"]
        return _tt(lang, "p_wait_nomatch" if view.get("reveal") else "p_wait", name=name)
    if mode == "thop":
        return _tt(lang, "p_thop")
    if mode == "tpeek":
        return _tt(lang, "p_tpeek")
    if st in ("flip1", "flip2"):
        sec = "deep" if (ctx.get("legal") and ctx["legal"][0].get("s") == "D") else "shallow"
        for a in ctx.get("legal") or []:
            if a["t"] == "flip":
                sec = "deep" if a["s"] == "D" else "shallow"
                break
        return _tt(lang, "p_" + st, sec=_tt(lang, sec))
    if st == "after":
        return _tt(lang, "p_after_nomatch" if view.get("reveal") else "p_after_match")
    if st == "peeked" and view.get("peek_now"):
        i, tile = view["peek_now"]
        return _tt(lang, "p_peeked", i=i + 1, what=_what(lang, tile))
    return _tt(lang, "p_" + st) if st else ""


def _panel(view, ctx, by_type, mode):
    lang = ctx.get("lang", "en")
    seat = ctx.get("seat")
    out = [f'<div class="kn-panel"><p class="kn-prompt" role="status">{esc(_prompt(view, ctx, mode))}</p>']
    btns = []
    if mode:
        btns.append(button(_tt(lang, "cancel"), sel={"mode": None}, cls="btn btn-ghost"))
    else:
        if "nohop" in by_type:
            btns.append(button(_tt(lang, "nohop"), action={"t": "nohop"}))
        if "talisman" in by_type:
            btns.append(button(_tt(lang, "talisman"), action={"t": "talisman"}))
        if "end" in by_type:
            btns.append(button(_tt(lang, "gotit" if view.get("reveal") else "end"), action={"t": "end"},
                               cls="btn btn-primary"))
        if "thop" in by_type:
            btns.append(button(_tt(lang, "thop"), sel={"mode": "thop"}, cls="btn btn-ghost"))
        if "tpeek" in by_type:
            btns.append(button(_tt(lang, "tpeek"), sel={"mode": "tpeek"}, cls="btn btn-ghost"))
    if btns:
        out.append(f'<div class="kn-actions">{"".join(btns)}</div>')
    out.append('<ul class="kn-players">')
    for s, p in enumerate(view["players"]):
        k = view["key"][s]
        keytxt = _tt(lang, "key", colour=colour_name(lang, k)) if k else _tt(lang, "nokey")
        cur = (" kn-current" if view["to_move"] == s else "") + (" kn-me" if s == seat else "")
        out.append(f'<li class="kn-player{cur}">{draw.dot(s)}'
                   f'<span class="kn-pname">{esc(p["name"])}</span>'
                   f'<span class="kn-pinfo"><span class="kn-held"{piece_attrs(ctx, f"key:{k}") if k else ""}>'
                   f'{esc(keytxt)}</span> · <span class="kn-count"{piece_attrs(ctx, f"talisman:{s}")}>'
                   f'{esc(plural(lang, "n_talismans", view["talismans"][s]))}</span></span></li>')
    out.append(f'</ul><p class="kn-supply"><span{piece_attrs(ctx, "supply")}>'
               f'{esc(_tt(lang, "supply", n=view["supply"]))}</span></p></div>')
    return "".join(out)


# ------------------------------------------------------------------ rules page
def rules_html(lang, options):
    """The rules in player words, every number formatted from the data, then what the rulebook leaves open:
    the house rules with this game's values, and the readings that are not options."""
    n_keys = len(D.KEYS)
    depth, lanes = D.GRIDS[options.get("grid", D.DEFAULT_GRID)]
    html = _tt(lang, "rules", min=INFO.min_players, max=INFO.max_players,
               cap_text=plural(lang, "n_runners", D.STONE_CAPACITY),
               cap2_text=plural(lang, "n_runners", D.STONE_CAPACITY_2P),
               supply=plural(lang, "n_talismans", D.TALISMAN_SUPPLY),
               tiles=depth * lanes, pairs=depth * lanes // 2, keys=n_keys, walls=D.WALL_TILES,
               temple=n_keys + D.WALL_TILES)
    items = []
    for o in OPTIONS:
        if o.assumed:
            val = options.get(o.key, o.default)
            items.append(f"<li><b>{esc(o.label.get(lang, o.key))}</b>: {esc(value_label(o, val, lang))}. "
                         f"{esc(o.help.get(lang, ''))}</li>")
    known = names_list(lang, [motif_name(lang, m) for m in D.MOTIFS_CONFIRMED])
    keys = names_list(lang, [colour_name(lang, k) for k in D.KEYS_CONFIRMED])
    for line in _tt(lang, "fixed"):
        items.append(f"<li>{esc(line.format(known=known, keys=keys))}</li>")
    return (html + f'<h3>{esc(_tt(lang, "open_head"))}</h3><p>{esc(_tt(lang, "open_intro"))}</p>'
            f'<ul class="assumed">{"".join(items)}</ul>')
