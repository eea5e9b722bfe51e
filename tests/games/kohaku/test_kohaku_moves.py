"""Every move seen in Kōhaku (issue 21): what an action touched (changes), the turn in words (turn_summary),
the end screen's lines (result_lines), and the view's marks of the last move."""
import re

from pondside import Rng
from pondside.games.kohaku.bots import BOTS
from pondside.games.kohaku.engine import GAME as G
from pondside.games.kohaku.text import tile_label
from pondside.games.kohaku.view import render


def _ctx(s, seat, changed=(), sel=None, lang="en", compact=False):
    return {"lang": lang, "seat": seat, "sel": sel or {}, "compact": compact, "changed": set(changed),
            "legal": G.legal_actions(s) if s["to_move"] == seat else []}


def computer_turn(s, rng):
    """One whole turn of the seat to move, by the planner bot: [(before, action, after), ...]."""
    seat = s["to_move"]
    steps = []
    while s["to_move"] == seat and not G.is_over(s):
        a = BOTS["planner"](G, G.view(s, seat), G.legal_actions(s), rng)
        after = G.apply(s, a)
        steps.append((s, a, after))
        s = after
        if a["t"] == "keep" or (a["t"] != "take" and after["phase"] in ("take", "over")):
            break                     # the turn is over (solo: the same seat goes on with a new turn)
    return steps


def test_a_computer_turn_is_said_in_words_and_marked_on_the_board():
    s = G.new_game(["You", "Computer"], 3, {"first_player": "seat1"})
    rng = Rng.from_seed(3)
    s = G.apply(s, {"t": "take", "a": 0, "b": 1})
    s = G.apply(s, {"t": "place", "tile": s["hand"][0], "x": 0, "y": 0})
    s = G.apply(s, G.legal_actions(s)[0])
    steps = computer_turn(s, rng)
    before, after = steps[0][0], steps[-1][2]
    take = steps[0][1]
    a, b = before["board"][take["a"]], before["board"][take["b"]]
    gain = G.scores(after)[1] - G.scores(before)[1]
    text = G.turn_summary(steps, 0, "en")
    assert text == f"Computer took {tile_label(a, 'en')} and {tile_label(b, 'en')}, placed them and scored {gain}"
    assert G.turn_summary(steps, 0, "de").startswith("Computer hat ")
    # every piece the turn touched is marked on the next player's screen, and only those
    ids = set()
    for bf, act, af in steps:
        ids |= set(G.changes(bf, act, af, 0))
    page = render(G.view(after, 0), _ctx(after, 0, ids))
    marked = set(re.findall(r'data-piece="([^"]+)" data-changed', page))
    assert marked == ids - {"hand:0", "hand:1"}          # the drafted tiles have left the hand by now
    assert {f"board:{take['a']}", f"board:{take['b']}", "tab:1"} <= marked
    cells = [f"pond:1:{act['x']},{act['y']}" for _, act, _ in steps if act["t"] == "place"]
    assert len(cells) == 2 and set(cells) <= marked
    # the computer's pond is shown below the player's own, with what it just placed
    assert "Computer just placed" in page and "Your pond" in page
    assert page.count('class="changed-mark"') >= len(marked) - 1      # SVG pieces draw the badge


def test_nothing_is_marked_without_changes_and_the_other_pond_is_not_shown():
    s = G.new_game(["You", "Computer"], 4)
    page = render(G.view(s, 0), _ctx(s, 0))
    assert "data-changed" not in page and "just placed" not in page


def test_solo_rivals_are_seen_and_held():
    s = G.new_game(["You"], 5, {"sundials": True})
    rng = Rng.from_seed(5)
    steps = computer_turn(s, rng)
    last = steps[-1]
    assert G.pause_after(*last) and not G.pause_after(*steps[0])
    ids = G.changes(*last, 0)
    took = last[2]["rival_last"]["taken"]
    assert "rivals" in ids and any(i.startswith("board:") for i in ids) == bool(took)
    text = G.turn_summary(steps, 0, "en")
    assert "The rivals revealed " in text
    while not G.is_over(s):
        s = computer_turn(s, rng)[-1][2]
    lines = G.result_lines(s, "en")
    rival = G.rival_scores(s)[s["options"]["solo_rival"]]
    assert len(lines) == 1 and f"rival's {rival}" in lines[0] and str(G.scores(s)[0]) in lines[0]
    assert ("beats" in lines[0]) == (G.winners(s) == [0])


def test_end_lines_say_what_made_each_total():
    s = G.new_game(["Ann", "Ben", "Cy"], 6, G.presets["all_modules"])
    rng = Rng.from_seed(6)
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    lines = G.result_lines(s, "en")
    for p, line, total in zip(s["players"], lines, G.scores(s)):
        assert line.startswith(f"{p['name']}: {total} points (features ")
        assert "compass cards" in line          # the module's part is named
    assert len(G.result_lines(s, "de")) == 3


def test_the_final_table_has_no_heading_of_its_own_and_reflows():
    s = G.new_game(["Ann", "Ben"], 7)
    rng = Rng.from_seed(7)
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    page = render(G.view(s, 0), _ctx(s, 0, compact=True))
    assert "Game over" not in page and page.count("Final scores") == 1
    # each value is labelled, so the phone stylesheet can show one card per player
    assert 'data-label="Features"' in page and 'data-label="Total"' in page
    assert "🏆" not in page and 'class="kohaku-icon"' in page
