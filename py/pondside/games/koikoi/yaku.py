"""Yaku scoring: a pure function of a capture pile."""
from __future__ import annotations

from .cards import (ANIMAL, BLUE, BRIGHT, CATEGORY, CHAFF, CURTAIN, INO_SHIKA_CHO, MONTH, MOON,
                    POETRY, RAIN_MAN, RIBBON, SAKE)
from .data import YAKU_ORDER, YAKU_SETS
from .options import full_options


def _bright_yaku(brights: set, table) -> tuple:
    n = len(brights)
    if n == 5:
        return ("goko", table["goko"])
    if RAIN_MAN in brights:
        if n == 4:
            return ("ameshiko", table["ameshiko"])
        return None                     # rain man + 2 others: no yaku
    if n == 4:
        return ("shiko", table["shiko"])
    if n == 3:
        return ("sanko", table["sanko"])
    return None


def _viewing_allowed(cards, o) -> bool:
    if o["viewing"] == "off":
        return False
    if o["viewing"] == "rain":
        if o["rain_trigger"] == "rainman":
            return RAIN_MAN not in cards
        return not any(MONTH[c] == 11 for c in cards)
    return True


def score_yaku(cards, options=None) -> list:
    """The ``(yaku_id, points)`` pairs that the capture pile ``cards`` scores.

    ``options`` is a (partial) Koi-Koi options dict; missing keys take their
    defaults.  Bright yaku are exclusive (only the highest counts); all other
    yaku are cumulative and a card may count for several of them.
    """
    o = full_options(options)
    t = YAKU_SETS[o["yaku_set"]]
    cs = set(cards)
    brights = {c for c in cs if CATEGORY[c] == BRIGHT}
    n_anim = sum(1 for c in cs if CATEGORY[c] == ANIMAL)
    n_rib = sum(1 for c in cs if CATEGORY[c] == RIBBON)
    n_chaff = sum(1 for c in cs if CATEGORY[c] == CHAFF)
    if o["sake_chaff"] and SAKE in cs:
        n_chaff += 1
    found = {}

    # brights and viewing yaku (with the optional strict exclusivity)
    view_ok = SAKE in cs and _viewing_allowed(cs, o)
    viewers = [c for c in (CURTAIN, MOON) if c in cs] if view_ok else []
    names = {CURTAIN: "hanami", MOON: "tsukimi"}
    if o["strict_brights"] and viewers:
        best = None
        for mask in range(1 << len(viewers)):
            used = [v for i, v in enumerate(viewers) if mask >> i & 1]
            by = _bright_yaku(brights - set(used), t)
            part = {names[v]: t[names[v]] for v in used}
            if by:
                part[by[0]] = by[1]
            total = sum(part.values())
            if best is None or total > best[0]:
                best = (total, part)
        found.update(best[1])
    else:
        by = _bright_yaku(brights, t)
        if by:
            found[by[0]] = by[1]
        for v in viewers:
            found[names[v]] = t[names[v]]

    if all(c in cs for c in INO_SHIKA_CHO):
        found["inoshikacho"] = t["inoshikacho"] + ((n_anim - 3) if t["inoshikacho_plus"] else 0)
    if n_anim >= t["tane_min"]:
        found["tane"] = t["tane"] + n_anim - t["tane_min"]
    aka = all(c in cs for c in POETRY)
    ao = all(c in cs for c in BLUE)
    plus = t["ribbon_plus"]
    if aka and ao and t["akaao"] is not None:
        found["akaao"] = t["akaao"] + ((n_rib - 6) if plus else 0)
    else:
        if aka:
            found["akatan"] = t["akatan"] + ((n_rib - 3) if plus else 0)
        if ao:
            found["aotan"] = t["aotan"] + ((n_rib - 3) if plus else 0)
    if n_rib >= t["tan_min"]:
        found["tan"] = t["tan"] + n_rib - t["tan_min"]
    if n_chaff >= t["kasu_min"]:
        found["kasu"] = t["kasu"] + n_chaff - t["kasu_min"]
    return [(y, found[y]) for y in YAKU_ORDER if y in found]


def instant_yaku(hand) -> str | None:
    """Teshi (four of a month) or Kuttsuki (four month pairs) in a dealt hand."""
    counts = {}
    for c in hand:
        counts[MONTH[c]] = counts.get(MONTH[c], 0) + 1
    if any(v == 4 for v in counts.values()):
        return "teshi"
    if len(hand) == 8 and len(counts) == 4 and all(v == 2 for v in counts.values()):
        return "kuttsuki"
    return None


def progress(cards, options=None) -> list:
    """Progress toward each yaku for the view: ``(yaku_id, have, need)``."""
    o = full_options(options)
    t = YAKU_SETS[o["yaku_set"]]
    cs = set(cards)
    brights = [c for c in cs if CATEGORY[c] == BRIGHT]
    non_rain = [c for c in brights if c != RAIN_MAN]
    n_anim = sum(1 for c in cs if CATEGORY[c] == ANIMAL)
    n_rib = sum(1 for c in cs if CATEGORY[c] == RIBBON)
    n_chaff = sum(1 for c in cs if CATEGORY[c] == CHAFF) + (1 if o["sake_chaff"] and SAKE in cs else 0)
    out = [("sanko", min(len(non_rain), 3), 3), ("goko", len(brights), 5)]
    if o["viewing"] != "off":
        ok = _viewing_allowed(cs, o)
        out.append(("hanami", (SAKE in cs) + (CURTAIN in cs) if ok else 0, 2))
        out.append(("tsukimi", (SAKE in cs) + (MOON in cs) if ok else 0, 2))
    out.append(("inoshikacho", sum(c in cs for c in INO_SHIKA_CHO), 3))
    out.append(("tane", n_anim, t["tane_min"]))
    out.append(("akatan", sum(c in cs for c in POETRY), 3))
    out.append(("aotan", sum(c in cs for c in BLUE), 3))
    out.append(("tan", n_rib, t["tan_min"]))
    out.append(("kasu", n_chaff, t["kasu_min"]))
    return out


def yaku_of_card(card, options=None) -> list:
    """The yaku ``card`` counts toward under ``options``, in the rules' order (for "what is this card?")."""
    o = full_options(options)
    t = YAKU_SETS[o["yaku_set"]]
    cat = CATEGORY[card]
    out = set()
    if cat == BRIGHT:
        out |= {"goko", "shiko"} | ({"ameshiko"} if card == RAIN_MAN else {"sanko"})
    if card in INO_SHIKA_CHO:
        out.add("inoshikacho")
    if cat == ANIMAL:
        out.add("tane")
    if card in POETRY:
        out |= {"akatan", "akaao"}
    if card in BLUE:
        out |= {"aotan", "akaao"}
    if cat == RIBBON:
        out.add("tan")
    if cat == CHAFF or (card == SAKE and o["sake_chaff"]):
        out.add("kasu")
    if o["viewing"] != "off":
        if card in (SAKE, CURTAIN):
            out.add("hanami")
        if card in (SAKE, MOON):
            out.add("tsukimi")
    if t.get("akaao") is None:
        out.discard("akaao")
    return [y for y in YAKU_ORDER if y in out]
