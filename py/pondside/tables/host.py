"""The host's side of a table: it holds the game and referees every other phone's moves.

A remote seat is claimed by the first phone that joins it with a nonce; that phone gets the seat's token and
must show it from then on (a phone that lost its connection rejoins with it and gets its seat back, another
phone cannot take the seat).  The game starts once every remote seat is claimed, from the seed all the phones'
nonces make together (``wire.joint_seed``); the host's nonce, committed to in every invitation, is revealed only
with the record at the end, since the seed tells the whole deal.  Every phone is sent its own seat's view and
nothing else: never the seed, the generator or the actions, until the game is over.
"""
from __future__ import annotations

import json
import secrets

from .. import games
from ..core import IllegalAction
from . import wire
from .wire import Refusal


def _plain(x):
    """JSON data as the other phone will read it (tuples as lists, keys as text)."""
    return json.loads(json.dumps(x))


class Host:
    """``players``: the engine's players ({name, kind}); ``remote``: the seats played on other phones (the
    rest on this one: a person, or the computer).  ``nonce``: this phone's secret (``wire.NONCE_HEX`` hex
    digits); ``session``: the table's name in every message.  :meth:`receive` takes a guest's message and
    returns what to send: ``[(seat, message)]``, seat None for the phone that sent it."""

    def __init__(self, game: str, players: list, options: dict | None, remote: list, nonce: str, session: str,
                 make_token=lambda: secrets.token_hex(16)):
        if not wire.is_nonce(nonce):
            raise ValueError("a host's nonce is 32 hex digits")
        self.game = games.get(game)
        self.name = game
        self.players = players
        self.options = self.game.check_options(options, len(players))
        self.remote = sorted(set(remote))
        if not self.remote or any(not 0 <= s < len(players) for s in self.remote):
            raise ValueError("a table's remote seats are seats of the game")
        self.nonce, self.session, self.make_token = nonce, session, make_token
        self.tokens: dict = {}          # seat -> token
        self.fresh: set = set()         # the seats whose nonce is this game's (a next game asks again)
        self.nonces: dict = {}          # seat -> the guest's nonce
        self.langs: dict = {}           # seat -> the language its phone reads
        self.state = None
        self.last = None                # (before, action) of the last move, for its log line
        # how many actions to keep when ``seat`` asks to take its move back, or None when it may not (the
        # owner's policy: the phone that runs the game knows its history); by default no phone may
        self.may_undo = lambda seat: None
        # what the other seats did since ``seat`` last acted, as its own screen marks it: (the pieces' ids, the
        # turns in words); the owner's too (it holds the history)
        self.marks_for = lambda seat, lang: ((), [])

    # ---------------------------------------------------------------- what the host shows
    def invite(self, seat: int) -> dict:
        """What the code for ``seat`` carries (besides the connection's own details)."""
        return {"v": wire.VERSION, "t": "invite", "s": self.session, "seat": seat, "game": self.name,
                "commit": wire.commit(self.nonce)}

    @property
    def started(self) -> bool:
        return self.state is not None

    @property
    def count(self) -> int:
        return len(self.state["actions"]) if self.state else 0

    # ---------------------------------------------------------------- what a guest sends
    def receive(self, raw) -> list:
        msg = None
        try:
            msg = wire.decode_guest(raw, self.session)
            if msg["t"] == wire.JOIN:
                return self._join(msg)
            return self._undo(msg) if msg["t"] == wire.UNDO else self._act(msg)
        except Refusal as r:            # (the game is unchanged: nothing was applied)
            return [(None, self._refused(r, msg["seat"] if msg else None))]

    def _refused(self, r: Refusal, seat=None) -> dict:
        out = {"v": wire.VERSION, "t": wire.REFUSED, "s": self.session, "why": r.key}
        if r.fields:
            out["fields"] = {k: str(v)[:300] for k, v in r.fields.items()}
        if r.key == "stale" and seat in self.tokens and self.started:
            out["now"] = self._view(seat)      # what the table is now, so that the phone catches up
        return out

    def _seat(self, msg) -> int:
        seat = msg["seat"]
        if seat not in self.remote:
            raise Refusal("seat")
        return seat

    def _join(self, msg) -> list:
        seat = self._seat(msg)
        token = msg.get("token")
        if token is None and seat in self.fresh and msg.get("nonce") == self.nonces.get(seat) \
                and not (self.started and self.game.is_over(self.state)):
            # the same phone asking again (its welcome did not reach it): its nonce of this game, which no other
            # phone has seen before the game's record shows it at the end, stands for its token
            token = self.tokens.get(seat)
        if seat in self.tokens:
            if token != self.tokens[seat]:
                raise Refusal("token")
            if not self.started and seat not in self.fresh:       # its nonce for the next game
                if not wire.is_nonce(msg.get("nonce")):
                    raise Refusal("malformed")
                self.nonces[seat] = msg["nonce"]
        else:
            if token is not None or self.started or not wire.is_nonce(msg.get("nonce")):
                raise Refusal("malformed" if not wire.is_nonce(msg.get("nonce")) else "token")
            self.tokens[seat] = self.make_token()
            self.nonces[seat] = msg["nonce"]
        if not self.started:
            self.fresh.add(seat)
        self.langs[seat] = msg.get("lang") if msg.get("lang") in ("en", "de") else "en"
        out = [(None, {"v": wire.VERSION, "t": wire.WELCOME, "s": self.session, "seat": seat,
                       "token": self.tokens[seat], "players": [p["name"] if isinstance(p, dict) else p
                                                              for p in self.players],
                       "options": _plain(self.options)})]
        if self.started:                     # a phone back at the table: the table as it is now
            out.append((None, self._view(seat)))
            if self.game.is_over(self.state):
                out.append((None, self.record()))
        elif set(self.fresh) == set(self.remote):
            out += self._start()
        return out

    def again(self, nonce: str) -> list:
        """A next game at the same table (the same players and options): this phone's new nonce, committed to
        before any other phone chooses its own; every phone is asked for a new nonce of its own, and the game
        starts when all have answered.  What to send: the new commitment to every phone at the table."""
        if not wire.is_nonce(nonce):
            raise ValueError("a host's nonce is 32 hex digits")
        self.nonce, self.state, self.last, self.fresh = nonce, None, None, set()
        return [(s, {"v": wire.VERSION, "t": wire.AGAIN, "s": self.session, "commit": wire.commit(nonce)})
                for s in self.remote if s in self.tokens]

    def _start(self) -> list:
        seed = wire.joint_seed(self.nonce, [self.nonces[s] for s in self.remote])
        self.state = self.game.new_game(self.players, seed, self.options)
        return self.broadcast()

    def _current(self, msg) -> int:
        """The seat of a guest's move or request about the table as it is now; a Refusal otherwise."""
        seat = self._seat(msg)
        if msg.get("token") != self.tokens.get(seat):
            raise Refusal("token")
        if not self.started:
            raise Refusal("not_started")
        if self.game.is_over(self.state):
            raise Refusal("over")
        if msg.get("n") != self.count:
            raise Refusal("stale")
        return seat

    def _undo(self, msg) -> list:
        seat = self._current(msg)
        keep = self.may_undo(seat)
        if keep is None or not 0 <= keep < self.count:
            raise Refusal("undo")
        self.state = self.game.replay_state(self.state, upto=keep)
        self.last = None
        return self.broadcast()

    def _act(self, msg) -> list:
        seat = self._current(msg)
        if self.game.to_move(self.state) != seat:
            raise Refusal("turn")
        action = _plain(msg.get("a"))
        try:
            self.game.check_action(self.state, action)
        except IllegalAction:
            raise Refusal("illegal", why=self.game.why_illegal(self.state, action, self.langs.get(seat, "en"))) \
                from None
        return self._apply(action)

    # ---------------------------------------------------------------- this phone's own moves
    def play(self, action) -> list:
        """A move of a seat played on this phone (its person, or the computer); IllegalAction as the engine
        says, and the game unchanged."""
        if not self.started:
            raise IllegalAction("the game has not started")
        if self.game.to_move(self.state) in self.remote:
            raise IllegalAction("it is another phone's turn")
        self.game.check_action(self.state, action)
        return self._apply(action)

    def undo(self) -> list:
        """Take back the last move (only the host edits the record); every phone is sent its view afresh."""
        if not self.count:
            return []
        self.state = self.game.replay_state(self.state, upto=self.count - 1)
        self.last = None
        return self.broadcast()

    def _apply(self, action) -> list:
        before = self.state
        self.state = self.game.apply(before, action)
        self.last = (before, action)
        out = self.broadcast()
        if self.game.is_over(self.state):
            out += [(s, self.record()) for s in self.remote]
        return out

    # ---------------------------------------------------------------- what a guest is sent
    def _view(self, seat: int) -> dict:
        g, state = self.game, self.state
        lang = self.langs.get(seat, "en")
        mine = g.to_move(state) == seat and not g.is_over(state)
        out = {"v": wire.VERSION, "t": wire.VIEW, "s": self.session, "n": self.count,
               "view": _plain(g.view(state, seat)), "legal": _plain(g.legal_actions(state)) if mine else [],
               "over": g.is_over(state), "to_move": g.to_move(state), "undo": self.may_undo(seat) is not None,
               "names": [p["name"] if isinstance(p, dict) else p for p in self.players]}
        if self.last is not None:
            out["last"] = g.log_line(self.last[0], self.last[1], lang)
            out["moves"] = self._moves(seat)
            beats = self._beats(seat)
            if beats:
                out["stages"] = beats
        changed, news = self.marks_for(seat, lang)
        out["changed"], out["news"] = sorted(changed, key=str), list(news)
        return out

    def _moves(self, seat: int) -> list:
        """How the last move's pieces travel on ``seat``'s screen (the game's ``moves``: ids of that seat's
        view only, nothing hidden from it), for the phone to show them moving as this one does."""
        before, action = self.last
        return self._pairs(before, action, self.state, seat)

    def _beats(self, seat: int) -> list:
        """The last move seen in stages, as this phone shows it (the game's ``stages``, Koi-Koi's play and then
        its draw): ``[{"view", "moves"}, ...]``, one per stage (``seat``'s view of it and how the pieces travel
        to it), then ``{"view": None, "moves"}`` for the step to the view itself.  Empty for a move of one step."""
        before, action = self.last
        try:
            mids = list(self.game.stages(before, action, self.state))[:wire.MAX_STAGES]
        except Exception:   # noqa: BLE001 - a stage that cannot be drawn is skipped, never the move
            return []
        if not mids:
            return []
        states = [before, *mids, self.state]
        return [{"view": _plain(self.game.view(states[i], seat)) if i < len(states) - 1 else None,
                 "moves": self._pairs(states[i - 1], action, states[i], seat)} for i in range(1, len(states))]

    def _pairs(self, before, action, after, seat: int) -> list:
        try:
            pairs = self.game.moves(before, action, after, seat)
        except Exception:   # noqa: BLE001 - the move stands; only its flight is skipped
            return []
        return [[str(p[0])[:80], str(p[1])[:80], str(p[2]) if len(p) > 2 else ""]
                for p in pairs[:wire.MAX_MOVES] if isinstance(p, (list, tuple)) and len(p) >= 2]

    def broadcast(self) -> list:
        return [(s, self._view(s)) for s in self.remote if s in self.tokens]

    def sync(self, state, last=None) -> list:
        """The game as this phone's own screen now has it (``last``: (before, action) of its last move, or
        None after an undo or on opening): every phone is sent its view, and the record once it is over."""
        self.state, self.last = state, last
        out = self.broadcast()
        if self.game.is_over(state):
            out += [(s, self.record()) for s in self.remote if s in self.tokens]
        return out

    def record(self) -> dict:
        """The whole game, for every phone to check once it is over: the host's nonce, every nonce, the
        actions (``wire.joint_seed`` of the nonces is the seed)."""
        if not self.started or not self.game.is_over(self.state):
            raise ValueError("the record is sent once the game is over")
        return {"v": wire.VERSION, "t": wire.RECORD, "s": self.session, "host_nonce": self.nonce,
                "nonces": [self.nonces[s] for s in self.remote], "remote": self.remote,
                "players": _plain(self.players), "options": _plain(self.options),
                "actions": _plain(self.state["actions"])}
