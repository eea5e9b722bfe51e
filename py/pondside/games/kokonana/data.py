"""Kokonana! data: the numbers of the rules, and the ids of the pieces (their names are in ``text.py``,
their pictures in ``draw.py``).

The rulebook names only some of the motifs and key colours; the others are ours (cosmetic: the engine
uses only which two tiles belong together and which key opens which lock).
"""

SECTIONS = ("S", "D")          # shallow water, deep water
PAIRS_PER_SECTION = 10         # 20 tiles = 10 motifs x 2 (the rulebook does not list the motifs)
TALISMAN_SUPPLY = 13
STONE_CAPACITY = 2             # runners per stepping stone
STONE_CAPACITY_2P = 1          # in a 2-player game
WALL_TILES = 3

# grid shapes: (depth in hops, lanes).  The rulebook's "4 rows of 5" read as 5 deep and 4 lanes wide.
GRIDS = {"5x4": (5, 4), "4x5": (4, 5)}
DEFAULT_GRID = "5x4"

KEYS = ["black", "purple", "orange", "white", "green"]
KEYS_CONFIRMED = ("black", "purple")          # the colours the rulebook's examples name

MOTIFS = {
    # shallow: the first four are named in the rulebook's examples
    "S": ["turtle", "catfish", "rocks", "log", "frog", "lily", "reeds", "snail", "crab", "shell"],
    "D": ["koi", "eel", "octopus", "jellyfish", "seahorse", "starfish", "whale", "pearl", "anchor", "lantern"],
}
MOTIFS_CONFIRMED = ("turtle", "catfish", "rocks", "log")
