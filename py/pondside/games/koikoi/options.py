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


# The words of a position text's options line (``options: hard koi, 3 months``): one phrase per choice of every
# option, in English (the format's words).
WORDS = {
    "months": {n: f"{n} months" for n in data.MONTH_CHOICES},
    "scoring": {"soft": "soft koi", "hard": "hard koi"},
    "viewing": {"on": "viewing yaku", "rain": "rain ruins the party", "off": "no viewing yaku"},
    "start_player": {"winner": "winner starts", "loser": "loser starts", "alternate": "start by turns"},
    "yaku_set": {"bga": "usual yaku points", "nintendo": "nintendo yaku points"},
    "bright_mult": {"one_plus": "multiplier 1 + brights", "count": "multiplier from brights",
                    "off": "no bright multiplier"},
    "koi_mult": {"shared": "every koi raises the multiplier", "own": "own koi raise the multiplier"},
    "draw_rule": {"none": "no points without a stop", "dealer": "start player scores a month nobody stopped"},
    "first_start": {"random": "first start drawn", "seat0": "first player starts"},
    "after_draw": {"keep": "same start after a month without winner",
                   "swap": "other start after a month without winner"},
    "both_instant": {"play": "play on after two winning hands", "redeal": "deal again after two winning hands"},
    "end_at_zero": {False: "play every month", True: "end at zero"},
    "koi_trigger": {"improve": "koi when a yaku grows", "new": "koi for a new yaku only"},
    "strict_brights": {False: "brights count for viewing too", True: "a bright counts once"},
    "sake_chaff": {True: "sake cup is chaff too", False: "sake cup is only an animal"},
    "rain_trigger": {"november": "any november card brings rain", "rainman": "only the rain man brings rain"},
    "forced_capture": {True: "forced capture", False: "free play"},
    "pairs_redeal": {True: "deal again for four pairs", False: "no new deal for four pairs"},
    "last_auto_stop": {True: "score at once on the last turn", False: "ask on the last turn"},
}


# the same in German (a German text may say them so; the text is written with the English ones)
WORDS_DE = {
    "months": {n: f"{n} monate" for n in data.MONTH_CHOICES},
    "scoring": {"soft": "soft-koi", "hard": "hard-koi"},
    "viewing": {"on": "schau-yaku", "rain": "regen verdirbt das fest", "off": "keine schau-yaku"},
    "start_player": {"winner": "gewinner beginnt", "loser": "verlierer beginnt", "alternate": "abwechselnd beginnen"},
    "yaku_set": {"bga": "übliche yaku-punkte", "nintendo": "nintendo-yaku-punkte"},
    "bright_mult": {"one_plus": "multiplikator 1 + lichter", "count": "multiplikator aus lichtern",
                    "off": "kein lichter-multiplikator"},
    "koi_mult": {"shared": "jedes koi erhöht den multiplikator", "own": "eigene koi erhöhen den multiplikator"},
    "draw_rule": {"none": "keine punkte ohne stopp", "dealer": "startspieler wertet einen monat ohne stopp"},
    "first_start": {"random": "erster start ausgelost", "seat0": "erster spieler beginnt"},
    "after_draw": {"keep": "gleicher start nach einem monat ohne sieger",
                   "swap": "anderer start nach einem monat ohne sieger"},
    "both_instant": {"play": "weiterspielen nach zwei gewinnhänden", "redeal": "neu geben nach zwei gewinnhänden"},
    "end_at_zero": {False: "jeden monat spielen", True: "ende bei null"},
    "koi_trigger": {"improve": "koi wenn ein yaku wächst", "new": "koi nur für ein neues yaku"},
    "strict_brights": {False: "lichter zählen auch für schau-yaku", True: "ein licht zählt einmal"},
    "sake_chaff": {True: "sakeschale ist auch ein blatt", False: "sakeschale ist nur ein tier"},
    "rain_trigger": {"november": "jede novemberkarte bringt regen", "rainman": "nur der regenmann bringt regen"},
    "forced_capture": {True: "stechen ist pflicht", False: "freies ausspielen"},
    "pairs_redeal": {True: "neu geben bei vier paaren", False: "kein neues geben bei vier paaren"},
    "last_auto_stop": {True: "im letzten zug sofort werten", False: "im letzten zug fragen"},
}


def _words(key) -> dict:
    return {v: {"en": w, "de": WORDS_DE[key][v]} for v, w in WORDS[key].items()}


def _o(key, default, choices=None, *, group, assumed=False, shown_if=None):
    return Option(key, default, choices, words=_words(key),
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
