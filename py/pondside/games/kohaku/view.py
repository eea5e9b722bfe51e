"""Kōhaku view: ``render(view, ctx) -> str`` (HTML + inline SVG) and ``rules_html(lang, options)``.

Pure functions of one seat's view (see docs/engine.md).  Clicks use the data-act / data-sel protocol:

* central pond: tap a tile (``sel.slot``), then a highlighted neighbour to take the pair (``take`` action);
* placing: tap a drafted tile (``sel.tile``), tap a highlighted space (``sel.cell``) to see the preview of
  what it would score, then confirm (``place`` action).  Every legal space also shows its immediate gain;
* ``sel.pond`` shows another player's pond; ``sel.zoom`` is ``"fit"`` (the whole pond in view) or a level of
  ``ZOOM`` (pixels per space; the pond then scrolls inside ``.kohaku-pond-wrap``, the stable box for pinch-zoom).

Every piece a move can touch carries ``data-piece`` (the ids ``engine.changes`` returns): ``board:<i>``,
``hand:<i>``, ``pond:<seat>:<x>,<y>``, ``tab:<seat>`` and ``rivals``; those in ``ctx["changed"]`` carry
``data-changed`` and a drawn mark.  When another player's pond changed, it is shown below the player's own.
"""
from __future__ import annotations

import json

from pondside.core import defaults
from pondside.ui.html import button, esc, fit_min_class, fit_min_css, svg_clickable, zoom_of
from pondside.ui.i18n import of
from pondside.ui.marks import piece_attrs, svg_marks

from . import data
from . import tiles as T
from .draw import FILL, icon, tile_svg
from .options import OPTIONS
from .scoring import compass_card, parse_pos, rival_scores, score_ctx
from .scoring import pond_total as _pond_total
from .scoring import score_pond as _score_pond
from .text import NAMES, RULES, TEXT, colour_list, tile_label

# what the player chose for looking at the board outlives a move (the shell keeps these keys of the selection)
KEEP_SEL = ("zoom", "pond")

# pixels per pond space at each zoom level (the smallest keeps a placement target over 44 px)
ZOOM = (52, 64, 80, 104)
POND_PAD = 14          # the pond's margin around its spaces, in hundredths of a space


def defs() -> str:
    """The smallest and largest size of a whole pond that shows placement targets (``fit_min_css``): the
    smallest zoom's pixels per space and its margin, at most half again the largest zoom's (the same for
    every state)."""
    return fit_min_css(".kohaku-pond-svg.is-fit", "kohaku-fit", ZOOM[0], 2 * POND_PAD * ZOOM[0] / 100,
                       most_px=ZOOM[-1] * 1.5)       # a first placement's single space is not screen-wide


def _t(lang, key, **kw):
    return TEXT(lang, key, **kw)


def _json(x):
    return json.dumps(x, separators=(",", ":"), sort_keys=True)


# ------------------------------------------------------------ scoring caches
# A click re-renders the same ponds (a selection, a zoom, the other player's tab): the scores are pure
# functions of the pond and the scoring context, so they are kept in small bounded caches keyed on
# frozen copies of both.  Cached breakdowns are shared: the view only reads them.
CACHE_SIZE = 256
_cache_total: dict = {}
_cache_breakdown: dict = {}


def _freeze(x):
    if isinstance(x, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in x.items()))
    if isinstance(x, (list, tuple)):
        return tuple(_freeze(v) for v in x)
    return x


def _cached(cache, fn, pond, ctx):
    key = (_freeze(pond), _freeze(ctx))
    try:
        return cache[key]
    except KeyError:
        pass
    if len(cache) >= CACHE_SIZE:
        del cache[next(iter(cache))]           # the oldest entry (dicts keep insertion order)
    v = cache[key] = fn(pond, ctx)
    return v


def pond_total(pond, ctx=None):
    """``scoring.pond_total``, cached (bounded)."""
    return _cached(_cache_total, _pond_total, pond, ctx)


def score_pond(pond, ctx=None):
    """``scoring.score_pond``, cached (bounded); the result is shared, never mutate it."""
    return _cached(_cache_breakdown, _score_pond, pond, ctx)



# ------------------------------------------------------------------------- pieces
def _status(view, ctx, lang):
    seat = ctx.get("seat")
    names = [p["name"] for p in view["players"]]
    tm = view["to_move"]
    ph = view["phase"]
    if ph == "over":
        return ""              # the shell shows the one "Game over" heading; the final table follows
    if ph == "position":
        return f'<div class="kohaku-status" role="status"><strong>{_t(lang, "position")}</strong></div>'
    mine = tm == seat and seat is not None
    who = esc(names[tm])
    head = _t(lang, "turn_you") if mine else _t(lang, "turn_other", name=who)
    key = {"take": "p_take", "place": "p_place", "keep": "p_keep", "rival_pick": "p_rival"}[ph]
    prompt = _t(lang, key) if mine or ph == "rival_pick" else _t(lang, key + "_other", name=who)
    bits = [f'<span class="kohaku-chip">{_t(lang, "koi_left", n=view["koi_left"])}</span>',
            f'<span class="kohaku-chip">{_t(lang, "feat_left", n=view["feat_left"])}</span>']
    if view.get("ending"):
        bits.append(f'<span class="kohaku-chip kohaku-warn">{_t(lang, "ending")}</span>')
    return (f'<div class="kohaku-status" role="status" data-prompt><strong>{head}</strong> '
            f'<span class="kohaku-prompt">{prompt}</span><div class="kohaku-chips">{"".join(bits)}</div></div>')


def _board(view, ctx, lang):
    legal = ctx.get("legal") or []
    sel = ctx.get("sel") or {}
    takes = {(a["a"], a["b"]) for a in legal if a.get("t") == "take"}
    can = bool(takes)
    chosen = sel.get("slot") if can else None
    parts, hits = [], []
    for i, tid in enumerate(view["board"]):
        r, c = divmod(i, 4)
        x, y = 8 + c * 104, 8 + r * 104
        pid = f"board:{i}"
        mark = svg_marks(ctx, pid, x + 2, y + 2, 96, 96, r=14)
        if tid is None:
            parts.append(f'<g{piece_attrs(ctx, pid)}><rect x="{x + 2}" y="{y + 2}" width="96" height="96" rx="10" '
                         f'class="kohaku-hole"><title>{_t(lang, "empty")}</title></rect>{mark}</g>')
            continue
        clickable = can and any(i in p for p in takes)
        # the drawing (with its letters) and, on top, a transparent clickable box that carries the name
        parts.append(f'<g{piece_attrs(ctx, pid)}>'
                     f'{tile_svg(tid, x, y, lang, "kohaku-sel" if chosen == i else "", title=not clickable)}{mark}</g>')
        if not clickable:
            continue
        label = _t(lang, "slot", i=i + 1, tile=tile_label(tid, lang))
        box = f'<rect x="{x + 2}" y="{y + 2}" width="96" height="96" rx="10" class="kohaku-hitbox{{}}"/>'
        pair = tuple(sorted((chosen, i))) if chosen is not None else None
        if chosen is not None and pair in takes:
            a, b = pair
            hits.append(svg_clickable(box.format(" kohaku-partner"), label=label + " – " + _t(lang, "take_with"),
                                      action={"t": "take", "a": a, "b": b}, cls="kohaku-hit"))
        else:
            new = None if chosen == i else i
            lab = label + " – " + (_t(lang, "selected") if chosen == i else _t(lang, "select"))
            hits.append(svg_clickable(box.format(""), label=lab, sel={"slot": new, "cell": None}, cls="kohaku-hit"))
    parts.append('<rect x="110" y="110" width="208" height="104" rx="14" class="kohaku-centre" '
                 'pointer-events="none"/>')
    svg = (f'<svg class="kohaku-board-svg" viewBox="0 0 424 320" role="group" '
           f'aria-label="{esc(_t(lang, "central"))}">{"".join(parts)}{"".join(hits)}</svg>')
    return f'<section class="kohaku-board"{" data-next" if can else ""}><h3>{_t(lang, "central")}</h3>{svg}</section>'


def _hand(view, ctx, lang, place_tile):
    legal = ctx.get("legal") or []
    if not view["hand"]:
        return ""
    out = []
    for i, tid in enumerate(view["hand"]):
        mine = any(a.get("tile") == tid for a in legal)
        svg = (f'<svg viewBox="0 0 104 104" class="kohaku-hand-svg" aria-hidden="true">'
               f'{tile_svg(tid, 2, 2, lang, "kohaku-sel" if tid == place_tile else "", title=False)}</svg>')
        piece = piece_attrs(ctx, f"hand:{i}")
        if mine:
            out.append(f'<button type="button" class="kohaku-hand-tile{" is-sel" if tid == place_tile else ""}"'
                       f'{piece} data-sel="{esc(_json({"tile": tid, "cell": None}))}" '
                       f'aria-pressed="{"true" if tid == place_tile else "false"}">'
                       f'<span class="kohaku-sr">{esc(tile_label(tid, lang))}</span>{svg}</button>')
        else:
            out.append(f'<div class="kohaku-hand-tile"{piece} role="img" aria-label="{esc(tile_label(tid, lang))}">'
                       f'{svg}</div>')
    for a in legal:
        if a.get("t") == "discard":
            out.append(button(_t(lang, "discard", tile=tile_label(a["tile"], lang)), action=a,
                              cls="kohaku-btn kohaku-danger"))
    return f'<section class="kohaku-hand"><h3>{_t(lang, "hand")}</h3><div class="kohaku-hand-row">{"".join(out)}</div></section>'


EDGE = {"N": (0, 0, 100, 0), "S": (0, 100, 100, 100), "W": (0, 0, 0, 100), "E": (100, 0, 100, 100)}
CROSS = "M-4.5,-3 L-3,-4.5 L0,-1.5 L3,-4.5 L4.5,-3 L1.5,0 L4.5,3 L3,4.5 L0,1.5 L-3,4.5 L-4.5,3 L-1.5,0 Z"


def _pond_svg(view, s, ctx, lang, place_tile, breakdown, zoom, targets=True):
    """One pond; ``zoom`` is "fit" or a level of ZOOM; ``targets``: draw the spaces the chosen tile may go to."""
    P = view["ponds"][s]
    legal = ctx.get("legal") or []
    sel = ctx.get("sel") or {}
    cells = {}
    if place_tile and s == ctx.get("seat"):
        for a in legal:
            if a.get("t") == "place" and a["tile"] == place_tile:
                cells[f'{a["x"]},{a["y"]}'] = a
    keys = list(P) + list(cells) or ["0,0"]
    xs = [parse_pos(k)[0] for k in keys]
    ys = [parse_pos(k)[1] for k in keys]
    minx, maxx, miny, maxy = min(xs), max(xs), min(ys), max(ys)
    w, h = maxx - minx + 1, maxy - miny + 1
    pad = POND_PAD

    # each cell at its own grid position, framed by the view box: when the pond (or the cells offered for
    # a tile) widens, only the frame changes and every tile's markup stays as it was
    X0, Y0 = minx * 100 - pad, miny * 100 - pad

    def xy(k):
        x, y = parse_pos(k)
        return x * 100, y * 100

    out = [f'<rect x="{X0}" y="{Y0}" width="{w * 100 + 2 * pad}" height="{h * 100 + 2 * pad}" class="kohaku-pondbg"/>']
    pts = {e["pos"]: e for e in breakdown["tiles"]}
    for k, tid in sorted(P.items()):
        x, y = xy(k)
        pid = f"pond:{s}:{k}"
        cell = [tile_svg(tid, x, y, lang)]
        cell.append(svg_marks(ctx, pid, x + 2, y + 2, 96, 96, r=14))
        e = pts.get(k)
        if e is not None and T.TILES[tid]["kind"] != "sundial":       # over the mark: the points stay readable
            cell.append(f'<g class="kohaku-pts"><title>{esc(e[lang] if lang in e else e["en"])}</title>'
                        f'<circle cx="{x + 86}" cy="{y + 14}" r="13"/>'
                        f'<text x="{x + 86}" y="{y + 19}" text-anchor="middle">{e["points"]}</text></g>')
        out.append(f'<g{piece_attrs(ctx, pid)}>{"".join(cell)}</g>')
    for k, d in view["blocked"][s]:
        x, y = xy(k)
        x1, y1, x2, y2 = EDGE[d]
        mx, my = x + (x1 + x2) / 2, y + (y1 + y2) / 2
        out.append(f'<g class="kohaku-block"><title>{_t(lang, "blocked")}</title>'
                   f'<line x1="{x + x1}" y1="{y + y1}" x2="{x + x2}" y2="{y + y2}"/>'
                   f'<circle cx="{mx}" cy="{my}" r="9"/><path d="{CROSS}" transform="translate({mx} {my})"/></g>')
    if cells and targets:
        base = pond_total(P, score_ctx(view, s))
        chosen = sel.get("cell")
        for k, _a in sorted(cells.items()):
            x, y = xy(k)
            delta = _gain(view, s, place_tile, k, base)
            is_sel = chosen == k
            if is_sel:
                out.append(tile_svg(place_tile, x, y, lang, "kohaku-ghost", title=False))
            inner = (f'<rect x="{x + 5}" y="{y + 5}" width="90" height="90" rx="10" '
                     f'class="kohaku-cell{" is-sel" if is_sel else ""}"/>')
            out.append(svg_clickable(inner, label=_t(lang, "legal_cell", tile=tile_label(place_tile, lang),
                                                     cell=k, delta=delta),
                                     sel={"cell": k}, cls="kohaku-hit"))
            out.append(f'<text x="{x + 50}" y="{y + 58}" text-anchor="middle" class="kohaku-gain" '
                       f'aria-hidden="true" pointer-events="none">{delta:+d}</text>')
    W, H = w * 100 + 2 * pad, h * 100 + 2 * pad
    # sizes are attributes and classes, not inline styles (the page's CSP allows no inline style)
    if zoom == "fit" and cells and targets:
        # the whole pond, but never with targets smaller than the smallest zoom's: a pond too big for the
        # screen at that size scrolls in its box (the sizes are classes of defs())
        size = f'class="kohaku-pond-svg is-fit {fit_min_class("kohaku-fit", w, h)}"'
    elif zoom == "fit":
        size = 'class="kohaku-pond-svg is-fit"'
    else:
        size = f'class="kohaku-pond-svg is-zoomed" width="{round(W * ZOOM[zoom] / 100)}"'
    name = view["players"][s]["name"]
    return (f'<svg {size} viewBox="{X0} {Y0} {W} {H}" role="group" '
            f'aria-label="{esc(of(TEXT, lang, "pond_of", name))}">{"".join(out)}</svg>')


def _gain(view, s, tid, cell, base=None):
    P = view["ponds"][s]
    ctx = score_ctx(view, s)
    if base is None:
        base = pond_total(P, ctx)
    P2 = dict(P)
    P2[cell] = tid
    if T.TILES[tid]["kind"] == "duck" and "ducks_total" in ctx:
        ctx["ducks_total"] += 1
    return pond_total(P2, ctx) - base


def _preview(view, ctx, lang, s, place_tile):
    sel = ctx.get("sel") or {}
    cell = sel.get("cell")
    legal = ctx.get("legal") or []
    if not place_tile or not cell:
        return ""
    x, y = parse_pos(cell)
    act = {"t": "place", "tile": place_tile, "x": x, "y": y}
    if act not in legal:
        return ""
    P = view["ponds"][s]
    sctx = score_ctx(view, s)
    before = score_pond(P, sctx)
    P2 = dict(P)
    P2[cell] = place_tile
    if T.TILES[place_tile]["kind"] == "duck" and "ducks_total" in sctx:
        sctx = dict(sctx, ducks_total=sctx["ducks_total"] + 1)
    after = score_pond(P2, sctx)
    old = {e["pos"]: e for e in before["tiles"]}
    lines = []
    for e in after["tiles"]:
        o = old.get(e["pos"])
        if o is None or o["points"] != e["points"]:
            was = f'{o["points"]} → ' if o else ""
            lines.append(f'<li>{esc(e[lang])} <span class="kohaku-delta">({was}{e["points"]})</span></li>')
    if after["coins"]["points"] != before["coins"]["points"]:
        lines.append(f'<li>{esc(after["coins"][lang])}</li>')
    for e, o in zip(after["compass"], before["compass"]):
        if e["points"] != o["points"]:
            lines.append(f'<li>{esc(e[lang])}</li>')
    if after["objective"] and before["objective"] and after["objective"]["points"] != before["objective"]["points"]:
        lines.append(f'<li>{esc(after["objective"][lang])}</li>')
    delta = after["total"] - before["total"]
    return (f'<section class="kohaku-preview" data-next aria-live="polite"><h3>{_t(lang, "preview")}: '
            f'{esc(tile_label(place_tile, lang))} — <span class="kohaku-delta">'
            f'{_t(lang, "gain", delta=delta)}</span></h3><ul>{"".join(lines)}</ul>'
            f'<div class="kohaku-row">{button(_t(lang, "confirm"), action=act, cls="kohaku-btn kohaku-primary")} '
            f'{button(_t(lang, "cancel"), sel={"cell": None}, cls="kohaku-btn")}</div></section>')


def _breakdown_html(view, s, b, lang, seat):
    rows = []
    for e in b["tiles"]:
        if e["kind"] == "sundial":
            continue
        rows.append(f'<li>{esc(e[lang])}</li>')
    rows.append(f'<li class="kohaku-coins">{esc(b["coins"][lang])}</li>')
    for e in b["compass"]:
        rows.append(f'<li class="kohaku-comp">{esc(e[lang])}</li>')
    obj = view["objectives"][s]
    if b["objective"]:
        _, desc = objective_text(b["objective"]["card"], lang)
        rows.append(f'<li class="kohaku-obj">{_t(lang, "objective")} – {esc(b["objective"][lang])} '
                    f'<small>({esc(desc)})</small></li>')
    elif obj == "hidden":
        rows.append(f'<li class="kohaku-obj">{_t(lang, "objective")}: {_t(lang, "objective_hidden")}</li>')
    return (f'<section class="kohaku-breakdown"><h3>{_t(lang, "breakdown")} — {_t(lang, "total")}: '
            f'<span class="kohaku-total">{b["total"]}</span></h3><ol>{"".join(rows)}</ol></section>')


def _compass(view, lang):
    comp = view.get("compass")
    if not comp:
        return ""
    items = "".join(f'<li><b>{NAMES(lang, "direction")[d]}</b>: {esc(compass_card(comp[d], lang))}</li>'
                    for d in data.DIRECTIONS if comp.get(d))
    return f'<section class="kohaku-compass"><h3>{_t(lang, "compass")}</h3><ul>{items}</ul></section>'


def _keep(view, ctx, lang):
    legal = [a for a in (ctx.get("legal") or []) if a.get("t") == "keep"]
    if not legal:
        return ""
    out = []
    for a in legal:
        name, d = objective_text(a["card"], lang)
        out.append(f'<button type="button" class="kohaku-card" data-act="{esc(_json(a))}" '
                   f'aria-label="{esc(name + " " + d)}"><b>{esc(name)}</b> <span>{esc(d)}</span></button>')
    return f'<section class="kohaku-keep" data-next><h3>{_t(lang, "p_keep")}</h3><div class="kohaku-cards">{"".join(out)}</div></section>'


def _rival_pick(view, ctx, lang):
    legal = [a for a in (ctx.get("legal") or []) if a.get("t") == "rival_type"]
    if not legal:
        return ""
    btns = "".join(button(_t(lang, "rival_take", type=colour_list(a["type"], lang)), action=a,
                          cls="kohaku-btn") for a in legal)
    return f'<section class="kohaku-rivalpick" data-next><h3>{_t(lang, "p_rival")}</h3><div class="kohaku-row">{btns}</div></section>'


def _rivals(view, ctx, lang, my_total):
    if len(view["players"]) != 1 or (view["phase"] == "position" and not view.get("solo_position")):
        return ""
    rs = rival_scores(view["rival_pile"], view["options"].get("sundials", False))
    chosen = view["options"].get("solo_rival", "medium")
    rows = []
    for r in data.RIVALS:
        mark = f' <em>({_t(lang, "chosen_rival")})</em>' if r == chosen else ""
        rows.append(f'<li><svg class="kohaku-rdot" viewBox="0 0 12 12" aria-hidden="true"><circle cx="6" cy="6" r="5.5" '
                    f'fill="{FILL[data.RIVALS[r]["colour"]]}" stroke="#333"/></svg>'
                    f'{NAMES(lang, "rival")[r]}: <b>{rs[r]}</b>{mark}</li>')
    last = view.get("rival_last")
    lastline = ""
    if last:
        rev = ", ".join(tile_label(t, lang) for t in last["revealed"])
        took = ", ".join(tile_label(t, lang) for t in last["taken"]) or _t(lang, "nothing")
        lastline = f'<p class="kohaku-small">{esc(_t(lang, "rival_last", rev=rev, took=took))}</p>'
    res = _t(lang, "win") if my_total > rs[chosen] else _t(lang, "lose")
    vs = (f'<p>{esc(_t(lang, "you_vs", name=view["players"][0]["name"], you=my_total, rival=rs[chosen], res=res))}</p>'
          if view["phase"] == "over" else "")
    pile = "".join(f'<li>{esc(tile_label(t, lang))}</li>' for t in view["rival_pile"])
    return (f'<section class="kohaku-rivals"{piece_attrs(ctx, "rivals")}><h3>{_t(lang, "rivals")}</h3>'
            f'<ul>{"".join(rows)}</ul>{vs}{lastline}'
            f'<details><summary>{_t(lang, "rival_pile", n=len(view["rival_pile"]))}</summary>'
            f'<ul class="kohaku-pile">{pile}</ul></details></section>')


def _final(view, lang, bds):
    """The detailed final table (the shell shows "Game over" and the winner above it): one row per player,
    which reflows into one card per player on a phone (each value labelled, no sideways scrolling)."""
    if view["phase"] != "over" or len(view["players"]) == 1:
        return ""
    totals = [b["total"] for b in bds]
    coins = [b["coins"]["count"] for b in bds]
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    if len(tied) > 1 and view["options"].get("tie_break", "coins") == "coins":
        mc = max(coins[i] for i in tied)
        tied = [i for i in tied if coins[i] == mc]
    cols = [("features", lambda b: b["features"]), ("coins", lambda b: b["coins"]["points"])]
    if view.get("compass"):
        cols.append(("compass", lambda b: sum(e["points"] for e in b["compass"])))
    if any(o for o in view["objectives"]):
        cols.append(("objective", lambda b: b["objective"]["points"] if b["objective"] else 0))
    rows = []
    for i, b in enumerate(bds):
        win = (f' <span class="kohaku-win">{icon("trophy", 18, "kohaku-icon")} {_t(lang, "winner")}</span>'
               if i in tied else "")
        cells = "".join(f'<td data-label="{esc(_t(lang, key))}">{fn(b)}</td>' for key, fn in cols)
        rows.append(f'<tr><th scope="row">{esc(view["players"][i]["name"])}{win}</th>{cells}'
                    f'<td data-label="{esc(_t(lang, "total"))}"><b>{b["total"]}</b></td></tr>')
    head = "".join(f'<th scope="col">{_t(lang, key)}</th>' for key, _ in cols)
    return (f'<section class="kohaku-final"><h3>{_t(lang, "final")}</h3><table><thead><tr>'
            f'<th scope="col">{_t(lang, "player")}</th>{head}<th scope="col">{_t(lang, "total")}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></section>')


def _zooms(lang, zoom):
    out = zoom - 1 if isinstance(zoom, int) and zoom > 0 else "fit"
    inn = 0 if zoom == "fit" else min(len(ZOOM) - 1, zoom + 1)
    return (button("", sel={"zoom": out}, cls="kohaku-btn kohaku-zoom", aria=_t(lang, "zoom_out"),
                   disabled=zoom == "fit", extra='data-zoom="out"').replace("></button>", f">{icon('minus', 20, 'kohaku-icon')}</button>")
            + button("", sel={"zoom": "fit"}, cls="kohaku-btn kohaku-zoom", aria=_t(lang, "fit"),
                     extra=f'aria-pressed="{"true" if zoom == "fit" else "false"}"').replace(
                "></button>", f">{icon('fit', 20, 'kohaku-icon')} {esc(_t(lang, 'fit'))}</button>")
            + button("", sel={"zoom": inn}, cls="kohaku-btn kohaku-zoom", aria=_t(lang, "zoom_in"),
                     disabled=zoom == len(ZOOM) - 1, extra='data-zoom="in"').replace("></button>", f">{icon('plus', 20, 'kohaku-icon')}</button>"))


def _changed_ponds(ctx, n):
    """The seats whose pond holds a piece in ``ctx["changed"]``."""
    out = set()
    for pid in ctx.get("changed") or ():
        if isinstance(pid, str) and pid.startswith("pond:"):
            s = pid.split(":")[1]
            if s.isdigit() and int(s) < n:
                out.add(int(s))
    return out


# --------------------------------------------------------------------------- render
def render(view, ctx) -> str:
    lang = ctx.get("lang", "en")
    seat = ctx.get("seat")
    sel = ctx.get("sel") or {}
    legal = ctx.get("legal") or []
    compact = bool(ctx.get("compact"))
    n = len(view["players"])
    own = seat if seat is not None and 0 <= seat < n else None
    shown = sel.get("pond")
    if not isinstance(shown, int) or not 0 <= shown < n:
        shown = own if own is not None else (view["to_move"] if view["to_move"] is not None else 0)
    # the drafted tile being placed
    place_tile = None
    placeable = [tid for tid in view["hand"] if any(a.get("tile") == tid and a.get("t") == "place" for a in legal)]
    if placeable:
        place_tile = sel.get("tile") if sel.get("tile") in placeable else placeable[0]
    bds = [score_pond(view["ponds"][s], score_ctx(view, s)) for s in range(n)]
    tabs = []
    for s in range(n):
        label = _t(lang, "your_pond") if s == own else esc(view["players"][s]["name"])
        tabs.append(f'<button type="button" class="kohaku-tab{" is-sel" if s == shown else ""}"'
                    f'{piece_attrs(ctx, f"tab:{s}")} '
                    f'data-sel="{esc(_json({"pond": s, "cell": None}))}" aria-pressed="{"true" if s == shown else "false"}" '
                    f'aria-label="{label} {bds[s]["total"]} – {esc(of(TEXT, lang, "show", view["players"][s]["name"]))}">'
                    f'{label} <b>{bds[s]["total"]}</b></button>')
    zoom = zoom_of(sel, len(ZOOM), compact, view["phase"] == "over")
    targets = not (compact and zoom == "fit")           # no target under 44 px on a phone
    pond = _pond_svg(view, shown, ctx if shown == own else dict(ctx, legal=[]), lang,
                     place_tile if shown == own else None, bds[shown], zoom, targets)
    title = _t(lang, "your_pond") if shown == own else esc(of(TEXT, lang, "pond_of", view["players"][shown]["name"]))
    hint = (f'<p class="kohaku-small">{_t(lang, "zoom_to_place")}</p>'
            if place_tile and shown == own and not targets else "")
    # another player's pond that just changed is shown too, below (what they placed is marked)
    others = [s for s in sorted(_changed_ponds(ctx, n)) if s != shown]
    last = "".join(
        f'<section class="kohaku-pond kohaku-last"><h3>{esc(_t(lang, "just_placed", name=view["players"][s]["name"]))}</h3>'
        f'<div class="kohaku-pond-wrap kohaku-last-wrap">'
        f'{_pond_svg(view, s, dict(ctx, legal=[]), lang, None, bds[s], "fit", False)}</div></section>'
        for s in others)
    my_total = bds[0]["total"]
    # where the player acts next (static/focus.js brings it into view): the pond while a tile waits for a space
    next_here = " data-next" if place_tile and shown == own else ""
    # another pond on screen while a tile waits: the way back to your own is where you act next
    tabs_next = " data-next" if place_tile and own is not None and shown != own else ""
    html = [
        f'<div class="kohaku{" kohaku-compact" if compact else ""}">',
        _status(view, ctx, lang),
        _keep(view, ctx, lang),
        _rival_pick(view, ctx, lang),
        _final(view, lang, bds),
        '<div class="kohaku-main is-position"><div class="kohaku-left">' if view["phase"] == "position"
        else '<div class="kohaku-main"><div class="kohaku-left">',
        _board(view, ctx, lang) if view["phase"] != "position" else "",
        _hand(view, ctx, lang, place_tile),
        '</div><div class="kohaku-right">',
        f'<div class="kohaku-tabs" role="group"{tabs_next}>{"".join(tabs)}</div>',
        f'<section class="kohaku-pond"{next_here}><div class="kohaku-pond-head"><h3>{title}</h3>'
        f'<div class="kohaku-zooms">{_zooms(lang, zoom)}</div></div>{hint}'
        f'<div class="kohaku-pond-wrap" data-pan tabindex="0" role="region" aria-label="{title}">{pond}</div></section>',
        _preview(view, ctx, lang, own, place_tile) if own is not None and shown == own else "",
        last,
        _breakdown_html(view, shown, bds[shown], lang, seat),
        _compass(view, lang),
        _rivals(view, ctx, lang, my_total),
        '</div></div></div>',
    ]
    return "".join(html)


def render_position(position, lang="en", sel=None) -> str:
    """Show a JSON position (docs/kohaku-positions.md) with its full explained scores."""
    from .position import position_view
    v = position_view(position)
    return render(v, {"lang": lang, "seat": None, "sel": sel or {}, "legal": [], "compact": False})


# ----------------------------------------------------------------------- what is this?
_RULE_OF_KIND = {"single_flower": 0, "dual_flower": 1, "butterfly": 2, "frog": 3, "rock": 3, "statue": 4,
                 "turtle": 4, "bamboo": 5, "cat": 6, "fountain": 7, "heron": 7, "duck": 8, "wildflower": 8}


def tile_info(tid, lang="en") -> list:
    """What a tile does, in a line or two (The Big Pond says it the same way)."""
    kind = T.TILES[tid]["kind"]
    if kind in ("koi", "blue_koi"):
        out = [TEXT(lang, "info_koi")]
        if kind == "blue_koi":
            out.append(TEXT(lang, "info_blue"))
        if T.TILES[tid].get("coins"):
            out.append(TEXT(lang, "info_coins", n=T.TILES[tid]["coins"], pts=data.COIN_POINTS))
        return out
    i = _RULE_OF_KIND.get(kind)
    return [feature_rules(lang)[i]] if i is not None else []


def describe(view, piece, lang="en"):
    """What a tapped piece is: a tile of the central pond, of your hand or of a pond (with what it scores
    there now), a pond's tab, the rivals.  Only what ``view`` shows."""
    kind, _, rest = str(piece).partition(":")
    n = len(view["players"])
    tid, extra = None, []
    if kind == "board" and rest.isdigit() and int(rest) < len(view["board"]):
        tid = view["board"][int(rest)]
    elif kind == "hand" and rest.isdigit() and int(rest) < len(view["hand"]):
        tid = view["hand"][int(rest)]
    elif kind == "pond":
        s, _, cell = rest.partition(":")
        if s.isdigit() and int(s) < n:
            tid = view["ponds"][int(s)].get(cell)
            if tid is not None:
                b = score_pond(view["ponds"][int(s)], score_ctx(view, int(s)))
                extra = [e[lang] for e in b["tiles"] if e["pos"] == cell and e.get(lang)]
    elif kind == "tab" and rest.isdigit() and int(rest) < n:
        s = int(rest)
        total = score_pond(view["ponds"][s], score_ctx(view, s))["total"]
        return {"title": of(TEXT, lang, "pond_of", view["players"][s]["name"]),
                "lines": [TEXT(lang, "info_total", n=total)]}
    elif piece == "rivals":
        return {"title": _t(lang, "rivals"), "lines": [TEXT(lang, "info_rivals")]}
    if tid is None or tid not in T.TILES:
        return None
    return {"title": tile_label(tid, lang), "lines": tile_info(tid, lang) + extra}


# ----------------------------------------------------------------------------- rules
def objective_text(card, lang):
    """A hidden objective's name and what it scores, with its numbers from data."""
    name, desc = NAMES(lang, "objective")[card]
    spec = data.OBJECTIVES[card]
    by = spec.get("by_size") or [0] * 5
    return name, desc.format(per=spec.get("per", ""), s3=by[3], s4=by[4])


def _slashed(values):
    return " / ".join(str(v) for v in values)


def feature_rules(lang) -> list:
    """How each feature scores, a line each, with every number from data (The Big Pond shows them too)."""
    R = lambda key, **kw: RULES(lang, key, **kw)  # noqa: E731
    return [R("single_flower", per=data.SINGLE_FLOWER["per_koi"], full=data.SINGLE_FLOWER["full"]),
             R("dual_flower", both=data.DUAL_FLOWER["both"], one=data.DUAL_FLOWER["one"]),
             R("butterfly", per=data.BUTTERFLY_PER_KOI),
             R("frog_rock", frog=data.FROG_PER_DRAGONFLY, rock=data.ROCK_PER_BABY),
             R("statue_turtle", statue=_slashed(data.STATUE[1:]), turtle=data.TURTLE),
             R("bamboo", bamboo=_slashed(data.BAMBOO[1:])),
             R("cat", cat=data.CAT),
             R("fountain_heron", fountain=data.FOUNTAIN_PER_KIND, heron=data.HERON),
             R("duck_wild", duck=data.DUCK_PER_DUCK, per=data.WILDFLOWER["per_koi"], full=data.WILDFLOWER["full"])]


def rules_html(lang, options) -> str:
    """The rules page: the rules with every number from data, the house rules in force, and the numbers we
    had to fill in."""
    R = lambda key, **kw: RULES(lang, key, **kw)  # noqa: E731
    singles = len(T.feature_ids(["single_flower"]))
    rivals = ", ".join(NAMES(lang, "rival")[r] for r in data.RIVALS)
    bonus = _slashed(spec["sundial_bonus"] for spec in data.RIVALS.values())
    feats = feature_rules(lang)
    mods = [R("m_sundials"), R("m_objectives"), R("m_blue"), R("m_new", singles=singles, n=data.NEW_FEATURE_SETS)]
    out = [f'<div class="kohaku-rules"><h2>{R("title")}</h2>',
           R("intro", rows=data.BOARD_ROWS, cols=data.BOARD_COLS, coin=data.COIN_POINTS),
           f'<h3>{R("features_h")}</h3><ul>' + "".join(f"<li>{x}</li>" for x in feats) + "</ul>",
           f'<h3>{R("modules_h")}</h3><ul>' + "".join(f"<li>{x}</li>" for x in mods) + "</ul>",
           f'<h3>{R("solo_h")}</h3>' + R("solo", rivals=esc(rivals), bonus=bonus)]
    opts = defaults(OPTIONS)
    opts.update(options or {})
    rows = []
    for o in OPTIONS:
        if not o.assumed:
            continue
        v = opts[o.key]
        val = R("on" if v else "off") if isinstance(v, bool) else o.choice_label(v, lang)
        rows.append(f'<li><b>{esc(o.label.get(lang, o.label["en"]))}</b>: {esc(o.help.get(lang, ""))} '
                    f'<em>{esc(R("now", value=val))}</em></li>')
    out.append(f'<h3>{R("house_h")}</h3><p>{R("house_intro")}</p><ul>{"".join(rows)}</ul>')
    rv = []
    for r, spec in data.RIVALS.items():
        name = NAMES(lang, "rival")[r]
        rv.append(R("n_rival_solid" if spec["per_solid"] else "n_rival", name=name, per_tile=spec["per_tile"],
                    per_solid=spec["per_solid"]))
    known = ", ".join(NAMES(lang, "objective")[c][0] for c, spec in data.OBJECTIVES.items()
                      if not spec.get("placeholder"))
    assumed = [c for c, spec in data.COMPASS.items() if spec.get("assumed")]
    cards = ", ".join(NAMES(lang, "compass")[c] for c in assumed)
    per = _slashed(sorted({data.COMPASS[c]["per"] for c in assumed}))
    notes = [R("n_rivals", rivals=esc("; ".join(rv))), R("n_objectives", known=esc(known)),
             R("n_compass", cards=esc(cards), per=per), R("n_misc", coin=data.COIN_POINTS)]
    out.append(f'<h3>{R("numbers_h")}</h3><ul>' + "".join(f"<li>{x}</li>" for x in notes) + "</ul></div>")
    return "".join(out)
