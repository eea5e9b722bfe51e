"""Every tap a page offers is named in one table (issue 41): the session's ``SCREENS`` (``to``) and ``COMMANDS``
(``cmd``).  Screens of every game are walked as a person would reach them, and every ``data-nav`` found on them is
in the tables; every entry of the tables is offered by some screen (or sent by the browser layer itself, for a
tap on a piece); an unknown command changes nothing."""
from __future__ import annotations

import copy
import re
from pathlib import Path

from pondside import games
from pondside.app import session as S
from support.play import playout
from support.session import clicks, new_session, run_timers
from support.tables import pair, sdp

ROOT = Path(__file__).resolve().parents[2]


def _navs(html) -> set:
    out = set()
    for _kind, data, _attrs in clicks(html, "data-nav"):
        if data.get("to"):
            out.add(("to", data["to"]))
        if data.get("cmd"):
            out.add(("cmd", data["cmd"]))
    return out


def _walk() -> set:
    """The data-nav of the screens a person reaches, in every game."""
    seen = set()
    for name in games.names():
        g = games.get(name)
        s = new_session(can_share=True, base_url="https://example.org/pondside/")   # (a phone with a share sheet)
        s.store.set(S.save_key(name), "{not a save")           # a save that cannot be read: offered to download
        s.boot()
        s.nav({"cmd": "learning", "v": "on"})
        seen |= _navs(s.html())
        s.nav({"to": "setup", "game": name})
        seen |= _navs(s.html())
        s.nav({"to": "rules", "game": name})
        seen |= _navs(s.html())
        s.nav({"to": "learn", "game": name})                     # the guided game's tips
        seen |= _navs(s.html())
        n = max(2, g.min_players)                               # two people on one phone: the pass screen
        s.open_game(g.new_game([{"name": f"P{i}", "kind": "human"} for i in range(n)], 3, {}))
        s.act(g.legal_actions(s.state)[0])
        run_timers(s)
        seen |= _navs(s.html())
        s.nav({"cmd": "pass_ready"})
        s.link_game = True                                      # a link's game: keep it as the save?
        s.nav({"cmd": "hint"})
        run_timers(s)
        s.nav({"cmd": "info", "piece": "x", "label": "a piece"})
        seen |= _navs(s.html())
        s.nav({"cmd": "hint_hide"})
        s.nav({"cmd": "info_close"})
        s.link_game = False
        for cmd in ("log", "share", "info_mode", "replay_open"):
            s.nav({"cmd": cmd})
            seen |= _navs(s.html())
            s.nav({"cmd": cmd} if cmd != "replay_open" else {"cmd": "replay_close"})
        s.nav({"cmd": "share"})
        s.nav({"cmd": "mark_mode"})
        s.nav({"cmd": "mark", "piece": "x"})
        seen |= _navs(s.html())
        s.nav({"cmd": "share"})
        s.storage_event(S.save_key(name), "{}")                   # another tab saved: read it again
        seen |= _navs(s.html())
        s.nav({"to": "home"})                                    # the saved game, to continue
        seen |= _navs(s.html())
        over = playout(g, n, 4)
        s.open_game(over)                                       # the end: play again, the review
        seen |= _navs(s.html())
        s.nav({"cmd": "review"})
        run_timers(s)
        seen |= _navs(s.html())
        if g.max_players > 1:                                   # players on their own phones: both phones
            first = new_session(base_url="https://example.org/pondside/")   # its codes, before anyone joined
            first.nav({"to": "setup", "game": name})
            first.nav({"cmd": "start", "seed": 1}, {"count": "2", "kind0": "human", "kind1": "human", "table": True})
            seen |= _navs(first.html())
            host, wire = pair(name, 2)
            seen |= _navs(host.html()) | _navs(wire.guests[1].html())
            host.table_event("close", 1, "")                   # a phone lost: its code again
            seen |= _navs(host.html())
            host.nav({"cmd": "table_reinvite", "seat": 1})
            host.table_event("offer", 1, sdp("192.168.1.2", 40001, "again1"))
            seen |= _navs(host.html())
            host.nav({"cmd": "table_scan"})
            seen |= _navs(host.html())
        s.nav({"to": "editor", "game": name})                   # the editor, its share part, its marks
        html = s.html()
        seen |= _navs(html)
        slots = [d for _k, d, _a in clicks(html, "data-nav") if d.get("cmd") == "ed_slot"]
        for slot in slots[:120]:                                # places chosen: the pieces (and tokens) to put there
            s.nav(slot)
            seen |= _navs(s.html())
            if ("cmd", "ed_move") in seen and ("cmd", "ed_put") in seen:
                break
        s.nav({"cmd": "ed_mark_mode"})
        s.nav({"cmd": "ed_mark", "piece": "x"})
        seen |= _navs(s.html())
    return seen


def test_every_tap_a_page_offers_is_in_the_table_and_every_entry_is_offered():
    seen = _walk()
    offered_to = {v for k, v in seen if k == "to"}
    offered_cmd = {v for k, v in seen if k == "cmd"}
    assert offered_to <= set(S.SCREENS), offered_to - set(S.SCREENS)
    assert offered_cmd <= set(S.COMMANDS), offered_cmd - set(S.COMMANDS)
    # sent by the browser layer itself (a tap on a piece: what it is; a piece marked), not by a data-nav
    browser = set(re.findall(r'nav\(\{"cmd": "([a-z_]+)"', (ROOT / "static" / "pondside_browser.py").read_text()))
    assert browser == {"info", "mark"}
    # the held move's Continue needs the computer's pace; the editor's "mark a piece" is a tap on its board
    elsewhere = {"continue", "ed_mark"}
    missing = set(S.COMMANDS) - offered_cmd - browser - elsewhere
    assert not missing, f"commands no screen offers: {sorted(missing)}"
    assert set(S.SCREENS) == offered_to, set(S.SCREENS) - offered_to
    for name, (method, what) in {**S.SCREENS, **S.COMMANDS}.items():
        assert callable(method) and what and "_" not in what, name


def test_an_unknown_tap_changes_nothing():
    s = new_session()
    s.boot()
    g = games.get("koikoi")
    s.open_game(g.new_game(2, 3, {}))
    before = (copy.deepcopy(s.state), copy.deepcopy(s.ui), s.screen)
    for data in ({"cmd": "launch"}, {"to": "nowhere"}, {"cmd": "ed_put"}, {"cmd": ["log"]}, {"to": 3}, None, "log",
                 {"cmd": "__init__"}, {"to": "setup", "game": "chess"}):
        s.nav(data)
        assert (s.state, s.ui, s.screen) == before, data
