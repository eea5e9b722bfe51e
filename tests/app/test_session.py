"""The app's state machine (pondside/app/session.py) under CPython: whole games played by clicking the rendered
markup, the computer's pace and holds, what another seat did, saves kept apart from links, and start-up
surviving whatever a link, a save or the settings hold."""
import json

import pytest

from pondside import Rng, games
from pondside.app import records
from pondside.core import THINK_BUDGET_MS
from pondside.app.session import (KEY_SETTINGS, SPEEDS, FIRST_THINK_MS, MemoryStore, Session, parse_hash,
                                  save_key)
from support.play import table_size
from support.session import Clock, clicks, new_session, run_timers, unbalanced  # noqa: F401


def start_game(s, name, players, seed=3, options=None):
    g = games.get(name)
    s.open_game(g.new_game(players, seed, options or {}))
    return g


def play_by_clicks(s, rng, max_clicks=3000, on_computer_turn=None):
    """Click through a game as a person would: actions, selections and Continue, chosen from the markup."""
    for _ in range(max_clicks):
        run_timers(s)
        if s.game.is_over(s.state):
            return True
        html = s.html()
        assert not unbalanced(html), unbalanced(html)
        if s.ui.get("hold") is not None:
            assert 'data-last-move' in html and 'id="hold-continue"' in html
            assert not clicks(html, "data-act"), "while a move is held, nothing else can be played"
            s.nav({"cmd": "continue"})
            continue
        if s.ui.get("pass_to") is not None:
            s.nav({"cmd": "pass_ready"})
            continue
        acts = [c for c in clicks(html, "data-act")]
        sels = [c for c in clicks(html, "data-sel") if not c[1].get("_clear")]
        assert acts or sels, "a person's turn offers nothing to click"
        before = len(s.state["actions"])
        if acts and (not sels or rng.random() < 0.7):
            s.act(rng.choice(acts)[1])
        else:
            s.sel(rng.choice(sels)[1])
        if on_computer_turn and len(s.state["actions"]) > before:
            on_computer_turn(s)
    return False


# ------------------------------------------------------------------ whole games
@pytest.mark.parametrize("name", games.names())
def test_a_whole_game_against_the_computer_by_clicks(name):
    g = games.get(name)
    n = table_size(g)
    players = [{"name": "You", "kind": "human"}] + [
        {"name": f"Computer {i}", "kind": "computer", "bot": list(games.module(name, "bots").BOTS)[0]}
        for i in range(1, n)]
    store = MemoryStore()
    s = new_session(store)
    start_game(s, name, players, seed=5)
    seen_turns = []

    def check(s):
        run_timers(s)
        html = s.html()
        computers = [i for i in range(1, n)]
        if s.ui.get("hold") is None and any(h["to_move"] in computers for h in s.history[-3:-1]):
            if 'data-last-move' in html:
                seen_turns.append(html)

    assert play_by_clicks(s, Rng.from_seed(name), on_computer_turn=check), "the game did not end"
    saved = records.load_record(store.get(save_key(name)), expect=name)
    assert saved["actions"] == s.state["actions"], "the save follows every move"
    if n > 1:
        assert seen_turns, "the computer's turns were said in words"
        assert any("Computer" in h.split("data-last-move", 1)[1][:2000] for h in seen_turns)
    end = s.html()
    assert 'class="game-over"' in end and end.count("<h2") >= 1


def test_the_computers_moves_come_at_the_chosen_pace():
    s = new_session()
    players = [{"name": "You"}, {"name": "Computer", "kind": "computer", "bot": "random"},
               {"name": "Robot", "kind": "computer", "bot": "random"}]
    g = start_game(s, "kohaku", players, seed=2)
    # a person moves first; the computer starts after a short pause, then paces its own moves
    while s.state["to_move"] == 0:
        s.act(g.legal_actions(s.state)[0])
    delays = []
    while s.state["to_move"] != 0 and not g.is_over(s.state):
        fx = [e for e in s.take_effects() if e[0] == "timer"]
        delays.extend(e[1] for e in fx)
        s.tick()
    delays.extend(e[1] for e in s.take_effects() if e[0] == "timer")
    waits = [d for d in delays if d]
    assert waits[0] == FIRST_THINK_MS and SPEEDS["normal"] in waits[1:], delays
    s.nav({"cmd": "speed", "v": "instant"})
    assert s.pace_ms() == 0 and json.loads(s.store.get(KEY_SETTINGS))["speed"] == "instant"
    s.nav({"cmd": "speed", "v": "warp"})        # not a speed: ignored
    assert s.speed == "instant"
    assert Session(s.store, {}, clock=Clock()).speed == "instant", "remembered on this device"
    assert new_session(hash_="#botdelay=99999999999999999999").pace_ms() == SPEEDS["normal"]
    assert new_session(hash_="#botdelay=0").pace_ms() == 0


class SlowCore(Clock):
    """A clock for a slow phone: every reading is ``step`` ms later."""

    def __init__(self, step):
        super().__init__()
        self.step = step

    def __call__(self):
        self.now += self.step
        return self.now


@pytest.mark.parametrize("name,level", [("koikoi", "strong"), ("koi", "lookahead")])
def test_a_slow_core_makes_the_computer_decide_within_its_budget(name, level):
    """On a core slow enough to spend the budget (THINK_BUDGET_MS) the computer's search is hurried and
    decides with what it has, in a few slices; on a fast one it thinks to the end (many more slices)."""
    slices = {}
    for step in (0.5, 120.0):
        s = Session(MemoryStore(), parse_hash("#botdelay=0"), clock=SlowCore(step))
        players = [{"name": f"Computer {i}", "kind": "computer", "bot": level} for i in (1, 2)]
        g = start_game(s, name, players, seed=4)
        most = 0
        while len(s.state["actions"]) < 12 and not g.is_over(s.state):
            s.tick()
            most = max(most, s.think_stats["max_decision_slices"])
        slices[step] = most
        assert g.legal_actions(s.state) or g.is_over(s.state)
    hurried = THINK_BUDGET_MS / 120.0 + 4          # slices before the budget is spent, and a few to decide
    assert slices[120.0] <= hurried < slices[0.5], slices


def test_a_held_move_waits_for_continue_and_a_computer_only_game_goes_on_by_itself():
    class Holding:
        """Kokonana with every computer move held (the engine's own holds are tested in its folder)."""

    g = games.get("kokonana")
    s = new_session(hash_="#botdelay=0")
    start_game(s, "kokonana", [{"name": "You"}, {"name": "Computer", "kind": "computer", "bot": "random"}])
    real = type(g).pause_after
    try:
        type(g).pause_after = lambda self, b, a, af: True
        s.act(g.legal_actions(s.state)[0])
        while s.state["to_move"] == 0 and not g.is_over(s.state):
            s.act(g.legal_actions(s.state)[0])
        run_timers(s)
        assert s.ui["hold"] is not None and s.timer is None, "held: no timer runs on"
        n = len(s.state["actions"])
        s.act(g.legal_actions(s.state)[0]) if s.state["to_move"] == 0 else None
        assert len(s.state["actions"]) == n, "nothing is played while a move is held"
        s.nav({"cmd": "continue"})
        assert s.ui["hold"] is None
        # nobody at the device: a hold lasts the pace's time, then play goes on
        bots = new_session(hash_="#botdelay=0")
        start_game(bots, "kokonana", [{"name": "A", "kind": "computer", "bot": "random"},
                                      {"name": "B", "kind": "computer", "bot": "random"}])
        for _ in range(6):
            bots.tick()
        assert len(bots.state["actions"]) >= 3
    finally:
        type(g).pause_after = real


def test_undo_against_the_computer_and_not_past_a_reveal():
    s = new_session(hash_="#botdelay=0")
    g = start_game(s, "koi", [{"name": "You"}, {"name": "Computer", "kind": "computer", "bot": "random"}], seed=5)
    html = s.html()
    assert "Undo" in html and not [c for c in clicks(html, "data-nav") if c[1].get("cmd") == "undo"], \
        "nothing to undo yet: the button is there, disabled (the header keeps its height)"
    for _ in range(40):
        run_timers(s)
        if s.state["to_move"] == 0 and s.ui.get("undo"):
            break
        s.act(g.legal_actions(s.state)[0])
        s.html()
    if s.ui.get("undo"):
        n = len(s.history)
        s.nav({"cmd": "undo"})
        assert len(s.history) < n and s.state["to_move"] == 0


# ------------------------------------------------------------------ saves and links
def test_a_link_never_replaces_the_save_without_asking():
    store = MemoryStore()
    mine = new_session(store)
    g = start_game(mine, "kokonana", [{"name": "You"}, {"name": "Ann"}], seed=1)
    mine.act(g.legal_actions(mine.state)[0])
    saved = store.get(save_key("kokonana"))
    other = g.new_game([{"name": "Ben"}, {"name": "Cy"}], 9)
    s = new_session(store, "#g=" + records.encode_link(other))
    s.boot()
    assert s.link_game and "kept as it is" in s.html()
    s.act(g.legal_actions(s.state)[0])
    assert store.get(save_key("kokonana")) == saved, "the link's game did not touch the save"
    s.nav({"cmd": "keep_link"})
    assert store.get(save_key("kokonana")) != saved and not s.link_game


@pytest.mark.parametrize("how", ["save", "link"])
def test_an_opened_game_is_replayed_once(how, monkeypatch):
    """Opening a save or a link checks its record by replaying it under the rules; that replay's states are the
    game's history (undo, the replay, the log), so a long record is not replayed a second time to build it."""
    g = games.get("kokonana")
    state = g.new_game([{"name": "You"}, {"name": "Ann"}], 4)
    rng = Rng(4)
    while len(state["actions"]) < 60 and not g.is_over(state):
        state = g.apply(state, rng.choice(g.legal_actions(state)))
    store = MemoryStore()
    if how == "save":
        store.set(save_key("kokonana"), records.save_text(state))
        store.set(KEY_SETTINGS, json.dumps({"current": "kokonana"}))
        s = new_session(store)
    else:
        s = new_session(store, "#g=" + records.encode_link(state))
    calls = []
    real = type(g).apply
    monkeypatch.setattr(type(g), "apply", lambda self, st, a, *x, **kw: calls.append(1) or real(self, st, a, *x, **kw))
    s.boot()
    assert len(calls) == len(state["actions"]), "one replay on opening"
    assert s.screen == "game" and s.state["actions"] == state["actions"]
    assert len(s.history) == len(state["actions"]) + 1
    assert s.history == records.history_of(g, state)


def test_a_save_under_another_games_key_is_set_aside_and_the_right_save_is_untouched():
    store = MemoryStore()
    kk = games.get("koikoi").new_game(2, 3)
    good = records.save_text(games.get("kohaku").new_game(2, 1))
    store.set(save_key("kohaku"), records.save_text(kk))
    store.set(save_key("koikoi"), "keep")
    s = new_session(store)
    s.nav({"to": "continue", "game": "kohaku"})
    assert s.screen == "home" and store.get(save_key("kohaku")) is None
    assert store.get(save_key("koikoi")) == "keep"
    bad = [k for k in store.keys() if k.startswith("pondside:v1:bad:kohaku:")]
    assert bad and store.get(bad[0]) == records.save_text(kk)
    assert "kohaku" in s.html() and good


def test_bad_settings_are_set_aside_and_the_app_starts():
    store = MemoryStore({KEY_SETTINGS: "[" * 50_000 + "]" * 50_000})
    s = new_session(store)
    s.boot()
    assert s.screen == "home" and store.get(KEY_SETTINGS) is None
    assert any(k.startswith("pondside:v1:bad:settings:") for k in store.keys())
    assert "could not be read" in s.html()


def test_setting_a_bad_save_aside_when_storage_is_full_leaves_it_in_place():
    class Full(MemoryStore):
        def set(self, key, value):
            if key.startswith("pondside:v1:bad:"):
                return False
            return super().set(key, value)

    store = Full({save_key("koi"): "{not json"})
    s = new_session(store)
    html = s.html()
    assert store.get(save_key("koi")) == "{not json", "never lost"
    assert "left where it was" in html and "export" in html.lower()
    s.nav({"cmd": "export_bad", "key": save_key("koi")})
    assert ("export", "pondside_v1_save_koi.json", "{not json") in s.take_effects()


def test_a_framed_full_app_touches_no_storage():
    store = MemoryStore({KEY_SETTINGS: json.dumps({"lang": "de"})})
    s = Session(store, {}, clock=Clock(), framed=True)
    s.boot()
    s.nav({"cmd": "lang"})
    assert store.data == {KEY_SETTINGS: json.dumps({"lang": "de"})}
    assert "own tab" in s.html() or "eigenen Tab" in s.html()


def test_another_tabs_newer_save_is_never_overwritten():
    store = MemoryStore()
    s = new_session(store)
    g = start_game(s, "kokonana", [{"name": "A"}, {"name": "B"}])
    assert s.storage_event(save_key("kokonana"), "newer") and s.ui["stale"]
    n = len(s.state["actions"])
    s.act(g.legal_actions(s.state)[0])
    assert len(s.state["actions"]) == n


# ------------------------------------------------------------------ crafted addresses and records
CRAFTED = [
    "#embed=1&new=kohaku&seed=1&n=1000000000",
    "#embed=1&new=kohaku&seed=1&n=12.0",
    "#embed=1&new=../../etc&n=2",
    "#embed=1&new=koikoi&opts=%E0%A4%A",
    "#embed=1&new=koikoi&opts=" + "%5B" * 20_000 + "%5D" * 20_000,
    "#embed=1&new=koikoi&opts=%7B%22months%22%3A12.0%7D",
    "#embed=1&new=bigpond&n=2&seed=99999999999999999999999",
    "#g=" + "[" * 64,
    "#position=" + "[" * 64 + "&game=kohaku",
    "#position=x&game=nothing",
    "#botdelay=99999999999999999999&g=AAAA",
    "#" + "&".join(f"k{i}=v" for i in range(5000)),
]


@pytest.mark.parametrize("hash_", CRAFTED, ids=range(len(CRAFTED)))
def test_a_crafted_address_never_stops_the_start(hash_):
    s = new_session(hash_=hash_)
    s.boot()
    html = s.html()
    assert s.screen in ("home", "game", "position")
    if s.screen == "game":             # opened with what is sane (defaults where it was not)
        g = s.game
        assert g.min_players <= len(s.state["players"]) <= g.max_players
    elif any(k in hash_ for k in ("g=", "new=", "position=")):
        assert "notice" in html, "the player is told why the address did not open"


def test_records_with_wrong_types_are_refused_with_a_reason():
    g = games.get("koikoi")
    rec = json.loads(records.save_text(g.new_game(2, 1)))
    for bad, why in [({"players": [{"name": "A"}, {"name": "B", "kind": "computer", "bot": {}}]}, "level"),
                     ({"actions": {"t": "x"}}, "list"),
                     ({"options": {"months": 12.0}}, "months")]:
        with pytest.raises(Exception) as e:
            records.load_record(json.dumps(dict(rec, **bad)))
        assert type(e.value).__name__ == "BadState" and why in str(e.value)
    # options left out (null) are the defaults, as the contract says: the save opens
    assert records.load_record(json.dumps(dict(rec, options=None)))["options"] == g.default_options()
    kn = games.get("kokonana")
    long = json.loads(records.save_text(kn.new_game(2, 1)))
    long["actions"] = [{"t": "flip"}] * (kn.max_actions + 1)
    with pytest.raises(Exception, match="more than"):
        records.load_record(json.dumps(long))


def test_the_address_parser_is_bounded():
    p = parse_hash("#" + "&".join(f"k{i}=v" for i in range(5000)))
    assert len(p) <= 40
    assert parse_hash("#a=1&a=2&" + "x" * 30 + "=3") == {"a": "1"}
