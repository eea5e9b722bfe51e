"""A guest's side of a table: one seat, its views, and the check of the host's record at the end."""
from __future__ import annotations

import json
import secrets

from .. import games
from ..core import IllegalAction
from . import wire
from .text import TEXT


class Guest:
    """The phone of one seat, from the invitation it scanned (``Host.invite``) and a nonce of its own."""

    def __init__(self, invite: dict, nonce: str, lang: str = "en", token: str | None = None):
        if invite.get("v") != wire.VERSION:
            raise ValueError(TEXT(lang, "version"))
        if not wire.is_nonce(nonce):
            raise ValueError("a guest's nonce is 32 hex digits")
        self.invite, self.nonce, self.lang, self.token = invite, nonce, lang, token
        self.seat, self.session = invite["seat"], invite["s"]
        self.game = games.get(invite["game"])
        self.views: dict = {}           # action count -> the view this phone was sent then
        self.view = self.legal = None
        self.n = 0
        self.over = False
        self.last = None                # the last move's line
        self.refusal = None             # the host's last refusal, in player words
        self.welcomed = False           # the host took this phone's join (for this game)
        self.audit = None               # None until the record came; then "" (it checks) or what is wrong
        self.to_move = None
        self.names: list = []
        self.final = None               # the game's last state, replayed from the record once it checks
        self.options = None             # the table's options, as the host said them on joining
        self.can_undo = False           # the host lets this phone take back its last move now
        self.changed: set = set()       # the pieces the other seats touched since this one last acted
        self.moves: list = []           # how the last move's pieces travel: [[from, to, kind]] (once drawn: [])
        self.beats: list = []           # the last move seen in stages: [[view, moves], ..., [None, moves]]
        self.news: list = []            # those turns in words
        self.lines: dict = {}           # action count -> the line of the move that led there (the game log)

    def _msg(self, kind: str, **fields) -> str:
        return wire.encode({"v": wire.VERSION, "t": kind, "s": self.session, "seat": self.seat, **fields})

    def join(self) -> str:
        """The message that claims (or, with the token, takes back) this phone's seat; with the token, also this
        phone's nonce (the host takes it only for a game that has not started)."""
        if self.token:
            return self._msg(wire.JOIN, token=self.token, nonce=self.nonce, lang=self.lang)
        return self._msg(wire.JOIN, nonce=self.nonce, lang=self.lang)

    def undo(self) -> str:
        """The wish to take back this phone's last move (the host decides)."""
        return self._msg(wire.UNDO, token=self.token, n=self.n)

    def act(self, action) -> str:
        """The intent to play ``action`` on the table as this phone last saw it."""
        return self._msg(wire.ACT, token=self.token, n=self.n, a=action)

    def receive(self, msg: dict) -> None:
        kind = msg.get("t")
        if msg.get("v") != wire.VERSION or msg.get("s") != self.session:
            return
        if kind == wire.WELCOME and msg.get("seat") == self.seat:
            self.token, self.welcomed = msg["token"], True
            try:                          # the table's options (public): for the rules page
                self.options = self.game.check_options(msg.get("options"), len(msg.get("players") or ()))
            except (ValueError, TypeError, KeyError, AttributeError):
                self.options = None
        elif kind == wire.VIEW:
            self._take_view(msg)
        elif kind == wire.REFUSED:
            self.refusal = TEXT(self.lang, msg["why"], **msg.get("fields", {}))
            if msg.get("now"):
                self._take_view(msg["now"])
        elif kind == wire.RECORD:
            self.audit = self.check(msg)
        elif kind == wire.AGAIN and isinstance(msg.get("commit"), str) and self.token:
            return self._again(msg["commit"])

    def _again(self, commit: str) -> str:
        """A next game at this table: the host's new commitment kept, a new nonce of this phone's own; the
        answer to send (this phone's join with it)."""
        self.invite = {**self.invite, "commit": commit}
        self.nonce, self.welcomed = secrets.token_hex(16), False
        self.views, self.view, self.legal, self.n = {}, None, None, 0
        self.over, self.last, self.refusal, self.audit, self.final = False, None, None, None, None
        self.lines, self.news, self.changed = {}, [], set()
        return self.join()

    def _take_view(self, msg) -> None:
        # the pieces that moved, when this view is the next one after the view this phone holds (a rejoin, an
        # undo or a missed view is a new table: nothing flies)
        step = self.view is not None and msg["n"] == self.n + 1
        self.moves = _flights(msg.get("moves")) if step else []
        beats = msg.get("stages") if step and isinstance(msg.get("stages"), list) else []
        self.beats = [[b.get("view"), _flights(b.get("moves"))] for b in beats[:wire.MAX_STAGES + 1]
                      if isinstance(b, dict)]
        views = [v for v, _m in self.beats]
        if len(views) < 2 or views[-1] is not None or not all(isinstance(v, dict) for v in views[:-1]):
            self.beats = []               # (not a move in stages, or not one this phone can draw)
        self.n, self.view, self.legal = msg["n"], msg["view"], msg["legal"]
        self.over, self.last = msg.get("over", False), msg.get("last")
        self.can_undo = msg.get("undo") is True
        self.changed = {x for x in msg.get("changed") or () if isinstance(x, (str, int))}
        self.news = [x for x in msg.get("news") or () if isinstance(x, str)][:8]
        self.to_move, self.names = msg.get("to_move"), msg.get("names") or self.names
        self.lines = {k: v for k, v in self.lines.items() if k < self.n}    # (an undo took the rest back)
        if isinstance(self.last, str):
            self.lines[self.n] = self.last[:500]
        self.views[self.n] = msg["view"]
        self.refusal = None

    # ---- a move seen in stages (the session's timer shows one at a time, at the player's speed)
    def shown(self):
        """The view the screen draws: a stage of the last move while it is shown in stages, else the view."""
        return self.beats[0][0] if self.beats else self.view

    def begin_beats(self) -> None:
        """Show the last move in its stages: the first stage, and the pieces that travel to it."""
        if self.beats:
            self.moves = self.beats[0][1]

    def next_beat(self) -> bool:
        """The next stage (or the view itself, with the pieces that travel to it); True while a stage shows."""
        if not self.beats:
            return False
        self.beats.pop(0)
        self.moves = self.beats[0][1] if self.beats else []
        if self.beats and self.beats[0][0] is None:
            self.beats = []
        return bool(self.beats)

    def end_beats(self) -> None:
        """The view itself at once, nothing flying (a tap, motion turned off)."""
        if self.beats:
            self.beats, self.moves = [], []

    def check(self, record: dict) -> str:
        """Replay the record with this phone's own engine: "" when the seed is the one every phone made
        together and every view this phone was sent is the replay's view of its seat at that move; otherwise
        what is wrong, in player words."""
        nonces, remote = record.get("nonces") or [], record.get("remote") or []
        if wire.commit(str(record.get("host_nonce"))) != self.invite["commit"] or \
                self.seat not in remote or len(nonces) != len(remote) or \
                nonces[remote.index(self.seat)] != self.nonce:
            return TEXT(self.lang, "seed_cheat")
        seed = wire.joint_seed(record["host_nonce"], nonces)
        states: list = []
        try:
            self.game.replay(record["players"], seed, record["options"], record["actions"], states=states)
        except (IllegalAction, ValueError, KeyError, TypeError, IndexError):
            return TEXT(self.lang, "tampered")
        for n, seen in self.views.items():
            if n >= len(states) or json.loads(json.dumps(self.game.view(states[n], self.seat))) != seen:
                return TEXT(self.lang, "tampered")
        self.final = states[-1]
        return ""


def _flights(moves) -> list:
    """A host's list of how pieces travel, as this phone keeps it: at most ``wire.MAX_MOVES`` triples of
    short texts."""
    if not isinstance(moves, list):
        return []
    return [[str(x)[:80] for x in m] for m in moves[:wire.MAX_MOVES] if isinstance(m, list) and 2 <= len(m) <= 3]
