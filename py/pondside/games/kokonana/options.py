"""Kokonana! options: the variant for younger children from the box, and the points the printed rules
leave open (house rules, with our reading as the default).  Every choice has a label in both languages."""
from __future__ import annotations

from ...core import Option
from ...ui.i18n import LANGS, both
from . import data as D
from .text import TEXT, plural

BANK_LIMITS = list(range(0, 5))                        # 0: any number
TALISMAN_LIMITS = list(range(0, D.TALISMAN_SUPPLY + 1))  # 0: as many as you like


def hops(grid) -> int:
    """The fewest hops from the village to the temple bank on a grid."""
    depth, _ = D.GRIDS[grid]
    return 2 * depth + 2


class _Count(Option):
    """A choice among whole numbers (a bool is not one, although Python compares True == 1)."""

    def check(self, value):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"option {self.key!r} must be a whole number")
        return super().check(value)


def _counts(key, text):
    return {n: {lang: TEXT(lang, f"{text}_any") if n == 0 else TEXT(lang, f"{text}_n", n=n) for lang in LANGS}
            for n in (BANK_LIMITS if key == "bank_capacity" else TALISMAN_LIMITS)}


def _grid_help():
    (g1, (d1, l1)), (g2, (d2, l2)) = list(D.GRIDS.items())[:2]
    return both(TEXT, "o_grid_help", d1=d1, l1=l1, h1=hops(g1), d2=d2, l2=l2, h2=hops(g2))


# The words of a position text's options line, one phrase per value (none for the box's own game), in English
# (the format's words)
WORDS = {
    "young_children": {True: "variant for younger children"},
    "grid": {g: f"water {depth} deep and {lanes} wide" for g, (depth, lanes) in D.GRIDS.items()},
    "diagonal_hops": {True: "diagonal hops", False: "no diagonal hops"},
    "bank_capacity": {n: "any number of runners on a bank" if n == 0 else
                      f"at most {plural('en', 'n_runners', n)} on a bank" for n in BANK_LIMITS},
    "talismans_per_turn": {n: "any number of talismans a turn" if n == 0 else
                           f"at most {plural('en', 'n_talismans', n)} a turn" for n in TALISMAN_LIMITS},
    "talisman_peek_wins": {True: "a talisman look can win", False: "a talisman look never wins"},
    "key_mandatory": {False: "a key is optional", True: "a key is compulsory"},
}

# the same in German (a German text may say them so; the text is written with the English ones)
WORDS_DE = {
    "young_children": {True: "variante für jüngere kinder"},
    "grid": {g: f"wasser {depth} tief und {lanes} breit" for g, (depth, lanes) in D.GRIDS.items()},
    "diagonal_hops": {True: "schräge hüpfer", False: "keine schrägen hüpfer"},
    "bank_capacity": {n: "beliebig viele läufer auf einem ufer" if n == 0 else
                      f"höchstens {plural('de', 'n_runners', n)} auf einem ufer" for n in BANK_LIMITS},
    "talismans_per_turn": {n: "beliebig viele talismane pro zug" if n == 0 else
                           f"höchstens {plural('de', 'n_talismans', n)} pro zug" for n in TALISMAN_LIMITS},
    "talisman_peek_wins": {True: "ein blick mit talisman kann gewinnen", False: "ein blick mit talisman gewinnt nie"},
    "key_mandatory": {False: "ein schlüssel ist freiwillig", True: "ein schlüssel ist pflicht"},
}
for _key, _table in WORDS.items():
    WORDS[_key] = {v: {"en": w, "de": WORDS_DE[_key][v]} for v, w in _table.items()}

OPTIONS = [
    Option("young_children", False, words=WORDS["young_children"], label=both(TEXT, "o_young"),
           help=both(TEXT, "o_young_help"), group="module"),
    Option("grid", D.DEFAULT_GRID, list(D.GRIDS), words=WORDS["grid"], label=both(TEXT, "o_grid"),
           help=_grid_help(), assumed=True,
           choice_labels={g: both(TEXT, "o_grid_choice", d=d, l=lanes, h=hops(g)) for g, (d, lanes) in D.GRIDS.items()}),
    Option("diagonal_hops", True, words=WORDS["diagonal_hops"], label=both(TEXT, "o_diag"),
           help=both(TEXT, "o_diag_help"), assumed=True),
    _Count("bank_capacity", 0, BANK_LIMITS, words=WORDS["bank_capacity"], label=both(TEXT, "o_bank"),
           help=both(TEXT, "o_bank_help", cap=D.STONE_CAPACITY, cap2=D.STONE_CAPACITY_2P),
           choice_labels=_counts("bank_capacity", "o_bank"), assumed=True),
    _Count("talismans_per_turn", 0, TALISMAN_LIMITS, words=WORDS["talismans_per_turn"], label=both(TEXT, "o_perturn"),
           help=both(TEXT, "o_perturn_help"), choice_labels=_counts("talismans_per_turn", "o_perturn"), assumed=True),
    # a look bought with a talisman exists only when talismans buy looks (not in the variant for younger children)
    Option("talisman_peek_wins", False, words=WORDS["talisman_peek_wins"], label=both(TEXT, "o_peekwins"),
           help=both(TEXT, "o_peekwins_help"), assumed=True,
           shown_if=lambda options, n: not options.get("young_children")),
    Option("key_mandatory", True, words=WORDS["key_mandatory"], label=both(TEXT, "o_keymust"),
           help=both(TEXT, "o_keymust_help"), assumed=True),
]

PRESETS = {"default": {}, "young": {"young_children": True}, "grid4x5": {"grid": "4x5", "diagonal_hops": False}}


def value_label(option, value, lang) -> str:
    """An option's value in words (a choice's label; yes or no)."""
    if option.kind == "bool":
        return TEXT(lang, "yes" if value else "no")
    return option.choice_label(value, lang)
