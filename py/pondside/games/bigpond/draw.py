"""SVG drawings of Big Pond tiles, markers, coins and the token (pure functions → SVG text).

Every tile carries text as well as colour (colour letters, a short name), so colour is never the only signal.
"""
from __future__ import annotations

import math
from functools import lru_cache

from ...ui.html import SYSTEM_FONT, data_url, esc
from ..kohaku.data import TILES
from ..kohaku.text import NAMES, tile_label
from .data import DATA

FILL = DATA["colour_fill"]
INK = DATA["colour_ink"]
WATER = "#8fcbd6"
WATER_DARK = "#5aa6b5"
LEAF = "#cfe6bf"
LEAF_DARK = "#8fb878"


def _f(v) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _fish(cx, cy, s, body, patch, angle=-25, flip=False):
    """A stylised koi: body ellipse, tail, fins and a patch of the second colour."""
    stroke = "#23262b" if body in ("#f4f1e8",) else "#1b3a40"
    sx = -1 if flip else 1
    return (f'<g transform="translate({_f(cx)},{_f(cy)}) rotate({angle}) scale({_f(s * sx)},{_f(s)})">'
            f'<path d="M16 0 L26 -7 L24 0 L26 7 Z" fill="{body}" stroke="{stroke}" stroke-width="0.8"/>'
            f'<ellipse cx="0" cy="0" rx="17" ry="7.5" fill="{body}" stroke="{stroke}" stroke-width="0.9"/>'
            f'<ellipse cx="-3" cy="-1.5" rx="6.5" ry="4" fill="{patch}"/>'
            f'<ellipse cx="8" cy="1.5" rx="4" ry="2.6" fill="{patch}"/>'
            f'<circle cx="-12" cy="-2" r="1.2" fill="#1b1b1b"/>'
            f'</g>')


def koi_svg(tid, x, y, size, lang="en"):
    t = TILES[tid]
    cols = t["colours"]
    s = size / 64.0
    out = [f'<rect x="{_f(x + 1)}" y="{_f(y + 1)}" width="{_f(size - 2)}" height="{_f(size - 2)}" rx="{_f(7 * s)}" '
           f'fill="{WATER}" stroke="{WATER_DARK}" stroke-width="{_f(1.5 * s)}"/>']
    c1 = FILL[cols[0]]
    c2 = FILL[cols[1]] if len(cols) > 1 else FILL[cols[0]]
    if t["kind"] == "blue_koi":
        out.append(_fish(x + 32 * s, y + 30 * s, 1.2 * s, FILL["blue"], "#9cc3f0"))
    else:
        out.append(_fish(x + 30 * s, y + 22 * s, 0.95 * s, c1, c2, angle=-15))
        out.append(_fish(x + 34 * s, y + 42 * s, 0.95 * s, c2, c1, angle=12, flip=True))
    # babies (small dots) and dragonflies (small crosses) at the bottom
    bx = x + 6 * s
    for _ in range(t["babies"]):
        out.append(f'<circle cx="{_f(bx + 3 * s)}" cy="{_f(y + 57 * s)}" r="{_f(2.6 * s)}" fill="#f7e7c6" '
                   f'stroke="#6a4b2a" stroke-width="{_f(0.7 * s)}"/>')
        bx += 7 * s
    for _ in range(t["dragonflies"]):
        cx, cy = bx + 3.5 * s, y + 57 * s
        out.append(f'<path d="M{_f(cx - 4 * s)} {_f(cy)} H{_f(cx + 4 * s)} M{_f(cx)} {_f(cy - 3 * s)} '
                   f'V{_f(cy + 3.5 * s)}" stroke="#2c5d9b" stroke-width="{_f(1.6 * s)}"/>')
        bx += 9 * s
    letters = "/".join(NAMES(lang, "letter")[c] for c in cols)
    out.append(f'<text x="{_f(x + size - 5 * s)}" y="{_f(y + 12 * s)}" text-anchor="end" '
               f'class="bigpond-tl" font-size="{_f(10 * s)}">{letters}</text>')
    return "".join(out)


def _petals(cx, cy, r, colours, letter=None, s=1.0):
    out = []
    n = 6
    for i in range(n):
        a = 2 * math.pi * i / n
        col = FILL[colours[i % len(colours)]]
        out.append(f'<ellipse cx="{_f(cx + r * 0.55 * math.cos(a))}" cy="{_f(cy + r * 0.55 * math.sin(a))}" '
                   f'rx="{_f(r * 0.42)}" ry="{_f(r * 0.3)}" transform="rotate({_f(math.degrees(a))} '
                   f'{_f(cx + r * 0.55 * math.cos(a))} {_f(cy + r * 0.55 * math.sin(a))})" fill="{col}" '
                   f'stroke="#5b4a3a" stroke-width="{_f(0.6 * s)}"/>')
    out.append(f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r * 0.3)}" fill="#f6d36b" stroke="#8a6a2a" '
               f'stroke-width="{_f(0.6 * s)}"/>')
    if letter:
        out.append(f'<text x="{_f(cx)}" y="{_f(cy + r * 0.14)}" text-anchor="middle" font-size="{_f(r * 0.42)}" '
                   f'class="bigpond-tl">{letter}</text>')
    return "".join(out)


def _glyph(kind, cols, cx, cy, s, lang="en"):
    """The picture of one feature kind centred on (cx, cy)."""
    LETTER = NAMES(lang, "letter")
    if kind == "single_flower":
        return _petals(cx, cy, 17 * s, cols, LETTER[cols[0]], s)
    if kind == "dual_flower":
        return (_petals(cx - 9 * s, cy - 4 * s, 11 * s, [cols[0]], LETTER[cols[0]], s)
                + _petals(cx + 9 * s, cy + 5 * s, 11 * s, [cols[1]], LETTER[cols[1]], s))
    if kind == "wildflower":
        return _petals(cx, cy, 17 * s, ["red", "yellow", "white", "black"], "?", s)
    if kind == "butterfly":
        c = FILL[cols[0]]
        return (f'<path d="M{_f(cx)} {_f(cy)} L{_f(cx - 16 * s)} {_f(cy - 12 * s)} L{_f(cx - 13 * s)} '
                f'{_f(cy + 10 * s)} Z M{_f(cx)} {_f(cy)} L{_f(cx + 16 * s)} {_f(cy - 12 * s)} L{_f(cx + 13 * s)} '
                f'{_f(cy + 10 * s)} Z" fill="{c}" stroke="#3a2a1a" stroke-width="{_f(0.8 * s)}"/>'
                f'<rect x="{_f(cx - 1.5 * s)}" y="{_f(cy - 9 * s)}" width="{_f(3 * s)}" height="{_f(18 * s)}" '
                f'rx="{_f(1.5 * s)}" fill="#3a2a1a"/>'
                f'<text x="{_f(cx)}" y="{_f(cy + 20 * s)}" text-anchor="middle" font-size="{_f(8 * s)}" '
                f'class="bigpond-tl">{LETTER[cols[0]]}</text>')
    if kind == "turtle":
        return (f'<ellipse cx="{_f(cx)}" cy="{_f(cy)}" rx="{_f(15 * s)}" ry="{_f(11 * s)}" fill="#6b8e4e" '
                f'stroke="#3c5a2a" stroke-width="{_f(1.2 * s)}"/>'
                f'<circle cx="{_f(cx + 17 * s)}" cy="{_f(cy)}" r="{_f(4.5 * s)}" fill="#8fae6a"/>'
                f'<path d="M{_f(cx - 7 * s)} {_f(cy - 6 * s)} L{_f(cx + 7 * s)} {_f(cy + 6 * s)} M{_f(cx + 7 * s)} '
                f'{_f(cy - 6 * s)} L{_f(cx - 7 * s)} {_f(cy + 6 * s)}" stroke="#3c5a2a" stroke-width="{_f(s)}"/>')
    if kind == "frog":
        return (f'<ellipse cx="{_f(cx)}" cy="{_f(cy + 2 * s)}" rx="{_f(14 * s)}" ry="{_f(10 * s)}" fill="#5fae4a" '
                f'stroke="#2f6a24" stroke-width="{_f(s)}"/>'
                f'<circle cx="{_f(cx - 7 * s)}" cy="{_f(cy - 8 * s)}" r="{_f(4.5 * s)}" fill="#f4f1e8" stroke="#2f6a24"/>'
                f'<circle cx="{_f(cx + 7 * s)}" cy="{_f(cy - 8 * s)}" r="{_f(4.5 * s)}" fill="#f4f1e8" stroke="#2f6a24"/>'
                f'<circle cx="{_f(cx - 7 * s)}" cy="{_f(cy - 8 * s)}" r="{_f(2 * s)}" fill="#1b1b1b"/>'
                f'<circle cx="{_f(cx + 7 * s)}" cy="{_f(cy - 8 * s)}" r="{_f(2 * s)}" fill="#1b1b1b"/>')
    if kind == "rock":
        return (f'<path d="M{_f(cx - 16 * s)} {_f(cy + 9 * s)} L{_f(cx - 10 * s)} {_f(cy - 8 * s)} L{_f(cx + 2 * s)} '
                f'{_f(cy - 12 * s)} L{_f(cx + 15 * s)} {_f(cy - 3 * s)} L{_f(cx + 16 * s)} {_f(cy + 9 * s)} Z" '
                f'fill="#9a9a92" stroke="#5e5e58" stroke-width="{_f(1.2 * s)}"/>')
    if kind == "statue":
        return (f'<rect x="{_f(cx - 12 * s)}" y="{_f(cy - 14 * s)}" width="{_f(24 * s)}" height="{_f(5 * s)}" '
                f'rx="{_f(2 * s)}" fill="#b7b2a6" stroke="#6d685e"/>'
                f'<rect x="{_f(cx - 7 * s)}" y="{_f(cy - 9 * s)}" width="{_f(14 * s)}" height="{_f(10 * s)}" '
                f'fill="#d8d3c6" stroke="#6d685e"/>'
                f'<rect x="{_f(cx - 3 * s)}" y="{_f(cy + 1 * s)}" width="{_f(6 * s)}" height="{_f(9 * s)}" '
                f'fill="#b7b2a6" stroke="#6d685e"/>'
                f'<rect x="{_f(cx - 10 * s)}" y="{_f(cy + 10 * s)}" width="{_f(20 * s)}" height="{_f(4 * s)}" '
                f'fill="#b7b2a6" stroke="#6d685e"/>')
    if kind == "bamboo":
        out = []
        for dx in (-9, 0, 9):
            out.append(f'<path d="M{_f(cx + dx * s)} {_f(cy + 15 * s)} V{_f(cy - 16 * s)}" stroke="#4f8a3a" '
                       f'stroke-width="{_f(4 * s)}" stroke-linecap="round"/>')
            for dy in (-7, 3):
                out.append(f'<path d="M{_f(cx + (dx - 2.5) * s)} {_f(cy + dy * s)} H{_f(cx + (dx + 2.5) * s)}" '
                           f'stroke="#2f5a22" stroke-width="{_f(1.2 * s)}"/>')
        return "".join(out)
    if kind == "cat":
        return (f'<circle cx="{_f(cx)}" cy="{_f(cy + 2 * s)}" r="{_f(11 * s)}" fill="#e39a4a" stroke="#7a4a1a"/>'
                f'<path d="M{_f(cx - 10 * s)} {_f(cy - 3 * s)} L{_f(cx - 9 * s)} {_f(cy - 15 * s)} L{_f(cx - 2 * s)} '
                f'{_f(cy - 8 * s)} Z M{_f(cx + 10 * s)} {_f(cy - 3 * s)} L{_f(cx + 9 * s)} {_f(cy - 15 * s)} '
                f'L{_f(cx + 2 * s)} {_f(cy - 8 * s)} Z" fill="#e39a4a" stroke="#7a4a1a"/>'
                f'<circle cx="{_f(cx - 4 * s)}" cy="{_f(cy)}" r="{_f(1.6 * s)}" fill="#1b1b1b"/>'
                f'<circle cx="{_f(cx + 4 * s)}" cy="{_f(cy)}" r="{_f(1.6 * s)}" fill="#1b1b1b"/>')
    if kind == "fountain":
        return (f'<path d="M{_f(cx - 15 * s)} {_f(cy + 4 * s)} H{_f(cx + 15 * s)} L{_f(cx + 10 * s)} {_f(cy + 13 * s)} '
                f'H{_f(cx - 10 * s)} Z" fill="#c9c4b8" stroke="#6d685e"/>'
                f'<path d="M{_f(cx)} {_f(cy + 4 * s)} V{_f(cy - 12 * s)} M{_f(cx)} {_f(cy - 12 * s)} '
                f'Q{_f(cx - 10 * s)} {_f(cy - 14 * s)} {_f(cx - 12 * s)} {_f(cy + 2 * s)} M{_f(cx)} {_f(cy - 12 * s)} '
                f'Q{_f(cx + 10 * s)} {_f(cy - 14 * s)} {_f(cx + 12 * s)} {_f(cy + 2 * s)}" fill="none" '
                f'stroke="#3b7dd8" stroke-width="{_f(1.8 * s)}"/>')
    if kind == "heron":
        return (f'<ellipse cx="{_f(cx)}" cy="{_f(cy)}" rx="{_f(11 * s)}" ry="{_f(6 * s)}" fill="#f4f1e8" '
                f'stroke="#55606a" stroke-width="{_f(s)}"/>'
                f'<path d="M{_f(cx + 8 * s)} {_f(cy - 3 * s)} Q{_f(cx + 12 * s)} {_f(cy - 16 * s)} {_f(cx + 5 * s)} '
                f'{_f(cy - 16 * s)} L{_f(cx - 3 * s)} {_f(cy - 14 * s)} M{_f(cx - 2 * s)} {_f(cy + 5 * s)} '
                f'V{_f(cy + 16 * s)} M{_f(cx + 3 * s)} {_f(cy + 5 * s)} V{_f(cy + 16 * s)}" fill="none" '
                f'stroke="#55606a" stroke-width="{_f(1.6 * s)}"/>')
    if kind == "duck":
        return (f'<ellipse cx="{_f(cx - 2 * s)}" cy="{_f(cy + 4 * s)}" rx="{_f(14 * s)}" ry="{_f(8 * s)}" '
                f'fill="#b5651d" stroke="#5a3210"/>'
                f'<circle cx="{_f(cx + 10 * s)}" cy="{_f(cy - 6 * s)}" r="{_f(6.5 * s)}" fill="#e08a2e" stroke="#5a3210"/>'
                f'<path d="M{_f(cx + 16 * s)} {_f(cy - 6 * s)} l{_f(5 * s)} {_f(2 * s)} l{_f(-5 * s)} {_f(2 * s)}" '
                f'fill="#d94a3a"/>')
    return ""


def _shore(x, y, size, shore):
    """The cat's shoreline edge (rocks and grass) — where koi may never go."""
    s = size / 64.0
    sx, sy = shore
    if sy:
        yy = y + (3 if sy < 0 else size - 7) * 1.0
        return f'<rect x="{_f(x + 3)}" y="{_f(yy)}" width="{_f(size - 6)}" height="{_f(4 * s)}" fill="#8a6a3a"/>'
    xx = x + (3 if sx < 0 else size - 7) * 1.0
    return f'<rect x="{_f(xx)}" y="{_f(y + 3)}" width="{_f(4 * s)}" height="{_f(size - 6)}" fill="#8a6a3a"/>'


def feature_svg(tid, x, y, size, lang="en", shore=None):
    t = TILES[tid]
    s = size / 64.0
    out = [f'<rect x="{_f(x + 1)}" y="{_f(y + 1)}" width="{_f(size - 2)}" height="{_f(size - 2)}" rx="{_f(7 * s)}" '
           f'fill="{LEAF}" stroke="{LEAF_DARK}" stroke-width="{_f(1.5 * s)}"/>']
    if t["kind"] == "cat" and shore:
        out.append(_shore(x, y, size, shore))
    out.append(_glyph(t["kind"], t["colours"], x + size / 2, y + size / 2 - 5 * s, s, lang))
    name = NAMES(lang, "kind").get(t["kind"], t["kind"])
    if len(name) > 12:
        name = name[:11] + "…"
    out.append(f'<text x="{_f(x + size / 2)}" y="{_f(y + size - 5 * s)}" text-anchor="middle" '
               f'font-size="{_f(8.5 * s)}" class="bigpond-tn">{esc(name.capitalize())}</text>')
    return "".join(out)


def _body(tid, x, y, size, lang="en", shore=None):
    return koi_svg(tid, x, y, size, lang) if TILES[tid]["type"] == "koi" else feature_svg(tid, x, y, size, lang, shore)


ART = 64   # the size a tile's image is drawn at; it scales to any other
# the tile texts' look (style.css's .bigpond-tl / .bigpond-tn), written out: an image sees no page CSS
_TEXT_LOOK = {'class="bigpond-tl"': f'{SYSTEM_FONT} font-weight="700" fill="#10262b" paint-order="stroke" '
                                    'stroke="#ffffffaa" stroke-width="2"',
              'class="bigpond-tn"': f'{SYSTEM_FONT} font-weight="600" fill="#2c4a22"'}


@lru_cache(maxsize=512)
def _art_href(tid, lang="en"):
    """The tile drawn at the origin (its shapes and its text: colour letters, name; not the cat's
    shoreline, which depends on the game's options) as a ``data:`` URL of a scalable SVG image.  A tile was
    ~10–25 SVG elements to parse, style and lay out on every redraw; as one image it is one.  Its text is
    in the image too: the page's SVG text was most of a big pond's layout (measured: a late Big Pond
    click's style and layout, p95 8.3 -> 3.0 ms without it).  Tiles of one design share the URL at every
    size (ring, hand, pond), so the browser builds each design's image once; ``art_urls`` lists them for
    the page to build while it is idle."""
    art = _body(tid, 0, 0, ART, lang)
    for cls, look in _TEXT_LOOK.items():
        art = art.replace(cls, look)
    return data_url(art, ART, ART, scalable=True)


def art_urls(lang="en"):
    """Every tile design's image URL in ``lang`` (each distinct once): the page builds them while idle, so
    a click that shows a design for the first time does not pay for it (an SVG image is a document of its
    own: ~3–15 ms each, measured in Chromium)."""
    return sorted({_art_href(tid, lang) for tid in TILES})


@lru_cache(maxsize=2048)
def tile_svg(tid, x, y, size, lang="en", shore=None, title=True):
    """One tile at (x, y): one image of its drawing (shapes and text), then the cat's shoreline.  The
    tile's name is its title (the image is not read out).  Pure in its arguments, so cached (bounded):
    every click redraws the same tiles at the same places."""
    at = (f' x="{_f(x)}"' if x else "") + (f' y="{_f(y)}"' if y else "")
    over = _shore(x, y, size, shore) if shore and TILES[tid]["kind"] == "cat" else ""
    body = f'<image{at} width="{_f(size)}" height="{_f(size)}" href="{_art_href(tid, lang)}"/>{over}'
    if title:
        return f'<g><title>{esc(tile_label(tid, lang))}</title>{body}</g>'
    return body


@lru_cache(maxsize=512)
def marker_svg(colour, cx, cy, r, letter):
    """A player marker: the colour AND a shape AND a letter (colour is never the only signal)."""
    fill = FILL[colour]
    ink = INK[colour]
    shape = DATA["marker_shape"][colour]
    st = 'stroke="#1b1b1b" stroke-width="1.6"'
    if shape == "circle":
        body = f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}" fill="{fill}" {st}/>'
    elif shape == "square":
        body = f'<rect x="{_f(cx - r)}" y="{_f(cy - r)}" width="{_f(2 * r)}" height="{_f(2 * r)}" rx="2" fill="{fill}" {st}/>'
    elif shape == "diamond":
        q = r * 1.25
        body = (f'<path d="M{_f(cx)} {_f(cy - q)} L{_f(cx + q)} {_f(cy)} L{_f(cx)} {_f(cy + q)} L{_f(cx - q)} {_f(cy)} Z" '
                f'fill="{fill}" {st}/>')
    else:
        q = r * 1.3
        body = (f'<path d="M{_f(cx)} {_f(cy - q)} L{_f(cx + q)} {_f(cy + q * 0.75)} L{_f(cx - q)} {_f(cy + q * 0.75)} Z" '
                f'fill="{fill}" {st}/>')
    dy = r * 0.38 if shape != "triangle" else r * 0.55
    return (body + f'<text x="{_f(cx)}" y="{_f(cy + dy)}" text-anchor="middle" font-size="{_f(r * 1.05)}" '
            f'font-weight="700" fill="{ink}">{esc(letter)}</text>')


def coin_svg(cx, cy, r, n):
    return (f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}" fill="#f2c230" stroke="#8a6a1a" stroke-width="1.2"/>'
            f'<text x="{_f(cx)}" y="{_f(cy + r * 0.4)}" text-anchor="middle" font-size="{_f(r * 1.1)}" '
            f'font-weight="700" fill="#5a3a0a">{n}</text>')


def token_svg(cx, cy, r):
    return (f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}" fill="#c8873e" stroke="#5a3210" stroke-width="2"/>'
            f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r * 0.55)}" fill="none" stroke="#f3d9b0" stroke-width="1.5"/>'
            f'<path d="M{_f(cx - r * 0.3)} {_f(cy - r * 0.35)} L{_f(cx + r * 0.35)} {_f(cy)} L{_f(cx - r * 0.3)} '
            f'{_f(cy + r * 0.35)}" fill="none" stroke="#f3d9b0" stroke-width="2"/>')
