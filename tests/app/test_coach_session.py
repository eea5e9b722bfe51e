"""The Hint control in the pure session (issue 26): the learning setting (per device, off by default), the
hint thought in slices like the computer's moves, shown with its reasons and marks, played by its button,
and gone once the game moves on."""
import json

import pytest

from pondside import games
from pondside.app.session import KEY_SETTINGS, MemoryStore, Session, parse_hash  # noqa: F401
from support.session import Clock, clicks, new_session, run_timers  # noqa: F401


def start_game(s, name, players, seed=3):
    g = games.get(name)
    s.open_game(g.new_game(players, seed, {}))
    return g


def vs_computer(name):
    return [{"name": "You", "kind": "human"},
            {"name": "Computer", "kind": "computer", "bot": list(games.module(name, "bots").BOTS)[0]}]


def test_learning_is_off_by_default_and_remembered_on_this_device():
    s = new_session()
    start_game(s, "kokonana", vs_computer("kokonana"))
    assert not s.learning and 'id="hint-button"' not in s.html()
    s.nav({"cmd": "hint"})                       # no Hint while learning is off
    assert s.ui.get("hint") is None and s.timer is None
    s.nav({"cmd": "learning", "v": "on"})
    assert json.loads(s.store.get(KEY_SETTINGS))["learning"] == "on"
    assert 'id="hint-button"' in s.html()
    assert Session(s.store, {}, clock=Clock()).learning, "remembered"
    s.nav({"cmd": "learning", "v": "maybe"})     # not a value: ignored
    assert s.learning
    s.nav({"cmd": "learning", "v": "off"})
    assert not s.learning and 'id="hint-button"' not in s.html()


@pytest.mark.parametrize("name", games.names())
def test_tap_hint_see_the_marked_move_and_play_it(name):
    s = new_session(MemoryStore({KEY_SETTINGS: json.dumps({"learning": "on"})}))
    g = start_game(s, name, vs_computer(name), seed=4)
    run_timers(s)
    assert s.state["to_move"] == 0
    s.nav({"cmd": "hint"})
    assert s.timer == "hint" and "Looking for a good move" in s.html()
    slices = run_timers(s)
    assert slices >= 1
    html = s.html()
    assert 'data-hint-panel' in html and 'id="hint-play"' in html
    play = [c for c in clicks(html, "data-act") if c[2].get("id") == "hint-play"]
    assert len(play) == 1
    action = play[0][1]
    assert action == s.ui["hint"]["action"] and action in g.legal_actions(s.state)
    n = len(s.state["actions"])
    s.act(action)
    assert s.state["actions"][n] == action
    assert s.ui.get("hint") is None and 'data-hint-panel' not in s.html(), "the hint ends with the move"


def test_a_hint_follows_the_language_and_is_dropped_by_undo_and_leaving():
    s = new_session(MemoryStore({KEY_SETTINGS: json.dumps({"learning": "on"})}))
    start_game(s, "koi", vs_computer("koi"), seed=2)
    s.nav({"cmd": "hint"})
    run_timers(s)
    assert "action" in s.ui["hint"]
    english = s.ui["hint"]["reason"]
    s.nav({"cmd": "lang"})                     # the hint is thought again in the new language
    assert "reason" not in s.ui["hint"] and s.ui["hint"]["lang"] == "de"
    run_timers(s)
    assert s.ui["hint"]["reason"] != english and "Tipp" in s.html()
    s.nav({"cmd": "lang"})
    run_timers(s)
    assert s.ui["hint"]["reason"] == english, "the same hint, in the language asked"
    s.nav({"cmd": "hint_hide"})                # the control hides it
    assert s.ui.get("hint") is None
    s.nav({"cmd": "hint"})
    s.tick()                                   # a slice, then the player opens the replay
    s.nav({"cmd": "replay_open"})
    run_timers(s)
    assert s.ui.get("hint") is None or "action" not in s.ui["hint"]
    s.nav({"cmd": "replay_close"})
    s.nav({"cmd": "hint_hide"})
    assert s.ui.get("hint") is None and s.timer is None


def test_koi_or_stop_advice_comes_unasked_at_the_decision():
    g = games.get("koikoi")
    bot = games.module("koikoi", "bots").BOTS["heuristic"]
    from pondside import Rng
    for seed in range(30):
        st = g.new_game([{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "human"}], seed)
        rng = Rng(seed)
        while not g.is_over(st) and not (st["phase"] == "koi" and st["to_move"] == 0 and any(st["hands"])):
            st = g.apply(st, bot(g, g.view(st, g.to_move(st)), g.legal_actions(st), rng))
        if not g.is_over(st):
            break
    before = g.replay_state(st, len(st["actions"]) - 1)
    last = st["actions"][-1]
    for learning, expect in (("off", False), ("on", True)):
        s = new_session(MemoryStore({KEY_SETTINGS: json.dumps({"learning": learning})}))
        s.open_game(before)
        s.ui["shown"] = 0
        s.act(last)
        if s.ui.get("pass_to") is not None:
            s.nav({"cmd": "pass_ready"})
        assert s.state["phase"] == "koi" and s.state["to_move"] == 0
        assert (s.ui.get("hint") is not None) == expect
        if expect:
            run_timers(s)
            html = s.html()
            assert "for you, for sure" in html and "scores first in" in html


@pytest.mark.parametrize("name", ["bigpond", "koikoi"])
def test_review_after_the_game_lists_turns_and_opens_the_replay_there(name):
    from pondside import Rng
    g = games.get(name)
    weak = games.module(name, "bots").BOTS[list(games.module(name, "bots").BOTS)[0]]
    players = [{"name": "You", "kind": "human"}, {"name": "Computer", "kind": "computer", "bot": "random"}]
    st = g.new_game(players, 7)
    rng = Rng(7)
    while not g.is_over(st):
        st = g.apply(st, weak(g, g.view(st, g.to_move(st)), g.legal_actions(st), rng))
    s = new_session(MemoryStore({KEY_SETTINGS: json.dumps({"learning": "on"})}))
    s.open_game(st)
    html = s.html()
    assert 'id="review-button"' in html
    s.nav({"cmd": "review"})
    assert "Looking through your moves" in s.html()
    run_timers(s, limit=200000)
    html = s.html()
    assert "data-review" in html
    items = s.ui["review"]["items"]
    assert items, "a weak player's game has turns to review"
    for it in items:
        assert st["actions"][it["i"]] == it["played"] and s.history[it["i"]]["to_move"] == 0
        if name == "koikoi":
            assert it["played"]["t"] in ("koi", "stop") or it["gain"] >= 2
        else:
            assert it["gain"] >= 2 and it["better"] != it["played"]
    if name == "koikoi":                        # every Koi-or-stop decision of the player is there
        decisions = [i for i, h in enumerate(s.history[:-1]) if h["phase"] == "koi" and h["to_move"] == 0]
        assert decisions and decisions == [it["i"] for it in items if it["played"]["t"] in ("koi", "stop")]
    shows = [c for c in clicks(html, "data-nav") if c[1].get("cmd") == "review_show"]
    assert len(shows) == len(items)
    s.nav(shows[-1][1])
    assert s.ui["replay"] == items[-1]["i"]
    page = s.html()
    assert "data-review-alt" in page and "data-replay" in page
    if name == "koikoi":
        assert "for you, for sure" in page
    s.nav({"cmd": "replay_close"})
    assert "data-review-alt" not in s.html()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_guided_first_game_from_the_shelf_with_dismissible_tips(lang):
    store = MemoryStore({KEY_SETTINGS: json.dumps({"lang": lang})})
    s = new_session(store)
    home = s.html()
    learn = [c for c in clicks(home, "data-nav") if c[1].get("to") == "learn"]
    assert sorted(c[1]["game"] for c in learn) == sorted(games.names()), "Learn to play for every game"
    s.nav({"to": "learn", "game": "koikoi"})
    first = s.state
    assert first["seed"] == 26 and first["options"]["months"] == 3
    assert s.learning and not json.loads(store.get(KEY_SETTINGS)).get("learning"), "hints on for this game only"
    run_timers(s)
    html = s.html()
    assert 'data-tip="first"' in html and 'id="hint-button"' in html and "link-notice" not in html
    tips = {"first"}
    s.nav({"cmd": "tip_ok", "k": "first"})
    assert 'data-tip="first"' not in s.html()
    while not s.game.is_over(s.state):                  # never blocked: play on with the Hint's moves
        run_timers(s)
        if s.ui.get("hold") is not None:
            s.nav({"cmd": "continue"})
            continue
        html = s.html()
        if "data-tip=" in html:
            key = html.split('data-tip="', 1)[1].split('"', 1)[0]
            tips.add(key)
            assert clicks(html, "data-act") or clicks(html, "data-sel"), "a tip never blocks play"
            if key != "end":
                s.nav({"cmd": "tip_ok", "k": key})
        s.nav({"cmd": "hint"})
        run_timers(s)
        if s.ui.get("hint") and "action" in s.ui["hint"]:
            s.act(s.ui["hint"]["action"])
    assert 'data-tip="end"' in s.html()
    assert {"first", "other", "capture"} <= tips, "the game's own moments too (its first capture)"
    assert store.get("pondside:v1:save:koikoi") is None, "the guided game never overwrites a save"
    s.nav({"to": "learn", "game": "koikoi"})
    assert s.state == first, "the same deal every time"
