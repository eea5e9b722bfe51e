"""KOI view: every legal action is reachable by clicks declared in the markup,
clickables are accessible, names are escaped, hidden cards never appear, and
the rules page tells the confirmed rules from our stand-ins and lists the house rules."""
import collections
import html as _html
import json
import re

import pytest

from pondside import Rng
from pondside.games.koi.engine import GAME as G
from pondside.games.koi.text import RULES_TEXT, TEXT
from pondside.games.koi.view import render, rules_html

TAG = re.compile(r"<(button|g|div|span)\b([^>]*)>", re.S)
ATTR = re.compile(r'([\w-]+)="([^"]*)"')


def clickables(html):
    """(tag, attrs dict) of every element that carries data-act or data-sel."""
    out = []
    for m in TAG.finditer(html):
        attrs = {k: _html.unescape(v) for k, v in ATTR.findall(m.group(2))}
        if "data-act" in attrs or "data-sel" in attrs:
            out.append((m.group(1), attrs))
    return out


def acts_and_sels(html):
    acts, sels = [], []
    for _, a in clickables(html):
        if "data-act" in a:
            acts.append(json.loads(a["data-act"]))
        if "data-sel" in a:
            sels.append(json.loads(a["data-sel"]))
    return acts, sels


def merge(sel, upd):
    if upd.get("_clear"):
        return {}
    out = dict(sel)
    for k, v in upd.items():
        if v is None:
            out.pop(k, None)
        else:
            out[k] = v
    return out


def reachable_actions(state, seat, lang="en", depth=3):
    """Every action a person can click, following data-sel up to ``depth`` clicks."""
    view = G.view(state, seat)
    legal = G.legal_actions(state) if G.to_move(state) == seat else []
    seen_sel, found = set(), []
    frontier = [{}]
    for _ in range(depth):
        nxt = []
        for sel in frontier:
            key = json.dumps(sel, sort_keys=True)
            if key in seen_sel:
                continue
            seen_sel.add(key)
            text = render(view, {"lang": lang, "seat": seat, "legal": legal, "sel": sel, "compact": False})
            acts, sels = acts_and_sels(text)
            found += [a for a in acts if a not in found]
            nxt += [merge(sel, s) for s in sels if "show" not in s]
        frontier = nxt
    return found


def random_states(n_games=3, players=2, every=1):
    rng = Rng.from_seed("koi-view")
    for k in range(n_games):
        s = G.new_game(players + (k % 2) * (players == 2) * 0, 100 + k)
        i = 0
        while not G.is_over(s):
            if i % every == 0:
                yield s
            legal = G.legal_actions(s)
            # favour Work so the pond grows and placement UIs are exercised
            work = [a for a in legal if a["t"] in ("work", "sensei", "helper", "place", "upgrade", "move")]
            pool = work if work and rng.below(3) else legal
            s = G.apply(s, pool[rng.below(len(pool))])
            i += 1
        yield s


def test_every_legal_action_is_clickable():
    checked = 0
    for s in random_states(n_games=2, every=2):
        if G.is_over(s):
            continue
        seat = G.to_move(s)
        legal = G.legal_actions(s)
        reach = reachable_actions(s, seat)
        missing = [a for a in legal if a not in reach]
        assert not missing, f"phase {s['phase']}: not clickable: {missing[:3]}"
        assert all(a in legal for a in reach), "the view offers an illegal action"
        checked += 1
    assert checked > 50


def test_clickables_are_accessible():
    for s in random_states(n_games=1, every=3):
        seat = G.to_move(s) if G.to_move(s) is not None else 0
        legal = G.legal_actions(s)
        text = render(G.view(s, seat), {"lang": "de", "seat": seat, "legal": legal, "sel": {}, "compact": True})
        for tag, a in clickables(text):
            assert a.get("aria-label"), f"{tag} without aria-label"
            if tag != "button":
                assert a.get("role") == "button" and a.get("tabindex") == "0"


def test_names_are_escaped_and_deck_is_hidden():
    s = G.new_game(["<img src=x onerror=alert(1)>", "Bo & Co"], 5)
    for seat in (0, 1, None):
        text = render(G.view(s, seat), {"lang": "en", "seat": seat, "legal": [], "sel": {}, "compact": False})
        assert "<img src=x" not in text and "&lt;img src=x" in text
        assert "Bo &amp; Co" in text
        for cid in s["deck"]:
            assert f'"{cid}"' not in text
        assert "data-act" not in text or seat == 0


def test_not_my_turn_offers_nothing():
    s = G.new_game(2, 5)
    text = render(G.view(s, 1), {"lang": "en", "seat": 1, "legal": [], "sel": {}, "compact": False})
    acts, _ = acts_and_sels(text)
    assert acts == []
    assert "Waiting for Player 1" in text


def test_legal_placements_are_highlighted_and_luck_marked():
    s = G.new_game(2, 3)
    s["ps"][0]["pond"] = {"0,0": "spring", "1,0": "foliage"}
    s["ps"][0]["store"] = {"water": 0, "shore": 0, "foliage": 1, "S": 0, "M": 0, "L": 0}
    s = G.apply(G.apply(s, {"t": "work"}), {"t": "sensei"})
    legal = G.legal_actions(s)
    text = render(G.view(s, 0), {"lang": "en", "seat": 0, "legal": legal, "sel": {}, "compact": False})
    # a single placeable item is pre-selected: its hexes are highlighted targets
    assert text.count('class="koi-target"') == sum(1 for a in legal if a["t"] == "place" and not a.get("luck"))
    assert text.count("koi-target koi-target-luck") == sum(1 for a in legal if a.get("luck"))
    assert "spending 1 luck token" in text


def test_german_text_and_final_breakdown():
    s = collections.deque(random_states(n_games=1), maxlen=1)[0]      # the game's last state
    assert G.is_over(s)
    de = render(G.view(s, 0), {"lang": "de", "seat": 0, "legal": [], "sel": {}, "compact": False})
    en = render(G.view(s, 0), {"lang": "en", "seat": 0, "legal": [], "sel": {}, "compact": False})
    names = ", ".join(s["players"][w]["name"] for w in G.winners(s))
    assert f"Sieg: {names}" in de and f"Winner: {names}" in en
    # the shell shows the one "Game over" heading and the table of points (Game.score_table); the view
    # repeats neither, and shows its table with the counts only when asked (ctx "details")
    assert "Game over" not in en and "Spielende" not in de
    assert "koi-scores" not in en
    rows = G.score_table(s, "de")
    assert rows and all(len(vals) == len(s["players"]) for _, vals in rows)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_rules_page_tells_confirmed_rules_from_our_stand_ins(lang):
    page = _html.unescape(rules_html(lang, {"luck_use": "points-only"}))
    tag = 'class="koi-standin koi-standin-words"'
    standins = RULES_TEXT.table(lang)["standin_keys"]
    assumed = [o for o in G.options_spec if o.assumed]
    # the legend, every stand-in rule and every house rule carry the mark, in words
    assert page.count(tag) == 1 + len(standins) + len(assumed)
    assert TEXT(lang, "standin") in page
    assert ("The solo game's rules aren't published" if lang == "en" else "Die Regeln des Solospiels") in page
    for o in G.options_spec:
        assert o.label[lang] in page
    luck = next(o for o in G.options_spec if o.key == "luck_use")
    assert luck.choice_label("points-only", lang) + "." in page
    assert luck.choice_label("ignore-adjacency", lang) + "." not in page
    for raw in ("points-only", "ruleset", "provisional", ".json", "§", "P7", "[ASSUMED]", "digest"):
        assert raw not in page, raw


@pytest.mark.parametrize("lang", ["en", "de"])
def test_stand_ins_are_said_once_and_marked_small_on_the_table(lang):
    """The table carries one small mark (no words, no footer) where a stand-in decides something: the market,
    the goals, the sensei action; what it means is said once, in the new-game dialog, and "What is this?" on the
    mark says it too."""
    from pondside.app import newgame
    from pondside.games.koi import view as V
    s = G.new_game(2, 3)
    page = render(G.view(s, 0), {"legal": G.legal_actions(s), "lang": lang})
    assert page.count('class="koi-standin"') == 3, page.count('class="koi-standin"')
    assert TEXT(lang, "standin_tag") not in _html.unescape(re.sub(r"<[^>]+>", " ", page))   # no badge words
    assert 'class="koi-legend"' not in page
    setup = newgame.render_setup(G, lang, {"count": 2, "seats": [{"name": "", "kind": "human"}] * 2,
                                        "options": {}})
    assert setup.count('class="setup-note"') == 1 and TEXT(lang, "standin_note")[:40] in _html.unescape(setup)
    info = V.describe(G.view(s, 0), "standin", lang)
    assert info and TEXT(lang, "standin") in info["title"]


def test_numbers_on_the_rules_page_come_from_the_data(monkeypatch):
    """Change a number in the data and the rules page says the new one (no number is retyped in prose)."""
    from pondside.games.koi import data as D
    before = _html.unescape(rules_html("en", {}))
    kind = dict(D.RULES["goals"]["kinds"][0], tiers=[[3, 4], [5, 7], [7, 97]])
    monkeypatch.setitem(D.RULES["goals"], "kinds", [kind] + D.RULES["goals"]["kinds"][1:])   # a goal tier's points
    monkeypatch.setitem(D.RULES["scoring"], "lily", 83)                          # a water-lily's points
    monkeypatch.setitem(D.RULES["market"]["slot_bonus"][0], "coins", -71)        # space 1's price
    monkeypatch.setitem(D.RULES["storage"], "start_hexes", 61)                   # the starting storage
    monkeypatch.setattr(D, "START_COINS", 59)                                    # a confirmed number too
    page = _html.unescape(rules_html("en", {}))
    for text in ("→ 97 points", "each water-lily 83 points", "1: pay 71 coins", "Storage: 61 hexes",
                 "59 coins and 1 luck token"):
        assert text in page and text not in before, text


def _breeder_state():
    """The Breeder activated with a medium koi in the pond and a large one in storage."""
    s = G.new_game(2, 3)
    p = s["ps"][0]
    p["pond"] = {"0,0": "spring", "1,0": "water", "2,0": "water", "1,1": "water", "0,1": "water", "2,-1": "water",
                 "2,1": "water", "3,0": "water"}
    p["store"] = {"water": 0, "shore": 0, "foliage": 0, "S": 0, "M": 1, "L": 1}
    p["helpers"]["breeder"] = 1
    p["koi"] = [{"id": 1, "size": "M", "hexes": ["1,0", "2,-1"]}]
    p["next_koi"] = 2
    s["koi_supply"]["M"] -= 1
    return G.apply(G.apply(s, {"t": "work"}), {"t": "helper", "h": "breeder"})


def test_large_koi_and_koi_moves_reachable_through_anchor_clicks():
    s = G.new_game(2, 3)
    p = s["ps"][0]
    p["pond"] = {"0,0": "spring", "1,0": "water", "2,0": "water", "1,1": "water", "0,1": "water", "2,-1": "water",
                 "2,1": "water", "3,0": "water"}
    p["store"] = {"water": 0, "shore": 0, "foliage": 0, "S": 0, "M": 1, "L": 1}
    p["helpers"]["breeder"] = 1
    p["koi"] = [{"id": 1, "size": "M", "hexes": ["1,0", "2,-1"]}]
    p["next_koi"] = 2
    s["koi_supply"]["M"] -= 1
    s = G.apply(s, {"t": "work"})
    s = G.apply(s, {"t": "helper", "h": "breeder"})
    legal = G.legal_actions(s)
    assert any(a["t"] == "move" for a in legal) and any(a.get("item") == "L" for a in legal)
    reach = reachable_actions(s, 0, depth=4)
    assert [a for a in legal if a not in reach] == []


def test_log_lines_in_both_languages():
    s = G.new_game(["Ann", "Ben"], 3)
    a = {"t": "take", "slot": 2}
    en, de = G.log_line(s, a, "en"), G.log_line(s, a, "de")
    assert en.startswith("Ann: takes ") and "space 3" in en
    assert de.startswith("Ann: nimmt ") and "Feld 3" in de
    assert G.reveals(s, a, G.apply(s, a)), "a revealed market card cannot be taken back"
    w = G.apply(s, {"t": "work"})
    assert not G.reveals(s, {"t": "work"}, w)


def test_render_caches_give_the_uncached_output_and_stay_bounded():
    """Hexagon outlines, icons and pond tiles are cached: a render with warm caches equals one with
    every cache emptied, over seeded games and selections, and the caches stay bounded."""
    from pondside.games.koi import draw, view as V
    cached = draw.CACHED + V.CACHED
    checked = 0
    for s in random_states(n_games=2, every=2):
        seat = G.to_move(s)
        if seat is None:
            continue
        view = G.view(s, seat)
        legal = G.legal_actions(s)
        for sel in ({}, {"item": "S"}, {"item": "water"}):
            ctx = {"lang": "de" if checked % 2 else "en", "seat": seat, "legal": legal, "sel": sel, "compact": False}
            warm = render(view, ctx)
            if checked % 3 == 0:
                for f in cached:
                    f.cache_clear()
                assert render(view, ctx) == warm
            checked += 1
    assert checked > 60
    for f in cached:
        info = f.cache_info()
        assert info.maxsize is not None and info.currsize <= info.maxsize


def test_on_a_phone_every_pond_fits_with_hexes_of_44_px():
    """Computer players build long snakes of water (up to 14 hexes across): a phone draws such a pond turned a
    quarter, so that on every placement screen of seeded games the pond is no wider than a 360 px phone shows
    at one SVG unit per pixel (a hex's target is 43.6 units across); a pond turns only when it has to, so at
    most once or twice a game."""
    from pondside.games.koi import bots, view as V
    widest = 0
    for seed in range(4):
        s = G.new_game(2 + seed % 3, seed)
        rng = Rng(seed)
        last, flips = {}, {}
        while not G.is_over(s):
            seat = s["to_move"]
            if s["phase"] in ("sensei", "helper", "rain"):
                ctx = {"lang": "en", "compact": True, "legal": G.legal_actions(s), "sel": {}}
                svg, _ = V.pond_svg(G.view(s, seat), seat, ctx, True)
                w = float(re.search(r'viewBox="[-\d.]+ [-\d.]+ ([\d.]+)', svg).group(1))
                widest = max(widest, w)
                assert w <= V.PHONE_WIDTH, (seed, s["turn"], w)
                turned = "-flat" in svg
                if seat in last and last[seat] != turned:
                    flips[seat] = flips.get(seat, 0) + 1
                last[seat] = turned
            s = G.apply(s, bots.BOTS["greedy"](G, G.view(s, seat), G.legal_actions(s), rng))
        assert all(n <= 2 for n in flips.values()), flips
    assert widest > 8 * 26, "the games never grew a wide pond: the test proves nothing"


def _outside_a_basic_font(text):
    """Characters a device's fonts may lack: anything beyond Latin-1, general punctuation, the arrow and the
    minus sign (emoji, dingbats, geometric shapes, stars and check marks, media symbols)."""
    return sorted({ch for ch in text if ord(ch) > 0xFF and not 0x2000 <= ord(ch) <= 0x206F
                   and ch not in "→−€"} | {ch for ch in text if ch in "¤"})


def test_symbols_are_drawn_not_font_glyphs():
    """Every symbol of the KOI screen (coins, luck, points, checks, the turn marker, the marks in the pond's
    targets) is inline SVG: no visible text or name on any screen of seeded games relies on a glyph outside a
    basic font (the old view used ¤ ☘ ★ ✓ ▶ ◎ ≈ ∴ ♣ ▲ ● ×)."""
    assert _outside_a_basic_font("¤ 2 ☘ 1 ★ 3 ✓ ▶") and not _outside_a_basic_font("3+ → 4 points – ½ hex „Träger“")
    seen = 0
    for s in random_states(n_games=1, every=4):
        seat = G.to_move(s) if G.to_move(s) is not None else 0
        for lang in ("en", "de"):
            for compact in (False, True):
                html = render(G.view(s, seat), {"lang": lang, "seat": seat, "legal": G.legal_actions(s),
                                                "sel": {}, "compact": compact})
                text = _html.unescape(re.sub(r"<[^>]+>", " ", html)) + " ".join(
                    _html.unescape(v) for v in re.findall(r'(?:aria-label|title)="([^"]*)"', html))
                assert not _outside_a_basic_font(text), (s["phase"], _outside_a_basic_font(text))
                seen += 1
    for lang in ("en", "de"):
        assert not _outside_a_basic_font(_html.unescape(re.sub(r"<[^>]+>", " ", rules_html(lang, {}))))
    assert seen > 40


def test_no_two_targets_share_a_hex():
    """Tap areas never overlap: on every screen (every selection reachable) each pond hex is under at most one
    target (a tile's or koi's destination, an upgrade, a koi to move), the koi being moved is no target."""
    hexes_of = re.compile(r'<g class="koi-target[^"]*" role="button"[^>]*>(.*?)</g>', re.S)
    pts = re.compile(r'points="([^"]+)"')
    checked = targets = 0
    for s in [_breeder_state()] + list(random_states(n_games=2, every=1)):
        seat = G.to_move(s)
        if seat is None or s["phase"] not in ("helper", "sensei", "rain"):
            continue
        view = G.view(s, seat)
        legal = G.legal_actions(s)
        sels = [{}] + [{"koi": a["koi"]} for a in legal if a["t"] == "move"][:3] + \
            [{"item": a["item"]} for a in legal if a["t"] == "place"][:3]
        for sel in sels:
            html = render(view, {"lang": "en", "seat": seat, "legal": legal, "sel": sel, "compact": False})
            pond = html[html.index('class="koi-pond-svg"'):]
            pond = pond[:pond.index("</svg>")]
            centres = []
            for body in hexes_of.findall(pond):
                for p in pts.findall(body):
                    xy = [tuple(map(float, q.split(","))) for q in p.split()]
                    centres.append((round(sum(x for x, _ in xy) / 6), round(sum(y for _, y in xy) / 6)))
            assert len(centres) == len(set(centres)), (s["phase"], sel, sorted(c for c in centres if centres.count(c) > 1))
            checked += 1
            targets += len(centres)
    assert checked > 30 and targets > 300
