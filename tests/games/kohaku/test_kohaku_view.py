"""Kōhaku view: pure rendering from one seat's view, data-act/data-sel protocol, previews, secrecy."""
import html as H
import json
import re


from pondside import Rng  # noqa: E402
from pondside.games.kohaku.engine import GAME as G  # noqa: E402
from pondside.games.kohaku.view import render, rules_html  # noqa: E402


def ctx_for(s, seat, lang="en", sel=None):
    return {"lang": lang, "seat": seat, "sel": sel or {}, "compact": False,
            "legal": G.legal_actions(s) if G.to_move(s) == seat else []}


def acts(html):
    return [json.loads(H.unescape(m)) for m in re.findall(r'data-act="([^"]*)"', html)]


def advance(s, k, seed=1):
    r = Rng.from_seed(seed)
    for _ in range(k):
        s = G.apply(s, r.choice(G.legal_actions(s)))
    return s


def test_take_two_step_selection():
    s = G.new_game(["Ann", "<b>Bo</b>"], 1, {"first_player": "seat1"})
    h = render(G.view(s, 0), ctx_for(s, 0))
    assert "<svg" in h and "&lt;b&gt;Bo&lt;/b&gt;" in h and "<b>Bo</b>" not in h
    assert acts(h) == []                           # nothing taken before a tile is selected
    assert 'data-sel="{&quot;cell&quot;: null, &quot;slot&quot;: 0}"' in h or "slot" in h
    h2 = render(G.view(s, 0), ctx_for(s, 0, sel={"slot": 5}))
    takes = [a for a in acts(h2) if a["t"] == "take"]
    assert sorted((a["a"], a["b"]) for a in takes) == [(1, 5), (4, 5), (5, 6), (5, 9)]
    legal = G.legal_actions(s)
    assert all(a in legal for a in takes)


def test_every_clickable_is_focusable_and_named():
    s = advance(G.new_game(2, 3, G.presets["all_modules"]), 7)
    seat = G.to_move(s)
    h = render(G.view(s, seat), ctx_for(s, seat, sel={"slot": 5}))
    found = 0
    for m in re.finditer(r"<(\w+)([^>]*data-(?:act|sel)=[^>]*)>", h):
        tag, attrs = m.group(1), m.group(2)
        found += 1
        if tag == "button":
            continue          # a button is named by its text (or an aria-label)
        assert 'role="button"' in attrs and 'tabindex="0"' in attrs, m.group(0)[:120]
        assert "aria-label=" in attrs, m.group(0)[:160]
    assert found >= 5
    # every button has a name: an aria-label or text
    for m in re.finditer(r"<button([^>]*)>(.*?)</button>", h, re.S):
        text = re.sub(r"<[^>]+>", "", m.group(2)).strip()
        assert "aria-label=" in m.group(1) or text, m.group(0)[:160]


def test_placement_preview_and_confirm():
    s = G.new_game(2, 4, {"first_player": "seat1"})
    s = G.apply(s, {"t": "take", "a": 0, "b": 1})
    koi, feat = s["hand"]
    s = G.apply(s, {"t": "place", "tile": koi, "x": 0, "y": 0})
    h = render(G.view(s, 0), ctx_for(s, 0))
    # the legal cells carry their immediate gain
    assert 'class="kohaku-gain"' in h
    h2 = render(G.view(s, 0), ctx_for(s, 0, sel={"tile": feat, "cell": "1,0"}))
    assert "Preview" in h2
    place = [a for a in acts(h2) if a["t"] == "place"]
    assert place == [{"t": "place", "tile": feat, "x": 1, "y": 0}]
    h3 = render(G.view(s, 0), ctx_for(s, 0, lang="de", sel={"tile": feat, "cell": "1,0"}))
    assert "Vorschau" in h3 and "Hier legen" in h3


def test_breakdown_lines_and_letters():
    s = G.new_game(2, 4, {"first_player": "seat1"})
    s["ponds"][0] = {"0,0": "F-SF-R-1", "0,-1": "T-BR-B2", "1,0": "S-R-B2", "0,1": "T-RY-B2", "-1,0": "T-RW-B2"}
    # (test fixture: tiles moved out of the decks so the view is consistent enough to draw)
    h = render(G.view(s, 0), ctx_for(s, 0))
    assert "Red flower: 4 adjacent koi with red → 12" in h
    assert ">R</text>" in h and ">B</text>" in h and ">W</text>" in h      # colour letters on koi
    assert "Total" in h


def test_other_seats_objective_hidden_but_own_shown():
    s = G.new_game(2, 8, {"objectives": True, "first_player": "seat1"})
    s = G.apply(s, {"t": "keep", "card": s["dealt"][0][0]})
    s = G.apply(s, {"t": "keep", "card": s["dealt"][1][0]})
    mine = s["objectives"][1]
    from pondside.games.kohaku.text import NAMES
    OBJECTIVE = NAMES("en", "objective")
    h1 = render(G.view(s, 1), ctx_for(s, 1, sel={"pond": 1}))
    assert OBJECTIVE[mine][0] in h1
    h0 = render(G.view(s, 0), ctx_for(s, 0, sel={"pond": 1}))
    assert "hidden until the end" in h0
    if OBJECTIVE[mine][0] != OBJECTIVE[s["objectives"][0]][0]:
        assert OBJECTIVE[mine][0] not in h0


def test_keep_and_blocked_and_rivals_render():
    s = G.new_game(3, 2, {"objectives": True, "first_player": "seat1"})
    h = render(G.view(s, 0), ctx_for(s, 0))
    assert [a["t"] for a in acts(h)] == ["keep", "keep"]
    s = G.new_game(1, 2, {"sundials": True})
    s = advance(s, 12)
    h = render(G.view(s, 0), ctx_for(s, 0))
    assert "Rival keepers" in h and "Compass cards" in h
    s["ponds"][0]["9,9"] = "F-HE-1"
    h = render(G.view(s, 0), ctx_for(s, 0))
    assert "kohaku-block" in h


def test_whole_game_renders_for_each_seat_and_final_table():
    s = G.new_game(2, 6, G.presets["all_modules"])
    r = Rng.from_seed(6)
    while not G.is_over(s):
        seat = G.to_move(s)
        render(G.view(s, seat), ctx_for(s, seat))
        s = G.apply(s, r.choice(G.legal_actions(s)))
    h = render(G.view(s, 0), ctx_for(s, 0))
    assert "Final scores" in h and "Winner" in h
    hd = render(G.view(s, None), {"lang": "de", "seat": None, "sel": {}, "legal": [], "compact": True})
    assert "Endwertung" in hd


def test_rules_page_lists_assumed_options():
    for lang in ("en", "de"):
        h = rules_html(lang, {"cat_shore": "E"})
        for o in G.options_spec:
            if o.assumed:
                assert H.escape(o.label[lang]) in h
        assert "E" in h


def _clear_render_caches():
    from pondside.games.kohaku import draw as D
    from pondside.games.kohaku import view as V
    V._cache_total.clear()
    V._cache_breakdown.clear()
    for f in (D.tile_svg, D.koi_svg, D.feature_svg):
        f.cache_clear()


def test_render_caches_give_the_uncached_output_and_stay_bounded():
    """The view caches tile drawings and pond scores: over seeded games (several seats, selections,
    both languages) a render with warm caches equals one with every cache emptied first."""
    from pondside.games.kohaku import draw as D
    from pondside.games.kohaku import view as V
    from pondside.games.kohaku.scoring import pond_total, score_ctx, score_pond
    checked = 0
    for seed, preset in ((11, "all_modules"), (12, None), (13, "all_modules")):
        s = G.new_game(3 if seed == 13 else 2, seed, G.presets[preset] if preset else None)
        r = Rng.from_seed(seed)
        while not G.is_over(s):
            seat = G.to_move(s)
            legal = G.legal_actions(s)
            places = [a for a in legal if a.get("t") == "place"]
            sels = [{}, {"pond": (seat + 1) % len(s["players"])}, {"zoom": 2}]
            if places:
                a = r.choice(places)
                sels.append({"tile": a["tile"], "cell": f'{a["x"]},{a["y"]}'})
            for sel in sels:
                lang = "de" if checked % 3 == 0 else "en"
                warm = render(G.view(s, seat), ctx_for(s, seat, lang, sel))
                if checked % 4 == 0:              # emptying every time would make the test slow
                    _clear_render_caches()
                    assert render(G.view(s, seat), ctx_for(s, seat, lang, sel)) == warm
                checked += 1
            # the cached scores are the scoring module's, for every pond
            for i in range(len(s["players"])):
                ctx = score_ctx(G.view(s, i), i)
                assert V.pond_total(s["ponds"][i], ctx) == pond_total(s["ponds"][i], ctx)
                assert V.score_pond(s["ponds"][i], ctx) == score_pond(s["ponds"][i], ctx)
            s = G.apply(s, r.choice(legal))
            assert len(V._cache_total) <= V.CACHE_SIZE and len(V._cache_breakdown) <= V.CACHE_SIZE
    assert checked > 200
    for f in (D.tile_svg, D.koi_svg, D.feature_svg):
        info = f.cache_info()
        assert info.maxsize is not None and info.currsize <= info.maxsize



def test_tiles_keep_their_markup_when_the_pond_widens():
    """Each cell is drawn at its own grid position and the view box frames the pond: a placement (or the
    cells offered around the pond) that widens it changes the frame, not the tiles already placed."""
    pond = lambda m: re.search(r'<svg class="kohaku-pond-svg[^>]*aria-label="Pond of Ann">.*?</svg>', m, re.S).group(0)
    box = lambda m: re.search(r'viewBox="([^"]*)"', pond(m)).group(1)
    tiles = lambda m: re.findall(r'<g class="kohaku-tile " transform="[^"]*" role="img"[^>]*>', pond(m))
    s = G.new_game(["Ann", "Bo"], 3)
    r = Rng.from_seed(5)
    before, widened = None, 0
    while G.to_move(s) is not None and widened < 3:
        now = render(G.view(s, 0), ctx_for(s, 0))
        if before is not None and box(before) != box(now) and tiles(before):
            assert all(t in tiles(now) for t in tiles(before))
            widened += 1
        before = now
        s = G.apply(s, r.choice(G.legal_actions(s)))
    assert widened == 3
