"""Kōhaku's rules as data: every tile in the box and every number the scoring and the set-up use.

Nothing here is code of the rules; ``tiles.py`` asks questions about tiles, ``scoring.py`` and ``engine.py`` use
the numbers.  Texts shown to players are formatted from these values (``text.py``), never retyped, so a number
corrected here is corrected everywhere.  Values that no source gives are marked in comments (the README lists
them); they exist so the game can be played and can be replaced when the printed value is known.

Tile ids: solid koi ``S-<c>-<v>`` (c = B/R/W/Y, v = B2, B3, D2, D3), two-tone koi ``T-<pair>-<v>`` (pair = BR, BW,
BY, RW, RY, WY; v = B2, B3, D2, D3, S3, S4a, S4b), blue koi ``BL-1``..``BL-4``, features ``F-<KIND>-<n>`` with
flowers/butterflies ``F-SF-<c>-<n>``, ``F-DF-<pair>``, ``F-BF-<c>-<n>``, sundials ``SD-1``..``SD-4``.

A tile (all keys always present)::

    {"id": "T-BR-B2", "type": "koi"|"feature", "kind": "koi"|"blue_koi"|<feature kind>|"sundial",
     "colours": ["black", "red"],   # koi colours; flower/butterfly colour(s); [] otherwise
     "babies": 2, "dragonflies": 0, "coins": 0, "stones": 0,
     "solid": False,                # a one-colour koi of the base game (blue koi: False)
     "box": "base"|"expansion"}
"""
from __future__ import annotations

# ------------------------------------------------------------------ the tiles in the box
COLOURS = ["black", "red", "white", "yellow"]
BLUE = "blue"
LETTER = {"black": "B", "red": "R", "white": "W", "yellow": "Y", "blue": "U"}
BY_LETTER = {v: k for k, v in LETTER.items()}
COLOUR_PAIRS = ["BR", "BW", "BY", "RW", "RY", "WY"]

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


# ---- koi
SOLID_KOI_IDS = []
for _c in COLOURS:
    for _v, _b, _d in (("B2", 2, 0), ("B3", 3, 0), ("D2", 0, 2), ("D3", 0, 3)):
        _id = f"S-{LETTER[_c]}-{_v}"
        _add(_id, "koi", "koi", [_c], babies=_b, dragonflies=_d, coins=1, solid=True)
        SOLID_KOI_IDS.append(_id)

TWO_TONE_KOI_IDS = []
for _p in COLOUR_PAIRS:
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

# ---- features
BASE_FEATURE_IDS = []
NEW_FEATURE_IDS = []
for _c in COLOURS:
    for _n in range(1, 7):
        _id = f"F-SF-{LETTER[_c]}-{_n}"
        _add(_id, "feature", "single_flower", [_c])
        BASE_FEATURE_IDS.append(_id)
for _p in COLOUR_PAIRS:
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


# ------------------------------------------------------------------ scoring numbers

STATUE = [0, 1, 3, 6, 10]            # points by number of adjacent koi [seed]
BAMBOO = [0, 3, 6, 10, 15]           # points by size of the largest same-type group [seed]
SINGLE_FLOWER = {"per_koi": 2, "full": 12}   # [seed]
WILDFLOWER = {"per_koi": 1, "full": 12}      # [seed]
DUAL_FLOWER = {"both": 3, "one": 2}          # [seed]
BUTTERFLY_PER_KOI = 2                        # [seed]
FROG_PER_DRAGONFLY = 1                       # [seed]
ROCK_PER_BABY = 1                            # [seed]
TURTLE = 5                                   # [seed]
HERON = 8                                    # [seed]
CAT = 9                                      # [seed]
FOUNTAIN_PER_KIND = 3                        # [seed]
DUCK_PER_DUCK = 2                            # [seed]
COIN_POINTS = 1                              # base game: 1 point per coin [ASSUMED]

# Compass cards.  what: "dragonflies"|"babies"|"colour"|"coins"|"kind"|"flowers"
COMPASS = {
    "dragonfly": {"what": "dragonflies", "per": 1},
    "baby": {"what": "babies", "per": 1},
    "white": {"what": "colour", "colour": "white", "per": 1},
    "yellow": {"what": "colour", "colour": "yellow", "per": 1},
    "red": {"what": "colour", "colour": "red", "per": 1},
    "black": {"what": "colour", "colour": "black", "per": 1},
    "coin": {"what": "coins", "per": 2},
    "statue": {"what": "kind", "kind": "statue", "per": 3},
    "rock": {"what": "kind", "kind": "rock", "per": 3},
    "flower": {"what": "flowers", "per": 1},
    "turtle": {"what": "kind", "kind": "turtle", "per": 3},
    "frog": {"what": "kind", "kind": "frog", "per": 3},
    # the six below: identity ASSUMED, value PLACEHOLDER
    "butterfly": {"what": "kind", "kind": "butterfly", "per": 3, "assumed": True},
    "bamboo": {"what": "kind", "kind": "bamboo", "per": 3, "assumed": True},
    "cat": {"what": "kind", "kind": "cat", "per": 3, "assumed": True},
    "fountain": {"what": "kind", "kind": "fountain", "per": 3, "assumed": True},
    "heron": {"what": "kind", "kind": "heron", "per": 3, "assumed": True},
    "duck": {"what": "kind", "kind": "duck", "per": 3, "assumed": True},
}
COMPASS_IDS = list(COMPASS)
# the four directions, in the compass cards' deal order [ASSUMED] and the order every module names them in
DIRECTIONS = ["N", "E", "S", "W"]
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}     # x grows east, y grows south

# Hidden objectives.  per = points per counted unit; requires = feature kinds that must be in play.
OBJECTIVES = {
    "classic_keeper": {"per": 1, "requires": [], "placeholder": True},
    "colorful_keeper": {"per": 1, "requires": [], "placeholder": True},
    "diverse_decorator": {"per": 2, "requires": [], "placeholder": True},
    "sculptor": {"per": 5, "requires": ["statue"], "placeholder": True},
    "curious_cats": {"per": 5, "requires": ["cat"]},
    "feathered_friends": {"per": 3, "requires": ["heron", "duck"], "placeholder": True},
    "fountain_of_wealth": {"per": 2, "requires": [], "placeholder": True},
    "friendly_flies": {"per": 1, "requires": ["butterfly"]},
    "balanced_keeper": {"per": 3, "requires": [], "placeholder": True},
    "fry_free": {"per": 2, "requires": [], "placeholder": True},
    "florist": {"per": 5, "requires": [], "placeholder": True},
    "bug_repellent": {"per": 2, "requires": [], "placeholder": True},
    "creature_keeper": {"per": 3, "requires": ["frog", "turtle"]},
    "zen_square": {"by_size": [0, 0, 0, 5, 10], "requires": [], "placeholder": True},
    "nosy_neighbor": {"per": 2, "requires": [], "placeholder": True, "multiplayer": True},
    "rainbow_rocks": {"per": 2, "requires": ["rock"], "placeholder": True},
    "simple_beauty": {"per": 3, "requires": [], "placeholder": True},
    "through_the_reeds": {"per": 1, "requires": ["bamboo"], "placeholder": True},
}
OBJECTIVE_IDS = list(OBJECTIVES)

# Solo rivals: score = per_tile * tiles + per_solid * solid koi (blue counts as solid for Hard).
# The formulas are PLACEHOLDERS (the original solo sheet was not found).
RIVALS = {
    "easy": {"colour": "yellow", "per_tile": 2, "per_solid": 0, "sundial_bonus": 20},
    "medium": {"colour": "red", "per_tile": 3, "per_solid": 0, "sundial_bonus": 30},
    "hard": {"colour": "black", "per_tile": 3, "per_solid": 2, "sundial_bonus": 40, "blue_is_solid": True},
}

# Module 4: the single flowers plus this many feature sets
NEW_FEATURE_SETS = 6

# Koi setup by player count: random removals
RANDOM_REMOVALS = {1: 0, 2: 7, 3: 5, 4: 5}
BLUE_EXTRA_REMOVALS = {1: 0, 2: 4, 3: 4, 4: 4}

# Central draft board: 3 rows x 4 columns, koi where (r + c) is even
BOARD_ROWS = 3
BOARD_COLS = 4
CENTRE_KOI = 5        # (row 1, col 1)
CENTRE_FEATURE = 6    # (row 1, col 2)
