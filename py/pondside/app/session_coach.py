"""Learn while playing, the session's part (docs/engine.md, "Learn while playing"): the Hint for the person
to move (thought in slices, as the computer thinks), the review of a finished game, the guided first game's
tips, and their commands.  The coach itself is app/coach.py, imported when first used: a start-up with
learning off never loads it (nor hashlib, which it needs)."""
from __future__ import annotations

from .pace import SLICE_MS


def _coach():
    """pondside/app/coach.py, imported when first used."""
    from . import coach
    return coach


class CoachSession:
    """The coach's methods of :class:`pondside.app.session.Session` (its state: ``self.hinter``, ``ui["hint"]``,
    ``ui["review"]``, ``ui["guide"]``)."""

    def hint_seat(self):
        """The seat a hint is for: the person at the device whose move it is, or None."""
        if self.screen == "guest" and self.table is not None:      # a guest phone: its own seat, on its turn
            g = self.table.guest
            return g.seat if g.legal and not g.over and self.table.connected else None
        s, ui = self.state, self.ui
        if self.screen != "game" or s is None or ui.get("replay") is not None:
            return None
        if any(ui.get(k) is not None for k in ("pass_to", "thinking", "hold")) or ui.get("stale"):
            return None
        seat, tm = self.viewer(), s["to_move"]
        if tm is None or seat != tm or s["players"][tm].get("kind") == "computer":
            return None
        return seat

    def start_hint(self):
        seat = self.hint_seat()
        # (a guest phone, with no settings of its own at the table, always offers its Hint)
        if seat is None or not (self.learning or self.screen == "guest"):
            return
        g, s = self.game, self.state
        if self.screen == "guest":           # from the view and the moves the host sent this phone
            view, legal = self.table.guest.view, self.table.guest.legal
        else:
            view, legal = g.view(s, seat), g.legal_actions(s)
        self.hinter = _coach().hint(g, view, seat, legal, self.lang)
        self.hinter_ms = None
        self.ui["hint"] = {"at": self._hint_at(), "lang": self.lang}
        self._timer(0, "hint")

    def review_seat(self):
        """Whose game the review is of: the one person at the table, or the seat the screen shows."""
        people = sorted(self.humans())
        return people[0] if len(people) == 1 else self.viewer() if self.viewer() is not None else \
            (people[0] if people else None)

    def start_review(self):
        seat = self.review_seat()
        if self.state is None or not self.game.is_over(self.state) or seat is None or self.embed:
            return
        self.reviewer = _coach().review(self.game, list(self.history), seat, self.lang)
        self.ui["review"] = {"at": len(self.history), "seat": seat, "steps": 0}
        self._timer(0, "review")

    def _review_slice(self):
        r = self.ui.get("review")
        if self.reviewer is None or r is None or r["at"] != len(self.history):
            self.reviewer = None
            return False
        t0 = self.clock()
        try:
            while True:
                next(self.reviewer)
                r["steps"] += 1
                if self.clock() - t0 >= SLICE_MS:
                    break
        except StopIteration as stop:
            self.reviewer = None
            r["items"] = stop.value
            return True
        self._timer(0, "review")
        return r["steps"] % 25 == 0          # the progress shows now and then, not every slice

    def drop_hint(self):
        self.hinter = None
        self.ui.pop("hint", None)
        if self.timer == "hint":
            self._timer(None, None)

    def _hint_slice(self):
        h = self.ui.get("hint")
        if self.hinter is None or h is None or h["at"] != self._hint_at() or self.hint_seat() is None:
            self.drop_hint()
            return True
        done, value, ms = self._slice(self.hinter, self.hinter_ms)
        self.hinter_ms = (self.hinter_ms or 0) + ms
        if done:
            self.hinter = None
            h.update(value)
            return True
        self._timer(0, "hint")
        return False

    def _hint_at(self):
        """Which table a hint is for: the game's move count (a guest phone's: the count the host last sent)."""
        if self.screen == "guest" and self.table is not None:
            return self.table.guest.n
        return len(self.history)

    def _cmd_hint(self, data, fields):
        self.start_hint()

    def _cmd_hint_hide(self, data, fields):
        self.drop_hint()

    def _cmd_tip_ok(self, data, fields):
        if self.ui.get("guide") and isinstance(data.get("k"), str):
            self.ui["guide"]["seen"].append(data["k"][:20])

    def _cmd_review(self, data, fields):
        self.start_review()

    def _cmd_review_show(self, data, fields):
        items = (self.ui.get("review") or {}).get("items")
        k = data.get("k")
        if items and isinstance(k, int) and 0 <= k < len(items):
            self.cancel_bot()
            self.ui["replay"] = items[k]["i"]
            self.ui["review_alt"] = items[k]
            self.ui["log_open"] = False
