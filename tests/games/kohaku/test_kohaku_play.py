"""Whole games driven only through the rendered HTML (the data-act / data-sel protocol), the way the browser
shell drives them: a person against the computer, and a solo game against the rivals; plus bot checks."""
import html as H
import json
import re


from pondside import Rng  # noqa: E402
from pondside.games.kohaku.engine import GAME as G  # noqa: E402
from pondside.games.kohaku.bots import BOTS  # noqa: E402
from pondside.games.kohaku.view import render  # noqa: E402

CLICK = re.compile(r'data-(act|sel)="([^"]*)"')


def clickables(html):
    return [(kind, json.loads(H.unescape(v))) for kind, v in CLICK.findall(html)]


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


def human_turn(state, seat, rng, lang):
    """Click through one decision: selections until an action appears, then apply it."""
    sel = {}
    for _ in range(6):
        legal = G.legal_actions(state)
        html = render(G.view(state, seat), {"lang": lang, "seat": seat, "sel": sel, "legal": legal,
                                            "compact": True})
        items = clickables(html)
        acts = [v for k, v in items if k == "act"]
        for a in acts:
            assert a in legal, f"the view offered an illegal action {a}"
        if acts:
            # in the place phase, only act once a preview has been opened (a cell chosen)
            if state["phase"] != "place" or "cell" in sel or any(a["t"] == "discard" for a in acts):
                return G.apply(state, acts[rng.below(len(acts))]), html
        sels = [v for k, v in items if k == "sel" and "pond" not in v
                and (v.get("slot") is not None or v.get("cell") is not None)]
        assert sels, "nothing to click"
        sel = merge(sel, sels[rng.below(len(sels))])
    raise AssertionError("no action reached after six clicks")


def test_two_player_game_against_the_computer_through_the_view():
    s = G.new_game(["Me", "Computer"], 21, G.presets["all_modules"])
    rng = Rng.from_seed(21)
    bot = BOTS["greedy"]
    previews = 0
    while not G.is_over(s):
        seat = G.to_move(s)
        if seat == 0:
            s, html = human_turn(s, 0, rng, "de")
            previews += "Vorschau" in html
        else:
            s = G.apply(s, bot(G, G.view(s, 1), G.legal_actions(s), rng))
    assert s["turns"] == [14, 14]
    assert previews >= 20
    final = render(G.view(s, 0), {"lang": "en", "seat": 0, "sel": {}, "legal": [], "compact": True})
    assert "Final scores" in final
    assert G.winners(s)


def test_solo_game_through_the_view():
    s = G.new_game(["Me"], 5, G.presets["solo"])
    rng = Rng.from_seed(5)
    while not G.is_over(s):
        s, _ = human_turn(s, 0, rng, "en")
    assert len(s["rival_pile"]) > 0
    final = render(G.view(s, 0), {"lang": "en", "seat": 0, "sel": {}, "legal": [], "compact": True})
    won = G.winners(s) == [0]
    assert "Rival keepers" in final and ("you beat the rival" if won else "the rival wins") in final


def _match(levels, seed, opts):
    s = G.new_game(len(levels), seed, opts)
    rng = Rng.from_seed(seed)
    while not G.is_over(s):
        seat = G.to_move(s)
        legal = G.legal_actions(s)
        lv = levels[seat]
        a = legal[rng.below(len(legal))] if lv == "random" else BOTS[lv](G, G.view(s, seat), legal, rng)
        assert a in legal
        s = G.apply(s, a)
    return G.scores(s)


def test_greedy_beats_random_clearly():
    wins = 0
    for g in range(4):
        levels = ["greedy", "random"] if g % 2 == 0 else ["random", "greedy"]
        sc = _match(levels, 300 + g, {})
        me = levels.index("greedy")
        wins += sc[me] > sc[1 - me]
    assert wins == 4


def test_bots_play_every_phase():
    # keep (objectives), place with sundials, solo rival choice
    for lv, bot in BOTS.items():
        s = G.new_game(3, 8, G.presets["all_modules"])
        rng = Rng.from_seed(lv)
        for _ in range(12):
            a = bot(G, G.view(s, G.to_move(s)), G.legal_actions(s), rng)
            assert a in G.legal_actions(s)
            s = G.apply(s, a)
        assert s["phase"] in ("take", "place")
        solo = G.new_game(1, 2, {"blue_koi": True})
        solo["phase"] = "rival_pick"
        solo["rival_pending"] = {"revealed": "BL-1", "types": [["red"], ["white"]]}
        a = bot(G, G.view(solo, 0), G.legal_actions(solo), rng)
        assert a in G.legal_actions(solo)


def test_greedy_takes_the_best_immediate_gain():
    s = G.new_game(2, 1, {"first_player": "seat1"})
    s["ponds"][0] = {"0,0": "F-SF-R-1", "0,-1": "T-BR-B2", "1,0": "S-R-B2", "-1,0": "T-RW-B2"}
    s["phase"] = "place"
    s["hand"] = ["T-RY-B2", "F-TU-1"]
    # placing the red/yellow koi at 0,1 completes the red flower: 6 -> 12
    a = BOTS["greedy"](G, G.view(s, 0), G.legal_actions(s), Rng.from_seed(1))
    assert a == {"t": "place", "tile": "T-RY-B2", "x": 0, "y": 1} or a["tile"] == "F-TU-1"
    s2 = G.apply(s, a) if a["tile"] == "F-TU-1" else None
    if s2 is not None:
        a2 = BOTS["greedy"](G, G.view(s2, 0), G.legal_actions(s2), Rng.from_seed(1))
        assert a2 == {"t": "place", "tile": "T-RY-B2", "x": 0, "y": 1}


def test_bots_let_the_rivals_take_the_type_worth_least():
    s = G.new_game(1, 2, {"blue_koi": True})
    s["ponds"][0] = {"0,0": "F-SF-R-1"}
    s["board"] = ["S-R-B2", "F-TU-1", "S-W-B2", "F-TU-2", "F-TU-3", "S-R-B3", "F-TU-4", "S-W-B3",
                  "T-BY-B2", "F-TU-5", "T-BY-B3", "F-TU-6"]
    s["phase"] = "rival_pick"
    s["rival_pending"] = {"revealed": "BL-1", "types": [["red"], ["white"]]}
    for _lv, bot in BOTS.items():
        # red koi would score at our red flower: the rivals get the white ones
        assert bot(G, G.view(s, 0), G.legal_actions(s), Rng.from_seed(1)) == {"t": "rival_type", "type": ["white"]}
