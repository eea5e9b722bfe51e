"""Numbers of Kōhaku that live in data, not code (digest §5, §8, §10.4, §11, §12).

Entries marked PLACEHOLDER are invented by the digest so the engine can run; replace them when the printed
value is known.  Everything here is plain JSON-compatible data.
"""

STATUE = [0, 1, 3, 6, 10]            # points by number of adjacent koi [seed]
BAMBOO = [0, 3, 6, 10, 15]           # points by size of the largest same-type group [seed]
SINGLE_FLOWER = {"per_koi": 2, "full": 12}   # [seed]
WILDFLOWER = {"per_koi": 1, "full": 12}      # [seed]
DUAL_FLOWER = {"both": 3, "one": 2}          # [seed]
BUTTERFLY_PER_KOI = 2                        # [seed]
TURTLE = 5                                   # [seed]
HERON = 8                                    # [seed]
CAT = 9                                      # [seed]
FOUNTAIN_PER_KIND = 3                        # [seed]
DUCK_PER_DUCK = 2                            # [seed]
COIN_POINTS = 1                              # base game: 1 point per coin [ASSUMED, digest §14.8]

# Compass cards (digest §12).  what: "dragonflies"|"babies"|"colour"|"coins"|"kind"|"flowers"
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
    # the six below: identity ASSUMED, value PLACEHOLDER (digest §14.7)
    "butterfly": {"what": "kind", "kind": "butterfly", "per": 3, "assumed": True},
    "bamboo": {"what": "kind", "kind": "bamboo", "per": 3, "assumed": True},
    "cat": {"what": "kind", "kind": "cat", "per": 3, "assumed": True},
    "fountain": {"what": "kind", "kind": "fountain", "per": 3, "assumed": True},
    "heron": {"what": "kind", "kind": "heron", "per": 3, "assumed": True},
    "duck": {"what": "kind", "kind": "duck", "per": 3, "assumed": True},
}
COMPASS_IDS = list(COMPASS)
DIRECTIONS = ["N", "E", "S", "W"]   # deal order [ASSUMED]

# Hidden objectives (digest §11).  per = points per counted unit; requires = feature kinds that must be in play.
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

# Solo rivals (digest §10.4): score = per_tile * tiles + per_solid * solid koi (blue counts as solid for Hard).
# The formulas are PLACEHOLDERS (the original solo sheet was not found).
RIVALS = {
    "easy": {"colour": "yellow", "per_tile": 2, "per_solid": 0, "sundial_bonus": 20},
    "medium": {"colour": "red", "per_tile": 3, "per_solid": 0, "sundial_bonus": 30},
    "hard": {"colour": "black", "per_tile": 3, "per_solid": 2, "sundial_bonus": 40, "blue_is_solid": True},
}

# Koi setup by player count (digest §3.1): random removals
RANDOM_REMOVALS = {1: 0, 2: 7, 3: 5, 4: 5}
BLUE_EXTRA_REMOVALS = {1: 0, 2: 4, 3: 4, 4: 4}

# Central draft board (digest §3.3): 3 rows x 4 columns, koi where (r + c) is even
BOARD_ROWS = 3
BOARD_COLS = 4
CENTRE_KOI = 5        # (row 1, col 1)
CENTRE_FEATURE = 6    # (row 1, col 2)
