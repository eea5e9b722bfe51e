"""The 48-card hanafuda deck as the rules use it: the cards of ``data.DECK`` and the named cards and groups
that the yaku are made of.

A card id is ``"<month>-<n>"``: month 1–12, n 1–4 in the order of its month's row in ``data.DECK``, so
``"1-1"`` is the crane, ``"9-1"`` the sake cup and ``"11-1"`` the rain man.
"""
from __future__ import annotations

from .data import ANIMAL, BRIGHT, CARDS, CATEGORIES, CATEGORY, CHAFF, KIND, MONTH, RIBBON  # noqa: F401

CARD_SET = frozenset(CARDS)
INDEX = {c: i for i, c in enumerate(CARDS)}

CRANE, CURTAIN, MOON, RAIN_MAN, PHOENIX = "1-1", "3-1", "8-1", "11-1", "12-1"
SAKE, BOAR, DEER, BUTTERFLIES = "9-1", "7-1", "10-1", "6-1"
BRIGHTS = [c for c in CARDS if CATEGORY[c] == BRIGHT]
ANIMALS = [c for c in CARDS if CATEGORY[c] == ANIMAL]
RIBBONS = [c for c in CARDS if CATEGORY[c] == RIBBON]
CHAFFS = [c for c in CARDS if CATEGORY[c] == CHAFF]
POETRY = ["1-2", "2-2", "3-2"]
BLUE = ["6-2", "9-2", "10-2"]
INO_SHIKA_CHO = [BOAR, DEER, BUTTERFLIES]
NOVEMBER = ["11-1", "11-2", "11-3", "11-4"]

assert len(BRIGHTS) == 5 and len(ANIMALS) == 9 and len(RIBBONS) == 10 and len(CHAFFS) == 24


def month(card: str) -> int:
    return MONTH[card]
