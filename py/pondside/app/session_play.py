"""Play, the session's part: the computer's turn (scheduled, thought out in slices, hurried past its budget),
a move seen in stages with its sounds and the pieces that move, the timer's ticks and the holds between
turns.  The session stays pure: what the page must do goes out through its effects (``_timer``)."""
from __future__ import annotations

from ..core import THINK_BUDGET_MS, Rng, step_think, think
from . import records, shell
from .pace import FIRST_THINK_MS, MAX_MOTIONS, SLICE_MS


class PlaySession:
    """The play methods of :class:`pondside.app.session.Session` (its state: ``timer``, ``thinker``,
    ``staging``, ``ui["thinking"]`` and ``ui["hold"]``)."""

    def schedule_bot(self):
        if self.staging is not None:            # a move still being shown: the computer waits for its end
            self.ui["thinking"] = None
            return
        s = self.state
        tm = s["to_move"] if s else None
        if (tm is None or self.screen != "game" or self.readonly or self.ui.get("replay") is not None
                or self.ui.get("hold") is not None or s["players"][tm].get("kind") != "computer"):
            self.ui["thinking"] = None
            if self.timer == "think":
                self.cancel_bot()
            return
        self.ui["thinking"] = tm
        self.cancel_bot()
        last_by_computer = (len(self.history) > 1 and self.history[-2]["to_move"] not in self.humans())
        pace = self.pace_ms()
        self._timer(pace if last_by_computer else min(FIRST_THINK_MS, pace), "think")

    def cancel_bot(self):
        if self.timer is not None:
            self._timer(None, None)
        self.thinker = None
        self.staging = None

    # ---------------------------------------------------------------- a move seen in stages, and its sounds
    def _begin_stages(self, before, action, after):
        """A move that does several things in turn (the game's ``stages``) is shown a stage at a time at the
        player's speed; the state itself is already the new one (saved: nothing is lost if the page goes)."""
        if not self.motion_on or self.embed or self.ui.get("replay") is not None:
            return
        try:
            mid = list(self.game.stages(before, action, after))
        except Exception:    # noqa: BLE001 - a stage that cannot be drawn is skipped, never the move
            mid = []
        if not mid or self.stage_ms() <= 0:
            return
        self.staging = {"states": [before] + mid + [after], "i": 1, "action": action}
        self.ui["thinking"] = None
        self._marks = None
        self._timer(self.stage_ms(), "stage")

    def _stage_tick(self) -> bool:
        st = self.staging
        if st is None:
            return False
        if st.get("guest"):                     # a guest phone: the stages the host sent
            if self.table is not None and self.table.guest.next_beat():
                self._timer(self.stage_ms(), "stage")
            else:
                self.staging = None
            return True
        st["i"] += 1
        if st["i"] < len(st["states"]) - 1:
            self._timer(self.stage_ms(), "stage")
            return True
        self.finish_stages()
        return True

    def finish_stages(self) -> bool:
        """The move's last stage (its real state) on screen, and play goes on; True when one was showing
        (a tap during a staged move ends it at once)."""
        if self.staging is None:
            return False
        guest = self.staging.get("guest")
        self.staging = None
        self._marks = None
        if self.timer == "stage":
            self._timer(None, None)
        if guest:
            if self.table is not None:
                self.table.guest.end_beats()
            return True
        if self.ui.get("hold") is not None and self.state is not None and not self.humans():
            self._timer(self.pace_ms(), "pace")
        else:
            self.schedule_bot()
            if self.hinter is not None:         # advice asked for unasked during the stages (Koi or stop)
                self._timer(0, "hint")
        return True

    def shown_state(self):
        """The state the screen draws: the move's stage while it is shown in stages, else the game's."""
        st = self.staging
        return st["states"][st["i"]] if st is not None and "states" in st else self.state

    def _sounds(self, before, action, after):
        if not self.sound_on:
            return
        g = self.game
        kind = None
        if g.is_over(after):
            kind = "end"
        else:
            try:
                kind = g.sound(before, action, after)
            except Exception:   # noqa: BLE001 - a sound is never worth a move
                kind = None
            tm = after["to_move"]
            if kind is None and tm is not None and before["to_move"] != tm and tm in self.humans() \
                    and before["to_move"] not in self.humans():
                kind = "turn"                   # the computer is done: your turn
        if kind:
            self.effects.append(("sound", kind))

    def take_motion(self):
        """What travels on screen between the last render and this one (after :meth:`html`): ``{"ms",
        "moves": [[from, to, kind], ...]}`` for static/motion.js, or None.  Only a step of one move (forward
        in play, a stage, a replay's next step; backward for an undo or a replay's previous step) moves
        pieces: anything else is a new table.  A guest phone flies what the host sent with its view."""
        if self.screen == "guest" and self.table is not None:
            moves, self.table.guest.moves = self.table.guest.moves, []
            return {"ms": self.motion_ms(), "moves": moves} if moves and self.motion_on else None
        cur, prev = self._display, self._drawn
        self._drawn = cur
        if cur is None or prev is None or cur is prev or not self.motion_on or self.screen != "game":
            return None
        step = self._step_between(prev, cur)
        if step is None:
            return None
        before, action, after, back = step
        try:
            pairs = self.game.moves(before, action, after, self.ui.get("seat"))
        except Exception:   # noqa: BLE001 - the move stands; only its flight is skipped
            return None
        out = []
        for p in pairs[:MAX_MOTIONS]:
            if not isinstance(p, (list, tuple)) or len(p) < 2:
                continue
            a, b = str(p[0])[:80], str(p[1])[:80]
            kind = str(p[2]) if len(p) > 2 else ""
            if back:
                if kind == "token":
                    continue
                a, b = b, a
            out.append([a, b, kind])
        return {"ms": self.motion_ms(), "moves": out} if out else None

    def _step_between(self, prev, cur):
        undone, self._undone = self._undone, None
        if undone is not None and undone[0] is cur and undone[2] is prev:
            return undone[0], undone[1], undone[2], True
        st = self.staging
        if st is not None:
            states = st["states"]
            for i in range(1, len(states)):
                if states[i] is cur and states[i - 1] is prev:
                    return prev, st["action"], cur, False
        h = self.history
        if not h:
            return None
        acts = h[-1]["actions"]
        spots = {len(h) - 1, len(h) - 2}
        r = self.ui.get("replay")
        if isinstance(r, int):
            spots |= {r, r - 1, r + 1}
        for i in spots:
            if 0 < i < len(h) and i - 1 < len(acts):
                if h[i] is cur and h[i - 1] is prev:
                    return prev, acts[i - 1], cur, False
                if h[i - 1] is cur and h[i] is prev:
                    return cur, acts[i - 1], prev, True
        return None

    def tick(self):
        """The pending timer fired: a slice of the computer's thinking, or the end of a computer-only hold."""
        why, self.timer = self.timer, None
        if why == "stage":
            return self._stage_tick()
        if why == "join":                       # a guest phone not yet welcomed by the host: it asks again
            return self._join_again()
        if why == "pace":                       # a hold in a game with nobody at the device: go on
            self.ui["hold"] = None
            self.schedule_bot()
            return True
        if why == "hint":
            return self._hint_slice()
        if why == "review":
            return self._review_slice()
        if why != "think":
            return False
        return self._think_slice()

    # ---------------------------------------------------------------- the computer's thinking, in slices

    def _slice(self, gen, spent):
        """Run a thinking generator (a computer's decision, a Hint) for one slice of about SLICE_MS:
        ``(decided, its result, ms)``.  ``spent``: its thinking so far in ms (None before its first step);
        past THINK_BUDGET_MS it is hurried to decide with what it has (pondside.core.think)."""
        t0 = self.clock()
        first = spent is None
        while True:
            now = self.clock()
            done, value = step_think(gen, not first and (spent or 0) + now - t0 >= THINK_BUDGET_MS)
            first = False
            if done or self.clock() - t0 >= SLICE_MS:
                return done, value, self.clock() - t0

    def _think_slice(self):
        if self.screen != "game" or self.state is None:
            self.thinker = None
            return False
        g, s = self.game, self.state
        tm = s["to_move"]
        if tm is None or s["players"][tm].get("kind") != "computer":
            self.ui["thinking"] = None
            self.thinker = None
            return True
        if self.thinker is not None and self.thinker_state is not s:
            self.thinker = None                 # the game moved on (undo, reload): think afresh
        if self.thinker is None:
            self.thinker_state = s
            bots, _ = shell.game_bots(g.name)
            level = s["players"][tm].get("bot")
            choose = bots.get(level) if isinstance(level, str) else None
            choose = choose or list(bots.values())[-1]
            rng = Rng.from_seed(f"{records.seed_key(s)}:{len(s['actions'])}")
            self.thinker = think(choose, g, g.view(s, tm), g.legal_actions(s), rng)
            self.thinker_slices = 0
            self.thinker_ms = None
        st = self.think_stats
        done, action, ms = self._slice(self.thinker, self.thinker_ms)
        self.thinker_ms = (self.thinker_ms or 0) + ms
        self.thinker_slices += 1
        st["slices"] += 1
        st["max_slice_ms"] = max(st["max_slice_ms"], round(ms, 1))
        self.slice_times.append(ms)
        if len(self.slice_times) > 2000:
            del self.slice_times[:1000]
        if not done:
            self._timer(0, "think")
            return False                        # nothing to draw yet
        self.thinker = None
        st["decisions"] += 1
        st["max_decision_slices"] = max(st["max_decision_slices"], self.thinker_slices)
        ordered = sorted(self.slice_times)
        st["p95_slice_ms"] = round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1)
        before = s
        self.state = g.apply(s, action)
        self.history.append(self.state)
        self.ui["thinking"] = None
        if g.pause_after(before, action, self.state):
            self.ui["hold"] = len(self.history) - 1
        self.after_change()
        self._sounds(before, action, self.state)
        self._begin_stages(before, action, self.state)
        if self.staging is None and self.ui.get("hold") is not None and not self.humans():
            self._timer(self.pace_ms(), "pace")  # nobody to tap Continue: the pace's time, then on
        return True

    def end_hold(self):
        if self.ui.get("hold") is None:
            return
        self.ui["hold"] = None
        self._marks = None
        self.schedule_bot()

