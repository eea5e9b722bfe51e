"""The options of Koi-Koi: Board Game Arena's own variants (scoring, viewing yaku, start player), the game's
length, and the house rules — each point the rules leave open, with the default we chose.  Every label, help
and choice is in ``text.OPTION_TEXT`` (both languages), its numbers formatted from ``data.py``."""
from __future__ import annotations

from ...core import Option, defaults
from ...ui.i18n import LANGS
from . import data
from .text import OPTION_TEXT


def numbers() -> dict:
    """The numbers the option texts show, read from ``data`` when called."""
    t = data.YAKU_SETS["bga"]
    n = data.YAKU_SETS["nintendo"]
    return {"seven": data.HARD_DOUBLE_AT, "default": data.DEFAULT_MONTHS, "year": data.MONTHS_IN_DECK,
            "flat": t["akatan"], "both": n["akaao"], "dealer": data.DEALER_DRAW_POINTS,
            "four": data.CARDS_PER_MONTH, "pairs": data.TABLE_SIZE // 2, "hand_pairs": data.HAND_SIZE // 2}


def _entry(key, lang):
    return OPTION_TEXT(lang, key)


def label(key, lang) -> str:
    return _entry(key, lang)["label"]


def help_text(key, lang) -> str:
    return _entry(key, lang)["help"].format(**numbers())


def choice_text(key, choice, lang) -> str:
    """A choice in the player's words; the game length's from its number."""
    if key == "months":
        c = _entry(key, lang)["choices"]
        form = "default" if choice == data.DEFAULT_MONTHS else "year" if choice == data.MONTHS_IN_DECK else "n"
        return c[form].format(n=choice)
    return _entry(key, lang)["choices"][str(choice)].format(**numbers())


def _o(key, default, choices=None, *, group, assumed=False, shown_if=None):
    return Option(key, default, choices,
                  label={lang: label(key, lang) for lang in LANGS},
                  help={lang: help_text(key, lang) for lang in LANGS},
                  choice_labels={c: {lang: choice_text(key, c, lang) for lang in LANGS} for c in choices or ()},
                  assumed=assumed, group=group, shown_if=shown_if)


def _soft(options, n):
    return options.get("scoring", "soft") == "soft"


def _viewing(options, n):
    return options.get("viewing", "on") != "off"


def _rain(options, n):
    return options.get("viewing", "on") == "rain"


def _by_result(options, n):
    return options.get("start_player", "winner") != "alternate"


HOUSE = "house"
OPTIONS = [
    # the game's length, and Board Game Arena's variants
    _o("months", data.DEFAULT_MONTHS, data.MONTH_CHOICES, group="main"),
    _o("scoring", "soft", ["soft", "hard"], group="module"),
    _o("viewing", "on", ["on", "rain", "off"], group="module"),
    _o("start_player", "winner", ["winner", "loser", "alternate"], group="module"),
    # house rules: points the rules leave open (our reading is the default)
    _o("yaku_set", "bga", ["bga", "nintendo"], group=HOUSE, assumed=True),
    _o("bright_mult", "one_plus", ["one_plus", "count", "off"], group=HOUSE, assumed=True, shown_if=_soft),
    _o("koi_mult", "shared", ["shared", "own"], group=HOUSE, assumed=True, shown_if=_soft),
    _o("draw_rule", "none", ["none", "dealer"], group=HOUSE, assumed=True),
    _o("first_start", "random", ["random", "seat0"], group=HOUSE, assumed=True),
    _o("after_draw", "keep", ["keep", "swap"], group=HOUSE, assumed=True, shown_if=_by_result),
    _o("both_instant", "play", ["play", "redeal"], group=HOUSE, assumed=True),
    _o("end_at_zero", False, group=HOUSE, assumed=True),
    _o("koi_trigger", "improve", ["improve", "new"], group=HOUSE, assumed=True),
    _o("strict_brights", False, group=HOUSE, assumed=True, shown_if=_viewing),
    _o("sake_chaff", True, group=HOUSE, assumed=True),
    _o("rain_trigger", "november", ["november", "rainman"], group=HOUSE, assumed=True, shown_if=_rain),
    _o("forced_capture", True, group=HOUSE, assumed=True),
    _o("pairs_redeal", True, group=HOUSE, assumed=True),
    _o("last_auto_stop", True, group=HOUSE, assumed=True),
]

OPTION_KEYS = {o.key for o in OPTIONS}


def full_options(options=None) -> dict:
    out = defaults(OPTIONS)
    if options:
        for k, v in options.items():
            if k in OPTION_KEYS:
                out[k] = v
    return out


PRESETS = {
    "default": {},
    "hard": {"scoring": "hard"},
    "no_viewing": {"viewing": "off"},
    "rain": {"viewing": "rain"},
    "nintendo": {"yaku_set": "nintendo"},
    "short": {"months": 3, "start_player": "alternate"},
}
