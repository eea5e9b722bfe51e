"""Players on their own phones, as two sessions run it (issue 42, points 1–4): the host's dialog, its code for each
remote seat as a join address, the guest's answer code, the scan, and a whole game played across two phones
through the messages the browser's half would carry; each phone shows only its own seat, and the guest checks
the host's record at the end."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from pondside.app import records, shell
from pondside.app.session import MemoryStore, Session, parse_hash
from support.session import run_timers
from support.tables import BASE, pair, qr_texts, sdp, step


def play_out(host, wire, limit=3000):
    g = host.game
    rng = random.Random(5)
    for _ in range(limit):
        wire.pump()
        if host.state is not None and g.is_over(host.state):
            return
        host.finish_stages()
        tm = host.state["to_move"]
        if host.state["players"][tm].get("kind") == "computer":
            if host.ui.get("hold") is not None:       # the host's move shown and held: its Continue
                host.nav({"cmd": "continue"})
            run_timers(host)                          # the computer plays on the host phone
            continue
        if tm in wire.guests:
            t = wire.guests[tm].table
            assert t.guest.legal, "the guest to move was sent no moves"
            wire.guests[tm].act(rng.choice(t.guest.legal))
        else:
            host.act(rng.choice(g.legal_actions(host.state)))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game,people", [("koikoi", 2), ("kokonana", 3), ("kohaku", 2), ("bigpond", 2), ("koi", 2)])
def test_a_table_of_phones_plays_a_whole_game_each_phone_its_own_seat(game, people):
    host, wire = pair(game, people)
    assert host.screen == "game" and host.ui.get("away") == tuple(range(1, people))
    assert host.ui["seat"] == 0
    play_out(host, wire)
    g = host.game
    seed = str(host.state["seed"])
    for seat, guest in wire.guests.items():
        t = guest.table.guest
        assert t.over and t.audit == "", t.audit            # the record replays to what the phone was shown
        html = guest.html()
        assert "data-audit=\"ok\"" in html
        # never the seed, the generator or another seat's view on the way there
        for to, msg in wire.sent:
            if to == seat and msg["t"] == "view":
                assert msg["view"] == json.loads(json.dumps(g.view(host.history[msg["n"]], seat)))
                assert seed not in json.dumps(msg["view"])
    for _to, msg in wire.sent:
        if msg["t"] == "view":
            assert "seed" not in msg and "rng" not in json.dumps(msg)


def test_the_host_screen_waits_for_the_other_phone_and_names_it():
    host, wire = pair("koikoi", 2)
    for _ in range(50):
        if host.state["to_move"] == 1:
            break
        host.act(host.game.legal_actions(host.state)[0])
        host.finish_stages()
        wire.pump()
    assert host.state["to_move"] == 1
    html = host.html()
    assert "Waiting for Ben" in html and "data-waiting=\"1\"" in html
    # the host shows its own seat; no pass screen for a seat on another phone
    assert host.ui["seat"] == 0 and host.ui.get("pass_to") is None
    # the guest, whose turn it is, sees its moves; a move out of turn from the host's side is refused there
    guest = wire.guests[1]
    assert guest.table.guest.legal
    before = len(host.state["actions"])
    host.act(host.game.legal_actions(host.state)[0]) if host.game.legal_actions(host.state) else None
    assert len(host.state["actions"]) == before       # (the host cannot play the other phone's seat)


def test_a_channel_said_open_after_the_phone_joined_leaves_it_joined():
    """The browser may report a phone's channel open after that phone's join was read: the seat stays joined,
    so the host's screen never waits again for a phone that is at the table."""
    host, wire = pair("koikoi", 2)
    assert host.table.seats[1] == "joined" and host.screen == "game"
    host.table_event("open", 1, "")
    assert host.table.seats[1] == "joined"
    assert host.screen == "game" and "Ben's phone is connecting" not in host.html()


def test_a_guest_phone_asks_again_when_the_host_s_answer_is_lost_and_plays_on():
    """The host took the phone's join and started, but its welcome and first view never reached the phone: the
    phone, connected and still waiting, asks again on its timer and gets its seat and the game."""
    host, wire = pair("koikoi", 2, lose=2)
    guest = wire.guests[1]
    assert host.screen == "game" and guest.table.guest.view is None
    assert "Waiting for the others" in guest.html() and guest.timer == "join"
    assert guest.tick() is True
    wire.pump()
    assert guest.table.guest.welcomed and guest.table.guest.view is not None
    assert guest.tick() is False and guest.timer is None          # (welcomed: it asks no more)
    play_out(host, wire)
    assert guest.table.guest.audit == ""


def test_a_dialog_table_needs_two_people():
    host = Session(MemoryStore(), {}, base_url=BASE)
    host.nav({"game": "koikoi", "to": "setup"})
    level = list(shell.game_bots("koikoi")[0])[0]
    host.nav({"cmd": "start", "seed": 1}, {"count": "2", "kind0": "human", "kind1": "bot:" + level, "table": True})
    assert host.screen == "setup" and "two people" in host.message


@pytest.mark.parametrize("code", ["PS1o.broken", "PS9o.1.abcd.1.x.y.z.w.v", "<script>", "x" * 5000, "9" * 300, "1" * 5000])
def test_a_bad_join_address_ends_on_the_shelf_with_a_message(code):
    guest = Session(MemoryStore(), {"game": "koikoi", "join": code}, base_url=BASE)
    guest.boot()
    assert guest.screen == "home" and guest.message and guest.table is None


def test_a_scanned_code_that_is_not_an_answer_of_this_table_is_said():
    host, _wire = pair("koikoi", 2)
    host.nav({"cmd": "table_reinvite", "seat": 1})
    assert host.screen == "table"
    host.table_event("scanned", -1, "https://example.org/")
    assert "not a code from a phone of this table" in host.html()


def test_a_guest_that_loses_its_connection_is_said_on_both_phones():
    host, wire = pair("koikoi", 2)
    host.table_event("close", 1, "")
    wire.guests[1].table_event("close", 1, "")
    assert "lost its connection" in host.html() and "Show Ben" in host.html()
    assert "connection to the host" in wire.guests[1].html()


def test_an_undo_on_the_host_reaches_every_phone_and_the_record_still_checks():
    host, wire = pair("kohaku", 2)
    rng = random.Random(3)
    undone = 0
    for _ in range(3000):
        wire.pump()
        if host.game.is_over(host.state):
            break
        host.finish_stages()
        tm = host.state["to_move"]
        if tm == 1:
            wire.guests[1].act(rng.choice(wire.guests[1].table.guest.legal))
        else:
            host.act(rng.choice(host.game.legal_actions(host.state)))
            if undone < 3 and records.undo_target(host.game, host.history, {0, 1}) is not None:
                n = len(host.state["actions"])
                host.nav({"cmd": "undo"})
                host.finish_stages()
                wire.pump()
                assert len(host.state["actions"]) < n
                assert wire.guests[1].table.guest.n == len(host.state["actions"])
                undone += 1
    assert undone == 3 and host.game.is_over(host.state)
    assert wire.guests[1].table.guest.audit == ""


def test_the_host_cannot_take_back_a_move_once_the_other_phone_is_to_move():
    host, wire = pair("koikoi", 2)
    while host.state["to_move"] != 1:
        host.act(host.game.legal_actions(host.state)[0])
        host.finish_stages()
    wire.pump()
    n = len(host.state["actions"])
    host.nav({"cmd": "undo"})
    assert len(host.state["actions"]) == n


def _rejoin(host, seat, store, lang="en"):
    """The host shows ``seat``'s code again; a phone with ``store`` scans it (a camera app opening the address)
    and its answer is scanned back: the guest session, its channel open."""
    host.nav({"cmd": "table_reinvite", "seat": seat})
    host.table_event("offer", seat, sdp(f"192.168.1.{seat + 1}", 41000 + seat, f"again{seat}"))
    (link,) = qr_texts(host.html())
    guest = Session(store, parse_hash(link.split("#", 1)[1]), nav_lang=lang, base_url=BASE)
    guest.boot()
    guest.take_effects()
    guest.table_event("answer", seat, sdp("192.168.1.77", 52000 + seat, f"back{seat}"))
    (code,) = qr_texts(guest.html())
    host.table_event("scanned", -1, code)
    host.table_event("open", seat, "")
    guest.table_event("open", seat, "")
    return guest


def test_a_phone_that_drops_comes_back_to_its_seat_and_another_phone_cannot_take_it():
    host, wire = pair("koikoi", 2)
    old = wire.guests[1]
    for _ in range(6):                                   # a few moves, then Ben's phone drops
        step(host, wire)
    host.table_event("close", 1, "")
    old.table_event("close", 1, "")
    # someone else's phone scans the new code first: the seat is not theirs
    stranger = _rejoin(host, 1, MemoryStore())
    wire.guests[1] = stranger
    wire.pump()
    assert stranger.table.guest.view is None and "held by another phone" in stranger.html()
    # Ben's phone (its storage kept the seat's token) scans it and is back where the table is
    back = _rejoin(host, 1, old.store)
    wire.guests[1] = back
    wire.pump()
    g = back.table.guest
    assert g.token == old.table.guest.token and g.n == len(host.state["actions"]) and g.view is not None
    assert host.screen == "game" and host.table.seats[1] == "joined"
    play_out(host, wire)
    assert back.table.guest.audit == ""


def test_a_table_speaks_german_on_both_phones():
    host, wire = pair("koikoi", 2, lang="de")
    guest = wire.guests[1]
    while host.state["to_move"] != 1 and not host.game.is_over(host.state):
        host.act(host.game.legal_actions(host.state)[0])
        host.finish_stages()
        wire.pump()
    assert "Warte auf das Telefon von Ben" in host.html()
    guest.act(guest.table.guest.legal[0])
    wire.pump()
    assert "Ben" in guest.html() and "Zurück" in guest.html() and "Spielverlauf" in guest.html()


def test_a_guest_phone_has_the_game_log_and_the_rules_of_its_table():
    host, wire = pair("koikoi", 2)
    guest = wire.guests[1]
    for _ in range(4):
        step(host, wire)
    guest.nav({"cmd": "log"})
    html = guest.html()
    lines = [host.game.log_line(host.history[i], host.state["actions"][i], "en") for i in range(4)]
    assert 'class="log sheet"' in html and all(line in html for line in lines)
    guest.nav({"to": "rules", "game": "koikoi"})
    assert guest.screen == "rules" and 'class="rules"' in guest.html()
    assert guest.table.guest.options == host.state["options"]          # the rules as this table plays them
    guest.nav({"to": "back"})
    assert guest.screen == "guest" and "data-guest-seat" in guest.html()


def test_a_guest_takes_back_its_own_move_and_only_its_own():
    host, wire = pair("kohaku", 2)
    guest = wire.guests[1]
    rng = random.Random(8)
    undone = refused = 0
    for _ in range(3000):
        wire.pump()
        if host.game.is_over(host.state):
            break
        host.finish_stages()
        g = guest.table.guest
        if host.state["to_move"] == 1:
            guest.act(rng.choice(g.legal))
            wire.pump()
            n = len(host.state["actions"])
            if guest.table.guest.can_undo and undone < 3:
                (button,) = re.findall(r"<button[^>]*undo[^>]*>", guest.html())
                assert "disabled" not in button
                guest.nav({"cmd": "undo"})
                wire.pump()
                assert len(host.state["actions"]) < n and guest.table.guest.n == len(host.state["actions"])
                undone += 1
        else:
            host.act(rng.choice(host.game.legal_actions(host.state)))
            wire.pump()
            if refused < 2 and not guest.table.guest.can_undo and not host.game.is_over(host.state):
                n = len(host.state["actions"])
                host.table_event("message", 1, g.undo())             # asked anyway (an old page, a crafted one)
                wire.pump()
                assert len(host.state["actions"]) == n and "cannot be taken back" in guest.html()
                refused += 1
    assert undone == 3 and refused == 2 and host.game.is_over(host.state)
    assert guest.table.guest.audit == ""


def test_a_game_on_one_phone_loads_nothing_of_the_tables():
    """The pairing code loads only when asked for (issue 42, point 7): a boot, the shelf and a game on one phone
    import none of it (the dialog reads only the words of its choice)."""
    import subprocess
    import sys
    code = ("import sys; from pondside.app.session import MemoryStore, Session; s = Session(MemoryStore(), {}); "
            "s.boot(); s.html(); s.nav({'game': 'koikoi', 'to': 'setup'}); s.html(); "
            "s.nav({'cmd': 'start', 'seed': 1}, {'count': '2', 'kind0': 'human', 'kind1': 'human'}); s.html(); "
            "print(s.screen, sorted(m for m in sys.modules if 'table' in m))")
    root = Path(__file__).resolve().parents[2]
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={"PYTHONPATH": str(root / "py"), "PATH": "/usr/bin:/bin"}, timeout=120)
    assert run.returncode == 0, run.stderr
    # (the session's own table methods, pondside.app.session_table, are part of the session)
    assert run.stdout.strip() == ("game ['pondside.app.session_table', 'pondside.tables', 'pondside.tables.text']"), \
        run.stdout


def test_computer_players_play_on_the_host_phone_at_a_table():
    host, wire = pair("kokonana", 2, computers=1)
    assert host.table.host.remote == [1] and host.state["players"][2]["kind"] == "computer"
    play_out(host, wire)
    assert wire.guests[1].table.guest.audit == ""


def test_a_guest_phone_gets_a_hint_for_its_own_seat_and_plays_it():
    host, wire = pair("koikoi", 2)
    guest = wire.guests[1]
    while host.state["to_move"] != 1:
        host.act(host.game.legal_actions(host.state)[0])
        host.finish_stages()
        wire.pump()
    html = guest.html()
    assert 'id="hint-play"' not in html
    # the learning setting, as on one phone: off, no Hint; turned on in the guest's own menu, the Hint
    assert 'class="coach-bar"' not in html and '{"cmd":"learning","v":"on"}' in html.replace("&quot;", '"')
    guest.nav({"cmd": "learning", "v": "on"})
    assert 'class="coach-bar"' in guest.html()
    guest.nav({"cmd": "hint"})
    run_timers(guest)
    html = guest.html()
    assert 'data-hint-panel' in html and 'id="hint-play"' in html
    action = guest.ui["hint"]["action"]
    assert action in guest.table.guest.legal
    n = len(host.state["actions"])
    guest.act(action)                                   # its "Play it"
    wire.pump()
    assert len(host.state["actions"]) == n + 1 and host.state["actions"][-1] == action
    assert 'data-hint-panel' not in guest.html()        # (the hint was for the table before that move)


def test_a_host_that_reloads_resumes_its_table_and_the_guests_rejoin():
    host, wire = pair("koikoi", 2)
    old = wire.guests[1]
    for _ in range(5):
        step(host, wire)
    n = len(host.state["actions"])
    # the host's page reloads (the same storage): its saved game, and the table with it
    again = Session(host.store, {}, base_url=BASE)
    again.boot()
    assert again.screen == "game" and len(again.state["actions"]) == n
    assert again.table is not None and again.ui.get("away") == (1,)
    assert "lost its connection" in again.html()
    old.table_event("close", 1, "")
    back = _rejoin(again, 1, old.store)
    wire.host, wire.guests[1] = again, back
    wire.pump()
    assert back.table.guest.n == n and back.table.guest.token == old.table.guest.token
    assert again.screen == "game"
    play_out(again, wire)
    assert back.table.guest.audit == ""
    # a new game on that phone ends the table (its connections closed): a later reload does not bring it back
    again.take_effects()
    again.nav({"to": "setup", "game": "koikoi"})
    again.nav({"cmd": "start", "seed": 3}, {"count": "2", "kind0": "human", "kind1": "human"})
    assert again.screen == "game" and again.table is None
    assert ("table", "close", 1, "") in again.take_effects()
    back.table_event("close", 1, "")
    assert "connection to the host" not in back.html()        # (the game was over: nothing lost)
    third = Session(again.store, {}, base_url=BASE)
    third.boot()
    assert third.table is None


def test_a_kept_table_that_does_not_fit_the_saved_game_is_left_alone():
    host, _wire = pair("koikoi", 2)
    key = "pondside:v1:table-host:koikoi"
    kept = json.loads(host.store.get(key))
    kept["nonce"] = "0" * 32                             # not the nonce this game's seed was made from
    host.store.set(key, json.dumps(kept))
    again = Session(host.store, {}, base_url=BASE)
    again.boot()
    assert again.screen == "game" and again.table is None and again.ui.get("away") is None
    host.store.set(key, "{not json")
    again = Session(host.store, {}, base_url=BASE)
    again.boot()
    assert again.screen == "game" and again.table is None


def test_a_guest_phone_is_told_what_the_others_did_since_its_last_move_and_sees_it_marked():
    host, wire = pair("koikoi", 2)
    guest = wire.guests[1]
    while host.state["to_move"] != 1 or not host.state["actions"] or host.history[-2]["to_move"] != 0:
        if host.state["to_move"] == 1:
            guest.act(guest.table.guest.legal[0])
        else:
            host.act(host.game.legal_actions(host.state)[0])
        host.finish_stages()
        wire.pump()
    line = host.game.log_line(host.history[-2], host.state["actions"][-1], "en")
    html = guest.html()                     # the host's play in its first stage: its draw is not said yet
    assert guest.staging is not None and line not in html.split("data-last-move", 1)[1].split("</section>", 1)[0]
    guest.tick()                            # its last stage: the view itself
    assert guest.staging is None
    html = guest.html()
    box = html.split("data-last-move", 1)[1].split("</section>", 1)[0]
    assert line in box
    g = guest.table.guest
    assert g.changed, "nothing of the host's move is marked on the guest's table"
    assert "changed" in html.split('data-guest-seat', 1)[1]


@pytest.mark.parametrize("game,people", [("koikoi", 2), ("kokonana", 3), ("kohaku", 2), ("bigpond", 2), ("koi", 3)])
def test_a_planted_secret_reaches_no_other_seats_phone_with_the_marks_and_news(game, people):
    """As the protocol's test, through the session: its change marks and news go with every view too."""
    secret = "Zq7SecretToken"
    rng = random.Random(4)
    planted_any = False
    checked = 0
    for attempt in range(10):
        host, wire = pair(game, people, seed=30 + attempt)
        for _ in range(rng.randrange(4, 20)):
            if host.game.is_over(host.state):
                break
            host.finish_stages()
            tm = host.state["to_move"]
            if tm in wire.guests:
                wire.guests[tm].act(rng.choice(wire.guests[tm].table.guest.legal))
            else:
                host.act(rng.choice(host.game.legal_actions(host.state)))
            wire.pump()
        if host.game.is_over(host.state):
            continue
        planted = host.game.plant_secret(host.state, secret)
        if planted is None:
            continue
        host.state, allowed = planted
        host.history[-1] = host.state
        mark = len(wire.sent)
        try:
            host.after_change(save=False)
            wire.pump()
        except KeyError:            # (the token is no real piece: a seat holding it to move has no moves to list)
            continue
        planted_any = True
        assert secret in json.dumps(host.state)
        for to, msg in wire.sent[mark:]:
            if to not in allowed:
                checked += 1
                assert secret not in json.dumps(msg), (game, to, allowed, msg.get("news"), msg.get("changed"))
    assert planted_any, f"{game}: no state with hidden information was met"
    assert checked, "no message went to a seat that may not know the planted piece"


@pytest.mark.parametrize("can_share", [True, False])
def test_a_seat_s_code_goes_as_a_link_by_the_share_sheet_or_copied(can_share):
    host = Session(MemoryStore(), {}, base_url=BASE, can_share=can_share)
    host.nav({"game": "koikoi", "to": "setup"})
    host.nav({"cmd": "start", "seed": 1}, {"count": "2", "kind0": "human", "kind1": "human", "table": True})
    host.table_event("offer", 1, sdp("192.168.1.2", 40001, "host1"))
    assert ("Send the link" if can_share else "Copy the link") in host.html()
    host.take_effects()
    host.nav({"cmd": "table_link", "seat": 1})
    (effect,) = host.take_effects()
    assert effect[0] == ("share" if can_share else "copy") and effect[1] == host.table.link(1)
    assert effect[1].startswith(BASE + "#game=koikoi&join=") and effect[1].split("join=")[1].isdigit()


def test_play_again_at_a_table_deals_afresh_on_the_same_phones():
    host, wire = pair("koikoi", 2)
    play_out(host, wire)
    first_seed = host.state["seed"]
    old_nonce = wire.guests[1].table.guest.nonce
    host.nav({"cmd": "again", "seed": 5})
    html = host.html()
    assert 'data-waiting="again"' in html and host.table is not None
    wire.pump()                                  # the guest answers with a nonce of its own: the game starts
    g = wire.guests[1].table.guest
    assert host.screen == "game" and len(host.state["actions"]) == 0 and host.state["seed"] != first_seed
    assert g.nonce != old_nonce and g.n == 0 and g.view is not None and g.audit is None
    play_out(host, wire)
    assert g.audit == ""                         # the second game's record checks against its own deal


def test_a_pairing_that_fails_gives_the_seat_a_fresh_code_to_try_again():
    host = Session(MemoryStore(), {}, base_url=BASE)
    host.nav({"game": "koikoi", "to": "setup"})
    host.nav({"cmd": "start", "seed": 1}, {"count": "2", "kind0": "human", "kind1": "human", "table": True})
    host.table_event("offer", 1, sdp("192.168.1.2", 40001, "first1"))
    first = host.table.codes[1]
    host.take_effects()
    host.table_event("problem", 1, "failed")                 # (static/tables.js: no channel 12 s after the scan)
    assert ("table", "offer", 1, "") in host.take_effects()
    html = host.html()
    assert "could not reach each other" in html and "Making the code" in html
    host.table_event("offer", 1, sdp("192.168.1.2", 40002, "again1"))
    assert host.table.codes[1] != first and 'id="table-scan"' in host.html()


@pytest.mark.parametrize("game", ["koikoi", "kohaku", "bigpond", "koi", "kokonana"])
def test_a_guest_phone_sees_the_other_seats_pieces_move(game):
    """Issue 40, point 1 on a guest phone: with each view the host sends how the move's pieces travel as the
    guest's seat sees them (the game's ``moves`` for that seat); the guest's page flies them once, from pieces of
    the view it showed to pieces of the new one, and nothing after a view that is not the next step."""
    host, wire = pair(game, 2)
    guest = wire.guests[1]
    guest.html()
    guest.take_motion()
    flown = 0
    for _ in range(60):
        if host.game.is_over(host.state):
            break
        host.finish_stages()
        before_html = guest.html()
        guest.take_motion()
        if host.state["to_move"] == 1:
            guest.act(guest.table.guest.legal[0])
            wire.pump()
            continue
        before = host.state
        host.act(host.game.legal_actions(host.state)[0])
        host.finish_stages()
        wire.pump()
        n = guest.table.guest.n
        action = host.state["actions"][n - 1]
        # the move's steps as the guest sees them: its stages (Koi-Koi's play, then its draw), else one
        states = [host.history[n - 1], *host.game.stages(host.history[n - 1], action, host.history[n]),
                  host.history[n]]
        for i in range(1, len(states)):
            want = [[str(a), str(b), str(k[0]) if k else ""] for a, b, *k in
                    host.game.moves(states[i - 1], action, states[i], 1)][:24]
            after_html = guest.html()
            motion = guest.take_motion()
            assert (guest.staging is not None) == (i < len(states) - 1)        # a stage at a time
            if before is host.history[n - 1] and want:
                assert motion is not None and motion["moves"] == want, (i, motion, want)
                assert motion["ms"] > 0
                for a, b, _k in motion["moves"]:
                    # from a piece the guest's page showed, to one it shows now (the same id: before or after)
                    assert f'data-piece="{a}"' in before_html + (after_html if a == b else ""), a
                    assert f'data-piece="{b}"' in after_html + (before_html if a == b else ""), b
                assert guest.take_motion() is None                     # once
                flown += 1
            before_html = after_html
            if guest.staging is not None:
                guest.tick()                                           # the player's speed: the next stage
    assert flown, f"{game}: no move of the host's flew on the guest's phone"
    # with motion off, nothing flies
    guest.nav({"cmd": "motion", "v": "off"})
    guest.table.guest.moves = [["a", "b", ""]]
    guest.html()
    assert guest.take_motion() is None


def _host_plays_koikoi(host, guest, wire):
    """Play on until the host's own seat has just played a card (a move in two stages) to the guest."""
    for _ in range(80):
        host.finish_stages()
        guest.finish_stages()
        if host.state["to_move"] == 1:
            guest.act(guest.table.guest.legal[0])
            wire.pump()
            continue
        legal = host.game.legal_actions(host.state)
        play = next((a for a in legal if a.get("t") == "play"), None)
        host.act(play or legal[0])
        wire.pump()
        if play is not None and host.game.stages(host.history[-2], play, host.state):
            return play
    raise AssertionError("the host never played a card")


def test_a_guest_phone_sees_a_koikoi_play_in_two_stages():
    """Issue 40, point 1 on a guest phone: the other player's play is seen as on one phone, in two beats at the
    player's speed (the card goes down and takes what it takes; then the draw from the deck), with the draw said
    when it shows; a tap ends the stages at once and is not lost; with motion off the move shows whole."""
    host, wire = pair("koikoi", 2)
    guest = wire.guests[1]
    g = guest.table.guest
    play = _host_plays_koikoi(host, guest, wire)
    mid = host.game.stages(host.history[-2], play, host.state)[0]
    assert guest.staging is not None and g.shown() == host.game.view(mid, 1)     # the first beat on screen
    html = guest.html()
    assert "data-staging" in html and 'data-act=' not in html.split("data-guest-seat", 1)[1]  # nobody acts mid-move
    assert guest.timer == "stage" and guest.stage_ms() > 0                      # the player's speed
    assert run_timers(guest) and guest.staging is None and g.shown() == g.view == host.game.view(host.state, 1)
    # a tap during the stages: they end at once, and the tap is the guest's move
    while True:
        _host_plays_koikoi(host, guest, wire)
        if host.state["to_move"] == 1:
            break
    assert guest.staging is not None
    n, mine = g.n, g.legal[0]
    guest.act(mine)
    assert guest.staging is None and not g.beats
    wire.pump()
    assert g.n == n + 1 and host.state["actions"][-1] == mine
    # motion off: the move comes whole, its flights those of the whole move
    guest.nav({"cmd": "motion", "v": "off"})
    play = _host_plays_koikoi(host, guest, wire)
    assert guest.staging is None and not g.beats and g.shown() is g.view
    # a host's stages this phone cannot draw are left out, never a crash
    for bad in ([{"view": "x", "moves": []}, {"view": None, "moves": []}], [{"view": {}, "moves": []}], "x", [1, 2]):
        g.view, g.n = {"a": 1}, 5
        g._take_view({"n": 6, "view": g.view, "legal": [], "moves": [], "stages": bad})
        assert g.beats == []


@pytest.mark.parametrize("game", ["koikoi", "kohaku", "kokonana", "koi", "bigpond"])
def test_a_guest_phone_has_the_header_of_one_phone_and_says_what_a_piece_is(game):
    """Issue 40, points 2, 3 and 9 on a guest phone: the same header as one phone (the title, "What is this?",
    Undo enabled or not at a glance, the log, the rules, the settings) and a tapped piece explained from the
    guest's own view."""
    host, wire = pair(game, 2)
    guest = wire.guests[1]
    html = guest.html()
    head = html.split("</header>", 1)[0]
    assert "guest-top" in head and ">" + shell.loc(host.game.title, "en") + "</h1>" in head
    for cmd in ("info_mode", "undo", "log", "motion", "sound", "learning"):
        assert f'&quot;cmd&quot;:&quot;{cmd}&quot;' in head, cmd
    assert '"to":"home"' not in head.replace("&quot;", '"') and "edit_here" not in head   # (no way off the table)
    assert re.search(r'class="btn btn-undo"[^>]* disabled', head)             # nothing to take back yet
    pieces = re.findall(r'data-piece="([^"]+)"', html.split('data-guest-seat', 1)[1])
    assert pieces, "no piece on the guest's table"
    guest.nav({"cmd": "info_mode"})
    assert "info-ask" in guest.html()
    guest.nav({"cmd": "info", "piece": pieces[0], "label": ""})
    sheet = guest.html().split('class="sheet info-sheet"', 1)
    assert len(sheet) == 2, "no sheet says what the piece is"
    title = re.search(r"<h2>([^<]+)</h2>", sheet[1]).group(1)
    assert title and title != shell.tr("en", "info_none"), title
    guest.nav({"cmd": "info_close"})
    assert "info-sheet" not in guest.html()
