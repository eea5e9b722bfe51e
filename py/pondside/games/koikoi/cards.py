"""The 48-card hanafuda deck (rules digest §2), in the digest's table order.

A card id is ``"<month>-<n>"``: month 1–12, n 1–4 in the order of the
digest's table, so ``"1-1"`` is the crane, ``"9-1"`` the sake cup and
``"11-1"`` the rain man.
"""
from __future__ import annotations

BRIGHT, ANIMAL, RIBBON, CHAFF = "bright", "animal", "ribbon", "chaff"
CATEGORIES = (BRIGHT, ANIMAL, RIBBON, CHAFF)

# month -> the four cards: (category, kind)   kind names the picture
_TABLE = {
    1: ((BRIGHT, "crane"), (RIBBON, "poetry"), (CHAFF, "plain"), (CHAFF, "plain")),
    2: ((ANIMAL, "warbler"), (RIBBON, "poetry"), (CHAFF, "plain"), (CHAFF, "plain")),
    3: ((BRIGHT, "curtain"), (RIBBON, "poetry"), (CHAFF, "plain"), (CHAFF, "plain")),
    4: ((ANIMAL, "cuckoo"), (RIBBON, "red"), (CHAFF, "plain"), (CHAFF, "plain")),
    5: ((ANIMAL, "bridge"), (RIBBON, "red"), (CHAFF, "plain"), (CHAFF, "plain")),
    6: ((ANIMAL, "butterflies"), (RIBBON, "blue"), (CHAFF, "plain"), (CHAFF, "plain")),
    7: ((ANIMAL, "boar"), (RIBBON, "red"), (CHAFF, "plain"), (CHAFF, "plain")),
    8: ((BRIGHT, "moon"), (ANIMAL, "geese"), (CHAFF, "plain"), (CHAFF, "plain")),
    9: ((ANIMAL, "sake"), (RIBBON, "blue"), (CHAFF, "plain"), (CHAFF, "plain")),
    10: ((ANIMAL, "deer"), (RIBBON, "blue"), (CHAFF, "plain"), (CHAFF, "plain")),
    11: ((BRIGHT, "rainman"), (ANIMAL, "swallow"), (RIBBON, "red"), (CHAFF, "lightning")),
    12: ((BRIGHT, "phoenix"), (CHAFF, "plain"), (CHAFF, "plain"), (CHAFF, "plain")),
}

CARDS = [f"{m}-{n}" for m in range(1, 13) for n in range(1, 5)]
CARD_SET = frozenset(CARDS)
MONTH = {c: int(c.split("-")[0]) for c in CARDS}
CATEGORY = {f"{m}-{i + 1}": cat for m, row in _TABLE.items() for i, (cat, _k) in enumerate(row)}
KIND = {f"{m}-{i + 1}": k for m, row in _TABLE.items() for i, (_c, k) in enumerate(row)}
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
