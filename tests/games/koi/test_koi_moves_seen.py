"""Every move seen in KOI (issue 21): what a move touched is named by `changes` and marked on every seat's page
(the other players' ponds and boards are on the table too), the computer's turn is said in words with its
name, and the end lines say what made each score."""
import json
import re

import pytest

from pondside import Rng
from pondside.games.koi.engine import GAME as G
from pondside.games.koi.view import render

PLAYERS = [{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": "greedy"}]


def with_player(state, seat, **changes):
    s = json.loads(json.dumps(state))
    p = s["ps"][seat]
    for k, v in changes.items():
        p[k] = {it: v.get(it, 0) for it in p["store"]} if k == "store" else v
    return s


def put_card(state, cid, slot):
    s = json.loads(json.dumps(state))
    if cid in s["market"]:
        i = s["market"].index(cid)
        s["market"][i], s["market"][slot] = s["market"][slot], s["market"][i]
    else:
        j = s["deck"].index(cid)
        s["deck"][j], s["market"][slot] = s["market"][slot], cid
    return s


def computer_to_move(state):
    """The same table with the computer (seat 1) to move first."""
    s = json.loads(json.dumps(state))
    s["to_move"] = 1
    return s


def page(state, seat, changed):
    legal = G.legal_actions(state) if state["to_move"] == seat else []
    return render(G.view(state, seat), {"lang": "en", "seat": seat, "legal": legal, "sel": {}, "compact": False,
                                        "changed": set(changed)})


def marked(html):
    return set(re.findall(r'data-piece="([^"]+)" data-changed=""', html))


def test_taking_a_helper_marks_it_in_the_takers_board_and_the_new_card_in_space_1():
    s = computer_to_move(put_card(G.new_game(PLAYERS, 3), "porter-1", 3))
    after = G.apply(s, {"t": "take", "slot": 3})
    ids = G.changes(s, {"t": "take", "slot": 3}, after, 0)
    assert {"helper:1:porter", "market:0", "coins:1"} <= set(ids)       # space 4 gives a coin
    html = page(after, 0, ids)                                           # on *my* screen
    assert marked(html) == set(ids)
    words = G.turn_summary([(s, {"t": "take", "slot": 3}, after)], 0, "en")
    assert words.startswith("Computer took the Porter from space 4") and "1 coin" in words


def test_the_computers_work_marks_its_tiles_and_koi_in_its_pond_on_my_screen():
    s = computer_to_move(G.new_game(PLAYERS, 3))
    s = with_player(s, 1, pond={"0,0": "spring", "1,0": "water", "2,0": "water"}, store={"water": 1, "M": 1})
    s["koi_supply"]["M"] -= 1
    steps, st = [], s
    for a in ({"t": "work"}, {"t": "sensei"}, {"t": "place", "item": "water", "hex": "-1,0"},
              {"t": "place", "item": "M", "hexes": ["1,0", "2,0"]}, {"t": "end"}):
        nxt = G.apply(st, a)
        steps.append((st, a, nxt))
        st = nxt
    ids = set()
    for b, a, c in steps:
        ids |= set(G.changes(b, a, c, 0))
    assert {"pond:1:-1,0", "koi:1:1", "sensei:1", "vp:1"} <= ids
    html = page(st, 0, ids)
    assert marked(html) == ids
    # SVG pieces carry the drawn badge (a dashed ring and a star), not colour alone
    assert html.count('class="changed-mark"') == sum(1 for i in ids if i.split(":")[0] in ("pond", "koi"))
    words = G.turn_summary(steps, 0, "en")
    assert words == "Computer placed 1 water tile and 1 medium koi and scored 2 points (now 3)."
    de = G.turn_summary(steps, 0, "de")
    assert de.startswith("Computer legte 1 Wasser-Plättchen und 1 mittleren Koi")


def test_nothing_is_marked_without_changes_and_every_seat_sees_every_mark():
    rng = Rng.from_seed("seen")
    s = G.new_game(3, 8)
    for _ in range(40):
        a = rng.choice(G.legal_actions(s))
        after = G.apply(s, a)
        for seat in (None, 0, 1, 2):
            ids = G.changes(s, a, after, seat)
            assert ids == G.changes(s, a, after, 0), "nothing is hidden but the deck: every seat sees the same"
            assert marked(page(after, seat, ids)) == set(ids)
        assert 'data-changed' not in page(after, 0, [])
        s = after


def test_storage_gains_are_marked_one_by_one():
    s = computer_to_move(put_card(G.new_game(PLAYERS, 3), "well-1", 2))       # two water tiles into storage
    before_water = s["ps"][1]["store"]["water"]
    after = G.apply(s, {"t": "take", "slot": 2})
    ids = G.changes(s, {"t": "take", "slot": 2}, after, 0)
    assert f"store:1:water:{before_water}" in ids and f"store:1:water:{before_water + 1}" in ids
    assert marked(page(after, 0, ids)) == set(ids)


def test_a_goal_claimed_and_a_tile_returned_are_marked():
    s = G.new_game(PLAYERS, 3)
    s["goals"] = [{"kind": "shore", "tiers": [{"n": 1, "vp": 4, "by": None}]}]
    s = with_player(s, 0, pond={"0,0": "spring", "1,0": "shore"}, store={"water": 1})
    for a in ({"t": "work"}, {"t": "sensei"}, {"t": "place", "item": "water", "hex": "-1,0"}, {"t": "end"}):
        s = G.apply(s, a)
    assert s["phase"] == "goal"
    after = G.apply(s, {"t": "goal", "g": 0, "claim": True})
    ids = G.changes(s, {"t": "goal", "g": 0, "claim": True}, after, 1)
    assert "goal:0:0" in ids and "vp:0" in ids
    assert marked(page(after, 1, ids)) == set(ids)
    assert "claimed the goal shore tiles 1+ (4 points)" in G.turn_summary([(s, {"t": "goal", "g": 0, "claim": True},
                                                                             after)], 1, "en")


def test_the_end_says_each_score_and_a_table_what_made_it():
    s = G.new_game(["Ann", "Ben"], 3)
    s = with_player(s, 0, pond={"0,0": "spring", "1,0": "water", "2,0": "water", "3,0": "lily"},
                    koi=[{"id": 1, "size": "M", "hexes": ["1,0", "2,0"]}], luck=2, kept=["parchment-M"])
    s = with_player(s, 1, luck=9)
    s["to_move"], s["phase"] = None, "over"
    en = G.result_lines(s, "en")
    assert en == ["Ann: 8 points", "Ben: 9 points"]
    # what made them: the end's table, a row per kind of points anyone made
    table = dict((label, vals) for label, vals in G.score_table(s, "en"))
    # (0: counted, none made; –: a Parchment the seat does not hold)
    assert table == {"medium koi": [2, 0], "water-lilies": [1, 0], "luck tokens": [2, 9],
                     "Medium-koi parchment": [3, "–"]}, table
    assert sum(v for v in [r[0] for r in table.values()] if v != "–") == G.scores(s)[0]
    # a tie decided by turn order says so
    s = with_player(s, 1, luck=8)
    assert G.scores(s) == [8, 8] and G.winners(s) == [1]
    assert G.result_lines(s, "en")[1].endswith("won the tie as the latest in turn order")
    assert "Gleichstand" in G.result_lines(s, "de")[1]
    shared = dict(s, options=dict(s["options"], tie_break="shared"))
    assert all(line.endswith("shares the win") for line in G.result_lines(shared, "en"))


def test_nothing_in_koi_needs_a_pause():
    s = G.new_game(2, 1)
    for a in G.legal_actions(s):
        assert G.pause_after(s, a, G.apply(s, a)) is False


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_whole_game_said_turn_by_turn(lang):
    """Every turn of a seeded game between computers has a summary with the mover's name and no raw text."""
    bots = __import__("pondside.games.koi.bots", fromlist=["BOTS"]).BOTS
    s = G.new_game(["Ann", "Computer"], 12)
    rng = Rng.from_seed("turns")
    turn, said = [], 0
    while not G.is_over(s):
        a = bots["greedy"](G, G.view(s, s["to_move"]), G.legal_actions(s), rng)
        nxt = G.apply(s, a)
        turn.append((s, a, nxt))
        if nxt["to_move"] != s["to_move"]:
            text = G.turn_summary(turn, 0, lang)
            name = s["players"][s["to_move"]]["name"]
            assert text.startswith(name + " ") and text.endswith(".") and "{" not in text, text
            said += 1
            turn = []
        s = nxt
    assert said > 20
