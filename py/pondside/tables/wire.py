"""The messages between the phones of one table: their kinds, their limits, and the agreed seed.

Every message is a JSON object with ``v`` (the protocol's version: phones of other versions are refused, as
their engines may differ), ``t`` (its kind) and ``s`` (the table's session).  A guest's message is at most
``MAX_GUEST_BYTES`` long; a host's view may be longer (a data channel carries up to 256 KiB).
"""
from __future__ import annotations

import hashlib
import json

VERSION = 1
MAX_GUEST_BYTES = 16 * 1024
MAX_MOVES = 24                      # pieces a view says moved (as many as a page flies at once)
MAX_STAGES = 4                      # the stages of one move a view may carry (Koi-Koi's play has one)
NONCE_HEX = 32                      # a nonce: 16 random bytes, as hex

# What a guest sends, and what a host sends
JOIN, ACT, UNDO = "join", "act", "undo"
WELCOME, VIEW, REFUSED, RECORD, AGAIN = "welcome", "view", "refused", "record", "again"
GUEST_KINDS = (JOIN, ACT, UNDO)


class Refusal(Exception):
    """A message the receiving phone will not act on: ``key`` names the reason (``text.TEXT``), ``fields``
    fill its words."""

    def __init__(self, key: str, **fields):
        super().__init__(key)
        self.key = key
        self.fields = fields


def encode(msg: dict) -> str:
    return json.dumps(msg, separators=(",", ":"), sort_keys=True)


def decode_guest(raw, session: str) -> dict:
    """A guest's message read and checked for shape (not yet for its seat or its move): a :class:`Refusal`
    otherwise."""
    if not isinstance(raw, str):
        raise Refusal("malformed")
    if len(raw.encode("utf-8")) > MAX_GUEST_BYTES:
        raise Refusal("too_long")
    try:
        msg = json.loads(raw)
    except ValueError:
        raise Refusal("malformed") from None
    if not isinstance(msg, dict):
        raise Refusal("malformed")
    if msg.get("v") != VERSION:
        raise Refusal("version")
    if msg.get("t") not in GUEST_KINDS or not isinstance(msg.get("seat"), int) or isinstance(msg.get("seat"), bool):
        raise Refusal("malformed")
    if msg.get("s") != session:
        raise Refusal("session")
    return msg


def is_nonce(x) -> bool:
    return isinstance(x, str) and len(x) == NONCE_HEX and all(c in "0123456789abcdef" for c in x)


def commit(nonce: str) -> str:
    """What the host shows before anyone else has chosen: it binds the host to its nonce (128 bits of a SHA-256,
    as short as a nonce: it travels in the pairing code)."""
    return hashlib.sha256(("pondside-commit:" + nonce).encode()).hexdigest()[:NONCE_HEX]


def joint_seed(host_nonce: str, guest_nonces: list) -> int:
    """The game's seed from every phone's nonce (the guests' in seat order): no phone alone chooses it."""
    text = "pondside-seed:" + host_nonce + ":" + ":".join(guest_nonces)
    return int(hashlib.sha256(text.encode()).hexdigest()[:15], 16)
