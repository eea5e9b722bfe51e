"""Questions about Kōhaku's tiles (the box's tiles are data: ``data.TILES``); The Big Pond asks them too."""
from __future__ import annotations

from . import data
from .data import TILES


def tile(tid: str) -> dict:
    return TILES[tid]


def is_koi(tid: str) -> bool:
    return TILES[tid]["type"] == "koi"


def is_feature(tid: str) -> bool:
    return TILES[tid]["type"] == "feature"


def is_blue(tid: str) -> bool:
    return TILES[tid]["kind"] == "blue_koi"


def kind(tid: str) -> str:
    return TILES[tid]["kind"]


def koi_type(tid: str) -> tuple:
    """A koi's exact colour set as a sorted tuple (``("blue",)`` for blue koi)."""
    return tuple(sorted(TILES[tid]["colours"]))


_BY_KIND: dict = {}
for _id in data.FEATURE_IDS:
    _BY_KIND.setdefault(TILES[_id]["kind"], []).append(_id)


def feature_ids(kinds) -> list:
    """The ids of every feature tile of the given kinds, kind by kind in id order."""
    out = []
    for k in kinds:
        out.extend(_BY_KIND.get(k, []))
    return out


def koi_deck(n_players: int, blue: bool = False) -> list:
    """The koi kept by the stone filter for ``n_players``, in id order (random removals and blue koi are the
    engine's business: they need the shuffle)."""
    if n_players <= 2:
        keep = [t for t in data.KOI_IDS if TILES[t]["stones"] == 0]
    elif n_players == 3:
        keep = [t for t in data.KOI_IDS if TILES[t]["stones"] != 4]
    else:
        keep = list(data.KOI_IDS)
    return keep
