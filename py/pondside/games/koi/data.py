"""The numbers of KOI's rules, and nothing else.

Two kinds, kept apart because a player must be able to tell them apart:

* **Confirmed** — from the publisher's card appendix and the published set-up (the constants below).
* **Stand-in** — what the published sources leave open (the full rulebook is not public): our own complete,
  playable choice, patterned on the designers' earlier game *Bonsai*.  Every such number is in
  ``data/standin.json`` (``RULES``); the rules page and the board say which rules are stand-ins, and every text
  that shows a number formats it from here.  When the real rulebook is available, change that file.
"""
from __future__ import annotations

import json
import os

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "standin.json"), encoding="utf-8") as _f:
    RULES = json.load(_f)
"""The stand-in rule set: seat start tiles, storage, card-market spaces, koi prices, the sensei action,
koi sizes in the pond, luck, goals, the end, pond scoring, the tie-break default, the koi supply and the card
list (``{"id", "type", "min_players", "contents"}``; see README.md)."""

# ------------------------------------------------------------------ what there is
ITEMS = ("water", "shore", "foliage", "S", "M", "L")     # what storage holds: pond tiles and koi
TILES = ("water", "shore", "foliage")                     # level-0 pond tiles a player places
KOI = ("S", "M", "L")                                      # small, medium, large
HELPERS = ("breeder", "gardener", "builder", "porter")
CARD_TYPES = HELPERS + ("storage", "market", "rain", "well", "parchment")
# A pond cell is one string: its level-0 tile, or its level-1 upgrade ("lily" stands on a foliage tile,
# "lantern" on a shore tile).  The spring is the level-0 water tile every pond starts from.
BASE = {"lily": "foliage", "lantern": "shore"}
UPGRADE = {"foliage": "lily", "shore": "lantern"}
LEVEL = {"spring": 0, "water": 0, "shore": 0, "foliage": 0, "lily": 1, "lantern": 1}

# ------------------------------------------------------------------ confirmed numbers
KOI_REMOVED = {2: {"S": 1, "M": 2, "L": 2}, 3: {"S": 1, "M": 1, "L": 2}, 4: {"S": 0, "M": 0, "L": 0}}  # set-up
START_COINS = 2          # set-up
START_LUCK = 1           # set-up
MARKET_SLOTS = 5         # five face-up card spaces
MARKET_DISCOUNT = 1      # the Market card: a koi 1 coin cheaper
EXPANSION_HEXES = 2      # the Storage card: an expansion tile of 2 hexes
LUCK_PER_LANTERN = 1     # the Builder: a lantern upgrade also gives 1 luck token
PORTER_WATER = 2         # the Porter: up to 2 water tiles
FIRST_SEAT_WATER = 2     # set-up: the first player starts with 2 water tiles (the others' amounts are stand-ins)

CARDS = {c["id"]: c for c in RULES["cards"]}
