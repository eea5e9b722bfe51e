"""Players on their own phones, the session's part (docs/tables.md): starting a table from the dialog, a
guest phone opening the host's code, the connection's events, who may take back what, every phone sent the
game as it changes, and the table screens' commands.  The table itself is app/table.py, imported only when
a table is set up or joined (a game on one phone loads nothing of it)."""
from __future__ import annotations

import json

from . import records, seats, shell
from .stores import table_key

JOIN_AGAIN_MS = 4000    # a guest phone connected and not yet welcomed asks again this often


def _table():
    """app/table.py (players on their own phones), imported when a table is set up or joined."""
    from . import table
    return table


class TableSession:
    """The table's methods of :class:`pondside.app.session.Session` (its state: ``self.table``, the screens
    "table" and "guest")."""

    def start_table(self, players, options):
        """The dialog's Start with "Players on their own phones": every person but the first plays on a phone of
        their own; this phone shows a code for each and starts the game once every phone has joined."""
        people = [i for i, p in enumerate(players) if p.get("kind") != "computer"]
        if len(people) < 2:
            self.message = _table().TABLE_TEXT(self.lang, "need_two")
            return
        self.cancel_bot()
        self.table = _table().HostTable(self.game.name, players, options, people[1:], self.base_url)
        self._referee(self.table)
        self.table.start()
        self.message = None
        self.screen = "table"

    def open_join(self, name, code):
        """A guest phone opened the host's code (``#game=<name>&join=<code>``)."""
        T = _table()
        try:
            seat_key = T.guest_key(code)
            kept = json.loads(self.store.get(seat_key) or "{}") if seat_key else {}
            if not isinstance(kept, dict):
                kept = {}
            self.table = T.GuestTable(name, code, self.lang, nonce=kept.get("nonce"), token=kept.get("token"))
        except (T.TableRefusal, ValueError) as e:
            self.screen = "home"
            key = getattr(e, "key", "malformed")
            self.message = _table().TABLE_TEXT(self.lang, key if key in ("version", "session") else "malformed")
            return
        self.game = self.table.guest.game
        self.screen = "guest"

    def table_event(self, kind, seat, data):
        """A report of the browser's half of a table (static/tables.js)."""
        t = self.table
        if t is None:
            return
        if self.screen == "guest":
            g = t.guest
            n = g.n
            if kind == "message":
                self.finish_stages()             # (a move still in its stages: shown whole before the next)
            t.event(kind, seat, data)
            if kind == "open" and self.timer is None:
                self._timer(JOIN_AGAIN_MS, "join")      # (its join asked again until the host answers)
            if g.n != n and g.beats:             # a move in stages: one at a time at the player's speed
                if self.motion_on and not self.embed and self.stage_ms() > 0:
                    g.begin_beats()
                    self.staging = {"guest": True}
                    self._timer(self.stage_ms(), "stage")
                else:
                    g.beats = []                 # (the whole move's flights stay)
            if g.token and not self.embed:       # the seat's token kept: this phone comes back to its seat
                self.store.set(_table().guest_key(self.params.get("join", "")) or "",
                               json.dumps({"nonce": g.nonce, "token": g.token}))
            return
        moved = t.event(kind, seat, data)
        host = t.host
        if kind == "message" and host.started and not self.embed:
            self.store.set(table_key(self.game.name), t.kept())     # (a reload resumes this table)
        if self.screen == "table" and self.state is not None and host.started \
                and all(t.seats.get(s) == "joined" for s in host.remote):
            self.screen = "game"                 # every phone back at the table
        if not moved or not host.started:
            return
        if self.screen == "table" or self.state is None or len(host.state["actions"]) == 0:
            self.open_game(host.state)           # every phone has joined: the game starts on every phone
            return
        if host.count < len(self.state["actions"]):        # a phone took its move back
            self.cancel_bot()
            self.history = self.history[: host.count + 1]
            self.state = self.history[-1]
            self.ui["thinking"] = self.ui["hold"] = None
            self.after_change()
            return
        before, action, new = self.state, host.state["actions"][-1], host.state
        self.state = new
        self.history.append(new)
        self.after_change()
        self._sounds(before, action, new)
        self._begin_stages(before, action, new)

    def _join_again(self):
        """The guest's timer: its join sent again while the host has not answered it."""
        t = self.table
        if self.screen == "guest" and t is not None and t.join_again():
            self._timer(JOIN_AGAIN_MS, "join")
            return True
        return False

    def _referee(self, table):
        """The host's policies that need this phone's history: a guest's Undo, and its change marks."""
        table.host.may_undo = self._guest_may_undo
        table.host.marks_for = lambda seat, lang: (
            seats.marks_since(self.game, self.history, seat, lang) if self.state is not None
            and len(self.history) == len(self.state["actions"]) + 1 else ((), []))

    def _guest_may_undo(self, seat):
        """How many actions to keep when the phone of ``seat`` takes its move back (the rule of this phone's own
        Undo: a person's own move, never past a draw or another person's move), or None."""
        if self.state is None or len(self.history) != len(self.state["actions"]) + 1:
            return None
        keep = records.undo_target(self.game, self.history, self._people())
        return keep if keep is not None and self.history[keep]["to_move"] == seat else None

    def _table_sync(self):
        t = self.table
        if t is None or self.screen == "guest" or not t.host.started or self.state is None:
            return
        last = None
        if len(self.history) > 1 and len(self.state["actions"]) == len(self.history) - 1:
            last = (self.history[-2], self.state["actions"][-1])
        t.sync(self.state, last)

    def _cmd_table_scan(self, data, fields):
        if self.screen == "table" and self.table is not None:
            self.table.scanning, self.table.problem = True, None
            self.table.effects.append(("table", "scan", -1, ""))

    def _cmd_table_scan_stop(self, data, fields):
        if self.screen == "table" and self.table is not None:
            self.table.scanning = False
            self.table.effects.append(("table", "stop_scan", -1, ""))

    def _cmd_table_reinvite(self, data, fields):
        t = self.table
        if t is not None and self.screen != "guest" and data.get("seat") in t.host.remote:
            t.reinvite(data["seat"])
            self.screen = "table"

    def _cmd_table_link(self, data, fields):
        """A seat's code as a link: the phone's share sheet where it has one, else copied."""
        t = self.table
        if t is None or self.screen != "table" or data.get("seat") not in t.codes:
            return
        link = t.link(data["seat"])
        self.effects.append(("share", link, shell.loc(self.game.title, self.lang)) if self.can_share
                            else ("copy", link))

    def _cmd_table_back(self, data, fields):
        if self.screen == "table" and self.table is not None and self.state is not None:
            self.screen = "game"

    def _cmd_table_end(self, data, fields):
        """Stop the table (its connections close); "one_phone": the same players and options on this phone."""
        t, self.table = self.table, None
        if t is None:
            return
        if self.game is not None:
            self.store.remove(table_key(self.game.name))
        self.effects += [("table", "close", s, "") for s in (t.host.remote if self.screen != "guest" else [t.seat])]
        if data.get("one_phone") and self.screen == "table":
            try:
                state = self.game.new_game(t.host.players, data.get("seed", 1), t.host.options)
            except ValueError as e:
                self.message = str(e)
                return
            return self.open_game(state)
        self.screen = "home" if self.screen == "guest" else "setup"
