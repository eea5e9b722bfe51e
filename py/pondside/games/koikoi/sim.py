"""A fast integer model of one Koi-Koi month for the search bot's rollouts.

Cards are ints 0..47 (index in ``cards.CARDS``; month = i >> 2).  A pile is an
int bitmask.  ``fast_total`` equals the sum of ``score_yaku`` (checked by the
tests) for every option except strict bright exclusivity, which falls back to
``score_yaku`` (memoised).
"""
from __future__ import annotations

from .cards import (ANIMALS, BLUE, BRIGHTS, CARDS, CATEGORY, CHAFFS, CURTAIN, INDEX,
                    INO_SHIKA_CHO, MOON, POETRY, RAIN_MAN, RIBBONS, SAKE)
from .data import HARD_DOUBLE_AT, YAKU_SETS
from .yaku import score_yaku


def _mask(cards):
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


BR = _mask(BRIGHTS)
AN = _mask(ANIMALS)
RB = _mask(RIBBONS)
CH = _mask(CHAFFS)
PO = _mask(POETRY)
BL = _mask(BLUE)
ISC = _mask(INO_SHIKA_CHO)
NOV = _mask(["11-1", "11-2", "11-3", "11-4"])
RAIN_B = 1 << INDEX[RAIN_MAN]
SAKE_B = 1 << INDEX[SAKE]
CURT_B = 1 << INDEX[CURTAIN]
MOON_B = 1 << INDEX[MOON]
CAT_INT = [CATEGORY[c] for c in CARDS]

# static card worth for greedy play (a capture's value in "points-ish")
WORTH = []
for c in CARDS:
    cat = CATEGORY[c]
    if c == RAIN_MAN:
        w = 5.0
    elif cat == "bright":
        w = 8.0
    elif c == SAKE:
        w = 8.0
    elif c in INO_SHIKA_CHO:
        w = 4.5
    elif cat == "animal":
        w = 2.5
    elif c in POETRY or c in BLUE:
        w = 4.0
    elif cat == "ribbon":
        w = 2.0
    else:
        w = 1.0
    WORTH.append(w)


class Scorer:
    """``total(mask)``: the yaku points of a pile under fixed options."""

    def __init__(self, options):
        o = options
        self.o = o
        t = YAKU_SETS[o["yaku_set"]]
        self.t = t
        self.view_on = o["viewing"] != "off"
        self.rain_mask = 0
        if o["viewing"] == "rain":
            self.rain_mask = RAIN_B if o["rain_trigger"] == "rainman" else NOV
        self.sake_chaff = bool(o["sake_chaff"])
        self.strict = bool(o["strict_brights"])
        self.memo = {}

    def total(self, m: int) -> int:
        v = self.memo.get(m)
        if v is None:
            if len(self.memo) > 200_000:
                self.memo.clear()
            if self.strict:
                cards = [CARDS[i] for i in range(48) if m >> i & 1]
                v = sum(p for _y, p in score_yaku(cards, self.o))
            else:
                v = self._total(m)
            self.memo[m] = v
        return v

    def _total(self, m: int) -> int:
        t = self.t
        s = 0
        b = m & BR
        if b:
            nb = b.bit_count()
            if nb == 5:
                s += t["goko"]
            elif b & RAIN_B:
                if nb == 4:
                    s += t["ameshiko"]
            elif nb == 4:
                s += t["shiko"]
            elif nb == 3:
                s += t["sanko"]
        if m & SAKE_B and self.view_on and not (m & self.rain_mask):
            if m & CURT_B:
                s += t["hanami"]
            if m & MOON_B:
                s += t["tsukimi"]
        na = (m & AN).bit_count()
        if m & ISC == ISC:
            s += t["inoshikacho"] + ((na - 3) if t["inoshikacho_plus"] else 0)
        if na >= t["tane_min"]:
            s += t["tane"] + na - t["tane_min"]
        nr = (m & RB).bit_count()
        aka = m & PO == PO
        ao = m & BL == BL
        if aka and ao and t["akaao"] is not None:
            s += t["akaao"] + ((nr - 6) if t["ribbon_plus"] else 0)
        else:
            plus = (nr - 3) if t["ribbon_plus"] else 0
            if aka:
                s += t["akatan"] + plus
            if ao:
                s += t["aotan"] + plus
        if nr >= t["tan_min"]:
            s += t["tan"] + nr - t["tan_min"]
        nc = (m & CH).bit_count() + (1 if (self.sake_chaff and m & SAKE_B) else 0)
        if nc >= t["kasu_min"]:
            s += t["kasu"] + nc - t["kasu_min"]
        return s


def settle(o, base, seat, koi, mult_base):
    """Points that stopping with ``base`` gives ``seat``."""
    if o["scoring"] == "soft":
        k = koi[seat] if o["koi_mult"] == "own" else koi[0] + koi[1]
        return base * (mult_base + k)
    s = base
    if base >= HARD_DOUBLE_AT:
        s *= 2
    if koi[1 - seat] > 0:
        s *= 2
    return s


# ------------------------------------------------------------ yaku potential
NR_BR = BR & ~RAIN_B
_POT = [  # (mask of the cards that count, need, weight)
    (NR_BR, 3, 6.0),
    (SAKE_B | CURT_B, 2, 5.0),
    (SAKE_B | MOON_B, 2, 5.0),
    (ISC, 3, 5.0),
    (PO, 3, 5.0),
    (BL, 3, 5.0),
    (AN, 5, 3.0),
    (RB, 5, 3.0),
    (CH | SAKE_B, 10, 3.0),
]


def potential(mine: int, theirs: int, viewing_on: bool = True) -> float:
    """How close pile ``mine`` is to each yaku still open to it (cards the
    other pile holds are out of reach): sum of weight x (have/need)^2."""
    s = 0.0
    for m, need, w in _POT:
        have = (mine & m).bit_count()
        if not have:
            continue
        if (m.bit_count() - (theirs & m).bit_count()) < need:
            continue
        if have > need:
            have = need
        s += w * (have * have) / (need * need)
    return s
