"""Kokonana! view: pure functions from one seat's view to HTML + SVG.

The river is one SVG.  On a phone (``ctx["compact"]``) it runs from the village at the bottom to the temple at
the top and fits one screen; on a wide screen it runs from left to right.  Every picture is one ``<use>`` of its
design (``draw.symbols``); a runner stands in a slot beside a tile's picture, never on it.
"""
from __future__ import annotations

from functools import lru_cache

from ...ui.html import act_attr, button, esc, sel_attr
from ...ui.i18n import join, of
from ...ui.marks import piece_attrs, svg_marks
from . import INFO, draw
from . import data as D
from .options import OPTIONS, value_label
from .text import (TEXT, colour_name, key_name, lock_name, motif_name, plural, space_name,
                   temple_what)

BANKS = ("V", "B", "T")


def _tt(lang, key, **kw):
    return TEXT(lang, key, **kw)


# ------------------------------------------------------------------------------------------ geometry
class Geo:
    """Where everything sits, in SVG units (about CSS pixels: the phone river is drawn 316 wide, the width of a
    360-pixel phone's game area, so that every tile is at least 44 × 44 there).

    Phone: bands from the bottom (village, shallow water, sandbank, deep water, temple bank); the temple tiles in a
    column at the right with the talisman supply below them (rows above the temple bank when 5 lanes leave no room).
    Wide: columns from the left, the temple tiles after the temple bank."""

    M, G, B, P = 2, 3, 3, 2                   # margin, gap between tiles, gap between bands, padding of a water

    def __init__(self, depth, lanes, n_temple, compact):
        self.depth, self.lanes, self.n_temple, self.compact = depth, lanes, n_temple, compact
        self.cells, self.banks, self.temple, self.sections = {}, {}, [], {}
        self.supply = None
        (self._phone if compact else self._wide)()

    # a water's box from the box of its first cell row/column
    def _phone(self):
        M, G, B, P = self.M, self.G, self.B, self.P
        depth, lanes = self.depth, self.lanes
        row, vh, sh, th = 44, 24, 44, 44
        side = lanes <= 4                      # the temple tiles in a column at the right
        W = 316
        tc = 52 if side else 0
        la = W - 2 * M - (B + tc if side else 0)           # width of the lanes' area
        cw = (la - 2 * P - (lanes - 1) * G) / lanes
        sec_h = 2 * P + depth * row + (depth - 1) * G
        t_rows = 0 if side else -(-self.n_temple // lanes)
        top = M + (t_rows * (row + G) - G + B if t_rows else 0)
        # from the top: temple bank, deep water, sandbank, shallow water, village
        y = top
        self.banks["T"] = (M, y, la, th)
        y += th + B
        self.sections["D"] = (M, y, la, sec_h)
        for c in range(depth):                 # deep row c (0 = next to the sandbank) is drawn lowest
            for r in range(lanes):
                self.cells[f"D{c * lanes + r}"] = (M + P + r * (cw + G), y + P + (depth - 1 - c) * (row + G), cw, row)
        y += sec_h + B
        self.banks["B"] = (M, y, la, sh)
        y += sh + B
        self.sections["S"] = (M, y, la, sec_h)
        for c in range(depth):
            for r in range(lanes):
                self.cells[f"S{c * lanes + r}"] = (M + P + r * (cw + G), y + P + (depth - 1 - c) * (row + G), cw, row)
        y += sec_h + B
        self.banks["V"] = (M, y, la, vh)
        H = y + vh + M
        if side:
            x = M + la + B
            for i in range(self.n_temple):
                self.temple.append((x, M + i * (row + G), tc, row))
            y0 = M + self.n_temple * (row + G) + B
            self.supply = (x, y0, tc, H - M - y0)
        else:
            for i in range(self.n_temple):
                rr, cc = divmod(i, lanes)
                self.temple.append((M + P + cc * (cw + G), M + rr * (row + G), cw, row))
            left = t_rows * lanes - self.n_temple
            x = M + P + (lanes - left) * (cw + G) if left else M + P
            self.supply = (x, M + (t_rows - 1) * (row + G), max(cw, left * (cw + G) - G), row) if left else None
        self.size = (W, H)

    def _wide(self):
        M, G, B, P = self.M, self.G, self.B, self.P
        depth, lanes = self.depth, self.lanes
        cw, ch, vw, sw, tw = 60, 84, 40, 56, 56
        sec_w = 2 * P + depth * cw + (depth - 1) * G
        sec_h = 2 * P + lanes * ch + (lanes - 1) * G
        x = M
        self.banks["V"] = (x, M, vw, sec_h)
        x += vw + B
        for sec in D.SECTIONS:
            self.sections[sec] = (x, M, sec_w, sec_h)
            for c in range(depth):
                for r in range(lanes):
                    self.cells[f"{sec}{c * lanes + r}"] = (x + P + c * (cw + G), M + P + r * (ch + G), cw, ch)
            x += sec_w + B
            if sec == "S":
                self.banks["B"] = (x, M, sw, sec_h)
                x += sw + B
        self.banks["T"] = (x, M, tw, sec_h)
        x += tw + B
        per_col = lanes
        cols = -(-self.n_temple // per_col)
        for i in range(self.n_temple):
            cc, rr = divmod(i, per_col)
            self.temple.append((x + cc * (cw + G), M + P + rr * (ch + G), cw, ch))
        self.size = (x + cols * (cw + G) - G + M, sec_h + 2 * M)


@lru_cache(maxsize=16)
def geometry(depth, lanes, n_temple, compact) -> Geo:
    return Geo(depth, lanes, n_temple, compact)


def picture_box(x, y, w, h):
    """The square of a cell that holds its picture, and the slot beside it (right on a wide cell, below on a
    tall one) where runners stand."""
    if w >= h:
        s = h - 4
        return (x + 2, y + 2, s, s), (x + s + 4, y + 2, w - s - 6, h - 4)
    s = w - 4
    return (x + 2, y + 2, s, s), (x + 2, y + s + 4, w - 4, h - s - 6)


def slot_places(slot, n):
    """Where ``n`` runners stand in a slot: (x, y, w, h) each, one above another in a tall slot, side by side in a
    wide one."""
    x, y, w, h = slot
    if n <= 0:
        return []
    if h >= w:
        ph = min(22.0, h / n)
        pw = min(w, ph * 16 / 22)
        return [(x + (w - pw) / 2, y + k * ph, pw, ph) for k in range(n)]
    pw = min(16.0, w / n)
    ph = min(h, pw * 22 / 16)
    return [(x + k * pw + (w - n * pw) / 2, y + (h - ph) / 2, pw, ph) for k in range(n)]


def _mark(ctx, piece, box):
    """``(attributes, badge)`` of an SVG piece: its ``data-piece`` id, and the changed mark when another player
    just touched it (a dashed ring and a star) and the Hint's (a solid ring and an arrow): not colour alone."""
    return piece_attrs(ctx, piece), svg_marks(ctx, piece, *box)


def _g(cls, attrs_, label, body, action=None):
    """A piece: a button when it has an action (its first child is its frame, which shows the focus ring)."""
    if action is not None:
        return (f'<g class="{cls} kn-hit" role="button" tabindex="0" {act_attr(action)}{attrs_} '
                f'aria-label="{esc(label)}">{body}</g>')
    return f'<g class="{cls}" role="img"{attrs_} aria-label="{esc(label)}">{body}</g>'


def _rect(box, cls, rx=7, fill=None):
    x, y, w, h = box
    f = f' fill="{fill}"' if fill else ""
    return f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx}" class="{cls}"{f}/>'


# ------------------------------------------------------------------------------------------ the river
def _motif(sec, pair):
    return D.MOTIFS[sec][pair] if isinstance(pair, int) and 0 <= pair < len(D.MOTIFS[sec]) else None


def sprites() -> str:
    """Every design once, as SVG ``<symbol>``s (``draw.symbols``), which the page keeps in one hidden SVG
    outside the screen (``assets.game_sprites``) and every tile, key and runner shows with a ``<use>``: a
    screen then carries none of them (a click's screen: 45 -> 18 kB, 565 -> 213 elements, measured).  The same
    whatever the game state."""
    return draw.symbols()


def render(view, ctx):
    lang = ctx.get("lang", "en")
    seat = ctx.get("seat")
    legal = ctx.get("legal") or []
    sel = ctx.get("sel") or {}
    mode = sel.get("mode")
    compact = bool(ctx.get("compact"))
    depth, lanes = view["dims"]
    geo = geometry(depth, lanes, view["temple_size"], compact)
    W, H = geo.size
    by_type = {}
    for a in legal:
        by_type.setdefault(a["t"], []).append(a)
    hop_for = {}
    for typ in (("thop",) if mode == "thop" else ("hop", "fhop")):
        for a in by_type.get(typ, []):
            hop_for[a["to"]] = a
    flip_for = {(a["s"], a["i"]): a for a in by_type.get("flip", [])}
    peek_for = {a["i"]: a for a in by_type.get("tpeek" if mode == "tpeek" else "peek", [])}

    # who stands where
    standing = {}
    for s, sp in enumerate(view["pos"]):
        standing.setdefault(sp, []).append(s)

    parts = [f'<svg class="kn-river" viewBox="0 0 {W:g} {H:g}" role="group" aria-label="{esc(_tt(lang, "river"))}" '
             f'preserveAspectRatio="xMidYMid meet">']
    for sec in D.SECTIONS:
        parts.append(_rect(geo.sections[sec], f"kn-water kn-water-{sec}", rx=10))
    runners = []      # drawn last, each in its place
    # banks
    for space in BANKS:
        box = geo.banks[space]
        label = _tt(lang, {"V": "village", "B": "sandbank", "T": "templebank"}[space])
        act = hop_for.get(space)
        body = [_rect(box, f"kn-bankbg kn-bank-{space}", rx=8)]
        x, y, w, h = box
        if compact:
            body.append(f'<text x="{x + 8:g}" y="{y + (14 if space == "B" else h / 2 + 4):g}" class="kn-banklabel">'
                        f'{esc(label)}</text>')
        else:
            tx, ty = x + w / 2, y + 14
            body.append(f'<text x="{tx:g}" y="{ty:g}" class="kn-banklabel kn-vlabel" text-anchor="start" '
                        f'transform="rotate(90 {tx:g} {ty:g})">{esc(label)}</text>')
        if space == "B":
            body.append(_keys_on_sandbank(view, ctx, box, compact, lang))
        parts.append(_g("kn-bank" + (" kn-target" if act else ""), "",
                        _tt(lang, "hopto", where=space_name(lang, view["dims"], space)) if act else label,
                        "".join(body), act))
        runners += _bank_runners(view, ctx, space, box, standing.get(space, []), compact, lang)
    # water tiles
    reveal = view.get("reveal")
    for sec in D.SECTIONS:
        for i, pair in enumerate(view["tiles"][sec]):
            space = f"{sec}{i}"
            box = geo.cells[space]
            where = space_name(lang, view["dims"], space)
            pa, badge = _mark(ctx, space, box)
            if pair is None:
                a = flip_for.get((sec, i))
                body = (_rect(box, f"kn-down kn-down-{sec}") +
                        _rect(box, "kn-waves", fill=f"url(#{'kn-ripple' if sec == 'S' else 'kn-swell'})") + badge)
                label = _tt(lang, "facedown", where=where)
                parts.append(_g("kn-tile" + (" kn-flip" if a else ""), pa,
                                f"{_tt(lang, 'flip')}: {label}" if a else label, body, a))
                continue
            motif = _motif(sec, pair)
            matched = view["matched"][sec][i]
            is_reveal = bool(reveal and reveal[0] == sec and i in (reveal[1], reveal[3]))
            state = "kn-stone" if matched else ("kn-nomatch" if is_reveal else "kn-open")
            pic, slot = picture_box(*box)
            label = _tt(lang, "faceup", motif=motif_name(lang, motif), where=where) + (
                f" — {_tt(lang, 'stone')}" if matched else "")
            a = hop_for.get(space)
            body = (_rect(box, f"kn-up {state}") + (draw.use("m", motif, *pic) if motif else "")
                    + (_cross(slot) if is_reveal else "") + badge)
            parts.append(_g("kn-tile" + (" kn-target" if a else ""), pa,
                            _tt(lang, "hopto", where=label) if a else label, body, a))
            for k, s in enumerate(standing.get(space, [])):
                places = slot_places(slot, len(standing[space]))
                runners.append(_runner(view, ctx, s, places[k], lang))
    # temple tiles
    parts += _temple(view, ctx, geo, peek_for, compact, lang)
    if geo.supply:
        parts.append(_supply_pile(view, ctx, geo.supply, lang))
    parts += runners
    parts.append("</svg>")
    # where the player acts next (data-next: the page brings it into view after each step): the river while
    # a tile, a bank or a temple tile is to tap, else the bar with its buttons
    on_board = bool(hop_for or flip_for or peek_for) and view["to_move"] == seat
    board_next = " data-next" if on_board else ""
    return (f'<div class="kn-game{" kn-compact" if compact else ""}">'
            f'{_bar(view, ctx, by_type, mode, next_here=not on_board and view["to_move"] == seat)}'
            f'<div class="kn-board"{board_next}>{"".join(parts)}</div>'
            f'{_players(view, ctx)}</div>')


def _cross(slot):
    """The mark of a pair that does not match: a drawn cross (not colour alone) in the slot beside the picture,
    where no runner stands (only stepping stones hold runners) and the changed mark's star is not."""
    x, y, w, h = slot
    r = max(5.0, min(w, h) * 0.42, 6.5)
    cx, cy = x + w / 2, y + h / 2 + (r * 0.6 if h > w else 0)
    d = r * 0.55
    return (f'<g class="kn-nomatch-mark" aria-hidden="true"><circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="#b3261e" '
            f'stroke="#fff" stroke-width="1.5"/><path d="M{cx - d:g} {cy - d:g} L{cx + d:g} {cy + d:g} M{cx + d:g} '
            f'{cy - d:g} L{cx - d:g} {cy + d:g}" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/></g>')


def _runner(view, ctx, seat, place, lang):
    x, y, w, h = place
    pa, badge = _mark(ctx, f"runner:{seat}", place)
    name = view["players"][seat]["name"]
    colour = _tt(lang, "runner_colour")[seat % len(draw.RUNNER_FILL)]
    me = " kn-mine" if seat == ctx.get("seat") else ""
    return (f'<g class="kn-runner{me}" role="img"{pa} aria-label="{esc(_tt(lang, "runner", name=name, colour=colour))}">'
            f'{draw.use("pawn", seat, x, y, w, h)}{badge}</g>')


def _bank_runners(view, ctx, space, box, seats, compact, lang):
    x, y, w, h = box
    n = len(seats)
    if not n:
        return []
    if compact:          # in a row at the right end of the band
        ph = min(h - 4, 27.0)
        pw = ph * 16 / 22
        places = [(x + w - 6 - (n - k) * (pw + 3), y + (h - ph) / 2, pw, ph) for k in range(n)]
    else:                # one above another at the bottom of the column
        pw = min(w - 8, 22.0)
        ph = pw * 22 / 16
        places = [(x + (w - pw) / 2, y + h - 6 - (n - k) * (ph + 3), pw, ph) for k in range(n)]
    return [_runner(view, ctx, s, places[k], lang) for k, s in enumerate(seats)]


def _keys_on_sandbank(view, ctx, box, compact, lang):
    x, y, w, h = box
    out = []
    for k, key in enumerate(view["keys_left"]):
        if compact:
            kb = (x + 8 + k * 32, y + 22, 30, 18)
        else:
            kw_ = w - 12
            kb = (x + 6, y + 92 + k * (kw_ * 0.6 + 6), kw_, kw_ * 0.6)
        pa, badge = _mark(ctx, f"key:{key}", kb)
        out.append(f'<g class="kn-key" role="img"{pa} aria-label="{esc(_tt(lang, "key", colour=colour_name(lang, key)))}">'
                   f'{draw.use("key", key, *kb)}{badge}</g>')
    return "".join(out)


def _temple(view, ctx, geo, peek_for, compact, lang):
    seat = ctx.get("seat")
    out = []
    for i in range(view["temple_size"]):
        box = geo.temple[i]
        public = view["temple"][i]
        mine = view["known"].get(str(i))
        now = bool(view.get("peek_now") and view["peek_now"][0] == i)
        shown = public or (view["peek_now"][1] if now else None)
        label = _tt(lang, "templeslot", i=i + 1)
        pic, slot = picture_box(*box)
        cls = "kn-temple" + (" kn-now" if now else "") + (" kn-memo" if mine and not shown else "")
        body = [_rect(box, cls, rx=6)]
        if shown:
            body.append(draw.use("t", "wall", *pic) if shown == "wall" else draw.use("lock", shown, *pic))
            label += ": " + temple_what(lang, shown)
        else:
            body.append(draw.use("t", "back", *pic))
            if mine and seat is not None:
                mx, my, ms, _ = pic
                q = ms * 0.5
                body.append(f'<rect x="{mx + ms - q - 1:g}" y="{my + 1:g}" width="{q:g}" height="{q:g}" rx="3" '
                            f'class="kn-memo-bg"/>')
                body.append(draw.use("t", "wall", mx + ms - q, my + 2, q - 2, q - 2) if mine == "wall"
                            else draw.use("lock", mine, mx + ms - q, my + 2, q - 2, q - 2))
                label += " — " + _tt(lang, "seen_as", what=temple_what(lang, mine))
        sx, sy, sw, sh = slot
        body.append(f'<text x="{sx + sw / 2:g}" y="{sy + sh / 2 + 4:g}" text-anchor="middle" class="kn-slotno">'
                    f'{i + 1}</text>')
        pa, badge = _mark(ctx, f"temple:{i}", box)
        body.append(badge)
        a = peek_for.get(i)
        out.append(_g("kn-tile kn-templetile" + (" kn-target" if a else ""), pa, label, "".join(body), a))
    return out


def _supply_pile(view, ctx, box, lang):
    """The talismans left in the supply, drawn as a pile (two columns of coins)."""
    x, y, w, h = box
    n = view["supply"]
    size = min(22.0, (w - 6) / 2)
    per_col = max(1, int((h - 6) // (size * 0.72)))
    coins = []
    for k in range(n):
        row, col = divmod(k, 2)
        row %= per_col
        cx = x + 3 + col * size
        cy = y + h - 3 - size - row * size * 0.72
        coins.append(draw.use("t", "talisman", cx, cy, size, size))
    pa, badge = _mark(ctx, "supply", box)
    return (f'<g class="kn-supplypile" role="img"{pa} aria-label="{esc(_tt(lang, "supply", n=n))}">'
            f'{_rect(box, "kn-supplybg", rx=8)}{"".join(coins)}{badge}</g>')


# ------------------------------------------------------------------------------------------ prompt and players
def _flip_section(ctx):
    for a in ctx.get("legal") or []:
        if a["t"] == "flip":
            return "deep" if a["s"] == "D" else "shallow"
    return "shallow"


def _prompt(view, ctx, mode):
    lang = ctx.get("lang", "en")
    seat = ctx.get("seat")
    st = view["stage"]
    if view["winner"] is not None:
        w = view["winner"]
        return _tt(lang, "p_won_me" if w == seat else "p_won", name=view["players"][w]["name"],
                   lock=lock_name(lang, view["key"][w]))
    if view["to_move"] != seat:
        name = view["players"][view["to_move"]]["name"]
        return of(TEXT, lang, "p_wait_nomatch" if view.get("reveal") else "p_wait", name)
    if mode == "thop":
        return _tt(lang, "p_thop")
    if mode == "tpeek":
        return _tt(lang, "p_tpeek")
    if st in ("flip1", "flip2"):
        return _tt(lang, "p_" + st, sec=_tt(lang, _flip_section(ctx))) if st == "flip1" else _tt(lang, "p_flip2")
    if st == "reward" and not any(x["t"] == "fhop" for x in ctx.get("legal") or []):
        return _tt(lang, "p_reward_nohop")
    if st == "after":
        return _tt(lang, "p_after_nomatch" if view.get("reveal") else "p_after_match")
    if st == "peeked" and view.get("peek_now"):
        i, tile = view["peek_now"]
        return _tt(lang, "p_peeked", i=i + 1, what=temple_what(lang, tile))
    if st == "peek":
        return _tt(lang, "p_peek", lock=lock_name(lang, view["key"][seat]))
    return _tt(lang, "p_" + st) if st else ""


def _bar(view, ctx, by_type, mode, next_here=False):
    """The prompt and the buttons of this step (kept in view on a phone)."""
    lang = ctx.get("lang", "en")
    btns = []
    if mode:
        btns.append(button(_tt(lang, "cancel"), sel={"mode": None}, cls="btn btn-ghost"))
    else:
        for a in by_type.get("key", []):
            k = a["k"]
            btns.append(f'<button class="btn kn-keybtn" type="button" {act_attr(a)} '
                        f'aria-label="{esc(_tt(lang, "takekey", colour=colour_name(lang, k)))}">{draw.icon("key", k, 34, 20)}'
                        f'<span>{esc(_tt(lang, "keybtn", colour=colour_name(lang, k)))}</span></button>')
        if "nokey" in by_type:
            btns.append(button(_tt(lang, "nohop"), action={"t": "nokey"}))
        if "nohop" in by_type:
            btns.append(button(_tt(lang, "nohop"), action={"t": "nohop"}))
        if "talisman" in by_type:
            btns.append(button(_tt(lang, "talisman"), action={"t": "talisman"}))
        if "end" in by_type:
            btns.append(button(_tt(lang, "gotit" if view.get("reveal") else "end"), action={"t": "end"},
                               cls="btn btn-primary"))
        for mode_ in ("thop", "tpeek"):          # a talisman's picture and a word; the name says it all
            if mode_ in by_type:
                btns.append(f'<button class="btn btn-ghost kn-talbtn" type="button" {sel_attr({"mode": mode_})} '
                            f'aria-label="{esc(_tt(lang, mode_))}">{draw.icon("t", "talisman", 20, 20)}'
                            f'<span>{esc(_tt(lang, mode_ + "_short"))}</span></button>')
    pair = _turn_pair(view)
    acts = f'<div class="kn-actions">{pair}{"".join(btns)}</div>' if btns or pair else ""
    seat = ctx.get("seat")
    # in the temple the key one holds is what counts: its picture beside the prompt, for those who cannot read
    key = view["key"][seat] if seat is not None else None
    mine = (draw.icon("key", key, 34, 20, "kn-icon kn-mykey")
            if key and (view["pos"][seat] == "T" or mode == "tpeek") else "")
    over = " kn-bar-over" if view["winner"] is not None else ""
    return (f'<div class="kn-bar{over}"{" data-next" if next_here and btns else ""}><p class="kn-prompt" role="status">{mine}{esc(_prompt(view, ctx, mode))}</p>'
            f'{acts}</div>')


def _flip_water(view):
    """The water the player to move turns tiles over in: the shallow water until their runner reaches the
    sandbank (while a shallow tile is face down), then the deep water."""
    pos = view["pos"][view["to_move"]] if view["to_move"] is not None else "V"
    past = pos in ("B", "T") or pos[0] == "D"
    down = any(t is None for t in view["tiles"]["S"])
    return "D" if past or not down else "S"


def _turn_pair(view):
    """This turn's two tiles, small, beside the buttons: a face-down back until a tile is turned over, then its
    picture (a memory aid; the prompt says it in words, so it is hidden from screen readers)."""
    st = view["stage"]
    reveal, first = view.get("reveal"), view.get("first")
    if st not in ("flip1", "flip2") and not reveal:
        return ""
    if reveal:
        sec, shown = reveal[0], [_motif(reveal[0], reveal[2]), _motif(reveal[0], reveal[4])]
    elif first:
        sec, shown = first[0], [_motif(first[0], view["tiles"][first[0]][first[1]]), None]
    else:
        sec, shown = _flip_water(view), [None, None]
    out = []
    for m in shown:
        if m:
            out.append(draw.icon("m", m, 40, 40, "kn-mini"))
        else:
            back = "kn-minideep" if sec == "D" else "kn-minishallow"
            out.append(f'<span class="kn-mini kn-miniback {back}"></span>')
    return f'<span class="kn-turnpair{" kn-turnmiss" if reveal else ""}" aria-hidden="true">{"".join(out)}</span>'


def _players(view, ctx):
    lang = ctx.get("lang", "en")
    seat = ctx.get("seat")
    out = ['<ul class="kn-players">']
    for s, p in enumerate(view["players"]):
        k = view["key"][s]
        cur = (" kn-current" if view["to_move"] == s else "") + (" kn-me" if s == seat else "")
        aria = ' aria-current="true"' if view["to_move"] == s else ""
        key = (f'<span class="kn-held"{piece_attrs(ctx, f"key:{k}")}>{draw.icon("key", k, 30, 18)}'
               f'{esc(_tt(lang, "key", colour=colour_name(lang, k)))}</span>') if k else \
            f'<span class="kn-held kn-none">{esc(_tt(lang, "nokey"))}</span>'
        out.append(f'<li class="kn-player{cur}"{aria}>{draw.icon("pawn", s, 22, 30, "kn-pawn")}'
                   f'<span class="kn-pname">{esc(p["name"])}</span>'
                   f'<span class="kn-pinfo">{key}<span class="kn-count"{piece_attrs(ctx, f"talisman:{s}")}>'
                   f'{draw.icon("t", "talisman", 18, 18)}{esc(plural(lang, "n_talismans", view["talismans"][s]))}'
                   f'</span></span></li>')
    out.append(f'</ul><p class="kn-supply"><span{piece_attrs(ctx, "supply")}>{draw.icon("t", "talisman", 18, 18)}'
               f'{esc(_tt(lang, "supply", n=view["supply"]))}</span></p>')
    return "".join(out)


# ------------------------------------------------------------------------------------------ rules page
def describe(view, piece, lang="en"):  # noqa: C901 (one branch per kind of piece)
    """What a tapped piece is and what it does (shell's "What is this?"): a water tile (face down, what you saw
    there, a stepping stone), a key, a runner, a player's talismans, the supply, a temple tile.  Only what
    ``view`` shows: a face-down tile says the picture only when this seat saw it."""
    piece = str(piece)
    t = lambda text_key, **kw: _tt(lang, text_key, **kw)  # noqa: E731
    n = len(view["players"])
    if piece[:1] in D.SECTIONS and piece[1:].isdigit() and int(piece[1:]) < len(view["tiles"][piece[0]]):
        sec, i = piece[0], int(piece[1:])
        where = space_name(lang, view["dims"], piece)
        pair = view["tiles"][sec][i]
        if pair is None:
            lines = [t("i_down")]
            saw = view["seen"][sec].get(str(i))
            if saw is not None:
                lines.append(t("i_seen", what=TEXT(lang, "motif_a").get(_motif(sec, saw), "")))
            return {"title": t("facedown", where=where), "lines": lines}
        title = t("faceup", motif=motif_name(lang, _motif(sec, pair)), where=where)
        return {"title": title, "lines": [t("i_stone") if view["matched"][sec][i] else t("i_open")]}
    kind, _, rest = piece.partition(":")
    if kind == "key" and rest in TEXT(lang, "colour"):
        return {"title": t("key", colour=colour_name(lang, rest)), "lines": [t("i_key", lock=lock_name(lang, rest))]}
    if kind in ("runner", "talisman") and rest.isdigit() and int(rest) < n:
        seat = int(rest)
        name = view["players"][seat]["name"]
        if kind == "talisman":
            return {"title": f'{t("talismans")} · {name}',
                    "lines": [t("i_talismans", n=plural(lang, "n_talismans", view["talismans"][seat]))]}
        colour = t("runner_colour")[seat % len(draw.RUNNER_FILL)]
        lines = [t("i_runner", where=space_name(lang, view["dims"], view["pos"][seat]))]
        if view["key"][seat]:
            lines.append(t("i_runner_key", k=key_name(lang, view["key"][seat])))
        return {"title": t("runner", name=name, colour=colour), "lines": lines}
    if piece == "supply":
        return {"title": t("supply", n=view["supply"]), "lines": [t("i_supply")]}
    if kind == "temple" and rest.isdigit() and int(rest) < view["temple_size"]:
        i = int(rest)
        shown = view["temple"][i]
        title = t("templeslot", i=i + 1) + (f": {temple_what(lang, shown)}" if shown else "")
        lines = [t("i_temple")]
        mine = view["known"].get(str(i))
        if mine and not shown:
            lines.append(t("i_temple_seen", what=temple_what(lang, mine)))
        return {"title": title, "lines": lines}
    return None


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
    known = join([motif_name(lang, m) for m in D.MOTIFS_CONFIRMED], lang)
    keys = join([colour_name(lang, k) for k in D.KEYS_CONFIRMED], lang)
    for line in _tt(lang, "fixed"):
        items.append(f"<li>{esc(line.format(known=known, keys=keys))}</li>")
    return (html + f'<h3>{esc(_tt(lang, "open_head"))}</h3><p>{esc(_tt(lang, "open_intro"))}</p>'
            f'<ul class="assumed">{"".join(items)}</ul>')
