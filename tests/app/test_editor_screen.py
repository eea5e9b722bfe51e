"""The position editor's screen (issue 25, point 1; docs/editor.md): reached from the home shelf and from any
game ("Edit from here"); a tap on a place and a tap on a piece change the position, the rules are checked after
every tap and a broken one is named with its line, "Play from here" starts that position, and its link sets
up the same game."""
import html as htmllib
import re

import pytest
from support.session import Clock

from pondside import Rng, games
from pondside.app.session import Session, parse_hash


def session(hash_=""):
    s = Session(None, parse_hash(hash_), clock=Clock(), base_url="https://wiki.example/pondside/")
    s.boot()
    return s


def navs(html, cmd):
    """The data-nav payloads of the page's controls with ``cmd``, as dicts."""
    import json
    out = []
    for m in re.finditer(r'data-nav="([^"]*)"', html):
        d = json.loads(htmllib.unescape(m.group(1)))
        if d.get("cmd") == cmd or d.get("to") == cmd:
            out.append(d)
    return out


def played(name, moves, seed=5):
    g = games.get(name)
    s = g.new_game([{"name": n, "kind": "human"} for n in ("Ann", "Ben")], seed, None)
    rng = Rng(seed)
    can = getattr(games.module(name, "position"), "can_write", lambda x: True)
    for _ in range(moves):
        if g.is_over(s):
            break
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    while not can(s):
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    return s


@pytest.mark.parametrize("name", games.names())
def test_the_shelf_opens_the_editor_and_a_tap_puts_a_piece(name):
    s = session()
    home = s.html()
    assert {"to": "editor", "game": name} in navs(home, "editor")
    s.nav({"to": "editor", "game": name})
    assert s.screen == "editor"
    page = s.html()
    assert 'id="editor-form"' in page and "data-ed-ok" in page, "a fresh deal keeps every rule"
    text0 = s.editor["text"]
    # tap a place (an empty one where there is one), then a piece its palette offers other than what is there
    mod = games.module(name, "editor")
    zones = mod.zones(s.editor["data"], "en")
    pairs = [(z, x) for z in zones for x in z["slots"]]
    zone, slot = next(((z, x) for z, x in pairs if x["piece"] is None), pairs[0])
    s.nav({"cmd": "ed_slot", "p": slot["place"]})
    page = s.html()
    assert "ed-palette" in page and navs(page, "ed_put")
    assert ' style="' not in page.split('class="ed-board"')[0], "the page's policy allows no style attribute"
    for piece in [p for p in zone["pieces"] if p != slot["piece"]][:4]:
        if s.editor["sel"] != slot["place"]:       # (a row's next empty place is chosen after a put)
            s.nav({"cmd": "ed_slot", "p": slot["place"]})
        s.nav({"cmd": "ed_put", "piece": piece})
        if s.editor["text"] != text0:      # (KOI: the spring put beside itself is the same pond)
            break
    assert s.editor["text"] != text0, "the text follows the tap"
    page = s.html()
    assert ("data-ed-ok" in page) != ("data-ed-error" in page), "the rules answer, one way or the other"
    if "data-ed-error" in page:
        assert re.search(r"line \d+", page), "a broken rule names its line"
        assert re.search(r'"cmd":"ed_play"[^>]*disabled', htmllib.unescape(page)), "no play from a broken one"


@pytest.mark.parametrize("name", games.names())
def test_edit_from_here_plays_from_here_and_gives_a_link(name):
    g = games.get(name)
    state = played(name, 8)
    s = session()
    s.open_game(state, save=False)
    assert navs(s.html(), "edit_here"), "the game offers Edit from here"
    s.nav({"cmd": "edit_here"})
    assert s.screen == "editor" and s.editor["error"] is None
    assert s.editor["text"] == games.module(name, "position").write(g.position_of(state))
    shown = re.search(r'value="([^"]*)" data-ed-link', s.html())
    assert shown and htmllib.unescape(shown.group(1)).startswith(f"https://wiki.example/pondside/#game={name}&position=")
    s.nav({"cmd": "ed_play"})
    assert s.screen == "game" and s.link_game
    assert g.position_of(s.state) == g.position_of(state)
    assert g.legal_actions(s.state) == g.legal_actions(state)
    # the link the editor gives sets up the same position in a new visit
    from pondside.app import editor
    ed = editor.new(name, g.position_of(state), "en")
    address = editor.link(ed, "https://wiki.example/pondside/")
    s2 = session(address.split("#", 1)[1])
    assert s2.screen == "game" and g.position_of(s2.state) == g.position_of(state)


def test_back_returns_to_the_game_and_a_typed_text_is_checked():
    s = session()
    s.open_game(played("koikoi", 6), save=False)
    s.nav({"cmd": "edit_here"})
    text = s.editor["text"]
    broken = re.sub(r"(?m)^turn: .*$", "turn: Zed", text)
    s.nav({"cmd": "ed_text"}, {"ed_text": broken})
    page = s.html()
    assert "data-ed-error" in page and "Zed" in page and re.search(r"line \d+", page)
    assert s.editor["text"] == broken, "the typed text stays on screen to be mended"
    s.nav({"cmd": "ed_text"}, {"ed_text": text})
    assert s.editor["error"] is None
    s.nav({"cmd": "ed_back"})
    assert s.screen == "game"


def test_a_setting_changes_whose_turn_it_is():
    s = session()
    s.nav({"to": "editor", "game": "koikoi"})
    mod = games.module("koikoi", "editor")
    turn = next(x for x in mod.settings(s.editor["data"], "en") if "turn" in x["label"].lower())
    other = next(v for v, _ in turn["choices"] if str(v) != str(turn["value"]))
    s.nav({"cmd": "ed_set", "k": turn["key"]}, {"set:" + turn["key"]: str(other)})
    assert str(next(x for x in mod.settings(s.editor["data"], "en") if x["key"] == turn["key"])["value"]) == str(other)


def test_the_editor_speaks_german():
    s = Session(None, {}, clock=Clock(), nav_lang="de")
    s.boot()
    s.nav({"to": "editor", "game": "kokonana"})
    page = s.html()
    assert "Stellung aufbauen" in page and "Von hier aus spielen" in page
    assert "Set up" not in page and "Play from here" not in page
