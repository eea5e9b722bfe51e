"""Several phones at one table (issue 42, points 2–4), the conversation alone: a host phone and guest phones
exchange messages in memory (the browser carries the same messages over a data channel).  Whole games of every
game are played through it; a secret planted in hidden information reaches no other seat's phone; the seed,
the generator and the actions reach a guest only in the record at the end, which every guest replays and
checks; bad and stale messages are refused in player words and change nothing."""
from __future__ import annotations

import copy
import json

import pytest

from pondside import IllegalAction, Rng, games
from pondside.tables import wire
from pondside.tables.guest import Guest
from pondside.tables.host import Host
from pondside.tables.text import TEXT

SECRET = "PLANTED-SECRET-7Q"


def nonce(i: int) -> str:
    return f"{i:032x}"


HOST_NONCE = nonce(99)


class Table:
    """A host and its guests, every message carried as the text a data channel carries (and kept)."""

    def __init__(self, name, n=2, options=None, host_nonce=HOST_NONCE):
        self.g = games.get(name)
        self.remote = list(range(1, n))
        tokens = iter(f"token-{k}" for k in range(100))
        self.host = Host(name, [{"name": f"P{i}", "kind": "human"} for i in range(n)], options, self.remote,
                         host_nonce, "table-1", make_token=lambda: next(tokens))
        self.guests = {s: Guest(self.host.invite(s), nonce(s), "en") for s in self.remote}
        self.sent: list = []            # (seat, text) of every message a guest phone received

    def deliver(self, out, sender=None):
        for seat, msg in out:
            phone = sender if seat is None else self.guests[seat]
            text = wire.encode(msg)
            self.sent.append((phone.seat, text))
            phone.receive(json.loads(text))

    def send(self, guest, text):
        self.deliver(self.host.receive(text), sender=guest)

    def join_all(self):
        for guest in self.guests.values():
            self.send(guest, guest.join())

    def step(self, rng):
        host, g = self.host, self.g
        mover = g.to_move(host.state)
        if mover in self.guests:
            guest = self.guests[mover]
            assert guest.legal, "the phone whose turn it is was sent its moves"
            self.send(guest, guest.act(guest.legal[rng.below(len(guest.legal))]))
        else:
            legal = g.legal_actions(host.state)
            self.deliver(host.play(legal[rng.below(len(legal))]))

    def play_out(self, rng, limit=3000):
        for _ in range(limit):
            if self.g.is_over(self.host.state):
                return
            self.step(rng)
        raise AssertionError("the game did not end")


def tables():
    out = []
    for name in games.names():
        g = games.get(name)
        for n in sorted({max(2, g.min_players), min(3, g.max_players)}):
            out.append((name, n))
    return out


@pytest.mark.parametrize("name,n", tables())
def test_a_whole_game_through_the_phones_and_every_guest_checks_the_record(name, n):
    t = Table(name, n)
    t.join_all()
    assert t.host.started and all(gu.view is not None for gu in t.guests.values())
    t.play_out(Rng(n * 31 + len(name)))
    state = t.host.state
    seed = str(state["seed"])
    for guest in t.guests.values():
        assert guest.over and guest.audit == "", (name, guest.seat, guest.audit)
        assert guest.view == json.loads(json.dumps(t.g.view(state, guest.seat)))
    # before the record: no seed, no generator, no list of actions, in any message to any phone
    for _seat, text in t.sent:
        msg = json.loads(text)
        if msg["t"] == wire.RECORD:
            continue
        assert seed not in text, (name, "the seed reached a guest before the end")
        assert not {"seed", "rng", "actions"} & set(_keys(msg)), (name, sorted({"seed", "rng", "actions"} & set(_keys(msg))))


def _keys(x):
    if isinstance(x, dict):
        for k, v in x.items():
            yield k
            yield from _keys(v)
    elif isinstance(x, list):
        for v in x:
            yield from _keys(v)


@pytest.mark.parametrize("name,n", tables())
def test_a_planted_secret_reaches_no_other_seats_phone(name, n):
    """As the contract suite does for every surface: a token planted in hidden information that only some seats
    may know, then the game goes on; no message to a phone of another seat holds it (across a rejoin and an
    undo too)."""
    rng = Rng(7 + n)
    planted_any = False
    for attempt in range(12):
        t = Table(name, n, host_nonce=nonce(500 + attempt))
        t.join_all()
        for _ in range(rng.below(25)):
            if t.g.is_over(t.host.state):
                break
            t.step(rng)
        if t.g.is_over(t.host.state):
            continue
        planted = t.g.plant_secret(t.host.state, SECRET)
        if planted is None:
            continue
        t.host.state, allowed = planted
        mark = len(t.sent)
        try:
            t.deliver(t.host.broadcast())
        except KeyError:        # (the token is no real card: a seat holding it to move has no moves to list)
            continue
        planted_any = True
        seat = t.remote[-1]                       # a phone that drops and comes back
        back = Guest(t.host.invite(seat), nonce(seat), "en", token=t.guests[seat].token)
        t.guests[seat] = back
        t.send(back, back.join())
        end = len(t.sent)
        for _ in range(6):                        # moves, until one shows what was hidden (a tile drawn)
            if t.g.is_over(t.host.state):
                break
            try:
                t.step(rng)
            except KeyError:
                break
            before, action = t.host.last
            if t.g.reveals(before, action, t.host.state):
                break
            end = len(t.sent)
        for to, text in t.sent[mark:end]:
            if to not in allowed:
                assert SECRET not in text, (name, to, allowed)
        t.deliver(t.host.undo())                  # the record replayed: the planted state is gone
    assert planted_any, f"{name}: no state with hidden information was met"


def _started(name="koikoi", n=2):
    t = Table(name, n)
    t.join_all()
    return t


def _refused(t, guest, text):
    before = copy.deepcopy(t.host.state)
    out = t.host.receive(text)
    assert t.host.state == before, "a refused message changed the game"
    assert len(out) == 1 and out[0][0] is None and out[0][1]["t"] == wire.REFUSED
    return out[0][1]


def test_bad_and_stale_messages_are_refused_in_player_words_and_change_nothing():
    t = _started()
    host, g = t.host, t.g
    # make it the guest's turn
    while g.to_move(host.state) != 1:
        t.step(Rng(1))
    guest = t.guests[1]
    a = guest.legal[0]
    good = json.loads(guest.act(a))
    cases = {
        "malformed": ["not json", json.dumps([1, 2]), json.dumps(dict(good, t="shout")),
                      json.dumps(dict(good, seat="1")), 12345],
        "too_long": [json.dumps(dict(good, pad="x" * (wire.MAX_GUEST_BYTES + 1)))],
        "version": [json.dumps(dict(good, v=wire.VERSION + 1))],
        "session": [json.dumps(dict(good, s="another-table"))],
        "seat": [json.dumps(dict(good, seat=0)), json.dumps(dict(good, seat=7))],
        "token": [json.dumps(dict(good, token="token-99")), json.dumps({k: v for k, v in good.items() if k != "token"})],
        "stale": [json.dumps(dict(good, n=good["n"] - 1)), json.dumps(dict(good, n=good["n"] + 1))],
        "illegal": [json.dumps(dict(good, a={"nonsense": True}))],
    }
    for why, texts in cases.items():
        for text in texts:
            msg = _refused(t, guest, text)
            assert msg["why"] == why, (why, text[:80], msg["why"])
            words = TEXT("en", why, **msg.get("fields", {}))
            assert words and "{" not in words and "_" not in words
    assert "not allowed: " in TEXT("en", "illegal", **_refused(t, guest, json.dumps(dict(good, a={"x": 1})))["fields"])
    # the host's own moves: only its seats' (it is the guest's turn)
    with pytest.raises(IllegalAction, match="another phone"):
        host.play(guest.legal[0])
    # the good one is played once; sent again (a repeat) it is stale, and the phone is shown the table as it is
    t.send(guest, json.dumps(good))
    n = host.count
    assert n == good["n"] + 1
    again = _refused(t, guest, json.dumps(good))
    assert again["why"] == "stale" and again["now"]["n"] == n
    # out of turn: once the guest's turn is over, its move is refused
    for _ in range(5):
        if g.to_move(host.state) != 1:
            break
        t.send(guest, guest.act(guest.legal[0]))
    assert g.to_move(host.state) == 0
    late = json.loads(guest.act(a))
    assert late["n"] == host.count
    assert _refused(t, guest, json.dumps(late))["why"] == "turn"


def test_a_seat_is_held_by_its_token_and_a_phone_that_comes_back_gets_its_view():
    t = _started("kohaku", 3)
    thief = Guest(t.host.invite(2), nonce(77), "de")
    msg = _refused(t, thief, thief.join())
    assert msg["why"] == "token" and "Platz" in TEXT("de", "token")
    for k in range(5):
        t.step(Rng(k))
    old = t.guests[2]
    back = Guest(t.host.invite(2), nonce(2), "en", token=old.token)
    t.guests[2] = back
    t.send(back, back.join())
    assert back.n == t.host.count and back.view == old.view
    # a late phone cannot claim a seat once the game has begun
    late = Table("kohaku", 3)
    late.send(late.guests[1], late.guests[1].join())
    assert not late.host.started, "the game waits for every phone"
    assert late.host.receive(late.guests[1].act({"x": 1}))[0][1]["why"] == "not_started"


def test_a_phone_whose_welcome_was_lost_asks_again_and_only_it_gets_the_seat():
    """A join the host took but whose welcome never reached the phone: the same phone asks again (its nonce of
    this game stands for the token it never got) and is welcomed with the same token; a phone with another
    nonce is refused, and once the record has shown the nonces at the end, the nonce alone no longer will do."""
    t = Table("koikoi", 2)
    phone = t.guests[1]
    out = t.host.receive(phone.join())                  # taken, the game started; nothing reached the phone
    assert t.host.started and out[0][1]["t"] == wire.WELCOME and not phone.welcomed
    thief = Guest(t.host.invite(1), nonce(77), "en")
    assert _refused(t, thief, thief.join())["why"] == "token"
    t.send(phone, phone.join())
    assert phone.welcomed and phone.token == out[0][1]["token"] and phone.n == t.host.count
    assert phone.legal is not None and phone.view is not None
    t.play_out(Rng(3))
    assert phone.audit == ""
    late = Guest(t.host.invite(1), nonce(1), "en")      # the nonce, shown by the record: not a token
    assert _refused(t, late, late.join())["why"] == "token"


def test_the_seed_is_made_by_every_phone_and_a_tampered_record_is_found():
    a, b = Table("koikoi", 2), Table("koikoi", 2)
    b.guests[1] = Guest(b.host.invite(1), nonce(12345), "en")
    a.join_all()
    b.join_all()
    assert a.host.state["seed"] != b.host.state["seed"], "the guest's nonce changes the deal"
    assert a.host.invite(1)["commit"] == wire.commit(nonce(99)) and nonce(99) not in json.dumps(a.host.invite(1))
    a.play_out(Rng(5))
    record = a.host.record()
    guest = a.guests[1]
    assert guest.check(record) == ""
    moved = copy.deepcopy(record)
    i = next(k for k in range(len(moved["actions"]) - 1, -1, -1) if moved["actions"][k] != moved["actions"][0])
    moved["actions"][0], moved["actions"][i] = moved["actions"][i], moved["actions"][0]
    assert guest.check(moved) == TEXT("en", "tampered"), "a record with two moves swapped"
    cut = dict(record, actions=record["actions"][:-1])
    assert guest.check(cut) == TEXT("en", "tampered"), "a record without the last move"
    other = dict(record, host_nonce=nonce(98))
    assert guest.check(other) == TEXT("en", "seed_cheat")
    mine = dict(record, nonces=[nonce(3)])
    assert guest.check(mine) == TEXT("en", "seed_cheat")


def test_undo_sends_every_phone_the_table_afresh():
    t = _started()
    for k in range(4):
        t.step(Rng(k))
    n = t.host.count
    t.deliver(t.host.undo())
    assert all(gu.n == n - 1 for gu in t.guests.values())
    assert t.guests[1].view == json.loads(json.dumps(t.g.view(t.host.state, 1)))


def test_a_next_game_at_the_table_is_dealt_afresh_by_every_phone():
    """Play again at a table: the host commits to a new nonce, every phone answers with a new nonce of its own
    (with its token: nobody else's phone can answer for it), and the game starts only when all have."""
    t = _started("kokonana", 3)
    t.play_out(Rng(2))
    first = t.host.state["seed"]
    replies = {}
    for seat, msg in t.host.again(nonce(777)):
        text = wire.encode(msg)
        replies[seat] = t.guests[seat].receive(json.loads(text))
    assert set(replies) == {1, 2} and not t.host.started
    stranger = Guest(t.host.invite(1), nonce(55), "en")           # a phone without seat 1's token
    assert _refused(t, stranger, stranger.join())["why"] == "token"
    t.send(t.guests[1], replies[1])
    assert not t.host.started                                     # (seat 2 has not answered yet)
    t.send(t.guests[2], replies[2])
    assert t.host.started and t.host.state["seed"] != first
    assert t.host.state["seed"] == wire.joint_seed(nonce(777), [t.guests[1].nonce, t.guests[2].nonce])
    t.play_out(Rng(3))
    assert all(g.audit == "" for g in t.guests.values())
