"""The Big Pond's view: ``render(view, ctx) -> str`` (HTML + inline SVG) and ``rules_html``.

Pure functions of one seat's view (see docs/engine.md for the data-act / data-sel protocol).  ``ctx["sel"]``:

* ``{"pick": slot}`` — a pair of the ring chosen and shown with its cost; a second tap on it (or the Take
  button) takes it, so no coin is paid by a slip of the finger;
* ``{"tile": id}`` — the drafted tile chosen for placing;
* ``{"zoom": "fit" | level}`` — the whole pond in view, or ``ZOOM[level]`` pixels per space (the pond then
  scrolls inside ``.bigpond-pondbox``, the stable box for pinch-zoom).

Every piece a move can touch carries ``data-piece`` (the ids ``engine.changes`` returns): ``ring:<i>``,
``token``, ``pond:<x>,<y>`` and ``player:<seat>``; those in ``ctx["changed"]`` carry ``data-changed`` and a
drawn mark.
"""
from __future__ import annotations

import math

from ...ui.html import act_attr, button, esc, fit_min_class, fit_min_css, sel_attr, svg_clickable, zoom_of
from ...ui.i18n import address, of, plural
from ...ui.marks import piece_attrs, svg_marks
from ..kohaku import data as K
from ..kohaku.data import TILES
from ..kohaku.draw import icon
from ..kohaku.text import NAMES, beside, tile_label
from . import claims as C
from . import draw as D
from . import pond as PD
from . import ring as R
from .data import DATA
from .options import OPTIONS
from .text import RULES, TEXT, coins

# what the player chose for looking at the board outlives a move (the shell keeps these keys of the selection)
KEEP_SEL = ("zoom",)

CELL = 64
# pixels per pond space at each zoom level (the smallest keeps a placement target over 44 px)
ZOOM = (52, 64, 80, 104)


def _t(lang, key, **kw):
    return TEXT(lang, key, **kw)


def _cost(lang, n):
    return _t(lang, "free") if n == 0 else _t(lang, "cost", coins=coins(n, lang))


def _name(view, seat, lang):
    return esc(view["players"][seat]["name"])


def _letter(view, seat):
    """The mark on a player's markers: the name's initial when the initials differ; where they don't, a
    name's closing digit ("Computer 2" -> "2") when that keeps them apart; else the seat number."""
    names = [p["name"].strip() for p in view["players"]]
    initials = [(n[:1] or "?").upper() for n in names]
    if len(set(initials)) == len(initials):
        return initials[seat]
    mixed = [ini if initials.count(ini) == 1 else (n[-1] if n[-1:].isdigit() else None)
             for ini, n in zip(initials, names)]
    if None not in mixed and len(set(mixed)) == len(mixed):
        return mixed[seat]
    return str(seat + 1)


def _marker_html(view, seat, size=22):
    col = view["colours"][seat]
    r = size * 0.36
    return (f'<svg class="bigpond-mk" viewBox="0 0 {size} {size}" width="{size}" height="{size}" aria-hidden="true">'
            f'{D.marker_svg(col, size / 2, size / 2, r, _letter(view, seat))}</svg>')


# ----------------------------------------------------------- claim caches
# Every click re-explains the viewer's open claims and every past claim of the log; the explanations are
# pure functions of the (partial) pond and the claim, so they are kept in a small bounded cache.  The
# cached reason dicts are shared: the view only reads them.
CACHE_SIZE = 512
_reasons: dict = {}


def _claim_reason(P, pos, colour, blue_bonus):
    """``claims.claim_reason`` (``P`` = ``{(x, y): tid}``), cached (bounded)."""
    key = (frozenset(P.items()), pos, colour, blue_bonus)
    try:
        return _reasons[key]
    except KeyError:
        pass
    if len(_reasons) >= CACHE_SIZE:
        del _reasons[next(iter(_reasons))]
    r = _reasons[key] = C.claim_reason(P, pos, colour, blue_bonus)
    return r


def _reason_then(pond, when, rec, colour, blue_bonus):
    """``claims.reason_then`` through the cache above."""
    return _claim_reason(C.pond_then(pond, when, rec), tuple(rec["at"]), colour, blue_bonus)


# ----------------------------------------------------------------- players
def _players(view, ctx, lang):
    out = [f'<section class="bigpond-players" aria-label="{esc(_t(lang, "players"))}">']
    tm = view.get("to_move")
    win = set(view.get("winners") or [])
    for i, _p in enumerate(view["players"]):
        col = view["colours"][i]
        cls = "bigpond-player"
        if i == tm:
            cls += " bigpond-active"
        if i in win:
            cls += " bigpond-won"
        score = view["scores"][i]
        active = ('<svg class="bigpond-turn" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">'
                  '<path d="M8 5v14l11-7z"/></svg>' if i == tm else "")
        out.append(
            f'<div class="{cls}"{piece_attrs(ctx, f"player:{i}")} aria-current="{"true" if i == tm else "false"}">'
            f'{_marker_html(view, i, 26)}'
            f'<div class="bigpond-pname">{active}<strong>{_name(view, i, lang)}</strong>'
            f'<span class="bigpond-pcol">{esc(NAMES(lang, "colour")[col])}</span></div>'
            f'<div class="bigpond-pstats">'
            f'<span title="{esc(_t(lang, "score"))}"><b>{score}</b> {esc(plural(_t(lang, "n_points"), score, lang))}</span>'
            f'<span title="{esc(_t(lang, "coins"))}">{icon("coin", 14, "bigpond-icon")} {view["coins"][i]} '
            f'{esc(plural(_t(lang, "n_coins_word"), view["coins"][i], lang))}</span>'
            f'<span title="{esc(_t(lang, "markers"))}">{icon("marker", 14, "bigpond-icon")} '
            f'{view["supply"][i]}/{DATA["markers_per_player"]} '
            f'{esc(_t(lang, "markers"))}</span>'
            f'</div></div>')
    out.append("</section>")
    return "".join(out)


# -------------------------------------------------------------------- ring
TILE = 54          # a ring space's size (the ring's radius keeps neighbouring spaces' tap areas apart)


_GEOMETRY: dict = {}


def _ring_geometry(size):
    """(radius, centre, start angle) of a ring of ``size`` spaces: slot 0 on the upper left, turned (a few
    degrees at most) so that no two neighbouring squares lie on a diagonal, and just wide enough that their
    squares (the tap areas) never overlap: a square's tap area stays as large as possible on a phone."""
    g = _GEOMETRY.get(size)
    if g is None:
        step = 360.0 / size
        best = (0.0, -135.0)
        for k in range(-20, 21):              # turn by up to half a step, in small steps
            start = -135.0 + step / 2 * k / 20
            worst = min(max(abs(math.cos(math.radians(start + step * (i + 0.5) + 90))),
                            abs(math.sin(math.radians(start + step * (i + 0.5) + 90)))) for i in range(size))
            if worst > best[0] + 1e-9:
                best = (worst, start)
        chord = (TILE + 4) / best[0]          # neighbours' centres this far apart: their squares never meet
        radius = chord / (2 * math.sin(math.pi / size))
        g = _GEOMETRY[size] = (radius, radius + TILE / 2 + 8, best[1])
    return g


def _ring_pos(i, size, radius, c):
    a = math.radians(_ring_geometry(size)[2] + 360.0 * i / size)
    return c + radius * math.cos(a), c + radius * math.sin(a)


def _cost_chip(x0, y0, cost):
    """The pick's cost on the tile's top-left corner: a drawn tick when free, else the number and a coin."""
    if cost == 0:
        return (f'<rect x="{x0 + 2:.1f}" y="{y0 + 2:.1f}" width="18" height="15" rx="7" class="bigpond-chip bigpond-chipfree"/>'
                f'<path d="M{x0 + 6:.1f} {y0 + 9.5:.1f} l3 3 l6 -6" class="bigpond-tick"/>')
    return (f'<rect x="{x0 + 2:.1f}" y="{y0 + 2:.1f}" width="26" height="15" rx="7" class="bigpond-chip"/>'
            f'<text x="{x0 + 10:.1f}" y="{y0 + 13.5:.1f}" text-anchor="middle" class="bigpond-chiptext">{cost}</text>'
            f'<circle cx="{x0 + 21:.1f}" cy="{y0 + 9.5:.1f}" r="4" fill="#f2c230" stroke="#8a6a1a"/>')


def _picks(view, ctx):
    """{slot: (partner slot, cost)} of the picks legal now."""
    legal = ctx.get("legal") or []
    slots = {a["slot"] for a in legal if isinstance(a, dict) and a.get("t") == "pick"}
    seq = R.sequence(view["ring"], view["token"])
    return {s: (seq[seq.index(s) + 1], seq.index(s)) for s in slots}


def _ring(view, ctx, lang, picks, chosen):
    ring = view["ring"]
    size = len(ring)
    radius, c, _ = _ring_geometry(size)
    w = 2 * c
    out = [f'<svg class="bigpond-ringsvg" viewBox="0 0 {w:.0f} {w:.0f}" role="group" '
           f'aria-label="{esc(_t(lang, "ring"))}">',
           f'<title>{esc(_t(lang, "ring"))}</title>',
           f'<circle cx="{c:.1f}" cy="{c:.1f}" r="{radius:.1f}" class="bigpond-ringpath"/>']
    # centre: deck counts
    out.append(f'<text x="{c:.1f}" y="{c - 8:.1f}" text-anchor="middle" class="bigpond-ringtitle">'
               f'{esc(_t(lang, "ring"))}</text>')
    for j, line in enumerate((_t(lang, "deck_koi", n=view["koi_deck"]), _t(lang, "deck_feat", n=view["feat_deck"]))):
        out.append(f'<text x="{c:.1f}" y="{c + 12 + 14 * j:.1f}" text-anchor="middle" class="bigpond-ringsub">'
                   f'{esc(line)}</text>')
    hits = []
    for i, tid in enumerate(ring):
        x, y = _ring_pos(i, size, radius, c)
        x0, y0 = x - TILE / 2, y - TILE / 2
        pid = f"ring:{i}"
        body = []
        if tid is None:
            body.append(f'<rect x="{x0:.1f}" y="{y0:.1f}" width="{TILE}" height="{TILE}" rx="6" '
                        f'class="bigpond-emptyslot {"bigpond-koislot" if R.slot_is_koi(i) else "bigpond-featslot"}">'
                        f'<title>{esc(_t(lang, "empty"))}</title></rect>')
        else:
            body.append(D.tile_svg(tid, x0, y0, TILE, lang))
        if view["ring_coins"][i]:
            body.append(D.coin_svg(x0 + TILE - 4, y0 + 4, 8, view["ring_coins"][i]))
        if i in picks:
            body.append(_cost_chip(x0, y0, picks[i][1]))
        body.append(svg_marks(ctx, pid, x0, y0, TILE, TILE, r=9))
        out.append(f'<g{piece_attrs(ctx, pid)}>{"".join(body)}</g>')
        if i not in picks:
            continue
        j, cost = picks[i]
        other = ring[j]
        coins_on = view["ring_coins"][i] + view["ring_coins"][j]
        label = _t(lang, "pick_label", a=tile_label(tid, lang), b=tile_label(other, lang), cost=_cost(lang, cost))
        if coins_on:
            label += ", " + _t(lang, "pick_coins_on", coins=coins(coins_on, lang))
        # the tap area is the tile's own square only (the partner is shown when chosen): neighbouring pairs'
        # areas never overlap; the first tap chooses, the second takes (coins are paid on the second)
        hit = (f'<rect x="{x0:.1f}" y="{y0:.1f}" width="{TILE}" height="{TILE}" rx="6" fill="transparent" '
               f'class="bigpond-pickring{" is-chosen" if chosen == i else ""}"/>')
        if chosen == i:
            hits.append(svg_clickable(hit, label=_t(lang, "pick_confirm_label", what=label),
                                      action={"t": "pick", "slot": i}, cls="bigpond-pick bigpond-picked"))
        else:
            hits.append(svg_clickable(hit, label=_t(lang, "pick_choose_label", what=label), sel={"pick": i},
                                      cls="bigpond-pick"))
    if chosen in picks:
        j = picks[chosen][0]
        x, y = _ring_pos(chosen, size, radius, c)
        x1, y1 = _ring_pos(j, size, radius, c)
        out.append(f'<g class="bigpond-pair" aria-hidden="true"><path d="M{x:.1f} {y:.1f} L{x1:.1f} {y1:.1f}" '
                   f'class="bigpond-pairline"/><rect x="{x - TILE / 2 - 3:.1f}" y="{y - TILE / 2 - 3:.1f}" '
                   f'width="{TILE + 6}" height="{TILE + 6}" rx="8" class="bigpond-pairring"/>'
                   f'<rect x="{x1 - TILE / 2 - 3:.1f}" y="{y1 - TILE / 2 - 3:.1f}" width="{TILE + 6}" '
                   f'height="{TILE + 6}" rx="8" class="bigpond-pairring"/></g>')
    out += hits
    # the token (on its empty space, or on the corner of its tile)
    tx, ty = _ring_pos(view["token"], size, radius, c)
    if ring[view["token"]] is not None:
        tx, ty = tx - TILE / 2 + 6, ty - TILE / 2 + 6
    mark = svg_marks(ctx, "token", tx - 13, ty - 13, 26, 26, r=7)
    out.append(f'<g class="bigpond-token"{piece_attrs(ctx, "token")}><title>{esc(_t(lang, "token"))}</title>'
               f'{D.token_svg(tx, ty, 13)}{mark}</g>')
    out.append("</svg>")
    return "".join(out)


def _pick_bar(view, lang, picks, chosen):
    """The chosen pair in words, with its cost, and the buttons that take it or choose again."""
    if chosen not in picks:
        return ""
    j, cost = picks[chosen]
    a, b = tile_label(view["ring"][chosen], lang), tile_label(view["ring"][j], lang)
    coins_on = view["ring_coins"][chosen] + view["ring_coins"][j]
    gain = f' {esc(_t(lang, "pick_coins_on", coins=coins(coins_on, lang)))}.' if coins_on else ""
    return (f'<div class="bigpond-pickbar" role="status"><p>{esc(_t(lang, "pick_chosen", a=a, b=b, cost=_cost(lang, cost)))}'
            f'{gain}</p><div class="bigpond-row">'
            + button(_t(lang, "take_pair", cost=_cost(lang, cost)), action={"t": "pick", "slot": chosen},
                     cls="bigpond-btn bigpond-primary")
            + button(_t(lang, "cancel"), sel={"pick": None}, cls="bigpond-btn")
            + "</div></div>")


def defs() -> str:
    """The smallest size of a whole-pond view with targets (``fit_min_css``): the smallest zoom's space per
    cell (the same for every state)."""
    return fit_min_css(".bigpond-pondsvg.is-fit", "bigpond", ZOOM[0])


def art(lang="en") -> list:
    """Every tile design's image URL (``assets.game_art``), for the page to build while it is idle."""
    return D.art_urls(lang)


# -------------------------------------------------------------------- pond
def _zooms(lang, zoom):
    out = zoom - 1 if isinstance(zoom, int) and zoom > 0 else "fit"
    inn = 0 if zoom == "fit" else min(len(ZOOM) - 1, zoom + 1)
    return ('<div class="bigpond-zooms">'
            + f'<button type="button" class="bigpond-btn bigpond-zoom" data-zoom="out" {sel_attr({"zoom": out})} '
              f'aria-label="{esc(_t(lang, "zoom_out"))}"{" disabled" if zoom == "fit" else ""}>'
              f'{icon("minus", 20, "bigpond-icon")}</button>'
            + f'<button type="button" class="bigpond-btn bigpond-zoom" {sel_attr({"zoom": "fit"})} '
              f'aria-pressed="{"true" if zoom == "fit" else "false"}">{icon("fit", 20, "bigpond-icon")} '
              f'{esc(_t(lang, "fit"))}</button>'
            + f'<button type="button" class="bigpond-btn bigpond-zoom" data-zoom="in" {sel_attr({"zoom": inn})} '
              f'aria-label="{esc(_t(lang, "zoom_in"))}"{" disabled" if zoom == len(ZOOM) - 1 else ""}>'
              f'{icon("plus", 20, "bigpond-icon")}</button></div>')


def _pond(view, ctx, lang, targets, score_cells, zoom, clickable=True):
    pond = view["pond"]
    cells = [PD.cell(k) for k in pond] + [PD.cell(k) for k in targets]
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    x0, x1 = min(xs) - 1, max(xs) + 1
    y0, y1 = min(ys) - 1, max(ys) + 1
    W, H = (x1 - x0 + 1) * CELL, (y1 - y0 + 1) * CELL
    # every cell is drawn at its own grid position and the view box frames them: when a tile widens the
    # pond, only the view box and the water change, and every tile's markup stays as it was (the page
    # then patches two elements, not every tile of a late, big pond)
    X0, Y0 = x0 * CELL, y0 * CELL
    if zoom != "fit":
        size = f'class="bigpond-pondsvg is-zoomed" width="{round(W * ZOOM[zoom] / CELL)}"'
    elif clickable:
        # the whole pond in view, but never smaller than the smallest zoom: a pond too big for the screen at
        # that size scrolls in its box rather than shrink its targets under 44 px (CSS lets min- beat max-)
        # (the sizes are classes of defs(): the page's policy allows no style attributes)
        size = f'class="bigpond-pondsvg is-fit {fit_min_class("bigpond", W // CELL, H // CELL)}"'
    else:
        size = 'class="bigpond-pondsvg is-fit"'         # a phone's overview: a picture, no targets
    out = [f'<svg {size} viewBox="{X0} {Y0} {W} {H}" role="group" aria-label="{esc(_t(lang, "pond"))}">',
           f'<title>{esc(_t(lang, "pond"))}</title>',
           f'<defs><pattern id="bigpond-ripple" width="{CELL}" height="{CELL}" patternUnits="userSpaceOnUse">'
           f'<path d="M8 20 q8 -6 16 0 t16 0 M30 48 q8 -6 16 0 t16 0" fill="none" stroke="#ffffff" '
           f'stroke-opacity="0.18" stroke-width="2"/></pattern></defs>',
           f'<rect x="{X0}" y="{Y0}" width="{W}" height="{H}" rx="18" class="bigpond-water"/>',
           f'<rect x="{X0}" y="{Y0}" width="{W}" height="{H}" rx="18" fill="url(#bigpond-ripple)"/>']
    shore = K.STEP[view["options"].get("cat_shore", "N")]
    last_turn = max(view["when"].values()) if view["when"] else 0
    colour_of = view["colours"]

    def px(k):
        x, y = PD.cell(k)
        return x * CELL, y * CELL

    for k in sorted(pond, key=lambda k: PD.cell(k)[::-1]):
        tid = pond[k]
        x, y = px(k)
        pid = f"pond:{k}"
        body = [D.tile_svg(tid, x, y, CELL, lang, shore=shore)]
        if view["when"].get(k) == last_turn and last_turn > 0:
            body.append(f'<rect x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" rx="7" '
                        f'class="bigpond-fresh"/>')
        elif view["when"].get(k) == 0 and TILES[tid]["type"] == "koi":
            body.append(f'<path d="{_star(x + 8, y + 9, 5)}" class="bigpond-seedmark"/>')
        body.append(svg_marks(ctx, pid, x + 2, y + 2, CELL - 4, CELL - 4, r=10))
        out.append(f'<g{piece_attrs(ctx, pid)}>{"".join(body)}</g>')
    # markers (a marker scored off this turn leaves its cell marked as changed, above)
    for k, s in view["markers"].items():
        x, y = px(k)
        mk = D.marker_svg(colour_of[s], x + 13, y + 13, 9, _letter(view, s))
        lab = of(TEXT, lang, "marker_of", view["players"][s]["name"])
        if k in score_cells and clickable:
            a, pts = score_cells[k]
            label = _t(lang, "score_mark_label", feature=tile_label(pond[k], lang), where=_where(pond, k, lang),
                       letter=_letter(view, s), points=pts)
            inner = (f'<rect x="{x + 1}" y="{y + 1}" width="{CELL - 2}" height="{CELL - 2}" rx="8" '
                     f'class="bigpond-scorable"/>' + mk
                     + f'<text x="{x + CELL - 6}" y="{y + 14}" text-anchor="end" class="bigpond-preview">'
                     f'+{pts}</text>')
            out.append(svg_clickable(inner, label=label, action=a, cls="bigpond-scorehit"))
        else:
            out.append(f'<g><title>{esc(lab)}</title>{mk}</g>')
    # legal target cells for the chosen drafted tile
    for k, a in (targets.items() if clickable else ()):
        x, y = px(k)
        label = _t(lang, "place_at", tile=tile_label(a["tile"], lang), where=_where(pond, k, lang))
        inner = (f'<rect x="{x + 4}" y="{y + 4}" width="{CELL - 8}" height="{CELL - 8}" rx="8" '
                 f'class="bigpond-target"/>'
                 # the plus is two strokes, not a glyph: SVG text is costly to lay out, and there may be dozens
                 f'<path d="M{x + CELL / 2 - 7} {y + CELL / 2}h14M{x + CELL / 2} {y + CELL / 2 - 7}v14" '
                 f'class="bigpond-plus"/>')
        out.append(svg_clickable(inner, label=label, action=a, cls="bigpond-place"))
    out.append("</svg>")
    return "".join(out)


def _star(cx, cy, r):
    pts = []
    for i in range(10):
        a = math.pi / 2 + i * math.pi / 5
        q = r if i % 2 == 0 else r * 0.42
        pts.append(f"{cx + q * math.cos(a):.1f},{cy - q * math.sin(a):.1f}")
    return "M" + " L".join(pts) + " Z"


# ---------------------------------------------------------------- panels
def _held(view, ctx, lang, chosen, place_legal, next_here=False):
    if not view["held"]:
        return ""
    out = [f'<div class="bigpond-held"{" data-next" if next_here else ""}><h3>{esc(_t(lang, "held"))}</h3><div class="bigpond-heldrow">']
    tiles_with_moves = {a["tile"] for a in place_legal}
    for tid in view["held"]:
        svg = (f'<svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">'
               f'{D.tile_svg(tid, 0, 0, 64, lang, title=False)}</svg>')
        lab = tile_label(tid, lang)
        if tid in tiles_with_moves:
            pressed = "true" if tid == chosen else "false"
            cls = "bigpond-heldtile" + (" bigpond-chosen" if tid == chosen else "")
            # named by its content (the drawing is aria-hidden): "Place <tile>", the verb for screen readers only
            verb = _t(lang, "choose_tile", tile="\x00").split("\x00")
            tick = icon("check", 16, "bigpond-icon") if tid == chosen else ""
            out.append(f'<button type="button" class="{cls}" {sel_attr({"tile": tid})} aria-pressed="{pressed}">'
                       f'{svg}<span class="sr-only">{esc(verb[0])}</span><span>{tick}{esc(lab)}</span>'
                       f'<span class="sr-only">{esc(verb[1])}</span></button>')
        else:
            out.append(f'<div class="bigpond-heldtile bigpond-wait">{svg}<span>{esc(lab)}</span></div>')
    discards = [a for a in (ctx.get("legal") or []) if isinstance(a, dict) and a.get("t") == "discard"]
    for a in discards:
        lab = tile_label(a["tile"], lang)
        out.append(f'<button type="button" class="bigpond-btn" {act_attr(a)} '
                   f'aria-label="{esc(_t(lang, "discard_tile", tile=lab))}">'
                   f'{icon("cross", 18, "bigpond-icon")} {esc(_t(lang, "discard_tile", tile=lab))}</button>')
    out.append("</div></div>")
    return "".join(out)


def _score_panel(view, ctx, lang, previews, next_here=False):
    seat = view.get("seat")
    legal = ctx.get("legal") or []
    out = [f'<div class="bigpond-scorepanel"{" data-next" if next_here else ""}><h3>{esc(_t(lang, "your_claims"))}</h3>']
    if not previews:
        out.append(f'<p>{esc(_t(lang, "no_claims"))}</p>')
    else:
        out.append('<ul class="bigpond-claimlist">')
        for k, (a, reason) in previews.items():
            txt = reason[lang] if lang in reason else reason["en"]
            btn = ""
            if a is not None:
                btn = (f'<button type="button" class="bigpond-btn" {act_attr(a)} '
                       f'aria-label="{esc(_t(lang, "score_label", feature=tile_label(view["pond"][k], lang), where=_where(view["pond"], k, lang), points=reason["points"]))}">'
                       f'{esc(_t(lang, "score_btn"))} +{reason["points"]}</button>')
            out.append(f'<li><span class="bigpond-claimtxt">{esc(txt)}</span> '
                       f'<span class="bigpond-pts">{reason["points"]}</span>{btn}</li>')
        out.append("</ul>")
    if {"t": "end"} in legal:
        out.append(f'<button type="button" class="bigpond-btn bigpond-primary" {act_attr({"t": "end"})} '
                   f'aria-label="{esc(_t(lang, "end_turn"))}">{esc(_t(lang, "end_turn"))}</button>')
    elif seat is not None and view.get("phase") == "score" and view.get("to_move") == seat:
        out.append(f'<p class="bigpond-must" role="alert">{esc(_t(lang, "must_score"))}</p>')
    out.append("</div>")
    return "".join(out)


_logs: dict = {}


def _claims_log(view, lang):
    """The scored claims, newest first, each explained as the pond stood then.  Cached (bounded) on every
    input it reads: a late game's log was ~0.9 ms of each click's render (CPython), and it changes only
    when a claim is scored."""
    if not view["claims"]:
        return ""
    # each claim is explained from the tiles placed by its turn (all of them for a final claim), so the
    # tiles placed since the last claim do not enter the key
    claims, when = view["claims"], view["when"]
    final = any(rec.get("final") for rec in claims)
    upto = max(rec["turn"] for rec in claims)
    then = frozenset((k, tid, when.get(k, 0)) for k, tid in view["pond"].items()
                     if final or when.get(k, 0) <= upto)
    key = (lang, view.get("to_move") is None, view["options"].get("blue_bonus", "same"),
           repr(claims), repr(view["colours"]), repr([p["name"] for p in view["players"]]), then)
    try:
        return _logs[key]
    except KeyError:
        pass
    if len(_logs) >= CACHE_SIZE // 8:
        del _logs[next(iter(_logs))]
    out = _logs[key] = _claims_log_uncached(view, lang)
    return out


def _claims_log_uncached(view, lang):
    out = [f'<details class="bigpond-log" {"open" if view.get("to_move") is None else ""}>'
           f'<summary>{esc(_t(lang, "claims"))} ({len(view["claims"])})</summary><ol>']
    bb = view["options"].get("blue_bonus", "same")
    for rec in reversed(view["claims"]):
        s = rec["seat"]
        fin = f' <em>({esc(_t(lang, "final"))})</em>' if rec.get("final") else ""
        txt = _reason_then(view["pond"], view["when"], rec, view["colours"][s], bb)[lang]
        out.append(f'<li>{_marker_html(view, s, 18)} <b>{esc(view["players"][s]["name"])}</b>: '
                   f'{esc(txt)}{fin} <span class="bigpond-pts">{rec["points"]}</span></li>')
    out.append("</ol></details>")
    return "".join(out)


def _results(view, lang):
    """The final table (the shell shows the one "Game over" heading and the winner above it)."""
    win = view.get("winners") or []
    rows = []
    order = sorted(range(len(view["players"])), key=lambda i: (-view["scores"][i], -view["coins"][i]))
    for i in order:
        won = ' class="bigpond-won"' if i in win else ""
        mark = (f' <strong class="bigpond-winner">{icon("trophy", 16, "bigpond-icon")} {esc(_t(lang, "winner"))}</strong>'
                if i in win else "")
        rows.append(f'<tr{won}><td>{_marker_html(view, i, 18)} '
                    f'{esc(view["players"][i]["name"])}{mark}</td><td>'
                    f'{esc(_t(lang, "total", pts=view["points"][i], coins=view["coins"][i], total=view["scores"][i]))}'
                    f'</td></tr>')
    return (f'<div class="bigpond-results" role="status"><h3>{esc(_t(lang, "final_scores"))}</h3>'
            f'<table>{"".join(rows)}</table></div>')


def _status(view, ctx, lang):
    seat = view.get("seat")
    tm = view.get("to_move")
    if tm is None:
        return ""
    if seat == tm and ctx.get("legal"):
        ph = view["phase"]
        if ph == "pick":
            msg = _t(lang, "your_turn_pick")
        elif ph == "place":
            msg = _t(lang, "your_turn_place")
        else:
            msg = _t(lang, "your_turn_score", colour=NAMES(lang, "colour_noun")[view["colours"][seat]])
    else:
        msg = _t(lang, "waiting", name=view["players"][tm]["name"])
    extra = ""
    last = view.get("last")
    if last:
        bits = ""
        if last["cost"]:
            bits += _t(lang, "paid", n=last["cost"])
        if last["gained"]:
            bits += _t(lang, "gained", coins=coins(last["gained"], lang))
        who = view["players"][last["seat"]]["name"]
        said = _t(lang, "last_pick", name=who, a=tile_label(last["tiles"][0], lang), b=tile_label(last["tiles"][1], lang),
                  extra=bits)
        extra = f'<p class="bigpond-last">{esc(address(said, who, lang, TEXT))}</p>'
    end = f'<p class="bigpond-endnote">{esc(_t(lang, "end_triggered"))}</p>' if view.get("end_triggered") else ""
    return f'<div class="bigpond-status" role="status" aria-live="polite" data-prompt><p>{esc(msg)}</p>{extra}{end}</div>'


# ------------------------------------------------------------------ render
def render(view, ctx) -> str:
    lang = ctx.get("lang", "en")
    legal = [a for a in (ctx.get("legal") or []) if isinstance(a, dict)]
    sel = ctx.get("sel") or {}
    seat = view.get("seat", ctx.get("seat"))
    place_legal = [a for a in legal if a.get("t") == "place"]
    chosen = sel.get("tile")
    tiles_with_moves = []
    for a in place_legal:
        if a["tile"] not in tiles_with_moves:
            tiles_with_moves.append(a["tile"])
    if chosen not in tiles_with_moves:
        # default: a feature first (the koi often needs it to touch the pond)
        feats = [t for t in tiles_with_moves if TILES[t]["type"] == "feature"]
        chosen = (feats or tiles_with_moves or [None])[0]
    targets = {PD.key(*a["at"]): a for a in place_legal if a["tile"] == chosen}
    # scoring previews for the viewer's own markers
    previews = {}
    score_cells = {}
    if seat is not None and view.get("phase") != "over":
        P = {PD.cell(k): v for k, v in view["pond"].items()}
        score_acts = {PD.key(*a["at"]): a for a in legal if a.get("t") == "score"}
        for k, s in sorted(view["markers"].items(), key=lambda kv: PD.cell(kv[0])[::-1]):
            if s != seat:
                continue
            reason = _claim_reason(P, PD.cell(k), view["colours"][seat], view["options"].get("blue_bonus", "same"))
            a = score_acts.get(k)
            previews[k] = (a, reason)
            if a is not None:
                score_cells[k] = (a, reason["points"])
    compact = bool(ctx.get("compact"))
    zoom = zoom_of(sel, len(ZOOM), compact, view.get("phase") == "over")
    clickable = not (compact and zoom == "fit")          # no target under 44 px on a phone
    picks = _picks(view, ctx)
    picked = sel.get("pick") if sel.get("pick") in picks else None
    out = [f'<div class="bigpond{" bigpond-compact" if compact else ""}" lang="{lang}">']
    if view.get("to_move") is None and view.get("winners") is not None:
        out.append(_results(view, lang))
    out.append(_status(view, ctx, lang))
    out.append(_players(view, ctx, lang))
    placing = bool(targets or score_cells) and view.get("phase") in ("place", "score")
    # where the player acts next (a phone brings it into view): the pond while placing or scoring, else the ring;
    # with neither (a tile that fits nowhere: its discard; a score to claim or pass), the held tiles or the panel
    ring_next = " data-next" if picks and not placing else ""
    pond_next = " data-next" if placing else ""
    other_next = bool(legal) and not ring_next and not pond_next
    if place_legal or any(a.get("t") == "discard" for a in legal):
        held = _held(view, ctx, lang, chosen, place_legal, other_next)     # right above the pond: choose, then place
        other_next = other_next and not held
        out.append(held)
    hint = ""
    if not clickable and (targets or score_cells):
        hint = f'<p class="bigpond-hint">{esc(_t(lang, "zoom_to_place"))}</p>'
    ring = (f'<div class="bigpond-ringbox"{ring_next}>{_ring(view, ctx, lang, picks, picked)}'
            f'{_pick_bar(view, lang, picks, picked)}</div>')
    pond = (f'<div class="bigpond-pondpanel"{pond_next}><div class="bigpond-pondhead"><h3>{esc(_t(lang, "pond"))}</h3>'
            f'{_zooms(lang, zoom)}</div>{hint}<div class="bigpond-pondbox" data-pan tabindex="0" role="region" '
            f'aria-label="{esc(_t(lang, "pond"))}">'
            f'{_pond(view, ctx, lang, targets, score_cells, zoom, clickable)}</div></div>')
    # what the player taps next comes first: the ring to pick, the pond to place and score
    out.append('<div class="bigpond-board' + (' is-placing">' + pond + ring if placing else '">' + ring + pond) + "</div>")
    out.append('<div class="bigpond-side">')
    if seat is not None and view.get("to_move") is not None:
        # (scoring: "Score now" and "End turn" are where you act too)
        out.append(_score_panel(view, ctx, lang, previews,
                                other_next or bool(legal and view.get("phase") == "score")))
    out.append(_claims_log(view, lang))
    out.append(f'<p class="bigpond-hint bigpond-keys">{esc(_t(lang, "hint_keys"))}</p>')   # (not on touch: style.css)
    out.append("</div></div>")
    return "".join(out)


def _where(pond, k, lang):
    """Where a space of the pond is, by a neighbour ("left of the red koi"), never by the grid's numbers."""
    x, y = PD.cell(k)
    return beside({c: t for c, t in pond.items() if c != k}, x, y, lang)


def describe(view, piece, lang="en"):
    """What a tapped tile is (a tile of the ring or of the shared pond): its name and what it scores, said as
    in Kōhaku; a tile a player holds."""
    from ..kohaku.view import tile_info
    kind, _, rest = str(piece).partition(":")
    tid = None
    if piece == "token":
        return {"title": _t(lang, "token"), "lines": [_t(lang, "info_token")]}
    if kind == "player" and rest.isdigit() and int(rest) < len(view["players"]):
        i = int(rest)
        pts = (view.get("scores") or [0] * len(view["players"]))[i]
        return {"title": view["players"][i]["name"], "lines": [_t(lang, "info_player", p=pts, c=view["coins"][i])]}
    if kind == "ring" and rest.isdigit() and int(rest) < len(view["ring"]):
        tid = view["ring"][int(rest)]
        if tid is None:
            return {"title": _t(lang, "info_empty"), "lines": [_t(lang, "info_empty_ring")]}
    elif kind == "pond":
        tid = view["pond"].get(rest)
    if tid is None or tid not in TILES:
        return None
    return {"title": tile_label(tid, lang), "lines": tile_info(tid, lang)}


# ------------------------------------------------------------------- rules
def rules_html(lang, options) -> str:
    """The rules page, every number from data; the features' scoring is Kōhaku's (its rules page's list);
    the house rules with what this game uses."""
    from ..kohaku.view import feature_rules
    from .engine import GAME, feature_deck_ids, koi_deck_ids
    R = lambda key, **kw: RULES(lang, key, **kw)  # noqa: E731
    opts = GAME.check_options(options or {})
    sets = ", ".join(NAMES(lang, "kind_plural").get(k, k) for k in opts["feature_sets"])
    koi = koi_deck_ids()
    stones = lambda n: sum(1 for t in koi if TILES[t]["stones"] == n and TILES[t]["kind"] == "koi")  # noqa: E731
    per = DATA["single_flowers_per_colour"]
    out = [f'<h2>{R("title")}</h2>', R("intro", markers=DATA["markers_per_player"], coins=DATA["coins_per_player"]),
           f'<h3>{R("setup_h")}</h3>',
           R("setup", koi=len(koi), no_stones=stones(0), four=stones(4), blue=len(K.BLUE_KOI_IDS),
             singles=per * len(K.COLOURS), per=per, n=DATA["feature_sets_chosen"], sets=esc(sets),
             nfeat=len(feature_deck_ids(opts["feature_sets"]))),
           f'<h3>{R("turn_h")}</h3>', R("turn"), f'<h3>{R("end_h")}</h3>', R("end"),
           f'<h3>{R("features_h")}</h3><ul>' + "".join(f"<li>{x}</li>" for x in feature_rules(lang)) + "</ul>"]
    rows = []
    for o in OPTIONS:
        if not o.assumed:
            continue
        v = opts[o.key]
        val = R("on" if v else "off") if isinstance(v, bool) else o.choice_label(v, lang)
        rows.append(f'<dt>{esc(o.label.get(lang, o.label["en"]))}</dt>'
                    f'<dd>{esc(o.help.get(lang, ""))} <em>{esc(R("now", value=val))}</em></dd>')
    out.append(f'<h3>{R("house_h")}</h3><p>{R("house_intro")}</p><dl class="bigpond-assumed">{"".join(rows)}</dl>')
    return "".join(out)
