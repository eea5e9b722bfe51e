"""Kōhaku's options: the box's four modules, the solo rival, and the house rules (points the printed rules
leave open).  Every label and help text is in ``text.OPTION``; the numbers in them come from ``data``."""
from __future__ import annotations

from pondside.core import Option
from pondside.ui.i18n import LANGS

from . import data
from .text import NAMES, OPTION, POSITION

N_SETS = data.NEW_FEATURE_SETS          # Module 4: this many feature sets besides the single flowers
SINGLES = sum(1 for t in data.FEATURE_IDS if data.TILES[t]["kind"] == "single_flower")
FULL = data.SINGLE_FLOWER["full"]


def _both(key, **kw):
    return {lang: OPTION(lang, key, **kw) for lang in LANGS}


def _names(table, ids):
    return {i: {lang: NAMES(lang, table)[i] for lang in LANGS} for i in ids}


def kinds_in_play(options) -> list:
    """The feature kinds of a game with these options (single flowers are always in play)."""
    if options.get("new_features"):
        return ["single_flower"] + list(options.get("feature_sets") or [])
    return ["single_flower"] + list(data.BASE_SETS)


def _with(kind):
    return lambda options, n: kind in kinds_in_play(options)


def _several(options, n):
    return n > 1


# The words of a position text's options line (``options: sundials, hard rival``): for each value that a text
# names, its words' id in the text tables (``opt_words``, both languages; written in English, the format's words).
# The box's own game needs no words; nor do the feature sets (named by their kind on a line of their own).
WORD_IDS = {
    "sundials": {True: "sundials"}, "objectives": {True: "objectives"}, "blue_koi": {True: "blue_koi"},
    "new_features": {True: "new_features"}, "solo_rival": {r: f"rival_{r}" for r in data.RIVALS},
    "first_player": {"seat1": "seat1"}, "cat_shore": {d: f"shore_{d}" for d in data.DIRECTIONS},
    "heron_same_turn": {False: "heron_now"}, "butterfly_blocked": {True: "butterfly_blocked"},
    "dual_flower_bonus": {True: "dual_flower_bonus"}, "tie_break": {"shared": "shared_ties"},
}


def _words(key) -> dict:
    return {v: {lang: POSITION(lang, "opt_words")[wid] for lang in LANGS} for v, wid in WORD_IDS.get(key, {}).items()}


def _opt(key, default, choices=None, *, group, choice_labels=None, fmt=None, **kw):
    fmt = fmt or {}
    return Option(key, default, choices, label=_both(key, **fmt), help=_both(key + "_help", **fmt),
                  choice_labels=choice_labels, group=group, words=_words(key), **kw)


OPTIONS = [
    _opt("sundials", False, group="module"),
    _opt("objectives", False, group="module", shown_if=_several),
    _opt("blue_koi", False, group="module"),
    _opt("new_features", False, group="module", fmt={"singles": SINGLES, "n": N_SETS}),
    _opt("feature_sets", list(data.EXPANSION_SETS), data.ALL_SETS, group="module", kind="list",
         choice_labels=_names("kind_plural", data.ALL_SETS), fmt={"singles": SINGLES, "n": N_SETS},
         shown_if=lambda options, n: bool(options.get("new_features"))),
    _opt("solo_rival", "medium", list(data.RIVALS), group="main", choice_labels=_names("rival", data.RIVALS),
         shown_if=lambda options, n: n == 1),
    _opt("first_player", "random", ["random", "seat1"], group="house", assumed=True, shown_if=_several,
         choice_labels={"random": _both("first_random"), "seat1": _both("first_seat1")}),
    _opt("cat_shore", "N", list(data.DIRECTIONS), group="house", assumed=True, shown_if=_with("cat"),
         choice_labels=_names("direction", data.DIRECTIONS)),
    _opt("heron_same_turn", True, group="house", assumed=True, shown_if=_with("heron")),
    _opt("butterfly_blocked", False, group="house", assumed=True, shown_if=_with("butterfly")),
    _opt("dual_flower_bonus", False, group="house", assumed=True, shown_if=_with("dual_flower"),
         fmt={"full": FULL}),
    _opt("tie_break", "coins", ["coins", "shared"], group="house", assumed=True, shown_if=_several,
         choice_labels={"coins": _both("tie_coins"), "shared": _both("tie_shared")}),
]

PRESETS = {
    "classic": {},
    "all_modules": {"sundials": True, "objectives": True, "blue_koi": True, "new_features": True,
                    "feature_sets": ["butterfly", "statue", "bamboo", "cat", "heron", "duck"]},
    "solo": {"sundials": True, "blue_koi": True, "new_features": True, "solo_rival": "hard"},
}
