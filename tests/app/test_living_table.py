"""A living table (issue 40), the session's part under CPython: what travels on screen after each kind of step,
moves shown in stages, the header's strip, "what is this?", the legend, the end's points table and Play again,
the motion and sound settings, and the home shelf's word for a finished game."""
import json
import random
from html.parser import HTMLParser
import re

import pytest

from pondside import games
from pondside.app import records
from pondside.app.session import MOTION_MS, MemoryStore, save_key
from support.session import clicks, new_session, run_timers


def you_and_computer(name, level=None):
    bots = list(games.module(name, "bots").BOTS)
    return [{"name": "You", "kind": "human"},
            {"name": "Computer", "kind": "computer", "bot": level or bots[0]}]


def opened(name, seed=3, hash_="", store=None, players=None):
    s = new_session(store, hash_)
    s.boot()
    g = games.get(name)
    s.open_game(g.new_game(players or you_and_computer(name), seed))
    s.html()
    s.take_motion()
    return s, g


def person_moves(s, g):
    """The person at the device makes a move (the first legal one) and the screen is drawn."""
    before = s.state
    action = g.legal_actions(before)[0]
    s.act(action)
    s.html()
    return before, action, s.state


# ------------------------------------------------------------------ what travels
def test_a_move_flies_its_pieces_and_a_redraw_flies_nothing():
    s, g = opened("kohaku", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    before, action, after = person_moves(s, g)
    m = s.take_motion()
    assert m is not None and m["ms"] == MOTION_MS["normal"]
    want = [[str(a), str(b), ""] for a, b in g.moves(before, action, after, s.ui["seat"])]
    assert m["moves"] == want and want
    s.html()
    assert s.take_motion() is None, "drawing the same table again moves nothing"


def test_undo_flies_the_pieces_back():
    s, g = opened("kohaku", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    for _ in range(10):                   # (taking tiles shows new ones: that is not taken back; placing is)
        before, action, after = person_moves(s, g)
        s.take_motion()
        if records.undo_target(g, s.history, s.humans()) == len(s.history) - 2:
            break
    s.nav({"cmd": "undo"})
    s.html()
    m = s.take_motion()
    back = [[str(b), str(a), ""] for a, b in g.moves(before, action, after, s.ui["seat"])]
    assert m is not None and m["moves"] == back


def test_a_replay_step_flies_forward_and_a_jump_does_not():
    s, g = opened("koikoi", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    for _ in range(3):
        if s.ui.get("pass_to") is not None:
            s.nav({"cmd": "pass_ready"})
        s.act(g.legal_actions(s.state)[0])
    s.nav({"cmd": "replay_open"})
    s.nav({"cmd": "replay", "i": 1})
    s.html()
    s.take_motion()
    s.nav({"cmd": "replay", "i": 2})
    s.html()
    assert s.take_motion() is not None, "one step on flies that move's cards"
    s.nav({"cmd": "replay", "i": 0})
    s.html()
    assert s.take_motion() is None, "a jump of two steps is a new table"


@pytest.mark.parametrize("setting", ["motion=off", "speed=instant"])
def test_motion_off_or_instant_moves_nothing(setting):
    s, g = opened("kohaku", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    key, v = setting.split("=")
    s.nav({"cmd": key, "v": v})
    person_moves(s, g)
    assert s.take_motion() is None


# ------------------------------------------------------------------ a move in stages
@pytest.fixture
def staged(monkeypatch):
    """Kōhaku with a stage between every action's before and after (a copy of ``before``: drawable)."""
    cls = type(games.get("kohaku"))
    monkeypatch.setattr(cls, "stages", lambda self, before, action, after: [dict(before, _stage=1)])
    return cls


def test_a_staged_move_shows_its_stages_before_the_computer_plays(staged):
    s, g = opened("kohaku", hash_="botdelay=5000")
    s.ui.pop("hold", None)
    tm = s.state["to_move"]
    if s.state["players"][tm]["kind"] == "computer":
        run_timers(s)
        s.html()
        s.take_motion()
    before, action, after = person_moves(s, g)
    assert s.staging is not None and s.timer == "stage"
    assert s.shown_state() is not after and s.shown_state()["_stage"] == 1
    html = s.html()
    assert not clicks(html, "data-act"), "nothing is played while a move is shown"
    assert s.ui.get("thinking") is None, "the computer waits for the move's last stage"
    assert s.state is after and json.loads(s.store.get(save_key("kohaku")))["actions"] == after["actions"], \
        "the move itself is already made and saved"
    s.tick()                                       # the stage's time is up: the move's own state
    assert s.staging is None and s.shown_state() is after


def test_a_tap_during_the_stages_ends_them_at_once(staged):
    s, g = opened("kohaku", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    person_moves(s, g)
    assert s.staging is not None
    assert s.finish_stages() is True and s.staging is None and s.timer is None
    assert s.finish_stages() is False


def test_stages_are_skipped_with_motion_off(staged):
    s, g = opened("kohaku", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    s.nav({"cmd": "motion", "v": "off"})
    person_moves(s, g)
    assert s.staging is None


# ------------------------------------------------------------------ the header, the marks, the info panel
def test_the_header_says_whose_turn_it_is_and_undo_looks_taken_or_not():
    s, g = opened("koikoi", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    html = s.html()
    head = html[:html.index("</header>")]
    assert 'class="strip"' in head and "You" in head and "Ann" in head
    turn = re.search(r'<li class="strip-chip is-turn"[^>]*><span class="strip-name">([^<]*)', head)
    assert turn and turn.group(1) == s.state["players"][s.state["to_move"]]["name"]
    assert 'class="btn btn-undo" type="button"' in head and " disabled>" in head


def test_undo_is_drawn_filled_when_a_move_can_be_taken_back():
    s, g = opened("kohaku", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    for _ in range(10):
        person_moves(s, g)
        if records.undo_target(g, s.history, s.humans()) is not None:
            break
    head = s.html().split("</header>")[0]
    assert "btn-undo is-on" in head and "btn-undo is-on\" type=\"button\" data-nav" in head


def test_what_is_this_asks_for_a_piece_and_shows_what_it_is():
    s, g = opened("koikoi", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    s.nav({"cmd": "info_mode"})
    html = s.html()
    assert "info-ask" in html and "is-asking" in html
    piece = re.search(r'data-piece="([^"]+)"', html.split('class="game-area')[1]).group(1)
    s.nav({"cmd": "info", "piece": piece})
    html = s.html()
    assert 'class="sheet info-sheet"' in html and f'data-info="{piece}"' in html and not s.ui.get("info_mode")
    s.nav({"cmd": "info_close"})
    assert "info-sheet" not in s.html()


def test_the_log_is_a_panel_over_the_screen_with_its_close_focused():
    s, g = opened("kohaku", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    person_moves(s, g)
    s.nav({"cmd": "log"})
    html = s.html()
    log = html[html.index('<aside class="log sheet"'):]
    assert "data-focus-next" in log.split("</aside>")[0] and "data-scroll-end" in log


def test_the_legend_names_the_marks_on_screen_only():
    s, g = opened("kohaku")
    run_timers(s)
    html = s.html()
    board = html.split('class="game-area')[1]
    if "data-changed" in board:
        assert 'class="legend"' in html and "what another player just did" in html
    assert ("Hint's move" in html) == (" data-hint=" in board)
    s2, _ = opened("koikoi", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    assert "Dashed outline" not in s2.html(), "nothing changed yet: no word about that mark"


# ------------------------------------------------------------------ the end
def finished(name, seed=5):
    s, g = opened(name, seed=seed, hash_="botdelay=0",
                  players=[{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "computer",
                                                                 "bot": list(games.module(name, "bots").BOTS)[0]}])
    for _ in range(5000):
        run_timers(s)
        if g.is_over(s.state):
            break
        if s.ui.get("hold") is not None:
            s.nav({"cmd": "continue"})
            continue
        s.act(g.legal_actions(s.state)[0])
    assert g.is_over(s.state)
    s.finish_stages()
    return s, g


def test_play_again_starts_the_same_players_and_options_in_one_tap():
    s, g = finished("koikoi")
    html = s.html()
    assert 'id="play-again"' in html
    old = s.state
    s.nav({"cmd": "again", "seed": 777})
    assert s.screen == "game" and not g.is_over(s.state) and s.state["actions"] == []
    assert s.state["players"] == old["players"] and s.state["options"] == old["options"]
    assert s.state["seed"] == 777
    assert json.loads(s.store.get(save_key("koikoi")))["seed"] == 777, "the new game is the saved game"


def test_the_end_shows_how_the_points_were_made(monkeypatch):
    s, g = finished("kohaku")
    monkeypatch.setattr(type(g), "score_table", lambda self, state, lang="en": [("Koi", [3, 4]), ("Frogs", [1, 0])])
    html = s.html()
    table = html[html.index('<table class="points">'):html.index("</table>")]
    assert "How the points were made" in table and "<th scope=\"row\">Frogs</th><td>1</td><td>0</td>" in table
    assert "".join(f"<td>{v}</td>" for v in g.scores(s.state)) in table, "the totals are the game's scores"


def test_a_finished_save_is_not_offered_as_a_game_to_continue():
    store = MemoryStore()
    s, g = finished("koikoi")
    store.set(save_key("koikoi"), records.save_text(s.state))
    home = new_session(store)
    home.boot()
    home.nav({"to": "home"})
    html = home.html()
    assert "finished game" in html and "saved game, move" not in html


def test_the_review_says_well_played_only_to_a_winner(monkeypatch):
    s, g = finished("koikoi")
    s.nav({"cmd": "learning", "v": "on"})
    seat = s.review_seat()
    s.ui["review"] = {"at": len(s.history), "seat": seat, "items": []}
    won = seat in g.winners(s.state)
    assert ("Well played!" in s.html()) == won
    monkeypatch.setattr(type(g), "winners", lambda self, state: [1 - seat])
    assert "Well played!" not in s.html()


# ------------------------------------------------------------------ sounds


def test_sounds_are_off_until_turned_on_and_never_in_an_embed(monkeypatch):
    monkeypatch.setattr(type(games.get("kohaku")), "sound", lambda self, b, a, after: "capture")
    s, g = opened("kohaku", players=[{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}])
    person_moves(s, g)
    assert not [e for e in s.take_effects() if e[0] == "sound"]
    s.nav({"cmd": "sound", "v": "on"})
    assert ("sound", "turn") in s.take_effects(), "turning sounds on lets the player hear one"
    person_moves(s, g)
    assert ("sound", "capture") in s.take_effects()
    assert json.loads(s.store.get("pondside:v1:settings"))["sound"] == "on"
    e = new_session(s.store, "embed=1&new=kohaku&seed=3&n=2")
    e.boot()
    assert not e.sound_on


@pytest.mark.parametrize("name", ["kohaku", "bigpond", "koikoi", "koi", "kokonana"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_piece_on_the_table_says_what_it_is(name, lang):
    """A long press or the (i) on any piece the table draws gives its name and what it scores or does."""
    g = games.get(name)
    view_mod = games.module(name, "view")
    st = g.new_game(you_and_computer(name)[:1] + [{"name": "Ann", "kind": "human"}], 5)
    for _ in range(7):
        if g.is_over(st):
            break
        st = g.apply(st, g.legal_actions(st)[0])
    seat = st["to_move"] if st["to_move"] is not None else 0
    v = g.view(st, seat)
    html = view_mod.render(v, {"lang": lang, "seat": seat, "legal": g.legal_actions(st), "sel": {}})
    pieces = set(re.findall(r'data-piece="([^"]+)"', html))
    assert pieces
    for p in pieces:
        d = view_mod.describe(v, p, lang)
        assert d and d["title"] and d["lines"] and all(isinstance(x, str) and x for x in d["lines"]), (name, p)


def test_a_piece_its_game_does_not_describe_says_its_name_and_where_to_read_more():
    s, g = opened("kokonana")
    s.nav({"cmd": "info", "piece": "unknown:0", "label": "  The temple,\n step 1  "})
    page = s.html()
    sheet = page.split('class="sheet info-sheet"', 1)[1].split("</aside>", 1)[0]
    assert "The temple, step 1" in sheet and "rules page" in sheet



class _Places(HTMLParser):
    """The controls (data-act, data-sel) of a screen, and how many of them lie inside a place marked data-next."""
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self):
        super().__init__()
        self.stack, self.marked, self.controls, self.inside, self.sels = [], 0, 0, 0, []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        control = ("data-act" in a or "data-sel" in a) and "disabled" not in a
        if control:
            self.controls += 1
            self.inside += any(self.stack)
            if "data-sel" in a:
                self.sels.append(json.loads(a["data-sel"]))
        if tag not in self.VOID:
            self.stack.append("data-next" in a)
            self.marked += "data-next" in a

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in self.VOID:
            self.stack.pop()

    def handle_endtag(self, tag):
        if tag not in self.VOID and self.stack:
            self.stack.pop()


@pytest.mark.parametrize("name", ["kohaku", "bigpond", "koikoi", "koi", "kokonana"])
def test_the_place_to_act_next_is_marked_whenever_the_player_has_a_move(name):
    """Issue 40: after each step the page brings the place where the player acts next into view; each view
    marks that place (data-next) on every screen where its seat has something to do, and the mark holds one of
    the controls to tap (also after a first pick, such as a Koi-Koi card with two matches)."""
    g = games.get(name)
    view_mod = games.module(name, "view")
    rng = random.Random(name)
    st = g.new_game([{"name": "You", "kind": "human"}, {"name": "Ann", "kind": "human"}], 11)
    screens = 0
    while not g.is_over(st):
        seat = st["to_move"]
        legal = g.legal_actions(st)
        v = g.view(st, seat)
        sel = {}
        for _ in range(3):                  # the screen, then after a pick or two the player makes on it
            html = view_mod.render(v, {"lang": "en", "seat": seat, "legal": legal, "sel": sel})
            p = _Places()
            p.feed(html)
            if p.controls:
                screens += 1
                assert p.marked and p.inside, (name, len(st["actions"]), sel, "no place to act is marked")
            picks = [x for x in p.sels if all(v_ is not None for v_ in x.values()) and x != sel]
            if not picks:
                break
            sel = {k: v_ for k, v_ in {**sel, **rng.choice(picks)}.items() if v_ is not None}
        st = g.apply(st, rng.choice(legal))
    assert screens > 20
