"""Two or more sessions paired as phones of one table (app/table.py), through the messages the browser's half
(static/tables.js) would carry, with made-up session descriptions."""
from __future__ import annotations

import json
import random
import re
from html import unescape

from pondside import games
from pondside.app import shell
from pondside.app import table as table_mod
from pondside.tables import host as host_mod
from pondside.app.session import MemoryStore, Session, parse_hash
from pondside.tables import pairing as PR

FP = ":".join(f"{b:02X}" for b in range(32))
BASE = "https://pond.example/app/"


def sdp(addr, port, ufrag):
    return "\r\n".join([
        "v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        f"a=candidate:1 1 udp 2122260223 {addr} {port} typ host generation 0",
        f"a=ice-ufrag:{ufrag}", "a=ice-pwd:abcdefghijklmnopqrstuvwx", f"a=fingerprint:sha-256 {FP}",
        "a=setup:actpass", "a=mid:0"]) + "\r\n"


def qr_texts(html):
    return [unescape(x) for x in re.findall(r'data-qr="([^"]+)"', html)]


class Wire:
    """The data channels between one host session and its guests' sessions."""

    def __init__(self, host):
        self.host, self.guests = host, {}
        self.sent = []                 # (seat, message) the host sent
        self.lose = 0                  # how many of the host's next messages never arrive

    def pump(self):
        for _ in range(200):
            moved = False
            for kind, *rest in self.host.take_effects():
                if kind == "table" and rest[0] == "send":
                    seat, text = rest[1], rest[2]
                    self.sent.append((seat, json.loads(text)))
                    if self.lose:
                        self.lose -= 1
                        continue
                    self.guests[seat].table_event("message", seat, text)
                    moved = True
            for seat, g in self.guests.items():
                for kind, *rest in g.take_effects():
                    if kind == "table" and rest[0] == "send":
                        self.host.table_event("message", seat, rest[2])
                        moved = True
            if not moved:
                return
        raise AssertionError("the phones never stop talking")


class SeededSecrets:
    """The random words of a table (nonces, tokens, the table's name) from a seeded generator: the same deal on
    every run of a test."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def token_hex(self, n=32):
        return "".join(f"{self.rng.randrange(256):02x}" for _ in range(n))


def pair(game, n_people, lang="en", computers=0, seed=1, lose=0):
    """A host session that started ``game`` for ``n_people`` people (and ``computers`` computer players, on the
    host), each person but the first on a guest session of its own, all joined: (host, wire).  ``lose``: how
    many of the host's messages after the first phone's join never reach it."""
    table_mod.secrets = host_mod.secrets = SeededSecrets(seed)
    host = Session(MemoryStore(), {}, nav_lang=lang, base_url=BASE)
    host.nav({"game": game, "to": "setup"})
    g = games.get(game)
    count = n_people + computers
    assert g.min_players <= count
    fields = {"count": str(count), "table": True}
    level = next(iter(shell.game_bots(game)[0]))
    for i in range(count):
        fields[f"kind{i}"] = "human" if i < n_people else "bot:" + level
        fields[f"name{i}"] = ["Ana", "Ben", "Cleo", "Dai"][i]
    host.nav({"cmd": "start", "seed": 7}, fields)
    assert host.screen == "table", host.message
    offers = [e for e in host.take_effects() if e[:2] == ("table", "offer")]
    assert [e[2] for e in offers] == list(range(1, n_people))
    wire = Wire(host)
    for seat in range(1, n_people):
        host.table_event("offer", seat, sdp(f"192.168.1.{seat + 1}", 40000 + seat, f"host{seat}"))
    links = qr_texts(host.html())
    assert len(links) == n_people - 1
    for seat, link in enumerate(links, 1):
        assert link.startswith(BASE + "#game=" + game + "&join=") and link.split("join=")[1].isdigit()
        assert PR.qr_version(link) is not None, len(link)      # fits a QR code of version 10 at level M
        guest = Session(MemoryStore(), parse_hash(link.split("#", 1)[1]), nav_lang=lang, base_url=BASE)
        guest.boot()
        assert guest.screen == "guest"
        (answer,) = [e for e in guest.take_effects() if e[:2] == ("table", "answer")]
        assert answer[2] == seat and "a=ice-ufrag:host" in answer[3]
        guest.table_event("answer", seat, sdp("192.168.1.99", 50000 + seat, f"gst{seat}"))
        (code,) = qr_texts(guest.html())
        assert code.isdigit() and PR.qr_version(code) is not None
        host.nav({"cmd": "table_scan"})
        assert ("table", "scan", -1, "") in host.take_effects()
        host.table_event("scanned", -1, code)
        accepts = [e for e in host.take_effects() if e[:2] == ("table", "accept")]
        assert [a[2] for a in accepts] == [seat] and "a=ice-ufrag:gst" in accepts[0][3]
        wire.guests[seat] = guest
        host.table_event("open", seat, "")
        guest.table_event("open", seat, "")
        wire.lose = lose if seat == 1 else 0
        wire.pump()
    return host, wire


def step(host, wire):
    """One move, the first the seat to move may play, on the phone that seat plays on; then every message
    delivered."""
    tm = host.state["to_move"]
    if tm in wire.guests:
        wire.guests[tm].act(wire.guests[tm].table.guest.legal[0])
    else:
        host.act(host.game.legal_actions(host.state)[0])
    host.finish_stages()
    wire.pump()
