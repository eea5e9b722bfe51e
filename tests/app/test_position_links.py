"""Position links (issue 25, points 2, 3 and 7): ``#game=<name>&position=<text>`` sets a game up from a position a
person wrote (docs/positions), the Share panel gives the position on screen as that text and its link, and old
Kōhaku position links (base64 JSON) still show their scored ponds."""
import re
import urllib.parse

import pytest
from support.session import Clock

from pondside import Rng, games
from pondside.app.session import Session, parse_hash


def session(hash_, **kw):
    return Session(None, parse_hash(hash_), clock=Clock(), **kw)


def played(name, moves, seed=3):
    g = games.get(name)
    s = g.new_game([{"name": n, "kind": "human"} for n in ("Ann", "Ben")], seed, None)
    rng = Rng(seed)
    mod = games.module(name, "position")
    for _ in range(moves):
        if g.is_over(s):
            break
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    while not getattr(mod, "can_write", lambda x: True)(s):      # to the next point a position describes
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    return s


@pytest.mark.parametrize("name", games.names())
def test_the_share_panel_s_position_link_sets_up_the_same_position(name):
    g = games.get(name)
    state = played(name, 9)
    s = session("")
    s.open_game(state, save=False)
    links = s.share_links()
    text = links["position"]
    assert text == games.module(name, "position").write(g.position_of(state))
    assert links["position_url"].startswith(f"#game={name}&position=")
    s2 = session(links["position_url"].split("#", 1)[1])
    s2.boot()
    assert s2.screen == "game" and s2.message is None and s2.link_game
    assert g.position_of(s2.state) == g.position_of(state)
    assert g.legal_actions(s2.state) == g.legal_actions(state)
    # the game goes on from there, and its share link carries the position it began from
    html = s.html()
    assert "data-share-position" not in html            # (the panel is closed)
    s.ui["share"] = True
    assert 'data-share-position' in s.html() and 'data-share-position-url' in s.html()


def test_a_replay_step_s_position_is_the_one_shown():
    g = games.get("koikoi")
    state = played("koikoi", 12)
    s = session("")
    s.open_game(state, save=False)
    s.ui["replay"] = 0
    assert s.position_text() == games.module("koikoi", "position").write(g.position_of(s.history[0]))


@pytest.mark.parametrize("lang,words", [("en", "line 2"), ("de", "Zeile 2")])
def test_a_broken_position_says_its_line_and_rule_in_the_player_s_language(lang, words):
    text = "players: Ann, Ben\nturn: Zed\n"
    s = session("game=kokonana&position=" + urllib.parse.quote(text), nav_lang=lang)
    s.boot()
    assert s.screen == "home" and s.state is None
    assert words in s.message, s.message
    assert "Zed" in s.message


def test_a_position_of_no_game_is_refused_in_player_words():
    s = session("game=chess&position=" + urllib.parse.quote("players: Ann, Ben\n"))
    s.boot()
    assert s.screen == "home" and s.message and "chess" not in s.message


def test_an_old_kohaku_position_link_still_shows_its_scored_ponds():
    from pondside.games.kohaku.position import encode_position
    old = {"players": [{"name": "Ann", "pond": {"0,0": "F-SF-R-1", "0,-1": "T-BR-B2", "1,0": "S-R-B2",
                                                 "0,1": "T-RY-B2", "-1,0": "T-RW-B2"}}],
           "modules": {"sundials": False, "objectives": False, "blue_koi": False, "new_features": False}}
    s = session(f"game=kohaku&position={encode_position(old)}")
    s.boot()
    assert s.screen == "position" and "Red flower: 4 adjacent koi with red → 12" in s.html()


def test_an_old_kohaku_link_offers_the_same_position_in_today_s_format():
    """Point 7: the old link shows its ponds as it always did, and gives the same position as a text and a
    link that sets up a finished game with the same scores; Edit opens it in the editor."""
    from pondside.games.kohaku.position import encode_position, score_position
    g = games.get("kohaku")
    old = {"players": [{"name": "Ann", "pond": {"0,0": "F-SF-R-1", "1,0": "T-RW-B2", "0,1": "T-BR-B2"}},
                       {"name": "Ben", "pond": {"0,0": "F-TU-1", "1,0": "T-RY-B2"}}],
           "modules": {"sundials": False, "objectives": False, "blue_koi": False, "new_features": False}}
    s = session(f"game=kohaku&position={encode_position(old)}", base_url="https://wiki.example/p/")
    s.boot()
    page = s.html()
    assert s.screen == "position" and "data-migrated" in page
    url = urllib.parse.unquote(re.search(r'value="([^"]*)"[^>]*data-migrated-url', page).group(1).replace("&amp;", "&"))
    assert url.startswith("https://wiki.example/p/#game=kohaku&position=players: Ann, Ben")
    s2 = session(url.split("#", 1)[1])
    s2.boot()
    assert s2.screen == "game" and g.is_over(s2.state)
    assert g.scores(s2.state) == [p["total"] for p in score_position(old)["players"]]
    s.nav({"cmd": "edit_here"})
    assert s.screen == "editor" and s.editor["error"] is None


def test_an_old_kohaku_link_that_breaks_a_rule_is_shown_and_says_why():
    from pondside.games.kohaku.position import encode_position
    old = {"players": [{"name": "Ann", "pond": {"0,0": "S-R-B2", "1,0": "S-W-B2"}}]}
    s = session(f"game=kohaku&position={encode_position(old)}")
    s.boot()
    page = s.html()
    assert s.screen == "position" and "data-migrated" not in page
    assert "cannot be set up as a game" in page and "a koi may not touch another koi" in page
