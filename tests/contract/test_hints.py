"""The Hint (pondside/app/coach.py, issue 26) in every game: the strongest level's move for the player's own
seat, from that seat's view only.  It is the same for the same view (no clock, no random source of its own),
it does not change when a secret the seat cannot see changes (a planted card or tile), it is a legal move,
its marks are pieces the board draws, and its reasons are player words in both languages."""
import json
import re
from html import unescape

import pytest

from pondside import Rng, games
from pondside.app import coach, shell

TOKEN = "ZZSECRET"
STEPS = (0, 7, 19)       # the positions of a seeded game a hint is asked for (each game plays on past them)


def positions(g, seed=11, steps=STEPS):
    """``(state, seat)`` at those steps of a seeded random game (the seat to move, when it is still on)."""
    s = g.new_game(max(2, g.min_players), seed)
    rng = Rng.from_seed(seed)
    out = []
    for k in range(max(steps) + 1):
        if g.is_over(s):
            break
        if k in steps:
            out.append((s, g.to_move(s)))
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    return out


def koi_decision(g):
    """A Koi-Koi state at the Koi-or-stop decision (the heuristic level plays both seats until one scores)."""
    bot = games.module("koikoi", "bots").BOTS["heuristic"]
    for seed in range(40):
        s = g.new_game(2, seed)
        rng = Rng(seed)
        while not g.is_over(s):
            if s["phase"] == "koi" and any(len(h) for h in s["hands"]):
                return s
            seat = g.to_move(s)
            s = g.apply(s, bot(g, g.view(s, seat), g.legal_actions(s), rng))
    raise AssertionError("no Koi decision in 40 games")


def hint_of(g, state, seat, lang="en"):
    return coach.run(coach.hint(g, g.view(state, seat), seat, g.legal_actions(state), lang))


CACHE = {}


def cases(name):
    if name not in CACHE:
        g = games.get(name)
        ps = positions(g)
        if name == "koikoi":
            s = koi_decision(g)
            ps.append((s, g.to_move(s)))
        CACHE[name] = [(s, seat, hint_of(g, s, seat, "en"), hint_of(g, s, seat, "de")) for s, seat in ps]
    return CACHE[name]


WORDS_BAD = re.compile(r"[_{}<>]|\bSeat\b|\bseat \d|'t'|\"t\"|\b\d+-\d+\b|\bNone\b|\bTrue\b")


@pytest.mark.parametrize("name", games.names())
def test_a_hint_is_a_legal_move_with_player_words_in_both_languages(name):
    g = games.get(name)
    for s, _seat, en, de in cases(name):
        assert en["action"] in g.legal_actions(s)
        assert en["action"] == de["action"]
        assert len(en["reason"]) >= 2 and len(de["reason"]) == len(en["reason"])
        for lines in (en["reason"], de["reason"]):
            assert lines and all(isinstance(x, str) and x.strip() for x in lines)
            for x in lines:
                assert not WORDS_BAD.search(x), f"{name}: not player words: {x!r}"
        assert en["reason"] != de["reason"], f"{name}: the German hint is the English one"


@pytest.mark.parametrize("name", games.names())
def test_a_hint_is_the_same_for_the_same_view(name):
    g = games.get(name)
    for s, seat, en, _de in cases(name)[:2]:
        assert hint_of(g, s, seat, "en") == en
        again = g.from_json(g.to_json(s))          # the same position rebuilt: the same hint
        assert hint_of(g, again, seat, "en") == en


@pytest.mark.parametrize("name", games.names())
def test_a_secret_the_seat_cannot_see_does_not_change_the_hint(name):
    g = games.get(name)
    planted_any = False
    for s, seat, en, _de in cases(name):
        planted = g.plant_secret(s, TOKEN)
        if planted is None:
            continue
        s2, allowed = planted
        if seat in allowed:
            continue
        planted_any = True
        v2 = g.view(s2, seat)
        assert TOKEN not in json.dumps(v2)
        h2 = coach.run(coach.hint(g, v2, seat, g.legal_actions(s), "en"))
        assert h2 == en, f"{name}: a hidden card or tile changed the hint"
        assert TOKEN not in json.dumps(h2)
    if g.hidden_information:
        assert planted_any, f"{name}: no position with a secret hidden from the mover"


def drawn_pieces(html):
    return set(re.findall(r'data-piece="([^"]+)"', html))


@pytest.mark.parametrize("name", games.names())
def test_the_hint_marks_pieces_the_board_draws_with_the_hint_mark(name):
    g = games.get(name)
    marked = 0
    for s, seat, en, _de in cases(name):
        ui = {"seat": seat, "sel": {}, "learning": True, "hint": dict(en, at=1)}
        html = shell.render_game(g, s, ui, "en")
        hinted = set(re.findall(r'data-piece="([^"]+)"[^>]*?data-hint=""', html))
        board = html.split('<section class="game-area"', 1)[1]
        controls = [m for m in re.finditer(r'data-act="([^"]*)"( data-hint="")?', board)
                    if json.loads(unescape(m.group(1))) == en["action"]]
        assert all(m.group(2) for m in controls), f"{name}: a control that plays the hint is not marked"
        assert hinted <= set(en["marks"]) | {p for p in drawn_pieces(html) if controls}
        marked += bool(hinted or controls)
        assert 'id="hint-play"' in html and json.dumps(en["action"], separators=(",", ":")).replace('"', "&quot;") in html
        if hinted:
            assert "hint-mark" in html or "data-hint" in html
    assert marked >= 1, f"{name}: no hint marked a piece on the board"
    # not its turn: no Hint control, nothing marked
    s, seat, en, _ = cases(name)[0]
    other = (seat + 1) % len(s["players"])
    html = shell.render_game(g, s, {"seat": other, "sel": {}, "learning": True, "hint": dict(en, at=1)}, "en")
    assert "data-hint" not in html and "hint-button" not in html


def test_koi_advice_gives_the_chance_and_both_expected_values():
    g = games.get("koikoi")
    s, seat, en, de = cases("koikoi")[-1]
    assert s["phase"] == "koi"
    text = " ".join(en["reason"])
    stop = g.view(s, seat)["stop_now"]["total"]
    assert f"{stop} points for you, for sure" in text
    assert re.search(r"scores first in \d+% of \d+ sample deals", text)
    assert re.search(r"Koi brings you [+-]\d+\.\d points", text)
    assert "sicher" in " ".join(de["reason"])
    kc = games.module("koikoi", "coach")
    adv = coach.run(kc.koi_advice(g, g.view(s, seat), seat, Rng(3), samples=200))
    assert 0.0 <= adv["opp_first"] <= 1.0 and adv["samples"] == 200 and adv["stop"] == stop
