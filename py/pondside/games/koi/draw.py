"""KOI's pictures (SVG): pond tiles, koi, storage items.  Pure functions of their arguments, cached (bounded):
every click redraws the same pieces at the same places."""
from __future__ import annotations

import math
from functools import lru_cache

from ...ui.html import esc
from .data import BASE, KOI
from .text import pick

R = 26.0                     # pond hex radius (SVG units)
SQ3 = math.sqrt(3.0)

TILE_FILL = {"spring": "#2b6f9e", "water": "#5fa8d3", "shore": "#d9c38f", "foliage": "#6a9f58",
             "lily": "#6a9f58", "lantern": "#d9c38f"}
TILE_MARK = {"spring": "◎", "water": "≈", "shore": "∴", "foliage": "♣"}
ITEM_FILL = {"water": "#5fa8d3", "shore": "#d9c38f", "foliage": "#6a9f58",
             "S": "#f6f1e7", "M": "#f6f1e7", "L": "#f6f1e7"}


def f1(x):
    return f"{x:.1f}"


def center(q, r, rad=R):
    """The centre of axial hex (q, r) for hexes of radius ``rad`` (pointy top)."""
    return rad * SQ3 * (q + r / 2.0), rad * 1.5 * r


@lru_cache(maxsize=4096)
def hex_points(cx, cy, rad):
    pts = []
    for i in range(6):
        a = math.radians(60 * i - 30)
        pts.append(f"{cx + rad * math.cos(a):.1f},{cy + rad * math.sin(a):.1f}")
    return " ".join(pts)


@lru_cache(maxsize=1024)
def item_icon(item, cx, cy, s=1.0):
    """A storage item (tile or koi) centred at cx, cy."""
    if item in KOI:
        ln = {"S": 9, "M": 12, "L": 15}[item] * s
        return (f'<g class="koi-fish koi-fish-{item}">'
                f'<ellipse cx="{f1(cx)}" cy="{f1(cy)}" rx="{f1(ln)}" ry="{f1(ln * 0.45)}" fill="#f28c28" stroke="#7a3b0c" stroke-width="1"/>'
                f'<polygon points="{f1(cx + ln * 0.8)},{f1(cy)} {f1(cx + ln * 1.35)},{f1(cy - ln * 0.45)} {f1(cx + ln * 1.35)},{f1(cy + ln * 0.45)}" fill="#f28c28" stroke="#7a3b0c" stroke-width="1"/>'
                f'<circle cx="{f1(cx - ln * 0.2)}" cy="{f1(cy - ln * 0.12)}" r="{f1(ln * 0.22)}" fill="#fff"/></g>')
    mark = TILE_MARK.get(item, "?")
    return f'<text x="{f1(cx)}" y="{f1(cy + 5 * s)}" class="koi-tile-mark">{mark}</text>'


@lru_cache(maxsize=512)
def mini_svg(item, size=26):
    inner = f'<polygon points="{hex_points(0, 0, 11)}" fill="{ITEM_FILL.get(item, "#ccc")}" stroke="#234" stroke-width="1"/>'
    if item in KOI:
        inner = f'<polygon points="{hex_points(0, 0, 11)}" fill="#5fa8d3" stroke="#234" stroke-width="1"/>' + item_icon(item, -2, 0, 0.6)
    elif item == "coin":
        inner = '<circle r="9" fill="#e9b949" stroke="#8a6510"/>'
    return (f'<svg class="koi-mini" width="{size}" height="{size}" viewBox="-13 -13 26 26" aria-hidden="true">'
            f'{inner}</svg>')


@lru_cache(maxsize=1024)
def tile_svg(cell, cx, cy, lang):
    base = BASE.get(cell, cell)
    out = [f'<g class="koi-tile koi-t-{base}"><title>{esc(pick(lang, "short", cell))}</title>',
           f'<polygon points="{hex_points(cx, cy, R - 1)}" fill="{TILE_FILL[base]}" class="koi-hex"/>',
           f'<polygon points="{hex_points(cx, cy, R - 6)}" fill="none" class="koi-hex-inner"/>',
           item_icon(base, cx, cy + 9, 0.8)]
    if cell in ("lily", "lantern"):  # level 1: a raised piece standing on the tile
        out.append(f'<g class="koi-level1 koi-up-{cell}">'
                   f'<ellipse cx="{f1(cx)}" cy="{f1(cy - 2)}" rx="13" ry="8" class="koi-shadow"/>')
        if cell == "lily":
            out.append(f'<circle cx="{f1(cx)}" cy="{f1(cy - 6)}" r="11" fill="#3f8f3a" stroke="#1f4d1c"/>'
                       f'<path d="M{f1(cx)},{f1(cy - 6)} L{f1(cx + 11)},{f1(cy - 9)} L{f1(cx + 10)},{f1(cy - 2)} Z" fill="{TILE_FILL["foliage"]}"/>'
                       f'<circle cx="{f1(cx - 2)}" cy="{f1(cy - 8)}" r="4.5" fill="#f3a6c8" stroke="#9b3d6b"/>')
        else:
            out.append(f'<rect x="{f1(cx - 5)}" y="{f1(cy - 18)}" width="10" height="14" rx="2" fill="#8c8c8c" stroke="#333"/>'
                       f'<rect x="{f1(cx - 3)}" y="{f1(cy - 15)}" width="6" height="6" fill="#ffd45c"/>'
                       f'<polygon points="{f1(cx - 9)},{f1(cy - 18)} {f1(cx)},{f1(cy - 25)} {f1(cx + 9)},{f1(cy - 18)}" fill="#555"/>')
        out.append(f'<text x="{f1(cx + 14)}" y="{f1(cy - 12)}" class="koi-lvl">1</text></g>')
    out.append("</g>")
    return "".join(out)


def koi_svg(size, pts, lang, ghost=False):
    """A koi of ``size`` lying over the hex centres ``pts``."""
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    if len(pts) >= 2:
        ang = math.degrees(math.atan2(pts[1][1] - pts[0][1], pts[1][0] - pts[0][0]))
    else:
        ang = -20
    ln = {"S": 12, "M": 24, "L": 26}[size]
    wd = {"S": 6, "M": 8, "L": 12}[size]
    cls = "koi-koi koi-ghost" if ghost else "koi-koi"
    return (f'<g class="{cls}" transform="translate({f1(cx)},{f1(cy)}) rotate({f1(ang)})">'
            f'<title>{esc(pick(lang, "short", size))}</title>'
            f'<ellipse rx="{ln}" ry="{wd}" fill="#fbf7ef" stroke="#7a3b0c" stroke-width="1.2"/>'
            f'<ellipse cx="{-ln * 0.25:.1f}" cy="-1" rx="{ln * 0.35:.1f}" ry="{wd * 0.6:.1f}" fill="#e5512b"/>'
            f'<ellipse cx="{ln * 0.35:.1f}" cy="1" rx="{ln * 0.2:.1f}" ry="{wd * 0.45:.1f}" fill="#e5512b"/>'
            f'<polygon points="{ln - 2},0 {ln + 9},-{wd} {ln + 9},{wd}" fill="#f3b38a" stroke="#7a3b0c" stroke-width="1"/>'
            f'<circle cx="{-ln + 4}" cy="-2" r="1.6" fill="#111"/></g>')


CACHED = (hex_points, item_icon, mini_svg, tile_svg)
