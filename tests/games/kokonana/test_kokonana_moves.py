"""Every move seen (issue 21), Kokonana's side: which pieces a move touched, the turn in words, the pause that
keeps two non-matching tiles face up for a watcher, and the end screen's lines."""
from html.parser import HTMLParser

from pondside import Rng, games
from pondside.games.kokonana import bots, data as D

G = games.get("kokonana")
V = games.module("kokonana", "view")


def make(n=2, **options):
    s = G.new_game([{"name": "Ann"}, {"name": "Computer"}, {"name": "Cleo"}, {"name": "Dan"}][:n], 42, options)
    for sec in "SD":                       # tiles 2k and 2k+1 are pair k (turtle, catfish, rocks, ... in the shallow)
        s["tiles"][sec] = [i // 2 for i in range(len(s["tiles"][sec]))]
    return s


def steps(state, *actions):
    out = []
    for a in actions:
        after = G.apply(state, a)
        out.append((state, a, after))
        state = after
    return out


def flip(sec, i):
    return {"t": "flip", "s": sec, "i": i}


def test_a_non_matching_pair_is_held_face_up_and_said_in_words():
    s = make()
    st = steps(s, flip("S", 0), flip("S", 2), {"t": "end"})
    assert [G.pause_after(*x) for x in st] == [False, True, False]
    assert [G.changes(*x, 1) for x in st] == [["S0"], ["S2"], ["S0", "S2"]]
    # what the watcher sees while the game waits: both tiles face up, named by their pictures
    view = G.view(st[1][2], 1)
    assert view["tiles"]["S"][0] == 0 and view["tiles"]["S"][2] == 1
    assert G.turn_summary(st[:2], 1, "en") == "Ann turned over a turtle and a catfish — no match."
    assert G.turn_summary(st, 1, "en") == "Ann turned over a turtle and a catfish — no match."
    assert G.turn_summary(st, 1, "de") == "Ann drehte eine Schildkröte und einen Wels um — kein Paar."
    assert G.turn_summary(st[:1], 1, "en") == "Ann turned over a turtle."
    # the app may pass a turn from its second flip on (it shows a move it held): the first tile is still named
    assert G.turn_summary(st[1:], 1, "en") == "Ann turned over a turtle and a catfish — no match."


def test_a_pair_and_its_reward_in_words_and_marks():
    s = make()
    st = steps(s, flip("S", 0), flip("S", 1), {"t": "fhop", "to": "S1"})
    assert not any(G.pause_after(*x) for x in st)          # a pair stays face up: nothing to hold
    assert [G.changes(*x, None) for x in st] == [["S0"], ["S1"], ["runner:0"]]
    assert G.turn_summary(st, 1, "en") == ("Ann found a pair: two turtles and took a free hop onto the turtle "
                                           "in the shallow water.")
    st = steps(s, flip("S", 4), flip("S", 5), {"t": "talisman"})
    assert G.changes(*st[2], 1) == ["talisman:0", "supply"]
    assert G.turn_summary(st, 1, "en") == "Ann found a pair: two rocks and took a talisman."
    assert G.turn_summary(st, 1, "de") == "Ann fand ein Paar: zweimal Felsen und nahm einen Talisman."


def test_a_hop_to_the_sandbank_takes_a_key():
    s = make()
    s["matched"]["S"] = [True] * 20
    s["pos"][0] = "S17"
    G._start_turn(s, 0)
    st = steps(s, {"t": "hop", "to": "B"}, {"t": "key", "k": "purple"})
    assert [G.changes(*x, 1) for x in st] == [["runner:0"], ["key:purple"]]
    assert G.turn_summary(st, 1, "en") == "Ann hopped onto the sandbank and took the purple key."
    assert G.turn_summary(st, 1, "de") == "Ann hüpfte auf die Sandbank und nahm den lila Schlüssel."


def test_a_look_into_the_temple_keeps_its_secret_until_it_wins():
    s = make()
    s["pos"][0] = "T"
    s["key"][0] = "black"
    s["keys_left"].remove("black")
    G._start_turn(s, 0)
    wall = s["temple"].index("wall")
    st = steps(s, {"t": "peek", "i": wall}, {"t": "end"})
    assert [G.changes(*x, 1) for x in st] == [[f"temple:{wall}"], [f"temple:{wall}"]]
    for seat in (None, 0, 1):
        said = G.turn_summary(st, seat, "en")
        assert said == f"Ann looked at temple tile {wall + 1}." and "wall" not in said
    lock = s["temple"].index("black")
    st = steps(s, {"t": "peek", "i": lock})
    assert G.turn_summary(st, 1, "en") == f"Ann found the black lock on temple tile {lock + 1} and won."
    end = st[0][2]
    assert G.result_lines(end, "en") == ["Ann reached the temple and opened the black lock",
                                         "Computer ended 12 hops from the temple bank (no key)"]
    assert G.result_lines(end, "de") == ["Ann: Tempel erreicht, das schwarze Schloss geöffnet",
                                         "Computer: noch 12 Hüpfer bis zum Tempelufer (kein Schlüssel)"]


def test_result_lines_say_who_got_how_far_with_which_key():
    s = G.new_game(3, 9)
    rng = Rng(9)
    while not G.is_over(s):
        seat = s["to_move"]
        s = G.apply(s, bots.BOTS["memory"](G, G.view(s, seat), G.legal_actions(s), rng))
    lines = G.result_lines(s, "en")
    w = G.winners(s)[0]
    assert len(lines) == 3 and "opened the" in lines[w] and "lock" in lines[w]
    for seat, line in enumerate(lines):
        assert line.startswith(s["players"][seat]["name"])
        if seat != w:
            assert ("reached the temple bank" in line or "hops from the temple bank" in line
                    or "1 hop from" in line) and ("key:" in line or "no key" in line)
        assert "Scores" not in line and "1 / 0" not in line


def test_the_view_marks_each_changed_piece_with_a_mark_that_is_not_colour_alone():
    s = make(3)
    st = steps(s, flip("S", 0), flip("S", 2))
    ids = G.changes(*st[0], 1) + G.changes(*st[1], 1)

    class P(HTMLParser):
        marked, badges = set(), 0

        def handle_starttag(self, tag, attrs):
            a = dict(attrs)
            if "data-changed" in a:
                self.marked.add(a.get("data-piece"))
            if "changed-mark" in (a.get("class") or ""):
                self.badges += 1
        handle_startendtag = handle_starttag

    for compact in (False, True):
        p = P()
        p.marked, p.badges = set(), 0
        p.feed(V.render(G.view(st[1][2], 1), {"lang": "en", "seat": 1, "legal": [], "sel": {}, "compact": compact,
                                             "changed": set(ids)}))
        assert p.marked == {"S0", "S2"} and p.badges == 2


def test_a_secret_is_never_planted_where_the_next_action_can_turn_it_over():
    s = G.new_game(2, 5)
    rng = Rng(5)
    for _ in range(200):
        if G.is_over(s):
            break
        planted = G.plant_secret(s, "TOKEN")
        if planted is not None:
            s2, allowed = planted
            assert allowed == []
            for a in G.legal_actions(s):
                if a["t"] == "flip":
                    assert s2["tiles"][a["s"]][a["i"]] != "TOKEN"
        s = G.apply(s, rng.choice(G.legal_actions(s)))


def test_the_bar_shows_this_turns_two_tiles_in_the_right_water():
    """The bar's two small tiles: face-down backs of the water the player must turn over (the engine's rule), then
    the pictures, for the person to move and for everyone watching."""
    for seed in (3, 8):
        s = G.new_game(3, seed)
        rng = Rng(seed)
        while not G.is_over(s):
            st = s["turn"]["stage"]
            for seat in (None, 0, 1, 2):
                bar = V._bar(G.view(s, seat), {"lang": "en", "seat": seat, "legal": []}, {}, None)
                if st == "flip1":
                    want = "kn-minideep" if G._flip_pool(s, s["to_move"])[0] == "D" else "kn-minishallow"
                    assert bar.count(want) == 2, (seed, seat)
                if st == "flip2":
                    sec, i = s["turn"]["first"]
                    assert f'href="#kn-m-{D.MOTIFS[sec][s["tiles"][sec][i]]}"' in bar
            s = G.apply(s, bots.BOTS["memory"](G, G.view(s, s["to_move"]), G.legal_actions(s), rng))
