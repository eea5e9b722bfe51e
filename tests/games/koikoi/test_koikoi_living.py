"""Koi-Koi at a living table (issue 40): a play is seen in two beats (the hand card, then the draw), each card
flies from where the watching seat saw it, the player's own draw is said, a tap on any card says what it is
and what it counts toward, the yaku list gives the points under the options and the player's progress, and
a card's name reads as the word on its face."""
import re

import pytest

from pondside import games
from pondside.games.koikoi import view as V
from pondside.games.koikoi.cards import CARDS, KIND
from pondside.games.koikoi.text import TEXT, card_name

G = games.get("koikoi")
PLAYERS = [{"name": "Ann", "kind": "human"}, {"name": "Ben", "kind": "human"}]


def played(seed=5, n=8):
    """(before, action, after) of the first ``n`` actions of a seeded game (first legal action each time)."""
    st = G.new_game(PLAYERS, seed)
    out = []
    for _ in range(n):
        a = G.legal_actions(st)[0]
        nxt = G.apply(st, a)
        out.append((st, a, nxt))
        st = nxt
    return out


def test_a_play_is_two_beats_whose_flights_add_up_to_the_whole_move():
    seen = 0
    for before, a, after in played():
        if a["t"] != "play":
            continue
        [mid] = G.stages(before, a, after)
        mover = before["to_move"]
        assert a["card"] not in mid["hands"][mover] and mid["deck"] == before["deck"], \
            "the first beat plays the hand card and draws nothing yet"
        for seat in (0, 1):
            first, second = G.moves(before, a, mid, seat), G.moves(mid, a, after, seat)
            assert first[0] == (a["card"] if seat == mover else f"hand:{mover}", a["card"])
            assert ("deck", after["last"]["drawn"]) in second, "the second beat flies the drawn card off the pile"
            assert sorted(first + second) == sorted(G.moves(before, a, after, seat))
        seen += 1
    assert seen >= 3


def test_no_flight_names_a_card_the_seat_cannot_see():
    for before, a, after in played(n=12):
        if a["t"] not in ("play", "take"):
            continue
        other = 1 - before["to_move"]
        shown = set(after["table"]) | set(after["piles"][0]) | set(after["piles"][1]) | {after.get("drawn")}
        for frm, to in G.moves(before, a, after, other):
            assert to in shown
            assert frm in shown or frm in ("deck", f"hand:{before['to_move']}") or frm in before["table"]


def test_the_own_draw_is_news_and_a_capture_sounds():
    steps = played()
    plays = [s for s in steps if s[1]["t"] == "play"]
    assert all(G.own_news(*s) for s in plays)
    assert not any(G.own_news(*s) for s in steps if s[1]["t"] != "play")
    caps = [s for s in plays if len(s[2]["piles"][s[0]["to_move"]]) > len(s[0]["piles"][s[0]["to_move"]])]
    assert caps and all(G.sound(*s) == "capture" for s in caps)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_card_and_place_on_the_table_says_what_it_is(lang):
    before, a, st = played(n=6)[-1]
    v = G.view(st, 0)
    html = V.render(v, {"lang": lang, "seat": 0, "legal": G.legal_actions(st), "sel": {}})
    pieces = set(re.findall(r'data-piece="([^"]+)"', html))
    assert set(v["hand"]) <= pieces, "the player's own hand cards carry their ids (they fly to the table)"
    assert {"deck", "hand:1"} <= pieces
    for p in pieces:
        d = V.describe(v, p, lang)
        assert d and d["title"] and d["lines"], p
    card = v["hand"][0]
    d = V.describe(v, card, lang)
    assert d["title"] == card_name(card, lang) and TEXT(lang, "info_where_hand") in d["lines"]
    assert V.describe(v, "no-such", lang) is None


def test_a_card_of_the_other_hand_is_not_described():
    st = played(n=2)[-1][2]
    v = G.view(st, 0)
    hidden = next(iter(st["hands"][1]))
    assert V.describe(v, hidden, "en") is None


def test_the_yaku_list_gives_points_and_progress():
    st = played(n=10)[-1][2]
    v = G.view(st, 0)
    html = V.render(v, {"lang": "en", "seat": 0, "legal": [], "sel": {}})
    part = html.split('class="kk-yaku-list"', 1)[1].split("</details>", 1)[0]
    assert TEXT("en", "yaku_list") in part and TEXT("en", "yaku_list_you") in part
    assert re.search(r'<td class="kk-num">\d+/\d+</td>', part), "the player's progress toward a yaku"


def test_the_end_table_has_a_row_per_month_that_adds_up():
    st = G.new_game([{"name": "A", "kind": "computer", "bot": "random"},
                     {"name": "B", "kind": "computer", "bot": "random"}], 3)
    while not G.is_over(st):
        st = G.apply(st, G.legal_actions(st)[0])
    rows = G.score_table(st, "en")
    assert rows[0][1] == [50, 50] and len(rows) == 1 + len(st["history"])
    for seat in (0, 1):
        assert 50 + sum(int(r[1][seat]) for r in rows[1:]) == G.scores(st)[seat]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_cards_name_holds_the_word_on_its_face(lang):
    """The banner's name of a card and the word printed on it are the same word ("Eber", not "Wildschwein")."""
    t = TEXT.table(lang)
    for c in CARDS:
        face = t["face_words"][KIND[c]]
        assert face.lower()[:3] in t["kinds"][KIND[c]].lower(), (c, face, t["kinds"][KIND[c]])
