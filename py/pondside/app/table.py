"""Players on their own phones, as the session runs it (docs/tables.md): the host phone's pairing screen and the
guest phone's screens, pure and CPython-tested like the rest of the session.

The browser's half (static/tables.js) opens the connections and draws and reads the QR codes; it is asked
through the effect ``("table", op, seat, data)`` (op: offer, answer, accept, send, scan, stop_scan, close) and
reports back through :meth:`HostTable.event` / :meth:`GuestTable.event` (kind: offer, answer, open, close,
message, scanned, problem).  The rules stay with ``pondside.tables`` (Host referees, Guest checks).
"""
from __future__ import annotations

import json
import secrets
import urllib.parse

from .. import games
from ..tables import pairing as PR
from ..tables import wire
from ..tables.guest import Guest
from ..tables.host import Host
from ..tables.text import TEXT
from ..ui.html import esc
from ..ui.icons import icon
from ..ui.i18n import pick as loc
from .stores import seat_key

TABLE_TEXT = TEXT
TableRefusal = wire.Refusal
PROBLEMS = ("no_wifi", "failed", "camera", "unreadable", "not_answer", "webrtc", "answer")


def _nav(**data) -> str:
    return f"data-nav='{esc(json.dumps(data, separators=(',', ':')))}'"


def new_session_name() -> str:
    return secrets.token_hex(4)


def guest_key(code) -> str | None:
    """Where a guest phone keeps its seat's token and nonce (so that it comes back to its seat after a reload or
    a lost connection): by the table's session and the seat, as the host's code names them."""
    try:
        fields = PR.decode(urllib.parse.unquote(str(code)), PR.OFFER)
    except wire.Refusal:
        return None
    return seat_key(fields["session"], fields["seat"])


def join_link(base_url: str, game: str, code: str) -> str:
    """The address a guest's camera opens: this app, the game, the host's code."""
    return f"{base_url.split('#')[0]}#game={game}&join={code}"


class HostTable:
    """The host phone's side: ``players`` and ``options`` as the dialog made them, ``remote`` the seats on
    other phones."""

    def __init__(self, game: str, players: list, options: dict, remote: list, base_url: str,
                 nonce: str | None = None, session: str | None = None):
        self.host = Host(game, players, options, remote, nonce or secrets.token_hex(16),
                         session or new_session_name())
        self.name, self.base_url = game, base_url
        self.codes: dict = {}           # seat -> its offer's code
        self.seats: dict = {}           # seat -> "making" | "code" | "joining" | "joined" | "lost"
        self.problem = None             # (key, seat) of the last problem
        self.scanning = False
        self.effects: list = []

    def start(self) -> None:
        for seat in self.host.remote:
            self.reinvite(seat)

    def reinvite(self, seat: int) -> None:
        """A new code for ``seat`` (at the start, or for a phone that lost its connection)."""
        self.seats[seat] = "making"
        self.codes.pop(seat, None)
        self.effects.append(("table", "offer", seat, ""))

    def link(self, seat: int) -> str:
        return join_link(self.base_url, self.name, self.codes[seat])

    def event(self, kind: str, seat: int, data: str) -> list:
        """A report of the browser's half; returns the messages of a guest's that the session must adopt:
        ``[(seat, message)]`` already sent back to their phones (see :meth:`received`)."""
        if kind == "offer" and seat in self.host.remote:
            try:
                self.codes[seat] = PR.encode(data, PR.OFFER, self.host.session, seat, wire.commit(self.host.nonce))
                self.seats[seat] = "code"
            except ValueError:
                self.problem = ("no_wifi", seat)
        elif kind == "scanned":
            self._scanned(data)
        elif kind == "open" and seat in self.host.remote and self.seats.get(seat) != "joined":
            self.seats[seat] = "joining"       # (its join may already have come: it stays joined)
        elif kind == "close" and seat in self.host.remote:
            self.seats[seat] = "lost"
        elif kind == "problem" and data in PROBLEMS:
            self.problem = (data, seat)
            if data == "camera":
                self.scanning = False
            if data in ("failed", "answer") and seat in self.host.remote and self.seats.get(seat) != "joined":
                self.reinvite(seat)            # a fresh code to try again with (the old one is spent)
        elif kind == "message" and seat in self.host.remote:
            return self.received(seat, data)
        return []

    def _scanned(self, text: str) -> None:
        self.scanning = False
        self.effects.append(("table", "stop_scan", -1, ""))
        try:
            fields = PR.decode(str(text).strip(), PR.ANSWER, self.host.session)
        except wire.Refusal as r:
            self.problem = (r.key if r.key == "version" else "not_answer", -1)
            return
        seat = fields["seat"]
        if seat not in self.host.remote or seat not in self.codes:
            self.problem = ("not_answer", -1)
            return
        self.problem = None
        self.effects.append(("table", "accept", seat, PR.description(fields)))

    def received(self, seat: int, raw: str) -> list:
        """A guest's message: the host's replies go to that phone at once; what changes the table (a move, the
        game's start) comes back for the session to adopt, which then sends every phone its view."""
        before = (self.host.started, self.host.count)
        out = self.host.receive(raw)
        moved = (self.host.started, self.host.count) != before
        for to, msg in out:
            if to is None:
                self.effects.append(("table", "send", seat, wire.encode(msg)))
            elif not moved:
                self.effects.append(("table", "send", to, wire.encode(msg)))
        if any(to is None and m.get("t") == wire.WELCOME for to, m in out):
            self.seats[seat] = "joined"
        return out if moved else []

    def again(self) -> None:
        """A next game with the same players and options at this table (its deal agreed afresh)."""
        for to, msg in self.host.again(secrets.token_hex(16)):
            self.effects.append(("table", "send", to, wire.encode(msg)))

    def sync(self, state, last=None) -> None:
        for to, msg in self.host.sync(state, last):
            self.effects.append(("table", "send", to, wire.encode(msg)))

    def take_effects(self) -> list:
        out, self.effects = self.effects, []
        return out

    # ---------------------------------------------------------------- kept across a reload of the host's page
    def kept(self) -> str:
        """What the host phone keeps beside its saved game so that, reloaded, it is the same table: its nonce,
        the table's name, and each remote seat's token and nonce (the game itself is the saved game)."""
        h = self.host
        return json.dumps({"game": self.name, "session": h.session, "nonce": h.nonce, "remote": h.remote,
                           "tokens": {str(k): v for k, v in h.tokens.items()},
                           "nonces": {str(k): v for k, v in h.nonces.items()},
                           "langs": {str(k): v for k, v in h.langs.items()}})

    @classmethod
    def resume(cls, text: str, state: dict, base_url: str):
        """The table of a reloaded host page, when ``text`` (:meth:`kept`) is the table of the saved game
        ``state`` (its seed is the one the kept nonces make); None otherwise.  Every remote phone then has to
        scan its code again."""
        try:
            d = json.loads(text)
            remote = [int(s) for s in d["remote"]]
            nonces = {int(k): v for k, v in d["nonces"].items()}
            if d["game"] != state["game"] or sorted(nonces) != remote or \
                    wire.joint_seed(d["nonce"], [nonces[s] for s in remote]) != state["seed"]:
                return None
            t = cls(state["game"], state["players"], state["options"], remote, base_url, d["nonce"], d["session"])
            t.host.tokens = {int(k): str(v) for k, v in d["tokens"].items() if int(k) in remote}
            t.host.nonces = nonces
            t.host.langs = {int(k): v for k, v in d.get("langs", {}).items()}
            t.host.state = state
        except (ValueError, KeyError, TypeError, AttributeError):
            return None
        t.seats = {seat: "lost" for seat in remote}
        return t


class GuestTable:
    """A guest phone's side, from the host's code (a join address: ``game`` and ``code``)."""

    def __init__(self, game: str, code: str, lang: str, nonce: str | None = None, token: str | None = None):
        if game not in games.names():
            raise wire.Refusal("malformed")
        fields = PR.decode(urllib.parse.unquote(str(code)), PR.OFFER)
        invite = {"v": wire.VERSION, "t": "invite", "s": fields["session"], "seat": fields["seat"], "game": game,
                  "commit": fields["extra"]}
        nonce = nonce if wire.is_nonce(nonce) else secrets.token_hex(16)
        token = token if isinstance(token, str) and 0 < len(token) <= 64 else None
        self.guest = Guest(invite, nonce, lang, token)
        self.offer = fields
        self.answer_code = None
        self.connected = False
        self.lost = False
        self.problem = None
        self.sel: dict = {}
        self.log_open = False
        self.effects = [("table", "answer", fields["seat"], PR.description(fields))]

    @property
    def seat(self) -> int:
        return self.guest.seat

    def event(self, kind: str, seat: int, data: str) -> None:
        g = self.guest
        if kind == "answer":
            try:
                self.answer_code = PR.encode(data, PR.ANSWER, g.session, g.seat, g.nonce)
            except ValueError:
                self.problem = "no_wifi"
        elif kind == "open":
            self.connected, self.lost, self.problem = True, False, None
            self.effects.append(("table", "send", g.seat, g.join()))
        elif kind == "close":
            self.connected, self.lost = False, True
        elif kind == "problem" and data in PROBLEMS:
            self.problem = data
        elif kind == "message":
            try:
                msg = json.loads(data)
            except ValueError:
                return
            if isinstance(msg, dict):
                before = g.n
                reply = g.receive(msg)
                if reply:                      # (a next game: this phone's new nonce)
                    self.effects.append(("table", "send", g.seat, reply))
                if g.n != before:
                    self.sel = {}

    def join_again(self) -> bool:
        """Connected and not yet welcomed by the host: this phone's join sent again (the host takes a repeated
        join as the same phone's); whether it was."""
        if not self.connected or self.guest.welcomed or self.guest.refusal:
            return False
        self.effects.append(("table", "send", self.guest.seat, self.guest.join()))
        return True

    def undo(self) -> None:
        if self.guest.can_undo and self.connected:
            self.effects.append(("table", "send", self.guest.seat, self.guest.undo()))

    def act(self, action) -> None:
        if self.guest.legal and self.connected:
            self.effects.append(("table", "send", self.guest.seat, self.guest.act(action)))

    def take_effects(self) -> list:
        out, self.effects = self.effects, []
        return out


# ---------------------------------------------------------------- screens
def _problem(key, lang) -> str:
    return f'<div class="notice notice-bad" role="alert"><p>{esc(TEXT(lang, key))}</p></div>' if key else ""


def render_host(t: HostTable, lang: str, can_share: bool = False) -> str:
    """The host's pairing screen: a code per remote seat, the scanner, and the way back to one phone."""
    g = games.get(t.name)
    names = [p["name"] for p in t.host.players]
    started = t.host.started
    back = _nav(cmd="table_back") if started else _nav(cmd="table_end")
    out = [f'<header class="topbar"><button class="btn btn-ghost" type="button" {back}>'
           f'{icon("back")} {esc(TEXT(lang, "to_game" if started else "cancel"))}</button>'
           f'<h1>{esc(loc(g.title, lang))}</h1><span></span></header><section class="table-pair" data-table="host">',
           f'<h2>{esc(TEXT(lang, "own_phones"))}</h2><p>{esc(TEXT(lang, "pair_intro"))}</p>',
           _problem(t.problem[0] if t.problem else None, lang)]
    for seat in t.host.remote:
        name, st = names[seat], t.seats.get(seat)
        out.append(f'<article class="table-seat" data-seat="{seat}" data-state="{esc(st or "")}"><h3>{esc(name)}</h3>')
        if st in ("joining", "joined"):
            out.append(f'<p class="table-ok" role="status">{icon("check")} '
                       f'{esc(TEXT(lang, "joined" if st == "joined" else "joining", name=name))}</p>')
        elif seat in t.codes:
            link = t.link(seat)
            label = TEXT(lang, "code_for", name=name)
            out.append(f'<div class="qr" data-qr="{esc(link)}" data-qr-label="{esc(label)}"></div>'
                       f'<details class="table-link"><summary>{esc(TEXT(lang, "as_link"))}</summary>'
                       f'<input class="share-url" readonly value="{esc(link)}" aria-label="{esc(label)}">'
                       f'<button class="btn" type="button" {_nav(cmd="table_link", seat=seat)}>'
                       f'{icon("share" if can_share else "copy")} '
                       f'{esc(TEXT(lang, "send_link" if can_share else "copy_link"))}</button></details>')
        else:
            out.append(f'<p role="status"><span class="spinner" aria-hidden="true"></span>{esc(TEXT(lang, "making"))}</p>')
        out.append("</article>")
    if t.scanning:
        out.append(f'<div class="table-scanner"><p>{esc(TEXT(lang, "scanning"))}</p>'
                   f'<video id="table-video" playsinline muted></video>'
                   f'<button class="btn" type="button" {_nav(cmd="table_scan_stop")}>{esc(TEXT(lang, "scan_stop"))}'
                   f'</button></div>')
    elif any(seat in t.codes and t.seats.get(seat) in ("code", "lost") for seat in t.host.remote):
        out.append(f'<div class="setup-go"><button class="btn btn-primary btn-big" type="button" id="table-scan" '
                   f'{_nav(cmd="table_scan")}>{esc(TEXT(lang, "scan"))}</button></div>')
    if not started:
        out.append(f'<p><button class="btn btn-ghost" type="button" {_nav(cmd="table_end", one_phone=1)}>'
                   f'{esc(TEXT(lang, "one_phone"))}</button></p>')
    out.append("</section>")
    return "".join(out)


def host_status(t: HostTable, to_move, lang: str) -> str:
    """Over the host's game: whose phone the table waits for, and the phones that lost their connection, each
    with its code again."""
    names = [p["name"] for p in t.host.players]
    out = []
    if not t.host.started:
        out.append(f'<p class="thinking" role="status" data-waiting="again"><span class="spinner" aria-hidden="true">'
                   f'</span>{esc(TEXT(lang, "again_wait"))}</p>')
    elif to_move in t.host.remote and t.seats.get(to_move) != "lost":
        out.append(f'<p class="thinking" role="status" data-waiting="{to_move}">'
                   f'{esc(TEXT(lang, "waiting_for", name=names[to_move]))}</p>')
    for seat in t.host.remote:
        st = t.seats.get(seat)
        if st == "lost":
            out.append(f'<div class="notice notice-bad" role="alert"><p>{esc(TEXT(lang, "lost", name=names[seat]))}</p>'
                       f'<button class="btn" type="button" {_nav(cmd="table_reinvite", seat=seat)}>'
                       f'{esc(TEXT(lang, "show_again", name=names[seat]))}</button></div>')
    return "".join(out)


def render_guest(t: GuestTable, lang: str, shell, coach_ui=None) -> str:
    """A guest phone: its answer's code until the table starts, then its own seat of the game.  ``coach_ui``:
    {"learning", "hint"} (the Hint for this phone's own seat, as on one phone), "compact" (a phone's narrow
    screen), "top" (the header's settings: motion, sound, "What is this?" and the piece it names)."""
    g = t.guest
    title = loc(g.game.title, lang)
    head = f'<header class="topbar"><h1>{esc(title)}</h1><span></span></header>'
    if g.view is None:
        body = ['<section class="table-pair" data-table="guest">', _problem(t.problem, lang)]
        if t.lost:
            body.append(_problem("guest_lost", lang))
        if g.refusal:
            body.append(f'<div class="notice notice-bad" role="alert"><p>{esc(g.refusal)}</p></div>')
        elif t.connected:
            body.append(f'<p role="status">{icon("check")} {esc(TEXT(lang, "guest_wait"))}</p>')
        elif t.answer_code:
            body.append(f'<h2>{esc(TEXT(lang, "guest_intro"))}</h2><div class="qr" data-qr="{esc(t.answer_code)}" '
                        f'data-qr-label="{esc(TEXT(lang, "guest_code"))}"></div>')
        elif not t.problem:
            body.append(f'<p role="status"><span class="spinner" aria-hidden="true"></span>{esc(TEXT(lang, "making"))}</p>')
        return head + "".join(body) + "</section>"
    names = g.names or [str(i + 1) for i in range(len(g.view.get("players", [])) or 2)]
    strip = shell.strip([(n, "", i == g.to_move) for i, n in enumerate(names)], lang)
    notes = []
    if t.lost and not g.over:              # (once the game is over, the host may close the table)
        notes.append(_problem("guest_lost", lang))
    if g.refusal:
        notes.append(f'<div class="notice" role="alert">{esc(g.refusal)}</div>')
    # what the others did since this seat's last move, as on one phone (a move shown in stages: said when its
    # last stage shows)
    news = g.news or ([g.last] if g.last else [])
    notes.append(shell.last_move_box(lang, {"last_move": news[:-1] if g.beats else news}))
    # (whose turn it is: the strip above, and the game's own prompt on the table)
    over = ""
    if g.audit is not None:
        over = (f'<div class="notice{" notice-bad" if g.audit else ""}" role="status" data-audit="{"bad" if g.audit else "ok"}">'
                f'<p>{esc(g.audit or TEXT(lang, "audit_ok"))}</p></div>')
        if g.final is not None:
            over += shell.score_table(g.game, g.final, lang)
    view_mod = games.module(g.game.name, "view")
    ctx = {"lang": lang, "seat": g.seat, "legal": [] if g.beats else g.legal or [], "sel": t.sel,
           "compact": bool((coach_ui or {}).get("compact")),
           "changed": set(g.changed), "marked": set()}
    body = view_mod.render(g.shown(), ctx)
    coach_ui = coach_ui or {}
    bar = shell.coach_bar(coach_ui, lang, ctx["legal"]) if t.connected else ""
    hint = coach_ui.get("hint")
    if hint and "action" in hint and ctx["legal"]:
        from . import coach
        body = coach.mark_controls(body, hint["action"])
    top_ui = {**(coach_ui.get("top") or {}), "undo": g.can_undo}
    log = shell.log_sheet([g.lines[k] for k in sorted(g.lines)], lang) if t.log_open else ""
    return (shell.guest_topbar(g.game, lang, top_ui, strip) + over + "".join(notes) + bar
            + f'<section class="game-area" data-game-screen="{esc(g.game.name)}" data-guest-seat="{g.seat}" '
              f'data-n="{g.n}"{" data-staging" if g.beats else ""}>{body}</section>'
            + log + shell.info_sheet(view_mod, g.shown(), top_ui, lang))
