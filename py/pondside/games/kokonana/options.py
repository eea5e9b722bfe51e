"""Kokonana! options: the variant for younger children from the box, and the points the printed rules
leave open (house rules, with our reading as the default)."""
from __future__ import annotations

from ...core import Option
from ...ui.i18n import both
from . import data as D
from .text import TEXT


def _opt(key, default, choices=None, text="", assumed=False, choice_keys=None, **kw):
    labels = None
    if choices is not None:
        labels = {c: both(TEXT, choice_keys[c]) for c in choices}
    return Option(key, default, choices, label=both(TEXT, text), help=both(TEXT, text + "_help"),
                  choice_labels=labels, assumed=assumed, **kw)


OPTIONS = [
    _opt("young_children", False, text="o_young", group="module"),
    _opt("grid", D.DEFAULT_GRID, list(D.GRIDS), text="o_grid", assumed=True,
         choice_keys={g: f"o_grid_{g}" for g in D.GRIDS}),
    _opt("diagonal_hops", True, text="o_diag", assumed=True),
    _opt("bank_capacity", 0, text="o_bank", assumed=True, minimum=0, maximum=4),
    _opt("talismans_per_turn", 0, text="o_perturn", assumed=True, minimum=0, maximum=D.TALISMAN_SUPPLY),
    _opt("talisman_peek_wins", False, text="o_peekwins", assumed=True),
    _opt("key_mandatory", True, text="o_keymust", assumed=True),
]

PRESETS = {"default": {}, "young": {"young_children": True}, "grid4x5": {"grid": "4x5", "diagonal_hops": False}}
