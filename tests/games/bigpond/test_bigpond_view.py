"""The Big Pond's view: every legal action is clickable, accessible, and the text is escaped and bilingual."""
import html
import json
import re

import pytest

from pondside import Rng
from pondside.games.bigpond.engine import GAME as G
from pondside.games.bigpond import view as V

TAG = re.compile(r"<(button|g|div|span|rect|a)\b([^>]*)>", re.S)


def acts(markup):
    out = []
    for m in TAG.finditer(markup):
        tag, attrs = m.group(1), m.group(2)
        a = re.search(r'data-act="([^"]*)"', attrs)
        if a:
            out.append((tag, attrs, json.loads(html.unescape(a.group(1)))))
    return out


def state_in_phase(phase, n=2, seed=4, name="Anna"):
    s = G.new_game([name, "Ben", "Cleo", "Dai"][:n], seed)
    rng = Rng.from_seed("v")
    while s["phase"] != phase:
        legal = G.legal_actions(s)
        s = G.apply(s, legal[rng.below(len(legal))])
    return s


def render(s, seat=None, lang="en", sel=None):
    seat = s["to_move"] if seat is None else seat
    legal = G.legal_actions(s) if s["to_move"] == seat else []
    return V.render(G.view(s, seat), {"lang": lang, "seat": seat, "legal": legal, "sel": sel or {},
                                      "compact": False})


@pytest.mark.parametrize("phase", ["pick", "place", "score"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_clickable_is_a_legal_action_and_accessible(phase, lang):
    s = state_in_phase(phase)
    legal = G.legal_actions(s)
    if phase == "pick":
        # a pick is chosen first (no coin is paid by one tap) and then taken: every legal pair can be chosen,
        # and once chosen it is the one action offered, by its tile and by the Take button
        markup = render(s, lang=lang)
        assert acts(markup) == []
        chooses = [json.loads(html.unescape(m)) for m in re.findall(r'data-sel="([^"]*&quot;pick&quot;[^"]*)"', markup)]
        assert sorted(c["pick"] for c in chooses) == sorted(a["slot"] for a in legal)
        found = []
        for a in legal:
            one = acts(render(s, lang=lang, sel={"pick": a["slot"]}))
            assert [x for _, _, x in one] == [a, a]
            found += one
    else:
        found = acts(render(s, lang=lang))
    assert found
    for tag, attrs, a in found:
        assert a in legal, a
        assert 'aria-label="' in attrs or tag == "button"
        assert tag == "button" or ('role="button"' in attrs and 'tabindex="0"' in attrs)
    if phase == "score":
        assert {json.dumps(a, sort_keys=True) for _, _, a in found} == {json.dumps(a, sort_keys=True) for a in legal}


def test_place_phase_offers_every_cell_of_the_chosen_tile_and_switches_tiles():
    s = state_in_phase("place")
    legal = G.legal_actions(s)
    tiles = sorted({a["tile"] for a in legal})
    for tid in tiles:
        markup = render(s, sel={"tile": tid})
        shown = [a for _, _, a in acts(markup)]
        assert sorted(json.dumps(a, sort_keys=True) for a in shown) == sorted(
            json.dumps(a, sort_keys=True) for a in legal if a["tile"] == tid)
        assert 'aria-pressed="true"' in markup
    # the drafted tiles are offered as selectable buttons (data-sel)
    markup = render(s)
    for tid in tiles:
        assert html.escape(json.dumps({"tile": tid}, separators=(",", ":")), quote=True) in markup


def test_other_seats_and_spectators_get_no_actions():
    s = state_in_phase("pick")
    other = 1 - s["to_move"]
    assert acts(render(s, seat=other)) == []
    assert "<svg" in V.render(G.view(s, None), {"lang": "en", "seat": None, "legal": [], "sel": {}})


def test_player_names_are_escaped():
    s = state_in_phase("score", name='<img src=x onerror="alert(1)">')
    markup = render(s, seat=0)
    assert "<img src=x" not in markup
    assert "&lt;img src=x" in markup


def test_markers_show_colour_shape_and_letter():
    s = state_in_phase("score")
    markup = render(s)
    seat = s["to_move"]
    letter = s["players"][seat]["name"][0].upper()
    assert f">{letter}</text>" in markup           # the marker's letter, not colour alone
    assert "bigpond-scorable" in markup or "bigpond-must" in markup or "{&quot;t&quot;:&quot;end&quot;}" in markup


def test_scoring_preview_explains_the_breakdown():
    s = state_in_phase("score")
    markup = render(s)
    seat = s["to_move"]
    mine = [k for k, v in s["markers"].items() if v == seat]
    assert mine
    assert "adjacent" in markup or "→" in markup
    assert "Score now" in markup
    assert "Jetzt werten" in render(s, lang="de")


def test_game_over_shows_results_and_every_claim():
    s = state_in_phase("pick")
    rng = Rng.from_seed("end")
    while not G.is_over(s):
        legal = G.legal_actions(s)
        s = G.apply(s, legal[rng.below(len(legal))])
    markup = render(s, seat=0)
    assert "bigpond-results" in markup and "Final scores" in markup
    assert "Game over" not in markup                  # the shell's one heading says it
    assert markup.count('class="bigpond-winner"') == len(G.winners(s)) >= 1
    assert markup.count("<li>") >= len(s["claims"])
    assert acts(markup) == []


def test_hidden_deck_order_never_reaches_the_page():
    s = state_in_phase("place")
    markup = render(s)
    for tid in s["koi_deck"][-2:] + s["feat_deck"][-2:]:
        assert tid not in markup


@pytest.mark.parametrize("lang", ["en", "de"])
def test_rules_page_lists_every_assumed_option_with_its_value(lang):
    page = V.rules_html(lang, {"score_choice": "one"})
    for o in G.options_spec:
        if o.assumed:
            assert html.escape(o.label[lang]) in page
    choice = next(o for o in G.options_spec if o.key == "score_choice").choice_label("one", lang)
    assert html.escape(choice) in page and "one" != choice
    assert ("Big Pond" in page) if lang == "en" else ("großen Teich" in page or "Großer Teich" in page or "Der große Teich" in page)


def test_marker_letters_stay_distinct_when_names_share_an_initial():
    s = G.new_game(["Seat 1", "Seat 2", "Sam"], 2)
    v = G.view(s, 0)
    assert [V._letter(v, i) for i in range(3)] == ["1", "2", "3"]
    v = G.view(G.new_game(["Anna", "Ben"], 2), 0)
    assert [V._letter(v, i) for i in range(2)] == ["A", "B"]
    v = G.view(G.new_game(["You", "Computer 1", "Computer 2", "Computer 3"], 2), 0)
    assert [V._letter(v, i) for i in range(4)] == ["Y", "1", "2", "3"]     # not "2" on Computer 1's markers


def test_render_caches_give_the_uncached_output_and_stay_bounded():
    """Tile drawings and claim explanations are cached: over seeded games a render with warm caches
    equals one with every cache emptied, the cached explanations equal the claims module's, and the
    caches stay bounded."""
    from pondside.games.bigpond import claims as C
    from pondside.games.bigpond import draw as D

    def clear():
        V._reasons.clear()
        V._logs.clear()
        D.tile_svg.cache_clear()
        D.marker_svg.cache_clear()

    checked = 0
    for seed, n in ((21, 2), (22, 3), (23, 4)):
        s = G.new_game(["Anna", "Ben", "Cleo", "Dai"][:n], seed)
        rng = Rng.from_seed(f"cache{seed}")
        while not G.is_over(s):
            seat = s["to_move"]
            legal = G.legal_actions(s)
            tiles = sorted({a["tile"] for a in legal if a.get("t") == "place"})
            for sel in [{}] + [{"tile": t} for t in tiles]:
                lang = "de" if checked % 3 == 0 else "en"
                warm = render(s, seat, lang, sel)
                if checked % 3 == 0:
                    clear()
                    assert render(s, seat, lang, sel) == warm
                checked += 1
            view = G.view(s, seat)
            bb = view["options"].get("blue_bonus", "same")
            for rec in view["claims"][-3:]:
                col = view["colours"][rec["seat"]]
                assert V._reason_then(view["pond"], view["when"], rec, col, bb) == \
                    C.reason_then(view["pond"], view["when"], rec, col, bb)
            s = G.apply(s, legal[rng.below(len(legal))])
            assert len(V._reasons) <= V.CACHE_SIZE and len(V._logs) <= V.CACHE_SIZE // 8
        assert G.view(s, 0)["claims"]
    # the final screen, with every claim explained
    assert render(s, 0) == (clear() or render(s, 0))
    assert checked > 150
    for f in (D.tile_svg, D.marker_svg):
        info = f.cache_info()
        assert info.maxsize is not None and info.currsize <= info.maxsize


@pytest.mark.parametrize("size", [54, 64])
def test_a_tile_is_one_image_of_its_whole_drawing(size):
    """Issue 8: a tile is one image (a data: URL, drawn at D.ART and scaled) holding exactly its drawing's
    shapes and text (colour letters, name: SVG text in the page was most of a big pond's layout), with the
    text's look written out; the cat's shoreline (an option) is drawn over it, and the name is the tile's
    title."""
    import urllib.parse
    import xml.etree.ElementTree as ET
    from pondside.games.bigpond import draw as D
    from pondside.games.kohaku.data import TILES
    from pondside.games.kohaku.text import tile_label
    for tid in TILES:
        for x, y, shore in ((0, 0, None), (12.5, 140.25, (0, -1)), (64, 0, (1, 0))):
            svg = D.tile_svg(tid, x, y, size, "de", shore=shore)
            assert svg.count("<image") == 1 and "<text" not in svg
            assert f"<title>{html.escape(tile_label(tid, 'de'))}</title>" in svg
            assert re.search(rf'<image [^>]*width="{size}" height="{size}"', svg)
            href = re.search(r'<image [^>]*href="data:image/svg\+xml,([^"]*)"', svg).group(1)
            assert not set('"<>#&') & set(href)
            doc = ET.fromstring(urllib.parse.unquote(href))
            assert doc.get("viewBox") == f"0 0 {D.ART} {D.ART}"
            drawn = [el.tag.split("}")[1] for el in doc.iter()][1:]
            whole = D._body(tid, 0, 0, D.ART, "de")
            assert drawn == re.findall(r"<(\w+)", whole)
            texts = [el.text for el in doc.iter() if el.tag.endswith("text")]
            assert texts == [html.unescape(t) for t in re.findall(r"<text\b[^>]*>([^<]*)</text>", whole)]
            assert all(el.get("font-family") and el.get("fill") and not el.get("class")
                       for el in doc.iter() if el.tag.endswith("text"))
            if shore and TILES[tid]["kind"] == "cat":
                assert svg.index(D._shore(x, y, size, shore)) > svg.index("<image")


def test_tiles_keep_their_markup_when_the_pond_widens():
    """Each cell is drawn at its own grid position and the view box frames the pond: a placement that
    widens the pond changes the frame, not the markup of the tiles already there (the page then patches
    two elements rather than every tile of a big pond)."""
    rng = Rng.from_seed("widen")
    s = G.new_game(["Anna", "Ben"], 4)
    widened = 0
    while s["to_move"] is not None and widened < 3:
        before = render(s, seat=0)
        legal = G.legal_actions(s)
        a = legal[rng.below(len(legal))]
        s2 = G.apply(s, a)
        after = render(s2, seat=0)
        box = lambda m: re.search(r'class="bigpond-pondsvg[^"]*"(?: style="[^"]*")? viewBox="([^"]*)"', m).group(1)
        if a.get("t") == "place" and box(before) != box(after):
            widened += 1
            old_tiles = re.findall(r'<image [^>]*/>', before.split('class="bigpond-pondsvg')[1])
            new_part = after.split('class="bigpond-pondsvg')[1]
            assert old_tiles and all(t in new_part for t in old_tiles)
        s = s2
    assert widened == 3


def test_the_page_can_build_every_tile_image_a_game_shows_beforehand():
    """assets.game_art lists each design's image once, and every tile image a render shows is among them
    (the page builds them while idle, so no click pays for a design it shows first)."""
    from pondside.app import assets
    art = assets.game_art("bigpond")
    assert len(art) == len(set(art)) > 40 and all(u.startswith("data:image/svg+xml,") for u in art)
    rng = Rng.from_seed("art")
    s = G.new_game(["Anna", "Ben", "Cleo"], 9)
    shown = set()
    while not G.is_over(s):
        shown |= set(re.findall(r'<image [^>]*href="([^"]*)"', render(s)))
        legal = G.legal_actions(s)
        s = G.apply(s, legal[rng.below(len(legal))])
    assert len(shown) > 30 and shown <= set(art)
