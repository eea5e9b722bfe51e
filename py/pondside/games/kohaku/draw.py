"""SVG drawings of Kōhaku tiles (pure functions returning SVG text).

Every tile is drawn in a 100 x 100 box at (x, y).  Colour is never the only signal: every koi shows its
colour letters (B, R, W, Y in English; blue koi are marked WILD), flowers and butterflies show their colour letter, and
every feature shows a short name.
"""
from __future__ import annotations

from functools import lru_cache

from pondside.ui.html import esc

from .data import TILES
from .text import NAMES, tile_label

FILL = {"black": "#23262b", "red": "#d23a2a", "white": "#f4f1ea", "yellow": "#f2b632", "blue": "#2f6fd6"}
INK = {"black": "#ffffff", "red": "#ffffff", "white": "#23262b", "yellow": "#23262b", "blue": "#ffffff"}


def _fish(cx, cy, body, patch, scale=1.0):
    s = scale
    out = [f'<path d="M{cx - 30 * s},{cy} q{30 * s},{-22 * s} {56 * s},{-2 * s} l{14 * s},{-12 * s} '
           f'l0,{28 * s} l{-14 * s},{-12 * s} q{-26 * s},{20 * s} {-56 * s},{-2 * s}z" fill="{FILL[body]}" '
           f'stroke="#0b2233" stroke-width="2"/>']
    if patch:
        out.append(f'<circle cx="{cx - 8 * s}" cy="{cy - 5 * s}" r="{9 * s}" fill="{FILL[patch]}"/>'
                   f'<circle cx="{cx + 10 * s}" cy="{cy + 3 * s}" r="{7 * s}" fill="{FILL[patch]}"/>')
    out.append(f'<circle cx="{cx - 20 * s}" cy="{cy - 3 * s}" r="{2.5 * s}" fill="#0b2233"/>')
    return "".join(out)


def _badge(x, y, text, fill, ink, w=22):
    return (f'<rect x="{x}" y="{y}" width="{w}" height="18" rx="4" fill="{fill}" stroke="#0b2233" '
            f'stroke-width="1.5"/><text x="{x + w / 2}" y="{y + 13.5}" text-anchor="middle" '
            f'class="kohaku-badge" fill="{ink}">{esc(text)}</text>')


@lru_cache(maxsize=512)
def koi_svg(tid, lang="en"):
    t = TILES[tid]
    cols = t["colours"]
    out = ['<rect x="2" y="2" width="96" height="96" rx="10" class="kohaku-water"/>']
    if t["kind"] == "blue_koi":
        out.append(_fish(50, 46, "blue", None, 1.0))
        out.append(_badge(28, 4, NAMES(lang, "wild"), FILL["blue"], "#fff", 44))
    else:
        body = cols[0] if len(cols) == 1 else ("white" if "white" in cols else cols[0])
        patch = None if len(cols) == 1 else [c for c in cols if c != body][0]
        out.append(_fish(50, 46, body, patch, 1.0))
        for i, c in enumerate(cols):
            out.append(_badge(4 + i * 24, 4, NAMES(lang, "letter")[c], FILL[c], INK[c]))
    y = 76
    x = 6
    if t["babies"]:
        out.append(f'<g class="kohaku-icon">{_fish(x + 10, y + 8, "white", None, 0.3)}'
                   f'<text x="{x + 24}" y="{y + 13}" class="kohaku-num">{t["babies"]}</text></g>')
        x += 36
    if t["dragonflies"]:
        out.append(f'<g class="kohaku-icon"><path d="M{x + 3},{y + 4} l16,8 M{x + 3},{y + 12} l16,-8 '
                   f'M{x + 11},{y} l0,18" stroke="#7fe0d0" stroke-width="3" stroke-linecap="round"/>'
                   f'<text x="{x + 24}" y="{y + 13}" class="kohaku-num">{t["dragonflies"]}</text></g>')
        x += 36
    if t["coins"]:
        out.append('<circle cx="86" cy="84" r="9" fill="#e9c24a" stroke="#8a6a12" stroke-width="2"/>'
                   '<text x="86" y="88.5" text-anchor="middle" class="kohaku-coin">1</text>')
    return "".join(out)


def _star(cx, cy, r):
    """A five-pointed star as a path (drawn, not a font glyph)."""
    import math
    pts = []
    for i in range(10):
        a = math.pi / 2 + i * math.pi / 5
        q = r if i % 2 == 0 else r * 0.42
        pts.append(f"{cx + q * math.cos(a):.1f},{cy - q * math.sin(a):.1f}")
    return "M" + " L".join(pts) + " Z"


def _flower(cx, cy, colour, r=10):
    petals = "".join(f'<circle cx="{cx + dx * r}" cy="{cy + dy * r}" r="{r * 0.75}" fill="{FILL[colour]}" '
                     f'stroke="#333" stroke-width="1"/>'
                     for dx, dy in ((0, -1), (0.95, -0.3), (0.6, 0.8), (-0.6, 0.8), (-0.95, -0.3)))
    return petals + f'<circle cx="{cx}" cy="{cy}" r="{r * 0.45}" fill="#f6d25a"/>'


@lru_cache(maxsize=512)
def feature_svg(tid, lang="en", shore=None):
    t = TILES[tid]
    k = t["kind"]
    cols = t["colours"]
    out = ['<rect x="2" y="2" width="96" height="96" rx="10" class="kohaku-pad"/>']
    if k == "single_flower":
        out.append(_flower(50, 42, cols[0], 15))
        out.append(_badge(4, 4, NAMES(lang, "letter")[cols[0]], FILL[cols[0]], INK[cols[0]]))
    elif k == "dual_flower":
        out.append(_flower(34, 42, cols[0], 11) + _flower(66, 42, cols[1], 11))
        out.append(_badge(4, 4, NAMES(lang, "letter")[cols[0]], FILL[cols[0]], INK[cols[0]]))
        out.append(_badge(28, 4, NAMES(lang, "letter")[cols[1]], FILL[cols[1]], INK[cols[1]]))
    elif k == "butterfly":
        c = FILL[cols[0]]
        out.append(f'<ellipse cx="38" cy="36" rx="14" ry="18" fill="{c}" stroke="#333" stroke-width="1.5"/>'
                   f'<ellipse cx="62" cy="36" rx="14" ry="18" fill="{c}" stroke="#333" stroke-width="1.5"/>'
                   f'<ellipse cx="40" cy="58" rx="9" ry="10" fill="{c}" stroke="#333" stroke-width="1.5"/>'
                   f'<ellipse cx="60" cy="58" rx="9" ry="10" fill="{c}" stroke="#333" stroke-width="1.5"/>'
                   f'<rect x="48" y="28" width="4" height="40" rx="2" fill="#333"/>')
        out.append(_badge(4, 4, NAMES(lang, "letter")[cols[0]], FILL[cols[0]], INK[cols[0]]))
    elif k == "turtle":
        out.append('<circle cx="72" cy="44" r="8" fill="#6b8e3a"/><ellipse cx="48" cy="46" rx="24" ry="18" '
                   'fill="#4e7a2c" stroke="#2c4418" stroke-width="2"/><path d="M36,46 h24 M48,32 v28" '
                   'stroke="#2c4418" stroke-width="2"/>')
    elif k == "frog":
        out.append('<ellipse cx="50" cy="50" rx="24" ry="17" fill="#5fae3e" stroke="#2e5a1c" stroke-width="2"/>'
                   '<circle cx="39" cy="33" r="7" fill="#5fae3e" stroke="#2e5a1c" stroke-width="2"/>'
                   '<circle cx="61" cy="33" r="7" fill="#5fae3e" stroke="#2e5a1c" stroke-width="2"/>'
                   '<circle cx="39" cy="33" r="3" fill="#111"/><circle cx="61" cy="33" r="3" fill="#111"/>')
    elif k == "rock":
        out.append('<path d="M24,62 q4,-26 24,-30 q22,-2 28,22 q2,12 -10,14 h-34 q-10,0 -8,-6z" fill="#8d8f93" '
                   'stroke="#4c4e52" stroke-width="2"/>')
    elif k == "statue":
        out.append('<path d="M36,28 h28 l-6,10 h-16z M42,38 h16 v22 h-16z M34,60 h32 v8 h-32z" fill="#b7b2a6" '
                   'stroke="#5d594f" stroke-width="2"/>')
    elif k == "bamboo":
        out.append("".join(f'<rect x="{x}" y="{y0}" width="7" height="{62 - y0 + 8}" rx="3" fill="#6aa84f" '
                           f'stroke="#37612a" stroke-width="1.5"/>' for x, y0 in ((30, 18), (46, 12), (62, 22))))
    elif k == "cat":
        out.append('<path d="M32,40 l4,-16 l10,10 h8 l10,-10 l4,16 q6,24 -18,26 q-24,-2 -18,-26z" fill="#e08a2e" '
                   'stroke="#7a4512" stroke-width="2"/><circle cx="43" cy="44" r="3" fill="#111"/>'
                   '<circle cx="57" cy="44" r="3" fill="#111"/>')
    elif k == "fountain":
        out.append('<ellipse cx="50" cy="58" rx="28" ry="10" fill="#9fc7e6" stroke="#4a6f8d" stroke-width="2"/>'
                   '<rect x="46" y="30" width="8" height="26" fill="#c9c3b5" stroke="#5d594f"/>'
                   '<path d="M50,28 q-14,-10 -20,10 M50,28 q14,-10 20,10" stroke="#4aa3df" stroke-width="3" '
                   'fill="none"/>')
    elif k == "heron":
        out.append('<path d="M40,66 q-4,-22 16,-26 l0,-14 q0,-6 6,-6 l12,4 l-12,2 l0,16 q10,14 -4,24z" '
                   'fill="#e7ebef" stroke="#4d5a66" stroke-width="2"/><path d="M46,66 v12 M54,66 v12" '
                   'stroke="#4d5a66" stroke-width="2"/>')
    elif k == "duck":
        out.append('<ellipse cx="50" cy="54" rx="24" ry="13" fill="#c8703a" stroke="#5a2e12" stroke-width="2"/>'
                   '<circle cx="68" cy="38" r="10" fill="#2f7d5a" stroke="#123d2a" stroke-width="2"/>'
                   '<path d="M77,38 l8,3 l-8,2z" fill="#e35d3a"/>')
    elif k == "wildflower":
        for i, c in enumerate(("red", "yellow", "white", "black")):
            out.append(_flower(30 + (i % 2) * 40, 30 + (i // 2) * 26, c, 8))
        out.append(f'<rect x="34" y="4" width="32" height="18" rx="4" fill="#7d4bd6" stroke="#0b2233" stroke-width="1.5"/>'
                   f'<path d="{_star(50, 13, 7)}" fill="#fff"/>')
    elif k == "sundial":
        out.append('<circle cx="50" cy="48" r="30" fill="#e9dfc6" stroke="#7c6a44" stroke-width="3"/>'
                   '<path d="M50,48 L50,22 L58,48z" fill="#7c6a44"/>'
                   '<text x="50" y="16" text-anchor="middle" class="kohaku-compass-letter">N</text>')
    name = NAMES(lang, "short").get(k, k)
    out.append(f'<text x="50" y="92" text-anchor="middle" class="kohaku-fname">{esc(name)}</text>')
    return "".join(out)


@lru_cache(maxsize=2048)
def tile_svg(tid, x, y, lang="en", extra_cls="", title=True):
    """One tile.  ``title``: a named image (role img + aria-label); otherwise hidden from assistive
    technology because the clickable element around it carries the name.  Pure in its arguments, so
    cached (bounded): every click redraws the same tiles at the same places."""
    inner = koi_svg(tid, lang) if TILES[tid]["type"] == "koi" else feature_svg(tid, lang)
    if title:
        name = esc(tile_label(tid, lang))
        return (f'<g class="kohaku-tile {extra_cls}" transform="translate({x},{y})" role="img" '
                f'aria-label="{name}"><title>{name}</title>{inner}</g>')
    return f'<g class="kohaku-tile {extra_cls}" transform="translate({x},{y})" aria-hidden="true">{inner}</g>'


# ------------------------------------------------------------------ icons
# Control symbols drawn as paths in a 24 x 24 box, so they look the same on every device (no font glyph);
# The Big Pond uses them too.
ICONS = {
    "minus": '<path d="M5 11h14v2.4H5z"/>',
    "plus": '<path d="M10.8 5h2.4v5.8H19v2.4h-5.8V19h-2.4v-5.8H5v-2.4h5.8z"/>',
    "fit": '<path d="M4 9V4h5v2H6v3zM15 4h5v5h-2V6h-3zM20 15v5h-5v-2h3v-3zM9 20H4v-5h2v3h3z"/>',
    "trophy": '<path d="M7 3h10v5a5 5 0 0 1-4 4.9V15h3v2.5H8V15h3v-2.1A5 5 0 0 1 7 8z"/>'
              '<path d="M7 5H4.2a3.6 3.6 0 0 0 3.2 4.4M17 5h2.8a3.6 3.6 0 0 1-3.2 4.4" fill="none" '
              'stroke="currentColor" stroke-width="1.8"/><path d="M6 19h12v2.2H6z"/>',
    "cross": '<path d="M6.3 4.6 12 10.3l5.7-5.7 1.7 1.7-5.7 5.7 5.7 5.7-1.7 1.7-5.7-5.7-5.7 5.7-1.7-1.7 5.7-5.7-5.7-5.7z"/>',
    "check": '<path d="M9.5 16.2 4.8 11.5 3.1 13.2l6.4 6.4L21 8.1l-1.7-1.7z"/>',
    "coin": '<circle cx="12" cy="12" r="9" fill="#f2c230" stroke="#8a6a1a" stroke-width="2"/>'
            '<circle cx="12" cy="12" r="5" fill="none" stroke="#8a6a1a" stroke-width="1.5"/>',
    "marker": '<path d="M12 3 21 19H3z" fill="currentColor"/>',
    "play": '<path d="M8 5v14l11-7z"/>',
}


def icon(name, size=20, cls="icon") -> str:
    """An inline SVG icon (hidden from assistive technology: the control around it carries the name)."""
    return (f'<svg class="{cls}" viewBox="0 0 24 24" width="{size}" height="{size}" fill="currentColor" '
            f'aria-hidden="true" focusable="false">{ICONS[name]}</svg>')
