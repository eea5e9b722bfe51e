"""Kōhaku tile data: every koi and feature tile as plain data (digest §1.3–§1.5).

Public API (stable; The Big Pond mode imports it):

``COLOURS``            the four koi colours ``["black", "red", "white", "yellow"]``
``BLUE``               ``"blue"`` — the wild colour of the expansion's blue koi
``LETTER``             colour -> one-letter mark used in ids and drawings (B, R, W, Y, U for blue)
``FEATURE_KINDS``      every feature kind (``single_flower``, ``dual_flower``, ``butterfly``, ``turtle``,
                       ``frog``, ``rock``, ``statue``, ``bamboo``, ``cat``, ``fountain``, ``heron``, ``duck``,
                       ``wildflower``) — ``sundial`` is a separate pseudo-kind
``BASE_SETS`` / ``EXPANSION_SETS``  the feature sets (kinds other than single flowers) of each box
``TILES``              tile id -> tile dict (see below); includes the 4 sundials ``SD-1``..``SD-4``
``KOI_IDS``            the 58 base koi ids; ``SOLID_KOI_IDS`` (16), ``TWO_TONE_KOI_IDS`` (42)
``BLUE_KOI_IDS``       the 4 blue koi
``BASE_FEATURE_IDS``   the 62 base features; ``NEW_FEATURE_IDS`` the 36 expansion features
``SUNDIAL_IDS``        ``["SD-1", ..., "SD-4"]`` (not in any deck)
``tile(tid)``          the tile dict; ``is_koi(tid)``, ``is_feature(tid)``, ``kind(tid)``
``koi_type(tid)``      the exact colour set as a sorted tuple (``("blue",)`` for blue koi)
``feature_ids(kinds)`` the ids of all feature tiles of the given kinds
``koi_deck(n_players, blue=False)``  the koi ids kept by the stone filter (before random removals)

A tile dict (all keys always present)::

    {"id": "T-BR-B2", "type": "koi"|"feature", "kind": "koi"|"blue_koi"|<feature kind>|"sundial",
     "colours": ["black", "red"],   # koi colours; flower/butterfly colour(s); [] otherwise
     "babies": 2, "dragonflies": 0, "coins": 0, "stones": 0,
     "solid": False,                # a one-colour koi of the base game (blue koi: False)
     "box": "base"|"expansion"}

Tile ids: solid koi ``S-<c>-<v>`` (c = B/R/W/Y, v = B2, B3, D2, D3), two-tone koi ``T-<pair>-<v>`` (pair = BR, BW,
BY, RW, RY, WY; v = B2, B3, D2, D3, S3, S4a, S4b), blue koi ``BL-1``..``BL-4``, features ``F-<KIND>-<n>`` with
flowers/butterflies ``F-SF-<c>-<n>``, ``F-DF-<pair>``, ``F-BF-<c>-<n>``.
"""
from __future__ import annotations

COLOURS = ["black", "red", "white", "yellow"]
BLUE = "blue"
LETTER = {"black": "B", "red": "R", "white": "W", "yellow": "Y", "blue": "U"}
BY_LETTER = {v: k for k, v in LETTER.items()}
PAIRS = ["BR", "BW", "BY", "RW", "RY", "WY"]

FEATURE_KINDS = ["single_flower", "dual_flower", "butterfly", "turtle", "frog", "rock", "statue",
                 "bamboo", "cat", "fountain", "heron", "duck", "wildflower"]
BASE_SETS = ["dual_flower", "butterfly", "turtle", "frog", "rock", "statue"]
EXPANSION_SETS = ["bamboo", "cat", "fountain", "heron", "duck", "wildflower"]
ALL_SETS = BASE_SETS + EXPANSION_SETS
KIND_CODE = {"single_flower": "SF", "dual_flower": "DF", "butterfly": "BF", "turtle": "TU", "frog": "FR",
             "rock": "RO", "statue": "ST", "bamboo": "BA", "cat": "CA", "fountain": "FO", "heron": "HE",
             "duck": "DU", "wildflower": "WF"}

TILES: dict = {}


def _add(tid, type_, kind, colours=(), babies=0, dragonflies=0, coins=0, stones=0, solid=False, box="base"):
    TILES[tid] = {"id": tid, "type": type_, "kind": kind, "colours": list(colours), "babies": babies,
                  "dragonflies": dragonflies, "coins": coins, "stones": stones, "solid": solid, "box": box}


# ---- koi (digest §1.4)
SOLID_KOI_IDS = []
for _c in COLOURS:
    for _v, _b, _d in (("B2", 2, 0), ("B3", 3, 0), ("D2", 0, 2), ("D3", 0, 3)):
        _id = f"S-{LETTER[_c]}-{_v}"
        _add(_id, "koi", "koi", [_c], babies=_b, dragonflies=_d, coins=1, solid=True)
        SOLID_KOI_IDS.append(_id)

TWO_TONE_KOI_IDS = []
for _p in PAIRS:
    _cols = [BY_LETTER[_p[0]], BY_LETTER[_p[1]]]
    for _v, _b, _d, _s in (("B2", 2, 0, 0), ("B3", 3, 0, 0), ("D2", 0, 2, 0), ("D3", 0, 3, 0),
                           ("S3", 1, 1, 3), ("S4a", 1, 1, 4), ("S4b", 1, 1, 4)):
        _id = f"T-{_p}-{_v}"
        _add(_id, "koi", "koi", _cols, babies=_b, dragonflies=_d, stones=_s)
        TWO_TONE_KOI_IDS.append(_id)

KOI_IDS = SOLID_KOI_IDS + TWO_TONE_KOI_IDS

BLUE_KOI_IDS = []
for _i in range(1, 5):
    _add(f"BL-{_i}", "koi", "blue_koi", [BLUE], box="expansion")
    BLUE_KOI_IDS.append(f"BL-{_i}")

# ---- features (digest §1.5)
BASE_FEATURE_IDS = []
NEW_FEATURE_IDS = []
for _c in COLOURS:
    for _n in range(1, 7):
        _id = f"F-SF-{LETTER[_c]}-{_n}"
        _add(_id, "feature", "single_flower", [_c])
        BASE_FEATURE_IDS.append(_id)
for _p in PAIRS:
    _id = f"F-DF-{_p}"
    _add(_id, "feature", "dual_flower", [BY_LETTER[_p[0]], BY_LETTER[_p[1]]])
    BASE_FEATURE_IDS.append(_id)
for _c in COLOURS:
    for _n in range(1, 3):
        _id = f"F-BF-{LETTER[_c]}-{_n}"
        _add(_id, "feature", "butterfly", [_c])
        BASE_FEATURE_IDS.append(_id)
for _k in ("turtle", "frog", "rock", "statue"):
    for _n in range(1, 7):
        _id = f"F-{KIND_CODE[_k]}-{_n}"
        _add(_id, "feature", _k)
        BASE_FEATURE_IDS.append(_id)
for _k in EXPANSION_SETS:
    for _n in range(1, 7):
        _id = f"F-{KIND_CODE[_k]}-{_n}"
        _add(_id, "feature", _k, box="expansion")
        NEW_FEATURE_IDS.append(_id)

SUNDIAL_IDS = []
for _i in range(1, 5):
    _add(f"SD-{_i}", "feature", "sundial", box="expansion")
    SUNDIAL_IDS.append(f"SD-{_i}")

FEATURE_IDS = BASE_FEATURE_IDS + NEW_FEATURE_IDS
_BY_KIND: dict = {}
for _id in FEATURE_IDS:
    _BY_KIND.setdefault(TILES[_id]["kind"], []).append(_id)


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
    return tuple(sorted(TILES[tid]["colours"]))


def feature_ids(kinds) -> list:
    out = []
    for k in kinds:
        out.extend(_BY_KIND.get(k, []))
    return out


def koi_deck(n_players: int, blue: bool = False) -> list:
    """The koi kept by the stone filter for ``n_players`` (digest §3.1), in id order.
    Random removals and blue koi are the engine's business (they need the rng)."""
    if n_players <= 2:
        keep = [t for t in KOI_IDS if TILES[t]["stones"] == 0]
    elif n_players == 3:
        keep = [t for t in KOI_IDS if TILES[t]["stones"] != 4]
    else:
        keep = list(KOI_IDS)
    return keep


def label(tid: str, lang: str = "en") -> str:
    """A short readable name of a tile, e.g. 'Red/White koi (2 babies)'."""
    from .texts import tile_label
    return tile_label(tid, lang)
