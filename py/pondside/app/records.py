"""Saves, share links and undo — built only on the engine contract's action record.

A saved game is its *record*: ``{"v", "game", "players", "seed", "options", "actions"}``.
Loading replays the record through the engine, so every action is checked again by the
rules: a tampered or corrupt save cannot produce an impossible state.
"""
from __future__ import annotations

import base64
import json
import zlib

from ..core import BadState, IllegalAction
from .. import games

SAVE_VERSION = 2            # 1: full state JSON (old format, still read); 2: the record
MAX_LINK_CHARS = 60_000     # a share link longer than this is refused
MAX_ACTIONS = 20_000


def record_of(state: dict) -> dict:
    return {"v": SAVE_VERSION, "game": state["game"], "players": state["players"], "seed": state["seed"],
            "options": state["options"], "actions": state["actions"]}


def save_text(state: dict) -> str:
    return json.dumps(record_of(state), separators=(",", ":"), ensure_ascii=False)


def load_record(data) -> dict:
    """A state from a record (dict or JSON text).  Raises BadState with a clear message."""
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except ValueError as e:
            raise BadState(f"the saved text is not valid JSON ({e})") from None
    if not isinstance(data, dict):
        raise BadState("a saved game must be a JSON object")
    v = data.get("v", 1)
    name = data.get("game")
    if name not in games.names():
        raise BadState(f"unknown game {name!r}")
    game = games.get(name)
    if v == 1 or "schema" in data:           # old format: the whole state; migrate through the engine
        state = game.from_json(json.dumps(data))
        return state
    if v != SAVE_VERSION:
        raise BadState(f"save format {v!r} is newer than this app understands")
    for key in ("players", "seed", "options", "actions"):
        if key not in data:
            raise BadState(f"the save has no {key!r}")
    if not isinstance(data["actions"], list) or len(data["actions"]) > MAX_ACTIONS:
        raise BadState("the save's action list is not a list of a sensible length")
    try:
        state = game.replay(data["players"], data["seed"], data["options"], data["actions"])
    except (IllegalAction, ValueError, KeyError, TypeError) as e:
        raise BadState(f"the save does not replay under the rules: {e}") from None
    game.check_invariants(state)
    return state


# ------------------------------------------------------------------ share links
def encode_link(state: dict, upto=None) -> str:
    rec = record_of(state)
    if upto is not None:
        rec["actions"] = rec["actions"][:upto]
    raw = json.dumps(rec, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def decode_link(text: str) -> dict:
    """The state a share link describes.  Links are untrusted: size-limited, validated by replay."""
    if not isinstance(text, str) or not text:
        raise BadState("the link carries no game")
    if len(text) > MAX_LINK_CHARS:
        raise BadState(f"the link is too long ({len(text)} characters; at most {MAX_LINK_CHARS})")
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        d = zlib.decompressobj()
        body = d.decompress(raw, 2_000_000)
        if d.unconsumed_tail:
            raise BadState("the link unpacks to too much data")
        data = json.loads(body)
    except BadState:
        raise
    except Exception:
        raise BadState("the link is damaged (it could not be decoded)") from None
    if not isinstance(data, dict) or data.get("v") != SAVE_VERSION:
        raise BadState("the link is not a Pondside game link")
    return load_record(data)


# ------------------------------------------------------------------ undo
def undo_target(game, history: list, humans: set):
    """How many actions to keep when the person at the device presses Undo, or None.

    ``history`` is the list of states ``[s0, s1, ..., sn]`` of the game (``s(i+1)`` is
    ``s(i)`` after action ``i``).  Board Game Arena's policy: a player may take back their own
    moves, but never past a random draw, a hidden reveal or another person's move; against the
    computer, back to the player's last decision (the computer's replies are taken back too).
    """
    n = len(history) - 1
    if n <= 0:
        return None
    acts = history[-1]["actions"]
    i = n - 1
    # walk back over the computer's moves to the last decision of a person
    while i >= 0 and history[i]["to_move"] not in humans:
        if game.reveals(history[i], acts[i], history[i + 1]):
            return None
        i -= 1
    if i < 0 or game.reveals(history[i], acts[i], history[i + 1]):
        return None
    mover = history[i]["to_move"]
    now = history[-1]["to_move"]
    # another person has moved since (hot seat): their move is not ours to take back
    if now is not None and now in humans and now != mover:
        return None
    return i
