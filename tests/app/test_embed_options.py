"""An embed's options (docs/wiki.md): `lang=`, `readonly=1`, `step=<i>`, `explain=1`, in the pure session; and an
embed never touching the visitor's own saves."""
import json
import re

import pytest

from pondside import Rng, games
from pondside.app import records
from pondside.app.session import KEY_SETTINGS, MemoryStore, Session, parse_hash, save_key  # noqa: F401
from support.session import Clock, clicks  # noqa: F401



def session(hash_, store=None, **kw):
    # as the browser layer builds it: the query and the hash, one parameter list
    return Session(store, parse_hash(hash_), clock=Clock(), **kw)


def played(name, moves=None, players=None, seed=3):
    """A game of ``name`` played at random (to its end when ``moves`` is None), every seat a person."""
    g = games.get(name)
    n = max(g.min_players, min(2, g.max_players))
    s = g.new_game(players or [{"name": f"Player {i + 1}", "kind": "human"} for i in range(n)], seed, None)
    rng = Rng(1)
    k = 0
    while not g.is_over(s) and (moves is None or k < moves):
        legal = g.legal_actions(s)
        s = g.apply(s, legal[rng.below(len(legal))])
        k += 1
    return s


# ---------------------------------------------------------------- lang=
def test_lang_sets_an_embeds_language_whatever_the_browser_speaks():
    s = session("embed=1&lang=de&new=kokonana&seed=7&n=2", nav_lang="en-GB")
    s.boot()
    assert s.screen == "game" and s.lang == "de"
    from pondside.app.text import TEXT
    link = records.encode_link(played("kokonana", 6))
    for lang in ("de", "en"):
        s = session(f"embed=1&lang={lang}&step=1&g={link}", nav_lang="en" if lang == "de" else "de")
        s.boot()
        assert TEXT(lang, "step", i=1, n=6) in s.html()
    assert TEXT("de", "step", i=1, n=6) != TEXT("en", "step", i=1, n=6)


def test_lang_is_german_and_english_exactly_where_asked():
    for asked, nav, want in (("de", "en", "de"), ("en", "de-AT", "en"), ("fr", "de", "de"), ("", "fr", "en"),
                             ("<b>", "en", "en")):
        s = session(f"embed=1&lang={asked}&new=koikoi&seed=2", nav_lang=nav)
        s.boot()
        assert s.lang == want, (asked, nav)


def test_lang_in_the_address_of_the_full_app_does_not_override_the_players_choice():
    store = MemoryStore({KEY_SETTINGS: json.dumps({"lang": "en"})})
    s = session("lang=de", store)
    s.boot()
    assert s.lang == "en"


def test_an_embeds_position_is_explained_in_its_language():
    from pondside.games.kohaku.position import encode_position
    pos = {"players": [{"name": "Ann", "pond": {"0,0": "F-SF-R-1", "0,-1": "T-BR-B2", "1,0": "S-R-B2",
                                                 "0,1": "T-RY-B2", "-1,0": "T-RW-B2"}}]}
    s = session(f"embed=1&lang=de&game=kohaku&position={encode_position(pos)}", nav_lang="en")
    s.boot()
    assert s.screen == "position"
    assert "Rote Blume: 4 angrenzende Koi mit Rot → 12" in s.html()


# ---------------------------------------------------------------- readonly=1
@pytest.mark.parametrize("name", games.names())
def test_readonly_shows_the_game_with_nothing_to_play(name):
    link = records.encode_link(played(name, 4))
    s = session(f"embed=1&readonly=1&g={link}")
    s.boot()
    html = s.html()
    assert s.screen == "game" and f'data-game-screen="{name}"' in html
    assert clicks(html, "data-act") == [], "a read-only embed offers a move"
    assert "pass-screen" not in html and s.ui["seat"] is None
    before = s.state
    legal = s.game.legal_actions(s.state)
    if legal:
        s.act(legal[0])
    assert s.state is before, "a read-only embed took a move"
    # the same embed without readonly can be played
    s2 = session(f"embed=1&g={link}")
    s2.boot()
    if legal and s2.ui.get("pass_to") is None:
        html2 = s2.html()
        # (a game whose move starts with a choice offers that choice first: more to select than to watch)
        assert clicks(html2, "data-act") or len(clicks(html2, "data-sel")) > len(clicks(html, "data-sel")), \
            "the test's game has nothing to play at all"


def test_readonly_the_computer_waits_too():
    g = games.get("kokonana")
    players = [{"name": "Ann", "kind": "computer", "bot": "easy"}, {"name": "Ben", "kind": "computer", "bot": "easy"}]
    state = g.new_game(players, 5, None)
    link = records.encode_link(state)
    s = session(f"embed=1&readonly=1&botdelay=0&g={link}")
    s.boot()
    assert s.timer is None and s.ui.get("thinking") is None
    assert len(s.state["actions"]) == 0
    s2 = session(f"embed=1&botdelay=0&g={link}")
    s2.boot()
    assert s2.timer == "think"          # without it, the computer plays on
    fired = 0
    while not s2.state["actions"] and fired < 5000:
        s2.tick()
        fired += 1
    assert s2.state["actions"], "the computer never moved"


def test_readonly_and_explain_only_mean_something_in_an_embed():
    link = records.encode_link(played("koikoi", 4))
    s = session(f"readonly=1&explain=1&g={link}")
    s.boot()
    assert not s.readonly and not s.explain
    assert "data-explain" not in s.html()


# ---------------------------------------------------------------- step=
def test_step_opens_the_replay_at_that_step_and_a_step_past_the_end_shows_the_last():
    state = played("koikoi", 12)
    link = records.encode_link(state)
    s = session(f"embed=1&readonly=1&step=5&g={link}")
    s.boot()
    assert s.ui["replay"] == 5 and 'data-replay="5"' in s.html()
    for bad in ("999", "-1", "x", ""):
        s = session(f"embed=1&step={bad}&g={link}")
        s.boot()
        assert s.ui["replay"] == len(state["actions"]), bad
    # the replay's own buttons still step in a read-only embed, and no Close (it is not the app)
    s = session(f"embed=1&readonly=1&step=5&g={link}")
    s.boot()
    html = s.html()
    steps = [d for k, d, _ in clicks(html, "data-nav") if d.get("cmd") == "replay"]
    assert {"cmd": "replay", "i": 6} in steps
    assert not [d for k, d, _ in clicks(html, "data-nav") if d.get("cmd") == "replay_close"]
    s.nav({"cmd": "replay", "i": 6})
    assert 'data-replay="6"' in s.html()


# ---------------------------------------------------------------- explain=1
@pytest.mark.parametrize("name", games.names())
def test_explain_shows_how_the_score_stands_in_words(name):
    g = games.get(name)
    over = played(name)
    s = session(f"embed=1&explain=1&lang=de&g={records.encode_link(over)}")
    s.boot()
    html = s.html()
    assert "data-explain" in html and "So steht es" in html
    for line in g.result_lines(over, "de"):
        assert records_escape(line) in html
    # at a replay step too: that step's score
    s = session(f"embed=1&explain=1&step=0&g={records.encode_link(over)}")
    s.boot()
    assert "How the score stands" in s.html()
    # and not without the option
    s = session(f"embed=1&g={records.encode_link(over)}")
    s.boot()
    assert "data-explain" not in s.html()


def records_escape(text):
    from pondside.ui.html import esc
    return esc(text)


@pytest.mark.parametrize("name", [n for n in games.names() if games.get(n).hidden_information])
def test_explain_keeps_a_hidden_information_games_secrets_until_its_end(name):
    g = games.get(name)
    mid = played(name, 6)
    assert not g.is_over(mid)
    s = session(f"embed=1&readonly=1&explain=1&g={records.encode_link(mid)}")
    s.boot()
    html = s.html()
    assert "Every point is explained once the game is over" in html
    for line in g.result_lines(mid, "en"):
        assert records_escape(line) not in html


# ---------------------------------------------------------------- the visitor's saves
def test_an_embed_with_every_option_never_touches_the_store_it_is_given():
    mine = {KEY_SETTINGS: json.dumps({"lang": "en", "current": "kokonana"}), save_key("kokonana"): "keep-me"}
    store = MemoryStore(dict(mine))
    link = records.encode_link(played("kokonana", 3))
    for hash_ in ("embed=1&lang=de&new=kokonana&seed=7&n=2", f"embed=1&lang=de&readonly=1&explain=1&step=1&g={link}",
                  f"embed=1&g={link}"):
        s = session(hash_, store)
        s.boot()
        s.html()
        legal = s.game.legal_actions(s.state)
        s.act(legal[0])
        s.nav({"cmd": "lang"})
        s.html()
        assert store.data == mine, hash_


# ---------------------------------------------------------------- the Share panel's code for a web page
def share_panel_session(name="kokonana", moves=6):
    s = session("", MemoryStore(), base_url="https://example.org/wiki/pondside/")
    s.open_game(played(name, moves), save=False)
    s.nav({"cmd": "share"})
    return s


def textarea(html, attr):
    import html as h
    import re
    m = re.search(rf'<textarea[^>]*{attr}[^>]*>(.*?)</textarea>', html, re.S)
    return h.unescape(m[1]) if m else None


def boot_embed(url):
    """Open an embed the way the page does: its query and its hash as one list of parameters."""
    import urllib.parse as up
    u = up.urlsplit(url)
    s = session(u.query + "&" + u.fragment)
    s.boot()
    return s


def test_the_share_panel_writes_a_frame_with_the_chosen_options_that_opens_that_game():
    s = share_panel_session()
    html = s.html()
    code = textarea(html, "data-share-iframe")
    assert code.startswith('<iframe src="https://example.org/wiki/pondside/?embed=1#lang=en&amp;g=')
    s.nav({"cmd": "share_opt", "k": "readonly"}, {"caption": "  The  first\nflip <b>  "})
    s.nav({"cmd": "share_opt", "k": "explain"})
    s.nav({"cmd": "lang"})
    code = textarea(s.html(), "data-share-iframe")
    import html as h
    import re
    url = h.unescape(re.search(r'src="([^"]+)"', code)[1])
    assert "readonly=1" in url and "explain=1" in url and "lang=de" in url
    e = boot_embed(url)
    assert e.embed and e.readonly and e.explain and e.lang == "de"
    assert e.caption == "The first flip <b>"
    assert e.state["actions"] == s.state["actions"]
    page = e.html()
    assert '<p class="embed-caption">The first flip &lt;b&gt;</p>' in page
    # the copy button copies exactly that code
    s.nav({"cmd": "copy_embed"}, {"caption": "The first flip <b>"})
    assert ("copy", textarea(s.html(), "data-share-iframe")) in s.take_effects()


def test_a_share_at_a_replay_step_opens_at_that_step():
    s = share_panel_session("koikoi", 10)
    s.nav({"cmd": "share"})                         # closed again, then the replay
    s.nav({"cmd": "replay_open"})
    s.nav({"cmd": "replay", "i": 4})
    s.nav({"cmd": "share"})
    html = s.html()
    assert 'data-share-url' in html and "#step=4&amp;g=" in html
    assert "move 4" in html
    link = s.share_url()
    t = session(link.split("#", 1)[1])
    t.boot()
    assert t.ui["replay"] == 4
    import html as h
    import re
    url = h.unescape(re.search(r'src="([^"]+)"', textarea(html, "data-share-iframe"))[1])
    assert boot_embed(url).ui["replay"] == 4


def test_the_picture_is_offered_for_every_game():
    """A board that is one SVG element of the screen is copied by the page; Koi-Koi's view draws its own."""
    import xml.etree.ElementTree as ET

    from pondside.app import shell
    for name in games.names():
        s = share_panel_session(name, 4)
        s.nav({"cmd": "picture"}, {"caption": "Look"})
        fx = s.take_effects()
        code = f'<figure><img src="pondside-{name}.svg" alt="Look" style="max-width:100%"><figcaption>Look</figcaption></figure>'
        assert textarea(s.html(), "data-share-img") == code
        if name in shell.BOARD_SVG:
            assert [e for e in fx if e[0] == "picture"] == [
                ("picture", shell.BOARD_SVG[name], f"pondside-{name}.svg", "Look", shell.loc(s.game.title, "en"))]
            continue
        (_, filename, svg, mime), = [e for e in fx if e[0] == "download"]
        assert filename == f"pondside-{name}.svg" and mime == "image/svg+xml"
        root = ET.fromstring(svg)
        ns = "{http://www.w3.org/2000/svg}"
        assert root.find(ns + "title").text == "Look" and [t.text for t in root.iter(ns + "text")][-1] == "Look"
        view = s.game.view(s.state, s.viewer())
        titles = [t.text for t in root.iter(ns + "title")]
        from pondside.games.koikoi.text import card_name
        for c in view["table"] + view["piles"][0] + view["piles"][1] + (view.get("hand") or []):
            assert card_name(c, "en") in titles, c            # every card the view shows, drawn
        other = 1 - (view.get("seat") or 0)
        assert titles.count(None) == view["hand_counts"][other], "the other hand as backs: no secret in the file"
        assert "class=" not in svg and "data-" not in svg


def test_an_embeds_caption_is_one_bounded_line_shown_escaped():
    s = session("embed=1&new=kokonana&seed=1&caption=" + "%3Cscript%3E" + "x" * 500)
    s.boot()
    assert s.caption.startswith("<script>") and len(s.caption) == 120
    assert "<script>" not in s.html() and "&lt;script&gt;" in s.html()
    assert session("new=kokonana&caption=hello").caption == ""          # only an embed shows one


# ---------------------------------------------------------------- one runtime draws for the page's embeds
@pytest.mark.parametrize("address", [
    "embed=1&new=kokonana&seed=7&n=2",
    "embed=1&new=koikoi&seed=3&lang=de",
    "embed=1&new=kohaku&seed=1&readonly=1&explain=1&caption=Red%20koi",
    "embed=1&new=bigpond&seed=4&n=2",
    "embed=1&new=koi&seed=2&n=2",
])
@pytest.mark.parametrize("width", [390, 600])
def test_a_preview_is_the_screen_the_embed_itself_shows_first(address, width):
    """static/embeds.js shows what session.embed_preview draws until the frame's own runtime is up: it must be
    the very screen that runtime's first render draws (same markup), in the embed's language, with the game's
    stylesheet and shapes, so that nothing changes when the frame wakes."""
    from pondside.app import assets
    from pondside.app.session import embed_preview
    out = embed_preview(address, "en-GB", width)
    s = session(address, nav_lang="en-GB")
    s.set_compact(width < 760)
    s.boot()
    # the same markup, but each data: SVG image drawn inline (no SVG document of its own in the other frame)
    assert out["html"] == assets.inline_images(s.html())
    assert "data:image/svg+xml" not in out["html"] + out["sprites"]
    assert out["screen"] == "game" and out["game"] == s.game.name and out["lang"] == s.lang
    assert f'data-game-screen="{s.game.name}"' in out["html"]
    assert out["css"] == assets.game_css(s.game.name) + assets.game_defs(s.game.name)
    # of the game's shapes, those the board refers to: every reference finds its shape, and no more is sent
    refs = set(re.findall(r"""(?:href=["']#|url\(#)([\w-]+)""", out["html"] + out["sprites"] + out["css"]))
    ids = set(re.findall(r"""\bid=["']([^"']+)""", out["html"] + out["sprites"]))
    assert refs <= ids, refs - ids
    every = assets.inline_images(assets.game_sprites(s.game.name))
    assert len(out["sprites"]) <= len(every)
    for ident in re.findall(r'<[a-zA-Z]+ id="([^"]+)"', out["sprites"]):
        assert ident in refs, f"{ident}: a shape the board does not use"
    assert out["words"]["wake"] == ("Zum Spielen tippen" if s.lang == "de" else "Tap to play")
    json.dumps(out)                                   # it crosses to the other frame as JSON data


def test_a_data_svg_image_is_drawn_inline_in_place_with_its_own_ids():
    from pondside.app import assets
    from pondside.ui.html import data_url
    art = ('<clipPath id="c"><rect width="10" height="10"/></clipPath>'
           '<circle r="5" clip-path="url(#c)" fill="#f00"/><text>A &amp; B</text>')
    url = data_url(art, 64, 64, scalable=True)
    markup = (f'<svg><image x="3" y="4" width="32" height="32" href="{url}"/>'
              f'<image width="16" height="16" class="k" href="{url}"/><image href="#not-data"/></svg>')
    out = assets.inline_images(markup)
    assert "data:" not in out and out.count("<svg ") == 2
    assert '<svg x="3" y="4" width="32" height="32" viewBox="0 0 64 64" overflow="hidden">' in out
    assert '<g class="k"><svg width="16" height="16" viewBox="0 0 64 64" overflow="hidden">' in out
    # each copy's ids are its own, and its references follow them
    assert "id='pv1-c'" in out and "url(#pv1-c)" in out and "id='pv2-c'" in out and "url(#pv2-c)" in out
    assert "fill='#f00'" in out and "A &amp; B" in out and '<image href="#not-data"/>' in out
    assert assets.inline_images("<p>no images</p>") == "<p>no images</p>"


def test_the_shapes_used_are_those_referred_to_and_those_they_refer_to():
    from pondside.app import assets
    sprites = ('<symbol id="a" viewBox="0 0 1 1"><use href="#b"/></symbol><symbol id="b"><rect/></symbol>'
               '<symbol id="c"><rect/></symbol><pattern id="p"><path d="M0 0"/></pattern><linearGradient id="g">'
               '<stop offset="0"/></linearGradient><defs><rect/></defs>')
    out = assets.sprites_used(sprites, '<use href="#a"/>', '.x { fill: url(#p) }')
    assert out == ('<symbol id="a" viewBox="0 0 1 1"><use href="#b"/></symbol><symbol id="b"><rect/></symbol>'
                   '<pattern id="p"><path d="M0 0"/></pattern><defs><rect/></defs>')
    assert assets.sprites_used(sprites) == "<defs><rect/></defs>"


def test_a_preview_draws_a_link_s_replay_step_and_refuses_what_is_not_an_embed():
    from pondside.app.session import embed_preview
    link = records.encode_link(played("kokonana", 6))
    out = embed_preview(f"embed=1&readonly=1&step=2&g={link}", "de-DE", 600)
    assert out["lang"] == "de" and "data-game-screen" in out["html"]
    assert out["html"] == (lambda s: (s.set_compact(True), s.boot(), s.html())[2])(   # (600 px: a phone's layout)
        session(f"embed=1&readonly=1&step=2&g={link}", nav_lang="de-DE"))
    with pytest.raises(ValueError):
        embed_preview("new=kokonana&seed=7", "en", 600)    # the full app is never drawn for another frame
    bad = embed_preview("embed=1&g=not-a-link", "en", 600)  # a broken link: the screen says so, as it would
    assert bad["screen"] == "home" and bad["game"] is None and bad["css"] == ""
