"""Marked pieces (issue 25, point 3: "this flower scores 12"): the Share panel's Mark pieces toggles a piece's
mark, the board draws it on that piece in every game, and the link, the frame's address and the position link
carry the marks, so whoever opens them sees the same highlight."""
import re

import pytest
from support.session import Clock

from pondside import Rng, games
from pondside.app.session import Session, parse_hash
from pondside.ui.marks import MAX_MARKS, read_marks, write_marks


def played(name, moves=10, seed=2):
    g = games.get(name)
    s = g.new_game([{"name": n, "kind": "human"} for n in ("Ann", "Ben")], seed, None)
    rng = Rng(seed)
    for _ in range(moves):
        if g.is_over(s):
            break
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    return s


def session(hash_=""):
    s = Session(None, parse_hash(hash_), clock=Clock(), base_url="https://wiki.example/p/")
    s.boot()
    return s


@pytest.mark.parametrize("name", games.names())
def test_a_marked_piece_is_drawn_marked_and_travels_in_the_links(name):
    s = session()
    s.open_game(played(name), save=False)
    pieces = re.findall(r'data-piece="([^"]+)"', s.html())
    assert pieces, name
    piece = pieces[len(pieces) // 2]
    s.nav({"cmd": "mark", "piece": piece})
    assert not s.marked, "a tap marks only while Mark pieces is on"
    s.nav({"cmd": "share"})
    s.nav({"cmd": "mark_mode"})
    s.nav({"cmd": "mark", "piece": piece})
    page = s.html()
    assert re.search(rf'data-piece="{re.escape(piece)}"[^>]*data-marked', page), name
    links = s.share_links()
    assert "mark=" in links["url"] and "mark=" in links["iframe"]
    # whoever opens the link sees the same piece marked
    s2 = session(links["url"].split("#", 1)[1])
    assert s2.marked == {piece}
    assert re.search(rf'data-piece="{re.escape(piece)}"[^>]*data-marked', s2.html())
    # a second tap takes the mark away
    s.nav({"cmd": "mark", "piece": piece})
    assert not s.marked and "mark=" not in s.share_links()["url"]


def test_marks_read_back_and_bad_ones_are_left_out():
    marks = {"pond:0:1,-2", "card:8-1", "a b"}
    assert read_marks(write_marks(marks)) == marks
    assert read_marks("x" * 500) == set()
    assert len(read_marks(",".join(f"p{i}" for i in range(100)))) == MAX_MARKS
    assert read_marks(",,%zz,") == {"%zz"}


def test_a_new_game_forgets_the_marks_of_the_last():
    s = session()
    s.open_game(played("koikoi"), save=False)
    s.nav({"cmd": "share"})
    s.nav({"cmd": "mark_mode"})
    s.nav({"cmd": "mark", "piece": "x"})
    assert s.marked
    s.open_game(played("kokonana"), save=False)
    assert not s.marked


def test_koikoi_s_own_picture_rings_the_marked_cards():
    """Koi-Koi's picture is drawn by its view (not copied from the screen): a marked card is ringed there too."""
    s = session()
    s.open_game(played("koikoi", 4), save=False)
    s.ui["seat"] = 0
    card = s.state["table"][0] if s.state.get("table") else None
    assert card
    s.nav({"cmd": "share"})
    s.nav({"cmd": "picture"})
    plain = [e for e in s.take_effects() if e[0] == "download"][0][2]
    s.nav({"cmd": "mark_mode"})
    s.nav({"cmd": "mark", "piece": card})
    s.nav({"cmd": "picture"})
    marked = [e for e in s.take_effects() if e[0] == "download"][0][2]
    assert "marked-mark" not in plain and marked.count('class="marked-mark"') == 1
