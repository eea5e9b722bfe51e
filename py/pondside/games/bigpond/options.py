"""The Big Pond's options: the four feature sets of the box's set-up, and the house rules (points the
printed rules leave open).  Labels and help are in ``text.OPTION``; the numbers in them come from ``data``."""
from __future__ import annotations

from pondside.core import Option
from pondside.ui.i18n import LANGS

from ..kohaku import data as K
from ..kohaku.text import NAMES
from .data import DATA
from .text import OPTION

N_SETS = DATA["feature_sets_chosen"]
SINGLES = DATA["single_flowers_per_colour"] * len(K.COLOURS)
# older saves and links name the cat's shore "north", "east", ...; they are read as "N", "E", ...
OLD_SHORE = {"north": "N", "east": "E", "south": "S", "west": "W"}


def _both(key, **kw):
    return {lang: OPTION(lang, key, **kw) for lang in LANGS}


def _labels(pairs):
    return {value: _both(key) for value, key in pairs}


def _with(kind):
    return lambda options, n: kind in (options.get("feature_sets") or [])


_DIRECTION = {d: NAMES("en", "direction")[d].lower() for d in K.DIRECTIONS}
# The words of a position text's options line, one phrase per choice (the feature sets are named by their kind,
# position.SET_WORDS), in English (the format's words)
WORDS = {
    "token_space": {"empty": "token space stays empty", "filled": "token space refilled"},
    "ring_slots": {n: f"ring of {n} spaces" for n in DATA["ring_slots_choices"]},
    "skip_coins": {"on_tiles": "skipped coins on the tiles", "bank": "skipped coins to the bank"},
    "score_choice": {"any": "score any number per turn", "one": "score one per turn"},
    "blue_bonus": {"same": "blue koi one colour for both", "free": "blue koi always count for the bonus"},
    "restrictions": {True: "cats and herons block koi", False: "cats and herons never block koi"},
    "heron_same_turn": {True: "koi may join a new heron", False: "herons block at once"},
    "cat_shore": {d: f"cat shore {_DIRECTION[d]}" for d in K.DIRECTIONS},
}


_DIRECTION_DE = {d: NAMES("de", "direction")[d].lower() for d in K.DIRECTIONS}
WORDS_DE = {
    "token_space": {"empty": "feld des markers bleibt leer", "filled": "feld des markers wird aufgefüllt"},
    "ring_slots": {n: f"ring mit {n} feldern" for n in DATA["ring_slots_choices"]},
    "skip_coins": {"on_tiles": "übersprungene münzen auf die plättchen", "bank": "übersprungene münzen an die bank"},
    "score_choice": {"any": "beliebig viele werten", "one": "eines pro zug werten"},
    "blue_bonus": {"same": "blaue koi eine farbe für beides", "free": "blaue koi zählen immer für den bonus"},
    "restrictions": {True: "katzen und reiher sperren koi", False: "katzen und reiher sperren nie"},
    "heron_same_turn": {True: "koi dürfen zu einem neuen reiher", False: "reiher sperren sofort"},
    "cat_shore": {d: f"katzenufer {_DIRECTION_DE[d]}" for d in K.DIRECTIONS},
}


def _words(key) -> dict | None:
    if key not in WORDS:
        return None
    return {v: {"en": w, "de": WORDS_DE[key][v]} for v, w in WORDS[key].items()}


def _opt(key, default, choices=None, *, fmt=None, **kw):
    fmt = fmt or {}
    return Option(key, default, choices, label=_both(key, **fmt), help=_both(key + "_help", **fmt),
                  words=_words(key), **kw)


OPTIONS = [
    _opt("feature_sets", ["dual_flower", "butterfly", "rock", "statue"], K.ALL_SETS, kind="list", group="main",
         choice_labels={k: {lang: NAMES(lang, "kind_plural")[k] for lang in LANGS} for k in K.ALL_SETS},
         fmt={"n": N_SETS, "singles": SINGLES}),
    _opt("token_space", "empty", ["empty", "filled"], assumed=True,
         choice_labels=_labels([("empty", "token_empty"), ("filled", "token_filled")])),
    _opt("ring_slots", DATA["ring_slots_default"], DATA["ring_slots_choices"], assumed=True,
         fmt={"n": DATA["ring_slots_default"]},
         choice_labels={n: {lang: OPTION(lang, "ring_n", n=n) for lang in LANGS} for n in DATA["ring_slots_choices"]}),
    _opt("skip_coins", "on_tiles", ["on_tiles", "bank"], assumed=True,
         choice_labels=_labels([("on_tiles", "skip_on_tiles"), ("bank", "skip_bank")])),
    _opt("score_choice", "any", ["any", "one"], assumed=True,
         choice_labels=_labels([("any", "score_any"), ("one", "score_one")])),
    _opt("blue_bonus", "same", ["same", "free"], assumed=True,
         choice_labels=_labels([("same", "blue_same"), ("free", "blue_free")])),
    _opt("restrictions", True, assumed=True,
         shown_if=lambda options, n: bool({"cat", "heron"} & set(options.get("feature_sets") or []))),
    _opt("heron_same_turn", True, assumed=True,
         shown_if=lambda options, n: options.get("restrictions", True) and _with("heron")(options, n)),
    _opt("cat_shore", "N", list(K.DIRECTIONS), assumed=True,
         choice_labels={d: {lang: NAMES(lang, "direction")[d] for lang in LANGS} for d in K.DIRECTIONS},
         shown_if=lambda options, n: options.get("restrictions", True) and _with("cat")(options, n)),
]

PRESETS = {
    "default": {},
    "4p": {},
    "expansion": {"feature_sets": ["bamboo", "cat", "fountain", "heron"]},
}
# the seat count each preset is meant for (the options do not carry it)
PRESET_PLAYERS = {"default": 2, "4p": 4, "expansion": 3}
