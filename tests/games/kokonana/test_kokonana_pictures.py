"""Pictures, not codes (issue 24): every tile kind has its own picture, told apart by shape AND colour, also by a
colour-blind player; keys and locks match by colour and by shape; runners differ without colour; the drawings
are cached and equal to fresh output; no picture holds text."""
import itertools
import math

import pytest

from pondside import games
from pondside.games.kokonana import data as D, draw

G = games.get("kokonana")
V = games.module("kokonana", "view")
KINDS = D.MOTIFS["S"] + D.MOTIFS["D"]

# ------------------------------------------------------------------ colour vision
# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB
MACHADO = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", "deuteranopia", "protanopia", "tritanopia")


def _linear(hex_colour):
    h = hex_colour.lstrip("#")
    rgb = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    return [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]


def simulate(hex_colour, vision):
    rgb = _linear(hex_colour)
    if vision == "normal":
        return rgb
    m = MACHADO[vision]
    return [min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3)]


def lab(rgb):
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a, b, vision):
    """CIE76 colour difference of two colours as a person with ``vision`` sees them."""
    return math.dist(lab(simulate(a, vision)), lab(simulate(b, vision)))


def pair_distance(m1, m2, vision):
    """How far apart two pictures' colour pairs (background, figure) are."""
    (bg1, fg1), (bg2, fg2) = draw.PALETTE[m1], draw.PALETTE[m2]
    return math.hypot(delta_e(bg1, bg2, vision), delta_e(fg1, fg2, vision))


def test_the_simulation_is_the_published_one():
    # pure red and green look alike to a deuteranope far more than to normal vision
    assert delta_e("#ff0000", "#00ff00", "deuteranopia") < 0.5 * delta_e("#ff0000", "#00ff00", "normal")
    assert delta_e("#ff0000", "#00ff00", "protanopia") < 0.5 * delta_e("#ff0000", "#00ff00", "normal")
    # the matrices keep white white and grey grey
    for vision in MACHADO:
        assert delta_e("#ffffff", "#ffffff", vision) < 1 and delta_e("#808080", "#808080", "normal") == 0
        assert all(abs(c - 1) < 0.01 for c in simulate("#ffffff", vision))


def test_every_kind_in_the_data_has_its_own_picture():
    assert set(draw.PALETTE) == set(KINDS) == set(draw.SECOND)
    arts = {m: draw.motif_art(m) for m in KINDS}
    assert len(set(arts.values())) == len(KINDS)
    for m, art in arts.items():
        assert len(draw.shapes(m)) >= 4, m
        assert "<text" not in art, f"{m}: a picture holds no text"


@pytest.mark.parametrize("vision", VISIONS)
def test_no_two_kinds_of_a_water_look_alike_in_colour(vision):
    """Within a water (where pairs are matched) every two kinds' colour pairs differ by ΔE ≥ 20, and across
    both waters by ΔE ≥ 12, also as a person with deuteranopia, protanopia or tritanopia sees them."""
    for sec in D.SECTIONS:
        for a, b in itertools.combinations(D.MOTIFS[sec], 2):
            assert pair_distance(a, b, vision) >= 20, (vision, a, b, round(pair_distance(a, b, vision), 1))
    for a, b in itertools.combinations(KINDS, 2):
        assert pair_distance(a, b, vision) >= 12, (vision, a, b)


@pytest.mark.parametrize("vision", VISIONS)
def test_every_figure_stands_out_from_its_tile(vision):
    for m in KINDS:
        bg, fg = draw.PALETTE[m]
        assert delta_e(bg, fg, vision) >= 25, (vision, m)


# ------------------------------------------------------------------ silhouettes
def _inside_polygon(x, y, pts):
    inside = False
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _near_line(x, y, pts, half):
    for (x1, y1), (x2, y2) in zip(pts, pts[1:]):
        dx, dy = x2 - x1, y2 - y1
        t = 0.0 if dx == dy == 0 else max(0.0, min(1.0, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)))
        if math.hypot(x - x1 - t * dx, y - y1 - t * dy) <= half:
            return True
    return False


def covers(shape, x, y):
    kind = shape[0]
    if kind == "c":
        _, _, cx, cy, r = shape
        return math.hypot(x - cx, y - cy) <= r
    if kind == "e":
        _, _, cx, cy, rx, ry, a = shape
        t = math.radians(-a)
        u = (x - cx) * math.cos(t) - (y - cy) * math.sin(t)
        v = (x - cx) * math.sin(t) + (y - cy) * math.cos(t)
        return (u / rx) ** 2 + (v / ry) ** 2 <= 1
    if kind == "p":
        return _inside_polygon(x, y, list(shape[2]))
    if kind == "l":
        return _near_line(x, y, list(shape[2]), shape[3] / 2)
    if kind == "r":
        _, _, rx0, ry0, w, h, _ = shape
        return rx0 <= x <= rx0 + w and ry0 <= y <= ry0 + h
    if kind == "o":
        _, _, cx, cy, r, w = shape
        return abs(math.hypot(x - cx, y - cy) - r) <= w / 2
    raise ValueError(kind)


N = 32


def silhouette(motif):
    """The figure (everything but the background) on an N × N grid of the 48 × 48 picture."""
    cells = set()
    shapes = draw.shapes(motif)
    for i in range(N):
        for j in range(N):
            x, y = (i + 0.5) * 48 / N, (j + 0.5) * 48 / N
            if any(covers(s, x, y) for s in shapes):
                cells.add((i, j))
    return frozenset(cells)


def test_the_rasteriser_draws_what_the_shapes_say():
    disc = [("c", "fg", 24, 24, 12)]
    inside = sum(1 for i in range(N) for j in range(N) if covers(disc[0], (i + .5) * 1.5, (j + .5) * 1.5))
    assert abs(inside * 1.5 ** 2 - math.pi * 144) < 30
    assert covers(("p", "fg", [(0, 0), (10, 0), (0, 10)]), 2, 2) and not covers(("p", "fg", [(0, 0), (10, 0), (0, 10)]), 8, 8)
    assert covers(("l", "fg", [(0, 0), (10, 0)], 2), 5, 0.9) and not covers(("l", "fg", [(0, 0), (10, 0)], 2), 5, 1.2)


def test_no_two_kinds_share_a_silhouette():
    """Every two pictures' figures differ in shape: two kinds of one water overlap by at most 70 % (intersection
    over union), any two kinds by at most 75 %; and every figure fills a fair part of its tile."""
    masks = {m: silhouette(m) for m in KINDS}
    for m, cells in masks.items():
        assert 0.15 <= len(cells) / N ** 2 <= 0.75, (m, len(cells) / N ** 2)
    same_water = {frozenset(p) for sec in D.SECTIONS for p in itertools.combinations(D.MOTIFS[sec], 2)}
    worst = []
    for a, b in itertools.combinations(KINDS, 2):
        iou = len(masks[a] & masks[b]) / len(masks[a] | masks[b])
        worst.append((iou, a, b))
        assert iou <= (0.70 if frozenset((a, b)) in same_water else 0.75), (a, b, round(iou, 2))
    assert max(worst)[0] > 0.3          # the measure is not trivially zero


# ------------------------------------------------------------------ keys, locks, runners
def test_keys_and_locks_match_by_colour_and_shape():
    assert len(set(draw.KEY_SHAPE[k] for k in D.KEYS)) == len(D.KEYS)
    for k in D.KEYS:
        bow = draw.emblem(draw.KEY_SHAPE[k], 10, 12, 8)
        mark = draw.emblem(draw.KEY_SHAPE[k], 24, 30, 6.2)
        key, lock = draw.key_art(k), draw.lock_art(k)
        assert draw.KEY_FILL[k] in key and draw.KEY_FILL[k] in lock
        assert draw._pts(bow) in key and draw._pts(mark) in lock
        for other in D.KEYS:
            if other != k:
                assert draw._pts(draw.emblem(draw.KEY_SHAPE[other], 24, 30, 6.2)) not in lock


def test_runners_differ_by_colour_and_by_the_shape_of_their_heads():
    assert len(set(draw.RUNNER_HEAD)) == len(draw.RUNNER_HEAD) == G.max_players
    assert len(set(draw.pawn_art(s) for s in range(G.max_players))) == G.max_players
    for a, b in itertools.combinations(draw.RUNNER_FILL, 2):
        assert delta_e(a, b, "normal") >= 20


# ------------------------------------------------------------------ caching and cost
def test_drawings_are_cached_and_equal_to_fresh_output():
    for fn, args in ((draw.symbols, ()), (draw.motif_art, ("crab",)), (draw.key_art, ("white",)),
                     (draw.lock_art, ("green",)), (draw.pawn_art, (2,)), (draw.shapes, ("eel",))):
        assert fn.cache_info().maxsize is not None, fn.__name__        # bounded
        assert fn(*args) == fn.__wrapped__(*args), fn.__name__
    assert draw.icon("key", "black", 20, 12) == draw.icon.__wrapped__("key", "black", 20, 12)


def test_a_tile_is_one_use_of_its_design():
    """A face-up tile draws no shapes of its own: its picture is one <use> of the design's <symbol>."""
    s = G.new_game(2, 3)
    for sec in D.SECTIONS:
        s["matched"][sec] = [True] * len(s["matched"][sec])
    html = V.render(G.view(s, 0), {"lang": "en", "seat": 0, "legal": [], "sel": {}, "compact": True})
    for sec in D.SECTIONS:
        for m in D.MOTIFS[sec]:
            assert html.count(f'href="#kn-m-{m}"') == 2, m          # both tiles of each pair
    # every design once, in the sprites the page keeps outside the screen; none in the screen itself
    assert V.sprites().count("<symbol") == len(KINDS) + 2 * len(D.KEYS) + 2 + len(draw.RUNNER_FILL) + 1
    assert html.count("<symbol") == 0
