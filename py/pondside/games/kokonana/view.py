"""Kokonana! view: a pure function from one seat's view to HTML + SVG."""
from __future__ import annotations

from ...ui.html import act_attr, button, esc, sel_attr, t
from . import data as D

RUNNER_FILL = ["#2f6fd6", "#2e9a4a", "#d23b3b", "#e7b416"]
RUNNER_NAME = {"en": ["blue", "green", "red", "yellow"], "de": ["blau", "grün", "rot", "gelb"]}

S = {
    "en": {
        "village": "Village bank", "sandbank": "Sandbank", "templebank": "Temple bank", "temple": "Temple",
        "shallow": "Shallow water", "deep": "Deep water",
        "facedown": "Face-down {sec} tile, column {c}, lane {r}", "faceup": "{motif} ({sec}, column {c}, lane {r})",
        "stone": "stepping stone", "flip": "Flip", "hopto": "Hop to {where}",
        "nohop": "Don't hop", "talisman": "Take a talisman", "end": "End turn", "gotit": "Got it — turn them back",
        "thop": "Talisman: extra hop", "tpeek": "Talisman: peek at a temple tile", "cancel": "Cancel",
        "p_hop": "Hop one space forward, diagonally or sideways onto a stepping stone — or don't.",
        "p_key": "You reached the sandbank: choose your key.",
        "p_flip1": "Flip a face-down {sec} tile.",
        "p_flip2": "Flip a second {sec} tile.",
        "p_reward": "A match! Take a free hop, or a talisman instead.",
        "p_after_match": "You may still spend a talisman, or end your turn.",
        "p_after_nomatch": "No match — Kokonana! Remember them, then turn them back.",
        "p_peek": "Peek at one temple tile. If it is your lock, you win!",
        "p_peeked": "You looked at temple tile {i}: {what}.",
        "p_wait": "{name} is playing…", "p_won": "{name} opened the temple and wins!",
        "p_thop": "Choose where to hop (costs 1 talisman).", "p_tpeek": "Choose a temple tile to look at (costs 1 talisman).",
        "wall": "a wall", "lock": "the {colour} lock", "key": "{colour} key",
        "templeslot": "Temple tile {i}", "seen_as": "you saw: {what}",
        "talismans": "talismans", "supply": "Talisman supply: {n}", "nokey": "no key yet", "haskey": "key: {colour}",
        "runner": "{name}'s runner ({colour})", "you": "you",
        "peekedby": "{name} peeked at tile {i}",
    },
    "de": {
        "village": "Dorfufer", "sandbank": "Sandbank", "templebank": "Tempelufer", "temple": "Tempel",
        "shallow": "Flachwasser", "deep": "Tiefwasser",
        "facedown": "Verdecktes {sec}-Plättchen, Spalte {c}, Bahn {r}", "faceup": "{motif} ({sec}, Spalte {c}, Bahn {r})",
        "stone": "Trittstein", "flip": "Aufdecken", "hopto": "Hüpfe nach {where}",
        "nohop": "Nicht hüpfen", "talisman": "Talisman nehmen", "end": "Zug beenden", "gotit": "Gemerkt — zurückdrehen",
        "thop": "Talisman: Extra-Hüpfer", "tpeek": "Talisman: Tempelplättchen ansehen", "cancel": "Abbrechen",
        "p_hop": "Hüpfe ein Feld vorwärts, diagonal oder seitwärts auf einen Trittstein — oder nicht.",
        "p_key": "Du hast die Sandbank erreicht: wähle deinen Schlüssel.",
        "p_flip1": "Decke ein verdecktes {sec}-Plättchen auf.",
        "p_flip2": "Decke ein zweites {sec}-Plättchen auf.",
        "p_reward": "Ein Paar! Hüpfe gratis oder nimm stattdessen einen Talisman.",
        "p_after_match": "Du kannst noch einen Talisman einsetzen oder den Zug beenden.",
        "p_after_nomatch": "Kein Paar — Kokonana! Merk sie dir, dann umdrehen.",
        "p_peek": "Sieh dir ein Tempelplättchen an. Ist es dein Schloss, gewinnst du!",
        "p_peeked": "Du hast Tempelplättchen {i} angesehen: {what}.",
        "p_wait": "{name} ist am Zug…", "p_won": "{name} öffnet den Tempel und gewinnt!",
        "p_thop": "Wohin hüpfen? (kostet 1 Talisman)", "p_tpeek": "Welches Tempelplättchen ansehen? (kostet 1 Talisman)",
        "wall": "eine Mauer", "lock": "das {colour}e Schloss", "key": "Schlüssel {colour}",
        "templeslot": "Tempelplättchen {i}", "seen_as": "gesehen: {what}",
        "talismans": "Talismane", "supply": "Talisman-Vorrat: {n}", "nokey": "noch kein Schlüssel",
        "haskey": "Schlüssel: {colour}", "runner": "Läufer von {name} ({colour})", "you": "du",
        "peekedby": "{name} sah Plättchen {i} an",
    },
}

TILE = 60
GAP = 8


def _tt(lang, key, **kw):
    return t(S, lang, key, **kw)


def motif_name(lang, motif):
    return D.MOTIF_NAMES.get(lang, {}).get(motif) or motif


def _motif(view, sec, pair):
    return D.MOTIFS[sec][pair] if isinstance(pair, int) and 0 <= pair < len(D.MOTIFS[sec]) else str(pair)


def space_name(view, space, lang):
    depth, lanes = view["dims"]
    if space in ("V", "B", "T"):
        return _tt(lang, {"V": "village", "B": "sandbank", "T": "templebank"}[space])
    sec, i = space[0], int(space[1:])
    c, r = divmod(i, lanes)
    return f"{_tt(lang, 'shallow' if sec == 'S' else 'deep')} {c + 1}/{r + 1}"


def _what(lang, tile):
    if tile == "wall":
        return _tt(lang, "wall")
    return _tt(lang, "lock", colour=D.KEY_NAMES[lang if lang in D.KEY_NAMES else "en"][tile])


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
             f'aria-label="{esc(_tt(lang, "temple"))}" preserveAspectRatio="xMidYMid meet">',
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
        name = _tt(lang, "key", colour=D.KEY_NAMES[lang][key])
        body = (f'<circle cx="{kx}" cy="{ky}" r="9" fill="{D.KEY_FILL[key]}" stroke="#333" stroke-width="1.5"/>'
                f'<text x="{kx}" y="{ky + 0.5}" class="kn-keyletter" text-anchor="middle" dominant-baseline="middle" '
                f'fill="{"#000" if key in ("white", "orange") else "#fff"}">{esc(D.KEY_NAMES[lang][key][0].upper())}</text>')
        if a:
            parts.append(f'<g class="kn-key kn-target" role="button" tabindex="0" {act_attr(a)} '
                         f'aria-label="{esc(name)}"><circle cx="{kx}" cy="{ky}" r="16" fill="transparent"/>{body}</g>')
        else:
            parts.append(f'<g class="kn-key" role="img" aria-label="{esc(name)}">{body}</g>')
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
                label = _tt(lang, "facedown", sec=secname, c=c + 1, r=r + 1)
                body = (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="9" class="kn-down kn-down-{sec}"/>'
                        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="9" fill="url(#kn-waves)"/>')
                if a:
                    parts.append(f'<g class="kn-tile kn-flip" role="button" tabindex="0" {act_attr(a)} '
                                 f'aria-label="{esc(_tt(lang, "flip") + ": " + label)}">{body}</g>')
                else:
                    parts.append(f'<g class="kn-tile" role="img" aria-label="{esc(label)}">{body}</g>')
                continue
            motif = _motif(view, sec, pair)
            matched = view["matched"][sec][i]
            name = motif_name(lang, motif)
            hue = D.MOTIF_HUE.get(motif, 200)
            is_reveal = bool(reveal and reveal[0] == sec and i in (reveal[1], reveal[3]))
            cls = "kn-up kn-stone" if matched else ("kn-up kn-nomatch" if is_reveal else "kn-up kn-open")
            code = D.MOTIF_CODE.get(motif, "?")
            # the name starts with the words printed on the tile, in order (WCAG 2.5.3 label in name)
            label = _tt(lang, "faceup", motif=f"{code} {name}", sec=secname, c=c + 1, r=r + 1) + (
                f" — {_tt(lang, 'stone')}" if matched else "")
            a = hop_for.get(space)
            # a long name is squeezed to the tile's width rather than cut (its printed words stay whole)
            fit = f' textLength="{w - 8}" lengthAdjust="spacingAndGlyphs"' if len(name) > 9 else ""
            body = (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="9" class="{cls}" '
                    f'fill="hsl({hue} 45% 88%)"/>'
                    f'<text x="{x + w / 2}" y="{y + 27}" text-anchor="middle" class="kn-code">{esc(code)}</text> '
                    f'<text x="{x + w / 2}" y="{y + 46}" text-anchor="middle" class="kn-motif"{fit}>{esc(name)}</text>')
            if a:
                parts.append(f'<g class="kn-tile kn-target" role="button" tabindex="0" {act_attr(a)} '
                             f'aria-label="{esc(_tt(lang, "hopto", where=label))}">{body}</g>')
            else:
                parts.append(f'<g class="kn-tile" role="img" aria-label="{esc(label)}">{body}</g>')
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
            fill = "#f4f1e8" if shown == "wall" else D.KEY_FILL[shown]
            label += ": " + _what(lang, shown)
            text = "▦" if shown == "wall" else D.KEY_NAMES[lang][shown][:3].upper()
        elif mine:
            label += " — " + _tt(lang, "seen_as", what=_what(lang, mine))
            text = ("✓ " if mine == view["key"][seat] else "") + ("▦" if mine == "wall" else D.KEY_NAMES[lang][mine][:3].upper()) \
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
        if a:
            parts.append(f'<g class="kn-tile kn-target" role="button" tabindex="0" {act_attr(a)} '
                         f'aria-label="{esc(label)}">{body}</g>')
        else:
            parts.append(f'<g class="kn-tile" role="img" aria-label="{esc(label)}">{body}</g>')
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
            colour = RUNNER_NAME[lang][s]
            parts.append(f'<g class="kn-runner" role="img" aria-label="{esc(_tt(lang, "runner", name=name, colour=colour))}">'
                         f'<circle cx="{cx}" cy="{cy}" r="11" fill="{RUNNER_FILL[s]}" stroke="#fff" stroke-width="2.5"/>'
                         f'<text x="{cx}" y="{cy + 0.5}" text-anchor="middle" dominant-baseline="middle" '
                         f'class="kn-runnerno">{s + 1}</text></g>')
    parts.append("</svg>")
    return (f'<div class="kn-game{" kn-compact" if geo.vertical else ""}">'
            f'{_panel(view, ctx, by_type, mode)}<div class="kn-board">{"".join(parts)}</div></div>')


def _prompt(view, ctx, mode):
    lang = ctx.get("lang", "en")
    seat = ctx.get("seat")
    st = view["stage"]
    if view["winner"] is not None:
        return _tt(lang, "p_won", name=view["players"][view["winner"]]["name"])
    if view["to_move"] != seat:
        return _tt(lang, "p_wait", name=view["players"][view["to_move"]]["name"])
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
        keytxt = _tt(lang, "haskey", colour=D.KEY_NAMES[lang][k]) if k else _tt(lang, "nokey")
        cur = " kn-current" if view["to_move"] == s else ""
        you = f' ({_tt(lang, "you")})' if s == seat else ""
        out.append(f'<li class="kn-player{cur}"><svg class="kn-dot" viewBox="0 0 28 28" aria-hidden="true">'
                   f'<circle cx="14" cy="14" r="12.5" fill="{RUNNER_FILL[s]}" stroke="#fff" stroke-width="2"/>'
                   f'<text x="14" y="19" text-anchor="middle">{s + 1}</text></svg>'
                   f'<span class="kn-pname">{esc(p["name"])}{esc(you)}</span>'
                   f'<span class="kn-pinfo">{esc(keytxt)} · {view["talismans"][s]} {esc(_tt(lang, "talismans"))}</span></li>')
    out.append(f'</ul><p class="kn-supply">{esc(_tt(lang, "supply", n=view["supply"]))}</p></div>')
    return "".join(out)


# ------------------------------------------------------------------ log
LOG = {
    "en": {"hop": "{p} hops to {to}", "fhop": "{p} takes a free hop to {to}", "thop": "{p} spends a talisman to hop to {to}",
           "nohop": "{p} does not hop", "key": "{p} takes the {k} key", "nokey": "{p} takes no key",
           "flip": "{p} flips {where}: {m}", "talisman": "{p} takes a talisman", "end": "{p} ends the turn",
           "peek": "{p} peeks at temple tile {i}", "tpeek": "{p} spends a talisman to peek at temple tile {i}"},
    "de": {"hop": "{p} hüpft nach {to}", "fhop": "{p} hüpft gratis nach {to}", "thop": "{p} hüpft mit Talisman nach {to}",
           "nohop": "{p} hüpft nicht", "key": "{p} nimmt den Schlüssel {k}", "nokey": "{p} nimmt keinen Schlüssel",
           "flip": "{p} deckt {where} auf: {m}", "talisman": "{p} nimmt einen Talisman", "end": "{p} beendet den Zug",
           "peek": "{p} sieht Tempelplättchen {i} an", "tpeek": "{p} sieht mit Talisman Tempelplättchen {i} an"},
}


def log_line(before, action, lang="en"):
    lang = lang if lang in LOG else "en"
    p = before["players"][before["to_move"]]["name"]
    t_ = action.get("t")
    fake_view = {"dims": list(D.GRIDS[before["options"]["grid"]])}
    kw = {"p": p}
    if "to" in action:
        kw["to"] = space_name(fake_view, action["to"], lang)
    if t_ == "key":
        kw["k"] = D.KEY_NAMES[lang][action["k"]]
    if t_ == "flip":
        sec = action["s"]
        kw["where"] = space_name(fake_view, f"{sec}{action['i']}", lang)
        kw["m"] = motif_name(lang, D.MOTIFS[sec][before["tiles"][sec][action["i"]]])
    if "i" in action and t_ in ("peek", "tpeek"):
        kw["i"] = action["i"] + 1
    return LOG[lang].get(t_, "{p}: " + str(t_)).format(**kw)


# ------------------------------------------------------------------ rules page
RULES = {
    "en": """<h2>Kokonana! — how to play</h2>
<p>2–4 players race from the village across shallow and deep water to the temple. The water tiles lie face down;
two tiles with the same motif make a pair of <b>stepping stones</b> that everyone may use.</p>
<h3>Your turn</h3>
<ol><li><b>Hop</b> (optional): one space forward, diagonally forward or sideways onto a face-up stepping stone
(at most 2 runners per stone; 1 in a 2-player game). Reaching the <b>sandbank</b> gives you a key.
Reaching the <b>temple bank</b> before flipping lets you peek instead of flipping.</li>
<li><b>Flip</b> two face-down tiles — shallow ones until you reach the sandbank (deep ones when no shallow tile is left),
deep ones after it. A <b>match</b> stays face up and gives you a free hop, or a talisman instead. No match: remember
them, they turn back.</li></ol>
<p><b>Talismans</b> (13 in the supply): at any time on your turn, spend one for an extra hop, or — if you hold a key —
to look secretly at a temple tile.</p>
<p><b>Temple:</b> on the temple bank each turn you peek at one temple tile. Find the lock of your key's colour and you
win at once. Walls and other locks go back face down.</p>
<p><b>Variant for younger children:</b> no wall tiles; talismans only for hops.</p>""",
    "de": """<h2>Kokonana! — so wird gespielt</h2>
<p>2–4 Spieler laufen vom Dorf über Flach- und Tiefwasser zum Tempel. Die Wasserplättchen liegen verdeckt; zwei gleiche
Motive bilden ein Paar <b>Trittsteine</b>, die alle benutzen dürfen.</p>
<h3>Dein Zug</h3>
<ol><li><b>Hüpfen</b> (freiwillig): ein Feld vorwärts, diagonal vorwärts oder seitwärts auf einen offenen Trittstein
(höchstens 2 Läufer pro Stein, 1 im Spiel zu zweit). Auf der <b>Sandbank</b> nimmst du einen Schlüssel. Wer das
<b>Tempelufer</b> vor dem Aufdecken erreicht, schaut statt aufzudecken in den Tempel.</li>
<li><b>Aufdecken</b>: zwei verdeckte Plättchen — Flachwasser, bis du die Sandbank erreichst (Tiefwasser, wenn kein
Flachwasser mehr verdeckt ist), danach Tiefwasser. Ein <b>Paar</b> bleibt offen und du hüpfst gratis oder nimmst einen
Talisman. Kein Paar: merken, umdrehen.</li></ol>
<p><b>Talismane</b> (13 im Vorrat): jederzeit im eigenen Zug abgeben für einen Extra-Hüpfer oder — mit Schlüssel —
um heimlich ein Tempelplättchen anzusehen.</p>
<p><b>Tempel:</b> auf dem Tempelufer siehst du jeden Zug ein Tempelplättchen an. Findest du das Schloss in der Farbe
deines Schlüssels, gewinnst du sofort.</p>
<p><b>Variante für jüngere Kinder:</b> ohne Mauern; Talismane nur zum Hüpfen.</p>""",
}

ASSUMED_HEAD = {"en": "Our readings of open points (switch them in the new-game dialog)",
                "de": "Unsere Auslegung offener Punkte (im Dialog „Neues Spiel“ umschaltbar)"}
FIXED = {
    "en": ["Motif names beyond turtle, catfish, rocks and log, and the key colours beyond black and purple, are "
           "placeholders (cosmetic) [§9.4, §9.5].",
           "A bank touches every lane of the next column; no sideways moves on banks [§9.2].",
           "The two flipped tiles must be different; no face-down tile allowed → no flip [§9.7, §9.8].",
           "An empty talisman supply means the match reward is lost [§9.6]."],
    "de": ["Motivnamen außer Schildkröte, Wels, Felsen und Baumstamm sowie Schlüsselfarben außer Schwarz und Lila sind "
           "Platzhalter (nur Optik) [§9.4, §9.5].",
           "Ein Ufer grenzt an jede Bahn der nächsten Spalte; kein Seitwärtsziehen auf Ufern [§9.2].",
           "Die zwei aufgedeckten Plättchen müssen verschieden sein; ohne erlaubtes Plättchen entfällt das Aufdecken [§9.7, §9.8].",
           "Ist der Talisman-Vorrat leer, verfällt die Belohnung [§9.6]."],
}


def rules_html(lang, options):
    from .engine import OPTIONS
    lang = lang if lang in RULES else "en"
    items = []
    for o in OPTIONS:
        if o.assumed:
            val = options.get(o.key, o.default)
            items.append(f"<li><b>{esc(o.label.get(lang, o.key))}</b>: <code>{esc(val)}</code> — "
                         f"{esc(o.help.get(lang, ''))}</li>")
    items += [f"<li>{esc(x)}</li>" for x in FIXED[lang]]
    return RULES[lang] + f'<h3>{esc(ASSUMED_HEAD[lang])}</h3><ul class="assumed">{"".join(items)}</ul>'
