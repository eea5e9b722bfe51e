"""KOI's options for the new-game dialog, and its presets.

``first_game`` is the published first-game variant (a module of the box); the others are house rules: points
the published sources leave open, where we chose one reading (the default) and offer the other.  Every help
text says what the sources say or leave open, what we chose and what the other choice does."""
from __future__ import annotations

from ...core import Option
from ...ui.i18n import LANGS, both
from . import data as D
from .text import OPT, POS

LUCK = D.RULES["luck"]
_luck = dict(gain=D.LUCK_PER_LANTERN, cost=LUCK["cost_to_ignore_adjacency"], vp=D.RULES["scoring"]["luck"])



def _words(key, value) -> dict:
    """A position text's words for the value that is not the default (the format writes them in English)."""
    return {value: {lang: POS.table(lang)["opt"][key] for lang in LANGS}}


OPTIONS = [
    Option("first_game", False, words=_words("first_game", True), label=both(OPT, "first_game"), help=both(OPT, "first_game_help"),
           choice_labels={True: both(OPT, "first_game_on"), False: both(OPT, "first_game_off")},
           group="module"),
    Option("luck_use", "ignore-adjacency", ["ignore-adjacency", "points-only"], assumed=True,
           words=_words("luck_use", "points-only"),
           label=both(OPT, "luck_use"), help=both(OPT, "luck_use_help", **_luck),
           choice_labels={"ignore-adjacency": both(OPT, "luck_use_ignore"),
                          "points-only": both(OPT, "luck_use_points")}),
    Option("rain_overflow", "storage-then-supply", ["storage-then-supply", "supply"], assumed=True,
           words=_words("rain_overflow", "supply"),
           label=both(OPT, "rain_overflow"), help=both(OPT, "rain_overflow_help"),
           choice_labels={"storage-then-supply": both(OPT, "rain_overflow_store"),
                          "supply": both(OPT, "rain_overflow_supply")}),
    Option("tie_break", D.RULES["tie_break"], ["latest-seat", "shared"], assumed=True,
           words=_words("tie_break", "shared"),
           label=both(OPT, "tie_break"), help=both(OPT, "tie_break_help"),
           choice_labels={"latest-seat": both(OPT, "tie_break_latest"), "shared": both(OPT, "tie_break_shared")}),
]

# the option sets the contract suite plays; the seat count of each is in PRESET_PLAYERS (options hold none)
PRESETS = {"default": {}, "4p": {}}
PRESET_PLAYERS = {"default": 2, "4p": 4}
