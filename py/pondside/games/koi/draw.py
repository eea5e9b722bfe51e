"""KOI's pictures (SVG), drawn by the app: the pond tiles, the koi, the storage, the control symbols.

Each pond tile and each koi is **one image** of its design (a ``data:`` URL of a small SVG document), defined
once per page as a symbol (``symbols``) and placed with ``<use>``: a tile on the page is one element to lay out,
not a dozen shapes, and the page holds each design's image once (``art_urls`` lets it build them while idle).  A tile's level shows in its picture:
a level-0 tile is one slab; an upgraded tile (a water-lily on foliage, a lantern on a shore) is two slabs with
the piece standing on top and a two-step mark in its corner.  Koi differ by length, by how many hexes they
cover and by the dots on their back (one, two, three), not only by colour.

Control symbols (coin, luck, points, check, turn, …) are inline SVG paths, never font glyphs.  Everything is
pure and cached (bounded ``lru_cache``); ``CACHED`` lists the caches (a test checks cached = fresh output).
"""
from __future__ import annotations

import math
from functools import lru_cache

from ...ui.html import data_url, esc
from .data import KOI
from .text import pick

R = 26.0                     # pond hex radius (SVG units)
SQ3 = math.sqrt(3.0)
TW, TH = 46, 56              # a tile design's image: the hex (45 × 52) and its slab's edge below
FW, FH = 52, 50              # the same for a flat-top hex (49 × 42), a pond turned a quarter on a phone
HR = 24.5                    # a design's hex radius (the pond's hexes are R apart: a thin gap between tiles)
TCY, FCY = 26.0, 23.5        # the hex centre's height in each image
KOI_BOX = {"S": (44, 24), "M": (78, 30), "L": (74, 40)}   # a koi design's image (length × width)


def f1(x):
    return f"{x:.1f}".rstrip("0").rstrip(".") if isinstance(x, float) else str(x)


def center(q, r, rad=R):
    """The centre of axial hex (q, r) for hexes of radius ``rad`` (pointy top)."""
    return rad * SQ3 * (q + r / 2.0), rad * 1.5 * r


@lru_cache(maxsize=4096)
def hex_points(cx, cy, rad, flat=False):
    """A hexagon's corners: pointy top, or (``flat``) flat top, for a pond drawn turned a quarter."""
    pts = []
    for i in range(6):
        a = math.radians(60 * i - (0 if flat else 30))
        pts.append(f"{cx + rad * math.cos(a):.1f},{cy + rad * math.sin(a):.1f}")
    return " ".join(pts)


# ------------------------------------------------------------------ tile designs
_SLAB = {"spring": ("#1f5a84", "#143d5a"), "water": ("#5fa8d3", "#3b7aa3"), "shore": ("#dcc593", "#a88c55"),
         "foliage": ("#6a9f58", "#466d3a")}
_BASE = {"lily": "foliage", "lantern": "shore"}


def _slab(kind, cx, cy, flat):
    """One hex slab of ``kind`` centred at (cx, cy): its edge (the tile's thickness) and its face."""
    face, edge = _SLAB[kind]
    return (f'<polygon points="{hex_points(cx, cy + 3.0, HR, flat)}" fill="{edge}"/>'
            f'<polygon points="{hex_points(cx, cy, HR, flat)}" fill="{face}" stroke="#1d2b36" stroke-width="1.2"/>')


def _face(kind, cy):
    """What is printed on a tile's face."""
    if kind == "water":
        return (f'<path d="M9 {cy - 6} q4 -4 8 0 t8 0 t8 0 M11 {cy + 2} q4 -4 8 0 t8 0 t8 0 M14 {cy + 10} q4 -4 8 0 '
                f't8 0" fill="none" stroke="#e6f4fb" stroke-width="1.6" stroke-linecap="round" opacity=".85"/>')
    if kind == "spring":
        return (f'<circle cx="23" cy="{cy}" r="13" fill="none" stroke="#9fd3f0" stroke-width="1.5" opacity=".7"/>'
                f'<circle cx="23" cy="{cy}" r="8" fill="none" stroke="#c7e8fa" stroke-width="1.5"/>'
                f'<circle cx="23" cy="{cy}" r="3.5" fill="#e8f7ff"/>')
    if kind == "shore":
        return (f'<path d="M3 {cy + 7} q6 -5 12 0 t12 0 t12 0 t10 0 L44 {cy + 12} L23 {cy + 22} L2 {cy + 12} Z" '
                f'fill="#5fa8d3" opacity=".8"/>'
                f'<ellipse cx="15" cy="{cy - 6}" rx="4" ry="2.6" fill="#8f8a80"/>'
                f'<ellipse cx="27" cy="{cy - 10}" rx="3" ry="2" fill="#a39d92"/>'
                f'<ellipse cx="31" cy="{cy - 1}" rx="4.5" ry="3" fill="#7d776d"/>')
    if kind == "foliage":
        leaf = "c5 -7 13 -7 16 0 c-5 5 -12 5 -16 0 z"
        return (f'<g fill="#3f7a34" stroke="#2a5223" stroke-width=".8">'
                f'<path d="M8 {cy - 2} {leaf}"/><path d="M21 {cy - 9} {leaf}"/><path d="M20 {cy + 6} {leaf}"/></g>')
    return ""


def _level_mark(cy):
    """Two stacked bars in the tile's lower right corner: this hex has two levels."""
    return (f'<g transform="translate(35 {cy + 10})"><circle r="7" fill="#fff" stroke="#1d2b36" stroke-width="1"/>'
            '<rect x="-4" y="-3.6" width="8" height="2.6" rx="1" fill="#1d2b36"/>'
            '<rect x="-4" y="1" width="8" height="2.6" rx="1" fill="#1d2b36"/></g>')


def _tile_art(cell, flat=False):
    """A tile's picture, centred in its image; the decorations are drawn upright in either orientation (they
    are drawn around (23, 26) and moved to the centre), clipped to the tile's face."""
    base = _BASE.get(cell, cell)
    cx, cy = (FW / 2, FCY) if flat else (TW / 2, TCY)
    move = f'translate({f1(cx - 23)} {f1(cy - 26)})'
    up = 0.0 if cell not in _BASE else -1.0
    clip = f'<clipPath id="f"><polygon points="{hex_points(cx, cy + up, HR, flat)}"/></clipPath>'
    if cell not in _BASE:                       # level 0: one slab
        return (clip + _slab(base, cx, cy, flat)
                + f'<g clip-path="url(#f)"><g transform="{move}">{_face(base, 26.0)}</g></g>')
    out = clip + _slab(base, cx, cy + 2.5, flat) + _slab(base, cx, cy - 1.0, flat)   # level 1: a second slab
    out += f'<g clip-path="url(#f)"><g transform="translate({f1(cx - 23)} {f1(cy - 27)})">{_face(base, 26.0)}</g></g>'
    out += f'<g transform="{move}"><ellipse cx="23" cy="29" rx="13" ry="6" fill="#000" opacity=".28"/>'
    if cell == "lily":
        out += ('<path d="M23 24 L36 20 A13 11 0 1 1 33 15 Z" fill="#2f7d32" stroke="#17451a" stroke-width="1.2"/>'
                '<g transform="translate(21 19)" stroke="#9b3d6b" stroke-width=".8">'
                '<ellipse rx="3" ry="7" fill="#f7b6d2" transform="rotate(-35)"/>'
                '<ellipse rx="3" ry="7" fill="#f7b6d2" transform="rotate(35)"/>'
                '<ellipse rx="3" ry="7" fill="#fbd0e3"/><circle r="2.2" fill="#ffd54f" stroke="none"/></g>')
    else:
        out += ('<rect x="17" y="24" width="12" height="6" rx="1.5" fill="#7c7c7c" stroke="#333" stroke-width="1"/>'
                '<rect x="20" y="11" width="6" height="14" fill="#8f8f8f" stroke="#333" stroke-width="1"/>'
                '<rect x="18" y="8" width="10" height="9" rx="1" fill="#9a9a9a" stroke="#333" stroke-width="1"/>'
                '<rect x="20.5" y="10" width="5" height="5" fill="#ffd45c" stroke="#b38600" stroke-width=".6"/>'
                '<path d="M12 9 L23 1 L34 9 Z" fill="#5b5b5b" stroke="#222" stroke-width="1"/>')
    return out + _level_mark(25.0) + "</g>"


@lru_cache(maxsize=16)
def tile_href(cell, flat=False):
    """The image of a pond cell's design (spring, water, shore, foliage, water-lily, lantern)."""
    return data_url(_tile_art(cell, flat), *((FW, FH) if flat else (TW, TH)), scalable=True)


# ------------------------------------------------------------------ koi designs
_KOI_LOOK = {   # body, patches (shape and colour cues differ by size: dots on the back 1, 2, 3)
    "S": ("#fbf3e4", "#f08a24"),
    "M": ("#fbf7ef", "#e5512b"),
    "L": ("#fbf7ef", "#d23a1e"),
}


def _koi_art(size):
    w, h = KOI_BOX[size]
    body, patch = _KOI_LOOK[size]
    cy = h / 2
    head, tail = 3.0, w - 13.0            # the body runs from head to tail, the fin beyond
    r = h * 0.36
    dots = {"S": 1, "M": 2, "L": 3}[size]
    out = [f'<path d="M{w - 1:.0f} {cy - r * 1.25:.1f} L{tail - 2:.1f} {cy:.1f} L{w - 1:.0f} {cy + r * 1.25:.1f} '
           f'Q{w - 6:.1f} {cy:.1f} {w - 1:.0f} {cy - r * 1.25:.1f} Z" fill="{patch}" stroke="#5a2a0c" stroke-width="1"/>',
           f'<path d="M{head:.1f} {cy:.1f} C{head + 4:.1f} {cy - r * 1.25:.1f} {tail - 8:.1f} {cy - r:.1f} {tail:.1f} '
           f'{cy:.1f} C{tail - 8:.1f} {cy + r:.1f} {head + 4:.1f} {cy + r * 1.25:.1f} {head:.1f} {cy:.1f} Z" '
           f'fill="{body}" stroke="#5a2a0c" stroke-width="1.2"/>',
           f'<ellipse cx="{head + (tail - head) * 0.36:.1f}" cy="{cy - r * 0.15:.1f}" rx="{(tail - head) * 0.2:.1f}" '
           f'ry="{r * 0.62:.1f}" fill="{patch}"/>']
    if size != "S":
        out.append(f'<ellipse cx="{head + (tail - head) * 0.72:.1f}" cy="{cy + r * 0.1:.1f}" '
                   f'rx="{(tail - head) * 0.13:.1f}" ry="{r * 0.5:.1f}" fill="{patch}"/>')
    if size == "L":
        out.append(f'<ellipse cx="{head + (tail - head) * 0.55:.1f}" cy="{cy + r * 0.45:.1f}" '
                   f'rx="{(tail - head) * 0.1:.1f}" ry="{r * 0.3:.1f}" fill="#1d1d1d"/>')
    out.append(f'<path d="M{head + (tail - head) * 0.3:.1f} {cy + r * 0.7:.1f} l-5 {r * 0.7:.1f} l9 -2 z '
               f'M{head + (tail - head) * 0.3:.1f} {cy - r * 0.7:.1f} l-5 {-r * 0.7:.1f} l9 2 z" fill="{patch}" '
               f'opacity=".85"/>')
    out.append(f'<circle cx="{head + 5:.1f}" cy="{cy - r * 0.35:.1f}" r="1.6" fill="#111"/>')
    # the size in dots along the back: a cue that needs no colour and no letter
    step = (tail - head) * 0.16
    x = head + (tail - head) * 0.5 - step * (dots - 1) / 2
    for i in range(dots):
        out.append(f'<circle cx="{x + i * step:.1f}" cy="{cy:.1f}" r="2.3" fill="#1d2b36" stroke="#fff" '
                   f'stroke-width=".8"/>')
    return "".join(out)


@lru_cache(maxsize=8)
def koi_href(size):
    w, h = KOI_BOX[size]
    return data_url(_koi_art(size), w, h, scalable=True)


def art_urls():
    """Every design's image, for the page to build while it is idle."""
    return [tile_href(c, f) for f in (False, True) for c in CELLS] + [koi_href(s) for s in KOI]


CELLS = ("spring", "water", "shore", "foliage", "lily", "lantern")


@lru_cache(maxsize=1)
def symbols():
    """Every design once, as a symbol holding its one image (the flat-topped ones too, for a pond a phone draws
    turned a quarter): the pieces on the page refer to it (``<use>``), so a design's image is in the page once,
    not once per tile.  The page keeps them in a hidden SVG outside the screen (``view.sprites``), so a click's
    screen carries none (a click's screen: 24 -> 12 kB, measured)."""
    out = []
    for c in CELLS:
        out.append(f'<symbol id="koi-d-{c}" viewBox="0 0 {TW} {TH}"><image width="{TW}" height="{TH}" '
                   f'href="{tile_href(c)}"/></symbol>')
        out.append(f'<symbol id="koi-d-{c}-flat" viewBox="0 0 {FW} {FH}"><image width="{FW}" height="{FH}" '
                   f'href="{tile_href(c, True)}"/></symbol>')
    for s in KOI:
        w, h = KOI_BOX[s]
        out.append(f'<symbol id="koi-d-{s}" viewBox="0 0 {w} {h}"><image width="{w}" height="{h}" '
                   f'href="{koi_href(s)}"/></symbol>')
    for name, (box, shapes) in _ICONS.items():
        out.append(f'<symbol id="koi-i-{name}" viewBox="{box}">{shapes}</symbol>')
    return "".join(out)


def _use(design, x, y, w, h, attrs=""):
    return f'<use href="#koi-d-{design}" x="{f1(x)}" y="{f1(y)}" width="{f1(w)}" height="{f1(h)}"{attrs}/>'


@lru_cache(maxsize=4096)
def tile_use(cell, cx, cy, attrs=""):
    """A pond tile as one element (a small pond: no title, ``attrs`` on the element itself)."""
    return _use(cell, cx - TW / 2, cy - TCY, TW, TH, attrs)


# ------------------------------------------------------------------ pieces on the page
@lru_cache(maxsize=4096)
def tile(cell, cx, cy, lang, flat=False):
    """A pond tile at (cx, cy): its name and its design (``flat``: in a pond turned a quarter)."""
    title = f'<title>{esc(pick(lang, "tile_title", cell))}</title>'
    if flat:
        return title + _use(cell + "-flat", cx - FW / 2, cy - FCY, FW, FH)
    return title + _use(cell, cx - TW / 2, cy - TCY, TW, TH)


def _koi_pose(pts):
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    if len(pts) == 2:
        ang = math.degrees(math.atan2(pts[1][1] - pts[0][1], pts[1][0] - pts[0][0]))
    elif len(pts) == 3:   # along the side of the triangle farthest from the odd corner: the longest reach
        ang = math.degrees(math.atan2(pts[2][1] - pts[0][1], pts[2][0] - pts[0][0]))
    else:
        ang = -20.0
    return round(cx, 1), round(cy, 1), round(ang, 1)


@lru_cache(maxsize=1024)
def _koi_at(size, cx, cy, ang, lang):
    w, h = KOI_BOX[size]
    return (f'<g class="koi-koi" transform="translate({f1(cx)} {f1(cy)}) rotate({f1(ang)})">'
            f'<title>{esc(pick(lang, "short", size))}</title>{_use(size, -w / 2, -h / 2, w, h)}</g>')


def koi(size, pts, lang):
    """A koi of ``size`` lying over the hex centres ``pts``."""
    return _koi_at(size, *_koi_pose(pts), lang)


# ------------------------------------------------------------------ the storage
def board_rect(x, y, w, h):
    return (f'<rect x="{f1(x)}" y="{f1(y)}" width="{f1(w)}" height="{f1(h)}" rx="10" class="koi-wood"/>'
            f'<rect x="{f1(x + 4)}" y="{f1(y + 4)}" width="{f1(w - 8)}" height="{f1(h - 8)}" rx="7" '
            f'class="koi-wood-inner"/>')


@lru_cache(maxsize=512)
def store_hex(expansion, cx, cy, rs):
    """An empty storage space (an expansion's spaces have a dashed rim)."""
    cls = "koi-store-hex koi-store-exp" if expansion else "koi-store-hex"
    return f'<polygon points="{hex_points(cx, cy, rs - 1)}" class="{cls}"/>'


@lru_cache(maxsize=1024)
def store_item(item, cx, cy, rs, over=False):
    """A tile or koi lying in a storage space (``over``: beyond the storage's size, to be returned)."""
    if item in KOI:
        w, h = KOI_BOX[item]
        scale = (rs * 1.5) / KOI_BOX["M"][0]
        body = (f'<polygon points="{hex_points(cx, cy, rs - 3)}" fill="#5fa8d3" stroke="#1d2b36" stroke-width="1"/>'
                + _use(item, cx - w * scale / 2, cy - h * scale / 2, w * scale, h * scale))
    else:
        s = (rs - 2) / HR
        body = _use(item, cx - TW * s / 2, cy - TCY * s, TW * s, TH * s)
    if over:
        body = (f'<polygon points="{hex_points(cx, cy, rs)}" class="koi-store-over"/>' + body
                + f'<g transform="translate({f1(cx + rs * 0.6)} {f1(cy - rs * 0.7)})">{_ALERT}</g>')
    return body


# ------------------------------------------------------------------ symbols
_ALERT = ('<circle r="6" fill="#b00020"/><rect x="-1.2" y="-4" width="2.4" height="5" fill="#fff"/>'
          '<circle cy="3" r="1.3" fill="#fff"/>')
_ICONS = {   # name: (view box, shapes)
    "coin": ("-10 -10 20 20", '<circle r="8.5" fill="#e9b949" stroke="#7a5a0c" stroke-width="1.6"/>'
                              '<rect x="-2.8" y="-2.8" width="5.6" height="5.6" fill="#7a5a0c"/>'),
    "luck": ("-10 -10 20 20", '<g fill="#3c8d3f" stroke="#1f4d1c" stroke-width=".8"><circle cx="-3.6" cy="-3.6" r="3.8"/>'
                              '<circle cx="3.6" cy="-3.6" r="3.8"/><circle cx="-3.6" cy="3.6" r="3.8"/>'
                              '<circle cx="3.6" cy="3.6" r="3.8"/></g>'
                              '<path d="M1 4 Q3 8 7 9" fill="none" stroke="#1f4d1c" stroke-width="1.6"/>'),
    "star": ("-10 -10 20 20", '<path d="M0,-9 L2.6,-3.6 L8.6,-2.8 L4.3,1.4 L5.3,7.3 L0,4.5 L-5.3,7.3 L-4.3,1.4 '
                              'L-8.6,-2.8 L-2.6,-3.6 Z" fill="#f2c230" stroke="#6b5200" stroke-width="1.2"/>'),
    "check": ("-10 -10 20 20", '<path d="M-7 0 L-2 6 L8 -6" fill="none" stroke="#1d6b2a" stroke-width="3" '
                               'stroke-linecap="round" stroke-linejoin="round"/>'),
    "turn": ("-10 -10 20 20", '<path d="M-6 -8 L8 0 L-6 8 Z" fill="#b3361d"/>'),
    "standin": ("-10 -10 20 20", '<path d="M0 -8.5 L8.5 0 L0 8.5 L-8.5 0 Z" fill="#fff3c4" stroke="#8a6d00" '
                                 'stroke-width="1.6" stroke-dasharray="3 2"/><circle r="2" fill="#8a6d00"/>'),

    "c-porter": ("-20 -14 40 28", '<circle cx="-11" cy="-6.5" r="3.6" fill="#f1c9a0" stroke="#5a3b1c" stroke-width=".9"/><path d="M-16 9 L-14.5 -1.5 Q-11 -3.4 -7.5 -1.5 L-6 9 Z" fill="#3f7fb8" stroke="#3a2a14" stroke-width=".9"/><path d="M-18 -2 L-2 -2" stroke="#6b4a22" stroke-width="1.6" stroke-linecap="round"/><polygon points="8.8,2.7 4.0,5.5 -0.8,2.7 -0.8,-2.8 4.0,-5.5 8.8,-2.8" fill="#5fa8d3" stroke="#1d2b36" stroke-width=".9"/><polygon points="18.8,2.7 14.0,5.5 9.2,2.7 9.2,-2.8 14.0,-5.5 18.8,-2.8" fill="#5fa8d3" stroke="#1d2b36" stroke-width=".9"/><path d="M1 0 q3 -2 6 0 M11 0 q3 -2 6 0" fill="none" stroke="#fff" stroke-width="1"/>'),
    "c-builder": ("-20 -14 40 28", '<circle cx="-11" cy="-6.5" r="3.6" fill="#f1c9a0" stroke="#5a3b1c" stroke-width=".9"/><path d="M-16 9 L-14.5 -1.5 Q-11 -3.4 -7.5 -1.5 L-6 9 Z" fill="#8a5a2b" stroke="#3a2a14" stroke-width=".9"/><polygon points="14.1,7.5 8.0,11.0 1.9,7.5 1.9,0.5 8.0,-3.0 14.1,0.5" fill="#d9c38e" stroke="#1d2b36" stroke-width=".9"/><rect x="5.5" y="-9" width="5" height="3" fill="#6d6d6d"/><path d="M3.5 -6 h9 l-2 3 h-5 z" fill="#8d8d8d"/><rect x="6" y="-3" width="4" height="6" fill="#f2c230" stroke="#6b5200" stroke-width=".7"/>'),
    "c-breeder": ("-20 -14 40 28", '<circle cx="-11" cy="-6.5" r="3.6" fill="#f1c9a0" stroke="#5a3b1c" stroke-width=".9"/><path d="M-16 9 L-14.5 -1.5 Q-11 -3.4 -7.5 -1.5 L-6 9 Z" fill="#d9632b" stroke="#3a2a14" stroke-width=".9"/><polygon points="14.9,5.0 8.0,9.0 1.1,5.0 1.1,-3.0 8.0,-7.0 14.9,-3.0" fill="#5fa8d3" stroke="#1d2b36" stroke-width=".9"/><path d="M1 1 C4 -4 10 -3 13 1 C10 5 4 6 1 1 Z" fill="#fbf3e4" stroke="#5a2a0c" stroke-width=".8"/><path d="M13 1 l4 -3 v6 z" fill="#f08a24"/><ellipse cx="6" cy="0.5" rx="2.4" ry="1.6" fill="#f08a24"/>'),
    "c-gardener": ("-20 -14 40 28", '<circle cx="-11" cy="-6.5" r="3.6" fill="#f1c9a0" stroke="#5a3b1c" stroke-width=".9"/><path d="M-16 9 L-14.5 -1.5 Q-11 -3.4 -7.5 -1.5 L-6 9 Z" fill="#3c8d3f" stroke="#3a2a14" stroke-width=".9"/><ellipse cx="8" cy="4" rx="9" ry="5" fill="#4f9a45" stroke="#1f4d1c" stroke-width=".9"/><g fill="#f3a6c8" stroke="#a8436f" stroke-width=".6"><ellipse cx="8" cy="-3" rx="2" ry="4"/><ellipse cx="4.5" cy="-1" rx="2" ry="3.6" transform="rotate(-40 4.5 -1)"/><ellipse cx="11.5" cy="-1" rx="2" ry="3.6" transform="rotate(40 11.5 -1)"/></g><circle cx="8" cy="0" r="1.5" fill="#f2c230"/>'),
    "c-rain": ("-20 -14 40 28", '<g fill="#cfd8df" stroke="#6b7a86" stroke-width=".9"><circle cx="-7" cy="-4" r="6"/><circle cx="2" cy="-7" r="7"/><circle cx="10" cy="-3" r="5.5"/><rect x="-7" y="-4" width="17" height="5.5" stroke="none"/></g><g stroke="#2f7fc0" stroke-width="1.8" stroke-linecap="round"><path d="M-8 5 l-2 5"/><path d="M-1 5 l-2 5"/><path d="M6 5 l-2 5"/><path d="M13 4 l-2 5"/></g>'),
    "c-well": ("-20 -14 40 28", '<path d="M-12 -5 L0 -13 L12 -5 Z" fill="#a0522d" stroke="#5a2a0c" stroke-width=".9"/><path d="M-9 -5 V3 M9 -5 V3" stroke="#6b4a22" stroke-width="1.6"/><path d="M0 -5 V-1" stroke="#333" stroke-width=".8"/><rect x="-2" y="-1" width="4" height="3.5" fill="#8a6d3b"/><rect x="-12" y="3" width="24" height="9" rx="1.5" fill="#9e9e9e" stroke="#4d4d4d" stroke-width=".9"/><path d="M-12 7.5 H12 M-4 3 V7.5 M4 7.5 V12" stroke="#6d6d6d" stroke-width=".7"/>'),
    "c-market": ("-20 -14 40 28", '<rect x="-13" y="-2" width="26" height="13" fill="#e9d7b0" stroke="#6b4a22" stroke-width=".9"/><path d="M-15 -2 L-13 -10 H13 L15 -2 Z" fill="#fff" stroke="#6b4a22" stroke-width=".9"/><path d="M-9.8 -10 L-10.6 -2 H-5.3 L-4.9 -10 Z M0 -10 V-2 H5.3 L4.9 -10 Z M9.8 -10 L10.6 -2 H15 L13 -10 Z" fill="#c0392b"/><circle cx="-6" cy="5" r="2.6" fill="#e9b949" stroke="#7a5a0c" stroke-width=".7"/><circle cx="1" cy="5" r="2.6" fill="#e9b949" stroke="#7a5a0c" stroke-width=".7"/>'),
    "c-storage": ("-20 -14 40 28", '<rect x="-13" y="-10" width="26" height="21" rx="2" fill="#c8a165" stroke="#5a3b1c" stroke-width="1"/><polygon points="-0.2,2.8 -5.0,5.6 -9.8,2.8 -9.8,-2.8 -5.0,-5.6 -0.2,-2.8" fill="#e8d2a6" stroke="#1d2b36" stroke-width=".9"/><polygon points="9.8,2.8 5.0,5.6 0.2,2.8 0.2,-2.8 5.0,-5.6 9.8,-2.8" fill="#e8d2a6" stroke="#1d2b36" stroke-width=".9"/><path d="M-2 -7 h4 M0 -9 v4" stroke="#1d6b2a" stroke-width="1.6" stroke-linecap="round"/>'),
    "c-parchment": ("-20 -14 40 28", '<path d="M-14 -10 H12 Q15 -10 15 -7 V10 H-11 Q-14 10 -14 7 Z" fill="#f4e6c4" stroke="#8a6d3b" stroke-width=".9"/><path d="M-14 -10 Q-17 -10 -17 -7 Q-17 -4 -14 -4 M15 10 Q18 10 18 7 Q18 4 15 4" fill="#e3cf9d" stroke="#8a6d3b" stroke-width=".9"/>'),}


@lru_cache(maxsize=64)
def icon(name):
    """A control symbol as inline SVG (hidden from screen readers: the words beside it say it): one ``<use>`` of
    its symbol in ``symbols``."""
    return (f'<svg class="koi-ic koi-ic-{name}" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
            f'<use href="#koi-i-{name}" width="20" height="20"/></svg>')


@lru_cache(maxsize=4096)
def target_mark(kind, cx, cy):  # noqa: C901 (one shape per kind)
    """The mark inside a highlighted hex: plus (place), luck (place with a luck token), up (upgrade),
    anchor (the chosen first hex of a koi), dot (choose this hex first), cross (not allowed here)."""
    t = f'transform="translate({f1(cx)} {f1(cy)})"'
    if kind == "plus":
        return f'<path {t} d="M-7 0 H7 M0 -7 V7" class="koi-mark" stroke-width="3.5" stroke-linecap="round"/>'
    if kind == "luck":
        return f'<g {t} class="koi-mark-luck">{_ICONS["luck"][1]}</g>'
    if kind == "up":
        return f'<path {t} d="M-8 4 L0 -5 L8 4" class="koi-mark" fill="none" stroke-width="3.5" stroke-linecap="round"/>'
    if kind == "anchor":
        return f'<circle {t} r="7" class="koi-mark" fill="none" stroke-width="3.5"/>'
    if kind == "dot":
        return f'<circle {t} r="4.5" class="koi-mark-dot"/>'
    return f'<path {t} d="M-5 -5 L5 5 M5 -5 L-5 5" class="koi-mark-nope" stroke-width="2" stroke-linecap="round"/>'


@lru_cache(maxsize=64)
def chip(item, size=24):
    """A small picture of a tile, koi or coin, inline beside its name (cards, the rain tray)."""
    if item == "coin":
        return (f'<svg class="koi-mini" width="{size}" height="{size}" viewBox="0 0 20 20" aria-hidden="true" '
                f'focusable="false"><use href="#koi-i-coin" width="20" height="20"/></svg>')
    inner = (f'<polygon points="{hex_points(23.0, 28.0, HR)}" fill="#5fa8d3" stroke="#1d2b36"/>'
             + _use(item, 23 - KOI_BOX[item][0] * 0.28, 28 - KOI_BOX[item][1] * 0.28, KOI_BOX[item][0] * 0.56,
                    KOI_BOX[item][1] * 0.56)) if item in KOI else _use(item, 0, 0, TW, TH)
    return (f'<svg class="koi-mini" width="{size}" height="{size}" viewBox="0 0 {TW} {TH}" aria-hidden="true" '
            f'focusable="false">{inner}</svg>')


# the picture of a card (market and kept cards): a helper at work, the rain, the well, the market stall, a storage
# crate, a parchment with what it scores drawn on it
CARD_PICS = ("breeder", "gardener", "builder", "porter", "rain", "well", "market", "storage", "parchment")
_PARCH_ON = {"lily": "lily", "lantern": "lantern", "S": "S", "M": "M", "L": "L"}


@lru_cache(maxsize=64)
def card_pic(typ, kind=None):
    """A card's picture (``typ``: a card type; ``kind``: a parchment's kind), hidden from screen readers (the
    card's name says it)."""
    if typ not in CARD_PICS:
        return ""
    inner = f'<use href="#koi-i-c-{typ}" x="-20" y="-14" width="40" height="28"/>'
    if typ == "parchment" and kind in _PARCH_ON:
        d = _PARCH_ON[kind]
        if d in KOI:
            w, h = KOI_BOX[d]
            sc = 22 / w
            inner += _use(d, -11, -h * sc / 2, 22, h * sc)
        else:
            inner += _use(d, -8, -9.5, 16, 16 * TH / TW)
    elif typ == "parchment" and kind in ("well", "market", "storage"):
        inner += f'<use href="#koi-i-c-{kind}" x="-11" y="-8" width="22" height="15"/>'
    return (f'<svg class="koi-card-pic" viewBox="-20 -14 40 28" width="48" height="34" aria-hidden="true" '
            f'focusable="false">{inner}</svg>')


CACHED = (card_pic, hex_points, tile_href, koi_href, symbols, tile, tile_use, _koi_at, store_hex, store_item, icon, target_mark, chip)
