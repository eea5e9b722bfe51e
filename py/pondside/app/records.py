"""Saves, share links and undo — built only on the engine contract's action record.

A saved game is its *record*: ``{"v", "game", "players", "seed", "options", "actions"}``.
Loading replays the record through the engine, so every action is checked again by the
rules: a tampered or corrupt save cannot produce an impossible state.
"""
from __future__ import annotations

import base64
import json
import urllib.parse
import zlib

from ..core import BadState, IllegalAction, PositionError, loads
from .. import games

SAVE_VERSION = 2            # 1: full state JSON (old format, still read); 2: the record
MAX_LINK_CHARS = 60_000     # a share link longer than this is refused
MAX_SAVE_CHARS = 2_000_000  # a save (or a link's unpacked record) longer than this is refused
MAX_DEPTH = 40              # JSON nested deeper than this is refused before it is parsed

def safe_json(text, max_chars=MAX_SAVE_CHARS, max_depth=MAX_DEPTH):
    """Parse untrusted JSON text, bounded in size and nesting first; BadState says what is wrong."""
    return loads(text, max_chars, max_depth)


def check_b64_json(text, max_chars=MAX_LINK_CHARS):
    """Refuse base64-encoded JSON (a position link) that is too long or nested too deeply, before it is parsed."""
    if not isinstance(text, str) or len(text) > max_chars:
        raise BadState("the link is too long")
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        raise BadState("the link is damaged (it could not be decoded)") from None
    safe_json(raw, max_chars)


def unquote(text: str) -> str:
    """Percent-decoding of an address part (never raises: a broken escape stays as it is)."""
    return urllib.parse.unquote(str(text), errors="replace")


def seed_key(state) -> str:
    """The seed as the computer players' generators are derived from it (the seed is bounded by the engine)."""
    return str(state["seed"])


def history_of(game, state) -> list:
    """``[s0, s1, …, sn]``: the game's state after each of its actions (the replay viewer, undo, the log)."""
    h = [game.new_game(state["players"], state["seed"], state["options"], start=state.get("setup"))]
    for a in state["actions"]:
        h.append(game.apply(h[-1], a, check=False))
    return h


def record_of(state: dict) -> dict:
    rec = {"v": SAVE_VERSION, "game": state["game"], "players": state["players"], "seed": state["seed"],
           "options": state["options"], "actions": state["actions"]}
    if "setup" in state:                 # a game set up from a position begins there
        rec["setup"] = state["setup"]
    return rec


def save_text(state: dict) -> str:
    """The saved game: its record, and ``"over": true`` once it has ended (the home shelf says so without
    replaying it; reading a save ignores it)."""
    rec = record_of(state)
    if state.get("to_move") is None:
        rec["over"] = True
    return json.dumps(rec, separators=(",", ":"), ensure_ascii=False)


def load_record(data, expect=None, history: list | None = None) -> dict:
    """A state from a record (dict or JSON text).  Raises BadState with a clear message.  ``expect``: the
    game this record must be of (a save's key names its game).  ``history``: a list that receives every state
    of the replay (what :func:`history_of` would rebuild), left empty when the record was read otherwise."""
    if isinstance(data, str):
        data = safe_json(data)
    if not isinstance(data, dict):
        raise BadState("a saved game must be a JSON object")
    v = data.get("v", 1)
    name = data.get("game")
    if not isinstance(name, str) or name not in games.names():
        raise BadState("it names no game this app has")
    if expect is not None and name != expect:
        raise BadState(f"it is a game of {_title(name)}, kept where the save of {_title(expect)} belongs")
    game = games.get(name)
    try:
        if "schema" in data and (v == SAVE_VERSION and "rng" not in data):
            data = {k: x for k, x in data.items() if k != "schema"}   # a record that names a schema too
        elif "schema" in data:               # old format: the whole state; migrate through the engine
            v = 1
            data = {k: x for k, x in data.items() if k != "v"}         # (a whole state that says "v" too)
        if v == 1:
            if not isinstance(data.get("actions", []), list):
                raise BadState("its moves are not a list")
            if len(data.get("actions") or ()) > game.max_actions:
                raise BadState(f"it has more than {game.max_actions} moves, the most a game of it may have")
            return game.from_json(json.dumps(data))
        if v != SAVE_VERSION:
            if type(v) is int and v > SAVE_VERSION:
                raise BadState("it was saved by a newer version of this app")
            raise BadState("it was saved in a form this app does not read")
        for key in ("players", "seed", "options", "actions"):
            if key not in data:
                raise BadState("it is incomplete (a part of the game is missing)")
        if not isinstance(data["actions"], list):
            raise BadState("its moves are not a list")
        if len(data["actions"]) > game.max_actions:
            raise BadState(f"it has more than {game.max_actions} moves, the most a game of it may have")
        states = [] if history is not None else None
        if "setup" in data and not isinstance(data["setup"], (str, dict)):
            raise BadState("its starting position is damaged")
        state = game.replay(data["players"], data["seed"], data["options"], data["actions"], states,
                            start=data.get("setup"))
        game.check_invariants(state)
        if history is not None:
            history[:] = states
    except BadState:
        raise
    except IllegalAction as e:                  # the rules' own words
        raise BadState(f"it does not replay under the rules: {str(e)[:200]}") from None
    except PositionError as e:                  # the position it began from
        raise BadState(f"its starting position breaks a rule: {str(e)[:200]}") from None
    except ValueError as e:                     # what the game's set-up refused (options, players, seed)
        raise BadState(str(e)[:200]) from None
    except (KeyError, TypeError, AttributeError, IndexError, RecursionError):   # Python's words: not shown
        raise BadState("it does not replay under the rules (a part of it is damaged)") from None
    return state


def _title(name) -> str:
    return games.get(name).title.get("en", name)


# ------------------------------------------------------------------ share links
def encode_link(state: dict, upto=None) -> str:
    rec = record_of(state)
    if upto is not None:
        rec["actions"] = rec["actions"][:upto]
    raw = json.dumps(rec, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def decode_link(text: str, history: list | None = None) -> dict:
    """The state a share link describes.  Links are untrusted: size-limited, validated by replay.
    ``history``: as for :func:`load_record`."""
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
        text = body.decode("utf-8")
    except BadState:
        raise
    except Exception:
        raise BadState("the link is damaged (it could not be decoded)") from None
    data = safe_json(text)
    if not isinstance(data, dict) or data.get("v") != SAVE_VERSION:
        raise BadState("the link is not a Pondside game link")
    return load_record(data, history=history)


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
