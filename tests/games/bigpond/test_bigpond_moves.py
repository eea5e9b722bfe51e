"""Every move seen and every tap safe in The Big Pond (issues 21, 22): changes, turn summaries, end lines, the
two-tap pick, zoom and fit, and tap areas that never overlap."""
import html
import json
import re

import pytest

from pondside import Rng
from pondside.games.bigpond import view as V
from pondside.games.bigpond.bots import BOTS
from pondside.games.bigpond.engine import GAME as G
from pondside.games.kohaku.text import tile_label


def render(s, seat, sel=None, changed=(), compact=False, lang="en"):
    legal = G.legal_actions(s) if s["to_move"] == seat else []
    return V.render(G.view(s, seat), {"lang": lang, "seat": seat, "legal": legal, "sel": sel or {},
                                      "compact": compact, "changed": set(changed)})


def computer_turn(s, rng, level="greedy"):
    seat = s["to_move"]
    steps = []
    while s["to_move"] == seat and not G.is_over(s):
        a = BOTS[level](G, G.view(s, seat), G.legal_actions(s), rng)
        after = G.apply(s, a)
        steps.append((s, a, after))
        s = after
    return steps


def test_a_computer_turn_in_words_and_on_the_table():
    s = G.new_game(["You", "Computer"], 7)
    rng = Rng.from_seed(7)
    s = computer_turn(s, rng)[-1][2]                      # our own first turn, played by a bot
    steps = computer_turn(s, rng)
    pick = steps[0]
    seq = [i for i in range(len(pick[0]["ring"])) if pick[0]["ring"][i] is not None]
    text = G.turn_summary(steps, 0, "en")
    a = tile_label(pick[0]["ring"][pick[1]["slot"]], "en")
    assert text.startswith(f"Computer took {a} and ") and ", placed them" in text
    assert G.turn_summary(steps, 0, "de").startswith(f"Computer hat {tile_label(pick[0]['ring'][pick[1]['slot']], 'de')} und ")
    ids = set()
    for b, act, af in steps:
        ids |= set(G.changes(b, act, af, 0))
    after = steps[-1][2]
    page = render(after, 0, changed=ids)
    marked = set(re.findall(r'data-piece="([^"]+)" data-changed', page))
    assert marked == ids and "player:1" in ids and "token" in ids and seq
    placed = [f"pond:{act['at'][0]},{act['at'][1]}" for _, act, _ in steps if act["t"] == "place"]
    assert placed and set(placed) <= marked
    assert "data-changed" not in render(after, 0)


def test_a_pick_needs_a_second_tap_and_shows_its_cost():
    s = G.new_game(["You", "Computer"], 3)
    costly = [a for a in G.legal_actions(s) if G.pick_options(s)[[x[0] for x in G.pick_options(s)].index(a["slot"])][2] > 0]
    a = costly[0]
    first = render(s, 0)
    assert 'data-act' not in first                         # one tap never pays
    chosen = render(s, 0, sel={"pick": a["slot"]})
    acts = [json.loads(html.unescape(m)) for m in re.findall(r'data-act="([^"]*)"', chosen)]
    assert acts == [a, a]                                  # the chosen tile again, or the Take button
    cost = dict((x[0], x[2]) for x in G.pick_options(s))[a["slot"]]
    assert f"Take them ({cost} coin" in chosen and "Cancel" in chosen and "Chosen: " in chosen


def _rects(markup, cls):
    """(x, y, w, h) of the tap rectangles inside clickable groups of a class."""
    out = []
    for m in re.finditer(rf'<g class="{cls}[^"]*" role="button"[^>]*>(.*?)</g>', markup, re.S):
        r = re.search(r'<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"', m.group(1))
        out.append(tuple(float(v) for v in r.groups()))
    return out


def _overlap(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("size", [10, 12, 14])
def test_neighbouring_pairs_tap_areas_never_overlap(size):
    s = G.new_game(4, 2, {"ring_slots": size})
    page = render(s, s["to_move"])
    rects = _rects(page, "bigpond-pick")
    assert len(rects) == len(G.legal_actions(s)) >= 5
    assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if _overlap(a, b)]
    assert min(r[2] for r in rects) >= 54                 # ring spaces: 54 units, about 50 px on a phone


def _to_phase(phase, seed=4):
    s = G.new_game(["You", "Computer"], seed)
    rng = Rng.from_seed("zoom")
    for _ in range(60):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    while s["phase"] != phase:
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    return s


def test_zoom_fit_and_phone_targets():
    s = _to_phase("place")
    seat = s["to_move"]
    # a phone opens at the smallest zoom whose targets are over 44 px; a wide screen fits the whole pond
    phone = render(s, seat, compact=True)
    width = int(re.search(r'class="bigpond-pondsvg is-zoomed" width="(\d+)"', phone).group(1))
    box = re.search(r'class="bigpond-pondsvg[^"]*" width="\d+" viewBox="[-\d]+ [-\d]+ (\d+) (\d+)"', phone)
    per_space = width / (int(box.group(1)) / V.CELL)
    assert per_space * (V.CELL - 8) / V.CELL >= 44         # a target is the space less its margin
    wide = render(s, seat)
    cols, rows = map(int, re.search(r'class="bigpond-pondsvg is-fit bigpond-w(\d+) bigpond-h(\d+)"', wide).groups())
    # on a wide screen the whole pond fits, but never with targets smaller than the smallest zoom's
    assert f".bigpond-w{cols}{{min-width:{cols * V.ZOOM[0]}px}}" in V.defs()
    assert f".bigpond-h{rows}{{min-height:{rows * V.ZOOM[0]}px}}" in V.defs()
    assert " style=" not in wide
    assert "bigpond-place" in phone
    # on a phone, Fit shows the whole pond and offers no target too small to tap (it says to zoom in)
    fit = render(s, seat, sel={"zoom": "fit"}, compact=True)
    assert 'is-fit' in fit and "bigpond-place" not in fit and "Zoom in to place" in fit
    bigger = render(s, seat, sel={"zoom": 2}, compact=True)
    assert int(re.search(r'is-zoomed" width="(\d+)"', bigger).group(1)) > width
    # every zoom button names what it does; none is a font glyph
    for label in ("Zoom in", "Zoom out", "Fit"):
        assert label in phone
    assert "−" not in phone and "✕" not in phone and "●" not in phone and "▲" not in phone


def test_end_lines_and_no_heading_of_its_own():
    s = G.new_game(["Ann", "Ben", "Cy"], 11)
    rng = Rng.from_seed(11)
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    lines = G.result_lines(s, "en")
    for p, line, pts, coins, total in zip(s["players"], lines, s["points"], s["coins"], G.scores(s)):
        assert line.startswith(f"{p['name']}: {pts} points from features + {coins} coins = {total}")
    page = render(s, 0)
    assert "Game over" not in page and "Final scores" in page
