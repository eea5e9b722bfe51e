"""Numbers and set-up data of The Big Pond — data, not code.

Everything the rules leave open is here (or an ``Option`` in ``engine.py``), so a
person who owns the printed board can correct it without touching the logic.
"""
from __future__ import annotations

DATA = {
    # set-up: each player takes 3 markers of their colour and 4 coins.
    "markers_per_player": 3,
    "coins_per_player": 4,
    # set-up: four single flowers of each colour go into the feature deck.
    "single_flowers_per_colour": 4,
    # set-up: the 40-tile koi deck (24 two-tone without stones, 12 with four stones, 4 blue).
    "koi_deck": {"two_tone_no_stones": 24, "two_tone_four_stones": 12, "blue": 4},
    # set-up: "any other 4 feature tile sets".
    "feature_sets_chosen": 4,
    # [PLACEHOLDER] the draft board is a ring of S typed slots, slot 0 = the
    # upper-left koi space; koi slots are the even slots (alternating).
    "ring_slots_default": 12,
    "ring_slots_choices": [10, 12, 14],
    # set-up: the draft token starts on the upper-left koi space.
    "token_start": 0,
    # seed tile of the shared pond (the last set-up step) sits at this cell; koi cells have (r + c) even.
    "seed_cell": [0, 0],
    # set-up [ASSUMED]: player colours are the four koi colours; default order by seat.
    "colour_order": ["red", "black", "yellow", "white"],
    # SVG look of each colour and the marker shape/letter that keeps colour from being the only signal.
    "colour_fill": {"black": "#23262b", "red": "#d6452f", "white": "#f4f1e8", "yellow": "#f2c230",
                    "blue": "#3b7dd8"},
    "colour_ink": {"black": "#ffffff", "red": "#ffffff", "white": "#23262b", "yellow": "#23262b",
                   "blue": "#ffffff"},
    "marker_shape": {"red": "circle", "black": "square", "yellow": "diamond", "white": "triangle"},
}
