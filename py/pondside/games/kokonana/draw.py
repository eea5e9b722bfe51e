"""Kokonana! pictures, drawn by the app in SVG: pure functions, cached.

Each tile picture is *data*: a list of simple shapes in a 48 × 48 box (circles, ellipses, polygons, rectangles,
round-capped lines), each painted in one of the motif's roles (``fg`` its main colour, ``fg2``/``acc`` its other
colours, ``ink`` dark details, ``hi`` light details) on its background ``bg``.  The same data draws the picture
(:func:`symbols`: one ``<symbol>`` per design, which every tile shows with a ``<use>``) and lets a test rasterise
the silhouettes and simulate colour-blind vision on the palette, so no two kinds are confused.

No picture holds text: a child who cannot read plays by the pictures; the names are the tiles' accessible names.
"""
from __future__ import annotations

import math
from functools import lru_cache

from . import data as D

INK = "#1d2327"
HI = "#ffffff"

# the main colours of each picture: (background, figure); chosen so that every two kinds of a water differ under
# deuteranopia, protanopia and tritanopia as well as normal vision (tests/games/kokonana/test_kokonana_pictures.py)
PALETTE = {
    "turtle": ("#ddd6f3", "#458c40"), "catfish": ("#fff6cc", "#6b5a48"), "rocks": ("#bfe0f7", "#707279"),
    "log": ("#fff1b8", "#98632f"), "frog": ("#ffffff", "#97cf69"), "lily": ("#fff6dd", "#e34d89"),
    "reeds": ("#bfe0f7", "#623b1b"), "snail": ("#d9f0c9", "#d4863a"), "crab": ("#cdeee9", "#d8432f"),
    "shell": ("#c9d7f7", "#f4bfac"),
    "koi": ("#2c7873", "#f07a21"), "eel": ("#f9d5c0", "#556b2f"), "octopus": ("#d9f0c9", "#8e44ad"),
    "jellyfish": ("#1d4d4f", "#fbd5e2"), "seahorse": ("#1f4e79", "#f4bc49"), "starfish": ("#e7dcf5", "#ea7e5f"),
    "whale": ("#fff1b8", "#57789d"), "pearl": ("#3b2c5e", "#c9a3c9"), "anchor": ("#d8f0f8", "#303840"),
    "lantern": ("#2d2d2d", "#a92e23"),
}
# the pictures' other colours
SECOND = {
    "turtle": ("#b9c95a", "#2d5e2a"), "catfish": ("#c9b79b", "#6b5a48"), "rocks": ("#4f5157", "#9a9ca3"),
    "log": ("#e7c08a", "#6b4420"), "frog": ("#5f9a34", "#e9f7d9"), "lily": ("#3f8a3a", "#ffd23f"),
    "reeds": ("#5c8a2e", "#7da54a"), "snail": ("#cbb89a", "#8a5423"), "crab": ("#a82f20", "#f08a78"),
    "shell": ("#d88f78", "#f9d9cc"),
    "koi": ("#f7f3ea", "#c85c10"), "eel": ("#7d9450", "#3c4c20"), "octopus": ("#b27cc8", "#5e2c74"),
    "jellyfish": ("#f59ab8", "#ffffff"), "seahorse": ("#d99420", "#ffe39a"), "starfish": ("#f8b39c", "#c4502f"),
    "whale": ("#c7d6e6", "#3d5874"), "pearl": ("#9d74a0", "#fffdf5"), "anchor": ("#5a6672", "#9aa6b2"),
    "lantern": ("#ffd23f", "#7a1f18"),
}


def colours(motif) -> dict:
    bg, fg = PALETTE[motif]
    fg2, acc = SECOND[motif]
    return {"bg": bg, "fg": fg, "fg2": fg2, "acc": acc, "ink": INK, "hi": HI}


# ------------------------------------------------------------------------------------------ point helpers
def _arc(cx, cy, rx, ry, a0, a1, n=12):
    """Points on an ellipse from angle a0 to a1 (degrees, 0 = right, 90 = down)."""
    out = []
    for k in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * k / n)
        out.append((round(cx + rx * math.cos(a), 1), round(cy + ry * math.sin(a), 1)))
    return out


def _star(cx, cy, r1, r2, n=5, rot=-90):
    out = []
    for k in range(2 * n):
        r = r1 if k % 2 == 0 else r2
        a = math.radians(rot + 180 * k / n)
        out.append((round(cx + r * math.cos(a), 1), round(cy + r * math.sin(a), 1)))
    return out


def _wave(x0, x1, y, amp, periods, n=16, phase=0.0):
    return [(round(x0 + (x1 - x0) * k / n, 1),
             round(y + amp * math.sin(phase + 2 * math.pi * periods * k / n), 1)) for k in range(n + 1)]


def _vwave(x, y0, y1, amp, periods, n=10, phase=0.0):
    return [(round(x + amp * math.sin(phase + 2 * math.pi * periods * k / n), 1),
             round(y0 + (y1 - y0) * k / n, 1)) for k in range(n + 1)]


def _mirror(points):
    return [(round(48 - x, 1), y) for x, y in points]


def _spiral(cx, cy, r0, r1, turns, n=30):
    out = []
    for k in range(n + 1):
        t = k / n
        a = 2 * math.pi * turns * t
        r = r0 + (r1 - r0) * t
        out.append((round(cx + r * math.cos(a), 1), round(cy + r * math.sin(a), 1)))
    return out


def _scallop(cx, cy, r, a0, a1, bumps):
    out = []
    n = bumps * 4
    for k in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * k / n)
        rr = r - (1.6 if k % 4 == 0 else 0)
        out.append((round(cx + rr * math.cos(a), 1), round(cy + rr * math.sin(a), 1)))
    return out


# ------------------------------------------------------------------------------------------ the pictures
# ("c", role, cx, cy, r) circle · ("e", role, cx, cy, rx, ry, degrees) ellipse · ("p", role, points) polygon ·
# ("l", role, points, width) round-capped line · ("r", role, x, y, w, h, rx) rectangle · ("o", role, cx, cy, r, w) ring
def _turtle():
    legs = [("e", "fg2", x, y, 5.2, 3.6, a) for x, y, a in ((12, 15, -35), (36, 15, 35), (12, 36, 35), (36, 36, -35))]
    hexagon = _arc(24, 25, 6, 6.5, -90, 270, 6)
    return legs + [
        ("c", "fg2", 24, 8, 5.2), ("p", "fg2", [(21.5, 38), (26.5, 38), (24, 45)]),
        ("e", "fg", 24, 25, 13.5, 15, 0),
        ("l", "acc", hexagon, 1.6),
        ("l", "acc", [(24, 18.5), (24, 10.5)], 1.4), ("l", "acc", [(24, 31.5), (24, 39.5)], 1.4),
        ("l", "acc", [(18.4, 21.8), (11.5, 18)], 1.4), ("l", "acc", [(29.6, 21.8), (36.5, 18)], 1.4),
        ("l", "acc", [(18.4, 28.2), (11.5, 32)], 1.4), ("l", "acc", [(29.6, 28.2), (36.5, 32)], 1.4),
        ("c", "ink", 22, 6.8, 1.1), ("c", "ink", 26, 6.8, 1.1),
    ]


def _catfish():
    return [
        ("p", "fg", [(36, 26), (46, 16), (43.5, 26), (46, 36)]),
        ("p", "fg", [(18, 20), (25, 11), (29, 20)]),
        ("e", "fg", 23, 26, 16, 7.8, 0),
        ("e", "fg2", 22, 29.5, 12, 3, 0),
        ("l", "ink", [(9, 27), (5, 31), (3.5, 38)], 1.6), ("l", "ink", [(10, 29), (9, 35), (10, 42)], 1.6),
        ("l", "ink", [(9, 24), (4, 20), (2.5, 14)], 1.6),
        ("c", "hi", 12.5, 23, 2.4), ("c", "ink", 12.5, 23, 1.3),
    ]


def _rocks():
    return [
        ("p", "fg", [(5, 41), (7, 31), (14, 25), (23, 27), (27, 34), (26, 41)]),
        ("p", "fg2", [(23, 41), (26, 31), (33, 26), (41, 28), (45, 36), (43, 41)]),
        ("p", "fg", [(14, 25), (17, 15), (25, 11), (32, 15), (33, 24), (25, 28)]),
        ("l", "acc", [(18, 16), (24, 13)], 1.6), ("l", "acc", [(9, 32), (14, 28)], 1.6),
        ("l", "ink", [(3, 43), (45, 43)], 1.5),
    ]


def _log():
    return [
        ("p", "fg", [(15, 18), (13, 9), (18.5, 9), (21, 18)]),
        ("r", "fg", 5, 17, 34, 16, 3),
        ("l", "acc", [(9, 22), (31, 22)], 1.3), ("l", "acc", [(11, 28), (34, 28)], 1.3),
        ("e", "fg2", 39, 25, 5.5, 8, 0), ("e", "acc", 39, 25, 2.6, 4, 0), ("c", "ink", 39, 25, 0.9),
        ("e", "fg2", 14, 9.5, 2.8, 1.3, 0),
    ]


def _frog():
    back = [(15, 33), (6, 37), (4, 44), (13, 43), (19, 39)]
    return [
        ("p", "fg2", back), ("p", "fg2", _mirror(back)),
        ("e", "fg2", 11.5, 26, 4, 2.6, -30), ("e", "fg2", 36.5, 26, 4, 2.6, 30),
        ("e", "fg", 24, 29, 11.5, 12, 0),
        ("c", "fg", 17, 16, 5.6), ("c", "fg", 31, 16, 5.6),
        ("c", "hi", 17, 15.5, 3.4), ("c", "hi", 31, 15.5, 3.4),
        ("c", "ink", 17, 15.5, 1.9), ("c", "ink", 31, 15.5, 1.9),
        ("l", "ink", _arc(24, 20, 7, 3.5, 20, 160, 8), 1.4),
        ("e", "acc", 24, 32, 6, 6.5, 0),
    ]


def _lily():
    pad = [(24, 30)] + _arc(24, 30, 19, 13, -60, 240, 16)
    petals = [("e", "fg", round(24 + 6 * math.cos(math.radians(a)), 1), round(22 + 6 * math.sin(math.radians(a)), 1),
               3.6, 7.5, a + 90) for a in range(-90, 270, 60)]
    return [("p", "fg2", pad)] + petals + [("c", "acc", 24, 22, 3.4)]


def _reeds():
    return [
        ("p", "fg2", [(19, 46), (6, 22), (22, 40)]), ("p", "fg2", [(29, 46), (42, 24), (26, 40)]),
        ("l", "acc", [(14, 46), (16, 14)], 2.4), ("l", "acc", [(24, 46), (24, 6)], 2.4),
        ("l", "acc", [(34, 46), (32, 16)], 2.4),
        ("e", "fg", 15.8, 18, 3.4, 7.5, 4), ("e", "fg", 24, 13, 3.4, 7.5, 0), ("e", "fg", 32.2, 20, 3.4, 7.5, -4),
    ]


def _snail():
    return [
        ("p", "fg2", [(3, 42), (6, 35), (12, 33), (38, 35), (45, 41), (44, 43), (3, 43)]),
        ("l", "fg2", [(8, 35), (5, 25)], 2.2), ("l", "fg2", [(12, 34), (12, 25)], 2.2),
        ("c", "ink", 5, 24.5, 1.9), ("c", "ink", 12, 24.5, 1.9),
        ("c", "fg", 29, 23, 12.5),
        ("l", "acc", _spiral(29, 23, 1.5, 10, 2.1), 1.9),
    ]


def _crab():
    left_legs = [[(15, 30), (6, 27), (3, 32)], [(15, 33), (6, 35), (4.5, 40)], [(17, 36), (10, 41), (10, 46)]]
    parts = []
    for leg in left_legs:
        parts += [("l", "fg", leg, 2.3), ("l", "fg", _mirror(leg), 2.3)]
    claw = [(11, 12.5)] + _arc(11, 12.5, 5.6, 5.6, -50, 230, 10)
    return parts + [
        ("l", "fg", [(17, 26), (12, 17)], 3.2), ("l", "fg", [(31, 26), (36, 17)], 3.2),
        ("p", "fg", claw), ("p", "fg", _mirror(claw)),
        ("e", "fg", 24, 30, 12.5, 8.8, 0),
        ("e", "acc", 24, 31, 7, 4, 0),
        ("l", "ink", [(21, 23), (20, 18)], 1.4), ("l", "ink", [(27, 23), (28, 18)], 1.4),
        ("c", "hi", 20, 17, 2.3), ("c", "hi", 28, 17, 2.3), ("c", "ink", 20, 17, 1.2), ("c", "ink", 28, 17, 1.2),
    ]


def _shell():
    fan = [(24, 40)] + _scallop(24, 40, 21, 198, 342, 8)
    ribs = [("l", "fg2", [(24, 39), (round(24 + 18 * math.cos(math.radians(a)), 1),
                                     round(40 + 18 * math.sin(math.radians(a)), 1))], 1.4)
            for a in (214, 238, 262, 286, 310, 334)]
    return [("p", "fg", fan)] + ribs + [("p", "fg2", [(17, 38), (31, 38), (29, 45), (19, 45)])]


def _koi():
    return [
        ("p", "fg", [(24, 34), (14, 46), (24, 41), (34, 46)]),
        ("e", "fg", 15.5, 21, 5.5, 2.6, 40), ("e", "fg", 32.5, 21, 5.5, 2.6, -40),
        ("e", "fg", 24, 21, 8, 16, 0),
        ("e", "fg2", 24, 26, 5, 5.5, 0), ("c", "fg2", 22, 14, 2.6),
        ("c", "acc", 27, 31, 2.2),
        ("c", "ink", 20.5, 8.5, 1.1), ("c", "ink", 27.5, 8.5, 1.1),
    ]


def _eel():
    body = _wave(9, 44, 27, 7, 1.25, 20, phase=math.pi)
    return [
        ("l", "fg", body, 6.5),
        ("e", "fg", 8, 26.5, 6.5, 4.8, -12),
        ("l", "fg2", [(x, round(y - 4, 1)) for x, y in body[3:18]], 1.6),
        ("c", "hi", 6.5, 25, 1.8), ("c", "ink", 6.5, 25, 1),
        ("l", "ink", [(2, 28), (5.5, 28.5)], 1.2),
    ]


def _octopus():
    arms = [("l", "fg", _vwave(x, 26, 43, 2.5, 1.0, 8, phase=p), 3.4)
            for x, p in ((10, 0.0), (16, 1.4), (22, 0.3), (28, 2.0), (34, 0.6), (40, 1.8))]
    return arms + [
        ("e", "fg", 24, 18, 12, 12.5, 0),
        ("c", "fg2", 17, 13, 2), ("c", "fg2", 31, 12, 1.5),
        ("c", "hi", 19.5, 20, 3), ("c", "hi", 28.5, 20, 3), ("c", "ink", 19.5, 20.5, 1.5), ("c", "ink", 28.5, 20.5, 1.5),
    ]


def _jellyfish():
    dome = _arc(24, 21, 16, 14, 180, 360, 14) + [(40, 21), (36.8, 23.5), (33.6, 21), (30.4, 23.5), (27.2, 21),
                                                 (24, 23.5), (20.8, 21), (17.6, 23.5), (14.4, 21), (11.2, 23.5),
                                                 (8, 21)]
    strands = [("l", "fg2", _vwave(x, 24, 45, 2, 1.3, 8, phase=p), 1.8)
               for x, p in ((13, 0.0), (19, 1.3), (24, 0.4), (29, 1.9), (35, 0.9))]
    return strands + [("p", "fg", dome), ("l", "acc", _arc(24, 21, 11, 9, 200, 340, 8), 1.4)]


def _seahorse():
    return [
        ("p", "fg2", [(30, 18), (37, 20), (36, 25), (32, 28)]),
        ("e", "fg", 26, 25, 6.5, 10.5, -12),
        ("e", "fg", 22.5, 11, 6.2, 5.2, 0),
        ("e", "fg", 13, 13, 5.2, 2.4, -12),
        ("p", "fg", [(20, 6.5), (22, 2), (24.5, 6)]), ("p", "fg", [(25, 7), (28.5, 3.5), (28, 8.5)]),
        ("l", "fg", [(27, 33), (24.5, 38), (25, 43), (29, 45), (32, 43), (31, 40), (28.5, 40.5)], 4.2),
        ("l", "acc", [(22, 20), (30, 19)], 1.2), ("l", "acc", [(21.5, 25), (31, 24)], 1.2),
        ("l", "acc", [(22, 30), (30, 29)], 1.2),
        ("c", "ink", 23, 10, 1.4),
    ]


def _starfish():
    return [
        ("p", "fg", _star(24, 25.5, 21, 8.5)),
        ("c", "fg2", 24, 25.5, 4),
    ] + [("c", "acc", round(24 + 12 * math.cos(math.radians(a)), 1), round(25.5 + 12 * math.sin(math.radians(a)), 1), 1.4)
         for a in (-90, -18, 54, 126, 198)]


def _whale():
    return [
        ("p", "fg", [(36, 27), (42, 17), (47, 15), (44, 23), (40, 30), (46, 36), (40, 35), (35, 31)]),
        ("e", "fg", 22, 28, 17.5, 10.5, 0),
        ("e", "fg2", 20, 32.5, 13.5, 4.5, 0),
        ("l", "acc", [(15, 17), (15, 10)], 1.9), ("l", "acc", [(15, 12), (10.5, 7)], 1.9),
        ("l", "acc", [(15, 12), (19.5, 7)], 1.9),
        ("c", "ink", 10, 26, 1.5), ("l", "ink", [(5, 31), (12, 32)], 1.2),
    ]


def _pearl():
    return [
        ("p", "fg", _arc(24, 29, 18, 14, 0, 180, 14)),
        ("p", "fg2", _arc(24, 26, 18, 16, 195, 345, 12) + [(40, 22), (8, 22)]),
        ("l", "acc", [(24, 29), (24, 40)], 1), ("l", "acc", [(24, 29), (15, 38)], 1), ("l", "acc", [(24, 29), (33, 38)], 1),
        ("c", "acc", 24, 27.5, 7.4), ("c", "hi", 22, 25.5, 2.2),
    ]


def _anchor():
    arms = _arc(24, 26, 16, 16, 160, 20, 12)
    return [
        ("o", "fg", 24, 8.5, 4.3, 2.8),
        ("l", "fg", [(24, 12.5), (24, 42)], 3.6),
        ("l", "fg", [(14, 19), (34, 19)], 3.4),
        ("l", "fg", arms, 3.6),
        ("p", "fg", [(4, 33), (8.7, 24.5), (13.5, 31)]), ("p", "fg", _mirror([(4, 33), (8.7, 24.5), (13.5, 31)])),
        ("c", "fg2", 24, 19, 1.6),
    ]


def _lantern():
    return [
        ("l", "ink", [(19.5, 9), (24, 3.5), (28.5, 9)], 1.6),
        ("e", "fg", 24, 25, 12.5, 14, 0),
        ("e", "fg2", 24, 25, 4.5, 7, 0),
        ("l", "acc", _arc(24, 12, 12, 4, 20, 160, 8), 1.2), ("l", "acc", _arc(24, 21, 12.5, 3, 10, 170, 8), 1.2),
        ("l", "acc", _arc(24, 30, 12.5, 3, 10, 170, 8), 1.2),
        ("r", "ink", 17, 8, 14, 4.5, 1.2), ("r", "ink", 17, 37.5, 14, 4.5, 1.2),
        ("l", "fg2", [(24, 42), (24, 47)], 2.2),
    ]


_DRAW = {"turtle": _turtle, "catfish": _catfish, "rocks": _rocks, "log": _log, "frog": _frog, "lily": _lily,
         "reeds": _reeds, "snail": _snail, "crab": _crab, "shell": _shell, "koi": _koi, "eel": _eel,
         "octopus": _octopus, "jellyfish": _jellyfish, "seahorse": _seahorse, "starfish": _starfish,
         "whale": _whale, "pearl": _pearl, "anchor": _anchor, "lantern": _lantern}


@lru_cache(maxsize=64)
def shapes(motif) -> tuple:
    """The picture of a motif as shapes (see above), for drawing and for the silhouette tests."""
    return tuple(_DRAW[motif]())


def _pts(points) -> str:
    return " ".join(f"{x:g},{y:g}" for x, y in points)


def shape_svg(shape, paint: dict) -> str:
    kind, role = shape[0], shape[1]
    col = paint[role]
    if kind == "c":
        _, _, cx, cy, r = shape
        return f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{col}"/>'
    if kind == "e":
        _, _, cx, cy, rx, ry, a = shape
        rot = f' transform="rotate({a:g} {cx:g} {cy:g})"' if a else ""
        return f'<ellipse cx="{cx:g}" cy="{cy:g}" rx="{rx:g}" ry="{ry:g}" fill="{col}"{rot}/>'
    if kind == "p":
        return f'<polygon points="{_pts(shape[2])}" fill="{col}"/>'
    if kind == "l":
        return f'<polyline points="{_pts(shape[2])}" fill="none" stroke="{col}" stroke-width="{shape[3]:g}"/>'
    if kind == "r":
        _, _, x, y, w, h, rx = shape
        return f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" fill="{col}"/>'
    if kind == "o":
        _, _, cx, cy, r, w = shape
        return f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="none" stroke="{col}" stroke-width="{w:g}"/>'
    raise ValueError(kind)


@lru_cache(maxsize=64)
def motif_art(motif) -> str:
    """A motif's picture (48 × 48): its background and its shapes (lines with round ends), no text."""
    paint = colours(motif)
    return (f'<g stroke-linecap="round" stroke-linejoin="round"><rect width="48" height="48" rx="7" fill="{paint["bg"]}"/>'
            + "".join(shape_svg(s, paint) for s in shapes(motif)) + "</g>")


# ------------------------------------------------------------------------------------------ keys and locks
KEY_FILL = {"black": "#222222", "purple": "#7b3fa0", "orange": "#e98a15", "white": "#fbf8ef", "green": "#2f8f4e"}
# each key's bow, and the mark on its lock, has its own shape: key and lock match by colour AND by shape
KEY_SHAPE = {"black": "circle", "purple": "diamond", "orange": "triangle", "white": "star", "green": "square"}


def emblem(shape, cx, cy, r) -> list:
    """A key's shape as points (a circle as a 16-gon), centred on (cx, cy) with radius about r."""
    if shape == "circle":
        return _arc(cx, cy, r, r, 0, 337.5, 15)
    if shape == "diamond":
        return [(cx, cy - r * 1.15), (cx + r * 0.9, cy), (cx, cy + r * 1.15), (cx - r * 0.9, cy)]
    if shape == "triangle":
        return [(cx, cy - r * 1.1), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
    if shape == "square":
        q = r * 0.85
        return [(cx - q, cy - q), (cx + q, cy - q), (cx + q, cy + q), (cx - q, cy + q)]
    if shape == "star":
        return _star(cx, cy, r * 1.2, r * 0.5)
    raise ValueError(shape)


def _ink_for(key):
    return INK if key in ("white", "orange") else "#ffffff"


@lru_cache(maxsize=16)
def key_art(key) -> str:
    """A key (40 × 24): its bow is the key's shape, in the key's colour, outlined so that a white key shows."""
    fill = KEY_FILL[key]
    bow = _pts(emblem(KEY_SHAPE[key], 10, 12, 8))
    return (f'<g stroke="{INK}" stroke-width="1.6" stroke-linejoin="round">'
            f'<polygon points="36,10 17,10 17,14 28,14 28,19 31,19 31,14 33,14 33,18 36,18" fill="{fill}"/>'
            f'<polygon points="{bow}" fill="{fill}"/></g>'
            f'<circle cx="10" cy="12" r="2.4" fill="{_ink_for(key) if key != "white" else INK}" opacity=".85"/>')


@lru_cache(maxsize=16)
def lock_art(key) -> str:
    """A lock tile's face (48 × 48): a padlock in the key's colour, marked with the key's shape."""
    fill = KEY_FILL[key]
    mark = _pts(emblem(KEY_SHAPE[key], 24, 30, 6.2))
    return (f'<rect x="0" y="0" width="48" height="48" rx="6" fill="#e9dfc6"/>'
            f'<path d="M15 22 V15 a9 9 0 0 1 18 0 V22" fill="none" stroke="#555b61" stroke-width="4.2"/>'
            f'<rect x="9" y="20" width="30" height="22" rx="4" fill="{fill}" stroke="{INK}" stroke-width="1.8"/>'
            f'<polygon points="{mark}" fill="{_ink_for(key)}" stroke="{INK}" stroke-width="{1.2 if key == "white" else 0}"/>')


WALL_ART = ('<rect x="0" y="0" width="48" height="48" rx="6" fill="#b5a58a"/>'
            + "".join(f'<rect x="{x + (6 if r % 2 else 0) - 6:g}" y="{4 + r * 10}" width="11" height="8" rx="1.2" '
                      f'fill="#8d7b5e" stroke="#5c4d36" stroke-width="1"/>'
                      for r in range(4) for x in (6, 18, 30, 42)))

TEMPLE_BACK = ('<rect x="0" y="0" width="48" height="48" rx="6" fill="#8a6d3b"/>'
               '<polygon points="6,16 24,6 42,16" fill="#6b5128"/><rect x="10" y="16" width="28" height="3" fill="#6b5128"/>'
               '<rect x="13" y="20" width="4" height="18" fill="#a88a55"/><rect x="31" y="20" width="4" height="18" fill="#a88a55"/>'
               '<rect x="9" y="38" width="30" height="4" fill="#6b5128"/>')

# ------------------------------------------------------------------------------------------ runners, talismans
RUNNER_FILL = ["#2f6fd6", "#2e9a4a", "#d23b3b", "#e7b416"]        # the rulebook's blue, green, red and yellow
# and a head of its own for each runner, so that runners are told apart without colour
RUNNER_HEAD = ["circle", "square", "triangle", "diamond"]


@lru_cache(maxsize=8)
def pawn_art(seat) -> str:
    """A runner (16 × 22): a figure in the seat's colour with a head of its own shape, outlined."""
    fill = RUNNER_FILL[seat % len(RUNNER_FILL)]
    head = _pts(emblem(RUNNER_HEAD[seat % len(RUNNER_HEAD)], 8, 5.6, 4.2))
    return (f'<g stroke="{INK}" stroke-width="1.3" stroke-linejoin="round" fill="{fill}">'
            f'<polygon points="1.5,21 4,11.5 12,11.5 14.5,21"/><polygon points="{head}"/></g>'
            f'<rect x="3.5" y="14" width="9" height="2.2" fill="#ffffff" opacity=".8"/>')


TALISMAN_ART = ('<path d="M6 3 Q12 -1 18 3" fill="none" stroke="#7a5a1a" stroke-width="1.6"/>'
                '<circle cx="12" cy="13" r="9" fill="#f2c230" stroke="#7a5a1a" stroke-width="1.6"/>'
                '<polygon points="12,7 14,11.5 18.5,12 15,15 16,19.5 12,17 8,19.5 9,15 5.5,12 10,11.5" fill="#b5651d"/>')

# ------------------------------------------------------------------------------------------ water backs
# face-down tiles: shallow water light with ripples and pebbles; deep water dark with big waves and bubbles
BACK_FILL = {"S": "#4aa3d0", "D": "#173a63"}


@lru_cache(maxsize=1)
def patterns() -> str:
    return ('<pattern id="kn-ripple" width="20" height="14" patternUnits="userSpaceOnUse">'
            '<path d="M0 7 Q5 3 10 7 T20 7" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="1.4"/>'
            '<circle cx="15" cy="12" r="1.3" fill="#d7eef8" fill-opacity=".8"/></pattern>'
            '<pattern id="kn-swell" width="26" height="22" patternUnits="userSpaceOnUse">'
            '<path d="M0 11 Q6.5 3 13 11 T26 11" fill="none" stroke="#8fb8e0" stroke-opacity=".7" stroke-width="2.2"/>'
            '<circle cx="7" cy="18" r="2.2" fill="none" stroke="#8fb8e0" stroke-opacity=".8" stroke-width="1.2"/>'
            '<circle cx="20" cy="4" r="1.4" fill="none" stroke="#8fb8e0" stroke-opacity=".8" stroke-width="1"/></pattern>')


# ------------------------------------------------------------------------------------------ all designs
def symbol_id(kind, name) -> str:
    return f"kn-{kind}-{name}"


@lru_cache(maxsize=1)
def symbols() -> str:
    """Every design once, as SVG ``<symbol>``s (and the water patterns): a tile, key, lock, runner or talisman on
    the board is one ``<use>`` of its design.  The same whatever the game state, so it holds no secret."""
    out = [patterns()]
    for sec in D.SECTIONS:
        for m in D.MOTIFS[sec]:
            out.append(f'<symbol id="{symbol_id("m", m)}" viewBox="0 0 48 48">{motif_art(m)}</symbol>')
    for k in D.KEYS:
        out.append(f'<symbol id="{symbol_id("key", k)}" viewBox="0 0 40 24">{key_art(k)}</symbol>')
        out.append(f'<symbol id="{symbol_id("lock", k)}" viewBox="0 0 48 48">{lock_art(k)}</symbol>')
    out.append(f'<symbol id="{symbol_id("t", "wall")}" viewBox="0 0 48 48">{WALL_ART}</symbol>')
    out.append(f'<symbol id="{symbol_id("t", "back")}" viewBox="0 0 48 48">{TEMPLE_BACK}</symbol>')
    for s in range(len(RUNNER_FILL)):
        out.append(f'<symbol id="{symbol_id("pawn", s)}" viewBox="0 0 16 22">{pawn_art(s)}</symbol>')
    out.append(f'<symbol id="{symbol_id("t", "talisman")}" viewBox="0 0 24 24">{TALISMAN_ART}</symbol>')
    return "".join(out)


def use(kind, name, x, y, w, h, cls="") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<use href="#{symbol_id(kind, name)}" x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}"{c}/>'


@lru_cache(maxsize=64)
def icon(kind, name, w, h, cls="kn-icon") -> str:
    """A small picture for the HTML panel (a key, a runner, a talisman): an SVG of one ``<use>``."""
    vb = {"key": "0 0 40 24", "pawn": "0 0 16 22", "t": "0 0 24 24"}.get(kind, "0 0 48 48")
    return (f'<svg class="{cls}" viewBox="{vb}" width="{w}" height="{h}" aria-hidden="true" focusable="false">'
            f'<use href="#{symbol_id(kind, name)}"/></svg>')
