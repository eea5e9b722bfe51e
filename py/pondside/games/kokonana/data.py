"""Kokonana! data: counts and names that the rules fix or that we had to choose.

Names marked ``placeholder`` are not published anywhere we could reach (digest §9.4, §9.5);
they are cosmetic: the engine only uses pair identity and key identity.
"""

SECTIONS = ("S", "D")          # shallow water, deep water
PAIRS_PER_SECTION = 10         # 20 tiles = 10 motifs x 2 [ASSUMED §9.4]
TALISMAN_SUPPLY = 13
STONE_CAPACITY = 2             # per stepping stone
STONE_CAPACITY_2P = 1          # in a 2-player game
WALL_TILES = 3

# grid shapes: (depth in hops, lanes).  "5x4" is the digest's recommendation [ASSUMED §9.1]
GRIDS = {"5x4": (5, 4), "4x5": (4, 5)}

KEYS = ["black", "purple", "orange", "white", "green"]   # black, purple confirmed; 3 placeholders
KEY_NAMES = {
    "en": {"black": "black", "purple": "purple", "orange": "orange", "white": "white", "green": "green"},
    "de": {"black": "schwarz", "purple": "lila", "orange": "orange", "white": "weiß", "green": "grün"},
}
KEY_FILL = {"black": "#222", "purple": "#7b3fa0", "orange": "#e08a1e", "white": "#f4f1e8", "green": "#2f8f4e"}
KEY_PLACEHOLDER = {"orange", "white", "green"}

MOTIFS = {
    # shallow: the first four are confirmed by the rulebook's examples
    "S": ["turtle", "catfish", "rocks", "log", "frog", "lily", "reeds", "snail", "crab", "shell"],
    "D": ["koi", "eel", "octopus", "jellyfish", "seahorse", "starfish", "whale", "pearl", "anchor", "lantern"],
}
MOTIF_NAMES = {
    "en": {},
    "de": {"turtle": "Schildkröte", "catfish": "Wels", "rocks": "Felsen", "log": "Baumstamm",
           "frog": "Frosch", "lily": "Seerose", "reeds": "Schilf", "snail": "Schnecke", "crab": "Krebs",
           "shell": "Muschel", "koi": "Koi", "eel": "Aal", "octopus": "Krake", "jellyfish": "Qualle",
           "seahorse": "Seepferdchen", "starfish": "Seestern", "whale": "Wal", "pearl": "Perle",
           "anchor": "Anker", "lantern": "Laterne"},
}
# a short code and a hue per motif: a tile is never told apart by colour alone
MOTIF_CODE = {m: m[:2].upper() for sec in ("S", "D") for m in MOTIFS[sec]}
MOTIF_CODE.update({"seahorse": "SH", "starfish": "ST", "shell": "SL", "lantern": "LA", "lily": "LI", "log": "LG"})
MOTIF_HUE = {m: (i * 37) % 360 for i, m in enumerate(MOTIFS["S"] + MOTIFS["D"])}
