"""Where the app keeps things in the browser's storage: its keys (one prefix, versioned), and a store in
memory with the browser store's methods (embeds, storage the browser denies, tests)."""
from __future__ import annotations

PREFIX = "pondside:v1:"
KEY_SETTINGS = PREFIX + "settings"


def save_key(name) -> str:
    """A game's saved game."""
    return f"{PREFIX}save:{name}"


def table_key(name) -> str:
    """Where a host phone keeps the table of its saved game of ``name``."""
    return f"{PREFIX}table-host:{name}"


def seat_key(session, seat) -> str:
    """Where a guest phone keeps its seat's token and nonce at the table ``session``."""
    return f"{PREFIX}table:{session}:{seat}"


class MemoryStore:
    """A store in memory: embeds, denied storage, tests.  The browser layer's store has the same methods."""

    def __init__(self, data=None):
        self.data = dict(data or {})
        self.failed = False
        self.persistent = False

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value) -> bool:
        self.data[key] = value
        return True

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)
