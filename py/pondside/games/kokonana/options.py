"""Kokonana! options: the variant for younger children from the box, and the points the printed rules
leave open (house rules, with our reading as the default).  Every choice has a label in both languages."""
from __future__ import annotations

from ...core import Option
from ...ui.i18n import LANGS, both
from . import data as D
from .text import TEXT

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


OPTIONS = [
    Option("young_children", False, label=both(TEXT, "o_young"), help=both(TEXT, "o_young_help"),
           group="module"),
    Option("grid", D.DEFAULT_GRID, list(D.GRIDS), label=both(TEXT, "o_grid"), help=_grid_help(),
           choice_labels={g: both(TEXT, "o_grid_choice", d=d, l=lanes, h=hops(g)) for g, (d, lanes) in D.GRIDS.items()},
           assumed=True),
    Option("diagonal_hops", True, label=both(TEXT, "o_diag"), help=both(TEXT, "o_diag_help"), assumed=True),
    _Count("bank_capacity", 0, BANK_LIMITS, label=both(TEXT, "o_bank"),
           help=both(TEXT, "o_bank_help", cap=D.STONE_CAPACITY, cap2=D.STONE_CAPACITY_2P),
           choice_labels=_counts("bank_capacity", "o_bank"), assumed=True),
    _Count("talismans_per_turn", 0, TALISMAN_LIMITS, label=both(TEXT, "o_perturn"), help=both(TEXT, "o_perturn_help"),
           choice_labels=_counts("talismans_per_turn", "o_perturn"), assumed=True),
    # a look bought with a talisman exists only when talismans buy looks (not in the variant for younger children)
    Option("talisman_peek_wins", False, label=both(TEXT, "o_peekwins"), help=both(TEXT, "o_peekwins_help"),
           assumed=True, shown_if=lambda options, n: not options.get("young_children")),
    Option("key_mandatory", True, label=both(TEXT, "o_keymust"), help=both(TEXT, "o_keymust_help"), assumed=True),
]

PRESETS = {"default": {}, "young": {"young_children": True}, "grid4x5": {"grid": "4x5", "diagonal_hops": False}}


def value_label(option, value, lang) -> str:
    """An option's value in words (a choice's label; yes or no)."""
    if option.kind == "bool":
        return TEXT(lang, "yes" if value else "no")
    return option.choice_label(value, lang)
