import html
import json
import re

import pytest

from support.koikoi import GAME, play, rig
from pondside import Rng
from pondside.games.koikoi.bots import choose_heuristic
from pondside.games.koikoi.draw import MARKS, card_svg
from pondside.games.koikoi.cards import CARDS, CATEGORY, KIND, MONTH
from pondside.games.koikoi.options import OPTIONS
from pondside.games.koikoi.view import render, rules_html

ACT = re.compile(r'data-act="([^"]*)"')
SEL = re.compile(r'data-sel="([^"]*)"')


def _ctx(st, seat, lang="en", sel=None):
    legal = GAME.legal_actions(st) if st["to_move"] == seat else []
    return {"lang": lang, "seat": seat, "legal": legal, "sel": sel or {}, "compact": False}


def _render(st, seat, lang="en", sel=None):
    return render(GAME.view(st, seat), _ctx(st, seat, lang, sel))


def _acts(h):
    return [json.loads(html.unescape(m)) for m in ACT.findall(h)]


def _check_clickables(h):
    for tag in re.findall(r'<(?:div|g|button)[^>]*data-(?:act|sel)=[^>]*>', h):
        assert "aria-label=" in tag, tag
        assert tag.startswith("<button") or ('role="button"' in tag and 'tabindex="0"' in tag), tag


def _states(seed=3, lang="en"):
    """Walk a game with the heuristic bot and yield states of every phase."""
    st = GAME.new_game(["Ann", "Ben"], seed, {"months": 3})
    rng = Rng(5)
    while True:
        yield st
        if GAME.is_over(st):
            return
        s = st["to_move"]
        st = GAME.apply(st, choose_heuristic(GAME, GAME.view(st, s), GAME.legal_actions(st), rng))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_click_is_legal_and_accessible(lang):
    phases = set()
    for st in _states(lang=lang):
        phases.add(st["phase"])
        for seat in (0, 1, None):
            h = _render(st, seat, lang)
            assert "<svg" in h and "viewBox" in h
            _check_clickables(h)
            legal = GAME.legal_actions(st) if seat is not None and st["to_move"] == seat else []
            for a in _acts(h):
                assert a in legal
    assert {"play", "koi", "summary", "over"} <= phases


def test_opponent_hand_is_backs_and_own_hand_face_up():
    st = GAME.new_game(["Ann", "Ben"], 8)
    h = _render(st, 0)
    assert h.count("kk-card kk-back") == 1 + len(st["hands"][1])       # the draw pile + the hand
    from pondside.games.koikoi.text import card_name
    for c in st["hands"][0]:
        assert html.escape(card_name(c, "en")) in h
    # playable hand cards are marked by a drawn symbol, not only by colour
    n_playable = len({a["card"] for a in GAME.legal_actions(st)}) if st["to_move"] == 0 else 0
    assert h.count('<span class="kk-mark" aria-hidden="true"><svg class="kk-icon kk-icon-play"') == n_playable


def test_two_matches_ask_which_via_sel_then_act():
    st = rig(hands=[["1-1", "5-3"], ["6-3", "7-3"]], table=["1-3", "1-4", "8-3"], draws=["12-2"])
    h = _render(st, 0)
    sels = [json.loads(html.unescape(m)) for m in SEL.findall(h)]
    assert {"card": "1-1"} in sels
    assert not any(a.get("card") == "1-1" for a in _acts(h))
    h2 = _render(st, 0, sel={"card": "1-1"})
    acts = _acts(h2)
    assert {"t": "play", "card": "1-1", "take": "1-3"} in acts
    assert {"t": "play", "card": "1-1", "take": "1-4"} in acts
    assert {"card": None} in [json.loads(html.unescape(m)) for m in SEL.findall(h2)]


def test_draw_choice_offers_the_two_table_cards():
    st = rig(hands=[["2-3", "5-3"], ["6-3", "7-3"]], table=["4-3", "4-4", "8-3"], draws=["4-1"])
    st = play(st, {"t": "play", "card": "2-3"})
    acts = _acts(_render(st, 0))
    assert sorted(a["card"] for a in acts) == ["4-3", "4-4"]
    assert _acts(_render(st, 1)) == []


def test_koi_dialog_shows_yaku_and_stop_value():
    st = rig(hands=[["3-3", "5-3", "5-4"], ["6-3", "7-3", "7-4"]], table=["3-2", "8-3"],
             draws=["12-2", "12-3", "12-4"], piles=[["1-2", "2-2"], []], mult_base=2)
    st = play(st, {"t": "play", "card": "3-3"})
    h = _render(st, 0)
    assert "Akatan" in h and "5 × 2 = 10" in h and "+10" in h
    assert {"t": "stop"} in _acts(h) and {"t": "koi"} in _acts(h)
    hd = _render(st, 0, "de")
    assert "Werten" in hd and "Koi" in hd
    # the opponent only sees that a decision is pending
    assert _acts(_render(st, 1)) == [] and "Ann" in _render(st, 1)


def test_progress_chips_and_round_summary():
    st = rig(hands=[["3-3", "5-3", "5-4"], ["6-3", "7-3", "7-4"]], table=["3-2", "8-3"],
             draws=["12-2", "12-3", "12-4"], piles=[["1-2", "6-2"], []], mult_base=1)
    h = _render(st, 0)
    assert "Akatan 1/3" in h and "Aotan 1/3" in h
    st = play(st, {"t": "play", "card": "3-3"})
    h = _render(st, 1)
    assert "Akatan 2/3" in h and "Aotan 1/3" in h and "Tanzaku 3/5" in h


def test_round_and_game_summary_visible():
    last = None
    for st in _states(seed=4):
        if st["phase"] == "summary":
            h = _render(st, 0)
            assert "End of month" in h
            nxt = [a for a in _acts(_render(st, st["to_move"]))]
            assert nxt == [{"t": "next"}]
        last = st
    h = _render(last, 0)
    # the shell shows the one "Game over" heading, the winner and the scores; the view keeps its table of
    # the months: who won each and for how many points
    assert "Game over" not in h and "kk-final" in h
    final = h[h.index("kk-final"):]
    for m in last["history"]:
        who = "–" if m["winner"] is None else last["players"][m["winner"]]["name"]
        assert f'<tr><td>{m["month"]}</td><td>{who}</td><td class="kk-num">{m["transfer"]}</td></tr>' in final
    hd = _render(last, 1, "de")
    assert "Spielende" not in hd and "Die Monate dieser Partie" in hd


def test_names_are_escaped():
    st = GAME.new_game(["<script>x</script>", "Ben"], 1)
    h = _render(st, 1)
    assert "<script>" not in h and "&lt;script&gt;" in h


@pytest.mark.parametrize("card", CARDS)
def test_cards_carry_month_and_category_as_text(card):
    """Colour is never the only signal: every face shows its month's number and short name, its word and
    its category's drawn mark (in its design's symbol: ``_symbol``), and names the card in its title."""
    import xml.etree.ElementTree as ET
    from pondside.games.koikoi.draw import _face_word, art_id
    from pondside.games.koikoi.text import TEXT, card_name
    for lang in ("en", "de"):
        svg = card_svg(card, lang)
        words = [t.text for t in ET.fromstring(svg).iter() if t.tag.endswith("}text")]
        assert words == [str(MONTH[card]), TEXT(lang, "month_short")[MONTH[card]], _face_word(card, lang)]
        marks = [el.get("d") for el in _symbol(art_id(card)).iter() if el.tag.endswith("}path")]
        assert MARKS[CATEGORY[card]] in marks and not any(MARKS[c] in marks for c in MARKS if c != CATEGORY[card])
        assert 'viewBox="0 0 60 92"' in svg and f"<title>{html.escape(card_name(card, lang))}</title>" in svg


@pytest.mark.parametrize("lang", ["en", "de"])
def test_rules_page_lists_the_options_with_values_in_player_words(lang):
    opts = {"months": 12, "scoring": "hard"}
    page = rules_html(lang, opts)
    full = GAME.check_options(opts)
    shown = [o for o in OPTIONS if o.applies(full, 2)]
    assert {o.key for o in OPTIONS} - {o.key for o in shown} == {"bright_mult", "koi_mult", "rain_trigger"}
    for o in shown:     # each with its help (what the rules say, what we chose, what the other choice does)
        assert html.escape(o.label[lang]) in page and html.escape(o.help[lang]) in page
    house = page.split('class="kk-house"')[1]
    assert house.count("<li>") == sum(1 for o in shown if o.assumed)
    for o in OPTIONS:   # every open point is a house rule; every choice in words, never its id
        assert (o.group == "house") == o.assumed
        for c in o.choices or ():
            label = o.choice_label(c, lang)
            assert label and label != str(c) and "_" not in label, (o.key, c, label)
    assert html.escape(OPTIONS[0].choice_label(12, lang)) in page
    assert html.escape(next(o for o in OPTIONS if o.key == "scoring").choice_label("hard", lang)) in page
    assert "<code>" not in page and "[ASSUMED]" not in page and "§" not in page


def test_last_month_stays_visible_in_the_next_month():
    seen = False
    for st in _states(seed=6):
        if st["phase"] == "play" and st["month"] > 1:
            h = _render(st, 0)
            assert "kk-prev" in h and "Last month" in h
            assert "Letzter Monat" in _render(st, 1, "de")
            seen = True
            break
    assert seen


def test_card_drawings_are_cached_and_the_cache_is_bounded():
    """card_svg is cached (pure in its arguments): a cached drawing equals a fresh one for every card,
    language and note, and the cache stays bounded."""
    from pondside.games.koikoi import draw
    args = [(c, lang, cls, note) for c in CARDS for lang in ("en", "de")
            for cls, note in (("kk-card", None), ("kk-card", "on the table"))]
    warm = [draw.card_svg(*a) for a in args]
    draw.card_svg.cache_clear()
    assert [draw.card_svg.__wrapped__(*a) for a in args] == warm
    assert [draw.card_svg(*a) for a in args] == warm
    info = draw.card_svg.cache_info()
    assert info.maxsize is not None and info.currsize <= info.maxsize



def _symbol(key):
    """The ``<symbol>`` of id ``key`` in the game's sprites (``assets.game_sprites``), parsed."""
    import xml.etree.ElementTree as ET
    from pondside.app import assets
    doc = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{assets.game_sprites("koikoi")}</svg>')
    found = [el for el in doc if el.get("id") == key]
    assert len(found) == 1 and found[0].tag.endswith("}symbol"), key
    return found[0]


@pytest.mark.parametrize("card", CARDS)
def test_a_card_is_its_designs_symbol_and_its_words(card):
    """A card's shapes (its writing and marks drawn) are one ``<symbol>`` per design, kept once in the page
    (``view.sprites`` -> ``assets.game_sprites``) and shown with a ``<use>``, so a card carries only its
    title, that ``<use>`` and its three words.  It was a ``data:`` SVG image (a CSS background), which
    Chromium builds as a document of its own the first time it is shown and in every frame that shows it
    (~150 ms of the click to the first board, phone profile).  The words keep their look (no page style
    reaches them: font, weight and style written out)."""
    import xml.etree.ElementTree as ET
    from pondside.games.koikoi.draw import _art, art_id
    svg = card_svg(card, "en")
    assert re.findall(r"<(\w+)", svg) == ["svg", "title", "use", "g", "text", "text", "text"]
    assert f'<use href="#{art_id(card)}"/>' in svg and not any(c in svg for c in CARDS)
    sym = _symbol(art_id(card))
    assert sym.get("viewBox") == "0 0 60 92"
    shapes = [el.tag.split("}")[1] for el in sym.iter()][1:]
    assert shapes == re.findall(r"<(\w+)", _art(card)) and "text" not in shapes
    group = next(el for el in ET.fromstring(svg).iter() if el.tag.endswith("}g"))
    assert "system-ui" in group.get("font-family") and group.get("font-weight") == "400"
    assert group.get("font-style") == "normal"
    for other in CARDS:    # every card of a design shares its symbol, in both languages
        assert (art_id(other) == art_id(card)) == (MONTH[other] == MONTH[card] and KIND[other] == KIND[card])
    assert art_id(card) in card_svg(card, "de")


def test_the_back_is_its_symbol_alone():
    from pondside.games.koikoi.draw import _BACK, back_svg
    svg = back_svg("Deck: 24")
    assert re.findall(r"<(\w+)", svg) == ["svg", "title", "use"] and '<use href="#kk-a-back"/>' in svg
    assert [el.tag.split("}")[1] for el in _symbol("kk-a-back").iter()][1:] == re.findall(r"<(\w+)", _BACK)


def test_the_sprites_hold_each_design_once_and_no_image_is_left():
    """The sprites hold one symbol per design (a month's plain chaff share one) and the back, each id once;
    the game has no generated CSS and no images left for the page to build beforehand."""
    from pondside.app import assets
    from pondside.games.koikoi.draw import art_id
    sprites = assets.game_sprites("koikoi")
    ids = re.findall(r'<symbol id="([^"]+)"', sprites)
    assert len(ids) == len(set(ids)) == len({art_id(c) for c in CARDS}) + 1
    assert set(ids) == {art_id(c) for c in CARDS} | {"kk-a-back"}
    assert "<text" not in sprites and "data:" not in sprites
    assert assets.game_defs("koikoi") == "" and assets.game_art("koikoi", "en") == assets.game_art("koikoi", "de") == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rules_page_formats_its_numbers_from_the_data(monkeypatch, lang):
    """Numbers of the rules live in data.py: changed there, they change on the rules page (never retyped)."""
    import copy
    from pondside.games.koikoi import data

    def count(page, n):
        return len(re.findall(rf"(?<![\d-]){n}(?![\d-])", page))

    opts = {"scoring": "hard"}
    new = {"START_POINTS": 73, "HAND_SIZE": 61, "INSTANT_POINTS": 67, "HARD_DOUBLE_AT": 59}
    before = rules_html(lang, opts)
    assert all(count(before, v) == 0 for v in (*new.values(), 83, 89, 97))
    for k, v in new.items():
        monkeypatch.setattr(data, k, v)
    sets = copy.deepcopy(data.YAKU_SETS)
    sets["bga"].update(goko=83, kasu_min=89, akatan=97)
    monkeypatch.setattr(data, "YAKU_SETS", sets)
    after = rules_html(lang, opts)
    for v in (73, 61, 67, 83, 89):
        assert count(after, v) >= 1, v
    assert count(after, 59) >= 2          # the scoring section and the scoring option's help
    assert count(after, 97) >= 2          # the yaku table and the yaku points option's help
    assert count(after, 48 - 2 * 61 - data.TABLE_SIZE) == 1     # the draw pile follows: 48 - 2 × hand - table


# a basic font (Latin, Latin-1 and the punctuation every system font has): anything else in a control or on
# a card must be drawn (issue 24: ▲ ✓ ◉ ☂ and Japanese showed as empty boxes on some devices)
BASIC = set(range(0x20, 0x7F)) | set(range(0xA0, 0x180)) | {0x2013, 0x2014, 0x2019, 0x201C, 0x201D, 0x201E,
                                                           0x2026, 0x2212, 0x0101, 0x014D, 0x016B}


def _outside_basic(text):
    return sorted({ch for ch in text if ord(ch) not in BASIC and not ch.isspace()})


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_symbol_relies_on_a_font(lang):
    """Every symbol of the board, its controls, the rules page and the cards is inline SVG: the text a page
    shows (and the words of every card) holds only characters of a basic font."""
    from support.koikoi import readable
    for st in _states(seed=5, lang=lang):
        for seat in (0, 1):
            legal = GAME.legal_actions(st) if st["to_move"] == seat else []
            sels = [{}] + [{"card": a["card"]} for a in legal if a.get("t") == "play" and "take" in a][:1]
            for sel in sels:
                page = render(GAME.view(st, seat), {"lang": lang, "seat": seat, "legal": legal, "sel": sel,
                                                    "compact": True, "changed": set()})
                assert not _outside_basic(readable(page)), _outside_basic(readable(page))
                icons = re.findall(r'<svg class="kk-icon[^>]*>', page)
                # sized in the markup: a page without the game's stylesheet draws them small as well
                assert icons and all('width="1em" height="1em"' in i for i in icons)
    rules = rules_html(lang, {})
    assert not _outside_basic(readable(rules))
    assert all('width="1em" height="1em"' in i for i in re.findall(r"<svg[^>]*>", rules))
    faces = "".join(card_svg(c, lang) for c in CARDS)
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", faces)
    assert texts and not _outside_basic("".join(texts)), _outside_basic("".join(texts))


def test_the_font_check_finds_glyphs():
    assert _outside_basic("Koi! · +10 — Gokō") == []
    assert _outside_basic("▲ Play") == ["▲"] and _outside_basic("寿") == ["寿"] and _outside_basic("✓") == ["✓"]


def test_the_prompt_and_the_hand_come_right_after_the_table():
    """Issue 22: on a phone the page is one column in the markup's order, so what the player reads and taps
    (the prompt, a decision, the hand) follows the table at once; the last month's line and the capture
    piles come after it."""
    seen = set()
    for st in (st for seed in (3, 4, 6) for st in _states(seed=seed)):
        if st["to_move"] != 0 or st["phase"] not in ("play", "koi"):
            continue
        h = _render(st, 0)
        order = [h.index(k) for k in ('class="kk-opp"', 'class="kk-table"', 'class="kk-act"')]
        order.append(h.index('class="kk-status"' if st["phase"] == "play" else 'class="kk-dialog kk-koi-q"'))
        order += [h.index('class="kk-hand"'), h.index('class="kk-side"')]
        assert order == sorted(order), (st["phase"], order)
        if 'class="kk-prev"' in h:
            assert h.index('class="kk-hand"') < h.index('class="kk-prev"') < h.index('class="kk-side"')
            seen.add("prev")
        seen.add(st["phase"])
    assert seen == {"play", "koi", "prev"}
